// Unconditional life (Benson's algorithm) and the score bounds it gives:
// first what a teacher would say about groups drawn on a board, then the
// bounds held against retrograde analysis's exact margin in every state of
// small games, and the solvers' answers with the bounds and without them.
#include "solver/rules/unconditional_life.h"

#include <optional>
#include <random>

#include "gtest/gtest.h"
#include "solver/board/board_text.h"
#include "solver/rules/two_stone_game.h"
#include "solver/search/retrograde.h"
#include "solver/search/solve.h"
#include "tests/board_drawing.h"
#include "tests/every_reachable_state.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::gameFromRows;

// The points of colour c's unconditional area, drawn as a board ("#" safe).
std::string safeDrawing(const GameState<1>& game, Color c) {
  UnconditionalArea<1> area = unconditionalArea(game.board(), c);
  return testing::pointsDrawing(game, area.alive | area.regions);
}

TEST(UnconditionalLife, AWallWithTwoEyesLivesAndKeepsItsEyes) {
  GameState<1> game = gameFromRows("go",
                                   ".X.X./"
                                   "XXXXX/"
                                   "...../"
                                   "...../"
                                   ".....");
  // Three one-point eyes: alive. The open area below is not safe: White may live there.
  EXPECT_EQ(safeDrawing(game, Color::Black),
            "#####/"
            "#####/"
            "...../"
            "...../"
            ".....");
  EXPECT_EQ(safeDrawing(game, Color::White), "...../...../...../...../.....");
}

TEST(UnconditionalLife, OneEyeIsNotLife) {
  GameState<1> game = gameFromRows("go",
                                   ".XX../"
                                   "XXX../"
                                   "...../"
                                   "...../"
                                   ".....");
  EXPECT_EQ(safeDrawing(game, Color::Black), "...../...../...../...../.....");
}

TEST(UnconditionalLife, FourStonesInADiamondOwnTheWhole3x3Board) {
  // No two of them touch, but every empty point is an eye they share: each
  // is a liberty of every stone around it, and White may play on none.
  GameState<1> game = gameFromRows("go",
                                   ".X./"
                                   "X.X/"
                                   ".X.");
  EXPECT_EQ(safeDrawing(game, Color::Black), "###/###/###");
}

TEST(UnconditionalLife, AnInvaderInASmallEyeSpaceIsCountedForTheOwner) {
  // White's stone at b1 sits in Black's eye space b1-c1; every point of it
  // touches Black's living wall, so Black will take it and keep both points.
  GameState<1> game = gameFromRows("go",
                                   "...../"
                                   "...../"
                                   "XXXXX/"
                                   "X.X.X/"
                                   "XO.XX");
  EXPECT_EQ(safeDrawing(game, Color::Black),
            "...../"
            "...../"
            "#####/"
            "#####/"
            "#####");
}

TEST(UnconditionalLife, SekiIsNotUnconditionalLife) {
  // White's chain has one eye (a2, beside Black's a1) and shares c2 with
  // Black; Black's wall has one eye (d1). Neither lives unconditionally.
  GameState<1> game = gameFromRows("go",
                                   "XXXX/"
                                   "OOOX/"
                                   ".O.X/"
                                   "XOX.");
  EXPECT_EQ(safeDrawing(game, Color::White), "..../..../..../....");
  EXPECT_EQ(safeDrawing(game, Color::Black), "..../..../..../....");
}

// Random crowded boards of size W x H: mostly c's stones with an enemy
// stone here and there, so that many chains have eyes and some regions hold
// enemy stones. Returns how many chains came out alive.
template <int Words>
int checkLocalLifeAgainstTheWholeBoard(int width, int height, unsigned seed) {
  std::mt19937 rng(seed);
  const auto geo = std::make_shared<const Geometry<Words>>(width, height);
  int aliveChains = 0;
  for (int trial = 0; trial < 300; ++trial) {
    Board<Words> board(geo);
    const int ownPercent = 35 + static_cast<int>(rng() % 40), enemyPercent = static_cast<int>(rng() % 15);
    for (int p = 0; p < geo->points(); ++p) {
      const int roll = static_cast<int>(rng() % 100);
      if (roll < ownPercent) board.addStone(p, Color::Black);
      else if (roll < ownPercent + enemyPercent) board.addStone(p, Color::White);
    }
    const Bits<Words> whole = unconditionalArea(board, Color::Black).alive;
    for (Bits<Words> rest = board.stones(Color::Black); rest.any();) {
      const Bits<Words> chain = board.chainAt(rest.lowest());
      rest -= chain;
      const Bits<Words> near = unconditionallyAliveNear(board, Color::Black, chain) & chain;
      EXPECT_EQ(near == chain, whole.intersects(chain)) << "trial " << trial << " on " << width << "x" << height;
      aliveChains += near == chain;
    }
  }
  return aliveChains;
}

