// A local goal on Go's board (docs/goals.md): capture or save a target, kill
// or make a group live. One game serves all four, seen from either side: the
// attacker wins when a target stone is captured (taken in a ko: once the
// defender has not retaken it at once); the target's owner (the
// defender) wins when two passes in a row end the game first, or at once
// when every target stone is unconditionally alive (Benson) or has escaped
// (its chain touches an empty point outside the region); endless play is
// a draw. Play keeps to a region: moves on its empty points, and passes.
// Its terms (TargetTerms) add each side's external ko threats and whether a
// seki counts as life.
// Outside it nobody plays, so a chain touching an empty point there keeps
// that liberty (the attacker's wall is taken as safe; a target chain that
// reaches one has escaped). The stones' mechanics are Go's (GameState).
#pragma once

#include <algorithm>
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

// Any number of external ko threats (TargetTerms::koThreats).
inline constexpr int kUnlimitedKoThreats = -1;

// What decides a local goal beyond its position (docs/goals.md).
struct TargetTerms {
  // Black's and White's external ko threats: a side with one may retake a
  // ko at once, as if she had played a threat elsewhere and her opponent
  // had answered it; each such retake uses one. kUnlimitedKoThreats: any
  // number, so the ko ban never binds her.
  std::array<int, 2> koThreats{0, 0};
  // Two passes in a row end the game for the defender (a seki lives); when
  // false, for the attacker, so the defender wins only by reaching
  // unconditional life (how a seki is told from life, goal_status.h).
  bool sekiLives = true;
  bool operator==(const TargetTerms&) const = default;
};

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
  // `frame`: stones the set-up added to close an open wall (reports name
  // them; they are on the board already).
  TargetGame(const Rules& rules, Stones stones, B targets, B region, B frame = B{})
      : rules_(rules), stones_(std::move(stones)), targets_(targets), region_(region), frame_(frame) {
    const int first = targets_.lowest();
    if (first < 0) throw std::invalid_argument("TargetGame: a local goal needs a target");
    defender_ = stones_.board().at(first);
    salt_ = 0x9e3779b97f4a7c15ULL;
    targets_.forEach([&](int p) { salt_ = mix(salt_ ^ (2 * static_cast<uint64_t>(p) + 1)); });
    salt_ = mix(salt_ ^ 0x51ed270b27a1f1c3ULL);
    region_.forEach([&](int p) { salt_ = mix(salt_ ^ (2 * static_cast<uint64_t>(p) + 2)); });
    findSymmetries();
    undo_.reserve(4 * stones_.board().points() + 16);
    summary_ = summarize();
    winner_ = safe(summary_) ? winnerOf(defender_) : Winner::None;
    termsKey_ = termsKey();
  }

  // The terms the game is played under (TargetTerms: none by default, no
  // ko threats and a seki lives). Set them before a search, not during one.
  const TargetTerms& terms() const { return terms_; }
  void setTerms(const TargetTerms& terms) {
    terms_ = terms;
    termsKey_ = termsKey();
  }
  // External ko threats `side` has left (kUnlimitedKoThreats: any number).
  int koThreats(Color side) const { return terms_.koThreats[index(side)]; }
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
  // The attacker's stones the set-up added around an open wall (empty when
  // the position was played as given).
  const B& frame() const { return frame_; }

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
    const IllegalReason reason = stones_.legality(m, captures);
    // A ko retake with an external threat in hand: it takes the stone that took the ko.
    if (reason == IllegalReason::Ko && koThreats(toMove()) != 0) {
      if (captures) *captures = 1;
      return IllegalReason::None;
    }
    return reason;
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
    const Move ko = stones_.koPoint();
    const bool retake = ko >= 0 && region_.test(ko) && koThreats(toMove()) != 0;
    if (!retake) {
      stones_.appendLegalPointsWithin(region_, out);
    } else {  // the retake, listed in point order
      const B before = region_ & B::firstN(ko);
      const B after = region_ - before - B::single(ko);
      stones_.appendLegalPointsWithin(before, out);
      out.push(ko);
      stones_.appendLegalPointsWithin(after, out);
    }
    out.push(kPass);
  }
  bool hasLegalMove() const { return winner_ == Winner::None; }

  void play(Move m) {
    const int side = index(toMove());
    undo_.push_back({winner_, terms_.koThreats[side], summary_});
    if (m >= 0 && m == stones_.koPoint() && terms_.koThreats[side] > 0) {  // a retake over the ban
      --terms_.koThreats[side];
      termsKey_ = termsKey();
    }
    stones_.play(m);
    if (m != kPass) summary_ = summarize();  // a pass leaves the stones as they were
    if (!(targets_ - board().stones(defender_)).none()) {
      // A target stone is gone: the attacker has won, unless she took it in
      // a ko that the defender may retake at once (with an external threat).
      if (!retakeablePending()) winner_ = winnerOf(attacker());
    } else if (m == kPass) {
      if (stones_.consecutivePasses() >= 2) winner_ = winnerOf(terms_.sekiLives ? defender_ : attacker());
    } else if (safe(summary_)) {
      winner_ = winnerOf(defender_);
    }
  }
  // Whether the attacker's last move took a target stone in a ko that the
  // defender, now to move, may retake at once: she has an external threat,
  // and the ko point is the taken stone's. The game goes on for that one
  // move; any other, a pass included, leaves the stone taken.
  bool retakeablePending() const {
    const Move ko = stones_.koPoint();
    return ko >= 0 && toMove() == defender_ && targets_.test(ko) && koThreats(defender_) != 0;
  }
  void undo() {
    stones_.undo();
    const Undo& u = undo_.back();
    winner_ = u.winner;
    summary_ = u.summary;
    int& threats = terms_.koThreats[index(toMove())];
    if (threats != u.threats) {
      threats = u.threats;
      termsKey_ = termsKey();
    }
    undo_.pop_back();
  }

  bool historyDependent() const { return stones_.historyDependent(); }
  ScoreRange scoreRange() const { return {-2, 2}; }
  HalfPoints finalMargin() const {
    return winner_ == Winner::Black ? 2 : winner_ == Winner::White ? -2 : 0;
  }
  bool scored() const { return false; }
  // Cycles of kos and passes can go on for ever.
  bool drawsPossible() const { return true; }

  uint64_t hash() const { return stones_.hash() ^ salt_ ^ termsKey_; }
  // Recomputes hash() from scratch (for tests).
  uint64_t hashFromScratch() const { return stones_.hashFromScratch() ^ salt_ ^ termsKey(); }
  // Go's key, with the threats left (and the seki term) where it keeps
  // prisoners, which a local goal does not count.
  ExactKey exactKey() const {
    ExactKey key = stones_.exactKey();
    key.prisoners = {static_cast<int16_t>(terms_.koThreats[0] + (terms_.sekiLives ? 0 : 1024)),
                     static_cast<int16_t>(terms_.koThreats[1])};
    return key;
  }
  // The game's symmetries are the board's that map the region and the
  // targets onto themselves (numbered 0 to symmetryCount() - 1, 0 the
  // identity): only they map the game onto itself. Most problems have the
  // identity alone; a corner problem drawn on the diagonal has two.
  uint64_t canonicalHash() const { return canonicalImage().hash; }
  CanonicalImage canonicalImage() const {
    CanonicalImage best{hash(), 0};
    for (int i = 1; i < symmetryCount_; ++i) {
      const uint64_t image = stones_.imageHash(symmetries_[i]) ^ salt_ ^ termsKey_;
      if (image < best.hash) best = {image, i};
    }
    return best;
  }
  int symmetryCount() const { return symmetryCount_; }
  Move moveImage(int i, Move m) const { return stones_.moveImage(symmetries_[i], m); }
  Move movePreimage(int i, Move m) const { return stones_.movePreimage(symmetries_[i], m); }
  bool invariantUnder(int i) const { return stones_.invariantUnder(symmetries_[i]); }
  int moveIdLimit() const { return board().points(); }
  std::optional<Move> moveNamed(std::string_view name) const {
    std::optional<Move> m = stones_.moveNamed(name);
    if (m && (*m == kSwap || *m >= board().points())) return std::nullopt;
    return m;
  }
  std::string moveName(Move m) const { return stones_.moveName(m); }
  // Empty points where play can happen (how large a search from here can grow).
  int emptyPoints() const { return (board().empty() & region_).count(); }

  // The target chains (every chain holding a target stone), kept up to date
  // by play() and undo().
  const B& targetChains() const { return summary_.chains; }
  // Their liberties.
  const B& targetLiberties() const { return summary_.liberties; }
  // The target chains with one liberty.
  const B& targetsInAtari() const { return summary_.inAtari; }
  // The fewest liberties of a target chain (0 while a target stone is taken).
  int fewestTargetLiberties() const { return summary_.fewest; }
  // Whether every target stone is unconditionally alive (Benson, on the
  // whole board: true whatever the attacker plays, even if the defender
  // passes every turn, so the attacker can never win).
  bool targetAlive() const { return alive(summary_); }
  // Whether every target stone is in a chain that touches an empty point
  // outside the region: nobody plays there, so that liberty stays for ever
  // and the chain can never be captured (it has escaped).
  bool targetEscaped() const { return summary_.escaped; }
  // Whether the attacker can never capture a target stone, whatever she
  // plays and even if the defender passes every turn: the defender has won.
  bool targetSafe() const { return safe(summary_); }

 private:
  // What the knowledge hooks and the end of the game ask about the target
  // chains, worked out once for each position (play, undo restores it).
  struct TargetSummary {
    B chains, liberties, inAtari;
    int fewest = 0;        // 0 while a target stone is taken
    bool escaped = false;  // every target stone's chain touches an empty point outside the region
  };
  TargetSummary summarize() const {
    TargetSummary s;
    const B mine = board().stones(defender_);
    const bool allThere = (targets_ - mine).none();
    s.fewest = allThere ? 1 << 20 : 0;
    s.escaped = allThere;
    B rest = targets_ & mine;
    while (rest.any()) {
      const B chain = board().grow(B::single(rest.lowest()), mine);
      rest -= chain;
      const B liberties = board().liberties(chain);
      s.chains |= chain;
      s.liberties |= liberties;
      const int n = liberties.count();
      s.fewest = std::min(s.fewest, n);
      if (n == 1) s.inAtari |= chain;
      if ((liberties - region_).none()) s.escaped = false;
    }
    return s;
  }
  bool safe(const TargetSummary& s) const { return s.escaped || alive(s); }
  // The board's symmetries that map the region and the targets onto themselves.
  void findSymmetries() {
    const Geometry<Words>& geo = geometry();
    auto image = [&](int s, const B& set) {
      B out;
      set.forEach([&](int p) { out.set(geo.transform(s, p)); });
      return out;
    };
    symmetryCount_ = 0;
    for (int s = 0; s < geo.symmetryCount(); ++s)
      if (image(s, region_) == region_ && image(s, targets_) == targets_) symmetries_[symmetryCount_++] = s;
  }
  bool alive(const TargetSummary& s) const {
    // An alive chain has two healthy regions, each holding a liberty of it
    // whose empty neighbours are liberties of it too (an empty point of a
    // healthy region is a liberty, and its empty neighbours are in the
    // region): without two such liberties no target chain can be alive.
    const B inEyes = s.liberties - geometry().neighbors(board().empty() - s.liberties);
    if (!inEyes.moreThanOne()) return false;
    return (targets_ - unconditionallyAliveNear(board(), defender_, s.chains)).none();
  }

  static uint64_t mix(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  }
  // The terms' share of hash(): zero under the default terms.
  uint64_t termsKey() const {
    if (terms_ == TargetTerms{}) return 0;
    return mix(0x2545f4914f6cdd1dULL ^ static_cast<uint64_t>(terms_.koThreats[0] + 2) ^
               (static_cast<uint64_t>(terms_.koThreats[1] + 2) << 20) ^ (terms_.sekiLives ? 0 : 1ULL << 40));
  }
  struct Undo {
    Winner winner;           // before the move
    int threats;             // the mover's ko threats before it
    TargetSummary summary;   // before it
  };

  Rules rules_;
  Stones stones_;
  B targets_, region_, frame_;
  Color defender_ = Color::Black;
  uint64_t salt_ = 0;
  TargetTerms terms_;
  uint64_t termsKey_ = 0;
  Winner winner_ = Winner::None;
  std::array<int, 8> symmetries_{};  // the board's symmetry of each of the game's (findSymmetries)
  int symmetryCount_ = 1;
  TargetSummary summary_;
  std::vector<Undo> undo_;  // one per move played
};

}  // namespace goproof

// Its rules knowledge, wherever the game is (search_game.h's optional hooks).
#include "solver/rules/goals/target_knowledge.h"
