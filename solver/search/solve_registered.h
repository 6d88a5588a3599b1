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

// A list of game types.
template <class... Games>
struct GameTypeList {};

// Every type withGameType calls back with, for each registered family and
// board size; solve_registered_test.cc checks the registry against it.
using RegisteredGameTypes =
    GameTypeList<GameState<1>, GameState<2>, GameState<6>, QuenchTwoGame<1>, TargetGame<1>, TargetGame<2>,
                 TargetGame<6>, ConquestGame<1>, ConquestGame<2>, ConquestGame<6>, LineCaptureGame>;

// The explicit instantiations, defined in solve_registered_*.cc.
extern template SolveResult solvePosition(GameState<1>&, const SolverOptions&);
extern template SolveResult solvePosition(GameState<2>&, const SolverOptions&);
extern template SolveResult solvePosition(GameState<6>&, const SolverOptions&);
extern template SolveResult solvePosition(QuenchTwoGame<1>&, const SolverOptions&);
extern template SolveResult solvePosition(TargetGame<1>&, const SolverOptions&);
extern template SolveResult solvePosition(TargetGame<2>&, const SolverOptions&);
extern template SolveResult solvePosition(TargetGame<6>&, const SolverOptions&);
extern template SolveResult solvePosition(ConquestGame<1>&, const SolverOptions&);
extern template SolveResult solvePosition(ConquestGame<2>&, const SolverOptions&);
extern template SolveResult solvePosition(ConquestGame<6>&, const SolverOptions&);
extern template SolveResult solvePosition(LineCaptureGame&, const SolverOptions&);

}  // namespace goproof
