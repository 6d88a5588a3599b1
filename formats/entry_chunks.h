// Reading the binary files goproof keeps (checkpoints, the store of solved
// positions) without ever holding their bytes: the file opened with the
// checks every reader makes, and its entries (16 bytes each: key, payload)
// read in chunks twice. The first pass checks the file's checksum and notes
// each chunk's; the second gives the entries, each chunk checked against the
// first pass before any of its entries is used, so a file changed in place
// between the passes is noticed, not half believed.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <istream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "formats/atomic_file.h"
#include "formats/file_checksum.h"

namespace goproof {

// Whether `name` is a solver whose table entries these files may hold:
// "dfpn" or "alphabeta" (what a file's `solver` line may say).
inline bool isTableSolver(std::string_view name) { return name == "dfpn" || name == "alphabeta"; }

// A file opened for reading, and its size in bytes.
struct FileToRead {
  std::ifstream in;
  uintmax_t size = 0;
};

// Opens path, one of goproof's files of kind `what` ("checkpoint",
// "store"). NotFound "PATH: cannot read: No such file or directory" where
// nothing is there. InvalidArgument, one line "PATH: ...": a path that is not
// a regular file (as regularFileOrAbsent says), one that cannot be read, and
// an empty file ("an empty file, not a goproof WHAT (remove it, and
// AFTER_REMOVAL)", since an empty file is no line of anything).
absl::StatusOr<FileToRead> openGoproofFile(const std::string& path, std::string_view what,
                                           std::string_view afterRemoval);

// Bytes of one entry, and entries read at a time (1 MiB).
inline constexpr size_t kEntryBytes = 16;
inline constexpr size_t kEntriesPerChunk = size_t{1} << 16;

// The first pass: reads `count` entries from in's position in a file of
// fileSize bytes, adds their bytes to sum and appends each chunk's checksumOf
// to chunkSums. False, before reading any, where the rest of the file cannot
// hold them, or where the file ends first: the entries are cut short.
bool sumEntryChunks(std::istream& in, uintmax_t fileSize, size_t count, RunningChecksum& sum,
                    std::vector<uint64_t>& chunkSums);

// How a second pass ended, and how many entries it gave (where visit
// refused one, that entry's index).
struct EntryChunksRead {
  enum Outcome { Whole, Changed, Refused } outcome = Whole;
  size_t given = 0;
};

// The second pass: reads `count` entries again from in's position, chunk by
// chunk. Each chunk is compared with the front of sums (the first pass's,
// which it then drops) before visit(key, payload) sees any of its entries.
// Changed where a chunk differs from its sum or the file ends (it was
// changed since the first pass); Refused where visit returned false, at
// that entry (not counted as given).
template <typename Visit>
EntryChunksRead readCheckedEntryChunks(std::istream& in, size_t count, std::span<const uint64_t>& sums, Visit&& visit) {
  EntryChunksRead read;
  std::string chunk;
  while (read.given < count) {
    chunk.resize(std::min(count - read.given, kEntriesPerChunk) * kEntryBytes);
    if (sums.empty() || !in.read(chunk.data(), static_cast<std::streamsize>(chunk.size())) ||
        checksumOf(chunk) != sums.front()) {
      read.outcome = EntryChunksRead::Changed;
      return read;
    }
    sums = sums.subspan(1);
    for (size_t i = 0; i < chunk.size(); i += kEntryBytes, ++read.given) {
      if (!visit(readWord(&chunk[i]), readWord(&chunk[i + 8]))) {
        read.outcome = EntryChunksRead::Refused;
        return read;
      }
    }
  }
  return read;
}

}  // namespace goproof
