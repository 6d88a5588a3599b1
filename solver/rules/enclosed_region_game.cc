// The search behind ownerKeepsRegion (see enclosed_region_game.h).
#include "solver/rules/enclosed_region_game.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <functional>
#include <optional>
#include <utility>

#include "absl/container/flat_hash_map.h"

namespace goproof {
namespace {

// The turn of a state of the enemy's turn; a state of the owner's answer
// holds the point she may not retake there (or kNoRegionBan) instead.
constexpr int kEnemyTurn = -2;

// Play inside one region: chains, liberties, captures and the ko ban.
class RegionPlay {
 public:
  RegionPlay(const RegionShape& shape, OwnerRegionMoves moves)
      : shape_(shape), all_(static_cast<uint8_t>((1u << shape.size) - 1)), moves_(moves) {}

  // The region after a stone at p (the owner's or the enemy's), and the
  // point the owner may not retake next (kNoRegionBan if none); nothing if
  // the move is illegal (occupied, or suicide) or one the owner may not
  // make (a stone that starts a group, where her moves must start none).
  struct Played {
    RegionContents after;
    int ownerBan = kNoRegionBan;
  };
  std::optional<Played> play(RegionContents x, bool ownerMoves, int p) const {
    const uint8_t bit = static_cast<uint8_t>(1u << p);
    if ((x.own | x.enemy) & bit) return std::nullopt;
    if (ownerMoves && moves_ == OwnerRegionMoves::StartingNoGroup && !(shape_.adjacent[p] & x.own) &&
        !(shape_.touchesAlive & bit))
      return std::nullopt;  // no stone of hers beside it: it would start a group
    uint8_t mine = static_cast<uint8_t>((ownerMoves ? x.own : x.enemy) | bit);
    uint8_t theirs = ownerMoves ? x.enemy : x.own;
    const uint8_t emptyAfterStone = all_ & ~(mine | theirs);
    uint8_t captured = 0;
    for (uint8_t rest = shape_.adjacent[p] & theirs; rest;) {
      const uint8_t chain = chainAt(theirs, std::countr_zero(rest));
      rest &= ~chain;
      const bool joined = !ownerMoves && (chain & shape_.touchesAlive);
      if (!joined && !(around(chain) & emptyAfterStone)) captured |= chain;
    }
    theirs &= ~captured;
    const uint8_t empty = all_ & ~(mine | theirs);
    const uint8_t chain = chainAt(mine, p);
    const uint8_t liberties = around(chain) & empty;
    const bool joined = ownerMoves && (chain & shape_.touchesAlive);
    if (!joined && !liberties) return std::nullopt;
    Played result;
    result.after = ownerMoves ? RegionContents{mine, theirs} : RegionContents{theirs, mine};
    // A single stone that took a single stone and has it as its only
    // liberty: retaking would repeat the position.
    if (!ownerMoves && std::popcount(captured) == 1 && chain == bit && liberties == captured)
      result.ownerBan = std::countr_zero(captured);
    return result;
  }

  // No enemy stone, every owner's stone joined, every empty point beside one.
  bool settled(RegionContents x) const {
    if (x.enemy) return false;
    const uint8_t joined = grow(x.own & shape_.touchesAlive, x.own);
    const uint8_t empty = all_ & ~x.own;
    return joined == x.own && !(empty & ~(shape_.touchesAlive | around(joined)));
  }

  // Walls (ownerKeepsRegionAsWall): every wall chain has a liberty here.
  bool wallsBreathe(RegionContents x, const RegionWalls& walls) const {
    const uint8_t empty = all_ & ~(x.own | x.enemy);
    for (int k = 0; k < walls.count; ++k)
      if (!(reach(x, walls.touching[k]) & empty)) return false;
    return true;
  }
  // Walls: every wall chain reaches an empty point whose neighbours here are all hers.
  bool wallsHaveEyes(RegionContents x, const RegionWalls& walls) const {
    const uint8_t empty = all_ & ~(x.own | x.enemy);
    for (int k = 0; k < walls.count; ++k) {
      bool eye = false;
      for (uint8_t rest = reach(x, walls.touching[k]) & empty; rest && !eye; rest &= rest - 1)
        eye = !(shape_.adjacent[std::countr_zero(rest)] & ~x.own);
      if (!eye) return false;
    }
    return true;
  }

  int size() const { return shape_.size; }
  uint8_t adjacentTo(int p) const { return shape_.adjacent[p]; }

