// goproof convert and import as a curator uses them: native <-> SGF without
// loss, forum diagrams into puzzles, outputs written whole and never over the input.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "run_goproof.h"

namespace goproof {
namespace {

using testing::goproof;

std::string tempPath(const std::string& name) { return testing::tempPath("cli_convert", name); }
std::string writeFile(const std::string& name, const std::string& text) {
  return testing::writeTempFile("cli_convert", name, text);
}
std::string readFile(const std::string& path) { return testing::readWholeFile(path); }

const std::string kPuzzles = R"(goproof-puzzles 1
rules: capture-1
puzzle: Take the lonely stone
author: a teacher
board:
  . . . . .
  . . X . .
  . X O . .
  . . X . .
  . . . . .
win d3
illegal c3 occupied
captures d3 1
line d3
no-win

puzzle: Gonnect on 3x3
rules: gonnect
size: 3
value B
)";

TEST(CliConvert, NativeToSgfAndBackKeepsEveryPuzzleAndClaim) {
  std::string native = writeFile("a.puzzles", kPuzzles);
  std::string sgf = tempPath("a.sgf");
  auto toSgf = goproof("convert " + native + " -o " + sgf);
  ASSERT_EQ(toSgf.exitCode, 0) << toSgf.err;
  EXPECT_EQ(toSgf.err, "goproof convert: 2 puzzles with 6 claims from native to sgf in " + sgf + "\n");
  std::string sgfText = readFile(sgf);
  EXPECT_EQ(sgfText.substr(0, 2), "(;");
  EXPECT_NE(sgfText.find("RU[gonnect]"), std::string::npos);
  auto back = goproof("convert " + sgf);
  ASSERT_EQ(back.exitCode, 0) << back.err;
  for (std::string claim : {"win d3", "illegal c3 occupied", "captures d3 1", "line d3", "no-win", "value B"})
    EXPECT_NE(back.out.find("\n" + claim + "\n"), std::string::npos) << claim << "\n" << back.out;
  EXPECT_NE(back.out.find("author: a teacher"), std::string::npos);
  // Both verify the same way.
  EXPECT_EQ(goproof("verify " + sgf).exitCode, 1);  // "no-win" is false: Black wins
  EXPECT_EQ(goproof("verify " + native).exitCode, 1);
}

TEST(CliConvert, LineBreaksInSgfTitlesDoNotBecomeClaims) {
  std::string sgf = writeFile("newline.sgf", "(;FF[4]GM[1]SZ[3]GN[Problem 1\nno-win b2]GC[two\nlines]\n;B[bb]C[RIGHT])");
  std::string native = tempPath("newline.puzzles");
  ASSERT_EQ(goproof("convert " + sgf + " -o " + native).exitCode, 0);
  auto run = goproof("verify " + native);
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("Problem 1 no-win b2  ["), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("1 claim: 1 passed"), std::string::npos) << run.out;
}

TEST(CliConvert, NeverOverwritesTheInput) {
  std::string native = writeFile("self.puzzles", kPuzzles);
  auto run = goproof("convert " + native + " -o " + native);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof convert: output: " + native + " is the input file; goproof never overwrites its input\n");
  EXPECT_EQ(readFile(native), kPuzzles);
}

TEST(CliConvert, AnUnwritableOutputExitsFourAndLeavesNothingBehind) {
  std::string native = writeFile("b.puzzles", kPuzzles);
  auto run = goproof("convert " + native + " -o /nonexistent-dir/out.sgf");
  EXPECT_EQ(run.exitCode, 4);
  EXPECT_EQ(run.err.substr(0, 46), "goproof convert: /nonexistent-dir/out.sgf: can");
}

TEST(CliConvert, BadSgfNamesFileLineAndColumn) {
  std::string sgf = writeFile("bad.sgf", "(;SZ[5]\nAB[cc][zz])");
  auto run = goproof("convert " + sgf);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err.rfind("goproof convert: " + sgf + ":2:", 0), 0u) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1);
  EXPECT_EQ(run.out, "");
}

TEST(CliImport, AForumPostBecomesPuzzlesWithClaims) {
  std::string post = writeFile("post.txt", R"(Beginners, try this one.

[go]$$B Black to play
$$ +-----------+
$$ | . . . . . |
$$ | . . X . . |
$$ | . X O . . |
$$ | . . X . . |
$$ | . . . . . |
$$ +-----------+[/go]

[go]$$B Answer
$$ +-----------+
$$ | . . . . . |
$$ | . . X . . |
$$ | . X O 1 . |
$$ | . . X . . |
$$ | . . . . . |
$$ +-----------+[/go]

Black 1 captures the stone.
)");
  auto run = goproof("import " + post);
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("puzzle: Black to play\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\ncaptures d3 1\n"), std::string::npos) << run.out;
  auto verify = goproof("verify " + post);
  EXPECT_EQ(verify.exitCode, 0) << verify.out;
  EXPECT_NE(verify.out.find("PASS  captures d3 1: d3 captures 1 stone"), std::string::npos) << verify.out;
}

TEST(CliImport, TextWithoutDiagramsIsBadInput) {
  auto run = goproof("import " + writeFile("nothing.txt", "just words\n"));
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_NE(run.err.find(":1:1: no diagram found"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace goproof
