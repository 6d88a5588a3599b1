// Where df-pn's contact bias (SearchSettings::contactBias) changes anything:
// the games whose moves proofNumberWeight weighs. Callers ask this instead
// of naming rule sets, so that a flag that would weigh nothing is refused,
// not silently ignored.
#pragma once

#include "solver/rules/move.h"
#include "solver/rules/knowledge/proof_number_init.h"

namespace goproof {

// True where proofNumberWeight can give a move a weight other than 1: the
// area-scored games on the stone board (Go, Quench #1 to #4, Conversion Go),
// not a local goal's question, Capture Go, Gonnect or Conquest. The goal test
// is proofNumberWeight's own first line; tests/proof_number_init_test.cc
// pins the two together.
template <class Game>
bool contactBiasApplies(const Game& game) {
  if constexpr (requires(Move m) { proofNumberWeight(game, m, uint32_t{2}); })
    return game.rules().goal == Goal::AreaScore;
  else
    return false;
}

}  // namespace goproof
