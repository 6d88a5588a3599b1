#include "formats/solved_store.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <bit>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <optional>
#include <sstream>
#include <string_view>

#include "formats/atomic_file.h"
#include "formats/file_checksum.h"
#include "solver/board/zobrist.h"
#include "solver/search/dfpn_entry.h"

namespace goproof {
namespace {

using Sections = std::map<StoreSection, absl::flat_hash_map<uint64_t, uint64_t>>;

absl::Status fileError(const std::string& where, const std::string& why) {
  return absl::InvalidArgumentError(where + ": " + why);
}

// The keys this build writes: the Zobrist keys' fingerprint and df-pn's
// marker for White's questions.
uint64_t keyScheme() { return zobrist::fingerprint() ^ kWhiteAttacksKey; }

std::string versionLine() { return "goproof store " + std::to_string(kStoreVersion) + "\n"; }

// The section line without its count.
std::string sectionName(const StoreSection& s) {
  return "section " + s.rules + " " + s.size + " symmetry " + (s.symmetry ? "on" : "off") + " keys " +
         hex16(keyScheme());
}

// The file's bytes, nullopt where path does not exist.
absl::StatusOr<std::optional<std::string>> readBytes(const std::string& path) {
  if (absl::Status refused = regularFileOrAbsent(path, "store"); !refused.ok()) return refused;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (errno == ENOENT) return std::optional<std::string>();
    return fileError(path, std::string("cannot read: ") + std::strerror(errno));
  }
  return std::optional<std::string>(
      std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>()));
}

// Reads a store's sections from its bytes: first its structure and its
// checksum, then (only once the checksum holds) what the section lines say
// and the entries.
absl::StatusOr<Sections> parseStore(const std::string& path, const std::string& data) {
  size_t at = 0;
  int lineNumber = 0;
  auto bad = [&](const std::string& why) { return fileError(path + ":" + std::to_string(lineNumber), why); };
  auto nextLine = [&](std::string& line) {
    const size_t end = data.find('\n', at);
    if (end == std::string::npos) return false;
    line = data.substr(at, end - at);
    at = end + 1;
    ++lineNumber;
    return true;
  };
  std::string line;
  if (!nextLine(line) || line.rfind("goproof store ", 0) != 0) {
    lineNumber = 1;
    return bad("not a goproof store of solved positions");
  }
  if (std::string version = line.substr(14); version != std::to_string(kStoreVersion))
    return bad("store format version " + version + "; this goproof reads version " + std::to_string(kStoreVersion) +
               " (start a new store)");
  struct SectionAt {
    StoreSection section;
    std::string keys;
    int line;
    size_t offset, count;
  };
  std::vector<SectionAt> sections;
  uint64_t claimedChecksum = 0;
  size_t endLineAt = 0;
  for (;;) {
    const size_t lineStart = at;
    if (!nextLine(line)) return fileError(path, "the store is cut short (a write that did not finish?)");
    if (line.rfind("end", 0) == 0) {
      if (line.size() != 20 || line[3] != ' ' || !parseHex16(std::string_view(line).substr(4), claimedChecksum))
        return bad("expected 'end CHECKSUM' (16 hexadecimal digits)");
      endLineAt = lineStart;
      break;
    }
    std::istringstream fields(line);
    std::string word, symmetryWord, symmetry, keysWord, keys, extra;
    SectionAt s{{}, {}, lineNumber, 0, 0};
    if (!(fields >> word >> s.section.rules >> s.section.size >> symmetryWord >> symmetry >> keysWord >> s.keys >>
          s.count) ||
        word != "section" || symmetryWord != "symmetry" || keysWord != "keys" || (fields >> extra))
      return bad("expected 'section RULES WxH symmetry on|off keys HEX ENTRIES' or 'end CHECKSUM'");
    if (symmetry != "on" && symmetry != "off") return bad("symmetry is 'on' or 'off'");
    s.section.symmetry = symmetry == "on";
    if (s.count > (data.size() - at) / 16)
      return fileError(path, "the entries are cut short (a write that did not finish?)");
    s.offset = at;
    at += s.count * 16;
    sections.push_back(std::move(s));
  }
  if (at != data.size()) return bad("text after 'end'");
  if (checksumOf(std::string_view(data).substr(0, endLineAt)) != claimedChecksum)
    return fileError(path, "its checksum does not match its content (a damaged or edited file); nothing is read from it");
  Sections read;
  for (const SectionAt& s : sections) {
    lineNumber = s.line;
    if (s.keys != hex16(keyScheme()))
      return bad("its positions are hashed with other keys (" + s.keys + ") than this goproof's (" +
                 hex16(keyScheme()) + "): start a new store");
    if (read.count(s.section)) return bad("a second section for " + s.section.rules + " " + s.section.size);
    auto& entries = read[s.section];
    entries.reserve(s.count);
    const uint64_t binding = storeSectionBinding(s.section);
    for (size_t i = 0; i < s.count; ++i) {
      const char* entry = &data[s.offset + 16 * i];
      const uint64_t bits = readWord(entry + 8);
      const DfpnEntry e = std::bit_cast<DfpnEntry>(bits);
      if (!e.settled() || e.workLog2() > 64)
        return bad("entry " + std::to_string(i + 1) + " of this section is not a solved position (a damaged file?)");
      entries.insert_or_assign(readWord(entry) ^ binding, bits);
    }
  }
  return read;
}

