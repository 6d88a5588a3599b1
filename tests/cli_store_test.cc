// The store of solved positions (goproof solve / verify --store FILE): what
// one run settles, the next starts from. A second solve of the same position,
// or of a position from the same opening, gives the same answer with far
// less search; verify gives the same verdicts. Only settled entries are kept.
// A damaged store (its checksum fails), another version, or a path that is
// not a regular file is refused with one line and exit 2, and nothing is
// replaced. (tests/cli_store_trust_test.cc: edited and forged stores.)
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <string>

#include "formats/solved_store.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
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

TEST(SolvedStore, KeepsOnlySettledPositionsPerRulesAndSize) {
  const std::string path = tempPath("store", "unit.store");
  std::remove(path.c_str());
  auto empty = SolvedPositionStore::open(path);
  ASSERT_TRUE(empty.ok()) << empty.status();
  EXPECT_EQ(empty->storedEntries(), 0u) << "a missing file is an empty store";
  const StoreSection small{"capture-1", "4x4", true}, other{"go", "3x3", true};
  const uint64_t proved = std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, 100));
  const uint64_t disproved = std::bit_cast<uint64_t>(DfpnEntry(kProofInfinity, 0, 10));
  const uint64_t estimate = std::bit_cast<uint64_t>(DfpnEntry(3, 7, 50));
  CheckpointHooks hooks = empty->hooksFor(small);
  EXPECT_FALSE(hooks.resumeFrom) << "nothing stored for it yet";
  hooks.save([&](const EntryVisitor& visit) {
    visit(11, proved);
    visit(12, estimate);
    visit(13, disproved);
  });
  empty->hooksFor(other).save([&](const EntryVisitor& visit) { visit(11, disproved); });
  EXPECT_EQ(empty->addedEntries(), 3u) << "the estimate is not a fact";
  ASSERT_TRUE(empty->save(path).ok());

  auto reopened = SolvedPositionStore::open(path);
  ASSERT_TRUE(reopened.ok()) << reopened.status();
  EXPECT_EQ(reopened->storedEntries(), 3u);
  std::map<uint64_t, uint64_t> seen;
  CheckpointHooks again = reopened->hooksFor(small);
  EXPECT_EQ(again.resumeEntries, 2u);
  again.resumeFrom([&](uint64_t key, uint64_t bits) { seen[key] = bits; });
  EXPECT_EQ(seen, (std::map<uint64_t, uint64_t>{{11, proved}, {13, disproved}}));
  seen.clear();
  reopened->hooksFor(other).resumeFrom([&](uint64_t key, uint64_t bits) { seen[key] = bits; });
  EXPECT_EQ(seen, (std::map<uint64_t, uint64_t>{{11, disproved}})) << "one key, two sections, two facts";
  EXPECT_FALSE(reopened->hooksFor({"capture-1", "4x4", false}).resumeFrom) << "keys without symmetry are another section";
  // A solve that settles what the store held already adds nothing.
  again.save([&](const EntryVisitor& visit) { visit(11, proved); });
  EXPECT_EQ(reopened->addedEntries(), 0u);
  std::remove(path.c_str());
}

