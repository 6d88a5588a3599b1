// solve_registered.h's instantiations: Conquest on every board size, and the
// line-capture game.
#include "solver/search/solve_registered.h"

namespace goproof {

template SolveResult solvePosition(ConquestGame<1>&, const SolverOptions&);
template SolveResult solvePosition(ConquestGame<2>&, const SolverOptions&);
template SolveResult solvePosition(ConquestGame<6>&, const SolverOptions&);
template SolveResult solvePosition(LineCaptureGame&, const SolverOptions&);

}  // namespace goproof
