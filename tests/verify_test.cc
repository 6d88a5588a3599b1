// goproof verify's judgement: claims a teacher writes about ASCII boards pass
// or fail as a teacher would expect, and on small boards every verdict agrees
// with the retrograde analysis of the whole game (an independent solver).
#include <gtest/gtest.h>

#include <random>

#include "formats/native_format.h"
#include "puzzles/verify.h"
#include "solver/board/board_text.h"
#include "solver/search/retrograde.h"
#include "test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;

VerifyOptions quickOptions() {
  VerifyOptions o;
  o.solver.tableMegabytes = 16;
  return o;
}

// Verifies the single puzzle in text and returns the report.
PuzzleReport verifyText(const std::string& text) {
  auto file = parsePuzzleFile("goproof-puzzles 1\n" + text, "test.puzzles");
  EXPECT_TRUE(file.ok()) << file.status();
  EXPECT_EQ(file->puzzles.size(), 1u);
  return verifyPuzzle(file->puzzles[0], quickOptions());
}

std::string verdicts(const PuzzleReport& r) {
  std::string out;
  for (const ClaimReport& c : r.claims) out += std::string(toString(c.verdict)) + " ";
  return out;
}

// Black's stones around c3 leave White's stone one liberty, at d3.
const std::string kAtari = R"(puzzle: Take the lonely stone
rules: capture-1
board:
  . . . . .
  . . X . .
  . X O . .
  . . X . .
  . . . . .
)";

TEST(Verify, TheCaptureInAtariWinsAndIsReportedAsOne) {
  PuzzleReport r = verifyText(kAtari + "win d3\ncaptures d3 1\ncaptures d3\nstatus d3\nline d3\nvalue B\n");
  EXPECT_EQ(verdicts(r), "PASS PASS PASS PASS PASS PASS ");
  EXPECT_EQ(r.claims[3].explanation, "d3 is legal, captures 1 stone and ends the game: Black wins");
}

TEST(Verify, ANoWinClaimOnAMoveThatCapturesSaysItWinsAtOnce) {
  // d3 takes White's only stone: the game ends with the move, so there is no
  // line to search, and the report says why (not "no line found in time").
  PuzzleReport r = verifyText(kAtari + "no-win d3\n");
  ASSERT_EQ(verdicts(r), "FAIL ");
  EXPECT_EQ(r.claims[0].explanation, "d3 captures 1 stone and wins at once for Black");
  EXPECT_TRUE(r.claims[0].line.empty());
  EXPECT_EQ(r.nodes, 0u) << "nothing to search";
}

TEST(Verify, ANoWinClaimOnAMoveThatConnectsSaysItWinsAtOnce) {
  // Gonnect: White's c2 makes the chain a2-b2-c2 from the left edge to the
  // right one and wins at once, capturing nothing.
  PuzzleReport r = verifyText("puzzle: Join\nrules: gonnect\nsize: 3\nto-move: W\nboard:\n  X . X\n  O O .\n  X . X\nno-win c2\n");
  ASSERT_EQ(verdicts(r), "FAIL ");
  EXPECT_EQ(r.claims[0].explanation, "c2 wins at once for White");
}

TEST(Verify, AWrongCaptureCountFailsWithTheTrueCount) {
  PuzzleReport r = verifyText(kAtari + "captures d3 2\ncaptures b2\n");
  EXPECT_EQ(verdicts(r), "FAIL FAIL ");
  EXPECT_EQ(r.claims[0].explanation, "d3 captures 1 stone");
  EXPECT_EQ(r.claims[1].explanation, "b2 captures nothing");
}

TEST(Verify, IllegalMovesAreJudgedWithTheirReason) {
  // White to move: b2 is surrounded, and so is every corner.
  const std::string suicide = R"(puzzle: Suicide
rules: capture-2
to-move: W
board:
  . X .
  X . X
  . X .
)";
  PuzzleReport r = verifyText(suicide +
                              "illegal b2 suicide\nillegal b2\nillegal b2 occupied\nlegal b2\nillegal b3 suicide\n"
                              "illegal z9 off-board\nillegal pass no-pass\nstatus b2\n");
  EXPECT_EQ(verdicts(r), "PASS PASS FAIL FAIL FAIL PASS PASS PASS ");
  EXPECT_EQ(r.claims[2].explanation, "b2 is illegal: suicide, not occupied");
  EXPECT_EQ(r.claims[4].explanation, "b3 is illegal: occupied, not suicide");
  EXPECT_EQ(r.claims[7].explanation, "b2 is illegal: suicide");
}

TEST(Verify, KoRetakeIsIllegalUnderSimpleKo) {
  // White has just taken at b2; Black may not retake at c2 at once.
  const std::string ko = R"(puzzle: Ko
rules: capture-3+ko=simple
ko: c2
prisoners: 0,1
board:
  . . . .
  . X O .
  X O . O
  . X O .
)";
  PuzzleReport r = verifyText(ko + "illegal c2 ko\nlegal a1\n");
  EXPECT_EQ(verdicts(r), "PASS PASS ");
}

