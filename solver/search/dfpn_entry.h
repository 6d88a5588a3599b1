// The df-pn table payload: proof and disproof numbers and the work behind them.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

namespace goproof {

// Proof and disproof numbers saturate at kProofInfinity (a settled result: a
// proof has pn 0 and dn infinite, a disproof the reverse).
inline constexpr uint32_t kProofInfinity = (1u << 28) - 1;

// Adds proof numbers, saturating below infinity unless one of them is infinite.
constexpr uint32_t addProofNumbers(uint32_t a, uint32_t b) {
  if (a >= kProofInfinity || b >= kProofInfinity) return kProofInfinity;
  return std::min(a + b, kProofInfinity - 1);
}

// df-pn's table key for a position is its hash, XOR this when White is the
// side trying to prove a win: each side's question has its own entry.
inline constexpr uint64_t kWhiteAttacksKey = 0x6A09E667F3BCC909ull;

// 8 bytes: pn (28 bits), dn (28 bits), log2 of the nodes searched below (8 bits).
class DfpnEntry {
 public:
  DfpnEntry() = default;
  DfpnEntry(uint32_t pn, uint32_t dn, uint64_t work)
      : bits_(uint64_t{pn} | (uint64_t{dn} << 28) | (uint64_t(std::min<int>(std::bit_width(work), 255)) << 56)) {}
  uint32_t pn() const { return bits_ & kProofInfinity; }
  uint32_t dn() const { return (bits_ >> 28) & kProofInfinity; }
  bool settled() const { return pn() == 0 || dn() == 0; }
  // About log2 of the nodes searched to reach this result.
  int workLog2() const { return static_cast<int>(bits_ >> 56); }
  // A settled result is never replaced by an estimate of the same position
  // (one thread may store its estimate after another thread settled it).
  bool outlasts(const DfpnEntry& incoming) const { return settled() && !incoming.settled(); }
  // Settled results rank above all else; then the more work, the higher.
  uint32_t priority() const { return (settled() ? 256u : 0u) + static_cast<uint32_t>(bits_ >> 56); }

 private:
  uint64_t bits_ = 0;
};

}  // namespace goproof
