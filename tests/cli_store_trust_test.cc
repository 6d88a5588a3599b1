// A store of solved positions never changes an answer (issue 31): a store
// whose section was renamed to other rules or another size is refused (its
// checksum no longer holds), and one resealed by someone who knows the
// format still cannot answer for those rules (every key is bound to its
// section); a store whose proofs and disproofs were swapped contradicts
// itself and is refused; two processes that share a store keep each
// other's work; and --checkpoint and --store never name one file.
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "formats/solved_store.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solver/search/dfpn_entry.h"
#include "tests/run_goproof.h"
#include "tests/stored_file_edits.h"

namespace goproof {
namespace {

using testing::countLines;
using testing::goproof;
using testing::readWholeFile;
using testing::tempPath;
using testing::writeTempFile;

nlohmann::json solveJson(const std::string& args) {
  auto run = goproof("solve --json --threads 1 " + args, 120);
  EXPECT_EQ(run.exitCode, 0) << args << "\n" << run.err;
  return run.exitCode == 0 ? nlohmann::json::parse(run.out) : nlohmann::json();
}

// A store of everything a solve of 4x4 Capture-1 from the empty board settled.
std::string captureOneStore(const std::string& name) {
  const std::string path = tempPath("trust", name);
  std::remove(path.c_str());
  auto run = goproof("solve --threads 1 --rules capture-1 --size 4x4 --store " + path);
  EXPECT_EQ(run.exitCode, 0) << run.err;
  return path;
}

std::string renamed(const std::string& text, const std::string& rulesAndSize) {
  std::string edited = text;
  const std::string from = "section capture-1 4x4 ";
  edited.replace(edited.find(from), from.size(), "section " + rulesAndSize + " ");
  return edited;
}

TEST(StoreTrust, ASectionRenamedToOtherRulesOrSizesIsRefused) {
  const std::string store = captureOneStore("c1_4x4.store");
  const std::string text = readWholeFile(store);
  for (const std::string target : {"capture-2 4x4", "capture-1 4x5", "capture-1 5x4", "capture-1 5x5"}) {
    const std::string edited = writeTempFile("trust", "renamed.store", renamed(text, target));
    const std::string rules = target.substr(0, target.find(' ')), size = target.substr(target.find(' ') + 1);
    auto run = goproof("solve --threads 1 --rules " + rules + " --size " + size + " --store " + edited, 60);
    EXPECT_EQ(run.exitCode, 2) << target << "\n" << run.out;
    EXPECT_EQ(run.out, "") << "no answer from a file that was edited";
    EXPECT_EQ(countLines(run.err), 1u) << run.err;
    EXPECT_NE(run.err.find(edited + ": its checksum does not match its content"), std::string::npos) << run.err;
    EXPECT_EQ(readWholeFile(edited), renamed(text, target)) << "a refused store is left as it was";
    std::remove(edited.c_str());
  }
  std::remove(store.c_str());
}

TEST(StoreTrust, AResealedRenamedSectionAnswersNothingForItsNewName) {
  const std::string store = captureOneStore("c1_4x4_reseal.store");
  const std::string text = readWholeFile(store);
  // The truth, from fresh searches: 4x4 Capture-2 is a win for Black (the
  // first player), 4x4 Capture-1 a win for White.
  nlohmann::json captureTwo = solveJson("--rules capture-2 --size 4x4");
  ASSERT_EQ(captureTwo["value"], "B");
  nlohmann::json captureOne = solveJson("--rules capture-1 --size 4x4");
  ASSERT_EQ(captureOne["value"], "W");
  nlohmann::json wider = solveJson("--rules capture-1 --size 4x5");
  ASSERT_EQ(wider["value"], "B");
  struct Case {
    std::string target, args;
    nlohmann::json truth;
  };
  for (const Case& c : {Case{"capture-2 4x4", "--rules capture-2 --size 4x4", captureTwo},
                        Case{"capture-1 4x5", "--rules capture-1 --size 4x5", wider}}) {
    const std::string edited = writeTempFile("trust", "resealed.store", testing::resealedStore(renamed(text, c.target)));
    nlohmann::json answer = solveJson(c.args + " --store " + edited);
    EXPECT_EQ(answer["value"], c.truth["value"]) << c.target;
    EXPECT_EQ(answer["winning_moves"], c.truth["winning_moves"]) << c.target;
    std::remove(edited.c_str());
  }
  // The store under its own name answers at once, and right.
  nlohmann::json own = solveJson("--rules capture-1 --size 4x4 --store " + store);
  EXPECT_EQ(own["value"], "W");
  EXPECT_LT(own["nodes"].get<uint64_t>() * 20, captureOne["nodes"].get<uint64_t>());
  std::remove(store.c_str());
}

TEST(StoreTrust, SwappedProofsAndDisproofsAreRefused) {
  const std::string store = captureOneStore("c1_4x4_swap.store");
  std::string text = readWholeFile(store);
  testing::editStorePayloads(text, testing::swappedProof);
  for (const bool resealed : {false, true}) {
    const std::string forged = resealed ? testing::resealedStore(text) : text;
    const std::string path = writeTempFile("trust", "swapped.store", forged);
    auto run = goproof("solve --threads 1 --rules capture-1 --size 4x4 --store " + path, 60);
    EXPECT_EQ(run.exitCode, 2) << "resealed " << resealed << "\n" << run.out;
    EXPECT_EQ(run.out, "") << "no answer from a store that contradicts itself";
    EXPECT_EQ(countLines(run.err), 1u) << run.err;
    EXPECT_NE(run.err.find(resealed ? "contradict" : "its checksum does not match"), std::string::npos) << run.err;
    EXPECT_EQ(readWholeFile(path), forged) << "nothing is saved into a refused store";
    std::remove(path.c_str());
  }
  std::remove(store.c_str());
}

TEST(StoreSharing, TwoStoresOpenedTogetherKeepEachOthersPositions) {
  const std::string path = tempPath("trust", "shared_unit.store");
  std::remove(path.c_str());
  const StoreSection section{"capture-1", "4x4", true}, other{"go", "3x3", true};
  const uint64_t proved = std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, 100));
  const uint64_t disproved = std::bit_cast<uint64_t>(DfpnEntry(kProofInfinity, 0, 10));
  // Both processes open the store before either saves.
  auto first = SolvedPositionStore::open(path);
  auto second = SolvedPositionStore::open(path);
  ASSERT_TRUE(first.ok() && second.ok());
  first->hooksFor(section).save([&](const EntryVisitor& visit) { visit(11, proved); });
  second->hooksFor(section).save([&](const EntryVisitor& visit) { visit(12, disproved); });
  second->hooksFor(other).save([&](const EntryVisitor& visit) { visit(13, proved); });
  auto savedFirst = first->save(path);
  ASSERT_TRUE(savedFirst.ok()) << savedFirst.status();
  EXPECT_EQ(*savedFirst, 1u);
  auto savedSecond = second->save(path);
  ASSERT_TRUE(savedSecond.ok()) << savedSecond.status();
  EXPECT_EQ(*savedSecond, 3u) << "the first one's position is kept";
  auto reopened = SolvedPositionStore::open(path);
  ASSERT_TRUE(reopened.ok()) << reopened.status();
  std::map<uint64_t, uint64_t> seen;
  reopened->hooksFor(section).resumeFrom([&](uint64_t key, uint64_t bits) { seen[key] = bits; });
  EXPECT_EQ(seen, (std::map<uint64_t, uint64_t>{{11, proved}, {12, disproved}}));
  EXPECT_EQ(reopened->storedEntries(), 3u);
  std::remove(path.c_str());
}

