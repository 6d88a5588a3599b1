// goproof render, run as a user runs it, its SVG read back with a real XML
// parser (tinyxml2): stones, marks and value maps counted by their classes,
// PNG output by its signature, and one line with the documented exit code
// for each kind of bad input. Also the picture library on its own.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "formats/board_picture.h"
#include "formats/board_svg.h"
#include "formats/puzzle_input.h"
#include "formats/svg_text.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/run_goproof.h"
#include "tests/svg_reader.h"

namespace {

using goproof::testing::CommandRun;
using goproof::testing::goproof;
using goproof::testing::readWholeFile;
using goproof::testing::Svg;
using goproof::testing::tempPath;
using goproof::testing::writeTempFile;
using ::testing::HasSubstr;

const std::string kPngSignature = "\x89PNG\r\n\x1a\n";

// One line on stderr, naming the command.
void expectOneLine(const CommandRun& r) {
  EXPECT_THAT(r.err, ::testing::StartsWith("goproof render: "));
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

const std::string kPosition =
    "render --rules capture-1 --size 5x5 --board '.X.../X..../..O../...../.....' --to-move W ";

TEST(Render, PositionStonesAndMarks) {
  CommandRun r = goproof(kPosition + "--mark-win c4 --mark-illegal a5 --line 'd3 b3 d2 e1'");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.err, "");
  Svg svg(r.out);
  EXPECT_EQ(svg.count("stone black"), 2);
  EXPECT_EQ(svg.count("stone white"), 1);
  EXPECT_EQ(svg.count("mark win"), 1);
  EXPECT_EQ(svg.count("mark illegal"), 1);
  EXPECT_THAT(svg.allText(), HasSubstr("suicide"));
  // White moves first: 1 and 3 White, 2 and 4 Black.
  EXPECT_EQ(svg.count("line-stone white"), 2);
  EXPECT_EQ(svg.count("line-stone black"), 2);
  EXPECT_THAT(svg.texts("line-number"), ::testing::ElementsAre("1", "2", "3", "4"));
  EXPECT_THAT(svg.allText(), HasSubstr("White to move"));
  // Coordinates on all four sides: each column letter twice, I skipped.
  EXPECT_THAT(svg.allText(), Not(HasSubstr(" I ")));
  EXPECT_EQ(goproof(kPosition + "--mark-win c4 --mark-illegal a5 --line 'd3 b3 d2 e1'").out, r.out);  // same bytes
}

TEST(Render, KoReasonComesFromTheRules) {
  CommandRun r = goproof(
      "render --rules capture-2+ko=simple --size 4x4 --board '.XO./X.XO/.XO./....' --to-move W --ko b3 "
      "--prisoners 1,0 --mark-illegal b3");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Svg svg(r.out);
  EXPECT_EQ(svg.count("mark illegal"), 1);
  EXPECT_THAT(svg.allText(), HasSubstr("ko"));
}

TEST(Render, PuzzleClaimsBecomeMarks) {
  const std::string file = writeTempFile("render", "claims.puzzles",
                                         "goproof-puzzles 1\n"
                                         "rules: capture-1\n\n"
                                         "puzzle: Marks <&> \"all\" \xff of them\n"
                                         "size: 3x3\n"
                                         "to-move: W\n"
                                         "board:\n"
                                         "  .X.\n"
                                         "  X..\n"
                                         "  ...\n"
                                         "win b2\n"
                                         "only-win b2\n"
                                         "illegal a3 suicide\n"
                                         "illegal b3\n"
                                         "line b2 c2 c3\n"
                                         "value W\n");
  CommandRun r = goproof("render " + file);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Svg svg(r.out);
  EXPECT_EQ(svg.count("stone black"), 2);
  EXPECT_EQ(svg.count("stone white"), 0);
  EXPECT_EQ(svg.count("mark win"), 1);  // win and only-win at one point: one ring
  EXPECT_EQ(svg.count("mark illegal"), 2);
  EXPECT_EQ(svg.count("line-stone white") + svg.count("line-stone black"), 3);
  const std::string text = svg.allText();
  EXPECT_THAT(text, HasSubstr("suicide"));
  EXPECT_THAT(text, HasSubstr("occupied"));  // b3's reason, from the rules
  EXPECT_THAT(text, HasSubstr("value W"));
  EXPECT_THAT(text, HasSubstr("White to move"));
  EXPECT_THAT(svg.texts("title"), ::testing::ElementsAre("Marks <&> \"all\" \xEF\xBF\xBD of them"));
  // Flags that mark what the claims already mark (and a word given twice) draw it once.
  Svg again(goproof("render " + file + " --mark-illegal a3 --mark-illegal a3 --mark-win b2 --mark-win 'b2 b2'").out);
  EXPECT_EQ(again.count("mark illegal"), 2);
  EXPECT_EQ(again.count("mark win"), 1);
  // A line of the flag's is drawn in place of the claim's, which the caption gives as text.
  Svg other(goproof("render " + file + " --line 'c3 c2'").out);
  EXPECT_THAT(other.texts("line-number"), ::testing::ElementsAre("1", "2"));
  EXPECT_THAT(other.allText(), HasSubstr("line b2 c2 c3"));
  EXPECT_THAT(svg.texts("line-number"), ::testing::ElementsAre("1", "2", "3"));
}

TEST(Render, EveryPuzzleOfACollectionIntoADirectory) {
  const std::string dir = tempPath("render", "all");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directory(dir);
  CommandRun r =
      goproof("render " + std::string(GOPROOF_SOURCE_DIR) + "/puzzles/collection/conquest.puzzles --all -o " + dir);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "");
  int files = 0, territory = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    ++files;
    Svg svg(readWholeFile(entry.path().string()));
    territory += svg.count("territory black") + svg.count("territory white");
  }
  EXPECT_EQ(files, 16);
  EXPECT_GT(territory, 0);
  EXPECT_TRUE(std::filesystem::exists(dir + "/conquest-01.svg"));
  std::filesystem::remove_all(dir);
}

