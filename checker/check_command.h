// `goproof check PROOF` and the stand-alone `goproof-check PROOF`: one
// command, two programs (the second links nothing but the checker).
#pragma once

#include <string>

#include "checker/proof_check.h"

namespace goproof::proof {

// Checks the proof at path and prints the verdict to stdout (one JSON object
// with json), progress and errors to stderr. Returns the exit code:
// 0 valid, 1 not a valid proof (with the move path of the first failing
// node), 2 the file cannot be read or names rules the checker does not know.
// listener, when given, is told of each node as it is checked.
int runCheckCommand(const std::string& path, bool json, ProofListener* listener = nullptr);

}  // namespace goproof::proof
