// What one question of the exact score settles serves the others
// (solver/search/score_bounds_table.h): the table's reading of a win or a
// loss at one komi, and df-pn with it finds retrograde's scores with fewer
// nodes.
#include <optional>
#include <string>

#include "gtest/gtest.h"
#include "solver/search/retrograde.h"
#include "solver/search/score_bounds_table.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof::testing {
namespace {

TEST(ScoreBoundsTable, AWinServesEveryLowerKomiAndALossEveryHigherOne) {
  ScoreBoundsTable table(1 << 16);
  const uint64_t position = 0x1234567890abcdefull;
  // Black forces an area difference above 3.25: so above 2.75 too, and
  // nothing is known of 3.75.
  table.record(position, Color::Black, 3.25, true);
  EXPECT_EQ(table.lookup(position, Color::Black, 3.25), true);
  EXPECT_EQ(table.lookup(position, Color::Black, 2.75), true);
  EXPECT_EQ(table.lookup(position, Color::Black, -40.25), true);
  EXPECT_EQ(table.lookup(position, Color::Black, 3.75), std::nullopt);
  // She cannot force one above 5.75: nor above 6.25.
  table.record(position, Color::Black, 5.75, false);
  EXPECT_EQ(table.lookup(position, Color::Black, 6.25), false);
  EXPECT_EQ(table.lookup(position, Color::Black, 4.75), std::nullopt);
  EXPECT_EQ(table.lookup(position, Color::Black, 3.25), true);
  // White's questions are her own (endless play is no win for either
  // attacker), and run the other way: a win below 1.25 is one below 1.75.
  EXPECT_EQ(table.lookup(position, Color::White, 3.25), std::nullopt);
  table.record(position, Color::White, 1.25, true);
  EXPECT_EQ(table.lookup(position, Color::White, 1.75), true);
  EXPECT_EQ(table.lookup(position, Color::White, 0.75), std::nullopt);
  table.record(position, Color::White, -2.25, false);
  EXPECT_EQ(table.lookup(position, Color::White, -2.75), false);
  // Another position is not answered, nor a komi beyond what it holds.
  EXPECT_EQ(table.lookup(position ^ 0xffff000000000000ull, Color::Black, 2.75), std::nullopt);
  EXPECT_EQ(table.lookup(position, Color::Black, -9000), std::nullopt);
}

SolveResult solveDfpn(const char* rules, int width, int height, bool scoreBounds) {
  GameState<1> game = emptyGame(rules, width, height);
  SolverOptions options;
  options.tableMegabytes = 64;
  options.threads = 1;
  options.allMoves = true;
  options.scoreBounds = scoreBounds;
  return solvePosition(game, options);
}

TEST(ScoreBounds, DfpnFindsRetrogradesScoresWithFewerNodes) {
  struct Board {
    const char* rules;
    int width, height;
  };
  for (const Board& b : {Board{"go", 3, 3}, Board{"go", 2, 4}, Board{"go", 3, 4}, Board{"quench-1", 3, 3},
                         Board{"conversion", 3, 3}, Board{"go+komi=2.5", 3, 3}}) {
    const std::string where = std::string(b.rules) + " " + std::to_string(b.width) + "x" + std::to_string(b.height);
    GameState<1> game = emptyGame(b.rules, b.width, b.height);
    auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
    ASSERT_TRUE(analysis.status().ok()) << analysis.status();
    const RetrogradeResult retro = analysis.solve(game, true);
    const SolveResult with = solveDfpn(b.rules, b.width, b.height, true);
    const SolveResult without = solveDfpn(b.rules, b.width, b.height, false);
    ASSERT_TRUE(with.complete && without.complete) << where;
    EXPECT_EQ(with.score, retro.score) << where;
    EXPECT_EQ(with.bestMoves, retro.bestMoves) << where;
    ASSERT_EQ(with.moveScores.size(), retro.moveScores.size()) << where;
    for (size_t i = 0; i < with.moveScores.size(); ++i) EXPECT_EQ(with.moveScores[i].score, retro.moveScores[i].score) << where;
    // Every move's score is a bisection of its own: the questions share.
    EXPECT_LT(with.stats.nodes, without.stats.nodes) << where;
  }
}

}  // namespace
}  // namespace goproof::testing
