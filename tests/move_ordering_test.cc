// Rule-aware move ratings: the moves that decide a fight come first.
#include "solver/rules/knowledge/move_ordering.h"

#include <array>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::gameFromRows;

// The first moves of the sorted list, as GTP names.
std::vector<std::string> firstMoves(GameState<1>& game, int n) {
  MoveList<1> moves;
  game.legalMoves(moves);
  sortMovesByRules(game, moves);
  std::vector<std::string> names;
  for (int i = 0; i < n && i < moves.size; ++i) names.push_back(game.geometry().name(moves[i]));
  return names;
}

TEST(MoveOrdering, CaptureGoRatesCapturesThenAtarisThenEscapesThenQuietMoves) {
  // c5 takes b5 (one stone of three needed); d1, e2, c1 and b2 each leave a
  // white stone one liberty; a2 extends Black's a1 out of atari; c3 is quiet.
  auto game = gameFromRows("capture-3",
                           "XO.../"
                           "XX.../"
                           "...../"
                           "...../"
                           "XO..O");
  MoveList<1> moves;
  game.legalMoves(moves);
  std::array<int32_t, 66> ratings{};
  rateMovesByRules(game, moves, ratings.data());
  auto ratingOf = [&](const char* name) {
    for (int i = 0; i < moves.size; ++i)
      if (moves[i] == at(game, name)) return ratings[i];
    return -1;
  };
  EXPECT_GE(ratingOf("c5"), move_rating::kCaptures);
  for (const char* atari : {"d1", "e2", "c1", "b2"}) {
    EXPECT_GE(ratingOf(atari), move_rating::kAtari) << atari;
    EXPECT_LT(ratingOf(atari), move_rating::kCaptures) << atari;
  }
  EXPECT_GE(ratingOf("a2"), move_rating::kEscapes);
  EXPECT_LT(ratingOf("a2"), move_rating::kAtari);
  EXPECT_LT(ratingOf("c3"), move_rating::kEscapes);
}

TEST(MoveOrdering, CaptureOneWinningCaptureComesFirst) {
  auto game = gameFromRows("capture-1", "XO../.X../..../....");
  EXPECT_EQ(firstMoves(game, 1), std::vector<std::string>{"c4"});
}

TEST(MoveOrdering, SavingAUnitWhoseLossLosesComesBeforeQuietMoves) {
  // Black's a4 is in atari; in capture-1 its capture would end the game.
  auto game = gameFromRows("capture-1", "XO../..../..../....");
  EXPECT_EQ(firstMoves(game, 1), std::vector<std::string>{"a3"});
}

TEST(MoveOrdering, GonnectConnectsFirstAndBlocksNext) {
  // Black connects at a1; White threatens to connect at c1.
  auto game = gameFromRows("gonnect",
                           "X.O/"
                           "X.O/"
                           "...");
  EXPECT_EQ(firstMoves(game, 2), (std::vector<std::string>{"a1", "c1"}));
}

TEST(MoveOrdering, GonnectPrefersMovesThatBringAChainCloserToConnecting) {
  // Black's b5-b4 lacks three rows. Extending it to b3 (two left) rates above
  // c4 beside it (still three) and above a lone stone at e1 (four).
  auto game = gameFromRows("gonnect",
                           ".X.../"
                           ".X.../"
                           "...../"
                           "...../"
                           ".....");
  EXPECT_EQ(connectionProgress(game.board(), game.geometry(), at(game, "b3"), Color::Black), 5 - 2);
  EXPECT_EQ(connectionProgress(game.board(), game.geometry(), at(game, "e1"), Color::Black), 5 - 4);
  MoveList<1> moves;
  game.legalMoves(moves);
  std::array<int32_t, 66> ratings{};
  rateMovesByRules(game, moves, ratings.data());
  auto rating = [&](const char* name) {
    for (int i = 0; i < moves.size; ++i)
      if (moves[i] == at(game, name)) return ratings[i];
    return -1;
  };
  EXPECT_GT(rating("b3"), rating("c4"));
  EXPECT_GT(rating("b3"), rating("e1"));
}

TEST(MoveOrdering, OnAnEmptyBoardTheCentreComesFirstAndTheEdgeLast) {
  // 5x5: c3 ties b2..d4 on everything else (four empty neighbours) and wins
  // the tie by being on the third line; edges and corners come after.
  auto go5 = gameFromRows("go", "...../...../...../...../.....");
  const std::vector<std::string> first = firstMoves(go5, 9);
  EXPECT_EQ(first.front(), "c3");
  for (const std::string& p : first) EXPECT_TRUE(p[0] >= 'b' && p[0] <= 'd' && p[1] >= '2' && p[1] <= '4') << p;
}

TEST(MoveOrdering, TheThirdLineTieBreakLeavesBoardsWithoutAThirdLineAlone) {
  // On 4x4 no point is on the third line, so every quiet rating is twice the
  // quiet score: even, with no tie broken.
  auto go4 = gameFromRows("go", "X.../.O../..../....");
  MoveList<1> moves;
  go4.legalMoves(moves);
  std::array<int32_t, 66> ratings{};
  rateMovesByRules(go4, moves, ratings.data());
  for (int i = 0; i < moves.size; ++i) EXPECT_EQ(ratings[i] % 2, 0) << "move " << moves[i];
}

}  // namespace
}  // namespace goproof
