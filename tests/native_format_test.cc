// The native puzzle format: what a hand-written file means, the canonical
// layout reading back the same, and one clear error for each kind of mistake.
#include <gtest/gtest.h>

#include "formats/native_format.h"
#include "run_goproof.h"
#include "test_puzzles.h"

namespace goproof {
namespace {

constexpr std::string_view kTutorial = R"(goproof-puzzles 1
# A tutorial set: these defaults apply to every puzzle below.
rules: capture-1
source: goproof collection
author: goproof team

puzzle: Take the lonely stone
comment: The white stone in the middle has one liberty left.
size: 5x5
to-move: B
board:
    A B C D E
  5 . . . . . 5
  4 . . X . . 4
  3 . X O . . 3
  2 . . X . . 2
  1 . . . . . 1
    A B C D E
only-win d3
captures d3 1
illegal c3 occupied
line d3

puzzle: Empty 4x4
rules: capture-1+ko=simple
size: 4
to-move: white
comment: first line
comment: second line
no-win
value W
line b2 c3! B3
)";

TEST(NativeFormat, ReadsATutorialSet) {
  auto file = parsePuzzleFile(kTutorial, "tutorial.puzzles");
  ASSERT_TRUE(file.ok()) << file.status();
  ASSERT_EQ(file->puzzles.size(), 2u);
  const Puzzle& first = file->puzzles[0];
  EXPECT_EQ(first.title, "Take the lonely stone");
  EXPECT_EQ(first.source, "goproof collection");
  EXPECT_EQ(first.author, "goproof team");
  EXPECT_EQ(first.rules.toString(), "capture-1");
  EXPECT_EQ(first.width, 5);
  EXPECT_EQ(first.rows, "...../..X../.XO../..X../.....");
  EXPECT_EQ(first.toMove, Color::Black);
  ASSERT_EQ(first.claims.size(), 4u);
  EXPECT_EQ(first.claims[0].kind, ClaimKind::OnlyWin);
  EXPECT_EQ(first.claims[0].move, "d3");
  EXPECT_EQ(first.claims[0].where.line, 19);
  EXPECT_EQ(first.claims[1].count, 1);
  EXPECT_EQ(first.claims[2].reason, "occupied");
  EXPECT_EQ(first.where.line, 7);

  const Puzzle& second = file->puzzles[1];
  EXPECT_EQ(second.rules.toString(), "capture-1+ko=simple");
  EXPECT_EQ(second.width, 4);
  EXPECT_EQ(second.height, 4);
  EXPECT_EQ(second.rows, "");
  EXPECT_EQ(second.toMove, Color::White);
  EXPECT_EQ(second.comment, "first line\nsecond line");
  ASSERT_EQ(second.claims.size(), 3u);
  EXPECT_EQ(second.claims[0].kind, ClaimKind::NoWin);
  EXPECT_EQ(second.claims[0].move, "");
  EXPECT_EQ(second.claims[1].value, "W");
  ASSERT_EQ(second.claims[2].line.size(), 3u);
  EXPECT_EQ(second.claims[2].line[1], (LineMove{"c3", true}));
  EXPECT_EQ(second.claims[2].line[2], (LineMove{"b3", false}));
}

TEST(NativeFormat, DefaultSgfFieldsApplyToEveryPuzzle) {
  auto file = parsePuzzleFile("goproof-puzzles 1\nsgf: DT[2020]\npuzzle: a\nsize: 3\nsgf: PB[x]\npuzzle: b\nsize: 3\n", "f");
  ASSERT_TRUE(file.ok()) << file.status();
  EXPECT_EQ(file->puzzles[0].sgfProperties, (std::vector<std::string>{"DT[2020]", "PB[x]"}));
  EXPECT_EQ(file->puzzles[1].sgfProperties, (std::vector<std::string>{"DT[2020]"}));
}

TEST(NativeFormat, ErrorExcerptsNeverSplitACharacter) {
  auto file = parsePuzzleFile("goproof-puzzles 1\npuzzle: a\nsize: 3\nAbcdefghijklmnopqrs\xc3\xa9 more\n", "f");
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(std::string(file.status().message()),
            "f:4:1: expected a field ('key: value'), a claim or a comment, not 'Abcdefghijklmnopqrs...'");
}

TEST(NativeFormat, AcceptsEveryBoardFraming) {
  for (std::string_view board : {"X.O\n...\n..X\n", "X . O\n. . .\n. . X\n",
                                 "   A B C\n 3 X . O 3\n 2 . . . 2\n 1 . . X 1\n   A B C\n",
                                 "+-------+\n| X . O |\n| . . . |\n| . + X |\n+-------+\n", "x.o\n...\n..x\n"}) {
    std::string text = "goproof-puzzles 1\npuzzle: t\nboard:\n" + std::string(board) + "win b2\n";
    auto file = parsePuzzleFile(text, "f");
    ASSERT_TRUE(file.ok()) << board << file.status();
    EXPECT_EQ(file->puzzles[0].rows, "X.O/.../..X") << board;
    EXPECT_EQ(file->puzzles[0].claims.size(), 1u);
  }
}

TEST(NativeFormat, CanonicalLayoutReadsBackTheSamePuzzles) {
  auto file = parsePuzzleFile(kTutorial, "tutorial.puzzles");
  ASSERT_TRUE(file.ok());
  file->puzzles[1].ko = "";
  file->puzzles[0].sgfProperties = {"DT[2024-05-01]"};
  file->puzzles[0].prisoners = {0, 0};
  std::string written = formatPuzzleFile(*file);
  auto again = parsePuzzleFile(written, "again");
  ASSERT_TRUE(again.ok()) << again.status() << "\n" << written;
  ASSERT_EQ(again->puzzles.size(), file->puzzles.size());
  for (size_t i = 0; i < file->puzzles.size(); ++i) {
    testing::expectSamePuzzle(file->puzzles[i], again->puzzles[i]);
    EXPECT_EQ(file->puzzles[i].claims, again->puzzles[i].claims);  // in the same order, too
  }
  EXPECT_EQ(formatPuzzleFile(*again), written);
}

// Each malformed input gives exactly one line naming file:line:col.
struct Malformed {
  std::string text;
  std::string error;  // the whole expected message
};

class NativeFormatErrors : public ::testing::TestWithParam<Malformed> {};

TEST_P(NativeFormatErrors, GiveOneClearLine) {
  auto file = parsePuzzleFile(GetParam().text, "bad.puzzles");
  ASSERT_FALSE(file.ok());
  std::string message(file.status().message());
  EXPECT_EQ(message, GetParam().error);
  EXPECT_EQ(message.find('\n'), std::string::npos);
}

const std::string kHead = "goproof-puzzles 1\npuzzle: p\n";

INSTANTIATE_TEST_SUITE_P(
    List, NativeFormatErrors,
    ::testing::Values(
        Malformed{"", "bad.puzzles:1:1: no version line: a puzzle file begins with 'goproof-puzzles 1'"},
        Malformed{"puzzle: p\n", "bad.puzzles:1:1: a puzzle file begins with the version line 'goproof-puzzles 1'"},
        Malformed{"goproof-puzzles 2\n", "bad.puzzles:1:17: version '2' is not one this goproof reads (it reads version 1)"},
        Malformed{kHead + "size: 5\ncolour: B\n",
                  "bad.puzzles:4:1: unknown field 'colour' (fields: puzzle, source, author, comment, rules, size, "
                  "to-move, ko, prisoners, previous-pass, coins, previous-move, mirror-runs, goal, target, region, sgf, board)"},
        Malformed{kHead + "size: 5\nwin 5a\n", "bad.puzzles:4:5: '5a' is not a move (a point such as c3, pass, swap, two stones such as c3+d4, or a choice such as d7:ne)"},
        Malformed{kHead + "size: 5\n  wins c3\n",
                  "bad.puzzles:4:3: expected a field ('key: value'), a claim or a comment, not 'wins c3'"},
        Malformed{kHead + "size: 5\nillegal c3 because\n",
                  "bad.puzzles:4:12: 'because' is not a reason (occupied, suicide, ko, superko, off-board, game-over, "
                  "no-pass, no-swap, new-group, mirror, no-two-stones, not-joining, not-new-group, territory, choose)"},
        Malformed{kHead + "size: 5\ncaptures c3 two\n", "bad.puzzles:4:13: 'two' is not a stone count (0 to 400)"},
        Malformed{kHead + "size: 5\nvalue black-wins\n", "bad.puzzles:4:7: 'black-wins' is not a value (B, W or draw, or a score such as B+3, W+0.5 or 0)"},
        Malformed{kHead + "size: 5\nline c3 d4 e5!\n",
                  "bad.puzzles:4:12: 'e5!': only the defender's replies (2nd, 4th, ... move) can be marked !"},
        Malformed{kHead + "size: 5\nline c3! d4!\n",
                  "bad.puzzles:4:10: 'd4!': the first move is marked, so the side to move defends and only her moves "
                  "(1st, 3rd, ... move) can be marked !"},
        Malformed{kHead + "size: 5\nwin\n", "bad.puzzles:4:4: 'win' needs a move, such as c3"},
        Malformed{kHead + "size: 5\nwin c3 d4\n", "bad.puzzles:4:8: unexpected 'd4' after the claim 'win'"},
        Malformed{kHead + "board:\nX.O\n..\n", "bad.puzzles:5:1: this row has 2 points, the first row has 3"},
        Malformed{kHead + "board:\nX.Q\n", "bad.puzzles:4:3: unexpected 'Q' in a board row (points are X, O and ., "
                                           "and b and w for Conquest territory, framed by optional coordinates and | borders)"},
        // A misspelt claim after a board is not read as a board row.
        Malformed{kHead + "board:\nX.O\n...\nwins b1\n",
                  "bad.puzzles:6:1: expected a field ('key: value'), a claim or a comment, not 'wins b1'"},
        // A coordinate line in capitals without spaces is still a board row.
        Malformed{kHead + "board:\nABC\nX.O\nwins b1\n",
                  "bad.puzzles:6:1: expected a field ('key: value'), a claim or a comment, not 'wins b1'"},
        Malformed{kHead + "board:\n2 X.O\n2 ...\n", "bad.puzzles:5:1: row number 2 should be 1 (the bottom row is 1)"},
        Malformed{kHead + "board:\n A B\nX.O\n...\n", "bad.puzzles:4:1: the coordinate line names 2 columns, the board has 3"},
        Malformed{kHead + "board:\n\n", "bad.puzzles:3:1: the board has no rows"},
        Malformed{kHead + "board:\n  A B D\nX.O\n",
                  "bad.puzzles:4:3: a coordinate line must name the columns in order: A B C ... (GTP letters, no I)"},
        Malformed{kHead + "board: X.O\n", "bad.puzzles:3:8: the board's rows go on the lines after 'board:'"},
        Malformed{kHead + "size: 4\nboard:\nX.O\n...\n", "bad.puzzles:3:7: size 4x4 does not match the board, which is 3x2"},
        Malformed{kHead + "win c3\n", "bad.puzzles:2:1: this puzzle has neither a size nor a board"},
        Malformed{kHead + "board:\nXO.\nO..\n...\n",
                  "bad.puzzles:4:1: board: the black stone at a3 has no liberties, which no legal game can produce"},
        // The error points at the stone itself, inside a framed board.
        Malformed{kHead + "board:\n    A B C\n  3 . X O 3\n  2 X O O 2\n  1 O X . 1\n",
                  "bad.puzzles:7:5: board: the white stone at a1 has no liberties, which no legal game can produce"},
        Malformed{kHead + "size: 5\nrules: capture-0\n", "bad.puzzles:4:8: bad rules 'capture-0': capture needs a prisoner target from 1 to 361, as in capture-1"},
        Malformed{kHead + "size: 20\n", "bad.puzzles:3:7: size: '20' is not WxH with sides from 1 to 19 (such as 5x5 or 7x4)"},
        Malformed{kHead + "size: 5\nto-move: green\n", "bad.puzzles:4:10: to-move: 'green' is not B or W"},
        Malformed{kHead + "size: 5\nprisoners: one\n", "bad.puzzles:4:12: 'one' is not a prisoner count 'B,W' such as 1,0"},
        // The fuzzer's overflow: digits after a non-digit once went on multiplying the count (UBSan).
        // A long value is quoted by its first 20 bytes.
        Malformed{kHead + "size: 5\nprisoners: 1," + std::string(40, 'f') + "1\n",
                  "bad.puzzles:4:12: '1,ffffffffffffffffff...' is not a prisoner count 'B,W' such as 1,0"},
        Malformed{kHead + "size: 5\nprisoners: 1,99999\n", "bad.puzzles:4:12: '1,99999' is not a prisoner count 'B,W' such as 1,0"},
        Malformed{kHead + "size: 5\nprisoners: 1,0,0\n", "bad.puzzles:4:12: '1,0,0' is not a prisoner count 'B,W' such as 1,0"},
        Malformed{kHead + "rules: conversion+mirror=1\nsize: 5\nmirror-runs: 1," + std::string(40, '9') + "\n",
                  "bad.puzzles:5:14: '1,999999999999999999...' is not two run lengths 'B,W' such as 2,1"},
        Malformed{kHead + "rules: conversion+mirror=1\nsize: 5\nmirror-runs: x1,0\n",
                  "bad.puzzles:5:14: 'x1,0' is not two run lengths 'B,W' such as 2,1"},
        Malformed{kHead + "size: 5\nrules: capture-1+ko=simple\nko: c3\n",
                  "bad.puzzles:5:5: ko: c3 is not a ko: playing there would not retake a single stone"},
        // A pass clears the ko (the helper's 4x3 case: b2 would retake one stone).
        Malformed{kHead + "rules: go\nboard:\n.XO.\nX.XO\n.XO.\nto-move: W\nko: b2\nprevious-pass: yes\n",
                  "bad.puzzles:9:5: ko: b2 cannot be a ko point after a pass: a pass clears the ko"},
        Malformed{kHead + "size: 5\nsize: 5\n", "bad.puzzles:4:1: the field 'size' appears twice"},
        Malformed{"goproof-puzzles 1\nwin c3\n", "bad.puzzles:2:1: a claim belongs to a puzzle: write 'puzzle: TITLE' first"},
        Malformed{"goproof-puzzles 1\nboard:\n", "bad.puzzles:2:1: a board belongs to a puzzle: write 'puzzle: TITLE' first"}));

// The command line refuses such a file as bad input: one line, exit 2.
TEST(NativeFormat, VerifyRefusesAnOverlongPrisonerCountWithOneLine) {
  const std::string path = testing::writeTempFile(
      "native_format", "prisoners.puzzles", kHead + "size: 5\nprisoners: 1," + std::string(40, 'f') + "1\nwin c3\n");
  testing::CommandRun run = testing::goproof("verify '" + path + "'", 60);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err,
            "goproof verify: " + path + ":4:12: '1,ffffffffffffffffff...' is not a prisoner count 'B,W' such as 1,0\n");
  std::remove(path.c_str());
}

}  // namespace
}  // namespace goproof
