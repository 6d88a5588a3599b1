// Alpha-beta's horizon guess (AlphaBetaSearch::setHorizonMargin): what a
// position cut off by the depth limit is taken to be worth in a scored game.
// Only scores that are not proven depend on it, so it may steer the search
// but never change an answer: with any guess the engine proves retrograde
// analysis's margin and answers every question "does the side to move reach
// k?" as retrograde analysis does. The solver, which uses it for the
// questions about first moves and for the line, gives retrograde analysis's
// best and winning moves with and without a first guess.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solver/search/alphabeta_search.h"
#include "solver/search/retrograde.h"
#include "solver/search/solve.h"
#include "tests/search_agreement.h"
#include "tests/search_from_scratch.h"
#include "tests/test_boards.h"

namespace goproof::testing {
namespace {

// Whether any two guesses searched a different number of nodes (the guess
// must steer, or this test would test nothing).
bool guessesDiffered = false;

void expectRetrogradesAnswersWithAnyGuess(GameState<1>& game, const std::string& what) {
  const RetrogradeResult retro = solveRetrograde(game, RetrogradeOptions{});
  ASSERT_TRUE(retro.status.ok() && retro.score.has_value()) << what;
  const bool black = game.toMove() == Color::Black;
  const HalfPoints mine = black ? *retro.score : -*retro.score;  // the side to move's margin
  const ScoreRange range = game.scoreRange();
  const HalfPoints widest = std::max(range.high, -range.low);
  uint64_t nodesWithoutGuess = 0;
  for (HalfPoints horizon : {HalfPoints{0}, -widest, HalfPoints{-1}, HalfPoints{1}, mine, widest}) {
    uint64_t nodes = 0;
    expectRetrogradesAnswers(
        game, mine, [&](auto& engine) { engine.setHorizonMargin(horizon); },
        what + ", horizon margin " + formatMargin(horizon), &nodes);
    if (horizon == 0) nodesWithoutGuess = nodes;
    if (nodes != nodesWithoutGuess) guessesDiffered = true;
  }
}

TEST(HorizonMargin, AnyGuessProvesRetrogradesAnswersOnEmptyBoards) {
  guessesDiffered = false;
  forEmptyBoards({{"go", 2, 2}, {"go", 2, 3}, {"go", 3, 3}, {"go+komi=3.5", 3, 3}, {"quench-1", 3, 3},
                  {"quench-3", 2, 3}, {"quench-4", 2, 3}, {"conversion", 2, 3}},
                 expectRetrogradesAnswersWithAnyGuess);
  EXPECT_TRUE(guessesDiffered) << "the horizon's guess steers the search";
}

TEST(HorizonMargin, AnyGuessProvesRetrogradesAnswersAfterRandomOpenings) {
  const int checked = forRandomOpenings({{"go", 3, 3}, {"quench-1", 3, 3}, {"conversion", 2, 3}}, 20261201,
                                        expectRetrogradesAnswersWithAnyGuess);
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
}

// The solver guesses at the horizon in its questions about first moves and
// in its line (alphabeta.h): the best and winning moves without every
// move's score (the questions that use the guess) are retrograde analysis's.
TEST(HorizonMargin, TheSolversBestAndWinningMovesAreRetrogrades) {
  forEmptyBoards({{"go", 2, 3}, {"go", 3, 3}, {"go", 2, 4}, {"quench-1", 3, 3}, {"quench-4", 2, 3},
                  {"conversion", 3, 3}},
                 [](GameState<1>& game, const std::string& what) {
                   const RetrogradeResult retro = solveRetrograde(game, RetrogradeOptions{});
                   ASSERT_TRUE(retro.status.ok()) << what;
                   for (const std::optional<HalfPoints> guess : {std::optional<HalfPoints>{}, retro.score}) {
                     SolverOptions options;
                     options.kind = SolverKind::AlphaBeta;
                     options.threads = 1;
                     options.tableMegabytes = 16;
                     options.scoreGuess = guess;
                     const SolveResult r = solvePosition(game, options);
                     const std::string where = what + (guess ? ", with the guess" : ", without a guess");
                     ASSERT_TRUE(r.complete) << where;
                     EXPECT_EQ(r.score, retro.score) << where;
                     EXPECT_EQ(r.bestMoves, retro.bestMoves) << where;
                     EXPECT_EQ(r.winningMoves, retro.winningMoves) << where;
                   }
                 });
}

}  // namespace
}  // namespace goproof::testing
