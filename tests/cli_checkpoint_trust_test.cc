// A checkpoint never changes an answer (issue 31): one cut short anywhere
// (at an entry's boundary too) is refused; one whose rules line was edited
// is refused (its checksum no longer holds), and one resealed by someone
// who knows the format still cannot answer for the other rules (every key
// is bound to the header); one whose proofs and disproofs were swapped
// contradicts itself and is refused. One line, exit 2, the file kept.
#include <algorithm>
#include <cstdio>
#include <string>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_goproof.h"
#include "tests/stored_file_edits.h"

namespace goproof {
namespace {

using testing::countLines;
using testing::goproof;
using testing::readWholeFile;
using testing::tempPath;
using testing::writeTempFile;

// The checkpoint of a finished solve of args.
std::string finishedCheckpoint(const std::string& args, const std::string& name) {
  const std::string path = tempPath("ckpt_trust", name);
  std::remove(path.c_str());
  auto run = goproof("solve --threads 1 " + args + " --checkpoint " + path);
  EXPECT_EQ(run.exitCode, 0) << run.err;
  return path;
}

// Runs solve args on the checkpoint text (in a file of its own) and expects
// a refusal: exit 2, one line on stderr that says `says` (after the note
// "resuming from FILE" where the solve started from it), nothing on
// stdout, and (where `kept`) the file as it was.
void expectRefused(const std::string& args, const std::string& text, const std::string& says,
                   const std::string& what, bool kept = true) {
  const std::string path = writeTempFile("ckpt_trust", "edited.ckpt", text);
  auto run = goproof("solve --threads 1 " + args + " --checkpoint " + path, 60);
  EXPECT_EQ(run.exitCode, 2) << what << "\n" << run.out;
  EXPECT_EQ(run.out, "") << what;
  // One line, after the note of a resume when the file was read.
  const size_t resumeNote = run.err.rfind("goproof solve: resuming from ", 0) == 0 ? 1 : 0;
  EXPECT_EQ(countLines(run.err), 1u + resumeNote) << what << ": " << run.err;
  EXPECT_NE(run.err.find(says), std::string::npos) << what << ": " << run.err;
  if (kept) {
    EXPECT_EQ(readWholeFile(path), text) << what << ": a refused checkpoint is left as it was";
  }
  std::remove(path.c_str());
}

TEST(CheckpointTrust, ACheckpointCutShortAnywhereIsRefused) {
  const std::string args = "--rules capture-1 --size 3x3";
  const std::string good = finishedCheckpoint(args, "cut.ckpt");
  const std::string text = readWholeFile(good);
  const size_t entries = text.find('\n', text.find("\nentries") + 1) + 1;
  const size_t checksumLine = text.rfind("checksum ");
  ASSERT_NE(checksumLine, std::string::npos) << "the file ends with its checksum";
  ASSERT_GT(checksumLine, entries + 32);
  ASSERT_EQ((checksumLine - entries) % 16, 0u);
  for (size_t cut : {entries, entries + 16, entries + 32, checksumLine, checksumLine + 9, text.size() - 1})
    expectRefused(args, text.substr(0, cut), "cut short", "cut at byte " + std::to_string(cut));
  std::remove(good.c_str());
}

TEST(CheckpointTrust, AnEditedRulesLineIsRefusedAndAResealedOneAnswersNothing) {
  // The empty board's position key is 0 whatever the rules: only the rules
  // line tells a 4x4 Capture-1 checkpoint from a 4x4 Capture-2 one.
  const std::string good = finishedCheckpoint("--rules capture-1 --size 4x4", "rules.ckpt");
  std::string text = readWholeFile(good);
  const std::string from = "\nrules capture-1\n";
  text.replace(text.find(from), from.size(), "\nrules capture-2\n");
  const std::string captureTwo = "--rules capture-2 --size 4x4";
  expectRefused(captureTwo, text, "its checksum does not match its content", "rules edited");

  auto fresh = goproof("solve --json --threads 1 " + captureTwo);
  ASSERT_EQ(fresh.exitCode, 0) << fresh.err;
  nlohmann::json truth = nlohmann::json::parse(fresh.out);
  ASSERT_EQ(truth["value"], "B") << "4x4 Capture-2 is a first-player win";
  const std::string resealed = writeTempFile("ckpt_trust", "resealed.ckpt", testing::resealedCheckpoint(text));
  auto run = goproof("solve --json --threads 1 " + captureTwo + " --checkpoint " + resealed);
  ASSERT_EQ(run.exitCode, 0) << run.err;
  nlohmann::json answer = nlohmann::json::parse(run.out);
  EXPECT_EQ(answer["value"], truth["value"]);
  EXPECT_EQ(answer["winning_moves"], truth["winning_moves"]);
  std::remove(resealed.c_str());
  std::remove(good.c_str());
}

TEST(CheckpointTrust, SwappedProofsAndDisproofsAreRefused) {
  const std::string args = "--rules capture-1 --size 4x4";
  const std::string good = finishedCheckpoint(args, "swap.ckpt");
  std::string text = readWholeFile(good);
  testing::editCheckpointPayloads(text, testing::swappedProof);
  expectRefused(args, text, "its checksum does not match its content", "swapped");
  // (The solve saves its table before its answer is checked: this file is
  // saved again, as forged as it was.)
  expectRefused(args, testing::resealedCheckpoint(text), "contradict", "swapped and resealed", /*kept=*/false);
  std::remove(good.c_str());
}

}  // namespace
}  // namespace goproof
