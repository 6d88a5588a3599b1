// SGF: the general parser and writer (escapes, structure, exact error
// positions), and puzzles from and to SGF (position, metadata, claims from
// solution trees, round trips).
#include "formats/sgf.h"

#include <algorithm>

#include "formats/sgf_puzzle.h"
#include "formats/claim_text.h"
#include "test_puzzles.h"
#include "gtest/gtest.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::claimTexts;
using testing::expectSamePuzzle;

const Rules kCapture1 = *Rules::parse("capture-1");

ImportOptions withRules(const Rules& rules) {
  ImportOptions options;
  options.rules = rules;
  return options;
}

sgf::Collection parsed(std::string_view text) {
  auto c = sgf::parse(text, "t.sgf");
  EXPECT_TRUE(c.ok()) << c.status();
  return c.ok() ? *c : sgf::Collection{};
}

Puzzle onePuzzle(std::string_view text, const Rules& defaults = kCapture1) {
  auto file = puzzlesFromSgf(text, "t.sgf", withRules(defaults));
  EXPECT_TRUE(file.ok()) << file.status();
  if (!file.ok() || file->puzzles.size() != 1) {
    ADD_FAILURE() << "expected one puzzle";
    return Puzzle{};
  }
  return file->puzzles[0];
}

// Reads, writes, reads again: the same puzzles.
void expectRoundTrip(std::string_view text) {
  SCOPED_TRACE(text);
  auto first = puzzlesFromSgf(text, "t.sgf", withRules(kCapture1));
  ASSERT_TRUE(first.ok()) << first.status();
  std::string written = sgfFromPuzzles(*first);
  auto second = puzzlesFromSgf(written, "t.sgf", withRules(kCapture1));
  ASSERT_TRUE(second.ok()) << second.status() << "\n" << written;
  ASSERT_EQ(first->puzzles.size(), second->puzzles.size());
  for (size_t i = 0; i < first->puzzles.size(); ++i) expectSamePuzzle(first->puzzles[i], second->puzzles[i]);
  EXPECT_EQ(sgfFromPuzzles(*second), written);
}

TEST(SgfParse, EscapesInValues) {
  sgf::Collection c = parsed(R"((;C[a \] b \\ c \: d]GN[x\]]))");
  ASSERT_EQ(c.trees.size(), 1u);
  EXPECT_EQ(c.trees[0].nodes[0].find("C")->values[0], R"(a ] b \ c : d)");
  EXPECT_EQ(c.trees[0].nodes[0].find("GN")->values[0], "x]");
  EXPECT_EQ(sgf::escapeValue(R"(a]b\c:d)"), R"(a\]b\\c:d)");
  EXPECT_EQ(sgf::propertyText(c.trees[0].nodes[0].properties[0]), R"(C[a \] b \\ c : d])");
}

TEST(SgfParse, SoftLineBreaksAreRemovedHardOnesKept) {
  for (std::string_view brk : {"\n", "\r\n", "\n\r", "\r"}) {
    std::string text = "(;C[one\\" + std::string(brk) + "two" + std::string(brk) + "three])";
    sgf::Collection c = parsed(text);
    EXPECT_EQ(c.trees[0].nodes[0].find("C")->values[0], "onetwo" + std::string(brk) + "three");
  }
}

TEST(SgfParse, WhitespaceAndFf3Identifiers) {
  sgf::Collection c = parsed(" \n( ;\tAddBlack [aa] [bb]\r\n ; B[cc] ( ;W[dd] ) ( ;W[ee] ) )\n (;GN[2])");
  ASSERT_EQ(c.trees.size(), 2u);
  const sgf::GameTree& t = c.trees[0];
  ASSERT_EQ(t.nodes.size(), 4u);
  EXPECT_EQ(t.nodes[0].properties[0].id, "AB");
  EXPECT_EQ(t.nodes[0].properties[0].values, (std::vector<std::string>{"aa", "bb"}));
  EXPECT_EQ(t.nodes[0].children, std::vector<int>{1});
  EXPECT_EQ(t.nodes[1].children, (std::vector<int>{2, 3}));
  EXPECT_EQ(t.at.line, 2);
  EXPECT_EQ(t.at.column, 1);
  EXPECT_EQ(t.nodes[1].at.line, 3);
  EXPECT_EQ(t.nodes[1].at.column, 2);
  EXPECT_EQ(t.nodes[0].properties[0].at.column, 5);
}

