// Gonnect: connect two opposite edges; no passing; simple ko; no move loses.
#include "gtest/gtest.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::emptyGame;
using testing::gameFromRows;

TEST(Gonnect, JoiningTopAndBottomWins) {
  auto game = gameFromRows("gonnect",
                           ".X./"
                           "OXO/"
                           "...");
  MoveCheck c = game.check(at(game, "b1"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.winner, Winner::Black);
  EXPECT_EQ(game.check(at(game, "a1")).winner, Winner::None);
}

TEST(Gonnect, JoiningLeftAndRightWins) {
  auto game = gameFromRows("gonnect",
                           "O.../"
                           "XX.X/"
                           "O.../"
                           "....");
  EXPECT_EQ(game.check(at(game, "c3")).winner, Winner::Black);
  EXPECT_EQ(game.check(at(game, "c4")).winner, Winner::None);
}

TEST(Gonnect, WhiteConnectsToo) {
  auto game = gameFromRows("gonnect",
                           "..O./"
                           "X.OX/"
                           "..../"
                           "..O.",
                           Color::White);
  EXPECT_EQ(game.check(at(game, "c2")).winner, Winner::White);
}

TEST(Gonnect, ACornerTouchesTwoEdgesButNotOpposite) {
  // a1-a2-b1 touches the left and the bottom edge: adjacent edges do not count.
  auto game = gameFromRows("gonnect",
                           "..../"
                           "..../"
                           "X.../"
                           "....");
  EXPECT_EQ(game.check(at(game, "a1")).winner, Winner::None);
  game.play(at(game, "a1"));
  game.play(at(game, "d4"));
  EXPECT_EQ(game.check(at(game, "b1")).winner, Winner::None);
}

TEST(Gonnect, OnlyOrthogonalStepsConnect) {
  // Diagonal neighbours are not connected.
  auto game = gameFromRows("gonnect",
                           "X../"
                           ".X./"
                           "...");
  EXPECT_EQ(game.check(at(game, "c1")).winner, Winner::None);
  EXPECT_EQ(game.check(at(game, "b1")).winner, Winner::None);  // b1-b2 reaches row 1 but not row 3
  EXPECT_EQ(game.check(at(game, "b3")).winner, Winner::None);  // b3-b2-(a3) reaches row 3, not row 1
}

TEST(Gonnect, OnATinyBoardTheFirstStoneConnects) {
  // On 1x1 the only stone would have no liberty: Black has no move, and loses.
  auto single = emptyGame("gonnect", 1, 1);
  EXPECT_EQ(single.legality(0), IllegalReason::Suicide);
  EXPECT_EQ(single.result(), Winner::White);
  auto wide = emptyGame("gonnect", 3, 1);  // a 3x1 strip: any stone touches top and bottom
  EXPECT_EQ(wide.check(at(wide, "b1")).winner, Winner::Black);
}

TEST(Gonnect, ACaptureThatConnectsWins) {
  // Black b2 takes White b3 and joins a2-b2-c2 from the left edge to the right.
  auto game = gameFromRows("gonnect",
                           "XOX/"
                           "X.X/"
                           "...");
  MoveCheck c = game.check(at(game, "b2"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.captures, 1);
  EXPECT_EQ(c.winner, Winner::Black);
}

TEST(Gonnect, ThereIsNoPassing) {
  auto game = emptyGame("gonnect", 3, 3);
  EXPECT_EQ(game.legality(kPass), IllegalReason::NoPass);
}

TEST(Gonnect, SuicideIsIllegal) {
  auto game = gameFromRows("gonnect", ".X./X../...", Color::White);
  EXPECT_EQ(game.legality(at(game, "a3")), IllegalReason::Suicide);
}

TEST(Gonnect, KoForbidsRecreatingThePositionAfterOnesOwnMove) {
  auto game = gameFromRows("gonnect",
                           "...../"
                           ".XO../"
                           "XO.O./"
                           ".XO../"
                           ".....");
  MoveCheck take = game.check(at(game, "c3"));
  ASSERT_TRUE(take.legal());
  EXPECT_EQ(take.captures, 1);
  game.play(at(game, "c3"));
  EXPECT_EQ(game.legality(at(game, "b3")), IllegalReason::Ko);
  MoveList<1> moves;
  game.legalMoves(moves);
  for (Move m : moves) EXPECT_NE(m, at(game, "b3"));
}

TEST(Gonnect, APlayerWithNoLegalMoveLoses) {
  // Nobody is connected, but White's a2 and b1 are both suicide: White loses.
  auto game = gameFromRows("gonnect",
                           "OXX/"
                           ".XX/"
                           "X.O",
                           Color::White);
  EXPECT_EQ(game.decidedWinner(), Winner::None);
  EXPECT_EQ(game.legality(at(game, "a2")), IllegalReason::Suicide);
  EXPECT_EQ(game.legality(at(game, "b1")), IllegalReason::Suicide);
  EXPECT_FALSE(game.hasLegalMove());
  EXPECT_EQ(game.result(), Winner::Black);
}

TEST(Gonnect, AnAlreadyConnectedBoardIsOver) {
  auto game = gameFromRows("gonnect", "X../X../X..", Color::White);
  EXPECT_EQ(game.decidedWinner(), Winner::Black);
  EXPECT_EQ(game.legality(at(game, "b2")), IllegalReason::GameOver);
}

TEST(GonnectPie, WhiteMaySwapOnlyAfterBlacksFirstMove) {
  auto game = emptyGame("gonnect+pie", 3, 3);
  EXPECT_EQ(game.legality(kSwap), IllegalReason::NoSwap);  // nothing to swap yet
  game.play(at(game, "b2"));
  EXPECT_TRUE(game.check(kSwap).legal());
  MoveList<1> moves;
  game.legalMoves(moves);
  EXPECT_EQ(moves.size, 9);  // eight points and the swap
  uint64_t before = game.hash();
  game.play(kSwap);
  EXPECT_EQ(game.board().at(at(game, "b2")), Color::White);
  EXPECT_EQ(game.toMove(), Color::Black);
  EXPECT_EQ(game.legality(kSwap), IllegalReason::NoSwap);
  game.play(at(game, "a1"));
  EXPECT_EQ(game.legality(kSwap), IllegalReason::NoSwap);
  game.undo();
  game.undo();
  EXPECT_EQ(game.hash(), before);
  EXPECT_TRUE(game.swapAvailable());
  // Without the pie rule there is no swap.
  auto plain = emptyGame("gonnect", 3, 3);
  plain.play(at(plain, "b2"));
  EXPECT_EQ(plain.legality(kSwap), IllegalReason::NoSwap);
}

TEST(GonnectPie, AGivenPositionAfterBlacksFirstStoneOffersTheSwap) {
  auto afterFirstMove = gameFromRows("gonnect+pie", ".../.X./...", Color::White);
  EXPECT_TRUE(afterFirstMove.check(kSwap).legal());
  afterFirstMove.play(kSwap);
  EXPECT_EQ(afterFirstMove.board().at(at(afterFirstMove, "b2")), Color::White);
  EXPECT_EQ(afterFirstMove.toMove(), Color::Black);
  // Black to move, or a second stone, or no pie rule: no swap.
  EXPECT_EQ(gameFromRows("gonnect+pie", ".../.X./...", Color::Black).legality(kSwap), IllegalReason::NoSwap);
  EXPECT_EQ(gameFromRows("gonnect+pie", "O../.X./...", Color::White).legality(kSwap), IllegalReason::NoSwap);
  EXPECT_EQ(gameFromRows("gonnect", ".../.X./...", Color::White).legality(kSwap), IllegalReason::NoSwap);
}

}  // namespace
}  // namespace goproof
