// Perft over the naive rules (checker/naive_rules.h): the twin of
// goproof::perft, counting the same things, so that the two implementations
// of the rules can be compared count for count. Header-only, for tests.
#pragma once

#include <set>
#include <string>

#include "checker/naive_rules.h"
#include "solver/rules/perft.h"

namespace goproof::naive_rules {

inline void naivePerftBelow(const NaiveGame& game, int depth, PerftCounts& counts, std::set<std::string>& seen) {
  if (depth == 0) {
    ++counts.leaves;
    seen.insert(naivePositionKey(game));
    if (naiveGameOver(game)) ++counts.terminal;
    return;
  }
  for (const NaiveGame& child : naiveChildren(game)) naivePerftBelow(child, depth - 1, counts, seen);
}

// The naive twin of goproof::perft, with the same definition of the counts.
inline PerftCounts naivePerft(const NaiveGame& game, int depth) {
  PerftCounts counts;
  std::set<std::string> seen;
  naivePerftBelow(game, depth, counts, seen);
  counts.distinct = seen.size();
  return counts;
}

}  // namespace goproof::naive_rules