TEST(SgfWrite, ParseWriteParseIsLossless) {
  for (std::string_view text : {"(;FF[4]C[a\\]b\\\\c\r\nd]XY[][x];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff]));W[gg])",
                                "(;A[1](;B[2]);C[3])", "(;)(;;;)", "(;a(;b))"}) {
    auto first = sgf::parse(text, "t.sgf");
    if (!first.ok()) continue;  // the table also holds texts that must fail (below)
    auto second = sgf::parse(sgf::write(*first), "t.sgf");
    ASSERT_TRUE(second.ok()) << second.status();
    EXPECT_EQ(*first, *second) << text;
  }
  EXPECT_EQ(sgf::write(parsed("(;A[1](;B[2])(;C[3]))")), "(;A[1]\n(;B[2])\n(;C[3]))\n");
  EXPECT_EQ(sgf::write(parsed("(;A[1](;B[2]))")), "(;A[1]\n;B[2])\n");
}

TEST(SgfParse, DeepNestingAndLongSequencesDoNotOverflowTheStack) {
  const int depth = 200000;
  std::string nested;
  for (int i = 0; i < depth; ++i) nested += "(;B[aa]";
  nested += std::string(depth, ')');
  auto c = sgf::parse(nested, "deep.sgf");
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_EQ(c->trees[0].nodes.size(), size_t(depth));
  auto again = sgf::parse(sgf::write(*c), "deep.sgf");
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(*again, *c);
  // As a puzzle: a main line of 200000 moves is a game record, told as such and not read.
  auto record = puzzlesFromSgf("(;SZ[3]" + nested.substr(7), "deep.sgf", withRules(kCapture1));
  ASSERT_TRUE(record.ok()) << record.status();
  EXPECT_TRUE(record->puzzles[0].claims.empty());
  ASSERT_EQ(record->notices.size(), 1u);
  EXPECT_EQ(toString(record->notices[0]), "deep.sgf:1:1: a game record of 199999 moves: not a problem, no claims");
  // Below a short main line, the same moves are read: two B moves in a row cut the line, with a notice, not a crash.
  auto file = puzzlesFromSgf("(;SZ[3](;B[bb]C[RIGHT])" + nested + ")", "deep.sgf", withRules(kCapture1));
  ASSERT_TRUE(file.ok()) << file.status();
  ASSERT_EQ(file->notices.size(), 1u);
  EXPECT_NE(file->notices[0].message.find("two moves of one colour in a row"), std::string::npos);
  std::string chain = "(;SZ[3](;B[bb]C[RIGHT])(";
  for (int i = 0; i < depth; ++i) chain += i % 2 ? ";W[aa]" : ";B[aa]";
  chain += "C[RIGHT]))";
  auto line = puzzlesFromSgf(chain, "deep.sgf", withRules(kCapture1));
  ASSERT_TRUE(line.ok()) << line.status();
  ASSERT_EQ(line->puzzles[0].claims.size(), 3u);
  EXPECT_EQ(line->puzzles[0].claims[2].line.size(), size_t(depth));
  EXPECT_FALSE(sgf::parse(std::string(depth, '('), "deep.sgf").ok());
  // A comb of RIGHT lines of 1, 2, ..., 1500 moves: refused at the 1414th leaf (the millionth move).
  std::string comb = "(;SZ[3]";
  for (int i = 0; i < 1500; ++i) comb += i % 2 ? "(;W[aa]C[RIGHT])(;W[aa]" : "(;B[aa]C[RIGHT])(;B[aa]";
  comb += std::string(1501, ')');
  EXPECT_EQ(std::string(puzzlesFromSgf(comb, "comb.sgf", withRules(kCapture1)).status().message()),
            "comb.sgf:1:32508: the solution lines hold more than 1000000 moves in all");
}

