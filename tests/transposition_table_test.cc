// The transposition table's contract: what is stored can be found, a full
// bucket gives way to more important entries only, memory stays within the
// size asked for, and a shared table hands out whole entries under threads.
#include "solver/search/transposition_table.h"

#include <cstdint>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "solver/board/zobrist.h"

namespace goproof {
namespace {

// A payload whose importance is chosen by the test.
struct Ranked {
  uint32_t tag = 0;
  uint32_t rank = 0;
  uint32_t priority() const { return rank; }
};
static_assert(TablePayload<Ranked>);

using Table = TranspositionTable<Ranked>;
using SharedTable = TranspositionTable<Ranked, true>;

// The bucket is chosen from the key's high bits (multiply-shift over the
// bucket count), so keys below 2^64 / buckets all share the first bucket.
template <class T>
bool sharesFirstBucket(const T& table, uint64_t key) {
  const uint64_t buckets = table.entryCapacity() / T::kBucketEntries;
  return key < (~uint64_t{0}) / buckets;
}

TEST(TranspositionTable, FindsWhatWasStored) {
  Table table(1);
  table.store(0x1234'5678'9abc'def0ull, {7, 3});
  Ranked out;
  ASSERT_TRUE(table.probe(0x1234'5678'9abc'def0ull, out));
  EXPECT_EQ(out.tag, 7u);
  EXPECT_EQ(out.rank, 3u);
}

TEST(TranspositionTable, MissesAKeyNeverStored) {
  Table table(1);
  table.store(42, {1, 1});
  Ranked out;
  EXPECT_FALSE(table.probe(43, out));
  EXPECT_FALSE(table.probe(zobrist::mix(42), out));
}

TEST(TranspositionTable, StoringTheSameKeyAgainReplacesItsPayload) {
  Table table(1);
  table.store(99, {1, 50});
  table.store(99, {2, 1});  // even with a lower priority
  Ranked out;
  ASSERT_TRUE(table.probe(99, out));
  EXPECT_EQ(out.tag, 2u);
  EXPECT_EQ(out.rank, 1u);
  EXPECT_EQ(table.stats().overwrites, 0u) << "replacing a key's own entry evicts nobody";
}

TEST(TranspositionTable, KeyZeroIsAnOrdinaryKey) {
  Table table(1);
  Ranked out;
  EXPECT_FALSE(table.probe(0, out)) << "an empty slot is not key 0";
  table.store(0, {5, 5});
  ASSERT_TRUE(table.probe(0, out));
  EXPECT_EQ(out.tag, 5u);
  // Documented: key 0 is kept as key 1, so the two share one entry.
  ASSERT_TRUE(table.probe(1, out));
  EXPECT_EQ(out.tag, 5u);
}

TEST(TranspositionTable, AFullBucketEvictsItsLeastImportantEntry) {
  Table table(1);
  for (uint64_t key = 1; key <= 6; ++key) ASSERT_TRUE(sharesFirstBucket(table, key));
  table.store(1, {1, 5});
  table.store(2, {2, 3});
  table.store(3, {3, 9});
  table.store(4, {4, 7});
  EXPECT_EQ(table.stats().overwrites, 0u) << "four keys fill the bucket's four empty slots";

  table.store(5, {5, 4});  // outranks key 2 (priority 3), the least
  Ranked out;
  EXPECT_FALSE(table.probe(2, out));
  for (uint64_t key : {1, 3, 4, 5}) EXPECT_TRUE(table.probe(key, out)) << key;
  EXPECT_EQ(table.stats().overwrites, 1u);
  EXPECT_EQ(table.stats().dropped, 0u);
}

TEST(TranspositionTable, ANewcomerLessImportantThanAllIsDropped) {
  Table table(1);
  table.store(1, {1, 5});
  table.store(2, {2, 3});
  table.store(3, {3, 9});
  table.store(4, {4, 7});
  table.store(6, {6, 2});  // below every resident
  Ranked out;
  EXPECT_FALSE(table.probe(6, out));
  for (uint64_t key : {1, 2, 3, 4}) EXPECT_TRUE(table.probe(key, out)) << key;
  EXPECT_EQ(table.stats().dropped, 1u);
  EXPECT_EQ(table.stats().overwrites, 0u);
}

TEST(TranspositionTable, ANewcomerTyingTheLeastImportantReplacesIt) {
  Table table(1);
  table.store(1, {1, 5});
  table.store(2, {2, 3});
  table.store(3, {3, 9});
  table.store(4, {4, 7});
  table.store(5, {5, 3});  // "if even that outranks the newcomer": a tie does not
  Ranked out;
  EXPECT_FALSE(table.probe(2, out));
  EXPECT_TRUE(table.probe(5, out));
}

TEST(TranspositionTable, BucketsAtTheOtherEndWorkAlike) {
  Table table(1);
  const uint64_t top = ~uint64_t{0};
  for (uint64_t i = 0; i < 4; ++i) table.store(top - i, {static_cast<uint32_t>(i), 10});
  table.store(top - 4, {4, 1});
  Ranked out;
  EXPECT_FALSE(table.probe(top - 4, out));
  for (uint64_t i = 0; i < 4; ++i) {
    ASSERT_TRUE(table.probe(top - i, out));
    EXPECT_EQ(out.tag, i);
  }
}

TEST(TranspositionTable, CountsItsTraffic) {
  Table table(1);
  Ranked out;
  table.probe(10, out);                                      // a miss
  table.store(10, {1, 1});
  table.probe(10, out);                                      // a hit
  table.store(10, {2, 1});                                   // the same key again
  for (uint64_t key : {1, 2, 3}) table.store(key, {0, 5});   // the bucket of 1..10 is now full
  table.store(5, {0, 0});                                    // below all four: dropped
  table.store(6, {0, 9});                                    // evicts key 10 (priority 1)
  TableStats s = table.stats();
  EXPECT_EQ(s.probes, 2u);
  EXPECT_EQ(s.hits, 1u);
  EXPECT_EQ(s.stores, 7u);
  EXPECT_EQ(s.dropped, 1u);
  EXPECT_EQ(s.overwrites, 1u);
  EXPECT_FALSE(table.probe(10, out));

  table.clear();
  s = table.stats();
  EXPECT_EQ(s.probes + s.hits + s.stores + s.dropped + s.overwrites, 0u);
  EXPECT_FALSE(table.probe(6, out)) << "clear() empties the table";
}

template <class T>
void expectWithinBudget(size_t megabytes) {
  T table(megabytes);
  const size_t budget = megabytes << 20;
  EXPECT_LE(table.bytes(), budget) << megabytes << " MiB";
  EXPECT_GT(table.bytes(), budget - 65) << "uses what it may, less than one bucket left over";
  EXPECT_LE(table.entryCapacity() * 16, table.bytes());
  for (uint64_t i = 0; i < 4 * table.entryCapacity(); ++i)
    table.store(zobrist::mix(i), {static_cast<uint32_t>(i), static_cast<uint32_t>(i % 97)});
  EXPECT_LE(table.bytes(), budget) << "storing never grows the table";
}

TEST(TranspositionTable, NeverUsesMoreThanTheMegabytesAskedFor) {
  for (size_t megabytes : {1, 2, 3, 5}) {
    expectWithinBudget<Table>(megabytes);
    expectWithinBudget<SharedTable>(megabytes);
  }
}

// Payload written for key by writer round `round`: both halves derive from
// the key, so a torn entry (key of one store, payload of another, or halves of
// two payloads) fails the check.
Ranked payloadFor(uint64_t key, uint32_t round) {
  return {round, static_cast<uint32_t>(zobrist::mix(key ^ round))};
}
bool consistent(uint64_t key, const Ranked& p) { return p.rank == static_cast<uint32_t>(zobrist::mix(key ^ p.tag)); }

TEST(TranspositionTable, SharedTableHandsOutWholeEntriesUnderConcurrentUse) {
  SharedTable table(1);
  constexpr int kThreads = 4;
  constexpr uint32_t kRounds = 400'000;
  // Eight keys fight over the four slots of the first bucket, so stores keep
  // evicting each other while probes read the same slots; a few spread keys
  // keep the rest of the table busy.
  auto keyAt = [](uint32_t i, int t) -> uint64_t {
    return i % 8 == 7 ? zobrist::mix(i % 1000) : 1 + (i * 5 + static_cast<uint32_t>(t)) % 8;
  };
  std::vector<uint64_t> torn(kThreads, 0), hits(kThreads, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (uint32_t i = 0; i < kRounds; ++i) {
        const uint64_t key = keyAt(i, t);
        table.store(key, payloadFor(key, i * kThreads + static_cast<uint32_t>(t)));
        const uint64_t probeKey = keyAt(i + 3, t);
        Ranked out;
        if (table.probe(probeKey, out)) {
          ++hits[t];
          if (!consistent(probeKey, out)) ++torn[t];
        }
      }
    });
  }
  for (auto& thread : threads) thread.join();
  for (int t = 0; t < kThreads; ++t) {
    EXPECT_EQ(torn[t], 0u) << "thread " << t;
    EXPECT_GT(hits[t], 0u) << "thread " << t;
  }
  TableStats s = table.stats();
  EXPECT_EQ(s.stores, uint64_t{kThreads} * kRounds) << "counters are exact totals";
  EXPECT_EQ(s.probes, uint64_t{kThreads} * kRounds);
  uint64_t allHits = 0;
  for (uint64_t h : hits) allHits += h;
  EXPECT_EQ(s.hits, allHits);
  for (uint64_t key = 1; key <= 8; ++key) {  // whatever survived is whole
    Ranked out;
    if (table.probe(key, out)) {
      EXPECT_TRUE(consistent(key, out)) << key;
    }
  }
}

}  // namespace
}  // namespace goproof
