// The one place that turns rules into a game. Every caller above the solvers
// (the command line, the engine, puzzle checking and generation, the puzzle
// formats) asks here for the concrete game type that plays a rule set on a
// board, and sets up a described position through it; no caller branches on
// the game's kind. Adding a game means adding its type, its GameSetUp (beside
// the game) and one case to withGameType below.
#pragma once

#include <stdexcept>
#include <type_traits>
#include <utility>

#include "absl/status/statusor.h"
#include "solver/board/board_size.h"
#include "solver/rules/conquest_setup.h"
#include "solver/rules/position_setup.h"
#include "solver/rules/two_stone_game.h"

namespace goproof {

// Calls f(std::type_identity<Game>{}) with the game type that plays `rules`
// on a board of `points` points (bitboards of the fewest words that hold
// it), and returns what f returns: the one dispatch on the game's kind.
template <class F>
decltype(auto) withGameType(const Rules& rules, int points, F&& f) {
  return withBoardWords(points, [&](auto words) -> decltype(auto) {
    constexpr int W = decltype(words)::value;
    switch (rules.game) {
      case GameKind::Conquest:
        return f(std::type_identity<ConquestGame<W>>{});
      case GameKind::Quench:
        // Quench #2's two-stone turns need a longer move list; boards of more
        // than 64 points are refused by GameSetUp<GameState<W>>.
        if constexpr (W == 1)
          if (rules.groups == GroupRule::TwoStoneTurns) return f(std::type_identity<QuenchTwoGame<1>>{});
        return f(std::type_identity<GameState<W>>{});
      case GameKind::Go:
      case GameKind::Capture:
      case GameKind::Gonnect:
      case GameKind::Conversion:
        return f(std::type_identity<GameState<W>>{});
    }
    throw std::logic_error("withGameType: a rule set of no registered game");
  });
}

// The game spec describes, set up by its type's GameSetUp; f(game) is called
// with it (a mutable lvalue) and its result returned. Bad input (a position
// no game can reach, a size the game is not played on) returns the setup's
// error, whose message begins with the part of the spec at fault, and f is
// not called. A void f gives absl::Status. f must return the same type for
// every game type (withGameType's branches are one function).
template <class F>
auto visitGame(const PositionSpec& spec, F&& f) {
  return withGameType(spec.rules, spec.width * spec.height, [&](auto type) {
    using Game = typename decltype(type)::type;
    using Result = std::invoke_result_t<F&, Game&>;
    using Answer = std::conditional_t<std::is_void_v<Result>, absl::Status, absl::StatusOr<Result>>;
    absl::StatusOr<Game> game = GameSetUp<Game>::from(spec);
    if (!game.ok()) return Answer(game.status());
    if constexpr (std::is_void_v<Result>) {
      f(*game);
      return Answer(absl::OkStatus());
    } else {
      return Answer(f(*game));
    }
  });
}

// The position game is at, as a description that visitGame sets up again
// (GameSetUp<Game>::describe): for puzzles, the engine and checkpoints.
template <class Game>
PositionSpec describeGame(const Game& game) {
  return GameSetUp<Game>::describe(game);
}

// Whether the game that plays `rules` owns territory (its type's kTerritory):
// for the formats, which read and write territory marks only for such games.
inline bool gameOwnsTerritory(const Rules& rules) {
  return withGameType(rules, 1, [](auto type) { return decltype(type)::type::kTerritory; });
}

// Whether the game that plays `rules` has moves that name a choice (its
// type's kChoiceMoves): commands ask before setting a position up, to read
// a move as that game writes it.
inline bool gameHasChoiceMoves(const Rules& rules) {
  return withGameType(rules, 1, [](auto type) { return decltype(type)::type::kChoiceMoves; });
}

}  // namespace goproof
