// The area count of a finished board, written in the tests independently of
// goproof's rules, to check goproof's and GNU Go's scores against.
#pragma once

#include <cctype>
#include <string>
#include <utility>
#include <vector>

namespace goproof::testing {

// Black's area less White's on a size x size board (area scoring, every stone
// listed alive), from the stones' GTP vertices (either case): stones, plus
// empty regions that touch one colour only.
inline int areaDifference(int size, const std::vector<std::string>& black, const std::vector<std::string>& white) {
  std::vector<char> board(static_cast<size_t>(size * size), '.');
  auto index = [size](const std::string& v) {
    int x = std::toupper(v[0]) - 'A';
    if (std::toupper(v[0]) > 'I') --x;
    return (std::stoi(v.substr(1)) - 1) * size + x;
  };
  for (const auto& v : black) board[static_cast<size_t>(index(v))] = 'X';
  for (const auto& v : white) board[static_cast<size_t>(index(v))] = 'O';
  int diff = static_cast<int>(black.size()) - static_cast<int>(white.size());
  std::vector<bool> seen(board.size(), false);
  for (int start = 0; start < size * size; ++start) {
    if (board[static_cast<size_t>(start)] != '.' || seen[static_cast<size_t>(start)]) continue;
    std::vector<int> stack{start}, region;
    bool touchesBlack = false, touchesWhite = false;
    seen[static_cast<size_t>(start)] = true;
    while (!stack.empty()) {
      int p = stack.back();
      stack.pop_back();
      region.push_back(p);
      const int x = p % size, y = p / size;
      for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
        const int nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
        const int q = ny * size + nx;
        const char c = board[static_cast<size_t>(q)];
        if (c == 'X') touchesBlack = true;
        if (c == 'O') touchesWhite = true;
        if (c == '.' && !seen[static_cast<size_t>(q)]) {
          seen[static_cast<size_t>(q)] = true;
          stack.push_back(q);
        }
      }
    }
    if (touchesBlack && !touchesWhite) diff += static_cast<int>(region.size());
    if (touchesWhite && !touchesBlack) diff -= static_cast<int>(region.size());
  }
  return diff;
}

}  // namespace goproof::testing
