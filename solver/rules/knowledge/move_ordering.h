// Rule-aware move ratings for the exact searches: cheap tactics that usually
// decide a small-board fight, so a solver tries the moves that matter first.
//
// Capture Go: a capture that reaches the target; saving a unit whose capture
// would lose; other captures; ataris; other escapes. Gonnect: completing a
// connection; blocking the opponent's; then the same capture tactics. Below
// those, quiet moves in contact with stones and away from the edge come
// first; in Gonnect, moves whose chain comes closest to joining opposite
// edges (connectionProgress) rank higher among quiet moves. Ties go to points
// on the third line or higher. One pass over the
// chains of the position, then a few bit operations per move.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "solver/rules/game_state.h"

namespace goproof {

// Gonnect's connection distance, cheaply: the mover's chain through p spans
// some rows and columns; the distance left is the fewer of the rows or
// columns it still lacks to join opposite edges. Returns the board's longer
// side less that distance: higher is closer to connecting.
template <int Words>
int connectionProgress(const Board<Words>& board, const Geometry<Words>& geo, int p, Color me) {
  Bits<Words> own = board.stones(me);
  own.set(p);
  int minX = geo.width(), maxX = -1, minY = geo.height(), maxY = -1;
  board.grow(Bits<Words>::single(p), own).forEach([&](int q) {
    minX = std::min(minX, geo.x(q)), maxX = std::max(maxX, geo.x(q));
    minY = std::min(minY, geo.y(q)), maxY = std::max(maxY, geo.y(q));
  });
  int distance = std::min(geo.height() - (maxY - minY + 1), geo.width() - (maxX - minX + 1));
  return std::max(geo.width(), geo.height()) - distance;
}

// Writes a rating for each move of `moves` (legal in `game`) to ratings[i];
// higher means try earlier. Special moves (pass, swap) rate 0.
template <int Words>
void rateMovesByRules(const GameState<Words>& game, const MoveList<Words>& moves, int32_t* ratings) {
  using B = Bits<Words>;
  const Board<Words>& board = game.board();
  const Geometry<Words>& geo = game.geometry();
  const Rules& rules = game.rules();
  const Color me = game.toMove(), you = opponent(me);
  const B empty = board.empty();
  const bool gonnect = rules.goal == Goal::Connection;


  std::array<int16_t, 64 * Words> capturedAt{};    // enemy stones a move at p takes
  std::array<uint8_t, 64 * Words> myEdgesAt{};     // edges of my units next to p
  std::array<uint8_t, 64 * Words> yourEdgesAt{};   // edges of your units next to p
  B atari, escape, urgentEscape;

  for (Color side : {you, me}) {
    B rest = board.stones(side);
    while (rest.any()) {
      B chain = board.grow(B::single(rest.lowest()), board.stones(side));
      rest -= chain;
      B liberties = geo.neighbors(chain) & empty;
      if (side == you) {
        if (!liberties.moreThanOne()) capturedAt[liberties.lowest()] += static_cast<int16_t>(chain.count());
        else if (liberties.count() == 2) atari |= liberties;
      } else if (!liberties.moreThanOne()) {
        escape |= liberties;
        if (rules.goal == Goal::Prisoners && game.prisoners(you) + chain.count() >= rules.captureTarget)
          urgentEscape |= liberties;
      }
      if (gonnect) {
        auto edges = static_cast<uint8_t>(geo.edgesTouched(chain));
        auto& edgesAt = side == me ? myEdgesAt : yourEdgesAt;
        liberties.forEach([&](int p) { edgesAt[p] |= edges; });
      }
    }
  }

  for (int i = 0; i < moves.size; ++i) {
    const Move m = moves[i];
    if (m < 0) {
      ratings[i] = 0;
      continue;
    }
    const B around = geo.neighbors(m);
    int32_t quiet = 8 * (around & board.stones(you)).count() + 6 * (around & board.stones(me)).count() +
                    around.count();
    int32_t tactic = 0;
    if (gonnect) quiet += 32 * connectionProgress(board, geo, m, me);
    if (gonnect) {
      int own = geo.edgesTouched(B::single(m));
      if (geo.joinsOppositeEdges(own | myEdgesAt[m])) tactic = move_rating::kWinsNow;
      else if (geo.joinsOppositeEdges(own | yourEdgesAt[m])) tactic = move_rating::kStopsALoss;
    } else if (rules.goal == Goal::Prisoners && capturedAt[m] > 0 &&
               game.prisoners(me) + capturedAt[m] >= rules.captureTarget) {
      tactic = move_rating::kWinsNow;
    }
    if (tactic == 0) {
      if (urgentEscape.test(m)) tactic = move_rating::kStopsALoss;
      else if (capturedAt[m] > 0) tactic = move_rating::kCaptures, quiet += 64 * std::min<int>(capturedAt[m], 12);
      else if (atari.test(m)) tactic = move_rating::kAtari;
      else if (escape.test(m)) tactic = move_rating::kEscapes;
    }
    // Twice the quiet score, plus one on the third line or higher: a tie
    // break only, so 5x5's centre comes before the other points with four
    // empty neighbours (boards narrower than 5 have no such point).
    const int line = std::min({geo.x(m), geo.y(m), geo.width() - 1 - geo.x(m), geo.height() - 1 - geo.y(m)});
    ratings[i] = tactic + 2 * std::min<int32_t>(quiet, move_rating::kQuietRange / 2 - 1) + (line >= 2 ? 1 : 0);
  }
}

// Sorts moves by rateMovesByRules, highest first (ties keep their order).
template <int Words>
void sortMovesByRules(const GameState<Words>& game, MoveList<Words>& moves) {
  std::array<int32_t, 64 * Words + 2> ratings;
  rateMovesByRules(game, moves, ratings.data());
  for (int i = 1; i < moves.size; ++i) {
    Move m = moves.moves[i];
    int32_t r = ratings[i];
    int j = i;
    for (; j > 0 && ratings[j - 1] < r; --j) {
      moves.moves[j] = moves.moves[j - 1];
      ratings[j] = ratings[j - 1];
    }
    moves.moves[j] = m;
    ratings[j] = r;
  }
}

}  // namespace goproof
