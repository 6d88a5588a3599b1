// Proof certificates (docs/proof-format.md): goproof solve --proof writes
// proofs that the independent checker accepts, for every game and every
// kind of answer, Conquest's choices included; the checker rejects each
// kind of damage and forgery; its rules agree with the engine's on random
// games; and a proof made by an engine with a broken rule is caught. Local
// goals: proof_goal_test.cc; the bounded writer: bounded_proof_writer_test.cc.
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "checker/naive_regions.h"
#include "checker/proof_check.h"
#include "checker/proof_format.h"
#include "formats/proof_writer.h"
#include "formats/sgf.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solver/rules/conquest_game.h"
#include "solver/rules/unconditional_life.h"
#include "solver/search/dfpn.h"
#include "solver/search/solve.h"
#include "tests/proof_test_helpers.h"
#include "tests/run_goproof.h"
#include "tests/test_boards.h"

namespace goproof::testing {
namespace {

using naive_rules::NaiveGame;
using proof::CheckReport;
using proof::ProofDecoder;
using proof::ProofEncoder;

// --- Every game's small boards: the proof of each answer checks valid ---

struct GameCase {
  const char* rules;
  const char* size;
  std::vector<std::string> expected;  // statements the proof must include (published or pinned values)
};

class ProofOfEveryGame : public ::testing::TestWithParam<GameCase> {};

TEST_P(ProofOfEveryGame, EveryAnswerAndEveryMoveIsProvenAndChecksValid) {
  const GameCase& c = GetParam();
  const std::string file = proofPath(std::string(c.rules) + "_" + c.size);
  nlohmann::json solved = solveWithProof(cat("--rules ", c.rules, " --size ", c.size, " --all-moves"), file);
  ASSERT_TRUE(solved.is_object());
  ASSERT_TRUE(solved["proof"]["written"].get<bool>());
  nlohmann::json check = checkJson(file);
  ASSERT_TRUE(check.is_object());
  EXPECT_TRUE(check["valid"].get<bool>()) << check.dump();
  EXPECT_EQ(check["nodes"], solved["proof"]["nodes"]);
  const std::vector<std::string> lines = proven(check);
  for (const std::string& line : c.expected) EXPECT_TRUE(holds(lines, line)) << line << "\n" << check.dump();
  // One root answer and every move's, each with one statement a side (two for a draw or a score).
  const size_t moves = solved.contains("move_values") ? solved["move_values"].size() : 0;
  EXPECT_GE(lines.size(), 1 + moves);
}

INSTANTIATE_TEST_SUITE_P(
    SmallBoards, ProofOfEveryGame,
    ::testing::Values(
        // Published: Capture-1 is a first-player win on 3x3 ... and a second-player win on 4x4.
        GameCase{"capture-1", "3x3", {"Black wins", "after a1: White wins", "after b2: Black wins"}},
        GameCase{"capture-1", "4x4", {"White wins", "after b2: White wins"}},
        GameCase{"capture-2", "3x3", {}},
        GameCase{"gonnect", "3x3", {"Black wins"}},
        // A draw: endless play, each side proves she does not lose (cycles allowed).
        GameCase{"go", "2x2", {"Black's margin is at least 0", "Black's margin is at most 0"}},
        // Published: 3x3 Go is B+9 (area scoring), and only the centre keeps it.
        GameCase{"go", "3x3",
                 {"Black's margin is at least +9", "Black's margin is at most +9", "after b1: Black's margin is at most +3"}},
        GameCase{"go+komi=0.5", "2x2", {}},
        GameCase{"quench-1", "3x3", {}}, GameCase{"quench-2", "3x3", {}}, GameCase{"quench-3", "3x3", {}},
        GameCase{"quench-4", "3x3", {}}, GameCase{"conversion", "3x3", {}},
        // docs/values.md: 3x3 Conquest is B+1 and only b2 keeps it; Pure Conquest 3x3 is level; 3x4 B+1 by b1 or b4.
        GameCase{"conquest", "3x3",
                 {"Black's margin is at least +1", "Black's margin is at most +1", "after a1: Black's margin is at most -1"}},
        GameCase{"conquest+pure", "3x3", {"Black's margin is at least 0", "Black's margin is at most 0"}},
        GameCase{"conquest", "3x4", {"after b4: Black's margin is at least +1", "after a1: Black's margin is at most 0"}},
        GameCase{"conquest+komi=0.5", "2x3", {"Black's margin is at most -0.5"}}),
    [](const ::testing::TestParamInfo<GameCase>& info) {
      std::string name = cat(info.param.rules, "_", info.param.size);
      for (char& ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
      return name;
    });

TEST(ProofOfEveryGame, FourByFourGonnectWithItsCyclesIsProven) {
  const std::string file = proofPath("gonnect_4x4");
  nlohmann::json solved = solveWithProof("--rules gonnect --size 4x4", file);
  ASSERT_TRUE(solved.is_object());
  EXPECT_EQ(solved["value"], "B");
  EXPECT_GT(solved["proof"]["solver_nodes"].get<uint64_t>(), 0u) << "the proof's own solver searched";
  nlohmann::json check = checkJson(file);
  EXPECT_TRUE(check["valid"].get<bool>()) << check.dump();
  EXPECT_TRUE(holds(proven(check), "Black wins"));
}

TEST(ProofOfEveryGame, APositionWithPrisonersAndAKoIsProvenFromThatPosition) {
  // Capture-2, one prisoner each, White has just taken the ko at b3: Black may not retake at once.
  const std::string file = proofPath("ko_position");
  nlohmann::json solved =
      solveWithProof("--rules capture-2+ko=simple --size 4x4 --board '.OX./O.OX/.OX./....' --to-move B "
                     "--prisoners 1,1 --ko b3",
                     file);
  ASSERT_TRUE(solved.is_object());
  nlohmann::json check = checkJson(file);
  EXPECT_TRUE(check["valid"].get<bool>()) << check.dump();
  // The checker names the root it checked from, as the header gives it.
  EXPECT_EQ(check["root"], nlohmann::json::parse(R"({"board": ".OX./O.OX/.OX./....", "to_move": "B", "ko": "b3",
      "prisoners": [1, 1], "previous_pass": false, "coins": ["none", "none"]})")) << check.dump();
  CommandRun text = goproof("check " + file);
  EXPECT_NE(text.out.find("root: Black to move on .OX./O.OX/.OX./...., ko at b3, prisoners taken: Black 1, White 1\n"),
            std::string::npos) << text.out;
}

TEST(ProofOfEveryGame, AGameAlreadyWonIsProvenByItsResult) {
  // Black has taken her stone: Capture-1 is over, and the proof is one finished game.
  const std::string file = proofPath("already_won");
  nlohmann::json solved =
      solveWithProof("--rules capture-1 --size 3x3 --board 'X../.../...' --to-move W --prisoners 1,0", file);
  ASSERT_TRUE(solved.is_object());
  EXPECT_EQ(solved["value"], "B");
  nlohmann::json check = checkJson(file);
  EXPECT_TRUE(check["valid"].get<bool>()) << check.dump();
  EXPECT_EQ(check["nodes"], 1);
  EXPECT_TRUE(holds(proven(check), "Black wins"));
}

TEST(ProofOfEveryGame, AfterAPassEveryMoveIsProvenAndAPassThatEndsTheGameIsAFinishedGame) {
  // White has just passed: Black's pass ends the game; each of her moves is proven, the pass as one record.
  for (const char* rules : {"quench-1", "go"}) {
    const std::string file = proofPath(cat("after_pass_", rules));
    nlohmann::json solved = solveWithProof(
        cat("--rules ", rules, " --size 3x3 --board '.OX/.X./XO.' --to-move B --previous-pass --all-moves"), file);
    ASSERT_TRUE(solved.is_object());
    nlohmann::json check = checkJson(file);
    EXPECT_TRUE(check["valid"].get<bool>()) << rules << ": " << check.dump();
  }
}

// --- Damage and forgery: a copy of a valid proof, re-encoded with one edit ---

// Copies the trees of `in` to `out` node by node, walking them with the
// naive rules; `edit`, when it returns true, has written (and read) the
// node itself.
struct ProofCopier {
  ProofDecoder& in;
  ProofEncoder* out;  // null: read only
  std::function<bool(ProofCopier&, const NaiveGame&, uint8_t)> edit;
  uint64_t seen = 0;

  void put(uint8_t b) {
    if (out) out->put(b);
  }
  void putNumber(uint64_t n) {
    if (out) out->putNumber(n);
  }
  void node(const NaiveGame& g) {
    const uint8_t byte = *in.get();
    ++seen;
    if (edit && edit(*this, g, byte)) return;
    copy(g, byte);
  }
  // The rest of a node whose first byte was read.
  void copy(const NaiveGame& g, uint8_t byte) {
    put(byte);
    switch (byte & ~proof::kShared) {
      case proof::kReference: putNumber(*in.getNumber()); return;
      case proof::kProverMove: {
        const uint64_t code = *in.getNumber();
        putNumber(code);
        node(*proof::playCode(g, code));
        return;
      }
      case proof::kReplies: {
        putNumber(*in.getNumber());
        for (auto& [code, child] : proof::legalChildren(g)) node(child);
        return;
      }
      default: return;
    }
  }
  // Reads the rest of a node without writing it.
  void skip(const NaiveGame& g, uint8_t byte) {
    ProofEncoder* kept = out;
    out = nullptr;
    auto keptEdit = std::move(edit);
    copy(g, byte);
    edit = std::move(keptEdit);
    out = kept;
  }
};

using HeaderEdit = std::function<void(proof::ProofHeader&)>;
using NodeEdit = std::function<bool(ProofCopier&, const NaiveGame&, uint8_t)>;

// Writes to `to` the proof at `from` with the header and node edits, with a
// valid checksum: a forgery, not damage.
void forge(const std::string& from, const std::string& to, const HeaderEdit& headerEdit, const NodeEdit& nodeEdit) {
  auto in = ProofDecoder::open(from);
  ASSERT_TRUE(in.ok()) << in.status();
  proof::ProofHeader header = (*in)->header();
  auto root = proof::naiveRoot(header.root);
  ASSERT_TRUE(root.ok()) << root.status();
  if (headerEdit) headerEdit(header);
  std::ofstream file(to, std::ios::binary | std::ios::trunc);
  ProofEncoder out(header, [&file](std::string_view bytes) { file.write(bytes.data(), bytes.size()); });
  for (const proof::Statement& s : (*in)->header().statements) {
    NaiveGame start = *root;
    for (const std::string& move : s.path) start = *proof::playCode(start, *proof::moveCode(move, start.width, start.height));
    ProofCopier copier{**in, &out, nodeEdit};
    copier.node(start);
    ASSERT_EQ(*(*in)->get(), proof::kEndOfTree);
    out.put(proof::kEndOfTree);
  }
  out.finish();
}

// An edit that writes each tree's root as the one-byte record `tag` (a
// bound by the rules or by life), leaving out the tree that was there.
NodeEdit rootRecordAs(uint8_t tag) {
  return [tag](ProofCopier& c, const NaiveGame& g, uint8_t byte) {
    if (c.seen != 1) return false;
    c.put(tag);
    c.skip(g, byte);
    return true;
  };
}

class DamagedProof : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    // Capture-1 on 3x3: Black wins.
    good_ = new std::string(proofPath("good"));
    CommandRun run = goproof("solve --rules capture-1 --size 3x3 --proof " + *good_, 60);
    ASSERT_EQ(run.exitCode, 0) << run.err;
  }
  static void TearDownTestSuite() { delete good_; }

