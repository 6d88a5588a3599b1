// libFuzzer target: the files a long solve reads back, the checkpoint
// (formats/checkpoint_file.h) and the store of solved positions
// (formats/solved_store.h), must be read or refused, never crash or hang.
// The first byte chooses what the rest is, by its value modulo 3:
//   0: a whole checkpoint file, as read from disk; one that is accepted must
//      give every entry it counts, and no error, when walked;
//   1: entries (16 bytes each: key, payload) written by writeCheckpoint under
//      a fixed header, so that they pass the checksum: reading the file back
//      must give the same header and exactly those entries, in order;
//   2: a whole store file: opened or refused.
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "formats/checkpoint_file.h"
#include "formats/solved_store.h"

namespace {

// A temporary path of this process, one a name.
std::string fuzzTempPath(const char* name) {
  return (std::filesystem::temp_directory_path() / ("goproof-" + std::string(name) + "-fuzz-" + std::to_string(::getpid())))
      .string();
}

// A temporary file of this process, holding `bytes`.
std::string fileHolding(const char* name, const uint8_t* bytes, size_t size) {
  const std::string path = fuzzTempPath(name);
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file.write(reinterpret_cast<const char*>(bytes), static_cast<std::streamsize>(size));
  return path;
}

// Every entry a reader gives, and the walk's status.
std::pair<std::vector<std::pair<uint64_t, uint64_t>>, absl::Status> walk(goproof::CheckpointReader& reader) {
  std::vector<std::pair<uint64_t, uint64_t>> entries;
  absl::Status status = reader.forEachEntry([&](uint64_t key, uint64_t bits) { entries.emplace_back(key, bits); });
  return {std::move(entries), std::move(status)};
}

void wholeCheckpoint(const uint8_t* data, size_t size) {
  const std::string path = fileHolding("checkpoint", data, size);
  auto reader = goproof::readCheckpoint(path);
  if (!reader.ok()) return;  // refused: any reason will do
  auto [entries, status] = walk(*reader);
  if (!status.ok() || entries.size() != reader->entryCount()) std::abort();  // accepted, yet not whole
}

void writtenEntries(const uint8_t* data, size_t size) {
  std::vector<std::pair<uint64_t, uint64_t>> written;
  for (size_t i = 0; i + 16 <= size; i += 16) {
    uint64_t key = 0, bits = 0;
    std::memcpy(&key, data + i, 8);
    std::memcpy(&bits, data + i + 8, 8);
    written.emplace_back(key, bits);
  }
  const goproof::CheckpointHeader header{"go", "3x3", ".../.X./...", "W", 0x0123456789abcdef, true, "alphabeta",
                                         "alphabeta margins 4358 depth 23 tag 171"};
  const std::string path = fuzzTempPath("written-checkpoint");
  absl::Status saved = goproof::writeCheckpoint(path, header, [&](const goproof::EntryVisitor& visit) {
    for (const auto& [key, bits] : written) visit(key, bits);
  });
  if (!saved.ok()) std::abort();  // a temporary file this process may write
  auto reader = goproof::readCheckpoint(path);
  if (!reader.ok()) std::abort();  // its own file refused
  if (!goproof::checkpointMismatch(reader->header(), header).empty()) std::abort();
  if (reader->header().resumeAt != header.resumeAt) std::abort();
  auto [entries, status] = walk(*reader);
  if (!status.ok() || entries != written) std::abort();
}

void wholeStore(const uint8_t* data, size_t size) {
  const std::string path = fileHolding("store", data, size);
  auto store = goproof::SolvedPositionStore::open(path);
  if (store.ok()) (void)store->storedEntries();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  switch (data[0] % 3) {
    case 0: wholeCheckpoint(data + 1, size - 1); break;
    case 1: writtenEntries(data + 1, size - 1); break;
    default: wholeStore(data + 1, size - 1); break;
  }
  return 0;
}
