// solve_registered.h's instantiations: the stone games on one 64-bit word
// (boards up to 8x8), Quench #2 with them.
#include "solver/search/solve_registered.h"

namespace goproof {

template SolveResult solvePosition(GameState<1>&, const SolverOptions&);
template SolveResult solvePosition(QuenchTwoGame<1>&, const SolverOptions&);

}  // namespace goproof
