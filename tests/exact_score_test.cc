// Scored games solved to the exact margin. Retrograde analysis labels every
// state with Black's margin (endless play scoring 0); df-pn and alpha-beta
// reach the same numbers by another road, asking "does Black get at least
// k?" as a win-or-not question under a shifted komi. All three must agree on
// the score, the best moves and every move's score, on every board up to
// 3x3, from the empty board and from sampled positions, for every scored game
// (Quench #2 through QuenchTwoGame).
#include <random>

#include "gtest/gtest.h"
#include "solver/rules/two_stone_game.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::emptyGame;

std::string describe(const GameState<1>& game) {
  return game.rules().toString() + " " + std::to_string(game.geometry().width()) + "x" +
         std::to_string(game.geometry().height()) + ", " + std::string(colorLetter(game.toMove())) + " to move" +
         (game.previousPass() ? " after a pass" : "") + "\n" + boardDiagram(game.board());
}

template <class Game>
SolveResult solveWith(Game& game, SolverKind kind) {
  SolverOptions options;
  options.kind = kind;
  options.tableMegabytes = 16;
  options.allMoves = true;
  return solvePosition(game, options);
}

void expectSameScores(const SolveResult& r, const RetrogradeResult& retro, const GameState<1>& game,
                      std::string_view solver) {
  ASSERT_TRUE(retro.score.has_value()) << describe(game);
  ASSERT_TRUE(r.complete) << solver << ": " << describe(game);
  EXPECT_EQ(r.score, retro.score) << solver << ": " << describe(game);
  EXPECT_EQ(r.value, retro.value) << solver << ": " << describe(game);
  EXPECT_EQ(r.bestMoves, retro.bestMoves) << solver << ": " << describe(game);
  EXPECT_EQ(r.winningMoves, retro.winningMoves) << solver << ": " << describe(game);
  ASSERT_EQ(r.moveScores.size(), retro.moveScores.size()) << solver << ": " << describe(game);
  for (size_t i = 0; i < r.moveScores.size(); ++i) {
    EXPECT_EQ(r.moveScores[i].move, retro.moveScores[i].move);
    EXPECT_EQ(r.moveScores[i].score, retro.moveScores[i].score)
        << solver << ", move " << r.moveScores[i].move << ": " << describe(game);
  }
}

// The retrograde margins obey minimax: a finished game scores its area less
// komi, Black takes her best child and White hers. (In a game with cycles
// more than one labelling obeys it; the solvers' agreement pins the right one.)
template <class Game>
void expectMinimax(Game& game, const RetrogradeAnalysis<Game>& analysis) {
  std::optional<HalfPoints> v = analysis.marginOf(game);
  ASSERT_TRUE(v.has_value()) << describe(game);
  if (game.result() != Winner::None) {
    EXPECT_EQ(*v, game.finalMargin()) << describe(game);
    return;
  }
  typename Game::MoveListType moves;
  game.legalMoves(moves);
  std::optional<HalfPoints> best;
  for (Move m : moves) {
    game.play(m);
    HalfPoints child = *analysis.marginOf(game);
    game.undo();
    if (!best || (game.toMove() == Color::Black ? child > *best : child < *best)) best = child;
  }
  EXPECT_EQ(*v, *best) << describe(game);
  // Its sign is the win, loss or draw the retrograde solver labels.
  Value label = analysis.valueOf(game);
  HalfPoints forMover = game.toMove() == Color::Black ? *v : -*v;
  EXPECT_EQ(label, forMover > 0 ? Value::Win : forMover < 0 ? Value::Loss : Value::Draw) << describe(game);
}

struct Case {
  const char* rules;
  int width, height;
};

template <class Game>
void checkEverySolver(const Case& c) {
  Game root{emptyGame(c.rules, c.width, c.height)};
  auto analysis = RetrogradeAnalysis<Game>::analyze(root);
  ASSERT_TRUE(analysis.status().ok()) << analysis.status();
  auto check = [&](Game& position) {
    RetrogradeResult retro = analysis.solve(position, true);
    ASSERT_TRUE(retro.status.ok()) << retro.status;
    expectSameScores(solveWith(position, SolverKind::Dfpn), retro, position, "df-pn");
    expectSameScores(solveWith(position, SolverKind::AlphaBeta), retro, position, "alpha-beta");
    expectMinimax(position, analysis);
  };
  check(root);

  std::mt19937_64 rng(c.width * 100 + c.height);
  int checked = 0;
  for (int n = 0; n < 8 && !::testing::Test::HasFailure(); ++n) {
    Game game{emptyGame(c.rules, c.width, c.height)};
    while (game.result() == Winner::None && game.ply() < 3 * c.width * c.height) {
      typename Game::MoveListType moves;
      game.legalMoves(moves);
      game.play(moves[static_cast<int>(rng() % moves.size)]);
      if (game.result() != Winner::None) break;
      Game position = game.withoutHistory();
      check(position);
      ++checked;
    }
  }
  EXPECT_GT(checked, 0);
}

class ScoredSmallBoards : public ::testing::TestWithParam<Case> {};