// The search asks only about the chains it cares for, looking at the chains
// and regions linked to them: on every chain of a random crowded board its
// answer is the whole board's Benson's.
TEST(UnconditionalLife, AskedAboutOneChainAnswersAsTheWholeBoardDoes) {
  EXPECT_GT(checkLocalLifeAgainstTheWholeBoard<1>(5, 5, 1), 50);
  EXPECT_GT(checkLocalLifeAgainstTheWholeBoard<2>(9, 9, 2), 50);
  EXPECT_GT(checkLocalLifeAgainstTheWholeBoard<6>(19, 19, 3), 50);
}

TEST(ForcedMargins, ALivingShapeOverTheWholeBoardIsItsScore) {
  // 3x3: Black's one chain with eyes b1 and b3 owns all nine points.
  GameState<1> game = gameFromRows("go",
                                   "X.X/"
                                   "XXX/"
                                   "X.X",
                                   Color::White);
  EXPECT_EQ(forcedMargins(game), (ScoreRange{18, 18}));  // B+9 whatever White does
  EXPECT_EQ(winnerByForcedMargins(game), Winner::Black);
  // Komi moves both bounds; with 9 points of komi nobody wins by them.
  GameState<1> komi = gameFromRows("go+komi=9", "X.X/XXX/X.X", Color::White);
  EXPECT_EQ(forcedMargins(komi), (ScoreRange{0, 0}));
  EXPECT_EQ(winnerByForcedMargins(komi), Winner::None);
  // The exact score's questions: "does Black get at least 9 points?" yes,
  // "at least 10?" no, settled either way (komi moved to 8.75 and 9.75).
  EXPECT_EQ(winnerByForcedMargins(game.thresholdGame(18)), Winner::Black);
  EXPECT_EQ(winnerByForcedMargins(game.thresholdGame(20)), Winner::White);
}

TEST(ForcedMargins, AreTheWholeRangeWhereTheyDoNotApply) {
  // Conversion Go converts instead of capturing; Capture Go is not scored;
  // superko makes the future depend on the history.
  for (const char* rules : {"conversion", "capture-1", "go+ko=superko"}) {
    GameState<1> game = gameFromRows(rules, "X.X/XXX/X.X", Color::White);
    EXPECT_EQ(forcedMargins(game), game.scoreRange()) << rules;
    EXPECT_EQ(winnerByForcedMargins(game), Winner::None) << rules;
  }
}

// Every state reachable from the empty board: the exact margin retrograde
// analysis finds lies within the bounds. Returns how many states had bounds
// narrower than the whole range, and how many were settled by them.
template <class Game>
std::pair<int, int> checkEveryState(const char* rules, int width, int height) {
  Game root{emptyGame(rules, width, height)};
  auto analysis = RetrogradeAnalysis<Game>::analyze(root);
  EXPECT_TRUE(analysis.status().ok()) << analysis.status();
  int narrowed = 0, settled = 0;
  testing::forEveryReachableState(root, [&](const Game& g) {
    const ScoreRange bounds = forcedMargins(g);
    const std::optional<HalfPoints> margin = analysis.marginOf(g);
    EXPECT_TRUE(margin.has_value());
    if (margin) {
      EXPECT_TRUE(bounds.contains(*margin))
          << rules << " " << width << "x" << height << ": margin " << *margin << " outside [" << bounds.low << ", "
          << bounds.high << "], " << colorLetter(g.toMove()) << " to move" << (g.previousPass() ? " after a pass" : "")
          << ", coins " << static_cast<int>(g.coin(Color::Black)) << static_cast<int>(g.coin(Color::White)) << "\n"
          << boardDiagram(g.board());
    }
    if (bounds != g.scoreRange()) ++narrowed;
    if (winnerByForcedMargins(g) != Winner::None) ++settled;
  });
  return {narrowed, settled};
}

