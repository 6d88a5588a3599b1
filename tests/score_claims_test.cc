// Claims about points, for scored games: the exact score (`value B+3`), a best
// move (`best`), the only best move (`only-best`) and what a move gives up
// (`costs`). Written and checked as a teacher would: the 3x3 board is B+9
// with the centre, a side point keeps B+3, a corner or a pass hands White the
// whole board.
#include "formats/native_format.h"
#include "formats/puzzle_input.h"
#include "formats/sgf_puzzle.h"
#include "gtest/gtest.h"
#include "puzzles/verify.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"
#include "tests/test_puzzles.h"

namespace goproof {
namespace {

constexpr const char* kHeader = "goproof-puzzles 1\n\n";

Puzzle onlyPuzzle(const std::string& text) {
  auto file = parsePuzzleFile(kHeader + text, "p.puzzles");
  EXPECT_TRUE(file.ok()) << file.status();
  if (!file.ok() || file->puzzles.size() != 1) return {};
  return file->puzzles[0];
}

std::vector<Verdict> verdicts(const Puzzle& puzzle) {
  VerifyOptions options;
  options.solver.tableMegabytes = 16;
  PuzzleReport report = verifyPuzzle(puzzle, options);
  EXPECT_EQ(report.positionError, "");
  std::vector<Verdict> out;
  for (const ClaimReport& c : report.claims) out.push_back(c.verdict);
  return out;
}

TEST(ScoreClaims, TheEmpty3x3BoardAsATeacherWouldAskIt) {
  Puzzle p = onlyPuzzle(
      "puzzle: The whole board\nrules: go\nsize: 3x3\n"
      "value B+9\nonly-best b2\nbest b1\ncosts b1 6\ncosts a1 18\ncosts pass 17\nvalue W+9\nbest b2\n");
  using enum Verdict;
  EXPECT_EQ(verdicts(p), (std::vector<Verdict>{Pass, Pass, Fail, Pass, Pass, Fail, Fail, Pass}));
}

TEST(ScoreClaims, FailuresSayWhatTheMoveGivesAndShowALine) {
  Puzzle p = onlyPuzzle("puzzle: x\nrules: go\nsize: 3x3\nbest a1\nonly-best b1\nvalue B+3\n");
  VerifyOptions options;
  options.solver.tableMegabytes = 16;
  PuzzleReport report = verifyPuzzle(p, options);
  ASSERT_EQ(report.claims.size(), 3u);
  EXPECT_EQ(report.claims[0].explanation, "a1 gives W+9 against B+9 with best play, after this line");
  EXPECT_EQ(report.claims[0].line.front(), "a1");
  EXPECT_EQ(report.claims[1].explanation, "b1 gives B+3 against B+9 with best play, after this line");
  EXPECT_EQ(report.claims[2].explanation, "the score is B+9, not B+3: best play");
  EXPECT_FALSE(report.claims[2].line.empty());
}

TEST(ScoreClaims, GosStrongestDefenceIsDecidedThroughItsCycles) {
  // After b2 on 3x3 every White reply loses by 9; the strongest holds out
  // longest. Retrograde analysis (no search horizon, no path) says how long.
  GameState<1> afterB2 = testing::gameFromRows<1>("go", ".../.X./...", Color::White);
  SolverOptions retro;
  retro.kind = SolverKind::Retrograde;
  retro.tableMegabytes = 64;
  SolveResult longest = solvePosition(afterB2, retro);
  ASSERT_TRUE(longest.complete);
  ASSERT_EQ(longest.principalVariation.size(), 14u);
  Puzzle p = onlyPuzzle("puzzle: x\nrules: go\nsize: 3x3\nline b2 a1!\nline b2 pass!\n");
  VerifyOptions options;
  options.solver.tableMegabytes = 16;
  PuzzleReport report = verifyPuzzle(p, options);
  ASSERT_EQ(report.claims.size(), 2u);
  EXPECT_EQ(report.claims[0].verdict, Verdict::Pass) << report.claims[0].explanation;
  EXPECT_EQ(report.claims[1].verdict, Verdict::Fail) << report.claims[1].explanation;
  EXPECT_EQ(report.claims[1].explanation, "move 2 (pass) is not a strongest defence: it loses in 2 moves, a1 lasts 14");
}

TEST(ScoreClaims, WhiteToMoveCountsWhatSheGivesUp) {
  // White to move right after Black's pass, on a 1x3 strip: a2 takes Black's
  // stone and the strip is White's (W+3); her pass would end it level at
  // once, giving up those 3 points.
  Puzzle p = onlyPuzzle(
      "puzzle: x\nrules: go\nsize: 1x3\nto-move: W\nprevious-pass: yes\nboard:\n  O\n  .\n  X\n"
      "value W+3\nonly-best a2\ncosts pass 3\n");
  using enum Verdict;
  EXPECT_EQ(verdicts(p), (std::vector<Verdict>{Pass, Pass, Pass}));
}

TEST(ScoreClaims, ReadAndWrittenInTheNativeSyntax) {
  Puzzle p = onlyPuzzle("puzzle: x\nrules: go+komi=0.5\nsize: 3x3\nvalue b+8.5\ncosts c3 0.5\nvalue 0\n");
  ASSERT_EQ(p.claims.size(), 3u);
  EXPECT_EQ(toString(p.claims[0]), "value B+8.5");
  EXPECT_EQ(p.claims[0].points, 17);
  EXPECT_EQ(toString(p.claims[1]), "costs c3 0.5");
  EXPECT_EQ(toString(p.claims[2]), "value 0");
}

TEST(ScoreClaims, AScoreClaimInAGameWithoutPointsIsBadInputAtTheClaim) {
  for (const char* claim : {"best c3", "only-best c3", "costs c3 1", "value B+3"}) {
    auto file = parsePuzzleFile(std::string(kHeader) + "puzzle: x\nrules: gonnect\nsize: 3x3\n" + claim + "\n",
                                "p.puzzles");
    ASSERT_FALSE(file.ok()) << claim;
    EXPECT_NE(file.status().message().find("p.puzzles:6:1: '"), std::string::npos) << file.status();
    EXPECT_NE(file.status().message().find("gonnect is not scored"), std::string::npos) << file.status();
  }
  auto bad = parsePuzzleFile(std::string(kHeader) + "puzzle: x\nrules: go\nsize: 3x3\ncosts c3 two\n", "p.puzzles");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(), "p.puzzles:6:10: 'two' is not a number of points (0, 0.5, 1, ...)");
}

TEST(PuzzleState, PreviousPassAndCoinsSurviveNativeAndSgf) {
  Puzzle p = onlyPuzzle(
      "puzzle: Coins\nrules: quench-3+komi=0.5\nsize: 3x3\nto-move: W\nprisoners: 1,0\nprevious-pass: yes\n"
      "coins: heads,none\nboard:\n  X . .\n  . . .\n  . . O\nvalue B+0.5\n");
  EXPECT_TRUE(p.previousPass);
  EXPECT_EQ(p.coins, (std::array<Coin, 2>{Coin::Heads, Coin::None}));
  auto native = parsePuzzleFile(formatPuzzleFile(PuzzleFile{"p", {p}, {}}), "again.puzzles");
  ASSERT_TRUE(native.ok()) << native.status();
  testing::expectSamePuzzle(p, native->puzzles[0]);
  std::string sgf = sgfFromPuzzles(PuzzleFile{"p", {p}, {}});
  EXPECT_NE(sgf.find("GPL[pass]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("GPQ[heads,none]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("KM[0.5]"), std::string::npos) << sgf;
  auto back = puzzlesFromSgf(sgf, "p.sgf", {});
  ASSERT_TRUE(back.ok()) << back.status();
  testing::expectSamePuzzle(p, back->puzzles[0]);
}

// Conversion's mirror rule: on 2x2 under mirror=1 a run of one mirror move
// is the limit. White's move just before was a1; Black has already mirrored
// once, so b2 (a1 turned half way round) is not hers to play now.
TEST(PuzzleState, TheMirrorRunsSurviveNativeAndSgfAndDecideLegality) {
  Puzzle p = onlyPuzzle(
      "puzzle: Mirror\nrules: conversion+mirror=1\nsize: 2x2\nprevious-move: a1\nmirror-runs: 1,0\n"
      "board:\n  . .\n  O .\nillegal b2 mirror\nlegal b1\n");
  EXPECT_EQ(p.previousMove, "a1");
  EXPECT_EQ(p.mirrorRuns, (std::array<int, 2>{1, 0}));
  auto native = parsePuzzleFile(formatPuzzleFile(PuzzleFile{"p", {p}, {}}), "again.puzzles");
  ASSERT_TRUE(native.ok()) << native.status();
  testing::expectSamePuzzle(p, native->puzzles[0]);
  std::string sgf = sgfFromPuzzles(PuzzleFile{"p", {p}, {}});
  EXPECT_NE(sgf.find("GPM[a1]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("GPR[1,0]"), std::string::npos) << sgf;
  auto back = puzzlesFromSgf(sgf, "p.sgf", {});
  ASSERT_TRUE(back.ok()) << back.status();
  testing::expectSamePuzzle(p, back->puzzles[0]);
  PuzzleReport report = verifyPuzzle(p, {});
  ASSERT_EQ(report.claims.size(), 2u);
  for (const ClaimReport& c : report.claims) EXPECT_EQ(c.verdict, Verdict::Pass) << c.explanation;
  // Without the history, b2 is an ordinary move.
  p.mirrorRuns = {0, 0};
  EXPECT_EQ(verifyPuzzle(p, {}).claims[0].verdict, Verdict::Fail);
}

TEST(PuzzleState, MirrorHistoryThatCannotBeIsBadInputAtItsField) {
  auto onSmallBoard = parsePuzzleFile(
      std::string(kHeader) + "puzzle: x\nrules: conversion\nsize: 3x3\nmirror-runs: 1,0\n", "p.puzzles");
  ASSERT_FALSE(onSmallBoard.ok());
  EXPECT_EQ(onSmallBoard.status().message(),
            "p.puzzles:6:14: mirror: on 3x3 the mirror rule (at most 9 mirror moves in a row) cannot bind: a run "
            "needs 20 points, so no previous move or run is part of the position");
  auto emptyPoint = parsePuzzleFile(std::string(kHeader) +
                                        "puzzle: x\nrules: conversion+mirror=1\nsize: 2x2\nprevious-move: b2\n",
                                    "p.puzzles");
  ASSERT_FALSE(emptyPoint.ok());
  EXPECT_EQ(emptyPoint.status().message(),
            "p.puzzles:6:16: mirror: the previous move b2 is an empty point, but stones never leave the board");
  // A run of mirror moves ending with Black's a1 means White played c3 just
  // before it, and stones never leave the board.
  auto nothingMirrored = parsePuzzleFile(std::string(kHeader) +
                                             "puzzle: x\nrules: conversion+mirror=1\nboard:\nX..\n...\nX.O\nto-move: W\n"
                                             "previous-move: a1\nmirror-runs: 1,0\n",
                                         "p.puzzles");
  ASSERT_FALSE(nothingMirrored.ok());
  EXPECT_EQ(nothingMirrored.status().message(),
            "p.puzzles:10:16: mirror: a run of 1 needs the previous move a1 to mirror a stone at c3, which is empty");
  auto cornerOfTheWrongColour = parsePuzzleFile(std::string(kHeader) +
                                                    "puzzle: x\nrules: conversion+mirror=1\nboard:\n..\nO.\nto-move: W\n"
                                                    "previous-move: a1\n",
                                                "p.puzzles");
  ASSERT_FALSE(cornerOfTheWrongColour.ok());
  EXPECT_EQ(cornerOfTheWrongColour.status().message(),
            "p.puzzles:9:16: mirror: the previous move a1 holds a stone of the side to move, but Black played it, "
            "and a corner stone is never converted");
  auto notConversion =
      parsePuzzleFile(std::string(kHeader) + "puzzle: x\nrules: go\nsize: 3x3\nmirror-runs: 0,1\n", "p.puzzles");
  ASSERT_FALSE(notConversion.ok());
  EXPECT_EQ(notConversion.status().message(), "p.puzzles:6:14: mirror: the rules go have no mirror rule");
  auto badSgf = puzzlesFromSgf("(;FF[4]GM[1]SZ[2]RU[conversion+mirror=1]GPR[x])", "m.sgf", {});
  ASSERT_FALSE(badSgf.ok());
  EXPECT_EQ(badSgf.status().message(),
            "m.sgf:1:41: GPR: expected Black's and White's mirror moves in a row, as in GPR[2,1]");
}

TEST(PuzzleState, ImpossibleStatesAreBadInputAtTheirField) {
  auto coinWithoutCapture = parsePuzzleFile(
      std::string(kHeader) + "puzzle: x\nrules: quench-3\nsize: 3x3\ncoins: tails,none\n", "p.puzzles");
  ASSERT_FALSE(coinWithoutCapture.ok());
  EXPECT_EQ(coinWithoutCapture.status().message(),
            "p.puzzles:6:8: coins: Black has a coin but no prisoners, and the coin comes with her first capture "
            "(give her prisoners)");
  auto passInCapture =
      parsePuzzleFile(std::string(kHeader) + "puzzle: x\nrules: capture-1\nsize: 3x3\nprevious-pass: yes\n", "p.puzzles");
  ASSERT_FALSE(passInCapture.ok());
  EXPECT_EQ(passInCapture.status().message(), "p.puzzles:6:16: previous pass: the rules capture-1 have no passing");
  // Prisoners without the coin they bring: blamed on the prisoners when no coins are written.
  auto prisonersWithoutCoin = parsePuzzleFile(
      std::string(kHeader) + "puzzle: x\nrules: quench-3\nsize: 3x3\nprisoners: 1,0\n", "p.puzzles");
  ASSERT_FALSE(prisonersWithoutCoin.ok());
  EXPECT_EQ(prisonersWithoutCoin.status().message(),
            "p.puzzles:6:12: coins: Black has prisoners but no coin, and her first capture brought one (give her "
            "coin: tails or heads)");
}

TEST(PuzzleState, ImpossibleStatesInSgfAreBadInputAtTheirProperty) {
  auto coins = parsePuzzles("(;FF[4]GM[1]SZ[3]RU[quench-3]GPP[1,0]\nGPQ[none,none])", "q.sgf", {});
  ASSERT_FALSE(coins.ok());
  EXPECT_EQ(coins.status().message(),
            "q.sgf:2:1: coins: Black has prisoners but no coin, and her first capture brought one (give her coin: "
            "tails or heads)");
  auto noCoins = parsePuzzles("(;FF[4]GM[1]SZ[3]RU[quench-3]\nGPP[1,0])", "q.sgf", {});
  ASSERT_FALSE(noCoins.ok());
  EXPECT_EQ(noCoins.status().message().substr(0, 14), "q.sgf:2:1: coi");
  auto mirror = parsePuzzles("(;FF[4]GM[1]SZ[3]RU[conversion]\nGPM[a1])", "m.sgf", {});
  ASSERT_FALSE(mirror.ok());
  EXPECT_EQ(mirror.status().message().substr(0, 19), "m.sgf:2:1: mirror: ");
  auto ko = parsePuzzles("(;FF[4]GM[1]SZ[3]RU[go]AB[aa] GPK[c3])", "k.sgf", {});
  ASSERT_FALSE(ko.ok());
  EXPECT_EQ(ko.status().message().substr(0, 16), "k.sgf:1:31: ko: ");
}

TEST(SgfKomi, KmSetsTheKomiOfAScoredGameAndIsKeptElsewhere) {
  auto go = puzzlesFromSgf("(;FF[4]GM[1]SZ[3]RU[go]KM[6.5]GPC[value W+6.5])", "k.sgf", {});
  ASSERT_TRUE(go.ok()) << go.status();
  EXPECT_EQ(go->puzzles[0].rules.toString(), "go+komi=6.5");
  auto capture = puzzlesFromSgf("(;FF[4]GM[1]SZ[3]RU[capture-1]KM[6.5]GPC[win b2])", "k.sgf", {});
  ASSERT_TRUE(capture.ok()) << capture.status();
  EXPECT_EQ(capture->puzzles[0].rules.toString(), "capture-1");
  EXPECT_EQ(capture->puzzles[0].sgfProperties, std::vector<std::string>{"KM[6.5]"});
  auto contradiction = puzzlesFromSgf("(;FF[4]GM[1]SZ[3]RU[go+komi=7.5]KM[6.5])", "k.sgf", {});
  ASSERT_FALSE(contradiction.ok());
  EXPECT_EQ(contradiction.status().message(), "k.sgf:1:33: KM[6.5] contradicts RU[go+komi=7.5]");
  auto quarter = puzzlesFromSgf("(;FF[4]GM[1]SZ[3]RU[go]KM[6.25])", "k.sgf", {});
  ASSERT_FALSE(quarter.ok());
  EXPECT_EQ(quarter.status().message(),
            "k.sgf:1:24: KM[6.25]: the komi must be a whole or half number, as in KM[6.5]");
}

}  // namespace
}  // namespace goproof