  CheckReport forged(const std::string& name, const HeaderEdit& header, const NodeEdit& node) {
    const std::string path = proofPath(name);
    forge(*good_, path, header, node);
    return proof::checkProof(path);
  }

  static std::string* good_;
};
std::string* DamagedProof::good_ = nullptr;

TEST_F(DamagedProof, AnUneditedCopyChecksValid) {
  CheckReport report = forged("copy", nullptr, nullptr);
  EXPECT_EQ(report.exitCode, 0) << report.failure;
  EXPECT_EQ(report.nodes, proof::checkProof(*good_).nodes);
}

TEST_F(DamagedProof, AMissingReplyIsRejected) {
  bool done = false;
  CheckReport report = forged("missing_reply", nullptr, [&done](ProofCopier& c, const NaiveGame& g, uint8_t byte) {
    if (done || (byte & ~proof::kShared) != proof::kReplies) return false;
    done = true;
    const uint64_t count = *c.in.getNumber();
    c.put(byte);
    c.putNumber(count - 1);
    auto children = proof::legalChildren(g);
    for (size_t i = 0; i < children.size(); ++i) {
      if (i + 1 < children.size()) c.node(children[i].second);
      else c.skip(children[i].second, *c.in.get());  // the last reply's tree, left out
    }
    return true;
  });
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("replies"), std::string::npos) << report.failure;
}

TEST_F(DamagedProof, AnIllegalMoveIsRejected) {
  bool done = false;
  CheckReport report = forged("illegal_move", nullptr, [&done](ProofCopier& c, const NaiveGame& g, uint8_t byte) {
    if (done || (byte & ~proof::kShared) != proof::kProverMove) return false;
    // The first prover's turn with a stone on the board: play on that stone.
    int occupied = -1;
    for (int p = 0; p < g.width * g.height; ++p)
      if (g.board[p] != naive_rules::kNaiveEmpty) occupied = p;
    if (occupied < 0) return false;
    done = true;
    const uint64_t code = *c.in.getNumber();
    c.put(byte);
    c.putNumber(static_cast<uint64_t>(occupied));
    c.skip(*proof::playCode(g, code), *c.in.get());
    return true;
  });
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("is not legal"), std::string::npos) << report.failure;
  EXPECT_FALSE(report.failurePath.empty());
}

