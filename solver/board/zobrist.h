// Fixed pseudo-random keys for Zobrist hashing. The same keys in every run and
// on every machine, so hashes are reproducible and may be written to disk.
#pragma once

#include <array>
#include <cstdint>

namespace goproof::zobrist {

// SplitMix64 finaliser: a bijective 64-bit mixer.
constexpr uint64_t mix(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

inline constexpr int kMaxPoints = 384;

// Stone keys, computed at compile time: kStoneKeys[c][p] for colour c (0 Black, 1 White) on point p.
inline constexpr auto kStoneKeys = [] {
  std::array<std::array<uint64_t, kMaxPoints>, 2> keys{};
  for (int c = 0; c < 2; ++c)
    for (int p = 0; p < kMaxPoints; ++p) keys[c][p] = mix(0x1000000ull + 2 * static_cast<uint64_t>(p) + c);
  return keys;
}();
// Key of a stone of colour c (0 Black, 1 White) on point index p.
constexpr uint64_t stone(int c, int p) { return kStoneKeys[c][p]; }
// Key XORed in while White is to move.
constexpr uint64_t kWhiteToMove = mix(0x2000000ull);
// Key of a ko point p: the point the side to move may not play now.
constexpr uint64_t koPoint(int p) { return mix(0x3000000ull + static_cast<uint64_t>(p)); }
// Key of "colour c holds n prisoners" (only XORed in where prisoners affect the game).
constexpr uint64_t prisoners(int c, int n) { return mix(0x4000000ull + 1024 * static_cast<uint64_t>(c) + n); }
// Key XORed in while the pie-rule swap is available.
constexpr uint64_t kSwapAvailable = mix(0x5000000ull);
// Key of n consecutive passes just played (1: another pass ends the game; 2: it has ended).
constexpr uint64_t passes(int n) { return mix(0x6000000ull + static_cast<uint64_t>(n)); }

// Key of player c's Quench coin v (1 tails, 2 heads; 0, no coin yet, has no key).
constexpr uint64_t coin(int c, int v) { return mix(0x8000000ull + 4 * static_cast<uint64_t>(c) + v); }
// Conversion's mirror rule: key of the opponent's previous move p (a point),
// and of colour c's run of n mirror moves in a row.
constexpr uint64_t previousMove(int p) { return mix(0x9000000ull + static_cast<uint64_t>(p)); }
constexpr uint64_t mirrorRun(int c, int n) { return mix(0xA000000ull + 1024 * static_cast<uint64_t>(c) + n); }
// Key of a komi, given in quarter-points (only XORed in when the komi is not 0,
// so that one table can hold searches under several komi).
constexpr uint64_t komi(int quarterPoints) {
  return mix(0x7000000ull + static_cast<uint64_t>(static_cast<int64_t>(quarterPoints) + (1 << 20)));
}

// Conquest: key of colour c's territory on point p.
constexpr uint64_t territory(int c, int p) { return mix(0xB000000ull + 2 * static_cast<uint64_t>(p) + c); }

// A fingerprint of the keys above, written beside hashes kept on disk (the
// store of solved positions): a build whose keys differ refuses those files
// instead of reading their hashes as other positions.
constexpr uint64_t fingerprint() {
  uint64_t f = mix(0xF000000ull);
  for (uint64_t k : {stone(0, 0), stone(1, kMaxPoints - 1), kWhiteToMove, koPoint(7), prisoners(1, 3), kSwapAvailable,
                     passes(1), coin(0, 1), previousMove(5), mirrorRun(1, 2), komi(-3)})
    f = mix(f ^ k);
  return f;
}

}  // namespace goproof::zobrist
