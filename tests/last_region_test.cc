// The last region (keepsTheLastRegion, unconditional_life.h): where a
// colour's alive groups and their eyes leave one region, the enemy's moves
// elsewhere need no answer, so he has no ko threats and the region is
// searched with his ko bans too. What a teacher would say about such
// regions, the bounds held against retrograde analysis in every state of
// small boards, and the solvers' answers with the rule and without.
#include <random>
#include <string>

#include "gtest/gtest.h"
#include "solver/rules/enclosed_region_game.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/unconditional_life.h"
#include "solver/search/solve.h"
#include "tests/margins_against_retrograde.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::gameFromRows;

ScoreRange withTheLastRegion(const GameState<1>& game) { return forcedMargins(game, true, {}, {0, 0}, true); }

// One thread asking only "Black's margin at least `scoreGuess` half-points?".
SolverOptions valueOnly(SolverKind kind, int scoreGuess) {
  SolverOptions options;
  options.kind = kind;
  options.threads = 1;
  options.valueOnly = true;
  options.tableMegabytes = 64;
  options.scoreGuess = scoreGuess;
  return options;
}

// Black's big group lives by a1 and by the four points at the bottom
// right; the top is the one region left, White's stones there with no room
// for two eyes, White to move. One way White resists ends in a ko: White
// a5, Black c5 takes two stones, White b5 takes c5 back, Black a5, and
// Black's c5 takes b5. The region game of the safe regions lets White take
// back at once (a move elsewhere might be a threat Black must answer), so
// there the top is not kept. As the last region it is: White's moves
// outside it need no answer and cannot lift the ban. Alpha-beta without
// the rule finds B+25 too, six plies deep (docs/solvers.md, "The last
// region").
constexpr const char* kTopIsTheLastRegion =
    ".O.O./"
    "XXOOO/"
    "XXXXO/"
    "OXOXX/"
    ".X...";

TEST(LastRegion, TheTopIsBlacksOnceWhiteHasNoKoThreats) {
  GameState<1> game = gameFromRows("go", kTopIsTheLastRegion, Color::White);
  EXPECT_EQ(forcedMargins(game), (ScoreRange{14, 50}));  // Benson: the group and its 16 points
  EXPECT_EQ(withTheLastRegion(game), (ScoreRange{50, 50}));  // B+25 whatever White does
  EXPECT_EQ(solvePosition(game, valueOnly(SolverKind::AlphaBeta, 50)).score, 50);
}

// White's group along the top has three eyes: the last region is hers,
// and Black keeps only what Benson gives her.
TEST(LastRegion, AGroupWithTwoEyesInItKeepsIt) {
  GameState<1> game = gameFromRows("go",
                                   "O.O.O/"
                                   "OOOOO/"
                                   "XXXXX/"
                                   "X.X.X/"
                                   "XXXXX",
                                   Color::Black);
  EXPECT_EQ(withTheLastRegion(game), forcedMargins(game));
  EXPECT_EQ(withTheLastRegion(game), (ScoreRange{10, 10}));  // B+5: 15 points against 10
}

// Two regions left (a corner on each side of a living wall, one holding a
// White stone): the rule asks about one region only, so it adds nothing,
// and the safe regions keep both corners anyway.
TEST(LastRegion, TwoRegionsLeftAreNoLastRegion) {
  GameState<1> game = gameFromRows("go",
                                   ".X.X./"
                                   "XXXXX/"
                                   "..X../"
                                   "O.X../"
                                   "..X..",
                                   Color::White);
  EXPECT_EQ(withTheLastRegion(game), forcedMargins(game));
}

// Under any ko rule but simple ko the rule is off: with no ko at all White
// may retake at once, so her moves elsewhere are not what binds her.
TEST(LastRegion, AppliesUnderSimpleKoOnly) {
  GameState<1> game = gameFromRows("go+ko=none", kTopIsTheLastRegion, Color::White);
  EXPECT_EQ(withTheLastRegion(game), forcedMargins(game));
}

// Every state reachable from the empty board: the exact margin retrograde
// analysis finds lies within the bounds with the last region. Returns how
// many states it narrowed beyond the bounds without it.
int checkEveryState(const char* rules, int width, int height) {
  return testing::boundsNarrowedInEveryState(rules, width, height, withTheLastRegion,
                                             [](const GameState<1>& g) { return forcedMargins(g); });
}

TEST(LastRegion, HoldsInEveryReachableStateAgainstRetrogradeAnalysis) {
  for (const char* rules : {"go", "go+komi=3.5"}) {
    EXPECT_GT(checkEveryState(rules, 3, 4), 0) << rules;
    if (::testing::Test::HasFailure()) return;
  }
  EXPECT_GT(checkEveryState("go", 2, 6), 0);
  checkEveryState("go", 3, 3);
  checkEveryState("go", 2, 5);
  EXPECT_EQ(checkEveryState("go+ko=none", 3, 3), 0);
}

// The largest last region, 13 points (kLastRegionMaxPoints), is larger
// than any board retrograde analysis holds here, so it is held to df-pn
// without the rule: behind a living wall on 6x4 whose eyes are a4 and a2,
// the d to f files and c1 are all that is left. For random contents of
// them that leave all 13 points outside the wall (no black stone on the d
// file joins it), each side to move, wherever the rule gives Black the
// whole board, df-pn without it must find that she takes all 24 points.
TEST(LastRegion, ThirteenPointsHoldAgainstDfpnWithoutTheRule) {
  const std::string wall = ".XX.../XXX.../.XX.../XX....";
  std::mt19937 random(13);
  int kept = 0, asked = 0;
  for (int trial = 0; trial < 400 && kept < 25; ++trial) {
    std::string rows = wall;
    for (size_t i = 0; i < rows.size(); ++i)
      if (rows[i] == '.' && i % 7 >= 3) rows[i] = ".XO"[random() % 3];
    for (Color toMove : {Color::Black, Color::White}) {
      PositionSpec spec;
      spec.rules = *Rules::parse("go");
      spec.width = 6;
      spec.height = 4;
      spec.rows = rows;
      spec.toMove = toMove;
      auto game = setUpGame<1>(spec);
      if (!game.ok()) continue;  // a chain without liberties: no position
      const UnconditionalArea<1> area = unconditionalArea(game->board(), Color::Black);
      if (area.alive.count() + area.regions.count() != 11) continue;  // a stone on the d file joined the wall
      ++asked;
      if (!keepsTheLastRegion(*game, Color::Black, area)) continue;
      ++kept;
      SolverOptions options = valueOnly(SolverKind::Dfpn, 48);
      options.lastRegion = false;
      EXPECT_EQ(solvePosition(*game, options).score, 48) << rows << ", " << colorName(toMove) << " to move";
    }
  }
  EXPECT_GE(kept, 25) << "of " << asked << " positions";
}

// The rule changes no answer of df-pn or alpha-beta: the same margin, best
// moves and every move's margin, with it and without.
TEST(LastRegion, ChangesNoAnswerOfEitherSolver) {
  const int checked = testing::forRandomOpenings(
      {{"go", 3, 4}, {"go", 4, 3}, {"go+komi=3", 3, 4}, {"go", 2, 6}}, 41,
      [&](GameState<1>& game, const std::string& what) {
        testing::expectSameAnswerOfBothSolvers(game, &SearchSettings::lastRegion, "last region, " + what);
      });
  EXPECT_GE(checked, 30);
}

}  // namespace
}  // namespace goproof
