// The safe regions beyond Benson (docs/solvers.md, "Safe regions beyond
// Benson"), written for the proof checker from that page on the naive
// board, apart from the solver's enclosed_region_game.h, which tests hold
// it to. A region R is a connected set of points without an alive stone of
// the owner's (Benson's), of at most 8 points, holding none of the points
// Benson's alive chains already keep, and, where it holds none of her
// stones, no eye of an alive chain around it. It is hers when a search of
// the play inside it shows she can bring it to a settled state (no enemy
// stone, each of her stones joined to the alive wall, each empty point next
// to a joined stone or to the wall), answering each enemy move in R at once
// under the ko ban it makes, while he plays any legal move in R whenever he
// likes, and having a clearing move whenever he passes. Won states are the
// least fixed point of those rules. In Quench #1, #3 and #4 she may play
// only stones beside one of hers in R or the wall (a new group can be
// forbidden there); Quench #2 gets no regions (one of his turns may be two
// stones in two regions).
#pragma once

#include <cstddef>
#include <vector>

#include "checker/naive_benson.h"
#include "checker/naive_rules.h"

namespace goproof::proof {

// How a region's play is decided: by a depth-first search that stops at
// the first winning move and remembers what it settles for the region's
// shape (what the checker uses), or by the least fixed point over every
// state play can reach (the definition itself; slow on 12 points, for
// tests that hold the two together).
enum class RegionSolve { DepthFirst, EveryState };

// The points of the regions beyond Benson's that `colour` keeps in Go and Quench:
// each point true. With `colour` to move and the ko point in a region, its
// search starts at her answer, under that ban.
std::vector<bool> keptRegionPoints(const naive_rules::NaiveGame& game, char colour);
// The same, given her Benson area on this board (bensonArea()); tests may
// search regions of up to `mostPoints` points instead of 8.
std::vector<bool> keptRegionPoints(const naive_rules::NaiveGame& game, char colour, const BensonArea& area,
                                   size_t mostPoints = 8, RegionSolve how = RegionSolve::DepthFirst);

// The largest last region searched under a proof's format version: none
// before version 4, 12 points in version 4, 13 from version 5 on (the
// solver's kLastRegionMaxPoints).
inline constexpr size_t kLastRegionMostPoints = 13;
inline size_t lastRegionMostPoints(int formatVersion) {
  return formatVersion < 4 ? 0 : formatVersion == 4 ? 12 : kLastRegionMostPoints;
}

// The last region (docs/solvers.md, "The last region"), from proof format
// version 4 on: in Go under simple ko, where she has an alive chain and the
// points outside her Benson safe points (area, from bensonArea()) form one
// connected region R of at most `mostPoints` points that is no eye
// of an alive chain, whether she wins R's play by the search above with
// one change: his moves obey the ko ban too (a lone stone of hers that
// touches no alive stone, having taken a lone stone and keeping its point
// as its only liberty, may not be taken back at once; at the root, the
// game's own ban when he is to move). When she does, every point is hers.
bool keepsTheLastRegion(const naive_rules::NaiveGame& game, char colour, const BensonArea& area,
                        RegionSolve how = RegionSolve::DepthFirst, size_t mostPoints = kLastRegionMostPoints);

}  // namespace goproof::proof
