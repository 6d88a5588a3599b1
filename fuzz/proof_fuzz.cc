// libFuzzer target: the proof checker (checker/proof_check.h) must never
// crash or hang, whatever the file. The first byte chooses what the rest is:
// when it is even, a whole proof file, as read from disk; when odd, the body
// of a proof (its node records), which this harness wraps in a header and a
// valid checksum, so that the records reach the checker's replay of the
// rules rather than stopping at the checksum. (byte >> 1) % 6 picks the
// header's rules and statement, each true: Capture-1 3x3 "Black wins", Go
// 2x2 "Black's margin is at least 0" (cycles allowed), Gonnect 3x3 "Black
// wins", Quench #2 2x2 "Black's margin is at least +1" (two-stone turns);
// a local goal, White's lone stone on 3x3 "White wins" (ko threats,
// Benson), and Conquest 3x3 "Black's margin is at least +1" (choices).
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "checker/proof_check.h"
#include "checker/proof_format.h"

namespace {

goproof::proof::ProofHeader fuzzHeader(int choice) {
  goproof::proof::ProofHeader header;
  static const char* const kRules[] = {"capture-1", "go", "gonnect", "quench-2", "go+goal=capture", "conquest"};
  static const int kSides[] = {3, 2, 3, 2, 3, 3};
  header.root.rules = kRules[choice];
  header.root.width = header.root.height = kSides[choice];
  if (choice == 4) {  // White's lone stone at b2, which White saves (she has every ko threat)
    header.root.rows = ".../.O./...";
    header.root.target = {"b2"};
    header.root.region = {"a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"};
    header.root.koThreats[1] = -1;
  }
  goproof::proof::Statement statement;
  statement.atLeast = choice != 4;
  statement.bound = choice == 1 ? 0 : choice == 4 ? -2 : 2;
  header.statements.push_back(statement);
  return header;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  static const std::string path =
      (std::filesystem::temp_directory_path() / ("goproof-proof-fuzz-" + std::to_string(::getpid()) + ".proof")).string();
  {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    if (data[0] & 1) {
      goproof::proof::ProofEncoder encoder(fuzzHeader((data[0] >> 1) % 6),
                                           [&file](std::string_view bytes) { file.write(bytes.data(), bytes.size()); },
                                           /*level=*/1);
      for (size_t i = 1; i < size; ++i) encoder.put(data[i]);
      encoder.finish();
    } else {
      file.write(reinterpret_cast<const char*>(data + 1), static_cast<std::streamsize>(size - 1));
    }
  }
  goproof::proof::checkProof(path);  // any verdict: only a crash or a hang is a finding
  return 0;
}
