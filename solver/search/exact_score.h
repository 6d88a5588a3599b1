// Solving a scored game to its exact margin with a solver that only tells
// who can force a win (df-pn, alpha-beta).
//
// "Does Black get at least k?" is a game of its own: the same position with
// the komi moved by k less a quarter point, so that no game ends level, and
// a finished game is a Black win exactly when her margin under the real komi
// is at least k. Endless play scores 0, so for k > 0 Black must force a win
// in that game, while for k <= 0 it is enough that White cannot force one
// (endless play then serves Black). The komi is part of the state's hash, so
// one transposition table can hold the answers to every such question.
//
// A bisection over the margins the game can end with (every area difference
// less komi, and 0) gives the exact value; each root move is then tested
// against it for the best moves, or bisected too for every move's score.
// Given a guess (MTD(f)'s first guess), the first questions are asked at it
// and the margin next to it, so that a right guess takes two questions, and
// the bisection goes on in what they leave.
#pragma once

#include <algorithm>
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "solver/rules/margin.h"
#include "solver/search/search_game.h"
#include "solver/search/solve_result.h"

namespace goproof {

// Can `attacker` force a win in this game? nullopt once the solver has been
// stopped (time limit, interrupt).
template <class Game>
using WinOracle = std::function<std::optional<bool>(Game&, Color attacker)>;

// Every margin `game` can end with, and 0 (endless play), in increasing order.
template <ScoredSearchGame Game>
std::vector<HalfPoints> marginCandidates(const Game& game) {
  std::vector<HalfPoints> c = game.finalMargins();
  c.push_back(0);
  std::sort(c.begin(), c.end());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  return c;
}

// " (W+2 to B+5)": what the answers so far leave of a margin, c[lo] to
// c[hi - 1], for a progress line.
inline std::string marginRangeText(const std::vector<HalfPoints>& c, size_t lo, size_t hi) {
  return " (" + formatMargin(c[lo]) + " to " + formatMargin(c[hi - 1]) + ")";
}

// The greatest of the candidate margins c (increasing, as marginCandidates)
// that lies in [low, high] and that Black reaches, where low is known to be
// reached: atLeast(k) answers "is Black's margin at least k?" (nullopt:
// stopped, and so is this). Given a guess (MTD(f)'s first guess), it asks at
// the greatest candidate at most the guess and then at the one next to it
// toward the answer, so that a right guess takes two questions; then it
// bisects what they leave. Before each question known(lo, hi) is told that
// the answer lies in c[lo] to c[hi - 1].
inline std::optional<HalfPoints> bisectMargin(const std::vector<HalfPoints>& c, HalfPoints low, HalfPoints high,
                                              std::optional<HalfPoints> guess,
                                              const std::function<std::optional<bool>(HalfPoints)>& atLeast,
                                              const std::function<void(size_t lo, size_t hi)>& known = nullptr) {
  // c[lo] is reachable for Black, c[hi] (if inside) is not.
  size_t lo = std::lower_bound(c.begin(), c.end(), low) - c.begin();
  size_t hi = std::upper_bound(c.begin(), c.end(), high) - c.begin();
  auto ask = [&](size_t i) {
    if (known) known(lo, hi);
    std::optional<bool> reached = atLeast(c[i]);
    if (reached) (*reached ? lo : hi) = i;
    return reached.has_value();
  };
  if (guess && hi - lo > 1) {
    const size_t above = std::upper_bound(c.begin(), c.end(), *guess) - c.begin();
    const size_t g = std::clamp(above == 0 ? size_t{0} : above - 1, lo, hi - 1);
    if (g > lo && !ask(g)) return std::nullopt;
    const size_t next = lo == g ? g + 1 : g - 1;
    if (next > lo && next < hi && !ask(next)) return std::nullopt;
  }
  while (hi - lo > 1)
    if (!ask(lo + (hi - lo) / 2)) return std::nullopt;
  return c[lo];
}

// What the answers to a margin's questions prove of it, within [low, high]:
// the least and the greatest of the candidate margins c (increasing, as
// marginCandidates) that they leave. "B+k or more?" answered yes leaves
// nothing below k; answered no, nothing from k up. Unanswered questions say
// nothing. For a solve stopped in its bisection (a time limit, a stop).
inline std::pair<HalfPoints, HalfPoints> marginsLeft(const std::vector<HalfPoints>& c, HalfPoints low,
                                                     HalfPoints high, const std::vector<RootQuestion>& questions) {
  for (const RootQuestion& q : questions) {
    if (!q.answer) continue;
    if (*q.answer) low = std::max(low, q.blackMargin);
    else high = std::min(high, static_cast<HalfPoints>(q.blackMargin - 1));
  }
  auto first = std::lower_bound(c.begin(), c.end(), low), last = std::upper_bound(c.begin(), c.end(), high);
  if (first >= last) return {low, high};  // no candidate left: answers from another range; nothing to add
  return {*first, *(last - 1)};
}

// The value for the side to move at root that the answers to questions on
// its margin prove, when they do not settle the margin (a solve stopped in
// its bisection): Win where every margin they leave is hers, Loss where every
// one is her opponent's, else Unknown. "B+8 or more?" answered yes proves
// Black's win, though not by how much. Every solver's stopped margin search
// says it so (df-pn's below, alpha-beta's in alphabeta.h).
template <ScoredSearchGame Game>
Value valueOfAnswers(const Game& root, const std::vector<RootQuestion>& questions) {
  const ScoreRange range = root.scoreRange();
  const auto [low, high] = marginsLeft(marginCandidates(root), range.low, range.high, questions);
  const bool black = root.toMove() == Color::Black;
  const HalfPoints worst = black ? low : -high, best = black ? high : -low;
  return worst > 0 ? Value::Win : best < 0 ? Value::Loss : Value::Unknown;
}

template <ScoredSearchGame Game>
class ExactScoreSearch {
 public:
  // `oracle` answers every question; `nodes` reports the work done so far,
  // and `seconds`, when given, the time so far on the caller's clock (else
  // solve() times itself from its start).
  ExactScoreSearch(WinOracle<Game> oracle, std::function<uint64_t()> nodes,
                   std::function<double()> seconds = nullptr)
      : oracle_(std::move(oracle)), nodes_(std::move(nodes)), seconds_(std::move(seconds)) {}

