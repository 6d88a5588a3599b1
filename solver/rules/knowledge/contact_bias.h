// Where df-pn's contact bias (SearchSettings::contactBias) changes anything:
// the games whose moves proofNumberWeight weighs. Callers ask this instead
// of naming rule sets, so that a flag that would weigh nothing is refused,
// not silently ignored.
#pragma once

#include <cstdint>

#include "solver/rules/knowledge/proof_number_init.h"
#include "solver/rules/move.h"

namespace goproof {

// True where proofNumberWeight can give a move a weight other than 1: the
// area-scored games on the stone board (Go, Quench #1 to #4, Conversion Go),
// not a local goal's question, Capture Go, Gonnect or Conquest. A pass
// touches no stone, so it carries the bias exactly where any move can; the
// answer is proofNumberWeight's own, not a second copy of its rule.
template <class Game>
bool contactBiasApplies(const Game& game) {
  if constexpr (requires { proofNumberWeight(game, kPass, uint32_t{2}); })
    return proofNumberWeight(game, kPass, 2) == 2;
  else
    return false;
}

}  // namespace goproof
