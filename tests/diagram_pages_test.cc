// Pages as people paste them (docs/diagrams.md): Sensei's Library extras,
// one bad diagram among good ones, [go] in prose, rows joined on one line,
// numbered solutions as lines, labelled points, and the same diagram twice.
#include <string>
#include <vector>

#include "formats/diagram_import.h"
#include "gtest/gtest.h"

namespace goproof {
namespace {

const Rules kCapture1 = *Rules::parse("capture-1");

PuzzleFile pageOf(std::string_view text) {
  auto file = puzzlesFromDiagramText(text, "page.txt", kCapture1, std::make_pair(5, 5));
  EXPECT_TRUE(file.ok()) << file.status();
  return file.ok() ? *file : PuzzleFile{};
}

std::vector<std::string> claimsOf(const Puzzle& p) {
  std::vector<std::string> out;
  for (const Claim& c : p.claims) out.push_back(toString(c));
  return out;
}

const std::string kProblem = R"($$B Black to play
$$ ---------
$$ | . . . . . |
$$ | . X O X . |
$$ | . . X . . |
$$ | . . . . . |
$$ | . . . . . |
)";

TEST(DiagramPages, LinkAndArrowLinesOfSenseisLibraryAreSkipped) {
  PuzzleFile file = pageOf(kProblem + "$$ [a|CaptureGo]\n$$ {AR a1 b2}\n$$ {LN a1 e1}\n");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].rows, "...../.XOX./..X../...../.....");
  EXPECT_TRUE(file.notices.empty());
}

TEST(DiagramPages, OneBadDiagramIsSkippedWithItsPlaceAndTheRestIsRead) {
  PuzzleFile file = pageOf("$$B Bad\n$$ ---------\n$$ | . ? . |\n\n" + kProblem);
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].title, "Black to play");
  ASSERT_EQ(file.notices.size(), 1u);
  EXPECT_TRUE(file.notices[0].skippedBadInput);
  EXPECT_EQ(toString(file.notices[0]),
            "page.txt:3:8: unknown character '?' in a diagram row (points are X O . , 0-9 B # Y Z W @ Q P C S T M a-z; "
            "borders are | - +)");
}

TEST(DiagramPages, GoTagsInProseAreNotDiagrams) {
  // An unclosed [go], and a [go] whose [/go] belongs to the next, real block.
  PuzzleFile file = pageOf(
      "Please post between [go] tags.\nLike this: [go]$$B$$ +-------+$$ | . X O |$$ | . . . |$$ | . . . |"
      "$$ +-------+[/go] thanks\n");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_TRUE(file.notices.empty());
  auto none = puzzlesFromDiagramText("Use [go] and [/go] around a diagram.", "page.txt", kCapture1);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(std::string(none.status().message()).substr(0, 30), "page.txt:1:1: no diagram found");
}

TEST(DiagramPages, RowsJoinedOnOneLineWithDollarsOrEscapedDollarsAreRead) {
  std::string joined = "[go]$$B Black to play$$ ---------$$ | . . . . . |$$ | . X O X . |$$ | . . X . . |"
                       "$$ | . . . . . |$$ | . . . . . |[/go]";
  PuzzleFile a = pageOf(joined);
  std::string escaped = kProblem;
  for (size_t at = 0; (at = escaped.find("$$", at)) != std::string::npos; at += 4) escaped.replace(at, 2, "\\$\\$");
  PuzzleFile b = pageOf(escaped);
  PuzzleFile c = pageOf(kProblem);
  ASSERT_EQ(a.puzzles.size(), 1u);
  ASSERT_EQ(b.puzzles.size(), 1u);
  EXPECT_EQ(a.puzzles[0].rows, c.puzzles[0].rows);
  EXPECT_EQ(b.puzzles[0].rows, c.puzzles[0].rows);
}

TEST(DiagramPages, NumberedMovesOfASolutionBecomeALine) {
  PuzzleFile file = pageOf(kProblem + R"(
$$B Solution
$$ ---------
$$ | . . 1 . . |
$$ | . X O X . |
$$ | . . X . . |
$$ | . . . . . |
$$ | . . . . . |
Black 1 captures the stone.

$$B
$$ ---------
$$ | . . . . . |
$$ | . X O X 2 |
$$ | . . X 1 3 |
$$ | . . . . . |
$$ | . . . . . |
Correct too: the solution with 1 and 3 works as well.
)");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(claimsOf(file.puzzles[0]), (std::vector<std::string>{"captures c5 1", "status d3", "line d3 e4 e3"}));
}

TEST(DiagramPages, AFailureDiagramIsNoLine) {
  // "fails": the moves shown are not the solution, so no line is claimed.
  PuzzleFile file = pageOf(kProblem + R"(
$$B
$$ ---------
$$ | . . . . . |
$$ | . X O X 2 |
$$ | . . X 1 3 |
$$ | . . . . . |
$$ | . . . . . |
This solution fails.
)");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(claimsOf(file.puzzles[0]), (std::vector<std::string>{"status d3"}));
}

TEST(DiagramPages, LabelledPointsBecomeStatusClaimsInReadingOrder) {
  PuzzleFile file = pageOf(R"($$W White to play: a, b or c?
$$ ---------
$$ | . . b . . |
$$ | . X O X . |
$$ | a . X . c |
$$ | . . . . . |
$$ | . . . . . |
)");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(claimsOf(file.puzzles[0]), (std::vector<std::string>{"status c5", "status a3", "status e3"}));
}

TEST(DiagramPages, TheSameDiagramTwiceIsOnePuzzle) {
  PuzzleFile file = pageOf(kProblem + "\nThe same, as the page shows it:\n" + kProblem);
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_TRUE(file.notices.empty());
}

}  // namespace
}  // namespace goproof
