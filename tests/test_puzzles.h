// Test helpers for puzzles: comparing two puzzles field by field.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "formats/puzzle.h"
#include "gtest/gtest.h"

namespace goproof::testing {

// The claims in native syntax, sorted: for comparisons where order does not matter.
inline std::vector<std::string> claimTexts(const Puzzle& p) {
  std::vector<std::string> texts;
  for (const Claim& c : p.claims) texts.push_back(toString(c));
  std::sort(texts.begin(), texts.end());
  return texts;
}

// Expects the same metadata, position and claims (in any order); locations aside.
inline void expectSamePuzzle(const Puzzle& a, const Puzzle& b) {
  EXPECT_EQ(a.title, b.title);
  EXPECT_EQ(a.source, b.source);
  EXPECT_EQ(a.author, b.author);
  EXPECT_EQ(a.comment, b.comment);
  EXPECT_EQ(a.rules, b.rules);
  EXPECT_EQ(a.width, b.width);
  EXPECT_EQ(a.height, b.height);
  EXPECT_EQ(a.toMove, b.toMove);
  EXPECT_EQ(a.rows, b.rows);
  EXPECT_EQ(a.ko, b.ko);
  EXPECT_EQ(a.prisoners, b.prisoners);
  EXPECT_EQ(a.previousPass, b.previousPass);
  EXPECT_EQ(a.coins, b.coins);
  EXPECT_EQ(a.previousMove, b.previousMove);
  EXPECT_EQ(a.mirrorRuns, b.mirrorRuns);
  EXPECT_EQ(claimTexts(a), claimTexts(b));
  EXPECT_EQ(a.sgfProperties, b.sgfProperties);
}

}  // namespace goproof::testing
