// The answers of the region games (enclosed_region_game.h) kept between
// searches: whether the owner wins a state, by the game's id and the
// state's key. Each answer kept is the game's exact one (the least fixed
// point), so the table only saves work: what it gives up costs a search
// again, never a different answer.
//
// Before this table, the answers lived in one hash map per game and were all
// dropped at 8 million states; on 5x5 Go with last regions of 13 points that
// happened every few seconds, and searching again what was dropped halved
// the solver's node rate (docs/solvers.md, "The region searches' answers").
// Here a full bucket gives up its entry that took the fewest states to find,
// as a transposition table gives up its shallowest.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "solver/util/zeroed_memory.h"

namespace goproof {

// Not thread safe: one table per thread.
class RegionAnswerTable {
 public:
  static constexpr int kBucketEntries = 4;
  static constexpr size_t kFirstEntries = size_t{1} << 16;  // 1 MiB
  // 256 MiB at the most (16 bytes an entry).
  static constexpr size_t kMostEntries = size_t{1} << 24;

  // An empty table of kFirstEntries entries (or `mostEntries`, if fewer)
  // that doubles, while it holds more than half of them, up to
  // `mostEntries` (rounded down to a power of two, at least one bucket).
  explicit RegionAnswerTable(size_t mostEntries);
  RegionAnswerTable() : RegionAnswerTable(kMostEntries) {}

  // The answer stored for `state` (a key below 2^62) of game `game`, if kept.
  std::optional<bool> find(uint32_t game, uint64_t state) const;

  // Keeps `won` for the state; `work` is the states its search visited,
  // which decides what a full bucket gives up.
  void store(uint32_t game, uint64_t state, bool won, uint64_t work);

  // Entries the table has room for now, and entries it holds.
  size_t capacity() const { return bucketCount_ * kBucketEntries; }
  size_t size() const { return used_; }

 private:
  struct Entry {
    uint64_t stateAndAnswer;  // 0: empty; else the state, bit 62 the answer, bit 63 set
    uint32_t game;
    uint32_t work;  // the states its search visited, capped
  };
  struct Bucket {
    Entry entries[kBucketEntries];
  };
  static constexpr uint64_t kUsed = uint64_t{1} << 63;
  static constexpr uint64_t kWon = uint64_t{1} << 62;

  size_t bucketOf(uint32_t game, uint64_t state) const;
  void place(const Entry& e);
  void grow();

  size_t mostBuckets_;
  size_t bucketCount_;
  size_t used_ = 0;
  ZeroedArray<Bucket> buckets_;
};

// Starts this thread's region searches afresh with a table of at most
// `mostEntries` entries (tests and measurements; kMostEntries unless
// asked). Defined beside the searches, in enclosed_region_game.cc.
void useRegionAnswerTableOfSize(size_t mostEntries);

}  // namespace goproof
