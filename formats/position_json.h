// A position as one JSON object, exactly: what a distributed solve's master
// sends its workers (tools/distributed_solve.h). Every field of a
// PositionSpec, with the komi as JSON's round-trip number, so that the
// worker sets up the very state the master holds (a threshold game's
// quarter-point komi included).
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "solver/rules/position_setup.h"

namespace goproof {

// The position as compact JSON text.
std::string positionJson(const PositionSpec& spec);

// The position positionJson wrote; an error for text it did not write.
absl::StatusOr<PositionSpec> positionFromJson(std::string_view text);

}  // namespace goproof
