// The store of solved positions with alpha-beta (goproof solve --solver
// alphabeta --store FILE): alpha-beta keeps its proven bounds in sections of
// its own, beside df-pn's for the same rules and size; a second solve starts
// from the first and gives the same answers, which df-pn confirms; neither
// solver ever reads the other's entries, not even where verify switches
// solvers inside one run; a store of format version 3 (df-pn's alone) is
// still read.
#include <bit>
#include <cstdio>
#include <map>
#include <string>

#include "formats/file_checksum.h"
#include "formats/solved_store.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solver/search/alphabeta_entry.h"
#include "solver/search/dfpn_entry.h"
#include "tests/run_goproof.h"
#include "tests/stored_file_edits.h"

namespace goproof {
namespace {

using testing::goproof;
using testing::readWholeFile;
using testing::tempPath;
using testing::writeTempFile;

nlohmann::json solveJson(const std::string& args) {
  auto run = goproof("solve --json " + args);
  EXPECT_EQ(run.exitCode, 0) << run.err;
  return nlohmann::json::parse(run.out);
}

uint64_t nodesOf(const nlohmann::json& j) { return j["nodes"].get<uint64_t>(); }

uint64_t alphaBetaBits(Bound bound, int16_t score, bool proven) {
  AlphaBetaEntry e;
  e.score = score, e.bound = bound, e.proven = proven, e.draft = 9, e.bestMove = 4;
  return std::bit_cast<uint64_t>(e);
}

TEST(SolvedStore, AlphaBetaKeepsItsProvenBoundsInSectionsOfItsOwn) {
  const std::string path = tempPath("abstore", "unit.store");
  std::remove(path.c_str());
  const StoreSection dfpn{"go", "3x3", true}, alphaBeta{"go", "3x3", true, "alphabeta"};
  const uint64_t lower = alphaBetaBits(Bound::Lower, 5, true), exact = alphaBetaBits(Bound::Exact, 7, true);
  const uint64_t estimate = alphaBetaBits(Bound::Lower, 3, false), odd = alphaBetaBits(static_cast<Bound>(6), 3, true);
  const uint64_t proved = std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, 100));
  {
    auto store = SolvedPositionStore::open(path);
    ASSERT_TRUE(store.ok()) << store.status();
    CheckpointHooks hooks = store->hooksFor(alphaBeta);
    EXPECT_EQ(hooks.solver, "alphabeta") << "tagged, so that only alpha-beta takes them";
    EXPECT_EQ(store->hooksFor(dfpn).solver, "dfpn");
    hooks.save([&](const EntryVisitor& visit) { visit(11, lower), visit(12, estimate), visit(13, odd), visit(14, exact); });
    store->hooksFor(dfpn).save([&](const EntryVisitor& visit) { visit(11, proved); });
    EXPECT_EQ(store->addedEntries(), 3u) << "two proven bounds, one proof: the estimate and the odd bound are no facts";
    ASSERT_TRUE(store->save(path).ok());
  }
  const std::string text = readWholeFile(path);
  EXPECT_NE(text.find("section go 3x3 symmetry on solver alphabeta keys "), std::string::npos);
  EXPECT_NE(text.find("section go 3x3 symmetry on solver dfpn keys "), std::string::npos);

  auto reopened = SolvedPositionStore::open(path);
  ASSERT_TRUE(reopened.ok()) << reopened.status();
  std::map<uint64_t, uint64_t> seen;
  CheckpointHooks again = reopened->hooksFor(alphaBeta);
  again.resumeFrom([&](uint64_t key, uint64_t bits) { seen[key] = bits; });
  EXPECT_EQ(seen, (std::map<uint64_t, uint64_t>{{11, lower}, {14, exact}}));
  seen.clear();
  reopened->hooksFor(dfpn).resumeFrom([&](uint64_t key, uint64_t bits) { seen[key] = bits; });
  EXPECT_EQ(seen, (std::map<uint64_t, uint64_t>{{11, proved}})) << "one key, two solvers, two facts";
  // A bound held already is replaced only by an exact score.
  again.save([&](const EntryVisitor& visit) {
    visit(11, alphaBetaBits(Bound::Upper, 9, true));  // another bound: the one held stays
    visit(14, lower);                                 // a bound where the score is exact: stays exact
  });
  EXPECT_EQ(reopened->addedEntries(), 0u);
  const uint64_t exactNow = alphaBetaBits(Bound::Exact, 5, true);
  again.save([&](const EntryVisitor& visit) { visit(11, exactNow); });
  EXPECT_EQ(reopened->addedEntries(), 1u);
  // A later save of this run (a periodic one, another solve) keeps it exact too.
  again.save([&](const EntryVisitor& visit) { visit(11, alphaBetaBits(Bound::Upper, 9, true)); });
  ASSERT_TRUE(reopened->save(path).ok());
  auto third = SolvedPositionStore::open(path);
  ASSERT_TRUE(third.ok()) << third.status();
  seen.clear();
  third->hooksFor(alphaBeta).resumeFrom([&](uint64_t key, uint64_t bits) { seen[key] = bits; });
  EXPECT_EQ(seen[11], exactNow);
  std::remove(path.c_str());
}

