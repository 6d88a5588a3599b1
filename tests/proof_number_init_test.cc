// df-pn+ (proof_number_init.h): new leaves start from how far each side is
// from winning. The distances must say what a teacher would (a stone with two
// liberties is two moves from capture; a Gonnect line one stone short is one
// step from connecting; a centre stone on 3x3 Go is ahead by the whole board),
// and, since the numbers only steer the search, df-pn with them must give
// df-pn without them's answer, move for move, and in scored games score for score.
#include <string>
#include <utility>

#include "gtest/gtest.h"
#include "solver/rules/knowledge/contact_bias.h"
#include "solver/rules/knowledge/proof_number_init.h"
#include "solver/search/solve.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::emptyGame;
using testing::gameFromRows;
using testing::RulesAndSize;
using testing::solvedWithAndWithout;

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

TEST(EstimatedAreaDifference, GivesEachEmptyPointToTheNearerColour) {
  // Black a3 and White c3: b3 is as near to both and belongs to neither, and
  // so is b2 (two steps from each); each side gets its column.
  EXPECT_EQ(estimatedAreaDifference(gameFromRows("go", "X.O/.../...")), 0);
  // Black's centre stone is nearer to every point but the corner White holds
  // and the two points beside it, which both reach at once.
  EXPECT_EQ(estimatedAreaDifference(gameFromRows("go", "..O/.X./...")), 6 - 1);
  // The stones themselves count, and an empty board is level.
  EXPECT_EQ(estimatedAreaDifference(gameFromRows("go", "XXX/.../OOO")), 0);
  EXPECT_EQ(estimatedAreaDifference(emptyGame("go", 4, 4)), 0);
  EXPECT_EQ(estimatedAreaDifference(gameFromRows("go", "..../.X../..../....")), 16);
}

