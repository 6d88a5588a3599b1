// Depth-first proof-number search (df-pn, Nagai 2002) with a transposition
// table, the 1+epsilon threshold trick (Pawlewicz and Lew 2007), symmetry-
// canonical table keys, and sound handling of repetition.
//
// One search answers one question: can `attacker` force a win? Endless play
// (a state recurring on the current path) is not a win for the attacker. A
// disproof that relied on such a recurrence holds only for the path that
// found it (the graph-history-interaction problem), so it is kept in the
// searching node's local child list and never written to the table: every
// settled value in the table holds whatever path reaches its position. Proofs
// never rely on a recurrence, since a forced win is a finite tree.
//
// solve() combines questions into the game-theoretic value (win, loss, draw),
// every winning root move and, on request, every root move's value.
//
// Parallel search (DfpnSolver<Game, true>, options.threads > 1) follows
// Kaneko's shared-table parallel df-pn (AAAI 2010): every thread runs this
// same df-pn from the question's root over one shared table, re-reading its
// children's numbers from the table on each pass, and a child that other
// threads are searching looks costlier by their number (virtual proof and
// disproof numbers), which spreads the threads over the tree. The first
// thread to settle the root publishes its answer and the others stop. Every
// settled number in the table is a fact about its position, whichever
// thread stored it, and path-dependent disproofs stay in their thread's
// child lists, so the answer is the serial one; only the nodes differ.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cmath>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/search/child_list_cache.h"
#include "solver/search/checkpoint_hooks.h"
#include "solver/search/dfpn_entry.h"
#include "solver/search/dfpn_threads.h"
#include "solver/search/history_refusal.h"
#include "solver/search/root_symmetry.h"
#include "solver/search/score_bounds_table.h"
#include "solver/search/search_game.h"
#include "solver/search/search_memory.h"
#include "solver/search/search_settings.h"
#include "solver/search/search_threads.h"
#include "solver/search/solve_result.h"
#include "solver/search/transposition_table.h"

namespace goproof {

// What a running search reports about once a second.
struct DfpnProgress {
  uint64_t nodes = 0;
  double seconds = 0;
  uint32_t rootPn = 0, rootDn = 0;  // of the question being searched now
  // The root's move whose subtree is searched now (kNoMove before the first
  // descent) and its numbers, updated each time one of its own children
  // returns: the root's numbers change only when this move's search ends,
  // which on a large board can take hours.
  Move rootMove = kNoMove;
  uint32_t rootMovePn = 0, rootMoveDn = 0;
  int movesSettled = 0, movesTotal = 0;
  std::string question;  // in a scored game, which margin is asked (ExactScoreSearch::onQuestion); else empty
};

// df-pn's options: the knobs (search_settings.h; threads are used by
// DfpnSolver<Game, true>), and what only df-pn has.
struct DfpnOptions : SearchSettings {
  // Per thread: child lists kept for nodes searched again (0: none); solve.h
  // sets it from childCache and --tt-mb (search_memory.h).
  size_t childCacheBytes = kFullChildCacheBytes;
  std::function<void(const DfpnProgress&)> progress;  // called about once a second
  CheckpointHooks checkpoint;  // saving the table now and then, and resuming from one
};

// Game is any SearchGame (GameState<Words> for every rule set here).
// Parallel: a shared table and options.threads threads per question.
template <SearchGame Game, bool Parallel = false>
class DfpnSolver {
 public:
  using Table = TranspositionTable<DfpnEntry, Parallel>;

  explicit DfpnSolver(const DfpnOptions& options)
      : options_(options),
        ownTable_(std::make_unique<Table>(options.tableMegabytes)),
        table_(*ownTable_),
        childCache_(options.childCacheBytes) {
    if constexpr (Parallel) {
      crew_ = std::make_unique<DfpnCrew>();
      DfpnOptions helperOptions = options;
      helperOptions.progress = nullptr;  // the owner reports and saves for all
      helperOptions.checkpoint = {};
      for (int i = 1; i < options.threads; ++i) helpers_.push_back(std::make_unique<DfpnSolver>(helperOptions, *this));
      threads_ = std::make_unique<SearchThreads>(options.threads);
    }
  }

