// df-pn counts and searches once the moves that reach one position (the
// symmetric moves of a symmetric position): the same answers as without the
// merge, with fewer nodes.
#include <string>

#include "gtest/gtest.h"
#include "solver/search/solve.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::gameFromRows;
using testing::RulesAndSize;

void expectSameAnswer(GameState<1>& game, const std::string& what) {
  testing::expectSameAnswer(
      game, [](SolverOptions& o) { o.threads = 1; },
      [](SolverOptions& o) { o.threads = 1, o.mergeSiblings = false; }, what);
}

TEST(DfpnSiblingMerge, GivesTheSearchWithoutItsAnswerOnEmptyBoards) {
  testing::forEmptyBoards({{"capture-1", 4, 4}, {"capture-2", 3, 4}, {"capture-3", 3, 3}, {"gonnect", 4, 4},
                           {"go", 3, 3}, {"go", 2, 4}, {"quench-1", 3, 3}, {"quench-3", 3, 3}, {"conversion", 3, 3}},
                          expectSameAnswer);
}

TEST(DfpnSiblingMerge, GivesTheSearchWithoutItsAnswerAfterRandomOpenings) {
  const int checked = testing::forRandomOpenings(
      {{"capture-2", 4, 4}, {"gonnect", 4, 4}, {"go", 3, 3}, {"quench-4", 3, 3}}, 20261126, expectSameAnswer);
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
}

// A position symmetric about its vertical axis: Black's replies a1 and c1,
// a2 and c2, a3 and c3 reach one position each, so the merge has work to do.
TEST(DfpnSiblingMerge, GivesTheSearchWithoutItsAnswerOnASymmetricPosition) {
  GameState<1> game = gameFromRows("capture-1", ".../.O./.X./...");
  expectSameAnswer(game, "capture-1 3x4 with a centre column");
}

// What it buys, pinned so that a change that loses it is seen (node counts
// of the serial search are exact): 4x5 Capture-1 and 3x4 Go.
TEST(DfpnSiblingMerge, SearchesFewerNodes) {
  for (RulesAndSize b : {RulesAndSize{"capture-1", 4, 5}, RulesAndSize{"go", 3, 4}}) {
    const auto [with, without] = testing::solvedWithAndWithout(b, &SearchSettings::mergeSiblings);
    EXPECT_EQ(with.value, without.value);
    EXPECT_EQ(with.score, without.score);
    EXPECT_LT(with.stats.nodes * 10, without.stats.nodes * 9) << b.rules << ": at least a tenth fewer nodes";
  }
}

}  // namespace
}  // namespace goproof
