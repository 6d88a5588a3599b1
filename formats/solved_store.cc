#include "formats/solved_store.h"

#include <bit>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <sstream>

#include "formats/atomic_file.h"
#include "solver/board/zobrist.h"
#include "solver/search/dfpn_entry.h"

namespace goproof {
namespace {

absl::Status fileError(const std::string& where, const std::string& why) {
  return absl::InvalidArgumentError(where + ": " + why);
}

// The keys this build writes: the Zobrist keys' fingerprint and df-pn's
// marker for White's questions.
uint64_t keyScheme() { return zobrist::fingerprint() ^ kWhiteAttacksKey; }

std::string hex(uint64_t v) {
  char text[17];
  std::snprintf(text, sizeof text, "%016" PRIx64, v);
  return text;
}

std::string sectionLine(const StoreSection& s, size_t entries) {
  return "section " + s.rules + " " + s.size + " symmetry " + (s.symmetry ? "on" : "off") + " keys " +
         hex(keyScheme()) + " " + std::to_string(entries) + "\n";
}

}  // namespace

absl::StatusOr<SolvedPositionStore> SolvedPositionStore::open(const std::string& path) {
  if (absl::Status refused = regularFileOrAbsent(path, "store"); !refused.ok()) return refused;
  SolvedPositionStore store;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (errno == ENOENT) return store;  // a new store
    return fileError(path, std::string("cannot read: ") + std::strerror(errno));
  }
  const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
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
    return bad("store format version " + version + "; this goproof reads version " + std::to_string(kStoreVersion));
  for (;;) {
    if (!nextLine(line)) return fileError(path, "the store is cut short (a write that did not finish?)");
    if (line == "end") break;
    std::istringstream fields(line);
    std::string word, symmetryWord, symmetry, keysWord, keys, extra;
    StoreSection section;
    size_t count = 0;
    if (!(fields >> word >> section.rules >> section.size >> symmetryWord >> symmetry >> keysWord >> keys >> count) ||
        word != "section" || symmetryWord != "symmetry" || keysWord != "keys" || (fields >> extra))
      return bad("expected 'section RULES WxH symmetry on|off keys HEX ENTRIES' or 'end'");
    if (symmetry != "on" && symmetry != "off") return bad("symmetry is 'on' or 'off'");
    if (keys != hex(keyScheme()))
      return bad("its positions are hashed with other keys (" + keys + ") than this goproof's (" + hex(keyScheme()) +
                 "): start a new store");
    section.symmetry = symmetry == "on";
    if (store.loaded_.count(section)) return bad("a second section for " + section.rules + " " + section.size);
    if (count > (data.size() - at) / 16) return fileError(path, "the entries are cut short (a write that did not finish?)");
    Entries& entries = store.loaded_[section];
    entries.reserve(count);
    for (size_t i = 0; i < count; ++i, at += 16) {
      const uint64_t bits = readWord(&data[at + 8]);
      const DfpnEntry e = std::bit_cast<DfpnEntry>(bits);
      if (!e.settled() || e.workLog2() > 64)
        return bad("entry " + std::to_string(i + 1) + " of this section is not a solved position (a damaged file?)");
      entries.insert_or_assign(readWord(&data[at]), bits);
    }
  }
  if (at != data.size()) return bad("text after 'end'");
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

absl::Status SolvedPositionStore::save(const std::string& path) const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::map<StoreSection, absl::flat_hash_map<uint64_t, uint64_t>> merged;
  for (const auto& [section, entries] : loaded_) merged[section] = entries;
  for (const auto& [section, entries] : added_)
    for (const auto& [key, bits] : entries) merged[section].insert_or_assign(key, bits);
  return writeFileAtomically(path, "store", [&](const ChunkSink& sink) {
    std::string buffer = "goproof store " + std::to_string(kStoreVersion) + "\n";
    for (const auto& [section, entries] : merged) {
      buffer += sectionLine(section, entries.size());
      for (const auto& [key, bits] : entries) {
        appendWord(buffer, key);
        appendWord(buffer, bits);
        if (buffer.size() >= (1u << 20)) {
          sink(buffer);
          buffer.clear();
        }
      }
    }
    buffer += "end\n";
    sink(buffer);
  });
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
