// goproof legal and goproof demo, run as a user runs them: output, JSON,
// exit codes, and exactly one line of error for each kind of bad input.
#include <algorithm>
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_goproof.h"

namespace {

using goproof::testing::CommandRun;
using goproof::testing::goproof;

const std::string kCaptureAtari = "--rules capture-1 --size 4x4 --board 'XO../.X../..../....' ";

TEST(CliLegal, SaysLegalWithCapturesAndTheWinner) {
  CommandRun r = goproof("legal " + kCaptureAtari + "c4");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.out, "legal: captures 1, B wins\n");
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(goproof("legal " + kCaptureAtari + "d1").out, "legal\n");
}

TEST(CliLegal, SaysIllegalWithTheReason) {
  EXPECT_EQ(goproof("legal " + kCaptureAtari + "b4").out, "illegal: occupied\n");
  EXPECT_EQ(goproof("legal " + kCaptureAtari + "z9").out, "illegal: off-board\n");
  EXPECT_EQ(goproof("legal " + kCaptureAtari + "pass").out, "illegal: no-pass\n");
  EXPECT_EQ(goproof("legal --rules capture-1 --size 3x3 --board '.X./X../...' --to-move W a3").out,
            "illegal: suicide\n");
  CommandRun ko = goproof(
      "legal --rules capture-2+ko=simple --size 4x4 --board '.XO./X.XO/.XO./....' --to-move W --ko b3 "
      "--prisoners 1,0 b3");
  EXPECT_EQ(ko.out, "illegal: ko\n");
  EXPECT_EQ(ko.exitCode, 0);
  EXPECT_EQ(goproof("legal --rules capture-1 --size 4x4 --board 'XO../.X../..../....' --prisoners 1,0 d1").out,
            "illegal: game-over\n");
}

// Quench #2: a two-stone turn is named by its two points, joining stone first.
TEST(CliLegal, QuenchTwoStoneTurnsAreOneMove) {
  const std::string position =
      "legal --rules quench-2 --size 4x4 --board 'X.X./XOX./.X.X/...O' --prisoners 1,0 --coins captured,none ";
  EXPECT_EQ(goproof(position + "b4+c1").out, "legal: captures 2\n");
  EXPECT_EQ(goproof(position + "d4+a1").out, "illegal: not-joining\n");
  EXPECT_EQ(goproof(position + "b4+b3").out, "illegal: not-new-group\n");
  EXPECT_EQ(goproof(position + "b4+z9").out, "illegal: off-board\n");
  EXPECT_EQ(goproof(position + "--to-move W a2+c1").out, "illegal: no-two-stones\n");
  EXPECT_EQ(goproof("legal --rules go --size 3x3 a1+b2").out, "illegal: no-two-stones\n");
  CommandRun bad = goproof(position + "b4+");
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_EQ(bad.err, "goproof legal: move: 'b4+' is not two points such as b4+c1\n");
  CommandRun large = goproof("legal --rules quench-2 --size 9x9 a1");
  EXPECT_EQ(large.exitCode, 2);
  EXPECT_THAT(large.err, ::testing::HasSubstr("quench-2 is played here on boards of at most 64 points"));
}

TEST(CliLegal, JsonHasStableFields) {
  auto legal = nlohmann::json::parse(goproof("legal --json " + kCaptureAtari + "c4").out);
  EXPECT_EQ(legal, nlohmann::json::parse(R"({"legal": true, "reason": null, "captures": 1, "winner": "B"})"));
  auto illegal = nlohmann::json::parse(
      goproof("legal --json --rules gonnect --size 3x3 --board '.X./X../...' --to-move W a3").out);
  EXPECT_EQ(illegal, nlohmann::json::parse(R"({"legal": false, "reason": "suicide", "captures": 0, "winner": null})"));
}

TEST(CliLegal, GonnectConnectionReportsTheWinner) {
  EXPECT_EQ(goproof("legal --rules gonnect --size 3x3 --board '.X./OXO/...' b1").out, "legal: B wins\n");
}

// In Go a pass after a pass ends the game; area scoring says by how much.
TEST(CliLegal, APassThatEndsAScoredGameReportsTheMargin) {
  // One black stone alone: its 8 empty points are hers, 9 in all.
  EXPECT_EQ(goproof("legal --rules go --size 3x3 --board '.../.X./...' --to-move W --previous-pass pass").out,
            "legal: B wins (B+9)\n");
  // White's wall and the right column are hers, 6; Black's stone and the two
  // points it shares with her are no one's but the stone: 1.
  EXPECT_EQ(goproof("legal --rules go --size 3x3 --board 'XO./.O./.O.' --previous-pass pass").out,
            "legal: W wins (W+5)\n");
  auto json = nlohmann::json::parse(
      goproof("legal --json --rules go --size 3x3 --board 'XO./.O./.O.' --previous-pass pass").out);
  EXPECT_EQ(json["winner"], "W");
  EXPECT_EQ(json["score"].dump(), "-5");
  auto notTheEnd = nlohmann::json::parse(goproof("legal --json --rules go --size 3x3 --board 'XO./.O./.O.' pass").out);
  EXPECT_FALSE(notTheEnd.contains("score")) << "a first pass ends nothing";
}

