// Whole games of plain Go between goproof's GTP engine and GNU Go: every move
// of each is accepted by the other, the game ends by two passes (GNU Go is
// told never to resign), and goproof's final_score is the area count of the final board
// as GNU Go lists its stones, counted here.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "tests/area_count.h"
#include "tests/gtp_client.h"

namespace goproof {
namespace {

std::vector<std::string> vertices(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

using testing::areaDifference;

void playAgainstGnugo(int size, const std::string& goproofColor) {
  SCOPED_TRACE(std::to_string(size) + "x" + std::to_string(size) + ", goproof plays " + goproofColor);
  std::optional<std::string> gnugoPath = findGnugo();
  ASSERT_TRUE(gnugoPath) << "GNU Go is not installed (scripts/setup.sh installs it)";
  GtpClient gnugo(*gnugoPath, {"--mode", "gtp", "--level", "0", "--chinese-rules", "--never-resign"});
  GtpClient goproof(GOPROOF_BIN, {"gtp", "--rules", "go", "--size", std::to_string(size), "--threads", "1", "--tt-mb",
                                  "64", "--time-limit", "1"});
  goproof.describe("goproof", 120);
  for (GtpClient* engine : {&gnugo, &goproof}) {
    engine->command("boardsize " + std::to_string(size));
    engine->command("clear_board");
    engine->command("komi 0");
  }
  int passes = 0;
  bool resigned = false;
  std::string line;
  for (int ply = 0; passes < 2; ++ply) {
    ASSERT_LT(ply, 150) << "no end after 150 moves:" << line;
    const std::string color = ply % 2 == 0 ? "black" : "white";
    GtpClient& mover = color == goproofColor ? goproof : gnugo;
    GtpClient& other = color == goproofColor ? gnugo : goproof;
    std::string move = mover.command("genmove " + color);
    for (char& c : move) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (move == "resign") {
      ASSERT_NE(&mover, &goproof) << "goproof never resigns";
      resigned = true;
      break;
    }
    line += " " + move;
    passes = move == "pass" ? passes + 1 : 0;
    other.command("play " + color + " " + move);  // throws if the other engine refuses it
  }
  // A resignation ends the game before it is over on the board, so there is
  // no area count to compare (final_score may rightly say it cannot score).
  if (resigned) return;
  const std::string goproofScore = goproof.command("final_score");
  EXPECT_EQ(goproof.command("gogui-rules_final_result") == "unknown", false);
  const int diff = areaDifference(size, vertices(gnugo.command("list_stones black")), vertices(gnugo.command("list_stones white")));
  const std::string expected = diff == 0 ? "0" : (diff > 0 ? "B+" : "W+") + std::to_string(std::abs(diff));
  EXPECT_EQ(goproofScore, expected) << "moves:" << line;
}

TEST(GnugoGame, GoproofAsBlackOn5x5) { playAgainstGnugo(5, "black"); }
TEST(GnugoGame, GoproofAsWhiteOn4x4) { playAgainstGnugo(4, "white"); }

}  // namespace
}  // namespace goproof
