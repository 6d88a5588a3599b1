// Moves, game results and the verdict on a move: legal, or illegal and why.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "solver/board/color.h"

namespace goproof {

// A point index 0..points-1, or one of the special moves below.
using Move = int16_t;
inline constexpr Move kNoMove = -1;
inline constexpr Move kPass = -2;  // legal only where the rules allow passing (Go)
inline constexpr Move kSwap = -3;  // pie rule: White takes over Black's first stone

// Who has won: decided by a move, by the rules at a position, or not yet.
enum class Winner : int8_t { None, Black, White, Draw };
constexpr Winner winnerOf(Color c) { return c == Color::Black ? Winner::Black : Winner::White; }
// "B", "W", "draw" or "none".
constexpr std::string_view toString(Winner w) {
  switch (w) {
    case Winner::Black: return "B";
    case Winner::White: return "W";
    case Winner::Draw: return "draw";
    case Winner::None: break;
  }
  return "none";
}

// Why a move is illegal. The spellings returned by toString are part of the
// command-line and puzzle-file interface: they never change.
enum class IllegalReason : int8_t {
  None,      // the move is legal
  Occupied,  // the point already holds a stone
  Suicide,   // the move captures nothing and leaves its own unit without liberties
  Ko,        // retakes the ko: recreates the position after the mover's previous move
  Superko,   // recreates an earlier board position (positional superko)
  OffBoard,  // the point is not on this board
  GameOver,  // the game has already ended
  NoPass,    // these rules do not allow passing
  NoSwap,    // the pie-rule swap is only White's answer to Black's first move
  NewGroup,  // Quench: the stone would start a new group, which the player may not now
  Mirror,    // Conversion Go: one mirror move more in a row than the rules allow
  // Quench #2's two-stone turns (named "c3+d4"):
  NoTwoStones,  // only in quench-2, and only after the player's first capture
  NotJoining,   // the first stone joins fewer than two of the player's groups
  NotNewGroup,  // the second stone touches a stone of the player: it creates no group
  // Conquest (docs/rules/conquest.md):
  Territory,  // the point is a player's territory, where nobody plays again
  Choose,     // the move leaves its mover a choice, and its name does not make it ("d7:ne", "b3:b4")
  // Local goals (docs/goals.md):
  OutsideRegion,  // the point lies outside the problem's region, where nobody plays
};
constexpr std::string_view toString(IllegalReason r) {
  constexpr std::array<std::string_view, 17> names = {
      "legal",     "occupied",  "suicide",   "ko",     "superko",       "off-board",   "game-over",     "no-pass",
      "no-swap",   "new-group", "mirror",    "no-two-stones", "not-joining", "not-new-group", "territory", "choose",
      "outside-region"};
  return names[static_cast<int>(r)];
}

// The full verdict on one move in one position.
struct MoveCheck {
  IllegalReason reason = IllegalReason::None;
  int captures = 0;              // stones the move removes (legal moves only)
  Winner winner = Winner::None;  // who has won once the move is played, if it ends the game
  bool legal() const { return reason == IllegalReason::None; }
};

// The scale of the move-ordering hook rateMovesByRules (search_game.h): a
// rating is a tactical class times kQuietRange plus a quiet score below
// kQuietRange; the searches rank the classes, then the quiet scores.
namespace move_rating {
inline constexpr int32_t kQuietRange = 2048;
inline constexpr int32_t kWinsNow = 7 * kQuietRange;        // capture target reached, or connection made
inline constexpr int32_t kStopsALoss = 6 * kQuietRange;     // blocks a connection, or saves a unit whose loss loses
inline constexpr int32_t kCaptures = 5 * kQuietRange;       // takes stones (more stones rate higher)
inline constexpr int32_t kAtari = 4 * kQuietRange;          // leaves an enemy unit one liberty
inline constexpr int32_t kEscapes = 3 * kQuietRange;        // extends a unit in atari
}  // namespace move_rating

}  // namespace goproof
