// goproof solve plays Conquest (docs/rules/conquest.md) as a user runs it: the
// three solvers give one score, a set-up position is checked for what no game
// can reach, and the commands that do not play Conquest yet say so.
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
  CommandRun ko = goproof("solve --rules conquest+ko=simple --size 3x3");
  EXPECT_EQ(ko.exitCode, 2);
  EXPECT_THAT(ko.err, HasSubstr("conquest has no ko rule"));
  CommandRun legal = goproof("legal --rules conquest --size 3x3 b2");
  EXPECT_EQ(legal.exitCode, 2);
  EXPECT_THAT(legal.err, HasSubstr("does not play conquest yet"));
}

}  // namespace
