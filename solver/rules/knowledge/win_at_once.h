// Whether a player could win with a single move: a capture that reaches the
// target in Capture Go, a connection in Gonnect. Cheaper than trying every
// move; searches use it where they would otherwise stop blind, and to see
// that the side to move must answer a threat.
#pragma once

#include <array>
#include <cstdint>

#include "solver/rules/game_state.h"

namespace goproof {

// True when some move of `me` would end the game in her favour at once. For
// the side to move (the default) exactly her legal moves count; for her
// opponent, a threat, the moves he could play were it his turn, with ko and
// suicide ignored. Always false in Go, whose games end only by passing.
template <int Words>
bool canWinAtOnce(const GameState<Words>& game, Color me) {
  using B = Bits<Words>;
  if (game.decidedWinner() != Winner::None) return false;
  const Board<Words>& board = game.board();
  const Geometry<Words>& geo = game.geometry();
  const Rules& rules = game.rules();
  const bool toMove = me == game.toMove();
  const B empty = board.empty();

  if (rules.goal == Goal::Prisoners) {
    // Every capture is legal (it leaves the capturing stone a liberty) except a ko retake.
    const int needed = rules.captureTarget - game.prisoners(me);
    const B enemy = board.stones(opponent(me));
    // Chains with a stone that has two empty neighbours have two liberties:
    // one flood from those stones leaves only the chains that may be in atari.
    B rest = enemy - board.grow(enemy & geo.withTwoNeighborsIn(empty), enemy);
    std::array<int16_t, 64 * Words> takenAt{};
    while (rest.any()) {
      B chain = board.grow(B::single(rest.lowest()), enemy);
      rest -= chain;
      B liberties = geo.neighbors(chain) & empty;
      if (liberties.moreThanOne()) continue;
      const int p = liberties.lowest();
      if (toMove && p == game.koPoint()) continue;
      takenAt[p] = static_cast<int16_t>(takenAt[p] + chain.count());
      if (takenAt[p] >= needed &&
          (!toMove || rules.ko != KoRule::Superko || game.legality(static_cast<Move>(p)) == IllegalReason::None))
        return true;
    }
    return false;
  }

  if (rules.goal == Goal::Connection) {
    // A stone on p joins p's edges to those of my units next to it.
    const B mine = board.stones(me);
    std::array<uint8_t, 64 * Words> edgesAt{};
    B candidates;
    B rest = mine;
    while (rest.any()) {
      B chain = board.grow(B::single(rest.lowest()), mine);
      rest -= chain;
      const auto edges = static_cast<uint8_t>(geo.edgesTouched(chain));
      B liberties = geo.neighbors(chain) & empty;
      candidates |= liberties;
      liberties.forEach([&](int p) { edgesAt[p] |= edges; });
    }
    // A lone stone connects only on a board one point wide or high.
    if (geo.width() == 1 || geo.height() == 1) candidates |= empty;
    bool found = false;
    candidates.forEach([&](int p) {
      if (found) return;
      const int edges = edgesAt[p] | geo.edgesTouched(B::single(p));
      if (geo.joinsOppositeEdges(edges) &&
          (!toMove || game.legality(static_cast<Move>(p)) == IllegalReason::None))
        found = true;
    });
    return found;
  }
  return false;
}
template <int Words>
bool canWinAtOnce(const GameState<Words>& game) {
  return canWinAtOnce(game, game.toMove());
}

}  // namespace goproof
