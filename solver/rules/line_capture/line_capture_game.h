// Line Capture, the registry's example game (docs/adding-a-game.md shows how
// it was added; docs/rules/line-capture.md is the rule): Capture Go on one
// row of 1 to 19 points, written from scratch as a SearchGame of its own.
// Black and White take turns putting a stone on an empty point. A run of
// stones of one colour is captured when the other side's move leaves it with
// no empty point beside it, and the first capture wins. A move that captures
// nothing and leaves its own run without an empty neighbour is illegal
// (suicide); a player with no legal move loses. No passing, no ko, no pie:
// every game ends within as many moves as the row has points, since no stone
// leaves the board before the capture that ends it.
//
// It plays the same game as GameState under capture-1 on an Nx1 board
// (tests/line_capture_test.cc checks every position against it), with none
// of its rules code (it borrows only the MoveList container): a run's
// liberties are the points at its two ends.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "solver/board/canonical_image.h"
#include "solver/board/color.h"
#include "solver/board/geometry.h"
#include "solver/board/zobrist.h"
#include "solver/rules/game_state.h"  // MoveList
#include "solver/rules/margin.h"
#include "solver/rules/move.h"
#include "solver/rules/rules.h"

namespace goproof {

// The game's kind, as rule sets name it ("line-capture").
inline constexpr GameKind kLineCapture{"line-capture"};

class LineCaptureGame {
 public:
  static constexpr int kMaxPoints = 19;
  static constexpr int kWords = 1;
  // What the game supports, for callers that ask (game_registry.h).
  static constexpr bool kChoiceMoves = false;
  static constexpr bool kTerritory = false;
  static constexpr std::array kIllegalReasons = {IllegalReason::Occupied, IllegalReason::Suicide,
                                                 IllegalReason::OffBoard, IllegalReason::NoPass,
                                                 IllegalReason::NoSwap,   IllegalReason::GameOver};
  static constexpr int kMaxMoves = kMaxPoints;
  using MoveListType = MoveList<1, kMaxMoves>;

  // The state exactly: the row, the side to move, the prisoners.
  struct ExactKey {
    std::array<Color, kMaxPoints> cells;
    Color toMove;
    std::array<int, 2> prisoners;
    bool operator==(const ExactKey&) const = default;
    template <typename H>
    friend H AbslHashValue(H h, const ExactKey& k) {
      return H::combine(std::move(h), k.cells, k.toMove, k.prisoners);
    }
  };

  // An empty row of `points` points (1 to 19), `toMove` to play.
  LineCaptureGame(int points, const Rules& rules, Color toMove)
      : geo_(std::make_shared<const Geometry<1>>(points, 1)), rules_(rules), toMove_(toMove) {
    assert(points >= 1 && points <= kMaxPoints);
    cells_.fill(Color::Empty);
    hash_ = toMove == Color::White ? zobrist::kWhiteToMove : 0;
  }

  // Sets up a point or the prisoners (before any move is played).
  void setCell(int p, Color c) {
    assert(plies_ == 0);
    put(p, c);
  }
  void setPrisoners(Color c, int n) {
    assert(plies_ == 0);
    count(c, n);
  }

  const Rules& rules() const { return rules_; }
  const Geometry<1>& geometry() const { return *geo_; }
  int points() const { return geo_->points(); }
  Color at(int p) const { return cells_[p]; }
  int prisoners(Color c) const { return prisoners_[index(c)]; }
  // The row as text (board_text.h's form): X Black, O White, . empty.
  std::string rows() const {
    std::string text;
    for (int p = 0; p < points(); ++p) text += cells_[p] == Color::Black ? 'X' : cells_[p] == Color::White ? 'O' : '.';
    return text;
  }
  // The first stone (from the left) of a run with no empty neighbour, or -1:
  // no game leaves one on the board.
  int runWithoutLiberties() const {
    for (int p = 0; p < points(); ++p)
      if (cells_[p] != Color::Empty && (p == 0 || cells_[p - 1] != cells_[p]) && !hasLiberty(p, cells_[p])) return p;
    return -1;
  }