  // Told of each question as it is asked, in words, for a progress line:
  // "B+4 or more? (B+2 to B+25)" at the root (with what the answers so far
  // leave), "after c3: B+4 or more?" for a first move, "line: ..." while
  // the line is chosen.
  std::function<void(const std::string&)> onQuestion;

  // Whether Black's margin in `position` is at least k; nullopt when stopped.
  std::optional<bool> atLeast(const Game& position, HalfPoints k) {
    if (onQuestion) onQuestion(stage_ + marginQuestion(k) + known_);
    std::optional<bool> answer = answerAtLeast(position, k);
    if (rootQuestions_) rootQuestions_->push_back({k, answer, 0, nodes_(), secondsSoFar()});
    return answer;
  }

  // The first guess of the root's margin (none: bisect from the start). With
  // every move's score, each move's bisection starts at the root's margin.
  void setGuess(std::optional<HalfPoints> guess) { guess_ = guess; }

  // Black's exact margin in `position`, known to lie in [low, high], the
  // first questions asked at `guess` when given; nullopt when stopped.
  std::optional<HalfPoints> margin(const Game& position, HalfPoints low, HalfPoints high,
                                   std::optional<HalfPoints> guess = std::nullopt) {
    if (position.result() != Winner::None) return position.finalMargin();
    const std::vector<HalfPoints> c = marginCandidates(position);
    std::optional<HalfPoints> m = bisectMargin(
        c, low, high, guess, [&](HalfPoints k) { return atLeast(position, k); },
        [&](size_t lo, size_t hi) { noteKnown(c, lo, hi); });
    known_.clear();
    return m;
  }

  // The full answer for root: score, value, best and winning moves, every
  // move's score and value when allMoves, and a line that keeps the score.
  // With valueOnly, the score and value alone (no moves, no line).
  SolveResult solve(Game& root, bool allMoves, bool valueOnly);

