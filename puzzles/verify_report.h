// Verification reports for people (text) and scripts (JSON), and the tally
// that decides goproof verify's exit code.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "nlohmann/json.hpp"
#include "puzzles/verify.h"

namespace goproof {

// One input file's outcome: a parse error, or a report per puzzle.
struct FileReport {
  std::string path;
  std::string syntax;      // "native", "sgf" or "diagrams"
  std::string inputError;  // non-empty: the file could not be read or parsed; nothing was checked
  std::vector<Notice> notices;  // what the reader reported: parts skipped, choices made
  std::vector<PuzzleReport> puzzles;
};

// Counts over any number of files.
struct VerifyTally {
  int files = 0, badFiles = 0, puzzles = 0, badPositions = 0;
  int notices = 0, skippedParts = 0;  // notices, and those that skipped bad input
  bool interrupted = false;           // the run was stopped (Ctrl-C, SIGTERM) before every file was checked
  int claims = 0, passed = 0, failed = 0, undecided = 0;
  // Files whose verdicts come from rules put in place of the file's (an SGF
  // RU that is not a goproof rule set, or no RU, without --rules): by the
  // rules used and what they replaced ("capture-1", "RU[Japanese]"), how many
  // files with a claim.
  std::map<std::pair<std::string, std::string>, int> substitutedRules;
  uint64_t nodes = 0;
  double seconds = 0;
  void add(const FileReport& file);
};

// The puzzle's heading and one line per claim: "  PASS  win d3  d3 wins for Black".
// With failuresOnly, passing claims are left out (and a puzzle with none left, entirely).
std::string formatPuzzleReport(const PuzzleReport& report, bool failuresOnly);
// "42 puzzles, 130 claims: 129 passed, 1 failed, 0 undecided (2.1 s, 1.2M nodes)",
// and where rules were substituted, "(verdicts under capture-1, substituted
// for RU[Japanese] in 3 files; use --rules)".
std::string formatTally(const VerifyTally& tally);

// The JSON form of a file's report (schema in docs/cli.md).
nlohmann::json fileReportJson(const FileReport& file);
nlohmann::json tallyJson(const VerifyTally& tally);

}  // namespace goproof
