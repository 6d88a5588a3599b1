// Local-goal positions for the tests, drawn as pictures (target_game_test,
// target_knowledge_test): rows top first, 'X' and 'O' stones outside the
// region, 'x' and 'o' stones inside it (their points are played on once
// they are captured), '.' the empty points of the region, ',' empty points
// outside it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "solver/rules/game_registry.h"
#include "tests/target_reference.h"

namespace goproof {

// A local goal: rows top first ('X' Black, 'O' White, '.' empty, '/'
// between rows), the target and region as point sets ("" region: every point).
inline PositionSpec goal(int width, int height, std::string rows, const char* targets, const char* region = "",
                         Color toMove = Color::Black) {
  PositionSpec spec;
  spec.rules = *Rules::parse("go+goal=capture");
  spec.width = width;
  spec.height = height;
  spec.rows = std::move(rows);
  spec.toMove = toMove;
  spec.targets = targets;
  spec.region = region;
  return spec;
}

// Plain rows (top first, no separator: the reference's layout) as a
// position spec writes them, '/' between rows.
inline std::string slashedRows(const std::string& rows, int width, int height) {
  std::string slashed;
  for (int r = 0; r < height; ++r) slashed += (r ? "/" : "") + rows.substr(r * width, width);
  return slashed;
}

// Rows drawn top first, one string each, as a position spec writes them.
inline std::string slashedRows(const std::vector<std::string>& rows) {
  std::string slashed;
  for (const std::string& row : rows) slashed += (slashed.empty() ? "" : "/") + row;
  return slashed;
}

// A picture read: its size, its stones as plain rows (top first, no
// separator: the reference's layout), the region's points (row-major, top
// first) and the same as point names.
struct GoalPicture {
  int width = 0, height = 0;
  std::string rows;
  std::vector<int> region;
  std::string regionText;
  // The local goal of `target` (points) with `toMove` to play.
  PositionSpec spec(const char* target, Color toMove) const {
    return goal(width, height, slashedRows(rows, width, height), target, regionText.c_str(), toMove);
  }
};

inline GoalPicture readGoalPicture(const std::vector<std::string>& picture) {
  GoalPicture g;
  g.width = static_cast<int>(picture[0].size());
  g.height = static_cast<int>(picture.size());
  for (const std::string& row : picture) {
    for (char c : row) {
      if (c == '.' || c == 'x' || c == 'o') g.region.push_back(static_cast<int>(g.rows.size()));
      g.rows += c == ',' ? '.' : c == 'x' ? 'X' : c == 'o' ? 'O' : c;
    }
  }
  for (int p : g.region) g.regionText += naive_rules::naiveName(p, g.width, g.height) + " ";
  return g;
}

// White's corner group on 9x9: a2-d2 and d1, its eye space a1 b1 c1
// (straight three), inside Black's wall.
inline const std::vector<std::string> kStraightThree = {
    ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
    "XXXXX,,,,",
    "OOOOX,,,,",
    "...OX,,,,",
};

}  // namespace goproof
