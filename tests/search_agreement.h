// Shared by the tests of the solvers' enhancements: an enhancement must not change
// an answer, so the search with it and the search without it must agree on
// the value, the winning moves and every move's value, on empty boards and on
// positions reached by random play.
#pragma once

#include <functional>
#include <initializer_list>
#include <random>
#include <string>
#include <utility>

#include "gtest/gtest.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof::testing {

// Two complete answers to one position must be equal: the value, the
// winning moves and every move's value, and in scored games the exact
// margin, the best moves and every move's margin.
inline void expectSameAnswers(const SolveResult& with, const SolveResult& without, const std::string& what) {
  ASSERT_TRUE(with.complete && without.complete) << what;
  EXPECT_EQ(with.value, without.value) << what;
  EXPECT_EQ(with.winningMoves, without.winningMoves) << what;
  ASSERT_EQ(with.moveValues.size(), without.moveValues.size()) << what;
  for (size_t i = 0; i < with.moveValues.size(); ++i)
    EXPECT_EQ(with.moveValues[i].value, without.moveValues[i].value) << what << " move " << with.moveValues[i].move;
  EXPECT_EQ(with.score, without.score) << what;
  EXPECT_EQ(with.bestMoves, without.bestMoves) << what;
  ASSERT_EQ(with.moveScores.size(), without.moveScores.size()) << what;
  for (size_t i = 0; i < with.moveScores.size(); ++i)
    EXPECT_EQ(with.moveScores[i].score, without.moveScores[i].score) << what << " move " << with.moveScores[i].move;
}

// Solves `game` (16 MiB table, every move's value) twice: with `withIt` and
// with `withoutIt` applied to the options; both answers must be complete and equal.
inline void expectSameAnswer(GameState<1>& game, const std::function<void(SolverOptions&)>& withIt,
                             const std::function<void(SolverOptions&)>& withoutIt, const std::string& what) {
  auto solve = [&](const std::function<void(SolverOptions&)>& configure) {
    SolverOptions options;
    options.tableMegabytes = 16;
    options.allMoves = true;
    configure(options);
    return solvePosition(game, options);
  };
  expectSameAnswers(solve(withIt), solve(withoutIt), what);
}

// expectSameAnswer for df-pn and for alpha-beta, each on one thread, with
// `setting` (a switch of SearchSettings) on and off.
inline void expectSameAnswerOfBothSolvers(GameState<1>& game, bool SearchSettings::*setting, const std::string& what) {
  for (SolverKind kind : {SolverKind::Dfpn, SolverKind::AlphaBeta}) {
    auto configure = [kind, setting](bool on) {
      return [kind, setting, on](SolverOptions& o) {
        o.kind = kind;
        o.threads = 1;
        o.*setting = on;
      };
    };
    expectSameAnswer(game, configure(true), configure(false), std::string(solverName(kind)) + ", " + what);
  }
}

struct RulesAndSize {
  const char* rules;
  int width, height;
};

// The empty board `b` solved on one thread (exact node counts, 64 MiB
// table) with `setting` (a switch of SearchSettings) on, then off: the
// pinned "fewer nodes" checks of the enhancements.
inline std::pair<SolveResult, SolveResult> solvedWithAndWithout(RulesAndSize b, bool SearchSettings::*setting) {
  GameState<1> game = emptyGame(b.rules, b.width, b.height);
  SolverOptions options;
  options.tableMegabytes = 64;
  options.threads = 1;
  options.*setting = true;
  SolveResult with = solvePosition(game, options);
  options.*setting = false;
  return {with, solvePosition(game, options)};
}

// Calls check(game, "rules WxH") on each board, empty, with Black to move.
inline void forEmptyBoards(std::initializer_list<RulesAndSize> boards,
                           const std::function<void(GameState<1>&, const std::string&)>& check) {
  for (RulesAndSize b : boards) {
    GameState<1> game = emptyGame(b.rules, b.width, b.height);
    check(game, std::string(b.rules) + " " + std::to_string(b.width) + "x" + std::to_string(b.height));
  }
}

// Calls check(game, description) on 12 positions per board, each 2 to 7
// random moves from the empty board (from `seed`), skipping finished games;
// returns how many were checked.
inline int forRandomOpenings(std::initializer_list<RulesAndSize> boards, unsigned seed,
                             const std::function<void(GameState<1>&, const std::string&)>& check) {
  std::mt19937 random(seed);
  int checked = 0;
  for (RulesAndSize b : boards) {
    for (int sample = 0; sample < 12; ++sample) {
      GameState<1> game = emptyGame(b.rules, b.width, b.height);
      const int plies = 2 + static_cast<int>(random() % 6);
      for (int i = 0; i < plies && game.result() == Winner::None; ++i) {
        typename GameState<1>::MoveListType moves;
        game.legalMoves(moves);
        game.play(moves[static_cast<int>(random() % static_cast<unsigned>(moves.size))]);
      }
      if (game.result() != Winner::None) continue;
      check(game, std::string(b.rules) + " after " + std::to_string(plies) + " random moves:\n" +
                      boardDiagram(game.board()));
      ++checked;
    }
  }
  return checked;
}

}  // namespace goproof::testing
