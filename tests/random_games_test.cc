// Properties that must hold at every position of random games: unmake
// restores everything, the incremental hash equals the hash from scratch, the
// fast move generator agrees with the one-move legality check, and symmetric
// positions hash alike and have the same legal moves, mapped.
#include <random>
#include <set>

#include "gtest/gtest.h"
#include "solver/board/board_text.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;

struct Snapshot {
  std::string rows;
  uint64_t hash, canonical;
  Color toMove;
  Move ko;
  int blackPrisoners, whitePrisoners;
  Winner winner;
  bool swap;
  int passes;
  Coin blackCoin, whiteCoin;
  bool operator==(const Snapshot&) const = default;
};

template <int Words>
Snapshot snapshot(const GameState<Words>& g) {
  return {boardRows(g.board()), g.hash(), g.canonicalHash(), g.toMove(), g.koPoint(),
          g.prisoners(Color::Black), g.prisoners(Color::White), g.decidedWinner(), g.swapAvailable(),
          g.consecutivePasses(), g.coin(Color::Black), g.coin(Color::White)};
}

// The same game with the board, ko point and side to move mapped by symmetry s.
template <int Words>
GameState<Words> transformed(const GameState<Words>& g, int s) {
  const auto& geo = g.geometry();
  Board<Words> board(g.board().sharedGeometry());
  for (int p = 0; p < geo.points(); ++p)
    if (g.board().at(p) != Color::Empty) board.addStone(geo.transform(s, p), g.board().at(p));
  Move ko = g.koPoint() == kNoMove ? kNoMove : static_cast<Move>(geo.transform(s, g.koPoint()));
  return GameState<Words>(g.rules(), board, g.toMove(), ko, {g.prisoners(Color::Black), g.prisoners(Color::White)},
                          g.previousPass(), {g.coin(Color::Black), g.coin(Color::White)});
}

template <int Words>
std::set<Move> legalSet(const GameState<Words>& g) {
  MoveList<Words> list;
  g.legalMoves(list);
  return {list.begin(), list.end()};
}

template <int Words>
void checkPosition(GameState<Words>& g, bool checkSymmetry) {
  ASSERT_EQ(g.hash(), g.hashFromScratch()) << boardDiagram(g.board());
  std::set<Move> legal = legalSet(g);
  for (Move m = 0; m < g.geometry().points(); ++m)
    ASSERT_EQ(legal.count(m) == 1, g.legality(m) == IllegalReason::None)
        << "move " << g.geometry().name(m) << " in\n" << boardDiagram(g.board());
  ASSERT_EQ(legal.empty(), !g.hasLegalMove());
  // A transformed copy has no history: it cannot know of repetitions.
  if (!checkSymmetry || g.decidedWinner() != Winner::None) return;
  for (int s = 1; s < g.geometry().symmetryCount(); ++s) {
    GameState<Words> image = transformed(g, s);
    ASSERT_EQ(image.canonicalHash(), g.canonicalHash()) << "symmetry " << s;
    ASSERT_EQ(image.board().hash(), g.board().symmetricHash(s)) << "symmetry " << s;
    std::set<Move> mapped;
    for (Move m : legal) mapped.insert(m < 0 ? m : static_cast<Move>(g.geometry().transform(s, m)));
    ASSERT_EQ(legalSet(image), mapped) << "symmetry " << s << " of\n" << boardDiagram(g.board());
  }
}

template <int Words>
void playRandomGames(const std::string& rules, int width, int height, int games, uint64_t seed) {
  std::mt19937_64 rng(seed);
  // A transformed copy has no move history: no pie swap, no previous move for the mirror rule.
  const Rules parsed = *Rules::parse(rules);
  bool symmetry = !parsed.pie && !(parsed.mirrorLimit >= 0 && width * height >= 2 * (parsed.mirrorLimit + 1));
  int multiCaptures = 0, kos = 0, barred = 0, heads = 0;
  for (int n = 0; n < games; ++n) {
    GameState<Words> game = emptyGame<Words>(rules, width, height);
    std::vector<Snapshot> trail{snapshot(game)};
    int cap = 3 * width * height;
    while (game.ply() < cap) {
      checkPosition(game, symmetry);
      if (::testing::Test::HasFatalFailure()) return;
      MoveList<Words> moves;
      game.legalMoves(moves);
      if (moves.size == 0) break;
      for (Move p = 0; p < game.geometry().points(); ++p) barred += game.legality(p) == IllegalReason::NewGroup;
      heads += game.coin(game.toMove()) == Coin::Heads;
      Move m = moves[static_cast<int>(rng() % moves.size)];
      int before = game.prisoners(game.toMove());
      game.play(m);
      multiCaptures += game.prisoners(opponent(game.toMove())) - before > 1;
      kos += game.koPoint() != kNoMove;
      trail.push_back(snapshot(game));
    }
    while (game.ply() > 0) {
      trail.pop_back();
      game.undo();
      ASSERT_EQ(snapshot(game), trail.back()) << rules << " game " << n << " ply " << game.ply();
    }
  }
  // The games must reach the cases worth checking.
  if (rules == "go" || rules.starts_with("capture-3")) {
    EXPECT_GT(multiCaptures, 0) << rules << ": no multi-stone capture";
  }
  if (rules == "go" || rules == "capture-3+ko=simple") {
    EXPECT_GT(kos, 0) << rules << ": no ko";
  }
  if (rules.starts_with("quench")) {
    EXPECT_GT(barred, 0) << rules << ": no move barred for starting a new group";
    EXPECT_EQ(heads > 0, rules != "quench-1") << rules << ": coins heads up " << heads << " times";
  }
}

