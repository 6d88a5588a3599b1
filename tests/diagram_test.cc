// Sensei's Library / Life In 19x19 diagrams: parsing one diagram, placing
// fragments on their board, and importing puzzles and claims from pages and posts.
#include <string>
#include <vector>

#include "formats/diagram_import.h"
#include "formats/sensei_diagram.h"
#include "gtest/gtest.h"

namespace goproof {
namespace {

const Rules kCapture1 = *Rules::parse("capture-1");

PuzzleFile importOk(std::string_view text, std::optional<std::pair<int, int>> size = std::nullopt) {
  absl::StatusOr<PuzzleFile> file = puzzlesFromDiagramText(text, "test.txt", kCapture1, size);
  EXPECT_TRUE(file.ok()) << file.status();
  return file.ok() ? *file : PuzzleFile{};
}

// The one error of a page with one bad diagram: the import's error, or else
// the notice of the diagram it skipped (a page's other diagrams still count).
std::string importError(std::string_view text, std::optional<std::pair<int, int>> size = std::nullopt) {
  absl::StatusOr<PuzzleFile> file = puzzlesFromDiagramText(text, "test.txt", kCapture1, size);
  if (!file.ok()) return std::string(file.status().message());
  EXPECT_TRUE(file->puzzles.empty()) << text;
  EXPECT_EQ(file->notices.size(), 1u) << text;
  if (file->notices.empty()) return "";
  EXPECT_TRUE(file->notices[0].skippedBadInput);
  return toString(file->notices[0]);
}

Claim claim(ClaimKind kind, std::string move, std::string reason = "", std::optional<int> count = std::nullopt) {
  Claim c;
  c.kind = kind;
  c.move = std::move(move);
  c.reason = std::move(reason);
  c.count = count;
  return c;
}

// White b3 has one liberty, c3. Lines 1-8, then the solutions.
constexpr std::string_view kCapturePage = R"(Capture Go, problem 1
$$B Black to play
$$ +-----------+
$$ | . . . . . |
$$ | . X O . . |
$$ | X O . . . |
$$ | . X . . . |
$$ | . . . . . |
$$ +-----------+

Think before you scroll down.

$$B Solution
$$ +-----------+
$$ | . . . . . |
$$ | . X O . . |
$$ | X O 1 . . |
$$ | . X . . . |
$$ | . . . . . |
$$ +-----------+

Black 1 captures one stone. Black wins.

$$B The board after it
$$ +-----------+
$$ | . . . . . |
$$ | . X O . . |
$$ | X . 1 . . |
$$ | . X . . . |
$$ | . . . . . |
$$ +-----------+
Here Black 1 has taken away White's last liberty and captures.
)";

TEST(DiagramImport, FullBoardProblemAndSolutionGiveACapturesClaim) {
  PuzzleFile file = importOk(kCapturePage);
  EXPECT_EQ(file.path, "test.txt");
  ASSERT_EQ(file.puzzles.size(), 1u);
  const Puzzle& puzzle = file.puzzles[0];
  EXPECT_EQ(puzzle.title, "Black to play");
  EXPECT_EQ(puzzle.source, "test.txt");
  EXPECT_EQ(puzzle.rules, kCapture1);
  EXPECT_EQ(puzzle.width, 5);
  EXPECT_EQ(puzzle.height, 5);
  EXPECT_EQ(puzzle.toMove, Color::Black);
  EXPECT_EQ(puzzle.rows, "...../.XO../XO.../.X.../.....");
  EXPECT_EQ(toString(puzzle.where), "test.txt:2:1");
  // The third diagram leaves the captured stone out; it still belongs to the problem.
  ASSERT_EQ(puzzle.claims.size(), 2u);
  EXPECT_EQ(puzzle.claims[0], claim(ClaimKind::Captures, "c3", "", 1));
  EXPECT_EQ(toString(puzzle.claims[0]), "captures c3 1");
  EXPECT_EQ(toString(puzzle.claims[0].where), "test.txt:13:1");
  EXPECT_EQ(puzzle.claims[1], claim(ClaimKind::Captures, "c3"));
  EXPECT_EQ(toString(puzzle.claims[1].where), "test.txt:24:1");
}

// White at a1 would have no liberties.
std::string suicidePage(std::string_view sentence) {
  return std::string(R"($$W White to play
$$ +-----------+
$$ | . . . . . |
$$ | . . . . . |
$$ | . . . . . |
$$ | X . . . . |
$$ | . X . . . |
$$ +-----------+

$$W
$$ +-----------+
$$ | . . . . . |
$$ | . . . . . |
$$ | . . . . . |
$$ | X . . . . |
$$ | 1 X . . . |
$$ +-----------+
)") + std::string(sentence) + "\n";
}

TEST(DiagramImport, SentencesSayingIllegalOrSuicideGiveIllegalClaims) {
  struct Case {
    std::string_view sentence;
    Claim expected;
  } cases[] = {
      {"White 1 is illegal.", claim(ClaimKind::Illegal, "a1")},
      {"White 1 is suicide, so White must play elsewhere.", claim(ClaimKind::Illegal, "a1", "suicide")},
      {"Playing at 1 is not allowed here!", claim(ClaimKind::Illegal, "a1")},
      {"White 1 would be illegal because of the ko rule.", claim(ClaimKind::Illegal, "a1", "ko")},
      {"White 1 looks tempting.", claim(ClaimKind::Status, "a1")},
      {"White 1 is not suicide: it captures.", claim(ClaimKind::Status, "a1")},
      {"", claim(ClaimKind::Status, "a1")},
  };
  for (const Case& c : cases) {
    PuzzleFile file = importOk(suicidePage(c.sentence));
    ASSERT_EQ(file.puzzles.size(), 1u) << c.sentence;
    EXPECT_EQ(file.puzzles[0].toMove, Color::White);
    ASSERT_EQ(file.puzzles[0].claims.size(), 1u) << c.sentence;
    EXPECT_EQ(file.puzzles[0].claims[0], c.expected) << c.sentence << ": " << toString(file.puzzles[0].claims[0]);
    EXPECT_EQ(toString(file.puzzles[0].claims[0].where), "test.txt:10:1");
  }
}

TEST(DiagramImport, SentenceClassification) {
  std::vector<int> one = {1}, three = {1, 2, 3};
  EXPECT_EQ(claimFromSentence("Black 1 captures two white stones", one).count, 2);
  EXPECT_EQ(claimFromSentence("White 1 takes 3 stones", one).count, 3);
  EXPECT_EQ(claimFromSentence("Black captures it with 1", one).count, 1);
  EXPECT_EQ(claimFromSentence("1 captures the stone", one).count, 1);
  EXPECT_EQ(claimFromSentence("1 captures 4", one).count, 4);
  EXPECT_EQ(claimFromSentence("Black 1 captures", one).kind, ClaimKind::Captures);
  EXPECT_EQ(claimFromSentence("Black 1 captures", one).count, std::nullopt);
  EXPECT_EQ(claimFromSentence("Black 1 captures all of them", one).count, std::nullopt);
  // Hypotheticals and the other side's captures are not claims about move 1.
  EXPECT_EQ(claimFromSentence("If Black plays 1, White captures two stones", one, 1, Color::Black).kind,
            ClaimKind::Status);
  EXPECT_EQ(claimFromSentence("After 1, White captures two stones", one, 1, Color::Black).kind, ClaimKind::Status);
  EXPECT_EQ(claimFromSentence("Black 1 captures two stones", one, 1, Color::Black).kind, ClaimKind::Captures);
  EXPECT_EQ(claimFromSentence("Black 1 captures two white stones", one, 1, Color::Black).count, 2);
  for (const char* unclear : {"Black 1 captures nothing", "White then captures", "W captures",
                              "White can capture after Black 1", "Black 1 captures if White ignores it"})
    EXPECT_EQ(claimFromSentence(unclear, one, 1, Color::Black).kind, ClaimKind::Status) << unclear;
  // Negations and other moves do not speak plainly of move 1.
  EXPECT_EQ(claimFromSentence("Black 1 does not capture anything", one).kind, ClaimKind::Status);
  EXPECT_EQ(claimFromSentence("Black 1 can\xe2\x80\x99t capture", one).kind, ClaimKind::Status);
  EXPECT_EQ(claimFromSentence("After 1, White 2 captures two stones", three).kind, ClaimKind::Status);
  EXPECT_EQ(claimFromSentence("Problem 3: Black 1 captures", one).kind, ClaimKind::Captures);
  // With m<N> the sentence numbers moves from N.
  EXPECT_EQ(claimFromSentence("Black 23 captures two stones", three, 23).count, 2);
  EXPECT_EQ(claimFromSentence("White 24 captures two stones", three, 23).kind, ClaimKind::Status);
  EXPECT_EQ(claimFromSentence("1 is illegal under superko", one).reason, "superko");
}

TEST(DiagramImport, ForumPostWithTwoGoBlocksAndChatter) {
  constexpr std::string_view post = R"(Hi all, here is a problem from my club. Have fun!
> Someone wrote: it costs $$ to join, and a [b]tag[/b] is no diagram.
Anyway: [go]$$B Club problem
$$ +---------+
$$ | X O . . |
$$ | . X . . |
$$ | . . . . |
$$ | . . . . |
$$ +---------+[/go]
What do you think?

Reply:
> I think it is easy. [GO]$$B
>   $$ +---------+
>   | X O 1 . |
>   $$ | . X . . |

>   $$ | . . . . |
>   $$ | . . . . |
>   $$ +---------+
> [/go] Black 1 takes the stone. Easy.
)";
  PuzzleFile file = importOk(post);
  ASSERT_EQ(file.puzzles.size(), 1u);
  const Puzzle& puzzle = file.puzzles[0];
  EXPECT_EQ(puzzle.title, "Club problem");
  EXPECT_EQ(puzzle.rows, "XO../.X../..../....");
  EXPECT_EQ(toString(puzzle.where), "test.txt:3:13");
  ASSERT_EQ(puzzle.claims.size(), 1u);
  EXPECT_EQ(puzzle.claims[0], claim(ClaimKind::Captures, "c4", "", 1));
  EXPECT_EQ(toString(puzzle.claims[0].where), "test.txt:13:27");
}

