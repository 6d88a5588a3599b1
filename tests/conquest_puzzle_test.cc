// Conquest puzzles (docs/puzzle-format.md, docs/rules/conquest.md): boards
// with territory in the native format and in SGF (TB/TW), moves that name
// the mover's choice, what verify says about a Conquest move, and the claims
// that do not fit the game.
#include <gtest/gtest.h>

#include "formats/native_format.h"
#include "formats/sgf_puzzle.h"
#include "puzzles/verify.h"

namespace goproof {
namespace {

VerifyOptions quickOptions() {
  VerifyOptions o;
  o.solver.tableMegabytes = 16;
  return o;
}

Puzzle onlyPuzzle(const std::string& text) {
  auto file = parsePuzzleFile("goproof-puzzles 1\nrules: conquest\n" + text, "t.puzzles");
  EXPECT_TRUE(file.ok()) << file.status();
  if (!file.ok() || file->puzzles.size() != 1) return {};
  return file->puzzles[0];
}

// c5 is the T-bone of the north wall: it ends the border of either upper
// corner, four points each, and the mover announces which.
const std::string kChoice = R"(puzzle: Equal conquests
board:
  . . . . .
  . . X . .
  X X . X X
  O O O O O
  . . . . .
)";

// Black owns c3 inside her ring; c1 expands it (c2 leaves).
const std::string kExpansion = R"(puzzle: Expansion
board:
  O O O O O
  . . X . .
  . X b X .
  . X X X .
  O . . . O
)";

std::string explanation(const PuzzleReport& r, size_t i) {
  return i < r.claims.size() ? r.claims[i].explanation : "(no such claim)";
}

TEST(ConquestPuzzles, TheNativeBoardReadsAndWritesTerritory) {
  Puzzle p = onlyPuzzle(kExpansion);
  EXPECT_EQ(p.rows, "OOOOO/..X../.XbX./.XXX./O...O");
  PuzzleFile file{"t.puzzles", {p}, {}};
  auto again = parsePuzzleFile(formatPuzzleFile(file), "again.puzzles");
  ASSERT_TRUE(again.ok()) << again.status();
  EXPECT_EQ(again->puzzles[0].rows, p.rows);
  EXPECT_EQ(again->puzzles[0].rules.toString(), "conquest");
}

TEST(ConquestPuzzles, AMoveWithAChoiceMustNameIt) {
  PuzzleReport r = verifyPuzzle(onlyPuzzle(kChoice + "illegal c5 choose\nwin c5\nlegal c5:nw\nconquers c5:ne 4\n"
                                                     "conquers c5:ne 3\nillegal c5:se\n"),
                                quickOptions());
  ASSERT_EQ(r.claims.size(), 6u) << r.positionError;
  EXPECT_EQ(r.claims[0].verdict, Verdict::Pass);
  EXPECT_EQ(explanation(r, 0), "c5 is illegal: choose (c5:nw or c5:ne)");
  EXPECT_EQ(r.claims[1].verdict, Verdict::Fail) << "a point with a choice is no move without one";
  EXPECT_EQ(explanation(r, 1), "c5 is illegal: choose (c5:nw or c5:ne)");
  EXPECT_EQ(r.claims[2].verdict, Verdict::Pass);
  EXPECT_EQ(r.claims[3].verdict, Verdict::Pass);
  EXPECT_EQ(explanation(r, 3), "c5:ne adds 4 points to Black's territory (0 to 4)");
  EXPECT_EQ(r.claims[4].verdict, Verdict::Fail);
  EXPECT_EQ(r.claims[5].verdict, Verdict::Pass) << "c5 counts for nw or ne, never se";
}

TEST(ConquestPuzzles, AChoiceWhereThereIsNoneIsNamedAsSuch) {
  // a1 has one result (it conquers nothing): a1:nw is no move of this position.
  PuzzleReport r = verifyPuzzle(onlyPuzzle(kChoice + "illegal a1:nw choose\nlegal a1\n"), quickOptions());
  ASSERT_EQ(r.claims.size(), 2u) << r.positionError;
  EXPECT_EQ(r.claims[0].verdict, Verdict::Pass);
  EXPECT_EQ(explanation(r, 0), "a1:nw is illegal: choose (a1 leaves no choice: its move is a1)");
}

TEST(ConquestPuzzles, RowsWithoutSpacesAreBoardRows) {
  // Full rows of stones, as Conquest boards often have, are not words.
  Puzzle p = onlyPuzzle("puzzle: t\nboard:\nOOOOO\n..X..\n.XbX.\n.XXX.\nO...O\nconquers c1 1\n");
  EXPECT_EQ(p.rows, "OOOOO/..X../.XbX./.XXX./O...O");
  EXPECT_EQ(p.claims.size(), 1u);
}

TEST(ConquestPuzzles, VerifySaysWhatAMoveConquersAndWhereNobodyPlays) {
  PuzzleReport r = verifyPuzzle(
      onlyPuzzle(kExpansion + "conquers c1 1\nillegal c3 territory\nillegal c3 occupied\nillegal c4 occupied\n"
                              "status c1\ncaptures c1 0\nillegal pass no-pass\n"),
      quickOptions());
  ASSERT_EQ(r.claims.size(), 7u) << r.positionError;
  EXPECT_EQ(r.claims[0].verdict, Verdict::Pass) << "from one point to two: c2 leaves";
  EXPECT_EQ(r.claims[1].verdict, Verdict::Pass);
  EXPECT_EQ(r.claims[2].verdict, Verdict::Fail);
  EXPECT_EQ(explanation(r, 2), "c3 is illegal: territory, not occupied");
  EXPECT_EQ(r.claims[3].verdict, Verdict::Pass);
  EXPECT_EQ(explanation(r, 4).rfind("c1 is legal, removes own 1 (c2) and ", 0), 0u) << explanation(r, 4);
  EXPECT_EQ(r.claims[5].verdict, Verdict::Pass);
  EXPECT_EQ(r.claims[6].verdict, Verdict::Pass);
}

