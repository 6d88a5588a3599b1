// The native puzzle format (docs/puzzle-format.md): reading, with one
// file:line:col error for anything wrong, and writing in a canonical layout.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "formats/puzzle.h"

namespace goproof {

// The version this goproof reads and writes ("goproof-puzzles 1").
inline constexpr int kPuzzleFormatVersion = 1;

// Parses a whole file. path is used in locations and error messages. Every
// puzzle's position is checked to be reachable (checkPosition). On error the
// status message is one line, "path:line:col: message".
absl::StatusOr<PuzzleFile> parsePuzzleFile(std::string_view text, const std::string& path);

// Writes puzzles in the canonical layout; parsePuzzleFile reads back equal
// puzzles (locations aside).
std::string formatPuzzleFile(const PuzzleFile& file);

}  // namespace goproof
