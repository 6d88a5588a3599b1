// goproof generate's local goal kinds (docs/generate.md): capture, save,
// kill and live problems on Go's board, each with one move that reaches the
// goal without ko in the region it states.
//   - Corner problems: the one answer is the only winning move an
//     exhaustive analysis by plain Go rules finds (tests/target_reference.h,
//     which shares no code with the solver), ko threats as the claim reads
//     them (none for the player, any number for her opponent).
//   - Capture problems: alpha-beta, another solver than the generator's
//     df-pn, finds the same one winning move; so does df-pn with the
//     region one line wider (its side did not decide the answer); the
//     theme each names.
//   - The themes, read from solution lines a teacher knows: a ladder, a
//     loose ladder, a net, a snapback, an atari.
//   - A seed gives the same set with any number of threads; bad requests
//     are refused with the option at fault.
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "formats/native_format.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "puzzles/capture_theme.h"
#include "puzzles/generate.h"
#include "puzzles/verify.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/target_setup.h"
#include "solver/search/goal_status.h"
#include "solver/search/solve.h"
#include "tests/target_reference.h"

namespace goproof {
namespace {

using ::testing::HasSubstr;
using namespace naive_rules;

GenerateOptions localOptions(ProblemKind kind, int size, int count, int threads = 1) {
  GenerateOptions o;
  o.rules = *Rules::parse("go");
  o.kind = kind;
  o.width = o.height = size;
  o.count = count;
  o.seed = 1;
  o.threads = threads;
  return withGoalRules(o);
}

// The one move of the puzzle's only-win claim.
std::string answerOf(const Puzzle& p) {
  for (const Claim& c : p.claims)
    if (c.kind == ClaimKind::OnlyWin) return c.move;
  return "";
}

// A point set's points as tests/naive_rules.h indexes them (top row first).
std::vector<int> naiveIndices(const std::string& set, int width, int height) {
  return withBoardWords(width * height, [&](auto words) {
    constexpr int W = decltype(words)::value;
    Geometry<W> geo(width, height);
    std::vector<int> out;
    auto points = parsePointSet(set, geo, "points");
    EXPECT_TRUE(points.ok()) << points.status();
    if (points.ok()) points->forEach([&](int p) { out.push_back((height - 1 - geo.y(p)) * width + geo.x(p)); });
    return out;
  });
}

// A point set grown by one line all round (within the board).
std::string grownByALine(const std::string& set, int width, int height) {
  return withBoardWords(width * height, [&](auto words) {
    constexpr int W = decltype(words)::value;
    Geometry<W> geo(width, height);
    auto points = parsePointSet(set, geo, "points");
    EXPECT_TRUE(points.ok()) << points.status();
    return points.ok() ? formatPointSet(*points | geo.neighbors(*points), geo) : std::string();
  });
}

TEST(GenerateLocal, TheKindsAreGoalsOnGoBoards) {
  for (ProblemKind k : {ProblemKind::Capture, ProblemKind::Save, ProblemKind::Kill, ProblemKind::Live}) {
    EXPECT_EQ(problemKindFromName(problemKindName(k)), k);
    EXPECT_TRUE(localGoalKind(k));
  }
  EXPECT_FALSE(localGoalKind(ProblemKind::OnlyWin));
  EXPECT_EQ(localOptions(ProblemKind::Kill, 19, 1).rules.toString(), "go+goal=capture");
  EXPECT_TRUE(checkGenerateOptions(localOptions(ProblemKind::Kill, 19, 1)).ok());

  auto why = [](GenerateOptions o) { return std::string(checkGenerateOptions(o).message()); };
  GenerateOptions capture1 = localOptions(ProblemKind::Capture, 9, 1);
  capture1.rules = *Rules::parse("capture-1");
  EXPECT_THAT(why(capture1), HasSubstr("kind: capture problems are local goals on Go's board"));
  GenerateOptions themed = localOptions(ProblemKind::Kill, 19, 1);
  themed.theme = "ladder";
  EXPECT_THAT(why(themed), HasSubstr("theme: only capture problems have a theme"));
  GenerateOptions unknown = localOptions(ProblemKind::Capture, 9, 1);
  unknown.theme = "geta";
  EXPECT_THAT(why(unknown), HasSubstr("theme: 'geta' is not a theme"));
  GenerateOptions all = localOptions(ProblemKind::Live, 9, 1);
  all.all = true;
  EXPECT_THAT(why(all), HasSubstr("all: local goal problems are drawn at random"));
  EXPECT_THAT(why(localOptions(ProblemKind::Kill, 5, 1)), HasSubstr("size: kill problems need a board of at least 7x7"));
  GenerateOptions onlyWin = localOptions(ProblemKind::Kill, 9, 1);
  onlyWin.kind = ProblemKind::OnlyWin;
  EXPECT_THAT(why(onlyWin), HasSubstr("needs a target"));
}

TEST(GenerateLocal, CornerProblemsHaveTheOneAnswerAnExhaustiveReferenceFinds) {
  int checked = 0;
  for (ProblemKind kind : {ProblemKind::Kill, ProblemKind::Live}) {
    const GenerateResult result = generatePuzzles(localOptions(kind, 7, 3));
    ASSERT_EQ(result.puzzles.size(), 3u) << result.shortfall;
    for (const Puzzle& p : result.puzzles) {
      SCOPED_TRACE(p.title + ": " + p.rows);
      EXPECT_EQ(p.goal, problemKindName(kind));
      EXPECT_THAT(p.title, HasSubstr(kind == ProblemKind::Kill ? "to kill" : "to live"));
      const std::string answer = answerOf(p);
      ASSERT_FALSE(answer.empty());
      std::string rows;
      for (char c : p.rows)
        if (c != '/') rows += c;
      const std::vector<int> region = naiveIndices(p.region, p.width, p.height);
      int empty = 0;
      for (int q : region) empty += rows[q] == '.';
      if (empty > 8) continue;  // the reference's state graph grows as 3 to the empty points
      const char mover = p.toMove == Color::Black ? kNaiveBlack : kNaiveWhite;
      ReferenceThreats threats;  // a win without ko: none for the mover, any number for the other
      (p.toMove == Color::Black ? threats.white : threats.black) = -1;
      const Reference ref =
          referenceAnswer(p.width, p.height, rows, naiveIndices(p.targets, p.width, p.height), region, mover, threats);
      EXPECT_EQ(ref.winningForMover, std::set<std::string>{answer}) << "the one move that reaches the goal";
      ++checked;
    }
  }
  std::cout << checked << " of 6 corner problems checked against the reference\n";
  EXPECT_GE(checked, 3) << "most corner problems are small enough for the reference";
}

TEST(GenerateLocal, CaptureProblemsHaveTheOneAnswerAlphaBetaFinds) {
  GenerateOptions options = localOptions(ProblemKind::Capture, 9, 2);
  options.nodeLimit = 50'000;  // the easier problems, found sooner
  const GenerateResult result = generatePuzzles(options);
  ASSERT_EQ(result.puzzles.size(), 2u) << result.shortfall;
  ASSERT_EQ(result.themes.size(), 2u);
  for (size_t i = 0; i < result.puzzles.size(); ++i) {
    const Puzzle& p = result.puzzles[i];
    SCOPED_TRACE(p.title + ": " + p.rows);
    EXPECT_TRUE(captureThemeFromName(result.themes[i])) << result.themes[i];
    EXPECT_THAT(p.comment, HasSubstr("Theme: " + result.themes[i]));
    EXPECT_FALSE(p.region.empty()) << "a capture problem states the region it is exact for";
    SolverOptions options;
    options.kind = SolverKind::AlphaBeta;
    options.threads = 1;
    options.tableMegabytes = 16;
    auto winning = visitGame(positionOf(p), [&](auto& game) {
      std::set<std::string> moves;
      if constexpr (requires { game.targets(); }) {
        askWinWithoutKo(game);
        const SolveResult r = solvePosition(game, options);
        EXPECT_EQ(r.value, Value::Win);
        for (Move m : r.winningMoves) moves.insert(game.moveName(m));
      }
      return moves;
    });
    ASSERT_TRUE(winning.ok()) << winning.status();
    EXPECT_EQ(*winning, std::set<std::string>{answerOf(p)});
    // The region's side did not decide it: one line wider, df-pn finds the same one answer.
    Puzzle wider = p;
    wider.region = grownByALine(p.region, p.width, p.height);
    auto widerWinning = visitGame(positionOf(wider), [&](auto& game) {
      std::set<std::string> moves;
      if constexpr (requires { game.targets(); }) {
        askWinWithoutKo(game);
        SolverOptions dfpn;
        dfpn.threads = 1;
        dfpn.tableMegabytes = 16;
        dfpn.allMoves = true;
        const SolveResult r = solvePosition(game, dfpn);
        for (Move m : r.winningMoves) moves.insert(game.moveName(m));
      }
      return moves;
    });
    ASSERT_TRUE(widerWinning.ok()) << widerWinning.status();
    EXPECT_EQ(*widerWinning, std::set<std::string>{answerOf(p)}) << "in " << wider.region;
    VerifyOptions check;
    check.solver.threads = 1;
    check.solver.tableMegabytes = 16;
    for (const ClaimReport& c : verifyPuzzle(p, check).claims)
      EXPECT_EQ(c.verdict, Verdict::Pass) << toString(c.claim) << ": " << c.explanation;
  }
}

TEST(GenerateLocal, ASeedMakesTheSameSetWithAnyThreads) {
  PuzzleFile one, two;
  one.puzzles = generatePuzzles(localOptions(ProblemKind::Kill, 9, 3, 1)).puzzles;
  two.puzzles = generatePuzzles(localOptions(ProblemKind::Kill, 9, 3, 2)).puzzles;
  ASSERT_EQ(one.puzzles.size(), 3u);
  EXPECT_EQ(formatPuzzleFile(one), formatPuzzleFile(two));
}

// The theme of `line` played from a capture problem on 9x9 (rows top
// first), after checking that df-pn finds the defender lost after its
// first move, and that the line ends with the capture.
std::string themeOf(const std::string& rows, const char* target, const char* region, Color toMove,
                    const std::vector<std::string>& line) {
  PositionSpec spec;
  spec.rules = *Rules::parse("go+goal=capture");
  spec.width = spec.height = 9;
  spec.rows = rows;
  spec.toMove = toMove;
  spec.targets = target;
  spec.region = region;
  auto theme = visitGame(spec, [&](auto& game) -> std::string {
    if constexpr (requires { game.targets(); }) {
      std::vector<Move> moves;
      for (const std::string& name : line) moves.push_back(*game.moveNamed(name));
      SolverOptions options;
      options.threads = 1;
      options.tableMegabytes = 16;
      options.nodeLimit = 1'000'000;
      options.valueOnly = true;
      game.play(moves.front());
      EXPECT_EQ(solvePosition(game, options).value, Value::Loss) << line.front() << " wins: the defender is lost";
      game.undo();
      for (Move m : moves) game.play(m);
      EXPECT_EQ(game.result(), winnerOf(game.attacker())) << "the line ends with the capture";
      for (size_t i = 0; i < moves.size(); ++i) game.undo();
      return std::string(captureThemeName(captureTheme(game, moves)));
    }
    return "";
  });
  EXPECT_TRUE(theme.ok()) << theme.status();
  return theme.ok() ? *theme : "";
}

TEST(GenerateLocal, ThemesAreReadFromTheSolutionLineAsATeacherNamesThem) {
  // White's c7 with Black's b8 c8 d7 around it: the atari at c6 drives it
  // along the ladder to the left edge, one atari after another.
  EXPECT_EQ(themeOf("....X..../.XX....../..OX...../........./........./.X......./........./........./.........",
                    "c7", "c9-e9 b8-e8 a7-e7 a6-d6 a5-c5 a4-b4 a3", Color::Black,
                    {"c6", "b7", "a7", "b6", "b5", "a6", "a5"}),
            "ladder");
  // White's d4 between Black's c4 c5 d3 e3, a White stone at g7 on the
  // ladder's path: e5 covers both ways out, and White is caught.
  EXPECT_EQ(themeOf("........./........./......O../........./..X....../..XO...../...XX..../........./.........",
                    "d4", "", Color::Black, {"e5", "d5", "d6", "e4", "f4"}),
            "net");
  // White's a2 b2 c2 c1 have two liberties, a1 and b1: Black throws in at
  // b1, White takes at a1, and Black takes all five back at b1.
  EXPECT_EQ(themeOf("........./........./........./........./........./........./XXXX...../OOOX...../..OX.....",
                    "b2", "a1-e5", Color::Black, {"b1", "a1", "b1"}),
            "snapback");
  // A loose ladder on the lower edge: White does not atari Black's f3 but
  // plays f1 under it; each time Black runs, White's next move keeps her
  // at two liberties or one, until d1 takes the chain on the first line.
  // (goproof generate --kind capture --size 9 --theme loose-ladder found it.)
  EXPECT_EQ(themeOf("........./........./........./........./.....O.X./....OO.../.....XO../........./.XX......",
                    "f3", "f5-h5 e4-h4 d3-h3 c2-g2 b1-f1", Color::White,
                    {"f1", "f2", "g2", "e3", "d3", "e2", "d2", "e1", "d1"}),
            "loose-ladder");
  // White's a1 in the corner, Black's b2 beside it: the atari at a2 leaves
  // the extension to b1 one liberty, and c1 takes both: a plain atari.
  EXPECT_EQ(themeOf("........./........./........./........./........./........./........./.X......./O........",
                    "a1", "a1-e5", Color::Black, {"a2", "b1", "c1"}),
            "atari");
}

}  // namespace
}  // namespace goproof
