// Alpha-beta's free passes (AlphaBetaSearch::setFreePasses): in phase 1 of
// a scored game, a pass that follows a move costs no ply. The depth limit
// only decides where the search stops, so free passes may change which
// iteration proves an answer but never the answer: with them and without,
// the engine proves retrograde analysis's margin and answers every question
// "does the side to move reach k?" as retrograde analysis does.
// (Where the loser's best resistance is to pass, the proof ends in an
// earlier iteration: measured on 4x5 Go in docs/solvers.md.)
#include <string>

#include "gtest/gtest.h"
#include "solver/search/alphabeta_search.h"
#include "solver/search/retrograde.h"
#include "tests/search_agreement.h"
#include "tests/search_from_scratch.h"
#include "tests/test_boards.h"

namespace goproof::testing {
namespace {

// Whether free passes ever changed the nodes searched (or this test would
// test nothing).
bool freePassesSteered = false;

void expectRetrogradesAnswersWithAndWithout(GameState<1>& game, const std::string& what) {
  const RetrogradeResult retro = solveRetrograde(game, RetrogradeOptions{});
  ASSERT_TRUE(retro.status.ok() && retro.score.has_value()) << what;
  const HalfPoints mine = game.toMove() == Color::Black ? *retro.score : -*retro.score;
  uint64_t nodesWithout = 0;
  for (bool freePasses : {false, true}) {
    uint64_t nodes = 0;
    expectRetrogradesAnswers(
        game, mine, [&](auto& engine) { engine.setFreePasses(freePasses); },
        what + (freePasses ? ", free passes" : ", every pass a ply"), &nodes);
    if (!freePasses) nodesWithout = nodes;
    else if (nodes != nodesWithout) freePassesSteered = true;
  }
}

TEST(FreePasses, RetrogradesAnswersOnEmptyBoards) {
  freePassesSteered = false;
  forEmptyBoards({{"go", 2, 2}, {"go", 2, 3}, {"go", 3, 3}, {"go+komi=3.5", 3, 3}, {"go", 2, 5}, {"quench-1", 3, 3},
                  {"quench-3", 2, 3}, {"quench-4", 2, 3}, {"conversion", 2, 3}},
                 expectRetrogradesAnswersWithAndWithout);
  EXPECT_TRUE(freePassesSteered) << "free passes change what the search visits";
}

TEST(FreePasses, RetrogradesAnswersAfterRandomOpenings) {
  const int checked = forRandomOpenings({{"go", 3, 3}, {"go", 2, 4}, {"quench-1", 3, 3}, {"conversion", 2, 3}},
                                        20261202, expectRetrogradesAnswersWithAndWithout);
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
}

}  // namespace
}  // namespace goproof::testing