// Every bundled puzzle, drawn: one file each, every one well-formed, with as
// many stones of each colour as the puzzle's board.
TEST(Render, EveryBundledPuzzleHasItsStones) {
  const std::string dir = tempPath("render", "collection");
  for (const char* name : {"capture-go", "gonnect", "go", "quench", "conversion", "conquest", "life-and-death"}) {
    const std::string path = std::string(GOPROOF_SOURCE_DIR) + "/puzzles/collection/" + name + ".puzzles";
    auto file = goproof::readPuzzles(path, goproof::ImportOptions{});
    ASSERT_TRUE(file.ok()) << file.status();
    std::filesystem::remove_all(dir);
    std::filesystem::create_directory(dir);
    CommandRun r = goproof("render " + path + " --all --whole-board -o " + dir);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (size_t i = 0; i < file->puzzles.size(); ++i) {
      std::string number = std::to_string(i + 1);
      number.insert(0, std::to_string(file->puzzles.size()).size() - number.size(), '0');
      const std::string picture = readWholeFile(dir + "/" + name + "-" + number + ".svg");
      ASSERT_FALSE(picture.empty()) << name << " " << number;
      Svg svg(picture);
      const std::string& rows = file->puzzles[i].rows;
      EXPECT_EQ(svg.count("stone black"),
                std::count_if(rows.begin(), rows.end(), [](char c) { return c == 'X' || c == 'x'; }))
          << name << " #" << number;
      EXPECT_EQ(svg.count("stone white"),
                std::count_if(rows.begin(), rows.end(), [](char c) { return c == 'O' || c == 'o'; }))
          << name << " #" << number;
    }
  }
  std::filesystem::remove_all(dir);
}

// The stones of a puzzle's rows (top row first) within columns
// left..right and rows bottom..top (0-based, from the bottom left).
int stonesWithin(const std::string& rows, int size, int left, int right, int bottom, int top) {
  int count = 0, row = 0, column = 0;
  for (char c : rows) {
    if (c == '/') {
      ++row, column = 0;
      continue;
    }
    const int y = size - 1 - row;
    if ((c == 'X' || c == 'O') && column >= left && column <= right && y >= bottom && y <= top) ++count;
    ++column;
  }
  return count;
}

