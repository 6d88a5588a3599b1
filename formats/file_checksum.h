// Checksums for the binary files goproof keeps (the store of solved
// positions, checkpoints): XXH3, 64 bits, from Debian's libxxhash. A
// checksum finds a file that was cut short, damaged or edited; it is no
// signature (anyone who knows the format can write a new one).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace goproof {

// The checksum of bytes: XXH3_64bits, as the files' checksum lines hold it.
uint64_t checksumOf(std::string_view bytes);

// A 64-bit number that stands for what a file's entries answer (rules,
// size, format version, ...: identity is their text). Every stored key is
// XORed with it, so entries read under another identity match no position.
// Never 0, and never equal to checksumOf(identity).
uint64_t entryBinding(std::string_view identity);

// The checksum of bytes handed over in pieces: equals checksumOf of their
// concatenation.
class RunningChecksum {
 public:
  RunningChecksum();
  ~RunningChecksum();
  RunningChecksum(const RunningChecksum&) = delete;
  RunningChecksum& operator=(const RunningChecksum&) = delete;
  void add(std::string_view bytes);
  uint64_t value() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// 16 lowercase hexadecimal digits, and back: false unless text is exactly
// 16 hexadecimal digits.
std::string hex16(uint64_t value);
bool parseHex16(std::string_view text, uint64_t& value);

}  // namespace goproof