// The sections of the store in path; none where path does not exist.
absl::StatusOr<Sections> readStore(const std::string& path) {
  auto bytes = readBytes(path);
  if (!bytes.ok()) return bytes.status();
  if (!*bytes) return Sections();
  return parseStore(path, **bytes);
}

// Holds an advisory lock (flock) on the directory of a path while it lives:
// the processes that save one store take turns. Where the directory cannot
// be opened or locked (no read permission, a file system without flock),
// it holds none, and the merge on save is all that guards the store.
class DirectoryLock {
 public:
  explicit DirectoryLock(const std::string& path) {
    std::string directory = std::filesystem::path(path).parent_path().string();
    if (directory.empty()) directory = ".";
    fd_ = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd_ < 0) return;
    while (::flock(fd_, LOCK_EX) != 0 && errno == EINTR) {
    }
  }
  ~DirectoryLock() {
    if (fd_ >= 0) ::close(fd_);  // and so unlocks
  }
  DirectoryLock(const DirectoryLock&) = delete;
  DirectoryLock& operator=(const DirectoryLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace

uint64_t storeSectionBinding(const StoreSection& s) { return entryBinding(versionLine() + sectionName(s)); }

absl::StatusOr<SolvedPositionStore> SolvedPositionStore::open(const std::string& path) {
  auto sections = readStore(path);
  if (!sections.ok()) return sections.status();
  SolvedPositionStore store;
  store.loaded_ = *std::move(sections);
  return store;
}

CheckpointHooks SolvedPositionStore::hooksFor(const StoreSection& s) {
  CheckpointHooks hooks;
  if (auto found = loaded_.find(s); found != loaded_.end()) {
    const Entries* entries = &found->second;
    hooks.resumeEntries = entries->size();
    hooks.resumeFrom = [entries](const EntryVisitor& visit) {
      for (const auto& [key, bits] : *entries) visit(key, bits);
    };
  }
  hooks.everySeconds = std::numeric_limits<double>::infinity();  // only at the end of the solve
  hooks.otherAttacker = true;
  const Entries* stored = hooks.resumeFrom ? &loaded_.find(s)->second : nullptr;
  hooks.save = [this, s, stored](const EntryWalk& walk) {
    std::vector<std::pair<uint64_t, uint64_t>> settled;
    walk([&](uint64_t key, uint64_t bits) {
      if (!std::bit_cast<DfpnEntry>(bits).settled()) return;
      if (stored && stored->contains(key)) return;  // in the store already
      // A disproof read from the other side's stored proof (DfpnSolver::resume).
      if (stored && std::bit_cast<DfpnEntry>(bits).dn() == 0) {
        auto other = stored->find(key ^ kWhiteAttacksKey);
        if (other != stored->end() && std::bit_cast<DfpnEntry>(other->second).pn() == 0) return;
      }
      settled.emplace_back(key, bits);
    });
    std::lock_guard<std::mutex> lock(mutex_);
    auto& added = added_[s];
    for (const auto& [key, bits] : settled) added.insert_or_assign(key, bits);
  };
  return hooks;
}

absl::StatusOr<size_t> SolvedPositionStore::save(const std::string& path) const {
  std::lock_guard<std::mutex> lock(mutex_);
  DirectoryLock turn(path);
  // What another process saved since open: kept, with what this one read and found.
  auto merged = readStore(path);
  if (!merged.ok()) {
    if (absl::Status refused = regularFileOrAbsent(path, "store"); !refused.ok()) return refused;
    return absl::FailedPreconditionError(
        path + ": not replaced, so this run's new positions are not saved: the file changed while it ran and is "
               "no longer a store this goproof reads (" + std::string(merged.status().message()) + ")");
  }
  for (const auto* part : {&loaded_, &added_})
    for (const auto& [section, entries] : *part)
      for (const auto& [key, bits] : entries) (*merged)[section].insert_or_assign(key, bits);
  size_t written = 0;
  absl::Status saved = writeFileAtomically(path, "store", [&](const ChunkSink& sink) {
    RunningChecksum sum;
    std::string buffer = versionLine();
    auto flush = [&] {
      sum.add(buffer);
      sink(buffer);
      buffer.clear();
    };
    for (const auto& [section, entries] : *merged) {
      buffer += sectionName(section) + " " + std::to_string(entries.size()) + "\n";
      const uint64_t binding = storeSectionBinding(section);
      for (const auto& [key, bits] : entries) {
        appendWord(buffer, key ^ binding);
        appendWord(buffer, bits);
        if (buffer.size() >= (1u << 20)) flush();
      }
      written += entries.size();
    }
    flush();
    sink("end " + hex16(sum.value()) + "\n");
  });
  if (!saved.ok()) return saved;
  return written;
}

size_t SolvedPositionStore::storedEntries() const {
  size_t n = 0;
  for (const auto& [section, entries] : loaded_) n += entries.size();
  return n;
}

size_t SolvedPositionStore::addedEntries() const {
  std::lock_guard<std::mutex> lock(mutex_);
  size_t n = 0;
  for (const auto& [section, entries] : added_) n += entries.size();
  return n;
}

}  // namespace goproof