// A corner problem on 19x19 prints as its corner, as books print it: the
// region and one line of wall, reaching the edges it nears, with the
// board's own coordinates. --whole-board draws all of it.
TEST(Render, ACornerProblemOnALargeBoardShowsItsCorner) {
  const std::string path = std::string(GOPROOF_SOURCE_DIR) + "/puzzles/generated/kill-19x19.puzzles";
  auto file = goproof::readPuzzles(path, goproof::ImportOptions{});
  ASSERT_TRUE(file.ok()) << file.status();
  const goproof::Puzzle& first = file->puzzles.front();
  ASSERT_EQ(first.title, "#1: White to kill");  // region p19-t19 p18-t18 r17-t17

  CommandRun corner = goproof("render " + path + " --index 1");
  ASSERT_EQ(corner.exitCode, 0) << corner.err;
  Svg svg(corner.out);
  // Columns O to T (P less one line of wall; T is the edge) and rows 16 to
  // 19 (17 less one; 19 is the edge), each widened to 7 lines away from the
  // edges: N to T, 13 to 19. Each label on two sides.
  std::vector<std::string> labels = svg.texts("coordinate"), expected;
  for (const char* label : {"13", "14", "15", "16", "17", "18", "19", "N", "O", "P", "Q", "R", "S", "T"})
    expected.insert(expected.end(), 2, label);
  std::sort(labels.begin(), labels.end());
  EXPECT_EQ(labels, expected);
  EXPECT_EQ(svg.count("stone black") + svg.count("stone white"), stonesWithin(first.rows, 19, 12, 18, 12, 18));
  EXPECT_EQ(svg.count("mark target"), 6);

  CommandRun whole = goproof("render " + path + " --index 1 --whole-board");
  ASSERT_EQ(whole.exitCode, 0) << whole.err;
  Svg all(whole.out);
  EXPECT_EQ(all.texts("coordinate").size(), 4u * 19);
  EXPECT_EQ(all.count("stone black") + all.count("stone white"), stonesWithin(first.rows, 19, 0, 18, 0, 18));
  EXPECT_EQ(all.count("mark target"), 6);

  // A worksheet of corners: the grid suits the corners (six to a page,
  // as for 9x9 boards), not the whole boards (two to a page).
  const std::string dir = tempPath("render", "corner-sheets");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directory(dir);
  CommandRun sheet = goproof("render " + path + " --sheet --problem -o " + dir);
  ASSERT_EQ(sheet.exitCode, 0) << sheet.err;
  Svg page(readWholeFile(dir + "/kill-19x19-problems-1.svg"));
  EXPECT_EQ(page.count("sheet-cell"), 6);
  // Problem "#1: White to kill" is numbered once.
  EXPECT_EQ(page.texts("title").front(), "1. White to kill");
  std::filesystem::remove_all(dir);
}

// The picture library: a window of the board draws only what lies in it,
// and a window off the board is refused.
TEST(BoardSvg, AWindowDrawsItsPartOnly) {
  std::string rows;
  for (int r = 0; r < 19; ++r)
    rows += std::string(r == 0 ? "X" : ".") + std::string(17, '.') + (r == 18 ? "O" : ".") + (r < 18 ? "/" : "");
  goproof::BoardPicture p = goproof::pictureFromRows(19, 19, rows);  // Black a19, White t1
  p.view = {0, 12, 7, 7};  // a13 to g19
  Svg corner(goproof::boardSvg(p));
  EXPECT_EQ(corner.count("stone black"), 1);
  EXPECT_EQ(corner.count("stone white"), 0);
  EXPECT_EQ(corner.texts("coordinate").size(), 4u * 7);
  p.view = {15, 0, 5, 5};  // off the right side
  EXPECT_THROW(goproof::boardSvg(p), std::invalid_argument);
  p.view = {14, 0, 5, 5};  // p1 to t5
  Svg other(goproof::boardSvg(p));
  EXPECT_EQ(other.count("stone black"), 0);
  EXPECT_EQ(other.count("stone white"), 1);
}

// The window's rules, on the picture alone: the wall's line, at least 7
// lines, then to each edge within two lines; every mark inside it; no crop
// where it would save under a quarter of the board, or on boards under 13.
TEST(BoardSvg, AGoalWindowHoldsTheRegionTheMarksAndNearbyEdges) {
  goproof::BoardPicture p = goproof::emptyPicture(13, 13);
  p.region.assign(13 * 13, false);
  for (int x : {4, 5})
    for (int y : {5, 6}) p.region[static_cast<size_t>(y * 13 + x)] = true;  // e6-f7
  p.targets = {{4, 6}};  // e7
  // d5-g8 with the wall, widened to b4-h9 (7 by 6, then 7 by 7), then to
  // the edges two lines away: a1-h9.
  EXPECT_EQ(goproof::goalWindow(p), (goproof::PictureWindow{0, 0, 8, 9}));
  p.wins = {{12, 12}};  // a ring on n13: the window stretches to hold it (d5-n13)
  EXPECT_EQ(goproof::goalWindow(p), (goproof::PictureWindow{3, 4, 10, 9}));
  p.illegal = {{0, 0, "ko"}};  // and a cross on a1: it would hold nearly all the board
  EXPECT_EQ(goproof::goalWindow(p), goproof::PictureWindow{});
  p.wins.clear();
  p.illegal.clear();
  goproof::BoardPicture small = goproof::emptyPicture(9, 9);
  small.region.assign(81, false);
  small.region[0] = true;
  small.targets = {{0, 0}};
  EXPECT_EQ(goproof::goalWindow(small), goproof::PictureWindow{});
  p.region.clear();  // no region: the whole board
  EXPECT_EQ(goproof::goalWindow(p), goproof::PictureWindow{});
}

