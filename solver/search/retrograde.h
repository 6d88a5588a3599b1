// The retrograde solver: the exact reference every other solver is tested
// against. It builds the whole state graph from the root (retrograde_graph.h;
// exact keys, no hashing, no symmetry) and labels every state Win, Loss or
// Draw for the side to move by propagating backwards from the ends of the game:
//   - a state with no legal move is decided: won by whoever result() names
//     (the side to move loses when she has no move);
//   - a state with a child that is a Loss for its mover is a Win;
//   - a state all of whose children are Wins for their movers is a Loss;
//   - a state never labelled so is a Draw: neither side can force an end, and
//     play goes on for ever (only possible in Gonnect under cycle=draw).
// Every Win or Loss also gets its distance, in plies, to the end of the game
// under optimal play: the winner takes the fastest win, the loser resists
// longest (Win = 1 + least distance of a losing child; Loss = 1 + greatest
// distance of a child). States are labelled in order of distance, so each
// label is final the moment it is set.
//
// Scored games (SearchGame::scored()) also get every state's exact margin for
// Black, with endless play scoring 0: for each margin k the game can end
// with, the states from which Black can force "at least k" are found as an
// attractor (for k > 0, Black forcing an end of margin >= k; for k <= 0,
// everything outside White's attractor of ends below k, since there endless
// play is good enough for Black), and a state's margin is the greatest such
// k. Those attractors' ranks give the principal variation: the best score
// for both sides, the favoured side's fastest end against the longest
// resistance.
//
// Errors: rules whose future depends on more than the state (superko,
// repeater-loses) are refused, and so is a graph of more states
// than the limit. Both give value Unknown and say why in the result's status
// (FailedPrecondition, ResourceExhausted); nothing is thrown.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/status/status.h"
#include "solver/search/retrograde_graph.h"
#include "solver/search/search_game.h"
#include "solver/search/solve_result.h"

namespace goproof {

struct RetrogradeOptions {
  // The most states the graph may hold. Measured peak memory is 110 to 140
  // bytes a state all told (capture-1 4x4: 7.9 million states, 1.05 GB;
  // gonnect 4x4: 27 million states, 2.9 GB), so the default stays under 7 GB.
  size_t maxStates = 50'000'000;
  // Report the value of every legal root move in moveValues, not only the winning ones.
  bool allMoves = false;
  // Asked every 4096 states with the count so far; false stops with a Cancelled status.
  std::function<bool(size_t states)> keepGoing;
};

// A SolveResult that also says whether the solve succeeded, and how far the end is.
struct RetrogradeResult : SolveResult {
  absl::Status status;       // OK, or why value is Unknown
  int64_t distance = -1;     // plies to the end under optimal play; -1 for Draw and Unknown
  uint64_t edges = 0;        // moves in the state graph
  uint64_t drawStates = 0;   // states of the graph that are Draws
};

// Every state reachable from a root, labelled. Build it once and query as
// many positions of the game as you like (same rules, same board size: other
// positions are not in the graph).
template <SearchGame Game>
class RetrogradeAnalysis {
 public:
  // Builds and labels the graph of states reachable from root; root is left
  // as it was. Check status() before use.
  static RetrogradeAnalysis analyze(Game& root, size_t maxStates = RetrogradeOptions{}.maxStates,
                                    const std::function<bool(size_t)>& keepGoing = {});

  const absl::Status& status() const { return graph_.status(); }
  size_t stateCount() const { return graph_.stateCount(); }
  size_t edgeCount() const { return graph_.edgeCount(); }
  size_t drawCount() const { return draws_; }
  // Whether some state can recur: the graph has a cycle, so play can be endless.
  bool canRecur() const { return recurs_; }
  double seconds() const { return seconds_; }

  // Value for the side to move of a state reachable from the root; Unknown
  // for other states and when the analysis failed.
  Value valueOf(const Game& state) const {
    auto s = find(state);
    return s == Graph::kNotInGraph ? Value::Unknown : label_[s];
  }
  // Plies to the end under optimal play; -1 for Draws and unknown states.
  int64_t distanceOf(const Game& state) const {
    auto s = find(state);
    if (s == Graph::kNotInGraph || label_[s] == Value::Draw) return -1;
    return distance_[s];
  }
  // Black's exact margin (margin.h) in a scored game, for a state reachable
  // from the root; nullopt for other states and games without a score.
  std::optional<HalfPoints> marginOf(const Game& state) const {
    auto s = find(state);
    if (s == Graph::kNotInGraph || margin_.empty()) return std::nullopt;
    return margin_[s];
  }

