// solve_registered.h's instantiations: the stone games on boards of more
// than 64 points.
#include "solver/search/solve_registered.h"

namespace goproof {

template SolveResult solvePosition(GameState<2>&, const SolverOptions&);
template SolveResult solvePosition(GameState<6>&, const SolverOptions&);

}  // namespace goproof
