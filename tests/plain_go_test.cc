// Plain Go (area scoring, two passes end the game) as a game the solvers
// accept: the position records the passes just played, so a state's future
// depends on the state alone. Values are pinned against the published 3x3
// result (van der Werf, Uiterwijk and van den Herik 2003: Black wins by 9,
// playing the centre) through komi: with komi 8.5 Black wins, with 9 the game
// is level, with 9.5 White wins.
#include "gtest/gtest.h"
#include "solver/search/dfpn.h"
#include "solver/search/retrograde.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::gameFromRows;

SolveResult solveDfpn(GameState<1>& game) {
  DfpnOptions options;
  options.tableMegabytes = 16;
  return DfpnSolver<GameState<1>>(options).solve(game);
}

TEST(PlainGo, TwoPassesInARowEndTheGameAndAreaDecidesIt) {
  GameState<1> game = gameFromRows("go", "X.O", Color::Black);  // 3x1: a1 Black, c1 White, b1 reaches both
  game.play(kPass);
  EXPECT_TRUE(game.previousPass());
  EXPECT_EQ(game.decidedWinner(), Winner::None);
  game.play(kPass);
  EXPECT_EQ(game.consecutivePasses(), 2);
  EXPECT_EQ(game.decidedWinner(), Winner::Draw);  // one stone each, b1 is no one's
  game.undo();
  game.undo();
  EXPECT_FALSE(game.previousPass());

  GameState<1> ahead = gameFromRows("go", "XX.O", Color::Black);  // Black 2 stones, White 1, c1 neutral
  ahead.play(kPass);
  ahead.play(kPass);
  EXPECT_EQ(ahead.decidedWinner(), Winner::Black);
}

TEST(PlainGo, APassAfterAMoveIsNotTheEndAndTheStateKnowsTheDifference) {
  // The same stones and the same side to move, once after a pass and once not:
  // different states, because only after the pass does another pass end the game.
  GameState<1> afterMove = gameFromRows("go", "X..", Color::White);
  GameState<1> afterPass = gameFromRows("go", "X..", Color::Black);
  afterPass.play(kPass);  // Black passes: White to move, and a White pass ends it
  EXPECT_NE(afterMove.hash(), afterPass.hash());
  EXPECT_NE(afterMove.canonicalHash(), afterPass.canonicalHash());
  EXPECT_FALSE(afterMove.exactKey() == afterPass.exactKey());
  EXPECT_EQ(afterPass.hash(), afterPass.hashFromScratch());
  // The game that two passes ended is yet another state: the game is over.
  GameState<1> ended = gameFromRows("go", "X..", Color::Black);
  ended.play(kPass);
  ended.play(kPass);
  GameState<1> oncePassed = gameFromRows("go", "X..", Color::White);
  oncePassed.play(kPass);
  EXPECT_FALSE(ended.exactKey() == oncePassed.exactKey());
  EXPECT_NE(ended.hash(), oncePassed.hash());
}

TEST(PlainGo, APositionCanBeSetUpRightAfterAPass) {
  PositionSpec spec;
  spec.rules = *Rules::parse("go");
  spec.width = 3;
  spec.height = 1;
  spec.rows = "X.O";
  spec.toMove = Color::White;
  spec.previousPass = true;
  auto game = setUpGame<1>(spec);
  ASSERT_TRUE(game.ok()) << game.status();
  EXPECT_TRUE(game->previousPass());
  EXPECT_EQ(game->check(kPass).winner, Winner::Draw);  // White's pass ends it, level
  spec.rules = *Rules::parse("capture-1");
  EXPECT_FALSE(setUpGame<1>(spec).ok());  // no passing in Capture Go
}

TEST(PlainGo, GoUnderSimpleKoIsSolvedAndSuperkoStaysHistoryDependent) {
  GameState<1> go = emptyGame("go", 2, 2);
  EXPECT_FALSE(go.historyDependent());
  EXPECT_NE(solveDfpn(go).value, Value::Unknown);
  GameState<1> superko = emptyGame("go+ko=superko", 2, 2);
  EXPECT_TRUE(superko.historyDependent());
}

struct KomiCase {
  const char* komi;
  Value value;  // for Black, who moves first
};

TEST(PlainGo, ThreeByThreeIsBlackByNineWithTheCentreAsThePublishedValueSays) {
  for (KomiCase c : {KomiCase{"8.5", Value::Win}, KomiCase{"9", Value::Draw}, KomiCase{"9.5", Value::Loss}}) {
    SCOPED_TRACE(c.komi);
    GameState<1> game = emptyGame(std::string("go+komi=") + c.komi, 3, 3);
    RetrogradeResult retro = solveRetrograde(game, RetrogradeOptions{});
    ASSERT_TRUE(retro.status.ok()) << retro.status;
    EXPECT_EQ(retro.value, c.value);
    SolveResult dfpn = solveDfpn(game);
    EXPECT_EQ(dfpn.value, c.value);
    if (c.value == Value::Win) {
      const Move centre = static_cast<Move>(game.geometry().point(1, 1));
      EXPECT_EQ(retro.winningMoves, std::vector<Move>{centre});
      EXPECT_EQ(dfpn.winningMoves, std::vector<Move>{centre});
    }
  }
}

}  // namespace
}  // namespace goproof
