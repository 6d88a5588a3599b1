// Alpha-beta transposition tables that outlive one solve, for a caller that
// solves one position after another of the same game (the GTP engine, move
// after move). A proven entry is a true bound on its position's value at any
// depth and on any path (alphabeta_search.h), so a later solve starts from
// everything an earlier one proved. Unproven entries only order moves or cut
// off searches that prove nothing, so they cannot change an answer.
// The hash covers the state but not the rules or the board size: a caller
// that changes either must start with new tables (reset()).
// Not thread-safe: one solve at a time uses it.
#pragma once

#include <memory>

#include "solver/search/alphabeta_entry.h"
#include "solver/search/transposition_table.h"

namespace goproof {

struct KeptAlphaBetaTables {
  std::shared_ptr<TranspositionTable<AlphaBetaEntry, false>> serial;  // for one search thread
  std::shared_ptr<TranspositionTable<AlphaBetaEntry, true>> shared;   // for several (Lazy SMP)

  // The table of the kind Shared selects (null until a solve makes it).
  template <bool Shared>
  std::shared_ptr<TranspositionTable<AlphaBetaEntry, Shared>>& of() {
    if constexpr (Shared) return shared;
    else return serial;
  }
  // Forgets both tables: the next solve starts empty.
  void reset() {
    serial.reset();
    shared.reset();
  }
};

}  // namespace goproof