// Black to play has lost: White captures whatever she does. c1 holds out
// longest (White needs two more moves); c2, d2 and d4 lose to the next move.
const std::string kLost = R"(puzzle: Hold out longest
rules: capture-1
size: 4x4
to-move: B
board:
  O O O .
  X O O X
  X O . .
  X X . X
)";

TEST(Verify, ALostPositionsLineNamesTheLongestResistance) {
  PuzzleReport r = verifyText(kLost + "line c1! c2 d2! d4\nline d2! c1\nline c1 c2\n");
  EXPECT_EQ(verdicts(r), "PASS FAIL FAIL ");
  EXPECT_EQ(r.claims[0].explanation,
            "every White move in the line wins and every Black move is legal; the marked moves last longest");
  EXPECT_EQ(r.claims[1].explanation,
            "move 1 (d2) is not a strongest defence: it loses in 2 moves, c1 lasts 4");
  EXPECT_EQ(r.claims[1].line, (std::vector<std::string>{"c1", "c2", "d2", "d4"}));
  EXPECT_NE(r.claims[2].explanation.find("does not win for Black"), std::string::npos) << "an unmarked first move is the winner's";
}

TEST(Verify, AMoveThatLosesFailsWithTheRefutingLine) {
  // On the empty 4x4 board every first move loses Capture-1.
  PuzzleReport r = verifyText("puzzle: Empty\nsize: 4\nwin b2\nno-win\nno-win b2\nvalue W\nvalue B\n");
  EXPECT_EQ(verdicts(r), "FAIL PASS PASS PASS FAIL ");
  ASSERT_GE(r.claims[0].line.size(), 2u);
  EXPECT_EQ(r.claims[0].line[0], "b2");
  EXPECT_EQ(r.claims[0].explanation, "b2 loses for Black: White wins after this line");
  EXPECT_FALSE(r.claims[4].line.empty());
}

TEST(Verify, OnlyWinNamesAnotherWinningMove) {
  PuzzleReport r = verifyText(kAtari + "only-win d3\n");
  ASSERT_EQ(verdicts(r), "FAIL ");
  ASSERT_FALSE(r.claims[0].line.empty());
  EXPECT_NE(r.claims[0].line[0], "d3");
}

TEST(Verify, ALineWhoseFirstMoveLosesFailsAtThatMove) {
  PuzzleReport r = verifyText("puzzle: Empty\nsize: 4\nline b2 c3 c2\n");
  ASSERT_EQ(verdicts(r), "FAIL ");
  EXPECT_EQ(r.claims[0].explanation.substr(0, 36), "move 1 (b2) does not win for Black: ");
}

TEST(Verify, ALineThroughAnIllegalReplyFails) {
  PuzzleReport r = verifyText(kAtari + "line d3 a1\nline a1 c3\n");
  EXPECT_EQ(verdicts(r), "FAIL FAIL ");
  EXPECT_EQ(r.claims[0].explanation, "move 2 (a1) comes after the game has ended");
  EXPECT_EQ(r.claims[1].explanation, "move 2 (c3) is illegal: occupied");
}

TEST(Verify, InAScoredGameTheStrongestDefenceGivesAwayLeastThenLastsLongest) {
  // Quench #2: Black's two-stone turn b3+d2 joins her stones and takes the
  // corner, keeping B+6. White's b1 and d3 hold her to that; d4 lasts longer
  // but lets her reach B+16, so it is no strongest defence.
  PuzzleReport r = verifyText(R"(puzzle: Join then take
rules: quench-2
prisoners: 1,0
coins: captured,none
board:
  X . X O
  X . X O
  . O O .
  . . . .
line b3+d2 d4!
line b3+d2 b1!
line b3+d2 d3!
)");
  EXPECT_EQ(verdicts(r), "FAIL PASS PASS ");
  EXPECT_NE(r.claims[0].explanation.find("it ends B+16, b1 holds Black to B+6"), std::string::npos)
      << r.claims[0].explanation;
}

TEST(Verify, SuperkoRulesLeaveSearchClaimsUndecided) {
  PuzzleReport r = verifyText("puzzle: Superko\nrules: capture-2+ko=superko\nsize: 3\nvalue B\nlegal b2\n");
  EXPECT_EQ(verdicts(r), "UNDECIDED PASS ");
}

// Every verdict on sampled positions of small games, against retrograde analysis.
struct SmallGame {
  const char* rules;
  int width, height;
};

class AgreesWithRetrograde : public ::testing::TestWithParam<SmallGame> {};