TEST(DiagramImport, ForumPostWithoutDollarSigns) {
  PuzzleFile file = importOk("[go]\n+-----+\n| . O |\n| O X |\n+-----+\n[/go]\n");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].title, "Diagram 1");
  EXPECT_EQ(file.puzzles[0].rows, ".O/OX");
  EXPECT_EQ(toString(file.puzzles[0].where), "test.txt:2:1");
}

TEST(DiagramImport, SolutionWithoutItsProblemIsAPuzzleOfItsOwn) {
  PuzzleFile file = importOk("$$B\n$$ +-------+\n$$ | O 1 . |\n$$ | X O . |\n$$ +-------+\nBlack 1 captures.\n");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].rows, "O../XO.");
  EXPECT_EQ(file.puzzles[0].claims, std::vector<Claim>{claim(ClaimKind::Captures, "b2")});
}

TEST(DiagramImport, NoBreakSpacesFromWebPagesAreSpaces) {
  PuzzleFile file = importOk("\xc2\xa0$$B\xc2\xa0Pasted\xc2\xa0\n$$\xc2\xa0+---+\n$$ |\xc2\xa0X\xc2\xa0|\n$$ +---+");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].title, "Pasted");
  EXPECT_EQ(file.puzzles[0].rows, "X");
}

TEST(DiagramImport, OddInputsGiveAResultOrOneErrorLine) {
  // Inputs of the kind a fuzzer tries (none has crashed it); each must give
  // puzzles or exactly one error line.
  for (std::string_view text : {
           std::string_view("[go][go][/go]"), std::string_view("$$\n$$ 1\n"), std::string_view("$$m999999\n$$ 1"),
           std::string_view("$$\0\n$$ .", 7), std::string_view("\xff\xfe$$B\n"), std::string_view("[go]\n\n[/go"),
           std::string_view("$$B\n$$ |\xc2"), std::string_view("$$B\n$$ \xa0."), std::string_view(">>>>$$>$$"),
           std::string_view("[diagram]$$B\n$$ +-+\n$$ |.|\n$$ +-+[/diagram][/diagram][go]"),
           std::string_view("$$B\n$$ . 1\n\n$$B\n$$ 1 .\ncaptures it")}) {
    absl::StatusOr<PuzzleFile> file = puzzlesFromDiagramText(text, "odd", kCapture1, std::make_pair(2, 1));
    if (!file.ok()) {
      EXPECT_EQ(file.status().message().find('\n'), std::string::npos) << file.status();
      EXPECT_EQ(file.status().message().substr(0, 4), "odd:") << file.status();
    }
  }
}

