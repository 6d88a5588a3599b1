// Every solver is written against the SearchGame contract alone: a game that
// is not Go (Strip, tests/toy_games.h: claim cells of a row, worth more
// towards the middle; passing; a reflection symmetry; a komi) is solved to
// its exact score by df-pn and alpha-beta (through the threshold bisection of
// exact_score.h) and by retrograde analysis, through the same entry point the
// command line uses (solvePosition), and all three agree with a plain
// minimax written here.
#include <algorithm>
#include <optional>
#include <vector>

#include "gtest/gtest.h"
#include "solver/search/solve.h"
#include "tests/toy_games.h"

namespace goproof {
namespace {

using testing::Strip;

static_assert(ScoredSearchGame<Strip<5>>);

// Black's margin under perfect play, by full minimax (the game is finite).
template <int L>
HalfPoints minimax(Strip<L>& game) {
  if (game.result() != Winner::None) return game.finalMargin();
  typename Strip<L>::MoveListType moves;
  game.legalMoves(moves);
  const bool black = game.toMove() == Color::Black;
  HalfPoints best = black ? -10000 : 10000;
  for (Move m : moves) {
    game.play(m);
    HalfPoints v = minimax(game);
    game.undo();
    best = black ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// The moves that keep the minimax value.
template <int L>
std::vector<Move> bestMoves(Strip<L>& game) {
  const HalfPoints v = minimax(game);
  typename Strip<L>::MoveListType moves;
  game.legalMoves(moves);
  std::vector<Move> best;
  for (Move m : moves) {
    game.play(m);
    if (minimax(game) == v) best.push_back(m);
    game.undo();
  }
  std::sort(best.begin(), best.end());
  return best;
}

template <int L>
SolveResult solveWith(Strip<L>& game, SolverKind kind) {
  SolverOptions options;
  options.kind = kind;
  options.tableMegabytes = 1;
  return solvePosition(game, options);
}

template <int L>
void expectAllAgree(HalfPoints komi, int firstMoves) {
  Strip<L> game(komi);
  // From the empty row, and after each of the first few moves of a fixed line.
  for (int step = 0; step <= firstMoves && game.result() == Winner::None; ++step) {
    SCOPED_TRACE(::testing::Message() << "length " << L << " komi " << komi << " after " << step << " moves");
    const HalfPoints value = minimax(game);
    const std::vector<Move> best = bestMoves(game);

    for (SolverKind kind : {SolverKind::Dfpn, SolverKind::AlphaBeta, SolverKind::Retrograde}) {
      SolveResult r = solveWith(game, kind);
      ASSERT_TRUE(r.complete) << solverName(kind);
      EXPECT_EQ(r.score, value) << solverName(kind);
      EXPECT_EQ(r.bestMoves, best) << solverName(kind);
      EXPECT_EQ(r.value, value == 0 ? Value::Draw : (value > 0) == (game.toMove() == Color::Black) ? Value::Win : Value::Loss)
          << solverName(kind);
    }

    auto analysis = RetrogradeAnalysis<Strip<L>>::analyze(game);
    ASSERT_TRUE(analysis.status().ok());
    EXPECT_EQ(analysis.marginOf(game), value) << "retrograde";
    EXPECT_FALSE(analysis.canRecur()) << "cells only fill, and two passes end it";

    // Walk on: the middle cell, then the cell just left of it, and so on.
    game.play(static_cast<Move>((L - 1 - step) / 2 >= 0 ? (L - 1 - step) / 2 : 0));
  }
}

TEST(SearchGameContract, EverySolverScoresStripExactly) {
  for (HalfPoints komi : {0, 1, 3, -2, 7}) {
    expectAllAgree<1>(komi, 0);
    expectAllAgree<2>(komi, 1);
    expectAllAgree<3>(komi, 2);
    expectAllAgree<4>(komi, 2);
    expectAllAgree<5>(komi, 2);
    expectAllAgree<6>(komi, 1);
  }
}

// What a teacher would say about the smallest rows: on one cell Black takes
// it (+1); on two cells each side takes one (0); on three Black takes the
// middle, worth 2, and White a side, worth 1.
TEST(SearchGameContract, SmallRowsHaveTheObviousValues) {
  Strip<1> one;
  EXPECT_EQ(minimax(one), 2);
  Strip<2> two;
  EXPECT_EQ(minimax(two), 0);
  Strip<3> three;
  EXPECT_EQ(minimax(three), 2 * (2 + 1 - 1));
  EXPECT_EQ(bestMoves(three), (std::vector<Move>{1}));
}

// Root moves come in symmetry classes: on the empty row the reflection pairs
// cell i with cell L-1-i.
TEST(SearchGameContract, RootMoveClassesFollowTheGamesSymmetry) {
  Strip<4> game;
  std::vector<RootMoveClass> classes = rootMoveClasses(game);
  ASSERT_EQ(classes.size(), 3u);
  EXPECT_EQ(classes[0].members, (std::vector<Move>{0, 3}));
  EXPECT_EQ(classes[1].members, (std::vector<Move>{1, 2}));
  EXPECT_EQ(classes[2].members, (std::vector<Move>{kPass}));
  game.play(0);
  EXPECT_EQ(rootMoveClasses(game).size(), 4u) << "no symmetry left";
}

}  // namespace
}  // namespace goproof