TEST_P(ScoredSmallBoards, EverySolverFindsTheSameExactScoresAsRetrograde) {
  const Case c = GetParam();
  if (Rules::parse(c.rules)->groups == GroupRule::TwoStoneTurns) checkEverySolver<QuenchTwoGame<1>>(c);
  else checkEverySolver<GameState<1>>(c);
}

std::vector<Case> everyBoardUpTo3x3() {
  std::vector<Case> cases;
  for (const char* rules : {"go", "go+komi=1", "go+komi=-2.5", "go+ko=none", "quench-1", "quench-2", "quench-2+komi=0.5", "quench-3", "quench-4",
                            "quench-3+komi=0.5", "conversion", "conversion+komi=0.5", "conversion+mirror=1"})
    for (int w = 1; w <= 3; ++w)
      for (int h = 1; h <= 3; ++h)
        if (w * h > 1) cases.push_back({rules, w, h});
  return cases;
}

INSTANTIATE_TEST_SUITE_P(EveryBoardUpTo3x3, ScoredSmallBoards, ::testing::ValuesIn(everyBoardUpTo3x3()),
                         testing::rulesAndSizeName<Case>);

TEST(PlainGo3x3, IsBlackByNinePointsAndOnlyTheCentreKeepsThem) {
  // van der Werf, Uiterwijk and van den Herik (2003): 3x3 Go under area
  // scoring is won by Black with the whole board, starting in the centre.
  GameState<1> game = emptyGame("go", 3, 3);
  for (SolverKind kind : {SolverKind::Retrograde, SolverKind::Dfpn}) {
    SolveResult r = solveWith(game, kind);
    ASSERT_TRUE(r.score.has_value());
    EXPECT_EQ(formatMargin(*r.score), "B+9");
    EXPECT_EQ(r.bestMoves, std::vector<Move>{at(game, "b2")});
  }
  // With komi 8.5 the same play wins by half a point; komi 9 leaves it level.
  GameState<1> komi = emptyGame("go+komi=8.5", 3, 3);
  EXPECT_EQ(solveWith(komi, SolverKind::Dfpn).score, 1);
  GameState<1> level = emptyGame("go+komi=9", 3, 3);
  SolveResult r = solveWith(level, SolverKind::Dfpn);
  EXPECT_EQ(r.score, 0);
  EXPECT_EQ(r.value, Value::Draw);
}

TEST(PlainGo3x3, TheScoreComesWithoutTheMovesWhenOnlyTheValueIsAsked) {
  for (const char* rules : {"go+komi=8.5", "go+komi=9", "go+komi=9.5"}) {
    GameState<1> game = emptyGame(rules, 3, 3);
    for (SolverKind kind : {SolverKind::Dfpn, SolverKind::Retrograde}) {
      SolverOptions options;
      options.kind = kind;
      options.tableMegabytes = 16;
      options.valueOnly = true;
      SolveResult quick = solvePosition(game, options), full = solveWith(game, kind);
      EXPECT_EQ(quick.value, full.value) << rules;
      EXPECT_EQ(quick.score, full.score) << rules;
      EXPECT_NE(quick.value, Value::Unknown) << rules;
    }
  }
}

TEST(PlainGo2x2, EndlessPlayScoresNothing) {
  // On 2x2 neither side can force a finished game that favours her: every
  // attempt is met by captures and recaptures that can go on for ever, and
  // endless play scores 0.
  GameState<1> game = emptyGame("go", 2, 2);
  for (SolverKind kind : {SolverKind::Retrograde, SolverKind::Dfpn, SolverKind::AlphaBeta})
    EXPECT_EQ(solveWith(game, kind).score, 0) << solverName(kind);
}

TEST(PlainGo, AFinishedGameScoresItsAreaLessKomi) {
  // A 1x3 strip: Black on a1, White on a3, a2 touches both and is no one's.
  GameState<1> game = testing::gameFromRows<1>("go+komi=0.5", "O/./X");
  game.play(kPass);
  game.play(kPass);
  ASSERT_EQ(game.result(), Winner::White);
  EXPECT_EQ(game.finalMargin(), -1);  // one stone each, less half a point
  GameState<1> black = testing::gameFromRows<1>("go", "./X/.");
  black.play(kPass);
  black.play(kPass);
  EXPECT_EQ(formatMargin(black.finalMargin()), "B+3");  // the stone and both empty points
  EXPECT_EQ(black.scoreRange(), (ScoreRange{-6, 6}));
  EXPECT_EQ(testing::gameFromRows<1>("go+komi=7.5", "./X/.").scoreRange(), (ScoreRange{-21, 0}));
  EXPECT_EQ(emptyGame("capture-1", 3, 3).scoreRange(), (ScoreRange{-kWinMargin, kWinMargin}));
}

TEST(Margins, ReadAsGoPlayersWriteThem) {
  EXPECT_EQ(formatMargin(18), "B+9");
  EXPECT_EQ(formatMargin(-1), "W+0.5");
  EXPECT_EQ(formatMargin(0), "0");
  EXPECT_EQ(formatMargin(7), "B+3.5");
}

}  // namespace
}  // namespace goproof