TEST(DiagramImport, ALongLineOfManyBlocksTakesLinearTime) {
  // Once quadratic: each block searched the rest of the line for "[diagram]".
  std::string line;
  for (int i = 0; i < 50000; ++i) line += i % 2 ? "[go]| X |[/go] " : "[go]| O |[/go] ";
  PuzzleFile file = importOk(line, std::make_pair(1, 1));
  EXPECT_EQ(file.puzzles.size(), 2u);  // the same diagram again is the same puzzle
}

TEST(SenseiDiagram, WhiteHeaderMakesOddMovesWhite) {
  PuzzleFile file = importOk(R"($$W White to play
$$ +-------+
$$ | . . . |
$$ | . O X |
$$ | . X . |
$$ +-------+

$$W White to play
$$ +-------+
$$ | . 2 . |
$$ | 1 O X |
$$ | . X . |
$$ +-------+)");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].toMove, Color::White);
  EXPECT_EQ(file.puzzles[0].claims, std::vector<Claim>{claim(ClaimKind::Status, "a2")});

  std::vector<DiagramLine> lines = {{"$$W", 1, 1}, {"$$ 1 2 . 0", 2, 1}};
  absl::StatusOr<SenseiDiagram> diagram = parseSenseiDiagram(lines, "x");
  ASSERT_TRUE(diagram.ok()) << diagram.status();
  EXPECT_EQ(diagram->firstMover, Color::White);
  EXPECT_EQ(diagram->at({0, 0}).stone, Color::White);
  EXPECT_EQ(diagram->at({1, 0}).stone, Color::Black);
  EXPECT_EQ(diagram->at({3, 0}).move, 10);  // '0' is move 10, an even move: Black's here
  EXPECT_EQ(diagram->at({3, 0}).stone, Color::Black);
  EXPECT_EQ(diagram->moves.at(10), (DiagramPoint{3, 0}));
}