TEST(CliStore, ASecondSolveStartsFromTheFirst) {
  const std::string store = tempPath("store", "c1_4x5.store");
  std::remove(store.c_str());
  const std::string position = "--rules capture-1 --size 4x5 --threads 1";
  nlohmann::json fresh = solveJson(position);
  ASSERT_EQ(fresh["value"], "B");
  auto first = goproof("solve --json " + position + " --store " + store);
  ASSERT_EQ(first.exitCode, 0) << first.err;
  EXPECT_NE(first.err.find("store " + store + ": "), std::string::npos) << first.err;
  EXPECT_EQ(readWholeFile(store).rfind("goproof store 4\nsection capture-1 4x5 symmetry on solver dfpn ", 0), 0u)
      << "the file states its format version, the rules and the size";
  EXPECT_EQ(nlohmann::json::parse(first.out)["nodes"], fresh["nodes"]) << "an empty store changes nothing";
  nlohmann::json second = solveJson(position + " --store " + store);
  EXPECT_EQ(second["value"], fresh["value"]);
  EXPECT_EQ(second["winning_moves"], fresh["winning_moves"]);
  EXPECT_LT(nodesOf(second) * 20, nodesOf(fresh));

  // A position from the same opening: its subtrees were proved already.
  const std::string afterB2Board = position + " --board ..../..../..../.X../.... --to-move W";
  nlohmann::json freshReply = solveJson(afterB2Board);
  nlohmann::json storedReply = solveJson(afterB2Board + " --store " + store);
  EXPECT_EQ(storedReply["value"], freshReply["value"]);
  EXPECT_EQ(storedReply["winning_moves"], freshReply["winning_moves"]);
  EXPECT_LT(nodesOf(storedReply) * 4, nodesOf(freshReply));
  std::remove(store.c_str());
}

TEST(CliStore, ScoredGamesKeepTheirMarginsQuestions) {
  const std::string store = tempPath("store", "go3x3.store");
  std::remove(store.c_str());
  const std::string position = "--rules go --size 3x3 --threads 1 --all-moves";
  nlohmann::json fresh = solveJson(position + " --store " + store);
  ASSERT_EQ(fresh["score"], 9);
  nlohmann::json again = solveJson(position + " --store " + store);
  EXPECT_EQ(again["score"], fresh["score"]);
  EXPECT_EQ(again["best_moves"], fresh["best_moves"]);
  EXPECT_EQ(again["move_scores"], fresh["move_scores"]);
  EXPECT_LT(nodesOf(again) * 4, nodesOf(fresh));
  // With komi the questions differ (komi is in every key): same store, right answer.
  nlohmann::json komi = solveJson("--rules go+komi=8.5 --size 3x3 --threads 1 --store " + store);
  EXPECT_EQ(komi["value"], "B");
  std::remove(store.c_str());
}

TEST(CliStore, VerifyGivesTheSameVerdictsFromTheStore) {
  const std::string store = tempPath("store", "verify.store");
  std::remove(store.c_str());
  // Plain Go: every search is df-pn's (Capture's fastest lines come from
  // alpha-beta, which does not use the store).
  const std::string file = std::string(GOPROOF_SOURCE_DIR) + "/puzzles/collection/go.puzzles";
  auto first = goproof("verify --json --threads 2 " + file + " --store " + store);
  ASSERT_EQ(first.exitCode, 0) << first.err;
  auto second = goproof("verify --json --threads 2 " + file + " --store " + store);
  ASSERT_EQ(second.exitCode, 0) << second.err;
  nlohmann::json a = nlohmann::json::parse(first.out), b = nlohmann::json::parse(second.out);
  EXPECT_EQ(a["summary"]["passed"], b["summary"]["passed"]);
  EXPECT_EQ(a["summary"]["failed"], 0);
  uint64_t nodesA = 0, nodesB = 0;
  ASSERT_EQ(a["files"][0]["puzzles"].size(), b["files"][0]["puzzles"].size());
  for (size_t i = 0; i < a["files"][0]["puzzles"].size(); ++i) {
    const auto& pa = a["files"][0]["puzzles"][i];
    const auto& pb = b["files"][0]["puzzles"][i];
    ASSERT_EQ(pa["claims"].size(), pb["claims"].size());
    for (size_t c = 0; c < pa["claims"].size(); ++c)
      EXPECT_EQ(pa["claims"][c]["verdict"], pb["claims"][c]["verdict"]) << pa["title"];
    nodesA += pa["nodes"].get<uint64_t>();
    nodesB += pb["nodes"].get<uint64_t>();
  }
  // Most of the work is saved. (Positions that unconditional life settles are
  // not searched, so neither stored: the fresh run is already short.)
  EXPECT_LT(nodesB * 5, nodesA);
  std::remove(store.c_str());
}