TEST(StoreSharing, AStoreSavedByItsOnlyUserKeepsWhatItHeldAndAdds) {
  // The file did not change since open, so save writes what open read and
  // what the solves added without reading the file again.
  const std::string path = tempPath("trust", "unchanged.store");
  std::remove(path.c_str());
  const StoreSection section{"capture-1", "4x4", true}, other{"go", "3x3", true}, third{"quench-1", "3x3", true};
  const uint64_t proved = std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, 100));
  const uint64_t disproved = std::bit_cast<uint64_t>(DfpnEntry(kProofInfinity, 0, 10));
  {
    auto store = SolvedPositionStore::open(path);
    ASSERT_TRUE(store.ok());
    store->hooksFor(section).save([&](const EntryVisitor& visit) { visit(11, proved), visit(12, disproved); });
    store->hooksFor(other).save([&](const EntryVisitor& visit) { visit(13, proved); });
    ASSERT_TRUE(store->save(path).ok());
  }
  auto store = SolvedPositionStore::open(path);
  ASSERT_TRUE(store.ok()) << store.status();
  store->hooksFor(section).save([&](const EntryVisitor& visit) { visit(11, proved), visit(14, proved); });
  store->hooksFor(third).save([&](const EntryVisitor& visit) { visit(15, disproved); });
  EXPECT_EQ(store->addedEntries(), 2u) << "11 was in the store already";
  auto saved = store->save(path);
  ASSERT_TRUE(saved.ok()) << saved.status();
  EXPECT_EQ(*saved, 5u);
  auto reopened = SolvedPositionStore::open(path);
  ASSERT_TRUE(reopened.ok()) << reopened.status();
  auto entriesOf = [&](const StoreSection& s) {
    std::map<uint64_t, uint64_t> seen;
    if (auto hooks = reopened->hooksFor(s); hooks.resumeFrom)
      hooks.resumeFrom([&](uint64_t key, uint64_t bits) { seen[key] = bits; });
    return seen;
  };
  EXPECT_EQ(entriesOf(section), (std::map<uint64_t, uint64_t>{{11, proved}, {12, disproved}, {14, proved}}));
  EXPECT_EQ(entriesOf(other), (std::map<uint64_t, uint64_t>{{13, proved}}));
  EXPECT_EQ(entriesOf(third), (std::map<uint64_t, uint64_t>{{15, disproved}}));
  std::remove(path.c_str());
}

