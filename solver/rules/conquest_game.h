// Conquest as a SearchGame (search_game.h): the engine every solver plays.
// The state is four bit sets (each player's stones and territory), the side
// to move and the komi; docs/rules/conquest.md is the rule, and
// conquest_move_rule.h computes it. Moves are points; where a T-bone leaves
// the mover a choice (Definition 7), choice c at point p is the move
// p + c * points, named "d7:ne".
//
// Every move turns a point of No-Man's Land into a stone, and no point ever
// returns to No-Man's Land, so the game ends within as many moves as the
// board has points: no cycles, no history dependence.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "solver/board/geometry.h"
#include "solver/util/text.h"
#include "solver/board/zobrist.h"
#include "solver/rules/pure_conquest.h"  // Pure Conquest scoring at the end
#include "solver/rules/conquest_move_rule.h"
#include "solver/rules/game_state.h"  // MoveList, CanonicalImage
#include "solver/rules/margin.h"
#include "solver/rules/move.h"
#include "solver/rules/rules.h"

namespace goproof {

template <int Words>
class ConquestGame {
 public:
  using B = Bits<Words>;
  static constexpr int kWords = Words;
  // A T-bone leaves the mover a choice, named in the move ("d7:ne"); points
  // are owned as territory (GameState has neither).
  static constexpr bool kChoiceMoves = true;
  static constexpr bool kTerritory = true;
  // Every reason a move is refused for: Conquest has no suicide, ko, new
  // groups, mirror moves or two-stone turns.
  static constexpr std::array kIllegalReasons = {IllegalReason::Occupied, IllegalReason::Territory,
                                                 IllegalReason::Choose,   IllegalReason::OffBoard,
                                                 IllegalReason::NoPass,   IllegalReason::NoSwap,
                                                 IllegalReason::GameOver};
  // Results of one point a T-bone choice can give at most (2^4 assignments).
  static constexpr int kMaxChoices = 16;
  static constexpr int kMaxMoves = 2 * 64 * Words;
  using MoveListType = MoveList<Words, kMaxMoves>;

  // The state exactly: stones, territory, side to move, komi.
  struct ExactKey {
    std::array<B, 2> stones, land;
    Color toMove;
    int komiQuarters;
    bool operator==(const ExactKey&) const = default;
    template <typename H>
    friend H AbslHashValue(H h, const ExactKey& k) {
      for (const B* b : {&k.stones[0], &k.stones[1], &k.land[0], &k.land[1]})
        h = H::combine_contiguous(std::move(h), b->w.data(), b->w.size());
      return H::combine(std::move(h), k.toMove, k.komiQuarters);
    }
  };

  // An empty board (all No-Man's Land) with `toMove` to play and komi in half-points.
  ConquestGame(std::shared_ptr<const Geometry<Words>> geo, Color toMove = Color::Black, HalfPoints komi = 0)
      : geo_(std::move(geo)), masks_(std::make_shared<ConquestMasks<Words>>(*geo_)), toMove_(toMove), komiQuarters_(2 * komi) {
    undo_.reserve(geo_->points() + 1);
    rules_ = Rules::defaults(GameKind::Conquest);
    rules_.komi = komi / 2.0;
  }
  // The same under `rules` (Conquest's; its komi).
  ConquestGame(std::shared_ptr<const Geometry<Words>> geo, const Rules& rules, Color toMove)
      : ConquestGame(std::move(geo), toMove, rules.komiHalfPoints()) {
    rules_ = rules;
  }

