// A set of points drawn as a board, for tests that say which points a rule
// gives a colour: rows top first, '#' for a point in the set, '.' otherwise.
#pragma once

#include <string>

#include "solver/rules/game_state.h"

namespace goproof::testing {

template <int Words>
std::string pointsDrawing(const GameState<Words>& game, const Bits<Words>& points) {
  std::string rows;
  const auto& geo = game.geometry();
  for (int y = geo.height() - 1; y >= 0; --y) {
    for (int x = 0; x < geo.width(); ++x) rows += points.test(geo.point(x, y)) ? '#' : '.';
    if (y) rows += '/';
  }
  return rows;
}

}  // namespace goproof::testing
