// goproof solve, run as a user runs it: the three solvers give one answer,
// JSON has its documented fields, limits and bad input have their exit codes.
#include <filesystem>
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_goproof.h"

namespace {

using goproof::testing::CommandRun;
using goproof::testing::goproof;

nlohmann::json solveJson(const std::string& args) {
  CommandRun r = goproof("solve --json --tt-mb 16 " + args);
  EXPECT_EQ(r.exitCode, 0) << args << "\n" << r.err;
  return nlohmann::json::parse(r.out);
}

TEST(CliSolve, Capture1On4x4IsAWinForWhiteWhicheverSolver) {
  for (const char* solver : {"dfpn", "alphabeta"}) {
    // One thread: df-pn's line follows the proof its table holds, and the
    // serial search's table is the same every run.
    nlohmann::json out = solveJson(std::string("--threads 1 --rules capture-1 --size 4x4 --solver ") + solver);
    EXPECT_EQ(out["value"], "W") << solver;
    EXPECT_TRUE(out["winning_moves"].empty()) << solver;
    EXPECT_EQ(out["pv"].size(), 14u) << solver << ": Black resists 14 plies at best";
  }
}

TEST(CliSolve, JsonFieldsAreStable) {
  nlohmann::json out = solveJson("--rules capture-1 --size 3x3 --all-moves");
  for (const char* field : {"value", "winning_moves", "move_values", "pv", "nodes", "seconds", "nodes_per_second", "tt",
                            "peak_memory_mib", "rules", "size", "to_move", "solver"})
    EXPECT_TRUE(out.contains(field)) << field;
  EXPECT_EQ(out["value"], "B");
  EXPECT_EQ(out["winning_moves"], nlohmann::json::parse(R"(["b1", "a2", "b2", "c2", "b3"])"));
  EXPECT_EQ(out["move_values"]["a1"], "W");  // a corner start loses
  EXPECT_EQ(out["move_values"]["b2"], "B");
  for (const char* counter : {"probes", "hits", "stores", "overwrites", "dropped"}) EXPECT_TRUE(out["tt"].contains(counter));
}

TEST(CliSolve, AGivenPositionIsSolvedForTheSideToMove) {
  // Both b3 and a3 are in atari: White takes first, at a2, and only there.
  nlohmann::json out = solveJson("--rules capture-1 --size 3x3 --board 'XO./.X./...' --to-move W --solver retro");
  EXPECT_EQ(out["value"], "W");
  EXPECT_EQ(out["winning_moves"], nlohmann::json::parse(R"(["a2"])"));
  EXPECT_EQ(out["pv"], nlohmann::json::parse(R"(["a2"])"));
}

TEST(CliSolve, TheOneLineBoardTakesStonesInEitherCaseAsPuzzleFilesDo) {
  nlohmann::json upper = solveJson("--rules capture-1 --size 3x3 --board 'XO./.X./...' --to-move W --solver retro");
  nlohmann::json lower = solveJson("--rules capture-1 --size 3x3 --board 'xo./.x./...' --to-move W --solver retro");
  EXPECT_EQ(lower["winning_moves"], upper["winning_moves"]);
  EXPECT_EQ(lower["pv"], upper["pv"]);
}

TEST(CliSolve, AForcedCycleIsADraw) {
  nlohmann::json out = solveJson("--rules gonnect --size 3x3 --board '.O./OXO/X.X' --all-moves");
  EXPECT_EQ(out["value"], "draw");
  EXPECT_TRUE(out["winning_moves"].empty());
}

TEST(CliSolve, ATimeLimitGivesUnknownAndExitCodeThree) {
  for (const char* solver : {"dfpn", "alphabeta", "retro"}) {
    CommandRun r =
        goproof(std::string("solve --rules capture-1 --size 6x6 --tt-mb 512 --time-limit 0.2 --json --solver ") + solver);
    EXPECT_EQ(r.exitCode, 3) << solver << "\n" << r.err;
    const auto out = nlohmann::json::parse(r.out);
    EXPECT_EQ(out["value"], "unknown") << solver;
    // Nothing proven of the moves: null, as the text's "unknown" (an empty list would say none wins).
    for (const char* field : {"winning_moves", "pv"}) EXPECT_TRUE(out[field].is_null()) << solver << " " << field;
  }
}

TEST(CliSolve, RetrogradeOutOfStatesIsUnsettledNotBadInput) {
  // 1 MiB holds the 1,000-state minimum: far too few for 3x4 Quench #3.
  CommandRun r = goproof("solve --rules quench-3 --size 3x4 --solver retro --json --tt-mb 1");
  EXPECT_EQ(r.exitCode, 3) << r.err;
  nlohmann::json out = nlohmann::json::parse(r.out);
  EXPECT_EQ(out["value"], "unknown");
  EXPECT_NE(out["incomplete_reason"].get<std::string>().find("--tt-mb sets the limit"), std::string::npos);
  EXPECT_NE(r.err.find("states are reachable"), std::string::npos) << r.err;
}

TEST(CliSolve, RefusedRulesAndBadFlagsExitTwo) {
  for (const char* args : {"--rules gonnect+ko=superko --size 3x3", "--rules go+ko=superko --size 3x3",
                           "--rules capture-1 --size 3x3 --previous-pass", "--solver magic",
                           "--tt-mb 0", "--time-limit -1", "--deepen-by 0", "--deepen-by 5",
                           "--deepen-from 0", "--deepen-from 101"}) {
    CommandRun r = goproof(std::string("solve ") + args);
    EXPECT_EQ(r.exitCode, 2) << args;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << args << "\n" << r.err;
  }
}

// The last region (docs/solvers.md, "The last region") is on by default;
// --last-region, its flag while it was a trial, is still accepted, and
// --no-last-region turns it off. df-pn and alpha-beta give 3x3 Go's B+9
// each way (van der Werf et al.).
TEST(CliSolve, TheLastRegionGivesTheSameValueByEitherSolver) {
  for (const char* solver : {"dfpn", "alphabeta"})
    for (const char* flag : {"", "--last-region", "--no-last-region"}) {
      CommandRun r = goproof(std::string("solve --rules go --size 3x3 --json --tt-mb 16 ") + flag + " --solver " + solver);
      EXPECT_EQ(r.exitCode, 0) << solver << " " << flag << r.err;
      EXPECT_EQ(nlohmann::json::parse(r.out)["score"], 9) << solver << " " << flag;
    }
}

// --value-only: the value and score every solver gives, no moves, no line;
// 3x3 Go is B+9 (van der Werf et al.).
TEST(CliSolve, ValueOnlyGivesTheScoreWithoutMoves) {
  for (const char* solver : {"dfpn", "alphabeta", "retro"}) {
    nlohmann::json out = solveJson(std::string("--threads 1 --rules go --size 3x3 --value-only --solver ") + solver);
    EXPECT_EQ(out["value"], "B") << solver;
    EXPECT_EQ(out["score"], 9) << solver;
    EXPECT_TRUE(out["complete"]) << solver;
    EXPECT_TRUE(out["value_only"]) << solver;
    for (const char* field : {"winning_moves", "best_moves", "pv"}) EXPECT_TRUE(out[field].is_null()) << solver << field;
  }
  nlohmann::json full = solveJson("--threads 1 --rules go --size 3x3 --solver alphabeta");
  EXPECT_FALSE(full.contains("value_only"));
  EXPECT_EQ(full["best_moves"], nlohmann::json::parse(R"(["b2"])"));
  CommandRun text = goproof("solve --threads 1 --tt-mb 16 --rules capture-1 --size 4x4 --solver alphabeta --value-only");
  EXPECT_EQ(text.exitCode, 0) << text.err;
  EXPECT_THAT(text.out, ::testing::StartsWith("value: W (Black to move: loss)\nwinning moves: not asked (--value-only)\n"
                                              "pv: not asked (--value-only)\nnodes: "));
  for (const char* refused : {"--rules go --size 3x3 --value-only --all-moves",
                              "--rules conversion+pie --size 2x2 --value-only"}) {
    CommandRun r = goproof(std::string("solve ") + refused);
    EXPECT_EQ(r.exitCode, 2) << refused;
    EXPECT_THAT(r.err, ::testing::StartsWith("goproof solve: value-only: ")) << refused;
  }
}

TEST(CliSolve, NoProgressLineWhenStderrIsNotATerminal) {
  CommandRun r = goproof("solve --rules capture-1 --size 4x4 --tt-mb 16");
  EXPECT_EQ(r.err, "");
  EXPECT_THAT(r.out, ::testing::StartsWith("value: W (Black to move: loss)\nwinning moves: none\npv: "));
}

}  // namespace

