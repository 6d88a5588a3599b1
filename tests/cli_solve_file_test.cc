// goproof solve FILE: a problem's position, rules, goal and target come from
// its file, read as verify reads them, so a problem that holds no answer yet
// gets one; the answer is the one the same position gets from the flags.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_goproof.h"

namespace {

using goproof::testing::CommandRun;
using goproof::testing::goproof;
using goproof::testing::writeTempFile;
using ::testing::HasSubstr;
using ::testing::Not;

// Black's group in the corner of a 9x9 board has a straight three, a1-c1,
// for its eye space; whoever plays its middle point first decides it:
//   3  O O O O O . . . .
//   2  X X X X O . . . .
//   1  . . . X O . . . .
//      A B C D E
constexpr const char* kStraightThree = "AB[ah][bh][ch][dh][di]AW[ag][bg][cg][dg][eg][eh][ei]";

std::string sgf(const std::string& words, const std::string& toMove) {
  return "(;GM[1]FF[4]SZ[9]" + std::string(kStraightThree) + "PL[" + toMove + "]C[" + words + "])";
}

TEST(CliSolveFile, AProblemWithoutAnAnswerIsSolvedAsItsWordsAsk) {
  const std::string path = writeTempFile("solve_file", "live.sgf", sgf("Black to live", "B"));
  CommandRun r = goproof("solve --json --threads 1 " + path);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_THAT(r.err, HasSubstr("read as go+goal=capture: live"));
  const nlohmann::json out = nlohmann::json::parse(r.out);
  EXPECT_EQ(out["goal"], "live");
  EXPECT_EQ(out["value"], "B") << "Black lives by taking the middle point";
  EXPECT_EQ(out["winning_moves"], nlohmann::json::parse(R"(["b1"])"));

  // The same position from the flags: the same answer.
  CommandRun flags = goproof(
      "solve --json --threads 1 --size 9x9 --board '........./........./........./........./........./........./OOOOO..../"
      "XXXXO..../...XO....' --goal live --target a2");
  ASSERT_EQ(flags.exitCode, 0) << flags.err;
  const nlohmann::json same = nlohmann::json::parse(flags.out);
  EXPECT_EQ(same["winning_moves"], out["winning_moves"]);
  EXPECT_EQ(same["region"], out["region"]);
  EXPECT_EQ(out["target"], nlohmann::json::parse(R"(["d1", "a2", "b2", "c2", "d2"])")) << "the group, inferred";
}

TEST(CliSolveFile, GoalFlagsOverrideTheWords) {
  const std::string path = writeTempFile("solve_file", "kill.sgf", sgf("White to kill", "W"));
  const nlohmann::json kill = nlohmann::json::parse(goproof("solve --json --threads 1 " + path).out);
  EXPECT_EQ(kill["goal"], "kill");
  EXPECT_EQ(kill["value"], "W");
  EXPECT_EQ(kill["winning_moves"], nlohmann::json::parse(R"(["b1"])")) << "the vital point kills";
}

TEST(CliSolveFile, AFileOfSeveralPuzzlesNeedsOneChosen) {
  const std::string path = writeTempFile("solve_file", "two.sgf", sgf("Black to live", "B") + sgf("White to kill", "W"));
  CommandRun both = goproof("solve " + path);
  EXPECT_EQ(both.exitCode, 2);
  EXPECT_THAT(both.err, HasSubstr("holds 2 puzzles; choose one with --puzzle N (1 to 2)"));
  CommandRun second = goproof("solve --json --threads 1 --puzzle 2 " + path);
  ASSERT_EQ(second.exitCode, 0) << second.err;
  EXPECT_EQ(nlohmann::json::parse(second.out)["goal"], "kill");
  CommandRun third = goproof("solve --puzzle 3 " + path);
  EXPECT_EQ(third.exitCode, 2);
  EXPECT_THAT(third.err, HasSubstr("holds 2 puzzles, not 3"));
}

// White's c3 stands beside a ko at b2/c2 (goal_status_test's ko): Black
// captures it only by winning the ko she starts at c2.
TEST(CliSolveFile, AKoNamesTheMovesThatMakeIt) {
  const std::string path = writeTempFile("solve_file", "ko.puzzles",
                                         "goproof-puzzles 1\n\npuzzle: the ko\nrules: go+goal=capture\nsize: 4x3\n"
                                         "to-move: B\ngoal: capture\ntarget: c3\nboard:\n  .XO.\n  XO.O\n  .XO.\n");
  CommandRun r = goproof("solve --threads 1 " + path);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("status: ko: Black captures White's stone at c3 unless White has 1 external threat"));
  EXPECT_THAT(r.out, HasSubstr("ko moves: c2 (Black's moves that win if she wins every ko; none wins without one)"));
  EXPECT_THAT(r.out, HasSubstr("winning moves: none"));
  const nlohmann::json out = nlohmann::json::parse(goproof("solve --json --threads 1 " + path).out);
  EXPECT_EQ(out["ko_moves"], nlohmann::json::parse(R"(["c2"])"));
  EXPECT_EQ(out["file"], path);
  EXPECT_EQ(out["puzzle"], 1);
  // --value-only: the same status, without the search for its ko moves.
  for (const char* solver : {"dfpn", "alphabeta"}) {
    CommandRun alone = goproof(std::string("solve --threads 1 --value-only --solver ") + solver + " " + path);
    ASSERT_EQ(alone.exitCode, 0) << solver << "\n" << alone.err;
    EXPECT_THAT(alone.out, HasSubstr("status: ko: Black captures White's stone at c3 unless White has 1 external threat"));
    EXPECT_THAT(alone.out, HasSubstr("ko moves: not asked (--value-only)\n"));
    const nlohmann::json json =
        nlohmann::json::parse(goproof(std::string("solve --json --threads 1 --value-only --solver ") + solver + " " + path).out);
    EXPECT_TRUE(json.contains("ko_moves") && json["ko_moves"].is_null()) << solver;
  }
}