 private:
  uint8_t around(uint8_t set) const {
    uint8_t r = 0;
    for (; set; set &= set - 1) r |= shape_.adjacent[std::countr_zero(set)];
    return r;
  }
  uint8_t grow(uint8_t seed, uint8_t within) const {
    for (;;) {
      const uint8_t next = seed | (around(seed) & within);
      if (next == seed) return seed;
      seed = next;
    }
  }
  uint8_t chainAt(uint8_t stones, int p) const { return grow(static_cast<uint8_t>(1u << p), stones); }
  // The points a wall chain touching `touching` reaches: those, and those
  // beside her stones joined to it.
  uint8_t reach(RegionContents x, uint8_t touching) const {
    return touching | around(grow(x.own & touching, x.own));
  }

  const RegionShape& shape_;
  const uint8_t all_;
  const OwnerRegionMoves moves_;
};

// The region game searched depth first. Her answers stop at the first
// that wins and his moves at the first she cannot answer, so a region she
// keeps costs her strategy's states, not every state it can reach. A state
// met again on the search's own path counts as not won there: a cycle gives
// her no rank. So every state it calls won has a finite derivation without
// cycles, and is won in the least fixed point (the header's rules); a state
// it calls lost is remembered only when that answer rests on no state still
// on the path above it, and is then lost in the least fixed point too (a
// derivation of it would never need to pass through itself).
class RegionSearch {
 public:
  // `known(x)`: the answer already found for the enemy's-turn state x, if
  // any; such states are not explored again.
  using Known = std::function<std::optional<bool>(RegionContents)>;
  RegionSearch(const RegionShape& shape, OwnerRegionMoves moves, Known known, const RegionWalls* walls = nullptr)
      : play_(shape, moves), known_(std::move(known)), walls_(walls) {}

  // Whether the owner wins the enemy's-turn state x.
  bool enemyTurnWon(RegionContents x) { return enemyTurn(x, 0).won; }
  // Whether she wins her answer in x, barred from retaking at `ban`.
  bool ownerAnswerWon(RegionContents x, int ban) { return ownerAnswer(x, ban, -1, 0).won; }

  // Calls f(contents, won) for every enemy's-turn state this search
  // settled (not those `known` answered).
  template <class F>
  void forEachEnemyTurn(F&& f) const {
    for (const auto& [packed, won] : settled_)
      if ((packed & 15) == static_cast<uint32_t>(kEnemyTurn + 2))
        f(RegionContents{static_cast<uint8_t>(packed >> 12), static_cast<uint8_t>(packed >> 4)}, won);
  }

 private:
  // A result, and the shallowest depth of a state on the path it assumed
  // lost (kNoDepth if none).
  static constexpr int kNoDepth = 1 << 30;
  struct Result {
    bool won;
    int leansOn;
  };

  static uint32_t key(RegionContents x, int turn) {
    return (uint32_t{x.own} << 8 | x.enemy) << 4 | static_cast<uint32_t>(turn + 2);
  }

  // Looks x up among the settled states and those on the path.
  std::optional<Result> seen(uint32_t k) const {
    if (auto it = settled_.find(k); it != settled_.end()) return Result{it->second, kNoDepth};
    if (auto it = onPath_.find(k); it != onPath_.end()) return Result{false, it->second};
    return std::nullopt;
  }

  Result finish(uint32_t k, int depth, bool won, int leansOn) {
    onPath_.erase(k);
    if (won || leansOn >= depth) {
      settled_.try_emplace(k, won);
      return {won, kNoDepth};
    }
    return {false, leansOn};
  }

  Result enemyTurn(RegionContents x, int depth) {
    const uint32_t k = key(x, kEnemyTurn);
    if (auto r = seen(k)) return *r;
    if (walls_ && !play_.wallsBreathe(x, *walls_)) return finish(k, depth, false, kNoDepth);  // a chain has no liberty
    if (play_.settled(x) && (!walls_ || play_.wallsHaveEyes(x, *walls_))) return finish(k, depth, true, kNoDepth);
    if (const std::optional<bool> answer = known_(x)) return {*answer, kNoDepth};
    onPath_.emplace(k, depth);
    int leansOn = kNoDepth;
    bool won = true;
    for (int p = 0; p < play_.size() && won; ++p)  // each of his moves must be answered
      if (auto m = play_.play(x, false, p)) {
        const Result r = ownerAnswer(m->after, m->ownerBan, p, depth + 1);
        leansOn = std::min(leansOn, r.leansOn);
        won = r.won;
      }
    if (won) {  // and she must have a clearing move, for when he passes
      won = false;
      for (int p = 0; p < play_.size() && !won; ++p)
        if (auto m = play_.play(x, true, p)) {
          const Result r = enemyTurn(m->after, depth + 1);
          leansOn = std::min(leansOn, r.leansOn);
          won = r.won;
        }
    }
    return finish(k, depth, won, leansOn);
  }

