// Conversion Go's refined pie rule: the first player makes three opening
// moves (Black, White, Black), the second chooses a colour, and the first
// player's best opening is the fairest. Pinned on 3x3 by two solvers.
#include "gtest/gtest.h"
#include "solver/search/refined_pie.h"
#include "solver/search/solve.h"
#include "tests/run_goproof.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::emptyGame;
using testing::CommandRun;
using testing::goproof;

RefinedPieResult pie(const GameState<1>& start, SolverKind kind, bool all) {
  SolverOptions options;
  options.kind = kind;
  options.tableMegabytes = 16;
  options.valueOnly = true;
  return solveRefinedPie<1>(start, [&](GameState<1>& position) -> std::optional<SolveResult> {
    SolveResult r = solvePosition(position, options);
    if (!r.score) return std::nullopt;
    return r;
  }, all);
}

TEST(RefinedPie, OnTheOdd3x3BoardNoOpeningIsLevel) {
  // The source's note: an odd board never ends level. Every opening leaves a
  // point for one side, so the first player is a point behind whatever she does.
  GameState<1> start = emptyGame("conversion", 3, 3);
  RefinedPieResult dfpn = pie(start, SolverKind::Dfpn, true), retro = pie(start, SolverKind::Retrograde, true);
  ASSERT_TRUE(dfpn.complete);
  ASSERT_TRUE(retro.complete);
  EXPECT_EQ(dfpn.imbalance, 2);  // one point
  EXPECT_EQ(retro.imbalance, dfpn.imbalance);
  ASSERT_EQ(dfpn.fairest.size(), retro.fairest.size());
  for (size_t i = 0; i < dfpn.fairest.size(); ++i) {
    EXPECT_EQ(dfpn.fairest[i].moves, retro.fairest[i].moves);
    EXPECT_EQ(dfpn.fairest[i].score, retro.fairest[i].score);
  }
  EXPECT_EQ(dfpn.positions, retro.positions);
}

TEST(RefinedPie, OnTheEven2x3BoardALevelOpeningEndsTheSearch) {
  GameState<1> start = emptyGame("conversion", 2, 3);
  RefinedPieResult first = pie(start, SolverKind::Dfpn, false);
  ASSERT_TRUE(first.complete);
  EXPECT_EQ(first.imbalance, 0);
  EXPECT_FALSE(first.allListed);
  ASSERT_EQ(first.fairest.size(), 1u);
  RefinedPieResult all = pie(start, SolverKind::Dfpn, true);
  EXPECT_EQ(all.imbalance, 0);
  EXPECT_TRUE(all.allListed);
  EXPECT_EQ(all.fairest.front().moves, first.fairest.front().moves);  // the same first level opening
  EXPECT_GT(all.fairest.size(), 1u);
}

TEST(RefinedPie, PassesInTheOpeningOnlyHandTheMoveOver) {
  GameState<1> start = emptyGame("conversion", 3, 3);
  GameState<1> passes = afterPieOpening<1>(start, {kPass, kPass, kPass});
  EXPECT_EQ(passes.result(), Winner::None);  // two passes in a row do not end the game here
  EXPECT_EQ(passes.toMove(), Color::White);
  EXPECT_TRUE(passes.previousPass());        // Black's last opening move was a pass
  GameState<1> stones = afterPieOpening<1>(start, {at(start, "a1"), at(start, "b1"), at(start, "c1")});
  EXPECT_EQ(stones.board().at(at(start, "b1")), Color::White);
  EXPECT_EQ(stones.toMove(), Color::White);
  EXPECT_FALSE(stones.previousPass());
}

TEST(RefinedPie, TheCommandLineSolvesItFromTheEmptyBoardOnly) {
  CommandRun run = goproof("solve --rules conversion+pie --size 3x3");
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("fairest opening: a1 b1 c1 (Black a1, White b1, Black c1), then White to move: B+1\n"
                         "the second player takes Black, and the first player is left 1 point behind\n"),
            std::string::npos)
      << run.out;
  CommandRun board = goproof("solve --rules conversion+pie --size 3x3 --board X../.../... --to-move W");
  EXPECT_EQ(board.exitCode, 2);
  EXPECT_NE(board.err.find("is solved from the empty board with Black to move"), std::string::npos) << board.err;
  EXPECT_EQ(Rules::parse("conversion+pie")->toString(), "conversion+pie");
  EXPECT_FALSE(Rules::parse("go+pie").ok());
  // Elsewhere the rule is no move: there is no swap in Conversion Go.
  GameState<1> game = emptyGame("conversion+pie", 3, 3);
  game.play(at(game, "b2"));
  EXPECT_EQ(game.legality(kSwap), IllegalReason::NoSwap);
}

}  // namespace
}  // namespace goproof
