// The one message every table-based solver gives when it refuses rules whose
// future depends on more than the position.
#pragma once

#include <string>
#include <string_view>

#include "solver/rules/rules.h"

namespace goproof {

// "<solver> cannot solve <rules>: <Rules::historyDependence()>; its
// transposition table shares positions, so it needs rules whose future depends
// on the position alone". Only for rules with a history dependence.
inline std::string historyRefusal(std::string_view solver, const Rules& rules) {
  return std::string(solver) + " cannot solve " + rules.toString() + ": " + rules.historyDependence() +
         "; its tables share positions reached by different histories, so it needs rules whose future depends on "
         "the position alone";
}

}  // namespace goproof
