// Walls that live by their regions: a second strategy beside Benson's
// (unconditional_life.h), for the walls Benson's algorithm misses because
// their eyes are not yet single points. A cross down the middle of 5x5 with
// four empty corners of four points is Black's whole board, yet no corner
// is a healthy region (its corner point touches no black stone), so
// Benson's algorithm finds no alive chain.
//
// For colour c: every c chain starts in the wall W, and each region (a
// maximal connected set of points without a c stone) of at most
// WallSearch::maxPoints points beside at most RegionWalls::kMaxChains
// chains is searched with ownerKeepsRegionAsWall (enclosed_region_game.h):
// she answers each enemy move there at once, every W chain around it keeps
// a liberty there at each of his turns, and she can bring it to a settled
// state with an eye for every W chain around it. Then, as in Benson's
// algorithm, each W chain beside fewer than two kept regions leaves W, and
// each region beside a chain that left is no longer kept, until nothing
// changes. The chains left and their kept regions are hers.
//
// Why: her strategy answers in the region his move was in and, when he
// passes or plays elsewhere, clears a kept region that is not settled.
// After each of her answers every kept region is in a won state of his
// turn, so every W chain has a liberty in each of its (two or more) kept
// regions; one enemy stone takes liberties in one region only, so no W
// chain is ever captured, and her stones joined to them neither. Each
// region then plays as ownerKeepsRegion's argument says (docs/solvers.md,
// "Safe regions beyond Benson", points 1 to 6), with an eye that can never
// be filled keeping each chain's liberty once settled. It is another
// strategy than Benson's, so a bound takes the larger of the two counts,
// not their union.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

#include "solver/board/board.h"
#include "solver/rules/enclosed_region_game.h"
#include "solver/rules/region_view.h"

namespace goproof {

// How far the walls search: regions of at most `maxPoints` points (at most
// RegionShape::kMaxPoints); 0 leaves the walls out.
struct WallSearch {
  static constexpr int kDefaultPoints = 8;  // larger regions cost more than they cut (docs/solvers.md)
  int maxPoints = 0;
  bool on() const { return maxPoints > 0; }
};

namespace wall_detail {
// Benson's removals with `kept` regions for healthy ones: drops each chain
// of `wall` beside fewer than two kept regions, and each kept region
// beside a dropped chain, until nothing changes; returns the chains left.
template <int Words, size_t N>
Bits<Words> wallsLeft(const Board<Words>& board, Bits<Words> wall, const std::array<Bits<Words>, N>& regions,
                      std::array<bool, N>& kept, int regionCount) {
  using B = Bits<Words>;
  const Geometry<Words>& geo = board.geometry();
  for (bool changed = true; changed && wall.any();) {
    changed = false;
    B left;
    for (B rest = wall; rest.any();) {
      const B chain = board.chainAt(rest.lowest());
      rest -= chain;
      const B touching = geo.neighbors(chain);
      int keptAround = 0;
      for (int j = 0; j < regionCount && keptAround < 2; ++j)
        if (kept[j] && regions[j].intersects(touching)) ++keptAround;
      if (keptAround < 2) left |= chain;
    }
    if (left.none()) break;
    changed = true;
    wall -= left;
    const B besideLeft = geo.neighbors(left);
    for (int j = 0; j < regionCount; ++j)
      if (kept[j] && regions[j].intersects(besideLeft)) kept[j] = false;
  }
  return wall;
}
}  // namespace wall_detail

// The points colour c keeps by walls that live by their regions (above):
// the chains left in the wall and their kept regions. `ko` is the point the
// side to move may not play; it binds her only when she is to move. The
// regions are searched only where a chain could still live: first every
// region small enough to search counts as kept, and only the regions
// beside chains that survive that are searched.
// With `needed` above 0, only a count of at least `needed` points matters to
// the caller: regions are searched only if the chains that could live and
// the small regions around them reach it. `maxPoints`: the largest region
// searched (WallSearch).
template <int Words>
Bits<Words> wallArea(const Board<Words>& board, Color c, Color toMove, int ko, int needed = 0,
                    int maxPoints = WallSearch::kDefaultPoints) {
  maxPoints = std::min(maxPoints, RegionShape::kMaxPoints);
  using B = Bits<Words>;
  const Geometry<Words>& geo = board.geometry();
  const B own = board.stones(c);
  if (!own.moreThanOne()) return B{};
  constexpr int kMaxRegions = 64 * Words;
  std::array<B, kMaxRegions> regions;
  std::array<bool, kMaxRegions> kept{};
  int regionCount = 0, candidates = 0;
  for (B rest = geo.all() - own; rest.any();) {
    const B region = board.grow(B::single(rest.lowest()), geo.all() - own);
    rest -= region;
    regions[regionCount] = region;
    kept[regionCount] = region.count() <= maxPoints;
    candidates += kept[regionCount];
    ++regionCount;
  }
  if (candidates < 2) return B{};
  // The chains that could live if every small region were kept.
  const B couldLive = wall_detail::wallsLeft(board, own, regions, kept, regionCount);
  if (couldLive.none()) return B{};
  if (needed > 0) {
    int ceiling = couldLive.count();
    for (int j = 0; j < regionCount; ++j)
      if (kept[j]) ceiling += regions[j].count();
    if (ceiling < needed) return B{};
  }
  for (int j = 0; j < regionCount; ++j) {
    if (!kept[j]) continue;
    const B region = regions[j];
    kept[j] = false;
    if (geo.neighbors(region).intersects(own - couldLive)) continue;
    const RegionView view = regionViewOf(board, region, c, own, toMove, ko);
    RegionWalls walls;
    bool tooManyChains = false;
    for (B around = geo.neighbors(region) & own; around.any();) {
      const B chain = board.chainAt(around.lowest());
      around -= chain;
      if (walls.count == RegionWalls::kMaxChains) {
        tooManyChains = true;
        break;
      }
      const B touching = geo.neighbors(chain);
      for (int i = 0; i < view.shape.size; ++i)
        if (touching.test(view.points[i])) walls.touching[walls.count] |= static_cast<RegionMask>(1u << i);
      ++walls.count;
    }
    if (tooManyChains) continue;
    kept[j] = ownerKeepsRegionAsWall(view.shape, walls, view.contents, view.ownerBan);
  }
  const B wall = wall_detail::wallsLeft(board, couldLive, regions, kept, regionCount);
  B area = wall;
  if (wall.none()) return area;
  for (int j = 0; j < regionCount; ++j)
    if (kept[j]) area |= regions[j];
  return area;
}

}  // namespace goproof
