// libFuzzer target: SGF puzzle import never crashes, and whatever it accepts it
// can write back as SGF that it accepts again, as the same puzzles.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "formats/native_format.h"
#include "formats/sgf.h"
#include "formats/sgf_puzzle.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  static const goproof::ImportOptions kOptions = [] {
    goproof::ImportOptions options;
    options.rules = *goproof::Rules::parse("capture-1");
    return options;
  }();
  // The general layer: parse -> write -> parse is lossless.
  auto collection = goproof::sgf::parse(text, "fuzz.sgf");
  if (collection.ok()) {
    auto again = goproof::sgf::parse(goproof::sgf::write(*collection), "fuzz.sgf");
    if (!again.ok() || !(*again == *collection)) {
      std::fprintf(stderr, "sgf write/parse round trip failed\n");
      std::abort();
    }
  }
  // As a user without --rules reads it: goals stated, inferred on 9x9 and up (no crash, no UB).
  static const goproof::ImportOptions kNoRules = [] {
    goproof::ImportOptions options = kOptions;
    options.rulesGiven = false;
    return options;
  }();
  (void)goproof::puzzlesFromSgf(text, "fuzz.sgf", kNoRules);
  // Puzzles: sgf -> puzzles -> sgf -> puzzles.
  auto file = goproof::puzzlesFromSgf(text, "fuzz.sgf", kOptions);
  if (!file.ok()) return 0;
  std::string written = goproof::sgfFromPuzzles(*file);
  auto second = goproof::puzzlesFromSgf(written, "fuzz.sgf", kOptions);
  if (!second.ok()) {
    std::fprintf(stderr, "re-reading written SGF failed: %s\n%s\n", std::string(second.status().message()).c_str(),
                 written.c_str());
    std::abort();
  }
  if (second->puzzles.size() != file->puzzles.size() || goproof::sgfFromPuzzles(*second) != written) {
    std::fprintf(stderr, "puzzles changed in the round trip:\n%s\n", written.c_str());
    std::abort();
  }
  // SGF -> native: the native file reads back with the same puzzles and claims
  // (when every position is one a game can reach; the native reader checks that).
  for (const goproof::Puzzle& p : file->puzzles)
    if (!goproof::checkPosition(p).ok()) return 0;
  std::string native = goproof::formatPuzzleFile(*file);
  auto fromNative = goproof::parsePuzzleFile(native, "fuzz.puzzles");
  bool same = fromNative.ok() && fromNative->puzzles.size() == file->puzzles.size();
  for (size_t i = 0; same && i < file->puzzles.size(); ++i)
    same = fromNative->puzzles[i].claims == file->puzzles[i].claims;
  if (!same) {
    std::fprintf(stderr, "SGF -> native did not read back:\n%s\n", native.c_str());
    std::abort();
  }
  return 0;
}
