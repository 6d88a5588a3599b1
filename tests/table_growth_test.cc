// How the transposition table sizes itself to the problem: it starts small,
// doubles when half its entries are in use, and doubles when it loses more
// than one settled result per 1024 entries in use, but not at the first
// settled result it loses once it holds many.
#include <cstdint>

#include "gtest/gtest.h"
#include "solver/board/zobrist.h"
#include "solver/search/transposition_table.h"

namespace goproof {
namespace {

// A payload that is either a settled result or an estimate, as df-pn's are.
struct Result {
  uint32_t tag = 0;
  uint32_t isSettled = 0;
  uint32_t priority() const { return isSettled ? 2 : 1; }
  bool settled() const { return isSettled != 0; }
};
static_assert(TablePayload<Result>);

using Table = TranspositionTable<Result>;

constexpr Result kSettled{0, 1};
constexpr Result kEstimate{0, 0};

// Keys 1 to 8 share the first bucket at any size below 2^60 buckets (the
// bucket comes from the key's high bits).
constexpr uint64_t kFirstBucketKeys[] = {1, 2, 3, 4, 5, 6, 7, 8};

// n keys, each alone in its bucket while the table has at least n buckets,
// and none in the first bucket.
void storeSpreadKeys(Table& table, uint64_t n, Result payload) {
  const uint64_t step = ~uint64_t{0} / (n + 1);
  for (uint64_t i = 1; i <= n; ++i) table.store(i * step, payload);
}

TEST(TableGrowth, StartsAtOneMebibyteWhateverTheLimit) {
  Table table(1024);
  EXPECT_EQ(table.entriesInUse(), (size_t{1} << 20) / 16);
  EXPECT_EQ(table.entryCapacity(), (size_t{1024} << 20) / 16);
}

TEST(TableGrowth, DoublesWhenHalfItsEntriesAreFilled) {
  Table table(64);
  const size_t start = table.entriesInUse();
  uint64_t stored = 0;
  while (table.entriesInUse() == start) table.store(zobrist::mix(++stored), kEstimate);
  EXPECT_EQ(table.entriesInUse(), 2 * start);
  // Estimates evicted from full buckets fill nothing, so a few more stores than half.
  EXPECT_GT(stored, start / 2);
  EXPECT_LT(stored, start / 2 + start / 20);
  Result out;
  EXPECT_TRUE(table.probe(zobrist::mix(stored), out)) << "the last store survives the growth";
}

TEST(TableGrowth, ASmallTableDoublesAtItsFirstLostSettledResult) {
  Table table(64);
  const size_t start = table.entriesInUse();
  for (int i = 0; i < 4; ++i) table.store(kFirstBucketKeys[i], kSettled);
  EXPECT_EQ(table.entriesInUse(), start) << "four settled results fit their bucket";
  table.store(kFirstBucketKeys[4], kSettled);  // evicts a settled result: 1 lost of 4 entries
  EXPECT_EQ(table.entriesInUse(), 2 * start);
}

TEST(TableGrowth, EstimatesLostFromAFullBucketNeverGrowIt) {
  Table table(64);
  const size_t start = table.entriesInUse();
  for (uint64_t key : kFirstBucketKeys) table.store(key, kEstimate);
  EXPECT_EQ(table.entriesInUse(), start);
  EXPECT_EQ(table.stats().overwrites, 4u);
}

TEST(TableGrowth, ALargeTableLosesOneSettledResultPer1024EntriesBeforeItDoubles) {
  Table table(64);
  const size_t start = table.entriesInUse();
  storeSpreadKeys(table, 2044, kEstimate);  // 2044 + 4 = 2048 entries: two losses allowed
  for (int i = 0; i < 4; ++i) table.store(kFirstBucketKeys[i], kSettled);
  ASSERT_EQ(table.entriesInUse(), start);
  table.store(kFirstBucketKeys[4], kSettled);
  table.store(kFirstBucketKeys[5], kSettled);
  EXPECT_EQ(table.entriesInUse(), start) << "two settled results lost among 2048 entries";
  table.store(kFirstBucketKeys[6], kSettled);
  EXPECT_EQ(table.entriesInUse(), 2 * start) << "a third is more than one per 1024";
}

TEST(TableGrowth, NeverGrowsBeyondItsLimit) {
  Table table(2);
  for (uint64_t i = 1; i <= table.entryCapacity(); ++i) table.store(zobrist::mix(i), kSettled);
  EXPECT_EQ(table.entriesInUse(), table.entryCapacity());
  EXPECT_LE(table.entriesInUse() * 16, size_t{2} << 20);
}

}  // namespace
}  // namespace goproof