// Notes pasted below a problem ("---", a source line) are not SGF, but they
// lose nothing: the trees before them are read and the place is reported.
TEST(SgfParse, TextAfterTheLastTreeIsSkipped) {
  auto c = sgf::parse("(;GN[a])\n---\nFrom: a book (page 3)\n", "t.sgf");
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_EQ(c->trees.size(), 1u);
  ASSERT_EQ(c->notes.size(), 1u);
  EXPECT_EQ(c->notes[0].at.line, 2);
  EXPECT_EQ(c->notes[0].at.column, 1);
  EXPECT_EQ(c->notes[0].message, "text after the last game tree is not SGF: ignored");
  auto clean = sgf::parse("(;GN[a])\n", "t.sgf");
  ASSERT_TRUE(clean.ok());
  EXPECT_TRUE(clean->notes.empty());
  // An identifier without a value before the next node, tree or property
  // (GoGui writes "MA;") is skipped with a note; at the end of the file it is
  // a truncated file, an error.
  auto noValue = sgf::parse("(;GN[a];B[aa]MA;W[bb]C)", "t.sgf");
  ASSERT_TRUE(noValue.ok()) << noValue.status();
  ASSERT_EQ(noValue->notes.size(), 2u);
  EXPECT_EQ(noValue->notes[0].at.column, 14);
  EXPECT_EQ(noValue->notes[0].message, "property MA has no value: ignored");
  EXPECT_EQ(noValue->trees[0].nodes[1].properties.size(), 1u);
  EXPECT_FALSE(sgf::parse("(;GN[a]C", "t.sgf").ok());
  // An unmatched ')' at the end (a published GoGameGuru file has one) is skipped too.
  auto extra = sgf::parse("(;GN[a]))\n)\n", "t.sgf");
  ASSERT_TRUE(extra.ok()) << extra.status();
  ASSERT_EQ(extra->notes.size(), 1u);
  EXPECT_EQ(extra->notes[0].message, "an unmatched ')' after the last game tree: ignored");
  // Another tree after the text or the ')' is still an error: the file is not what it seems.
  EXPECT_FALSE(sgf::parse("(;GN[a]) notes (;GN[b])", "t.sgf").ok());
  EXPECT_FALSE(sgf::parse("(;GN[a]))(;GN[b])", "t.sgf").ok());
}

TEST(SgfParse, PropertyText) {
  auto p = sgf::parseProperty(" DT[2024-05-01][x\\]] ");
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ(p->id, "DT");
  EXPECT_EQ(p->values, (std::vector<std::string>{"2024-05-01", "x]"}));
  EXPECT_EQ(sgf::parseProperty("DT[1]x").status().message(), "1:6: unexpected 'x' after the property");
  EXPECT_FALSE(sgf::parseProperty("DT").ok());
  EXPECT_FALSE(sgf::parseProperty("").ok());
}