  // Sets up point p (before any move is played).
  void setCell(int p, ConquestCell cell) {
    assert(undo_.empty());
    for (int k = 0; k < 4; ++k)
      if (sets_[k].test(p)) toggle(k, p);
    if (cell != ConquestCell::NoMansLand) toggle(static_cast<int>(cell) - 1, p);
  }
  ConquestCell at(int p) const {
    for (int k = 0; k < 4; ++k)
      if (sets_[k].test(p)) return static_cast<ConquestCell>(k + 1);
    return ConquestCell::NoMansLand;
  }
  const Geometry<Words>& geometry() const { return *geo_; }
  // The rule set (GameKind::Conquest), as the command line names it.
  const Rules& rules() const { return rules_; }
  // The position on the plain board of conquest_board.h.
  ConquestBoard board() const {
    ConquestBoard b(geo_->width(), geo_->height());
    for (int p = 0; p < geo_->points(); ++p) b.set(p, at(p));
    return b;
  }
  // The board as text, top row first: X O stones, b w territory, '.' No-Man's Land.
  std::string rows() const { return board().rows(); }
  // Why this position cannot arise in a game ("" when it can): territory
  // with a neighbour that is neither its owner's stone nor her territory,
  // territory not enclosed (Definition 6, T-bones shared), or a stone that
  // the last move of its player would have removed, or a region that the
  // player who moved last encloses without her T-bones and has not
  // conquered (Definition 8). *at,
  // when given, receives the point at fault where there is one (else it is
  // left alone).
  std::string impossibility(int* at = nullptr) const;
  const B& stones(Color c) const { return sets_[index(c)]; }
  const B& land(Color c) const { return sets_[2 + index(c)]; }
  B noMansLand() const { return geo_->all() - sets_[0] - sets_[1] - sets_[2] - sets_[3]; }
  int territory(Color c) const { return land(c).count(); }
  Color toMove() const { return toMove_; }
  // The komi in quarter-points (a threshold game's is odd: see thresholdGame).
  int komiQuarters() const { return komiQuarters_; }

  // --- SearchGame ---
  Winner result() const { return noMansLand().any() ? Winner::None : winnerAt(endDifference()); }
  // At the end: Black's points less White's, without komi: territory, or
  // under conquest+pure, Pure Conquest's points.
  int endDifference() const {
    if (!rules_.pure) return territory(Color::Black) - territory(Color::White);
    const std::array<int, 2> points = pureConquestPoints(board());
    return points[0] - points[1];
  }
  Winner decidedWinner() const { return result(); }
  bool scored() const { return true; }
  ScoreRange scoreRange() const {
    const int most = 2 * geo_->points(), komi = komiQuarters_ / 2;
    return {std::min(0, -most - komi), std::max(0, most - komi)};
  }
  // Black's territory less White's, less komi, in half-points (a threshold
  // game, whose komi is off the half-point grid, scores the range's ends).
  HalfPoints finalMargin() const {
    if (noMansLand().any()) return 0;
    const int difference = endDifference();  // Pure Conquest's is a pass over the board: once
    if (komiQuarters_ % 2 == 0) return 2 * difference - komiQuarters_ / 2;
    const Winner w = winnerAt(difference);
    const ScoreRange range = scoreRange();
    return w == Winner::Black ? range.high : w == Winner::White ? range.low : 0;
  }
  std::vector<HalfPoints> finalMargins() const {
    std::vector<HalfPoints> margins;
    for (int d = -geo_->points(); d <= geo_->points(); ++d) margins.push_back(2 * d - komiQuarters_ / 2);
    return margins;
  }
  // The same position in a game Black wins exactly when her margin here is
  // at least k half-points: the komi moved by k less a quarter point.
  ConquestGame thresholdGame(HalfPoints k) const {
    ConquestGame g = *this;
    g.undo_.clear();
    g.komiQuarters_ += 2 * k - 1;
    return g;
  }
  bool previousPass() const { return false; }
  bool historyDependent() const { return false; }
  bool drawsPossible() const { return komiQuarters_ % 4 == 0; }

