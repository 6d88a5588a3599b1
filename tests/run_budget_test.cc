// verify's run budget: each claim's share of the time left ends at one
// deadline, which every search of the claim keeps to (issue 31: `verify
// --time-limit 2` used 3.23 s, each search of a claim getting a whole share
// again). Time points are given, never measured: no test here waits.
#include <gtest/gtest.h>

#include <chrono>

#include "puzzles/run_budget.h"

namespace goproof {
namespace {

using Clock = RunBudget::Clock;
using std::chrono::seconds;

double secondsBetween(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); }

TEST(RunBudget, EachClaimGetsAnEqualShareOfWhatIsLeft) {
  const Clock::time_point t0{};
  RunBudget budget(12, 3, 1, t0);
  EXPECT_DOUBLE_EQ(secondsBetween(t0, budget.startClaim(t0)), 4);
  // The first claim was settled at once: the other two share all 12 s.
  EXPECT_DOUBLE_EQ(secondsBetween(t0, budget.startClaim(t0)), 6);
  // The second took its 6 s: the last gets what is left.
  EXPECT_DOUBLE_EQ(secondsBetween(t0 + seconds(6), budget.startClaim(t0 + seconds(6))), 6);
}

TEST(RunBudget, AClaimsSecondSearchGetsOnlyWhatItsFirstLeft) {
  const Clock::time_point t0{};
  RunBudget budget(2, 1, 1, t0);
  const Clock::time_point end = budget.startClaim(t0);
  EXPECT_DOUBLE_EQ(secondsUntil(end, t0), 2);
  // The proof took 1.5 s; the line that is its evidence has 0.5 s, not 2 more.
  EXPECT_DOUBLE_EQ(secondsUntil(end, t0 + std::chrono::milliseconds(1500)), 0.5);
  EXPECT_EQ(end, budget.deadline());
}

TEST(RunBudget, ASpentBudgetGivesAMomentNotNoLimit) {
  const Clock::time_point t0{};
  RunBudget budget(1, 2, 1, t0);
  const Clock::time_point late = t0 + seconds(5);
  EXPECT_TRUE(budget.spent(late));
  const double limit = secondsUntil(budget.startClaim(late), late);
  EXPECT_GT(limit, 0) << "0 would mean no limit";
  EXPECT_LT(limit, 0.001);
}

TEST(RunBudget, ParallelLanesTakeAShareEachButNeverPastTheRunsEnd) {
  const Clock::time_point t0{};
  RunBudget budget(10, 4, 2, t0);
  EXPECT_DOUBLE_EQ(secondsBetween(t0, budget.startClaim(t0)), 5);
  RunBudget twoLanesOneClaim(10, 1, 2, t0);
  EXPECT_EQ(twoLanesOneClaim.startClaim(t0), twoLanesOneClaim.deadline());
}

TEST(RunBudget, TheDefaultRunIsAMinuteOrFiveSecondsAClaim) {
  EXPECT_EQ(defaultRunSeconds(8), 60) << "a file of 8 hard claims ends in about a minute";
  EXPECT_EQ(defaultRunSeconds(0), 60);
  EXPECT_EQ(defaultRunSeconds(100), 500);
  EXPECT_EQ(defaultRunSeconds(100, 1), 100);
}

}  // namespace
}  // namespace goproof