TEST_F(DamagedProof, ATerminalWhereTheGameGoesOnIsRejected) {
  bool done = false;
  CheckReport report = forged("early_terminal", nullptr, [&done](ProofCopier& c, const NaiveGame& g, uint8_t byte) {
    if (done || (byte & ~proof::kShared) != proof::kReplies || c.seen < 3) return false;
    done = true;
    c.put(proof::kTerminal);
    c.skip(g, byte);
    return true;
  });
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("the game goes on"), std::string::npos) << report.failure;
}

TEST_F(DamagedProof, AResultTheStatementDoesNotAllowIsRejected) {
  // The same trees, claimed for a bound no capture game reaches: each end is a +1.
  CheckReport report = forged("wrong_result", [](proof::ProofHeader& h) { h.statements[0].bound = 4; }, nullptr);
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("does not allow"), std::string::npos) << report.failure;
}

TEST_F(DamagedProof, ACycleWhereEndlessPlayDoesNotServeIsRejected) {
  bool done = false;
  CheckReport report = forged("cycle", nullptr, [&done](ProofCopier& c, const NaiveGame& g, uint8_t byte) {
    if (c.seen == 1) {  // the root: shared, index 0
      c.copy(g, byte | proof::kShared);
      return true;
    }
    if (done || c.seen < 4 || (byte & ~proof::kShared) == proof::kTerminal) return false;
    done = true;
    c.put(proof::kReference);
    c.putNumber(0);
    c.skip(g, byte);
    return true;
  });
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("cycle"), std::string::npos) << report.failure;
}

TEST_F(DamagedProof, AReferenceToAnotherPositionIsRejected) {
  int shared = 0;
  bool done = false;
  CheckReport report = forged("wrong_reference", nullptr, [&](ProofCopier& c, const NaiveGame& g, uint8_t byte) {
    if (byte & proof::kShared) ++shared;
    if (done || (byte & ~proof::kShared) != proof::kReference || shared < 2) return false;
    done = true;
    const uint64_t index = *c.in.getNumber();
    c.put(byte);
    c.putNumber(index == 0 ? 1 : index - 1);
    (void)g;
    return true;
  });
  if (!done) GTEST_SKIP() << "the proof shares no two positions";
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("another position"), std::string::npos) << report.failure;
}

TEST_F(DamagedProof, AProofOfOtherRulesAnotherSizeOrAnotherRootIsRejected) {
  // Capture-2: the first capture no longer ends the game.
  EXPECT_EQ(forged("other_rules", [](proof::ProofHeader& h) { h.root.rules = "capture-2"; }, nullptr).exitCode, 1);
  EXPECT_EQ(forged("other_size", [](proof::ProofHeader& h) { h.root.width = 4; }, nullptr).exitCode, 1);
  EXPECT_EQ(forged("other_side", [](proof::ProofHeader& h) { h.root.toMove = 'W'; }, nullptr).exitCode, 1);
  // A white stone on b2, where the proof's first move is.
  EXPECT_EQ(forged("other_root", [](proof::ProofHeader& h) { h.root.rows = ".../.O./..."; }, nullptr).exitCode, 1);
  // Rules the checker does not play: exit 2, not a verdict.
  const CheckReport unknown =
      forged("unknown_rules", [](proof::ProofHeader& h) { h.root.rules = "capture-1+ko=superko"; }, nullptr);
  EXPECT_EQ(unknown.exitCode, 2);
  EXPECT_EQ(unknown.failure.rfind(proofPath("unknown_rules") + ": the checker has no reference rules for ", 0), 0u)
      << unknown.failure;  // the file is named, as a file that cannot be read is
}

TEST_F(DamagedProof, EveryTruncationIsRejected) {
  const std::string bytes = readWholeFile(*good_);
  ASSERT_GT(bytes.size(), 100u);
  const std::string path = proofPath("truncated");
  for (size_t keep = 0; keep < bytes.size(); ++keep) {
    std::ofstream(path, std::ios::binary | std::ios::trunc).write(bytes.data(), static_cast<std::streamsize>(keep));
    EXPECT_NE(proof::checkProof(path).exitCode, 0) << "kept " << keep << " of " << bytes.size() << " bytes";
  }
}

TEST_F(DamagedProof, AFlippedBitAnywhereIsRejected) {
  const std::string bytes = readWholeFile(*good_);
  const std::string path = proofPath("flipped");
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::string damaged = bytes;
    damaged[i] = static_cast<char>(damaged[i] ^ (1 << (i % 8)));
    std::ofstream(path, std::ios::binary | std::ios::trunc).write(damaged.data(), static_cast<std::streamsize>(damaged.size()));
    const CheckReport report = proof::checkProof(path);
    EXPECT_NE(report.exitCode, 0) << "bit " << i % 8 << " of byte " << i << " of " << bytes.size();
  }
}

TEST_F(DamagedProof, TheCommandPrintsTheVerdictAndTheFailingPath) {
  CommandRun good = goproof("check " + *good_);
  EXPECT_EQ(good.exitCode, 0) << good.err;
  EXPECT_NE(good.out.find("proven: Black wins\n"), std::string::npos) << good.out;
  EXPECT_EQ(good.out.rfind("root: Black to move on the empty board\n", 0), 0u) << good.out;  // the first line
  const std::string forgedPath = proofPath("cli_forged");
  forge(*good_, forgedPath, [](proof::ProofHeader& h) { h.root.toMove = 'W'; }, nullptr);
  CommandRun bad = goproof("check " + forgedPath);
  EXPECT_EQ(bad.exitCode, 1);
  EXPECT_NE(bad.out.find("invalid: "), std::string::npos) << bad.out;
  EXPECT_NE(bad.out.find("at: "), std::string::npos) << bad.out;
  CommandRun missing = goproof("check " + proofPath("no_such_file"));
  EXPECT_EQ(missing.exitCode, 2);
  EXPECT_EQ(countLines(missing.err), 1u) << missing.err;
  // Not a proof at all: a folder, a device, an empty file, a text file: exit 2 with one line.
  const std::string empty = writeTempFile("proof_check", "empty.proof", "");
  const std::string text = writeTempFile("proof_check", "text.proof", "hello\n");
  for (const std::string& path : {::testing::TempDir(), std::string("/dev/null"), empty, text}) {
    CommandRun notAProof = goproof("check " + path);
    EXPECT_EQ(notAProof.exitCode, 2) << path << ": " << notAProof.out << notAProof.err;
    EXPECT_EQ(countLines(notAProof.err), 1u) << notAProof.err;
    // With --json too: the object on stdout, and the one line on stderr.
    CommandRun json = goproof("check --json " + path);
    EXPECT_EQ(json.exitCode, 2) << path;
    EXPECT_EQ(json.err, notAProof.err) << path;
    EXPECT_FALSE(nlohmann::json::parse(json.out)["valid"].get<bool>()) << json.out;
  }
}