  // Every legal move: each point of No-Man's Land in order, with its choices.
  // Throws std::length_error beyond kMaxMoves (as outcomesAt beyond
  // kMaxChoices results of one point); no position met so far comes near.
  // The results of moves without a choice are kept for play (a search
  // plays the moves it has just listed): see NextSets.
  void legalMoves(MoveListType& out) const {
    out.size = 0;
    const int n = geo_->points();
    NextSets& next = nextSetsAt(ply());
    next.hash = hash_[0];
    next.position = sets_;
    next.toMove = toMove_;
    next.valid = true;
    noMansLand().forEach([&](int p) {
      const Outcomes o = outcomesAt(p);
      const int choices = o.count;
      if (out.size + choices > kMaxMoves)
        throw std::length_error("a Conquest position with more moves than the move list holds");
      next.single[p] = choices == 1;
      if (choices == 1) next.after[p] = o.after[0];
      for (int c = 0; c < choices; ++c) out.push(static_cast<Move>(p + c * n));
    });
  }
  // Plays a legal move.
  void play(Move m) {
    const int n = geo_->points(), p = m % n, c = m / n;
    assert(noMansLand().test(p));
    std::array<B, 4> after;
    if (const NextSets* next = listedAt(ply()); next && c == 0 && next->single[p]) {
      after = next->after[p];
    } else {
      const Outcomes o = outcomesAt(p);
      assert(c < o.count);
      after = o.after[c];
    }
    undo_.push_back(Undo{sets_, hash_});
    for (int k = 0; k < 4; ++k) setTo(k, after[k]);
    toMove_ = opponent(toMove_);
  }
  void undo() {
    sets_ = undo_.back().sets;
    hash_ = undo_.back().hash;
    undo_.pop_back();
    toMove_ = opponent(toMove_);
  }
  int ply() const { return static_cast<int>(undo_.size()); }

  uint64_t hash() const { return hash_[0] ^ extraHash(); }
  // hash() computed from the sets, not incrementally (for tests).
  uint64_t hashFromScratch() const {
    uint64_t h = extraHash();
    for (int k = 0; k < 4; ++k) sets_[k].forEach([&](int p) { h ^= key(k, p); });
    return h;
  }
  uint64_t canonicalHash() const { return canonicalImage().hash; }
  CanonicalImage canonicalImage() const {
    CanonicalImage best{hash_[0], 0};
    for (int s = 1; s < symmetryCount(); ++s)
      if (hash_[s] < best.hash) best = {hash_[s], s};
    best.hash ^= extraHash();
    return best;
  }
  ExactKey exactKey() const { return {{sets_[0], sets_[1]}, {sets_[2], sets_[3]}, toMove_, komiQuarters_}; }

  int symmetryCount() const { return geo_->symmetryCount(); }
  bool invariantUnder(int s) const {
    for (const B& set : sets_)
      if (transformed(s, set) != set) return false;
    return true;
  }
  // The move whose result in the image of this state under s is the image of m's result.
  Move moveImage(int s, Move m) const { return mapMove(*this, imageUnder(s), s, m); }
  // The move of this state whose image under s is m (a move of the image state).
  Move movePreimage(int s, Move m) const { return mapMove(imageUnder(s), *this, geo_->inverse(s), m); }
  int moveIdLimit() const { return geo_->points() * kMaxChoices; }

  // "c3", or "d7:ne" where the mover has a choice (the quadrants each
  // T-bone whose choice matters counts for).
  std::string moveName(Move m) const {
    const int n = geo_->points(), p = m % n, c = m / n;
    std::string name = geo_->name(p);
    if (!noMansLand().test(p)) return name;
    const Outcomes o = outcomesAt(p);
    const std::string choice = o.count > 1 ? o.choiceName(c, *geo_) : "";
    return choice.empty() ? name : name + ":" + choice;
  }
  // The legal move named (see moveName; the parts after the point in any
  // order, any case), or nullopt.
  std::optional<Move> moveNamed(std::string_view text) const {
    const ParsedPoint pp = parsePoint(text.substr(0, text.find(':')), geo_->width(), geo_->height());
    if (pp.kind != ParsedPoint::Kind::OnBoard) return std::nullopt;
    const int p = geo_->point(pp.x, pp.y);
    if (!noMansLand().test(p)) return std::nullopt;
    // Two T-bones share at most one quadrant, so the parts as a set name one move.
    auto parts = [](std::string_view name) {
      std::vector<std::string> out;
      for (std::string_view part : split(name, ':')) out.push_back(lowerCase(part));
      std::sort(out.begin() + 1, out.end());
      return out;
    };
    const std::vector<std::string> wanted = parts(text);
    const int count = outcomesAt(p).count;
    for (int c = 0; c < count; ++c) {
      const Move m = static_cast<Move>(p + c * geo_->points());
      if (parts(moveName(m)) == wanted) return m;
    }
    return std::nullopt;
  }

