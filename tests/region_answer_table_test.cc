// The table of region games' answers: it may forget, but never answers a
// state it was not told, nor with another answer; it keeps what cost most.
#include "solver/rules/region_answer_table.h"

#include <cstdint>
#include <map>
#include <random>
#include <utility>

#include "gtest/gtest.h"

namespace goproof {
namespace {

TEST(RegionAnswerTable, GivesBackWhatItWasToldAndNothingElse) {
  RegionAnswerTable table(RegionAnswerTable::kFirstEntries * 4);
  std::map<std::pair<uint32_t, uint64_t>, bool> told;
  std::mt19937_64 random(7);
  // Ten times the table's room: it grows to its most, then gives entries up.
  for (int i = 0; i < 10 * static_cast<int>(RegionAnswerTable::kFirstEntries) * 4; ++i) {
    const uint32_t game = static_cast<uint32_t>(random() % 50);
    const uint64_t state = random() & ((uint64_t{1} << 41) - 1);
    const bool won = random() & 1;
    table.store(game, state, won, random() % 1000);
    told[{game, state}] = won;
  }
  EXPECT_EQ(table.capacity(), RegionAnswerTable::kFirstEntries * 4) << "grown to its most and no further";
  EXPECT_GT(table.size(), table.capacity() * 9 / 10) << "a full table uses its room";
  size_t kept = 0;
  for (const auto& [key, won] : told) {
    const auto answer = table.find(key.first, key.second);
    if (!answer) continue;
    ++kept;
    EXPECT_EQ(*answer, won) << "game " << key.first << " state " << key.second;
  }
  EXPECT_EQ(kept, table.size());
  // A game never told of is unknown in every state, those of the others included.
  for (const auto& [key, won] : told) EXPECT_FALSE(table.find(1000, key.second).has_value());
}

TEST(RegionAnswerTable, AnAnswerStoredAgainIsReplaced) {
  RegionAnswerTable table(RegionAnswerTable::kFirstEntries);
  table.store(3, 12345, false, 10);
  table.store(3, 12345, true, 10);
  EXPECT_EQ(table.find(3, 12345), true);
  EXPECT_EQ(table.find(4, 12345), std::nullopt);
  EXPECT_EQ(table.size(), 1u);
}

// Where it must give an entry up, it gives up one that took less work than
// those it keeps: the answers that cost many states outlive cheap ones.
TEST(RegionAnswerTable, AFullTableKeepsTheDearAnswers) {
  RegionAnswerTable table(RegionAnswerTable::kFirstEntries);
  const int dear = static_cast<int>(RegionAnswerTable::kFirstEntries) / 32;  // no bucket gets five
  for (int i = 0; i < dear; ++i) table.store(1, static_cast<uint64_t>(i), true, 1000000);
  for (int i = 0; i < 20 * static_cast<int>(RegionAnswerTable::kFirstEntries); ++i)
    table.store(2, static_cast<uint64_t>(i), false, 1);
  int stillThere = 0;
  for (int i = 0; i < dear; ++i) stillThere += table.find(1, static_cast<uint64_t>(i)).has_value();
  EXPECT_EQ(stillThere, dear);
}

}  // namespace
}  // namespace goproof
