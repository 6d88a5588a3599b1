// df-pn settles a position whose side to move can win with one move without
// searching it (win_at_once.h). Sound because the win is in the position: she
// plays that move. Where her opponent threatened it, every move that fails to
// parry the threat is thereby a proven loss. The search with it must give the
// search without it's answer, move for move, on empty boards and on positions
// reached by random play (retrograde analysis pins both in
// solver_agreement_test.cc).
#include <random>
#include <string>

#include "gtest/gtest.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;

SolveResult solve(GameState<1>& game, bool winAtOnce) {
  SolverOptions options;
  options.tableMegabytes = 16;
  options.allMoves = true;
  options.winAtOnce = winAtOnce;
  return solvePosition(game, options);
}

void expectSameAnswer(GameState<1>& game, const std::string& what) {
  SolveResult with = solve(game, true), without = solve(game, false);
  ASSERT_TRUE(with.complete && without.complete) << what;
  EXPECT_EQ(with.value, without.value) << what;
  EXPECT_EQ(with.winningMoves, without.winningMoves) << what;
  ASSERT_EQ(with.moveValues.size(), without.moveValues.size()) << what;
  for (size_t i = 0; i < with.moveValues.size(); ++i)
    EXPECT_EQ(with.moveValues[i].value, without.moveValues[i].value) << what << " move " << with.moveValues[i].move;
}

struct Board {
  const char* rules;
  int width, height;
};

TEST(DfpnWinAtOnce, GivesTheSearchWithoutItsAnswerOnEmptyBoards) {
  for (Board b : {Board{"capture-1", 4, 4}, Board{"capture-2", 3, 4}, Board{"capture-3", 3, 3},
                  Board{"capture-1", 3, 5}, Board{"gonnect", 4, 4}, Board{"gonnect", 3, 4}}) {
    GameState<1> game = emptyGame(b.rules, b.width, b.height);
    expectSameAnswer(game, std::string(b.rules) + " " + std::to_string(b.width) + "x" + std::to_string(b.height));
  }
}

TEST(DfpnWinAtOnce, GivesTheSearchWithoutItsAnswerAfterRandomOpenings) {
  std::mt19937 random(20261125);
  int checked = 0;
  for (Board b : {Board{"capture-1", 4, 4}, Board{"capture-2", 4, 4}, Board{"gonnect", 4, 4}}) {
    for (int sample = 0; sample < 12; ++sample) {
      GameState<1> game = emptyGame(b.rules, b.width, b.height);
      const int plies = 2 + static_cast<int>(random() % 6);
      for (int i = 0; i < plies && game.result() == Winner::None; ++i) {
        typename GameState<1>::MoveListType moves;
        game.legalMoves(moves);
        game.play(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size))]);
      }
      if (game.result() != Winner::None) continue;
      expectSameAnswer(game, std::string(b.rules) + " after " + std::to_string(plies) + " random moves:\n" +
                                 boardDiagram(game.board()));
      ++checked;
    }
  }
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
}

}  // namespace
}  // namespace goproof