  // --- What puzzles ask (puzzles/claim_checker.h) ---
  // The verdict on move m: legal, with the opponent's stones its conquest
  // captures and who has won if it ends the game; or illegal: game-over,
  // occupied (a stone), territory (owned ground), or choose (a choice index
  // the point does not have).
  MoveCheck check(Move m) const {
    const int n = geo_->points(), p = m % n, c = m / n;
    if (m < 0 || m >= moveIdLimit()) return {IllegalReason::OffBoard};
    if (result() != Winner::None) return {IllegalReason::GameOver};
    if (const IllegalReason taken = takenBy(p); taken != IllegalReason::None) return {taken};
    const Outcomes o = outcomesAt(p);
    if (c >= o.count) return {IllegalReason::Choose};
    MoveCheck verdict;
    verdict.captures = (stones(opponent(toMove_)) - o.after[c][index(opponent(toMove_))]).count();
    ConquestGame next = *this;
    next.play(m);
    verdict.winner = next.result();
    return verdict;
  }
  // What legal move m does: the points its conquest adds to the mover's
  // territory (not hers before, not her removed stones' points), the
  // opponent's stones it captures, and the mover's own stones it removes as
  // inside her territory (Definition 8).
  struct Effect {
    B conquered, captured, removed;
  };
  Effect effectOf(Move m) const {
    const int n = geo_->points(), p = m % n, c = m / n;
    const Outcomes o = outcomesAt(p);
    const int me = index(toMove_), other = 1 - me;
    return {o.after[c][2 + me] - sets_[2 + me] - o.removed[c], sets_[other] - o.after[c][other], o.removed[c]};
  }
  // "conquers 2 (a1 b1), captures 1 (a2)", "removes own 1 (b2)"; "" when
  // the move does none of these.
  std::string effectText(Move m) const {
    const Effect e = effectOf(m);
    std::string text;
    auto list = [&](std::string_view what, const B& set) {
      if (set.none()) return;
      text += (text.empty() ? "" : ", ") + std::string(what) + " " + std::to_string(set.count()) + " (";
      bool first = true;
      set.forEach([&](int q) { text += (first ? "" : " ") + geo_->name(q), first = false; });
      text += ")";
    };
    list("conquers", e.conquered);
    list("captures", e.captured);
    list("removes own", e.removed);
    return text;
  }
  // Why `text` names no legal move (moveNamed gives nullopt): game-over,
  // off-board (also for a malformed name), no-pass, no-swap, occupied,
  // territory, or choose: the point leaves a choice the name does not make,
  // or names one it does not have. *choices, when given, receives the names
  // of the point's moves when the reason is choose.
  IllegalReason whyNotNamed(std::string_view text, std::vector<std::string>* choices = nullptr) const {
    if (result() != Winner::None) return IllegalReason::GameOver;
    const ParsedPoint pp = parsePoint(text.substr(0, text.find(':')), geo_->width(), geo_->height());
    if (pp.kind == ParsedPoint::Kind::Pass) return IllegalReason::NoPass;
    if (pp.kind == ParsedPoint::Kind::Swap) return IllegalReason::NoSwap;
    if (pp.kind != ParsedPoint::Kind::OnBoard) return IllegalReason::OffBoard;
    const int p = geo_->point(pp.x, pp.y);
    if (const IllegalReason taken = takenBy(p); taken != IllegalReason::None) return taken;
    if (choices) {
      const int count = outcomesAt(p).count;
      for (int c = 0; c < count; ++c) choices->push_back(moveName(static_cast<Move>(p + c * geo_->points())));
    }
    return IllegalReason::Choose;
  }
  // Points where a move can still be played (the searches' size).
  int emptyPoints() const { return noMansLand().count(); }

