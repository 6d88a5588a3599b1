// An exact solver by iterative-deepening alpha-beta: the value of a position,
// every winning move, and the principal variation in which the winner wins
// as fast as possible against the longest resistance.
//
// Scores follow search_score.h (wins and losses by distance, draws 0) and the
// engine is alphabeta_search.h, whose header explains when a result counts as
// proven and where results that rest on a repetition (a draw, or 0 in a
// scored game) are kept. The solve runs in three phases:
//  1. the root value: deepening a full-window search over one move per
//     symmetry class (root_symmetry.h) until the root's result is proven;
//  2. the winning moves, and with allMoves every move's value: null-window
//     searches around 0 for each class the first phase left undecided;
//  3. the principal variation: from the root, each side plays a move whose
//     value is proven equal to the position's, until the game ends (or, in a
//     drawn line, a position of the line repeats).
// The position after each root move is searched as a game of its own, with
// the root off the path: a move's value is the value of the position it
// leads to, whereas with the root on the path a return to it would count as
// a draw, although the player who left it could then play her better move.
// Rules under which the outcome depends on more than the position (superko,
// repeater-loses) are refused.
//
// With several threads (AlphaBetaOptions::threads), helpers deepen the same
// phase-1 search (by margins: each question in turn) over the shared table
// and phase 2's classes are shared out
// among all the engines (alphabeta_crew.h: Lazy SMP); the answers are the
// serial ones.
//
// Scored games are searched on their margins (search_score.h): the same
// three phases give the exact margin, the moves that keep it (phase 2 asks,
// for each class, whether it reaches the least score of that margin; with
// allMoves it searches each class to its exact score), and a line in which
// both sides keep the margin, the side ahead ending the game as fast as it
// can and the side behind holding out longest; a level line (margin 0) ends
// as soon as a move that keeps it can end it. Margins wider than
// kMaxScoredMargin would reach the win range, and are refused.
//
// Given a first guess of the margin (SearchSettings::scoreGuess), phase 1
// asks null-window questions instead, "is the margin at least k?" (MTD(f) on
// margins, bisectMargin in exact_score.h, a right guess taking two), each
// deepened until proven. A question needs only a margin, not the exact
// length of the game, so it can settle far sooner than the full window,
// whose scores rank games of one margin by their length; the questions share
// the one table, whose bounds serve every window they decide. Phase 3 then
// gives a line in which both sides keep the margin (moves that end the game
// first, then the pass), not the fastest one; phase 2's answers are the same.
#pragma once

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cstddef>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "solver/search/alphabeta_crew.h"
#include "solver/search/alphabeta_search.h"
#include "solver/search/exact_score.h"
#include "solver/search/history_refusal.h"
#include "solver/search/root_symmetry.h"
#include "solver/search/search_game.h"
#include "solver/search/solve_result.h"

namespace goproof {

// Alpha-beta's options: the knobs (search_settings.h; threads above 1 are
// Lazy SMP over a shared table, alphabeta_crew.h; the table's memory holds, in
// games with draws, an eighth for the repetition table), and what only
// alpha-beta has. Its own table is 64 MiB unless told.
struct AlphaBetaOptions : SearchSettings {
  AlphaBetaOptions() { tableMegabytes = 64; }
  // Tables kept between solves (kept_alphabeta_tables.h): searched with, and
  // filled, instead of a new table of tableMegabytes (null: a new one).
  KeptAlphaBetaTables* keptTables = nullptr;
  // Saving the table now and then and at the end, and resuming from a
  // saved one (alphabeta_crew.h says what a resumed table keeps).
  CheckpointHooks checkpoint;
  // Called about once a second with the nodes so far, the current iteration's
  // depth, the seconds elapsed and what the solve asks now, in words: "" in
  // the root's full-window search, "B+20 or more? (B+18 to B+20)" in a
  // question on margins, "which moves keep B+20" or "which moves win",
  // "the line".
  std::function<void(uint64_t nodes, int depth, double elapsedSeconds, const std::string& stage)> progress;
};

// Why alpha-beta cannot solve game's rules, or "" when it can.
template <SearchGame Game>
std::string alphaBetaRefusal(const Game& game) {
  if (game.scored()) {
    const ScoreRange range = game.scoreRange();
    const HalfPoints widest = std::max(-range.low, range.high);
    if (widest > kMaxScoredMargin)
      return "alpha-beta scores margins of up to " + formatMargin(kMaxScoredMargin).substr(2) +
             " points, and margins in this game reach " + formatMargin(widest).substr(2) +
             ": use --solver dfpn or retro";
  }
  if (!game.historyDependent()) return "";
  if constexpr (requires { game.rules(); }) return historyRefusal("alpha-beta", game.rules());
  return "alpha-beta needs a game whose future depends on the position alone";
}

namespace alphabeta_detail {

// What the solve knows about one class of root moves: bounds on the value of
// its moves for the side to move at the root.
struct ClassKnowledge {
  RootMoveClass moves;
  Score low = -kInfinity, high = kInfinity;  // proven bounds
  Score lastScore = 0;                       // from the latest iteration, for ordering