struct BoundsCase {
  const char* rules;
  int width, height;
};

class ForcedMarginsHold : public ::testing::TestWithParam<BoundsCase> {};

TEST_P(ForcedMarginsHold, InEveryReachableStateAgainstRetrogradeAnalysis) {
  const BoundsCase c = GetParam();
  std::pair<int, int> counts = Rules::parse(c.rules)->groups == GroupRule::TwoStoneTurns
                                   ? checkEveryState<QuenchTwoGame<1>>(c.rules, c.width, c.height)
                                   : checkEveryState<GameState<1>>(c.rules, c.width, c.height);
  // The test means something only if the bounds do some work.
  EXPECT_GT(counts.first, 0);
  EXPECT_GT(counts.second, 0);
}

INSTANTIATE_TEST_SUITE_P(
    SmallBoards, ForcedMarginsHold,
    ::testing::Values(BoundsCase{"go", 3, 3}, BoundsCase{"go+komi=2.5", 3, 3}, BoundsCase{"go+ko=none", 3, 3},
                      BoundsCase{"go", 2, 5}, BoundsCase{"quench-1", 3, 3}, BoundsCase{"quench-2", 3, 3},
                      BoundsCase{"quench-3", 3, 3}, BoundsCase{"quench-4", 3, 3}, BoundsCase{"quench-1", 2, 5}),
    testing::rulesAndSizeName<BoundsCase>);

// The bounds change no answer: df-pn and alpha-beta, with them and without,
// give the same margin, best moves and every move's margin.
TEST(LifeBounds, ChangeNoAnswerOfEitherSolver) {
  const int checked = testing::forRandomOpenings(
      {{"go", 3, 4}, {"quench-1", 4, 3}, {"quench-3", 3, 3}, {"quench-4+komi=0.5", 3, 4}, {"go+komi=2", 2, 5}}, 29,
      [](GameState<1>& game, const std::string& what) {
        testing::expectSameAnswerOfBothSolvers(game, &SearchSettings::lifeBounds, what);
      });
  EXPECT_GE(checked, 40);
}

// And they save work on 3x4 Go from the empty board, where every side's
// living shapes show up early: at least half of df-pn's nodes, and at
// least a fifth of alpha-beta's when it asks by margins from the right
// guess (B+4), as the large boards' runs ask: 899 thousand against 1,511
// thousand. In alpha-beta's full window they save less since alpha-beta
// keeps what they prove in its table (1,129 thousand against 1,208
// thousand; 924 thousand before, which a bounded entry replacing an
// unproven bound of the same iteration costs there: docs/solvers.md,
// "Alpha-beta: what the life bounds prove"), so there only some.
TEST(LifeBounds, CutTheNodesOf3x4Go) {
  auto nodes = [](SolverKind kind, bool bounds, std::optional<HalfPoints> guess) {
    GameState<1> game = emptyGame("go", 3, 4);
    SolverOptions options;
    options.kind = kind;
    options.threads = 1;
    options.tableMegabytes = 64;
    options.lifeBounds = bounds;
    options.scoreGuess = guess;
    SolveResult r = solvePosition(game, options);
    EXPECT_EQ(r.score, 8) << solverName(kind);  // B+4 (docs/values.md)
    return r.stats.nodes;
  };
  EXPECT_LT(2 * nodes(SolverKind::Dfpn, true, {}), nodes(SolverKind::Dfpn, false, {})) << "df-pn";
  EXPECT_LT(5 * nodes(SolverKind::AlphaBeta, true, 8), 4 * nodes(SolverKind::AlphaBeta, false, 8))
      << "alpha-beta by margins";
  EXPECT_LT(nodes(SolverKind::AlphaBeta, true, {}), nodes(SolverKind::AlphaBeta, false, {}))
      << "alpha-beta, full window";
}

}  // namespace
}  // namespace goproof
