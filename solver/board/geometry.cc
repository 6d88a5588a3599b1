#include "solver/board/geometry.h"

#include <cctype>
#include <charconv>
#include <stdexcept>

#include "solver/util/text.h"

namespace goproof {

char columnLetter(int x) { return static_cast<char>('a' + x + (x >= 8 ? 1 : 0)); }

std::optional<int> columnFromLetter(char c) {
  c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (c < 'a' || c > 'z' || c == 'i') return std::nullopt;
  return c - 'a' - (c > 'i' ? 1 : 0);
}

ParsedPoint parsePoint(std::string_view t, int width, int height) {
  std::string s = lowerCase(t);
  if (s == "pass") return {ParsedPoint::Kind::Pass};
  if (s == "swap") return {ParsedPoint::Kind::Swap};
  if (s.size() < 2 || s.size() > 4) return {ParsedPoint::Kind::Malformed};
  auto col = columnFromLetter(s[0]);
  if (!col) return {ParsedPoint::Kind::Malformed};
  int row = 0;
  auto [end, ec] = std::from_chars(s.data() + 1, s.data() + s.size(), row);
  if (ec != std::errc() || end != s.data() + s.size() || s[1] == '0' || row < 1)
    return {ParsedPoint::Kind::Malformed};
  ParsedPoint r{ParsedPoint::Kind::OnBoard, *col, row - 1};
  if (r.x >= width || r.y >= height) r.kind = ParsedPoint::Kind::OffBoard;
  return r;
}

template <int Words>
Geometry<Words>::Geometry(int width, int height) : width_(width), height_(height) {
  if (width < 1 || height < 1 || width > kMaxSide || height > kMaxSide || width * height > 64 * Words)
    throw std::invalid_argument("board size out of range");
  all_ = B::firstN(points());
  for (int p = 0; p < points(); ++p) {
    if (x(p) == 0) left_.set(p);
    if (x(p) == width - 1) right_.set(p);
    if (y(p) == 0) bottom_.set(p);
    if (y(p) == height - 1) top_.set(p);
  }
  for (int p = 0; p < points(); ++p) neighbors_[p] = neighbors(B::single(p));
  // Symmetry s: bit 0 mirrors x, bit 1 mirrors y, bit 2 transposes first (squares only).
  for (int s = 0; s < symmetryCount(); ++s) {
    for (int p = 0; p < points(); ++p) {
      int px = x(p), py = y(p);
      if (s & 4) std::swap(px, py);
      if (s & 1) px = width - 1 - px;
      if (s & 2) py = height - 1 - py;
      symmetry_[s][p] = static_cast<int16_t>(point(px, py));
    }
  }
  for (int s = 0; s < symmetryCount(); ++s)
    for (int t = 0; t < symmetryCount(); ++t) {
      bool identity = true;
      for (int p = 0; p < points() && identity; ++p) identity = symmetry_[t][symmetry_[s][p]] == p;
      if (identity) inverse_[s] = t;
    }
}

template <int Words>
std::string Geometry<Words>::name(int p) const {
  std::string s(1, columnLetter(x(p)));
  s += std::to_string(y(p) + 1);
  return s;
}

template class Geometry<1>;
template class Geometry<2>;
template class Geometry<6>;

}  // namespace goproof
