#include "formats/board_picture.h"

#include <algorithm>
#include <stdexcept>

#include "solver/board/geometry.h"

namespace goproof {

int BoardPicture::stoneCount(PictureColor c) const {
  return static_cast<int>(std::count(stones.begin(), stones.end(), c));
}

PictureWindow BoardPicture::shown() const { return view.width > 0 ? view : PictureWindow{0, 0, width, height}; }

bool BoardPicture::shows(PicturePoint p) const {
  const PictureWindow w = shown();
  return contains(p) && p.x >= w.left && p.x < w.left + w.width && p.y >= w.bottom && p.y < w.bottom + w.height;
}

PictureWindow goalWindow(const BoardPicture& picture) {
  constexpr int kSmallestCropped = 13, kWall = 1, kSnap = 2, kFewestLines = 7;
  if (std::max(picture.width, picture.height) < kSmallestCropped || picture.region.empty()) return {};
  int left = picture.width, right = -1, bottom = picture.height, top = -1;
  auto include = [&](PicturePoint p) {
    left = std::min(left, p.x), right = std::max(right, p.x);
    bottom = std::min(bottom, p.y), top = std::max(top, p.y);
  };
  for (int i = 0; i < picture.width * picture.height; ++i)
    if (picture.region[static_cast<size_t>(i)]) include({i % picture.width, i / picture.width});
  for (const PicturePoint& t : picture.targets) include(t);
  if (right < 0) return {};
  // Every mark is shown too (a line's stones, a point asked for by hand).
  for (const WinMark& m : picture.wins) include(m.point);
  for (const IllegalMark& m : picture.illegal) include(m.point);
  for (const LineMark& m : picture.line) include(m.point);
  for (const ValueMark& m : picture.values) include(m.point);
  // One line for the wall; then to the edge where little would be left.
  left = std::max(0, left - kWall), bottom = std::max(0, bottom - kWall);
  right = std::min(picture.width - 1, right + kWall), top = std::min(picture.height - 1, top + kWall);
  // At least kFewestLines each way, grown away from the edges (a narrow
  // strip of a board reads badly), then to each edge within kSnap lines.
  auto widen = [&](int& low, int& high, int size) {
    if (low <= kSnap) low = 0;
    if (high >= size - 1 - kSnap) high = size - 1;
    while (high - low + 1 < std::min(kFewestLines, size)) {
      if (low == 0) ++high;
      else if (high == size - 1) --low;
      else (high - low) % 2 ? --low : ++high;
    }
    if (low <= kSnap) low = 0;
    if (high >= size - 1 - kSnap) high = size - 1;
  };
  widen(left, right, picture.width);
  widen(bottom, top, picture.height);
  const PictureWindow window{left, bottom, right - left + 1, top - bottom + 1};
  if (4 * window.width * window.height > 3 * picture.width * picture.height) return {};
  return window;
}

BoardPicture emptyPicture(int width, int height) {
  if (width < 1 || width > 25 || height < 1 || height > 25)
    throw std::invalid_argument("a picture's board is 1 to 25 points on a side, not " + std::to_string(width) + "x" +
                                std::to_string(height));
  BoardPicture picture;
  picture.width = width;
  picture.height = height;
  picture.stones.assign(static_cast<size_t>(width * height), PictureColor::None);
  return picture;
}

BoardPicture pictureFromRows(int width, int height, std::string_view rows) {
  BoardPicture picture = emptyPicture(width, height);
  if (rows.empty()) return picture;
  int row = 0, col = 0;
  auto fail = [&](size_t i, const std::string& why) {
    throw std::invalid_argument("board: col " + std::to_string(i + 1) + ": " + why);
  };
  for (size_t i = 0; i <= rows.size(); ++i) {
    const char ch = i < rows.size() ? rows[i] : '/';
    if (ch == '/') {
      if (col != width)
        fail(i, "row " + std::to_string(row + 1) + " has " + std::to_string(col) + " points, not " +
                    std::to_string(width));
      ++row;
      col = 0;
      continue;
    }
    if (row >= height) fail(i, "more than " + std::to_string(height) + " rows");
    if (col >= width) fail(i, "row " + std::to_string(row + 1) + " is longer than " + std::to_string(width));
    const int p = (height - 1 - row) * width + col;
    switch (ch) {
      case 'X':
      case 'x': picture.stones[p] = PictureColor::Black; break;
      case 'O':
      case 'o': picture.stones[p] = PictureColor::White; break;
      case '.': break;
      case 'b':
      case 'w':
        if (picture.territory.empty()) picture.territory.assign(picture.stones.size(), PictureColor::None);
        picture.territory[p] = ch == 'b' ? PictureColor::Black : PictureColor::White;
        break;
      default: fail(i, std::string("unexpected '") + ch + "'");
    }
    ++col;
  }
  if (row != height)
    throw std::invalid_argument("board: " + std::to_string(row) + " rows, not " + std::to_string(height));
  return picture;
}

std::string pictureName(PicturePoint p) {
  return std::string(1, columnLetter(p.x)) + std::to_string(p.y + 1);
}

}  // namespace goproof
