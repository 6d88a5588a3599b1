// A store of solved positions (goproof solve / verify --store FILE), in the
// manner of Benzene's DfpnDB: every position a df-pn search settled, kept
// from run to run, so that later solves and verifications start from them
// and a collection of positions from one opening does not prove the
// subtrees it shares again and again.
//
// What is kept: the df-pn table's settled entries (proved or disproved),
// and the alpha-beta table's proven bounds, each solver's in sections of its
// own. Each is a fact about its position, whichever search stored it and
// however it was reached: path-dependent results never reach the table (the
// graph-history rule and alpha-beta's proven results, docs/solvers.md). A table key covers the whole state
// (stones, side to move, ko, passes, prisoners, coins, komi) and the side
// asking, so every question the searches ask (a win, a margin of at least k)
// has its own key; the rules and the board size, which the key does not
// cover, name the section an entry lives in.
//
// Format, version 4: a text line, then sections, then a last line.
//   goproof store 4
//   section RULES WxH symmetry on|off solver dfpn|alphabeta keys HEX N
//   <N entries of 16 bytes: the table key XOR the section's binding, then
//    the payload, each 64-bit little-endian>
//   ... more sections ...
//   end CHECKSUM
// `symmetry on` holds keys canonical under the board's symmetry (the
// default), `off` the keys of --no-symmetry searches. `solver` names whose
// table entries the section holds (their payloads mean nothing to the
// other solver). `keys` is a
// fingerprint of the Zobrist keys (zobrist::fingerprint) and df-pn's side
// marker: a build that hashes with other keys refuses the file. (A change in
// how a state is composed into its hash must raise kStoreVersion.) The
// section's binding is entryBinding (formats/file_checksum.h) of the format
// version and the section line without its count: entries of a section
// renamed to other rules or another size match no position of those. The
// CHECKSUM (16 hexadecimal digits) is checksumOf every byte before the `end`
// line. Version 3 (no solver word: df-pn's sections alone, each bound with its
// own version line and section line) is read; a save writes version 4.
// A file of another version (versions 1 and 2 had no checksum and no
// binding), of other keys, with another checksum, cut short anywhere, or
// holding an entry that is not a solved position (df-pn: proved or
// disproved; alpha-beta: a proven bound) is refused with one line; nothing
// is read from it.
//
// Memory: open reads the file in two passes of 1 MiB chunks (the first
// checks its checksum, the second reads the entries, each chunk checked
// against the first pass's sum) and holds only the entries, in a hash map.
// bench/store_memory.cc measures it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "solver/search/checkpoint_hooks.h"

namespace goproof {

inline constexpr int kStoreVersion = 4;

// Which searches a section serves: one rule set (as Rules::toString writes
// it), one board size ("5x5"), one kind of table key, one solver's table
// ("dfpn" or "alphabeta").
struct StoreSection {
  std::string rules, size;
  bool symmetry = true;
  std::string solver = "dfpn";
  friend bool operator<(const StoreSection& a, const StoreSection& b) {
    return std::tie(a.rules, a.size, a.symmetry, a.solver) < std::tie(b.rules, b.size, b.symmetry, b.solver);
  }
};

// Which file a path named and when it last changed (stat's device, inode,
// size, modification and change times); `exists` false where it named none.
struct FileStamp {
  bool exists = false;
  uint64_t device = 0, inode = 0, size = 0;
  int64_t modifiedNs = 0, changedNs = 0;
  friend bool operator==(const FileStamp&, const FileStamp&) = default;
};

// The number every key of section s is XORed with in the file.
uint64_t storeSectionBinding(const StoreSection& s);

class SolvedPositionStore {
 public:
  // The store in path, or an empty one where path does not exist yet.
  // Errors, one line "PATH: ..." (with :LINE where a text line is at
  // fault): not a regular file, not a goproof store, another format
  // version, a malformed line, a checksum that does not match, entries or
  // lines cut short, other Zobrist keys, an entry that is no solved position.
  static absl::StatusOr<SolvedPositionStore> open(const std::string& path);

  SolvedPositionStore() = default;
  SolvedPositionStore(SolvedPositionStore&& other) noexcept
      : loaded_(std::move(other.loaded_)), openedStamp_(other.openedStamp_), added_(std::move(other.added_)) {}

  // Hooks for one solve of section s by its solver: it starts from the
  // section's stored entries, and what it settles joins the store (df-pn:
  // each proof and disproof it did not hold; alpha-beta: each proven bound
  // it did not hold, and an exact score where it held only a bound). Many
  // solves may use their hooks at the same time (one lock guards what they add).
  CheckpointHooks hooksFor(const StoreSection& s);

  // Writes every entry to path, atomically (a temporary file in the same
  // directory, then renamed over it): what path holds now (another process
  // may have saved since open), what open read, and what the solves added,
  // so that no process's work is dropped. The file is read again only where
  // its stamp changed since open; the entries are written from where they
  // are, never gathered into one more copy. Processes that share a store save
  // one at a time (an advisory lock, flock, on path's directory while they
  // read, merge and write). Returns the number of entries written. Refused,
  // nothing written: a path that exists and is not a regular file, or whose
  // file is no longer a store this goproof reads. Errors: "PATH: ...". Not
  // while solves still add to the store.
  absl::StatusOr<size_t> save(const std::string& path) const;

  // Entries read from the file, and positions the solves settled since that
  // it did not hold.
  size_t storedEntries() const;
  size_t addedEntries() const;

 private:
  using Entries = absl::flat_hash_map<uint64_t, uint64_t>;  // key -> payload bits
  std::map<StoreSection, Entries> loaded_;                   // as read; never changed after open
  FileStamp openedStamp_;                                    // the file's stamp just before open read it
  mutable std::mutex mutex_;
  std::map<StoreSection, Entries> added_;                    // settled since, not stored before
};

}  // namespace goproof
