// The README's examples are what goproof really prints: every example command
// in it that shows output is run from the repository root, and each line shown
// must appear in what it prints (stdout and stderr together), in order. Search
// statistics in parentheses ("(0.39 s of search, 638k nodes)") may differ, and
// so may solve's line ("pv: ..."): with several threads it follows whichever
// proof they found (tests/parallel_search_test.cc checks that lines win).
#include <fstream>
#include <regex>
#include <sstream>

#include "gtest/gtest.h"

namespace goproof {
namespace {

struct Example {
  std::string arguments;             // after "$ build/goproof "
  std::vector<std::string> shown;    // the output lines shown under it
};

std::vector<Example> readmeExamples() {
  std::ifstream in(std::string(GOPROOF_SOURCE_DIR) + "/README.md");
  std::vector<Example> examples;
  std::string line;
  bool inBlock = false;
  while (std::getline(in, line)) {
    if (line.rfind("```", 0) == 0) {
      inBlock = !inBlock;
      continue;
    }
    if (!inBlock) continue;
    if (line.rfind("$ build/goproof ", 0) == 0) examples.push_back({line.substr(16), {}});
    else if (line.rfind("$ ", 0) == 0) examples.push_back({"", {}});  // another program: not checked
    else if (!examples.empty()) examples.back().shown.push_back(line);
  }
  return examples;
}

std::string withoutStatistics(const std::string& line) {
  static const std::regex statistics(R"(\([0-9.]+ s of search, [0-9.]+[kM]? nodes\))");
  static const std::regex principalLine(R"(^pv: .*)");
  return std::regex_replace(std::regex_replace(line, statistics, "(...)"), principalLine, "pv: ...");
}

TEST(Readme, ExamplesPrintWhatTheReadmeShows) {
  std::vector<Example> examples = readmeExamples();
  int checked = 0;
  for (const Example& e : examples) {
    if (e.arguments.empty() || e.shown.empty()) continue;
    ++checked;
    // Run from the repository root, as a reader of the README would.
    std::string command = "cd " + std::string(GOPROOF_SOURCE_DIR) + " && " + GOPROOF_BIN + " " + e.arguments + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    std::string out;
    char buffer[4096];
    while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    pclose(pipe);
    std::vector<std::string> printed;
    std::istringstream lines(out);
    for (std::string l; std::getline(lines, l);) printed.push_back(withoutStatistics(l));
    size_t at = 0;
    for (const std::string& shown : e.shown) {
      const std::string want = withoutStatistics(shown);
      while (at < printed.size() && printed[at] != want) ++at;
      EXPECT_LT(at, printed.size()) << "goproof " << e.arguments << "\nREADME shows: " << shown << "\nit prints:\n" << out;
      if (at == printed.size()) break;
      ++at;
    }
  }
  EXPECT_GE(checked, 4);  // legal, legal --json, solve, verify at least
}

}  // namespace
}  // namespace goproof
