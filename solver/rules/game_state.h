// A game in progress: the board, the side to move, ko, prisoners and the move
// history, under one rule set. Implements the rules of Go, Capture Go,
// Gonnect, Quench (#2 through QuenchTwoGame) and Conversion Go (see
// docs/rules/; Conquest is ConquestGame's). Make and unmake never allocate once the history
// has grown to the game's length (its capacity is reserved up front).
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "solver/board/board.h"
#include "solver/board/canonical_image.h"
#include "solver/rules/margin.h"
#include "solver/rules/move.h"
#include "solver/rules/rules.h"

namespace goproof {

// The most moves a Quench #2 turn can offer on a board of 64 * Words points:
// every point, pass and swap, and the two-stone turns. A first stone joins
// two groups, so it touches stones of the player; a second stone creates a
// group, so it touches none: they are different points, and the two-stone
// turns number at most a * (P - a) <= P * P / 4 for a first stones.
constexpr int twoStoneTurnCapacity(int words) { return 64 * words + 2 + (32 * words) * (32 * words); }

// A fixed-capacity list of moves: every point, plus pass and swap (and, with
// twoStoneTurnCapacity, Quench #2's two-stone turns).
template <int Words, int Capacity = 64 * Words + 2>
struct MoveList {
  static constexpr int kCapacity = Capacity;
  std::array<Move, Capacity> moves;
  int size = 0;
  void push(Move m) { moves[size++] = m; }
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + size; }
  Move operator[](int i) const { return moves[i]; }
};

// True when some chain of colour c touches both the top and bottom rows, or
// both the left and right columns (the Gonnect goal).
template <int Words>
bool connectsOppositeEdges(const Board<Words>& board, Color c) {
  const auto& g = board.geometry();
  Bits<Words> rest = board.stones(c);
  while (rest.any()) {
    Bits<Words> chain = board.grow(Bits<Words>::single(rest.lowest()), board.stones(c));
    if (g.joinsOppositeEdges(g.edgesTouched(chain))) return true;
    rest -= chain;
  }
  return false;
}

// A player's Quench coin (Rules::groups). Under quench-1 there is no coin to
// turn, and Tails reads "has made her first capture": she may not start a new
// group. Under quench-3 and quench-4 the coin turns as the rules say. A
// player may start a new group unless her coin is Tails.
enum class Coin : int8_t { None, Tails, Heads };

// Everything that decides a game's future under history-free rules, exactly
// (no hashing, so no collisions): the stones, the side to move, the ko point,
// the prisoners (Capture only, capped at the target; zero otherwise), swap
// availability and the consecutive passes just played (where passing is
// allowed: 0, 1, or 2 when two passes have ended the game). Two states with
// equal keys have the same legal moves, results and futures. Hashable with
// absl::Hash; compared with ==.
template <int Words>
struct ExactStateKey {
  std::array<Bits<Words>, 2> stones;  // Black's, then White's
  std::array<int16_t, 2> prisoners;
  Move ko;
  Color toMove;
  bool swapAvailable;
  int8_t passes;
  std::array<Coin, 2> coins;
  Move previousMove;                 // Conversion's mirror rule, where it can bind; else kNoMove
  std::array<int8_t, 2> mirrorRuns;  // the same: each colour's mirror moves in a row

  bool operator==(const ExactStateKey&) const = default;
  template <typename H>
  friend H AbslHashValue(H h, const ExactStateKey& k) {
    for (const auto& bits : k.stones) h = H::combine_contiguous(std::move(h), bits.w.data(), bits.w.size());
    return H::combine(std::move(h), k.prisoners[0], k.prisoners[1], k.ko, k.toMove, k.swapAvailable,
                      k.passes, k.coins[0], k.coins[1], k.previousMove, k.mirrorRuns[0], k.mirrorRuns[1]);
  }
};

template <int Words>
class GameState {
 public:
  using B = Bits<Words>;
  using MoveListType = MoveList<Words>;
  using ExactKey = ExactStateKey<Words>;
  static constexpr int kWords = Words;
  // What the game has beyond stones on points (callers ask these, not the
  // rules' game kind): a move that names a choice, and owned territory.
  static constexpr bool kChoiceMoves = false;
  static constexpr bool kTerritory = false;
  // Every reason check() can give for refusing a move, under some rule set.
  static constexpr std::array kIllegalReasons = {
      IllegalReason::Occupied,    IllegalReason::Suicide,    IllegalReason::Ko,         IllegalReason::Superko,
      IllegalReason::OffBoard,    IllegalReason::GameOver,   IllegalReason::NoPass,     IllegalReason::NoSwap,
      IllegalReason::NewGroup,    IllegalReason::Mirror,     IllegalReason::NoTwoStones, IllegalReason::NotJoining,
      IllegalReason::NotNewGroup};
  // The most legal moves any state can have: every point, swap and pass.
  static constexpr int kMaxMoves = 64 * Words + 2;

