// Replays every fuzz seed and every saved crash input (fuzz/seeds/<parser>/)
// through the libFuzzer targets, in the ordinary build: a parser that crashes,
// or a round trip that fails (the targets abort), fails this test. A crash
// found by scripts/fuzz.sh becomes a regression case by copying its input
// into fuzz/seeds/<parser>/.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#define LLVMFuzzerTestOneInput nativeFuzzOne
#include "fuzz/native_fuzz.cc"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput sgfFuzzOne
#include "fuzz/sgf_fuzz.cc"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput diagramFuzzOne
#include "fuzz/diagram_fuzz.cc"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput proofFuzzOne
#include "fuzz/proof_fuzz.cc"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput checkpointFuzzOne
#include "fuzz/checkpoint_fuzz.cc"
#undef LLVMFuzzerTestOneInput

namespace {

using FuzzTarget = int (*)(const uint8_t*, size_t);

std::filesystem::path seedDir(const std::string& parser) {
  return std::filesystem::path(GOPROOF_SOURCE_DIR) / "fuzz" / "seeds" / parser;
}

// A seed file's bytes ("" when it cannot be read).
std::string seedBytes(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream data;
  data << in.rdbuf();
  return data.str();
}

int replayAll(const std::string& parser, FuzzTarget target) {
  int replayed = 0;
  for (const auto& entry : std::filesystem::directory_iterator(seedDir(parser))) {
    const std::string bytes = seedBytes(entry.path());
    SCOPED_TRACE(entry.path().string());
    target(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
    // Every prefix too: truncated files are the commonest malformed input.
    for (size_t cut = 1; cut < bytes.size(); cut += 1 + bytes.size() / 64)
      target(reinterpret_cast<const uint8_t*>(bytes.data()), cut);
    ++replayed;
  }
  return replayed;
}

TEST(FuzzReplay, NativeSeedsAndRegressions) { EXPECT_GT(replayAll("native", nativeFuzzOne), 0); }
TEST(FuzzReplay, SgfSeedsAndRegressions) { EXPECT_GT(replayAll("sgf", sgfFuzzOne), 0); }
TEST(FuzzReplay, DiagramSeedsAndRegressions) { EXPECT_GT(replayAll("diagram", diagramFuzzOne), 0); }
TEST(FuzzReplay, ProofSeedsAndRegressions) { EXPECT_GT(replayAll("proof", proofFuzzOne), 0); }
TEST(FuzzReplay, CheckpointAndStoreSeedsAndRegressions) { EXPECT_GT(replayAll("checkpoint", checkpointFuzzOne), 0); }

// The checkpoint target's whole-file seeds are files goproof reads back: each
// is accepted, so the fuzzer starts past the header and the checksum.
TEST(FuzzReplay, CheckpointAndStoreFileSeedsAreAccepted) {
  for (const char* name : {"file-capture-1-2x3.ckpt", "file-go-2x2.ckpt", "store-capture-1-2x3.store",
                           "store-two-sections.store"}) {
    const std::string bytes = seedBytes(seedDir("checkpoint") / name);
    ASSERT_GT(bytes.size(), 1u) << name;
    const std::string path = fileHolding("seed", reinterpret_cast<const uint8_t*>(bytes.data()) + 1, bytes.size() - 1);
    if (bytes[0] == 0) {
      auto reader = goproof::readCheckpoint(path);
      ASSERT_TRUE(reader.ok()) << name << ": " << reader.status();
      EXPECT_GT(reader->entryCount(), 0u) << name;
    } else {
      auto store = goproof::SolvedPositionStore::open(path);
      ASSERT_TRUE(store.ok()) << name << ": " << store.status();
      EXPECT_GT(store->storedEntries(), 0u) << name;
    }
    std::filesystem::remove(path);
  }
}

// The proof target's seeds reach the checker's rules: each body seed of a
// one-statement proof, wrapped as the target wraps it, checks valid.
TEST(FuzzReplay, ProofBodySeedsAreValidProofs) {
  for (const char* name : {"body-capture-1-3x3.bin", "body-gonnect-3x3.bin", "body-goal-3x3.bin"}) {
    const std::string bytes = seedBytes(seedDir("proof") / name);
    ASSERT_FALSE(bytes.empty()) << name;
    const std::string path = (std::filesystem::temp_directory_path() / "goproof-proof-seed.proof").string();
    {
      std::ofstream file(path, std::ios::binary | std::ios::trunc);
      goproof::proof::ProofEncoder encoder(fuzzHeader((static_cast<uint8_t>(bytes[0]) >> 1) % 6),
                                           [&file](std::string_view b) { file.write(b.data(), b.size()); });
      for (size_t i = 1; i < bytes.size(); ++i) encoder.put(static_cast<uint8_t>(bytes[i]));
      encoder.finish();
    }
    const goproof::proof::CheckReport report = goproof::proof::checkProof(path);
    EXPECT_EQ(report.exitCode, 0) << name << ": " << report.failure;
    std::filesystem::remove(path);
  }
}

}  // namespace
