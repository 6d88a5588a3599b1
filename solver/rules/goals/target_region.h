// The region of a life-and-death problem, inferred from the position as a
// reader of the diagram would (docs/goals.md): the points around the target
// that the attacker's stones and the board's edges enclose. A problem whose
// wall is open (printed on a full board with gaps towards the centre) has no
// such region; the caller must be told the region, and is.
#pragma once

#include <algorithm>
#include <string>

#include "solver/board/board.h"
#include "solver/util/text.h"

namespace goproof {

template <int Words>
struct InferredRegion {
  Bits<Words> points;     // where moves may be played
  bool enclosed = false;  // at most kLargestEnclosure empty points: the wall closes it
  int emptyPoints = 0;
};

// An enclosure with more empty points than this is taken as open.
inline constexpr int kLargestEnclosure = 40;

// The points a kill or live problem is played on: every point the target can
// reach without crossing an attacker's stone, with the attacker's chains
// wholly inside them (stones that may be captured there). Enclosed when
// that holds at most kLargestEnclosure empty points.
template <int Words>
InferredRegion<Words> inferRegion(const Board<Words>& board, const Bits<Words>& targets) {
  using B = Bits<Words>;
  const Geometry<Words>& geo = board.geometry();
  const int first = targets.lowest();
  const Color defender = first < 0 ? Color::Black : board.at(first);
  const B attackers = board.stones(opponent(defender));
  B reach = board.grow(targets, geo.all() - attackers);
  B rest = attackers & geo.neighbors(reach);
  while (rest.any()) {
    const B chain = board.chainAt(rest.lowest());
    rest -= chain;
    if ((geo.neighbors(chain) - chain - reach).none()) reach |= chain;
  }
  InferredRegion<Words> region;
  region.points = reach;
  region.emptyPoints = (reach & board.empty()).count();
  region.enclosed = region.emptyPoints <= kLargestEnclosure;
  return region;
}

// The target a problem that states its goal but marks no stones most likely
// means: the defender's chain with the most stones (the first in point order
// among equals). *enclosedOut says whether the attacker encloses it: the
// points it reaches without crossing an attacker's stone hold at most
// kLargestEnclosure empty points. Empty where she has no stones.
template <int Words>
Bits<Words> inferTarget(const Board<Words>& board, Color defender, bool* enclosedOut = nullptr) {
  using B = Bits<Words>;
  B best;
  for (B rest = board.stones(defender); rest.any();) {
    const B chain = board.chainAt(rest.lowest());
    rest -= chain;
    if (chain.count() > best.count()) best = chain;
  }
  if (enclosedOut) {
    const B within = board.geometry().all() - board.stones(opponent(defender));
    *enclosedOut = best.any() && (board.grow(best, within) & board.empty()).count() <= kLargestEnclosure;
  }
  return best;
}

}  // namespace goproof