TEST_P(AgreesWithRetrograde, OnSampledPositions) {
  const SmallGame g = GetParam();
  GameState<1> root = emptyGame(g.rules, g.width, g.height);
  auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(root);
  ASSERT_TRUE(analysis.status().ok());
  std::mt19937_64 rng(g.width * 31 + g.height);
  int positions = 0, lineClaims = 0;
  for (int n = 0; n < 6; ++n) {
    GameState<1> game = emptyGame(g.rules, g.width, g.height);
    for (;;) {
      MoveList<1> moves;
      game.legalMoves(moves);
      if (moves.size == 0 || game.result() != Winner::None || game.ply() > 2 * g.width * g.height) break;
      if (game.swapAvailable()) {  // the pie swap needs the history: play on
        game.play(moves[static_cast<int>(rng() % moves.size)]);
        continue;
      }
      ++positions;
      Puzzle p;
      p.rules = game.rules();
      p.width = g.width;
      p.height = g.height;
      p.rows = boardRows(game.board());
      p.toMove = game.toMove();
      p.prisoners = {game.prisoners(Color::Black), game.prisoners(Color::White)};
      if (game.koPoint() != kNoMove) p.ko = game.geometry().name(game.koPoint());
      const Value rootValue = analysis.valueOf(game);
      std::vector<bool> expected;
      auto claim = [&](ClaimKind kind, std::string move, bool holds, std::vector<LineMove> line = {}) {
        Claim c;
        c.kind = kind;
        c.move = std::move(move);
        c.line = std::move(line);
        p.claims.push_back(c);
        expected.push_back(holds);
      };
      Claim value;
      value.kind = ClaimKind::Value;
      value.value = std::string(toString(winnerFor(rootValue, game.toMove())));
      p.claims.push_back(value);
      expected.push_back(true);
      claim(ClaimKind::NoWin, "", rootValue != Value::Win);
      std::vector<Move> winners;
      for (Move m : moves) {
        game.play(m);
        Winner w = game.result();
        bool wins = w == winnerOf(opponent(game.toMove())) ||
                    (w == Winner::None && analysis.valueOf(game) == Value::Loss);
        game.undo();
        if (wins) winners.push_back(m);
        claim(ClaimKind::Win, game.geometry().name(m), wins);
        claim(ClaimKind::NoWin, game.geometry().name(m), !wins);
      }
      for (Move m : winners) claim(ClaimKind::OnlyWin, game.geometry().name(m), winners.size() == 1);
      // A winning move followed by each reply marked strongest: true exactly
      // for the replies that put off the loss longest.
      if (!winners.empty()) {
        Move m = winners.front();
        game.play(m);
        if (game.result() == Winner::None) {
          MoveList<1> replies;
          game.legalMoves(replies);
          std::vector<int64_t> lengths;
          for (Move r : replies) {
            game.play(r);
            lengths.push_back(game.result() != Winner::None ? 0 : analysis.distanceOf(game));
            game.undo();
          }
          int64_t longest = *std::max_element(lengths.begin(), lengths.end());
          for (int i = 0; i < replies.size; ++i) {
            claim(ClaimKind::Line, "", lengths[i] == longest,
                  {{game.geometry().name(m), false}, {game.geometry().name(replies[i]), true}});
            ++lineClaims;
          }
        }
        game.undo();
      }
      PuzzleReport report = verifyPuzzle(p, quickOptions());
      ASSERT_EQ(report.claims.size(), expected.size());
      for (size_t i = 0; i < expected.size(); ++i)
        EXPECT_EQ(report.claims[i].verdict, expected[i] ? Verdict::Pass : Verdict::Fail)
            << g.rules << " " << p.rows << " " << (p.toMove == Color::Black ? "B" : "W") << ": "
            << toString(report.claims[i].claim) << ": " << report.claims[i].explanation;
      if (::testing::Test::HasFailure()) return;
      // A claim alone takes another path (one search after its move, not one
      // search of every root move): it must give the same verdicts.
      if (positions % 3 == 0) {
        for (size_t i = 0; i < p.claims.size(); ++i) {
          if (p.claims[i].kind != ClaimKind::Win && p.claims[i].kind != ClaimKind::NoWin) continue;
          Puzzle alone = p;
          alone.claims = {p.claims[i]};
          EXPECT_EQ(verifyPuzzle(alone, quickOptions()).claims[0].verdict, report.claims[i].verdict)
              << toString(p.claims[i]) << " alone in " << p.rows;
        }
      }
      game.play(moves[static_cast<int>(rng() % moves.size)]);
    }
  }
  EXPECT_GT(positions, 10);
  EXPECT_GT(lineClaims, 0);
}

INSTANTIATE_TEST_SUITE_P(SmallGames, AgreesWithRetrograde,
                         ::testing::Values(SmallGame{"capture-1", 3, 3}, SmallGame{"capture-1", 4, 3},
                                           SmallGame{"capture-2", 3, 3}, SmallGame{"capture-2+ko=simple", 3, 3},
                                           SmallGame{"gonnect", 3, 3}, SmallGame{"gonnect+pie", 3, 3}));

}  // namespace
}  // namespace goproof
