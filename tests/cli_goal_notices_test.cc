// What goproof solve says about a local goal beyond its answer
// (docs/cli.md): a target of the colour the goal word does not expect, a
// game over before a move because the region leaves the target a liberty
// outside it, the time its status searches took, and a draw's drawing
// moves in --json.
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

// White's four stones and d1 in the corner under Black's wall:
//   3  X X X X X . . . .
//   2  O O O O X . . . .
//   1  . . . O X . . . .
// Black kills at b1, the middle of the three points.
const std::string kCorner =
    "solve --threads 1 --size 9 --board '........./........./........./........./........./........./XXXXX..../"
    "OOOOX..../...OX....' ";

TEST(CliGoalNotices, ATargetOfTheOtherColourMakesItTheOtherSidesGoal) {
  // Black is to play, and "live" with White's stones as the target is
  // White's goal: the notice says so, and how to ask Black's.
  CommandRun r = goproof(kCorner + "--goal live --target d2");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_THAT(r.err, HasSubstr("the target is White's stones, so 'live' is White's goal, with Black to play against "
                               "it (to ask Black's goal, give Black's stones as the target, or --goal kill)"));
  EXPECT_THAT(r.out, HasSubstr("(White's goal)"));
  EXPECT_THAT(r.out, HasSubstr("winning moves: b1"));
  // Asked as Black's goal, no notice, and the same answer.
  CommandRun kill = goproof(kCorner + "--goal kill --target d2");
  ASSERT_EQ(kill.exitCode, 0) << kill.err;
  EXPECT_THAT(kill.err, Not(HasSubstr("'s goal, with")));
  EXPECT_THAT(kill.out, HasSubstr("(Black's goal)"));
  EXPECT_THAT(kill.out, HasSubstr("winning moves: b1"));
}

TEST(CliGoalNotices, AFileFromACollectionIsSolvedAsItsLocalProblemWithoutFlags) {
  // Cho Chikun's Elementary problem 1 exactly as sanderland/tsumego has it:
  // 19x19, no RU, no goal in the words. Solved as a local problem, Black
  // kills at b19, the book's answer; with --rules capture-1 it is Capture
  // Go's whole board, as asked, and says so.
  const std::string file = writeTempFile(
      "goal_notices", "cho1.sgf",
      "(;FF[4]GM[1]SZ[19]AB[eb][fb][bc][cc][dc][be]AW[da][ab][bb][cb][db];C[Black to play: Elementary]B[ba])");
  CommandRun r = goproof("solve --threads 1 --time-limit 60 " + file);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("status: Black kills (White's stones at a18 b18 c18 d18 d19)"));
  EXPECT_THAT(r.out, HasSubstr("winning moves: b19\n"));
  EXPECT_THAT(r.err, HasSubstr("(read as --goal auto reads it, as every 19x19 problem that names no rules is"));
  CommandRun capture = goproof("solve --threads 1 --rules capture-1 --time-limit 1 " + file);
  EXPECT_THAT(capture.err, HasSubstr("(untitled), read as capture-1\n"));
  EXPECT_THAT(capture.out, Not(HasSubstr("status:")));
}

TEST(CliGoalNotices, ARegionThatLeavesTheTargetALibertyOutsideEndsTheGameAndSaysWhy) {
  // The region a1 alone leaves White's chain b1 and c1, where nobody plays.
  CommandRun r = goproof(kCorner + "--goal kill --target d2 --region a1");
  EXPECT_THAT(r.err, HasSubstr("the game is over before a move: the target's chains touch b1-c1, outside the region, "
                               "where nobody plays, so they can never be taken"));
  EXPECT_THAT(r.out, HasSubstr("region: 1 point, empty: a1; outside it nobody plays"));
  EXPECT_THAT(r.out, HasSubstr("winning moves: none (the game is already over)"));
  // The whole corner as the region: nothing is over, and no such notice.
  CommandRun whole = goproof(kCorner + "--goal kill --target d2 --region a1-d1");
  EXPECT_THAT(whole.err, Not(HasSubstr("over before a move")));
  EXPECT_THAT(whole.out, HasSubstr("region: 4 points, 3 of them empty: a1-d1"));
}

