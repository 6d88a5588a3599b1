// Choosing the prover's moves where play can go round a cycle that does not
// serve her (a statement that endless play breaks, in a game with ko or
// passes): the proof must have no cycle, so each of her moves must make
// progress, which a solver's table cannot say (its wins hold whatever path
// reaches them, and a move it knows to win may let the other side take play
// back to where it was).
//
// Progress is a rank: 0 for a finished game the statement allows (or one
// her alive stones settle, ProofChoice::settledByLife); at her
// turn one more than the least rank of her moves; at the other side's one
// more than the greatest of his replies (the attractor of a reachability
// game). Moving to a smaller rank at every turn, no line can repeat. The
// plan grows a graph of positions (every reply of the other side; at her
// turns the moves the solver says keep the statement, one at first), ranks
// it, and where the root is still unranked adds one more of her moves at
// each unranked turn of hers that play from the root can reach, until the
// root is ranked. Every position the solver says she wins has a rank
// (a solver's proof is a finite tree), so once every move it says keeps the
// statement is in the graph the root is ranked: the plan ends.
//
// Memory: each position of the graph (which holds the proof, and the moves
// tried that were not needed): its key, its rank and its moves.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "formats/proof_choice.h"

namespace goproof {

template <SearchGame Game>
class RankedProofPlan : protected ProofChoice<Game> {
  using Base = ProofChoice<Game>;
  using Key = typename Game::ExactKey;

 protected:
  // What the plan says of one position of the proof: the prover's move
  // (kNoMove at the other side's turns), and how many moves of the proof
  // lead to it (the root counts one).
  struct Planned {
    Move choice = kNoMove;
    uint32_t visits = 0;
  };

  RankedProofPlan(ProofOracle<Game> oracle, int width, int height, std::function<void(uint64_t)> progress)
      : Base(std::move(oracle), width, height), progress_(std::move(progress)) {}

  // Plans the proof of g (not finished; the statement begun by start()):
  // each position the proof reaches, by its exact key, with what it says
  // there. Throws ProofUnavailable where the oracle's answers do not hold
  // together, or where no choice of moves makes progress.
  absl::flat_hash_map<Key, Planned> plan(Game& g) {
    index_.clear();
    positions_.clear();
    const uint32_t root = explore(g);
    for (;;) {
      rank();
      if (positions_[root].rank != kUnranked) break;
      std::vector<bool> seen(positions_.size());
      if (!widen(g, root, seen)) throw ProofUnavailable("no choice of the prover's moves makes progress");
      ++widenings_;
    }
    graphPositions_ += positions_.size();
    return chosen(root);
  }

 public:
  // Over every plan so far: the times a plan added moves because its root
  // was unranked (the first moves chosen let play go round a cycle), and
  // the positions its graphs held.
  uint64_t planWidenings() const { return widenings_; }
  uint64_t planPositions() const { return graphPositions_; }

 private:
  static constexpr uint32_t kEnd = std::numeric_limits<uint32_t>::max();  // a leaf: a finished game, as allowed
  static constexpr uint32_t kUnranked = std::numeric_limits<uint32_t>::max();

  struct Position {
    bool proverMoves = false;
    bool asked = false;  // whether the solver was asked about it
    uint32_t rank = kUnranked;
    std::vector<std::pair<Move, uint32_t>> moves;  // hers tried so far, or every reply; to what
  };

  // The position g in the graph, added (with one move of the prover's, or
  // every reply) where new; kEnd where the game is over.
  uint32_t explore(Game& g) {
    const auto line = this->deeper();
    if (this->finished(g)) return kEnd;
    auto [it, fresh] = index_.try_emplace(g.exactKey(), static_cast<uint32_t>(positions_.size()));
    const uint32_t id = it->second;
    if (!fresh) return id;
    positions_.emplace_back();
    positions_[id].proverMoves = g.toMove() == this->prover_;
    if (progress_ && positions_.size() % (1 << 14) == 0) progress_(positions_.size());
    if (positions_[id].proverMoves) {
      if (!addMove(g, id))
        throw ProofUnavailable("no move of the prover keeps the statement at a position the oracle said she holds");
    } else {
      for (auto [code, m] : this->orderedMoves(g)) {
        g.play(m);
        const uint32_t to = explore(g);
        g.undo();
        positions_[id].moves.push_back({m, to});
      }
    }
    return id;
  }

