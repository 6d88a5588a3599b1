// Reading a problem's local goal (docs/goals.md) from the files people have:
// a goal the words state ("Black to kill"), the target MA marks, goproof's
// own properties and fields, --goal; and refusing to guess a region where
// the wall is open.
#include <algorithm>
#include <string>
#include <vector>

#include "formats/claim_text.h"
#include "formats/native_format.h"
#include "formats/puzzle_input.h"
#include "formats/sgf_puzzle.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/target_setup.h"
#include "tests/goal_file_reading.h"

namespace goproof {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// White's corner group on 9x9 (a2-d2, d1), its eye space a1 b1 c1, inside
// Black's wall (a3-e3, e2, e1); Black plays the middle point to kill.
constexpr std::string_view kCorner =
    "(;GM[1]FF[4]SZ[9]AB[ag][bg][cg][dg][eg][eh][ei]AW[ah][bh][ch][dh][di]%s"
    "(;B[bi]C[Correct])(;B[ai]C[Wrong]))";

std::string corner(std::string_view root) {
  std::string text(kCorner);
  text.replace(text.find("%s"), 2, root);
  return text;
}

TEST(GoalReading, TheWordsStateTheGoalAndMaMarksTheTarget) {
  const PuzzleFile file = sgfFile(corner("C[Black to kill.]MA[dh]"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  const Puzzle& p = file.puzzles[0];
  EXPECT_EQ(p.rules.toString(), "go+goal=capture");
  EXPECT_EQ(p.goal, "kill");
  EXPECT_EQ(p.targets, "d2");
  EXPECT_EQ(p.region, "auto");
  EXPECT_THAT(notices(file), HasSubstr("the words 'Black to kill' state a local goal (kill)"));
  EXPECT_THAT(notices(file), HasSubstr("the target the stones MA marks, d2"));
}

TEST(GoalReading, MarksOnNoTargetStoneAreToldNotDroppedSilently) {
  // MA on White's d2 (the target), on the empty b1 and on Black's e2.
  const PuzzleFile file = sgfFile(corner("C[Black to kill.]MA[dh][bi][eh]"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].targets, "d2");
  EXPECT_THAT(notices(file),
              HasSubstr("MA marks b1 (empty), e2 (Black's): not White's stones, so not part of the target (the "
                        "target is the defender's stones)"));
  const PuzzleFile clean = sgfFile(corner("C[Black to kill.]MA[dh]"));
  EXPECT_THAT(notices(clean), Not(HasSubstr("not part of the target")));
}

TEST(GoalReading, WithoutMarksTheLikeliestGroupIsTheTargetAndTheNoticeSaysSo) {
  const PuzzleFile file = sgfFile(corner("C[黑先杀]"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].goal, "kill");
  EXPECT_EQ(file.puzzles[0].targets, "d1 a2 b2 c2 d2");
  EXPECT_THAT(notices(file), HasSubstr("the target inferred as White's likeliest group"));
}

TEST(GoalReading, AGoalNobodyStatedIsReadWhenAskedOrOnABoardOfNineOrMore) {
  const std::string silent = corner("PL[B]");
  ImportOptions capture = withoutRules();
  capture.rulesGiven = true;  // --rules capture-1
  EXPECT_EQ(sgfFile(silent, capture).puzzles[0].rules.toString(), "capture-1");
  const PuzzleFile unasked = sgfFile(silent);  // 9x9, no rules named: read as --goal auto reads it
  EXPECT_EQ(unasked.puzzles[0].goal, "kill");
  EXPECT_THAT(notices(unasked), HasSubstr("the likeliest goal (read as --goal auto reads it, as every 9x9 problem"));
  const PuzzleFile inferred = sgfFile(silent, withoutRules("auto"));
  EXPECT_EQ(inferred.puzzles[0].goal, "kill") << "Black encloses White's group: she defends";
  EXPECT_THAT(notices(inferred), HasSubstr("the likeliest goal (--goal auto) is to kill White's group"));
  const PuzzleFile forced = sgfFile(silent, withoutRules("kill"));
  EXPECT_EQ(forced.puzzles[0].goal, "kill");
  EXPECT_EQ(forced.puzzles[0].targets, "d1 a2 b2 c2 d2");
  EXPECT_THAT(notices(forced), HasSubstr("--goal kill sets a local goal"));
  // Black's own wall is open towards the centre: its region is framed
  // (docs/goals.md), and the goal is read as asked.
  const PuzzleFile open = sgfFile(silent, withoutRules("live"));
  EXPECT_EQ(open.puzzles[0].goal, "live");
  EXPECT_EQ(open.puzzles[0].region, "auto");
}

TEST(GoalReading, ABigBoardThatNamesNoRulesIsALocalProblemUnlessTheRulesAreGiven) {
  // Cho Chikun's Elementary problem 1 as sanderland/tsumego writes it: no
  // RU, no goal in the words (the one comment is on the answer), SZ[19].
  // Black kills White's corner at b19, as the book's answer says.
  const std::string cho1 =
      "(;FF[4]GM[1]SZ[19]AB[eb][fb][bc][cc][dc][be]AW[da][ab][bb][cb][db];C[Black to play: Elementary]B[ba])";
  const PuzzleFile file = sgfFile(cho1);
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].rules.toString(), "go+goal=capture");
  EXPECT_EQ(file.puzzles[0].goal, "kill") << "Black's stones hold the outside of White's";
  EXPECT_EQ(file.puzzles[0].targets, "a18 b18 c18 d18 d19");
  EXPECT_THAT(notices(file), HasSubstr("no RU: no goal in the words; the likeliest goal (read as --goal auto reads it, "
                                       "as every 19x19 problem that names no rules is: --rules capture-1 reads it as "
                                       "Capture Go) is to kill White's group"));
  // --rules says which game it is: Capture Go, as asked.
  ImportOptions capture = withoutRules();
  capture.rulesGiven = true;
  EXPECT_EQ(sgfFile(cho1, capture).puzzles[0].rules.toString(), "capture-1");
  // A 9x9 board is read the same way; a 7x7 one keeps Capture Go, the
  // game of the small teaching boards, and its notice names --goal.
  std::string on9 = cho1, on7 = cho1;
  on9.replace(on9.find("SZ[19]"), 6, "SZ[9]");
  on7.replace(on7.find("SZ[19]"), 6, "SZ[7]");
  EXPECT_EQ(sgfFile(on9).puzzles[0].goal, "kill");
  const PuzzleFile small = sgfFile(on7);
  EXPECT_EQ(small.puzzles[0].rules.toString(), "capture-1");
  EXPECT_THAT(notices(small), HasSubstr("give --goal auto, kill or live to read them as local problems"));
  // A goal word still sets the goal, on any board.
  EXPECT_EQ(sgfFile(cho1, withoutRules("live")).puzzles[0].goal, "live");
}

TEST(GoalReading, AnOpenWallIsClosedByAFrameRatherThanLeftUnread) {
  // The same group with Black's wall gone: nothing encloses it, so a frame
  // of Black's stones closes the rectangle around it.
  const PuzzleFile file =
      sgfFile("(;GM[1]FF[4]SZ[9]AW[ah][bh][ch][dh][di]C[Black to kill](;B[bi]C[Correct]))");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].rules.toString(), "go+goal=capture");
  EXPECT_EQ(file.puzzles[0].goal, "kill");
  auto frame = visitGame(positionOf(file.puzzles[0]), [](auto& game) {
    if constexpr (requires { game.frame(); }) return formatPointSet(game.frame(), game.geometry());
    else return std::string("not a local goal");
  });
  ASSERT_TRUE(frame.ok()) << frame.status();
  EXPECT_EQ(*frame, "a4-e4 f3 f2 f1");
}

