// The engine behind solveAlphaBeta (alphabeta.h): depth-limited fail-soft
// negamax over any SearchGame, with a transposition table shared by symmetric
// positions (SearchGame::canonicalImage), killer moves, the history heuristic and
// rule-aware ordering (move_ordering.h). A finished game scores by who won,
// or in a scored game by its margin (search_score.h).
//
// Every result carries, besides its score, two facts about how it was found:
//
//  * proven: no search horizon influenced it, so the score is a true bound on
//    the game's value (in the fail-soft sense: an upper bound at or below the
//    window, a lower bound at or above it, exact inside). A position cut off
//    by the depth limit scores 0 (or the margin setHorizonMargin names), not
//    proven, unless the side to move can win
//    at once (win_at_once.h; then it is worth exactly a win next move) or the
//    window lies beyond anything an undecided position at that ply can score.
//    A cut-off is proven when its refuting child is; a node that tries every
//    move, when every child is. Iterative deepening stops once the root's
//    result is proven: its win and loss distances are then the real ones.
//
//  * relied: where endless play scores 0, a position that repeats one on
//    the path (from the path floor on) scores 0, proven. That score depends
//    on the path, so every result records the path indices of the earlier
//    positions whose repetition it relied on, flowing upward by the same rule
//    as proven-ness (a cut-off: its refutation's; otherwise every child's).
//    A result that relies only on repetitions of its own position or later
//    ones is a true bound on the position's value however it was reached
//    (fail-soft: the value itself inside the window): the game from
//    a position with its first repetition scored 0 has the value of the game
//    in which endless play scores 0 (a player's optimal strategy that depends
//    on the position alone still serves when a repetition ends the game,
//    since the other side could repeat the cycle forever). Such results are
//    stored as proven in the main table. One that relied on earlier
//    positions goes to the repetition table (repetition_table.h) with the
//    positions it relied on, and serves again wherever they are all on the
//    path; the main table keeps only its move. A proven result at the
//    path floor is a true bound on the floor's value; below the floor, one
//    that relied on earlier positions holds only on paths through them.
//
// The table: proven entries serve at any depth and on any path; others cut
// off only searches of their own iteration no deeper than theirs (see
// AlphaBetaEntry::iteration), and what they give is not proven. A table bound
// never narrows a window: a fail-soft bound would then no longer mean what it
// says.
//
// Depth counts moves. With free passes on (setFreePasses: phase 1 of a
// scored game), a pass that follows a move costs no ply: the depth limit
// only decides where the search stops, never what it proves, so this is as
// sound as any other limit, and the search still ends (a second pass in a
// row costs one, and two in a row end these games).
//
// In a scored game an undecided position's score is bounded by the game's
// score range (the widest win or loss, ending at the next move at the
// soonest), so a line that runs long enough proves it cannot beat a faster
// one without reaching the end.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "solver/search/alphabeta_entry.h"
#include "solver/search/path_index_set.h"
#include "solver/search/repetition_table.h"
#include "solver/search/search_game.h"
#include "solver/search/search_score.h"
#include "solver/search/search_settings.h"
#include "solver/search/transposition_table.h"

namespace goproof {

// What one search of a position returns.
struct SearchOutcome {
  // Fail-soft: at or below the window, an upper bound on the value; at or
  // above it, a lower bound; inside it, the value.
  Score score = 0;
  bool proven = false;    // no horizon influenced the score (see above)
  // Path indices, below the searched position's, of the repetitions it relied
  // on. A proven result with none is a true bound on the position's value
  // (see the header); one with some holds only on paths through them.
  PathIndexSet relied;
};

// One engine's control: the knobs it reads (search_settings.h: stop,
// timeLimitSeconds, nodeLimit, ordering by rateMovesByRules, lifeBounds by
// forcedMargins), and what only an engine of a crew has.
struct SearchControl : SearchSettings {
  // Called about once a second with the nodes so far, the current iteration depth and the seconds elapsed.
  std::function<void(uint64_t nodes, int depth, double elapsedSeconds)> progress;
  // A second stop flag, for a helper of a parallel solve (alphabeta_crew.h):
  // the search also stops soon after *alsoStop becomes true.
  const std::atomic<bool>* alsoStop = nullptr;
  // Called about every 1024 nodes, on the searching thread (the main engine
  // of a parallel solve grows the shared table there).
  std::function<void()> onPoll = nullptr;
};

// SharedTable: the table is shared with other engines searching at the same
// time (Lazy SMP, alphabeta_crew.h); each engine is still for one thread.
template <SearchGame Game, bool SharedTable = false>
class AlphaBetaSearch {
 public:
  using Table = TranspositionTable<AlphaBetaEntry, SharedTable>;
  using GameType = Game;
  using Clock = std::chrono::steady_clock;