  // Win when attacker can force a win from the position, Loss when she cannot
  // (the defender can make her lose or play forever), Unknown when stopped.
  // Leaves the game as it found it.
  Value prove(Game& game, Color attacker) {
    attacker_ = attacker;
    childCache_.newGeneration();
    progress_.rootMove = kNoMove;  // this question's root has not been entered yet
    drawsPossible_ = game.drawsPossible();  // repetitions need watching only where play can be endless
    knowledgeInit_ = false;
    if constexpr (requires { knowsProofNumbers(game); })
      knowledgeInit_ = options_.knowledgeInit && knowsProofNumbers(game);
    scoreBounds_ = false;
    if constexpr (requires { game.hashWithoutKomi(); }) {
      scoreBounds_ = options_.scoreBounds && game.scored();
      if (scoreBounds_ && !*bounds_)  // a sixteenth of the table's memory, made at the first scored question
        *bounds_ = std::make_unique<ScoreBoundsTable>(std::max<size_t>(options_.tableMegabytes << 16, 1 << 16));
    }
    if constexpr (Parallel) {
      if (!helpers_.empty()) return proveTogether(game);
    }
    NodeResult r = mid(game, key(game), kProofInfinity, kProofInfinity);
    if (stopped_) return Value::Unknown;
    return r.pn == 0 ? Value::Win : r.dn == 0 ? Value::Loss : Value::Unknown;
  }

  // A job of a distributed search (job_level_pns.h): prove() for at most
  // about `budget` more nodes (every thread's together), searching on from
  // what the table already holds. Unknown when the budget ran out first; the
  // table then holds the position's numbers so far (tableNumbers).
  Value proveWithin(Game& game, Color attacker, uint64_t budget) {
    stopped_ = false;
    if constexpr (Parallel) crew_->budgetSpent.store(false, std::memory_order_relaxed);
    jobNodeLimit_ = countedNodes() + std::max<uint64_t>(budget, 1);
    const Value v = prove(game, attacker);
    jobNodeLimit_ = 0;
    return v;
  }

  // The proof and disproof numbers the table holds for `attacker`'s question
  // at game: (0, infinity) proven, (infinity, 0) disproven, and (1, 1) where
  // it holds none. A finished game answers by its result (a draw is not a win).
  std::pair<uint32_t, uint32_t> tableNumbers(const Game& game, Color attacker) {
    const Winner w = game.result();
    if (w != Winner::None)
      return w == winnerOf(attacker) ? std::pair<uint32_t, uint32_t>{0, kProofInfinity}
                                     : std::pair<uint32_t, uint32_t>{kProofInfinity, 0};
    attacker_ = attacker;
    DfpnEntry e;
    if (!table_.probe(key(game), e)) return {1, 1};
    return {e.pn(), e.dn()};
  }

  // What the table already holds on whether `attacker` can force a win at
  // game, searching nothing: Win (proven), Loss (disproven) or Unknown, and
  // the log2 of the work behind it (proof_writer.h picks the prover's moves
  // with the least). A finished game answers by its result.
  std::pair<Value, int> tableAnswer(const Game& game, Color attacker) {
    const Winner w = game.result();
    if (w != Winner::None) return {w == winnerOf(attacker) ? Value::Win : Value::Loss, 0};
    attacker_ = attacker;
    DfpnEntry e;
    if (!table_.probe(key(game), e)) return {Value::Unknown, 0};
    return {e.pn() == 0 ? Value::Win : e.dn() == 0 ? Value::Loss : Value::Unknown, e.workLog2()};
  }

  // The value of the root, its winning moves, every move's value when
  // options.allMoves, and a winning line. Throws std::invalid_argument for
  // history-dependent rules (superko, repeater-loses).
  SolveResult solve(Game& root);

  // True once the time limit or the stop flag ended the search.
  bool stopped() const { return stopped_; }
  // Nodes searched by every thread (exact between questions).
  uint64_t nodes() const {
    uint64_t n = nodes_;
    for (const auto& h : helpers_) n += h->nodes_;
    return n;
  }
  TableStats tableStats() const { return table_.stats(); }
  // What the progress line shows now: the root's numbers, the root's move
  // searched now and its numbers, as of their last change (nodes and seconds
  // as of the last report). The owner thread's search, read between questions.
  const DfpnProgress& progressNow() const { return progress_; }

