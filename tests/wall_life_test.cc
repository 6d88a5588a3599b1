// Walls that live by their regions (wall_life.h): what a teacher would say
// about walls whose eyes are small corners, the bounds held against
// retrograde analysis in every state of small Go boards, and alpha-beta's
// answers with them and without.
#include "solver/rules/wall_life.h"

#include <string>

#include "gtest/gtest.h"
#include "solver/rules/unconditional_life.h"
#include "solver/search/retrograde.h"
#include "solver/search/solve.h"
#include "tests/board_drawing.h"
#include "tests/margins_against_retrograde.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::gameFromRows;

// The walls as alpha-beta's --wall-regions searches them, and up to the
// largest regions --wall-region-points allows.
constexpr WallSearch kWalls{WallSearch::kDefaultPoints};
constexpr WallSearch kLargestWalls{12};

// The points colour c keeps by walls, drawn ("#" kept).
std::string wallDrawing(const GameState<1>& game, Color c, WallSearch walls = kWalls) {
  return testing::pointsDrawing(game, wallArea(game.board(), c, game.toMove(), game.koPoint(), 0, walls.maxPoints));
}

constexpr const char* kWholeBoard = "#####/#####/#####/#####/#####";

// A cross down the middle of 5x5 with four empty corners of four points:
// no corner is an eye by Benson's rule (its corner point touches no black
// stone), yet White can live in none, nor take the cross's last liberty in
// two at once. The whole board is Black's.
TEST(WallLife, ACrossWithFourEmptyCornersOwnsTheBoard) {
  GameState<1> game = gameFromRows("go", "..X../..X../XXXXX/..X../..X..", Color::White);
  EXPECT_EQ(wallDrawing(game, Color::Black), kWholeBoard);
  EXPECT_EQ(forcedMargins(game, true, kWalls), (ScoreRange{50, 50}));
  EXPECT_EQ(forcedMargins(game).low, -50);  // Benson's rule alone sees nothing
}

// A white stone in the corner point dies: Black answers beside it and
// captures it without ever leaving the cross without a liberty there.
TEST(WallLife, AnInvaderInACornerDiesToo) {
  GameState<1> game = gameFromRows("go", "..X../..X../XXXXX/..X../O.X..", Color::White);
  EXPECT_EQ(wallDrawing(game, Color::Black), kWholeBoard);
  EXPECT_EQ(forcedMargins(game, true, kWalls).low, 50);
}

// One corner is not enough: a wall with one kept region is no wall.
TEST(WallLife, AWallWithOneSmallCornerIsNotAlive) {
  GameState<1> game = gameFromRows("go", "...../...../XXX../..X../..X..", Color::White);
  EXPECT_EQ(wallDrawing(game, Color::Black), "...../...../...../...../.....");
}

// The walls are a cautious strategy: every chain of the wall must keep a
// liberty in each of its regions whenever White is to move. Here White's
// stones fill every point of the corner beside the cross, so the corner is
// not counted, though Black captures them at once at a1; the other three
// corners keep the cross alive.
TEST(WallLife, ACornerWhereTheWallHasNoLibertyIsNotCounted) {
  GameState<1> game = gameFromRows("go", "..X../..X../XXXXX/OOX../.OX..", Color::Black);
  EXPECT_EQ(wallDrawing(game, Color::Black), "#####/#####/#####/..###/..###");
}

// A wall across 5x4 with a side of ten points below it and two corners of
// two above: White, to move, can live nowhere, and alpha-beta without the
// walls finds the same (B+20). Walls searched up to 10 points or more see
// it; at the default 8 the side is not searched, and the wall with its two
// corners keeps ten points.
TEST(WallLife, ASideOfTenPointsIsSearchedWhenTheWallsReachTen) {
  GameState<1> game = gameFromRows("go", "..X../XXXXX/...../.....", Color::White);
  EXPECT_EQ(wallDrawing(game, Color::Black, kLargestWalls), "#####/#####/#####/#####");
  EXPECT_EQ(wallDrawing(game, Color::Black, WallSearch{10}), "#####/#####/#####/#####");
  EXPECT_EQ(wallDrawing(game, Color::Black), "#####/#####/...../.....");
  EXPECT_EQ(forcedMargins(game, true, WallSearch{10}), (ScoreRange{40, 40}));
  EXPECT_EQ(forcedMargins(game, true, kWalls).low, 0);  // ten points each at most
  SolverOptions options;
  options.kind = SolverKind::AlphaBeta;
  options.threads = 1;
  options.safeRegions = false;  // alpha-beta finds it fastest so (3.4 million nodes)
  EXPECT_EQ(solvePosition(game, options).score, 40);  // B+20, in half-points
}

// A wall beside one small region and one large one has one kept region
// only: the large one is searched by nobody, so nothing is kept.
TEST(WallLife, ARegionTooLargeToSearchKeepsNothing) {
  GameState<1> game = gameFromRows("go", ".X.../XX.../...../...../.....", Color::White);
  EXPECT_EQ(wallDrawing(game, Color::Black), "...../...../...../...../.....");
}

// Every state reachable from the empty board: the exact margin retrograde
// analysis finds lies within the bounds with the walls. Returns how many
// states the walls narrowed beyond the bounds without them.
int checkEveryState(const char* rules, int width, int height, WallSearch walls = kWalls) {
  return testing::boundsNarrowedInEveryState(
      rules, width, height, [walls](const GameState<1>& g) { return forcedMargins(g, true, walls); },
      [](const GameState<1>& g) { return forcedMargins(g); });
}

TEST(WallLife, HoldInEveryReachableStateAgainstRetrogradeAnalysis) {
  for (const char* rules : {"go", "go+ko=none", "go+komi=3.5"}) {
    EXPECT_GT(checkEveryState(rules, 3, 4), 0) << rules;
    if (::testing::Test::HasFailure()) return;
  }
  EXPECT_GT(checkEveryState("go", 2, 6), 0);
  checkEveryState("go", 3, 3);
  checkEveryState("go", 2, 5);
}

// The same with regions of up to 12 points (the whole of 3x4 and 2x6 but
// the wall): more states narrowed, none wrongly.
TEST(WallLife, LargerRegionsHoldInEveryReachableStateToo) {
  const int largest = checkEveryState("go", 3, 4, kLargestWalls);
  EXPECT_GT(largest, checkEveryState("go", 3, 4));
  EXPECT_GT(checkEveryState("go", 2, 6, kLargestWalls), 0);
}

// The walls change no answer of alpha-beta (the only solver that uses
// them): the same margin, best moves and every move's margin; every other
// opening with regions of up to 10 points.
TEST(WallLife, ChangeNoAnswerOfAlphaBeta) {
  int opening = 0;
  const int checked = testing::forRandomOpenings(
      {{"go", 3, 4}, {"go", 4, 3}, {"go+komi=3", 3, 4}, {"go", 2, 6}}, 37,
      [&](GameState<1>& game, const std::string& what) {
        const int points = opening++ % 2 ? 10 : WallSearch::kDefaultPoints;
        auto configure = [points](bool on) {
          return [on, points](SolverOptions& o) {
            o.kind = SolverKind::AlphaBeta;
            o.threads = 1;
            o.wallRegions = on;
            o.wallRegionPoints = points;
          };
        };
        testing::expectSameAnswer(game, configure(true), configure(false),
                                  "alphabeta, walls up to " + std::to_string(points) + " points, " + what);
      });
  EXPECT_GE(checked, 30);
}

}  // namespace
}  // namespace goproof
