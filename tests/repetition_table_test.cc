// The repetition table (solver/search/repetition_table.h): which path
// indices a result relied on, and how entries are kept and replaced.
#include "solver/search/repetition_table.h"

#include <vector>

#include "gtest/gtest.h"
#include "solver/search/path_index_set.h"

namespace goproof {
namespace {

std::vector<int> indices(const PathIndexSet& set) {
  std::vector<int> out;
  set.forEach([&](int i) { out.push_back(i); });
  return out;
}

TEST(PathIndexSet, KeepsOnlyTheRepetitionsAboveAPosition) {
  PathIndexSet set = PathIndexSet::single(3);
  set.insert(64);
  set.insert(200);
  PathIndexSet other = PathIndexSet::single(0);
  other.insert(kMaxSearchPly + 1);
  set.unite(other);
  EXPECT_EQ(indices(set), (std::vector<int>{0, 3, 64, 200, kMaxSearchPly + 1}));
  EXPECT_EQ(set.size(), 5);
  set.keepBelow(65);  // a position at ply 65: repetitions of it or later ones hold on any path
  EXPECT_EQ(indices(set), (std::vector<int>{0, 3, 64}));
  set.keepBelow(64);
  EXPECT_EQ(indices(set), (std::vector<int>{0, 3}));
  set.keepBelow(0);
  EXPECT_TRUE(set.empty());
}

RepetitionEntry entry(uint64_t key, std::vector<uint64_t> relied, int16_t score) {
  RepetitionEntry e;
  e.key = key;
  for (uint64_t r : relied) e.relied[e.reliedCount++] = r;
  e.score = score;
  e.bound = Bound::Exact;
  return e;
}

std::vector<int16_t> scoresFor(RepetitionTable& table, uint64_t key) {
  std::vector<int16_t> out;
  table.probe(key, [&](const RepetitionEntry& e) {
    out.push_back(e.score);
    return false;
  });
  return out;
}

TEST(RepetitionTable, KeepsOneEntryPerPositionAndSetOfReliedPositions) {
  RepetitionTable table(0);  // one bucket of four
  table.store(entry(7, {100}, 1));
  table.store(entry(7, {100, 200}, 2));  // the same position, relying on more: a second entry
  table.store(entry(7, {100}, 3));       // the same position and set: overwrites
  EXPECT_EQ(scoresFor(table, 7), (std::vector<int16_t>{3, 2}));
  EXPECT_TRUE(scoresFor(table, 8).empty());
  EXPECT_EQ(table.stores(), 3u);
  EXPECT_EQ(table.hits(), 0u);  // no visit accepted an entry
}

TEST(RepetitionTable, AnExactScoreIsNotReplacedByABound) {
  RepetitionTable table(0);
  table.store(entry(7, {100}, 5));
  RepetitionEntry bound = entry(7, {100}, 9);
  bound.bound = Bound::Lower;
  table.store(bound);
  EXPECT_EQ(scoresFor(table, 7), (std::vector<int16_t>{5}));
  EXPECT_TRUE(table.probe(7, [](const RepetitionEntry& e) { return e.bound == Bound::Exact; }));
  EXPECT_EQ(table.hits(), 1u);
}

TEST(RepetitionTable, AFullBucketGivesUpItsOldestEntry) {
  RepetitionTable table(0);
  for (uint64_t key = 1; key <= 4; ++key) table.store(entry(key, {99}, static_cast<int16_t>(key)));
  table.store(entry(1, {99}, 10));  // refreshes key 1
  table.store(entry(5, {99}, 5));   // evicts key 2, now the oldest
  EXPECT_EQ(scoresFor(table, 1), (std::vector<int16_t>{10}));
  EXPECT_TRUE(scoresFor(table, 2).empty());
  EXPECT_EQ(scoresFor(table, 3), (std::vector<int16_t>{3}));
  EXPECT_EQ(scoresFor(table, 5), (std::vector<int16_t>{5}));
}

}  // namespace
}  // namespace goproof
