// Making a proof file (checker/proof_format.h, docs/proof-format.md) from a
// solved position: for each statement, the prover's move at each of her
// turns (one the oracle says keeps the statement), every legal reply of the
// other side, and the terminal positions; transpositions shared, so the
// proof is a graph, not a tree.
//
// Two passes over the proof: the first chooses the prover's moves and counts
// how often each position is reached, the second writes the records,
// sharing each position reached twice or more. Where play can go round a
// cycle that does not serve the prover, the first pass is a ranked plan
// (formats/ranked_proof_plan.h), so that each of her moves makes progress.
// Memory: one entry per position of the proof that is not terminal (its
// exact key, its move, two counters), and for a ranked plan the graph it
// grows. So the writer's memory grows with the proof; the checker's does
// not.
#pragma once

#include <algorithm>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "checker/proof_format.h"
#include "formats/proof_choice.h"
#include "formats/ranked_proof_plan.h"
#include "solver/rules/game_registry.h"
#include "solver/search/search_game.h"
#include "solver/search/solve_result.h"

namespace goproof {

// Writes the trees of statements about `root` to an encoder whose header
// already names them, one write() a statement, in the header's order. Each
// statement's path is played from root by move names. Game is the searched
// game; for scored games the walk is in thresholdGame, so that "Black's
// margin >= k" is a win of that game.
template <SearchGame Game>
class ProofWriter : RankedProofPlan<Game> {
  using Base = RankedProofPlan<Game>;
  using Base::prover_, Base::holding_, Base::cyclesBreak_;
  using Base::start, Base::orderedMoves, Base::codeOf;

 public:
  // progress, when given, is told now and then how many positions the
  // proof of the current statement has reached.
  ProofWriter(ProofOracle<Game> oracle, proof::ProofEncoder& out, int width, int height,
              std::function<void(uint64_t positions)> progress = {})
      : Base(std::move(oracle), width, height, progress), out_(out), progress_(std::move(progress)) {}

  void write(Game& root, const proof::Statement& statement) {
    std::optional<Game> question = start(root, statement, out_);
    if (!question) {
      ++written_;
      return;
    }
    Game& game = *question;
    nodes_.clear();
    if (cyclesBreak_) {
      for (const auto& [key, planned] : this->plan(game)) nodes_[key] = Node{planned.choice, planned.visits};
    } else {
      choose(game);
    }
    nextShared_ = 0;
    emit(game);
    out_.put(proof::kEndOfTree);
  }

  // Node records written so far, over every statement.
  uint64_t nodesWritten() const { return written_; }
  using Base::planWidenings, Base::planPositions;

 private:
  struct Node {
    Move choice = kNoMove;  // the prover's move; kNoMove at the other side's turns
    uint32_t visits = 0;
    int64_t shared = -1;    // the index given when first written, if shared
  };

  // Pass 1, where no cycle can break the statement (no cycle at all, or
  // endless play serves the prover): the prover's choices and the visits of
  // every position below g. A move back to a position still being explored
  // is a cycle, written as a reference.
  void choose(Game& g) {
    const auto line = this->deeper();
    if (this->finished(g)) return;
    auto [it, fresh] = nodes_.try_emplace(g.exactKey());
    ++it->second.visits;
    if (!fresh) return;
    if (progress_ && nodes_.size() % (1 << 14) == 0) progress_(nodes_.size());
    const auto key = it->first;  // `it` may move as the map grows
    if (g.toMove() != prover_) {
      for (auto [code, m] : orderedMoves(g)) {
        g.play(m);
        choose(g);
        g.undo();
      }
      return;
    }
    const bool chosen = this->chooseProverMove(
        g,
        [&](const Game& child) { return nodes_.contains(child.exactKey()); },
        [](const Game&) { return false; },
        [&](uint64_t, Move m) {
          g.play(m);
          choose(g);
          g.undo();
          nodes_[key].choice = m;
          return true;
        });
    if (!chosen) throw ProofUnavailable("no move of the prover keeps the statement at a position the oracle said she holds");
  }