TEST(Render, SgfProblems) {
  CommandRun r = goproof("render " + std::string(GOPROOF_SOURCE_DIR) + "/tests/corpus/sgf/gogameguru-correct.sgf");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Svg svg(r.out);
  EXPECT_GT(svg.count("stone black") + svg.count("stone white"), 0);
  EXPECT_GT(svg.count("mark win"), 0);  // its RIGHT answer
}

TEST(Render, ConquestTerritory) {
  CommandRun r = goproof("render --rules conquest --size 5x3 --board 'O.O.O/.XXXO/XbbbX'");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Svg svg(r.out);
  EXPECT_EQ(svg.count("territory black"), 3);
  EXPECT_EQ(svg.count("territory white"), 0);
  EXPECT_EQ(svg.count("stone black"), 5);
  EXPECT_EQ(svg.count("stone white"), 4);
}

TEST(Render, ValueMapHasOneMarkPerLegalMove) {
  CommandRun r = goproof("render --value-map --rules capture-1 --size 3x3 --threads 1");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Svg svg(r.out);
  // b1 a2 b2 c2 b3 win (values.md); the corners lose.
  EXPECT_EQ(svg.count("mark value win"), 5);
  EXPECT_EQ(svg.count("mark value loss"), 4);
  EXPECT_EQ(svg.count("legend"), 1);

  CommandRun stones = goproof("render --value-map --rules capture-1 --size 3x3 --board 'X../.../..O' --threads 1");
  ASSERT_EQ(stones.exitCode, 0) << stones.err;
  Svg partial(stones.out);
  int marks = 0;
  for (const char* kind : {"best", "win", "draw", "loss", "unknown"})
    marks += partial.count(std::string("mark value ") + kind);
  EXPECT_EQ(marks, 7);  // two points hold stones
}

TEST(Render, ScoredValueMapWritesScores) {
  CommandRun r = goproof("render --value-map --rules go --size 3x3 --threads 1");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Svg svg(r.out);
  // 3x3 Go is B+9, and only b2 keeps it (README).
  EXPECT_EQ(svg.count("mark value best"), 1);
  EXPECT_EQ(svg.count("mark value best") + svg.count("mark value win") + svg.count("mark value loss") +
                svg.count("mark value draw"),
            9);
  const std::string text = svg.allText();
  EXPECT_THAT(text, HasSubstr("B+9"));
  EXPECT_THAT(text, HasSubstr("W+9"));
  EXPECT_THAT(text, HasSubstr("pass W+9"));  // the pass, under the board
}

TEST(Render, PngFilesAndPipes) {
  const std::string png = tempPath("render", "picture.png");
  CommandRun r = goproof(kPosition + "-o " + png);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(readWholeFile(png).substr(0, 8), kPngSignature);
  struct stat info {};
  ASSERT_EQ(::stat(png.c_str(), &info), 0);
  EXPECT_EQ(info.st_mode & 0777, 0644u);
  std::remove(png.c_str());
  CommandRun piped = goproof(kPosition + "--format png");  // stdout is a pipe here
  ASSERT_EQ(piped.exitCode, 0) << piped.err;
  EXPECT_EQ(piped.out.substr(0, 8), kPngSignature);
}

TEST(Render, PngWithoutTheConverterSaysWhichPackage) {
  const std::string png = tempPath("render", "never.png");
  const std::string err = tempPath("render", "never.err");
  const std::string command =
      "env PATH=/nonexistent-goproof-dir " + std::string(GOPROOF_BIN) + " " + kPosition + "-o " + png + " 2>" + err;
  const int status = std::system(command.c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 4);
  const std::string message = readWholeFile(err);
  EXPECT_THAT(message, HasSubstr("librsvg2-bin"));
  EXPECT_EQ(std::count(message.begin(), message.end(), '\n'), 1) << message;
  EXPECT_FALSE(std::filesystem::exists(png));
  std::remove(err.c_str());
}