  // Searches game (played on and restored) with table, and with repetitions
  // (if not null) for results that relied on repetitions of earlier
  // positions; the game's current position becomes the root, ply 0.
  AlphaBetaSearch(Game& game, Table& table, SearchControl control, RepetitionTable* repetitions = nullptr)
      : game_(game), table_(table), repetitions_(repetitions), control_(std::move(control)), start_(Clock::now()),
        history_(2 * (game.moveIdLimit() - kSwap), 0), scored_(game.scored()) {
    path_.reserve(kMaxSearchPly + 2);
    for (auto& k : killers_) k.fill(kNoMove);  // no killer yet (0 would be the first point's move)
    typename Game::MoveListType rootMoves;
    game_.legalMoves(rootMoves);
    proofSeekingDepth_ = 2 * rootMoves.size;
    if (scored_) {
      // A position undecided at ply p ends with a margin inside the game's
      // score range, at p + 1 at the soonest after a move, or at p itself
      // for want of a legal move (finalMargin: the widest loss; passing
      // games never get there): its best for the side to move is her
      // widest win at p + 1, its worst her widest loss at p; endless play
      // (0) lies between. Stored here for ply 0.
      const ScoreRange range = game.scoreRange();
      for (const Color c : {Color::Black, Color::White}) {
        const HalfPoints most = c == Color::Black ? range.high : -range.low;
        const HalfPoints least = c == Color::Black ? range.low : -range.high;
        highestScoredAtRoot_[index(c)] = most > 0 ? marginScore(most, 1) : 0;
        lowestScoredAtRoot_[index(c)] = least < 0 ? marginScore(least, 0) : 0;
      }
    }
    path_.push_back(game_.hash());
  }

  Game& game() { return game_; }
  // Moves played since the root.
  int ply() const { return static_cast<int>(path_.size()) - 1; }
  // Plays m on the game and the path; counts a node.
  void play(Move m) {
    game_.play(m);
    path_.push_back(game_.hash());
    if ((++nodes_ & kClockEvery) == 0) poll();
  }
  void undo() {
    game_.undo();
    path_.pop_back();
  }
  // The path index (at least `from`) of an earlier occurrence of the current
  // position, or -1. By default only positions from the path floor on count.
  int repeatedAt(int from = -1) const {
    const int p = ply();
    for (int j = p - 2; j >= std::max(from < 0 ? floor_ : from, 0); j -= 2)  // the side to move is in the key
      if (path_[j] == path_[p]) return j;
    return -1;
  }
  // Searches start their game at path index `floor`: earlier positions are
  // not repetitions. A move's true value is that of the game starting after
  // it; with the position before it on the path, a return to that position
  // would wrongly count as a draw, although the player who left it may then
  // simply play her better move.
  void setPathFloor(int floor) { floor_ = floor; }
  int pathFloor() const { return floor_; }
  // Whether m is a legal move in the current position.
  bool isLegal(Move m) const {
    typename Game::MoveListType moves;
    game_.legalMoves(moves);
    return std::find(moves.begin(), moves.end(), m) != moves.end();
  }
  // The table's best move for the current position, or kNoMove.
  Move tableMove() {
    AlphaBetaEntry entry;
    const TableSlot slot = tableSlot();
    return table_.probe(slot.key, entry) ? fromTable(entry.bestMove, slot.symmetry) : kNoMove;
  }
  // One search of the current position to `depth` plies in window (alpha, beta).
  SearchOutcome search(int depth, Score alpha, Score beta);
  // Iterative deepening from startDepth until search() is proven (or stopped,
  // or the deepest ply is reached: then the outcome is not proven).
  SearchOutcome solveWindow(Score alpha, Score beta, int startDepth = 1) {
    SearchOutcome out;
    for (int depth = std::max(1, startDepth); ply() + depth <= kMaxSearchPly; ++depth) {
      beginIteration(depth);
      out = search(depth, alpha, beta);
      if (stopped_ || out.proven) break;
    }
    return out;
  }
  // Legal moves of the current position, best first: table move, rule
  // tactics, killers, history, quiet shape.
  void orderedMoves(typename Game::MoveListType& moves, Move tableMove);