// The flags that set up the position `after` names (legal --json), for the next command.
std::string flagsOf(const nlohmann::json& after) {
  std::string flags = "--board '" + after["board"].get<std::string>() + "' --to-move " +
                      after["to_move"].get<std::string>() + " --prisoners " + after["prisoners"].get<std::string>();
  if (!after["ko"].is_null()) flags += " --ko " + after["ko"].get<std::string>();
  if (after["previous_pass"].get<bool>()) flags += " --previous-pass";
  if (after.contains("coins")) flags += " --coins " + after["coins"].get<std::string>();
  return flags + " ";
}

// A legal move's JSON names the position it leads to, in the position
// flags' own terms, so that a script can play on from it.
TEST(CliLegal, TheJsonGivesThePositionAfterTheMove) {
  // White's c2 takes the black stone at d2 (one stone for one): a ko, so
  // Black may not take back at d2 at once, but may after a move elsewhere.
  const std::string koFight = "legal --json --rules go --size 5x5 --board '...../XOOX./.XXO./.X.XO/..XO.' --to-move W ";
  auto take = nlohmann::json::parse(goproof(koFight + "c2").out);
  EXPECT_EQ(take["captures"], 1);
  EXPECT_EQ(take["after"], nlohmann::json::parse(R"({"board": "...../XOOX./.XXO./.XO.O/..XO.", "to_move": "B",
      "ko": "d2", "prisoners": "0,1", "previous_pass": false})"));
  const std::string afterTake = "legal --json --rules go --size 5x5 " + flagsOf(take["after"]);
  EXPECT_EQ(nlohmann::json::parse(goproof(afterTake + "d2").out)["reason"], "ko");
  auto elsewhere = nlohmann::json::parse(goproof(afterTake + "e4").out);
  EXPECT_TRUE(elsewhere["after"]["ko"].is_null()) << "any other move lifts the ban";
  EXPECT_EQ(elsewhere["after"]["board"], "...../XOOXX/.XXO./.XO.O/..XO.");

  // A pass: the next pass ends the game, and area scoring says by how much
  // (Black's four stones and the five empty points only she touches; White's three).
  auto pass = nlohmann::json::parse(goproof("legal --json --rules go --size 3x3 --board 'XO./.O./.O.' pass").out);
  EXPECT_EQ(pass["after"]["previous_pass"], true);
  EXPECT_EQ(pass["after"]["to_move"], "W");
  auto end = nlohmann::json::parse(goproof("legal --json --rules go --size 3x3 " + flagsOf(pass["after"]) + "pass").out);
  EXPECT_EQ(end["winner"], "W");
  EXPECT_EQ(end["score"].dump(), "-5");
  EXPECT_FALSE(end.contains("after")) << "a move that ends the game leads to no position to play on";
  EXPECT_FALSE(nlohmann::json::parse(goproof("legal --json " + kCaptureAtari + "c4").out).contains("after"));
  EXPECT_FALSE(nlohmann::json::parse(goproof("legal --json " + kCaptureAtari + "b4").out).contains("after"))
      << "an illegal move leads nowhere";

  // Quench #1: Black's first capture turns her coin and counts the prisoner.
  auto quench = nlohmann::json::parse(goproof("legal --json --rules quench-1 --size 3x3 --board 'XO./XX./...' c3").out);
  EXPECT_EQ(quench["after"]["board"], "X.X/XX./...");
  EXPECT_EQ(quench["after"]["coins"], "captured,none");
  EXPECT_EQ(quench["after"]["prisoners"], "1,0");
  // White passes; from Black's next turn on she may not start a group.
  auto whitePasses = nlohmann::json::parse(
      goproof("legal --json --rules quench-1 --size 3x3 " + flagsOf(quench["after"]) + "pass").out);
  EXPECT_EQ(whitePasses["after"]["coins"], "captured,none");
  auto next = goproof("legal --rules quench-1 --size 3x3 " + flagsOf(whitePasses["after"]) + "c1");
  EXPECT_EQ(next.exitCode, 0) << next.err;
  EXPECT_EQ(next.out, "illegal: new-group\n");

  // A local goal keeps its target.
  auto goal = nlohmann::json::parse(goproof("legal --json --rules go --size 5x5 --board 'XO.../X..../...../...../.....' "
                                            "--goal capture --target b5 c5").out);
  EXPECT_EQ(goal["after"]["target"], "b5");
  // With the same --goal, after's flags set up the position: Black's c5
  // left the target one liberty, b4, where White extends.
  auto extend = goproof("legal --rules go --size 5x5 --goal capture --target " +
                        goal["after"]["target"].get<std::string>() + " " + flagsOf(goal["after"]) + "b4");
  EXPECT_EQ(extend.exitCode, 0) << extend.err;
  EXPECT_EQ(extend.out, "legal\n");
}

