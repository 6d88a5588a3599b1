// Reading puzzles from any supported file: the native format, SGF, or text
// holding Sensei's Library / forum diagrams, told apart by their content.
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "formats/puzzle.h"
#include "formats/sgf_answer_conventions.h"

namespace goproof {

enum class PuzzleSyntax { Native, Sgf, Diagrams };
// "native", "sgf" or "diagrams".
std::string_view toString(PuzzleSyntax syntax);

// Which syntax text is written in: Native when its first meaningful line is
// the version line, Sgf when it begins with "(", otherwise Diagrams.
PuzzleSyntax detectSyntax(std::string_view text);

// What formats without their own rules or size need.
struct ImportOptions {
  Rules rules;                                      // SGF without a usable RU, and diagrams
  std::optional<std::pair<int, int>> diagramSize;   // board size for partial diagrams
  // A house convention for SGF answers (--correct-marker, --wrong-marker):
  // comment texts that mark a right or a wrong branch, in addition to the
  // conventions read by default.
  HouseMarkers markers;
  // How SGF trees with no answer mark at all are read (--unmarked).
  UnmarkedTrees unmarked = UnmarkedTrees::Auto;
  // False when the rules are only the default (no --rules given): an SGF
  // tree without RU is then reported once per file, since a life-and-death
  // collection read as Capture Go fails for a reason the user did not choose.
  bool rulesGiven = true;
  // A local goal (--goal, docs/goals.md): "" reads the goal a problem's words
  // state; "auto" also infers one where they state none; "capture", "save",
  // "kill" or "live" sets that goal whatever the file says.
  std::string goal;
  // True when the command puts a target of its own in place of the file's
  // (solve --target): the reader's notice then names the file's likeliest
  // group as what the flag replaced, not as the target.
  bool targetGiven = false;
};

// Parses text in the syntax it is written in. Errors: "path:line:col: message".
absl::StatusOr<PuzzleFile> parsePuzzles(std::string_view text, const std::string& path, const ImportOptions& options);

// Reads (formats/text_files.h: "-" is standard input, inputs are bounded)
// and parses a file; the text read is left in *text when given. Errors:
// "NAME: cannot read: why", "NAME: empty file", a parse error, or Cancelled
// when *stop was set while reading.
absl::StatusOr<PuzzleFile> readPuzzles(const std::string& path, const ImportOptions& options,
                                       std::string* text = nullptr, const std::atomic<bool>* stop = nullptr);

}  // namespace goproof
