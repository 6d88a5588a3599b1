// A walk over every state reachable from a root, for tests that hold a
// static rule against retrograde analysis state by state.
#pragma once

#include <vector>

#include "absl/container/flat_hash_set.h"
#include "gtest/gtest.h"

namespace goproof::testing {

// Calls visit(state) once for every state reachable from root (by exact
// key), depth-first with make/unmake, until a test assertion has failed.
template <class Game, class Visit>
void forEveryReachableState(Game root, Visit&& visit) {
  absl::flat_hash_set<typename Game::ExactKey> seen;
  struct Frame {
    typename Game::MoveListType moves;
    int next = 0;
  };
  std::vector<Frame> stack;
  auto enter = [&](Game& g) {
    if (!seen.insert(g.exactKey()).second) return false;
    visit(static_cast<const Game&>(g));
    if (g.result() != Winner::None) return false;
    stack.emplace_back();
    g.legalMoves(stack.back().moves);
    return true;
  };
  enter(root);
  while (!stack.empty() && !::testing::Test::HasFailure()) {
    Frame& f = stack.back();
    if (f.next == f.moves.size) {
      stack.pop_back();
      if (!stack.empty()) root.undo();
      continue;
    }
    root.play(f.moves[f.next++]);
    if (!enter(root)) root.undo();
  }
}

}  // namespace goproof::testing
