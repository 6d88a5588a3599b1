// df-pn keeps the child lists of the nodes it searches (child_list_cache.h),
// so that a node searched again is not played out afresh. The cache may only
// save time: with it and without it the serial search must visit the same
// nodes and give the same answers, in games with and without repetitions.
#include <string>

#include "gtest/gtest.h"
#include "solver/search/child_list_cache.h"
#include "solver/search/solve.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::RulesAndSize;

void expectSameSearch(GameState<1>& game, const std::string& what) {
  testing::expectSameAnswer(
      game, [](SolverOptions& o) { o.threads = 1; }, [](SolverOptions& o) { o.threads = 1, o.childCache = false; },
      what);
  SolverOptions options;
  options.threads = 1;
  options.tableMegabytes = 64;
  const uint64_t with = solvePosition(game, options).stats.nodes;
  options.childCache = false;
  EXPECT_EQ(with, solvePosition(game, options).stats.nodes) << what << ": the same nodes, node for node";
}

TEST(DfpnChildListCache, SearchesTheSameNodesOnEmptyBoards) {
  testing::forEmptyBoards({{"capture-1", 4, 4}, {"capture-2", 3, 4}, {"capture-3", 3, 3}, {"gonnect", 4, 4},
                           {"go", 3, 3}, {"go", 2, 4}, {"quench-1", 3, 3}, {"quench-3", 3, 3}, {"conversion", 3, 3}},
                          expectSameSearch);
}

TEST(DfpnChildListCache, SearchesTheSameNodesAfterRandomOpenings) {
  const int checked = testing::forRandomOpenings(
      {{"capture-2", 4, 4}, {"gonnect", 4, 4}, {"go", 3, 3}, {"quench-4", 3, 3}}, 20261127, expectSameSearch);
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
}

TEST(ChildListCache, FindsAListOnlyInItsOwnGeneration) {
  ChildListCache cache(size_t{1} << 20);
  ASSERT_TRUE(cache.enabled());
  ChildListCache::Slot& slot = cache.claim(42);
  slot.count = 1;
  slot.children[0] = CachedChild{7, 8, 0, 0, 3};
  ASSERT_NE(cache.find(42), nullptr);
  EXPECT_EQ(cache.find(42)->children[0].move, 3);
  EXPECT_EQ(cache.find(43), nullptr) << "another position";
  cache.newGeneration();
  EXPECT_EQ(cache.find(42), nullptr) << "a new question starts afresh";
  EXPECT_FALSE(ChildListCache(0).enabled());
}

}  // namespace
}  // namespace goproof
