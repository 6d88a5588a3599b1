// Line Capture, the registry's example game (docs/adding-a-game.md): a game
// added through the registry alone reaches every solver and every command.
//   - It plays exactly Capture-1 on one row: every position reachable on rows
//     of 1 to 10 points has the same legal moves, checks, captures and result
//     as GameState's capture-1 on an Nx1 board (a second engine, written
//     independently).
//   - Every solver's value and winning moves equal a plain minimax written
//     here, on rows of 1 to 13 points.
//   - solve, verify, convert, generate, gtp and render take it as they take
//     any game, and agree with capture-1 on the same row.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solver/rules/game_registry.h"
#include "solver/search/solve.h"
#include "tests/run_goproof.h"

namespace goproof {
namespace {

using ::testing::HasSubstr;
using testing::CommandRun;
using testing::goproof;
using testing::writeTempFile;

PositionSpec row(const char* rules, int points) {
  PositionSpec spec;
  spec.rules = *Rules::parse(rules);
  spec.width = points;
  spec.height = 1;
  return spec;
}

LineCaptureGame emptyRow(int points) { return *GameSetUp<LineCaptureGame>::from(row("line-capture", points)); }

TEST(LineCapture, TheRegistryGivesTheRulesTheirOwnGame) {
  const Rules rules = *Rules::parse("line-capture");
  EXPECT_EQ(rules.game, kLineCapture);
  EXPECT_EQ(rules.toString(), "line-capture");
  EXPECT_EQ(rules.goal, Goal::Prisoners);
  EXPECT_EQ(rules.captureTarget, 1);
  const bool own = withGameType(rules, 7, [](auto type) {
    return std::is_same_v<typename decltype(type)::type, LineCaptureGame>;
  });
  EXPECT_TRUE(own);
  EXPECT_THAT(std::string(Rules::parse("line-capture+ko=simple").status().message()),
              HasSubstr("line-capture has no ko rule"));
  EXPECT_THAT(std::string(Rules::parse("line-capture+pie").status().message()),
              HasSubstr("line-capture has no pie rule"));
  // Only rows: a board of three rows is not one of its boards.
  EXPECT_TRUE(GameSetUp<LineCaptureGame>::from(row("line-capture", 3)).ok());
  PositionSpec square = row("line-capture", 3);
  square.height = 3;
  EXPECT_THAT(std::string(GameSetUp<LineCaptureGame>::from(square).status().message()),
              HasSubstr("size: line-capture is played on one row"));
}

// Walks every position reachable from the empty row in both engines at once.
class Lockstep {
 public:
  explicit Lockstep(int points)
      : toy_(emptyRow(points)), go_(*GameSetUp<GameState<1>>::from(row("capture-1", points))) {}