TEST(SenseiDiagram, HeaderParameters) {
  std::vector<DiagramLine> lines = {{"$$Wc13m21 Joseki, move 21", 4, 3}, {"$$ . X", 5, 3}};
  absl::StatusOr<SenseiDiagram> diagram = parseSenseiDiagram(lines, "x");
  ASSERT_TRUE(diagram.ok()) << diagram.status();
  EXPECT_TRUE(diagram->hasHeader);
  EXPECT_EQ(diagram->firstMover, Color::White);
  EXPECT_TRUE(diagram->showCoordinates);
  EXPECT_EQ(diagram->boardSize, 13);
  EXPECT_EQ(toString(diagram->sizeWhere), "x:4:7");
  EXPECT_EQ(diagram->firstMoveNumber, 21);
  EXPECT_EQ(diagram->title, "Joseki, move 21");
  EXPECT_EQ(toString(diagram->where), "x:4:3");
  // "$$ title" has no parameters; a first line beginning with a border is no header.
  diagram = parseSenseiDiagram({{"$$ Small avalanche", 1, 1}, {"$$ X", 2, 1}}, "x");
  ASSERT_TRUE(diagram.ok());
  EXPECT_EQ(diagram->title, "Small avalanche");
  EXPECT_EQ(diagram->firstMover, Color::Black);
  diagram = parseSenseiDiagram({{"$$ +---+", 1, 1}, {"$$ | X |", 2, 1}, {"$$ +---+", 3, 1}, {"$$", 4, 1}}, "x");
  ASSERT_TRUE(diagram.ok()) << diagram.status();
  EXPECT_FALSE(diagram->hasHeader);
  EXPECT_TRUE(diagram->wholeBoard());
  EXPECT_EQ(diagram->height, 1);
}

