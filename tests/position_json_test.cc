// A distributed solve tells its workers each question's position as JSON
// (formats/position_json.h): the worker must set up the master's state
// exactly, the same hash, whatever the game and whatever is in the state:
// a ko, prisoners, a previous pass, Quench's coins, Conversion's mirror
// runs, and a score question's quarter-point komi.
#include "gtest/gtest.h"
#include "solver/rules/game_registry.h"
#include "tests/test_boards.h"
#include "tools/distributed_solve.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::gameFromRows;

TEST(PositionJson, AScoreQuestionOfGoKeepsItsQuarterPointKomi) {
  const GameState<1> go = emptyGame("go+komi=0.5", 3, 3);
  for (HalfPoints k : {-9, -1, 0, 1, 18}) {
    const GameState<1> question = go.thresholdGame(k);
    EXPECT_TRUE(cli::describableToWorkers(question)) << "k = " << k;
  }
}

TEST(PositionJson, AKoAndPrisonersInCaptureGo) {
  const GameState<1> ko = gameFromRows<1>("capture-3+ko=simple",
                                          ".XO."
                                          "/XO.O"
                                          "/.XO.",
                                          Color::Black, "c2", {1, 2});
  EXPECT_TRUE(cli::describableToWorkers(ko));
  absl::StatusOr<PositionSpec> back = positionFromJson(positionJson(describeGame(ko)));
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(back->ko, "c2");
  EXPECT_EQ(back->prisoners, (std::array<int, 2>{1, 2}));
}

TEST(PositionJson, EveryStateAGameOfEachRuleSetPasses) {
  for (const char* rules : {"go", "quench-1", "quench-3", "quench-4", "conversion", "gonnect", "capture-2"}) {
    GameState<1> game = emptyGame(rules, 3, 3);
    // Play the first legal move again and again, passes included: coins,
    // captures and mirror runs come and go.
    for (int ply = 0; ply < 30 && game.result() == Winner::None; ++ply) {
      EXPECT_TRUE(cli::describableToWorkers(game)) << rules << " after " << ply << " moves";
      MoveList<1> moves;
      game.legalMoves(moves);
      game.play(moves[ply % moves.size]);
    }
  }
}

TEST(PositionJson, TextItDidNotWriteIsRefused) {
  EXPECT_FALSE(positionFromJson("").ok());
  EXPECT_FALSE(positionFromJson("[1,2]").ok());
  EXPECT_FALSE(positionFromJson(R"({"rules":"go"})").ok());
  std::string good = positionJson(describeGame(emptyGame("go", 3, 3)));
  EXPECT_TRUE(positionFromJson(good).ok());
  good.replace(good.find("\"go\""), 4, "\"xx\"");
  EXPECT_FALSE(positionFromJson(good).ok());
}

}  // namespace
}  // namespace goproof
