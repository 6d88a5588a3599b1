// The one place that turns rules into a game. Every caller above the solvers
// (the command line, the engine, puzzle checking and generation, the puzzle
// formats) asks here for the concrete game type that plays a rule set on a
// board, and sets up a described position through it; no caller branches on
// the game's kind, and Rules::parse reads game names from the presets listed
// here. Adding a game means writing its type, its GameSetUp and its family
// (presets and type, beside the game), and one line in RegisteredGames below
// (docs/adding-a-game.md).
#pragma once

#include <span>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/board/board_size.h"
#include "solver/rules/conquest_setup.h"
#include "solver/rules/line_capture/line_capture_family.h"
#include "solver/rules/stone_games.h"

namespace goproof {

// A list of game families. A family declares its presets (kPresets, an array
// of GamePreset) and withType<W>(rules, f), which calls f with
// std::type_identity of the type that plays a rule set of its presets.
template <class... Families>
struct GameFamilies {};

// Every game goproof plays, one family each.
using RegisteredGames = GameFamilies<StoneGames, ConquestGames, LineCaptureGames>;

namespace registry_detail {

template <class Family>
bool familyPlays(const Rules& rules) {
  for (const GamePreset& p : Family::kPresets)
    if (p.kind == rules.game) return true;
  return false;
}

template <int W, class F, class Family, class... Rest>
decltype(auto) withFamilyType(const Rules& rules, F& f) {
  if constexpr (sizeof...(Rest) == 0) {
    if (!familyPlays<Family>(rules))
      throw std::logic_error("withGameType: a rule set of no registered game");
    return Family::template withType<W>(rules, f);
  } else {
    if (familyPlays<Family>(rules)) return Family::template withType<W>(rules, f);
    return withFamilyType<W, F, Rest...>(rules, f);
  }
}

template <int W, class F, class... Families>
decltype(auto) withRegisteredType(const Rules& rules, F& f, GameFamilies<Families...>) {
  return withFamilyType<W, F, Families...>(rules, f);
}

template <class... Families>
std::vector<GamePreset> presetsOf(GameFamilies<Families...>) {
  std::vector<GamePreset> all;
  (all.insert(all.end(), Families::kPresets.begin(), Families::kPresets.end()), ...);
  return all;
}

}  // namespace registry_detail

// Every registered game's presets, in the registry's order: what
// Rules::parse accepts as a game's name.
inline std::span<const GamePreset> registeredPresets() {
  static const std::vector<GamePreset> presets = registry_detail::presetsOf(RegisteredGames{});
  return presets;
}

// Calls f(std::type_identity<Game>{}) with the game type that plays `rules`
// on a board of `points` points (bitboards of the fewest words that hold
// it), and returns what f returns: the one dispatch on the game's kind.
// f must return the same type for every game type.
template <class F>
decltype(auto) withGameType(const Rules& rules, int points, F&& f) {
  return withBoardWords(points, [&](auto words) -> decltype(auto) {
    constexpr int W = decltype(words)::value;
    return registry_detail::withRegisteredType<W>(rules, f, RegisteredGames{});
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
    if (!spec.rules.targetGoal() && (!isBlank(spec.targets) || !isBlank(spec.region)))
      return Answer(absl::InvalidArgumentError(
          cat(!isBlank(spec.targets) ? "target" : "region", ": only a local goal has one (rules such as ",
              "go+goal=capture), not ", spec.rules.toString())));
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
