// The search behind verifyPuzzle: one puzzle position, its claims checked
// one by one, sharing what was already solved (root value, move values).
#pragma once

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "solver/search/goal_status.h"
#include "puzzles/settled_positions.h"
#include "puzzles/verify.h"
#include "solver/search/alphabeta.h"
#include "solver/search/root_symmetry.h"
#include "solver/search/search_game.h"
#include "solver/search/solve.h"
#include "solver/util/text.h"

namespace goproof {

// What the claim checker needs of a game beyond SearchGame: the verdict on
// a move (legal, or illegal and why; what it captures; who wins if it ends
// the game), the move a name in a claim stands for, and the empty points
// (which size the searches).
template <class G>
concept PuzzleGame = SearchGame<G> && requires(G& game, const G& view, Move m, std::string_view name) {
  { game.check(m) } -> std::same_as<MoveCheck>;
  { view.moveNamed(name) } -> std::same_as<std::optional<Move>>;
  { view.emptyPoints() } -> std::convertible_to<int>;
};
// A game whose moves can be named in ways that are neither legal moves nor
// off the board (Conquest: a point in territory, a choice left unmade): it
// says why a name names no legal move, and for `choose`, which names would.
template <class G>
concept NamesIllegalMoves = requires(const G& view, std::string_view name, std::vector<std::string>* choices) {
  { view.whyNotNamed(name, choices) } -> std::same_as<IllegalReason>;
};

// A transposition table (MiB) big enough for every position below one with
// `empty` empty points: 3^empty states, 64 bytes each, at least 1 MiB.
// Small tables are quick to set up, which matters for many small searches.
inline size_t tableMegabytesFor(int empty) {
  double states = 1;
  for (int i = 0; i < empty && states < 1e12; ++i) states *= 3;
  return static_cast<size_t>(states * 64 / (1 << 20)) + 1;
}

template <PuzzleGame Game>
class ClaimChecker {
 public:
  ClaimChecker(Game game, const VerifyOptions& options) : game_(std::move(game)), options_(options) {
    options_.solver.allMoves = false;
    // Under a local goal a win is a win without ko; a ko is said apart.
    if constexpr (GoalTermsGame<Game>) askWinWithoutKo(game_);
    // A position with few empty points has few successors: no bigger table
    // than they need. (Retrograde analysis counts states against --tt-mb
    // instead: left alone.)
    if (options_.solver.kind != SolverKind::Retrograde)
      options_.solver.tableMegabytes =
          std::min(options_.solver.tableMegabytes, tableMegabytesFor(game_.emptyPoints()));
  }

  // Looks at all the claims first: when they need every root move's value
  // (only-win), or ask about several moves and either the position is small
  // (at most kSmallPosition empty points, where every move is quick to
  // settle) or they cover half the root moves (up to symmetry), one search
  // with every move's value serves them all, and the root's value with them.
  // Otherwise each claimed move gets its own search: on a large board a
  // search of every root move can cost far more than two claims need.
  void prepare(const std::vector<Claim>& claims) {
    const std::vector<RootMoveClass> classes = rootMoveClasses(game_, options_.solver.useSymmetry);
    std::vector<bool> asked(classes.size(), false);
    bool onlyWin = false;
    for (const Claim& c : claims) {
      onlyWin |= c.kind == ClaimKind::OnlyWin || c.kind == ClaimKind::OnlyBest;
      if (c.kind != ClaimKind::Win && !(c.kind == ClaimKind::NoWin && !c.move.empty())) continue;
      const ResolvedMove m = resolve(c.move);
      for (size_t i = 0; i < classes.size(); ++i)
        if (!m.offBoard && std::find(classes[i].members.begin(), classes[i].members.end(), m.move) !=
                               classes[i].members.end())
          asked[i] = true;
    }
    const auto askedClasses = std::count(asked.begin(), asked.end(), true);
    const bool small = game_.emptyPoints() <= kSmallPosition;
    if (onlyWin || (askedClasses >= 2 && (small || 2 * askedClasses >= static_cast<long>(classes.size())))) {
      if (options_.budget) claimDeadline_ = options_.budget->shareEnd();
      rootWithMoves();
    }
  }

  // A local goal's word (kill, live, capture, save), for its reports.
  void setGoalWord(GoalWord word) { goalWord_ = word; }
  // Under a local goal: a `win` claim whose move leads to a ko passes where
  // no move wins without ko (Puzzle::koAnswers).
  void setKoAnswers(bool accept) { koAnswers_ = accept; }

  // Checks one claim; the position is the puzzle's again afterwards.
  ClaimReport check(const Claim& claim);
  uint64_t nodes() const { return nodes_; }

