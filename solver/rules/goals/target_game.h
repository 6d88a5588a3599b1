// A local goal on Go's board (docs/goals.md): capture or save a target, kill
// or make a group live. One game serves all four, seen from either side: the
// attacker wins when a target stone is captured; the target's owner (the
// defender) wins when two passes in a row end the game first, or at once
// when every target stone is unconditionally alive (Benson); endless play is
// a draw. Play keeps to a region: moves on its empty points, and passes.
// Outside it nobody plays, so a chain touching an empty point there keeps
// that liberty (the attacker's wall is taken as safe; a target chain that
// reaches one has escaped). The stones' mechanics are Go's (GameState).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "solver/board/board.h"
#include "solver/board/canonical_image.h"
#include "solver/rules/game_state.h"
#include "solver/rules/margin.h"
#include "solver/rules/move.h"
#include "solver/rules/rules.h"
#include "solver/rules/unconditional_life.h"

namespace goproof {

template <int Words>
class TargetGame {
 public:
  using B = Bits<Words>;
  using Stones = GameState<Words>;
  using MoveListType = MoveList<Words>;
  using ExactKey = ExactStateKey<Words>;
  static constexpr int kWords = Words;
  static constexpr bool kChoiceMoves = false;
  static constexpr bool kTerritory = false;
  static constexpr std::array kIllegalReasons = {IllegalReason::Occupied, IllegalReason::Suicide,
                                                 IllegalReason::Ko,       IllegalReason::Superko,
                                                 IllegalReason::OffBoard, IllegalReason::GameOver,
                                                 IllegalReason::OutsideRegion};
  static constexpr int kMaxMoves = 64 * Words + 2;

  // The game under `rules` (Goal::CaptureTarget) from `stones`, a position of
  // Go's mechanics with passing; `targets` are stones of one colour (the
  // defender's), `region` the points where moves may be played. The caller
  // (TargetSetUp) has checked them.
  TargetGame(const Rules& rules, Stones stones, B targets, B region)
      : rules_(rules), stones_(std::move(stones)), targets_(targets), region_(region) {
    const int first = targets_.lowest();
    if (first < 0) throw std::invalid_argument("TargetGame: a local goal needs a target");
    defender_ = stones_.board().at(first);
    salt_ = 0x9e3779b97f4a7c15ULL;
    targets_.forEach([&](int p) { salt_ = mix(salt_ ^ (2 * static_cast<uint64_t>(p) + 1)); });
    salt_ = mix(salt_ ^ 0x51ed270b27a1f1c3ULL);
    region_.forEach([&](int p) { salt_ = mix(salt_ ^ (2 * static_cast<uint64_t>(p) + 2)); });
    winners_.reserve(4 * stones_.board().points() + 16);
    winner_ = targetAlive() ? winnerOf(defender_) : Winner::None;
  }

  const Rules& rules() const { return rules_; }
  // The position as Go's mechanics play it (board, ko, passes).
  const Stones& stones() const { return stones_; }
  const Board<Words>& board() const { return stones_.board(); }
  const Geometry<Words>& geometry() const { return stones_.geometry(); }
  // The stones to capture or save, and their owner.
  const B& targets() const { return targets_; }
  Color defender() const { return defender_; }
  Color attacker() const { return opponent(defender_); }
  // The points where moves may be played.
  const B& region() const { return region_; }

  Color toMove() const { return stones_.toMove(); }
  Move koPoint() const { return stones_.koPoint(); }
  bool previousPass() const { return stones_.previousPass(); }
  int ply() const { return stones_.ply(); }
  Move lastMove() const { return stones_.lastMove(); }
  // A pass is always legal, so the side to move always has a move.
  Winner decidedWinner() const { return winner_; }
  Winner result() const { return winner_; }

