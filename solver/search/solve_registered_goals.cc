// solve_registered.h's instantiations: local goals (capture these stones),
// on every board size.
#include "solver/search/solve_registered.h"

namespace goproof {

template SolveResult solvePosition(TargetGame<1>&, const SolverOptions&);
template SolveResult solvePosition(TargetGame<2>&, const SolverOptions&);
template SolveResult solvePosition(TargetGame<6>&, const SolverOptions&);

}  // namespace goproof