  // Starts a new iteration of iterative deepening to `depth` plies (the depth
  // the progress callback reports); see AlphaBetaEntry::iteration.
  void beginIteration(int depth) {
    iterationDepth_ = depth;
    ++iteration_;
  }
  // The tag of the latest iteration begun (AlphaBetaEntry::iteration), and its depth.
  uint8_t iterationTag() const { return iteration_; }
  int iterationDepth() const { return iterationDepth_; }
  // Makes the next beginIteration() carry tag + 1, as on an engine whose
  // latest iteration carried `tag`: engines of a crew that begin the same
  // iterations from one tag share their iterations' bounds.
  void followIterationsFrom(uint8_t tag) { iteration_ = tag; }
  bool stopped() const { return stopped_; }
  // In a scored game, what a position cut off by the depth limit is guessed
  // to be worth: a game that Black ends with margin m (half-points), within
  // the position's bounds; 0 (the default) scores it as endless play. Only
  // unproven scores depend on it, so it steers the search and never changes
  // an answer (alphabeta.h says where it is used, docs/solvers.md what it
  // was measured to buy).
  void setHorizonMargin(HalfPoints m) { horizonMargin_ = m; }
  // In a scored game, whether a pass that follows a move is searched to the
  // full remaining depth instead of one ply less (the header; off by
  // default). Where a side's best resistance is to pass while the other
  // finishes, a proof then ends that many iterations sooner; alphabeta.h
  // turns it on for phase 1, docs/solvers.md has what it buys.
  void setFreePasses(bool on) { freePasses_ = on && scored_; }
  // Lets a search stopped by SearchControl::alsoStop search again (once that
  // flag is cleared). Call it only between searches: the game is then back
  // at the root.
  void clearStop() { stopped_ = false; }
  uint64_t nodes() const { return nodes_; }
  // Calls the progress callback, if any, when its second is due, as the
  // search's polls do: for an engine's thread that waits for others to
  // finish (alphabeta_crew.h). Call on the engine's own thread.
  void reportProgressIfDue() {
    if (!control_.progress) return;
    if (const double elapsed = elapsedSeconds(); elapsed >= nextProgress_) reportProgress(elapsed);
  }
  double elapsedSeconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