TEST_F(DamagedProof, ADamagedFileFailsInItsBytesAtNoNode) {
  const std::string bytes = readWholeFile(*good_);
  // Cut in the middle of its compressed body: said in the file's own bytes.
  const std::string cut = proofPath("cut_in_half");
  std::ofstream(cut, std::ios::binary | std::ios::trunc).write(bytes.data(), static_cast<std::streamsize>(bytes.size() / 2));
  const CheckReport report = proof::checkProof(cut);
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_TRUE(report.damaged);
  EXPECT_NE(report.failure.find("cut short: it ends after "), std::string::npos) << report.failure;
  // A flipped byte in the body's middle: the checksum, or zstd, finds it.
  const std::string flipped = proofPath("flipped_body");
  std::string changed = bytes;
  changed[bytes.size() / 2] = static_cast<char>(changed[bytes.size() / 2] ^ 0x10);
  std::ofstream(flipped, std::ios::binary | std::ios::trunc).write(changed.data(), static_cast<std::streamsize>(changed.size()));
  for (const std::string& path : {cut, flipped}) {
    CommandRun run = goproof("check " + path);
    EXPECT_EQ(run.exitCode, 1) << path << ": " << run.out << run.err;
    EXPECT_NE(run.out.find("invalid: "), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("at: "), std::string::npos) << "no node failed: " << run.out;
    CommandRun json = goproof("check --json " + path);
    EXPECT_NE(json.out.find("\"failure_path\":[]"), std::string::npos) << json.out;
  }
  // A forgery fails at a node, and says where (here the root: another side to move).
  const std::string forgedPath = proofPath("forged_to_move");
  forge(*good_, forgedPath, [](proof::ProofHeader& h) { h.root.toMove = 'W'; }, nullptr);
  EXPECT_FALSE(proof::checkProof(forgedPath).damaged);
  EXPECT_NE(goproof("check " + forgedPath).out.find("at: "), std::string::npos);
}

TEST_F(DamagedProof, TheStandAloneCheckerFailsWhenItsOutputCannotBeWritten) {
  const std::string checker = (std::filesystem::path(GOPROOF_BIN).parent_path() / "goproof-check").string();
  CommandRun good = runCommand(checker + " " + *good_);
  EXPECT_EQ(good.exitCode, 0) << good.err;
  for (const std::string& out : {std::string(" >/dev/full"), std::string(" --json >/dev/full"), std::string(" >&-"),
                                  std::string(" --help >/dev/full")}) {
    CommandRun failed = runCommand(checker + " " + *good_ + out);
    EXPECT_EQ(failed.exitCode, 4) << out << ": " << failed.err;
    EXPECT_NE(failed.err.find("goproof-check: cannot write to standard output"), std::string::npos) << failed.err;
  }
  // Its own mistakes said plainly, one line, exit 2; --version as goproof's.
  CommandRun two = runCommand(checker + " " + *good_ + " " + *good_);
  EXPECT_EQ(two.exitCode, 2);
  EXPECT_EQ(two.err, "goproof-check: not expected: " + *good_ + " (one proof file at a time) (see goproof-check --help)\n");
  CommandRun none = runCommand(checker);
  EXPECT_EQ(none.exitCode, 2);
  EXPECT_EQ(none.err, "goproof-check: name the proof file to check (goproof-check FILE; '-' for standard input) (see "
                      "goproof-check --help)\n");
  CommandRun version = runCommand(checker + " --version");
  EXPECT_EQ(version.exitCode, 0) << version.err;
  EXPECT_EQ(version.out, "goproof-check " + goproof("--version").out.substr(std::string("goproof ").size()));
}

TEST_F(DamagedProof, AProofOfTheFirstVersionStillChecksAndItsRecordsAreTheFirstVersionsOnly) {
  // Version 1 files (the shipped proofs of before version 2) are read as they were.
  CheckReport first = forged("version_1", [](proof::ProofHeader& h) { h.version = 1; }, nullptr);
  EXPECT_EQ(first.exitCode, 0) << first.failure;
  // Version 2's record in a version 1 file is no record of that version.
  CheckReport newer = forged("version_1_bound", [](proof::ProofHeader& h) { h.version = 1; },
                             rootRecordAs(proof::kBoundByRules));
  EXPECT_EQ(newer.exitCode, 1);
  EXPECT_NE(newer.failure.find("unknown node record"), std::string::npos) << newer.failure;
  // A version this checker does not know yet: exit 2, naming the versions it reads.
  const std::string future = proofPath("version_6");
  std::string bytes = readWholeFile(*good_);
  bytes.replace(0, std::string("goproof proof 5").size(), "goproof proof 6");
  std::ofstream(future, std::ios::binary | std::ios::trunc).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  CheckReport later = proof::checkProof(future);
  EXPECT_EQ(later.exitCode, 2);
  EXPECT_NE(later.failure.find("reads versions 1 to 5"), std::string::npos) << later.failure;
}

TEST_F(DamagedProof, ABoundByTheRulesThatTheRulesDoNotGiveIsRejected) {
  // Capture-1: "Black wins" is a margin of +1, which White can deny; the rules alone do not settle it.
  CheckReport report = forged("false_bound", nullptr, rootRecordAs(proof::kBoundByRules));
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("the rules alone settle"), std::string::npos) << report.failure;
}

TEST_F(DamagedProof, ABoundByLifeWhereTheRulesScoreNoAreaIsRejected) {
  // Capture Go scores no area: unconditional life settles nothing there.
  CheckReport report = forged("life_in_capture", nullptr, rootRecordAs(proof::kBoundByLife));
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("which these rules do not give"), std::string::npos) << report.failure;
}

// The bounds of the nodes a check meets that unconditional life settles.
struct LifeBoundsSeen : proof::ProofListener {
  std::vector<int> bounds;
  void boundByLife(int bound) override { bounds.push_back(bound); }
};

TEST(ProofOfEveryGame, UnconditionalLifeEndsLinesAndTheCheckersOwnBensonChecksIt) {
  // 3x3 Go, every first move: lines end where the prover's alive stones settle her statement.
  const std::string file = proofPath("go_3x3_life");
  ASSERT_TRUE(solveWithProof("--rules go --size 3x3 --all-moves", file).is_object());
  LifeBoundsSeen seen;
  const CheckReport report = proof::checkProof(file, {}, &seen);
  ASSERT_EQ(report.exitCode, 0) << report.failure;
  EXPECT_GT(seen.bounds.size(), 10u);
  // Claimed at the empty board, where no stone lives yet, it fails.
  const std::string forgedPath = proofPath("go_3x3_life_at_root");
  forge(file, forgedPath, nullptr, rootRecordAs(proof::kBoundByLife));
  const CheckReport atRoot = proof::checkProof(forgedPath);
  EXPECT_EQ(atRoot.exitCode, 1);
  EXPECT_NE(atRoot.failure.find("force only a margin of -9 points"), std::string::npos) << atRoot.failure;
}

