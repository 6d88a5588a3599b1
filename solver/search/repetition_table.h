// Alpha-beta's second table: proven results that relied on repetitions of
// positions earlier on the search path (alphabeta_search.h).
//
// Where endless play scores 0, a position that repeats one on the path scores
// 0. A result that relied on such a repetition of an earlier position is true
// only while that position is on the path, so the main table cannot hold it,
// and without this table the search solves the same subtree again on every
// path that reaches it (in Go under simple ko, again and again). Here it is
// kept with the positions it relied on, and serves any later search whose
// path holds all of them (from the path floor on).
//
// Why that is sound. Assume, as for the game in which endless play scores 0
// and ends are ranked by length (search_score.h), that each side has an
// optimal strategy that depends on the position alone. Let Y play hers from
// the path floor, and attach at the current position the search tree that
// proved the stored bound for X. Every leaf that play under Y's strategy can
// reach is a finished game, a proven main-table bound (a true bound), or a
// repetition: of a position inside the tree, or of one of the relied
// positions, which lie on the current path. A repetition under Y's strategy
// means X could repeat the cycle forever, which scores 0, so it is worth no
// more to X than the floor's value; nested repetition-table leaves follow by
// induction. So the result at the path floor stays a true bound on the
// floor's value (and the same holds with the sides swapped). Below the
// floor, a bound that relied on repetitions holds only on paths through the
// positions it relied on, and is stored only here. alphabeta_scored_test and
// exact_score_test hold alpha-beta to retrograde analysis (no path at all)
// on every Go board up to 3x3 and on 2x4 and 3x4; graph_history_test checks
// that an entry serves only on paths through its positions.
//
// Memory: fixed, set at construction; zeroed pages from the kernel, asked for
// as huge pages as the main table's are (util/zeroed_memory.h), so a game
// whose positions never repeat touches none of it. Beside the buckets, one
// bit per bucket says whether anything was ever stored there, and a probe
// of a bucket never stored to reads only that bit: the summary (an eighth
// of a megabyte per 256 MiB of table) stays in the processor's cache, where
// a bucket is a miss, and most probes (enhanced transposition cut-offs ask
// for every child) find nothing. Layout: buckets of four 64-byte entries;
// an entry is the position's hash (exact, not up to symmetry: the positions
// it relied on are named as they stand), up to kMaxRelied hashes of the
// earlier positions, and a score with its bound. Replacement: a store for the
// same position and the same relied positions overwrites (but an exact
// score is not replaced by a mere bound); else an empty slot; else the
// oldest entry. A result that relied on more positions than
// an entry holds is not stored.
//
// Concurrency: one thread at a time (alpha-beta is serial).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "solver/search/alphabeta_entry.h"
#include "solver/search/path_index_set.h"
#include "solver/util/zeroed_memory.h"

namespace goproof {

// One stored result: the position's score bound, true while every relied
// position is on the path.
struct RepetitionEntry {
  static constexpr int kMaxRelied = 6;
  uint64_t key = 0;                           // the position's hash (0: empty slot)
  std::array<uint64_t, kMaxRelied> relied{};  // hashes of the earlier positions it relied on
  int16_t score = 0;                          // counted from this position (scoreFromNode)
  Bound bound = Bound::None;
  uint8_t reliedCount = 0;
  uint32_t stamp = 0;  // store order, for replacement
};
static_assert(sizeof(RepetitionEntry) == 64);

class RepetitionTable {
 public:
  static constexpr int kBucketEntries = 4;

  // A size in bytes, for a table's share of --tt-mb.
  struct Bytes {
    size_t count;
  };
  // A table using at most `megabytes` MiB (at least one bucket).
  explicit RepetitionTable(size_t megabytes) : RepetitionTable(Bytes{megabytes << 20}) {}
  // A table using at most `bytes` (at least one bucket).
  explicit RepetitionTable(Bytes bytes) {
    // Buckets and their summary (one bit each) share the budget.
    bucketCount_ = std::max<size_t>(1, bytes.count * 8 / (8 * sizeof(Bucket) + 1));
    while (bucketCount_ > 1 && bytesFor(bucketCount_) > bytes.count) --bucketCount_;
    buckets_ = allocateZeroed<Bucket>(bucketCount_);
    used_.assign(summaryWords(bucketCount_), 0);
  }
  // The memory it takes: buckets and summary.
  size_t bytes() const { return bytesFor(bucketCount_); }

  // Calls visit(entry) for each entry stored for key, until visit returns
  // true (then counted as a hit, and probe returns true).
  template <class Visit>
  bool probe(uint64_t key, Visit&& visit) {
    key = key ? key : 1;
    const size_t b = bucketOf(key);
    if (!(used_[b / 64] >> (b % 64) & 1)) return false;  // never stored to
    for (const RepetitionEntry& e : buckets_[b].entries)
      if (e.key == key && visit(e)) return ++hits_, true;
    return false;
  }

  // Stores entry (its key, relied positions and bound); see the replacement
  // policy above. Requires entry.reliedCount <= kMaxRelied, relied sorted.
  void store(RepetitionEntry entry) {
    entry.key = entry.key ? entry.key : 1;
    entry.stamp = ++clock_;
    const size_t b = bucketOf(entry.key);
    used_[b / 64] |= uint64_t{1} << (b % 64);
    Bucket& bucket = buckets_[b];
    RepetitionEntry* victim = nullptr;
    for (RepetitionEntry& e : bucket.entries)
      if (e.key == entry.key && e.reliedCount == entry.reliedCount && e.relied == entry.relied) {
        if (e.bound == Bound::Exact && entry.bound != Bound::Exact) return;
        victim = &e;
      }
    for (RepetitionEntry& e : bucket.entries)
      if (!victim && e.key == 0) victim = &e;
    if (!victim) {
      victim = &bucket.entries[0];
      for (RepetitionEntry& e : bucket.entries)
        if (e.stamp < victim->stamp) victim = &e;
    }
    *victim = entry;
    ++stores_;
  }

  // Entries stored, and probes that a visit accepted, since construction.
  uint64_t stores() const { return stores_; }
  uint64_t hits() const { return hits_; }

 private:
  struct alignas(64) Bucket {
    std::array<RepetitionEntry, kBucketEntries> entries;
  };
  static size_t summaryWords(size_t buckets) { return (buckets + 63) / 64; }
  static size_t bytesFor(size_t buckets) { return buckets * sizeof(Bucket) + summaryWords(buckets) * sizeof(uint64_t); }
  size_t bucketOf(uint64_t key) const {
    __extension__ using Wide = unsigned __int128;
    return static_cast<size_t>((static_cast<Wide>(key) * bucketCount_) >> 64);
  }

  ZeroedArray<Bucket> buckets_;
  std::vector<uint64_t> used_;  // bit b: bucket b has been stored to
  size_t bucketCount_ = 0;
  uint32_t clock_ = 0;
  uint64_t stores_ = 0, hits_ = 0;
};

}  // namespace goproof