  void learn(const SearchOutcome& child, Score alpha, Score beta) {
    const Score score = -child.score;
    lastScore = score;
    if (!child.proven) return;
    if (score <= alpha) high = std::min(high, score);
    else if (score >= beta) low = std::max(low, score);
    else low = high = score;
  }
  bool knownWin() const { return low > 0; }
  bool knownNoWin() const { return high <= 0; }
  Value value(bool drawsPossible) const {
    if (low > 0) return Value::Win;
    if (high < 0 || (high <= 0 && !drawsPossible)) return Value::Loss;
    if (low >= 0 && high <= 0) return Value::Draw;
    return Value::Unknown;
  }
};

// Puts the classes in the order the engine tries the root's moves in
// (stable; a class ranks by its best-placed member). rootReaches keeps that
// order while every class fails low, so in the iteration that answers a
// question yes, the classes after the one proven to reach it are never
// searched.
template <class Engine>
void orderClassesByMoveOrdering(Engine& engine, std::vector<ClassKnowledge>& classes) {
  typename Engine::GameType::MoveListType moves;
  engine.orderedMoves(moves, engine.tableMove());
  auto rank = [&](const ClassKnowledge& c) {
    int best = moves.size;
    for (Move m : c.moves.members)
      for (int i = 0; i < best; ++i)
        if (moves[i] == m) best = i;
    return best;
  };
  std::vector<std::pair<int, size_t>> order;  // (rank, index)
  for (size_t i = 0; i < classes.size(); ++i) order.emplace_back(rank(classes[i]), i);
  std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<ClassKnowledge> sorted;
  for (const auto& [r, i] : order) sorted.push_back(std::move(classes[i]));
  classes = std::move(sorted);
}

// Plays move and searches the position after it as a game of its own (see
// setPathFloor), in window (alpha, beta) for the side to move before it: to
// `depth` plies from before the move, or with depth 0 deepening from
// startDepth until proven. Returns the outcome for the side to move after it.
template <class Engine>
SearchOutcome searchAfterMove(Engine& engine, Move move, Score alpha, Score beta, int depth, int startDepth = 1) {
  engine.play(move);
  const int floor = engine.pathFloor();
  engine.setPathFloor(engine.ply());
  SearchOutcome child =
      depth > 0 ? engine.search(depth - 1, -beta, -alpha) : engine.solveWindow(-beta, -alpha, startDepth);
  engine.setPathFloor(floor);
  engine.undo();
  return child;
}

// Searches class c's representative in the root window (alpha, beta) (depth
// as for searchAfterMove) and records what it proved.
template <class Engine>
SearchOutcome searchRootMove(Engine& engine, ClassKnowledge& c, Score alpha, Score beta, int depth) {
  SearchOutcome child = searchAfterMove(engine, c.moves.representative, alpha, beta, depth);
  if (!engine.stopped()) c.learn(child, alpha, beta);
  return child;
}

// What phase 1 found.
struct RootValue {
  bool proven = false;
  Score score = 0;           // the root's score, once proven
  int bestClass = -1;        // index of a class worth `score`, once proven
  Move bestMove = kNoMove;   // the best move of the deepest finished iteration
};

// Phase 1's searches do not count a pass that follows a move as a ply
// (AlphaBetaSearch::setFreePasses): in the root's question a side's best
// resistance is often to pass while the other finishes, and its proof then
// ends iterations sooner. Phases 2 and 3 count every move: there it cost
// more than it saved (docs/solvers.md). On for this object's life.
template <class Engine>
class FreePassesInPhase1 {
 public:
  explicit FreePassesInPhase1(Engine& engine) : engine_(engine) { engine_.setFreePasses(true); }
  ~FreePassesInPhase1() { engine_.setFreePasses(false); }
  FreePassesInPhase1(const FreePassesInPhase1&) = delete;
  FreePassesInPhase1& operator=(const FreePassesInPhase1&) = delete;

