#include "formats/puzzle_input.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "formats/diagram_import.h"
#include "formats/native_format.h"
#include "formats/sgf_puzzle.h"
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
    case PuzzleSyntax::Native: return parsePuzzleFile(text, path);  // checks positions itself
    case PuzzleSyntax::Sgf:
    case PuzzleSyntax::Diagrams: break;
  }
  auto file = detectSyntax(text) == PuzzleSyntax::Sgf
                  ? puzzlesFromSgf(text, path, options)
                  : puzzlesFromDiagramText(text, path, options.rules, options.diagramSize);
  if (!file.ok()) return file;
  // A position no game can reach is bad input, as in a native file.
  for (const Puzzle& p : file->puzzles)
    if (absl::Status valid = checkPosition(p); !valid.ok())
      return absl::InvalidArgumentError(cat(toString(p.where), ": ", valid.message()));
  return file;
}

bool readTextFile(const std::string& path, std::string* text, std::string* why) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    *why = "is a directory";
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    *why = std::strerror(errno);
    return false;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) {
    *why = "read error";
    return false;
  }
  *text = buffer.str();
  return true;
}

absl::StatusOr<PuzzleFile> readPuzzles(const std::string& path, const ImportOptions& options, std::string* text) {
  std::string own, why;
  std::string& content = text ? *text : own;
  if (!readTextFile(path, &content, &why)) return absl::NotFoundError(cat(path, ": cannot read: ", why));
  if (content.find('\0') != std::string::npos)
    return absl::InvalidArgumentError(cat(path, ": a binary file, not puzzle text"));
  return parsePuzzles(content, path, options);
}

absl::Status writeTextFileAtomically(const std::string& path, std::string_view text) {
  std::string temporary = cat(path, ".tmp-", ::getpid());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return absl::UnavailableError(cat(path, ": cannot write: ", std::strerror(errno)));
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.flush();
    if (!out) {
      std::remove(temporary.c_str());
      return absl::UnavailableError(cat(path, ": cannot write: ", std::strerror(errno)));
    }
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    std::string why = std::strerror(errno);
    std::remove(temporary.c_str());
    return absl::UnavailableError(cat(path, ": cannot write: ", why));
  }
  return absl::OkStatus();
}

}  // namespace goproof