TEST(StoreSharing, APositionBothProcessesSettledIsWrittenOnceTheLaterSaversWay) {
  const std::string path = tempPath("trust", "both_settled.store");
  std::remove(path.c_str());
  const StoreSection section{"capture-1", "4x4", true};
  const uint64_t cheap = std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, 5));
  const uint64_t costly = std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, 5000));
  auto first = SolvedPositionStore::open(path);
  auto second = SolvedPositionStore::open(path);
  ASSERT_TRUE(first.ok() && second.ok());
  first->hooksFor(section).save([&](const EntryVisitor& visit) { visit(11, cheap), visit(12, cheap); });
  second->hooksFor(section).save([&](const EntryVisitor& visit) { visit(11, costly); });
  ASSERT_TRUE(first->save(path).ok());
  auto saved = second->save(path);
  ASSERT_TRUE(saved.ok()) << saved.status();
  EXPECT_EQ(*saved, 2u) << "position 11 once";
  auto reopened = SolvedPositionStore::open(path);
  ASSERT_TRUE(reopened.ok()) << reopened.status();
  std::map<uint64_t, uint64_t> seen;
  reopened->hooksFor(section).resumeFrom([&](uint64_t key, uint64_t bits) { seen[key] = bits; });
  EXPECT_EQ(seen, (std::map<uint64_t, uint64_t>{{11, costly}, {12, cheap}}));
  std::remove(path.c_str());
}