TEST(InitialProofNumbers, ScoredGamesCountThePointsEachSideIsShort) {
  // Black's centre stone on 3x3 Go: an estimate of 9 points against a komi of
  // 0.5. Black is ahead: White, to disprove "Black wins", is 8.5 points
  // short, four steps of two points.
  GameState<1> centre = gameFromRows("go+komi=0.5", ".../.X./...", Color::White);
  ASSERT_EQ(estimatedAreaDifference(centre), 9);
  uint32_t pn = 0, dn = 0;
  initialProofNumbers(centre, Color::Black, pn, dn);
  EXPECT_EQ(pn, 1u);
  EXPECT_EQ(dn, 1u + pn_init::kStep * 4);
  // Asked of White as attacker, the same numbers swap.
  initialProofNumbers(centre, Color::White, pn, dn);
  EXPECT_EQ(pn, 1u + pn_init::kStep * 4);
  EXPECT_EQ(dn, 1u);
  // Conversion Go's estimate steers harder: a quarter point a step.
  GameState<1> converted = gameFromRows("conversion+komi=0.5", ".../.X./...", Color::White);
  initialProofNumbers(converted, Color::Black, pn, dn);
  EXPECT_EQ(dn, 1u + pn_init::kStep * 34);
  // A level estimate leaves both sides where df-pn starts them.
  GameState<1> level = emptyGame("go+komi=0.5", 3, 3);
  initialProofNumbers(level, Color::Black, pn, dn);
  EXPECT_EQ(pn, 1u);
  EXPECT_EQ(dn, 1u);
  EXPECT_TRUE(knowsProofNumbers(level.rules()));
  EXPECT_FALSE(knowsProofNumbers(*Rules::parse("conquest"))) << "territory: no estimate yet";
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

TEST(DfpnWithKnowledgeInit, GivesTheSearchWithoutItsScoresOnEmptyBoards) {
  testing::forEmptyBoards({{"go", 3, 3}, {"go+komi=3", 2, 4}, {"quench-3", 3, 3}, {"quench-4", 2, 4},
                           {"conversion", 3, 3}, {"conversion", 2, 4}},
                          expectSameAnswer);
}

TEST(DfpnWithKnowledgeInit, GivesTheSearchWithoutItsScoresAfterRandomOpenings) {
  const int checked = testing::forRandomOpenings({{"go", 3, 3}, {"quench-1", 3, 3}, {"conversion", 3, 3}},
                                                 20261130, expectSameAnswer);
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
}

TEST(DfpnWithKnowledgeInit, GivesTheSearchWithoutItsAnswerAfterRandomOpenings) {
  const int checked = testing::forRandomOpenings({{"capture-1", 4, 4}, {"capture-2", 4, 4}, {"gonnect", 4, 4}},
                                                 20261126, expectSameAnswer);
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
}

TEST(ProofNumberWeight, ContactMovesCountOnceTheOthersTheBias) {
  // 5x5 Go after Black's centre and White's b2: Black's b3 and c2 touch the
  // white stone, a1 and e5 touch nothing of White's, and a pass is no contact.
  GameState<1> game = gameFromRows("go", "...../...../..X../.O.../.....");
  EXPECT_EQ(proofNumberWeight(game, at(game, "b3"), 4), 1u);
  EXPECT_EQ(proofNumberWeight(game, at(game, "c2"), 4), 1u);
  EXPECT_EQ(proofNumberWeight(game, at(game, "b1"), 4), 1u);
  EXPECT_EQ(proofNumberWeight(game, at(game, "a1"), 4), 4u) << "diagonal is no contact";
  EXPECT_EQ(proofNumberWeight(game, at(game, "e5"), 4), 4u);
  EXPECT_EQ(proofNumberWeight(game, kPass, 4), 4u);
  // Touching one's own stone is not contact: d3 touches only Black's c3.
  EXPECT_EQ(proofNumberWeight(game, at(game, "d3"), 4), 4u);
  // Only scored games are weighed: Capture Go's moves all count once.
  GameState<1> capture = gameFromRows("capture-1", "...../...../..X../.O.../.....");
  EXPECT_EQ(proofNumberWeight(capture, at(capture, "e5"), 4), 1u);
}

// contactBiasApplies says where proofNumberWeight can weigh a move at all:
// the pass, which touches nothing, is weighed exactly there.
TEST(ContactBiasApplies, WhereSomeMoveIsWeighed) {
  for (std::string rules : {"go", "quench-1", "quench-2", "quench-3", "quench-4", "conversion", "go+komi=0.5",
                            "capture-1", "capture-3", "gonnect", "conquest"}) {
    GameState<1> game = emptyGame(rules, 4, 4);
    const bool weighed = proofNumberWeight(game, kPass, 16) == 16u;
    EXPECT_EQ(contactBiasApplies(game), weighed) << rules;
    const bool areaScored = rules != "capture-1" && rules != "capture-3" && rules != "gonnect" && rules != "conquest";
    EXPECT_EQ(weighed, areaScored) << rules;
  }
}

void expectSameAnswerWithContactBias(GameState<1>& game, const std::string& what) {
  testing::expectSameAnswer(
      game, [](SolverOptions& o) { o.threads = 1, o.contactBias = 4; }, [](SolverOptions& o) { o.threads = 1; },
      what);
}

// The bias only steers: df-pn with it gives the scores and every best move
// of df-pn without it, on empty boards and after random openings, and on two
// threads (where busy children's numbers are weighed too).
TEST(DfpnWithContactBias, GivesTheSearchWithoutItsScores) {
  testing::forEmptyBoards({{"go", 3, 3}, {"go+komi=3", 2, 4}, {"quench-1", 3, 3}, {"quench-4", 2, 4},
                           {"conversion", 3, 3}, {"go", 3, 4}},
                          expectSameAnswerWithContactBias);
  const int checked = testing::forRandomOpenings({{"go", 3, 3}, {"quench-3", 3, 3}, {"conversion", 3, 3}},
                                                 20261207, expectSameAnswerWithContactBias);
  EXPECT_GE(checked, 20) << "most random openings leave a game to solve";
  testing::forEmptyBoards({{"go", 3, 3}, {"quench-3", 3, 3}}, [](GameState<1>& game, const std::string& what) {
    testing::expectSameAnswer(
        game, [](SolverOptions& o) { o.threads = 2, o.contactBias = 8; }, [](SolverOptions& o) { o.threads = 1; },
        what + ", two threads");
  });
}

// It changes the search: pinned so that a bias that no longer reaches the
// search is seen (3x4 Go: the serial search's nodes are exact).
TEST(DfpnWithContactBias, SearchesOtherNodes) {
  GameState<1> game = emptyGame("go", 3, 4);
  SolverOptions options;
  options.tableMegabytes = 64;
  options.threads = 1;
  const SolveResult plain = solvePosition(game, options);
  options.contactBias = 4;
  const SolveResult biased = solvePosition(game, options);
  EXPECT_EQ(plain.score, biased.score);
  EXPECT_NE(plain.stats.nodes, biased.stats.nodes);
}

// What it buys, pinned so that a change that loses it is seen (node counts
// of the serial search are exact): 4x5 Capture-1 and 4x4 Gonnect.
TEST(DfpnWithKnowledgeInit, SearchesFewerNodes) {
  for (RulesAndSize b : {RulesAndSize{"capture-1", 4, 5}, RulesAndSize{"gonnect", 4, 4}}) {
    const auto [with, without] = solvedWithAndWithout(b, &SearchSettings::knowledgeInit);
    EXPECT_EQ(with.value, without.value);
    EXPECT_LT(with.stats.nodes * 2, without.stats.nodes) << b.rules << ": at least twice fewer nodes";
  }
}

// The same for the scored games' area estimate: 3x4 Conversion Go (its
// estimate steers hard) at least twice fewer nodes, 3x4 Go at least a
// tenth fewer (92,009 against 315,044 and 87,623 against 121,241 when
// written).
TEST(DfpnWithKnowledgeInit, SearchesFewerNodesForTheExactScore) {
  for (auto [b, factor] : {std::pair{RulesAndSize{"conversion", 3, 4}, 2.0}, std::pair{RulesAndSize{"go", 3, 4}, 1.1}}) {
    const auto [with, without] = solvedWithAndWithout(b, &SearchSettings::knowledgeInit);
    EXPECT_EQ(with.score, without.score) << b.rules;
    EXPECT_EQ(with.bestMoves, without.bestMoves) << b.rules;
    EXPECT_LT(static_cast<double>(with.stats.nodes) * factor, static_cast<double>(without.stats.nodes)) << b.rules;
  }
}

}  // namespace
}  // namespace goproof
