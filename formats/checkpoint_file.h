// The checkpoint file of a long solve (goproof solve --checkpoint FILE):
// the solver's table, so that a stopped solve picks up where it was.
//
// Format, version 4: text header lines, binary entries, a checksum line.
//   goproof checkpoint 4
//   rules capture-2
//   size 5x5
//   position XO.../...../...  (rows top first; the empty board is all '.')
//   to-move B
//   root-key 0123456789abcdef   (the position's full state hash, hexadecimal)
//   symmetry on                 (table keys canonical under symmetry: on/off)
//   solver dfpn                 (whose table the entries are: dfpn or alphabeta)
//   resume-at none              (where the search stood, in the solver's words:
//                                CheckpointHooks::resumeAt; none, or up to 200
//                                printable characters)
//   keys 0123456789abcdef       (the Zobrist keys' fingerprint, as in a store)
//   entries N
//   <N entries of 16 bytes: the table key XOR the header's binding, then the
//    payload, each 64-bit little-endian>
//   checksum 0123456789abcdef
// The binding is entryBinding (formats/file_checksum.h) of the header's
// lines before `entries`: the entries of a file whose header was edited to
// name other rules, another size or another position match no position of
// those. The checksum is checksumOf every byte before its line. A run
// resumes only from a file whose version it reads, whose checksum holds,
// whose keys are its own and whose every header field matches its own.
// Version 3 (no resume-at line) is read as resuming at no point; version 2
// (no solver line either: only df-pn saved checkpoints then) as df-pn's;
// version 1 (no keys, no binding, no checksum) is refused.
#pragma once

#include <cstdint>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "solver/search/checkpoint_hooks.h"

namespace goproof {

inline constexpr int kCheckpointVersion = 4;

// What a checkpoint is of: the header fields after the version (the keys
// line is this build's own, checked by readCheckpoint).
struct CheckpointHeader {
  std::string rules, size, position, toMove;
  uint64_t rootKey = 0;
  bool symmetry = true;
  // The solver whose table the entries are ("dfpn", "alphabeta"): their
  // payloads mean nothing to another solver's table.
  std::string solver = "dfpn";
  // Where the search stood at the save (CheckpointHooks::resumeAt; "" for
  // none). Not part of what the file is of: checkpointMismatch ignores it.
  std::string resumeAt;
};

// A checkpoint checked whole (its header, every entry's bytes against the
// checksum, the keys) with its entries left on disk, so that resuming never
// holds them in memory beside the table (a 4x6 Go checkpoint is 8.5 GB).
// Keeps the file open: the entries it gives are the checked file's even if
// the path is replaced in the meantime.
class CheckpointReader {
 public:
  const CheckpointHeader& header() const { return header_; }
  size_t entryCount() const { return count_; }
  // Calls visit for each entry (key, payload bits), in file order, reading
  // the file again. Each chunk of entries is compared with what the check
  // saw before any of its entries is given; one that differs (the file was
  // changed in place since) stops the walk with "PATH: ..." as the error,
  // every entry given so far being the checked file's.
  absl::Status forEachEntry(const EntryVisitor& visit);

 private:
  friend absl::StatusOr<CheckpointReader> readCheckpoint(const std::string& path);
  std::string path_;
  std::unique_ptr<std::ifstream> in_;
  CheckpointHeader header_;
  size_t count_ = 0;
  uint64_t binding_ = 0;
  std::streamoff entriesAt_ = 0;
  std::vector<uint64_t> chunkSums_;  // checksumOf each chunk of kEntriesPerChunk entries, as checked
};

// Writes header and every entry of walk to path, atomically: a temporary file
// in the same directory, flushed to disk, then renamed over path. Walks the
// entries twice (a count, then the entries). Refused (nothing written): a
// path that exists and is not a regular file, as checkCheckpointPath says.
// Errors: "PATH: ...".
absl::Status writeCheckpoint(const std::string& path, const CheckpointHeader& header, const EntryWalk& walk);

// Whether a checkpoint can be kept at path, checked before a long solve
// starts: InvalidArgument "PATH: a checkpoint must be a regular file, not a
// symbolic link" (or a directory, device, FIFO or socket) for a path that
// exists and is not a regular file; Unavailable "PATH: cannot write: why"
// when its directory cannot take a new file.
absl::Status checkCheckpointPath(const std::string& path);

// Reads and checks a checkpoint in one pass of constant memory; its entries
// come later from forEachEntry. Errors, one line "PATH: ..." (with :LINE
// where a header line is at fault): not a goproof checkpoint, another format
// version, a malformed header, entries or the checksum line cut short
// (anywhere, an entry's boundary too), text after the checksum line, a
// checksum that does not match, other Zobrist keys.
absl::StatusOr<CheckpointReader> readCheckpoint(const std::string& path);

// Empty when a file with header `file` may resume the run `run`, else why
// not ("it is for rules capture-3, this run is capture-2"; another solver's).
std::string checkpointMismatch(const CheckpointHeader& file, const CheckpointHeader& run);

}  // namespace goproof
