// --tt-mb bounds a df-pn search's memory however many threads search
// (solver/search/search_memory.h): the table and every thread's child-list
// cache together, and the answer is the same with any share.
#include "solver/search/search_memory.h"

#include "gtest/gtest.h"
#include "solver/search/child_list_cache.h"
#include "solver/search/repetition_table.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

TEST(SearchMemory, TheTableAndEveryThreadsCacheFitInTheMegabytesAsked) {
  for (size_t megabytes : {1, 2, 3, 8, 16, 100, 256, 4096})
    for (int threads : {1, 2, 3, 7, 16, 64, 256, 1024}) {
      const DfpnMemoryPlan plan = planDfpnMemory(megabytes, threads, true);
      EXPECT_LE(plan.plannedBytes(), megabytes << 20) << megabytes << " MiB, " << threads << " threads";
      EXPECT_GE(plan.tableMegabytes, 1u);
      EXPECT_LE(plan.childCacheBytes, kFullChildCacheBytes);
      // What the caches really allocate is within their share.
      EXPECT_LE(ChildListCache(plan.childCacheBytes).bytes(), plan.childCacheBytes);
    }
}

TEST(SearchMemory, ManyThreadsShareTheBudgetInsteadOfAddingToIt) {
  // The case that took 654 MiB for --threads 256 --tt-mb 16: 4 MiB of cache a thread.
  const DfpnMemoryPlan many = planDfpnMemory(16, 256, true);
  EXPECT_LE(many.plannedBytes(), size_t{16} << 20);
  EXPECT_EQ(many.tableMegabytes, 14u);
  EXPECT_EQ(many.childCacheBytes, (size_t{2} << 20) / 256);
  // One thread with the defaults keeps its full cache beside a 252 MiB table.
  const DfpnMemoryPlan one = planDfpnMemory(256, 1, true);
  EXPECT_EQ(one.tableMegabytes, 252u);
  EXPECT_EQ(one.childCacheBytes, kFullChildCacheBytes);
  // Without caches (--no-child-cache) the table has it all.
  const DfpnMemoryPlan none = planDfpnMemory(16, 256, false);
  EXPECT_EQ(none.tableMegabytes, 16u);
  EXPECT_EQ(none.childCacheBytes, 0u);
}

TEST(SearchMemory, ACacheTooSmallForOneListIsNoCache) {
  EXPECT_FALSE(ChildListCache(0).enabled());
  EXPECT_FALSE(ChildListCache(sizeof(ChildListCache::Slot) - 1).enabled());
  ChildListCache one(sizeof(ChildListCache::Slot));
  EXPECT_TRUE(one.enabled());
  EXPECT_EQ(one.bytes(), sizeof(ChildListCache::Slot));
  EXPECT_EQ(ChildListCache(3 * sizeof(ChildListCache::Slot)).bytes(), 2 * sizeof(ChildListCache::Slot));
}

TEST(SearchMemory, AlphaBetasRepetitionTablesTakeTheirShareInBytes) {
  // 256 threads sharing the 2 MiB eighth of --tt-mb 16: 8 KiB each, not 1 MiB each.
  const size_t share = (size_t{2} << 20) / 256;
  EXPECT_LE(RepetitionTable(RepetitionTable::Bytes{share}).bytes(), share);
  EXPECT_EQ(RepetitionTable(size_t{1}).bytes(), size_t{1} << 20);
  EXPECT_GT(RepetitionTable(RepetitionTable::Bytes{0}).bytes(), 0u) << "at least one bucket";
}

TEST(SearchMemory, ManyThreadsInASmallBudgetGiveTheSameAnswer) {
  GameState<1> game = testing::emptyGame("capture-1", 4, 4);
  SolverOptions serial;
  serial.threads = 1;
  serial.tableMegabytes = 64;
  const SolveResult alone = solvePosition(game, serial);
  SolverOptions crowded;
  crowded.threads = 64;
  crowded.tableMegabytes = 1;
  const SolveResult many = solvePosition(game, crowded);
  EXPECT_EQ(many.value, alone.value);
  EXPECT_EQ(many.winningMoves, alone.winningMoves);
}

}  // namespace
}  // namespace goproof