TEST(ProofOfEveryGame, UnconditionalLifeEndsQuenchLinesFromVersionThreeOn) {
  // 3x3 Quench #1 and #3, every first move: lines end where alive stones settle the statement, as in Go.
  for (const char* rules : {"quench-1", "quench-3"}) {
    const std::string file = proofPath(std::string(rules) + "_3x3_life");
    ASSERT_TRUE(solveWithProof(std::string("--rules ") + rules + " --size 3x3 --all-moves", file).is_object());
    struct LifeSeen : proof::ProofListener {
      int bounds = 0;
      void boundByLife(int) override { ++bounds; }
    } seen;
    const CheckReport report = proof::checkProof(file, {}, &seen);
    ASSERT_EQ(report.exitCode, 0) << rules << ": " << report.failure;
    EXPECT_GT(seen.bounds, 10) << rules;
    // The same proof as version 2, which kept such records for Go: refused, naming the version.
    const std::string older = proofPath(std::string(rules) + "_3x3_life_v2");
    forge(file, older, [](proof::ProofHeader& h) { h.version = 2; }, nullptr);
    const CheckReport refused = proof::checkProof(older);
    EXPECT_EQ(refused.exitCode, 1) << rules;
    EXPECT_NE(refused.failure.find("which format version 3 allows, not version 2"), std::string::npos)
        << refused.failure;
  }
}

// A position whose root the last region settles, Black proving the whole
// board (`wholeBoard` points): the proof (`name`) ends there and checks, the
// same file marked `olderVersion` is refused with `refusal`, and without the
// rule the proof plays White's resistance out: more nodes, and still valid.
void expectTheLastRegionEndsTheProof(const std::string& name, const std::string& position, int wholeBoard,
                                     int olderVersion, const std::string& refusal) {
  const std::string file = proofPath(name);
  const nlohmann::json solved = solveWithProof(position, file);
  ASSERT_TRUE(solved.is_object());
  EXPECT_EQ(solved["score"], wholeBoard);
  LifeBoundsSeen seen;
  const CheckReport report = proof::checkProof(file, {}, &seen);
  ASSERT_EQ(report.exitCode, 0) << report.failure;
  EXPECT_EQ(seen.bounds, std::vector<int>{2 * wholeBoard}) << "the whole board, at the root";
  const std::string older = proofPath(name + "_v" + std::to_string(olderVersion));
  forge(file, older, [olderVersion](proof::ProofHeader& h) { h.version = olderVersion; }, nullptr);
  const CheckReport refused = proof::checkProof(older);
  EXPECT_EQ(refused.exitCode, 1);
  EXPECT_NE(refused.failure.find(refusal), std::string::npos) << refused.failure;
  const std::string without = proofPath(name + "_without");
  ASSERT_TRUE(solveWithProof(position + " --no-last-region", without).is_object());
  const CheckReport longer = proof::checkProof(without);
  ASSERT_EQ(longer.exitCode, 0) << longer.failure;
  EXPECT_GT(longer.nodes, 10 * report.nodes);
}

TEST(ProofOfEveryGame, TheLastRegionEndsLinesFromVersionFourOn) {
  // Black's group lives by a1 and the bottom right; the top, White's stones without room for two eyes, is the
  // one region left, and White (to move) has no ko threats: Black keeps the whole board (tests/last_region_test.cc).
  // Version 3 counts Benson's points and the small regions alone: B+7, not enough.
  expectTheLastRegionEndsTheProof("go_last_region",
                                  "--rules go --size 5x5 --board '.O.O./XXOOO/XXXXO/OXOXX/.X...' --to-move W", 25, 3,
                                  "force only a margin of +7 points");
}

TEST(ProofOfEveryGame, TheLastRegionOfThirteenPointsEndsLinesFromVersionFiveOn) {
  // Black's wall on the left lives by a4 and a2; all else, the d to f files and c1, is one region of 13
  // points, where White's five stones (to move) cannot live beside Black's two: Black takes all 24 points.
  // Version 4 searched last regions of up to 12 points: there the root is not settled.
  expectTheLastRegionEndsTheProof("go_last_region_13",
                                  "--rules go --size 6x4 --board '.XXOO./XXXO.X/.XXOX./XX.O..' --to-move W", 24, 4,
                                  "force only a margin of");
}

TEST(ProofOfEveryGame, APositionNoGameCanReachIsNoRootForTheCheckerNorForTheSolver) {
  // a2 looks like a ko (Black's retake takes b2), but a1 is Black's: no capture left this shape. Black's
  // wall is alive, so Benson would give her the whole board (+8) where she gets +5: no such root is read.
  proof::RootPosition root;
  root.rules = "go";
  root.width = 4;
  root.height = 2;
  root.rows = ".OX./XXXX";
  root.ko = "a2";
  auto ko = proof::naiveRoot(root);
  ASSERT_FALSE(ko.ok());
  EXPECT_NE(ko.status().message().find("is no ko a game can reach"), std::string::npos) << ko.status();
  CommandRun solved = goproof("solve --rules go --size 4x2 --board '.OX./XXXX' --to-move B --ko a2");
  EXPECT_EQ(solved.exitCode, 2);
  EXPECT_NE(solved.err.find("is not a ko a game can reach"), std::string::npos) << solved.err;
  // White's stone at c2 has no liberty: it would count as Black's, in a region with no empty point.
  root = proof::RootPosition{};
  root.rules = "go";
  root.width = 5;
  root.height = 2;
  root.rows = ".XOX./XXXXX";
  auto breathless = proof::naiveRoot(root);
  ASSERT_FALSE(breathless.ok());
  EXPECT_NE(breathless.status().message().find("have no liberties"), std::string::npos) << breathless.status();
}

// Counts the nodes that the rules settle, by the margins they allow.
struct BoundsSeen : proof::ProofListener {
  std::vector<std::pair<int, int>> limits;
  void boundByRules(int least, int most) override { limits.push_back({least, most}); }
};

TEST(ProofOfEveryGame, AScoreAtTheEndOfTheRangeNeedsNoTreeItsBoundIsTheRules) {
  // 3x3 Go is B+9, all nine points: no game ends above +9, so "at most +9" is one record, and so is
  // "at least -9" after each corner and the pass, where White takes the whole board.
  const std::string file = proofPath("go_3x3_bounds");
  nlohmann::json solved = solveWithProof("--rules go --size 3x3 --all-moves", file);
  ASSERT_TRUE(solved.is_object());
  BoundsSeen seen;
  CheckReport report = proof::checkProof(file, {}, &seen);
  ASSERT_EQ(report.exitCode, 0) << report.failure;
  size_t settled = 0;
  auto in = ProofDecoder::open(file);
  ASSERT_TRUE(in.ok()) << in.status();
  for (const proof::Statement& s : (*in)->header().statements) settled += s.atLeast ? s.bound == -18 : s.bound == 18;
  EXPECT_EQ(settled, 7u);  // the root and b2 at most +9; a1 c1 a3 c3 and the pass at least -9
  EXPECT_EQ(seen.limits.size(), settled);
  for (auto limits : seen.limits) EXPECT_EQ(limits, std::pair(-18, 18));
  EXPECT_TRUE(holds(proven(checkJson(file)), "Black's margin is at most +9"));
  // With komi the range moves (half-points): 2x2 Go with komi 0.5 ends from -4.5 to +3.5; with komi 20 every
  // finished game is White's, but endless play still scores 0. Capture Go: a win either way, or a draw.
  auto limits = [](const char* rules, int width, int height) {
    proof::RootPosition root;
    root.rules = rules;
    root.width = width;
    root.height = height;
    return proof::referenceMarginLimits(*proof::naiveRoot(root));
  };
  EXPECT_EQ(limits("go+komi=0.5", 2, 2), std::pair(-9, 7));
  EXPECT_EQ(limits("go+komi=20", 2, 2), std::pair(-48, 0));
  EXPECT_EQ(limits("quench-1", 3, 4), std::pair(-24, 24));
  EXPECT_EQ(limits("conquest", 3, 3), std::pair(-18, 18));
  EXPECT_EQ(limits("capture-1", 3, 3), std::pair(-2, 2));
}