  void walk() {
    if (!seen_.insert(toy_.exactKey()).second) return;
    const std::string where = toy_.rows() + (toy_.toMove() == Color::Black ? " B" : " W");
    ASSERT_EQ(toy_.rows(), boardRows(go_.board())) << where;
    ASSERT_EQ(toy_.result(), go_.result()) << where;
    ASSERT_EQ(toy_.hash(), toy_.hashFromScratch()) << where;
    for (Move m = 0; m < toy_.moveIdLimit(); ++m) {
      const MoveCheck a = toy_.check(m), b = go_.check(m);
      ASSERT_EQ(a.reason, b.reason) << where << " move " << toy_.moveName(m);
      ASSERT_EQ(a.captures, b.captures) << where << " move " << toy_.moveName(m);
      ASSERT_EQ(a.winner, b.winner) << where << " move " << toy_.moveName(m);
    }
    for (Move special : {kPass, kSwap}) ASSERT_EQ(toy_.check(special).reason, go_.check(special).reason) << where;
    LineCaptureGame::MoveListType moves;
    toy_.legalMoves(moves);
    GameState<1>::MoveListType goMoves;
    go_.legalMoves(goMoves);
    ASSERT_EQ(std::set<Move>(moves.begin(), moves.end()), std::set<Move>(goMoves.begin(), goMoves.end())) << where;
    for (Move m : moves) {
      toy_.play(m);
      go_.play(m);
      walk();
      toy_.undo();
      go_.undo();
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
  size_t positions() const { return seen_.size(); }

 private:
  LineCaptureGame toy_;
  GameState<1> go_;
  absl::flat_hash_set<LineCaptureGame::ExactKey> seen_;
};

TEST(LineCapture, PlaysCaptureOneOnARowInEveryPosition) {
  for (int points = 1; points <= 10; ++points) {
    SCOPED_TRACE(::testing::Message() << points << "x1");
    Lockstep both(points);
    both.walk();
    ASSERT_FALSE(::testing::Test::HasFatalFailure());
    EXPECT_GE(both.positions(), static_cast<size_t>(points));
  }
}

// Whether the side to move wins, by minimax over every line (memoised).
bool wins(LineCaptureGame& game, absl::flat_hash_map<LineCaptureGame::ExactKey, bool>& memo) {
  if (game.result() != Winner::None) return game.result() == winnerOf(game.toMove());
  if (auto it = memo.find(game.exactKey()); it != memo.end()) return it->second;
  LineCaptureGame::MoveListType moves;
  game.legalMoves(moves);
  bool win = false;
  for (Move m : moves) {
    game.play(m);
    win = !wins(game, memo);
    game.undo();
    if (win) break;
  }
  memo[game.exactKey()] = win;
  return win;
}

TEST(LineCapture, EverySolverAgreesWithMinimax) {
  for (int points = 1; points <= 13; ++points) {
    SCOPED_TRACE(::testing::Message() << points << "x1");
    LineCaptureGame game = emptyRow(points);
    absl::flat_hash_map<LineCaptureGame::ExactKey, bool> memo;
    std::vector<Move> winning;
    LineCaptureGame::MoveListType moves;
    game.legalMoves(moves);
    for (Move m : moves) {
      game.play(m);
      if (!wins(game, memo)) winning.push_back(m);
      game.undo();
    }
    const Value expected = wins(game, memo) ? Value::Win : Value::Loss;
    for (SolverKind kind : {SolverKind::Dfpn, SolverKind::AlphaBeta, SolverKind::Retrograde}) {
      SolverOptions options;
      options.kind = kind;
      options.tableMegabytes = kind == SolverKind::Retrograde ? 128 : 16;
      options.allMoves = true;
      SolveResult r = solvePosition(game, options);
      ASSERT_TRUE(r.complete) << solverName(kind) << ": " << r.incompleteReason;
      EXPECT_EQ(r.value, expected) << solverName(kind);
      std::vector<Move> found = r.winningMoves;
      std::sort(found.begin(), found.end());
      EXPECT_EQ(found, winning) << solverName(kind);
    }
  }
}

nlohmann::json solveJson(const std::string& args) {
  CommandRun r = goproof("solve --json --tt-mb 16 " + args, 120);
  EXPECT_EQ(r.exitCode, 0) << args << "\n" << r.err;
  return nlohmann::json::parse(r.out, nullptr, false);
}

TEST(LineCaptureCommands, SolveAgreesWithCaptureOneOnTheSameRow) {
  for (const char* size : {"5x1", "8x1", "11x1"}) {
    nlohmann::json toy = solveJson(std::string("--rules line-capture --size ") + size);
    nlohmann::json capture = solveJson(std::string("--rules capture-1 --size ") + size);
    EXPECT_EQ(toy["rules"], "line-capture");
    EXPECT_EQ(toy["value"], capture["value"]) << size;
    EXPECT_EQ(toy["winning_moves"], capture["winning_moves"]) << size;
  }
  CommandRun square = goproof("solve --rules line-capture --size 3x3");
  EXPECT_EQ(square.exitCode, 2);
  EXPECT_THAT(square.err, HasSubstr("line-capture is played on one row"));
}

TEST(LineCaptureCommands, VerifyCertifiesAndRefutesClaims) {
  // The black stone at a1 has one liberty, b1: White takes it there.
  const std::string file = writeTempFile("line_capture", "row.puzzles",
                                         "goproof-puzzles 1\n"
                                         "rules: line-capture\n"
                                         "size: 7x1\n"
                                         "puzzle: Take the stone\n"
                                         "to-move: W\n"
                                         "board:\n"
                                         "X . . . O . .\n"
                                         "win b1\n"
                                         "captures b1 1\n"
                                         "illegal e1 occupied\n"
                                         "puzzle: A wrong claim\n"
                                         "to-move: B\n"
                                         "board:\n"
                                         ". . . . . . .\n"
                                         "win a1\n");
  CommandRun r = goproof("verify " + file, 120);
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;  // the second puzzle's claim is false
  EXPECT_THAT(r.out, HasSubstr("PASS  win b1: b1 wins for White"));
  EXPECT_THAT(r.out, HasSubstr("FAIL  win a1: a1 loses for Black: White wins after this line: a1 b1"));
  // The same claims in SGF (RU[line-capture]) get the same verdicts.
  const std::string sgf = testing::tempPath("line_capture", "row.sgf");
  ASSERT_EQ(goproof("convert " + file + " --to sgf -o " + sgf).exitCode, 0);
  EXPECT_THAT(testing::readWholeFile(sgf), HasSubstr("RU[line-capture]"));
  CommandRun again = goproof("verify " + sgf, 120);
  EXPECT_EQ(again.exitCode, 1);
  EXPECT_THAT(again.out, HasSubstr("summary: 2 puzzles, 4 claims: 3 passed, 1 failed"));
}

TEST(LineCaptureCommands, GeneratedProblemsVerify) {
  const std::string out = testing::tempPath("line_capture", "generated.puzzles");
  CommandRun made = goproof("generate --rules line-capture --size 9x1 --count 3 --seed 7 -o " + out, 300);
  ASSERT_EQ(made.exitCode, 0) << made.err;
  const std::string text = testing::readWholeFile(out);
  EXPECT_THAT(text, HasSubstr("rules: line-capture"));
  CommandRun checked = goproof("verify " + out, 300);
  EXPECT_EQ(checked.exitCode, 0) << checked.out << checked.err;
  EXPECT_THAT(checked.out, ::testing::Not(HasSubstr("FAIL")));
}

TEST(LineCaptureCommands, TheGtpEnginePlaysIt) {
  const std::string commands = writeTempFile("line_capture", "gtp.txt",
                                             "play b d1\n"
                                             "play w b1\n"
                                             "play b a1\n"
                                             "genmove b\n"
                                             "showboard\n"
                                             "quit\n");
  CommandRun r = goproof("gtp --rules line-capture --size 7x1 --time-limit 0 < " + commands, 120);
  EXPECT_EQ(r.exitCode, 0) << r.err;
  // Black's a1 beside White's b1 would be suicide; Black's move is a point
  // of the row.
  EXPECT_THAT(r.out, HasSubstr("? illegal move: suicide"));
  EXPECT_THAT(r.out, ::testing::ContainsRegex("= [A-HJ]1\n"));
  EXPECT_THAT(r.out, HasSubstr("line-capture 7x1, move 3"));
}

TEST(LineCaptureCommands, RenderDrawsTheRow) {
  CommandRun r = goproof("render --rules line-capture --size 7x1 --board X...O.. --mark-win b1 --to-move W");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_THAT(r.out, HasSubstr("<svg"));
  // Two stones and the ring on the winning move: capture-1's picture, but for its caption.
  CommandRun capture = goproof("render --rules capture-1 --size 7x1 --board X...O.. --mark-win b1 --to-move W");
  std::string expected = capture.out;
  const std::string caption = "capture-1, 7x1, White to move";
  ASSERT_NE(expected.find(caption), std::string::npos);
  expected.replace(expected.find(caption), caption.size(), "line-capture, 7x1, White to move");
  EXPECT_EQ(r.out, expected);
}

}  // namespace
}  // namespace goproof
