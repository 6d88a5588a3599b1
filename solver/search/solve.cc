#include "solver/search/solve.h"

#include <cstdio>

namespace goproof {

std::string_view solverName(SolverKind kind) {
  switch (kind) {
    case SolverKind::Dfpn: return "dfpn";
    case SolverKind::AlphaBeta: return "alphabeta";
    case SolverKind::Retrograde: return "retro";
  }
  return "?";
}

SolverKind parseSolverKind(std::string_view name) {
  for (SolverKind k : {SolverKind::Dfpn, SolverKind::AlphaBeta, SolverKind::Retrograde})
    if (name == solverName(k)) return k;
  throw std::invalid_argument("solver: '" + std::string(name) + "' is not dfpn, alphabeta or retro");
}

std::string formatProgress(const SolverProgress& p) {
  char line[200];
  double rate = p.seconds > 0 ? p.nodes / p.seconds : 0;
  std::snprintf(line, sizeof line, "%.2fM nodes  %.0fk/s  %s  %.0fs  moves %d/%d", p.nodes / 1e6, rate / 1e3,
                p.detail.c_str(), p.seconds, p.movesSettled, p.movesTotal);
  return line;
}

}  // namespace goproof
