// One Sensei's Library / Life In 19x19 diagram, parsed from its lines:
//
//   $$Bc9 Black to play          header: $$ [B|W] [c] [size] [m<N>] title
//   $$ +-----------              borders: '-' top/bottom, '|' left/right, '+' corners
//   $$ | . . X O . .
//   $$ | . X 1 O a .             X O . , (hoshi)  1-9 0 (=10)  B # Y Z / W @ Q P (marked
//   $$ | . . X O , .             stones)  C S T M (marked empty points)  a-z (labels)
//
// The first line is the header unless what follows its "$$" begins with a
// border character ('-', '+', '|'); a diagram without a header is Black's,
// untitled, of unknown size. A header whose first character after "$$" is none
// of B W c m or a digit is all title ("$$ Small avalanche"). Lines holding only
// "$$" and spaces are skipped. Digits are moves: odd ones are the header
// colour's, even ones the other colour's. `m<N>` is kept (firstMoveNumber) but
// digits stay the diagram's own move numbers 1..10.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "formats/puzzle.h"
#include "solver/board/color.h"

namespace goproof {

// One line of markup as found in a file: text begins at "$$" (or, inside a
// [go] block that omits it, at the first character of the line's content).
struct DiagramLine {
  std::string_view text;
  int line = 0;    // 1-based line in the file
  int column = 0;  // 1-based column of text[0]
};

// A point of the diagram itself: column from the left, row from the top, 0-based.
struct DiagramPoint {
  int column = 0, row = 0;
  bool operator==(const DiagramPoint&) const = default;
};

// What a point of the diagram is marked with.
enum class DiagramMark { None, Circle, Square, Triangle, Cross };

// One point as drawn.
struct DiagramCell {
  Color stone = Color::Empty;  // the stone shown; numbered moves included
  int move = 0;                // 1..10 for a numbered move ('0' is 10), otherwise 0
  DiagramMark mark = DiagramMark::None;  // B W C = circle, # @ S = square, Y Q T = triangle, Z P M = cross
  char label = 0;              // 'a'..'z' on an empty point, otherwise 0
  bool hoshi = false;          // drawn ','
};

// A parsed diagram: header fields, borders and points, as drawn.
struct SenseiDiagram {
  bool hasHeader = false;
  Color firstMover = Color::Black;  // $$B or $$W: the side to move, the colour of move 1
  bool showCoordinates = false;     // 'c' in the header
  std::optional<int> boardSize;     // the header's size number (a square board)
  int firstMoveNumber = 1;          // m<N> in the header
  std::string title;                // the header's text after its parameters, trimmed
  SourceLocation where;             // the header (or first line): path, line, column of "$$"
  SourceLocation sizeWhere;         // where the header's size number is written, if any
  int width = 0, height = 0;        // points shown, across and down
  bool topBorder = false, bottomBorder = false, leftBorder = false, rightBorder = false;
  std::vector<DiagramCell> cells;   // width * height, top row first
  std::map<int, DiagramPoint> moves;                      // move number (1..10) -> point
  std::vector<std::pair<char, DiagramPoint>> labels;      // in reading order; a letter may repeat

  const DiagramCell& at(DiagramPoint p) const { return cells[p.row * width + p.column]; }
  bool wholeBoard() const { return topBorder && bottomBorder && leftBorder && rightBorder; }
};

// Parses one diagram from its lines (header first). Errors are one line,
// "<path>:<line>:<col>: <message>", at the offending character: unknown
// characters, ragged rows or borders, a move number used twice, rows after the
// bottom border, more than 19 points a side, a malformed header, no rows at all.
absl::StatusOr<SenseiDiagram> parseSenseiDiagram(const std::vector<DiagramLine>& lines, std::string_view path);

// A diagram placed on its board, ready for a Puzzle.
struct PlacedDiagram {
  int width = 0, height = 0;  // the whole board
  int left = 0, top = 0;      // board column and row-from-top of the diagram's top-left point
  // Puzzle::rows of the position before the numbered moves: top row first,
  // X/O/. per point, '/' between rows; numbered points and points outside the
  // diagram are empty.
  std::string rows;
  std::map<int, std::string> moves;                   // move number -> GTP point ("c3")
  std::vector<std::pair<char, std::string>> labels;   // label -> GTP point, in reading order
};

// Places a diagram on its board. A diagram with all four borders is the whole
// board. Otherwise the board size is the header's number, else boardSize
// (width, height) from the caller, and the diagram lies against each edge whose
// border it shows; along an axis without a border on either side it must span
// the whole board. Errors ("<path>:<line>:<col>: ...", at the header or its
// size): no size known for a fragment, a diagram larger than the board, a
// fragment that could lie in more than one place, a whole-board diagram whose
// header size disagrees. A whole-board diagram ignores the caller's size.
absl::StatusOr<PlacedDiagram> placeDiagram(const SenseiDiagram& diagram,
                                           std::optional<std::pair<int, int>> boardSize = std::nullopt);

}  // namespace goproof
