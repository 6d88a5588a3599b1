// What df-pn has settled about a scored position, kept so that it serves
// every komi: one search for the exact score rather than separate ones
// (exact_score.h asks "does Black get at least k?" as the same position
// under komi shifted by k, and the transposition table, whose keys hold the
// komi, cannot share its answers between those questions).
//
// Why one answer serves other komi. In the question game under komi c
// (a quarter-point komi, so no game ends level; endless play is no win for
// the attacker), Black as attacker wins exactly when she can force a
// finished game whose area difference exceeds c, and White as attacker
// exactly when she can force one whose area difference is below c. Neither
// depends on c otherwise: the stones, moves and their legality do not know
// the komi. So a Black win at c is a Black win at every c' <= c, and a
// Black loss at c a loss at every c' >= c; for White the same with the
// komi's sign turned. Only answers that hold whatever the path are kept
// (df-pn stores no disproof that relied on a repetition on its path), so
// each entry holds wherever its position is met.
//
// Concurrency: one 64-bit word a slot, read and written whole with relaxed
// atomics. A word is always one position's own (a key check and two bounds
// that were true together); two threads writing one slot at once lose one
// update, which costs only what it knew. Keys: 32 bits checked, beyond the
// bits that choose the slot.
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>

#include "solver/board/color.h"

namespace goproof {

class ScoreBoundsTable {
 public:
  // About `bytes` of slots (a power of two, at least one).
  explicit ScoreBoundsTable(size_t bytes) {
    size_t n = 1;
    while (n * 2 * sizeof(uint64_t) <= bytes) n *= 2;
    slots_ = std::make_unique<std::atomic<uint64_t>[]>(n);
    mask_ = n - 1;
    for (size_t i = 0; i < n; ++i) slots_[i].store(0, std::memory_order_relaxed);
  }

  // Records that `attacker` wins (won) or does not at komi `komi` in the
  // position whose hash without the komi is `hash`.
  void record(uint64_t hash, Color attacker, double komi, bool won) {
    const uint64_t h = salted(hash, attacker);
    std::atomic<uint64_t>& slot = slots_[h & mask_];
    Bounds b = unpack(slot.load(std::memory_order_relaxed), h).value_or(Bounds{});
    const std::optional<int> x = quarters(attacker, komi);
    if (!x) return;
    if (won) b.winsUpTo = std::max(b.winsUpTo, *x);
    else b.losesFrom = std::min(b.losesFrom, *x);
    slot.store(pack(h, b), std::memory_order_relaxed);
  }

  // Whether `attacker` wins at komi `komi` (true), loses (false), or what
  // was recorded does not say (nullopt).
  std::optional<bool> lookup(uint64_t hash, Color attacker, double komi) const {
    const uint64_t h = salted(hash, attacker);
    const std::optional<Bounds> b = unpack(slots_[h & mask_].load(std::memory_order_relaxed), h);
    const std::optional<int> x = quarters(attacker, komi);
    if (!b || !x) return std::nullopt;
    if (*x <= b->winsUpTo) return true;
    if (*x >= b->losesFrom) return false;
    return std::nullopt;
  }

 private:
  // In quarter points, with the komi's sign turned for White: the attacker
  // wins at every x up to winsUpTo, and loses at every x from losesFrom.
  struct Bounds {
    int winsUpTo = std::numeric_limits<int16_t>::min();
    int losesFrom = std::numeric_limits<int16_t>::max();
  };
  // nullopt beyond what 16 bits hold (a komi over 8,000 points).
  static std::optional<int> quarters(Color attacker, double komi) {
    const long q = std::lround(komi * 4);
    const long x = attacker == Color::Black ? q : -q;
    if (x <= std::numeric_limits<int16_t>::min() || x >= std::numeric_limits<int16_t>::max()) return std::nullopt;
    return static_cast<int>(x);
  }
  static uint64_t salted(uint64_t hash, Color attacker) {
    return attacker == Color::White ? hash ^ 0x9e3779b97f4a7c15ull : hash;
  }
  static uint64_t pack(uint64_t h, const Bounds& b) {
    return (h & 0xffffffff00000000ull) | (uint64_t{static_cast<uint16_t>(b.winsUpTo)} << 16) |
           uint64_t{static_cast<uint16_t>(b.losesFrom)};
  }
  static std::optional<Bounds> unpack(uint64_t word, uint64_t h) {
    if (word == 0 || (word & 0xffffffff00000000ull) != (h & 0xffffffff00000000ull)) return std::nullopt;
    return Bounds{static_cast<int16_t>(word >> 16), static_cast<int16_t>(word)};
  }

  std::unique_ptr<std::atomic<uint64_t>[]> slots_;
  size_t mask_ = 0;
};

}  // namespace goproof