// Each bad input gives exactly one error line "t.sgf:LINE:COL: message".
TEST(SgfErrors, MalformedInputsGiveOneLineWithPosition) {
  struct Case {
    std::string text, expected;
  };
  const std::vector<Case> cases = {
      {"", "t.sgf:1:1: no game tree: an SGF file starts with '(;'"},
      {"  \n ", "t.sgf:2:2: no game tree"},
      {"hello (;)", "t.sgf:1:1: unexpected 'h' outside a game tree: an SGF file starts with '(;'"},
      {"(B[aa])", "t.sgf:1:2: expected ';' after '(', found 'B'"},
      {"()", "t.sgf:1:2: expected ';' after '(', found ')'"},
      {";B[aa]", "t.sgf:1:1: unexpected ';' outside a game tree"},
      {"(;C[abc", "t.sgf:1:4: unterminated value of property C: missing ']'"},
      {"(;C[abc\\", "t.sgf:1:4: unterminated value of property C"},
      {"(;C[a]\n;GN[x\\]\n)", "t.sgf:2:4: unterminated value of property GN"},
      {"(;C", "t.sgf:1:4: property C has no value: expected '[' but found the end of input"},
      {"(;GN[a]", "t.sgf:1:8: end of input inside the game tree opened at 1:1: missing ')'"},
      {"(;GN[a](;B[aa]", "t.sgf:1:15: end of input inside the game tree opened at 1:8"},
      {"(;GN[a])x(;)", "t.sgf:1:9: unexpected 'x' outside a game tree: expected '(' or the end"},
      {"(;GN[a]))(;GN[b])", "t.sgf:1:9: unexpected ')' outside a game tree"},
      {"(;add[b])", "t.sgf:1:3: property identifier 'add' has no upper-case letter"},
      {"(;B[aa](;W[bb]);B[cc])", "t.sgf:1:16: a node cannot follow a variation: expected '(' or ')'"},
      {"(;B[aa]\r\n  ?[x])", "t.sgf:2:3: unexpected '?': expected a property, ';', '(' or ')'"},
      {"(;B[aa]\n\r\n\x01)", "t.sgf:3:1: unexpected byte 0x01"},
      {"(;C[x]\n\r;1)", "t.sgf:2:2: unexpected '1'"},
      {"(;SZ[20])", "t.sgf:1:3: SZ[20]: goproof reads sizes N or W:H, each 1 to 19"},
      {"(;SZ[5:a])", "t.sgf:1:3: SZ[5:a]"},
      {"(;SZ[0])", "t.sgf:1:3: SZ[0]"},
      {"(;SZ[5][6])", "t.sgf:1:3: property SZ takes one value"},
      {"(;GN[a]GN[b])", "t.sgf:1:8: property GN appears twice in the root node"},
      {"(;SZ[5]AB[ff])", "t.sgf:1:8: AB[ff] lies off the 5x5 board"},
      {"(;SZ[5]AB[a])", "t.sgf:1:8: AB[a]: not a point (aa) or rectangle (aa:cc)"},
      {"(;SZ[5]AB[aa:bb:cc])", "t.sgf:1:8: AB[aa:bb:cc]: not a point"},
      {"(;SZ[5]AB[aa]AW[aa])", "t.sgf:1:14: point a5 is set up twice, differently"},
      {"(;SZ[5]PL[X])", "t.sgf:1:8: PL[X]: expected B or W"},
      {"(;GM[2])", "t.sgf:1:3: GM[2]: not a game of Go (GM[1])"},
      {"(;FF[9])", "t.sgf:1:3: FF[9]: unknown file format"},
      {"(;SZ[5]B[aa])", "t.sgf:1:8: a move (B) in the root node"},
      {"(;SZ[5];B[ff])", "t.sgf:1:9: B[ff] is not a point of the 5x5 board"},
      {"(;SZ[5];B[aa]W[bb])", "t.sgf:1:9: a node with both B and W moves"},
      {"(;SZ[5];B[aa][bb])", "t.sgf:1:9: move B takes one value"},
      // Setup that starts one variation but not the others: a different problem.
      {"(;SZ[5]\nGPC[win c3][frobnicate])", "t.sgf:2:1: GPC: unknown claim 'frobnicate'"},
      {"(;SZ[5]GPC[win])", "t.sgf:1:8: GPC: 'win' needs a move, such as c3"},
      {"(;SZ[5]GPK[cc])", "t.sgf:1:8: GPK: the ko point must be a GTP point such as c3"},
      {"(;SZ[5]GPP[1])", "t.sgf:1:8: GPP: expected prisoners taken by Black and White"},
      {"(;SZ[5]AB[\n\x02:a])", "t.sgf:1:8: AB[??:a]: not a point"},
  };
  for (const Case& c : cases) {
    auto result = puzzlesFromSgf(c.text, "t.sgf", withRules(kCapture1));
    ASSERT_FALSE(result.ok()) << c.text;
    std::string message(result.status().message());
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    EXPECT_EQ(message.rfind(c.expected, 0), 0u) << "input: " << c.text << "\n got: " << message;
    EXPECT_EQ(absl::IsInvalidArgument(result.status()), true);
  }
}

TEST(SgfPuzzle, CompressedPointListsAndAe) {
  Puzzle p = onePuzzle("(;SZ[4]AB[aa:bc][dd]AW[cc:dc]AE[ad])");
  EXPECT_EQ(p.rows, "XX../XX../XXOO/...X");
  EXPECT_EQ(onePuzzle("(;SZ[3]AB[cc:aa])").rows, "XXX/XXX/XXX");  // corners in either order
  EXPECT_EQ(onePuzzle("(;SZ[3]AE[aa])").rows, "");                // no stones: the empty board
}

TEST(SgfPuzzle, RectangleOrientation) {
  // Width 5, height 4: "ad" is the bottom-left point (GTP a1), "ea" the top-right (e4).
  Puzzle p = onePuzzle("(;SZ[5:4]AB[ad]AW[ea][bc])");
  EXPECT_EQ(p.width, 5);
  EXPECT_EQ(p.height, 4);
  EXPECT_EQ(p.rows, "....O/...../.O.../X....");
  auto game = setUpGame<1>(positionOf(p));
  ASSERT_TRUE(game.ok()) << game.status();
  EXPECT_EQ(game->board().at(testing::at(*game, "a1")), Color::Black);
  EXPECT_EQ(game->board().at(testing::at(*game, "e4")), Color::White);
  EXPECT_EQ(game->board().at(testing::at(*game, "b2")), Color::White);
  // Moves too: "ec" is e2.
  EXPECT_EQ(claimTexts(onePuzzle("(;SZ[5:4];B[ec]C[RIGHT])")), std::vector<std::string>{"win e2"});
  EXPECT_EQ(onePuzzle("(;GN[x])").width, 19);  // no SZ: 19x19
  std::string written = sgfFromPuzzles(PuzzleFile{"", {p}, {}});
  EXPECT_NE(written.find("SZ[5:4]"), std::string::npos) << written;
  expectRoundTrip("(;SZ[5:4]AB[ad]AW[ea][bc])");
}