  // A game on `board` with `toMove` to play. `ko` is the point toMove may not
  // retake now (or kNoMove); prisoners[c] are the stones colour c has taken;
  // previousPass says the move before was a pass, so that in games with
  // passing another pass ends the game; coins are the Quench coins (ignored
  // under other rules). The caller has checked the position (see
  // position_setup.h): every chain has a liberty, and the ko point is empty.
  GameState(const Rules& rules, Board<Words> board, Color toMove, Move ko = kNoMove,
            std::array<int, 2> prisoners = {0, 0}, bool previousPass = false,
            std::array<Coin, 2> coins = {Coin::None, Coin::None});
  // Conversion's mirror rule where it can bind (Rules::mirrorLimit): the move
  // just before (a point or kPass) and each colour's mirror moves in a row,
  // for a position set up before any move is played here.
  void setMirrorHistory(Move previousMove, std::array<int, 2> runs) {
    if (!mirrorTracked_) return;
    previousMove_ = previousMove;
    mirrorRuns_ = {static_cast<int8_t>(runs[0]), static_cast<int8_t>(runs[1])};
  }
  // The move just before as the mirror rule sees it (kNoMove where unknown or not tracked).
  Move mirrorPreviousMove() const { return mirrorTracked_ ? previousMove_ : kNoMove; }
  // The same state under `rules` (the same by default), without the history:
  // as a user would set the position up.
  GameState withoutHistory(const Rules& rules) const {
    GameState copy(rules, board_, toMove_, ko_, prisoners_, previousPass(), coins_);
    if (copy.mirrorTracked_) copy.previousMove_ = previousMove_, copy.mirrorRuns_ = mirrorRuns_;
    return copy;
  }
  GameState withoutHistory() const { return withoutHistory(rules_); }
  // The same state in a game that Black wins exactly when her margin in this
  // one is at least k half-points: the komi moved by k less a quarter point,
  // so that no game ends level (exact_score.h). Scored games only.
  GameState thresholdGame(HalfPoints k) const {
    Rules rules = rules_;
    rules.komi += k / 2.0 - 0.25;
    return withoutHistory(rules);
  }

  const Rules& rules() const { return rules_; }
  const Board<Words>& board() const { return board_; }
  const Geometry<Words>& geometry() const { return board_.geometry(); }
  Color toMove() const { return toMove_; }
  Move koPoint() const { return ko_; }
  int prisoners(Color c) const { return prisoners_[index(c)]; }
  bool swapAvailable() const { return swapAvailable_; }
  // Whether the previous move was a pass: then, where passing is allowed, a pass ends the game.
  bool previousPass() const { return passes_ > 0; }
  // Passes just played in a row: 0, 1, or 2 once two passes have ended the game.
  int consecutivePasses() const { return passes_; }
  // Colour c's Quench coin (None under other rules and before her first capture).
  Coin coin(Color c) const { return coins_[index(c)]; }
  // Conversion: colour c's mirror moves in a row (see Rules::mirrorLimit).
  int mirrorRun(Color c) const { return mirrorRuns_[index(c)]; }
  // Number of moves played since construction.
  int ply() const { return static_cast<int>(undo_.size()); }
  // The last move played, or kNoMove.
  Move lastMove() const { return undo_.empty() ? kNoMove : undo_.back().move; }

  // The winner as decided by the moves so far (a capture target reached, a
  // connection made, a repetition under cycle=repeater-loses, two passes in
  // Go), or None. Does not look at whether the side to move has a move.
  Winner decidedWinner() const { return winner_; }
  // The winner of the game as it stands: decidedWinner(), or else, when the
  // side to move has no legal move, her opponent; otherwise None.
  Winner result() const;