TEST(SenseiDiagram, FragmentsPlacedByTheirBordersWithTheHeaderSize) {
  PuzzleFile file = importOk(R"($$Bc9 Top left corner
$$ +--------
$$ | . . . .
$$ | . X O a
$$ | . . . ,

$$Bc9 Bottom right corner
$$ . . . |
$$ b X . |
$$ -------+)");
  ASSERT_EQ(file.puzzles.size(), 2u);
  EXPECT_EQ(file.puzzles[0].width, 9);
  EXPECT_EQ(file.puzzles[0].rows,
            "........./.XO....../........./........./........./........./........./........./.........");
  EXPECT_EQ(file.puzzles[1].rows,
            "........./........./........./........./........./........./........./........./.......X.");

  absl::StatusOr<SenseiDiagram> corner =
      parseSenseiDiagram({{"$$Bc9", 1, 1}, {"$$ . . . |", 2, 1}, {"$$ b X . |", 3, 1}, {"$$ -------+", 4, 1}}, "x");
  ASSERT_TRUE(corner.ok()) << corner.status();
  EXPECT_TRUE(corner->rightBorder && corner->bottomBorder && !corner->leftBorder && !corner->topBorder);
  absl::StatusOr<PlacedDiagram> placed = placeDiagram(*corner);
  ASSERT_TRUE(placed.ok()) << placed.status();
  EXPECT_EQ(placed->left, 6);
  EXPECT_EQ(placed->top, 7);
  ASSERT_EQ(placed->labels.size(), 1u);
  EXPECT_EQ(placed->labels[0], std::make_pair('b', std::string("g1")));  // columns skip 'i'
}

// A corner copied from Sensei's Library, with no size anywhere: Sensei's draws it on 19x19.
TEST(SenseiDiagram, FragmentsWithoutAnySizeLieOnNineteenByNineteen) {
  constexpr std::string_view text = "$$Bc Black to play\n$$ +------\n$$ | . X O\n$$ | X O .\n$$ | . . .\n";
  absl::StatusOr<PuzzleFile> file = puzzlesFromDiagramText(text, "page.txt", kCapture1);
  ASSERT_TRUE(file.ok()) << file.status();
  ASSERT_EQ(file->puzzles.size(), 1u);
  EXPECT_EQ(file->puzzles[0].width, 19);
  EXPECT_EQ(file->puzzles[0].height, 19);
  EXPECT_EQ(file->puzzles[0].rows.substr(0, 24), ".XO................/XO..");
  ASSERT_EQ(file->notices.size(), 1u);
  EXPECT_FALSE(file->notices[0].skippedBadInput);
  EXPECT_EQ(toString(file->notices[0]).substr(0, 84),
            "page.txt:1:1: a diagram that is part of a board, without a size in its header: place");
}