 private:
  struct ResolvedMove {
    Move move = kNoMove;
    bool offBoard = false;  // the name is no legal move: see `unnamed`
    // Why not, where the game says (NamesIllegalMoves); else off-board or game-over.
    IllegalReason unnamed = IllegalReason::OffBoard;
    std::vector<std::string> choices;  // for IllegalReason::Choose: the names that would make the move
  };
  // A move's value for the side to move at the puzzle position, or nullopt when undecided.
  using MaybeValue = std::optional<Value>;

  ClaimReport checkWin(const Claim& c, bool onlyWin);
  ClaimReport checkNoWin(const Claim& c);
  ClaimReport checkValue(const Claim& c);
  ClaimReport checkLegality(const Claim& c);
  ClaimReport checkCaptures(const Claim& c);
  ClaimReport checkStatus(const Claim& c);
  ClaimReport checkLine(const Claim& c);
  // The line move by move under the game's terms as they are; throughKo:
  // the terms give the line's player every ko threat (a ko is the answer).
  ClaimReport checkLineMoves(const Claim& c, bool throughKo);
  ClaimReport checkBest(const Claim& c, bool onlyBest);
  ClaimReport checkCosts(const Claim& c);
  ClaimReport checkConquers(const Claim& c);

  ResolvedMove resolve(const std::string& text) const {
    std::optional<Move> m = game_.moveNamed(text);
    ResolvedMove r;
    if (m) {
      r.move = *m;
      return r;
    }
    r.offBoard = true;
    if constexpr (NamesIllegalMoves<Game>) r.unnamed = game_.whyNotNamed(text, &r.choices);
    return r;
  }
  MoveCheck checkMove(const ResolvedMove& m) {
    // As `goproof legal` says: a finished game refuses every move, off-board ones too.
    if (m.offBoard)
      return MoveCheck{game_.decidedWinner() != Winner::None ? IllegalReason::GameOver : m.unnamed};
    return game_.check(m.move);
  }
  // Why a move is illegal: "territory", or for a choice left unmade,
  // "choose (d7:nw or d7:ne)".
  static std::string reasonText(const ResolvedMove& m, const MoveCheck& mc) {
    std::string text(toString(mc.reason));
    if (mc.reason == IllegalReason::Choose && m.choices.size() == 1)
      return cat(text, " (", m.choices[0], " leaves no choice: its move is ", m.choices[0], ")");
    if (mc.reason == IllegalReason::Choose && !m.choices.empty()) {
      text += " (";
      for (size_t i = 0; i < m.choices.size(); ++i)
        text += cat(i == 0 ? "" : i + 1 == m.choices.size() ? " or " : ", ", m.choices[i]);
      text += ")";
    }
    return text;
  }
  // What legal move m does: "captures 2 stones", or in Conquest what it
  // conquers, captures and removes ("conquers 2 (a1 b2)").
  std::string whatItDoes(Move m, const MoveCheck& mc) const {
    if constexpr (requires { game_.effectText(m); }) {
      const std::string effect = game_.effectText(m);
      return effect.empty() ? "conquers nothing" : effect;
    } else {
      return cat("captures ", mc.captures == 0 ? "nothing" : stones(mc.captures));
    }
  }
  // "d7 is illegal: territory".
  static std::string illegalText(const std::string& move, const ResolvedMove& m, const MoveCheck& mc) {
    return cat(move, " is illegal: ", reasonText(m, mc));
  }
  std::string name(Move m) const { return game_.moveName(m); }
  std::vector<std::string> names(const std::vector<Move>& moves) const {
    std::vector<std::string> out;
    for (Move m : moves) out.push_back(name(m));
    return out;
  }
  static std::string stones(int n) { return n == 1 ? "1 stone" : cat(n, " stones"); }
  // "2 points", "1 point", "0.5 points".
  static std::string pointsText(HalfPoints n) {
    return cat(n / 2, n % 2 ? ".5" : "", n == 2 ? " point" : " points");
  }
  // For a legal move that ends the game (mc.winner set), played by `mover`:
  // "c3 captures 1 stone and wins at once for White", "c3 wins at once for
  // White", "c3 ends the game at once: Black wins" (or "in a draw").
  static std::string endsAtOnceText(const std::string& move, const MoveCheck& mc, Color mover) {
    const std::string captures = mc.captures > 0 ? cat(" captures ", stones(mc.captures), " and") : "";
    if (mc.winner == winnerOf(mover)) return cat(move, captures, " wins at once for ", colorName(mover));
    if (mc.winner == Winner::Draw) return cat(move, captures, " ends the game at once in a draw");
    return cat(move, captures, " ends the game at once: ", colorName(opponent(mover)), " wins");
  }
  static std::string verb(Value v) {
    return v == Value::Win ? "wins" : v == Value::Loss ? "loses" : v == Value::Draw ? "draws" : "is undecided";
  }

