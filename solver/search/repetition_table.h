// Alpha-beta's second table: proven results that relied on repetitions of
// positions earlier on the search path (alphabeta_search.h).
//
// Where endless play scores 0, a position that repeats one on the path scores
// 0. A result that relied on such a repetition of an earlier position is true
// only while that position is on the path, so the main table cannot hold it,
// and without this table the search solves the same subtree again on every
// path that reaches it (in Go under simple ko, again and again). Here it is
// kept with the positions it relied on, and serves any later search whose
// path holds all of them (from the path floor on). Why that is sound: take
// Y's optimal positional strategy from the searched root; every position
// reached under it, repetitions of the path included (Y's strategy then lets
// the other side repeat forever, which scores 0), is worth at most the root's
// value to X; a stored bound whose repetitions all lie on the current path is
// such a value. The same holds the other way round, so the root's value does
// not change (tests/alphabeta_cycles_test.cc checks it against retrograde
// analysis, which has no path at all).
//
// Memory: fixed, set at construction; calloc'd, so a game whose positions
// never repeat touches none of it. Layout: buckets of four 64-byte entries;
// an entry is the position's hash (exact, not up to symmetry: the positions
// it relied on are named as they stand), up to kMaxRelied hashes of the
// earlier positions, and a score with its bound. Replacement: a store for the
// same position and the same relied positions overwrites; else an empty
// slot; else the oldest entry. A result that relied on more positions than
// an entry holds is not stored.
//
// Concurrency: one thread at a time (alpha-beta is serial).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>

#include "solver/search/alphabeta_entry.h"

namespace goproof {

// A set of path indices (0 .. kMaxSearchPly + 1): the repetitions a search
// result relied on.
class PathIndexSet {
 public:
  static constexpr int kCapacity = 256;
  static_assert(kMaxSearchPly + 2 <= kCapacity);

  static PathIndexSet single(int index) {
    PathIndexSet s;
    s.insert(index);
    return s;
  }
  void insert(int index) { words_[index >> 6] |= uint64_t{1} << (index & 63); }
  void unite(const PathIndexSet& other) {
    for (int w = 0; w < kWords; ++w) words_[w] |= other.words_[w];
  }
  // Drops every index at or above `limit`.
  void keepBelow(int limit) {
    for (int w = 0; w < kWords; ++w) {
      const int first = 64 * w;
      if (first >= limit) words_[w] = 0;
      else if (limit - first < 64) words_[w] &= (uint64_t{1} << (limit - first)) - 1;
    }
  }
  bool empty() const { return (words_[0] | words_[1] | words_[2] | words_[3]) == 0; }
  int size() const {
    int n = 0;
    for (const uint64_t w : words_) n += __builtin_popcountll(w);
    return n;
  }
  // Calls f(index) for each index, lowest first.
  template <class F>
  void forEach(F&& f) const {
    for (int w = 0; w < kWords; ++w)
      for (uint64_t bits = words_[w]; bits; bits &= bits - 1) f(64 * w + __builtin_ctzll(bits));
  }

 private:
  static constexpr int kWords = kCapacity / 64;
  std::array<uint64_t, kWords> words_{};
};

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

  // A table using at most `megabytes` MiB (at least one bucket).
  explicit RepetitionTable(size_t megabytes) {
    bucketCount_ = std::max<size_t>(1, (megabytes << 20) / sizeof(Bucket));
    buckets_.reset(static_cast<Bucket*>(std::calloc(bucketCount_, sizeof(Bucket))));
    if (!buckets_) throw std::bad_alloc();
  }

  // Calls visit(entry) for each entry stored for key, until visit returns true.
  template <class Visit>
  bool probe(uint64_t key, Visit&& visit) const {
    key = key ? key : 1;
    for (const RepetitionEntry& e : buckets_[bucketOf(key)].entries)
      if (e.key == key && visit(e)) return true;
    return false;
  }

  // Stores entry (its key, relied positions and bound); see the replacement
  // policy above. Requires entry.reliedCount <= kMaxRelied, relied sorted.
  void store(RepetitionEntry entry) {
    entry.key = entry.key ? entry.key : 1;
    entry.stamp = ++clock_;
    Bucket& bucket = buckets_[bucketOf(entry.key)];
    RepetitionEntry* victim = nullptr;
    for (RepetitionEntry& e : bucket.entries)
      if (e.key == entry.key && e.reliedCount == entry.reliedCount && e.relied == entry.relied) victim = &e;
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

  uint64_t stores() const { return stores_; }

 private:
  struct alignas(64) Bucket {
    std::array<RepetitionEntry, kBucketEntries> entries;
  };
  struct FreeDeleter {
    void operator()(Bucket* p) const { std::free(p); }
  };
  size_t bucketOf(uint64_t key) const {
    __extension__ using Wide = unsigned __int128;
    return static_cast<size_t>((static_cast<Wide>(key) * bucketCount_) >> 64);
  }

  std::unique_ptr<Bucket[], FreeDeleter> buckets_;
  size_t bucketCount_ = 0;
  uint32_t clock_ = 0;
  uint64_t stores_ = 0;
};

}  // namespace goproof