TEST(SgfPuzzle, RulesFallBackToTheDefault) {
  const Rules gonnect = *Rules::parse("gonnect");
  EXPECT_EQ(onePuzzle("(;RU[Japanese])", gonnect).rules, gonnect);
  EXPECT_EQ(onePuzzle("(;)", gonnect).rules, gonnect);
  EXPECT_EQ(onePuzzle("(;RU[capture-2+ko=simple])", gonnect).rules, *Rules::parse("capture-2+ko=simple"));
  EXPECT_TRUE(onePuzzle("(;RU[Japanese])").sgfProperties.empty());  // replaced by the rules used
}

TEST(SgfPuzzle, SideToMove) {
  EXPECT_EQ(onePuzzle("(;PL[W])").toMove, Color::White);
  EXPECT_EQ(onePuzzle("(;PL[b];B[aa])").toMove, Color::Black);
  EXPECT_EQ(onePuzzle("(;SZ[3](;C[hint])(;W[aa]C[RIGHT]))").toMove, Color::White);  // from the first move
  EXPECT_EQ(onePuzzle("(;SZ[3])").toMove, Color::Black);
}

TEST(SgfPuzzle, MetadataAndKeptProperties) {
  Puzzle p = onePuzzle(
      "(;FF[4]GM[1]CA[UTF-8]SZ[5]GN[Ladder\\]]SO[goproblems.com]US[bob]C[Black to play.\nRIGHT is not a claim here]"
      "DT[2024-05-01]XY[a\\]b][c])");
  EXPECT_EQ(p.title, "Ladder]");
  EXPECT_EQ(p.source, "goproblems.com");
  EXPECT_EQ(p.author, "bob");
  EXPECT_EQ(p.comment, "Black to play.\nRIGHT is not a claim here");
  EXPECT_EQ(p.sgfProperties, (std::vector<std::string>{"CA[UTF-8]", "DT[2024-05-01]", "XY[a\\]b][c]"}));
  EXPECT_TRUE(p.claims.empty());
  EXPECT_EQ(toString(p.where), "t.sgf:1:1");
  Puzzle both = onePuzzle("(;US[bob]AN[ann])");
  EXPECT_EQ(both.author, "ann");
  EXPECT_EQ(both.sgfProperties, std::vector<std::string>{"US[bob]"});
  expectRoundTrip("(;CA[UTF-8]SZ[5]GN[Ladder\\]]SO[x]US[bob]C[a\nb]DT[2024-05-01]XY[a\\]b][c])");
  expectRoundTrip("(;US[bob]AN[ann]PB[x])(;US[bob]AN[]PW[y])");
}

TEST(SgfPuzzle, SolutionTreeGivesClaims) {
  // goproblems.com style: RIGHT marks correct leaves; other leaves are wrong.
  Puzzle p = onePuzzle(R"((;SZ[5]AB[bb]AW[cb]
    (;B[db];W[cc];B[dc]C[Correct. RIGHT])
    (;B[db];W[dc];B[cc]C[RIGHT!])
    (;B[cc];W[db]C[wrong, ALRIGHT? no])
    (;B[ca]BM[1])
    (;B[cd]TE[1];W[ce])
    (;B[ce];W[cd]BM[1];B[dd]C[RIGHT])
    (;B[dd]C[RIGHT];W[ba]BM[1])
    (;C[no moves here])))");
  EXPECT_EQ(claimTexts(p),
            (std::vector<std::string>{"line c1 c2 d2", "line c2 c1", "line d2 b5", "line d4 c3 d3", "line d4 d3 c3",
                                      "no-win c3", "no-win c5", "win c1", "win c2", "win d2", "win d4"}));
  // Where: the first move's node for wins and no-wins, the leaf for lines.
  EXPECT_EQ(toString(p.claims[0].where), "t.sgf:2:6");
  EXPECT_EQ(p.claims[0].kind, ClaimKind::Win);
  EXPECT_EQ(toString(p.claims[1].where), "t.sgf:2:18");
  // A wrong path whose first move also starts a correct one gives no no-win.
  EXPECT_EQ(claimTexts(onePuzzle("(;SZ[3](;B[aa];W[bb])(;B[aa];W[cc];B[bb]C[RIGHT]))")),
            (std::vector<std::string>{"line a3 c1 b2", "win a3"}));
  // TE on the opponent's move or BM on the side to move: not correct.
  EXPECT_EQ(claimTexts(onePuzzle("(;SZ[3](;B[aa];W[bb]TE[1])(;B[cc]BM[1]C[RIGHT])(;B[bb]C[RIGHT]))")),
            (std::vector<std::string>{"no-win a3", "no-win c1", "win b2"}));
}