TEST(ProofOfEveryGame, AStatementTheRulesSettleIsRejectedWhenItsBoundMovesInside) {
  // The proof of 3x3 Go's "at most +9" is the one record; claimed for "at most +8" it must fail.
  const std::string file = proofPath("go_3x3_root");
  ASSERT_TRUE(solveWithProof("--rules go --size 3x3", file).is_object());
  const std::string moved = proofPath("go_3x3_moved");
  forge(file, moved,
        [](proof::ProofHeader& h) {
          for (proof::Statement& s : h.statements)
            if (!s.atLeast) s.bound = 16;
        },
        nullptr);
  CheckReport report = proof::checkProof(moved);
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("the rules alone settle the statement here, but a game can still end with Black's "
                                "margin at +9 points"),
            std::string::npos)
      << report.failure;
}

// --- SGF export ---

TEST_F(DamagedProof, AValidProofIsExportedAsAnSgfSolutionTree) {
  const std::string sgfPath = proofPath("tree.sgf");
  CommandRun run = goproof("check " + *good_ + " --sgf " + sgfPath);
  ASSERT_EQ(run.exitCode, 0) << run.err;
  auto parsed = sgf::parse(readWholeFile(sgfPath), sgfPath);
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  ASSERT_EQ(parsed->trees.size(), 1u);
  const sgf::GameTree& tree = parsed->trees[0];
  const sgf::Node& root = tree.nodes[0];
  EXPECT_EQ(root.find("SZ")->values[0], "3");
  EXPECT_EQ(root.find("PL")->values[0], "B");
  EXPECT_EQ(root.find("RU")->values[0], "capture-1");
  ASSERT_EQ(root.children.size(), 1u);  // one statement
  const sgf::Node& statement = tree.nodes[root.children[0]];
  EXPECT_NE(statement.find("C")->values[0].find("Statement: Black wins"), std::string::npos);
  ASSERT_EQ(statement.children.size(), 1u);  // Black's one move
  const sgf::Node& first = tree.nodes[statement.children[0]];
  ASSERT_NE(first.find("B"), nullptr);
  // One of the winning moves b1 a2 b2 c2 b3, in SGF's letters (row a at the top).
  EXPECT_TRUE(std::set<std::string>({"bc", "ab", "bb", "cb", "ba"}).count(first.find("B")->values[0]))
      << first.find("B")->values[0];
  EXPECT_EQ(first.children.size(), 8u);  // every reply of White's
  // Every line ends in Black's win, or at a position the proof gives elsewhere.
  int ends = 0;
  for (const sgf::Node& node : tree.nodes) {
    if (!node.children.empty()) continue;
    ASSERT_NE(node.find("C"), nullptr);
    const std::string& comment = node.find("C")->values[0];
    // Capture-1 ends with Black's first capture, or with White left no legal move; each says which.
    EXPECT_TRUE((comment.find("The game ends (Black has taken ") != std::string::npos ||
                 comment.find("The game ends (White has no legal move)") != std::string::npos) ||
                comment.find(" again: ") != std::string::npos)
        << comment;
    ends += comment.find("The game ends") != std::string::npos;
  }
  EXPECT_GT(ends, 20);
}

