// Black's margin at the end of a game, the score every outcome carries.
// Margins are counted in half-points, so that komi such as 7.5 stays exact:
// a scored game that Black wins by 3 points has margin 6, a half-point win
// for White -1. Games won by a capture or a connection score a win as one
// point (+2 for Black, -2 for White) and a draw as 0.
#pragma once

#include <cstdlib>
#include <string>

namespace goproof {

// A margin for Black in half-points (see above).
using HalfPoints = int;

// The least and greatest margin a game can end with (endless play, which
// scores 0, included).
struct ScoreRange {
  HalfPoints low = 0, high = 0;
  bool contains(HalfPoints m) const { return low <= m && m <= high; }
  bool operator==(const ScoreRange&) const = default;
};

// The margin of a won game whose score is only who won: one point.
inline constexpr HalfPoints kWinMargin = 2;

// "B+3", "W+0.5" or "0": how Go players write a result.
inline std::string formatMargin(HalfPoints m) {
  if (m == 0) return "0";
  int a = std::abs(m);
  std::string s = m > 0 ? "B+" : "W+";
  s += std::to_string(a / 2);
  if (a % 2) s += ".5";
  return s;
}

// The question whether Black's margin is at least m, as a person asks it:
// "B+3 or more?", "0 or more?" (Black at least level), and for m below 0
// "W+15 or less?" (White wins by at most 15), never "W+15 or more?", which
// would ask the opposite.
inline std::string marginQuestion(HalfPoints m) { return formatMargin(m) + (m < 0 ? " or less?" : " or more?"); }

// The margin as a number of points (3, -0.5).
constexpr double marginPoints(HalfPoints m) { return m / 2.0; }

}  // namespace goproof
