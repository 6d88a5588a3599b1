// Alpha-beta asked for the value alone (SearchSettings::valueOnly) stops once
// the root's value is proven: the value and, in scored games, the exact
// score are retrograde analysis's (the reference, which labels every state),
// no move or line is given, and the search is shorter than the full solve,
// which goes on to the winning or best moves and the line.
#include <string>

#include "gtest/gtest.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::gameFromRows;

SolveResult solveBy(GameState<1>& game, SolverKind kind, bool valueOnly, std::optional<HalfPoints> guess = std::nullopt,
                    int threads = 1) {
  SolverOptions options;
  options.kind = kind;
  options.tableMegabytes = kind == SolverKind::Retrograde ? 512 : 16;  // retro: the whole state graph
  options.threads = threads;
  options.valueOnly = valueOnly;
  options.scoreGuess = guess;
  return solvePosition(game, options);
}

std::string describe(const GameState<1>& game) {
  return game.rules().toString() + " " + std::to_string(game.geometry().width()) + "x" +
         std::to_string(game.geometry().height()) + ", " + std::string(colorLetter(game.toMove())) + " to move\n" +
         boardDiagram(game.board());
}

// The value alone: the reference's value and score (retrograde analysis's
// unless told), no moves, no line, and fewer nodes than the same search
// asked for the moves too.
void expectValueAlone(GameState<1>& game, std::optional<HalfPoints> guess = std::nullopt,
                      SolverKind referenceKind = SolverKind::Retrograde) {
  const SolveResult reference = solveBy(game, referenceKind, false);
  ASSERT_TRUE(reference.complete) << describe(game);
  const SolveResult alone = solveBy(game, SolverKind::AlphaBeta, true, guess);
  ASSERT_TRUE(alone.complete) << describe(game);
  EXPECT_EQ(alone.value, reference.value) << describe(game);
  EXPECT_EQ(alone.score, reference.score) << describe(game);
  EXPECT_TRUE(alone.winningMoves.empty()) << describe(game);
  EXPECT_TRUE(alone.principalVariation.empty()) << describe(game);
  EXPECT_TRUE(alone.moveValues.empty()) << describe(game);
  const SolveResult full = solveBy(game, SolverKind::AlphaBeta, false, guess);
  ASSERT_TRUE(full.complete) << describe(game);
  EXPECT_EQ(full.value, alone.value) << describe(game);
  EXPECT_LT(alone.stats.nodes, full.stats.nodes) << describe(game) << "the moves and the line cost nothing?";
  // Lazy SMP on two threads: the same value and score.
  const SolveResult two = solveBy(game, SolverKind::AlphaBeta, true, guess, 2);
  ASSERT_TRUE(two.complete) << describe(game);
  EXPECT_EQ(two.value, reference.value) << describe(game);
  EXPECT_EQ(two.score, reference.score) << describe(game);
}

TEST(AlphaBetaValueOnly, GamesWonWithoutPointsGiveTheirWinnerAlone) {
  for (auto [rules, w, h] : {std::tuple{"capture-1", 3, 4}, {"capture-2", 3, 3}, {"gonnect", 3, 3}}) {
    GameState<1> game = emptyGame<1>(rules, w, h);
    expectValueAlone(game);
  }
}

TEST(AlphaBetaValueOnly, ALostPositionIsALossWithoutItsLongestResistance) {
  // Capture-1 on 4x4 is White's (the published value): Black to move loses,
  // whatever she plays. Its state graph is large: df-pn is the reference.
  GameState<1> game = emptyGame<1>("capture-1", 4, 4);
  expectValueAlone(game, std::nullopt, SolverKind::Dfpn);
  EXPECT_EQ(solveBy(game, SolverKind::AlphaBeta, true).value, Value::Loss);
}

TEST(AlphaBetaValueOnly, ScoredGamesGiveTheExactScoreByEitherSearch) {
  // 3x3 Go is B+9 from the centre; Quench #1 B+1; Conversion B+1.
  for (auto [rules, w, h] : {std::tuple{"go", 3, 3}, {"quench-1", 3, 3}, {"conversion", 3, 3}, {"go", 2, 4}}) {
    GameState<1> game = emptyGame<1>(rules, w, h);
    expectValueAlone(game);                  // the full window
    expectValueAlone(game, HalfPoints{0});   // by margins, a wrong guess
    expectValueAlone(game, HalfPoints{18});  // and a right one on 3x3 Go
  }
}

TEST(AlphaBetaValueOnly, APositionWithWhiteToMoveIsScoredForBlack) {
  // White to move on 3x3 Go after Black's centre: still B+9.
  GameState<1> game = gameFromRows<1>("go", ".../.X./...", Color::White);
  expectValueAlone(game, HalfPoints{18});
  EXPECT_EQ(solveBy(game, SolverKind::AlphaBeta, true, HalfPoints{18}).score, HalfPoints{18});
}

}  // namespace
}  // namespace goproof