TEST(ProofSgf, ALargeProofIsRefusedAndNothingIsWritten) {
  const std::string file = proofPath("large");
  ASSERT_TRUE(solveWithProof("--rules capture-2 --size 4x4 --all-moves", file).is_object());
  const std::string sgfPath = proofPath("large.sgf");
  std::filesystem::remove(sgfPath);
  CommandRun run = goproof("check " + file + " --sgf " + sgfPath);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_NE(run.err.find("more than an SGF file should hold"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(sgfPath));
}

// --- verify --proof ---

TEST(VerifyProof, EachPuzzleGetsAProofOfItsValueAndEveryFirstMove) {
  const std::string puzzles = writeTempFile("proof_check", "two.puzzles", R"(goproof-puzzles 1
rules: capture-1
size: 3x3

puzzle: The empty board
win b2
no-win a1

puzzle: A false claim
win a1
)");
  const std::string dir = tempPath("proof_check", "verify_proofs");
  std::filesystem::remove_all(dir);
  CommandRun run = goproof("verify " + puzzles + " --proof " + dir, 120);
  EXPECT_EQ(run.exitCode, 1) << run.out << run.err;  // the second puzzle's claim is false
  const std::string stem = std::filesystem::path(puzzles).stem().string();
  for (int n : {1, 2}) {
    const std::string file = dir + "/" + stem + "-" + std::to_string(n) + ".proof";
    EXPECT_NE(run.out.find("proof: " + file), std::string::npos) << run.out;
    const CheckReport report = proof::checkProof(file);
    ASSERT_EQ(report.exitCode, 0) << file << ": " << report.failure;
    // What settles each claim: b2 wins, a1 loses (so "win a1" is false, and a checked proof says so).
    EXPECT_TRUE(holds(report.proven, "Black wins"));
    EXPECT_TRUE(holds(report.proven, "after b2: Black wins"));
    EXPECT_TRUE(holds(report.proven, "after a1: White wins"));
  }
  EXPECT_NE(run.err.find("2 proofs written to " + dir), std::string::npos) << run.err;
}

// Black's group lives, and the top is the last region, which White cannot
// keep without ko threats: B+25 (tests/last_region_test.cc). verify
// writes a proof that ends there, which the checker accepts.
TEST(VerifyProof, WithTheLastRegionTheProofChecks) {
  const std::string puzzles = writeTempFile("proof_check", "last_region.puzzles", R"(goproof-puzzles 1
rules: go
size: 5x5

puzzle: The top is the last region
to-move: W
board:
  . O . O .
  X X O O O
  X X X X O
  O X O X X
  . X . . .
value B+25
)");
  const std::string dir = tempPath("proof_check", "last_region_proofs");
  std::filesystem::remove_all(dir);
  // Its proof gives every first move's score too: a few seconds, more on a busy machine than the 10 s default.
  CommandRun run = goproof("verify --seconds-per-claim 100 --proof " + dir + " " + puzzles, 300);
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
  const std::string file = dir + "/" + std::filesystem::path(puzzles).stem().string() + "-1.proof";
  const CheckReport report = proof::checkProof(file);
  ASSERT_EQ(report.exitCode, 0) << file << ": " << report.failure;
  EXPECT_TRUE(holds(report.proven, "Black's margin is at least +25")) << ::testing::PrintToString(report.proven);
}

TEST(VerifyProof, TwoFilesOfOneNameGetProofsOfTheirOwnAndAPuzzleWithoutSuchClaimsGetsNone) {
  const std::string base = tempPath("proof_check", "same_name");
  std::filesystem::remove_all(base);
  std::filesystem::create_directories(base + "/a");
  std::filesystem::create_directories(base + "/b");
  const char* text = "goproof-puzzles 1\nrules: capture-1\nsize: 3x3\n\npuzzle: p\nwin b2\n\npuzzle: q\nlegal a1\n";
  for (const char* folder : {"/a/x.puzzles", "/b/x.puzzles"}) std::ofstream(base + folder) << text;
  CommandRun run = goproof("verify " + base + "/a/x.puzzles " + base + "/b/x.puzzles --proof " + base + "/proofs", 120);
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
  EXPECT_EQ(proof::checkProof(base + "/proofs/x-1.proof").exitCode, 0);
  EXPECT_EQ(proof::checkProof(base + "/proofs/x-2-1.proof").exitCode, 0);
  EXPECT_NE(run.out.find("proof: none: no claim on the value"), std::string::npos) << run.out;
  EXPECT_NE(run.err.find("2 proofs written"), std::string::npos) << run.err;
}

// A claim settled at once (Black takes the stone in atari), on a board whose
// every other first move no search here settles (9x9 Capture-1): the proof,
// which gives every first move's value, cannot be made within the puzzle's
// time, so no proof is written and the exit code says the run is not done.
TEST(VerifyProof, AProofNotMadeWithinItsTimeIsExitThree) {
  const std::string puzzles = writeTempFile("proof_check", "too_big.puzzles", R"(goproof-puzzles 1
rules: capture-1
size: 9x9

puzzle: Take the stone in atari
board:
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . X . . . .
  . . . X O X . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
win e4
)");
  const std::string dir = tempPath("proof_check", "too_big_proofs");
  std::filesystem::remove_all(dir);
  CommandRun run = goproof("verify --threads 1 --tt-mb 64 --proof " + dir + " " + puzzles, 300);
  EXPECT_EQ(run.exitCode, 3) << run.out << run.err;
  EXPECT_NE(run.out.find("PASS"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("proof: none: the answer is not settled"), std::string::npos) << run.out;
  EXPECT_NE(run.err.find("0 proofs written"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("1 was not made within its time (exit code 3"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(dir + "/" + std::filesystem::path(puzzles).stem().string() + "-1.proof"));
}

TEST(VerifyProof, AProofFolderThatIsAFileIsRefused) {
  const std::string puzzles = writeTempFile("proof_check", "one.puzzles", "goproof-puzzles 1\nrules: capture-1\nsize: 3x3\n\npuzzle: p\nwin b2\n");
  const std::string notAFolder = writeTempFile("proof_check", "not_a_folder", "keep me\n");
  CommandRun run = goproof("verify " + puzzles + " --proof " + notAFolder);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(countLines(run.err), 1u) << run.err;
  EXPECT_EQ(readWholeFile(notAFolder), "keep me\n");
}
TEST(ProofOfEveryGame, AConquestMoveWithAChoiceIsProvenUnderItsName) {
  // docs/rules/conquest.md, Definition 8 (b): Black's b3 removes a3 and d4,
  // or b4, not all three; b2 too leaves her a choice. Each choice is a move.
  const std::string file = proofPath("conquest_choice");
  nlohmann::json solved =
      solveWithProof("--rules conquest --size 4x4 --board 'bX.X/X..X/X.XO/OOOw' --all-moves", file);
  ASSERT_TRUE(solved.is_object());
  nlohmann::json check = checkJson(file);
  EXPECT_TRUE(check["valid"].get<bool>()) << check.dump();
  const std::vector<std::string> lines = proven(check);
  EXPECT_TRUE(holds(lines, "after b3:a3:d4: Black's margin is at least +3")) << check.dump();
  EXPECT_TRUE(holds(lines, "after b3:b4: Black's margin is at most +2")) << check.dump();
  // Its SGF names the choice where the stone is played.
  const std::string sgf = tempPath("proof_check", "conquest_choice.sgf");
  std::filesystem::remove(sgf);
  CommandRun run = goproof("check " + file + " --sgf " + sgf);
  EXPECT_EQ(run.exitCode, 0) << run.err;
  std::ifstream in(sgf);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("The move b3:b4 (the mover's choice)"), std::string::npos) << text.substr(0, 800);
  EXPECT_NE(text.find("TB[aa]"), std::string::npos) << "the territory at a4";
}

// --- The checker's rules against the engine's, on random games ---

struct RulesCase {
  const char* rules;
  int width, height;
};

class CheckerRulesAgree : public ::testing::TestWithParam<RulesCase> {};

TEST_P(CheckerRulesAgree, OnLegalMovesEndsAndScoresOfRandomGames) {
  const RulesCase& c = GetParam();
  std::mt19937 random(12345);
  auto parsed = Rules::parse(c.rules);
  ASSERT_TRUE(parsed.ok());
  proof::RootPosition root;
  root.rules = parsed->toString();
  root.width = c.width;
  root.height = c.height;
  int plies = 0, ends = 0, lifeBounds = 0, lastRegions = 0;
  for (int game = 0; game < 300; ++game) {
    GameState<1> engine = emptyGame(c.rules, c.width, c.height);
    NaiveGame naive = *proof::naiveRoot(root);
    for (int ply = 0; ply < 3 * c.width * c.height; ++ply) {
      GameState<1>::MoveListType moves;
      engine.legalMoves(moves);
      std::vector<uint64_t> engineCodes;
      for (Move m : moves) engineCodes.push_back(*proof::moveCode(engine.moveName(m), c.width, c.height));
      std::sort(engineCodes.begin(), engineCodes.end());
      std::vector<uint64_t> naiveCodes;
      auto children = proof::legalChildren(naive);
      for (const auto& child : children) naiveCodes.push_back(child.first);
      ASSERT_EQ(engineCodes, naiveCodes) << c.rules << " game " << game << " ply " << ply;
      const bool over = engine.result() != Winner::None;
      ASSERT_EQ(over, naive_rules::naiveGameOver(naive));
      if (over) {
        EXPECT_EQ(engine.finalMargin(), naive_rules::naiveFinalMargin(naive)) << c.rules << " game " << game;
        ++ends;
        break;
      }
      // The margin each side's unconditionally alive stones force, where the rules give one (Go, Quench).
      for (Color side : {Color::Black, Color::White}) {
        const char prover = side == Color::Black ? 'X' : 'O';
        const std::optional<int> checker = proof::referenceLifeBound(naive, prover, 0);
        if (!marginBoundsApply(engine.rules())) {
          EXPECT_FALSE(checker) << c.rules;
          continue;
        }
        ASSERT_TRUE(checker) << c.rules;
        ASSERT_EQ(*checker, 2 * forcedAreaDifference(engine, side, true) - engine.rules().komiHalfPoints())
            << c.rules << " game " << game << " ply " << ply << " " << colorName(side);
        // And from format version 5 on, with the last region.
        const std::optional<int> withLast = proof::referenceLifeBound(naive, prover, proof::kLastRegionMostPoints);
        ASSERT_TRUE(withLast) << c.rules;
        ASSERT_EQ(*withLast,
                  2 * forcedAreaDifference(engine, side, true, {}, 0, true) - engine.rules().komiHalfPoints())
            << c.rules << " game " << game << " ply " << ply << " " << colorName(side) << ", the last region";
        lastRegions += *withLast != *checker;
        const int nothing = (side == Color::Black ? -2 : 2) * c.width * c.height - engine.rules().komiHalfPoints();
        lifeBounds += *checker != nothing;
      }
      ++plies;
      const size_t pick = random() % children.size();
      for (Move m : moves)
        if (*proof::moveCode(engine.moveName(m), c.width, c.height) == children[pick].first) engine.play(m);
      naive = children[pick].second;
    }
  }
  // The games went somewhere, and many of them to their end.
  EXPECT_GT(plies, 300 * 4);
  EXPECT_GT(ends, 100);
  if (std::string(c.rules) == "go" || std::string(c.rules) == "quench-1") {
    EXPECT_GT(lifeBounds, 100) << "alive stones forced something";
  }
  if (std::string(c.rules) == "go") {
    EXPECT_GT(lastRegions, 0) << "and the last region more";
  }
}

INSTANTIATE_TEST_SUITE_P(EveryRuleSetTheCheckerPlays, CheckerRulesAgree,
                         ::testing::Values(RulesCase{"capture-1", 4, 4}, RulesCase{"capture-3+ko=simple", 4, 3},
                                           RulesCase{"gonnect", 4, 4}, RulesCase{"gonnect+ko=none", 3, 4},
                                           RulesCase{"go", 4, 4}, RulesCase{"go+komi=2.5", 3, 3},
                                           RulesCase{"go+ko=none", 3, 3}, RulesCase{"quench-1", 4, 4},
                                           RulesCase{"quench-3", 4, 4}, RulesCase{"quench-4", 4, 3},
                                           RulesCase{"conversion", 4, 4}, RulesCase{"conversion+mirror=none", 5, 4}),
                         rulesAndSizeName<RulesCase>);

// Conquest: the engine (conquest_game.h) against the checker's reference
// (conquest_reference.h), move codes and all, choices included.
TEST(CheckerRulesAgree, OnConquestsMovesEndsAndScoresOfRandomGames) {
  std::mt19937 random(2026);
  int plies = 0, ends = 0, choices = 0;
  for (const char* rules : {"conquest", "conquest+komi=1.5+pure"}) {
    for (auto [width, height] : {std::pair{3, 3}, {4, 4}, {5, 3}, {5, 5}}) {
      const Rules parsed = *Rules::parse(rules);
      proof::RootPosition root;
      root.rules = parsed.toString();
      root.width = width;
      root.height = height;
      for (int game = 0; game < 20; ++game) {
        ConquestGame<1> engine(std::make_shared<const Geometry<1>>(width, height), parsed, Color::Black);
        NaiveGame naive = *proof::naiveRoot(root);
        for (;;) {
          ConquestGame<1>::MoveListType moves;
          engine.legalMoves(moves);
          std::vector<std::string> names;
          for (Move m : moves) names.push_back(engine.moveName(m));
          std::vector<uint64_t> engineCodes;
          for (const auto& code : proof::moveCodes(names, width, height)) engineCodes.push_back(*code);
          auto children = proof::legalChildren(naive);
          std::vector<uint64_t> naiveCodes;
          for (const auto& child : children) naiveCodes.push_back(child.first);
          std::vector<uint64_t> sorted = engineCodes;
          std::sort(sorted.begin(), sorted.end());
          ASSERT_EQ(sorted, naiveCodes) << rules << " " << width << "x" << height << " game " << game;
          const bool over = engine.result() != Winner::None;
          ASSERT_EQ(over, proof::referenceGameOver(naive));
          if (over) {
            EXPECT_EQ(engine.finalMargin(), proof::referenceFinalMargin(naive)) << rules << " game " << game;
            ++ends;
            break;
          }
          ++plies;
          const size_t pick = random() % children.size();
          for (size_t i = 0; i < names.size(); ++i)
            if (engineCodes[i] == children[pick].first) {
              choices += names[i].find(':') != std::string::npos;
              EXPECT_EQ(proof::moveNameAt(naive, children[pick].first), names[i]);
              engine.play(moves[i]);
            }
          naive = children[pick].second;
        }
      }
    }
  }
  EXPECT_EQ(ends, 2 * 4 * 20) << "every Conquest game ends";
  EXPECT_GT(plies, 1000);
  EXPECT_GT(choices, 0) << "the games met moves with a choice";
}

// --- A broken engine rule is caught ---

// The engine with one rule broken: White may never play `hidden` (a legal
// move the rules allow). A proof made with it misses White's replies there.
struct EngineWithAHiddenMove : GameState<1> {
  EngineWithAHiddenMove(GameState<1> g, Move h) : GameState<1>(std::move(g)), hidden(h) {}
  void legalMoves(MoveListType& list) const {
    GameState<1>::legalMoves(list);
    if (toMove() != Color::White || list.size <= 1) return;
    MoveListType kept;
    for (Move m : list)
      if (m != hidden) kept.push(m);
    list = kept;
  }
  Move hidden;
};

TEST(BrokenEngine, AProofFromAnEngineThatForbidsALegalMoveIsRejected) {
  EngineWithAHiddenMove root(emptyGame("capture-1", 3, 3), 0);
  root.hidden = at(root, "a1");
  DfpnOptions options;
  options.tableMegabytes = 16;
  DfpnSolver<EngineWithAHiddenMove, false> dfpn(options);
  const ProofOracle<EngineWithAHiddenMove> oracle = solverOracle<EngineWithAHiddenMove>(dfpn);
  proof::ProofHeader header;
  header.root.rules = "capture-1";
  header.root.width = header.root.height = 3;
  header.statements.push_back({{}, true, kWinMargin});  // Black wins, as she does
  const std::string path = proofPath("broken_engine");
  {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    ProofEncoder out(header, [&file](std::string_view bytes) { file.write(bytes.data(), bytes.size()); });
    ProofWriter<EngineWithAHiddenMove> writer(oracle, out, 3, 3);
    writer.write(root, header.statements[0]);
    out.finish();
  }
  const CheckReport report = proof::checkProof(path);
  EXPECT_EQ(report.exitCode, 1);
  EXPECT_NE(report.failure.find("the rules allow"), std::string::npos) << report.failure;
  EXPECT_NE(report.failure.find("a1"), std::string::npos) << report.failure;
}

}  // namespace
}  // namespace goproof::testing