  // Her answer to his stone at `last` (-1: none), barred from `ban`; the
  // points beside his stone are tried first.
  Result ownerAnswer(RegionContents x, int ban, int last, int depth) {
    const uint32_t k = key(x, ban);
    if (auto r = seen(k)) return *r;
    onPath_.emplace(k, depth);
    const uint8_t beside = last >= 0 ? play_.adjacentTo(last) : 0;
    int leansOn = kNoDepth;
    bool won = false;
    for (int round = 0; round < 2 && !won; ++round)
      for (int p = 0; p < play_.size() && !won; ++p) {
        if (p == ban || (((beside >> p) & 1) != 0) != (round == 0)) continue;
        if (auto m = play_.play(x, true, p)) {
          const Result r = enemyTurn(m->after, depth + 1);
          leansOn = std::min(leansOn, r.leansOn);
          won = r.won;
        }
      }
    return finish(k, depth, won, leansOn);
  }

  RegionPlay play_;
  Known known_;
  const RegionWalls* walls_;
  absl::flat_hash_map<uint32_t, bool> settled_;
  absl::flat_hash_map<uint32_t, int> onPath_;
};

// Answers already found, per thread: shape, contents, turn and the owner's
// moves in one key.
struct CacheKey {
  uint64_t adjacency;
  uint64_t rest;
  uint64_t walls = 0;  // ownerKeepsRegionAsWall's chains, 0 for ownerKeepsRegion
  friend bool operator==(const CacheKey&, const CacheKey&) = default;
  template <typename H>
  friend H AbslHashValue(H h, const CacheKey& k) {
    return H::combine(std::move(h), k.adjacency, k.rest, k.walls);
  }
};

CacheKey cacheKey(const RegionShape& shape, RegionContents x, int turn, OwnerRegionMoves moves,
                  uint64_t walls = 0) {
  CacheKey k;
  k.walls = walls;
  std::memcpy(&k.adjacency, shape.adjacent.data(), sizeof(k.adjacency));
  k.rest = static_cast<uint64_t>(shape.size) | uint64_t{shape.touchesAlive} << 4 | uint64_t{x.own} << 12 |
           uint64_t{x.enemy} << 20 | static_cast<uint64_t>(turn + 2) << 28 | static_cast<uint64_t>(moves) << 32;
  return k;
}

constexpr size_t kCacheLimit = size_t{1} << 22;  // entries; then the cache starts afresh

}  // namespace

static_assert(sizeof(RegionShape::adjacent) == sizeof(uint64_t));

namespace {

// ownerKeepsRegion, or with `walls` ownerKeepsRegionAsWall: one cache per
// thread, whose keys tell the two apart (CacheKey::walls).
bool keepsRegion(const RegionShape& shape, RegionContents contents, int ownerBan, OwnerRegionMoves moves,
                 const RegionWalls* walls) {
  thread_local absl::flat_hash_map<CacheKey, bool> cache;
  uint64_t wallsKey = 0;
  if (walls) {
    wallsKey = uint64_t{1} << 40 | static_cast<uint64_t>(walls->count) << 32;
    for (int k = 0; k < walls->count; ++k) wallsKey |= uint64_t{walls->touching[k]} << (8 * k);
  }
  const int turn = ownerBan == kNoRegionBan ? kEnemyTurn : ownerBan;
  if (auto it = cache.find(cacheKey(shape, contents, turn, moves, wallsKey)); it != cache.end()) return it->second;
  if (cache.size() > kCacheLimit) cache.clear();
  RegionSearch search(
      shape, moves,
      [&](RegionContents x) -> std::optional<bool> {
        if (auto it = cache.find(cacheKey(shape, x, kEnemyTurn, moves, wallsKey)); it != cache.end())
          return it->second;
        return std::nullopt;
      },
      walls);
  const bool won = ownerBan == kNoRegionBan ? search.enemyTurnWon(contents) : search.ownerAnswerWon(contents, ownerBan);
  search.forEachEnemyTurn(
      [&](RegionContents x, bool won) { cache.try_emplace(cacheKey(shape, x, kEnemyTurn, moves, wallsKey), won); });
  cache.try_emplace(cacheKey(shape, contents, turn, moves, wallsKey), won);
  return won;
}

}  // namespace

bool ownerKeepsRegion(const RegionShape& shape, RegionContents contents, int ownerBan, OwnerRegionMoves moves) {
  return keepsRegion(shape, contents, ownerBan, moves, nullptr);
}

bool ownerKeepsRegionAsWall(const RegionShape& shape, const RegionWalls& walls, RegionContents contents,
                            int ownerBan) {
  return keepsRegion(shape, contents, ownerBan, OwnerRegionMoves::Any, &walls);
}

}  // namespace goproof
