// The search behind ownerKeepsRegion (see enclosed_region_game.h).
#include "solver/rules/enclosed_region_game.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <optional>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "solver/rules/region_answer_table.h"

namespace goproof {
namespace {

// The turn of a state of the enemy's turn; a state of the owner's answer
// holds the point she may not retake there (or kNoRegionBan) instead.
constexpr int kEnemyTurn = -2;

// Play inside one region: chains, liberties, captures and the ko ban.
class RegionPlay {
 public:
  // `enemyBound`: her captures ban his retakes as his ban hers
  // (ownerKeepsLastRegion); otherwise he is never banned.
  RegionPlay(const RegionShape& shape, OwnerRegionMoves moves, bool enemyBound = false)
      : shape_(shape), all_(static_cast<RegionMask>((1u << shape.size) - 1)), moves_(moves), enemyBound_(enemyBound) {}

  // The region after a stone at p (the owner's or the enemy's), and the
  // point the owner may not retake next (kNoRegionBan if none); nothing if
  // the move is illegal (occupied, or suicide) or one the owner may not
  // make (a stone that starts a group, where her moves must start none).
  struct Played {
    RegionContents after;
    int ownerBan = kNoRegionBan;
    int enemyBan = kNoRegionBan;  // an enemy bound by bans, after her lone stone took a lone stone
  };
  std::optional<Played> play(RegionContents x, bool ownerMoves, int p) const {
    const RegionMask bit = static_cast<RegionMask>(1u << p);
    if ((x.own | x.enemy) & bit) return std::nullopt;
    if (ownerMoves && moves_ == OwnerRegionMoves::StartingNoGroup && !(shape_.adjacent[p] & x.own) &&
        !(shape_.touchesAlive & bit))
      return std::nullopt;  // no stone of hers beside it: it would start a group
    RegionMask mine = static_cast<RegionMask>((ownerMoves ? x.own : x.enemy) | bit);
    RegionMask theirs = ownerMoves ? x.enemy : x.own;
    const RegionMask emptyAfterStone = all_ & ~(mine | theirs);
    RegionMask captured = 0;
    for (RegionMask rest = shape_.adjacent[p] & theirs; rest;) {
      const RegionMask chain = chainAt(theirs, std::countr_zero(rest));
      rest &= ~chain;
      const bool joined = !ownerMoves && (chain & shape_.touchesAlive);
      if (!joined && !(around(chain) & emptyAfterStone)) captured |= chain;
    }
    theirs &= ~captured;
    const RegionMask empty = all_ & ~(mine | theirs);
    const RegionMask chain = chainAt(mine, p);
    const RegionMask liberties = around(chain) & empty;
    const bool joined = ownerMoves && (chain & shape_.touchesAlive);
    if (!joined && !liberties) return std::nullopt;
    Played result;
    result.after = ownerMoves ? RegionContents{mine, theirs} : RegionContents{theirs, mine};
    // A single stone that took a single stone and has it as its only
    // liberty: retaking would repeat the position.
    if (std::popcount(captured) == 1 && chain == bit && liberties == captured) {
      if (!ownerMoves)
        result.ownerBan = std::countr_zero(captured);
      else if (enemyBound_ && !(shape_.touchesAlive & bit))  // beside the wall, her stone is no lone stone
        result.enemyBan = std::countr_zero(captured);
    }
    return result;
  }

  // No enemy stone, every owner's stone joined, every empty point beside one.
  bool settled(RegionContents x) const {
    if (x.enemy) return false;
    const RegionMask joined = grow(x.own & shape_.touchesAlive, x.own);
    const RegionMask empty = all_ & ~x.own;
    return joined == x.own && !(empty & ~(shape_.touchesAlive | around(joined)));
  }

  // Walls (ownerKeepsRegionAsWall): every wall chain has a liberty here.
  bool wallsBreathe(RegionContents x, const RegionWalls& walls) const {
    const RegionMask empty = all_ & ~(x.own | x.enemy);
    for (int k = 0; k < walls.count; ++k)
      if (!(reach(x, walls.touching[k]) & empty)) return false;
    return true;
  }
  // Walls: every wall chain reaches an empty point whose neighbours here are all hers.
  bool wallsHaveEyes(RegionContents x, const RegionWalls& walls) const {
    const RegionMask empty = all_ & ~(x.own | x.enemy);
    for (int k = 0; k < walls.count; ++k) {
      bool eye = false;
      for (RegionMask rest = reach(x, walls.touching[k]) & empty; rest && !eye; rest &= rest - 1)
        eye = !(shape_.adjacent[std::countr_zero(rest)] & ~x.own);
      if (!eye) return false;
    }
    return true;
  }

  int size() const { return shape_.size; }
  RegionMask adjacentTo(int p) const { return shape_.adjacent[p]; }

