// Safe regions beyond Benson (enclosed_region_game.h): what a teacher would
// say about small regions a living wall encloses, the bounds they give held
// against retrograde analysis in every state of small Go and Quench boards,
// and the solvers' answers with them and without.
#include "solver/rules/enclosed_region_game.h"

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

// The regions beyond Benson's that colour c keeps, drawn ("#" kept).
std::string keptDrawing(const GameState<1>& game, Color c) {
  const UnconditionalArea<1> area = unconditionalArea(game.board(), c);
  return testing::pointsDrawing(game, keptEnclosedRegions(game.board(), c, area, game.toMove(), game.koPoint(),
                                                          ownerRegionMovesUnder(game.rules())));
}

// A living wall (eyes a5, c5, e5) down the middle of a 5x5 board leaves two
// corners of six points. Neither is an eye of it, so Benson counts neither;
// White cannot live in six points against answers, so both are Black's.
constexpr const char* kTwoCornersOfSix =
    ".X.X./"
    "XXXXX/"
    "..X../"
    "..X../"
    "..X..";

TEST(EnclosedRegions, ACornerOfSixBehindALivingWallIsTheWalls) {
  GameState<1> game = gameFromRows("go", kTwoCornersOfSix, Color::White);
  EXPECT_EQ(keptDrawing(game, Color::Black),
            "...../"
            "...../"
            "##.##/"
            "##.##/"
            "##.##");
  EXPECT_EQ(forcedMargins(game), (ScoreRange{50, 50}));  // B+25 whatever White does
  EXPECT_EQ(forcedMargins(game, false), (ScoreRange{2, 50}));  // Benson alone: 13 points
  EXPECT_EQ(winnerByForcedMargins(game.thresholdGame(50)), Winner::Black);
  EXPECT_EQ(winnerByForcedMargins(game.thresholdGame(50), false), Winner::None);
}

TEST(EnclosedRegions, AnInvaderAlreadyThereDiesToo) {
  // White has two stones in the left corner and one in the right; Black to
  // move or White, the corners stay Black's.
  for (Color toMove : {Color::Black, Color::White}) {
    GameState<1> game = gameFromRows("go",
                                     ".X.X./"
                                     "XXXXX/"
                                     ".OX../"
                                     "O.X.O/"
                                     "..X..",
                                     toMove);
    EXPECT_EQ(keptDrawing(game, Color::Black), "...../...../##.##/##.##/##.##") << colorName(toMove);
  }
}

TEST(EnclosedRegions, AGroupWithTwoEyesInsideLives) {
  // White's group in the left column has eyes at a1 and a3: Black keeps
  // nothing there, and White's Benson keeps it for her.
  GameState<1> game = gameFromRows("go",
                                   "XXX.X/"
                                   "OOXXX/"
                                   ".OX.X/"
                                   "OOXXX/"
                                   ".OX.X",
                                   Color::Black);
  EXPECT_EQ(keptDrawing(game, Color::Black), "...../...../...../...../.....");
  const ScoreRange bounds = forcedMargins(game);
  EXPECT_EQ(bounds.low, bounds.high);  // each side's area is settled
  EXPECT_EQ(bounds.low, 2 * (17 - 8));
}

TEST(EnclosedRegions, QuenchKeepsSmallerCornersAndNoneWithTwoStoneTurns) {
  // In Quench Black's answers must touch her stones (a new group can be
  // forbidden). The corners of six are then not hers: White b1, Black b2,
  // White a2, and White's two stones share their last liberty a1, where
  // Black's stone would touch none of hers. Corners of four are: each White
  // stone there can be taken by a stone beside the wall.
  constexpr const char* kTwoCornersOfFour =
      ".X.X./"
      "XXXXX/"
      "XXXXX/"
      "..X../"
      "..X..";
  for (const char* rules : {"quench-1", "quench-3", "quench-4"}) {
    GameState<1> six = gameFromRows(rules, kTwoCornersOfSix, Color::White);
    EXPECT_EQ(keptDrawing(six, Color::Black), "...../...../...../...../.....") << rules;
    GameState<1> four = gameFromRows(rules, kTwoCornersOfFour, Color::White);
    EXPECT_EQ(keptDrawing(four, Color::Black), "...../...../...../##.##/##.##") << rules;
    EXPECT_EQ(forcedMargins(four), (ScoreRange{50, 50})) << rules;
    EXPECT_EQ(forcedMargins(four, false), (ScoreRange{2 * (17 - 8), 50})) << rules;  // Benson alone: 17 points
  }
  // Quench #2: one turn of White's may put a stone in each corner, and
  // Black answers one. Benson's bounds alone.
  GameState<1> twoStones = gameFromRows("quench-2", kTwoCornersOfFour, Color::White);
  EXPECT_EQ(forcedMargins(twoStones), forcedMargins(twoStones, false));
  // Conversion Go does not capture: no bounds at all.
  GameState<1> conversion = gameFromRows("conversion", kTwoCornersOfSix, Color::White);
  EXPECT_EQ(forcedMargins(conversion), conversion.scoreRange());
}

