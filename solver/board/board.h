// Stones on a board: chains, liberties, captures and incremental Zobrist
// hashes under every symmetry. Knows nothing of turns, ko or winning.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <memory>

#include "solver/board/bits.h"
#include "solver/board/color.h"
#include "solver/board/geometry.h"
#include "solver/board/zobrist.h"

namespace goproof {

template <int Words>
class Board {
 public:
  using B = Bits<Words>;
  using Geo = Geometry<Words>;

  // An empty board of the given geometry.
  explicit Board(std::shared_ptr<const Geo> geometry) : geo_(std::move(geometry)) {}

  const Geo& geometry() const { return *geo_; }
  const std::shared_ptr<const Geo>& sharedGeometry() const { return geo_; }
  int points() const { return geo_->points(); }

  Color at(int p) const {
    return stones_[0].test(p) ? Color::Black : stones_[1].test(p) ? Color::White : Color::Empty;
  }
  const B& stones(Color c) const { return stones_[index(c)]; }
  B occupied() const { return stones_[0] | stones_[1]; }
  B empty() const { return geo_->all() - occupied(); }

  // The chain (unit) containing the stone at p; empty if p is empty.
  B chainAt(int p) const {
    Color c = at(p);
    if (c == Color::Empty) return B{};
    return grow(B::single(p), stones_[index(c)]);
  }
  // Grows seed to everything in within reachable through orthogonal steps.
  B grow(B seed, const B& within) const {
    for (;;) {
      B next = (seed | geo_->neighbors(seed)) & within;
      if (next == seed) return seed;
      seed = next;
    }
  }
  // Empty points adjacent to the set.
  B liberties(const B& chain) const { return geo_->neighbors(chain) & empty(); }

  // Grows seed within `within` like grow(), but stops as soon as the set
  // reached so far touches a point of `exits`: returns the whole chain when
  // it touches none (*touched false), else a part of it (*touched true).
  B growUnlessTouching(B seed, const B& within, const B& exits, bool* touched) const {
    for (;;) {
      const B around = geo_->neighbors(seed);
      if (around.intersects(exits)) {
        *touched = true;
        return seed;
      }
      const B next = (seed | around) & within;
      if (next == seed) {
        *touched = false;
        return seed;
      }
      seed = next;
    }
  }

  // Enemy stones that a stone of colour c at empty point p would capture.
  // A chain stops growing at its first liberty: most chains have one near p,
  // and a long wall is not walked to its end to find it.
  B capturesOf(int p, Color c) const {
    B captured;
    const B enemy = stones_[index(opponent(c))];
    B todo = geo_->neighbors(p) & enemy;
    B emptyAfter = empty();
    emptyAfter.reset(p);
    while (todo.any()) {
      const int q = todo.lowest();
      if (geo_->neighbors(q).intersects(emptyAfter)) {  // a liberty of its own
        todo.reset(q);
        continue;
      }
      bool breathes = false;
      const B chain = growUnlessTouching(B::single(q), enemy, emptyAfter, &breathes);
      todo -= chain;
      if (!breathes) captured |= chain;
    }
    return captured;
  }

  // Places a stone of colour c on empty point p and removes the enemy chains
  // left without liberties; returns the removed stones. Legality (suicide, ko)
  // is the caller's business: the placed chain may be left without liberties.
  [[gnu::always_inline]] B place(int p, Color c) {
    B captured = capturesOf(p, c);
    addStone(p, c);
    removeStones(captured, opponent(c));
    return captured;
  }
  // Exactly undoes place(p, c) that returned captured.
  void unplace(int p, Color c, const B& captured) {
    addStones(captured, opponent(c));
    removeStone(p, c);
  }

  void addStone(int p, Color c) {
    stones_[index(c)].set(p);
    toggleHashes(p, c);
  }
  void removeStone(int p, Color c) {
    stones_[index(c)].reset(p);
    toggleHashes(p, c);
  }
  void addStones(const B& set, Color c) {
    stones_[index(c)] |= set;
    set.forEach([&](int p) { toggleHashes(p, c); });
  }
  void removeStones(const B& set, Color c) {
    stones_[index(c)] -= set;
    set.forEach([&](int p) { toggleHashes(p, c); });
  }

  // Zobrist hash of the stones (no side to move, no ko).
  uint64_t hash() const { return hash_[0]; }
  // Hash of the image of this board under symmetry s: symmetricHash(s) of
  // this board equals hash() of the board transformed by s.
  uint64_t symmetricHash(int s) const { return hash_[s]; }
  // Recomputes the identity hash from the stones alone (for tests).
  uint64_t hashFromScratch() const {
    uint64_t h = 0;
    for (int c = 0; c < 2; ++c) stones_[c].forEach([&](int p) { h ^= zobrist::stone(c, p); });
    return h;
  }

  // True when some chain on the board has no liberties.
  bool hasChainWithoutLiberties() const {
    B libertyHolders = geo_->neighbors(empty());  // stones touching an empty point
    for (int c = 0; c < 2; ++c) {
      B alive = grow(stones_[c] & libertyHolders, stones_[c]);
      if (alive != stones_[c]) return true;
    }
    return false;
  }

  // Conversion Go's dead groups of colour c: chains without a liberty that
  // touch fewer than two sides of the board (a corner touches two).
  B deadGroups(Color c) const {
    const B own = stones_[index(c)];
    B withoutLiberty = own - grow(own & geo_->neighbors(empty()), own);
    B dead;
    while (withoutLiberty.any()) {
      B chain = grow(B::single(withoutLiberty.lowest()), own);
      withoutLiberty -= chain;
      if (std::popcount(static_cast<unsigned>(geo_->edgesTouched(chain))) < 2) dead |= chain;
    }
    return dead;
  }
  // Turns the stones of `set`, all of colour c, into stones of the other colour.
  void convert(const B& set, Color c) {
    removeStones(set, c);
    addStones(set, opponent(c));
  }

  bool operator==(const Board& o) const { return stones_ == o.stones_; }

 private:
  void toggleHashes(int p, Color c) {
    int n = geo_->symmetryCount();
    for (int s = 0; s < n; ++s) hash_[s] ^= zobrist::stone(index(c), geo_->transform(s, p));
  }

  std::shared_ptr<const Geo> geo_;
  std::array<B, 2> stones_{};
  uint64_t hash_[8]{};
};

}  // namespace goproof