TEST(CliAlphaBetaStore, ASecondSolveStartsFromTheFirst) {
  const std::string store = tempPath("abstore", "go_3x4.store");
  std::remove(store.c_str());
  const std::string position = "--rules go --size 3x4 --threads 1";
  const std::string alphaBeta = position + " --solver alphabeta";
  nlohmann::json dfpnFresh = solveJson(position);
  nlohmann::json fresh = solveJson(alphaBeta + " --store " + store);
  EXPECT_EQ(fresh["score"], dfpnFresh["score"]) << "df-pn, another algorithm, agrees";
  EXPECT_EQ(fresh["best_moves"], dfpnFresh["best_moves"]);
  nlohmann::json second = solveJson(alphaBeta + " --store " + store);
  EXPECT_EQ(second["score"], fresh["score"]);
  EXPECT_EQ(second["best_moves"], fresh["best_moves"]);
  EXPECT_EQ(second["winning_moves"], fresh["winning_moves"]);
  EXPECT_LT(nodesOf(second) * 4, nodesOf(fresh));

  // A position from the same opening: much of it was proven already.
  const std::string afterB2 = alphaBeta + " --board .../.../.X./... --to-move W";
  nlohmann::json freshReply = solveJson(afterB2);
  nlohmann::json storedReply = solveJson(afterB2 + " --store " + store);
  EXPECT_EQ(storedReply["score"], freshReply["score"]);
  EXPECT_EQ(storedReply["best_moves"], freshReply["best_moves"]);
  EXPECT_LT(nodesOf(storedReply) * 2, nodesOf(freshReply));

  // df-pn finds no section of its own: it searches as a fresh solve does.
  nlohmann::json dfpn = solveJson(position + " --store " + store);
  EXPECT_EQ(nodesOf(dfpn), nodesOf(dfpnFresh)) << "alpha-beta's entries are not df-pn's";
  EXPECT_EQ(dfpn["best_moves"], dfpnFresh["best_moves"]);
  const std::string text = readWholeFile(store);
  EXPECT_NE(text.find("section go 3x4 symmetry on solver alphabeta "), std::string::npos);
  EXPECT_NE(text.find("section go 3x4 symmetry on solver dfpn "), std::string::npos);
  std::remove(store.c_str());
}

// verify finds a Capture puzzle's fastest line with alpha-beta whatever the
// solver asked for: with df-pn's store, that search must not read df-pn's
// entries as its own. The verdicts are those of a run without the store.
TEST(CliAlphaBetaStore, VerifyKeepsEachSolversEntriesApart) {
  const std::string file = std::string(GOPROOF_SOURCE_DIR) + "/puzzles/collection/capture-go.puzzles";
  auto verdicts = [](const std::string& out) {
    nlohmann::json j = nlohmann::json::parse(out);
    std::vector<std::string> v;
    for (const auto& p : j["files"][0]["puzzles"])
      for (const auto& c : p["claims"]) v.push_back(p["title"].get<std::string>() + ": " + c["verdict"].get<std::string>());
    return v;
  };
  auto plain = goproof("verify --json --threads 2 " + file);
  ASSERT_EQ(plain.exitCode, 0) << plain.err;
  for (const std::string solver : {"dfpn", "alphabeta"}) {
    const std::string store = tempPath("abstore", "verify_" + solver + ".store");
    std::remove(store.c_str());
    for (int run = 0; run < 2; ++run) {
      auto stored = goproof("verify --json --threads 2 --solver " + solver + " " + file + " --store " + store);
      ASSERT_EQ(stored.exitCode, 0) << solver << " run " << run << ": " << stored.err;
      EXPECT_EQ(verdicts(stored.out), verdicts(plain.out)) << solver << ", run " << run << " with the store";
    }
    std::remove(store.c_str());
  }
}

// A store of format version 3 (df-pn's sections alone, no solver word) is
// read as df-pn's, and saved again as version 4.
TEST(CliAlphaBetaStore, AVersionThreeStoreIsReadAsDfpns) {
  const std::string position = "--rules capture-1 --size 4x4 --threads 1";
  const std::string v4 = tempPath("abstore", "c1_4x4_v4.store");
  std::remove(v4.c_str());
  nlohmann::json fresh = solveJson(position + " --store " + v4);
  // The same entries as version 3 wrote them: its section line, each key bound to it.
  const std::string text = readWholeFile(v4);
  const size_t lineAt = text.find('\n') + 1, lineEnd = text.find('\n', lineAt);
  const std::string line4 = text.substr(lineAt, lineEnd - lineAt);
  std::string line3 = line4;
  line3.erase(line3.find(" solver dfpn"), 12);
  const std::string name4 = line4.substr(0, line4.rfind(' ')), name3 = line3.substr(0, line3.rfind(' '));
  const uint64_t rebind = entryBinding("goproof store 4\n" + name4) ^ entryBinding("goproof store 3\n" + name3);
  std::string entries = text.substr(lineEnd + 1, text.rfind("end ") - lineEnd - 1);
  testing::rebindKeys(entries, rebind);
  const std::string body = "goproof store 3\n" + line3 + "\n" + entries;
  const std::string v3 = writeTempFile("abstore", "c1_4x4_v3.store", body + "end " + hex16(checksumOf(body)) + "\n");
  nlohmann::json again = solveJson(position + " --store " + v3);
  EXPECT_EQ(again["value"], fresh["value"]);
  EXPECT_EQ(again["winning_moves"], fresh["winning_moves"]);
  EXPECT_LT(nodesOf(again) * 4, nodesOf(fresh)) << "its entries were read";
  EXPECT_EQ(readWholeFile(v3).rfind("goproof store 4\nsection capture-1 4x4 symmetry on solver dfpn ", 0), 0u);
  std::remove(v3.c_str());
  std::remove(v4.c_str());
}

}  // namespace
}  // namespace goproof