TEST(GoalReading, AGoproofRuleSetKeepsItsOwnGame) {
  const PuzzleFile file = sgfFile(corner("RU[capture-1]C[Black to kill.]"));
  EXPECT_EQ(file.puzzles[0].rules.toString(), "capture-1");
  EXPECT_EQ(file.puzzles[0].goal, "");
}

TEST(GoalReading, GoproofsOwnPropertiesAndFieldsSurviveEveryRoundTrip) {
  const PuzzleFile file = sgfFile(corner("C[White to live]"));
  const Puzzle& p = file.puzzles[0];
  EXPECT_EQ(p.goal, "live");
  // SGF: GPG, GPT, GPA.
  const std::string sgf = sgfFromPuzzles(file);
  EXPECT_THAT(sgf, HasSubstr("GPG[live]"));
  EXPECT_THAT(sgf, HasSubstr("GPT[d1 a2 b2 c2 d2]"));
  EXPECT_THAT(sgf, HasSubstr("GPA[auto]"));
  const PuzzleFile again = sgfFile(sgf, withoutRules());
  EXPECT_EQ(again.puzzles[0].goal, "live");
  EXPECT_EQ(again.puzzles[0].targets, p.targets);
  EXPECT_EQ(again.puzzles[0].region, "auto");
  // Native: goal, target and region fields.
  const std::string native = formatPuzzleFile(file);
  EXPECT_THAT(native, HasSubstr("goal: live\ntarget: d1 a2 b2 c2 d2\nregion: auto\n"));
  auto read = parsePuzzleFile(native, "t.puzzles");
  ASSERT_TRUE(read.ok()) << read.status();
  EXPECT_EQ(read->puzzles[0].goal, "live");
  EXPECT_EQ(read->puzzles[0].rules.toString(), "go+goal=capture");
  EXPECT_EQ(formatPuzzleFile(*read), native);
}