TEST(SenseiDiagram, FragmentsPlacedWithTheCallersSize) {
  constexpr std::string_view text = "$$B\n$$ | . X .\n$$ | 1 . .\n$$ +------\nBlack 1 captures.";
  PuzzleFile file = importOk(text, std::make_pair(7, 5));
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].width, 7);
  EXPECT_EQ(file.puzzles[0].height, 5);
  EXPECT_EQ(file.puzzles[0].rows, "......./......./......./.X...../.......");
  EXPECT_EQ(file.puzzles[0].claims, std::vector<Claim>{claim(ClaimKind::Captures, "a1")});
  // The header's size comes first; a whole board ignores the caller's size.
  EXPECT_EQ(importOk("$$B5\n$$ . X |\n$$ ----+", std::make_pair(7, 7)).puzzles[0].rows,
            "...../...../...../...../....X");
  EXPECT_EQ(importOk("$$\n$$ +---+\n$$ | X |\n$$ +---+", std::make_pair(7, 7)).puzzles[0].rows, "X");
  // A side of the board: no left or right border, but as wide as the board.
  EXPECT_EQ(importOk("$$B3\n$$ -----\n$$ . X .", std::nullopt).puzzles[0].rows, ".X./.../...");
}

TEST(SenseiDiagram, MarkedStonesLabelsAndHoshi) {
  absl::StatusOr<SenseiDiagram> diagram = parseSenseiDiagram(
      {{"$$B", 1, 1}, {"$$ B # Y Z W @ Q P", 2, 1}, {"$$ C S T M a z , .", 3, 1}}, "x");
  ASSERT_TRUE(diagram.ok()) << diagram.status();
  const DiagramMark marks[] = {DiagramMark::Circle, DiagramMark::Square, DiagramMark::Triangle, DiagramMark::Cross};
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(diagram->at({i, 0}).stone, Color::Black);
    EXPECT_EQ(diagram->at({i + 4, 0}).stone, Color::White);
    EXPECT_EQ(diagram->at({i, 1}).stone, Color::Empty);
    EXPECT_EQ(diagram->at({i, 0}).mark, marks[i]);
    EXPECT_EQ(diagram->at({i + 4, 0}).mark, marks[i]);
    EXPECT_EQ(diagram->at({i, 1}).mark, marks[i]);
  }
  EXPECT_EQ(diagram->at({4, 1}).label, 'a');
  EXPECT_TRUE(diagram->at({6, 1}).hoshi);
  EXPECT_EQ(diagram->at({6, 1}).stone, Color::Empty);
  absl::StatusOr<PlacedDiagram> placed = placeDiagram(*diagram, std::make_pair(8, 2));
  ASSERT_TRUE(placed.ok()) << placed.status();
  EXPECT_EQ(placed->rows, "XXXXOOOO/........");
  std::vector<std::pair<char, std::string>> labels = {{'a', "e1"}, {'z', "f1"}};
  EXPECT_EQ(placed->labels, labels);
}

TEST(SenseiDiagram, MoveTenAndItsColour) {
  PuzzleFile file = importOk("$$B\n$$ +-----+\n$$ | 1 0 |\n$$ | X O |\n$$ +-----+\n");
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].rows, "../XO");
  EXPECT_EQ(file.puzzles[0].claims, std::vector<Claim>{claim(ClaimKind::Status, "a2")});
}

