// Unconditional life (Benson 1976) and the bounds on the final score it
// gives in the area-scored games whose captures remove stones (Go, Quench).
//
// Benson's algorithm, for colour c: the c-enclosed regions are the maximal
// connected sets of points without a c stone. A region is healthy for a c
// chain when every empty point of it is a liberty of that chain. Starting
// from every c chain and every region, remove each chain with fewer than two
// healthy regions left, then each region that touches a removed chain, until
// nothing changes. The chains left are unconditionally alive: the enemy
// cannot capture them even if c passes every turn, for to take a chain's last
// liberty in one healthy region while another still has an empty point is
// suicide, which these rules forbid.
//
// Safe points, for the score: the alive chains, and every point of a region
// left by the algorithm whose every point (enemy stones included) is next to
// an alive stone, and next to each alive chain for which the region is
// healthy. Colour c can make every safe point hers at the end of the game
// with this strategy: pass, except when the enemy has a stone in such a
// region; then play on a liberty of an enemy chain there.
//  - Each such stone joins an alive chain (its point touches one). It either
//    captures, or leaves the region an empty point, which touches every chain
//    that region is an eye of: so it is legal, and no chain loses an eye.
//  - The alive chains stay uncapturable: each healthy region of theirs keeps
//    an empty point that is their liberty (the enemy cannot fill its last one
//    without suicide; c never fills it without capturing), so c's stones in
//    the regions, which joined them, are never captured either. The enemy can
//    never retake (a ko point is where a stone of c's that touched no alive
//    chain was taken), nor live inside.
//  - The game ends: c's stones in the regions only grow, the enemy's outside
//    them only grow (c never captures there), and an enemy stone inside a
//    region is answered by a new c stone.
// So, whatever the enemy does, the game ends by two passes with every safe
// point c's, and c's area is at least her safe points.
//
// forcedMargins() turns that into bounds on the game's value (endless play
// scoring 0 included): Black can force an end with a margin of at least
// safe(Black) - (points - safe(Black)), and White one of at most
// (points - safe(White)) - safe(White), less komi. One exception: after a
// pass, the side to move can end the game at once, before her opponent has
// cleared the regions, so the bound for her opponent is no better than the
// score as it stands. The solvers use the bounds to settle a position, or to
// cut it off, without searching it.
#pragma once

#include <algorithm>
#include <array>
#include <new>

#include "solver/board/board.h"
#include "solver/rules/enclosed_region_game.h"
#include "solver/rules/game_state.h"
#include "solver/rules/margin.h"
#include "solver/rules/region_view.h"
#include "solver/rules/wall_life.h"

namespace goproof {

// Colour c's unconditionally alive stones and the points they keep (see above).
template <int Words>
struct UnconditionalArea {
  Bits<Words> alive;    // stones of chains that cannot be captured
  Bits<Words> regions;  // points enclosed by them that the enemy can never keep
  // Points that are c's at the end of the game, whatever the enemy does.
  int safePoints() const { return (alive | regions).count(); }
};

namespace unconditional_detail {
// A fixed array of bit sets whose elements are each written before they are
// read, left uninitialised: zeroing 384 sets of six words at every call cost
// more than Benson's algorithm itself on a 19x19 board.
template <int Words, int N>
class ScratchSets {
 public:
  void put(int i, const Bits<Words>& b) { ::new (static_cast<void*>(bytes_ + i * sizeof(Bits<Words>))) Bits<Words>(b); }
  Bits<Words>& operator[](int i) { return *std::launder(reinterpret_cast<Bits<Words>*>(bytes_ + i * sizeof(Bits<Words>))); }