TEST(StoreSharing, AStoreThatChangedIntoAnotherFileIsNotReplaced) {
  const std::string path = tempPath("trust", "changed_under.store");
  std::remove(path.c_str());
  auto store = SolvedPositionStore::open(path);
  ASSERT_TRUE(store.ok());
  store->hooksFor({"capture-1", "4x4", true}).save([](const EntryVisitor& visit) {
    visit(11, std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, 100)));
  });
  // Meanwhile something else was written there.
  const std::string other = "(;GM[1]SZ[3])\n";
  writeTempFile("trust", "changed_under.store", other);
  auto saved = store->save(path);
  ASSERT_FALSE(saved.ok());
  EXPECT_NE(saved.status().message().find("not replaced"), std::string::npos) << saved.status();
  EXPECT_EQ(readWholeFile(path), other);
  std::remove(path.c_str());
}

TEST(StoreSharing, TwoProcessesSavingOneStoreLoseNothing) {
  const std::string store = tempPath("trust", "shared.store");
  std::remove(store.c_str());
  const std::string one = "--rules capture-1 --size 4x5", two = "--rules capture-2 --size 4x4";
  nlohmann::json freshOne = solveJson(one), freshTwo = solveJson(two);
  // Both run at once: each reads the (missing) store before the other saves.
  const std::string bin = GOPROOF_BIN;
  const std::string both = bin + " solve --threads 1 " + one + " --store " + store + " >/dev/null 2>&1 & " + bin +
                           " solve --threads 1 " + two + " --store " + store + " >/dev/null 2>&1; wait";
  ASSERT_EQ(std::system(both.c_str()), 0);
  nlohmann::json storedOne = solveJson(one + " --store " + store), storedTwo = solveJson(two + " --store " + store);
  EXPECT_EQ(storedOne["value"], freshOne["value"]);
  EXPECT_EQ(storedTwo["value"], freshTwo["value"]);
  EXPECT_LT(storedOne["nodes"].get<uint64_t>() * 20, freshOne["nodes"].get<uint64_t>()) << "its positions were kept";
  EXPECT_LT(storedTwo["nodes"].get<uint64_t>() * 20, freshTwo["nodes"].get<uint64_t>()) << "its positions were kept";
  std::remove(store.c_str());
}

TEST(StoreSharing, ACheckpointAndTheStoreAreNeverOneFile) {
  const std::string store = captureOneStore("one_file.store");
  const std::string text = readWholeFile(store);
  const std::string hardLink = tempPath("trust", "one_file_hard.store");
  const std::string symbolicLink = tempPath("trust", "one_file_symbolic.store");
  std::remove(hardLink.c_str());
  std::remove(symbolicLink.c_str());
  ASSERT_EQ(link(store.c_str(), hardLink.c_str()), 0);
  ASSERT_EQ(symlink(store.c_str(), symbolicLink.c_str()), 0);
  const std::string fresh = tempPath("trust", "one_file_new.ckpt");
  std::remove(fresh.c_str());
  const std::string dir = store.substr(0, store.rfind('/'));
  const std::string freshAgain = dir + "/./" + fresh.substr(fresh.rfind('/') + 1);
  struct Case {
    std::string checkpoint, store;
  };
  for (const Case& c : {Case{store, store}, Case{hardLink, store}, Case{symbolicLink, store}, Case{store, symbolicLink},
                        Case{fresh, fresh}, Case{fresh, freshAgain}}) {
    auto run = goproof("solve --threads 1 --rules capture-1 --size 4x4 --checkpoint " + c.checkpoint + " --store " +
                       c.store);
    EXPECT_EQ(run.exitCode, 2) << c.checkpoint << " " << c.store;
    EXPECT_EQ(run.out, "") << "refused before any search";
    EXPECT_EQ(countLines(run.err), 1u) << run.err;
  }
  auto same = goproof("solve --rules capture-1 --size 4x4 --checkpoint " + store + " --store " + hardLink);
  EXPECT_NE(same.err.find("--checkpoint and --store name one file"), std::string::npos) << same.err;
  EXPECT_EQ(readWholeFile(store), text) << "the store is left as it was";
  EXPECT_NE(access(fresh.c_str(), F_OK), 0) << "no file is made";
  for (const std::string& p : {store, hardLink, symbolicLink}) std::remove(p.c_str());
}

}  // namespace
}  // namespace goproof
