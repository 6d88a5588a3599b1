// goproof solve under a local goal whose region a frame closed
// (docs/goals.md, "An open wall: the frame"): where the side to move fails,
// the answer is checked again with the frame one line further out, as
// verify weighs a FAIL, and it is settled only where that agrees.
#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solver/rules/game_registry.h"
#include "tests/run_goproof.h"
#include "tools/frame_check.h"

namespace {

using goproof::testing::CommandRun;
using goproof::testing::goproof;
using goproof::testing::writeTempFile;
using ::testing::HasSubstr;
using ::testing::Not;

// White's six stones on the second line, with the straight five a19-e19
// behind them, live whatever Black does; Black's wall below is open at
// d17-g17, so the region is framed:
//   19  . . . . . O X
//   18  O O O O O O X
//   17  X X X . . . .
constexpr const char* kSixLive = "(;GM[1]FF[4]SZ[19]PL[B]C[Black to kill]AW[ab][bb][cb][db][eb][fb][fa]AB[ga][gb][ac][bc][cc])";

TEST(CliFrameCheck, AGroupThatLivesOnBothFramesIsSettled) {
  const std::string path = writeTempFile("frame_check", "six.sgf", kSixLive);
  CommandRun text = goproof("solve --threads 1 " + path);
  ASSERT_EQ(text.exitCode, 0) << text.err;
  EXPECT_THAT(text.out, HasSubstr("frame: Black's stones are added where the region would be open"));
  EXPECT_THAT(text.out, HasSubstr("status: White lives"));
  EXPECT_THAT(text.out, HasSubstr("frame check: the same outcome with the frame one line further out (--region auto+1)\n"));
  CommandRun json = goproof("solve --json --threads 1 " + path);
  ASSERT_EQ(json.exitCode, 0) << json.err;
  const nlohmann::json out = nlohmann::json::parse(json.out);
  EXPECT_EQ(out["value"], "W");
  EXPECT_EQ(out["frame_check"], nlohmann::json::parse(R"({"region": "auto+1", "value": "W", "agrees": true})"));
}

TEST(CliFrameCheck, AWinOrAProblemWithoutAFrameIsNotCheckedAgain) {
  // Black to move kills on the straight five when White has only five stones.
  const std::string kills = writeTempFile(
      "frame_check", "five.sgf", "(;GM[1]FF[4]SZ[19]PL[B]C[Black to kill]AW[ab][bb][cb][db][eb]AB[fa][fb][ac][bc][cc])");
  CommandRun win = goproof("solve --json --threads 1 " + kills);
  ASSERT_EQ(win.exitCode, 0) << win.err;
  const nlohmann::json out = nlohmann::json::parse(win.out);
  EXPECT_EQ(out["value"], "B");
  EXPECT_TRUE(out.contains("frame"));
  EXPECT_FALSE(out.contains("frame_check")) << "a win the attacker's frame may help is not weighed, as verify weighs only a FAIL";
  // A region given by hand has no frame, so nothing to check again.
  CommandRun given = goproof("solve --threads 1 --region 'a19-g19 a18-g18 a17-g17' " + writeTempFile("frame_check", "six2.sgf", kSixLive));
  ASSERT_EQ(given.exitCode, 0) << given.err;
  EXPECT_THAT(given.out, Not(HasSubstr("frame")));
}

// Cho Chikun, Encyclopedia of Life and Death, advanced problem 1 (from the
// public sanderland/tsumego collection), read with --goal auto: the frame
// one line from Black's group decides that White kills (its stones beside
// e17 and on h19 are what the book's e17 meets), and with the frame one line
// further out the search is far longer than the limit. The answer is then
// not settled: exit 3, and a line that says why.
TEST(CliFrameCheck, AnAnswerTheWiderFrameCannotConfirmIsNotSettled) {
  const std::string path = writeTempFile(
      "frame_check", "cho_advanced_1.sgf",
      "(;GM[1]FF[4]SZ[19]PL[B]C[Black to play]AB[bb][cb][db][fb]AW[ea][eb][bc][cc][dc])");
  CommandRun text = goproof("solve --threads 1 --goal auto --time-limit 3 " + path);
  EXPECT_EQ(text.exitCode, 3) << text.err;
  // The value is the frame's, without ko: not yet the answer, and it says so.
  EXPECT_THAT(text.out, HasSubstr("value: W (Black to move: loss without ko) (not the answer yet: the status or the "
                                  "frame check above is open)\n"));
  EXPECT_THAT(text.out, HasSubstr("frame check: with the frame one line further out (--region auto+1) the search "
                                  "stopped before an answer, so the frame may be what decides this one\n"));
  CommandRun json = goproof("solve --json --threads 1 --goal auto --time-limit 3 " + path);
  EXPECT_EQ(json.exitCode, 3) << json.err;
  const nlohmann::json out = nlohmann::json::parse(json.out);
  EXPECT_EQ(out["frame_check"], nlohmann::json::parse(R"({"region": "auto+1", "value": null, "agrees": null})"));
}

// checkOnWiderFrame solves the wider frame's position itself: told that
// the side to move failed where she in fact lives on both frames (White to
// move in the position above), it says the wider frame disagrees, which
// solve reports as "the frame decides this answer".
TEST(FrameCheck, TheWiderFrameIsSearchedNotCopied) {
  goproof::PositionSpec spec;
  spec.rules = *goproof::Rules::parse("go+goal=capture");
  spec.width = spec.height = 19;
  const std::string empty(19, '.');
  spec.rows = ".....OX" + std::string(12, '.') + "/OOOOOOX" + std::string(12, '.') + "/XXX" + std::string(16, '.');
  for (int row = 0; row < 16; ++row) spec.rows += "/" + empty;
  spec.toMove = goproof::Color::White;
  spec.targets = "a18";
  spec.region = "auto";
  goproof::SolverOptions options;
  options.threads = 1;
  options.tableMegabytes = 64;
  options.timeLimitSeconds = 60;
  std::optional<goproof::FrameCheck> check;
  const absl::Status set = goproof::visitGame(spec, [&](auto& game) {
    check = goproof::checkOnWiderFrame(game, spec, goproof::Value::Loss, options, true);
  });
  ASSERT_TRUE(set.ok()) << set.message();
  ASSERT_TRUE(check.has_value());
  EXPECT_EQ(check->region, "auto+1");
  EXPECT_EQ(check->value, goproof::Value::Win) << "White lives with the frame one line further out";
  EXPECT_FALSE(check->agrees(goproof::Value::Loss));
  // Nothing to check where the side to move wins, or where no time is left.
  goproof::visitGame(spec, [&](auto& game) {
    EXPECT_FALSE(goproof::checkOnWiderFrame(game, spec, goproof::Value::Win, options, true).has_value());
    const auto none = goproof::checkOnWiderFrame(game, spec, goproof::Value::Loss, options, false);
    ASSERT_TRUE(none.has_value());
    EXPECT_EQ(none->value, goproof::Value::Unknown);
  }).IgnoreError();
}

}  // namespace
