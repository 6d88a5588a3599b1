// Picks the bitboard width for a board size at run time: the code for a board
// is compiled for 1, 2 or 6 words, so small boards pay only for what they use.
#pragma once

#include <type_traits>
#include <utility>

#include "solver/board/bits.h"

namespace goproof {

// Smallest supported word count holding `points` points (<= 361).
constexpr int supportedWords(int points) { return points <= 64 ? 1 : points <= 128 ? 2 : 6; }

// Calls f(std::integral_constant<int, Words>{}) with the word count for a
// board of `points` points, and returns its result.
template <class F>
decltype(auto) withBoardWords(int points, F&& f) {
  if (points <= 64) return std::forward<F>(f)(std::integral_constant<int, 1>{});
  if (points <= 128) return std::forward<F>(f)(std::integral_constant<int, 2>{});
  return std::forward<F>(f)(std::integral_constant<int, 6>{});
}

}  // namespace goproof
