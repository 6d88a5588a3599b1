// Capture Go, as a teacher would explain it, on ASCII boards.
#include "gtest/gtest.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::gameFromRows;

TEST(CaptureGo, FillingTheLastLibertyCapturesAndWins) {
  auto game = gameFromRows("capture-1",
                           "XO../"
                           ".X../"
                           "..../"
                           "....");
  MoveCheck c = game.check(at(game, "c4"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.captures, 1);
  EXPECT_EQ(c.winner, Winner::Black);
  game.play(at(game, "c4"));
  EXPECT_EQ(game.board().at(at(game, "b4")), Color::Empty);
  EXPECT_EQ(game.prisoners(Color::Black), 1);
  EXPECT_EQ(game.result(), Winner::Black);
  // Once won, nothing more may be played.
  EXPECT_EQ(game.legality(at(game, "d1")), IllegalReason::GameOver);
}

TEST(CaptureGo, AQuietMoveDecidesNothing) {
  auto game = gameFromRows("capture-1", "XO../.X../..../....");
  MoveCheck c = game.check(at(game, "d1"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.captures, 0);
  EXPECT_EQ(c.winner, Winner::None);
}

TEST(CaptureGo, OccupiedPointsAreIllegal) {
  auto game = gameFromRows("capture-1", "XO./.../...");
  EXPECT_EQ(game.legality(at(game, "a3")), IllegalReason::Occupied);
  EXPECT_EQ(game.legality(at(game, "b3")), IllegalReason::Occupied);
}

TEST(CaptureGo, SuicideIsIllegal) {
  // White at a3 would have no liberties and captures nothing.
  auto game = gameFromRows("capture-1",
                           ".X./"
                           "X../"
                           "...",
                           Color::White);
  EXPECT_EQ(game.legality(at(game, "a3")), IllegalReason::Suicide);
  // The same point is fine for Black, who joins her stones.
  auto black = gameFromRows("capture-1", ".X./X../...", Color::Black);
  EXPECT_TRUE(black.check(at(black, "a3")).legal());
}

TEST(CaptureGo, SuicideOfSeveralStonesIsIllegal) {
  // White's unit a1-a2 has one liberty, b1. Filling it leaves a1-a2-b1 with
  // none, and captures nothing: suicide of three stones.
  auto game = gameFromRows("capture-2",
                           "X../"
                           "OX./"
                           "O.X",
                           Color::White);
  EXPECT_EQ(game.legality(at(game, "b1")), IllegalReason::Suicide);
}

TEST(CaptureGo, CapturesComeBeforeTheSuicideCheck) {
  // Black a3 has no liberty of its own, but takes b3 first, so it is legal.
  auto game = gameFromRows("capture-1",
                           ".OX/"
                           "OX./"
                           "...");
  MoveCheck c = game.check(at(game, "a3"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.captures, 1);
  EXPECT_EQ(c.winner, Winner::Black);
}

TEST(CaptureGo, OneMoveCanCaptureSeveralUnits) {
  // Black c3 fills the last liberty of four separate white stones.
  auto game = gameFromRows("capture-5",
                           "..X../"
                           ".XOX./"
                           "XO.OX/"
                           ".XOX./"
                           "..X..");
  MoveCheck c = game.check(at(game, "c3"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.captures, 4);  // b3, c4, d3 and c2, four separate units
  EXPECT_EQ(c.winner, Winner::None);  // capture-5: four is not enough
  game.play(at(game, "c3"));
  EXPECT_EQ(game.prisoners(Color::Black), 4);
  EXPECT_EQ(game.board().stones(Color::White).count(), 0);
}

TEST(CaptureGo, PrisonersAccumulateToTheTarget) {
  auto game = gameFromRows("capture-3", "XO../.X../..../....", Color::Black, "", {2, 0});
  MoveCheck c = game.check(at(game, "c4"));
  EXPECT_EQ(c.winner, Winner::Black);  // 2 + 1 reaches 3
  auto early = gameFromRows("capture-3", "XO../.X../..../....", Color::Black, "", {1, 0});
  EXPECT_EQ(early.check(at(early, "c4")).winner, Winner::None);
}

TEST(CaptureGo, ThereIsNoPassing) {
  auto game = gameFromRows("capture-1", ".../.../...");
  EXPECT_EQ(game.legality(kPass), IllegalReason::NoPass);
  EXPECT_EQ(game.legality(kSwap), IllegalReason::NoSwap);
}

TEST(CaptureGo, APlayerWithNoLegalMoveLoses) {
  // White to move: b2 and c1 are both suicide for White.
  auto game = gameFromRows("capture-1",
                           "XXX/"
                           "X.X/"
                           "XX.",
                           Color::White);
  EXPECT_FALSE(game.hasLegalMove());
  EXPECT_EQ(game.result(), Winner::Black);
  // Black's last filling move is what left White without a move: it wins.
  auto before = gameFromRows("capture-1", "XXX/X.X/X..", Color::Black);
  MoveCheck c = before.check(at(before, "b1"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.winner, Winner::Black);
}

TEST(CaptureGo, KoIsOffByDefaultAndRecaptureIsAllowed) {
  // Black has just taken at c3 (capture-3); with no ko rule White retakes at once.
  const char* rows = ".XO./X.XO/.XO./....";
  auto free = gameFromRows("capture-3", rows, Color::White, "", {1, 0});
  MoveCheck retake = free.check(at(free, "b3"));
  EXPECT_TRUE(retake.legal());
  EXPECT_EQ(retake.captures, 1);
  auto simple = gameFromRows("capture-3+ko=simple", rows, Color::White, "b3", {1, 0});
  EXPECT_EQ(simple.legality(at(simple, "b3")), IllegalReason::Ko);
}

TEST(CaptureGo, SimpleKoForbidsTheImmediateRetakeOnly) {
  // Black takes b3 at c3, White may not retake, plays elsewhere, Black answers, and now White may.
  auto game = gameFromRows("capture-3+ko=simple", ".XO./XO.O/.XO./....");
  game.play(at(game, "c3"));
  EXPECT_EQ(game.koPoint(), at(game, "b3"));
  EXPECT_EQ(game.legality(at(game, "b3")), IllegalReason::Ko);
  game.play(at(game, "d1"));
  EXPECT_EQ(game.koPoint(), kNoMove);
  game.play(at(game, "a1"));
  MoveCheck c = game.check(at(game, "b3"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.captures, 1);
  game.undo();
  game.undo();
  EXPECT_EQ(game.legality(at(game, "b3")), IllegalReason::Ko);
}

TEST(CaptureGo, TakingTwoStonesIsNoKo) {
  // Black d3 takes two stones and is left in atari at c3; White's capture at
  // c3 does not recreate the earlier position, so it is no ko.
  auto game = gameFromRows("capture-5+ko=simple",
                           "...../"
                           ".XXO./"
                           "XOO.O/"
                           ".XXO./"
                           ".....");
  EXPECT_EQ(game.check(at(game, "d3")).captures, 2);
  game.play(at(game, "d3"));
  EXPECT_EQ(game.koPoint(), kNoMove);
  MoveCheck c = game.check(at(game, "c3"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.captures, 1);
}

}  // namespace
}  // namespace goproof
