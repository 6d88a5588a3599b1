// What `goproof gtp` refuses, and how: files that are not regular files for
// loadsgf (the engine must never wait on one), flags goproof solve refuses,
// and goproof-solve's words where a search stopped knowing the winner but
// not the score.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

#include "engine/gtp_engine.h"
#include "engine/move_choice.h"
#include "tests/gtp_client.h"
#include "tests/run_goproof.h"

namespace goproof {
namespace {

using testing::goproof;
using testing::writeTempFile;

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

// A FIFO nobody writes to would block a plain open() for ever, and the
// engine with it; loadsgf answers at once, and the session goes on.
TEST(GtpInput, LoadsgfOfAFifoIsRefusedAtOnceAndTheSessionGoesOn) {
  const std::string fifo = ::testing::TempDir() + "gtp_input_fifo_" + std::to_string(getpid());
  std::remove(fifo.c_str());
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  const std::string session = writeTempFile("gtp_input", "fifo.gtp", "1 loadsgf " + fifo + "\n2 name\n3 quit\n");
  // The timeout only turns a hang into a failure; nothing here is timed.
  auto run = goproof("gtp < " + session, 60);
  std::remove(fifo.c_str());
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(run.out, "?1 not a regular file: " + fifo + "\n\n=2 goproof\n\n=3\n\n");
}

// /dev/stdin is the command stream itself, a pipe from the client: reading
// it as a file would wait for the client's end of input, swallowing the
// commands after it. (A client's pipe, as GtpClient spawns it.)
TEST(GtpInput, LoadsgfOfStandardInputLeavesTheCommandsToTheEngine) {
  GtpClient engine(GOPROOF_BIN, {"gtp"});
  engine.describe("goproof", 60);
  engine.send("loadsgf /dev/stdin");
  const GtpReply refused = engine.receive();
  EXPECT_FALSE(refused.success);
  EXPECT_EQ(refused.text, "not a regular file: /dev/stdin");
  EXPECT_EQ(engine.command("name"), "goproof");
}

// goproof solve refuses a table of more than 1 TiB before it starts; so does
// gtp, instead of meeting "out of memory" at the first genmove.
TEST(GtpInput, ATableTooBigIsRefusedBeforeTheEngineStarts) {
  auto solve = goproof("solve --tt-mb 10000000 --size 2x2", 60);
  auto gtp = goproof("gtp --tt-mb 10000000 < /dev/null", 60);
  EXPECT_EQ(solve.exitCode, 2) << solve.err;
  EXPECT_EQ(gtp.exitCode, 2) << gtp.err;
  EXPECT_EQ(gtp.err, "goproof gtp: tt-mb: must be from 1 to 1048576\n");
  EXPECT_EQ(gtp.out, "");
  EXPECT_NE(solve.err.find("tt-mb: must be from 1 to 1048576"), std::string::npos) << solve.err;
}

// Each bad flag gets one line that names it once.
TEST(GtpInput, BadSizeOrRulesAreNamedOnce) {
  auto size = goproof("gtp --size x < /dev/null", 60);
  EXPECT_EQ(size.exitCode, 2);
  EXPECT_EQ(lines(size.err), 1) << size.err;
  EXPECT_EQ(size.err.rfind("goproof gtp: size: 'x' is not WxH", 0), 0u) << size.err;
  EXPECT_EQ(size.err.find("size: size:"), std::string::npos) << size.err;
  auto rules = goproof("gtp --rules chess < /dev/null", 60);
  EXPECT_EQ(rules.exitCode, 2);
  EXPECT_EQ(lines(rules.err), 1) << rules.err;
  EXPECT_EQ(rules.err.find("rules: bad rules"), std::string::npos) << rules.err;
  EXPECT_NE(rules.err.find("chess"), std::string::npos) << rules.err;
}

// A search stopped in time may have proven every move a loss without the
// exact score: the position is lost (it is worth its best move), and
// goproof-solve says so instead of "not solved in time".
TEST(GtpInput, SolveSaysWhoLosesWhenOnlyTheScoreIsUnknown) {
  engine::PositionAssessment a;
  a.moves = {{"a1", Value::Loss, std::nullopt}, {"b2", Value::Loss, std::nullopt}, {"pass", Value::Loss, std::nullopt}};
  engine::settleFromMoves(a);
  EXPECT_EQ(a.value, Value::Loss);
  EXPECT_EQ(engine::solveSummary(a, Color::White, /*scored=*/true),
            "White to play: White loses (score unknown); every move loses: A1 B2 pass");

  // One move unsettled, or one that wins: the moves do not settle the position.
  engine::PositionAssessment open = a;
  open.value = Value::Unknown;
  open.moves[1].value = Value::Unknown;
  engine::settleFromMoves(open);
  EXPECT_EQ(open.value, Value::Unknown);
  EXPECT_EQ(engine::solveSummary(open, Color::White, true), "not solved in time");

  // A move that draws, the others lost: a draw.
  engine::PositionAssessment drawn = a;
  drawn.value = Value::Unknown;
  drawn.moves[2].value = Value::Draw;
  engine::settleFromMoves(drawn);
  EXPECT_EQ(drawn.value, Value::Draw);

  // A win proven, the score not.
  engine::PositionAssessment won;
  won.value = Value::Win;
  won.moves = {{"c3", Value::Win, std::nullopt}, {"a1", Value::Unknown, std::nullopt}};
  EXPECT_EQ(engine::solveSummary(won, Color::Black, true), "Black to play: Black wins (score unknown); best moves: C3");

  // Solved with the score: as before.
  engine::PositionAssessment exact;
  exact.value = Value::Win;
  exact.score = 6;
  exact.moves = {{"c3", Value::Win, 6}, {"a1", Value::Loss, -2}};
  EXPECT_EQ(engine::solveSummary(exact, Color::Black, true), "Black to play: win, B+3; best moves: C3");
}

}  // namespace
}  // namespace goproof
