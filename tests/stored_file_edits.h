// Edits to a store of solved positions or a checkpoint, as a person (or a
// forger who knows the format) would make them: for tests that such a file
// is refused, or cannot change an answer.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "formats/file_checksum.h"
#include "formats/solved_store.h"
#include "solver/search/dfpn_entry.h"

namespace goproof::testing {

// A store's text with its last line's checksum made right again.
inline std::string resealedStore(const std::string& text) {
  const size_t end = text.rfind("end ");
  const std::string before = text.substr(0, end);
  return before + "end " + hex16(checksumOf(before)) + "\n";
}

// A checkpoint's text with its checksum line made right again.
inline std::string resealedCheckpoint(const std::string& text) {
  const std::string before = text.substr(0, text.rfind("checksum "));
  return before + "checksum " + hex16(checksumOf(before)) + "\n";
}

// The payload with proof and disproof numbers swapped: a proof made a disproof.
inline uint64_t swappedProof(uint64_t bits) {
  const uint64_t pn = bits & kProofInfinity, dn = (bits >> 28) & kProofInfinity;
  return (bits & ~((uint64_t{1} << 56) - 1)) | (pn << 28) | dn;
}

inline uint64_t wordAt(const std::string& text, size_t at) {
  uint64_t w = 0;
  for (int i = 7; i >= 0; --i) w = w << 8 | static_cast<unsigned char>(text[at + i]);
  return w;
}
inline void setWordAt(std::string& text, size_t at, uint64_t w) {
  for (int i = 0; i < 8; ++i) text[at + i] = static_cast<char>(w >> (8 * i));
}

// Calls edit(payload) for every entry of a store's text and puts back what it returns.
inline void editStorePayloads(std::string& text, const std::function<uint64_t(uint64_t)>& edit) {
  size_t at = text.find('\n') + 1;
  while (text.compare(at, 8, "section ") == 0) {
    const size_t lineEnd = text.find('\n', at);
    const size_t count = std::stoull(text.substr(text.rfind(' ', lineEnd) + 1, lineEnd));
    at = lineEnd + 1;
    for (size_t i = 0; i < count; ++i, at += 16) setWordAt(text, at + 8, edit(wordAt(text, at + 8)));
  }
}

// Calls edit(payload) for every entry of a checkpoint's text and puts back what it returns.
inline void editCheckpointPayloads(std::string& text, const std::function<uint64_t(uint64_t)>& edit) {
  const size_t entriesLine = text.find("\nentries ") + 1;
  const size_t first = text.find('\n', entriesLine) + 1;
  const size_t count = std::stoull(text.substr(entriesLine + 8, first - 1 - (entriesLine + 8)));
  for (size_t i = 0; i < count; ++i) setWordAt(text, first + 16 * i + 8, edit(wordAt(text, first + 16 * i + 8)));
}

// XORs the key of every 16-byte entry in entries (keys then payloads) with
// rebind: entries bound to one header or section line, bound to another
// (rebind: the XOR of the two bindings), as an older format version wrote them.
inline void rebindKeys(std::string& entries, uint64_t rebind) {
  for (size_t at = 0; at + 16 <= entries.size(); at += 16) setWordAt(entries, at, wordAt(entries, at) ^ rebind);
}

}  // namespace goproof::testing
