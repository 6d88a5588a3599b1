// df-pn+ (proof_number_init.h): new leaves start from how far each side is
// from winning. The distances must say what a teacher would (a stone with two
// liberties is two moves from capture; a Gonnect line one stone short is one
// step from connecting), and, since the numbers only steer the search, df-pn
// with them must give df-pn without them's answer, move for move.
#include <string>

#include "gtest/gtest.h"
#include "solver/rules/knowledge/proof_number_init.h"
#include "solver/search/solve.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::gameFromRows;
using testing::RulesAndSize;

TEST(CaptureDistance, IsTheFewestLibertiesOfAChainThatWouldReachTheTarget) {
  // The white stone at b3 has two liberties left (a3, b2).
  GameState<1> game = gameFromRows("capture-1", ".X../.OX./..../....");
  EXPECT_EQ(captureDistance(game, Color::Black), 2);
  // Black's chains: b4 on the edge has two liberties (a4, c4), c3 three.
  EXPECT_EQ(captureDistance(game, Color::White), 2);
  GameState<1> safer = gameFromRows("capture-1", "..../.OX./..../....");
  EXPECT_EQ(captureDistance(safer, Color::White), 3) << "c3 alone: three liberties";
}

TEST(CaptureDistance, AChainTooSmallForTheTargetIsAStepFurther) {
  GameState<1> game = gameFromRows("capture-2", ".X../.OX./..../...O");
  // Either white stone alone is one prisoner of the two needed.
  EXPECT_EQ(captureDistance(game, Color::Black), 3);
  // With one prisoner already taken, b2's two liberties are all it takes.
  GameState<1> taken = gameFromRows("capture-2", ".X../.OX./..../...O", Color::Black, "", {1, 0});
  EXPECT_EQ(captureDistance(taken, Color::Black), 2);
}

TEST(CaptureDistance, NothingToCaptureIsFar) {
  GameState<1> game = gameFromRows("capture-1", "..../.X../..../....");
  EXPECT_EQ(captureDistance(game, Color::Black), pn_init::kFar);
  // Capture-3 with two white stones on the board: not enough to capture.
  GameState<1> few = gameFromRows("capture-3", "O.../.X../..../...O");
  EXPECT_EQ(captureDistance(few, Color::Black), pn_init::kFar);
}

TEST(ConnectionDistance, CountsTheEmptyPointsStillToFill) {
  GameState<1> empty = emptyGame("gonnect", 4, 4);
  EXPECT_EQ(connectionDistance(empty, Color::Black), 4);
  // Three black stones down the b column: one more joins top and bottom.
  GameState<1> line = gameFromRows("gonnect", "..../.X../.X../.X..");
  EXPECT_EQ(connectionDistance(line, Color::Black), 1);
  // The same line, blocked at b4 by White: around it, a3 and a4 (or c3 and c4).
  GameState<1> blocked = gameFromRows("gonnect", ".O../.X../.X../.X..");
  EXPECT_EQ(connectionDistance(blocked, Color::Black), 2);
  // White holds a4 to c4: c3, d3 and d4 to the top, or three across.
  GameState<1> walled = gameFromRows("gonnect", "OOO./.X../.X../.X..");
  EXPECT_EQ(connectionDistance(walled, Color::Black), 3);
}

TEST(ConnectionDistance, AWallOfEnemyStonesCutsEveryPath) {
  // White holds the middle row and the middle column of 3x3: Black can join
  // neither top and bottom nor left and right.
  GameState<1> game = gameFromRows("gonnect", ".O./OOO/.O.");
  EXPECT_EQ(connectionDistance(game, Color::Black), pn_init::kFar + 1);
  EXPECT_EQ(connectionDistance(game, Color::White), 0) << "White has already joined the edges";
}

TEST(InitialProofNumbers, TheSideToMoveIsAStepCloser) {
  // Black to move; White's corner stone a4 is two liberties from capture,
  // Black's c2 four. Black's proof is one step away (the atari); White, not
  // to move, is four.
  GameState<1> game = gameFromRows("capture-1", "O.../..../..X./....");
  uint32_t pn = 0, dn = 0;
  initialProofNumbers(game, Color::Black, pn, dn);
  EXPECT_EQ(pn, 1u);
  EXPECT_EQ(dn, 1u + pn_init::kStep * 3);
  // Asked for White: her distance is 4; Black's, 2, less the move he has.
  initialProofNumbers(game, Color::White, pn, dn);
  EXPECT_EQ(pn, 1u + pn_init::kStep * 3);
  EXPECT_EQ(dn, 1u);
}

TEST(InitialProofNumbers, ScoredGamesKeepOneAndOne) {
  GameState<1> game = emptyGame("go", 3, 3);
  EXPECT_FALSE(knowsProofNumbers(game.rules()));
  uint32_t pn = 0, dn = 0;
  initialProofNumbers(game, Color::Black, pn, dn);
  EXPECT_EQ(pn, 1u);
  EXPECT_EQ(dn, 1u);
}

void expectSameAnswer(GameState<1>& game, const std::string& what) {
  testing::expectSameAnswer(
      game, [](SolverOptions& o) { o.threads = 1; },
      [](SolverOptions& o) { o.threads = 1, o.knowledgeInit = false; }, what);
}

TEST(DfpnWithKnowledgeInit, GivesTheSearchWithoutItsAnswerOnEmptyBoards) {
  testing::forEmptyBoards({{"capture-1", 4, 4}, {"capture-2", 3, 4}, {"capture-3", 3, 3}, {"capture-1", 3, 5},
                           {"gonnect", 4, 4}, {"gonnect", 3, 4}},
                          expectSameAnswer);
}

TEST(DfpnWithKnowledgeInit, GivesTheSearchWithoutItsAnswerAfterRandomOpenings) {
  const int checked = testing::forRandomOpenings({{"capture-1", 4, 4}, {"capture-2", 4, 4}, {"gonnect", 4, 4}},
                                                 20261126, expectSameAnswer);
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
}

// What it buys, pinned so that a change that loses it is seen (node counts
// of the serial search are exact): 4x5 Capture-1 and 4x4 Gonnect.
TEST(DfpnWithKnowledgeInit, SearchesFewerNodes) {
  for (RulesAndSize b : {RulesAndSize{"capture-1", 4, 5}, RulesAndSize{"gonnect", 4, 4}}) {
    GameState<1> game = emptyGame(b.rules, b.width, b.height);
    SolverOptions options;
    options.tableMegabytes = 64;
    options.threads = 1;
    SolveResult with = solvePosition(game, options);
    options.knowledgeInit = false;
    SolveResult without = solvePosition(game, options);
    EXPECT_EQ(with.value, without.value);
    EXPECT_LT(with.stats.nodes * 2, without.stats.nodes) << b.rules << ": at least twice fewer nodes";
  }
}

}  // namespace
}  // namespace goproof
