// Perft ("performance test", after chess programming): counts of the game tree
// below a position, pinned in tests so that any change to the rules shows up.
//
// The tree: the children of a node are the positions after each of its legal
// moves (GameState::legalMoves). A game that is over has no children, so a
// sequence stops at the move that decides the game, or where the side to move
// has no legal move. For depth d, perft counts the nodes at depth exactly d:
//   leaves   - move sequences of length exactly d (a game that ends sooner
//              is not counted; one that ends on move d is);
//   distinct - different GameState::hash() values among those nodes: stones,
//              side to move, ko point, prisoners up to the target (Capture)
//              and pie-swap availability;
//   terminal - those nodes where the game is over (result() != Winner::None):
//              decided by the last move, or the side to move has no legal move.
// Depth 0 counts the position itself.
#pragma once

#include <cstdint>
#include <unordered_set>

#include "solver/rules/game_state.h"

namespace goproof {

struct PerftCounts {
  uint64_t leaves = 0;
  uint64_t distinct = 0;
  uint64_t terminal = 0;
  bool operator==(const PerftCounts&) const = default;
};

namespace perft_detail {

template <class Game>
void countBelow(Game& game, int depth, PerftCounts& counts, std::unordered_set<uint64_t>& seen) {
  if (depth == 0) {
    ++counts.leaves;
    seen.insert(game.hash());
    if (game.result() != Winner::None) ++counts.terminal;
    return;
  }
  typename Game::MoveListType moves;
  game.legalMoves(moves);
  for (Move m : moves) {
    game.play(m);
    countBelow(game, depth - 1, counts, seen);
    game.undo();
  }
}

}  // namespace perft_detail

// The perft counts of `game` at `depth` >= 0, as defined above. Plays and
// takes back moves; leaves the game as it found it. Memory grows with the
// number of distinct positions at that depth.
template <class Game>
PerftCounts perft(Game& game, int depth) {
  PerftCounts counts;
  std::unordered_set<uint64_t> seen;
  perft_detail::countBelow(game, depth, counts, seen);
  counts.distinct = seen.size();
  return counts;
}

}  // namespace goproof
