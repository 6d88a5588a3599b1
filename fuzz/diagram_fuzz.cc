// libFuzzer target: importing any text as Sensei's Library diagrams must give
// well-formed puzzles or one error line, never crash or hang.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "formats/diagram_import.h"
#include "solver/board/geometry.h"

namespace {

bool isOnBoard(const std::string& move, const goproof::Puzzle& puzzle) {
  return goproof::parsePoint(move, puzzle.width, puzzle.height).kind == goproof::ParsedPoint::Kind::OnBoard;
}

// Traps unless every puzzle has a board of the size it states and every claim
// names points on it: a `line` claim its moves (its move field is empty by
// design), every other claim its move (diagrams show moves as stones, so the
// importer never writes a pass or a claim without a move).
void checkWellFormed(const goproof::PuzzleFile& file) {
  for (const goproof::Puzzle& puzzle : file.puzzles) {
    if (puzzle.width < 1 || puzzle.width > 19 || puzzle.height < 1 || puzzle.height > 19) __builtin_trap();
    if (puzzle.rows.size() != static_cast<size_t>(puzzle.height * (puzzle.width + 1) - 1)) __builtin_trap();
    for (const goproof::Claim& claim : puzzle.claims) {
      if (claim.kind != goproof::ClaimKind::Line) {
        if (!isOnBoard(claim.move, puzzle)) __builtin_trap();
        continue;
      }
      if (!claim.move.empty() || claim.line.empty()) __builtin_trap();
      for (const goproof::LineMove& step : claim.line)
        if (!isOnBoard(step.move, puzzle)) __builtin_trap();
    }
  }
}

void importAndCheck(std::string_view text, std::optional<std::pair<int, int>> boardSize) {
  static const goproof::Rules rules = *goproof::Rules::parse("capture-1");
  auto file = goproof::puzzlesFromDiagramText(text, "fuzz.txt", rules, boardSize);
  if (file.ok())
    checkWellFormed(*file);
  else if (file.status().message().find('\n') != std::string_view::npos)
    __builtin_trap();  // errors are one line
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  importAndCheck(text, std::nullopt);
  importAndCheck(text, std::make_pair(9, 9));  // fragments placed with a caller's size
  return 0;
}