// The search on its own: a region of four points in a line whose end points
// touch the wall ("#..#") is kept from empty, and with the enemy's two
// stones in the middle (the owner fills both ends, the second capturing).
// Five points with the middle three away from the wall are too: the enemy
// cannot make two eyes in a line.
TEST(EnclosedRegions, TheSearchOnLines) {
  auto line = [](int size, RegionMask touching) {
    RegionShape s;
    s.size = size;
    for (int i = 0; i < size; ++i) {
      if (i > 0) s.adjacent[i] |= static_cast<RegionMask>(1u << (i - 1));
      if (i + 1 < size) s.adjacent[i] |= static_cast<RegionMask>(1u << (i + 1));
    }
    s.touchesAlive = touching;
    return s;
  };
  EXPECT_TRUE(ownerKeepsRegion(line(4, 0b1001), {}));
  EXPECT_TRUE(ownerKeepsRegion(line(4, 0b1001), {0, 0b0110}));
  EXPECT_TRUE(ownerKeepsRegion(line(5, 0b10001), {}));
  // A region that touches the wall nowhere can never be settled: her
  // stones there are not joined to it.
  EXPECT_FALSE(ownerKeepsRegion(line(3, 0), {}));

  // Where her stones must start no group (Quench), "#..#" is not kept: the
  // enemy plays the second point, she the first, he the fourth; now only
  // the third would take both his stones, and it touches none of hers.
  constexpr OwnerRegionMoves kNoNewGroup = OwnerRegionMoves::StartingNoGroup;
  EXPECT_FALSE(ownerKeepsRegion(line(4, 0b1001), {}, kNoRegionBan, kNoNewGroup));
  EXPECT_FALSE(ownerKeepsRegion(line(4, 0b1001), {0b0001, 0b0010}, kNoRegionBan, kNoNewGroup));
  EXPECT_TRUE(ownerKeepsRegion(line(4, 0b1001), {0b0001, 0b0010}));  // in Go the third point takes both
  // Every point beside the wall: each answer touches it.
  EXPECT_TRUE(ownerKeepsRegion(line(4, 0b1111), {}, kNoRegionBan, kNoNewGroup));
  EXPECT_TRUE(ownerKeepsRegion(line(3, 0b101), {}, kNoRegionBan, kNoNewGroup));
}

// Every state reachable from the empty board: the exact margin retrograde
// analysis finds lies within the bounds with the regions. Returns how many
// states the regions narrowed beyond Benson's bounds alone.
int checkEveryState(const char* rules, int width, int height) {
  return testing::boundsNarrowedInEveryState(
      rules, width, height, [](const GameState<1>& g) { return forcedMargins(g); },
      [](const GameState<1>& g) { return forcedMargins(g, false); });
}

TEST(EnclosedRegions, HoldInEveryReachableStateAgainstRetrogradeAnalysis) {
  for (const char* rules : {"go", "go+ko=none", "go+komi=3.5"}) {
    EXPECT_GT(checkEveryState(rules, 3, 4), 0) << rules;
    if (::testing::Test::HasFailure()) return;
  }
  // Boards where they may do nothing, checked for soundness alone.
  checkEveryState("go", 3, 3);
  checkEveryState("go", 2, 6);
}

// Quench #1, #3 and #4, where her answers must start no group: the bounds
// hold in every state, and narrow some.
TEST(EnclosedRegions, HoldInEveryReachableQuenchStateAgainstRetrogradeAnalysis) {
  for (const char* rules : {"quench-1", "quench-3", "quench-4"}) {
    EXPECT_GT(checkEveryState(rules, 3, 4), 0) << rules;
    if (::testing::Test::HasFailure()) return;
  }
}

// The regions change no answer: df-pn and alpha-beta, with them and
// without, give the same margin, best moves and every move's margin.
TEST(EnclosedRegions, ChangeNoAnswerOfEitherSolver) {
  const int checked = testing::forRandomOpenings(
      {{"go", 3, 4}, {"go", 4, 3}, {"go+komi=3", 3, 4}, {"quench-1", 3, 4}, {"quench-3", 4, 3}}, 31,
      [](GameState<1>& game, const std::string& what) {
        testing::expectSameAnswerOfBothSolvers(game, &SearchSettings::safeRegions, what);
      });
  EXPECT_GE(checked, 30);
}

// Retrograde analysis cannot hold 4x4 Go (more than 90 million states), so
// there df-pn with the regions is held to df-pn without them: B+1 under
// simple ko (docs/values.md), the same four best moves, and fewer nodes.
TEST(EnclosedRegions, Keep4x4GoAtBPlusOneWithFewerNodes) {
  auto solve = [](bool regions) {
    GameState<1> game = testing::emptyGame("go", 4, 4);
    SolverOptions options;
    options.threads = 1;
    options.tableMegabytes = 256;
    options.safeRegions = regions;
    return solvePosition(game, options);
  };
  const SolveResult with = solve(true), without = solve(false);
  EXPECT_EQ(with.score, 2);
  EXPECT_EQ(without.score, 2);
  EXPECT_EQ(with.bestMoves, without.bestMoves);
  EXPECT_LT(with.stats.nodes, without.stats.nodes);
}

}  // namespace
}  // namespace goproof
