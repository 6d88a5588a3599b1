// The table of region games' answers: it may forget, but never answers a
// state it was not told, nor with another answer; it keeps what cost most.
#include "solver/rules/region_answer_table.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "solver/rules/enclosed_region_game.h"

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
  // Few enough that no bucket holds four of them (a fifth store would give one up).
  const int dear = static_cast<int>(RegionAnswerTable::kFirstEntries) / 64;
  for (int i = 0; i < dear; ++i) table.store(1, static_cast<uint64_t>(i), true, 1000000);
  for (int i = 0; i < 20 * static_cast<int>(RegionAnswerTable::kFirstEntries); ++i)
    table.store(2, static_cast<uint64_t>(i), false, 1);
  int stillThere = 0;
  for (int i = 0; i < dear; ++i) stillThere += table.find(1, static_cast<uint64_t>(i)).has_value();
  EXPECT_EQ(stillThere, dear);
}

// Doubling puts every entry back: whatever the table held before the store
// that makes it grow, it holds after (but the one that store may replace).
TEST(RegionAnswerTable, GrowingLosesNothing) {
  RegionAnswerTable table(RegionAnswerTable::kFirstEntries * 2);
  std::vector<uint64_t> stored;
  uint64_t state = 0;
  while (table.capacity() == RegionAnswerTable::kFirstEntries) {
    std::vector<uint64_t> held;
    if (table.size() * 2 > table.capacity())  // the next store grows it
      for (uint64_t s : stored)
        if (table.find(9, s)) held.push_back(s);
    table.store(9, state * 7919, state % 3 == 0, 1);
    stored.push_back(state++ * 7919);
    if (table.capacity() == RegionAnswerTable::kFirstEntries) continue;
    size_t lost = 0;
    for (uint64_t s : held) lost += !table.find(9, s).has_value();
    EXPECT_LE(lost, 1u) << "of " << held.size() << " entries held before growing";
    EXPECT_GT(held.size(), RegionAnswerTable::kFirstEntries / 2);
  }
}

// A w x h grid of points, those of its first row next to the owner's alive
// wall (a region along a side of the board).
RegionShape grid(int w, int h) {
  RegionShape s;
  s.size = w * h;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int p = y * w + x;
      auto link = [&](int q) { s.adjacent[p] |= static_cast<RegionMask>(1u << q); };
      if (x > 0) link(p - 1);
      if (x + 1 < w) link(p + 1);
      if (y > 0) link(p - w);
      if (y + 1 < h) link(p + w);
      if (y == 0) s.touchesAlive |= static_cast<RegionMask>(1u << p);
    }
  return s;
}

// The region searches' answers on random contents of grids, for the safe
// regions' game and the last region's.
std::vector<bool> regionAnswers() {
  std::vector<bool> answers;
  std::mt19937 random(11);
  for (auto [w, h] : {std::pair{3, 2}, std::pair{4, 2}, std::pair{3, 3}}) {
    for (int trial = 0; trial < 60; ++trial) {
      const RegionShape shape = grid(w, h);
      RegionContents c;
      for (int p = 0; p < shape.size; ++p) {
        const unsigned roll = random() % 10;
        if (roll < 2) c.own |= static_cast<RegionMask>(1u << p);
        if (roll == 2) c.enemy |= static_cast<RegionMask>(1u << p);
      }
      answers.push_back(ownerKeepsRegion(shape, c));
      answers.push_back(ownerKeepsLastRegion(shape, c));
    }
  }
  return answers;
}

// Every answer the table keeps is exact, so a table too small to keep a
// search's own states (it forgets them while that search runs) changes no
// answer, only the work.
TEST(RegionAnswerTable, ForgettingChangesNoAnswerOfTheRegionSearches) {
  useRegionAnswerTableOfSize(RegionAnswerTable::kMostEntries);
  const std::vector<bool> kept = regionAnswers();
  useRegionAnswerTableOfSize(64);
  const std::vector<bool> forgetting = regionAnswers();
  useRegionAnswerTableOfSize(RegionAnswerTable::kMostEntries);
  EXPECT_EQ(forgetting, kept);
  const auto yes = std::count(kept.begin(), kept.end(), true);
  EXPECT_GT(yes, 100) << "regions kept";
  EXPECT_LT(yes, static_cast<long>(kept.size()) - 5) << "and regions not kept";
}

}  // namespace
}  // namespace goproof
