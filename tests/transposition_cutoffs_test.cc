// Alpha-beta's enhanced transposition cut-offs (alphabeta_search.h): before
// searching a node's moves, it looks at what each child would answer at once
// (a finished game, a table bound, a repetition) and cuts off with a
// refutation found there. That is the same as searching that move first, so
// it may only save work: with it and without it the solver must give the same
// value, winning and best moves, every move's value and score, and lines of
// the same length (the fastest win against the longest resistance), in games
// with repetitions (Go, Gonnect) and without.
#include <string>

#include "gtest/gtest.h"
#include "solver/search/solve.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::RulesAndSize;

SolveResult solveWithAlphaBeta(GameState<1>& game, bool cutoffs, bool allMoves) {
  SolverOptions options;
  options.kind = SolverKind::AlphaBeta;
  options.threads = 1;
  options.tableMegabytes = 16;
  options.allMoves = allMoves;
  options.transpositionCutoffs = cutoffs;
  return solvePosition(game, options);
}

void expectSameAnswer(GameState<1>& game, const std::string& what) {
  testing::expectSameAnswer(
      game,
      [](SolverOptions& o) { o.kind = SolverKind::AlphaBeta, o.threads = 1, o.transpositionCutoffs = true; },
      [](SolverOptions& o) { o.kind = SolverKind::AlphaBeta, o.threads = 1, o.transpositionCutoffs = false; }, what);
  const SolveResult with = solveWithAlphaBeta(game, true, false), without = solveWithAlphaBeta(game, false, false);
  ASSERT_TRUE(with.complete && without.complete) << what;
  EXPECT_EQ(with.principalVariation.size(), without.principalVariation.size())
      << what << ": the line is the fastest win against the longest resistance either way";
}

TEST(TranspositionCutoffs, ChangeNoAnswerOnEmptyBoards) {
  testing::forEmptyBoards({{"capture-1", 4, 4}, {"capture-2", 3, 4}, {"gonnect", 3, 4}, {"go", 2, 2}, {"go", 3, 3},
                           {"go", 2, 4}, {"quench-1", 3, 3}, {"quench-3", 2, 3}, {"quench-4", 3, 3},
                           {"conversion", 3, 3}},
                          expectSameAnswer);
}

TEST(TranspositionCutoffs, ChangeNoAnswerAfterRandomOpenings) {
  const int checked = testing::forRandomOpenings(
      {{"capture-2", 4, 4}, {"gonnect", 3, 4}, {"go", 3, 3}, {"quench-3", 3, 3}, {"conversion", 3, 3}}, 20261201,
      expectSameAnswer);
  EXPECT_GE(checked, 30) << "most random openings leave a game to solve";
}

// They must also fire: on these boards they save nodes (an engine that never
// found a refutation this way would search exactly the same nodes).
TEST(TranspositionCutoffs, SaveNodes) {
  for (RulesAndSize b : {RulesAndSize{"capture-1", 4, 4}, RulesAndSize{"go", 3, 3}}) {
    GameState<1> game = emptyGame(b.rules, b.width, b.height);
    const SolveResult with = solveWithAlphaBeta(game, true, true), without = solveWithAlphaBeta(game, false, true);
    ASSERT_TRUE(with.complete && without.complete) << b.rules;
    EXPECT_LT(with.stats.nodes, without.stats.nodes) << b.rules << " " << b.width << "x" << b.height;
  }
}

// A child its life bounds settle is a proven refutation: the cut-off takes
// it over an unproven bound of this iteration, as the child's own search
// would, and the search keeps it in the table for the next visit. Black's
// wall across 5x4 owns the ten points below it (B+20, as the search without
// the bounds finds). Taking the unproven bound left this full-window search
// unproven iteration after iteration: past 226 million nodes, where it now
// takes under 10 million.
TEST(TranspositionCutoffs, TakeWhatTheLifeBoundsProveOverAnUnprovenBound) {
  GameState<1> game = testing::gameFromRows("go", "..X../XXXXX/...../.....", Color::White);
  SolverOptions options;
  options.kind = SolverKind::AlphaBeta;
  options.threads = 1;
  options.tableMegabytes = 256;
  options.nodeLimit = 50'000'000;
  const SolveResult withBounds = solvePosition(game, options);
  options.lifeBounds = false;
  const SolveResult without = solvePosition(game, options);
  ASSERT_TRUE(without.complete);
  ASSERT_TRUE(withBounds.complete) << "stopped at the node limit, after " << withBounds.stats.nodes << " nodes";
  EXPECT_EQ(withBounds.score, without.score);
  EXPECT_EQ(withBounds.score, 40);  // B+20, in half-points
}

}  // namespace
}  // namespace goproof