  // The full answer for a state reachable from the root (NotFound status
  // otherwise): value, winning moves, every move's value when allMoves, and
  // the principal variation. Plays along the variation on `position` and takes
  // it back. A Draw's variation keeps the draw (the first drawing move each
  // ply) until a state repeats.
  RetrogradeResult solve(Game& position, bool allMoves) const;

 private:
  using Graph = StateGraph<Game>;
  using StateIndex = typename Graph::StateIndex;
  void label();
  static constexpr uint32_t kNoRank = ~uint32_t{0};
  // The states from which one side (Black if ownerBlack) can force the game
  // to an end whose margin satisfies target: rank is the plies to that end
  // (the owner's fastest against the longest resistance), kNoRank outside.
  template <class Target>
  void attract(bool ownerBlack, Target target, const std::vector<uint64_t>& parentBegin,
               const std::vector<StateIndex>& parents, std::vector<uint32_t>& rank) const;
  void labelMargins(const std::vector<uint64_t>& parentBegin, const std::vector<StateIndex>& parents);
  void principalVariation(Game& position, StateIndex root, RetrogradeResult& result) const;
  StateIndex find(const Game& state) const {
    if constexpr (requires { state.rules(); state.geometry(); }) {
      bool sameGame = state.rules() == rules_ && state.geometry().width() == width_ &&
                      state.geometry().height() == height_;
      if (!sameGame) return Graph::kNotInGraph;
    }
    return graph_.find(state);
  }