  // Puts every entry of options.checkpoint.resumeFrom in the table (before a
  // solve of root's game). With CheckpointHooks::otherAttacker, a settled
  // entry also answers the other side's question where that follows: a
  // proof that one side wins disproves the other's win, and where no draw
  // is possible (drawsPossible()) a disproof proves the other's win.
  void resume(const Game& root) {
    if (!options_.checkpoint.resumeFrom) return;
    const bool other = options_.checkpoint.otherAttacker, noDraws = !root.drawsPossible();
    table_.reserve(options_.checkpoint.resumeEntries * (other ? 2 : 1));
    options_.checkpoint.resumeFrom([&](uint64_t key, uint64_t bits) {
      const DfpnEntry e = std::bit_cast<DfpnEntry>(bits);
      table_.store(key, e);
      if (other && (e.pn() == 0 || (e.dn() == 0 && noDraws))) {
        DfpnEntry existing;
        const int log2 = std::clamp(e.workLog2(), 0, 64);
        const uint64_t work = log2 > 0 ? uint64_t{1} << (log2 - 1) : 0;
        if (!table_.probe(key ^ kWhiteAttacksKey, existing) || !existing.settled())
          table_.store(key ^ kWhiteAttacksKey, e.pn() == 0 ? DfpnEntry(kProofInfinity, 0, work) : DfpnEntry(0, kProofInfinity, work));
      }
      if constexpr (Parallel) table_.growWhenFull();  // alone here: the shared table may grow
    });
  }
  // Hands the table to options.checkpoint.save (while no search runs).
  void saveCheckpoint() {
    if (!options_.checkpoint.save) return;
    options_.checkpoint.save([this](const EntryVisitor& visit) {
      table_.forEachEntry([&visit](uint64_t key, const DfpnEntry& e) { visit(key, std::bit_cast<uint64_t>(e)); });
    });
  }

  // A helper thread's searcher: shares owner's table, options and crew.
  DfpnSolver(const DfpnOptions& options, DfpnSolver& owner)
      : options_(options),
        table_(owner.table_),
        bounds_(&owner.ownBounds_),
        crewOf_(owner.crew_.get()),
        childCache_(options.childCacheBytes) {}

 private:
  struct NodeResult {
    uint32_t pn, dn;
    bool pathDependent;  // a disproof that relied on a recurrence on the current path
  };
  struct Child {
    Move move;
    uint32_t pn, dn;
    bool pathDependent;
    uint64_t key;  // table key, 0 once the child is settled without the table
    // At the attacker's nodes, how many times its proof number counts when
    // children are compared (proofNumberWeight, rules knowledge); 1 elsewhere.
    uint32_t weight = 1;
  };

  // A child's proof number as its OR node compares it: `weight` times pn,
  // saturating below infinity; 0 and infinity stay what they are.
  static uint32_t weighted(uint32_t pn, uint32_t weight) {
    if (weight == 1 || pn == 0 || pn >= kProofInfinity) return pn;
    return static_cast<uint32_t>(std::min<uint64_t>(uint64_t{pn} * weight, kProofInfinity - 1));
  }
  // The weight of the attacker's move m in g (whose side to move she is).
  uint32_t weightOf(const Game& g, Move m) const;