TEST(SgfPuzzle, PassMoves) {
  // Go has passing: "" and "tt" are passes, and lines hold them.
  const Rules go = *Rules::parse("go");
  EXPECT_EQ(claimTexts(onePuzzle("(;SZ[5](;B[]C[RIGHT])(;B[aa];W[tt];B[bb]C[RIGHT]))", go)),
            (std::vector<std::string>{"line a5 pass b4", "win a5", "win pass"}));
  // Capture Go has none: a variation is read up to its pass, with a notice
  // (an editor's way of saying the other side has nothing better to do).
  const std::string text = "(;SZ[5](;B[]C[RIGHT])(;B[aa];W[tt];B[bb]C[RIGHT]))";
  auto file = puzzlesFromSgf(text, "t.sgf", withRules(kCapture1));
  ASSERT_TRUE(file.ok()) << file.status();
  EXPECT_EQ(claimTexts(file->puzzles[0]), (std::vector<std::string>{"win a5"}));
  ASSERT_EQ(file->notices.size(), 1u);
  EXPECT_EQ(toString(file->notices[0].where), "t.sgf:1:9");
  EXPECT_EQ(file->notices[0].message,
            "a pass inside a variation, but capture-1 has no passing: that variation is read up to it, and its "
            "later moves are not claimed");
  expectRoundTrip(text);
}

// A problem that asks about both sides ("who plays first?") has variations
// for each: those of the side not to move are skipped, with a notice.
TEST(SgfPuzzle, VariationsOfTheOtherSideAreSkipped) {
  auto file = puzzlesFromSgf("(;SZ[5]PL[B](;B[aa]C[RIGHT])(;W[aa]C[RIGHT]))", "t.sgf", withRules(kCapture1));
  ASSERT_TRUE(file.ok()) << file.status();
  EXPECT_EQ(claimTexts(file->puzzles[0]), (std::vector<std::string>{"win a5"}));
  ASSERT_EQ(file->notices.size(), 1u);
  EXPECT_EQ(toString(file->notices[0].where), "t.sgf:1:30");
  EXPECT_EQ(file->notices[0].message, "a variation that begins with W's move, but B is to move: that variation is skipped");
}

TEST(SgfPuzzle, NativeClaimsInGpc) {
  Puzzle p = onePuzzle(
      "(;SZ[5]GPC[illegal b1 suicide][captures C3 2]\n GPC[line c3 d4! e5][no-win][value draw]"
      "GPK[B2]GPP[1,0];B[cc]C[RIGHT])");
  EXPECT_EQ(claimTexts(p), (std::vector<std::string>{"captures c3 2", "illegal b1 suicide", "line c3 d4! e5", "no-win",
                                                     "value draw", "win c3"}));
  EXPECT_EQ(toString(p.claims[0].where), "t.sgf:1:8");
  EXPECT_EQ(toString(p.claims[2].where), "t.sgf:2:2");
  EXPECT_EQ(p.claims[2].line[1].strongest, true);
  EXPECT_EQ(p.ko, "b2");
  EXPECT_EQ(p.prisoners, (std::array<int, 2>{1, 0}));
  expectRoundTrip(
      "(;SZ[5]GPC[illegal b1 suicide][captures C3 2]GPC[line c3 d4! e5][no-win][value draw]"
      "GPK[B2]GPP[1,0];B[cc]C[RIGHT])");
}

