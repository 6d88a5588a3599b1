#include "formats/file_checksum.h"

#include <cinttypes>
#include <cstdio>
#include <new>

#include "xxhash.h"

namespace goproof {
namespace {

// Seeds XXH3 for entry bindings, so that a binding is not the checksum of its text.
constexpr XXH64_hash_t kBindingSeed = 0x676f70726f6f6621ull;  // "goproof!"

}  // namespace

uint64_t checksumOf(std::string_view bytes) { return XXH3_64bits(bytes.data(), bytes.size()); }

uint64_t entryBinding(std::string_view identity) {
  const uint64_t b = XXH3_64bits_withSeed(identity.data(), identity.size(), kBindingSeed);
  return b != 0 ? b : kBindingSeed;
}

struct RunningChecksum::State {
  XXH3_state_t* xxh = XXH3_createState();
  ~State() { XXH3_freeState(xxh); }
};

RunningChecksum::RunningChecksum() : state_(std::make_unique<State>()) {
  if (!state_->xxh) throw std::bad_alloc();
  XXH3_64bits_reset(state_->xxh);
}

RunningChecksum::~RunningChecksum() = default;

void RunningChecksum::add(std::string_view bytes) { XXH3_64bits_update(state_->xxh, bytes.data(), bytes.size()); }

uint64_t RunningChecksum::value() const { return XXH3_64bits_digest(state_->xxh); }

std::string hex16(uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof text, "%016" PRIx64, value);
  return text;
}

bool parseHex16(std::string_view text, uint64_t& value) {
  if (text.size() != 16) return false;
  uint64_t v = 0;
  for (char c : text) {
    int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (digit < 0) return false;
    v = v << 4 | static_cast<uint64_t>(digit);
  }
  value = v;
  return true;
}

}  // namespace goproof
