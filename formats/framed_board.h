// Boards as people draw them in text: rows of X, O and . top row first (and
// for Conquest b and w, each player's territory),
// optionally framed by coordinate lines, row numbers and borders. The native
// puzzle format uses this for its `board:` block (docs/puzzle-format.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace goproof {

// Collects the lines of one board block and checks their frame.
class FramedBoardReader {
 public:
  // What went wrong, at which 1-based column of which line given to addLine.
  struct Error {
    std::string message;
    int lineIndex = 0;  // 0-based index among the lines added
    int column = 1;
  };

  // Adds the next line of the block. Returns false (and sets error()) when the
  // line cannot belong to a board.
  bool addLine(std::string_view line);
  // Checks the block as a whole: at least one row, equal row lengths, row
  // numbers and coordinate lines that match. Returns false and sets error().
  bool finish();

  int width() const { return width_; }
  int height() const { return static_cast<int>(rows_.size()); }
  // The rows joined by '/', one of X, O, ., b, w per point (Puzzle::rows form).
  std::string rows() const;
  const Error& error() const { return error_; }
  // Where the point in column x (from the left) of row `row` (from the top,
  // both 0-based) was written: the index of its line among those added, and
  // its 1-based column there. Only after a successful finish().
  std::pair<int, int> placeOf(int x, int row) const {
    return {rows_[row].lineIndex, rows_[row].columns[x]};
  }

 private:
  struct Row {
    std::string points;
    std::vector<int> columns;  // 1-based column of each point in its line
    int lineIndex;
    std::optional<int> numberLeft, numberRight;
    int numberColumn;
  };
  struct CoordinateLine {
    int letters;
    int lineIndex;
  };
  bool fail(int lineIndex, int column, std::string message);

  std::vector<Row> rows_;
  std::vector<CoordinateLine> coordinateLines_;
  int lines_ = 0;
  int width_ = 0;
  Error error_;
};

// The board drawn in the canonical framed layout: column letters above and
// below, row numbers on both sides, each line starting with `indent`.
// rows is in Puzzle::rows form.
std::string framedBoard(std::string_view rows, int width, int height, std::string_view indent = "  ");

}  // namespace goproof
