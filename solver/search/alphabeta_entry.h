// What the alpha-beta solver remembers about a position: 8 bytes in the
// transposition table.
#pragma once

#include <cstdint>

#include "solver/rules/move.h"
#include "solver/search/search_score.h"

namespace goproof {

// How a stored score relates to the position's value.
enum class Bound : uint8_t {
  None,   // no score: the entry only remembers a best move
  Lower,  // value >= score (the search failed high)
  Upper,  // value <= score (the search failed low)
  Exact,  // value == score
};

// Whether a stored score with this bound settles a search in (alpha, beta):
// exact, or a bound on the side of the window it points to.
constexpr bool boundDecides(Bound bound, Score score, Score alpha, Score beta) {
  return bound == Bound::Exact || (bound == Bound::Lower && score >= beta) || (bound == Bound::Upper && score <= alpha);
}

struct AlphaBetaEntry {
  int16_t score = 0;       // counted from this position (scoreFromNode)
  Move bestMove = kNoMove;  // the move behind the score, as played in the canonical image (canonical_image.h)
  uint8_t draft = 0;       // plies searched below the position
  Bound bound = Bound::None;
  // True when the bound holds for the game's real value: no search horizon
  // and no repetition of a position before this one influenced it. Such an
  // entry is valid at any depth and on any path. Otherwise the bound holds only
  // for a search of at most `draft` plies.
  bool proven = false;
  // The search iteration that stored the entry (counting modulo 256). An
  // entry that is not proven cuts off searches of its own iteration only: a
  // bound from an earlier, shallower iteration could otherwise feed itself
  // back, through a transposition or a symmetric position, into every later
  // iteration, and the search would never prove anything.
  uint8_t iteration = 0;

  // Deeper searches outrank shallower ones, which are cheaper to repeat; a
  // proven entry outranks an unproven one of the same draft. (Ranking every
  // proven entry first fills a small table with shallow proofs: on 5x4
  // Capture-1 with 8 MiB, 2.5 times the nodes.)
  uint32_t priority() const { return 2u * draft + (proven ? 1u : 0u); }
};
static_assert(sizeof(AlphaBetaEntry) == 8);

}  // namespace goproof