TEST(RandomGames, Capture1) {
  playRandomGames<1>("capture-1", 3, 3, 200, 1);
  playRandomGames<1>("capture-1", 5, 5, 200, 2);
  playRandomGames<1>("capture-1", 4, 6, 100, 3);
}
TEST(RandomGames, Capture3WithKo) {
  playRandomGames<1>("capture-3+ko=simple", 4, 4, 200, 4);
  playRandomGames<1>("capture-3", 5, 5, 200, 5);
}
TEST(RandomGames, Gonnect) {
  playRandomGames<1>("gonnect", 3, 3, 200, 6);
  playRandomGames<1>("gonnect", 5, 5, 200, 7);
  playRandomGames<1>("gonnect+pie", 4, 4, 100, 8);
  playRandomGames<1>("gonnect+ko=superko", 4, 4, 100, 9);
  playRandomGames<1>("gonnect+cycle=repeater-loses", 4, 3, 100, 10);
}
TEST(RandomGames, Quench) {
  playRandomGames<1>("quench-1", 4, 4, 100, 15);
  playRandomGames<1>("quench-3", 5, 5, 100, 16);
  playRandomGames<1>("quench-4", 5, 4, 100, 17);
  playRandomGames<2>("quench-3", 9, 9, 10, 18);
}
TEST(RandomGames, Conversion) {
  playRandomGames<1>("conversion", 4, 4, 100, 19);
  playRandomGames<1>("conversion", 5, 5, 100, 20);  // the mirror rule can bind from 20 points
  playRandomGames<1>("conversion+mirror=1", 3, 3, 100, 21);
  playRandomGames<2>("conversion", 9, 9, 10, 22);
}
TEST(RandomGames, PlainGoOnLargerBoards) {
  playRandomGames<1>("go", 7, 7, 30, 11);
  playRandomGames<2>("go", 9, 9, 20, 12);
  playRandomGames<6>("go", 13, 11, 5, 13);
  playRandomGames<6>("capture-3", 19, 19, 3, 14);
}

TEST(Symmetry, SquaresHaveEightAndRectanglesFour) {
  EXPECT_EQ(Geometry<1>(5, 5).symmetryCount(), 8);
  EXPECT_EQ(Geometry<1>(4, 6).symmetryCount(), 4);
  Geometry<1> g(4, 6);
  for (int s = 0; s < g.symmetryCount(); ++s) {
    std::set<int> image;
    for (int p = 0; p < g.points(); ++p) {
      image.insert(g.transform(s, p));
      EXPECT_EQ(g.transform(g.inverse(s), g.transform(s, p)), p);
    }
    EXPECT_EQ(static_cast<int>(image.size()), g.points()) << "symmetry " << s << " is not a bijection";
  }
}

TEST(Symmetry, MirroredOpeningsHashAlike) {
  auto a = emptyGame("capture-1", 5, 5);
  auto b = emptyGame("capture-1", 5, 5);
  a.play(testing::at(a, "b1"));
  b.play(testing::at(b, "e4"));  // b1 rotated a quarter turn
  EXPECT_EQ(a.canonicalHash(), b.canonicalHash());
  EXPECT_NE(a.hash(), b.hash());
  auto c = emptyGame("capture-1", 5, 5);
  c.play(testing::at(c, "c1"));
  EXPECT_NE(a.canonicalHash(), c.canonicalHash());
}

}  // namespace
}  // namespace goproof

namespace goproof {
namespace {

TEST(BoardEquality, ComparesStonesNotIdentity) {
  auto a = testing::gameFromRows("capture-1", "X../.O./...");
  auto b = testing::gameFromRows("capture-1", "X../.O./...");
  auto c = testing::gameFromRows("capture-1", "X../.../.O.");
  EXPECT_TRUE(a.board() == b.board());
  EXPECT_FALSE(a.board() == c.board());
}

}  // namespace
}  // namespace goproof