  // --- SearchGame (search_game.h) ---
  Color toMove() const { return toMove_; }
  Winner decidedWinner() const { return winner_; }
  Winner result() const {
    if (winner_ != Winner::None) return winner_;
    for (int p = 0; p < points(); ++p)
      if (legality(p) == IllegalReason::None) return Winner::None;
    return winnerOf(opponent(toMove_));  // no legal move: the side to move has lost
  }
  bool scored() const { return false; }
  ScoreRange scoreRange() const { return {-kWinMargin, kWinMargin}; }
  HalfPoints finalMargin() const {
    const Winner w = result();
    return w == Winner::Black ? kWinMargin : w == Winner::White ? -kWinMargin : 0;
  }
  bool historyDependent() const { return false; }
  bool drawsPossible() const { return false; }

  void legalMoves(MoveListType& out) const {
    out.size = 0;
    if (winner_ != Winner::None) return;
    for (int p = 0; p < points(); ++p)
      if (legality(p) == IllegalReason::None) out.push(static_cast<Move>(p));
  }
  // Plays a legal move.
  void play(Move m) {
    assert(legality(m) == IllegalReason::None);
    assert(plies_ < kMaxPoints);
    Undo& u = undo_[plies_++];
    u = Undo{m, hash_, winner_, prisoners_, {}, 0};
    const Color me = toMove_, them = opponent(me);
    put(m, me);
    for (int side : {-1, 1}) {
      const int q = m + side;
      if (q < 0 || q >= points() || cells_[q] != them || hasLiberty(q, them)) continue;
      for (int r = q; r >= 0 && r < points() && cells_[r] == them; r += side) {
        put(r, Color::Empty);
        u.removed[u.removedCount++] = static_cast<int8_t>(r);
      }
    }
    if (u.removedCount > 0) count(me, prisoners_[index(me)] + u.removedCount);
    toMove_ = them;
    hash_ ^= zobrist::kWhiteToMove;
  }
  void undo() {
    const Undo& u = undo_[--plies_];
    toMove_ = opponent(toMove_);
    for (int i = 0; i < u.removedCount; ++i) cells_[u.removed[i]] = opponent(toMove_);
    cells_[u.move] = Color::Empty;
    prisoners_ = u.prisoners;
    winner_ = u.winner;
    hash_ = u.hash;
  }
  int ply() const { return plies_; }

  uint64_t hash() const { return hash_; }
  // Recomputes hash() from scratch (for tests).
  uint64_t hashFromScratch() const { return hashOf(0); }
  ExactKey exactKey() const { return {cells_, toMove_, prisoners_}; }
  // Symmetry 1 reads the row from the other end.
  int symmetryCount() const { return 2; }
  CanonicalImage canonicalImage() const {
    const uint64_t mirrored = hashOf(1);
    return mirrored < hash_ ? CanonicalImage{mirrored, 1} : CanonicalImage{hash_, 0};
  }
  uint64_t canonicalHash() const { return canonicalImage().hash; }
  Move moveImage(int s, Move m) const { return s == 1 && m >= 0 ? static_cast<Move>(points() - 1 - m) : m; }
  Move movePreimage(int s, Move m) const { return moveImage(s, m); }
  bool invariantUnder(int s) const {
    for (int p = 0; s == 1 && p < points(); ++p)
      if (cells_[p] != cells_[points() - 1 - p]) return false;
    return true;
  }
  int moveIdLimit() const { return points(); }
  // A move's GTP name: "c1" (or "pass", "swap", which are never legal).
  std::string moveName(Move m) const {
    return m == kPass ? "pass" : m == kSwap ? "swap" : m == kNoMove ? "none" : geo_->name(m);
  }

  // --- puzzles and the command line (claim_checker.h's PuzzleGame) ---
  // The move a GTP name names on this row (off the row or malformed: none).
  std::optional<Move> moveNamed(std::string_view name) const {
    const ParsedPoint p = parsePoint(name, geo_->width(), geo_->height());
    switch (p.kind) {
      case ParsedPoint::Kind::OnBoard: return static_cast<Move>(geo_->point(p.x, p.y));
      case ParsedPoint::Kind::Pass: return kPass;
      case ParsedPoint::Kind::Swap: return kSwap;
      case ParsedPoint::Kind::OffBoard:
      case ParsedPoint::Kind::Malformed: break;
    }
    return std::nullopt;
  }
  // Whether the move is legal here, what it captures and who has then won.
  MoveCheck check(Move m) {
    MoveCheck c;
    c.reason = legality(m);
    if (!c.legal()) return c;
    const int before = prisoners_[index(toMove_)];
    play(m);
    c.captures = prisoners_[index(opponent(toMove_))] - before;
    c.winner = result();
    undo();
    return c;
  }
  int emptyPoints() const {
    int n = 0;
    for (int p = 0; p < points(); ++p) n += cells_[p] == Color::Empty;
    return n;
  }

