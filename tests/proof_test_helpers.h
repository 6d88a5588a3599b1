// What the proof tests share: a solve that writes a proof, a check that
// reads one back as JSON, and the statements it proves.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "checker/proof_format.h"
#include "formats/proof_writer.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solver/search/solve.h"
#include "tests/run_goproof.h"
#include "tests/test_boards.h"

namespace goproof::testing {

inline std::string proofPath(const std::string& name) { return tempPath("proof_check", name + ".proof"); }

// `goproof solve ARGS --proof FILE --json`: the solve's JSON, FILE written.
inline nlohmann::json solveWithProof(const std::string& args, const std::string& file) {
  std::filesystem::remove(file);
  CommandRun run = goproof("solve " + args + " --proof " + file + " --json", 600);
  EXPECT_EQ(run.exitCode, 0) << args << "\n" << run.err;
  return nlohmann::json::parse(run.out, nullptr, false);
}

inline nlohmann::json checkJson(const std::string& file) {
  CommandRun run = goproof("check --json " + file, 600);
  return nlohmann::json::parse(run.out, nullptr, false);
}

// What the proof of a solved answer must state, as the checker words it.
inline std::vector<std::string> proven(const nlohmann::json& check) {
  std::vector<std::string> out;
  if (check.contains("proven"))
    for (const auto& s : check["proven"]) out.push_back(s.get<std::string>());
  return out;
}

inline bool holds(const std::vector<std::string>& lines, const std::string& line) {
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

// The empty board of `rules`, solved on one thread with every first move's
// answer, and the header of a proof of that answer (its statements).
struct SolvedBoard {
  GameState<1> root;
  proof::ProofHeader header;
};
inline SolvedBoard solvedEmptyBoard(const char* rules, int width, int height) {
  SolvedBoard board{emptyGame(rules, width, height), {}};
  SolverOptions options;
  options.threads = 1;
  options.tableMegabytes = 64;
  options.allMoves = true;
  const SolveResult solved = solvePosition(board.root, options);
  board.header.root = proofRoot(board.root);
  board.header.statements = statementsOf(board.root, solved, true);
  return board;
}

}  // namespace goproof::testing
