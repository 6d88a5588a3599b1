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

// The points colour c keeps by walls, drawn ("#" kept).
std::string wallDrawing(const GameState<1>& game, Color c) {
  return testing::pointsDrawing(game, wallArea(game.board(), c, game.toMove(), game.koPoint()));
}

constexpr const char* kWholeBoard = "#####/#####/#####/#####/#####";

// A cross down the middle of 5x5 with four empty corners of four points:
// no corner is an eye by Benson's rule (its corner point touches no black
// stone), yet White can live in none, nor take the cross's last liberty in
// two at once. The whole board is Black's.
TEST(WallLife, ACrossWithFourEmptyCornersOwnsTheBoard) {
  GameState<1> game = gameFromRows("go", "..X../..X../XXXXX/..X../..X..", Color::White);
  EXPECT_EQ(wallDrawing(game, Color::Black), kWholeBoard);
  EXPECT_EQ(forcedMargins(game, true, true), (ScoreRange{50, 50}));
  EXPECT_EQ(forcedMargins(game).low, -50);  // Benson's rule alone sees nothing
}

// A white stone in the corner point dies: Black answers beside it and
// captures it without ever leaving the cross without a liberty there.
TEST(WallLife, AnInvaderInACornerDiesToo) {
  GameState<1> game = gameFromRows("go", "..X../..X../XXXXX/..X../O.X..", Color::White);
  EXPECT_EQ(wallDrawing(game, Color::Black), kWholeBoard);
  EXPECT_EQ(forcedMargins(game, true, true).low, 50);
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

// A wall beside one small region and one large one has one kept region
// only: the large one is searched by nobody, so nothing is kept.
TEST(WallLife, ARegionTooLargeToSearchKeepsNothing) {
  GameState<1> game = gameFromRows("go", ".X.../XX.../...../...../.....", Color::White);
  EXPECT_EQ(wallDrawing(game, Color::Black), "...../...../...../...../.....");
}

// Every state reachable from the empty board: the exact margin retrograde
// analysis finds lies within the bounds with the walls. Returns how many
// states the walls narrowed beyond the bounds without them.
int checkEveryState(const char* rules, int width, int height) {
  return testing::boundsNarrowedInEveryState(
      rules, width, height, [](const GameState<1>& g) { return forcedMargins(g, true, true); },
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

// The walls change no answer of alpha-beta (the only solver that uses
// them): the same margin, best moves and every move's margin.
TEST(WallLife, ChangeNoAnswerOfAlphaBeta) {
  const int checked = testing::forRandomOpenings(
      {{"go", 3, 4}, {"go", 4, 3}, {"go+komi=3", 3, 4}, {"go", 2, 6}}, 37,
      [](GameState<1>& game, const std::string& what) {
        auto configure = [](bool on) {
          return [on](SolverOptions& o) {
            o.kind = SolverKind::AlphaBeta;
            o.threads = 1;
            o.wallRegions = on;
          };
        };
        testing::expectSameAnswer(game, configure(true), configure(false), "alphabeta, " + what);
      });
  EXPECT_GE(checked, 30);
}

}  // namespace
}  // namespace goproof