  // Solves the current position with the chosen solver (or `kind`); nullopt
  // (with why_ set) when undecided. timeLimit > 0 caps the time limit.
  // valueOnly: only the value is wanted (no winning moves, no line).
  std::optional<SolveResult> solveHere(bool allMoves, std::optional<SolverKind> kind = std::nullopt,
                                       double timeLimit = 0, bool valueOnly = false);
  // The time the next search of the claim being checked may take (0: none):
  // what is left of the claim's share of the run's budget
  // (VerifyOptions::budget), so that all its searches together keep to the
  // share, and at most solver.timeLimitSeconds when that is set.
  double claimTimeLimit() const {
    double limit = options_.solver.timeLimitSeconds;
    if (claimDeadline_) {
      const double left = secondsUntil(*claimDeadline_);
      limit = limit > 0 ? std::min(limit, left) : left;
    }
    return limit;
  }
  // The puzzle position solved with every move's value.
  const SolveResult* rootWithMoves();
  // The value of the puzzle position for its side to move.
  MaybeValue rootValue();
  // The value of legal move m for the side to move at the puzzle position
  // (searching at most timeLimit seconds, when given).
  MaybeValue valueAfter(Move m, double timeLimit = 0);
  // Scored games: Black's exact margin at the puzzle position, and after legal move m.
  std::optional<HalfPoints> rootScore();
  std::optional<HalfPoints> scoreAfter(Move m);
  // m, then bestLine() from the position after it.
  std::vector<Move> lineFrom(Move m, double timeLimit = 0);
  // The side to move's value here when neither side has an external ko
  // threat (a local goal's terms); nullopt for any other game, and when the
  // search stops first.
  MaybeValue valueWithoutThreats();
  // Whether the endless play that legal move m leads to is the opponent's
  // retakes over the ban: with no threat on either side m wins for the
  // side to move (a double ko; false where that search stops first).
  bool drawIsTheRetakers(Move m);
  // Why a move whose draw is such retakes is undecided (`move`: how the
  // claim names it; `me`: the side whose move it is).
  std::string endlessByRetakesText(const std::string& move, Color me) const;
  // A line from the current position: the winner's fastest win against the
  // longest resistance when alpha-beta finds it quickly, else the chosen
  // solver's line (within timeLimit seconds, when given).
  std::vector<Move> bestLine(double timeLimit = 0);
  ClaimReport undecided(const Claim& c) const { return {c, Verdict::Undecided, why_, {}}; }
  // Under a local goal: the goal's status after legal move m, in words
  // ("then Black kills ...", "then ko: ..."), searching at most timeLimit
  // seconds (when given); empty for other games. koOnly: empty unless it is a
  // ko. *unsettled (when given) says whether a search stopped first.
  std::string goalStatusAfter(Move m, double timeLimit, bool koOnly, bool* unsettled = nullptr);

  // The most a status claim's search may take: status always passes, so it
  // reports "not found" rather than keep a run waiting.
  static constexpr double kStatusSeconds = 10;
  // Empty points up to which a search of every root move is cheap (prepare).
  static constexpr int kSmallPosition = 16;

  // A df-pn search's hooks: --store's (when they are df-pn's: verify
  // --solver alphabeta's are alpha-beta's), and the positions this puzzle's
  // earlier searches settled (settled_positions.h).
  void shareSettled(SolverOptions& o) const {
    if (o.kind == SolverKind::Dfpn && options_.shareSettledPositions)
      o.checkpoint = o.checkpoint.solver == "dfpn" ? bothHooks(o.checkpoint, settled_->hooks()) : settled_->hooks();
  }

  Game game_;
  VerifyOptions options_;
  std::unique_ptr<SettledPositions> settled_ = std::make_unique<SettledPositions>();
  uint64_t nodes_ = 0;
  std::string why_;  // why the last search was undecided
  bool gaveUp_ = false;  // the last undecided search ended on its own (SolveResult::incompleteReason)
  // When the current claim's share of the run's budget ends (none without a budget).
  std::optional<RunBudget::Clock::time_point> claimDeadline_;
  std::optional<SolveResult> rootWithMoves_;
  std::optional<Value> rootValue_;
  std::map<Move, Value> moveValues_;
  std::optional<HalfPoints> rootScore_;
  std::map<Move, HalfPoints> moveScores_;
  GoalWord goalWord_ = GoalWord::Capture;
  bool koAnswers_ = false;
};

}  // namespace goproof

#include "puzzles/claim_checker_impl.h"