TEST(Render, BadInputIsOneLineAndExitTwo) {
  for (const std::string& args :
       {kPosition + "--mark-win z", kPosition + "--mark-win z9", kPosition + "--line 'd3 d3'",
        kPosition + "--mark-illegal c1", kPosition + "--format gif", kPosition + "-o picture.jpg",
        std::string("render --rules capture-1 --size 3x3 --board 'X/'"), std::string("render --rules nonsense"),
        std::string("render --index 2"), kPosition + "--scale 0"}) {
    CommandRun r = goproof(args);
    EXPECT_EQ(r.exitCode, 2) << args << "\n" << r.err;
    expectOneLine(r);
    EXPECT_EQ(r.out, "") << args;
  }
  CommandRun unknownFlag = goproof(kPosition + "--frobnicate");
  EXPECT_EQ(unknownFlag.exitCode, 2);
  EXPECT_EQ(std::count(unknownFlag.err.begin(), unknownFlag.err.end(), '\n'), 1) << unknownFlag.err;
  CommandRun line = goproof(kPosition + "--line 'd3 d3'");
  EXPECT_EQ(line.err, "goproof render: line: move 2, d3, is illegal: occupied\n");
  EXPECT_THAT(goproof(kPosition + "--line 'd3 zz'").err,
              ::testing::StartsWith("goproof render: line: move 2, 'zz' is not a point such as c3"));
}

// A mark or line flag takes one word (a quoted list), so that a puzzle file
// after it is the file, as it is before it; a second word is named as not expected.
TEST(Render, AMarkOrLineFlagTakesOneWordAndAFileAfterItIsTheFile) {
  const std::string file =
      writeTempFile("render", "after_flag.puzzles", "goproof-puzzles 1\nrules: capture-1\n\npuzzle: one\nsize: 3x3\nwin b2\n");
  CommandRun before = goproof("render " + file + " --line 'b2 a1' --mark-win b2");
  ASSERT_EQ(before.exitCode, 0) << before.err;
  for (const char* flags : {"--line 'b2 a1' --mark-win b2", "--mark-win b2 --line 'b2 a1'"}) {
    CommandRun after = goproof(std::string("render ") + flags + " " + file);
    EXPECT_EQ(after.exitCode, 0) << flags << ": " << after.err;
    EXPECT_EQ(after.out, before.out) << flags;
  }
  // Unquoted, the second move would be the file: said so.
  CommandRun unquoted = goproof(kPosition + "--line d3 b3");
  EXPECT_EQ(unquoted.exitCode, 2);
  EXPECT_EQ(unquoted.err, "goproof render: b3: no such puzzle file, and it looks like a move: give --line its list as "
                          "one quoted word (--line 'd3 b3')\n");
  for (const char* flag : {"line", "mark-win", "mark-illegal"})  // an empty list is refused, as solve's --moves ''
    EXPECT_EQ(goproof(kPosition + "--" + flag + " ''").err,
              std::string("goproof render: ") + flag + ": nothing given ('c3 d4', say)\n");
  CommandRun marks = goproof(kPosition + "--mark-win c4 d4");
  EXPECT_EQ(marks.err, "goproof render: d4: no such puzzle file, and it looks like a point: give --mark-win its list as "
                       "one quoted word (--mark-win 'c4 d4')\n");
}

TEST(Render, PuzzleFileErrors) {
  const std::string file =
      writeTempFile("render", "one.puzzles", "goproof-puzzles 1\nrules: capture-1\n\npuzzle: one\nsize: 3x3\nwin b2\n");
  const std::string before = readWholeFile(file);
  for (const std::string& args :
       {"render " + file + " -o " + file, "render " + file + " --index 2", "render " + file + " --board X..",
        "render " + file + " --all", "render " + file + " --all -o " + file,
        std::string("render /nonexistent/x.puzzles")}) {
    CommandRun r = goproof(args);
    EXPECT_EQ(r.exitCode, 2) << args << "\n" << r.err;
    expectOneLine(r);
  }
  EXPECT_EQ(readWholeFile(file), before);  // never overwritten
}

TEST(Render, UnwritableOutputIsExitFour) {
  const std::string dir = ::testing::TempDir();
  for (const std::string& target : {dir, std::string("/nonexistent-goproof-dir/x.svg")}) {
    CommandRun r = goproof(kPosition + "-o " + target);
    EXPECT_EQ(r.exitCode, 4) << target << "\n" << r.err;
    expectOneLine(r);
  }
  CommandRun full = goproof(kPosition + "-o /dev/full");
  EXPECT_EQ(full.exitCode, 4);
  expectOneLine(full);
}

