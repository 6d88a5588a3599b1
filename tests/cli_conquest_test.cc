// goproof solve plays Conquest (docs/rules/conquest.md) as a user runs it: the
// three solvers give one score, a set-up position is checked for what no game
// can reach, and the commands that do not play Conquest yet say so.
#include <algorithm>
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_goproof.h"

namespace {

using goproof::testing::CommandRun;
using goproof::testing::goproof;
using ::testing::HasSubstr;

nlohmann::json solveJson(const std::string& args) {
  CommandRun r = goproof("solve --json --tt-mb 64 " + args);
  EXPECT_EQ(r.exitCode, 0) << args << "\n" << r.err;
  return nlohmann::json::parse(r.out);
}

TEST(CliConquest, EverySolverGivesTheSameScoreOn3x3) {
  for (const char* solver : {"dfpn", "alphabeta", "retro"}) {
    nlohmann::json out = solveJson(std::string("--rules conquest --size 3x3 --solver ") + solver);
    EXPECT_EQ(out["rules"], "conquest") << solver;
    EXPECT_EQ(out["score"], 1) << solver;
    EXPECT_EQ(out["best_moves"], nlohmann::json::array({"b2"})) << solver;
  }
}

TEST(CliConquest, KomiAndPureConquestAreRuleOptions) {
  EXPECT_EQ(solveJson("--rules conquest+komi=1 --size 3x3")["score"], 0);
  EXPECT_EQ(solveJson("--rules conquest+komi=1.5 --size 3x3")["value"], "W");
  // Pure Conquest shares out the points of Salients and Bridges: 3x3 is level
  // (tests/conquest_solve_test.cc holds every solver to a plain minimax).
  for (const char* solver : {"dfpn", "retro"}) {
    nlohmann::json pure = solveJson(std::string("--rules conquest+pure --size 3x3 --solver ") + solver);
    EXPECT_EQ(pure["rules"], "conquest+pure") << solver;
    EXPECT_EQ(pure["score"], 0) << solver;
  }
}

TEST(CliConquest, ASetUpPositionIsSolvedFromIt) {
  // White to move at a1, the last point of No-Man's Land: her border from c3
  // to a1 would meet the walls in opposite quadrants, so Black keeps a3, and
  // each has one point.
  nlohmann::json out = solveJson("--rules conquest --size 3x3 --board bXO/XXO/.Ow --to-move W");
  EXPECT_EQ(out["best_moves"], nlohmann::json::array({"a1"}));
  EXPECT_EQ(out["score"], 0);
}

TEST(CliConquest, PositionsNoGameReachesAreRefused) {
  // Black's territory at a3 touches White's stone at b3.
  CommandRun open = goproof("solve --rules conquest --size 3x3 --board bO./.../...");
  EXPECT_EQ(open.exitCode, 2);
  EXPECT_THAT(open.err, HasSubstr("a3 is Black's territory next to a point"));
  // A ring of Black stones around Black's own stone: it would have been removed.
  CommandRun inside = goproof("solve --rules conquest --size 5x5 --board ...../..X../.XXX./..X../.....");
  EXPECT_EQ(inside.exitCode, 2);
  EXPECT_THAT(inside.err, HasSubstr("stone at c3 is inside her territory"));
  // White moved last, and her a2 and b1 enclose the corner: she would have conquered a1.
  CommandRun unconquered = goproof("solve --rules conquest --size 4x4 --board X.../..X./O.../.O..");
  EXPECT_EQ(unconquered.exitCode, 2);
  EXPECT_THAT(unconquered.err, HasSubstr("a1 lies in a region that White encloses: her last move would have conquered it"));
  CommandRun ko = goproof("solve --rules conquest+ko=simple --size 3x3");
  EXPECT_EQ(ko.exitCode, 2);
  EXPECT_THAT(ko.err, HasSubstr("conquest has no ko rule"));
  const std::string file = goproof::testing::writeTempFile(
      "cli_conquest", "first.puzzles",
      "goproof-puzzles 1\nrules: conquest\n\npuzzle: t\nboard:\n    A B C\n  3 b O . 3\n  2 . . . 2\n"
      "  1 . . . 1\n    A B C\nwin b2\n");
  // A puzzle file's board is refused the same way, at the point at fault.
  CommandRun verify = goproof("verify " + file);
  EXPECT_EQ(verify.exitCode, 2);
  EXPECT_THAT(verify.err, HasSubstr("first.puzzles:7:5: board: a3 is Black's territory next to a point"));
}

TEST(CliConquest, LegalSaysWhatAMoveConquersCapturesAndRemoves) {
  // [C]'s two-square capture (tests/conquest_examples_test.cc): c2 encloses a1 b1 b2.
  const std::string board = " --rules conquest --size 5x5 --board ...../...../XXXX./X..../O.XX. ";
  CommandRun c2 = goproof("legal" + board + "c2");
  EXPECT_EQ(c2.exitCode, 0);
  EXPECT_EQ(c2.out, "legal: conquers 3 (a1 b1 b2), captures 1 (a1), removes own 2 (c1 a2), territory B 5 W 0\n");
  nlohmann::json out = nlohmann::json::parse(goproof("legal --json" + board + "c2").out);
  EXPECT_EQ(out["captured"], nlohmann::json::array({"a1"}));
  EXPECT_EQ(out["removed"], nlohmann::json::array({"c1", "a2"}));
  EXPECT_EQ(out["territory"]["B"], 5);
  EXPECT_EQ(goproof("legal" + board + "a2").out, "illegal: occupied\n");
  EXPECT_EQ(goproof("legal --rules conquest --size 3x3 --board bX./XX./... a3").out, "illegal: territory\n");
  EXPECT_EQ(goproof("legal --rules conquest --size 3x3 pass").out, "illegal: no-pass\n");
  // Where the T-bone leaves a choice, the move must name it.
  const std::string odd = " --rules conquest --size 7x7 --board ......./...X.../...X.../...X.../XXX.XXX/......./....... ";
  EXPECT_EQ(goproof("legal" + odd + "d7").out, "illegal: choose one of d7:nw d7:ne\n");
  EXPECT_THAT(goproof("legal" + odd + "d7:ne").out, HasSubstr("territory B 12 W 0"));
}

}  // namespace

