// goproof bench: the search's node-count signature. The number is pinned: a
// change to search behaviour changes it, and the commit that changes it says
// so and pins the new number here. Each position's count is checked against
// goproof solve run separately with the same flags, so the bench counts what
// a user's solve counts.
#include <string>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_goproof.h"

namespace {

using goproof::testing::CommandRun;
using goproof::testing::goproof;

// The signature of the search as of alpha-beta keeping what the life
// bounds prove in its table and taking it in its transposition cut-offs
// (issue 35; 346523 before, as of its killer moves starting empty and its
// proven table answers before the life bounds; 368854 before that,
// 370213 before alpha-beta's free passes in phase 1,
// 374032 before the horizon's guess in the
// questions about first moves, 430098 before the enhanced transposition
// cut-offs, 435639 before df-pn+'s first numbers for scored games): the
// sum of 20 single-threaded solves, each also reproduced below by goproof
// solve.
constexpr uint64_t kSignature = 343669;

TEST(BenchSignature, IsThePinnedNodeCount) {
  CommandRun plain = goproof("bench");
  ASSERT_EQ(plain.exitCode, 0) << plain.err;
  EXPECT_EQ(plain.out, std::to_string(kSignature) + "\n") << "search behaviour changed: say so, and pin the new number";
}

TEST(BenchSignature, EachPositionCountsWhatSolveCounts) {
  CommandRun bench = goproof("bench --json");
  ASSERT_EQ(bench.exitCode, 0) << bench.err;
  const auto report = nlohmann::json::parse(bench.out);
  ASSERT_EQ(report["positions"].size(), 20u);
  uint64_t total = 0;
  for (const auto& p : report["positions"]) {
    const std::string flags = p["position"];
    // The bench names the position as solve's flags; quote the board for the shell.
    std::string quoted = flags;
    if (size_t at = quoted.find("--board "); at != std::string::npos) {
      quoted.insert(at + 8, "'");
      quoted.insert(quoted.find(' ', at + 9), "'");
    }
    CommandRun solve = goproof("solve " + quoted + " --threads 1 --tt-mb 64 --json");
    ASSERT_EQ(solve.exitCode, 0) << flags << ": " << solve.err;
    const auto solved = nlohmann::json::parse(solve.out);
    EXPECT_EQ(solved["nodes"], p["nodes"]) << flags;
    EXPECT_TRUE(solved["complete"].get<bool>()) << flags;
    total += p["nodes"].get<uint64_t>();
  }
  EXPECT_EQ(report["signature"].get<uint64_t>(), total);
  EXPECT_EQ(total, kSignature);
}

TEST(BenchSignature, RefusesArguments) {
  CommandRun r = goproof("bench extra");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.out, "");
}

}  // namespace
