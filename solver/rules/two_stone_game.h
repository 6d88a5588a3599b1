// Quench #2 as a SearchGame: GameState with a move list long enough for the
// two-stone turns (a stone joining two or more groups, then one creating a
// group: one move, named "c3+d4"). GameState plays, checks, hashes and names
// those moves under every rule set; only the list of legal moves needs the
// room, so the other games keep their short lists. Boards of at most 64
// points (GameState::twoStoneTurnsFit): setUpGame refuses larger ones.
#pragma once

#include <utility>

#include "solver/rules/game_state.h"
#include "solver/rules/position_setup.h"

namespace goproof {

template <int Words>
class QuenchTwoGame : public GameState<Words> {
 public:
  static constexpr int kMaxMoves = twoStoneTurnCapacity(Words);
  using MoveListType = MoveList<Words, kMaxMoves>;

  explicit QuenchTwoGame(GameState<Words> state) : GameState<Words>(std::move(state)) {}

  // Moves are points, pass, swap and the two-stone turns numbered after the points.
  int moveIdLimit() const { return this->board().points() * (this->board().points() + 1); }
  QuenchTwoGame thresholdGame(HalfPoints k) const { return QuenchTwoGame(GameState<Words>::thresholdGame(k)); }
  QuenchTwoGame withoutHistory(const Rules& rules) const {
    return QuenchTwoGame(GameState<Words>::withoutHistory(rules));
  }
  QuenchTwoGame withoutHistory() const { return QuenchTwoGame(GameState<Words>::withoutHistory()); }
};

// Quench #2: set up and described as its GameState, then given the longer move list.
template <int Words>
struct GameSetUp<QuenchTwoGame<Words>> {
  static absl::StatusOr<QuenchTwoGame<Words>> from(const PositionSpec& spec) {
    auto game = setUpGame<Words>(spec);
    if (!game.ok()) return game.status();
    return QuenchTwoGame<Words>(*std::move(game));
  }
  static PositionSpec describe(const QuenchTwoGame<Words>& game) { return GameSetUp<GameState<Words>>::describe(game); }
};

}  // namespace goproof
