// The whole state graph of a game: every state reachable from a root by legal
// play, keyed exactly (SearchGame::exactKey, never a hash), with each state's children
// stored compactly. The groundwork of the retrograde solver (retrograde.h).
//
// Memory, for one-word boards (up to 64 points): the key table (28 bytes a
// slot plus a control byte, 1 to 2.3 slots a state as absl's table fills and
// grows), 13 bytes a state for the child ranges, end values, end margins and
// side to move, and 4 bytes a move for the children. Building refuses to go past a state limit rather
// than exhaust memory.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <functional>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "solver/search/history_refusal.h"
#include "solver/search/search_game.h"
#include "solver/search/solve_result.h"
#include "solver/util/text.h"

namespace goproof {

template <SearchGame Game>
class StateGraph {
 public:
  using StateIndex = uint32_t;
  static constexpr StateIndex kNotInGraph = ~StateIndex{0};
  // Wide enough for the number of legal moves: every point, swap and pass.
  using Degree = std::conditional_t<Game::kMaxMoves <= 255, uint8_t, uint16_t>;

  // Enumerates every state reachable from `root` (state 0) by legal play,
  // depth first, with play and undo on `root`, which is left as it was. Stops
  // with a ResourceExhausted status once more than `maxStates` states have
  // been found, and refuses with FailedPrecondition rules whose future is not
  // decided by the state alone: history-dependent rules (superko,
  // repeater-loses).
  // `keepGoing(states)`, when given, is asked every 4096 states; false stops
  // the enumeration with a Cancelled status (a time limit, an interrupt).
  static StateGraph build(Game& root, size_t maxStates,
                          const std::function<bool(size_t)>& keepGoing = {});

  // OK, or why the graph is incomplete (and must not be used).
  const absl::Status& status() const { return status_; }
  size_t stateCount() const { return childBegin_.size(); }
  size_t edgeCount() const { return children_.size(); }

  // The state's index, or kNotInGraph if it is not reachable from the root.
  StateIndex find(const Game& state) const {
    auto it = index_.find(state.exactKey());
    return it == index_.end() ? kNotInGraph : it->second;
  }
  // Number of legal moves in state s.
  int degree(StateIndex s) const { return degree_[s]; }
  // The state reached by the i-th move of legalMoves() in state s.
  StateIndex child(StateIndex s, int i) const { return children_[childBegin_[s] + i]; }
  // For a state with no legal move, its value for the side to move (decided
  // by a move, or lost for want of a move); Unknown for other states.
  Value terminalValue(StateIndex s) const { return terminalValue_[s]; }
  // For a state with no legal move, Black's margin (GameState::finalMargin);
  // 0 for other states.
  HalfPoints terminalMargin(StateIndex s) const { return terminalMargin_[s]; }
  // Whether Black is to move in state s.
  bool blackToMove(StateIndex s) const { return blackToMove_[s] != 0; }

 private:
  // Looks up a state's key, adding it as a new state if absent. Returns
  // kNotInGraph when that would pass the limit.
  StateIndex intern(const typename Game::ExactKey& key, bool blackToMove, size_t maxStates);