  // The results the side to move can choose between by playing at p (a point
  // of No-Man's Land), in the order of moves p, p + points, ...: for each
  // choice of T-bones (Definition 7), each end of removing her stones inside
  // (Definition 8, step 2).
  struct Outcomes {
    int count = 0;
    std::array<std::array<B, 4>, kMaxChoices> after{};  // the four sets after the move
    std::array<B, kMaxChoices> removed{};               // the mover's stones removed as inside
    std::array<uint32_t, kMaxChoices> assignment{};     // a T-bone assignment giving it
    int tBoneCount = 0;
    std::array<int, 4> tBone{};
    std::array<uint8_t, 4> tQuadrants{};
    // The choice's name: the quadrant of each T-bone whose assignment differs
    // between choices, then the stones removed that other ends with the same
    // T-bones keep.
    std::string choiceName(int c, const Geometry<Words>& g) const {
      std::string s;
      auto add = [&](std::string_view part) { s += (s.empty() ? "" : ":") + std::string(part); };
      for (int i = 0; i < tBoneCount; ++i) {
        bool differs = false;
        for (int k = 0; k < count; ++k) differs |= ((assignment[k] ^ assignment[c]) >> i) & 1;
        if (differs) add(quadrantName(assignedQuadrant(tQuadrants[i], (assignment[c] >> i) & 1)));
      }
      B common = removed[c];
      int ends = 0;
      for (int k = 0; k < count; ++k)
        if (assignment[k] == assignment[c]) common &= removed[k], ++ends;
      if (ends > 1) (removed[c] - common).forEach([&](int q) { add(g.name(q)); });
      return s;
    }
  };
  Outcomes outcomesAt(int p) const;

 private:
  struct Undo {
    std::array<B, 4> sets;
    std::array<uint64_t, 8> hash;
  };

  // The sets after each point's move, where the point has one result, as
  // legalMoves found them for the position `position` (the sets) with
  // `toMove` to play: play takes them from here rather than compute them
  // again. One per ply; valid only while the position is the same.
  struct NextSets {
    bool valid = false;
    uint64_t hash = 0;  // the position's hash_[0], compared first
    std::array<B, 4> position;
    Color toMove = Color::Black;
    std::array<bool, 64 * Words> single{};
    std::array<std::array<B, 4>, 64 * Words> after;
  };
  // Per-object scratch: a copy of the game starts with none (so that two
  // games never share it, and copying a game stays cheap).
  struct NextSetsCache {
    std::vector<std::unique_ptr<NextSets>> byPly;
    NextSetsCache() = default;
    NextSetsCache(const NextSetsCache&) {}
    NextSetsCache& operator=(const NextSetsCache&) { return *this; }
  };
  NextSets& nextSetsAt(int ply) const {
    auto& byPly = next_.byPly;
    if (static_cast<int>(byPly.size()) <= ply) byPly.resize(ply + 1);
    if (!byPly[ply]) byPly[ply] = std::make_unique<NextSets>();
    return *byPly[ply];
  }
  // What legalMoves listed for this very position, or nullptr.
  const NextSets* listedAt(int ply) const {
    const auto& byPly = next_.byPly;
    if (static_cast<int>(byPly.size()) <= ply || !byPly[ply]) return nullptr;
    const NextSets& n = *byPly[ply];
    if (!n.valid || n.hash != hash_[0] || n.toMove != toMove_) return nullptr;
    for (int k = 0; k < 4; ++k)
      for (int w = 0; w < Words; ++w)
        if (n.position[k].w[w] != sets_[k].w[w]) return nullptr;
    return &n;
  }

