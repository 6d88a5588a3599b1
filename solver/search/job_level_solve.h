// A whole solve on a job-level master (job_level_pns.h): the value, every
// winning move, every move's value on request, and for a scored game the
// exact margin and best moves, asked as the same questions a single df-pn
// solve asks (DfpnSolver::solve, exact_score.h), so that the answers never
// depend on how many workers there are. Only the line differs: it follows
// what the master knows, and stops where that ends.
#pragma once

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "solver/search/exact_score.h"
#include "solver/search/history_refusal.h"
#include "solver/search/job_level_pns.h"
#include "solver/search/root_symmetry.h"
#include "solver/search/search_settings.h"

namespace goproof {

namespace job_level_detail {

// Whether `side` wins at game (the root, or a root move just played by
// her): Win, Loss, Draw (needDraws), or Unknown when stopped.
template <SearchGame Game>
Value valueFor(JobLevelPns<Game>& master, const Game& game, Color side, bool needDraws) {
  const Winner w = game.result();
  if (w != Winner::None) return w == winnerOf(side) ? Value::Win : w == Winner::Draw ? Value::Draw : Value::Loss;
  Value v = master.prove(game, side);
  if (v == Value::Loss && needDraws) {
    const Value theirs = master.prove(game, opponent(side));
    v = theirs == Value::Win ? Value::Loss : theirs == Value::Loss ? Value::Draw : Value::Unknown;
  }
  return v;
}

// The winner's line as far as the master knows it: her known winning moves,
// and her opponent's first move whose answer is known (up to 200 moves).
template <SearchGame Game>
std::vector<Move> knownLine(const JobLevelPns<Game>& master, Game game, Color winner) {
  std::vector<Move> line;
  std::vector<uint64_t> seen{game.hash()};
  while (line.size() < 200 && game.result() == Winner::None) {
    typename Game::MoveListType moves;
    game.legalMoves(moves);
    Move next = kNoMove;
    for (Move m : moves) {
      game.play(m);
      const bool known = master.knownAnswer(game, winner) == Value::Win;
      const bool fresh = std::find(seen.begin(), seen.end(), game.hash()) == seen.end();
      game.undo();
      if (known && fresh) {
        next = m;
        break;
      }
    }
    if (next == kNoMove) break;
    game.play(next);
    seen.push_back(game.hash());
    line.push_back(next);
  }
  return line;
}

template <SearchGame Game>
SolveResult solveValue(JobLevelPns<Game>& master, Game& root, const SearchSettings& o) {
  SolveResult result;
  const Color me = root.toMove();
  const bool draws = root.drawsPossible();
  const Value v = valueFor(master, root, me, draws);
  result.value = v;
  if (root.result() != Winner::None) {
    result.complete = true;
    return result;
  }
  bool stopped = master.stopped();
  if (!o.valueOnly && (v == Value::Win || o.allMoves || stopped)) {
    for (const RootMoveClass& c : rootMoveClasses(root, o.useSymmetry)) {
      root.play(c.representative);
      Value mv = stopped ? Value::Unknown : valueFor(master, root, me, o.allMoves && draws);
      if (mv == Value::Unknown && master.knownAnswer(root, me) == Value::Win) mv = Value::Win;
      root.undo();
      stopped = stopped || master.stopped();
      for (Move m : c.members) {
        if (mv == Value::Win) result.winningMoves.push_back(m);
        if (o.allMoves && mv != Value::Unknown) result.moveValues.push_back({m, mv});
      }
    }
    std::sort(result.winningMoves.begin(), result.winningMoves.end());
    std::sort(result.moveValues.begin(), result.moveValues.end(),
              [](const auto& a, const auto& b) { return a.move < b.move; });
  }
  if (result.value == Value::Unknown && !result.winningMoves.empty()) result.value = Value::Win;
  if (!o.valueOnly && (result.value == Value::Win || result.value == Value::Loss))
    result.principalVariation = knownLine(master, root, result.value == Value::Win ? me : opponent(me));
  result.complete = !stopped;
  return result;
}

}  // namespace job_level_detail

// Solves root on `master`'s workers: for a game without points its value
// and moves (solve.h's scoreByValue then gives the score), for a scored game
// the exact margin by exact_score.h's questions. `o` gives allMoves,
// valueOnly, useSymmetry and scoreGuess. Throws std::invalid_argument for
// history-dependent rules (superko, repeater-loses), as df-pn does.
template <SearchGame Game>
SolveResult solveWithJobs(JobLevelPns<Game>& master, Game& root, const SearchSettings& o) {
  if (root.historyDependent()) {  // as df-pn refuses them: a table's facts would mix histories
    if constexpr (requires { root.rules(); }) throw std::invalid_argument(historyRefusal("df-pn", root.rules()));
    throw std::invalid_argument("the job-level search needs a game whose future depends on the position alone");
  }
  SolveResult r;
  if (!root.scored()) {
    r = job_level_detail::solveValue(master, root, o);
  } else if constexpr (!ScoredSearchGame<Game>) {
    throw std::invalid_argument("the job-level search cannot score this game");
  } else {
    ExactScoreSearch<Game> search(
        [&master](Game& g, Color attacker) -> std::optional<bool> {
          const Value v = master.prove(g, attacker);
          if (v == Value::Unknown) return std::nullopt;
          return v == Value::Win;
        },
        [&master] { return master.nodes(); }, [&master] { return master.seconds(); });
    search.setGuess(o.scoreGuess);
    r = search.solve(root, o.allMoves, o.valueOnly);
  }
  master.finishJobs();  // their answers belong in the checkpoint and the store
  r.stats.nodes = master.nodes();
  r.stats.seconds = master.seconds();
  master.saveCheckpoint();
  return r;
}

}  // namespace goproof
