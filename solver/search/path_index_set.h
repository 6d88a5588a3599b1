// The set of path indices (0 .. kMaxSearchPly + 1) whose repetitions a
// search result relied on (alphabeta_search.h, repetition_table.h).
#pragma once

#include <array>
#include <cstdint>

#include "solver/search/search_score.h"

namespace goproof {

// A small set of path indices; copying it copies 32 bytes.
class PathIndexSet {
 public:
  static constexpr int kCapacity = 256;
  static_assert(kMaxSearchPly + 2 <= kCapacity);

  static PathIndexSet single(int index) {
    PathIndexSet s;
    s.insert(index);
    return s;
  }
  void insert(int index) { words_[index >> 6] |= uint64_t{1} << (index & 63); }
  void unite(const PathIndexSet& other) {
    for (int w = 0; w < kWords; ++w) words_[w] |= other.words_[w];
  }
  // Drops every index at or above `limit`.
  void keepBelow(int limit) {
    for (int w = 0; w < kWords; ++w) {
      const int first = 64 * w;
      if (first >= limit) words_[w] = 0;
      else if (limit - first < 64) words_[w] &= (uint64_t{1} << (limit - first)) - 1;
    }
  }
  bool empty() const { return (words_[0] | words_[1] | words_[2] | words_[3]) == 0; }
  int size() const {
    int n = 0;
    for (const uint64_t w : words_) n += __builtin_popcountll(w);
    return n;
  }
  // Calls f(index) for each index, lowest first.
  template <class F>
  void forEach(F&& f) const {
    for (int w = 0; w < kWords; ++w)
      for (uint64_t bits = words_[w]; bits; bits &= bits - 1) f(64 * w + __builtin_ctzll(bits));
  }

 private:
  static constexpr int kWords = kCapacity / 64;
  std::array<uint64_t, kWords> words_{};
};

}  // namespace goproof
