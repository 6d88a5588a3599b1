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
#pragma once

#include <atomic>
#include <chrono>
#include <cmath>
#include <functional>
#include <stdexcept>
#include <vector>

#include "solver/rules/game_state.h"
#include "solver/search/dfpn_entry.h"
#include "solver/search/history_refusal.h"
#include "solver/search/move_ordering.h"
#include "solver/search/root_symmetry.h"
#include "solver/search/search_game.h"
#include "solver/search/solve_result.h"
#include "solver/search/transposition_table.h"

namespace goproof {

// What a running search reports about once a second.
struct DfpnProgress {
  uint64_t nodes = 0;
  double seconds = 0;
  uint32_t rootPn = 0, rootDn = 0;  // of the question being searched now
  int movesSettled = 0, movesTotal = 0;
};

struct DfpnOptions {
  size_t tableMegabytes = 256;
  bool useSymmetry = true;    // canonical table keys; one root move per symmetry class
  double epsilon = 0.25;      // child threshold (1+epsilon) x second best; 0 gives plain df-pn
  bool allMoves = false;      // value every root move, not only the winning ones
  bool valueOnly = false;     // the root's value alone: no winning moves, no line (overrides allMoves)
  bool ordering = true;       // rules knowledge: tactical moves first (captures, ataris, connections)
  double timeLimitSeconds = 0;  // 0 means none
  const std::atomic<bool>* stop = nullptr;  // set to end the search early
  std::function<void(const DfpnProgress&)> progress;  // called about once a second
};

// Game is any SearchGame (GameState<Words> for every rule set here).
template <SearchGame Game>
class DfpnSolver {
 public:
  explicit DfpnSolver(const DfpnOptions& options) : options_(options), table_(options.tableMegabytes) {}

  // Win when attacker can force a win from the position, Loss when she cannot
  // (the defender can make her lose or play forever), Unknown when stopped.
  // Leaves the game as it found it.
  Value prove(Game& game, Color attacker) {
    attacker_ = attacker;
    drawsPossible_ = game.drawsPossible();  // repetitions need watching only where play can be endless
    NodeResult r = mid(game, key(game), kProofInfinity, kProofInfinity);
    if (stopped_) return Value::Unknown;
    return r.pn == 0 ? Value::Win : r.dn == 0 ? Value::Loss : Value::Unknown;
  }

  // The value of the root, its winning moves, every move's value when
  // options.allMoves, and a winning line. Throws std::invalid_argument for
  // history-dependent rules (superko, repeater-loses).
  SolveResult solve(Game& root);

  // True once the time limit or the stop flag ended the search.
  bool stopped() const { return stopped_; }
  uint64_t nodes() const { return nodes_; }
  TableStats tableStats() const { return table_.stats(); }

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
  };

  static constexpr uint64_t kWhiteAttacks = 0x6A09E667F3BCC909ull;

  uint64_t key(const Game& g) const {
    return (options_.useSymmetry ? g.canonicalHash() : g.hash()) ^ (attacker_ == Color::White ? kWhiteAttacks : 0);
  }
  bool onPath(uint64_t hash) const {
    for (uint64_t h : path_)
      if (h == hash) return true;
    return false;
  }
  // Searches g (whose table key is gKey) until its numbers reach a threshold.
  NodeResult mid(Game& g, uint64_t gKey, uint32_t thpn, uint32_t thdn);
  void initChildren(Game& g, size_t first, size_t last);
  NodeResult combine(bool orNode, size_t first, size_t last) const;
  void tick();
  Value valueOfMove(Game& root, Move m, Color mover, bool needDraws);
  std::vector<Move> winningLine(Game& root, Color winner);

  DfpnOptions options_;
  TranspositionTable<DfpnEntry> table_;
  Color attacker_ = Color::Black;
  std::vector<uint64_t> path_;     // exact hashes of the states on the current path
  std::vector<Child> children_;    // the child lists of the nodes on the path, stacked
  uint64_t nodes_ = 0;
  int depth_ = 0;                  // of the node being searched, below the question's root
  bool stopped_ = false;
  bool drawsPossible_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double nextReport_ = 1.0;
  DfpnProgress progress_;
};

}  // namespace goproof

#include "solver/search/dfpn_impl.h"