// Cho Chikun's Encyclopedia of Life and Death, Elementary problem 2: Black
// lives with b19. A status that is no ko has no ko moves line, whether the
// moves are asked for or not.
TEST(CliSolveFile, AGroupThatLivesHasNoKoMovesLine) {
  const std::string path = writeTempFile("solve_file", "cho2.sgf",
                                         "(;GM[1]FF[4]SZ[19]PL[B]C[Black to live]AB[ab][bb][cb][db][eb]"
                                         "AW[ca][ea][fb][ac][bc][cc][dc][ec][fc])");
  for (const char* flags : {"", " --value-only"}) {
    CommandRun r = goproof(std::string("solve --threads 1 --goal live") + flags + " " + path);
    ASSERT_EQ(r.exitCode, 0) << flags << "\n" << r.err;
    EXPECT_THAT(r.out, HasSubstr("status: Black lives (Black's stones at a18 b18 c18 d18 e18)\n")) << flags;
    EXPECT_THAT(r.out, Not(HasSubstr("ko moves"))) << flags;
    EXPECT_THAT(r.out, HasSubstr(*flags ? "winning moves: not asked (--value-only)\n" : "winning moves: b19\n")) << flags;
  }
}

// Lee Changho's tesuji problem 1-1 (the public sanderland/tsumego
// collection): Black's d1 takes White's c2 stones. On the whole board the
// solve proves the value at once but does not finish asking which other
// moves capture within its limit; the status needs no search of its own,
// since the value is the status's first question, so it is not unknown.
TEST(CliSolveFile, AProvenValueGivesTheStatusEvenWhenTheMovesRunOutOfTime) {
  const std::string path = writeTempFile(
      "solve_file", "lee_1_1.sgf",
      "(;GM[1]FF[4]SZ[19]PL[B]C[Black to play]AB[br][bq][cp][dp][eq][fq][hq][bs]"
      "AW[aq][bp][bo][cn][cq][dq][cr][cs][er])");
  CommandRun r = goproof("solve --threads 1 --goal capture --target c2 --time-limit 3 " + path);
  EXPECT_TRUE(r.exitCode == 3 || r.exitCode == 0) << r.err;  // 0 only on a machine that finishes the moves
  EXPECT_THAT(r.out, HasSubstr("value: B (Black to move: win without ko)"));
  EXPECT_THAT(r.out, HasSubstr("winning moves: d1"));
  EXPECT_THAT(r.out, HasSubstr("status: Black captures"));
  EXPECT_THAT(r.out, Not(HasSubstr("status: unknown")));
  // The reader's notice infers a target from the words; the last line of
  // stderr says that --target replaced it.
  EXPECT_THAT(r.err, HasSubstr(", the target c2 (--target, not the file's)\n"));
}