TEST(CliStore, DamagedStoresAndWrongPathsAreOneLineErrors) {
  const std::string base = "solve --rules capture-1 --size 3x3 --store ";
  const std::string good = tempPath("store", "good.store");
  std::remove(good.c_str());
  ASSERT_EQ(goproof(base + good).exitCode, 0);
  const std::string text = readWholeFile(good);
  struct Case {
    std::string path, says;
  };
  const std::string cut = writeTempFile("store", "cut.store", text.substr(0, text.size() - 9));
  const std::string future = writeTempFile("store", "future.store", "goproof store 5\n" + text.substr(text.find('\n') + 1));
  // Version 2 had neither checksum nor bound keys: it cannot be trusted.
  const std::string older = writeTempFile("store", "older.store", "goproof store 2\nsection capture-1 3x3 symmetry on keys " +
                                                                      text.substr(text.find(" keys ") + 6, 16) + " 0\nend\n");
  const std::string notOne = writeTempFile("store", "not.store", "(;GM[1]SZ[3])\n");
  const std::string badLine = writeTempFile("store", "line.store", "goproof store 4\nsection capture-1 3x3 sym on 0\nend\n");
  const std::string trailing = writeTempFile("store", "trailing.store", text + "x");
  // Bytes that never end a line: refused after a line's worth, not read whole.
  const std::string endless = writeTempFile("store", "endless.store", "goproof store 4\n" + std::string(100000, 's'));
  const std::string empty = writeTempFile("store", "empty.store", "");
  // One byte of an entry changed: the checksum finds it.
  std::string changedText = text;
  changedText[changedText.find('\n', changedText.find("section")) + 3] ^= 0x10;
  const std::string changed = writeTempFile("store", "changed.store", changedText);
  // Another build's keys: the fingerprint on the section line differs (and the checksum holds).
  std::string otherKeysText = text;
  const size_t keysAt = otherKeysText.find(" keys ") + 6;
  otherKeysText[keysAt] = otherKeysText[keysAt] == '0' ? '1' : '0';
  const std::string otherKeys = writeTempFile("store", "keys.store", testing::resealedStore(otherKeysText));
  // An entry that is no solved position (pn and dn both 1), the checksum made to hold.
  std::string unsettledText = text;
  const size_t firstEntry = unsettledText.find('\n', unsettledText.find("section")) + 1;
  const std::string unsettledBits("\x01\x00\x00\x10\x00\x00\x00\x00", 8);
  unsettledText.replace(firstEntry + 8, 8, unsettledBits);
  const std::string unsettled = writeTempFile("store", "unsettled.store", testing::resealedStore(unsettledText));
  for (const Case& c : {Case{cut, "cut short"}, Case{future, ":1: store format version 5; this goproof reads versions 3 to 4"},
                        Case{older, ":1: store format version 2; this goproof reads versions 3 to 4"},
                        Case{notOne, ":1: not a goproof store"},
                        Case{badLine, ":2: expected 'section RULES WxH symmetry on|off solver dfpn|alphabeta keys HEX ENTRIES' or "
                                      "'end CHECKSUM'"},
                        Case{trailing, "text after 'end'"},
                        Case{endless, ":2: expected 'section RULES WxH symmetry on|off solver dfpn|alphabeta keys HEX ENTRIES'"},
                        Case{empty, "empty.store: an empty file, not a goproof store (remove it"},
                        Case{changed, ": its checksum does not match its content"},
                        Case{otherKeys, ":2: its positions are hashed with other keys"},
                        Case{unsettled, ":2: entry 1 of this section is not a solved position"}}) {
    const std::string before = readWholeFile(c.path);
    auto run = goproof(base + c.path);
    EXPECT_EQ(run.exitCode, 2) << c.path;
    EXPECT_NE(run.err.find(c.says), std::string::npos) << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << "one line: " << run.err;
    EXPECT_EQ(run.out, "") << "no search ran";
    EXPECT_EQ(readWholeFile(c.path), before) << "a bad store is not overwritten";
  }

  const std::string link = tempPath("store", "link.store");
  std::remove(link.c_str());
  ASSERT_EQ(symlink(good.c_str(), link.c_str()), 0);
  auto viaLink = goproof(base + link);
  EXPECT_EQ(viaLink.exitCode, 2);
  EXPECT_NE(viaLink.err.find("a store must be a regular file, not a symbolic link"), std::string::npos) << viaLink.err;
  struct stat info {};
  EXPECT_EQ(lstat(link.c_str(), &info), 0);
  EXPECT_TRUE(S_ISLNK(info.st_mode)) << "the link is not replaced";

  auto noDirectory = goproof(base + tempPath("store", "no-such-dir") + "/x.store");
  EXPECT_EQ(noDirectory.exitCode, 4) << "a path that cannot be written is a failed write, found before the search";
  EXPECT_NE(noDirectory.err.find("x.store: cannot write: No such file or directory"), std::string::npos)
      << noDirectory.err;

  auto retro = goproof(base + good + " --solver retro");
  EXPECT_EQ(retro.exitCode, 2);
  EXPECT_NE(retro.err.find("store: only df-pn (the default solver) and alpha-beta read and add to a store, not retro"),
            std::string::npos)
      << retro.err;
  for (const std::string& p :
       {good, cut, future, older, notOne, badLine, trailing, endless, empty, changed, otherKeys, unsettled, link})
    std::remove(p.c_str());
}

