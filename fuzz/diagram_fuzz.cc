// libFuzzer target: importing any text as Sensei's Library diagrams must give
// well-formed puzzles or one error line, never crash or hang.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "formats/diagram_import.h"
#include "solver/board/geometry.h"

namespace {

// Traps unless every puzzle has a board of the size it states and every claim
// names a point on it.
void checkWellFormed(const goproof::PuzzleFile& file) {
  for (const goproof::Puzzle& puzzle : file.puzzles) {
    if (puzzle.width < 1 || puzzle.width > 19 || puzzle.height < 1 || puzzle.height > 19) __builtin_trap();
    if (puzzle.rows.size() != static_cast<size_t>(puzzle.height * (puzzle.width + 1) - 1)) __builtin_trap();
    for (const goproof::Claim& claim : puzzle.claims)
      if (goproof::parsePoint(claim.move, puzzle.width, puzzle.height).kind != goproof::ParsedPoint::Kind::OnBoard)
        __builtin_trap();
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