namespace {

TEST(CliSolve, EveryTableSolverNamesTheRealReasonItRefusesRules) {
  for (const char* solver : {"dfpn", "alphabeta", "retro"}) {
    CommandRun go = goproof(std::string("solve --rules go+ko=superko --size 3x3 --solver ") + solver);
    EXPECT_EQ(go.exitCode, 2);
    EXPECT_NE(go.err.find("cannot solve go+ko=superko: superko makes the rules history-dependent"),
              std::string::npos)
        << go.err;
    CommandRun superko = goproof(std::string("solve --rules gonnect+ko=superko --size 3x3 --solver ") + solver);
    EXPECT_NE(superko.err.find("superko makes the rules history-dependent"), std::string::npos) << superko.err;
  }
}

TEST(CliSolve, PlainGoIsSolvedAndAPassAfterAPassEndsIt) {
  CommandRun empty = goproof("solve --rules go+komi=8.5 --size 3x3");
  EXPECT_EQ(empty.exitCode, 0) << empty.err;
  EXPECT_THAT(empty.out, ::testing::StartsWith("value: B (Black to move: win)\nscore: B+0.5\nbest moves: b2\n"
                                               "winning moves: b2\n"));
  // White to move right after Black passed: White's pass would end it level, so she plays a2 and wins.
  for (const char* solver : {"dfpn", "alphabeta", "retro"}) {
    CommandRun r = goproof(std::string("solve --rules go --size 1x3 --board O/./X --to-move W --previous-pass "
                                       "--all-moves --solver ") + solver);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_THAT(r.out, ::testing::StartsWith("value: W (White to move: win)\nscore: W+3\nbest moves: a2\n"
                                             "winning moves: a2\nmove scores: pass=0 a2=W+3\n"
                                             "move values: pass=draw a2=W\n")) << solver;
  }
}

TEST(CliSolve, PlainGoJsonCarriesTheScoreTheBestMovesAndEveryMovesScore) {
  for (const char* solver : {"dfpn", "retro"}) {
    CommandRun r = goproof(std::string("solve --rules go --size 3x3 --all-moves --json --solver ") + solver);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["value"], "B");
    EXPECT_EQ(j["score"], 9);  // the published 3x3 value: the whole board
    EXPECT_EQ(j["best_moves"], nlohmann::json::array({"b2"}));
    EXPECT_EQ(j["move_scores"]["b2"], 9);
    EXPECT_EQ(j["move_scores"]["b1"], 3);
    EXPECT_EQ(j["move_scores"]["a1"], -9);
    EXPECT_EQ(j["move_scores"]["pass"], -9);
  }
  // A half-point komi gives a half-point score.
  CommandRun half = goproof("solve --rules go+komi=9.5 --size 3x3 --json");
  ASSERT_EQ(half.exitCode, 0) << half.err;
  EXPECT_EQ(nlohmann::json::parse(half.out)["score"], -0.5);
}