 private:
  // Asks the oracle whether Black's margin in `position` is at least k;
  // nullopt when stopped.
  std::optional<bool> answerAtLeast(const Game& position, HalfPoints k) {
    Game question = position.thresholdGame(k);
    if (k > 0) return oracle_(question, Color::Black);
    std::optional<bool> whiteWins = oracle_(question, Color::White);
    if (!whiteWins) return std::nullopt;
    return !*whiteWins;
  }
  // The seconds since solve() began, or on the caller's clock when given.
  double secondsSoFar() const {
    if (seconds_) return seconds_();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  // What the answers so far leave of a margin: c[lo] to c[hi - 1].
  void noteKnown(const std::vector<HalfPoints>& c, size_t lo, size_t hi) {
    if (onQuestion) known_ = marginRangeText(c, lo, hi);
  }
  // The score of the move just played, given the root's score v and the
  // side that chose it: never better for her than v.
  std::optional<HalfPoints> scoreAfter(const Game& child, Color mover, HalfPoints v) {
    ScoreRange range = child.scoreRange();
    const HalfPoints low = mover == Color::Black ? range.low : v;
    const HalfPoints high = mover == Color::Black ? v : range.high;
    // Two calls, not one with a conditional optional: g++ -O2 cannot see that
    // an empty guess is never read, and CI builds with -Werror.
    if (guess_) return margin(child, low, high, v);
    return margin(child, low, high);
  }
  // Whether the move just played by `mover` keeps the root's score v.
  std::optional<bool> keeps(const Game& child, Color mover, HalfPoints v) {
    if (mover == Color::Black) return atLeast(child, v);
    std::vector<HalfPoints> c = marginCandidates(child);
    auto above = std::upper_bound(c.begin(), c.end(), v);
    if (above == c.end()) return true;
    std::optional<bool> more = atLeast(child, *above);
    if (!more) return std::nullopt;
    return !*more;
  }
  // Whether `mover` is ahead in this position (her margin above 0).
  std::optional<bool> wins(const Game& child, Color mover) {
    std::vector<HalfPoints> c = marginCandidates(child);
    if (mover == Color::White) {
      std::optional<bool> blackLevel = atLeast(child, 0);
      if (!blackLevel) return std::nullopt;
      return !*blackLevel;
    }
    auto positive = std::upper_bound(c.begin(), c.end(), 0);
    return positive == c.end() ? std::optional<bool>(false) : atLeast(child, *positive);
  }

  WinOracle<Game> oracle_;
  std::string stage_, known_;  // where the questions are asked, and what is known there (onQuestion's words)
  std::function<uint64_t()> nodes_;
  std::function<double()> seconds_;
  std::optional<HalfPoints> guess_;
  std::vector<RootQuestion>* rootQuestions_ = nullptr;  // where the root's questions go, while solve() asks them
  std::chrono::steady_clock::time_point start_;         // when solve() began
};

template <ScoredSearchGame Game>
SolveResult ExactScoreSearch<Game>::solve(Game& root, bool allMoves, bool valueOnly) {
  start_ = std::chrono::steady_clock::now();
  SolveResult result;
  auto finish = [&](bool complete) {
    result.complete = complete;
    result.stats.nodes = nodes_();
    result.stats.seconds = secondsSoFar();
    return result;
  };
  const Color me = root.toMove();
  ScoreRange range = root.scoreRange();
  std::optional<HalfPoints> v;
  {
    // The root's questions go to the result while its margin is asked, and
    // nowhere after, even if a question throws.
    struct StopRecording {
      std::vector<RootQuestion>*& to;
      ~StopRecording() { to = nullptr; }
    } stopRecording{rootQuestions_};
    rootQuestions_ = &result.rootQuestions;
    v = margin(root, range.low, range.high, guess_);
  }
  if (!v) {
    result.value = valueOfAnswers(root, result.rootQuestions);  // stopped in the bisection
    return finish(false);
  }
  result.score = *v;
  const HalfPoints mine = me == Color::Black ? *v : -*v;
  result.value = mine > 0 ? Value::Win : mine < 0 ? Value::Loss : Value::Draw;
  if (valueOnly || root.result() != Winner::None) return finish(true);

  typename Game::MoveListType moves;
  root.legalMoves(moves);
  for (int i = 0; i < moves.size; ++i) {
    Move m = moves[i];
    if (onQuestion) stage_ = "after " + root.moveName(m) + ": ";
    root.play(m);
    std::optional<bool> best, won;
    std::optional<HalfPoints> score;
    if (allMoves) {
      score = scoreAfter(root, me, *v);
      if (score) best = *score == *v, won = me == Color::Black ? *score > 0 : *score < 0;
    } else {
      best = keeps(root, me, *v);
      if (best) won = *best && result.value == Value::Win ? std::optional<bool>(true) : wins(root, me);
    }
    root.undo();
    if (!best || !won) return finish(false);
    if (*best) result.bestMoves.push_back(m);
    if (*won) result.winningMoves.push_back(m);
    if (allMoves) {
      HalfPoints forMe = me == Color::Black ? *score : -*score;
      result.moveScores.push_back({m, *score});
      result.moveValues.push_back({m, forMe > 0 ? Value::Win : forMe < 0 ? Value::Loss : Value::Draw});
    }
  }
  auto byMove = [](const auto& a, const auto& b) { return a.move < b.move; };
  std::sort(result.bestMoves.begin(), result.bestMoves.end());
  std::sort(result.winningMoves.begin(), result.winningMoves.end());
  std::sort(result.moveScores.begin(), result.moveScores.end(), byMove);
  std::sort(result.moveValues.begin(), result.moveValues.end(), byMove);

  // A line that keeps the score for both sides: each side plays her first
  // move that keeps it (a pass first when it ends the game). It stops at the
  // end of the game or where a position comes back (endless play).
  absl::flat_hash_set<uint64_t> seen;
  bool lineStopped = false;
  stage_ = "line: ";
  while (root.result() == Winner::None && seen.insert(root.hash()).second) {
    root.legalMoves(moves);
    std::vector<Move> order(moves.begin(), moves.end());
    if (root.previousPass()) std::stable_partition(order.begin(), order.end(), [](Move m) { return m == kPass; });
    Color mover = root.toMove();
    Move chosen = kNoMove;
    for (Move m : order) {
      root.play(m);
      std::optional<bool> k = keeps(root, mover, *v);
      root.undo();
      if (!k) {
        lineStopped = true;
        break;
      }
      if (*k) {
        chosen = m;
        break;
      }
    }
    if (chosen == kNoMove) break;
    result.principalVariation.push_back(chosen);
    root.play(chosen);
  }
  for (size_t i = 0; i < result.principalVariation.size(); ++i) root.undo();
  return finish(!lineStopped);
}

}  // namespace goproof
