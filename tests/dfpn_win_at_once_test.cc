// df-pn settles a position whose side to move can win with one move without
// searching it (win_at_once.h). Sound because the win is in the position: she
// plays that move. Where her opponent threatened it, every move that fails to
// parry the threat is thereby a proven loss. The search with it must give the
// search without it's answer, move for move, on empty boards and on positions
// reached by random play (retrograde analysis pins both in
// solver_agreement_test.cc).
#include <string>

#include "gtest/gtest.h"
#include "solver/search/solve.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::RulesAndSize;

void expectSameAnswer(GameState<1>& game, const std::string& what) {
  testing::expectSameAnswer(
      game, [](SolverOptions& o) { o.winAtOnce = true; }, [](SolverOptions& o) { o.winAtOnce = false; }, what);
}

TEST(DfpnWinAtOnce, GivesTheSearchWithoutItsAnswerOnEmptyBoards) {
  testing::forEmptyBoards({{"capture-1", 4, 4}, {"capture-2", 3, 4}, {"capture-3", 3, 3}, {"capture-1", 3, 5},
                           {"gonnect", 4, 4}, {"gonnect", 3, 4}},
                          expectSameAnswer);
}

TEST(DfpnWinAtOnce, GivesTheSearchWithoutItsAnswerAfterRandomOpenings) {
  const int checked = testing::forRandomOpenings({{"capture-1", 4, 4}, {"capture-2", 4, 4}, {"gonnect", 4, 4}},
                                                 20261125, expectSameAnswer);
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
}

}  // namespace
}  // namespace goproof
