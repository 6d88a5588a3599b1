#include "formats/puzzle_input.h"

#include "formats/diagram_import.h"
#include "formats/native_format.h"
#include "formats/sgf_puzzle.h"
#include "formats/text_files.h"
#include "solver/util/text.h"

namespace goproof {

std::string_view toString(PuzzleSyntax syntax) {
  switch (syntax) {
    case PuzzleSyntax::Native: return "native";
    case PuzzleSyntax::Sgf: return "sgf";
    case PuzzleSyntax::Diagrams: break;
  }
  return "diagrams";
}

PuzzleSyntax detectSyntax(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // UTF-8 byte-order mark
  // Native files that lack the version line still read as native, so that
  // their error says so, unless the text holds diagrams.
  const bool looksNative = text.find("$$") == std::string_view::npos &&
                           (text.substr(0, 7) == "puzzle:" || text.find("\npuzzle:") != std::string_view::npos);
  for (std::string_view line : split(text, '\n')) {
    size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    line.remove_prefix(i);
    if (line.empty() || line[0] == '#') continue;
    if (line.substr(0, 15) == "goproof-puzzles") return PuzzleSyntax::Native;
    if (line[0] == '(') return PuzzleSyntax::Sgf;
    return looksNative ? PuzzleSyntax::Native : PuzzleSyntax::Diagrams;
  }
  return PuzzleSyntax::Diagrams;
}

absl::StatusOr<PuzzleFile> parsePuzzles(std::string_view text, const std::string& path, const ImportOptions& options) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte-order mark is not content
  switch (detectSyntax(text)) {
    case PuzzleSyntax::Native: {
      auto file = parsePuzzleFile(text, path);  // checks positions itself
      if (file.ok() && file->puzzles.empty())  // verifying nothing is no success
        return absl::InvalidArgumentError(
            cat(path, ":1:1: no puzzles in the file: each one starts with a 'puzzle: TITLE' line"));
      return file;
    }
    case PuzzleSyntax::Sgf: break;
    case PuzzleSyntax::Diagrams:
      // The diagram reader knows no local goal yet: refused, rather than a
      // Capture Go answer to a problem the flag said was a kill.
      if (!options.goal.empty())
        return absl::InvalidArgumentError(
            cat(path, ":1:1: goal: this is a diagram page, and goproof does not read a local goal (--goal ", options.goal,
                ") from diagrams yet; give the problem as SGF, or its position to goproof solve with --board, --goal and "
                "--target"));
      break;
  }
  auto file = detectSyntax(text) == PuzzleSyntax::Sgf
                  ? puzzlesFromSgf(text, path, options)
                  : puzzlesFromDiagramText(text, path, options.rules, options.diagramSize);
  if (!file.ok()) return file;
  // A position no game can reach is bad input, as in a native file.
  for (const Puzzle& p : file->puzzles) {
    if (absl::Status valid = checkPosition(p); !valid.ok()) {
      SourceLocation at = p.where;  // or where the state it blames was written
      for (std::string_view field : stateFieldsBlamed(std::string(valid.message())))
        if (auto it = p.stateWhere.find(std::string(field)); it != p.stateWhere.end()) {
          at = it->second;
          break;
        }
      return absl::InvalidArgumentError(cat(toString(at), ": ", valid.message()));
    }
    std::string why;
    if (const Claim* c = claimThatDoesNotFit(p, &why)) return absl::InvalidArgumentError(cat(toString(c->where), ": ", why));
  }
  return file;
}

absl::StatusOr<PuzzleFile> readPuzzles(const std::string& path, const ImportOptions& options, std::string* text,
                                       const std::atomic<bool>* stop) {
  auto content = readInputText(path, stop);
  if (!content.ok()) return content.status();
  const std::string name = displayName(path);
  std::string_view meaningful = *content;
  if (meaningful.substr(0, 3) == "\xEF\xBB\xBF") meaningful.remove_prefix(3);
  if (meaningful.find_first_not_of(" \t\r\n") == std::string_view::npos)
    return absl::InvalidArgumentError(cat(name, ": empty file: there are no puzzles in it"));
  auto file = parsePuzzles(*content, name, options);
  if (text) *text = *std::move(content);
  return file;
}

}  // namespace goproof