TEST(ConquestPuzzles, ClaimsThatDoNotFitTheGameAreNamed) {
  // The reader refuses them at the claim, as it does every claim that does not fit.
  auto suicide = parsePuzzleFile("goproof-puzzles 1\nrules: conquest\n" + kChoice + "illegal c3 suicide\n", "t.puzzles");
  ASSERT_FALSE(suicide.ok());
  EXPECT_EQ(std::string(suicide.status().message()),
            "t.puzzles:10:1: 'illegal c3 suicide': conquest never refuses a move as suicide (its reasons: occupied, "
            "territory, choose, off-board, no-pass, no-swap, game-over)");
  std::string why;
  EXPECT_EQ(claimThatDoesNotFit(onlyPuzzle(kChoice + "illegal c4 occupied\nvalue B+4\nbest c3\n"), &why), nullptr);

  auto conquers = parsePuzzleFile("goproof-puzzles 1\nrules: capture-1\npuzzle: t\nsize: 3x3\nconquers b2 1\n", "c.puzzles");
  ASSERT_FALSE(conquers.ok());
  EXPECT_EQ(std::string(conquers.status().message()),
            "c.puzzles:5:1: 'conquers b2 1' is about territory, and capture-1 has none (conquers claims are for "
            "conquest)");
  auto territory = parsePuzzleFile("goproof-puzzles 1\nrules: capture-1\npuzzle: t\nsize: 3x3\nillegal b2 territory\n",
                                   "c.puzzles");
  ASSERT_FALSE(territory.ok());
  EXPECT_EQ(std::string(territory.status().message()),
            "c.puzzles:5:1: 'illegal b2 territory': only conquest refuses a move as territory, and these rules are "
            "capture-1");
}

TEST(ConquestPuzzles, TerritoryOnAnotherGamesBoardIsRefusedWhereItIsWritten) {
  auto file = parsePuzzleFile("goproof-puzzles 1\nrules: capture-1\npuzzle: t\nboard:\n  X . .\n  . b .\n  . . O\n",
                              "c.puzzles");
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(std::string(file.status().message()),
            "c.puzzles:6:5: board: col 6: 'b' marks territory, which only conquest has (expected X, O, . or /)");
}

TEST(ConquestPuzzles, TerritoryNoBorderEnclosesIsRefusedAtOneOfItsPoints) {
  // A whole row along the south wall: walled in, but it touches three walls.
  auto file = parsePuzzleFile("goproof-puzzles 1\nrules: conquest\npuzzle: t\nboard:\n  . . . . .\n  . . . . .\n"
                              "  . . . . .\n  O O O O O\n  w w w w w\n",
                              "u.puzzles");
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(std::string(file.status().message()),
            "u.puzzles:9:3: board: White's territory is not all enclosed by her stones and at most two walls in the "
            "same or adjacent quadrants (docs/rules/conquest.md, Definition 6)");
}

TEST(ConquestPuzzles, SgfCarriesTerritoryAsTBAndTW) {
  Puzzle p = onlyPuzzle(kExpansion + "conquers c1 1\n");
  p.rows = "OOOOO/..X../.XbX./.XXX./w...O";  // White's corner too (a1, walled in by nothing: not checked here)
  const std::string sgf = sgfFromPuzzles(PuzzleFile{"t.sgf", {p}, {}});
  EXPECT_NE(sgf.find("RU[conquest]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("TB[cc]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("TW[ae]"), std::string::npos) << sgf;
  auto back = puzzlesFromSgf(sgf, "t.sgf", ImportOptions{});
  ASSERT_TRUE(back.ok()) << back.status();
  ASSERT_EQ(back->puzzles.size(), 1u);
  EXPECT_EQ(back->puzzles[0].rows, p.rows);
  EXPECT_EQ(back->puzzles[0].claims, p.claims);
}

TEST(ConquestPuzzles, SgfTerritoryMarksOfOtherGamesStayMarkup) {
  // A game record's counted territory: not part of a capture-1 position.
  auto file = puzzlesFromSgf("(;FF[4]GM[1]SZ[3]RU[capture-1]AB[aa]TB[bb][cc]PL[B])", "g.sgf", ImportOptions{});
  ASSERT_TRUE(file.ok()) << file.status();
  EXPECT_EQ(file->puzzles[0].rows, "X../.../...");
  EXPECT_EQ(file->puzzles[0].sgfProperties, std::vector<std::string>{"TB[bb][cc]"});
  // Under conquest a point cannot be both a stone and territory.
  auto both = puzzlesFromSgf("(;FF[4]GM[1]SZ[3]RU[conquest]AB[aa]TB[aa])", "b.sgf", ImportOptions{});
  ASSERT_FALSE(both.ok());
  EXPECT_EQ(std::string(both.status().message()),
            "b.sgf:1:36: point a3 is set up as a stone and as territory (TB)");
  // The error is at the property that marks the point, not the first one.
  auto second = puzzlesFromSgf("(;FF[4]GM[1]SZ[3]RU[conquest]AB[aa]TB[cc]TW[aa])", "c.sgf", ImportOptions{});
  ASSERT_FALSE(second.ok());
  EXPECT_EQ(std::string(second.status().message()),
            "c.sgf:1:42: point a3 is set up as a stone and as territory (TW)");
}

}  // namespace
}  // namespace goproof
