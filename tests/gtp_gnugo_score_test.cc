// final_score against GNU Go's after a finished 5x5 game with a dead stone
// left on the board: goproof counts every stone as its rules do, GNU Go
// removes the dead ones first, so the two disagree; with the stones
// goproof's final_status_list calls dead taken off, the area counts agree.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "tests/area_count.h"
#include "tests/gtp_client.h"

namespace goproof {
namespace {

std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) {
    for (char& c : w) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    out.push_back(w);
  }
  std::sort(out.begin(), out.end());
  return out;
}

using testing::areaDifference;

std::vector<std::string> without(std::vector<std::string> stones, const std::vector<std::string>& dead) {
  std::erase_if(stones, [&dead](const std::string& s) { return std::find(dead.begin(), dead.end(), s) != dead.end(); });
  return stones;
}

// Black's wall (columns a to c) lives with eyes at b5, a3 and b1, White's
// (d and e) with eyes at e5, e3 and e1; White's stone at b3 sits in
// Black's eye {a3, b3}. Passes let one side play on; the game ends with two.
TEST(GnugoScore, DeadStonesListedByGoproofMakeTheCountsAgree) {
  std::optional<std::string> gnugoPath = findGnugo();
  ASSERT_TRUE(gnugoPath) << "GNU Go is not installed (scripts/setup.sh installs it)";
  GtpClient gnugo(*gnugoPath, {"--mode", "gtp", "--level", "0", "--chinese-rules"});
  GtpClient goproof(GOPROOF_BIN, {"gtp", "--rules", "go", "--size", "5", "--threads", "1", "--tt-mb", "16"});
  goproof.describe("goproof", 120);
  const std::vector<std::string> moves = {"a5", "d5", "c5", "d4", "a4", "e4", "b4", "d3", "c4", "b3", "c3", "d2",
                                          "a2", "e2", "b2", "d1", "c2", "pass", "a1", "pass", "c1", "pass", "pass"};
  for (GtpClient* engine : {&gnugo, &goproof}) {
    engine->command("boardsize 5");
    engine->command("clear_board");
    engine->command("komi 0.5");
    for (size_t i = 0; i < moves.size(); ++i) engine->command(std::string(i % 2 == 0 ? "play b " : "play w ") + moves[i]);
  }
  EXPECT_EQ(goproof.command("gogui-rules_final_result"), "black") << "two passes end the game";

  // goproof: every stone counts (13 - 11 = 2, less komi). GNU Go: b3 is dead
  // (15 - 10 = 5, less komi).
  const std::string ours = goproof.command("final_score"), theirs = gnugo.command("final_score");
  EXPECT_EQ(ours, "B+1.5");
  EXPECT_EQ(theirs, "B+4.5");

  const std::vector<std::string> dead = words(goproof.command("final_status_list dead"));
  EXPECT_EQ(dead, words(gnugo.command("final_status_list dead")));
  EXPECT_EQ(dead, std::vector<std::string>{"B3"});
  const std::vector<std::string> black = words(gnugo.command("list_stones black"));
  const std::vector<std::string> white = words(gnugo.command("list_stones white"));
  EXPECT_EQ(words(goproof.command("final_status_list alive")), words(gnugo.command("final_status_list alive")));
  // The count with goproof's dead stones off the board is GNU Go's score.
  const int counted = areaDifference(5, without(black, dead), without(white, dead)) * 2 - 1;  // half-points, komi 0.5 off
  const std::string score = counted > 0 ? cat("B+", counted / 2, ".5") : cat("W+", -counted / 2, ".5");
  EXPECT_EQ(score, theirs);
}

}  // namespace
}  // namespace goproof