  Graph graph_;
  Rules rules_;                 // where the game has rules and a board: states of another game are not found
  int width_ = 0, height_ = 0;
  bool scored_ = false;
  std::vector<Value> label_;
  std::vector<uint32_t> distance_;
  std::vector<int16_t> margin_;       // scored games: Black's exact margin
  std::vector<uint32_t> marginRank_;  // its rank in the attractor that secures it (kNoRank for 0)
  size_t draws_ = 0;
  bool recurs_ = false;
  double seconds_ = 0;
};

// Solves root exactly. See RetrogradeResult for how failure is reported.
template <SearchGame Game>
RetrogradeResult solveRetrograde(Game& root, const RetrogradeOptions& options) {
  RetrogradeAnalysis<Game> analysis = RetrogradeAnalysis<Game>::analyze(root, options.maxStates, options.keepGoing);
  return analysis.solve(root, options.allMoves);
}

template <SearchGame Game>
RetrogradeAnalysis<Game> RetrogradeAnalysis<Game>::analyze(Game& root, size_t maxStates,
                                                             const std::function<bool(size_t)>& keepGoing) {
  auto start = std::chrono::steady_clock::now();
  RetrogradeAnalysis analysis;
  if constexpr (requires { root.rules(); root.geometry(); }) {
    analysis.rules_ = root.rules();
    analysis.width_ = root.geometry().width();
    analysis.height_ = root.geometry().height();
  }
  analysis.scored_ = root.scored();
  analysis.graph_ = Graph::build(root, maxStates, keepGoing);
  if (analysis.graph_.status().ok()) analysis.label();
  analysis.seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return analysis;
}

template <SearchGame Game>
void RetrogradeAnalysis<Game>::label() {
  const size_t n = graph_.stateCount();
  label_.assign(n, Value::Unknown);
  distance_.assign(n, 0);

  // Parents of every state, as compressed rows (one entry per move).
  std::vector<uint64_t> parentBegin(n + 1, 0);
  for (StateIndex s = 0; s < n; ++s)
    for (int i = 0; i < graph_.degree(s); ++i) ++parentBegin[graph_.child(s, i) + 1];
  for (size_t s = 0; s < n; ++s) parentBegin[s + 1] += parentBegin[s];
  std::vector<StateIndex> parents(graph_.edgeCount());
  {
    std::vector<uint64_t> fill(parentBegin.begin(), parentBegin.end() - 1);
    for (StateIndex s = 0; s < n; ++s)
      for (int i = 0; i < graph_.degree(s); ++i) parents[fill[graph_.child(s, i)]++] = s;
  }

  // Breadth-first from the ends: the queue holds labelled states in order of
  // distance (every state pushed while handling distance d gets d + 1), so
  // the first losing child found gives a Win its least distance, and the last
  // winning child a Loss its greatest.
  std::vector<typename Graph::Degree> childrenNotYetWins(n);
  std::vector<StateIndex> queue;
  queue.reserve(n);
  for (StateIndex s = 0; s < n; ++s) {
    childrenNotYetWins[s] = static_cast<typename Graph::Degree>(graph_.degree(s));
    if (graph_.degree(s) == 0) {
      label_[s] = graph_.terminalValue(s);
      if (label_[s] != Value::Draw) queue.push_back(s);
    }
  }
  for (size_t head = 0; head < queue.size(); ++head) {
    StateIndex s = queue[head];
    for (uint64_t e = parentBegin[s]; e < parentBegin[s + 1]; ++e) {
      StateIndex p = parents[e];
      if (label_[p] != Value::Unknown) continue;
      if (label_[s] == Value::Loss) {
        label_[p] = Value::Win;
      } else if (--childrenNotYetWins[p] == 0) {
        label_[p] = Value::Loss;
      } else {
        continue;
      }
      distance_[p] = distance_[s] + 1;
      queue.push_back(p);
    }
  }
  for (StateIndex s = 0; s < n; ++s)
    if (label_[s] == Value::Unknown || label_[s] == Value::Draw) {
      label_[s] = Value::Draw;
      ++draws_;
    }
  // Peel off states whose children are all peeled, from the ends: whatever
  // is left lies on a cycle or leads into one.
  {
    std::vector<typename Graph::Degree> left(n);
    std::vector<StateIndex> peeled;
    peeled.reserve(n);
    for (StateIndex s = 0; s < n; ++s)
      if ((left[s] = static_cast<typename Graph::Degree>(graph_.degree(s))) == 0) peeled.push_back(s);
    for (size_t head = 0; head < peeled.size(); ++head)
      for (uint64_t e = parentBegin[peeled[head]]; e < parentBegin[peeled[head] + 1]; ++e)
        if (--left[parents[e]] == 0) peeled.push_back(parents[e]);
    recurs_ = peeled.size() < n;
  }
  if (scored_) labelMargins(parentBegin, parents);
}

template <SearchGame Game>
template <class Target>
void RetrogradeAnalysis<Game>::attract(bool ownerBlack, Target target, const std::vector<uint64_t>& parentBegin,
                                        const std::vector<StateIndex>& parents, std::vector<uint32_t>& rank) const {
  const size_t n = graph_.stateCount();
  rank.assign(n, kNoRank);
  std::vector<typename Graph::Degree> childrenLeft(n);
  std::vector<StateIndex> queue;
  for (StateIndex s = 0; s < n; ++s) {
    childrenLeft[s] = static_cast<typename Graph::Degree>(graph_.degree(s));
    if (graph_.degree(s) == 0 && target(graph_.terminalMargin(s))) {
      rank[s] = 0;
      queue.push_back(s);
    }
  }
  // Breadth first, so ranks are set in increasing order: the owner's first
  // child found is her fastest, the opponent's last his slowest.
  for (size_t head = 0; head < queue.size(); ++head) {
    StateIndex s = queue[head];
    for (uint64_t e = parentBegin[s]; e < parentBegin[s + 1]; ++e) {
      StateIndex p = parents[e];
      if (rank[p] != kNoRank) continue;
      if (graph_.blackToMove(p) != ownerBlack && --childrenLeft[p] != 0) continue;
      rank[p] = rank[s] + 1;
      queue.push_back(p);
    }
  }
}

template <SearchGame Game>
void RetrogradeAnalysis<Game>::labelMargins(const std::vector<uint64_t>& parentBegin,
                                             const std::vector<StateIndex>& parents) {
  const size_t n = graph_.stateCount();
  std::vector<HalfPoints> candidates{0};
  for (StateIndex s = 0; s < n; ++s)
    if (graph_.degree(s) == 0) candidates.push_back(graph_.terminalMargin(s));
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  // Black can always force the least margin; then each threshold in turn.
  margin_.assign(n, static_cast<int16_t>(candidates[0]));
  marginRank_.assign(n, kNoRank);
  std::vector<uint32_t> rank;
  for (size_t i = 1; i < candidates.size(); ++i) {
    const HalfPoints k = candidates[i], below = candidates[i - 1];
    if (k > 0) {
      attract(true, [k](HalfPoints m) { return m >= k; }, parentBegin, parents, rank);
    } else {
      attract(false, [k](HalfPoints m) { return m < k; }, parentBegin, parents, rank);
    }
    for (StateIndex s = 0; s < n; ++s) {
      bool atLeastK = k > 0 ? rank[s] != kNoRank : rank[s] == kNoRank;
      if (atLeastK) {
        margin_[s] = static_cast<int16_t>(k);
        marginRank_[s] = k > 0 ? rank[s] : kNoRank;
      } else if (margin_[s] == below && k <= 0) {
        marginRank_[s] = rank[s];  // White forces below k, hence `below` at most
      }
    }
  }
}

template <SearchGame Game>
RetrogradeResult RetrogradeAnalysis<Game>::solve(Game& position, bool allMoves) const {
  auto start = std::chrono::steady_clock::now();
  RetrogradeResult result;
  result.status = status();
  result.complete = result.status.ok();  // retrograde analysis settles everything or nothing
  result.stats.nodes = stateCount();
  result.edges = edgeCount();
  result.drawStates = draws_;
  auto finish = [&] {
    result.stats.seconds =
        seconds_ + std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
  };
  if (!result.status.ok()) return finish();
  StateIndex root = find(position);
  if (root == Graph::kNotInGraph) {
    result.status = absl::NotFoundError("the position is not reachable from the analysed root");
    return finish();
  }
  result.value = label_[root];
  if (result.value != Value::Draw) result.distance = distance_[root];

  typename Game::MoveListType moves;
  position.legalMoves(moves);
  for (int i = 0; i < moves.size; ++i) {
    Value after = negate(label_[graph_.child(root, i)]);
    if (after == Value::Win) result.winningMoves.push_back(moves[i]);
    if (allMoves) result.moveValues.push_back({moves[i], after});
  }
  if (!margin_.empty()) {
    result.score = margin_[root];
    for (int i = 0; i < moves.size; ++i) {
      HalfPoints after = margin_[graph_.child(root, i)];
      if (after == *result.score) result.bestMoves.push_back(moves[i]);
      if (allMoves) result.moveScores.push_back({moves[i], after});
    }
    std::sort(result.bestMoves.begin(), result.bestMoves.end());
    std::sort(result.moveScores.begin(), result.moveScores.end(),
              [](const auto& a, const auto& b) { return a.move < b.move; });
  }
  // In move order (the swap, then points), as every solver reports them.
  std::sort(result.winningMoves.begin(), result.winningMoves.end());
  std::sort(result.moveValues.begin(), result.moveValues.end(),
            [](const auto& a, const auto& b) { return a.move < b.move; });
  if (!margin_.empty()) {
    principalVariation(position, root, result);
    return finish();
  }

  // The principal variation: the winner's fastest win against the longest
  // resistance, or for a Draw, drawing moves until a state comes back.
  absl::flat_hash_set<StateIndex> seen;
  for (StateIndex s = root; graph_.degree(s) > 0;) {
    if (label_[s] == Value::Draw && !seen.insert(s).second) break;
    int best = -1;
    for (int i = 0; i < graph_.degree(s) && best < 0; ++i) {
      StateIndex c = graph_.child(s, i);
      bool keepsValue = label_[s] == Value::Draw ? label_[c] == Value::Draw
                                                 : label_[c] == negate(label_[s]) && distance_[c] + 1 == distance_[s];
      if (keepsValue) best = i;
    }
    position.legalMoves(moves);
    result.principalVariation.push_back(moves[best]);
    position.play(moves[best]);
    s = graph_.child(s, best);
  }
  for (size_t i = 0; i < result.principalVariation.size(); ++i) position.undo();
  return finish();
}

template <SearchGame Game>
void RetrogradeAnalysis<Game>::principalVariation(Game& position, StateIndex root,
                                                   RetrogradeResult& result) const {
  // Both sides keep the margin; the side it favours moves one rank closer to
  // the end, the other takes the slowest such move. A margin of 0 may rest on
  // endless play: then the line stops where a state comes back.
  absl::flat_hash_set<StateIndex> seen;
  typename Game::MoveListType moves;
  for (StateIndex s = root; graph_.degree(s) > 0;) {
    const HalfPoints v = margin_[s];
    if (v == 0 && !seen.insert(s).second) break;
    const bool favoured = (v > 0) == graph_.blackToMove(s);
    int best = -1;
    for (int i = 0; i < graph_.degree(s); ++i) {
      StateIndex c = graph_.child(s, i);
      if (margin_[c] != v) continue;
      if (v == 0) {
        best = i;
        break;
      }
      if (favoured ? marginRank_[c] + 1 == marginRank_[s]
                   : best < 0 || marginRank_[c] > marginRank_[graph_.child(s, best)])
        best = i;
      if (favoured && best >= 0) break;
    }
    position.legalMoves(moves);
    result.principalVariation.push_back(moves[best]);
    position.play(moves[best]);
    s = graph_.child(s, best);
  }
  for (size_t i = 0; i < result.principalVariation.size(); ++i) position.undo();
}

}  // namespace goproof