TEST(CliGoalNotices, TheTimeAndNodeLinesCountTheStatusSearchesToo) {
  CommandRun text = goproof(kCorner + "--goal kill --target d2");
  ASSERT_EQ(text.exitCode, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr(" s in all, with the searches after the solve), peak memory: "));
  CommandRun json = goproof(kCorner + "--json --goal kill --target d2");
  ASSERT_EQ(json.exitCode, 0) << json.err;
  const nlohmann::json out = nlohmann::json::parse(json.out);
  ASSERT_TRUE(out.contains("seconds_in_all"));
  ASSERT_TRUE(out.contains("nodes_in_all"));
  EXPECT_GE(out["seconds_in_all"].get<double>(), out["seconds"].get<double>());
  // Black's kill settles the status with no search: the nodes in all are
  // the solve's.
  EXPECT_EQ(out["nodes_in_all"], out["nodes"]);
  // White to live: the solve asks her win without ko, and the status
  // search after it asks more, whose nodes count in all.
  CommandRun live = goproof(kCorner + "--json --to-move W --goal live --target d2");
  ASSERT_EQ(live.exitCode, 0) << live.err;
  const nlohmann::json lives = nlohmann::json::parse(live.out);
  ASSERT_TRUE(lives.contains("nodes_in_all"));
  EXPECT_GT(lives["nodes_in_all"].get<uint64_t>(), lives["nodes"].get<uint64_t>());
  CommandRun liveText = goproof(kCorner + "--to-move W --goal live --target d2");
  EXPECT_THAT(liveText.out, HasSubstr("/s; " + std::to_string(lives["nodes_in_all"].get<uint64_t>()) +
                                          " in all, with the searches after the solve)"));
  // A game without a goal has no status searches, and no such figures.
  CommandRun plain = goproof("solve --json --threads 1 --rules capture-1 --size 3x3");
  ASSERT_EQ(plain.exitCode, 0) << plain.err;
  EXPECT_FALSE(nlohmann::json::parse(plain.out).contains("seconds_in_all"));
  EXPECT_FALSE(nlohmann::json::parse(plain.out).contains("nodes_in_all"));
}

// Cho Chikun's elementary 105 read with --goal auto: Black's b19 leads to
// endless play, a draw (docs/goals.md), and no move wins for either side.
// Its drawing moves are searched only with --all-moves: without it the JSON
// says null (unknown), not an empty list (none draws).
TEST(CliGoalNotices, ADrawsDrawingMovesAreNullUnlessAsked) {
  const std::string path = writeTempFile(
      "goal_notices", "cho105.sgf",
      "(;GM[1]FF[4]SZ[19]AB[da][cb][bc][cc][dc][ad][cd]AW[aa][fa][bb][fb][ec][fc][bd][dd][be][ce][de]"
      "C[Black to play: Elementary](;B[ba]C[RIGHT]))");
  const nlohmann::json plain = nlohmann::json::parse(goproof("solve --json --threads 1 --goal auto " + path).out);
  EXPECT_EQ(plain["value"], "draw");
  EXPECT_TRUE(plain["best_moves"].is_null()) << plain["best_moves"];
  EXPECT_EQ(plain["winning_moves"], nlohmann::json::array());
  const nlohmann::json all =
      nlohmann::json::parse(goproof("solve --json --threads 1 --all-moves --goal auto " + path).out);
  EXPECT_EQ(all["best_moves"], nlohmann::json::parse(R"(["b19"])"));
}

