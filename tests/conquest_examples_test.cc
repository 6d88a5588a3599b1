// Every example of the Conquest rules page ([C], ../shared/rules-sources/
// conquest.txt), rebuilt from its caption on a small board, asserting what
// the caption says. docs/rules/conquest.md gives the definitions; its table
// "The examples" lists these tests. Boards are written top row first: X and
// O stones, b and w territory, '.' No-Man's Land.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "solver/rules/conquest_board.h"
#include "solver/rules/pure_conquest.h"

namespace goproof {
namespace {

ConquestBoard boardOf(std::string_view rows) {
  absl::StatusOr<ConquestBoard> b = ConquestBoard::fromRows(rows);
  EXPECT_TRUE(b.ok()) << b.status();
  return b.ok() ? *b : ConquestBoard(2, 2);
}

struct Played {
  ConquestPlay what;
  ConquestBoard after;
};

// `mover` plays `move`, which must be legal and leave her no choice.
Played play(const ConquestBoard& b, std::string_view move, Color mover) {
  const int p = b.pointNamed(move);
  EXPECT_GE(p, 0) << move;
  EXPECT_TRUE(b.legal(p)) << move << " on " << b.rows();
  std::vector<ConquestBoard> after;
  std::vector<ConquestPlay> plays = b.plays(p, mover, after);
  EXPECT_EQ(plays.size(), 1u) << move << " leaves the mover no choice";
  return {plays.front(), after.front()};
}

// Point names, space-separated, in point order.
std::string names(const ConquestBoard& b, const std::vector<int>& points) {
  std::vector<int> sorted = points;
  std::sort(sorted.begin(), sorted.end());
  std::string s;
  for (int p : sorted) s += (s.empty() ? "" : " ") + b.name(p);
  return s;
}

// The points of one kind, by name.
std::string pointsOf(const ConquestBoard& b, ConquestCell cell) {
  std::vector<int> found;
  for (int p = 0; p < b.points(); ++p)
    if (b.at(p) == cell) found.push_back(p);
  return names(b, found);
}

TEST(ConquestExamples, ZeroWallsBlackOwnsTwoSpaces) {
  ConquestBoard b = boardOf(
      "...../"
      ".XX../"
      "X..../"
      ".XX../"
      ".....");
  Played p = play(b, "d3", Color::Black);
  EXPECT_EQ(names(b, p.what.conquered), "b3 c3");
  EXPECT_EQ(p.after.territory(Color::Black), 2);
}

TEST(ConquestExamples, OneWallBlackOwnsThreeSpaces) {
  ConquestBoard b = boardOf(
      "...../"
      ".XX../"
      "X...X");
  Played p = play(b, "d2", Color::Black);
  EXPECT_EQ(names(b, p.what.conquered), "b1 c1 d1");
  EXPECT_EQ(p.after.territory(Color::Black), 3);
}

TEST(ConquestExamples, TwoWallsBlackOwnsTwelveSpaces) {
  ConquestBoard b = boardOf(
      "....X../"
      "....X../"
      "......./"
      "XXXX.../"
      "......./"
      "......./"
      ".......");
  Played p = play(b, "e5", Color::Black);
  EXPECT_EQ(p.after.territory(Color::Black), 12);
  EXPECT_EQ(pointsOf(p.after, ConquestCell::BlackLand), "a5 b5 c5 d5 a6 b6 c6 d6 a7 b7 c7 d7");
}

TEST(ConquestExamples, ConnectionsInOppositeQuadrantsOwnNothingUntilASquare) {
  // The border meets the north wall at c4 (NE) and the west wall at a2 (SW).
  ConquestBoard b = boardOf(
      "..X./"
      "..../"
      "X.../"
      "....");
  Played line = play(b, "b3", Color::Black);
  EXPECT_TRUE(line.what.conquered.empty()) << "Black doesn't own anything";
  EXPECT_FALSE(line.after.enclosedRegionAt(line.after.pointNamed("a4"), Color::Black));
  // Either square gives a connection point in the NW quadrant.
  EXPECT_EQ(names(b, play(line.after, "b4", Color::Black).what.conquered), "a3 a4");
  EXPECT_EQ(names(b, play(line.after, "a3", Color::Black).what.conquered), "a4 b4");
}

TEST(ConquestExamples, TwoSquaresCaptureEverythingInside) {
  // Inside: White a1 and Black a2. Either square encloses the region.
  ConquestBoard b = boardOf(
      "...../"
      "...../"
      "XXXX./"
      "X..../"
      "O.XX.");
  Played c2 = play(b, "c2", Color::Black);
  EXPECT_EQ(names(b, c2.what.captured), "a1");
  // Black's a2, and c1, which c2 walls in, are inside too (Definition 8, step 2).
  EXPECT_EQ(names(b, c2.what.ownRemoved), "c1 a2") << "stones of both players are removed";
  EXPECT_EQ(pointsOf(c2.after, ConquestCell::BlackLand), "a1 b1 c1 a2 b2");
  Played d2 = play(b, "d2", Color::Black);
  EXPECT_EQ(names(b, d2.what.captured), "a1");
  EXPECT_EQ(pointsOf(d2.after, ConquestCell::BlackLand), "a1 b1 c1 a2 b2 c2");
  // White cannot prevent it: if she takes one square, Black takes the other.
  Played whiteC2 = play(play(b, "c2", Color::White).after, "d2", Color::Black);
  EXPECT_EQ(names(b, whiteC2.what.captured), "a1 c2");
  EXPECT_EQ(pointsOf(whiteC2.after, ConquestCell::BlackLand), "a1 b1 c1 a2 b2 c2");
  Played whiteD2 = play(play(b, "d2", Color::White).after, "c2", Color::Black);
  EXPECT_EQ(names(b, whiteD2.what.captured), "a1");
  EXPECT_EQ(pointsOf(whiteD2.after, ConquestCell::BlackLand), "a1 b1 c1 a2 b2");
}

// [C] Odd-Board Conquest, first and second diagrams: the circle is d7, the
// T-bone of the north wall.
TEST(ConquestExamples, ATBoneCountsForTheSmallerConquestOnly) {
  ConquestBoard b = boardOf(
      "......./"
      "...X.../"
      "...X.../"
      "XXX..../"
      "...X.../"
      "....XXX/"
      ".......");
  Played circle = play(b, "d7", Color::Black);
  EXPECT_EQ(circle.after.territory(Color::Black), 9) << "only the 9 spaces on the upper left";
  EXPECT_EQ(pointsOf(circle.after, ConquestCell::BlackLand), "a5 b5 c5 a6 b6 c6 a7 b7 c7");
  // The square gives the upper right its own connection point (e7, NE).
  Played square = play(circle.after, "e7", Color::Black);
  EXPECT_EQ(square.what.conquered.size(), 15u) << "the remaining 15 spaces in the upper-right region";
  EXPECT_EQ(names(b, square.what.ownRemoved), "d7") << "the circle is now inside the upper-left region";
  EXPECT_EQ(square.after.territory(Color::Black), 25) << "10 on the upper left, 15 on the upper right";
}

TEST(ConquestExamples, AStoneWhoseRemovalWouldLoseTerritoryStays) {
  // The upper-left region meets the west wall at a3, in the SW quadrant.
  ConquestBoard b = boardOf(
      "......./"
      "...X.../"
      "...X.../"
      "...X.../"
      "XXX..../"
      "......./"
      ".......");
  Played circle = play(b, "d7", Color::Black);
  EXPECT_EQ(circle.after.territory(Color::Black), 12);
  Played square = play(circle.after, "e7", Color::Black);
  EXPECT_TRUE(square.what.ownRemoved.empty()) << "d7 and a3 would be in opposite quadrants";
  EXPECT_EQ(square.after.at(b.pointNamed("d7")), ConquestCell::BlackStone);
  EXPECT_EQ(square.after.territory(Color::Black), 12);
}

TEST(ConquestExamples, AnEqualConflictIsTheMoversChoice) {
  // Both regions need d7, and both would conquer 12 points.
  ConquestBoard b = boardOf(
      "......./"
      "...X.../"
      "...X.../"
      "...X.../"
      "XXX.XXX/"
      "......./"
      ".......");
  std::vector<ConquestBoard> after;
  std::vector<ConquestPlay> plays = b.plays(b.pointNamed("d7"), Color::Black, after);
  ASSERT_EQ(plays.size(), 2u);
  EXPECT_EQ(plays[0].choice, "nw");
  EXPECT_EQ(plays[1].choice, "ne");
  EXPECT_EQ(after[0].at(b.pointNamed("a7")), ConquestCell::BlackLand);
  EXPECT_EQ(after[0].at(b.pointNamed("g7")), ConquestCell::NoMansLand);
  EXPECT_EQ(after[1].at(b.pointNamed("g7")), ConquestCell::BlackLand);
  EXPECT_EQ(after[1].territory(Color::Black), 12);
}

TEST(ConquestExamples, ThreeWallsConquerNothingAndBridgesStay) {
  ConquestBoard b = boardOf(
      "......../"
      "......../"
      "XXXXXXX./"
      "......../"
      "......../"
      "........");
  Played line = play(b, "h4", Color::Black);
  EXPECT_EQ(line.after.territory(Color::Black), 0) << "three walls: Black doesn't own anything";
  Played first = play(line.after, "d6", Color::Black);
  Played second = play(first.after, "d5", Color::Black);
  EXPECT_EQ(second.after.territory(Color::Black), 14);
  EXPECT_TRUE(second.what.ownRemoved.empty()) << "without d6 and d5 Black wouldn't own anything";
  for (const char* around : {"c6", "e6", "c5", "e5"})
    EXPECT_FALSE(second.after.legal(second.after.pointNamed(around))) << "inside Black's territory: " << around;
}

TEST(ConquestExamples, AStoneWalledInByItsOwnStonesIsRemoved) {
  ConquestBoard b = boardOf(
      "...../"
      "..X../"
      ".XX../"
      "..X../"
      ".....");
  Played p = play(b, "d3", Color::Black);
  EXPECT_EQ(names(b, p.what.ownRemoved), "c3");
  EXPECT_EQ(p.after.territory(Color::Black), 1);
}

TEST(ConquestExamples, ExpansionRemovesTheStoneLeftInside) {
  ConquestBoard b = boardOf(
      "...../"
      "..X../"
      ".XbX./"
      ".XXX./"
      ".....");
  Played p = play(b, "c1", Color::Black);
  EXPECT_EQ(names(b, p.what.ownRemoved), "c2");
  EXPECT_EQ(p.after.territory(Color::Black), 2) << "from 1 space to 2";
}

TEST(ConquestExamples, TakingThePointFirstPreventsTheCapture) {
  ConquestBoard b = boardOf(
      "...../"
      "..OX./"
      ".OX..");
  Played capture = play(b, "d1", Color::White);
  EXPECT_EQ(names(b, capture.what.captured), "c1");
  EXPECT_EQ(capture.after.at(b.pointNamed("c1")), ConquestCell::WhiteLand);
  Played square = play(b, "e1", Color::Black);
  EXPECT_EQ(square.after.at(b.pointNamed("d1")), ConquestCell::BlackLand);
  EXPECT_FALSE(square.after.legal(b.pointNamed("d1"))) << "off-limits for either player";
}

TEST(ConquestExamples, SurroundingTheBorderReconquersTheTerritory) {
  ConquestBoard b = boardOf(
      "......./"
      "..O.O../"
      ".OXXXO./"
      "OXbbbXO");
  EXPECT_EQ(b.territory(Color::Black), 3);
  Played p = play(b, "d3", Color::White);
  EXPECT_EQ(names(b, p.what.captured), "b1 f1 c2 d2 e2") << "all the black stones are removed";
  EXPECT_EQ(p.after.territory(Color::Black), 0);
  for (const char* inner : {"c1", "d1", "e1"}) {
    EXPECT_EQ(p.after.at(b.pointNamed(inner)), ConquestCell::WhiteLand) << inner;
    EXPECT_FALSE(p.after.legal(b.pointNamed(inner))) << "still off-limits: " << inner;
  }
}

TEST(ConquestExamples, ASalientBlocksAnExpansion) {
  ConquestBoard b = boardOf(
      "...../"
      "...../"
      "O..../"
      "O..../"
      "wOO..");
  Played white = play(b, "b2", Color::White);
  EXPECT_EQ(names(b, white.what.ownRemoved), "b1 a2") << "White removes the two circled stones";
  EXPECT_EQ(white.after.territory(Color::White), 3) << "gaining two points";
  Played black = play(b, "b2", Color::Black);
  EXPECT_EQ(black.after.territory(Color::Black), 0) << "it doesn't earn him any more points";
  EXPECT_EQ(black.after.territory(Color::White), 1);
  EXPECT_FALSE(black.after.legal(b.pointNamed("b2"))) << "but it prevents White from playing there";
}

}  // namespace
}  // namespace goproof