  // Pass 2: the records of g's subtree.
  void emit(Game& g) {
    if (this->finished(g)) {
      out_.put(this->leafRecord(g));
      ++written_;
      return;
    }
    Node& node = nodes_.at(g.exactKey());
    ++written_;
    if (node.shared >= 0) {
      out_.put(proof::kReference);
      out_.putNumber(static_cast<uint64_t>(node.shared));
      return;
    }
    uint8_t shared = 0;
    if (node.visits > 1) {
      node.shared = nextShared_++;
      shared = proof::kShared;
    }
    if (g.toMove() == prover_) {
      const Move m = node.choice;
      out_.put(proof::kProverMove | shared);
      out_.putNumber(codeOf(g, m));
      g.play(m);
      emit(g);
      g.undo();
    } else {
      out_.put(proof::kReplies | shared);
      const auto replies = orderedMoves(g);
      out_.putNumber(replies.size());
      for (auto [code, m] : replies) {
        g.play(m);
        emit(g);
        g.undo();
      }
    }
  }

  proof::ProofEncoder& out_;
  std::function<void(uint64_t)> progress_;
  absl::flat_hash_map<typename Game::ExactKey, Node> nodes_;
  int64_t nextShared_ = 0;
  uint64_t written_ = 0;
};

// The root position of a proof about `game` (docs/proof-format.md): as
// describeGame sets it up, and under a local goal its terms: the target's
// points, the region's, each side's ko threats and who wins when two
// passes end the game.
template <class Game>
proof::RootPosition proofRoot(const Game& game) {
  const PositionSpec spec = describeGame(game);
  proof::RootPosition root;
  root.rules = spec.rules.toString();
  root.width = spec.width;
  root.height = spec.height;
  root.rows = spec.rows;
  root.toMove = spec.toMove == Color::White ? 'W' : 'B';
  root.ko = spec.ko;
  root.prisoners[0] = spec.prisoners[0];
  root.prisoners[1] = spec.prisoners[1];
  root.previousPass = spec.previousPass;
  for (int c = 0; c < 2; ++c) root.coins[c] = coinName(spec.coins[c], spec.rules);
  if constexpr (requires { game.targets(); game.region(); game.terms(); }) {
    auto names = [&](const auto& set) {
      std::vector<std::string> out;
      set.forEach([&](int p) { out.push_back(game.geometry().name(p)); });
      return out;
    };
    root.target = names(game.targets());
    root.region = names(game.region());
    for (Color c : {Color::Black, Color::White}) {
      const int threats = game.koThreats(c);
      root.koThreats[index(c)] = threats == kUnlimitedKoThreats ? -1 : threats;
    }
    root.twoPassesForDefender = game.terms().sekiLives;
  }
  return root;
}

// The statements that prove a solved root's answer: its value (a win: the
// winner's proof; a draw: each side's proof that she does not lose) or its
// exact score (Black's proof of at least it, White's of at most), and with
// perMove the same for each root move's value or score in moveValues and
// moveScores (so that "only these moves win" is proven too).
template <SearchGame Game>
std::vector<proof::Statement> statementsOf(const Game& root, const SolveResult& r, bool perMove) {
  std::vector<proof::Statement> out;
  auto addValue = [&out](std::vector<std::string> path, Value v, Color toMove) {
    const Winner w = winnerFor(v, toMove);
    if (w == Winner::Black || w == Winner::White)
      out.push_back({path, w == Winner::Black, w == Winner::Black ? kWinMargin : -kWinMargin});
    if (w == Winner::Draw) {
      out.push_back({path, true, 0});
      out.push_back({path, false, 0});
    }
  };
  auto addScore = [&out](std::vector<std::string> path, HalfPoints score) {
    out.push_back({path, true, score});
    out.push_back({path, false, score});
  };
  if (root.scored()) {
    if (r.score) addScore({}, *r.score);
    if (perMove)
      for (const auto& ms : r.moveScores) addScore({root.moveName(ms.move)}, ms.score);
  } else {
    addValue({}, r.value, root.toMove());
    if (perMove)
      for (const auto& mv : r.moveValues) addValue({root.moveName(mv.move)}, mv.value, root.toMove());
  }
  return out;
}

}  // namespace goproof