  // Whether m is legal, and if not, why. Also reports the stones m captures.
  IllegalReason legality(Move m, int* captures = nullptr) const;
  // Full verdict: legality, captures, and who wins if m ends the game (the
  // opponent left without a legal move included). Leaves the state as it was.
  MoveCheck check(Move m);
  // Every legal move, points in increasing order, then Quench #2's two-stone
  // turns, then swap, then pass. A list without room for two-stone turns
  // (QuenchTwoGame's has it) throws std::logic_error where there are some.
  template <int Capacity>
  void legalMoves(MoveList<Words, Capacity>& out) const;
  // The legal moves on the empty points of `points`, in increasing order,
  // appended to `out` (no pass, swap or two-stone turn): what a game that
  // plays on part of the board (a local goal's region) lists.
  template <int Capacity>
  void appendLegalPointsWithin(const B& points, MoveList<Words, Capacity>& out) const {
    if (winner_ != Winner::None) return;
    const B candidates = board_.empty() & points;
    const B easy = surelyLegal() & candidates;
    candidates.forEach([&](int p) {
      if (easy.test(p) || legality(static_cast<Move>(p)) == IllegalReason::None) out.push(static_cast<Move>(p));
    });
  }
  bool hasLegalMove() const;

  // Plays a legal move, or a retake of the ko point (played as the capture it
  // is). Behaviour for any other illegal move is undefined.
  void play(Move m);
  // Takes back the last move played; requires ply() > 0.
  void undo();

  // True when the future depends on more than the state hash() covers:
  // earlier positions (positional superko, repeater-loses).
  bool historyDependent() const { return tracksHistory(); }
  // The margins (Black's, in half-points) the game can end with: +-1 point
  // for games won by a capture or a connection; in scored games every area
  // difference less komi. Both ranges include 0 (a draw, endless play).
  ScoreRange scoreRange() const;
  // Black's margin in a finished game (result() != None): in scored games the
  // area score less komi; otherwise +2 for a Black win, -2 for a White win
  // and 0 for a draw. A scored game ended by a rule other than the two passes
  // (a repetition under cycle=repeater-loses) scores the far end of the range.
  HalfPoints finalMargin() const;
  // Whether the margin is a score (Go, Quench, Conversion), not only who won.
  bool scored() const { return rules_.scored(); }
  // Every margin a scored game can end with after two passes: each area
  // difference less komi (Black's, in half-points).
  std::vector<HalfPoints> finalMargins() const {
    std::vector<HalfPoints> margins;
    for (int d = -board_.points(); d <= board_.points(); ++d) margins.push_back(2 * d - rules_.komiHalfPoints());
    return margins;
  }
  // Black's area (stones plus empty regions reached only by Black) less
  // White's, in points, without komi.
  int areaDifference() const;

  // Whether a game can be drawn: in Gonnect under cycle=draw with a ko rule
  // weaker than superko (endless play), and in scored games (equal scores,
  // cycles). Capture Go always ends: every capture raises a prisoner count.
  bool drawsPossible() const {
    switch (rules_.goal) {
      case Goal::Prisoners: return false;
      case Goal::Connection: return rules_.cycle == CycleRule::Draw && rules_.ko != KoRule::Superko;
      case Goal::AreaScore: return true;  // two passes can end level
      case Goal::Territory: return true;  // not a GameState game (conquest_game.h)
      case Goal::CaptureTarget: return true;  // TargetGame's: endless play decides nothing
    }
    return true;
  }

  // Zobrist hash of everything that decides the game's future under
  // history-free rules: stones, side to move, ko point, prisoners (Capture
  // only), swap availability, the passes just played, the Quench coins and the komi (so that
  // one table may hold searches under several komi). Incremental: O(1).
  uint64_t hash() const { return extraHash() ^ board_.hash() ^ koKey(0); }
  // hash() without the komi: equal for one state under any komi
  // (score_bounds_table.h).
  uint64_t hashWithoutKomi() const { return hash() ^ sideKey_[0]; }
  // The state hash() stands for, exactly (see ExactStateKey).
  ExactStateKey<Words> exactKey() const {
    std::array<int16_t, 2> counted{0, 0};
    if (rules_.goal == Goal::Prisoners)
      for (int c = 0; c < 2; ++c) counted[c] = static_cast<int16_t>(std::min(prisoners_[c], rules_.captureTarget));
    return {{board_.stones(Color::Black), board_.stones(Color::White)},
            counted,
            ko_,
            toMove_,
            swapAvailable_,
            passes_,
            coins_,
            mirrorTracked_ ? previousMove_ : kNoMove,
            mirrorTracked_ ? mirrorRuns_ : std::array<int8_t, 2>{0, 0}};
  }
  // The least hash over the board's symmetries: equal for symmetric states.
  uint64_t canonicalHash() const;
  // canonicalHash() and a symmetry that reaches it.
  CanonicalImage canonicalImage() const;
  // The hash of this state's image under symmetry s (hash() for s = 0), for
  // a game that keeps to some of the board's symmetries (TargetGame).
  uint64_t imageHash(int s) const { return extraHash() ^ board_.symmetricHash(s) ^ koKey(s); }