  // Occupied (a stone at p), territory (p is owned), or None (No-Man's Land).
  IllegalReason takenBy(int p) const {
    if (stones(Color::Black).test(p) || stones(Color::White).test(p)) return IllegalReason::Occupied;
    return noMansLand().test(p) ? IllegalReason::None : IllegalReason::Territory;
  }

  // Who wins a finished game whose points differ by `difference` (Black's less White's), komi included.
  Winner winnerAt(int difference) const {
    const int d = 4 * difference - komiQuarters_;
    return d > 0 ? Winner::Black : d < 0 ? Winner::White : Winner::Draw;
  }
  uint64_t extraHash() const {
    return (toMove_ == Color::White ? zobrist::kWhiteToMove : 0) ^ (komiQuarters_ ? zobrist::komi(komiQuarters_) : 0);
  }
  static uint64_t key(int kind, int p) {
    return kind < 2 ? zobrist::stone(kind, p) : zobrist::territory(kind - 2, p);
  }
  // Flips point p in set `kind` (0, 1: stones; 2, 3: territory), hashes included.
  void toggle(int kind, int p) {
    sets_[kind] ^= B::single(p);
    for (int s = 0; s < symmetryCount(); ++s) hash_[s] ^= key(kind, geo_->transform(s, p));
  }
  void setTo(int kind, const B& now) { (sets_[kind] ^ now).forEach([&](int p) { toggle(kind, p); }); }
  // Definitions 5 to 7 and 8 (step 2), on the sets of a position (conquest_game_impl.h).
  int enclosedTerritory(const std::array<B, 4>& sets, int player, int must) const;
  // The player's stones with only her stones and territory as neighbours.
  B insideStones(const std::array<B, 4>& sets, int player) const {
    return sets[player] - geo_->neighbors(geo_->all() - sets[player] - sets[2 + player]);
  }
  bool removable(const std::array<B, 4>& sets, int player, int s, int enclosedBefore) const;
  void removalEnds(const std::array<B, 4>& sets, const B& removed, int player, std::vector<B>& visited,
                   std::vector<std::pair<B, std::array<B, 4>>>& ends) const;
  B transformed(int s, const B& set) const {
    B image;
    set.forEach([&](int p) { image |= B::single(geo_->transform(s, p)); });
    return image;
  }
  ConquestGame imageUnder(int s) const {
    ConquestGame image(geo_, toMove_, 0);
    image.masks_ = masks_;
    image.komiQuarters_ = komiQuarters_;
    for (int k = 0; k < 4; ++k) image.setTo(k, transformed(s, sets_[k]));
    return image;
  }
  // Move m of `from` as a move of `to`, the image of `from` under s.
  static Move mapMove(const ConquestGame& from, const ConquestGame& to, int s, Move m) {
    const int n = from.geo_->points(), p = m % n, c = m / n;
    const int q = from.geo_->transform(s, p);
    const Outcomes here = from.outcomesAt(p);
    if (here.count == 1) return static_cast<Move>(q);
    std::array<B, 4> image;
    for (int k = 0; k < 4; ++k) image[k] = from.transformed(s, here.after[c][k]);
    const Outcomes there = to.outcomesAt(q);
    for (int k = 0; k < there.count; ++k)
      if (there.after[k] == image) return static_cast<Move>(q + k * n);
    return kNoMove;  // not reached for a legal move: the rule commutes with the symmetries
  }

  std::shared_ptr<const Geometry<Words>> geo_;
  std::shared_ptr<const ConquestMasks<Words>> masks_;
  Rules rules_;
  std::array<B, 4> sets_{};  // Black stones, White stones, Black territory, White territory
  std::array<uint64_t, 8> hash_{};
  Color toMove_;
  int komiQuarters_;
  std::vector<Undo> undo_;
  mutable NextSetsCache next_;  // legalMoves' results for play (not part of the state)
};

}  // namespace goproof

#include "solver/rules/conquest_game_impl.h"
