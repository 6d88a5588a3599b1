// A position's least image under the board's symmetries, and a symmetry that
// takes it there: lets a table keep one entry for all symmetric positions,
// with moves stored as they are played in the image.
#pragma once

#include <cstdint>

#include "solver/board/zobrist.h"
#include "solver/rules/game_state.h"

namespace goproof {

struct CanonicalImage {
  uint64_t hash;  // equals game.canonicalHash()
  int symmetry;   // a symmetry s whose image of the position has that hash
};

// Relies on hash() being the stone hash, the ko-point key and a part that no
// symmetry changes (side to move, prisoners, swap), XORed together;
// canonical_image_test checks it against canonicalHash().
template <int Words>
CanonicalImage canonicalImage(const GameState<Words>& game) {
  const Board<Words>& board = game.board();
  const Geometry<Words>& geo = game.geometry();
  const Move ko = game.koPoint();
  auto koKey = [&](int s) -> uint64_t { return ko == kNoMove ? 0 : zobrist::koPoint(geo.transform(s, ko)); };
  const uint64_t unmoved = game.hash() ^ board.hash() ^ koKey(0);
  CanonicalImage best{board.hash() ^ koKey(0), 0};
  for (int s = 1; s < geo.symmetryCount(); ++s) {
    const uint64_t image = board.symmetricHash(s) ^ koKey(s);
    if (image < best.hash) best = {image, s};
  }
  best.hash ^= unmoved;
  return best;
}

// Move m of a position, as played in its image under symmetry s (pass and swap unchanged).
template <int Words>
Move moveInImage(const Geometry<Words>& geo, int s, Move m) {
  return m < 0 ? m : static_cast<Move>(geo.transform(s, m));
}
// Move m of the image under symmetry s, as played in the position itself.
template <int Words>
Move moveFromImage(const Geometry<Words>& geo, int s, Move m) {
  return m < 0 ? m : static_cast<Move>(geo.transform(geo.inverse(s), m));
}

}  // namespace goproof