TEST(CliGoalNotices, TheFilesTargetIsNamedAsWhatTargetReplaces) {
  // The corner above as an SGF file with no goal: --goal auto infers
  // White's largest chain a2-d2 (with d1) as the target. Given --target
  // d1, the notice names the inferred target as the one the flag replaces,
  // not as the target.
  const std::string file = writeTempFile(
      "goal_notices", "target.sgf", "(;GM[1]FF[4]SZ[9]AB[ag][bg][cg][dg][eg][eh][ei]AW[ah][bh][ch][dh][di]C[Black to play])");
  CommandRun inferred = goproof("solve --threads 1 --goal auto " + file);
  ASSERT_EQ(inferred.exitCode, 0) << inferred.err;
  EXPECT_THAT(inferred.err, HasSubstr("(mark it with MA, or give --goal, to say otherwise)"));
  EXPECT_THAT(inferred.err, Not(HasSubstr("--target replaces it")));
  CommandRun given = goproof("solve --threads 1 --goal auto --target d1 " + file);
  ASSERT_EQ(given.exitCode, 0) << given.err;
  EXPECT_THAT(given.err, HasSubstr("(--target replaces it in the puzzle solved)"));
  EXPECT_THAT(given.err, Not(HasSubstr("to say otherwise")));
  EXPECT_THAT(given.err, HasSubstr("the target d1 (--target, not the file's)"));
  EXPECT_THAT(given.out, HasSubstr("winning moves: b1"));
}

TEST(CliGoalNotices, AFrameOnTheFilesAnswerIsDrawnFurtherOut) {
  // Cho Chikun's intermediate problem 63 (goal_frame_test.cc): the frame
  // next to Black's group stands on g18, the book's answer, so solve and
  // verify draw it one line further out and say so; --region and --target
  // keep what they give. Only where the search is made matters here, not
  // its answer.
  const std::string file = writeTempFile(
      "goal_notices", "inte63.sgf",
      "(;GM[1]FF[4]SZ[19]AB[bb][cb][eb][cc][ec]AW[bc][dc][hc][bd][cd][ed][fd]C[Black to play: Intermediate]"
      "(;B[gb]C[RIGHT]))");
  const std::string solve = "solve --threads 1 --tt-mb 16 --time-limit 0.2 --goal auto ";
  CommandRun solved = goproof(solve + file);
  EXPECT_TRUE(solved.exitCode == 0 || solved.exitCode == 3) << solved.err;
  EXPECT_THAT(solved.err, HasSubstr("the region auto+1: the frame is drawn further out, so that it takes in g18, "
                                    "where the file's answers play"));
  EXPECT_THAT(solved.out, HasSubstr("a18-g18"));
  EXPECT_THAT(solved.out, HasSubstr("(auto+1, drawn further out than the file's, so that it takes in g18"));
  CommandRun json = goproof(solve + "--json " + file);
  const auto report = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_TRUE(report.is_object() && report.contains("region_takes_in")) << json.out;
  EXPECT_EQ(report["region_takes_in"], "g18");
  for (const std::string flags : {"--region auto ", "--target c17 "}) {
    CommandRun kept = goproof(solve + flags + file);
    EXPECT_THAT(kept.err, Not(HasSubstr("drawn further out"))) << flags;
    EXPECT_THAT(kept.out, HasSubstr("g19 g18 g17 g16 a15-f15")) << flags;
  }
  CommandRun verified = goproof("verify --threads 1 --time-limit 0.2 --goal auto " + file);
  EXPECT_THAT(verified.out, HasSubstr("region auto+1: the frame is drawn further out, so that the region takes in "
                                      "g18, where the right answers play"));
  EXPECT_THAT(verified.out, Not(HasSubstr("illegal")));
  CommandRun verifiedJson = goproof("verify --threads 1 --time-limit 0.2 --goal auto --json " + file);
  const auto verifiedReport = nlohmann::json::parse(verifiedJson.out, nullptr, false);
  ASSERT_TRUE(verifiedReport.is_object()) << verifiedJson.out;
  const auto& puzzle = verifiedReport["files"][0]["puzzles"][0];
  ASSERT_TRUE(puzzle.contains("region_takes_in")) << verifiedJson.out;
  EXPECT_EQ(puzzle["region_takes_in"], "g18");
  EXPECT_EQ(puzzle["region"], "auto+1");
}

}  // namespace