// The bundled kill-19x19.puzzles's first problem alone (a failed read fails the test).
PuzzleFile firstGeneratedKillProblem() {
  auto file = readPuzzles(std::string(GOPROOF_SOURCE_DIR) + "/puzzles/generated/kill-19x19.puzzles", ImportOptions{});
  EXPECT_TRUE(file.ok()) << file.status();
  if (!file.ok()) return PuzzleFile{};
  file->puzzles.resize(std::min<size_t>(file->puzzles.size(), 1));
  return *file;
}

// A generated kill problem written as SGF for a teacher's other programs:
// the target marked with MA, the answer and its strongest defence as a
// variation marked RIGHT, so that Sabaki or a problem site shows them; and
// read back by goproof it is the same puzzle, claim for claim (GPC, which
// GPV[shown] says the variations only repeat).
TEST(GoalReading, AGoalPuzzleInSgfShowsItsAnswerAndReadsBackTheSame) {
  // #1: White to kill, target r19-s19 s18 s17 s16-t16; only-win t18, line t18 pass! t17 t19! t17 t18! t17
  PuzzleFile one = firstGeneratedKillProblem();
  ASSERT_EQ(one.puzzles.size(), 1u);
  const std::string sgf = sgfFromPuzzles(one);
  EXPECT_THAT(sgf, HasSubstr("MA[qa][ra][rb][rc][rd][sd]"));
  EXPECT_THAT(sgf, HasSubstr(";W[sb];B[];W[sc];B[sa];W[sc];B[sb];W[sc]C[RIGHT]"));
  EXPECT_THAT(sgf, HasSubstr("GPC[only-win t18][line t18 pass! t17 t19! t17 t18! t17]"));
  EXPECT_THAT(sgf, HasSubstr("GPV[shown]"));
  const PuzzleFile again = sgfFile(sgf, withoutRules());
  ASSERT_EQ(again.puzzles.size(), 1u);
  EXPECT_EQ(again.puzzles[0].claims, one.puzzles[0].claims);
  EXPECT_EQ(again.puzzles[0].targets, one.puzzles[0].targets);
  EXPECT_EQ(notices(again), "");
  EXPECT_EQ(sgfFromPuzzles(again), sgf);
  // A GPV that says anything else, or stands below the root, is refused, with where.
  for (const char* text : {"(;SZ[9]GPV[maybe])", "(;SZ[9]AB[aa];AW[bb]GPV[shown])"}) {
    auto bad = puzzlesFromSgf(text, "t.sgf", withoutRules());
    ASSERT_FALSE(bad.ok()) << text;
    EXPECT_THAT(std::string(bad.status().message()), HasSubstr("t.sgf:1:")) << text;
  }
}

// The file's other MA marks stay beside the target's; a target written with
// colons marks the same stones; a move claimed on a stone is not shown as a
// variation onto it.
TEST(GoalReading, AGoalPuzzlesOtherMarksAndOddClaimsSurviveTheSgf) {
  PuzzleFile one = firstGeneratedKillProblem();
  ASSERT_EQ(one.puzzles.size(), 1u);
  Puzzle& p = one.puzzles[0];
  p.sgfProperties.push_back("MA[aa]");  // a19, no target stone
  p.targets = "r19:s19 s18 s17 s16:t16";
  auto onStone = parseClaimText("no-win o19");  // White's stone
  ASSERT_TRUE(onStone.ok());
  p.claims.push_back(*onStone);
  const std::string sgf = sgfFromPuzzles(one);
  EXPECT_THAT(sgf, HasSubstr("MA[qa][ra][rb][rc][rd][sd][aa]"));
  EXPECT_EQ(sgf.find(";W[na]"), std::string::npos) << sgf;
  const PuzzleFile again = sgfFile(sgf, withoutRules());
  ASSERT_EQ(again.puzzles.size(), 1u);
  EXPECT_EQ(again.puzzles[0].claims, p.claims);
  EXPECT_THAT(again.puzzles[0].sgfProperties, ::testing::Contains("MA[aa]"));
  EXPECT_EQ(sgfFromPuzzles(again), sgf);
}

TEST(GoalReading, TheNativeFormatRefusesAGoalOfAnotherGame) {
  const std::string text =
      "goproof-puzzles 1\npuzzle: t\nrules: capture-1\ngoal: kill\ntarget: a1\nsize: 3x3\nboard:\n  . . .\n  . . .\n  O . .\n";
  auto read = parsePuzzleFile(text, "t.puzzles");
  ASSERT_FALSE(read.ok());
  EXPECT_THAT(std::string(read.status().message()), HasSubstr("t.puzzles:4:"));
  EXPECT_THAT(std::string(read.status().message()), HasSubstr("a goal is played on go+goal=capture"));
  auto misspelt = parsePuzzleFile("goproof-puzzles 1\npuzzle: t\ngoal: murder\ntarget: a1\nsize: 3x3\n", "t.puzzles");
  ASSERT_FALSE(misspelt.ok());
  EXPECT_THAT(std::string(misspelt.status().message()), HasSubstr("'murder' is not a goal"));
}

}  // namespace
}  // namespace goproof