TEST(CliSolve, GamesWonWithoutPointsScoreOnePointForTheWinner) {
  CommandRun r = goproof("solve --rules capture-1 --size 2x2 --all-moves --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  int expected = j["value"] == "B" ? 1 : j["value"] == "W" ? -1 : 0;
  EXPECT_EQ(j["score"], expected);
  EXPECT_TRUE(j["best_moves"].is_array());
  EXPECT_EQ(j["move_scores"].size(), j["move_values"].size());
}

TEST(CliSolve, AFinishedGameHasNoWinningMovesToShowAndSaysWhy) {
  CommandRun r = goproof("solve --rules capture-1 --size 3x3 --prisoners 1,0");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("value: B (Black to move: win)\nwinning moves: none (the game is already over)\n"),
            std::string::npos)
      << r.out;
}

TEST(CliSolve, AnUndecidedRunNeverPrintsAnswersItDoesNotHave) {
  for (const char* solver : {"dfpn", "alphabeta"}) {
    CommandRun r = goproof(std::string("solve --rules capture-1 --size 6x6 --tt-mb 64 --time-limit 0.3 --all-moves "
                                       "--solver ") + solver);
    EXPECT_EQ(r.exitCode, 3) << solver;
    // Stopped: the value is proven or unknown, and the move list says it may be incomplete.
    EXPECT_NE(r.out.find("(stopped before every answer was settled)"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("winning moves: none\n"), std::string::npos) << r.out;
    if (r.out.find("value: unknown") != std::string::npos) {
      EXPECT_NE(r.out.find("pv: unknown"), std::string::npos) << r.out;  // no line of unproven moves
      EXPECT_NE(r.out.find("winning moves: unknown"), std::string::npos) << r.out;
    }
  }
}

TEST(CliSolve, AnInterruptGivesAProvenAnswerOrUnknownWithExitThreeNeverAMixture) {
  // SIGINT or SIGTERM at whatever moment: either the run had finished (a
  // complete report, exit 0) or it says what it does not know (exit 3).
  for (const char* signal : {"INT", "TERM"}) {
    CommandRun r = goproof(std::string("solve --rules capture-1 --size 5x5 --tt-mb 64 --json & sleep 0.4; kill -") +
                           signal + " $!; wait $!");
    nlohmann::json out = nlohmann::json::parse(r.out);
    if (r.exitCode == 0) {
      EXPECT_TRUE(out["complete"].get<bool>());
      EXPECT_EQ(out["value"], "B");
    } else {
      EXPECT_EQ(r.exitCode, 3) << signal;
      EXPECT_FALSE(out["complete"].get<bool>());
      if (out["value"] == "unknown") {
        EXPECT_TRUE(out["pv"].empty());
      }
    }
  }
}

}  // namespace
