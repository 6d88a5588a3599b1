// Writing a proof in bounded memory (formats/bounded_proof_writer.h,
// solve --proof-memory): it proves what the whole writer proves, in every
// kind of game, and its proofs still check when the budget is far below
// the proof's positions.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "checker/proof_check.h"
#include "checker/proof_format.h"
#include "formats/bounded_proof_writer.h"
#include "formats/proof_writer.h"
#include "gtest/gtest.h"
#include "solver/search/dfpn.h"
#include "solver/search/solve.h"
#include "tests/proof_test_helpers.h"
#include "tests/run_goproof.h"
#include "tests/test_boards.h"

namespace goproof::testing {
namespace {

using proof::CheckReport;
using proof::ProofEncoder;

// What a bounded writer did: the check's report, and its counters.
struct BoundedRun {
  CheckReport report;
  uint64_t undone = 0, rewrites = 0, forgotten = 0;
};

// The proof of the solved answer of `rules` on the empty board (every first
// move's too), written by the bounded writer within memoryBytes, checked.
BoundedRun writeBounded(const char* rules, int width, int height, uint64_t memoryBytes) {
  auto [root, header] = solvedEmptyBoard(rules, width, height);
  DfpnOptions o;
  o.tableMegabytes = 64;
  DfpnSolver<GameState<1>, false> dfpn(o);
  const std::string path = proofPath(cat("bounded_", rules, "_", width, "x", height, "_", memoryBytes));
  BoundedRun run;
  {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    ProofEncoder out(header, [&file](std::string_view bytes) { file.write(bytes.data(), bytes.size()); });
    BoundedProofWriter<GameState<1>> writer(solverOracle<GameState<1>>(dfpn), out, width, height, memoryBytes);
    for (const proof::Statement& s : header.statements) writer.write(root, s);
    out.finish();
    run.undone = writer.choicesUndone();
    run.rewrites = writer.rewrites();
    run.forgotten = writer.timesForgotten();
  }
  run.report = proof::checkProof(path);
  return run;
}

TEST(BoundedProofWriter, ProvesWhatTheWholeWriterProvesInEveryKindOfGame) {
  // Reaching and holding statements, games with and without cycles, scores.
  for (auto [rules, width, height] : {std::tuple{"capture-1", 4, 4}, {"capture-2+ko=simple", 3, 3}, {"gonnect", 4, 4},
                                      {"go", 3, 3}, {"go", 2, 3}, {"quench-3", 3, 3}, {"conversion", 3, 3}}) {
    const BoundedRun bounded = writeBounded(rules, width, height, 64 << 20);
    EXPECT_EQ(bounded.report.exitCode, 0) << rules << " " << width << "x" << height << ": " << bounded.report.failure;
    // The same statements as the whole writer's proof.
    const std::string file = proofPath(cat("whole_", rules, "_", width, "x", height));
    nlohmann::json solved = solveWithProof(cat("--rules ", rules, " --size ", width, "x", height, " --all-moves"), file);
    EXPECT_EQ(bounded.report.proven, proven(checkJson(file))) << rules;
  }
}

TEST(BoundedProofWriter, AProofWrittenInFarLessMemoryThanItsPositionsChecksValid) {
  // Budgets far below what the positions of the proof take (a few hundred
  // hashes, the least set of remembered positions: 1,024), against
  // proofs of hundreds of thousands of nodes: the writer forgets, writes
  // positions again, and the proof still checks. (Go needs a little more
  // room: with none at all, its lines through passes and kos, written
  // without sharing, grow beyond reach.)
  uint64_t undone = 0, rewrites = 0, forgotten = 0;
  for (auto [rules, width, height, budget] :
       {std::tuple{"capture-1", 4, 4, 4096}, {"gonnect", 4, 4, 4096}, {"go", 3, 4, 4 << 20}}) {
    const BoundedRun small = writeBounded(rules, width, height, budget);
    EXPECT_EQ(small.report.exitCode, 0) << rules << ": " << small.report.failure;
    EXPECT_GT(small.report.nodes, 100000u) << rules;
    undone += small.undone;
    rewrites += small.rewrites;
    forgotten += small.forgotten;
  }
  EXPECT_GT(forgotten, 0u) << "the remembered positions filled the budget";
  // Gonnect's and Go's proofs meet cycles: a choice undone where the other
  // side could go round one, or a position a cycle comes back to written
  // again, shared.
  EXPECT_GT(undone + rewrites, 0u);
}

TEST(BoundedProofWriter, TheCommandWritesItWithProofMemory) {
  const std::string file = proofPath("bounded_cli");
  nlohmann::json solved = solveWithProof("--rules go --size 3x3 --all-moves --proof-memory 4", file);
  ASSERT_TRUE(solved.is_object());
  nlohmann::json check = checkJson(file);
  EXPECT_TRUE(check["valid"].get<bool>()) << check.dump();
  EXPECT_TRUE(holds(proven(check), "Black's margin is at least +9"));
  EXPECT_EQ(goproof("solve --rules go --size 2x2 --proof " + file + " --proof-memory 0").exitCode, 2);
  auto memoryAlone = goproof("solve --rules go --size 2x2 --proof-memory 4");
  EXPECT_EQ(memoryAlone.exitCode, 2);
  EXPECT_NE(memoryAlone.err.find("proof-memory: only with --proof FILE"), std::string::npos) << memoryAlone.err;
}

}  // namespace
}  // namespace goproof::testing
