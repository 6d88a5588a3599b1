// The search behind ownerKeepsRegion (see enclosed_region_game.h).
#include "solver/rules/enclosed_region_game.h"

#include <bit>
#include <cstring>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

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

// The states reachable from one start and the least fixed point over them.
class RegionSearch {
 public:
  // `known(x)`: the answer already found for the enemy's-turn state x, if
  // any; such states are not explored again.
  using Known = std::function<std::optional<bool>(RegionContents)>;
  RegionSearch(const RegionShape& shape, OwnerRegionMoves moves, Known known, const RegionWalls* walls = nullptr)
      : play_(shape, moves), known_(std::move(known)), walls_(walls) {}

  // Index of the enemy's-turn state x, or of the owner's answer to (x, ban).
  int enemyTurn(RegionContents x) { return find(x, kEnemyTurn); }
  int ownerAnswer(RegionContents x, int ban) { return find(x, ban); }

  // Explores every state reachable from those found so far, then settles
  // which are won for the owner.
  void solve() {
    for (size_t i = 0; i < states_.size(); ++i) expand(static_cast<int>(i));
    for (bool changed = true; changed;) {
      changed = false;
      for (State& s : states_) {
        if (s.won || s.known) continue;
        if (s.turn == kEnemyTurn) {
          bool all = true, any = false;
          for (int c : s.enemyMoves) all = all && states_[c].won;
          for (int e : s.ownerMoves) any = any || states_[e].won;
          s.won = all && any;
        } else {
          for (int e : s.ownerMoves) s.won = s.won || states_[e].won;  // her answer
        }
        changed = changed || s.won;
      }
    }
  }

  bool won(int index) const { return states_[index].won; }
  // Calls f(contents, won) for every enemy's-turn state this search answered.
  template <class F>
  void forEachEnemyTurn(F&& f) const {
    for (const State& s : states_)
      if (s.turn == kEnemyTurn && !s.known) f(s.contents, s.won);
  }

 private:
  struct State {
    RegionContents contents;
    int turn = kEnemyTurn;
    bool won = false;
    bool known = false;  // answered before this search
    std::vector<int> enemyMoves;  // enemy's turn: the owner's answers his moves lead to
    std::vector<int> ownerMoves;  // enemy's turn: her clearing moves; her answer: her moves
  };

  int find(RegionContents x, int turn) {
    const uint32_t key = (uint32_t{x.own} << 8 | x.enemy) << 4 | static_cast<uint32_t>(turn + 2);
    auto [it, inserted] = index_.try_emplace(key, static_cast<int>(states_.size()));
    if (inserted) {
      State s;
      s.contents = x;
      s.turn = turn;
      states_.push_back(std::move(s));
    }
    return it->second;
  }

  void expand(int i) {
    const RegionContents x = states_[i].contents;
    const int turn = states_[i].turn;
    if (turn == kEnemyTurn) {
      if (walls_ && !play_.wallsBreathe(x, *walls_)) {
        states_[i].known = true;  // lost: a wall chain has no liberty here
        return;
      }
      if (play_.settled(x) && (!walls_ || play_.wallsHaveEyes(x, *walls_))) {
        states_[i].won = true;
        return;
      }
      if (const std::optional<bool> answer = known_(x)) {
        states_[i].won = *answer;
        states_[i].known = true;
        return;
      }
    }
    std::vector<int> enemyMoves, ownerMoves;
    for (int p = 0; p < play_.size(); ++p) {
      if (turn == kEnemyTurn)
        if (auto m = play_.play(x, false, p)) enemyMoves.push_back(ownerAnswer(m->after, m->ownerBan));
      if (p == turn) continue;  // the ko ban
      if (auto m = play_.play(x, true, p)) ownerMoves.push_back(enemyTurn(m->after));
    }
    states_[i].enemyMoves = std::move(enemyMoves);
    states_[i].ownerMoves = std::move(ownerMoves);
  }

  RegionPlay play_;
  Known known_;
  const RegionWalls* walls_;
  absl::flat_hash_map<uint32_t, int> index_;
  std::vector<State> states_;
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
  const int start = ownerBan == kNoRegionBan ? search.enemyTurn(contents) : search.ownerAnswer(contents, ownerBan);
  search.solve();
  search.forEachEnemyTurn(
      [&](RegionContents x, bool won) { cache.try_emplace(cacheKey(shape, x, kEnemyTurn, moves, wallsKey), won); });
  const bool won = search.won(start);
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