  IllegalReason legality(Move m, int* captures = nullptr) const {
    if (winner_ != Winner::None) return IllegalReason::GameOver;
    if (m >= 0 && m < board().points() && !region_.test(m))
      return board().at(m) != Color::Empty ? IllegalReason::Occupied : IllegalReason::OutsideRegion;
    if (m == kSwap) return IllegalReason::OffBoard;
    return stones_.legality(m, captures);
  }
  MoveCheck check(Move m) {
    MoveCheck c;
    c.reason = legality(m, &c.captures);
    if (!c.legal()) return c;
    play(m);
    c.winner = winner_;
    undo();
    return c;
  }
  template <int Capacity>
  void legalMoves(MoveList<Words, Capacity>& out) const {
    out.size = 0;
    if (winner_ != Winner::None) return;
    MoveList<Words> all;
    stones_.legalMoves(all);
    for (Move m : all)
      if (m == kPass || (m >= 0 && region_.test(m))) out.push(m);
  }
  bool hasLegalMove() const { return winner_ == Winner::None; }

  void play(Move m) {
    winners_.push_back(winner_);
    stones_.play(m);
    if (m == kPass) {
      if (stones_.consecutivePasses() >= 2) winner_ = winnerOf(defender_);
    } else if (!(targets_ - board().stones(defender_)).none()) {
      winner_ = winnerOf(attacker());
    } else if (targetAlive()) {
      winner_ = winnerOf(defender_);
    }
  }
  void undo() {
    stones_.undo();
    winner_ = winners_.back();
    winners_.pop_back();
  }

  bool historyDependent() const { return stones_.historyDependent(); }
  ScoreRange scoreRange() const { return {-2, 2}; }
  HalfPoints finalMargin() const {
    return winner_ == Winner::Black ? 2 : winner_ == Winner::White ? -2 : 0;
  }
  bool scored() const { return false; }
  // Cycles of kos and passes can go on for ever.
  bool drawsPossible() const { return true; }

  uint64_t hash() const { return stones_.hash() ^ salt_; }
  // Recomputes hash() from scratch (for tests).
  uint64_t hashFromScratch() const { return stones_.hashFromScratch() ^ salt_; }
  ExactKey exactKey() const { return stones_.exactKey(); }
  // No symmetry: the region and the targets rarely map onto themselves.
  uint64_t canonicalHash() const { return hash(); }
  CanonicalImage canonicalImage() const { return {hash(), 0}; }
  int symmetryCount() const { return 1; }
  Move moveImage(int, Move m) const { return m; }
  Move movePreimage(int, Move m) const { return m; }
  bool invariantUnder(int) const { return true; }
  int moveIdLimit() const { return board().points(); }
  std::optional<Move> moveNamed(std::string_view name) const {
    std::optional<Move> m = stones_.moveNamed(name);
    if (m && (*m == kSwap || *m >= board().points())) return std::nullopt;
    return m;
  }
  std::string moveName(Move m) const { return stones_.moveName(m); }
  // Empty points where play can happen (how large a search from here can grow).
  int emptyPoints() const { return (board().empty() & region_).count(); }

  // The target chains (every chain holding a target stone).
  B targetChains() const { return board().grow(targets_, board().stones(defender_)); }
  // Whether every target stone is unconditionally alive (Benson, on the
  // whole board: true whatever the attacker plays, even if the defender
  // passes every turn, so the attacker can never win).
  bool targetAlive() const {
    const B chains = targetChains();
    // An alive chain has two eyes, each holding a liberty of it.
    if (!board().liberties(chains).moreThanOne()) return false;
    return (targets_ - unconditionalArea(board(), defender_).alive).none();
  }

 private:
  static uint64_t mix(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  }

  Rules rules_;
  Stones stones_;
  B targets_, region_;
  Color defender_ = Color::Black;
  uint64_t salt_ = 0;
  Winner winner_ = Winner::None;
  std::vector<Winner> winners_;  // the winner before each move played, for undo
};

}  // namespace goproof

// Its rules knowledge, wherever the game is (search_game.h's optional hooks).
#include "solver/rules/goals/target_knowledge.h"
