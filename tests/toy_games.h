// Games that are not Go, for testing that the solvers need nothing but the
// SearchGame contract (solver/search/search_game.h).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "solver/search/search_game.h"

namespace goproof::testing {

// Strip: a row of `Length` cells worth 1, 2, 3, ... towards the middle and
// back down (symmetric). Black and White take turns claiming an empty cell
// or passing; the game ends when the row is full or after two passes in a
// row. Black's margin is the worth of her cells less White's, in points.
// Its one symmetry is the reflection of the row. Komi is in half-points.
template <int Length>
class Strip {
 public:
  static_assert(Length >= 1 && Length <= 16);
  struct MoveListType {
    std::array<Move, Length + 1> moves{};
    int size = 0;
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
    Move operator[](int i) const { return moves[i]; }
  };
  static constexpr int kMaxMoves = Length + 1;
  // Cells (2 bits each: Black, White, empty), side to move, passes in a row,
  // komi, and whether this is a threshold game.
  struct ExactKey {
    uint32_t cells;
    Color toMove;
    int8_t passes;
    HalfPoints komi;
    bool threshold;
    bool operator==(const ExactKey&) const = default;
    template <typename H>
    friend H AbslHashValue(H h, const ExactKey& k) {
      return H::combine(std::move(h), k.cells, k.toMove, k.passes, k.komi, k.threshold);
    }
  };

  explicit Strip(HalfPoints komi = 0) : komi_(komi) {}

  static int worth(int cell) { return 1 + std::min(cell, Length - 1 - cell); }
  static int totalWorth() {
    int t = 0;
    for (int c = 0; c < Length; ++c) t += worth(c);
    return t;
  }
  Color owner(int cell) const { return static_cast<Color>((cells_ >> (2 * cell) & 3) ^ 2); }

  Color toMove() const { return toMove_; }
  bool finished() const { return passes_ == 2 || filled_ == Length; }
  Winner decidedWinner() const {
    if (!finished()) return Winner::None;
    HalfPoints m = margin();
    if (threshold_) return m >= 0 ? Winner::Black : Winner::White;
    return m > 0 ? Winner::Black : m < 0 ? Winner::White : Winner::Draw;
  }
  Winner result() const { return decidedWinner(); }
  // A threshold game is won or lost, without a score.
  bool scored() const { return !threshold_; }
  ScoreRange scoreRange() const {
    if (threshold_) return {-kWinMargin, kWinMargin};
    return {std::min(0, -2 * totalWorth() - komi_), std::max(0, 2 * totalWorth() - komi_)};
  }
  HalfPoints finalMargin() const {
    if (threshold_) return decidedWinner() == Winner::Black ? kWinMargin : -kWinMargin;
    return margin();
  }
  void legalMoves(MoveListType& list) const {
    list.size = 0;
    if (finished()) return;
    for (int c = 0; c < Length; ++c)
      if (owner(c) == Color::Empty) list.moves[list.size++] = static_cast<Move>(c);
    list.moves[list.size++] = kPass;
  }
  void play(Move m) {
    history_[ply_++] = {cells_, passes_};
    if (m == kPass) {
      ++passes_;
    } else {
      cells_ ^= static_cast<uint32_t>(toMove_ == Color::Black ? 2 : 3) << (2 * m);  // empty (0) becomes 2 or 3
      ++filled_;
      passes_ = 0;
    }
    toMove_ = opponent(toMove_);
  }
  void undo() {
    --ply_;
    if (history_[ply_].cells != cells_) --filled_;
    cells_ = history_[ply_].cells;
    passes_ = history_[ply_].passes;
    toMove_ = opponent(toMove_);
  }
  int ply() const { return ply_; }
  ExactKey exactKey() const { return {cells_, toMove_, passes_, komi_, threshold_}; }
  uint64_t hash() const { return mix(exactKey()); }
  uint64_t canonicalHash() const { return canonicalImage().hash; }
  CanonicalImage canonicalImage() const {
    ExactKey mirrored = exactKey();
    mirrored.cells = reflect(cells_);
    uint64_t a = hash(), b = mix(mirrored);
    return b < a ? CanonicalImage{b, 1} : CanonicalImage{a, 0};
  }
  int symmetryCount() const { return 2; }
  Move moveImage(int s, Move m) const { return s == 0 || m < 0 ? m : static_cast<Move>(Length - 1 - m); }
  Move movePreimage(int s, Move m) const { return moveImage(s, m); }
  bool invariantUnder(int s) const { return s == 0 || reflect(cells_) == cells_; }
  int moveIdLimit() const { return Length; }
  std::string moveName(Move m) const { return m == kPass ? "pass" : "cell" + std::to_string(m + 1); }
  bool historyDependent() const { return false; }
  bool drawsPossible() const { return true; }
  // ScoredSearchGame: Black wins the threshold game exactly when her margin here is at least k.
  Strip thresholdGame(HalfPoints k) const {
    Strip s = *this;
    s.ply_ = 0;
    s.komi_ = komi_ + k;
    s.threshold_ = true;
    return s;
  }
  std::vector<HalfPoints> finalMargins() const {
    std::vector<HalfPoints> m;
    for (int d = -totalWorth(); d <= totalWorth(); ++d) m.push_back(2 * d - komi_);
    return m;
  }
  bool previousPass() const { return passes_ == 1; }

 private:
  struct Saved {
    uint32_t cells;
    int8_t passes;
  };
  static uint32_t reflect(uint32_t cells) {
    uint32_t r = 0;
    for (int c = 0; c < Length; ++c) r |= (cells >> (2 * c) & 3) << (2 * (Length - 1 - c));
    return r;
  }
  static uint64_t mix(const ExactKey& k) {
    uint64_t x = k.cells * 0x9E3779B97F4A7C15ull ^ (static_cast<uint64_t>(k.toMove) << 40) ^
                 (static_cast<uint64_t>(k.passes) << 44) ^ (static_cast<uint64_t>(k.komi + 4096) << 48) ^ (static_cast<uint64_t>(k.threshold) << 62);
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ull;
    return x ^ (x >> 29);
  }
  // Black's cells' worth less White's, in half-points, less komi.
  HalfPoints margin() const {
    int d = 0;
    for (int c = 0; c < Length; ++c)
      d += owner(c) == Color::Black ? worth(c) : owner(c) == Color::White ? -worth(c) : 0;
    return 2 * d - komi_;
  }

  uint32_t cells_ = 0;
  int filled_ = 0;
  Color toMove_ = Color::Black;
  int8_t passes_ = 0;
  HalfPoints komi_ = 0;
  bool threshold_ = false;
  std::array<Saved, 4 * Length + 8> history_{};
  int ply_ = 0;
};

}  // namespace goproof::testing