 private:
  RegionMask around(RegionMask set) const {
    RegionMask r = 0;
    for (; set; set &= set - 1) r |= shape_.adjacent[std::countr_zero(set)];
    return r;
  }
  RegionMask grow(RegionMask seed, RegionMask within) const {
    for (;;) {
      const RegionMask next = seed | (around(seed) & within);
      if (next == seed) return seed;
      seed = next;
    }
  }
  RegionMask chainAt(RegionMask stones, int p) const { return grow(static_cast<RegionMask>(1u << p), stones); }
  // The points a wall chain touching `touching` reaches: those, and those
  // beside her stones joined to it.
  RegionMask reach(RegionContents x, RegionMask touching) const {
    return touching | around(grow(x.own & touching, x.own));
  }

  const RegionShape& shape_;
  const RegionMask all_;
  const OwnerRegionMoves moves_;
  const bool enemyBound_;
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
  // `answers` holds the answers settled so far, game `game`'s by state
  // (key() below): every one is the least fixed point's, so they hold for
  // every search of the game (the shape, the same walls and moves), and
  // the search adds to them.
  RegionSearch(const RegionShape& shape, OwnerRegionMoves moves, RegionAnswerTable& answers, uint32_t game,
               const RegionWalls* walls = nullptr, bool enemyBound = false)
      : play_(shape, moves, enemyBound), answers_(answers), game_(game), walls_(walls) {}

  // Whether the owner wins the enemy's-turn state x, where he may not play
  // at `enemyBan` (kNoRegionBan: anywhere; only for an enemy bound by bans).
  bool enemyTurnWon(RegionContents x, int enemyBan = kNoRegionBan) { return enemyTurn(x, enemyBan, 0).won; }
  // Whether she wins her answer in x, barred from retaking at `ban`.
  bool ownerAnswerWon(RegionContents x, int ban) { return ownerAnswer(x, ban, -1, 0).won; }

  // A state's key: her stones, his, and the turn (kEnemyTurn, or the point
  // she may not retake in her answer) in 37 bits; an enemy's turn with a ban
  // (enemyTurnKey) sets bit 40 and names the point in the turn's bits.
  static uint64_t key(RegionContents x, int turn) {
    return (uint64_t{x.own} << 16 | x.enemy) << 5 | static_cast<uint64_t>(turn + 2);
  }
  static uint64_t enemyTurnKey(RegionContents x, int enemyBan) {
    return enemyBan == kNoRegionBan ? key(x, kEnemyTurn) : (key(x, enemyBan) | uint64_t{1} << 40);
  }

 private:
  // A result, and the shallowest depth of a state on the path it assumed
  // lost (kNoDepth if none).
  static constexpr int kNoDepth = 1 << 30;
  struct Result {
    bool won;
    int leansOn;
  };

  // Looks x up among the settled states and those on the path.
  std::optional<Result> seen(uint64_t k) const {
    if (auto won = answers_.find(game_, k)) return Result{*won, kNoDepth};
    if (auto it = onPath_.find(k); it != onPath_.end()) return Result{false, it->second};
    return std::nullopt;
  }

  // Ends the state entered at visit `entered` (visits_ then).
  Result finish(uint64_t k, int depth, bool won, int leansOn, uint64_t entered) {
    onPath_.erase(k);
    if (won || leansOn >= depth) {
      answers_.store(game_, k, won, visits_ - entered);
      return {won, kNoDepth};
    }
    return {false, leansOn};
  }

  Result enemyTurn(RegionContents x, int enemyBan, int depth) {
    if (walls_ && !play_.wallsBreathe(x, *walls_)) return {false, kNoDepth};  // a chain has no liberty
    if (play_.settled(x) && (!walls_ || play_.wallsHaveEyes(x, *walls_))) return {true, kNoDepth};
    const uint64_t k = enemyTurnKey(x, enemyBan);
    if (auto r = seen(k)) return *r;
    onPath_.emplace(k, depth);
    const uint64_t entered = visits_++;
    int leansOn = kNoDepth;
    bool won = true;
    for (int p = 0; p < play_.size() && won; ++p)  // each of his moves must be answered
      if (auto m = p == enemyBan ? std::nullopt : play_.play(x, false, p)) {
        const Result r = ownerAnswer(m->after, m->ownerBan, p, depth + 1);
        leansOn = std::min(leansOn, r.leansOn);
        won = r.won;
      }
    if (won) {  // and she must have a clearing move, for when he passes
      won = false;
      for (int p = 0; p < play_.size() && !won; ++p)
        if (auto m = play_.play(x, true, p)) {
          const Result r = enemyTurn(m->after, m->enemyBan, depth + 1);
          leansOn = std::min(leansOn, r.leansOn);
          won = r.won;
        }
    }
    return finish(k, depth, won, leansOn, entered);
  }

  // Her answer to his stone at `last` (-1: none), barred from `ban`; the
  // points beside his stone are tried first.
  Result ownerAnswer(RegionContents x, int ban, int last, int depth) {
    const uint64_t k = key(x, ban);
    if (auto r = seen(k)) return *r;
    onPath_.emplace(k, depth);
    const uint64_t entered = visits_++;
    const RegionMask beside = last >= 0 ? play_.adjacentTo(last) : 0;
    int leansOn = kNoDepth;
    bool won = false;
    for (int round = 0; round < 2 && !won; ++round)
      for (int p = 0; p < play_.size() && !won; ++p) {
        if (p == ban || (((beside >> p) & 1) != 0) != (round == 0)) continue;
        if (auto m = play_.play(x, true, p)) {
          const Result r = enemyTurn(m->after, m->enemyBan, depth + 1);
          leansOn = std::min(leansOn, r.leansOn);
          won = r.won;
        }
      }
    return finish(k, depth, won, leansOn, entered);
  }