TEST(Render, OutputThroughASymbolicLinkKeepsTheLink) {
  const std::string target = tempPath("render", "target.svg"), link = tempPath("render", "link.svg");
  std::remove(target.c_str());
  std::remove(link.c_str());
  std::filesystem::create_symlink(target, link);
  CommandRun r = goproof(kPosition + "-o " + link);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_TRUE(std::filesystem::is_symlink(link));
  Svg svg(readWholeFile(target));
  EXPECT_EQ(svg.count("stone black"), 2);
  std::remove(link.c_str());
  std::remove(target.c_str());
}

// A line that captures, then plays on the captured stone's point: as books
// draw it, the stone stays drawn, the later move is written under the board
// ("3 at a1"), and the capture is noted ("1 captures a1").
const std::string kCaptureThenRefill =
    "render --rules go --size 5x5 --board '...../...../...../X..../O....' --line 'b1 e5 a1'";

TEST(Render, ALineOnACapturedStoneIsNotedUnderTheBoard) {
  CommandRun r = goproof(kCaptureThenRefill);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Svg svg(r.out);
  EXPECT_EQ(svg.count("stone white"), 1);  // a1, captured by 1, still shown
  EXPECT_EQ(svg.count("stone black"), 1);
  EXPECT_EQ(svg.count("line-stone black"), 1);  // b1; 3 is not drawn over a1
  EXPECT_EQ(svg.count("line-stone white"), 1);  // e5
  EXPECT_THAT(svg.texts("line-number"), ::testing::ElementsAre("1", "2"));
  const std::vector<std::string> caption = svg.texts("caption");
  EXPECT_THAT(caption, ::testing::Contains("1 captures a1"));
  EXPECT_THAT(caption, ::testing::Contains("3 at a1"));
}

TEST(Render, ConversionNotesTheStonesALineConverts) {
  // Conversion Go removes nothing: White's c3, surrounded, turns black.
  CommandRun r =
      goproof("render --rules conversion --size 5x5 --board '...../..X../.XO../..X../.....' --line d3");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Svg svg(r.out);
  EXPECT_EQ(svg.count("stone white"), 1);  // the position before the line
  EXPECT_THAT(svg.texts("caption"), ::testing::Contains("1 converts c3"));
}

TEST(Render, AClaimLineNotesItsCapturesWhileItIsLegal) {
  const std::string file = writeTempFile("render", "captures.puzzles",
                                         "goproof-puzzles 1\nrules: go\n\n"
                                         "puzzle: Take and fill\nsize: 5x5\nboard:\n"
                                         "  .....\n  .....\n  .....\n  X....\n  O....\n"
                                         "line b1 e5 a1\n\n"
                                         "puzzle: Two stones, then a wrong move\nsize: 4x4\nboard:\n"
                                         "  ....\n  ....\n  X...\n  OOX.\n"
                                         "line c2 a3 b2 c2 d4\n");
  CommandRun first = goproof("render " + file);
  ASSERT_EQ(first.exitCode, 0) << first.err;
  Svg take(first.out);
  EXPECT_THAT(take.texts("caption"), ::testing::Contains("1 captures a1"));
  EXPECT_THAT(take.texts("caption"), ::testing::Contains("3 at a1"));
  EXPECT_EQ(take.count("line-stone black") + take.count("line-stone white"), 2);

  // a1 and b1 fall to 3; 4 is illegal (c2 is taken): nothing after 3 is
  // noted, and the line is drawn as written.
  CommandRun second = goproof("render " + file + " --index 2");
  ASSERT_EQ(second.exitCode, 0) << second.err;
  Svg two(second.out);
  EXPECT_THAT(two.texts("caption"), ::testing::Contains("3 captures a1 b1"));
  EXPECT_THAT(two.texts("caption"), ::testing::Contains("4 at 1"));
  EXPECT_EQ(two.count("line-stone black") + two.count("line-stone white"), 4);  // c2 a3 b2 d4
}

// A puzzle with an answer of every kind, for the worksheet modes.
const std::string kWorksheet =
    "goproof-puzzles 1\nrules: capture-1\n\n"
    "puzzle: First\nsize: 3x3\nto-move: W\ncomment: The answer is b2.\nboard:\n  .X.\n  X..\n  ...\n"
    "win b2\nillegal a3 suicide\nline b2 c2 c3\nvalue W\n\n"
    "puzzle: Second\nsize: 3x3\nboard:\n  O..\n  ...\n  ...\nwin a2\n";