namespace goproof {
namespace {

// Pure Conquest scoring ([C] Pure Conquest; docs/rules/conquest.md, section 4).
TEST(PureConquest, ASalientGoesAndItsPointIsTheOnlyNeighboursPlayers) {
  // b2 neither encloses (no territory next to it) nor links: a Salient.
  ConquestBoard b = boardOf(
      "bX./"
      "XX./"
      "...");
  EXPECT_EQ(names(b, pureConquestRemovals(b)), "b2");
  EXPECT_EQ(pureConquestPoints(b), (std::array<int, 2>{7, 0})) << "a3, and the six points only Black touches";
}

TEST(PureConquest, BridgesAndSalientsGoAndSharedLandIsSplitWithTheOddPointToThePlayerBehind) {
  // a1, e1 and f1 touch only their own stones and territory: Bridges. b1 and
  // d1 are Salients. The seven points left touch both players: three each,
  // and the seventh to Black, who has fewer so far (1 + 3 against 2 + 3).
  ConquestBoard b = boardOf(
      "bX.Oww/"
      "XX.OOO");
  EXPECT_EQ(names(b, pureConquestRemovals(b)), "a1 b1 d1 e1 f1");
  EXPECT_EQ(pureConquestPoints(b), (std::array<int, 2>{5, 5}));
}

TEST(PureConquest, AnOddPointBetweenEqualPlayersGoesToNobody) {
  ConquestBoard b = boardOf(
      "bX.Xb/"
      "XX.XX/"
      "wO.Ow");
  // b2 and d2 touch no territory and link nothing: Salients. The five points
  // of column c with b2 and d2 touch both players, 2 each so far: 2 each, and
  // the fifth to nobody.
  EXPECT_EQ(names(b, pureConquestRemovals(b)), "b2 d2");
  EXPECT_EQ(pureConquestPoints(b), (std::array<int, 2>{4, 4}));
}

TEST(PureConquest, ALinkBetweenTwoTerritoriesStays) {
  // b2, c2 and d2 touch no territory, but join the Fronts of a3 and e3: Links.
  ConquestBoard b = boardOf(
      "bX.Xb/"
      "XXXXX/"
      "OOOOO");
  EXPECT_EQ(names(b, pureConquestRemovals(b)), "a1 b1 c1 d1 e1") << "White's stones enclose nothing";
}

}  // namespace
}  // namespace goproof
