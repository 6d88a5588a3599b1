// goproof solve --moves: the position after moves played in turn is the one
// a teacher would set up by hand, with what the moves leave behind (a pass
// just played, prisoners, Quench's coin), and moves the rules forbid, or that
// end the game, are refused with one line naming the move.
#include <string>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_goproof.h"

namespace goproof::testing {
namespace {

nlohmann::json solveJson(const std::string& args) {
  CommandRun run = goproof("solve --json --threads 1 --tt-mb 64 --time-limit 120 " + args, 180);
  EXPECT_EQ(run.exitCode, 0) << args << ": " << run.err;
  if (run.exitCode != 0) return nlohmann::json::object();
  return nlohmann::json::parse(run.out);
}

// What two runs must share to be answers about one position.
void expectSameAnswers(const nlohmann::json& a, const nlohmann::json& b, const std::string& where) {
  for (const char* field : {"to_move", "value", "score", "best_moves", "winning_moves", "move_scores"})
    EXPECT_EQ(a.value(field, nlohmann::json()), b.value(field, nlohmann::json())) << where << ": " << field;
}

TEST(SolveAfterMoves, AfterTheCentreThreeByThreeIsBlacksWholeBoardAsSetUpByHand) {
  // 3x3 Go is B+9, and b2 keeps it (published): after b2, White to move, Black still takes all nine points.
  const nlohmann::json after = solveJson("--rules go --size 3x3 --moves b2 --all-moves");
  const nlohmann::json byHand = solveJson("--rules go --size 3x3 --board .../.X./... --to-move W --all-moves");
  expectSameAnswers(after, byHand, "b2");
  EXPECT_EQ(after["score"], 9);
  EXPECT_EQ(after["to_move"], "W");
  EXPECT_EQ(after["moves"], nlohmann::json::array({"b2"}));
  // Each move as the game names it, and one word to each flag: a file after it is no move.
  EXPECT_EQ(solveJson("--rules go --size 3x3 --moves B2")["moves"], nlohmann::json::array({"b2"}));
  CommandRun greedy = goproof("solve --rules go --size 3x3 --moves b2 no-such-file.sgf --time-limit 60", 120);
  EXPECT_EQ(greedy.exitCode, 2);
  EXPECT_EQ(greedy.err.find("moves:"), std::string::npos) << greedy.err;
  EXPECT_FALSE(byHand.contains("moves"));
  CommandRun text = goproof("solve --rules go --size 3x3 --moves b2 --threads 1 --tt-mb 64 --time-limit 120", 180);
  EXPECT_NE(text.err.find("goproof solve: after b2: White to move\n"), std::string::npos) << text.err;
}

TEST(SolveAfterMoves, UnderThePieRuleWhitesSwapAfterTheFirstMoveIsKept) {
  // From the empty board, White may swap after Black's first stone: the position set up again keeps it.
  const nlohmann::json after = solveJson("--rules capture-2+pie --size 3x3 --moves b2 --all-moves");
  EXPECT_TRUE(after["move_values"].contains("swap")) << after.dump();
}

TEST(SolveAfterMoves, APassJustPlayedIsCarried) {
  // After Black's pass on 2x2, a White pass ends the game: the position is the one --previous-pass describes.
  const nlohmann::json after = solveJson("--rules go --size 2x2 --moves pass --all-moves");
  const nlohmann::json byHand = solveJson("--rules go --size 2x2 --to-move W --previous-pass --all-moves");
  expectSameAnswers(after, byHand, "pass");
  EXPECT_EQ(after["move_scores"]["pass"], 0) << after.dump();  // White's pass ends an empty board's game, level
}

TEST(SolveAfterMoves, ACaptureInQuenchGivesTheCapturerHerCoinAndThePrisoner) {
  // Black a2, White a1, Black b1 takes a1: Black's first capture, so under
  // Quench #3 she holds a coin, tails up, and a prisoner.
  const nlohmann::json after = solveJson("--rules quench-3 --size 3x3 --moves 'a2 a1, b1' --all-moves");
  const nlohmann::json byHand = solveJson(
      "--rules quench-3 --size 3x3 --board .../X../.X. --to-move W --prisoners 1,0 --coins tails,none --all-moves");
  expectSameAnswers(after, byHand, "a2 a1 b1");
  EXPECT_EQ(after["moves"], nlohmann::json::array({"a2", "a1", "b1"}));
}

TEST(SolveAfterMoves, ACheckpointOfTheMovesServesThePositionSetUpByHand) {
  const std::string checkpoint = tempPath("cli_moves", "b2.ckpt");
  const nlohmann::json first = solveJson("--rules go --size 3x3 --moves b2 --checkpoint " + checkpoint);
  const nlohmann::json resumed =
      solveJson("--rules go --size 3x3 --board .../.X./... --to-move W --resume --checkpoint " + checkpoint);
  expectSameAnswers(first, resumed, "resumed");
  EXPECT_LT(resumed["nodes"].get<uint64_t>(), first["nodes"].get<uint64_t>()) << "answered from the table";
}

TEST(SolveAfterMoves, AMoveTheRulesForbidOrThatIsNoMoveIsRefusedByItsPlace) {
  struct Case {
    std::string args, message;
  };
  for (const Case& c : {
           Case{"--rules go --size 3x3 --moves 'b2 b2'", "goproof solve: moves: move 2, b2, is illegal: occupied\n"},
           Case{"--rules go --size 3x3 --moves 'b2 d4'", "goproof solve: moves: move 2, d4, is illegal: off-board\n"},
           Case{"--rules go --size 3x3 --moves b2,zz",
                "goproof solve: moves: move 2, 'zz' is not a point such as c3, nor pass, swap or two stones such as "
                "b4+c1\n"},
           Case{"--rules go --size 3x3 --moves ''", "goproof solve: moves: no move given (\"c3 c2\", say)\n"},
           Case{"--rules go --size 3x3 --moves b2 a1",  // unquoted: a1 is read as the puzzle file
                "goproof solve: a1: no such puzzle file, and it looks like a move: give --moves its list as one quoted "
                "word (--moves 'b2 a1')\n"},
           Case{"--rules capture-2+pie --size 3x3 --prisoners 1,0 --moves b2",
                "goproof solve: moves: the position they reach holds more than a position set up can say (such as "
                "White's swap under the pie rule); set it up with --board instead\n"},
           Case{"--rules go --size 2x2 --moves 'pass pass'",
                "goproof solve: moves: the game is over after move 2, pass (0): nothing is left to solve\n"},
           Case{"--rules capture-1 --size 3x3 --board OX./.../... --to-move B --moves a2",
                "goproof solve: moves: the game is over after move 1, a2 (Black wins): nothing is left to solve\n"},
       }) {
    CommandRun run = goproof("solve --threads 1 --tt-mb 64 --time-limit 60 " + c.args, 120);
    EXPECT_EQ(run.exitCode, 2) << c.args << ": " << run.out << run.err;
    EXPECT_EQ(run.err, c.message) << c.args;
    EXPECT_EQ(run.out, "") << c.args;
  }
}

TEST(SolveAfterMoves, RulesWhoseHistoryDecidesAndThePieRuleAreRefused) {
  CommandRun superko = goproof("solve --rules go+ko=superko --size 2x2 --solver retro --moves a1 --time-limit 60", 120);
  EXPECT_EQ(superko.exitCode, 2) << superko.err;
  EXPECT_NE(superko.err.find("moves: under go+ko=superko earlier positions decide what may be played"),
            std::string::npos) << superko.err;
  CommandRun pie = goproof("solve --rules conversion+pie --size 2x2 --moves a1 --time-limit 60", 120);
  EXPECT_EQ(pie.exitCode, 2) << pie.err;
  EXPECT_NE(pie.err.find("moves: the refined pie rule's solve chooses the opening itself"), std::string::npos)
      << pie.err;
}

}  // namespace
}  // namespace goproof::testing