 private:
  struct Undo {
    Move move;
    uint64_t hash;
    Winner winner;
    std::array<int, 2> prisoners;
    std::array<int8_t, kMaxPoints> removed;
    int removedCount;
  };

  // A point's content and the prisoner counts, with the hash kept.
  void put(int p, Color c) {
    if (cells_[p] != Color::Empty) hash_ ^= zobrist::stone(index(cells_[p]), p);
    cells_[p] = c;
    if (c != Color::Empty) hash_ ^= zobrist::stone(index(c), p);
  }
  void count(Color c, int n) {
    hash_ ^= zobrist::prisoners(index(c), prisoners_[index(c)]) ^ zobrist::prisoners(index(c), n);
    prisoners_[index(c)] = n;
    winner_ = prisoners_[0] > 0 ? Winner::Black : prisoners_[1] > 0 ? Winner::White : Winner::None;
  }

  // Why m is not legal now (None when it is).
  IllegalReason legality(Move m) const {
    if (winner_ != Winner::None) return IllegalReason::GameOver;
    if (m == kPass) return IllegalReason::NoPass;
    if (m == kSwap) return IllegalReason::NoSwap;
    if (m < 0 || m >= points()) return IllegalReason::OffBoard;
    if (cells_[m] != Color::Empty) return IllegalReason::Occupied;
    if (capturesAt(m)) return IllegalReason::None;
    // Without a capture, the new stone's run needs an empty point at an end.
    return endsFree(m - 1, m + 1, toMove_) ? IllegalReason::None : IllegalReason::Suicide;
  }
  // Whether a stone of the side to move at empty point m leaves an enemy run
  // beside it without an empty neighbour: the run's far end is not empty.
  bool capturesAt(int m) const {
    const Color them = opponent(toMove_);
    for (int side : {-1, 1}) {
      const int q = m + side;
      if (q >= 0 && q < points() && cells_[q] == them && !emptyAt(runEnd(q, side, them))) return true;
    }
    return false;
  }
  // Whether the run of colour c through p has an empty point at an end.
  bool hasLiberty(int p, Color c) const { return endsFree(p, p, c); }
  // Whether the run of colour c that would span left..right (stones of c
  // outside it joining it) has an empty point at an end.
  bool endsFree(int left, int right, Color c) const {
    return emptyAt(runEnd(left, -1, c)) || emptyAt(runEnd(right, 1, c));
  }
  // The first point from `from`, stepping by `step`, that is not a stone of
  // colour c (possibly off the row: -1 or points()).
  int runEnd(int from, int step, Color c) const {
    while (from >= 0 && from < points() && cells_[from] == c) from += step;
    return from;
  }
  bool emptyAt(int p) const { return p >= 0 && p < points() && cells_[p] == Color::Empty; }
  // The hash of the state read in symmetry s.
  uint64_t hashOf(int s) const {
    uint64_t h = toMove_ == Color::White ? zobrist::kWhiteToMove : 0;
    for (int p = 0; p < points(); ++p)
      if (cells_[p] != Color::Empty) h ^= zobrist::stone(index(cells_[p]), s == 1 ? points() - 1 - p : p);
    for (int c = 0; c < 2; ++c) h ^= zobrist::prisoners(c, 0) ^ zobrist::prisoners(c, prisoners_[c]);
    return h;
  }

  std::shared_ptr<const Geometry<1>> geo_;
  Rules rules_;
  std::array<Color, kMaxPoints> cells_{};
  Color toMove_;
  std::array<int, 2> prisoners_ = {0, 0};
  Winner winner_ = Winner::None;
  uint64_t hash_ = 0;
  // What each move made changed (a game lasts at most kMaxPoints moves): no
  // allocation in play, nor in copying a game.
  std::array<Undo, kMaxPoints> undo_{};
  int plies_ = 0;
};

}  // namespace goproof
