// Safe regions beyond Benson: the play inside one small region that a
// colour's unconditionally alive chains enclose, searched to the end, to
// decide whether she can make all of it hers whatever the enemy does there.
//
// The region R is a connected set of points (empty, enemy stones, and the
// owner's stones that are not alive) whose every neighbour outside R is an
// alive stone of the owner's that R is no eye of. Those stones are never
// captured, so play inside R depends on R alone: an owner's stone whose chain
// touches them joins them ("joined") and can never be captured; every other
// chain has the liberties it has inside R. The owner keeps R when she has a
// strategy, answering each enemy move in R at once with a move in R (a pass
// could end the game with his stone there) and clearing it a move at a time
// when the enemy passes, that brings R to a
// settled state: no enemy stone in R, every owner's stone in it joined, and
// every empty point of it beside a joined stone. From there the strategy in
// unconditional_life.h (answer each enemy stone on a liberty of it) keeps
// every point of R hers to the end.
//
// The game the search plays is the enemy's most favourable: he may play any
// legal move in R whenever he likes (no ko ban holds him); the owner is
// bound by the ko ban each enemy move makes (she answers at once), and must
// be able to clear whenever the enemy passes. A state is won for her when it
// is settled; when every enemy move can be answered into a won state, and
// she has a clearing move into a won state (states of the enemy's turn);
// when she has a move into a won state (states of her answer). This is the least fixed point, so
// every won state has a rank, and her strategy always moves to a lower rank:
// the region settles after finitely many of its moves, whatever the enemy
// does elsewhere. The rules this needs are those of unconditional_life.h's
// bounds (area scoring, captures that remove stones, suicide illegal, simple
// ko or none, endless play scoring 0). Where the rules may forbid a new
// group (Quench), the search lets her play only stones that touch one of
// hers (in the region, or the wall around it): such a stone starts no group,
// so it is legal there whenever it is legal in Go.
#pragma once

#include <array>
#include <cstdint>

namespace goproof {

// A set of a region's points: bit i for point i.
using RegionMask = uint16_t;

// A region of at most kMaxPoints points, numbered 0..size-1: which of them
// are neighbours, and which touch the owner's alive stones around it. The
// callers search smaller ones (the safe regions 8 points, the walls 12, the
// last region 13): the search's cost grows about threefold a point.
struct RegionShape {
  static constexpr int kMaxPoints = 16;
  int size = 0;
  std::array<RegionMask, kMaxPoints> adjacent{};  // adjacent[i] has bit j when points i and j are neighbours
  RegionMask touchesAlive = 0;                     // bit i when point i is next to an alive stone
};

// What stands in the region: bit i set where point i holds the owner's
// stone, or the enemy's.
struct RegionContents {
  RegionMask own = 0;
  RegionMask enemy = 0;
};

// No ko ban on the owner's next move in the region.
inline constexpr int kNoRegionBan = -1;

// Which moves the owner may make in the region: any legal one (Go), or only
// stones that touch one of her stones, and so start no group (Quench #1, #3
// and #4, where a new group can be forbidden).
enum class OwnerRegionMoves : uint8_t { Any, StartingNoGroup };

// Whether the owner keeps the whole region (see above), from `contents` with
// the enemy free to move there. With `ownerBan` a point of the region, the
// enemy has just played there and the owner, to move, may not retake at that
// point: then the state is that of her answer. `moves` limits her moves
// (the enemy's never are). The answers are kept per thread, keyed by the
// shape, the state and `moves` (region_answer_table.h), so a shape met
// again anywhere on any board costs a lookup while its answer is kept.
bool ownerKeepsRegion(const RegionShape& shape, RegionContents contents, int ownerBan = kNoRegionBan,
                      OwnerRegionMoves moves = OwnerRegionMoves::Any);

// Walls that live by their regions (wall_life.h): the owner's chains
// around a region that are not known to be alive, and for each the
// region's points next to it.
struct RegionWalls {
  static constexpr int kMaxChains = 4;
  int count = 0;
  std::array<RegionMask, kMaxChains> touching{};
};

// ownerKeepsRegion for a region whose wall is not known to be alive: its
// chains must keep a liberty in the region at every state of the enemy's
// turn (an empty point beside the chain or beside a stone of hers joined
// to it), and a settled state counts as won only with an eye for each
// chain (an empty point it reaches whose every neighbour in the region is
// hers). Go's moves only (OwnerRegionMoves::Any).
bool ownerKeepsRegionAsWall(const RegionShape& shape, const RegionWalls& walls, RegionContents contents,
                            int ownerBan = kNoRegionBan);

// ownerKeepsRegion for the one region the owner's alive stones and
// Benson's regions leave (unconditional_life.h, "the last region"): the
// enemy is bound by simple ko bans as the owner is, since a move of his
// outside R then needs no answer and can be no ko threat; he may still
// play or pass whenever he likes. `enemyBan` is the point he may not take
// back at once on his turn (kNoRegionBan if none); `ownerBan` as above (at
// most one of the two is set). Go's moves only, under simple ko.
bool ownerKeepsLastRegion(const RegionShape& shape, RegionContents contents, int ownerBan = kNoRegionBan,
                          int enemyBan = kNoRegionBan);

}  // namespace goproof