TEST(Render, ProblemModeDrawsTheQuestionOnly) {
  const std::string file = writeTempFile("render", "worksheet.puzzles", kWorksheet);
  CommandRun problem = goproof("render " + file + " --problem");
  ASSERT_EQ(problem.exitCode, 0) << problem.err;
  Svg q(problem.out);
  EXPECT_EQ(q.count("stone black"), 2);
  EXPECT_EQ(q.count("mark win") + q.count("mark illegal") + q.count("line-stone black") + q.count("line-stone white"),
            0);
  EXPECT_THAT(q.texts("title"), ::testing::ElementsAre("1. First"));
  EXPECT_THAT(q.texts("caption"), ::testing::ElementsAre("capture-1, 3x3, White to move"));

  CommandRun answers = goproof("render " + file + " --answers");
  ASSERT_EQ(answers.exitCode, 0) << answers.err;
  Svg a(answers.out);
  EXPECT_EQ(a.count("mark win"), 1);
  EXPECT_EQ(a.count("mark illegal"), 1);
  EXPECT_EQ(a.count("line-stone white") + a.count("line-stone black"), 3);
  EXPECT_THAT(a.texts("title"), ::testing::Contains("1. First"));
  EXPECT_THAT(a.texts("caption"), ::testing::Contains("The answer is b2."));
  EXPECT_THAT(a.allText(), HasSubstr("claims: value W"));

  CommandRun plain = goproof("render " + file + " --index 2");  // neither: today's picture, unnumbered
  ASSERT_EQ(plain.exitCode, 0) << plain.err;
  EXPECT_THAT(Svg(plain.out).texts("title"), ::testing::Contains("Second"));
}

TEST(Render, SheetsOfProblemsAndAnswersMatch) {
  const std::string path = std::string(GOPROOF_SOURCE_DIR) + "/puzzles/collection/capture-go.puzzles";
  auto file = goproof::readPuzzles(path, goproof::ImportOptions{});
  ASSERT_TRUE(file.ok()) << file.status();
  const size_t puzzles = file->puzzles.size(), pages = (puzzles + 5) / 6;  // boards up to 9x9: six to a page
  const std::string dir = tempPath("render", "sheets");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directory(dir);
  CommandRun r = goproof("render " + path + " --sheet -o " + dir);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_THAT(r.err, HasSubstr(std::to_string(pages) + " pages of problems and " + std::to_string(pages) +
                               " pages of answers"));
  size_t problemCells = 0, answerCells = 0;
  int answerRings = 0;
  for (size_t page = 1; page <= pages; ++page) {
    const std::string suffix = "-" + std::to_string(page) + ".svg";
    Svg problems(readWholeFile(dir + "/capture-go-problems" + suffix));
    Svg answers(readWholeFile(dir + "/capture-go-answers" + suffix));
    EXPECT_LE(problems.count("sheet-cell"), 6);
    EXPECT_EQ(problems.count("sheet-cell"), answers.count("sheet-cell"));
    problemCells += problems.count("sheet-cell");
    answerCells += answers.count("sheet-cell");
    EXPECT_EQ(problems.count("mark win") + problems.count("mark illegal") + problems.count("line-stone black") +
                  problems.count("line-stone white"),
              0);
    answerRings += answers.count("mark win");
    EXPECT_THAT(problems.texts("sheet-heading"),
                ::testing::ElementsAre("capture-go.puzzles: problems, page " + std::to_string(page) + " of " +
                                       std::to_string(pages)));
    // The same puzzle in the same place: the titles agree, numbered.
    std::vector<std::string> titles = problems.texts("title"), answerTitles = answers.texts("title");
    EXPECT_EQ(titles, answerTitles);
    EXPECT_THAT(titles.front(), ::testing::StartsWith(std::to_string((page - 1) * 6 + 1) + "."));
  }
  EXPECT_EQ(problemCells, puzzles);
  EXPECT_EQ(answerCells, puzzles);
  EXPECT_GT(answerRings, 0);
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()),
            static_cast<long>(2 * pages));
  std::filesystem::remove_all(dir);

  // --problem alone: only the worksheet, here as PNG.
  std::filesystem::create_directory(dir);
  const std::string two = writeTempFile("render", "two.puzzles", kWorksheet);
  CommandRun png = goproof("render " + two + " --sheet --problem --format png -o " + dir);
  ASSERT_EQ(png.exitCode, 0) << png.err;
  EXPECT_EQ(readWholeFile(dir + "/" + std::filesystem::path(two).stem().string() + "-problems-1.png").substr(0, 8),
            kPngSignature);
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()), 1);
  std::filesystem::remove_all(dir);
}

