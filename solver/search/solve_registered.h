// solvePosition (solve.h) for every game type the registry (game_registry.h)
// turns rules into, compiled once in solve_registered_*.cc rather than in
// every file that solves whatever game a rule set names: each such file
// compiled the three solvers for all eleven types (two minutes a file).
// Include this where a call solves a game chosen by withGameType or
// visitGame, and link goproof_solve_registered. A file that includes
// solve.h alone compiles its own copies, as before: slower, same answers.
#pragma once

#include "solver/rules/game_registry.h"
#include "solver/search/solve.h"

namespace goproof {

// Every type withGameType calls back with, for each registered family and
// board size, as X(type) X(type) ...: the one list, from which the
// declarations below come, and which solve_registered_test.cc checks the
// registry against. Each type's instantiation is in one of
// solve_registered_*.cc (without one, a call that solves it fails to link).
#define GOPROOF_FOR_EACH_REGISTERED_GAME_TYPE(X)                                                      \
  X(GameState<1>) X(GameState<2>) X(GameState<6>) X(QuenchTwoGame<1>) X(TargetGame<1>) X(TargetGame<2>) \
  X(TargetGame<6>) X(ConquestGame<1>) X(ConquestGame<2>) X(ConquestGame<6>) X(LineCaptureGame)

#define GOPROOF_SOLVE_DEFINED_ELSEWHERE(Game) extern template SolveResult solvePosition(Game&, const SolverOptions&);
GOPROOF_FOR_EACH_REGISTERED_GAME_TYPE(GOPROOF_SOLVE_DEFINED_ELSEWHERE)
#undef GOPROOF_SOLVE_DEFINED_ELSEWHERE

}  // namespace goproof
