#include "formats/board_picture.h"

#include <algorithm>
#include <stdexcept>

#include "solver/board/geometry.h"

namespace goproof {

int BoardPicture::stoneCount(PictureColor c) const {
  return static_cast<int>(std::count(stones.begin(), stones.end(), c));
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