// The width a PNG's header gives (IHDR, bytes 16..19, big-endian).
unsigned pngWidth(const std::string& png) {
  if (png.size() < 24) return 0;
  unsigned w = 0;
  for (int i = 16; i < 20; ++i) w = w << 8 | static_cast<unsigned char>(png[i]);
  return w;
}

TEST(Render, PngIsPrintSizedByDefault) {
  // The 5x5 picture is 404 units wide (a 380-unit text column and 12 on each
  // side); three pixels a unit make 1212, 10 cm at 300 dpi.
  CommandRun r = goproof(kPosition + "--format png");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(pngWidth(r.out), 1212u);
  CommandRun small = goproof(kPosition + "--format png --scale 1");
  ASSERT_EQ(small.exitCode, 0) << small.err;
  EXPECT_EQ(pngWidth(small.out), 404u);
}

TEST(Render, WorksheetFlagsThatDoNotFitAreExitTwo) {
  const std::string file = writeTempFile("render", "flags.puzzles", kWorksheet);
  const std::string dir = ::testing::TempDir();
  for (const std::string& args :
       {"render " + file + " --index 0", "render " + file + " --index -1", "render " + file + " --problem --answers",
        "render " + file + " --problem --line b2", "render " + file + " --problem --mark-win b2",
        "render " + file + " --problem --value-map", "render " + file + " --sheet --all -o " + dir,
        "render " + file + " --sheet --index 1 -o " + dir, "render " + file + " --sheet",
        "render " + file + " --sheet --value-map -o " + dir, "render --rules go --size 3x3 --sheet -o " + dir,
        kPosition + "--scale -2"}) {
    CommandRun r = goproof(args);
    EXPECT_EQ(r.exitCode, 2) << args << "\n" << r.err;
    expectOneLine(r);
    EXPECT_EQ(r.out, "") << args;
  }
  EXPECT_EQ(goproof("render " + file + " --index 0").err,
            "goproof render: index: puzzles are numbered from 1, not 0\n");
}

// The library alone: escaping, and a picture with every kind of mark.
TEST(BoardSvg, EscapesTextAndReplacesBadBytes) {
  EXPECT_EQ(goproof::escapeXmlText("a<b>&\"'"), "a&lt;b&gt;&amp;&quot;&apos;");
  EXPECT_EQ(goproof::escapeXmlText("\xff"), "\xEF\xBF\xBD");
  EXPECT_EQ(goproof::escapeXmlText("\xC3\xA9t\xC3\xA9"), "\xC3\xA9t\xC3\xA9");
  EXPECT_EQ(goproof::escapeXmlText("\xED\xA0\x80"), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");  // a surrogate
  EXPECT_EQ(goproof::escapeXmlText(std::string("a\0b\x01", 4)), "ab");
}

TEST(BoardSvg, EveryMarkKindAndLargeBoards) {
  goproof::BoardPicture p = goproof::pictureFromRows(19, 19, "");
  p.stones[p.index({3, 3})] = goproof::PictureColor::Black;
  p.title = "19x19";
  p.caption = {"a caption long enough to be wrapped across more than one line of text under a board"};
  p.values.push_back({{0, 0}, goproof::PictureOutcome::Unknown, "?"});
  p.values.push_back({{1, 0}, goproof::PictureOutcome::BestScore, "B+3"});
  p.line.push_back({{5, 5}, 1, goproof::PictureColor::White});
  p.line.push_back({{5, 5}, 3, goproof::PictureColor::White});  // a retake: "3 at 1"
  p.illegal.push_back({{18, 18}, "not-new-group"});
  Svg svg(goproof::boardSvg(p));
  EXPECT_EQ(svg.count("star"), 9);
  EXPECT_EQ(svg.count("stone black"), 1);
  EXPECT_EQ(svg.count("mark value unknown"), 1);
  EXPECT_EQ(svg.count("mark value best"), 1);
  EXPECT_EQ(svg.count("line-stone white"), 1);
  EXPECT_THAT(svg.allText(), HasSubstr("3 at 1"));
  EXPECT_THAT(svg.allText(), HasSubstr(" T "));  // the 19th column is T
  EXPECT_EQ(goproof::boardSvg(p), goproof::boardSvg(p));
  p.wins.push_back({{19, 0}});
  EXPECT_THROW(goproof::boardSvg(p), std::invalid_argument);
  EXPECT_THROW(goproof::pictureFromRows(3, 3, "X../..."), std::invalid_argument);
}

}  // namespace