TEST(SolvedStore, ASectionOfManyChunksIsReadWholeAndEachEntryChecked) {
  // The store is read 65,536 entries at a time: a section of more is read
  // whole, and an entry past the first chunk is named by its place.
  const std::string path = tempPath("store", "chunks.store");
  std::remove(path.c_str());
  const StoreSection section{"go", "5x5", true};
  constexpr uint64_t kEntries = 70001;
  auto bitsOf = [](uint64_t key) { return std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, key % 900 + 1)); };
  {
    auto store = SolvedPositionStore::open(path);
    ASSERT_TRUE(store.ok());
    store->hooksFor(section).save([&](const EntryVisitor& visit) {
      for (uint64_t key = 1; key <= kEntries; ++key) visit(key * 0x9E3779B97F4A7C15ull, bitsOf(key));
    });
    ASSERT_TRUE(store->save(path).ok());
  }
  auto reopened = SolvedPositionStore::open(path);
  ASSERT_TRUE(reopened.ok()) << reopened.status();
  EXPECT_EQ(reopened->storedEntries(), kEntries);
  uint64_t seen = 0, wrong = 0;
  reopened->hooksFor(section).resumeFrom([&](uint64_t key, uint64_t bits) {
    ++seen;
    const uint64_t index = key * 0xF1DE83E19937733Dull;  // 0x9E37...'s inverse modulo 2^64 (checked below)
    if (bits != bitsOf(index)) ++wrong;
  });
  EXPECT_EQ(0x9E3779B97F4A7C15ull * 0xF1DE83E19937733Dull, 1u);
  EXPECT_EQ(seen, kEntries);
  EXPECT_EQ(wrong, 0u);

  std::string text = readWholeFile(path);
  const size_t firstEntry = text.find('\n', text.find("section")) + 1;
  text.replace(firstEntry + 70000 * 16 + 8, 8, std::string("\x01\x00\x00\x10\x00\x00\x00\x00", 8));
  const std::string unsettled = writeTempFile("store", "chunks_unsettled.store", testing::resealedStore(text));
  auto refused = SolvedPositionStore::open(unsettled);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find(":2: entry 70001 of this section is not a solved position"),
            std::string::npos)
      << refused.status();
  std::remove(path.c_str());
  std::remove(unsettled.c_str());
}

}  // namespace
}  // namespace goproof
