// What counts as a right answer to a local goal read from a real file
// (docs/goals.md): a problem that states no goal, or asks for a ko, takes a
// ko as its answer where nothing better exists; a stated kill does not. The
// positions are Cho Chikun's and tsumego.js's problems as their SGF files
// give them.
#include <string>
#include <string_view>

#include "formats/native_format.h"
#include "formats/sgf_puzzle.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "puzzles/verify.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/target_setup.h"
#include "tests/goal_file_reading.h"

namespace goproof {
namespace {

using ::testing::HasSubstr;

PuzzleReport verified(const Puzzle& puzzle) {
  VerifyOptions options;
  options.solver.threads = 1;
  options.solver.tableMegabytes = 16;
  options.solver.timeLimitSeconds = 60;
  return verifyPuzzle(puzzle, options);
}

// Verifies p and expects its one claim to pass.
void expectTheOneClaimPasses(const Puzzle& p) {
  const PuzzleReport report = verified(p);
  ASSERT_EQ(report.claims.size(), 1u) << report.positionError;
  EXPECT_EQ(report.claims[0].verdict, Verdict::Pass) << report.claims[0].explanation;
}

// The region a problem's inferred goal is played in, as text.
std::string regionOf(const Puzzle& p) {
  auto region = visitGame(positionOf(p), [](auto& game) {
    if constexpr (requires { game.region(); }) return formatPointSet(game.region(), game.geometry());
    else return std::string("not a local goal");
  });
  return region.ok() ? *region : std::string(region.status().message());
}

// Cho Chikun, elementary problem 21: White's group on the top edge; Black's
// a19 makes a ko that Black takes first, and no move kills without it.
std::string cho21(std::string_view words) {
  return std::string("(;GM[1]FF[4]SZ[19]AB[ba][ca][fa][fb][cc][dc][ec][ad][bd][ce]AW[ea][bb][cb][db][ac][bc]PL[B]C[") +
         std::string(words) + "];B[aa]C[Correct.])";
}

TEST(GoalAnswers, AProblemThatStatesNoGoalTakesAKoWhereNothingKills) {
  const PuzzleFile file = sgfFile(cho21("Black to play: Elementary"), withoutRules("auto"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  const Puzzle& p = file.puzzles[0];
  EXPECT_EQ(p.goal, "kill");
  EXPECT_TRUE(p.koAnswers);
  EXPECT_THAT(notices(file), HasSubstr("a ko is a right answer where nothing better exists"));
  const PuzzleReport report = verified(p);
  ASSERT_EQ(report.claims.size(), 1u) << report.positionError;
  EXPECT_EQ(report.claims[0].verdict, Verdict::Pass) << report.claims[0].explanation;
  EXPECT_THAT(report.claims[0].explanation, HasSubstr("a19 leads to a ko: Black kills"));
  EXPECT_THAT(report.claims[0].explanation, HasSubstr("no move wins for Black without ko, so a ko is the answer"));
}

TEST(GoalAnswers, AStatedKillIsNotAKo) {
  const PuzzleFile file = sgfFile(cho21("Black to kill"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].goal, "kill");
  EXPECT_FALSE(file.puzzles[0].koAnswers);
  const PuzzleReport report = verified(file.puzzles[0]);
  ASSERT_EQ(report.claims.size(), 1u) << report.positionError;
  EXPECT_EQ(report.claims[0].verdict, Verdict::Fail);
  EXPECT_THAT(report.claims[0].explanation, HasSubstr("a19 does not win for Black without ko: it leads to a ko"));
}

// The verdict of a line claim (moves as written, "!" marking a strongest
// reply) on Cho Chikun's elementary 21 with these words.
ClaimReport lineOnCho21(std::string_view words, const std::vector<std::string>& moves,
                        const ImportOptions& options = withoutRules()) {
  PuzzleFile file = sgfFile(cho21(words), options);
  EXPECT_EQ(file.puzzles.size(), 1u);
  if (file.puzzles.empty()) return {};
  Puzzle p = file.puzzles[0];
  Claim line;
  line.kind = ClaimKind::Line;
  for (const std::string& m : moves)
    line.line.push_back(LineMove{m.substr(0, m.find('!')), m.back() == '!'});
  p.claims = {line};
  const PuzzleReport report = verified(p);
  EXPECT_EQ(report.claims.size(), 1u) << report.positionError;
  return report.claims.empty() ? ClaimReport{} : report.claims[0];
}

TEST(GoalAnswers, ASolutionLineThroughTheKoKeepsIt) {
  // Where the ko is the answer, Black's moves must keep it: her player is
  // given every ko threat and White none.
  const ClaimReport kept = lineOnCho21("Black to play: Elementary", {"a19", "e18!", "a18"}, withoutRules("auto"));
  EXPECT_EQ(kept.verdict, Verdict::Pass) << kept.explanation;
  EXPECT_THAT(kept.explanation, HasSubstr("a ko is the answer here"));
  EXPECT_THAT(kept.explanation, HasSubstr("every Black move in the line keeps the ko"));
  // d19 fills Black's own liberty: White lives whatever threats Black has.
  const ClaimReport lost = lineOnCho21("Black to play: Elementary", {"a19", "e18", "d19"}, withoutRules("auto"));
  EXPECT_EQ(lost.verdict, Verdict::Fail) << lost.explanation;
  EXPECT_THAT(lost.explanation, HasSubstr("move 3 (d19) does not keep the ko for Black"));
  // A stated kill takes no ko: the same line fails at its first move.
  const ClaimReport stated = lineOnCho21("Black to kill", {"a19", "e18", "a18"});
  EXPECT_EQ(stated.verdict, Verdict::Fail) << stated.explanation;
  EXPECT_THAT(stated.explanation, HasSubstr("move 1 (a19) does not win for Black"));
}

TEST(GoalAnswers, WordsThatAskForAKoLeaveKillOrLiveToThePosition) {
  // 黑先劫: Black first, ko. No --goal auto needed: the words state it.
  const PuzzleFile file = sgfFile(cho21("\xe9\xbb\x91\xe5\x85\x88\xe5\x8a\xab"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].goal, "kill") << "White's group is the enclosed one";
  EXPECT_TRUE(file.puzzles[0].koAnswers);
  EXPECT_THAT(notices(file), HasSubstr("ask for a ko"));
  const PuzzleReport report = verified(file.puzzles[0]);
  ASSERT_EQ(report.claims.size(), 1u) << report.positionError;
  EXPECT_EQ(report.claims[0].verdict, Verdict::Pass) << report.claims[0].explanation;
}

TEST(GoalAnswers, AWeakWallStoneIsPartOfTheProblem) {
  // Cho Chikun, elementary problem 2: Black lives with b19 because White's
  // c19 and e19 run short of liberties: after White d19, Black takes three
  // stones at f19, outside the points Black's group reaches. White's e19
  // has two liberties, so it, its liberty f19 and f19's neighbour g19
  // belong to the region.
  const PuzzleFile file = sgfFile(
      "(;GM[1]FF[4]SZ[19]AB[ab][bb][cb][db][eb]AW[ca][ea][fb][ac][bc][cc][dc][ec][fc]PL[B]"
      "C[Black to play: Elementary];B[ba]C[Correct.])",
      withoutRules("auto"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  const Puzzle& p = file.puzzles[0];
  EXPECT_EQ(p.goal, "live");
  EXPECT_EQ(regionOf(p), "a19-g19 a18-e18");
  expectTheOneClaimPasses(p);
}

// GoGameGuru's intermediate problem 9, as its file gives it: Black lives in
// seki with m3. Black's l1 takes White's m1, a wall stone in atari on the
// first line, so the region takes in l1 and k1 beside it; j1, next to k1,
// lies outside. Left empty, j1 was a liberty nobody would ever fill, so a
// Black stone on k1 could never be taken and l1 seemed to live. White's
// stone closing j1, as a frame closes an open wall, makes l1 the wrong
// answer the file says it is.
TEST(GoalAnswers, AWeakWallStonesLibertyOpensNoHoleInTheRegion) {
  const std::string sgf =
      "(;GM[1]FF[4]SZ[19]AW[ko][lo][mo][qo][jp][np][op][pp][jq][qq][jr][kr][nr][or][qr][ls][qs]"
      "AB[lp][mp][kq][nq][oq][pq][lr][pr][ms][ns][ps]C[Black to play.]"
      "(;B[lq];W[mr];B[ks];W[js];B[ls]C[Correct. Black lives in seki.])"
      "(;B[ks];W[lq](;B[mq];W[kp])(;B[kp];W[mq])))";
  const PuzzleFile file = sgfFile(sgf, withoutRules("auto"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  const Puzzle& p = file.puzzles[0];
  EXPECT_EQ(p.goal, "live");
  const PuzzleReport report = verified(p);
  ASSERT_FALSE(report.claims.empty()) << report.positionError;
  bool l1Judged = false;
  for (const ClaimReport& c : report.claims) {
    EXPECT_EQ(c.verdict, Verdict::Pass) << c.explanation;
    l1Judged = l1Judged || c.explanation.find("l1") != std::string::npos;
  }
  EXPECT_TRUE(l1Judged) << "the file's wrong answer l1 is among the claims";
}

// Cho Chikun, elementary problem 73: White's f19 on the first line has
// three liberties, but only g19 lies outside the points Black's group
// reaches. Black fills e19 and f18 inside, and f19 is in atari: Black's
// e19 lives by threatening to take it at g19. So f19, g19 and g19's
// neighbour h19 belong to the region, and e19 is right.
TEST(GoalAnswers, AWallChainWithOneLibertyOutsideIsPartOfTheProblem) {
  const PuzzleFile file = sgfFile(
      "(;GM[1]FF[4]SZ[19]AB[ba][bb][ac][bc][cc][dc][ec][fc]AW[ca][fa][db][gb][gc][ad][bd][cd][dd][ed][fd][gd]"
      "C[Black to play: Elementary](;B[ea]C[RIGHT]))",
      withoutRules("auto"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  const Puzzle& p = file.puzzles[0];
  EXPECT_EQ(p.goal, "live");
  EXPECT_EQ(regionOf(p), "a19-h19 a18-f18 a17-f17");
  expectTheOneClaimPasses(p);
}

// Cho Chikun, elementary problems 40 and 87: Black's largest chain is in
// atari, and it is not the group the problem is about: on 40 the four
// corner stones tie in size with c18-e18 and c19, which e19 makes live; on
// 87 the four stones at d18-e19 are given up, and b17 makes the rest live.
// A kill or live problem passes over a chain in atari for its target; a
// problem to save stones does not.
TEST(GoalAnswers, AChainInAtariIsNotTheLikeliestGroupOfALifeProblem) {
  const std::string cho40 =
      "(;GM[1]FF[4]SZ[19]AB[ca][ab][cb][db][eb][ac][bc][bd]AW[ba][bb][fb][hb][cc][ec][fc][ad][cd][ae][be][ce]C[";
  const PuzzleFile forty = sgfFile(cho40 + "Black to play: Elementary](;B[ea]C[RIGHT]))", withoutRules("auto"));
  ASSERT_EQ(forty.puzzles.size(), 1u);
  EXPECT_EQ(forty.puzzles[0].goal, "live");
  EXPECT_EQ(forty.puzzles[0].targets, "c18 d18 e18 c19");
  expectTheOneClaimPasses(forty.puzzles[0]);

  const PuzzleFile eightySeven = sgfFile(
      "(;GM[1]FF[4]SZ[19]AB[ba][da][ea][ab][bb][db][eb][cc]AW[fa][cb][fb][dc][ec][fc][bd][cd]"
      "C[Black to play: Elementary](;B[bc]C[RIGHT]))",
      withoutRules("auto"));
  ASSERT_EQ(eightySeven.puzzles.size(), 1u);
  EXPECT_EQ(eightySeven.puzzles[0].targets, "a18 b18 b19");
  expectTheOneClaimPasses(eightySeven.puzzles[0]);

  const PuzzleFile save = sgfFile(cho40 + "Black to save her stones](;B[ea]C[RIGHT]))");
  ASSERT_EQ(save.puzzles.size(), 1u);
  EXPECT_EQ(save.puzzles[0].goal, "save");
  EXPECT_EQ(save.puzzles[0].targets, "b16 a17 b17 a18") << "the largest chain, first in point order";
  EXPECT_THAT(notices(save), HasSubstr("(her largest chain)"));
}

TEST(GoalAnswers, MaMarksTheTargetOfAProblemThatStatesNoGoal) {
  // A tsumego.js problem: White's stones on a 9x9 board, the target marked, no words.
  constexpr std::string_view kMarked =
      "(;FF[4]SZ[9]PL[B]AB[ba][ia][ab][eb][ib][ac][bc][cc][gc][hc][ic][dd][ed][fd][cd][gd]"
      "AW[ea][bb][cb][db][gb][hb][dc][ec][fc]MA[db](;B[fb];W[fa];B[fb]))";
  const PuzzleFile asked = sgfFile(kMarked, withoutRules("auto"));
  ASSERT_EQ(asked.puzzles.size(), 1u);
  EXPECT_EQ(asked.puzzles[0].goal, "kill") << "the marked stones are the opponent's";
  EXPECT_EQ(asked.puzzles[0].targets, "d8");
  EXPECT_TRUE(asked.puzzles[0].koAnswers);
  EXPECT_THAT(notices(asked), HasSubstr("the stones MA marks are White's, so the likeliest goal (--goal auto) is to kill"));
  // Without --goal, a 9x9 problem that names no rules is read the same way,
  // and under --rules capture-1 nothing is guessed.
  const PuzzleFile plain = sgfFile(kMarked);
  EXPECT_EQ(plain.puzzles[0].goal, "kill");
  EXPECT_EQ(plain.puzzles[0].targets, "d8");
  ImportOptions capture = withoutRules();
  capture.rulesGiven = true;
  EXPECT_EQ(sgfFile(kMarked, capture).puzzles[0].goal, "") << "under --rules nothing is guessed";
}

TEST(GoalAnswers, AKoAnswerSurvivesEveryRoundTrip) {
  const PuzzleFile file = sgfFile(cho21("Black to play: Elementary"), withoutRules("auto"));
  const std::string sgf = sgfFromPuzzles(file);
  EXPECT_THAT(sgf, HasSubstr("GPG[kill or ko]"));
  const PuzzleFile again = sgfFile(sgf);
  EXPECT_EQ(again.puzzles[0].goal, "kill");
  EXPECT_TRUE(again.puzzles[0].koAnswers);
  const std::string native = formatPuzzleFile(file);
  EXPECT_THAT(native, HasSubstr("goal: kill or ko\n"));
  auto read = parsePuzzleFile(native, "t.puzzles");
  ASSERT_TRUE(read.ok()) << read.status();
  EXPECT_EQ(read->puzzles[0].goal, "kill");
  EXPECT_TRUE(read->puzzles[0].koAnswers);
  EXPECT_EQ(formatPuzzleFile(*read), native);
  auto wrong = parsePuzzleFile("goproof-puzzles 1\npuzzle: t\ngoal: kill or seki\ntarget: a1\nsize: 3x3\n", "t.puzzles");
  ASSERT_FALSE(wrong.ok());
  EXPECT_THAT(std::string(wrong.status().message()), HasSubstr("t.puzzles:3:7: 'kill or seki' is not a goal"));
}

// Cho Chikun, elementary problem 105: Black lives with b19, a double ko.
// White's c19 takes b19, Black's a18 ataris, White's a17 takes a18, Black's
// b19 takes c19 back; from then on White goes round only by retaking c19
// and a17 over the ban, two threats a round. `words` is the root comment;
// `answer` the variation after the root.
std::string cho105(std::string_view words, std::string_view answer) {
  return std::string("(;GM[1]FF[4]SZ[19]AB[da][cb][bc][cc][dc][ad][cd]AW[aa][fa][bb][fb][ec][fc][bd][dd][be][ce][de]C[") +
         std::string(words) + "]" + std::string(answer) + ")";
}

TEST(GoalAnswers, ADoubleKoThatTheOpponentKeepsGoingByRetakesIsUndecided) {
  // With White's external threats unlimited, the cycle is endless play, a
  // draw by our rules; with no threats on either side b19 lives, and a
  // teacher says Black lives, as White needs threats every round. Neither
  // a FAIL of the book's answer nor a PASS of a file that calls it wrong:
  // undecided, with the cycle's line.
  for (const char* answer : {"(;B[ba]C[RIGHT])", "(;B[ba]C[WRONG])"}) {
    const PuzzleFile file = sgfFile(cho105("Black to play: Elementary", answer), withoutRules("auto"));
    ASSERT_EQ(file.puzzles.size(), 1u);
    const PuzzleReport report = verified(file.puzzles[0]);
    ASSERT_EQ(report.claims.size(), 1u) << report.positionError;
    EXPECT_EQ(report.claims[0].claim.kind,
              std::string_view(answer).find("RIGHT") != std::string_view::npos ? ClaimKind::Win : ClaimKind::NoWin);
    EXPECT_EQ(report.claims[0].verdict, Verdict::Undecided) << answer << ": " << report.claims[0].explanation;
    EXPECT_THAT(report.claims[0].explanation, HasSubstr("b19 leads to endless play only because White may retake kos"));
    EXPECT_THAT(report.claims[0].explanation, HasSubstr("with no external ko threat on either side it wins for Black"));
    ASSERT_GE(report.claims[0].line.size(), 6u);
    EXPECT_EQ(report.claims[0].line[0], "b19");
    EXPECT_EQ(report.claims[0].line[1], "c19") << "White takes b19";
  }
  // A solution line through it: undecided too, under a stated goal and
  // under an inferred one (where a ko would be an answer: a double ko is
  // no ko to answer with).
  for (const bool stated : {true, false}) {
    const PuzzleFile file =
        stated ? sgfFile(cho105("Black to live.", "(;B[ba]C[RIGHT];W[ca];B[ab])"), withoutRules())
               : sgfFile(cho105("Black to play: Elementary", "(;B[ba]C[RIGHT];W[ca];B[ab])"), withoutRules("auto"));
    ASSERT_EQ(file.puzzles.size(), 1u);
    const PuzzleReport report = verified(file.puzzles[0]);
    bool sawLine = false;
    for (const ClaimReport& c : report.claims) {
      EXPECT_EQ(c.verdict, Verdict::Undecided) << stated << " " << toString(c.claim) << ": " << c.explanation;
      if (c.claim.kind != ClaimKind::Line) continue;
      sawLine = true;
      EXPECT_THAT(c.explanation, HasSubstr("move 1 (b19) leads to endless play only because White may retake kos"));
    }
    EXPECT_TRUE(sawLine) << "the file's line b19 c19 a18 is a claim";
  }
}

TEST(GoalAnswers, EndlessPlayWithoutRetakesIsADraw) {
  // goproblems' problem 5973: after Black's c2, White passes in a cycle
  // while Black, short of liberties, must keep moving. No ko is retaken
  // over the ban, so the endless play is no win for Black by any reading:
  // the published c2 fails.
  const std::string sgf =
      "(;SZ[19]AW[br]AW[bs]AW[er]AW[es]AB[dq]AB[cq]AB[bq]AB[bp]AB[ap]AW[ao]AW[bo]AW[cp]AW[dp]AW[eq]AW[ep]AW[co]"
      "AB[an]AB[bn]AB[cn]AB[do]AB[eo]AB[fo]AB[fp]AB[fq]AB[fr]AB[fs]AW[ds]"
      "(;B[cr];W[cs];B[ar]C[sekiRIGHT]))";
  const PuzzleFile file = sgfFile(sgf, withoutRules("auto"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  const PuzzleReport report = verified(file.puzzles[0]);
  ASSERT_FALSE(report.claims.empty()) << report.positionError;
  EXPECT_EQ(report.claims[0].claim.kind, ClaimKind::Win);
  EXPECT_EQ(report.claims[0].verdict, Verdict::Fail) << report.claims[0].explanation;
  EXPECT_THAT(report.claims[0].explanation, HasSubstr("c2 draws for Black"));
}

}  // namespace
}  // namespace goproof
