// Every solver against the reference on a local goal (docs/goals.md), for
// target_game_test, goal_status_test and goal_reference_test:
// tests/target_reference.h's exhaustive analysis by plain Go rules on one
// side, df-pn, alpha-beta and retrograde analysis on goproof's TargetGame
// on the other.
#pragma once

#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solver/rules/game_registry.h"
#include "solver/search/goal_status.h"
#include "solver/search/solve.h"
#include "tests/goal_pictures.h"
#include "tests/target_reference.h"

namespace goproof {

// The value for the side to move and the winning first moves.
struct Answer {
  Value value = Value::Unknown;
  std::set<std::string> winning;
};

// `spec` solved by `kind` under `terms` (the default: no ko threats, a
// seki lives), serially. Retrograde analysis may hold up to 4 million
// states (a region of 12 empty points needs about 2 million).
inline Answer solveWith(const PositionSpec& spec, SolverKind kind, uint64_t nodeLimit = 0,
                        const TargetTerms& terms = {}) {
  SolverOptions options;
  options.kind = kind;
  options.threads = 1;
  options.tableMegabytes = kind == SolverKind::Retrograde ? 512 : 16;
  options.nodeLimit = nodeLimit;
  auto answer = visitGame(spec, [&](auto& game) {
    if constexpr (GoalTermsGame<std::remove_cvref_t<decltype(game)>>) game.setTerms(terms);
    SolveResult r = solvePosition(game, options);
    Answer a;
    a.value = r.value;
    for (Move m : r.winningMoves) a.winning.insert(game.moveName(m));
    return a;
  });
  EXPECT_TRUE(answer.ok()) << answer.status();
  return answer.ok() ? *answer : Answer{};
}

// The reference's outcome as the value for the side to move.
inline Value valueFor(naive_rules::Outcome o, bool moverAttacks) {
  if (o == naive_rules::Outcome::Endless) return Value::Draw;
  return (o == naive_rules::Outcome::AttackerWins) == moverAttacks ? Value::Win : Value::Loss;
}

// Checks each of `solvers` against the reference on one problem (rows top
// first, no separator; targets and region as naive_rules points), and
// returns the reference's answer.
inline naive_rules::Reference expectSolversAgree(
    int width, int height, const std::string& rows, const std::vector<int>& targets, const std::vector<int>& region,
    char toMove, const std::string& label,
    std::vector<SolverKind> solvers = {SolverKind::Dfpn, SolverKind::AlphaBeta, SolverKind::Retrograde}) {
  using naive_rules::naiveName;
  std::string targetText, regionText;
  for (int t : targets) targetText += naiveName(t, width, height) + " ";
  for (int p : region) regionText += naiveName(p, width, height) + " ";
  const naive_rules::Reference ref = naive_rules::referenceAnswer(width, height, rows, targets, region, toMove);
  const PositionSpec spec = goal(width, height, slashedRows(rows, width, height), targetText.c_str(),
                                 regionText.c_str(), toMove == naive_rules::kNaiveBlack ? Color::Black : Color::White);
  const bool moverAttacks = rows[targets[0]] != toMove;
  const Value expected = valueFor(ref.root, moverAttacks);
  // Where every target stone is unconditionally alive from the start, the
  // game is over at once: it has no winning moves to compare.
  const bool over = *visitGame(spec, [](auto& game) { return game.result() != Winner::None; });
  for (SolverKind kind : solvers) {
    SCOPED_TRACE(label + " by " + std::string(solverName(kind)));
    const Answer a = solveWith(spec, kind);
    EXPECT_EQ(a.value, expected);
    if (a.value == Value::Win && !over) {
      EXPECT_EQ(a.winning, ref.winningForMover);
    }
  }
  return ref;
}

// Point names ("b3") as naive_rules points.
inline std::vector<int> naivePoints(int width, int height, const std::vector<const char*>& names) {
  std::vector<int> points;
  for (const char* n : names) points.push_back(naive_rules::naivePoint(n, width, height).value());
  return points;
}

// The empty points of plain rows.
inline std::vector<int> emptyOf(const std::string& rows) {
  std::vector<int> points;
  for (int p = 0; p < static_cast<int>(rows.size()); ++p)
    if (rows[p] == '.') points.push_back(p);
  return points;
}

}  // namespace goproof
