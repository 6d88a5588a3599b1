// Conquest's move rule on bitboards: docs/rules/conquest.md, Definitions 1
// to 8, for the engine (conquest_game.h). A region is found by a flood fill
// of bit sets; its walls, connection points and quadrants are masks. The
// plain reading of the same definitions, point by point, is conquest_board.h;
// tests/conquest_engine_test.cc holds the two to the same results.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "solver/board/geometry.h"
#include "solver/rules/conquest_terms.h"

namespace goproof {

// The masks of one board size that the rule needs, computed once.
template <int Words>
struct ConquestMasks {
  using B = Bits<Words>;
  const Geometry<Words>* geo = nullptr;
  std::array<B, 4> quadrant;  // NW, NE, SW, SE: bit i of a quadrant set is quadrant[i]
  B walls;                    // every point on a wall
  B tBones;                   // the middle points of walls of odd length

  explicit ConquestMasks(const Geometry<Words>& g) : geo(&g) {
    const int w = g.width(), h = g.height();
    walls = g.topRow() | g.bottomRow() | g.leftColumn() | g.rightColumn();
    for (int p = 0; p < g.points(); ++p) {
      const int x = g.x(p), y = g.y(p);
      const bool west = x < (w + 1) / 2, east = x >= w / 2, south = y < (h + 1) / 2, north = y >= h / 2;
      if (north && west) quadrant[0] |= B::single(p);
      if (north && east) quadrant[1] |= B::single(p);
      if (south && west) quadrant[2] |= B::single(p);
      if (south && east) quadrant[3] |= B::single(p);
      if (walls.test(p) && std::popcount(quadrantsOf(p)) == 2) tBones |= B::single(p);
    }
  }
  // The quadrant bits of point p.
  uint8_t quadrantsOf(int p) const {
    uint8_t q = 0;
    for (int i = 0; i < 4; ++i) q |= quadrant[i].test(p) ? uint8_t(1u << i) : 0;
    return q;
  }
  // The quadrant bits some point of s lies in.
  uint8_t quadrantsMet(const B& s) const {
    uint8_t q = 0;
    for (int i = 0; i < 4; ++i) q |= s.intersects(quadrant[i]) ? uint8_t(1u << i) : 0;
    return q;
  }
  // The neighbours along the wall of each point of s that lies on a wall
  // (Definition 3): along the top and bottom rows, and up and down the side columns.
  B alongWalls(const B& s) const {
    const Geometry<Words>& g = *geo;
    const B h = s & (g.topRow() | g.bottomRow()), v = s & (g.leftColumn() | g.rightColumn());
    B r = (h - g.rightColumn()).shiftUp(1) | (h - g.leftColumn()).shiftDown(1);
    r |= v.shiftUp(g.width()) | v.shiftDown(g.width());
    return r & g.all();
  }
  // The walls (ConquestWall bits) s meets.
  uint8_t wallsMet(const B& s) const {
    const Geometry<Words>& g = *geo;
    return static_cast<uint8_t>((s.intersects(g.topRow()) ? kNorthWall : 0) | (s.intersects(g.bottomRow()) ? kSouthWall : 0) |
                                (s.intersects(g.leftColumn()) ? kWestWall : 0) | (s.intersects(g.rightColumn()) ? kEastWall : 0));
  }
};

// The quadrant T-bone `stone` counts for under assignment a, where bit i of a
// picks the quadrant of stones[i] (one of quadrants[i]'s two); 0 when `stone`
// is none of the first `count`.
inline uint8_t countsUnder(const std::array<int, 4>& stones, const std::array<uint8_t, 4>& quadrants, int count,
                           uint32_t a, int stone) {
  for (int i = 0; i < count; ++i)
    if (stones[i] == stone) return assignedQuadrant(quadrants[i], (a >> i) & 1);
  return 0;
}

// What Definitions 2, 3 and 6 say of one region of a player.
template <int Words>
struct ConquestRegion {
  using B = Bits<Words>;
  B points;
  int wallCount = 0;
  uint8_t seen = 0;  // quadrants of its connection points that are not T-bones
  int tBoneCount = 0;
  std::array<int, 4> tBone{};           // its T-bone connection points
  std::array<uint8_t, 4> tQuadrants{};  // each one's two quadrants
  std::array<uint8_t, 4> tSides{};      // the quadrants on whose side the region touches it

  // Definitions 5 and 6 with each T-bone counting for countsFor(stone).
  template <class CountsFor>
  bool enclosedWith(CountsFor countsFor) const {
    if (wallCount <= 1) return true;
    if (wallCount >= 3) return false;
    uint8_t all = seen;
    for (int i = 0; i < tBoneCount; ++i) {
      const uint8_t q = countsFor(tBone[i]);
      if (!(tSides[i] & q)) return false;
      all |= q;
    }
    return !holdsOppositeQuadrants(all);
  }
  // Definition 6: enclosed for some choice of its T-bones.
  bool enclosedForSomeChoice() const {
    for (uint32_t a = 0; a < (1u << tBoneCount); ++a)
      if (enclosedWith([&](int stone) { return countsUnder(tBone, tQuadrants, tBoneCount, a, stone); })) return true;
    return false;
  }
};

// The region of the player whose stones are `stones` that contains seed
// (not one of them), with what Definitions 2 and 3 need.
template <int Words>
ConquestRegion<Words> conquestRegionAt(const ConquestMasks<Words>& m, const Bits<Words>& stones, int seed) {
  using B = Bits<Words>;
  const Geometry<Words>& g = *m.geo;
  const B open = g.all() - stones;
  ConquestRegion<Words> r;
  B grown = B::single(seed);
  for (B next = grown;; grown = next) {
    next = (grown | g.neighbors(grown)) & open;
    if (next == grown) break;
  }
  r.points = grown;
  r.wallCount = std::popcount(m.wallsMet(grown));
  if (r.wallCount != 2) return r;  // quadrants matter to two-wall regions only
  const B connections = m.alongWalls(grown & m.walls) & stones;
  r.seen = m.quadrantsMet(connections - m.tBones);
  (connections & m.tBones).forEach([&](int t) {
    const int i = r.tBoneCount++;
    r.tBone[i] = t;
    r.tQuadrants[i] = m.quadrantsOf(t);
    r.tSides[i] = m.quadrantsMet(m.alongWalls(B::single(t)) & grown) & r.tQuadrants[i];
  });
  return r;
}

}  // namespace goproof
