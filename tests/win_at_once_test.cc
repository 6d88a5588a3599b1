// Seeing a win one move away without trying every move.
#include "solver/rules/knowledge/win_at_once.h"

#include "gtest/gtest.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::gameFromRows;

TEST(WinAtOnce, ACaptureReachingTheTargetWins) {
  auto game = gameFromRows("capture-1", "XO../XX../..../....");  // c4 takes b4
  EXPECT_TRUE(canWinAtOnce(game));
  EXPECT_FALSE(canWinAtOnce(game, Color::White)) << "White has nothing to take";
}

TEST(WinAtOnce, ACaptureShortOfTheTargetDoesNot) {
  auto game = gameFromRows("capture-2", "XO../XX../..../....");
  EXPECT_FALSE(canWinAtOnce(game));
  auto closer = gameFromRows("capture-2", "XO../XX../..../....", Color::Black, "", {1, 0});
  EXPECT_TRUE(canWinAtOnce(closer)) << "with one prisoner already, one more is enough";
}

TEST(WinAtOnce, TwoUnitsTakenByOneMoveCountTogether) {
  // Black c3 takes b3 and c2 (a single stone each, c3 the last liberty of both).
  auto game = gameFromRows("capture-2",
                           ".X../"
                           "XO.X/"
                           ".XOX/"
                           "..X.");
  EXPECT_TRUE(canWinAtOnce(game));
}

TEST(WinAtOnce, TheKoPointCannotBeRetaken) {
  // White just took at b2; Black may not retake at once under simple ko.
  auto game = gameFromRows("capture-1+ko=simple",
                           ".X../"
                           "XOX./"
                           "O.O./"
                           ".O..",
                           Color::Black, "b2");
  EXPECT_FALSE(canWinAtOnce(game));
}

TEST(WinAtOnce, GonnectSeesTheConnectingPoint) {
  auto game = gameFromRows("gonnect", "X../X../...");
  EXPECT_TRUE(canWinAtOnce(game));
  EXPECT_FALSE(canWinAtOnce(game, Color::White));
  auto white = gameFromRows("gonnect", "X../X../...", Color::White);
  EXPECT_TRUE(canWinAtOnce(white, Color::Black)) << "the threat White must answer";
}

TEST(WinAtOnce, GonnectCornersDoNotConnect) {
  auto game = gameFromRows("gonnect", ".../X../...");
  EXPECT_FALSE(canWinAtOnce(game)) << "a1 or a3 touches only adjacent edges";
}

}  // namespace
}  // namespace goproof