  // The board's symmetries (8 on a square, 4 on a rectangle; 0 is the
  // identity) acting on moves: a point's image, pass and swap unchanged.
  int symmetryCount() const { return board_.geometry().symmetryCount(); }
  Move moveImage(int s, Move m) const {
    if (m < 0) return m;
    if (isTwoStoneTurn(m)) return twoStoneTurn(geometry().transform(s, firstStone(m)), geometry().transform(s, secondStone(m)));
    return static_cast<Move>(geometry().transform(s, m));
  }
  // The move whose image under s is m.
  Move movePreimage(int s, Move m) const { return moveImage(geometry().inverse(s), m); }
  // Whether symmetry s maps the state onto itself (stones, ko point, and the
  // previous move where the mirror rule binds): then m and moveImage(s, m) lead
  // to symmetric states.
  bool invariantUnder(int s) const;
  // Every move m of this game has kSwap <= m < moveIdLimit().
  int moveIdLimit() const { return board_.points(); }
  // The move a GTP name stands for ("c3", "C3", "pass", "swap"), or nullopt
  // for a point off this board or a name that is no move.
  std::optional<Move> moveNamed(std::string_view name) const {
    if (size_t plus = name.find('+'); plus != std::string_view::npos) {
      std::optional<Move> a = moveNamed(name.substr(0, plus)), b = moveNamed(name.substr(plus + 1));
      if (!a || !b || *a < 0 || *b < 0 || *a >= board_.points() || *b >= board_.points() || !twoStoneTurnsFit())
        return std::nullopt;
      return twoStoneTurn(*a, *b);
    }
    ParsedPoint p = parsePoint(name, geometry().width(), geometry().height());
    switch (p.kind) {
      case ParsedPoint::Kind::OnBoard: return static_cast<Move>(geometry().point(p.x, p.y));
      case ParsedPoint::Kind::Pass: return kPass;
      case ParsedPoint::Kind::Swap: return kSwap;
      case ParsedPoint::Kind::OffBoard:
      case ParsedPoint::Kind::Malformed: break;
    }
    return std::nullopt;
  }
  // Quench #2's two-stone turn: a stone at `joining`, then one at `creating`,
  // one move (numbered after the points; boards of at most 64 points).
  Move twoStoneTurn(int joining, int creating) const {
    return static_cast<Move>(board_.points() * (1 + joining) + creating);
  }
  bool isTwoStoneTurn(Move m) const { return m >= board_.points(); }
  int firstStone(Move m) const { return m / board_.points() - 1; }
  int secondStone(Move m) const { return m % board_.points(); }
  // Whether Quench #2's two-stone turns exist on this board (its moves fit the move type).
  bool twoStoneTurnsFit() const { return board_.points() <= 64; }
  // Empty points on the board (how large a search from here can grow).
  int emptyPoints() const { return board_.empty().count(); }
  // A move's GTP name: "c3", "pass" or "swap".
  std::string moveName(Move m) const {
    if (m >= 0 && isTwoStoneTurn(m)) return geometry().name(firstStone(m)) + "+" + geometry().name(secondStone(m));
    return m == kPass ? "pass" : m == kSwap ? "swap" : m == kNoMove ? "none" : geometry().name(m);
  }
  // Recomputes hash() from scratch (for tests).
  uint64_t hashFromScratch() const;

 private:
  struct Undo {
    Move move;
    Move previousKo;
    Winner previousWinner;
    bool previousSwap;
    int8_t previousPasses;
    B captured;  // Remove: the enemy stones taken; Convert: the enemy stones converted
  };
  // What a move changes of the variant rules' state, kept apart from Undo (and
  // pushed only when variant_) so that Capture Go and Gonnect do not carry it.
  struct VariantUndo {
    B extra;  // Conversion: the mover's own stones the move converted; Quench #2: the second stone's captures
    Move previousMove;
    Coin previousCoin;         // the mover's
    int8_t previousMirrorRun;  // the mover's
  };