  RegionPlay play_;
  RegionAnswerTable& answers_;
  const uint32_t game_;
  const RegionWalls* walls_;
  uint64_t visits_ = 0;  // states entered (past the lookups)
  absl::flat_hash_map<uint64_t, int> onPath_;
};

// A region game: the shape, the owner's moves and (for
// ownerKeepsRegionAsWall) the chains of the wall.
struct GameKey {
  std::array<uint64_t, 4> adjacency;
  uint64_t rest;       // size, touchesAlive, moves, whether the enemy is bound by bans, the walls' count
  uint64_t walls = 0;  // ownerKeepsRegionAsWall's chains, 0 for ownerKeepsRegion
  friend bool operator==(const GameKey&, const GameKey&) = default;
  template <typename H>
  friend H AbslHashValue(H h, const GameKey& k) {
    return H::combine(std::move(h), k.adjacency, k.rest, k.walls);
  }
};

GameKey gameKey(const RegionShape& shape, OwnerRegionMoves moves, const RegionWalls* walls, bool enemyBound) {
  GameKey k;
  std::memcpy(k.adjacency.data(), shape.adjacent.data(), sizeof(k.adjacency));
  k.rest = static_cast<uint64_t>(shape.size) | uint64_t{shape.touchesAlive} << 8 | static_cast<uint64_t>(moves) << 24 |
           uint64_t{enemyBound} << 32;
  if (walls) {
    k.rest |= uint64_t{1} << 40 | static_cast<uint64_t>(walls->count) << 41;
    for (int c = 0; c < walls->count; ++c) k.walls |= uint64_t{walls->touching[c]} << (16 * c);
  }
  return k;
}

// The answers settled, per thread: the games by id, and their states'
// answers in one table. Past kMostGames games both start afresh (an id
// names one game only while the table holds its answers).
struct SettledAnswers {
  absl::flat_hash_map<GameKey, uint32_t> games;
  RegionAnswerTable answers{mostEntries};
  uint32_t idOf(const GameKey& game) {
    if (games.size() >= kMostGames) *this = SettledAnswers{};
    return games.try_emplace(game, static_cast<uint32_t>(games.size())).first->second;
  }
  static constexpr size_t kMostGames = size_t{1} << 20;
  static thread_local size_t mostEntries;  // the table's size (useRegionAnswerTableOfSize)
};
thread_local size_t SettledAnswers::mostEntries = RegionAnswerTable::kMostEntries;

thread_local SettledAnswers settledAnswers;

}  // namespace

static_assert(sizeof(RegionShape::adjacent) == 4 * sizeof(uint64_t));
static_assert(RegionShape::kMaxPoints <= 16, "the keys hold 16-bit sets of points");

namespace {

// ownerKeepsRegion, with `walls` ownerKeepsRegionAsWall, with `enemyBound`
// ownerKeepsLastRegion.
bool keepsRegion(const RegionShape& shape, RegionContents contents, int ownerBan, OwnerRegionMoves moves,
                 const RegionWalls* walls, bool enemyBound = false, int enemyBan = kNoRegionBan) {
  SettledAnswers& settled = settledAnswers;
  const uint32_t game = settled.idOf(gameKey(shape, moves, walls, enemyBound));
  const uint64_t k = ownerBan != kNoRegionBan ? RegionSearch::key(contents, ownerBan)
                                              : RegionSearch::enemyTurnKey(contents, enemyBan);
  if (auto won = settled.answers.find(game, k)) return *won;
  RegionSearch search(shape, moves, settled.answers, game, walls, enemyBound);
  return ownerBan == kNoRegionBan ? search.enemyTurnWon(contents, enemyBan) : search.ownerAnswerWon(contents, ownerBan);
}

}  // namespace

void useRegionAnswerTableOfSize(size_t mostEntries) {
  SettledAnswers::mostEntries = mostEntries;
  settledAnswers = SettledAnswers{};
}

bool ownerKeepsRegion(const RegionShape& shape, RegionContents contents, int ownerBan, OwnerRegionMoves moves) {
  return keepsRegion(shape, contents, ownerBan, moves, nullptr);
}

bool ownerKeepsRegionAsWall(const RegionShape& shape, const RegionWalls& walls, RegionContents contents,
                            int ownerBan) {
  return keepsRegion(shape, contents, ownerBan, OwnerRegionMoves::Any, &walls);
}

bool ownerKeepsLastRegion(const RegionShape& shape, RegionContents contents, int ownerBan, int enemyBan) {
  return keepsRegion(shape, contents, ownerBan, OwnerRegionMoves::Any, nullptr, true, enemyBan);
}

}  // namespace goproof
