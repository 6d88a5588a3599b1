#include "formats/solved_store.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <bit>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <set>
#include <span>
#include <sstream>
#include <string_view>

#include "formats/atomic_file.h"
#include "formats/entry_chunks.h"
#include "formats/file_checksum.h"
#include "solver/board/zobrist.h"
#include "solver/search/alphabeta_entry.h"
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
  return "section " + s.rules + " " + s.size + " symmetry " + (s.symmetry ? "on" : "off") + " solver " + s.solver +
         " keys " + hex16(keyScheme());
}

// The binding of a section of a version 3 file (df-pn's, no solver word).
uint64_t versionThreeBinding(const StoreSection& s) {
  return entryBinding("goproof store 3\nsection " + s.rules + " " + s.size + " symmetry " +
                      (s.symmetry ? "on" : "off") + " keys " + hex16(keyScheme()));
}

// Whether bits is an entry a section of `solver` may hold: a solved position.
bool solvedEntry(const std::string& solver, uint64_t bits) {
  if (solver == "alphabeta") {
    const AlphaBetaEntry e = std::bit_cast<AlphaBetaEntry>(bits);
    return e.proven && (e.bound == Bound::Lower || e.bound == Bound::Upper || e.bound == Bound::Exact);
  }
  const DfpnEntry e = std::bit_cast<DfpnEntry>(bits);
  return e.settled() && e.workLog2() <= 64;
}

// Where a section's entries lie in the file, and what its line says.
struct SectionAt {
  StoreSection section;
  std::string keys;
  int line = 0;
  std::streamoff offset = 0;
  size_t count = 0;
};

// No line of a store is longer (a section line is about 60 characters).
constexpr size_t kLongestLine = 4096;

enum class LineRead { Read, NoNewline, TooLong };

// Reads one line (without its newline) of at most kLongestLine characters.
LineRead readLine(std::istream& in, std::string& line) {
  line.clear();
  for (char c; in.get(c);) {
    if (c == '\n') return LineRead::Read;
    if (line.size() == kLongestLine) return LineRead::TooLong;
    line += c;
  }
  return LineRead::NoNewline;
}

// Reads a store from an open file of fileSize bytes in two passes, so that
// it never holds the file's bytes: the first checks its structure and its
// checksum (and notes each chunk's), the second (only once the checksum
// holds) reads what the section lines say and the entries, each chunk
// checked again against the first pass's sum.
absl::StatusOr<Sections> parseStore(const std::string& path, std::istream& in, uintmax_t fileSize) {
  int lineNumber = 1;
  auto bad = [&](const std::string& why) { return fileError(path + ":" + std::to_string(lineNumber), why); };
  auto cutShort = [&](const char* what) {
    return fileError(path, std::string("the ") + what + " cut short (a write that did not finish?)");
  };
  RunningChecksum sum;
  std::string line;
  if (readLine(in, line) != LineRead::Read || line.rfind("goproof store ", 0) != 0)
    return bad("not a goproof store of solved positions");
  sum.add(line + "\n");
  const std::string version = line.substr(14);
  if (version != "3" && version != std::to_string(kStoreVersion))
    return bad("store format version " + version + "; this goproof reads versions 3 to " +
               std::to_string(kStoreVersion) + " (start a new store)");
  const bool versionThree = version == "3";
  std::vector<SectionAt> sections;
  std::vector<uint64_t> chunkSums;
  uint64_t claimedChecksum = 0;
  for (;;) {
    ++lineNumber;
    const LineRead read = readLine(in, line);
    if (read == LineRead::NoNewline) return cutShort("store is");
    if (read == LineRead::Read && line.rfind("end", 0) == 0) {
      if (line.size() != 20 || line[3] != ' ' || !parseHex16(std::string_view(line).substr(4), claimedChecksum))
        return bad("expected 'end CHECKSUM' (16 hexadecimal digits)");
      if (in.peek() != std::char_traits<char>::eof()) return bad("text after 'end'");
      break;
    }
    std::istringstream fields(line);
    std::string word, symmetryWord, symmetry, solverWord = "solver", keysWord, extra;
    SectionAt s;
    s.line = lineNumber;
    const bool lineRead = read != LineRead::TooLong && (fields >> word >> s.section.rules >> s.section.size >>
                                                        symmetryWord >> symmetry) &&
                          (versionThree || (fields >> solverWord >> s.section.solver)) &&
                          (fields >> keysWord >> s.keys >> s.count);
    if (!lineRead || word != "section" || symmetryWord != "symmetry" || solverWord != "solver" || keysWord != "keys" ||
        (fields >> extra))
      return bad(versionThree ? "expected 'section RULES WxH symmetry on|off keys HEX ENTRIES' or 'end CHECKSUM'"
                              : "expected 'section RULES WxH symmetry on|off solver dfpn|alphabeta keys HEX ENTRIES' "
                                "or 'end CHECKSUM'");
    if (symmetry != "on" && symmetry != "off") return bad("symmetry is 'on' or 'off'");
    if (!isTableSolver(s.section.solver)) return bad("solver is 'dfpn' or 'alphabeta'");
    s.section.symmetry = symmetry == "on";
    sum.add(line + "\n");
    s.offset = in.tellg();
    if (!sumEntryChunks(in, fileSize, s.count, sum, chunkSums)) return cutShort("entries are");
    sections.push_back(std::move(s));
  }
  if (sum.value() != claimedChecksum)
    return fileError(path, "its checksum does not match its content (a damaged or edited file); nothing is read from it");
  Sections read;
  std::span<const uint64_t> sums(chunkSums);
  for (const SectionAt& s : sections) {
    lineNumber = s.line;
    if (s.keys != hex16(keyScheme()))
      return bad("its positions are hashed with other keys (" + s.keys + ") than this goproof's (" +
                 hex16(keyScheme()) + "): start a new store");
    if (read.count(s.section))
      return bad("a second section for " + s.section.rules + " " + s.section.size + " (" + s.section.solver + ")");
    auto& entries = read[s.section];
    entries.reserve(s.count);
    const uint64_t binding = versionThree ? versionThreeBinding(s.section) : storeSectionBinding(s.section);
    in.clear();
    in.seekg(s.offset);
    const EntryChunksRead entriesRead = readCheckedEntryChunks(in, s.count, sums, [&](uint64_t key, uint64_t bits) {
      if (!solvedEntry(s.section.solver, bits)) return false;
      entries.insert_or_assign(key ^ binding, bits);
      return true;
    });
    if (entriesRead.outcome == EntryChunksRead::Changed)
      return fileError(path, "changed while it was read; nothing is read from it");
    if (entriesRead.outcome == EntryChunksRead::Refused)
      return bad("entry " + std::to_string(entriesRead.given + 1) +
                 " of this section is not a solved position (a damaged file?)");
  }
  return read;
}