 private:
  // Where the current position lives in the table: symmetric positions share
  // an entry (SearchGame::canonicalImage).
  struct TableSlot {
    uint64_t key;
    int symmetry;  // takes the current position to the image whose moves the entry holds
  };
  // The score of the finished game at the current position (search_score.h):
  // by who won, or in a scored game by the margin.
  Score finishedScore(Winner decided, Color toMove, int ply) const {
    if (!scored_) return terminalScore(decided, toMove, ply);
    const HalfPoints black = game_.finalMargin();
    return marginScore(toMove == Color::Black ? black : -black, ply);
  }
  // The score of a position cut off by the depth limit (setHorizonMargin),
  // for the side to move at `ply`, within [lowest, highest].
  Score horizonScore(Color toMove, int ply, Score lowest, Score highest) const {
    if (!scored_ || horizonMargin_ == 0) return 0;
    const int m = toMove == Color::Black ? horizonMargin_ : -horizonMargin_;
    return std::min(std::max(marginScore(m, ply + 1), lowest), highest);
  }
  TableSlot tableSlot() const {
    const CanonicalImage image = game_.canonicalImage();
    return {image.hash, image.symmetry};
  }
  Move toTable(Move m, int symmetry) const { return game_.moveImage(symmetry, m); }
  Move fromTable(Move m, int symmetry) const { return game_.movePreimage(symmetry, m); }
  int historyIndex(Color c, Move m) const { return index(c) * (game_.moveIdLimit() - kSwap) + m - kSwap; }
  void noteCutoff(int ply, int depth, Move m) {
    auto& k = killers_[ply];
    if (k[0] != m) k[1] = k[0], k[0] = m;
    int32_t& h = history_[historyIndex(game_.toMove(), m)];
    h = std::min<int32_t>(h + depth * depth, 1 << 28);
  }
  // Every kClockEvery + 1 nodes: the stop flags and the clock, so that a
  // large board (a 19x19 node can take half a millisecond) stops on time;
  // every kPollEvery + 1 nodes, as before: the table's growth and the node limit.
  static constexpr uint64_t kClockEvery = 63, kPollEvery = 1023;
  void poll() {
    if (control_.stop && control_.stop->load(std::memory_order_relaxed)) stopped_ = true;
    if (control_.alsoStop && control_.alsoStop->load(std::memory_order_relaxed)) stopped_ = true;
    if ((nodes_ & kPollEvery) == 0) {
      if (control_.onPoll) control_.onPoll();
      if (control_.nodeLimit > 0 && nodes_ >= control_.nodeLimit) stopped_ = true;
    }
    if (!control_.progress && control_.timeLimitSeconds <= 0) return;
    double elapsed = elapsedSeconds();
    if (control_.timeLimitSeconds > 0 && elapsed >= control_.timeLimitSeconds) stopped_ = true;
    if (control_.progress && elapsed >= nextProgress_) reportProgress(elapsed);
  }
  void reportProgress(double elapsed) {
    control_.progress(nodes_, iterationDepth_, elapsed);
    nextProgress_ = elapsed + 1.0;
  }

  // Narrows [lowest, highest], the current position's score range for the
  // side to move at `ply`, by the margins each side can force (unconditional
  // life; forcedMargins), where that could decide the window (alpha, beta):
  // a true bound on the position's value, whatever the path.
  // Returns whether it computed them (false where they could not decide).
  bool narrowByLifeBounds(int ply, Score alpha, Score beta, Score& lowest, Score& highest);
  // Enhanced transposition cut-offs. Whether the current position, searched
  // to `depth` plies in a window whose lower end is alpha, would answer at
  // once with a score of at most alpha: a finished game, a table bound (with
  // provenOnly, a proven one), a repetition or the repetition table, checked
  // in search()'s order; out is then the answer search() would give.
  bool failsLowAtOnce(int depth, Score alpha, bool provenOnly, SearchOutcome& out);
  // Stores a bound the life bounds proved for the current position (exact
  // hash `key`): an upper bound if `upper`, else a lower one, with `bestMove`
  // (as the table holds it: the move an earlier search found, or kNoMove).
  void storeLifeBound(uint64_t key, Score score, bool upper, Move bestMove);
  // The table entry for `score` (counted from the node at `ply`), with the
  // move as the table holds it, `depth` capped to a byte, and this iteration.
  AlphaBetaEntry tableEntry(Score score, int ply, Move tableMove, int depth, Bound bound, bool proven) const {
    AlphaBetaEntry entry;
    entry.score = static_cast<int16_t>(scoreFromNode(score, ply));
    entry.bestMove = tableMove;
    entry.draft = static_cast<uint8_t>(std::min(depth, 255));
    entry.bound = bound;
    entry.iteration = iteration_;
    entry.proven = proven;
    return entry;
  }
  // The score range [lowest, highest] of an undecided current position at
  // `ply`, for the side to move, before its life bounds narrow it.
  void undecidedRange(int ply, Score& lowest, Score& highest) const {
    if (!scored_) {
      lowest = lowestUndecidedScore(ply);
      highest = highestUndecidedScore(ply);
      return;
    }
    // A side that can never come out ahead (or behind) gets 0 at every ply:
    // a level end and endless play score 0 however late they come.
    const int side = index(game_.toMove());
    lowest = lowestScoredAtRoot_[side] < 0 ? lowestScoredAtRoot_[side] + ply : 0;
    highest = highestScoredAtRoot_[side] > 0 ? highestScoredAtRoot_[side] - ply : 0;
  }
  // The depth to search the child of move m to, called with that child on
  // the board: depth - 1, or depth for a pass that follows a move while free
  // passes are on (setFreePasses).
  int childDepth(Move m, int depth) const {
    if constexpr (requires { game_.consecutivePasses(); })
      if (freePasses_ && m == kPass && game_.consecutivePasses() == 1) return depth;
    return depth - 1;
  }
  // Whether some move's child, searched to childDepth plies, would refute
  // beta at once (failsLowAtOnce); out is then its answer and move the move.
  // The same as searching that move first, so as sound as the search; the
  // moves played for it are not counted as nodes.
  bool transpositionCutoff(const typename Game::MoveListType& moves, int depth, Score beta, bool provenOnly,
                           SearchOutcome& out, Move& move);
  // A proven bound from the repetition table on the current position (exact
  // hash `key`) that decides the window, with the path indices of the
  // positions it relied on; false if none.
  bool repetitionTableCut(uint64_t key, int ply, Score alpha, Score beta, SearchOutcome& out) const;
  void storeRepetitionResult(uint64_t key, int ply, Score best, Bound bound, const PathIndexSet& relied);