TEST(DiagramImport, MalformedInputsGiveOneLocatedErrorLine) {
  struct Case {
    std::string_view text;
    std::string_view expected;  // the error begins with this
  } cases[] = {
      {"$$B\n$$ | . . K |", "test.txt:2:10: unknown character 'K'"},
      {"$$B\n$$ | . . \x01 |", "test.txt:2:10: unknown character '\\x01'"},
      {"$$B\n$$ | . . . |\n$$ | . . |", "test.txt:3:10: this row has 2 points, but the first row has 3"},
      {"$$B\n$$ . . .\n$$ . .", "test.txt:3:7: this row has 2 points, but the first row has 3"},
      {"$$B\n$$ | . . . |\n$$ | . . . . |", "test.txt:3:12: this row has more points than the first row (3)"},
      {"$$B\n$$ | 1 . 1 |", "test.txt:2:10: move 1 appears twice (first at line 2, column 6)"},
      {"$$B\n$$ 0 . .\n$$ . . 0", "test.txt:3:8: move 10 appears twice"},
      {"$$B\n$$ . . . . . . . . . . . . . . . . . . . .", "test.txt:2:42: more than 19 points in a row"},
      {"$$B\n$$ ---\n$$ . .\n$$ ---\n$$ . .", "test.txt:5:4: a row of points after the bottom border"},
      {"$$B\n$$ ---\n$$ ---\n$$ . .", "test.txt:3:4: a second top border"},
      {"$$B25\n$$ . .", "test.txt:1:4: board size 25 in the header is out of range"},
      {"$$B0\n$$ . .", "test.txt:1:4: board size 0 in the header is out of range"},
      {"$$Black to play\n$$ . .", "test.txt:1:4: malformed diagram header: unexpected 'l'"},
      {"$$Bm\n$$ . .", "test.txt:1:4: 'm' in the header must be followed by the first move number"},
      {"$$B\n$$ . . .\n$$ . X .", "test.txt:1:1: cannot place this fragment: it shows neither the left nor the right"},
      {"$$B9\n$$ . . .\n$$ . X .", "test.txt:1:4: cannot place this fragment: it shows neither the left nor the right"},
      {"$$B9\n$$ | . . .\n$$ | . X .", "test.txt:1:4: cannot place this fragment: it shows neither the top nor the"},
      {"$$B3\n$$ | . . . . |", "test.txt:1:4: the diagram is 4 points wide, but the board only 3"},
      {"$$B5\n$$ | . . . |\n$$ ---------", "test.txt:1:4: the diagram shows both the left and the right edge"},
      {"$$B9\n$$ +---+\n$$ | . |\n$$ +---+", "test.txt:1:4: the header gives board size 9, but the diagram shows a whole"},
      {"$$B\n$$ | . + . |", "test.txt:2:8: '+' inside a row of points"},
      {"$$B\n$$ | . - . |", "test.txt:2:8: '-' inside a row of points"},
      {"$$B\n$$ | . . |\n$$ . . |", "test.txt:3:4: this row has no left border '|', but the first row has one"},
      {"$$B\n$$ . . |\n$$ | . . |", "test.txt:3:4: a left border '|' here, but the first row has none"},
      {"$$B\n$$ | . . |\n$$ | . .", "test.txt:3:9: this row has no right border '|', but the first row has one"},
      {"$$B\n$$ | . . | .", "test.txt:2:12: a point after the right border '|'"},
      {"$$B\n$$ | | . .", "test.txt:2:6: a second '|' before the first point of the row"},
      {"$$B\n$$ |", "test.txt:2:4: a row of the diagram without any points"},
      {"$$B Title only\n\nBlack to play.", "test.txt:1:1: a diagram without any rows of points"},
      // [go] without [/go], or with nothing inside, is prose, not a diagram.
      {"Put diagrams between [go] tags.\n", "test.txt:1:1: no diagram found"},
      {"text\n  [go]  \n [/go]", "test.txt:1:1: no diagram found"},
      {"Just chatter, no diagram.", "test.txt:1:1: no diagram found"},
      {"", "test.txt:1:1: no diagram found"},
  };
  for (const Case& c : cases) {
    std::string message = importError(c.text, c.text.find("B9") == std::string_view::npos
                                                  ? std::nullopt
                                                  : std::optional<std::pair<int, int>>(std::make_pair(3, 3)));
    EXPECT_EQ(message.substr(0, c.expected.size()), c.expected) << c.text;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
  // More than 19 rows: the 20th row is at fault.
  std::string tall = "$$B\n";
  for (int row = 0; row < 20; ++row) tall += "$$ . .\n";
  EXPECT_EQ(importError(tall).substr(0, 29), "test.txt:21:4: more than 19 r");
  // The caller's size is checked too.
  EXPECT_EQ(importError("$$B\n$$ | . .", std::make_pair(30, 3)).substr(0, 44),
            "test.txt:1:1: the board size given, 30x3, is");
}

}  // namespace
}  // namespace goproof
