// The ranked plan (formats/ranked_proof_plan.h): where play can go round a
// cycle that breaks the statement, the proof's moves make progress even when
// the solver's preferences lead straight round cycles, and the checker finds
// no cycle in what is written.
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "checker/proof_check.h"
#include "checker/proof_format.h"
#include "formats/proof_writer.h"
#include "gtest/gtest.h"
#include "solver/search/dfpn.h"
#include "solver/search/solve.h"
#include "tests/proof_test_helpers.h"
#include "tests/test_boards.h"

namespace goproof::testing {
namespace {

using proof::CheckReport;
using proof::ProofEncoder;

// How the oracle ranks the moves it knows to keep a statement: as df-pn
// does, as df-pn without its first numbers from rules knowledge does (a
// different table, so other moves), most work first, or at random.
enum class Preference { Solver, PlainSolver, MostWorkFirst, Random };

struct PlannedProof {
  CheckReport report;
  uint64_t widenings = 0;
};

// The proof of every answer of `rules` on the empty board (each first move's
// too), its prover's moves preferred as `preference` says, checked.
PlannedProof prove(const char* rules, int width, int height, Preference preference) {
  auto [root, header] = solvedEmptyBoard(rules, width, height);
  DfpnOptions o;
  o.tableMegabytes = 64;
  o.knowledgeInit = preference != Preference::PlainSolver;
  DfpnSolver<GameState<1>, false> dfpn(o);
  ProofOracle<GameState<1>> oracle = solverOracle<GameState<1>>(dfpn);
  std::mt19937 random(7);
  if (preference == Preference::MostWorkFirst || preference == Preference::Random) {
    auto known = oracle.known;
    oracle.known = [known, preference, &random](GameState<1>& g, Color attacker) {
      auto answer = known(g, attacker);
      if (answer) answer->second = preference == Preference::Random ? static_cast<int>(random() % 1000) : -answer->second;
      return answer;
    };
  }
  const std::string path = proofPath(cat("ranked_", rules, "_", width, "x", height, "_", static_cast<int>(preference)));
  PlannedProof out;
  {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    ProofEncoder encoder(header, [&file](std::string_view bytes) { file.write(bytes.data(), bytes.size()); });
    ProofWriter<GameState<1>> writer(oracle, encoder, width, height);
    for (const proof::Statement& s : header.statements) writer.write(root, s);
    encoder.finish();
    out.widenings = writer.planWidenings();
  }
  out.report = proof::checkProof(path);
  return out;
}

TEST(RankedProofPlan, GoProofsCheckValidWhateverMovesTheSolverPrefers) {
  struct Board {
    const char* rules;
    int width, height;
  };
  uint64_t widenings = 0;
  for (const Board& b : {Board{"go", 2, 2}, Board{"go", 2, 3}, Board{"go", 3, 3}, Board{"go", 2, 4}, Board{"go+komi=7", 3, 3},
                         Board{"go", 2, 5}})
    for (Preference p : {Preference::Solver, Preference::PlainSolver, Preference::MostWorkFirst, Preference::Random}) {
      const PlannedProof planned = prove(b.rules, b.width, b.height, p);
      EXPECT_EQ(planned.report.exitCode, 0)
          << b.rules << " " << b.width << "x" << b.height << " preference " << static_cast<int>(p) << ": "
          << planned.report.failure;
      EXPECT_FALSE(planned.report.proven.empty());
      widenings += planned.widenings;
    }
  // The preferences led round cycles somewhere (2x5: the smaller boards'
  // lines end in unconditional life before any), and the plan added moves
  // until its moves made progress: the case the plan is for was met.
  EXPECT_GT(widenings, 0u);
}

TEST(RankedProofPlan, ThreeByThreeGoIsBPlusNineAndEachFirstMoveScoreIsProven) {
  const PlannedProof planned = prove("go", 3, 3, Preference::MostWorkFirst);
  ASSERT_EQ(planned.report.exitCode, 0) << planned.report.failure;
  // van der Werf et al.: 3x3 Go under area scoring is B+9, won at the centre.
  EXPECT_TRUE(holds(planned.report.proven, "Black's margin is at least +9"));
  EXPECT_TRUE(holds(planned.report.proven, "Black's margin is at most +9"));
  EXPECT_TRUE(holds(planned.report.proven, "after b2: Black's margin is at least +9"));
}

}  // namespace
}  // namespace goproof::testing
