// The shape of a W x H board: point numbering, neighbour masks, edges,
// symmetries and GTP coordinate names. Shared, immutable, by all positions on it.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "solver/board/bits.h"

namespace goproof {

inline constexpr int kMaxSide = 19;

// Point index p = y * width + x, where x counts columns from the left and y
// counts rows from the bottom (GTP "a1" is index 0, bottom-left).
template <int Words>
class Geometry {
 public:
  using B = Bits<Words>;

  // Requires 1 <= width, height <= 19 and width * height <= 64 * Words.
  Geometry(int width, int height);

  int width() const { return width_; }
  int height() const { return height_; }
  int points() const { return width_ * height_; }
  int x(int p) const { return p % width_; }
  int y(int p) const { return p / width_; }
  int point(int x, int y) const { return y * width_ + x; }
  bool square() const { return width_ == height_; }

  const B& all() const { return all_; }
  const B& topRow() const { return top_; }
  const B& bottomRow() const { return bottom_; }
  const B& leftColumn() const { return left_; }
  const B& rightColumn() const { return right_; }

  // The edges a set of points touches, as bits: kTopEdge | kBottomEdge | ...
  static constexpr int kTopEdge = 1, kBottomEdge = 2, kLeftEdge = 4, kRightEdge = 8;
  int edgesTouched(const B& set) const {
    return (set.intersects(top_) ? kTopEdge : 0) | (set.intersects(bottom_) ? kBottomEdge : 0) |
           (set.intersects(left_) ? kLeftEdge : 0) | (set.intersects(right_) ? kRightEdge : 0);
  }
  // True when the edges include top and bottom, or left and right (the Gonnect goal).
  static constexpr bool joinsOppositeEdges(int edges) {
    return (edges & (kTopEdge | kBottomEdge)) == (kTopEdge | kBottomEdge) ||
           (edges & (kLeftEdge | kRightEdge)) == (kLeftEdge | kRightEdge);
  }

  // Points orthogonally adjacent to some member of b, members of b included
  // only where they neighbour another member.
  B neighbors(const B& b) const {
    B r = (b - right_).shiftUp(1) | (b - left_).shiftDown(1) | b.shiftDown(width_);
    r |= b.shiftUp(width_) & all_;
    return r;
  }
  B neighbors(int p) const { return neighbors_[p]; }
  // Points with at least two orthogonal neighbours in set (a stone with two
  // empty neighbours belongs to a chain with two liberties).
  B withTwoNeighborsIn(const B& set) const {
    const B right = set.shiftDown(1) - right_, left = set.shiftUp(1) - left_;
    const B up = set.shiftDown(width_), down = set.shiftUp(width_) & all_;
    return (right & left) | (up & down) | ((right | left) & (up | down));
  }

  // Symmetries of the board: 8 on a square, 4 on a rectangle. Symmetry 0 is the identity.
  int symmetryCount() const { return square() ? 8 : 4; }
  // Image of point p under symmetry s.
  int transform(int s, int p) const { return symmetry_[s][p]; }
  // Index of the symmetry that undoes s.
  int inverse(int s) const { return inverse_[s]; }

  // GTP name of a point, lower case: "a1", "c3", "t19" (column letters skip 'i').
  std::string name(int p) const;

 private:
  int width_, height_;
  B all_, top_, bottom_, left_, right_;
  std::array<B, 64 * Words> neighbors_;
  std::array<std::array<int16_t, 64 * Words>, 8> symmetry_{};
  std::array<int, 8> inverse_{};
};

// Column letter for column x (0-based), skipping 'i': 0 -> 'a', 8 -> 'j'.
char columnLetter(int x);
// Inverse of columnLetter, case-insensitive; nullopt for 'i' and non-letters.
std::optional<int> columnFromLetter(char c);

// Where a parsed coordinate lands.
struct ParsedPoint {
  enum class Kind { OnBoard, OffBoard, Pass, Swap, Malformed } kind;
  int x = -1, y = -1;  // valid for OnBoard and OffBoard
};
// Parses a GTP point ("c3", "C3"), "pass" or "swap". Well-formed points beyond
// width x height (such as "z9" on 5x5) are OffBoard, not Malformed.
ParsedPoint parsePoint(std::string_view text, int width, int height);

}  // namespace goproof
