// Boards as text: the one-line form "OOX/.XX/XO." (top row first, X Black,
// O White, . empty) and a framed diagram with GTP coordinates.
#pragma once

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "absl/strings/cord.h"
#include "solver/util/text.h"
#include "solver/board/board.h"

namespace goproof {

// The key of the payload that a board error about one point carries: "x,row",
// the point's column from the left and row from the top, 0-based, so that a
// reader can point at the character it came from (pointOfError reads it).
inline constexpr const char* kPointPayload = "goproof.point";

// Parses rows separated by '/', top row first (X or x Black, O or o White,
// . empty). Errors name the 1-based
// character column in `rows` where the text goes wrong (territory, b or w,
// with its point as kPointPayload). Does not check liberties.
template <int Words>
absl::StatusOr<Board<Words>> parseBoardRows(std::string_view rows, std::shared_ptr<const Geometry<Words>> geo) {
  Board<Words> board(geo);
  int row = 0, col = 0;
  for (size_t i = 0; i <= rows.size(); ++i) {
    char ch = i < rows.size() ? rows[i] : '/';
    auto error = [&](std::string_view why) {
      return absl::InvalidArgumentError(cat("col ", i + 1, ": ", why));
    };
    if (ch == '/') {
      if (row >= geo->height()) return error(cat("more than ", geo->height(), " rows for the board size"));
      if (col != geo->width())
        return error(cat("row ", row + 1, " has ", col, " points, the board is ", geo->width(), " wide"));
      ++row;
      col = 0;
      continue;
    }
    if (col >= geo->width())
      return error(cat("row ", row + 1, " is longer than the board width ", geo->width()));
    if (row >= geo->height()) return error("too many rows");
    int p = geo->point(col, geo->height() - 1 - row);
    if (ch == 'X' || ch == 'x') board.addStone(p, Color::Black);  // either case, as in puzzle files
    else if (ch == 'O' || ch == 'o') board.addStone(p, Color::White);
    else if (ch == 'b' || ch == 'w') {  // a Conquest board's territory
      absl::Status e = error(cat("'", std::string(1, ch), "' marks territory, which only conquest has (expected X, O, . or /)"));
      e.SetPayload(kPointPayload, absl::Cord(cat(col, ",", row)));
      return e;
    } else if (ch != '.') return error(cat("unexpected '", std::string(1, ch), "' (expected X, O, . or /)"));
    ++col;
  }
  if (row != geo->height())
    return absl::InvalidArgumentError(
        cat("col ", rows.size(), ": ", row, " rows given, the board has ", geo->height()));
  return board;
}

// The one-line form parsed by parseBoardRows.
template <int Words>
std::string boardRows(const Board<Words>& board) {
  const auto& g = board.geometry();
  std::string s;
  for (int y = g.height() - 1; y >= 0; --y) {
    for (int x = 0; x < g.width(); ++x) s += diagramChar(board.at(g.point(x, y)));
    if (y) s += '/';
  }
  return s;
}

// A diagram with row numbers on the left and column letters below:
//   3 X O .
//   2 . X .
//   1 . . .
//     a b c
template <int Words>
std::string boardDiagram(const Board<Words>& board) {
  const auto& g = board.geometry();
  std::string s;
  for (int y = g.height() - 1; y >= 0; --y) {
    std::string label = std::to_string(y + 1);
    s += std::string(label.size() < 2 ? 1 : 0, ' ') + label;
    for (int x = 0; x < g.width(); ++x) s += std::string(" ") + diagramChar(board.at(g.point(x, y)));
    s += '\n';
  }
  s += "  ";
  for (int x = 0; x < g.width(); ++x) s += std::string(" ") + columnLetter(x);
  s += '\n';
  return s;
}

}  // namespace goproof
