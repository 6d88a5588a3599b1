// A df-pn solve stopped after the root's value was proven still lists the
// winning moves proven by then: the move that proved the root is one
// (issue 31: 5x5 Capture-3 stopped by its time limit printed value B and no
// winning move). Node limits, not time, stop these solves, so every run
// stops at the same node.
#include <algorithm>

#include "gtest/gtest.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::gameFromRows;

SolverOptions serial(uint64_t nodeLimit = 0, bool valueOnly = false, bool allMoves = false) {
  SolverOptions o;
  o.tableMegabytes = 64;
  o.threads = 1;
  o.nodeLimit = nodeLimit;
  o.valueOnly = valueOnly;
  o.allMoves = allMoves;
  return o;
}

bool contains(const std::vector<Move>& moves, Move m) { return std::find(moves.begin(), moves.end(), m) != moves.end(); }

// Solves game three times: to the end; for the value alone, which counts the
// nodes that prove the root; and stopped by a node limit just past them, so
// the stop falls while the winning moves are being listed.
template <class Game>
void expectProvenMovesListedAfterAStop(Game game, bool allMoves) {
  const SolveResult full = solvePosition(game, serial(0, false, allMoves));
  ASSERT_TRUE(full.complete);
  ASSERT_EQ(full.value, Value::Win);
  const SolveResult value = solvePosition(game, serial(0, true));
  ASSERT_EQ(value.value, Value::Win);

  const SolveResult stopped = solvePosition(game, serial(value.stats.nodes + 1, false, allMoves));
  ASSERT_FALSE(stopped.complete) << "the listing of the moves must be what the limit stops";
  EXPECT_EQ(stopped.value, Value::Win);
  // Every move listed wins (the full solve says so), and the stop lost none
  // of those the root's proof had proven: at least the one that proved it.
  EXPECT_FALSE(stopped.winningMoves.empty());
  for (Move m : stopped.winningMoves) EXPECT_TRUE(contains(full.winningMoves, m)) << game.geometry().name(m);
  EXPECT_TRUE(std::is_sorted(stopped.winningMoves.begin(), stopped.winningMoves.end()));
  for (const auto& mv : stopped.moveValues) {
    if (mv.value == Value::Win) {
      EXPECT_TRUE(contains(stopped.winningMoves, mv.move));
    }
  }
  // The line still follows the proof the table holds (it printed "pv: none"):
  // it opens with a winning move, and every move of it is legal in turn.
  ASSERT_FALSE(stopped.principalVariation.empty());
  EXPECT_TRUE(contains(full.winningMoves, stopped.principalVariation.front()));
  Game replay = game;
  for (Move m : stopped.principalVariation) {
    typename Game::MoveListType legal;
    replay.legalMoves(legal);
    ASSERT_TRUE(std::find(legal.begin(), legal.end(), m) != legal.end()) << game.geometry().name(m);
    replay.play(m);
  }
}

TEST(DfpnStoppedRoot, TheEmpty5x5Capture1BoardListsTheMovesProvenBeforeTheStop) {
  // Black wins 5x5 Capture-1 (published); the corner a1, searched first, does not.
  expectProvenMovesListedAfterAStop(emptyGame("capture-1", 5, 5), false);
}

TEST(DfpnStoppedRoot, AllMovesStoppedEarlyStillListsTheProvenWins) {
  expectProvenMovesListedAfterAStop(emptyGame("capture-1", 5, 5), true);
}

TEST(DfpnStoppedRoot, AStopInsideTheRootProofListsAMoveOnlyWithAWin) {
  auto game = emptyGame("capture-1", 5, 5);
  const SolveResult stopped = solvePosition(game, serial(2048));
  EXPECT_FALSE(stopped.complete);
  // Whatever the table proved by then: a listed move makes the value a win.
  if (stopped.value == Value::Unknown) {
    EXPECT_TRUE(stopped.winningMoves.empty());
  }
  else {
    EXPECT_EQ(stopped.value, Value::Win);
  }
}

}  // namespace
}  // namespace goproof