TEST(SgfPuzzle, ClaimText) {
  for (std::string_view text :
       {"win c3", "only-win pass", "no-win", "no-win swap", "value B", "value draw", "legal t19",
        "illegal z9 off-board", "illegal b1", "captures c3", "captures c3 0", "line c3 d4! e5 f6!", "line c3! d4 e5!", "status a1"}) {
    auto claim = parseClaimText(text);
    ASSERT_TRUE(claim.ok()) << text << ": " << claim.status();
    EXPECT_EQ(toString(*claim), text);
  }
  EXPECT_EQ(toString(*parseClaimText("  win C3 ")), "win c3");
  EXPECT_EQ(toString(*parseClaimText("value white")), "value W");
  EXPECT_EQ(toString(*parseClaimText("illegal C3 SUICIDE")), "illegal c3 suicide");
  for (std::string_view bad :
       {"", "win", "win c3 d4", "win i3", "win c0", "value x", "illegal c3 why", "captures c3 -1", "captures c3 x",
        "line", "line c3 d4 e5!", "line c3! d4!", "line c3 !", "frob c3", "no-win c3 d4", "legal"}) {
    auto claim = parseClaimText(bad);
    EXPECT_FALSE(claim.ok()) << bad;
    EXPECT_EQ(std::string(claim.status().message()).find('\n'), std::string::npos);
  }
}

TEST(SgfPuzzle, SeveralTreesAreSeveralPuzzles) {
  auto file = puzzlesFromSgf("(;GN[one])\n\n  (;GN[two])", "set.sgf", withRules(kCapture1));
  ASSERT_TRUE(file.ok());
  ASSERT_EQ(file->puzzles.size(), 2u);
  EXPECT_EQ(file->path, "set.sgf");
  EXPECT_EQ(file->puzzles[1].title, "two");
  EXPECT_EQ(toString(file->puzzles[1].where), "set.sgf:3:3");
}

TEST(SgfRoundTrip, SgfToPuzzleToSgf) {
  for (std::string_view text : {
           "(;SZ[5]AB[bb]AW[cb](;B[db];W[cc];B[dc]C[RIGHT])(;B[db];W[dc];B[cc]C[RIGHT])(;B[cc];W[db])(;B[ca]BM[1]))",
           "(;SZ[3:2]PL[W]RU[gonnect+pie]GPC[only-win b2][win b2];W[bb]C[RIGHT])",
           "(;SZ[4]RU[Japanese]AB[aa:bd]AW[da:dd]AE[cc])",
           "(;SZ[5](;B[aa]BM[1])(;B[aa]BM[1];W[bb])(;B[bb]))",
           "(;SZ[19]AB[ss]C[\\\\ and \\] and \r\n lines])",
       })
    expectRoundTrip(text);
}

TEST(SgfRoundTrip, PuzzleToSgfToPuzzleKeepsEveryClaim) {
  Puzzle p;
  p.title = "t";
  p.rules = *Rules::parse("capture-2+ko=simple");
  p.width = 5;
  p.height = 4;
  p.toMove = Color::White;
  p.rows = "X..../.O.../...../....X";
  p.ko = "c3";
  p.prisoners = {0, 1};
  p.sgfProperties = {"DT[2024]", "SZ[9]", "not sgf", "GPC[win a1]", "FF[3]"};  // only DT survives
  for (std::string_view text :
       {"win c3",    "win c3",    "line c3 d4 e4",       "line c3 d4 e4", "line a1 b1",  "line c3",  "line c3 d4! e4",
        "no-win d1", "no-win d1", "no-win c3",           "win C2",        "win z9",      "win pass", "only-win c3",
        "value W",   "legal a1",  "illegal a1 occupied", "captures c3",   "status swap", "no-win",   "line c3 swap"}) {
    auto claim = parseClaimText(text);
    ASSERT_TRUE(claim.ok()) << text;
    p.claims.push_back(*claim);
  }
  p.claims[10].move = "C2";  // as a native parser might keep it
  std::string written = sgfFromPuzzles(PuzzleFile{"", {p}, {}});
  Puzzle back = onePuzzle(written);
  p.sgfProperties = {"DT[2024]"};
  p.claims[10].move = "c2";  // went through GPC, which reads moves in lower case
  expectSamePuzzle(p, back);
  EXPECT_NE(written.find("(;W[cb];B[da];W[ea]C[RIGHT])"), std::string::npos) << written;
  EXPECT_NE(written.find("(;W[dd]BM[1])"), std::string::npos) << written;
  EXPECT_NE(written.find("GPK[c3]GPP[0,1]"), std::string::npos) << written;
}

}  // namespace
}  // namespace goproof
