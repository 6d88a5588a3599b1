// One region of a board as the region search (enclosed_region_game.h) sees
// it: its points numbered 0..size-1, which of them are neighbours, which
// touch the stones around it, what stands on each, and the owner's ko ban.
// Shared by the safe regions (unconditional_life.h) and the walls
// (wall_life.h), which differ only in the stones that count as around.
#pragma once

#include <array>

#include "solver/board/board.h"
#include "solver/rules/enclosed_region_game.h"

namespace goproof {

// A region numbered for the region search; points[i] is the board point of
// region point i.
struct RegionView {
  std::array<int, RegionShape::kMaxPoints> points{};
  RegionShape shape;
  RegionContents contents;
  int ownerBan = kNoRegionBan;
  int enemyBan = kNoRegionBan;  // the enemy's, when he is to move (only the last region binds him)
};

// The view of `region` (at most RegionShape::kMaxPoints points) for owner
// `c`: a point touches the wall when it is next to a stone of `wall`; the
// owner's ban is `ko` when she is to move and `ko` lies in the region, the
// enemy's when he is.
template <int Words>
RegionView regionViewOf(const Board<Words>& board, const Bits<Words>& region, Color c, const Bits<Words>& wall,
                        Color toMove, int ko) {
  const Geometry<Words>& geo = board.geometry();
  const Bits<Words> own = board.stones(c), enemy = board.stones(opponent(c));
  RegionView view;
  RegionShape& shape = view.shape;
  region.forEach([&](int p) { view.points[shape.size++] = p; });
  for (int i = 0; i < shape.size; ++i) {
    const int p = view.points[i];
    const Bits<Words> around = geo.neighbors(p);
    const RegionMask bit = static_cast<RegionMask>(1u << i);
    for (int j = 0; j < shape.size; ++j)
      if (around.test(view.points[j])) shape.adjacent[i] |= static_cast<RegionMask>(1u << j);
    if (around.intersects(wall)) shape.touchesAlive |= bit;
    if (own.test(p)) view.contents.own |= bit;
    if (enemy.test(p)) view.contents.enemy |= bit;
    if (p == ko) (toMove == c ? view.ownerBan : view.enemyBan) = i;
  }
  return view;
}

}  // namespace goproof