  uint64_t key(const Game& g) const {
    return (options_.useSymmetry ? g.canonicalHash() : g.hash()) ^ (attacker_ == Color::White ? kWhiteAttacksKey : 0);
  }
  bool onPath(uint64_t hash) const {
    for (uint64_t h : path_)
      if (h == hash) return true;
    return false;
  }
  // Searches g (whose table key is gKey) until its numbers reach a threshold.
  NodeResult mid(Game& g, uint64_t gKey, uint32_t thpn, uint32_t thdn);
  // Plays each child to settle what its position settles and to find its
  // key, then reads its numbers from the table (or df-pn+'s first ones);
  // records what it learnt in `record` unless that is null.
  void initChildren(Game& g, size_t first, size_t last, ChildListCache::Slot* record);
  // A new leaf's numbers, for a child the table does not know: 1 and 1, or
  // df-pn+'s estimate from rules knowledge (g is the parent, left as found).
  void firstNumbers(Game& g, Child& c) const;
  // The same numbers with the child's move already played (g is the child).
  void firstNumbersOfPlayed(const Game& g, Child& c) const;
  // Pushes the children of a node whose list the cache holds, as
  // initChildren would have made them (the path and the table read afresh).
  void restoreChildren(Game& g, ChildListCache::Slot& slot);
  // Drops each child whose table key an earlier sibling has (one position
  // reached by two moves: symmetric moves of a symmetric position). Returns
  // the new end of the children.
  size_t dropRepeatedChildren(size_t first, size_t last);
  NodeResult combine(bool orNode, size_t first, size_t last) const;
  void tick();
  // The nodes counted so far by every thread (helpers' in steps of 1024): for a job's budget.
  uint64_t countedNodes() const {
    uint64_t n = nodes_;
    if constexpr (Parallel) n += crew_->helperNodes.load(std::memory_order_relaxed);
    return n;
  }
  double secondsSinceStart() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  // Parallel: the question searched by every thread; the first to settle it answers.
  Value proveTogether(Game& game);
  void searchAsCrew(Game& game);
  DfpnCrew* crew() const { return crewOf_ ? crewOf_ : crew_.get(); }
  // The search must unwind: stopped, or (Parallel) the question is answered.
  bool interrupted() const {
    if constexpr (Parallel) return stopped_ || aborted_;
    else return stopped_;
  }
  // Re-reads the unsettled children's numbers that other threads may have changed.
  void refreshChildren(size_t first, size_t last);
  // Index of the child to search: least (virtual) proof number at an OR
  // node, least disproof number at an AND node, among those under the threshold.
  size_t selectChild(bool orNode, size_t first, size_t last, uint32_t threshold, uint32_t& second) const;
  Value valueOfMove(Game& root, Move m, Color mover, bool needDraws);
  // Whether the table (or the rules, at once) already proves that mover wins
  // by playing m at root; searches nothing.
  bool provenWinningMove(Game& root, Move m, Color mover);
  std::vector<Move> winningLine(Game& root, Color winner);

  DfpnOptions options_;
  std::unique_ptr<Table> ownTable_;  // the solver's own; helpers have none
  Table& table_;
  // Scored games: what each question settled, for every komi; the owner's,
  // shared by its helpers (made at the first scored question).
  std::unique_ptr<ScoreBoundsTable> ownBounds_;
  std::unique_ptr<ScoreBoundsTable>* bounds_ = &ownBounds_;
  std::unique_ptr<DfpnCrew> crew_;   // Parallel, owner only: what the threads share
  DfpnCrew* crewOf_ = nullptr;       // a helper's owner's crew
  std::vector<std::unique_ptr<DfpnSolver>> helpers_;
  std::unique_ptr<SearchThreads> threads_;  // Parallel, owner only
  bool aborted_ = false;             // another thread settled the question
  Color attacker_ = Color::Black;
  std::vector<uint64_t> path_;     // exact hashes of the states on the current path
  std::vector<Child> children_;    // the child lists of the nodes on the path, stacked
  ChildListCache childCache_;      // this thread's own
  uint64_t nodes_ = 0;
  int depth_ = 0;                  // of the node being searched, below the question's root
  bool stopped_ = false;
  bool drawsPossible_ = false;
  bool knowledgeInit_ = false;  // new leaves' numbers from proof_number_init.h (this question's rules know some)
  bool scoreBounds_ = false;    // this question reads and adds to *bounds_
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double nextReport_ = 1.0;
  uint64_t jobNodeLimit_ = 0;  // proveWithin: countedNodes() at which the job stops (0: none)
  double nextCheckpoint_ = 0;  // seconds since start_; 0: not yet set
  DfpnProgress progress_;
};

}  // namespace goproof

#include "solver/search/dfpn_impl.h"
