// A margin in JSON, as the commands' --json output writes scores.
#pragma once

#include "nlohmann/json.hpp"
#include "solver/rules/margin.h"

namespace goproof::cli {

// Black's margin in points: whole numbers as integers (9, -5), halves as
// decimals (-0.5).
inline nlohmann::json jsonPoints(HalfPoints m) {
  return m % 2 == 0 ? nlohmann::json(m / 2) : nlohmann::json(marginPoints(m));
}

}  // namespace goproof::cli