  // Adds to the prover's turn `id` (at g) one move she has not tried that
  // keeps the statement, in order of preference: one that ends the game as
  // allowed; one to a ranked position, the least rank first; those the
  // oracle knows to keep it, the least work first (asking the solver about
  // g where it knows none); then each the oracle says keeps it. False when
  // none is left.
  bool addMove(Game& g, uint32_t id) {
    std::vector<Move> tried;
    for (auto [m, to] : positions_[id].moves) tried.push_back(m);
    auto untried = [&](Move m) { return std::find(tried.begin(), tried.end(), m) == tried.end(); };
    const auto moves = this->orderedMoves(g);
    std::optional<std::pair<uint32_t, Move>> best;  // a move to a ranked position, its rank
    for (auto [code, m] : moves) {
      if (!untried(m)) continue;
      g.play(m);
      std::optional<uint32_t> rank;
      if (g.result() != Winner::None) {
        if (this->goodEnd(g)) rank = 0;
      } else if (this->settledByLife(g)) {
        rank = 0;
      } else if (auto found = index_.find(g.exactKey()); found != index_.end()) {
        if (positions_[found->second].rank != kUnranked) rank = positions_[found->second].rank;
      }
      g.undo();
      if (rank && (!best || *rank < best->first)) best = std::pair{*rank, m};
    }
    if (best) return tryMove(g, id, best->second);
    for (bool asked : {false, true}) {
      if (asked) {
        if (!this->oracle_.known || positions_[id].asked) break;
        positions_[id].asked = true;
        this->askAbout(g);
      }
      std::vector<std::pair<int, Move>> known;
      for (auto [code, m] : moves) {
        if (!untried(m)) continue;
        g.play(m);
        const std::optional<int> work = this->knownToKeep(g);
        g.undo();
        if (work) known.push_back({*work, m});
      }
      if (known.empty()) continue;
      return tryMove(g, id, std::min_element(known.begin(), known.end(), [](const auto& a, const auto& b) {
                              return a.first < b.first;
                            })->second);
    }
    for (auto [code, m] : moves) {
      if (!untried(m)) continue;
      g.play(m);
      const bool kept = this->keeps(g);
      g.undo();
      if (kept) return tryMove(g, id, m);
    }
    return false;
  }

  // Adds m to the prover's turn id (at g), exploring where it leads.
  bool tryMove(Game& g, uint32_t id, Move m) {
    g.play(m);
    const uint32_t to = explore(g);
    g.undo();
    positions_[id].moves.push_back({m, to});
    return true;
  }

  // Ranks every position of the graph afresh, the smallest ranks first.
  void rank() {
    const size_t n = positions_.size();
    std::vector<uint32_t> waiting(n, 0), firstParent(n + 1, 0);
    for (const Position& p : positions_)
      for (auto [m, to] : p.moves)
        if (to != kEnd) ++firstParent[to + 1];
    for (size_t i = 0; i < n; ++i) firstParent[i + 1] += firstParent[i];
    std::vector<uint32_t> parents(firstParent[n]), filled(firstParent.begin(), firstParent.end() - 1);
    std::deque<uint32_t> ranked;
    for (uint32_t id = 0; id < n; ++id) {
      Position& p = positions_[id];
      p.rank = kUnranked;
      bool ends = false;
      for (auto [m, to] : p.moves) {
        if (to == kEnd) ends = true;
        else {
          parents[filled[to]++] = id;
          ++waiting[id];
        }
      }
      if (p.proverMoves ? ends : waiting[id] == 0) {
        p.rank = 1;
        ranked.push_back(id);
      }
    }
    while (!ranked.empty()) {  // first in, first out: ranks come out in order
      const uint32_t id = ranked.front();
      ranked.pop_front();
      for (uint32_t i = firstParent[id]; i < firstParent[id + 1]; ++i) {
        Position& parent = positions_[parents[i]];
        if (parent.rank != kUnranked) continue;
        if (!parent.proverMoves && --waiting[parents[i]] > 0) continue;
        parent.rank = positions_[id].rank + 1;
        ranked.push_back(parents[i]);
      }
    }
  }

  // Adds one move at each unranked turn of the prover's that play from id
  // (at g) reaches through unranked positions; true when any was added.
  bool widen(Game& g, uint32_t id, std::vector<bool>& seen) {
    if (id == kEnd || id >= seen.size() || seen[id] || positions_[id].rank != kUnranked) return false;
    seen[id] = true;
    const auto line = this->deeper();
    bool added = false;
    const std::vector<std::pair<Move, uint32_t>> moves = positions_[id].moves;  // addMove may add to them
    for (auto [m, to] : moves) {
      g.play(m);
      added = widen(g, to, seen) || added;
      g.undo();
    }
    if (positions_[id].proverMoves) added = addMove(g, id) || added;
    return added;
  }

  // The proof: from root, the prover's move of least rank at her turns,
  // every reply at the other side's, each position with its visits.
  absl::flat_hash_map<Key, Planned> chosen(uint32_t root) {
    std::vector<Planned> plan(positions_.size());
    std::vector<uint32_t> stack{root};
    while (!stack.empty()) {
      const uint32_t id = stack.back();
      stack.pop_back();
      if (plan[id].visits++ > 0) continue;
      const Position& p = positions_[id];
      if (!p.proverMoves) {
        for (auto [m, to] : p.moves)
          if (to != kEnd) stack.push_back(to);
        continue;
      }
      std::pair<uint32_t, uint32_t> best{kUnranked, kEnd};  // rank, position
      for (auto [m, to] : p.moves) {
        const uint32_t rank = to == kEnd ? 0 : positions_[to].rank;
        if (rank < best.first) {
          best = {rank, to};
          plan[id].choice = m;
        }
      }
      if (best.first >= p.rank) throw ProofUnavailable("the ranks of the proof's plan do not fall");
      if (best.second != kEnd) stack.push_back(best.second);
    }
    absl::flat_hash_map<Key, Planned> out;
    for (const auto& [key, id] : index_)
      if (plan[id].visits > 0) out.emplace(key, plan[id]);
    return out;
  }

  std::function<void(uint64_t)> progress_;
  uint64_t widenings_ = 0, graphPositions_ = 0;
  absl::flat_hash_map<Key, uint32_t> index_;
  std::vector<Position> positions_;
};

}  // namespace goproof
