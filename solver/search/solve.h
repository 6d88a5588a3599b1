// One entry point for every solver: pick the algorithm by name, give common
// options, get a SolveResult. The command line and puzzle verification use this.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "solver/search/alphabeta.h"
#include "solver/search/dfpn.h"
#include "solver/search/exact_score.h"
#include "solver/search/history_refusal.h"
#include "solver/search/retrograde.h"
#include "solver/search/search_settings.h"

namespace goproof {

enum class SolverKind { Dfpn, AlphaBeta, Retrograde };

// "dfpn", "alphabeta" or "retro".
std::string_view solverName(SolverKind kind);
// Parses a solver name; throws std::invalid_argument naming the choices.
SolverKind parseSolverKind(std::string_view name);

// What a running solver reports about once a second, whichever it is.
struct SolverProgress {
  uint64_t nodes = 0;
  double seconds = 0;
  std::string detail;  // e.g. "pn 12 dn 40" or "depth 9"
  int movesSettled = 0, movesTotal = 0;
};
// One line for a terminal: nodes, rate, detail, elapsed time, moves settled.
std::string formatProgress(const SolverProgress& p);

// A solve: the algorithm, the knobs (search_settings.h, declared once), and
// what only a whole solve has.
struct SolverOptions : SearchSettings {
  SolverKind kind = SolverKind::Dfpn;
  // df-pn and alpha-beta: save the table now and then, resume from one;
  // used only by the solver whose entries they carry (CheckpointHooks::solver).
  CheckpointHooks checkpoint;
  std::function<void(const SolverProgress&)> progress;
};

// For games won without points: the score is who wins (+-1 point, 0 for a
// draw), and the best moves are those that keep the value (every move of a
// lost position; the drawing moves of a drawn one only when every move was
// valued).
template <SearchGame Game>
void scoreByValue(Game& game, SolveResult& r) {
  if (r.value == Value::Unknown) return;
  Color me = game.toMove();
  auto marginFor = [me](Value v) {
    Winner w = winnerFor(v, me);
    return w == Winner::Black ? kWinMargin : w == Winner::White ? -kWinMargin : 0;
  };
  r.score = marginFor(r.value);
  for (const auto& mv : r.moveValues) r.moveScores.push_back({mv.move, marginFor(mv.value)});
  if (game.result() != Winner::None) return;
  if (r.value == Value::Win) {
    r.bestMoves = r.winningMoves;
  } else if (r.value == Value::Loss && r.complete) {
    typename Game::MoveListType moves;
    game.legalMoves(moves);
    r.bestMoves.assign(moves.begin(), moves.end());
    std::sort(r.bestMoves.begin(), r.bestMoves.end());
  } else {
    for (const auto& mv : r.moveValues)
      if (mv.value == r.value) r.bestMoves.push_back(mv.move);
  }
}

// The df-pn settings of `options` on `threads` threads: --tt-mb bounds the
// table and the threads' child-list caches together (search_memory.h).
inline DfpnOptions dfpnOptionsFor(const SolverOptions& options, int threads) {
  DfpnOptions o;
  static_cast<SearchSettings&>(o) = options;
  o.threads = threads;
  const DfpnMemoryPlan memory = planDfpnMemory(options.tableMegabytes, threads, options.childCache);
  o.tableMegabytes = memory.tableMegabytes;
  o.childCacheBytes = memory.childCacheBytes;
  return o;
}

// A df-pn progress line's detail: the question (scored games), the root's
// numbers, and the root's move searched now with its numbers, which move
// while the root's wait for that move's search to end. `names` names moves
// (any position of the root's board).
template <class MoveNames>
std::string dfpnProgressDetail(const DfpnProgress& p, const MoveNames& names) {
  std::string detail = (p.question.empty() ? "" : p.question + "  ") + "pn " + std::to_string(p.rootPn) + " dn " +
                       std::to_string(p.rootDn);
  if (p.rootMove != kNoMove)
    detail += "  in " + names.moveName(p.rootMove) + ": pn " + std::to_string(p.rootMovePn) + " dn " +
              std::to_string(p.rootMoveDn);
  return detail;
}

// df-pn's answer: the value, or for a scored game the exact margin by bisection.
template <class Solver, SearchGame Game>
SolveResult solveWithDfpn(Game& game, const DfpnOptions& options) {
  // A scored game's progress line says which margin is asked.
  std::string asking;
  DfpnOptions o = options;
  if (options.progress && game.scored())
    o.progress = [&options, &asking](const DfpnProgress& p) {
      DfpnProgress named = p;
      named.question = asking;
      options.progress(named);
    };
  Solver solver(o);
  solver.resume(game);
  if (!game.scored()) {
    SolveResult r = solver.solve(game);
    solver.saveCheckpoint();
    return r;
  }
  if constexpr (!ScoredSearchGame<Game>) throw std::invalid_argument("df-pn cannot score this game");
  else {
    ExactScoreSearch<Game> search(
        [&solver](Game& g, Color attacker) -> std::optional<bool> {
          Value v = solver.prove(g, attacker);
          if (v == Value::Unknown) return std::nullopt;
          return v == Value::Win;
        },
        [&solver] { return solver.nodes(); });
    search.setGuess(o.scoreGuess);
    if (options.progress) search.onQuestion = [&asking](const std::string& q) { asking = q; };
    SolveResult r = search.solve(game, o.allMoves, o.valueOnly);
    r.stats.table = solver.tableStats();
    solver.saveCheckpoint();
    return r;
  }
}

// The solve itself, before scoreByValue (see solvePosition).
template <SearchGame Game>
SolveResult solveWithSolver(Game& game, const SolverOptions& options) {
  if constexpr (requires { game.rules(); }) {
    if (game.rules().pie && !game.rules().pieSwap())
      throw std::invalid_argument(
          "the refined pie rule is a choice before play: from the empty board, goproof solve --rules " +
          game.rules().toString() + " finds the fairest opening (refined_pie.h); solve positions without +pie");
    if (options.scoreGuess && !game.scored())
      throw std::invalid_argument("--score-guess is for scored games: " + game.rules().toString() +
                                  " is won or lost, with no score to guess");
    if (options.scoreGuess && options.kind == SolverKind::Retrograde)
      throw std::invalid_argument(
          "--score-guess is for df-pn and alpha-beta (retrograde analysis labels every position)");
    if (game.scored() && options.kind != SolverKind::Retrograde && game.historyDependent())
      throw std::invalid_argument(
          historyRefusal(options.kind == SolverKind::Dfpn ? "df-pn" : "alpha-beta", game.rules()));
  }
  switch (options.kind) {
    case SolverKind::Dfpn: {
      DfpnOptions o = dfpnOptionsFor(options, std::max(1, options.threads));
      if (options.checkpoint.solver == "dfpn") o.checkpoint = options.checkpoint;
      if (options.progress)
        o.progress = [&options, &game](const DfpnProgress& p) {
          options.progress(SolverProgress{p.nodes, p.seconds, dfpnProgressDetail(p, game), p.movesSettled,
                                          p.movesTotal});
        };
      if (o.threads > 1) return solveWithDfpn<DfpnSolver<Game, true>>(game, o);
      return solveWithDfpn<DfpnSolver<Game, false>>(game, o);
    }
    case SolverKind::AlphaBeta: {
      if (std::string why = alphaBetaRefusal(game); !why.empty()) throw std::invalid_argument(why);
      AlphaBetaOptions o;
      static_cast<SearchSettings&>(o) = options;
      o.threads = std::max(1, options.threads);
      if (options.checkpoint.solver == "alphabeta") o.checkpoint = options.checkpoint;
      if (options.progress)
        o.progress = [&options](uint64_t nodes, int depth, double seconds, const std::string& stage) {
          options.progress(SolverProgress{nodes, seconds,
                                          "depth " + std::to_string(depth) + (stage.empty() ? "" : "  " + stage), 0, 0});
        };
      return solveAlphaBeta(game, o);  // scored games to the exact margin as well
    }
    case SolverKind::Retrograde: {
      // The whole state graph: memory grows with the states (about 120 bytes
      // each), so --tt-mb bounds it here too.
      RetrogradeOptions o;
      o.maxStates = std::max<size_t>(1000, options.tableMegabytes * (size_t{1} << 20) / 140);
      o.allMoves = options.allMoves;
      auto start = std::chrono::steady_clock::now();
      double nextReport = 1;
      o.keepGoing = [&](size_t states) {
        double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (options.progress && t >= nextReport) {
          options.progress(SolverProgress{states, t, "building the state graph", 0, 0});
          nextReport = t + 1;
        }
        return !(options.stop && options.stop->load()) && !(options.timeLimitSeconds > 0 && t >= options.timeLimitSeconds);
      };
      RetrogradeResult r = solveRetrograde(game, o);
      // Stopped, or out of room (like a time limit, not bad input): the value is Unknown.
      const bool outOfRoom = r.status.code() == absl::StatusCode::kResourceExhausted;
      if (outOfRoom || r.status.code() == absl::StatusCode::kCancelled) {
        SolveResult unsettled;
        if (outOfRoom) unsettled.incompleteReason = std::string(r.status.message()) + " (--tt-mb sets the limit)";
        unsettled.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return unsettled;
      }
      if (r.status.code() == absl::StatusCode::kFailedPrecondition) throw std::invalid_argument(std::string(r.status.message()));
      if (!r.status.ok()) throw std::invalid_argument(std::string(r.status.message()));
      return r;
    }
  }
  throw std::invalid_argument("unknown solver");
}

// Solves game with the chosen solver. Throws std::invalid_argument when the
// solver cannot handle the rules (history-dependent rules, for instance).
// Scored games are solved to the exact margin (SolveResult::score): the
// retrograde solver labels margins itself, alpha-beta searches margins
// (search_score.h), and df-pn answers the questions "does Black get at least
// k?" of exact_score.h.
// Every result carries a score (scoreByValue for games without points).
template <SearchGame Game>
SolveResult solvePosition(Game& game, const SolverOptions& options) {
  SolveResult r = solveWithSolver(game, options);
  if (!game.scored()) scoreByValue(game, r);
  return r;
}

}  // namespace goproof