// Each bad input: exit 2, nothing on stdout, one line on stderr containing `expected`.
void expectBadInput(const std::string& args, const std::string& expected) {
  CommandRun r = goproof(args);
  EXPECT_EQ(r.exitCode, 2) << args;
  EXPECT_EQ(r.out, "") << args;
  EXPECT_THAT(r.err, ::testing::HasSubstr(expected)) << args;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << "\n" << r.err;
}

TEST(CliLegal, BadInputGetsOneLineAndExitCodeTwo) {
  expectBadInput("legal --rules chess --size 3x3 a1", "unknown game 'chess'");
  expectBadInput("legal --rules capture-1 --size 3x30 a1", "size: '3x30'");
  expectBadInput("legal --rules capture-1 --size 3x3 --board 'XX/.../...' a1", "board: col 3: row 1 has 2 points");
  expectBadInput("legal --rules capture-1 --size 3x3 --board '.../.../.Z.' a1", "board: col 10: unexpected 'Z'");
  expectBadInput("legal --rules capture-1 --size 3x3 --board '.../...' a1", "2 rows given");
  expectBadInput("legal --rules capture-1 --size 3x3 --board 'XO./O../...' b2", "board: the black stone at a3 has no liberties");
  expectBadInput("legal --rules capture-1 --size 3x3 5a", "move: '5a' is not a point");
  expectBadInput("legal --rules capture-1 --size 3x3 --to-move red a1", "to-move: 'red'");
  expectBadInput("legal --rules capture-1 --size 3x3 --prisoners 1 a1", "prisoners: '1'");
  expectBadInput("legal --rules capture-1 --size 3x3 --ko b2 a1", "no ko rule");
  expectBadInput("legal --rules gonnect --size 3x3 --ko b2 a1", "not a ko");
  expectBadInput("legal --rules gonnect --size 3x3 --board 'X.O/X.O/X.O' b2", "both players connect");
  expectBadInput("legal --rules capture-1 --size 3x3 --prisoners 1,1 a1", "both players have already reached");
  expectBadInput("legal --rules capture-1 --size 3x3", "MOVE is required");
  expectBadInput("legal --frobnicate a1", "frobnicate");
  // No command, a flag first, a slip of the keys, a word that is no command.
  expectBadInput("", "goproof: name a command: legal, solve, verify,");
  expectBadInput("--json", "goproof: name a command before its flags (--json): legal, solve,");
  expectBadInput("--json solve", "goproof: put --json after the command's name (goproof solve --json ...)");
  expectBadInput("solv --rules go", "goproof: 'solv' is not a goproof command; did you mean solve? (see goproof help)");
  expectBadInput("chek x.proof", "did you mean check?");
  // A flag a slip away from one the command takes: the line names it.
  expectBadInput("--versoin", "goproof: no such flag --versoin; did you mean --version? (see goproof help)");
  expectBadInput("solve --size 3x3 --time-limt 5",
                 "goproof: solve takes no --time-limt; did you mean --time-limit? (see goproof help solve)");
  expectBadInput("verify --jsn --treads=2 x.sgf",
                 "goproof: verify takes no --jsn or --treads; did you mean --json and --threads? (see goproof help "
                 "verify)");
  expectBadInput("legal --frobnicate a1", "goproof: legal takes no --frobnicate (see goproof help legal)");
  // A flag's word a slip away from one it takes (life for live).
  expectBadInput("solve --goal life x.sgf",
                 "goproof solve: goal: 'life' is not a goal (auto, capture, save, kill or live); did you mean live?");
  expectBadInput("solve --goal frog x.sgf", "'frog' is not a goal (auto, capture, save, kill or live)\n");
  expectBadInput("frobnicate", "'frobnicate' is not a goproof command; the commands: legal, solve,");
  expectBadInput("ab", "'ab' is not a goproof command; the commands:");  // too short to guess
}

TEST(CliDemo, ShowsEveryBundledPosition) {
  CommandRun r = goproof("demo");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_THAT(r.out, ::testing::HasSubstr("c4 captures 1, B wins"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("a3 captures 1, B wins"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("illegal (ko): b3"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("illegal (suicide): a4"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("b1 B wins"));
}

TEST(CliHelp, HelpExitsZero) {
  CommandRun r = goproof("--help");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_THAT(r.out, ::testing::HasSubstr("legal"));
}

}  // namespace