TEST(CliSolveFile, ADiagramPageTakesItsBoardSizeAsVerifyDoes) {
  const std::string dir = std::string(GOPROOF_SOURCE_DIR) + "/tests/corpus/pages/";
  CommandRun without = goproof("solve " + dir + "page-diagram-twice.txt");
  EXPECT_EQ(without.exitCode, 2) << "a 5-wide diagram is no 19x19 board";
  CommandRun sized = goproof("solve --threads 1 --size 5x5 --puzzle 1 " + dir + "page-diagram-twice.txt");
  EXPECT_EQ(sized.exitCode, 0) << sized.err;
  EXPECT_THAT(sized.out, HasSubstr("value: "));
}

// A diagram page holds no local goal the reader knows: --goal is refused
// in one line, not passed over for a Capture Go answer.
TEST(CliSolveFile, AGoalOnADiagramPageIsRefused) {
  const std::string path = writeTempFile("solve_file", "kill.txt",
                                         "$$B Black to kill\n$$ ---------------\n$$ | . X . X O X . .\n"
                                         "$$ | O O O O O X . .\n$$ | X X X X X X . .\n$$ | . . . . . . . .\n");
  for (const char* goal : {"kill", "auto"}) {
    CommandRun r = goproof(std::string("solve --threads 1 --goal ") + goal + " " + path);
    EXPECT_EQ(r.exitCode, 2) << goal << "\n" << r.out;
    EXPECT_THAT(r.err, HasSubstr("kill.txt:1:1: goal: this is a diagram page, and goproof does not read a local goal"))
        << goal;
    EXPECT_EQ(goproof::testing::countLines(r.err), 1u) << r.err;
    EXPECT_THAT(r.out, Not(HasSubstr("value:"))) << goal;
  }
  // verify refuses it alike, as a file it cannot read (exit 2), checking nothing.
  CommandRun verify = goproof("verify --goal kill " + path);
  EXPECT_EQ(verify.exitCode, 2) << verify.out << verify.err;
  EXPECT_THAT(verify.err, HasSubstr("goal: this is a diagram page"));
  EXPECT_THAT(verify.out, Not(HasSubstr("PASS")));
}

TEST(CliSolveFile, AFileAndThePositionFlagsAreNotMixed) {
  const std::string path = writeTempFile("solve_file", "mixed.sgf", sgf("Black to live", "B"));
  CommandRun board = goproof("solve --board 'X../.../...' --to-move W " + path);
  EXPECT_EQ(board.exitCode, 2);
  EXPECT_EQ(goproof::testing::countLines(board.err), 1u) << board.err;
  EXPECT_THAT(board.err, HasSubstr("the position comes from"));
  CommandRun puzzleAlone = goproof("solve --puzzle 1 --rules capture-1 --size 3x3");
  EXPECT_EQ(puzzleAlone.exitCode, 2);
  EXPECT_THAT(puzzleAlone.err, HasSubstr("--puzzle chooses a puzzle of FILE"));
  for (const char* bad : {"0", "abc", "-3", "1.5"}) {
    CommandRun r = goproof(std::string("solve --puzzle ") + bad + " " + path);
    EXPECT_EQ(r.exitCode, 2) << bad;
    EXPECT_THAT(r.err, HasSubstr("is not a puzzle number (1 for the first)")) << bad;
  }
  CommandRun missing = goproof("solve /nonexistent/problem.sgf");
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_THAT(missing.err, HasSubstr("/nonexistent/problem.sgf"));
}

}  // namespace
