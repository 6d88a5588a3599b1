// Alpha-beta on a fresh table, for tests that compare engine settings.
#pragma once

#include <cstdint>

#include "solver/search/alphabeta_search.h"

namespace goproof::testing {

struct Searched {
  SearchOutcome outcome;
  uint64_t nodes = 0;
};

// game searched from scratch in window (alpha, beta), deepened until
// proven, after configure(engine) has set the engine up (a horizon guess,
// free passes).
template <class Configure>
Searched searchFromScratch(GameState<1>& game, Configure configure, Score alpha, Score beta) {
  TranspositionTable<AlphaBetaEntry> table(16);
  RepetitionTable repetitions(1);
  AlphaBetaSearch<GameState<1>> engine(game, table, SearchControl{}, &repetitions);
  configure(engine);
  Searched s;
  s.outcome = engine.solveWindow(alpha, beta);
  s.nodes = engine.nodes();
  return s;
}

}  // namespace goproof::testing
