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
#include "solver/search/retrograde.h"

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

struct SolverOptions {
  SolverKind kind = SolverKind::Dfpn;
  size_t tableMegabytes = 256;
  double timeLimitSeconds = 0;  // 0: none
  bool allMoves = false;
  // Only the root's value is wanted (a claim about one move): solvers that can
  // skip the winning moves and the line do (df-pn); complete then refers to the value.
  bool valueOnly = false;
  bool useSymmetry = true;
  double epsilon = 0.25;        // df-pn's 1+epsilon trick
  bool ordering = true;         // move ordering by rules knowledge
  const std::atomic<bool>* stop = nullptr;
  std::function<void(const SolverProgress&)> progress;
};

// Solves game with the chosen solver. Throws std::invalid_argument when the
// solver cannot handle the rules (history-dependent rules, for instance).
template <int Words>
SolveResult solvePosition(GameState<Words>& game, const SolverOptions& options) {
  switch (options.kind) {
    case SolverKind::Dfpn: {
      DfpnOptions o;
      o.tableMegabytes = options.tableMegabytes;
      o.useSymmetry = options.useSymmetry;
      o.epsilon = options.epsilon;
      o.ordering = options.ordering;
      o.allMoves = options.allMoves;
      o.valueOnly = options.valueOnly;
      o.timeLimitSeconds = options.timeLimitSeconds;
      o.stop = options.stop;
      if (options.progress)
        o.progress = [&options](const DfpnProgress& p) {
          options.progress(SolverProgress{p.nodes, p.seconds,
                                          "pn " + std::to_string(p.rootPn) + " dn " + std::to_string(p.rootDn),
                                          p.movesSettled, p.movesTotal});
        };
      DfpnSolver<GameState<Words>> solver(o);
      return solver.solve(game);
    }
    case SolverKind::AlphaBeta: {
      if (std::string why = alphaBetaRefusal(game); !why.empty()) throw std::invalid_argument(why);
      AlphaBetaOptions o;
      o.tableMegabytes = options.tableMegabytes;
      o.useSymmetry = options.useSymmetry;
      o.allMoves = options.allMoves;
      o.ruleOrdering = options.ordering;
      o.timeLimitSeconds = options.timeLimitSeconds;
      o.stop = options.stop;
      if (options.progress)
        o.progress = [&options](uint64_t nodes, int depth, double seconds) {
          options.progress(SolverProgress{nodes, seconds, "depth " + std::to_string(depth), 0, 0});
        };
      return solveAlphaBeta(game, o);
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
      if (r.status.code() == absl::StatusCode::kCancelled) {  // stopped: the value is Unknown
        SolveResult stopped;
        stopped.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return stopped;
      }
      if (r.status.code() == absl::StatusCode::kFailedPrecondition) throw std::invalid_argument(std::string(r.status.message()));
      if (!r.status.ok()) throw std::invalid_argument(std::string(r.status.message()) + " (--tt-mb sets the limit)");
      return r;
    }
  }
  throw std::invalid_argument("unknown solver");
}

}  // namespace goproof