namespace {

TEST(CliConquest, LegalRefusesAMalformedChoiceAndNamesAChoiceThatIsNone) {
  const std::string board = " --rules conquest --size 5x5 --board ...../..X../XX.XX/OOOOO/..... ";
  CommandRun zz = goproof("legal" + board + "c5:zz");
  EXPECT_EQ(zz.exitCode, 2);
  EXPECT_THAT(zz.err, HasSubstr("'c5:zz' is not a move"));
  EXPECT_EQ(goproof("legal" + board + "a1:").exitCode, 2);
  CommandRun none = goproof("legal" + board + "a1:nw");
  EXPECT_EQ(none.exitCode, 0);
  EXPECT_EQ(none.out, "illegal: choose: a1 leaves no choice, and its move is a1\n");
  EXPECT_EQ(goproof("legal" + board + "C5:NE").out, goproof("legal" + board + "c5:ne").out);
}

TEST(CliConquest, ATBoneThatServesATerritoryStaysWithIt) {
  // Issue 31: b3 counts NE for Black's territory c3, so a2 cannot close a3
  // with it; a2 counts SW instead and closes the corner.
  EXPECT_EQ(goproof("legal --rules conquest --size 3x3 --board OXb/..X/OOX --to-move B a2").out,
            "legal: conquers 3 (a1 b1 b2), captures 2 (a1 b1), territory B 4 W 0, B wins\n");
  // a2 counts NW for a3, so b2 cannot close a1 with it; b1 counts SE and
  // closes c1 c2. Then b2 or b3 may leave, not both: Black says which.
  const std::string west = "legal --rules conquest --size 3x3 --board bXX/X.O/OXO --to-move B ";
  EXPECT_EQ(goproof(west + "b2").out, "illegal: choose one of b2:b2 b2:b3\n");
  EXPECT_EQ(goproof(west + "b2:b3").out,
            "legal: conquers 2 (c1 c2), captures 2 (c1 c2), removes own 1 (b3), territory B 4 W 0, B wins\n");
}

TEST(CliConquest, TheBundledProblemsHoldUnderASecondSolver) {
  // The collection test verifies every file with df-pn; alpha-beta is an
  // independent search, and must agree on every claim.
  const std::string file = std::string(GOPROOF_SOURCE_DIR) + "/puzzles/collection/conquest.puzzles";
  CommandRun run = goproof("verify --failures-only --solver alphabeta " + file);
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
  EXPECT_THAT(run.out, HasSubstr("16 puzzles, 50 claims: 50 passed, 0 failed, 0 undecided"));
}

TEST(CliConquest, AClaimThatDoesNotFitIsOneLineAndExitTwo) {
  const std::string file = goproof::testing::writeTempFile(
      "cli_conquest", "ko.puzzles",
      "goproof-puzzles 1\nrules: conquest\n\npuzzle: t\nsize: 3x3\nillegal b2 ko\n");
  CommandRun verify = goproof("verify " + file);
  EXPECT_EQ(verify.exitCode, 2);
  EXPECT_THAT(verify.err, HasSubstr("ko.puzzles:6:1: 'illegal b2 ko': conquest never refuses a move as ko"));
  EXPECT_EQ(std::count(verify.err.begin(), verify.err.end(), '\n'), 1) << verify.err;
}

}  // namespace