  absl::Status status_;
  absl::flat_hash_map<typename Game::ExactKey, StateIndex> index_;
  std::vector<uint64_t> childBegin_;  // per state: offset of its first child in children_
  std::vector<Degree> degree_;        // per state: number of children
  std::vector<Value> terminalValue_;
  std::vector<int16_t> terminalMargin_;
  std::vector<uint8_t> blackToMove_;
  std::vector<StateIndex> children_;
};

template <SearchGame Game>
typename StateGraph<Game>::StateIndex StateGraph<Game>::intern(const typename Game::ExactKey& key, bool blackToMove,
                                                                 size_t maxStates) {
  auto [it, inserted] = index_.try_emplace(key, static_cast<StateIndex>(childBegin_.size()));
  if (!inserted) return it->second;
  if (childBegin_.size() >= maxStates || childBegin_.size() >= kNotInGraph) {
    index_.erase(it);
    return kNotInGraph;
  }
  childBegin_.push_back(0);
  degree_.push_back(0);
  terminalValue_.push_back(Value::Unknown);
  terminalMargin_.push_back(0);
  blackToMove_.push_back(blackToMove);
  return it->second;
}

template <SearchGame Game>
StateGraph<Game> StateGraph<Game>::build(Game& root, size_t maxStates,
                                           const std::function<bool(size_t)>& keepGoing) {
  StateGraph graph;
  if (root.historyDependent()) {
    if constexpr (requires { root.rules(); })
      graph.status_ = absl::FailedPreconditionError(historyRefusal("retrograde analysis", root.rules()));
    else
      graph.status_ = absl::FailedPreconditionError("retrograde analysis needs a game whose future depends on the state alone");
    return graph;
  }
  const int rootPly = root.ply();
  bool cancelled = false;
  auto giveUp = [&] {
    while (root.ply() > rootPly) root.undo();
    graph.status_ = cancelled ? absl::CancelledError("stopped before the state graph was complete")
                              : absl::ResourceExhaustedError(cat("more than ", maxStates,
                                                                 " states are reachable: raise the state limit or "
                                                                 "solve a smaller position"));
    graph.index_ = {};
    graph.childBegin_ = {};
    graph.degree_ = {};
    graph.terminalValue_ = {};
    graph.terminalMargin_ = {};
    graph.blackToMove_ = {};
    graph.children_ = {};
    return graph;
  };

  // A state being expanded: its moves, how far through them we are, and the
  // states it discovered (indices firstNew..endNew-1, in move order), which
  // are expanded from here, one after the other.
  struct Frame {
    typename Game::MoveListType moves;
    int cursor;
    StateIndex nextNew, endNew;
    uint64_t begin;
  };
  std::vector<Frame> stack;
  std::array<typename Game::ExactKey, Game::kMaxMoves> childKeys;
  std::array<bool, Game::kMaxMoves> childBlackToMove;
  // Records the children of the state `game` is in (index s) and pushes its frame.
  auto expand = [&](StateIndex s) -> bool {
    if (keepGoing && (s & 4095) == 0 && !keepGoing(graph.childBegin_.size())) {
      cancelled = true;
      return false;
    }
    Frame& frame = stack.emplace_back();
    root.legalMoves(frame.moves);
    frame.cursor = 0;
    frame.begin = graph.children_.size();
    frame.nextNew = static_cast<StateIndex>(graph.childBegin_.size());
    graph.childBegin_[s] = frame.begin;
    graph.degree_[s] = static_cast<Degree>(frame.moves.size);
    if (frame.moves.size == 0) {
      Winner w = root.result();
      graph.terminalValue_[s] =
          w == Winner::Draw ? Value::Draw : w == winnerOf(root.toMove()) ? Value::Win : Value::Loss;
      graph.terminalMargin_[s] = static_cast<int16_t>(root.finalMargin());
    }
    // All children's keys first, each table slot fetched early: the lookups
    // are cache misses in a table far larger than the cache.
    for (int i = 0; i < frame.moves.size; ++i) {
      root.play(frame.moves[i]);
      childKeys[i] = root.exactKey();
      childBlackToMove[i] = root.toMove() == Color::Black;
      root.undo();
      graph.index_.prefetch(childKeys[i]);
    }
    for (int i = 0; i < frame.moves.size; ++i) {
      StateIndex c = graph.intern(childKeys[i], childBlackToMove[i], maxStates);
      if (c == kNotInGraph) return false;
      graph.children_.push_back(c);
    }
    frame.endNew = static_cast<StateIndex>(graph.childBegin_.size());
    return true;
  };

  if (graph.intern(root.exactKey(), root.toMove() == Color::Black, maxStates) == kNotInGraph || !expand(0)) return giveUp();
  while (!stack.empty()) {
    Frame& top = stack.back();
    bool descended = false;
    while (top.nextNew < top.endNew) {
      int i = top.cursor++;
      if (graph.children_[top.begin + i] != top.nextNew) continue;
      StateIndex c = top.nextNew++;
      root.play(top.moves[i]);
      if (!expand(c)) return giveUp();  // may move `top`: not used again below
      descended = true;
      break;
    }
    if (descended) continue;
    stack.pop_back();
    if (!stack.empty()) root.undo();
  }
  return graph;
}

}  // namespace goproof
