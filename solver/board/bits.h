// Fixed-width bit sets over board points: the storage of every bitboard.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace goproof {

// A set of point indices 0..64*Words-1. Words is chosen per board size so that
// a 5x5 or 7x7 board uses a single 64-bit word and pays nothing for 19x19.
template <int Words>
struct Bits {
  static_assert(Words >= 1);
  static constexpr int kCapacity = 64 * Words;
  std::array<uint64_t, Words> w{};

  static constexpr Bits single(int p) {
    Bits b;
    b.w[p >> 6] = uint64_t{1} << (p & 63);
    return b;
  }
  // The set {0, 1, ..., n-1}.
  static constexpr Bits firstN(int n) {
    Bits b;
    for (int i = 0; i < Words; ++i) {
      int lo = 64 * i;
      if (n >= lo + 64) b.w[i] = ~uint64_t{0};
      else if (n > lo) b.w[i] = (uint64_t{1} << (n - lo)) - 1;
    }
    return b;
  }

  constexpr bool test(int p) const { return (w[p >> 6] >> (p & 63)) & 1; }
  constexpr void set(int p) { w[p >> 6] |= uint64_t{1} << (p & 63); }
  constexpr void reset(int p) { w[p >> 6] &= ~(uint64_t{1} << (p & 63)); }

  constexpr bool any() const {
    if constexpr (Words == 1) return w[0] != 0;
    uint64_t acc = 0;
    for (int i = 0; i < Words; ++i) acc |= w[i];
    return acc != 0;
  }
  constexpr bool none() const { return !any(); }
  constexpr int count() const {
    int n = 0;
    for (int i = 0; i < Words; ++i) n += std::popcount(w[i]);
    return n;
  }
  // True when the set has two or more members.
  constexpr bool moreThanOne() const {
    if constexpr (Words == 1) return (w[0] & (w[0] - 1)) != 0;
    return count() > 1;
  }
  // Lowest member; the set must not be empty.
  constexpr int lowest() const {
    for (int i = 0; i < Words; ++i)
      if (w[i]) return 64 * i + std::countr_zero(w[i]);
    return -1;
  }
  // Removes and returns the lowest member; the set must not be empty.
  constexpr int popLowest() {
    for (int i = 0; i < Words; ++i)
      if (w[i]) {
        int p = 64 * i + std::countr_zero(w[i]);
        w[i] &= w[i] - 1;
        return p;
      }
    return -1;
  }

  // Calls f(p) for every member p in increasing order.
  template <class F>
  constexpr void forEach(F&& f) const {
    for (int i = 0; i < Words; ++i)
      for (uint64_t x = w[i]; x; x &= x - 1) f(64 * i + std::countr_zero(x));
  }

  // Shift towards higher indices by k, 0 < k < 64; bits past the top are lost.
  constexpr Bits shiftUp(int k) const {
    Bits r;
    if constexpr (Words == 1) {
      r.w[0] = w[0] << k;
    } else {
      for (int i = Words - 1; i > 0; --i) r.w[i] = (w[i] << k) | (w[i - 1] >> (64 - k));
      r.w[0] = w[0] << k;
    }
    return r;
  }
  // Shift towards lower indices by k, 0 < k < 64.
  constexpr Bits shiftDown(int k) const {
    Bits r;
    if constexpr (Words == 1) {
      r.w[0] = w[0] >> k;
    } else {
      for (int i = 0; i < Words - 1; ++i) r.w[i] = (w[i] >> k) | (w[i + 1] << (64 - k));
      r.w[Words - 1] = w[Words - 1] >> k;
    }
    return r;
  }

  constexpr Bits operator&(const Bits& o) const { Bits r; for (int i = 0; i < Words; ++i) r.w[i] = w[i] & o.w[i]; return r; }
  constexpr Bits operator|(const Bits& o) const { Bits r; for (int i = 0; i < Words; ++i) r.w[i] = w[i] | o.w[i]; return r; }
  constexpr Bits operator^(const Bits& o) const { Bits r; for (int i = 0; i < Words; ++i) r.w[i] = w[i] ^ o.w[i]; return r; }
  // Set difference: members of this not in o.
  constexpr Bits operator-(const Bits& o) const { Bits r; for (int i = 0; i < Words; ++i) r.w[i] = w[i] & ~o.w[i]; return r; }
  constexpr Bits& operator&=(const Bits& o) { for (int i = 0; i < Words; ++i) w[i] &= o.w[i]; return *this; }
  constexpr Bits& operator|=(const Bits& o) { for (int i = 0; i < Words; ++i) w[i] |= o.w[i]; return *this; }
  constexpr Bits& operator^=(const Bits& o) { for (int i = 0; i < Words; ++i) w[i] ^= o.w[i]; return *this; }
  constexpr Bits& operator-=(const Bits& o) { for (int i = 0; i < Words; ++i) w[i] &= ~o.w[i]; return *this; }
  constexpr bool intersects(const Bits& o) const { return (*this & o).any(); }
  constexpr bool operator==(const Bits&) const = default;
};

// Number of 64-bit words a W x H board needs.
constexpr int wordsForPoints(int points) { return (points + 63) / 64; }

}  // namespace goproof