  uint64_t extraHash() const;
  uint64_t koKey(int symmetry) const {
    uint64_t k = ko_ == kNoMove ? 0 : zobrist::koPoint(board_.geometry().transform(symmetry, ko_));
    if (variant_ && mirrorTracked_ && previousMove_ >= 0)
      k ^= zobrist::previousMove(board_.geometry().transform(symmetry, previousMove_));
    return k;
  }
  // Conversion: whether m is the 180-degree rotation of the opponent's previous move.
  bool isMirror(Move m) const {
    return rules_.mirrorLimit >= 0 && m >= 0 && previousMove_ >= 0 &&
           board_.geometry().transform(kHalfTurn, previousMove_) == m;
  }
  static constexpr int kHalfTurn = 3;  // Geometry's symmetry that mirrors x and y
  bool tracksHistory() const { return tracksHistory_; }
  bool repeatsHistory(uint64_t boardHash) const {
    return std::find(history_.begin(), history_.end(), boardHash) != history_.end();
  }
  // Stones of the mover's chain through p if a stone were placed there (without captures).
  B chainIfPlaced(int p, Color c) const {
    B own = board_.stones(c);
    own.set(p);
    return board_.grow(B::single(p), own);
  }
  // Whether a stone at p would start a new group of colour c (touch none of c's stones).
  bool startsGroup(int p, Color c) const { return !board_.geometry().neighbors(p).intersects(board_.stones(c)); }
  // Whether the side to move may not start a new group now (Quench).
  bool newGroupBarred() const { return coins_[index(toMove_)] == Coin::Tails; }
  // The mover's coin after a stone at m (placed already): Quench's coin rules.
  Coin coinAfter(Coin before, int captured, bool started, int joined) const;
  // Quench #2: plays two-stone turn m (out of line: play()'s own path stays small).
  [[gnu::noinline]] void playTwoStones(Move m, Color mover, Undo& u);
  // Quench #2: whether two-stone turn m is legal, and the stones it captures.
  IllegalReason twoStoneLegality(Move m, int* captures) const;
  // Quench #2: appends every legal two-stone turn of the side to move.
  template <class List>
  void appendTwoStoneTurns(List& out) const;
  // Chains of colour c that a stone at p would touch.
  int chainsTouched(int p, Color c) const {
    int n = 0;
    B own = board_.geometry().neighbors(p) & board_.stones(c);
    while (own.any()) {
      own -= board_.chainAt(own.lowest());
      ++n;
    }
    return n;
  }
  // Whether a stone of c at empty point p captures nothing and leaves its chain without liberties.
  bool isSuicide(int p, Color c) const {
    if (board_.capturesOf(p, c).any()) return false;
    B liberties = board_.liberties(chainIfPlaced(p, c));
    liberties.reset(p);
    return liberties.none();
  }
  // Empty points certainly legal without a closer look (see legalMoves).
  B surelyLegal() const;
  Winner initialWinner() const;

  Rules rules_;
  Board<Words> board_;
  Color toMove_;
  Move ko_;
  std::array<int, 2> prisoners_;
  Winner winner_ = Winner::None;
  bool swapAvailable_ = false;
  int8_t passes_ = 0;  // consecutive passes just played (0..2)
  std::array<Coin, 2> coins_{Coin::None, Coin::None};
  // Conversion's mirror rule: the previous move (a point, kPass, or kNoMove
  // when unknown), each colour's mirror moves in a row, and whether the limit
  // can bind on this board at all (else none of it is part of the state).
  Move previousMove_ = kNoMove;
  std::array<int8_t, 2> mirrorRuns_{0, 0};
  bool mirrorTracked_ = false;
  // Any rule beyond Go's capture, ko and suicide (conversion, a group rule, a
  // binding mirror rule): one test keeps them off the classic games' path.
  bool variant_ = false;
  // The part of extraHash() fixed by the rules, by side to move: the komi,
  // and White's side-to-move key.
  std::array<uint64_t, 2> sideKey_{};
  bool countsPrisoners_ = false;  // Capture: prisoners decide the future
  bool tracksHistory_ = false;    // superko or repeater-loses: the board hashes so far matter
  bool startedEmpty_ = false;
  std::vector<Undo> undo_;
  std::vector<VariantUndo> variantUndo_;  // parallel to undo_ when variant_, else empty
  std::vector<uint64_t> history_;  // board hashes, oldest first (only under superko or repeater-loses)
};

}  // namespace goproof

#include "solver/rules/game_state_impl.h"

// The rules knowledge the solvers find by overload where a game has it
// (search_game.h's optional hooks), kept beside the rules it knows: wherever
// GameState is, so is its knowledge.
#include "solver/rules/knowledge/move_ordering.h"
#include "solver/rules/knowledge/proof_number_init.h"
#include "solver/rules/knowledge/win_at_once.h"
#include "solver/rules/unconditional_life.h"