 private:
  alignas(Bits<Words>) unsigned char bytes_[N * sizeof(Bits<Words>)];
};
}  // namespace unconditional_detail

namespace unconditional_detail {
// The points of the regions that count for colour c: an empty point beside
// no c stone is a liberty of no c chain, so a region (a maximal connected
// set of points without a c stone) that holds one is healthy for none, and
// no point of it is next to the alive stones: such regions play no part.
// The rest are "clean". Points beside no c stone are everywhere on an open
// board, so the flood from them takes a few steps.
template <int Words>
Bits<Words> cleanPoints(const Board<Words>& board, Color c) {
  const Geometry<Words>& geo = board.geometry();
  const Bits<Words> notOwn = geo.all() - board.stones(c);
  const Bits<Words> far = board.empty() - geo.neighbors(board.stones(c));
  return notOwn - board.grow(far, notOwn);
}

// The chains of one colour and the clean regions (see unconditionalArea)
// that Benson's algorithm works on, and its fixed point.
template <int Words>
struct BensonSets {
  using B = Bits<Words>;
  static constexpr int kMax = 64 * Words;
  ScratchSets<Words, kMax> chains, chainNeighbors, regions, healthy;
  int chainCount = 0, regionCount = 0;
  B chainsLeft, regionsLeft;  // after settle()

  void addChain(const B& chain, const Geometry<Words>& geo) {
    chainNeighbors.put(chainCount, geo.neighbors(chain));
    chains.put(chainCount++, chain);
  }
  void addRegion(const B& region) { regions.put(regionCount++, region); }