 private:
  Engine& engine_;
};

// Phase 1: deepens full-window root searches from depth 1 until proven
// (or stopped). Leaves classes ordered best first.
template <class Engine>
RootValue solveRootValue(Engine& engine, std::vector<ClassKnowledge>& classes) {
  const FreePassesInPhase1<Engine> freePasses(engine);
  RootValue root;
  for (int depth = 1; depth <= kMaxSearchPly; ++depth) {
    engine.beginIteration(depth);
    Score best = -kInfinity;
    Move bestMove = kNoMove;
    bool proven = true;
    for (ClassKnowledge& c : classes) {
      SearchOutcome child = searchRootMove(engine, c, best, kInfinity, depth);
      if (engine.stopped()) return root;
      proven = proven && child.proven;
      if (-child.score > best) best = -child.score, bestMove = c.moves.representative;
    }
    root.bestMove = bestMove;
    std::stable_sort(classes.begin(), classes.end(),
                     [](const ClassKnowledge& a, const ClassKnowledge& b) { return a.lastScore > b.lastScore; });
    if (proven) {
      root.proven = true;
      root.score = best;
      // The first class to reach the best score was searched in a window it lay inside: its score is exact.
      for (size_t i = 0; i < classes.size() && root.bestClass < 0; ++i)
        if (classes[i].low == best && classes[i].high == best) root.bestClass = static_cast<int>(i);
      return root;
    }
  }
  return root;
}

// The depth of the iteration after one to `depth` (rootReaches): one ply
// deeper below `from` (SearchSettings::deepenFrom; the shallow iterations
// cost little, and each orders the next), `by` plies deeper from there on
// (SearchSettings::deepenBy), never passing over kMaxSearchPly.
inline int nextIterationDepth(int depth, int by, int from = SearchSettings{}.deepenFrom) {
  if (depth < from || depth >= kMaxSearchPly) return depth + 1;
  return std::min(depth + std::max(by, 1), kMaxSearchPly);
}

// Phase 1 by margins, one question: whether the score of the side to move
// at the root reaches `floor`, by null-window root searches deepened (from
// startDepth, 1 unless resumed; by one ply, and from `deepenFrom` on by
// `deepenBy`) until a class is proven to reach it (true)
// or every class proven not to (false). What earlier questions proved
// about a class (its low and high) answers for it at once. nullopt when
// stopped, or at the deepest ply unproven.
template <class Engine>
std::optional<bool> rootReaches(Engine& engine, std::vector<ClassKnowledge>& classes, Score floor, int startDepth = 1,
                                int deepenBy = 1, int deepenFrom = SearchSettings{}.deepenFrom) {
  const FreePassesInPhase1<Engine> freePasses(engine);
  for (int depth = startDepth; depth <= kMaxSearchPly; depth = nextIterationDepth(depth, deepenBy, deepenFrom)) {
    engine.beginIteration(depth);
    bool open = false;
    for (ClassKnowledge& c : classes) {
      if (c.low >= floor) return true;
      if (c.high < floor) continue;
      searchRootMove(engine, c, floor - 1, floor, depth);
      if (engine.stopped()) return std::nullopt;
      if (c.low >= floor) return true;
      open = open || c.high >= floor;
    }
    if (!open) return false;
    // The next iteration's order: classes that reached the floor (unproven)
    // first, the rest as they were. Sorting by the scores of classes that
    // failed low, or by the nodes they took, put the centre last or churned
    // (docs/solvers.md).
    std::stable_sort(classes.begin(), classes.end(), [floor](const ClassKnowledge& a, const ClassKnowledge& b) {
      return (a.lastScore >= floor) > (b.lastScore >= floor);
    });
  }
  return std::nullopt;
}

// Phase 1 in a scored game given a first guess of Black's margin: the
// root's margin by null-window questions (bisectMargin: at the guess and
// next to it first), each answered by reaches(floor), which asks whether
// the score of the side to move at the root reaches floor (rootReaches, on
// every engine of the crew). The root's score is then the highest any game
// of that margin can score: an upper bound on every move for phase 2, whose
// questions are on margins too. bestClass is not set (the least margin is
// never asked about): phase 2 finds the best moves. Each question is
// written to *stage (for the progress line) as it is asked, and told to
// answered(k, answer) when it ends (Black's margin k; nullopt: stopped, or
// unproven at the deepest ply).
template <class Reaches, class Answered, class Game>
RootValue solveRootMargin(Reaches reaches, Answered answered, const Game& root, HalfPoints guess, std::string* stage) {
  RootValue value;
  const Color me = root.toMove();
  const std::vector<HalfPoints> candidates = marginCandidates(root);
  std::string known;
  auto blackAtLeast = [&](HalfPoints k) -> std::optional<bool> {
    *stage = marginQuestion(k) + known;
    std::optional<bool> answer;
    if (me == Color::Black) {
      answer = reaches(marginFloor(k));
    } else if (std::optional<bool> whiteAbove = reaches(marginFloor(-k + 1))) {
      // Black's margin at least k: White's at most -k, so not at least -k + 1 (half-points).
      answer = !*whiteAbove;
    }
    answered(k, answer);
    return answer;
  };
  const ScoreRange range = root.scoreRange();
  const std::optional<HalfPoints> black =
      bisectMargin(candidates, range.low, range.high, guess, blackAtLeast, [&](size_t lo, size_t hi) {
        known = marginRangeText(candidates, lo, hi);
      });
  if (!black) return value;
  value.proven = true;
  value.score = highestScoreWithMargin(me == Color::Black ? *black : -*black, 0);
  return value;
}

// Phase 2 for class c: decides whether it wins (and with allMoves, draw or
// loss). Returns false when stopped first.
template <class Engine>
bool classifyRootMove(Engine& engine, ClassKnowledge& c, Score rootScore, bool allMoves, bool drawsPossible) {
  c.high = std::min(c.high, rootScore);  // no move is worth more than the position
  if (rootScore < 0) return true;        // every move loses
  if (rootScore > 0 && !c.knownWin() && !c.knownNoWin()) searchRootMove(engine, c, 0, 1, 0);
  if (engine.stopped()) return false;
  if (allMoves && c.value(drawsPossible) == Value::Unknown) searchRootMove(engine, c, -1, 0, 0);
  return !engine.stopped();
}

// Phase 2's question on class c: whether the score of the side to move at
// the root reaches `floor` (deepened until proven), a position cut off by
// the depth limit counting as yes (setHorizonMargin: the margin asked
// about; docs/solvers.md measures it). The horizon is back at 0 after.
template <class Engine>
void askRootMove(Engine& engine, ClassKnowledge& c, Score floor) {
  const HalfPoints m = marginOfScore(floor);
  engine.setHorizonMargin(engine.game().toMove() == Color::Black ? m : -m);
  searchRootMove(engine, c, floor - 1, floor, 0);
  engine.setHorizonMargin(0);
}

// Phase 2 in a scored game, for class c: decides whether it keeps the root's
// margin (a best move: a score of at least keepFloor) and whether it wins,
// and with allMoves its exact score. Returns false when stopped first.
template <class Engine>
bool classifyScoredRootMove(Engine& engine, ClassKnowledge& c, Score rootScore, Score keepFloor, bool allMoves) {
  c.high = std::min(c.high, rootScore);  // no move is worth more than the position
  if (allMoves) {
    if (c.low != c.high) searchRootMove(engine, c, -kInfinity, kInfinity, 0);
  } else if (c.low < keepFloor && c.high >= keepFloor) {
    askRootMove(engine, c, keepFloor);
  }
  if (!engine.stopped() && rootScore > 0 && !c.knownWin() && !c.knownNoWin()) askRootMove(engine, c, 1);
  return !engine.stopped();
}

// Orders moves that end the game first, then the pass, then the rest (each
// part in its order before).
template <class Engine>
void endingMovesFirst(Engine& engine, typename Engine::GameType::MoveListType& moves) {
  std::stable_partition(moves.moves.begin(), moves.moves.begin() + moves.size, [](Move m) { return m == kPass; });
  std::stable_partition(moves.moves.begin(), moves.moves.begin() + moves.size, [&engine](Move m) {
    engine.game().play(m);
    const bool ends = engine.game().result() != Winner::None;
    engine.game().undo();
    return ends;
  });
}

// From the current position, appends to pv each side's first move (in the
// order `order(moves, ply)` leaves them) that `keeps(move, ply)` proves keeps
// the line's value, ply counting the line's moves, until the game ends or a
// position of the line repeats. Returns false when stopped first. Restores
// the game.
template <class Engine, class Order, class Keeps>
bool extendLine(Engine& engine, std::vector<Move>& pv, Order order, Keeps keeps) {
  int played = 0;
  while (engine.game().result() == Winner::None && engine.repeatedAt(0) < 0 && engine.ply() < kMaxSearchPly) {
    typename Engine::GameType::MoveListType moves;
    engine.orderedMoves(moves, engine.tableMove());
    order(moves, played);
    bool found = false;
    for (const Move move : moves) {
      const bool kept = keeps(move, played);
      if (engine.stopped()) break;
      if (kept) {
        engine.play(move);
        pv.push_back(move);
        ++played;
        found = true;
        break;
      }
    }
    assert(found || engine.stopped());  // some move keeps a proven value
    if (!found) break;
  }
  while (played-- > 0) engine.undo();
  return !engine.stopped();
}

// Phase 3 by margins: from the current position, whose proven margin for the
// side to move is m (half-points), appends to pv each side's first move that
// keeps the margin (a null-window question at its floor), moves that end the
// game first, then the pass, until the game ends or a position of the line
// repeats. Its length is not searched. Returns false when stopped first.
// Restores the game.
template <class Engine>
bool extendMarginLine(Engine& engine, int m, std::vector<Move>& pv) {
  // A position cut off by the depth limit counts as keeping the margin (setHorizonMargin).
  engine.setHorizonMargin(engine.game().toMove() == Color::Black ? m : -m);
  const bool kept = extendLine(
      engine, pv, [&engine](auto& moves, int) { endingMovesFirst(engine, moves); },
      [&engine, m](Move move, int ply) {
        const Score floor = marginFloor(ply % 2 == 0 ? m : -m);
        const SearchOutcome child = searchAfterMove(engine, move, floor - 1, floor, 0);
        return child.proven && -child.score >= floor;
      });
  engine.setHorizonMargin(0);
  return kept;
}

// Phase 3: from the current position with proven score s for the side to
// move, appends to pv each side's move of equal value until the game ends
// or a position of the line repeats. Returns false when stopped first.
// Restores the game.
template <class Engine>
bool extendPrincipalVariation(Engine& engine, Score s, std::vector<Move>& pv) {
  return extendLine(
      engine, pv,
      [&engine, s](auto& moves, int) {
        // A level line (a score of 0 carries no length) ends as soon as it can.
        if (s == 0 && engine.game().scored()) endingMovesFirst(engine, moves);
      },
      [&engine, s](Move move, int ply) {
        // No move is worth more than the position; one worth exactly as much continues the line.
        const Score value = ply % 2 == 0 ? s : -s;
        const int remaining = std::max(1, pliesToEnd(value) - engine.ply() - 1);  // plies after the move
        const SearchOutcome child = searchAfterMove(engine, move, value - 1, value + 1, 0, remaining);
        return child.proven && -child.score == value;
      });
}

// The move `first`, then the line the table's best moves suggest (not verified).
template <class Engine>
std::vector<Move> tableLine(Engine& engine, Move first, int maxLength) {
  std::vector<Move> line;
  Move m = first;
  while (static_cast<int>(line.size()) < maxLength && m != kNoMove && engine.game().result() == Winner::None &&
         engine.repeatedAt(0) < 0 && engine.isLegal(m)) {
    engine.play(m);
    line.push_back(m);
    m = engine.tableMove();
  }
  for (size_t i = 0; i < line.size(); ++i) engine.undo();
  return line;
}

// solveAlphaBeta (below) with a serial or a shared table.
template <SearchGame Game, bool Shared>
SolveResult solveAlphaBetaWith(Game& root, const AlphaBetaOptions& options) {
  using namespace alphabeta_detail;
  SolveResult result;
  SearchControl control;
  static_cast<SearchSettings&>(control) = options;
  std::string stage;  // what the solve asks now: written and read on the main engine's thread
  if (options.progress)
    control.progress = [&options, &stage](uint64_t nodes, int depth, double seconds) {
      options.progress(nodes, depth, seconds, stage);
    };
  AlphaBetaCrew<Game, Shared> crew(root, options.threads, options.tableMegabytes, control, options.keptTables);
  auto& engine = crew.main();
  crew.useCheckpoint(options.checkpoint);
  auto finish = [&] {
    result.stats.nodes = crew.nodes();
    result.stats.seconds = engine.elapsedSeconds();
    result.stats.table = crew.tableStats();
    crew.saveCheckpoint();  // once more at the end, stopped or not
    return result;
  };

  // A margin for the side to move at the root, as Black's.
  auto blackMargin = [me = root.toMove()](HalfPoints m) { return me == Color::Black ? m : -m; };
  if (Winner w = root.result(); w != Winner::None) {
    if (root.scored()) {
      result.score = root.finalMargin();
      result.value = valueOfScore(blackMargin(*result.score));
    } else {
      result.value = valueOfScore(terminalScore(w, root.toMove(), 0));
    }
    result.complete = true;
    return finish();
  }

  std::vector<ClassKnowledge> classes;
  for (RootMoveClass& c : rootMoveClasses(root, options.useSymmetry)) classes.push_back({std::move(c)});
  const bool scored = root.scored();
  // MTD(f) on margins (the header): given a guess, in scored games.
  const bool byMargins = scored && options.scoreGuess.has_value();
  // By margins, the root's classes in the engine's order (rootReaches);
  // the full window's iterations order them by score.
  if (byMargins) orderClassesByMoveOrdering(engine, classes);

  // Phase 1 on the main engine; helpers deepen the same search (by margins:
  // the same question), each from another first move, filling the table.
  // Every engine's iteration to depth d carries the same tag
  // (AlphaBetaEntry::iteration), so an unproven bound a helper found in it
  // serves the main engine's iteration to d, as the serial search's own do;
  // iterations do not feed one another.
  RootValue rootValue;
  std::vector<std::vector<ClassKnowledge>> helperClasses(static_cast<size_t>(crew.threads()), classes);
  for (size_t i = 1; i < helperClasses.size(); ++i)
    std::rotate(helperClasses[i].begin(), helperClasses[i].begin() + static_cast<std::ptrdiff_t>(i % classes.size()),
                helperClasses[i].end());
  // One question by margins, on every engine: the helpers begin their
  // iterations from the main engine's tag, and stop once it has the answer;
  // the next question's iterations then carry tags none of them used.
  // A resumed checkpoint saved in one of these questions starts it at the
  // depth it was in (alphabeta_crew.h).
  auto reaches = [&](Score floor) {
    const int start = crew.startQuestion(floor);
    std::optional<bool> answer;
    const uint8_t tag = engine.iterationTag();
    auto ask = [&](auto& engineOfCrew, std::vector<ClassKnowledge>& classesInOrder) {
      return rootReaches(engineOfCrew, classesInOrder, floor, start, options.deepenBy, options.deepenFrom);
    };
    crew.withHelpers([&](auto& main) { answer = ask(main, classes); },
                     [&](auto& helper, size_t i) {
                       helper.followIterationsFrom(tag);
                       ask(helper, helperClasses[i]);
                     });
    crew.skipIterationsBegunSince(tag);
    return answer;
  };
  bool margins = false;
  Value answersValue = Value::Unknown;  // what the root's answered questions prove when stopped in them
  if constexpr (ScoredSearchGame<Game>)
    if (byMargins) {
      auto answered = [&](HalfPoints k, std::optional<bool> answer) {
        result.rootQuestions.push_back({k, answer, engine.iterationDepth(), crew.nodes(), engine.elapsedSeconds()});
      };
      rootValue = solveRootMargin(reaches, answered, root, *options.scoreGuess, &stage);
      margins = true;
      if (!rootValue.proven) answersValue = valueOfAnswers(root, result.rootQuestions);
    }
  if (!margins)
    crew.withHelpers([&](auto& main) { rootValue = solveRootValue(main, classes); },
                     [&](auto& helper, size_t i) { solveRootValue(helper, helperClasses[i]); });
  // Stopped in a question by margins, a save names it; after phase 1, none.
  if (rootValue.proven) crew.doneAtRoot();
  // Stopped: the main engine, or a helper in phase 2 (the time limit or the
  // stop flag), while the main engine had no class left to search.
  auto stopped = [&] {
    return engine.stopped() || (options.stop && options.stop->load()) ||
           (options.timeLimitSeconds > 0 && engine.elapsedSeconds() >= options.timeLimitSeconds);
  };
  auto giveUpReason = [&] {
    if (!result.complete && !stopped())
      result.incompleteReason = "alpha-beta reached its deepest ply (" + std::to_string(kMaxSearchPly) +
                                ") without a proof: some line runs that long without ending; "
                                "--solver dfpn or retro can";
  };
  // The root's value (and score) alone: phase 1 gave it; no moves, no line.
  if (options.valueOnly) {
    if (rootValue.proven) {
      result.value = valueOfScore(rootValue.score);
      if (scored) result.score = blackMargin(marginOfScore(rootValue.score));
    } else {
      result.value = answersValue;
    }
    result.complete = rootValue.proven;
    giveUpReason();
    return finish();
  }
  const bool drawsPossible = root.drawsPossible();
  bool complete = rootValue.proven && (byMargins || rootValue.bestClass >= 0);
  const Score keepFloor = marginFloor(marginOfScore(rootValue.score));  // least score of a move keeping the margin
  // Phase 2: the classes are independent questions, shared out among the engines.
  const auto blackMarginOfRoot = [&] { return formatMargin(blackMargin(marginOfScore(rootValue.score))); };
  const std::string question = scored ? "which moves keep " + blackMarginOfRoot() : "which moves win";
  stage = question;
  if (complete)
    complete = crew.forEach(classes.size(), [&](auto& anyEngine, size_t k) {
      if (&anyEngine == &engine)  // the main engine's thread, which reports progress
        stage = question + ": " + root.moveName(classes[k].moves.representative) + "? (" + std::to_string(k + 1) +
                " of " + std::to_string(classes.size()) + ")";
      return scored ? classifyScoredRootMove(anyEngine, classes[k], rootValue.score, keepFloor, options.allMoves)
                    : classifyRootMove(anyEngine, classes[k], rootValue.score, options.allMoves, drawsPossible);
    });
  stage = "the line";
  if (complete && byMargins) {
    complete = extendMarginLine(engine, marginOfScore(rootValue.score), result.principalVariation);
  } else if (complete && scored && rootValue.score == 0) {
    complete = extendPrincipalVariation(engine, 0, result.principalVariation);  // a level line: passes first
  } else if (complete) {
    const Move first = classes[rootValue.bestClass].moves.representative;
    result.principalVariation.push_back(first);
    engine.play(first);
    complete = extendPrincipalVariation(engine, -rootValue.score, result.principalVariation);
    engine.undo();
  }
  // Stopped early: a line from the table only where the root value is proven
  // (a line of unproven moves would look like evidence and is none).
  if (!complete) result.principalVariation.clear();
  if (!complete && rootValue.proven) result.principalVariation = tableLine(engine, rootValue.bestMove, kMaxSearchPly);

  // Report per legal root move, in move order (the swap, then points).
  typename Game::MoveListType legalList;
  root.legalMoves(legalList);
  std::vector<Move> legal(legalList.begin(), legalList.end());
  std::sort(legal.begin(), legal.end());
  for (const Move m : legal) {
    for (const ClassKnowledge& c : classes) {
      if (std::find(c.moves.members.begin(), c.moves.members.end(), m) == c.moves.members.end()) continue;
      const Value v = c.value(drawsPossible);
      if (v == Value::Win) result.winningMoves.push_back(m);
      if (options.allMoves && v != Value::Unknown) result.moveValues.push_back({m, v});
      if (!scored || !rootValue.proven) continue;
      if (c.low >= keepFloor) result.bestMoves.push_back(m);
      if (options.allMoves && c.low == c.high) result.moveScores.push_back({m, blackMargin(marginOfScore(c.low))});
    }
  }
  if (scored && rootValue.proven) result.score = blackMargin(marginOfScore(rootValue.score));
  // The root value is exact once proven, even when the root moves were not all
  // classified; a winning move proven before a stop proves a win, and so may
  // the answers of a stopped margin search.
  result.value = rootValue.proven ? valueOfScore(rootValue.score)
                 : !result.winningMoves.empty() ? Value::Win
                                                : answersValue;
  // A stopped scored search whose score is open has no line of best play (df-pn gives none either).
  if (!complete && !rootValue.proven && !result.winningMoves.empty() && !scored)
    result.principalVariation = tableLine(engine, result.winningMoves.front(), kMaxSearchPly);
  result.complete = complete;
  giveUpReason();
  return finish();
}

}  // namespace alphabeta_detail

// Solves root (played on and restored) for the side to move. With the solve
// complete, value is the root's value, winningMoves every winning root move,
// in a scored game score, bestMoves and (with allMoves) moveScores too,
// moveValues (with options.allMoves) every legal root move's value, and
// principalVariation the winner's fastest win against the longest resistance
// (for a draw: a line of drawing moves up to the first repeated position).
// Stopped by the time limit or the stop flag (complete false), value is what
// was proven by then (a proven winning move proves a win; otherwise Unknown),
// winningMoves the moves proven to win (possibly not all), moveValues the
// moves whose value is known, and principalVariation a line from the table
// when the value is proven, else empty. With options.valueOnly only value
// and score are given (and complete refers to them): the search ends once
// the root's value is proven. With options.threads above 1 the
// search is Lazy SMP (alphabeta_crew.h): the same value and moves.
// Throws std::invalid_argument for rules whose outcome depends on history.
template <SearchGame Game>
SolveResult solveAlphaBeta(Game& root, const AlphaBetaOptions& options) {
  if (std::string why = alphaBetaRefusal(root); !why.empty()) throw std::invalid_argument(why);
  if (options.threads > 1) return alphabeta_detail::solveAlphaBetaWith<Game, true>(root, options);
  return alphabeta_detail::solveAlphaBetaWith<Game, false>(root, options);
}

}  // namespace goproof
