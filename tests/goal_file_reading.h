// Reading SGF problems as a user without --rules does, for the tests of local
// goals read from files (goal_reading_test.cc, goal_answers_test.cc).
#pragma once

#include <string>
#include <string_view>

#include "formats/sgf_puzzle.h"
#include "gtest/gtest.h"

namespace goproof {

// The import options of a user who gives no --rules, and `goal` as --goal.
inline ImportOptions withoutRules(std::string goal = "") {
  ImportOptions options;
  options.rules = *Rules::parse("capture-1");
  options.rulesGiven = false;
  options.goal = std::move(goal);
  return options;
}

// The SGF text read as file "t.sgf" (a failed read fails the test).
inline PuzzleFile sgfFile(std::string_view text, const ImportOptions& options = withoutRules()) {
  auto file = puzzlesFromSgf(text, "t.sgf", options);
  EXPECT_TRUE(file.ok()) << file.status();
  return file.ok() ? *file : PuzzleFile{};
}

// Every notice of the file, one line each.
inline std::string notices(const PuzzleFile& file) {
  std::string all;
  for (const Notice& n : file.notices) all += toString(n) + "\n";
  return all;
}

}  // namespace goproof