  Game& game_;
  Table& table_;
  RepetitionTable* repetitions_;
  SearchControl control_;
  Clock::time_point start_;
  std::vector<uint64_t> path_;  // position keys, root first
  std::array<std::array<Move, 2>, kMaxSearchPly + 2> killers_;  // per ply; kNoMove where none yet
  std::vector<int32_t> history_;
  uint64_t nodes_ = 0;
  int floor_ = 0;
  int iterationDepth_ = 0;
  // Iterations deeper than this do not settle for a refutation that is not
  // proven: they try the remaining moves for a proven one. Where lines can
  // run on without end (Go's cycles), the first refutation found may lead
  // into a line that never ends within any depth, iteration after iteration,
  // while another (often a pass) ends the game: without this, 3x3 Go's
  // other first moves and 4x4 Go were never proven. Twice the root's
  // moves is past the length of most games without captures; in shallower
  // iterations, nearly every refutation is unproven and looking further
  // costs 5 to 20 times the nodes.
  int proofSeekingDepth_ = 0;
  uint8_t iteration_ = 0;
  HalfPoints horizonMargin_ = 0;  // Black's, at the horizon (setHorizonMargin)
  bool freePasses_ = false;       // setFreePasses
  double nextProgress_ = 1.0;
  const bool scored_;
  // Scored games: the bounds on an undecided position's score at ply 0, per
  // side to move; at ply p the highest drops by p and the lowest rises by p
  // (0 stays 0: see undecidedRange).
  std::array<Score, 2> highestScoredAtRoot_{}, lowestScoredAtRoot_{};
  bool stopped_ = false;
};

template <SearchGame Game, bool SharedTable>
void AlphaBetaSearch<Game, SharedTable>::orderedMoves(typename Game::MoveListType& moves, Move tableMove) {
  game_.legalMoves(moves);
  std::array<int32_t, Game::kMaxMoves> ratings{};
  if constexpr (requires { rateMovesByRules(game_, moves, ratings.data()); })
    if (control_.ordering) rateMovesByRules(game_, moves, ratings.data());
  std::array<uint64_t, Game::kMaxMoves> keys;
  const auto& killers = killers_[ply()];
  for (int i = 0; i < moves.size; ++i) {
    const Move m = moves[i];
    if (m == tableMove) {
      keys[i] = ~uint64_t{0};
      continue;
    }
    const int tactic = ratings[i] / move_rating::kQuietRange;
    const uint64_t rank = tactic > 0 ? 3 + tactic : m == killers[0] ? 2 : m == killers[1] ? 1 : 0;
    const auto history = static_cast<uint64_t>(history_[historyIndex(game_.toMove(), m)]);
    keys[i] = rank << 56 | history << 12 | static_cast<uint64_t>(ratings[i] % move_rating::kQuietRange);
  }
  for (int i = 1; i < moves.size; ++i) {  // insertion sort, highest key first
    const Move m = moves.moves[i];
    const uint64_t key = keys[i];
    int j = i;
    for (; j > 0 && keys[j - 1] < key; --j) {
      moves.moves[j] = moves.moves[j - 1];
      keys[j] = keys[j - 1];
    }
    moves.moves[j] = m;
    keys[j] = key;
  }
}

template <SearchGame Game, bool SharedTable>
SearchOutcome AlphaBetaSearch<Game, SharedTable>::search(int depth, Score alpha, Score beta) {
  const int ply = this->ply();
  const Color toMove = game_.toMove();
  const Winner decided = game_.decidedWinner();
  if (decided != Winner::None) return {finishedScore(decided, toMove, ply), true, {}};

  const TableSlot slot = tableSlot();
  const uint64_t key = slot.key;
  AlphaBetaEntry entry;
  const bool hit = table_.probe(key, entry);
  const Score entryScore = hit ? scoreFromRoot(entry.score, ply) : 0;
  const bool entryCuts = hit && boundDecides(entry.bound, entryScore, alpha, beta);
  // Proven answers first: the main table's (before the life bounds, which
  // cost more than the probe), the bounds, a repetition, the repetition
  // table's; only then a bound from this iteration's shallower work.
  if (entryCuts && entry.proven) return {entryScore, true, {}};

  // Whatever the rest of the game, its score lies within these bounds.
  Score lowest, highest;
  undecidedRange(ply, lowest, highest);
  const bool boundsComputed = narrowByLifeBounds(ply, alpha, beta, lowest, highest);
  if (highest <= alpha || lowest >= beta) {
    const bool failsLow = highest <= alpha;
    // Settled by the life bounds: kept as a proven bound, so that the next
    // visit, and a parent's transposition cut-off, finds it by a probe.
    // It replaces whatever unproven entry the probe found, at draft 0:
    // sparing bounds of this iteration, or deeper entries, cost more nodes
    // overall (docs/solvers.md).
    if (boundsComputed && !(hit && entry.proven))
      storeLifeBound(key, failsLow ? highest : lowest, failsLow, hit ? entry.bestMove : kNoMove);
    return {failsLow ? highest : lowest, true, {}};
  }

  if (const int repeated = repeatedAt(); repeated >= 0) return {0, true, PathIndexSet::single(repeated)};
  if (repetitions_) {
    SearchOutcome out;
    if (repetitionTableCut(path_[ply], ply, alpha, beta, out)) return out;
  }
  if (entryCuts && entry.iteration == iteration_ && entry.draft >= depth) return {entryScore, false, {}};
  if (depth <= 0 || ply >= kMaxSearchPly) {
    if constexpr (requires { canWinAtOnce(game_); })
      if (canWinAtOnce(game_)) return {highest, true, {}};  // nothing scores higher
    return {horizonScore(toMove, ply, lowest, highest), false, {}};
  }

  typename Game::MoveListType moves;
  orderedMoves(moves, hit ? fromTable(entry.bestMove, slot.symmetry) : kNoMove);
  if (moves.size == 0) return {finishedScore(winnerOf(opponent(toMove)), toMove, ply), true, {}};

  Score best = -kInfinity;
  Move bestMove = moves[0];
  bool proven = true;
  PathIndexSet relied;
  // Deep iterations look past a refutation that is not proven for one that
  // is (see proofSeekingDepth_): asked null-window questions at beta.
  const bool seekProof = iterationDepth_ > proofSeekingDepth_;
  bool seeking = false;
  SearchOutcome refutation;
  if (control_.transpositionCutoffs && depth >= 2 && transpositionCutoff(moves, depth, beta, seekProof, refutation, bestMove)) {
    best = -refutation.score, proven = refutation.proven, relied = refutation.relied;
    moves.size = 0;  // refuted: no move is searched
  }
  for (const Move m : moves) {
    play(m);
    const SearchOutcome child = search(childDepth(m, depth), -beta, seeking ? -(beta - 1) : -std::max(alpha, best));
    undo();
    if (stopped_) return {0, false, {}};
    const Score score = -child.score;
    if (seeking) {
      if (score >= beta && child.proven) {  // replaces the unproven refutation
        best = score, bestMove = m, proven = true, relied = child.relied;
        noteCutoff(ply, depth, m);
        break;
      }
      continue;
    }
    if (score > best) best = score, bestMove = m;
    if (score >= beta) {  // a lower bound needs only the refutation
      proven = child.proven;
      relied = child.relied;
      noteCutoff(ply, depth, m);
      if (proven || !seekProof) break;
      seeking = true;
      continue;
    }
    proven = proven && child.proven;
    relied.unite(child.relied);
  }
  relied.keepBelow(ply);  // a repetition of this position or a later one holds on any path

  const Bound bound = best >= beta ? Bound::Lower : best > alpha ? Bound::Exact : Bound::Upper;
  AlphaBetaEntry store = tableEntry(best, ply, toTable(bestMove, slot.symmetry), depth, bound, proven && relied.empty());
  if (store.proven) {
    table_.store(key, store);
  } else {
    if (proven && repetitions_) storeRepetitionResult(path_[ply], ply, best, store.bound, relied);
    if (!(hit && entry.proven)) {
      if (proven) store.bound = Bound::None;  // true only on this path: keep the move
      table_.store(key, store);
    }
  }
  return {best, proven, relied};
}

template <SearchGame Game, bool SharedTable>
bool AlphaBetaSearch<Game, SharedTable>::narrowByLifeBounds(int ply, Score alpha, Score beta, Score& lowest,
                                                            Score& highest) {
  if constexpr (requires { forcedMargins(game_); }) {
    if (!scored_ || !control_.lifeBounds || (alpha <= lowest && beta >= highest)) return false;
    const Color toMove = game_.toMove();
    const bool black = toMove == Color::Black;
    std::array<int, 2> wallsNeeded{0, 0};
    if (control_.wallRegions || control_.lastRegion) {
      // The fewest safe points of each colour that would decide the window
      // (more safe points only ever move the forced margin her way). The
      // margin is affine in the count (marginForcedWithSafePoints: each safe
      // point moves it 4 half-points), so two calls give it for every k.
      const int points = game_.board().points();
      const Color me = toMove, other = opponent(toMove);
      auto fewest = [&](Color c, auto decides) {
        const int firstMargin = marginForcedWithSafePoints(game_, c, 0);
        const int perPoint = marginForcedWithSafePoints(game_, c, 1) - firstMargin;
        if (decides(firstMargin)) return points + 1;  // decided without them
        for (int k = 1; k <= points; ++k)
          if (decides(firstMargin + k * perPoint)) return k;
        return points + 1;
      };
      wallsNeeded[index(me)] = fewest(me, [&](int m) { return lowestScoreWithMargin(black ? m : -m, ply) >= beta; });
      wallsNeeded[index(other)] =
          fewest(other, [&](int m) { return highestScoreWithMargin(black ? m : -m, ply) <= alpha; });
    }
    // The walls' largest region, 0 for none (the game's WallSearch).
    const int wallPoints = control_.wallRegions ? control_.wallRegionPoints : 0;
    const ScoreRange forced = forcedMargins(game_, control_.safeRegions, {wallPoints}, wallsNeeded, control_.lastRegion);
    highest = std::min(highest, highestScoreWithMargin(black ? forced.high : -forced.low, ply));
    lowest = std::max(lowest, lowestScoreWithMargin(black ? forced.low : -forced.high, ply));
    return true;
  }
  return false;
}

template <SearchGame Game, bool SharedTable>
void AlphaBetaSearch<Game, SharedTable>::storeLifeBound(uint64_t key, Score score, bool upper, Move bestMove) {
  // Draft 0: a bounds call away, the cheapest entry to lose.
  table_.store(key, tableEntry(score, ply(), bestMove, 0, upper ? Bound::Upper : Bound::Lower, true));
}

template <SearchGame Game, bool SharedTable>
bool AlphaBetaSearch<Game, SharedTable>::failsLowAtOnce(int depth, Score alpha, bool provenOnly, SearchOutcome& out) {
  const int ply = this->ply();
  const Winner decided = game_.decidedWinner();
  if (decided != Winner::None) {
    out = {finishedScore(decided, game_.toMove(), ply), true, {}};
    return out.score <= alpha;
  }
  AlphaBetaEntry entry;
  const bool hit = table_.probe(tableSlot().key, entry);
  const Score entryScore = hit ? scoreFromRoot(entry.score, ply) : 0;
  const bool entryFailsLow = hit && boundDecides(entry.bound, entryScore, alpha, alpha + 1) && entryScore <= alpha;
  // In search()'s order: a proven bound, a repetition, the repetition
  // table, then a bound of this iteration at least as deep.
  if (entryFailsLow && entry.proven) {
    out = {entryScore, true, {}};
    return true;
  }
  if (const int repeated = repeatedAt(); repeated >= 0) {
    out = {0, true, PathIndexSet::single(repeated)};
    return 0 <= alpha;
  }
  if (repetitions_ && repetitionTableCut(path_[ply], ply, alpha, alpha + 1, out)) return out.score <= alpha;
  if (provenOnly || !(entryFailsLow && entry.iteration == iteration_ && entry.draft >= depth)) return false;
  // search() would settle a position its life bounds decide before it used
  // this unproven bound: answer as it would (they cost more than the probe,
  // so only here). Taking the unproven bound instead left cut-offs unproven
  // that were proven one ply down, iteration after iteration.
  Score lowest, highest;
  undecidedRange(ply, lowest, highest);
  narrowByLifeBounds(ply, alpha, alpha + 1, lowest, highest);
  if (highest <= alpha) {
    out = {highest, true, {}};
    return true;
  }
  if (lowest > alpha) return false;  // search() would answer `lowest`, proven: no refutation
  out = {entryScore, false, {}};
  return true;
}

template <SearchGame Game, bool SharedTable>
bool AlphaBetaSearch<Game, SharedTable>::transpositionCutoff(const typename Game::MoveListType& moves, int depth,
                                                             Score beta, bool provenOnly, SearchOutcome& out,
                                                             Move& move) {
  // Start loading every child's table bucket first: the probes below then
  // wait for memory about once per node instead of once per child.
  for (const Move m : moves) {
    game_.play(m);
    table_.prefetch(tableSlot().key);
    game_.undo();
  }
  for (const Move m : moves) {
    game_.play(m);
    path_.push_back(game_.hash());
    const bool refutes = failsLowAtOnce(childDepth(m, depth), -beta, provenOnly, out);
    path_.pop_back();
    game_.undo();
    if (refutes) {
      move = m;
      return true;
    }
  }
  return false;
}

template <SearchGame Game, bool SharedTable>
bool AlphaBetaSearch<Game, SharedTable>::repetitionTableCut(uint64_t key, int ply, Score alpha, Score beta,
                                                            SearchOutcome& out) const {
  return repetitions_->probe(key, [&](const RepetitionEntry& e) {
    const Score s = scoreFromRoot(e.score, ply);
    if (!boundDecides(e.bound, s, alpha, beta)) return false;
    PathIndexSet relied;
    for (int i = 0; i < e.reliedCount; ++i) {
      int at = -1;
      for (int j = ply - 1; j >= floor_; --j)
        if (path_[j] == e.relied[i]) {
          at = j;
          break;
        }
      if (at < 0) return false;
      relied.insert(at);
    }
    out = {s, true, relied};
    return true;
  });
}

template <SearchGame Game, bool SharedTable>
void AlphaBetaSearch<Game, SharedTable>::storeRepetitionResult(uint64_t key, int ply, Score best, Bound bound,
                                                               const PathIndexSet& relied) {
  if (relied.size() > RepetitionEntry::kMaxRelied) return;
  RepetitionEntry e;
  e.key = key;
  e.score = static_cast<int16_t>(scoreFromNode(best, ply));
  e.bound = bound;
  relied.forEach([&](int index) {  // kept sorted, so that one set of positions has one form
    int i = e.reliedCount++;
    for (; i > 0 && e.relied[i - 1] > path_[index]; --i) e.relied[i] = e.relied[i - 1];
    e.relied[i] = path_[index];
  });
  repetitions_->store(e);
}

}  // namespace goproof
