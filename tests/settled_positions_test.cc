// A puzzle's claims share the positions their df-pn searches settle
// (puzzles/settled_positions.h): every verdict is the one the claim gets
// alone, and the work shrinks.
#include <bit>
#include <cstdint>
#include <string>

#include "formats/native_format.h"
#include "gtest/gtest.h"
#include "puzzles/settled_positions.h"
#include "puzzles/verify.h"
#include "tests/run_goproof.h"

namespace goproof {
namespace {

VerifyOptions oneThread(bool share) {
  VerifyOptions o;
  o.solver.threads = 1;
  o.solver.tableMegabytes = 16;
  o.solver.nodeLimit = 2'000'000;  // each search; none of these comes near it
  o.shareSettledPositions = share;
  return o;
}

TEST(SettledPositions, KeepsWhatASearchSettledAndHandsItToTheNext) {
  SettledPositions settled;
  CheckpointHooks first = settled.hooks();
  EXPECT_FALSE(first.resumeFrom) << "nothing settled yet";
  const uint64_t proved = std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, 1));
  const uint64_t open = std::bit_cast<uint64_t>(DfpnEntry(3, 4, 1));
  first.save([&](const EntryVisitor& visit) {
    visit(11, proved);
    visit(12, open);
  });
  EXPECT_EQ(settled.size(), 1u) << "only a proof or a disproof is kept";
  CheckpointHooks second = settled.hooks();
  ASSERT_TRUE(second.resumeFrom);
  EXPECT_EQ(second.resumeEntries, 1u);
  EXPECT_TRUE(second.otherAttacker);
  int seen = 0;
  second.resumeFrom([&](uint64_t key, uint64_t bits) {
    ++seen;
    EXPECT_EQ(key, 11u);
    EXPECT_EQ(bits, proved);
  });
  EXPECT_EQ(seen, 1);
}

TEST(SettledPositions, TheBundledKillSetGetsTheSameVerdictsForLessWork) {
  const std::string path = std::string(GOPROOF_SOURCE_DIR) + "/puzzles/generated/kill-19x19.puzzles";
  auto file = parsePuzzleFile(testing::readWholeFile(path), path);
  ASSERT_TRUE(file.ok()) << file.status();
  uint64_t alone = 0, shared = 0;
  int claims = 0;
  for (const Puzzle& p : file->puzzles) {
    const PuzzleReport each = verifyPuzzle(p, oneThread(false));
    const PuzzleReport together = verifyPuzzle(p, oneThread(true));
    ASSERT_EQ(each.claims.size(), together.claims.size()) << p.title;
    for (size_t i = 0; i < each.claims.size(); ++i) {
      EXPECT_EQ(each.claims[i].verdict, Verdict::Pass) << p.title << ": " << toString(each.claims[i].claim);
      EXPECT_EQ(together.claims[i].verdict, each.claims[i].verdict) << p.title << ": " << toString(each.claims[i].claim);
      ++claims;
    }
    alone += each.nodes;
    shared += together.nodes;
  }
  EXPECT_GE(claims, 60);
  EXPECT_LT(shared, alone) << "the line and no-win claims start from the win's proof";
}

}  // namespace
}  // namespace goproof