// The sections of the store in path; none where path does not exist.
absl::StatusOr<Sections> readStore(const std::string& path) {
  auto opened = openGoproofFile(path, "store", "the store is created");
  if (absl::IsNotFound(opened.status())) return Sections();
  if (!opened.ok()) return opened.status();
  return parseStore(path, opened->in, opened->size);
}

// Which file a path names now, and its last change: equal stamps mean the
// store was not saved again in between (a save renames a new file over it).
FileStamp stampOf(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return FileStamp{};
  return FileStamp{true,
                   static_cast<uint64_t>(st.st_dev),
                   static_cast<uint64_t>(st.st_ino),
                   static_cast<uint64_t>(st.st_size),
                   static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec,
                   static_cast<int64_t>(st.st_ctim.tv_sec) * 1000000000 + st.st_ctim.tv_nsec};
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
  const FileStamp before = stampOf(path);  // a save in between changes it: the merge then reads the file again
  auto sections = readStore(path);
  if (!sections.ok()) return sections.status();
  SolvedPositionStore store;
  store.loaded_ = *std::move(sections);
  store.openedStamp_ = before;
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
  hooks.solver = s.solver;
  const Entries* stored = hooks.resumeFrom ? &loaded_.find(s)->second : nullptr;
  if (s.solver == "alphabeta") {
    // A bound held already (read, or added by an earlier solve of this run)
    // is replaced only by an exact score.
    auto keeps = [](const Entries& held, uint64_t key, uint64_t bits) {
      auto found = held.find(key);
      return found != held.end() && (std::bit_cast<AlphaBetaEntry>(found->second).bound == Bound::Exact ||
                                     std::bit_cast<AlphaBetaEntry>(bits).bound != Bound::Exact);
    };
    hooks.save = [this, s, stored, keeps](const EntryWalk& walk) {
      std::vector<std::pair<uint64_t, uint64_t>> proven;
      walk([&](uint64_t key, uint64_t bits) {
        if (solvedEntry(s.solver, bits) && !(stored && keeps(*stored, key, bits))) proven.emplace_back(key, bits);
      });
      std::lock_guard<std::mutex> lock(mutex_);
      auto& added = added_[s];
      for (const auto& [key, bits] : proven)
        if (!keeps(added, key, bits)) added.insert_or_assign(key, bits);
    };
    return hooks;
  }
  hooks.otherAttacker = true;
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
  // What another process saved since open: kept, with what this one read and
  // found. Read again only where the file changed since open.
  Sections theirs;
  if (stampOf(path) != openedStamp_) {
    auto current = readStore(path);
    if (!current.ok()) {
      if (absl::Status refused = regularFileOrAbsent(path, "store"); !refused.ok()) return refused;
      return absl::FailedPreconditionError(
          path + ": not replaced, so this run's new positions are not saved: the file changed while it ran and is "
                 "no longer a store this goproof reads (" + std::string(current.status().message()) + ")");
    }
    theirs = *std::move(current);
  }
  // Three layers, a later one's entry winning over an earlier one's of the same key.
  const std::array<const Sections*, 3> layers = {&theirs, &loaded_, &added_};
  std::set<StoreSection> names;
  for (const Sections* layer : layers)
    for (const auto& [section, entries] : *layer) names.insert(section);
  size_t written = 0;
  absl::Status saved = writeFileAtomically(path, "store", [&](const ChunkSink& sink) {
    RunningChecksum sum;
    std::string buffer = versionLine();
    auto flush = [&] {
      sum.add(buffer);
      sink(buffer);
      buffer.clear();
    };
    for (const StoreSection& section : names) {
      std::array<const Entries*, 3> parts{};
      for (size_t i = 0; i < layers.size(); ++i)
        if (auto found = layers[i]->find(section); found != layers[i]->end()) parts[i] = &found->second;
      // Calls f for each entry of the section that no later layer holds.
      auto eachKept = [&](auto&& f) {
        for (size_t i = 0; i < parts.size(); ++i) {
          if (!parts[i]) continue;
          for (const auto& [key, bits] : *parts[i]) {
            bool later = false;
            for (size_t j = i + 1; j < parts.size() && !later; ++j) later = parts[j] && parts[j]->contains(key);
            if (!later) f(key, bits);
          }
        }
      };
      size_t count = 0;
      eachKept([&](uint64_t, uint64_t) { ++count; });
      buffer += sectionName(section) + " " + std::to_string(count) + "\n";
      const uint64_t binding = storeSectionBinding(section);
      eachKept([&](uint64_t key, uint64_t bits) {
        appendWord(buffer, key ^ binding);
        appendWord(buffer, bits);
        if (buffer.size() >= (1u << 20)) flush();
      });
      written += count;
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