  // Removes each chain with fewer than two healthy regions left, then each
  // region that touches a removed chain, until nothing changes.
  void settle(const Geometry<Words>& geo, const B& empty) {
    // healthy[i]: the regions (a set of region indices) healthy for chain i.
    // A region without an empty point gives no eye (it cannot occur on a legal board).
    for (int i = 0; i < chainCount; ++i) healthy.put(i, B{});
    for (int j = 0; j < regionCount; ++j) {
      const B regionEmpty = regions[j] & empty;
      if (regionEmpty.none()) continue;
      for (int i = 0; i < chainCount; ++i)
        if ((regionEmpty - chainNeighbors[i]).none()) healthy[i].set(j);
    }
    chainsLeft = B::firstN(chainCount);
    regionsLeft = B::firstN(regionCount);
    B removedStones;
    for (bool changed = true; changed;) {
      changed = false;
      for (B rest = chainsLeft; rest.any();) {
        const int i = rest.popLowest();
        if (!(healthy[i] & regionsLeft).moreThanOne()) {
          chainsLeft.reset(i);
          removedStones |= chains[i];
          changed = true;
        }
      }
      for (B rest = regionsLeft; rest.any();) {
        const int j = rest.popLowest();
        if (geo.neighbors(regions[j]).intersects(removedStones)) {
          regionsLeft.reset(j);
          changed = true;
        }
      }
    }
  }
  // The stones of the chains left.
  B aliveStones() {
    B alive;
    for (B rest = chainsLeft; rest.any();) alive |= chains[rest.popLowest()];
    return alive;
  }
};
}  // namespace unconditional_detail

// Benson's unconditionally alive chains of colour c on `board`, and their safe regions.
template <int Words>
UnconditionalArea<Words> unconditionalArea(const Board<Words>& board, Color c) {
  using B = Bits<Words>;
  const Geometry<Words>& geo = board.geometry();
  const B own = board.stones(c);
  UnconditionalArea<Words> result;
  // Two healthy regions need at least two stones around them.
  if (!own.moreThanOne()) return result;

  const B clean = unconditional_detail::cleanPoints(board, c);
  if (!clean.moreThanOne()) return result;
  unconditional_detail::BensonSets<Words> sets;
  for (B rest = clean; rest.any();) {
    const B region = board.grow(B::single(rest.lowest()), clean);
    sets.addRegion(region);
    rest -= region;
  }
  if (sets.regionCount < 2) return result;
  for (B rest = own; rest.any();) {
    const B chain = board.chainAt(rest.lowest());
    sets.addChain(chain, geo);
    rest -= chain;
  }
  sets.settle(geo, board.empty());

  result.alive = sets.aliveStones();
  if (result.alive.none()) return result;
  const B nextToAlive = geo.neighbors(result.alive);
  for (B rest = sets.regionsLeft; rest.any();) {
    const int j = rest.popLowest();
    if (!(sets.regions[j] - nextToAlive).none()) continue;
    // Filling it must not cost a chain the eye it lives by: every point of
    // it touches each alive chain for which it is healthy.
    bool keepsEyes = true;
    for (B alive = sets.chainsLeft; alive.any() && keepsEyes;) {
      const int i = alive.popLowest();
      if (sets.healthy[i].test(j) && !(sets.regions[j] - sets.chainNeighbors[i]).none()) keepsEyes = false;
    }
    if (keepsEyes) result.regions |= sets.regions[j];
  }
  return result;
}

// The unconditionally alive stones among the c chains linked to `seeds` (c
// stones): those chains, the clean regions beside them, the c chains beside
// those regions, and so on. Benson's removals only ever look at a chain's
// own regions and a region's own chains, so this part of the board settles
// as it would with the whole board: the result is unconditionalArea(board,
// c).alive within the linked chains, without finding every chain and
// region of the board.
template <int Words>
Bits<Words> unconditionallyAliveNear(const Board<Words>& board, Color c, const Bits<Words>& seeds) {
  using B = Bits<Words>;
  const Geometry<Words>& geo = board.geometry();
  const B own = board.stones(c);
  const B clean = unconditional_detail::cleanPoints(board, c);
  if (!clean.moreThanOne()) return B{};
  unconditional_detail::BensonSets<Words> sets;
  B found;  // stones of the chains found, and points of the regions found
  for (B newStones = seeds & own; newStones.any();) {
    B around;
    while (newStones.any()) {
      const B chain = board.chainAt(newStones.lowest());
      newStones -= chain;
      found |= chain;
      sets.addChain(chain, geo);
      around |= sets.chainNeighbors[sets.chainCount - 1];
    }
    for (B regionSeeds = (around & clean) - found; regionSeeds.any();) {
      const B region = board.grow(B::single(regionSeeds.lowest()), clean);
      found |= region;
      regionSeeds -= region;
      sets.addRegion(region);
      newStones |= (geo.neighbors(region) & own) - found;
    }
  }
  if (sets.regionCount < 2) return B{};
  sets.settle(geo, board.empty());
  return sets.aliveStones();
}

// The largest region keptEnclosedRegions searches: the proof checker's
// bound too (checker/naive_regions.h), so every region the solver keeps is
// one the checker can confirm.
inline constexpr int kSafeRegionMaxPoints = 8;
static_assert(kSafeRegionMaxPoints <= RegionShape::kMaxPoints);

// Whether `region`, a connected set of points without an alive c stone,
// holds no c stone and is a healthy region of an alive chain around it (one
// that chain may live by, so that her strategy must not fill it).
template <int Words>
bool eyeOfAnAliveChain(const Board<Words>& board, Color c, const UnconditionalArea<Words>& area,
                       const Bits<Words>& region) {
  using B = Bits<Words>;
  const Geometry<Words>& geo = board.geometry();
  const B empty = region & board.empty();
  if (region.intersects(board.stones(c)) || empty.none() || (empty - geo.neighbors(area.alive)).any()) return false;
  for (B around = geo.neighbors(region) & area.alive; around.any();) {
    const B chain = board.chainAt(around.lowest());
    around -= chain;
    if ((empty - geo.neighbors(chain)).none()) return true;
  }
  return false;
}

// The regions beyond Benson's that colour c keeps (enclosed_region_game.h):
// each connected set of points without an alive c stone, of at most
// kSafeRegionMaxPoints points, that is not already safe and is no
// healthy region of an alive chain (so no chain lives by it), whose play
// the region search shows she wins. `ko` is the point the side to move may
// not play; it holds her back only when she is to move. `moves` are the
// moves her strategy may use (ownerRegionMovesUnder the rules). Tests may
// raise `maxPoints` up to RegionShape::kMaxPoints.
template <int Words>
Bits<Words> keptEnclosedRegions(const Board<Words>& board, Color c, const UnconditionalArea<Words>& area,
                                Color toMove, int ko, OwnerRegionMoves moves = OwnerRegionMoves::Any,
                                int maxPoints = kSafeRegionMaxPoints) {
  using B = Bits<Words>;
  maxPoints = std::min(maxPoints, RegionShape::kMaxPoints);
  const Geometry<Words>& geo = board.geometry();
  B kept;
  if (area.alive.none()) return kept;
  for (B rest = geo.all() - area.alive - area.regions; rest.any();) {
    const B region = board.grow(B::single(rest.lowest()), geo.all() - area.alive);
    rest -= region;
    if (region.count() > maxPoints || region.intersects(area.regions)) continue;
    if (eyeOfAnAliveChain(board, c, area, region)) continue;  // Benson's rule and its strategy own it
    const RegionView view = regionViewOf(board, region, c, area.alive, toMove, ko);
    if (ownerKeepsRegion(view.shape, view.contents, view.ownerBan, moves)) kept |= region;
  }
  return kept;
}

// The largest last region keepsTheLastRegion searches: 13 points, where 5x5
// Go's proofs end two plies sooner than at 12, and 14 cost more than they
// save (docs/solvers.md, "The last region"). The proof checker's bound from
// proof format version 5 on (checker/naive_regions.h; 12 in version 4).
inline constexpr int kLastRegionMaxPoints = 13;
static_assert(kLastRegionMaxPoints <= RegionShape::kMaxPoints);

// The last region (docs/solvers.md, "The last region"): where c's alive
// chains and Benson's regions leave one connected region R of at most
// kLastRegionMaxPoints points that is no eye of an alive chain, under
// Go's moves and simple ko, whether she keeps R against an enemy bound by
// the ko bans too (ownerKeepsLastRegion). His moves outside R are then in
// Benson's regions, where nothing he does needs an answer, so they are no
// ko threats. When she keeps it, every point of the board is hers.
template <int Words>
bool keepsTheLastRegion(const GameState<Words>& game, Color c, const UnconditionalArea<Words>& area) {
  using B = Bits<Words>;
  const Board<Words>& board = game.board();
  const Rules& rules = game.rules();
  if (rules.ko != KoRule::Simple || rules.groups != GroupRule::Free || area.alive.none()) return false;
  const B rest = board.geometry().all() - area.alive - area.regions;
  if (rest.none() || rest.count() > kLastRegionMaxPoints) return false;
  if (board.grow(B::single(rest.lowest()), rest) != rest) return false;  // more than one region
  if (eyeOfAnAliveChain(board, c, area, rest)) return false;
  const RegionView view = regionViewOf(board, rest, c, area.alive, game.toMove(), game.koPoint());
  return ownerKeepsLastRegion(view.shape, view.contents, view.ownerBan, view.enemyBan);
}

// Whether the bounds below hold for `rules`: area scoring with passing,
// captures that remove stones (so suicide is illegal) and endless play
// scoring 0, and a future that depends on the position alone.
inline bool marginBoundsApply(const Rules& rules) {
  return rules.goal == Goal::AreaScore && rules.capture == CaptureEffect::Remove && rules.passAllowed() &&
         rules.cycle == CycleRule::Draw && rules.ko != KoRule::Superko;
}

// Whether keptEnclosedRegions() may add to the bounds under `rules`: not
// under Quench #2, where one turn of the enemy's may put a stone in each of
// two regions (or in one twice), while her strategy answers one stone.
inline bool enclosedRegionsApply(const Rules& rules) { return rules.groups != GroupRule::TwoStoneTurns; }

// The moves the owner's strategy in a region may use under `rules`: any in
// Go; only stones that start no group where a new group can be forbidden
// (Quench #1, #3, #4).
inline OwnerRegionMoves ownerRegionMovesUnder(const Rules& rules) {
  return rules.groups == GroupRule::Free ? OwnerRegionMoves::Any : OwnerRegionMoves::StartingNoGroup;
}

// The bound on Black's area less White's (points, before komi) that colour c
// can force (see above): at least this for Black, at most this for White;
// with `enclosedRegions`, counting the regions keptEnclosedRegions() finds.
// Requires marginBoundsApply() and a game not over.
// With `walls` on, the walls that live by their regions too (wall_life.h);
// with `wallsNeeded` above 0, only where they could bring c's safe points
// to that many (fewer would not matter to the caller). With `lastRegion`,
// every point where she keeps the last region (keepsTheLastRegion).
template <int Words>
int forcedAreaDifference(const GameState<Words>& game, Color c, bool enclosedRegions = true, WallSearch walls = {},
                         int wallsNeeded = 0, bool lastRegion = false) {
  const int points = game.board().points();
  const UnconditionalArea<Words> area = unconditionalArea(game.board(), c);
  int safe = area.safePoints();
  if (lastRegion && safe < points && wallsNeeded <= points && keepsTheLastRegion(game, c, area)) safe = points;
  if (enclosedRegions && enclosedRegionsApply(game.rules()) && safe < points)
    safe += keptEnclosedRegions(game.board(), c, area, game.toMove(), game.koPoint(),
                                ownerRegionMovesUnder(game.rules()))
                .count();
  // Walls that live by their regions: another strategy, so the larger count.
  if (walls.on() && game.rules().groups == GroupRule::Free && safe < points &&
      (wallsNeeded <= 0 || (safe < wallsNeeded && wallsNeeded <= points)))
    safe = std::max(safe,
                    wallArea(game.board(), c, game.toMove(), game.koPoint(), wallsNeeded, walls.maxPoints).count());
  int bound = c == Color::Black ? 2 * safe - points : points - 2 * safe;
  // After a pass the side to move may end the game at once, with enemy
  // stones still inside the regions her opponent would have cleared.
  if (game.previousPass() && game.toMove() != c) {
    const int now = game.areaDifference();
    bound = c == Color::Black ? std::min(bound, now) : std::max(bound, now);
  }
  return bound;
}

// Bounds on Black's margin that each side can force: Black an end with at
// least `low`, White an end with at most `high`. So the game's value lies in
// [low, high]. Outside marginBoundsApply(), and once the game is over, the
// game's whole score range.
// With `walls` on, also counting walls that live by their regions
// (wall_life.h), for each colour only where they could bring her safe
// points to wallsNeeded[index(colour)] (all of them where that is 0); with
// `lastRegion`, the last region too (keepsTheLastRegion).
template <int Words>
ScoreRange forcedMargins(const GameState<Words>& game, bool enclosedRegions = true, WallSearch walls = {},
                         std::array<int, 2> wallsNeeded = {0, 0}, bool lastRegion = false) {
  if (!marginBoundsApply(game.rules()) || game.decidedWinner() != Winner::None) return game.scoreRange();
  const int komi = game.rules().komiHalfPoints();
  return {2 * forcedAreaDifference(game, Color::Black, enclosedRegions, walls, wallsNeeded[index(Color::Black)],
                                   lastRegion) -
              komi,
          2 * forcedAreaDifference(game, Color::White, enclosedRegions, walls, wallsNeeded[index(Color::White)],
                                   lastRegion) -
              komi};
}

// The margin (Black's, half-points, komi included) that colour c forces
// with `safe` safe points: at least this for Black, at most this for White.
template <int Words>
int marginForcedWithSafePoints(const GameState<Words>& game, Color c, int safe) {
  const int points = game.board().points();
  const int difference = c == Color::Black ? 2 * safe - points : points - 2 * safe;
  return 2 * difference - game.rules().komiHalfPoints();
}

// The winner the bounds decide: Black when she can force a positive margin,
// White when she can force a negative one, otherwise None. Exact for any
// komi, the threshold games' quarter points included (exact_score.h), as a
// finished game's winner is.
template <int Words>
Winner winnerByForcedMargins(const GameState<Words>& game, bool enclosedRegions = true, bool lastRegion = false) {
  if (!marginBoundsApply(game.rules()) || game.decidedWinner() != Winner::None) return Winner::None;
  const double komi = game.rules().komi;
  if (forcedAreaDifference(game, Color::Black, enclosedRegions, {}, 0, lastRegion) - komi > 0) return Winner::Black;
  if (forcedAreaDifference(game, Color::White, enclosedRegions, {}, 0, lastRegion) - komi < 0) return Winner::White;
  return Winner::None;
}

}  // namespace goproof
