// A game's current position as a puzzle: the board and every part of the
// state that decides the future (side to move, ko, prisoners, a pass just
// played, Quench coins, Conversion's mirror history, Conquest's territory),
// so that the puzzle sets up the same game (visitGame). The description is
// the game's own (describeGame, game_registry.h).
#pragma once

#include "formats/puzzle.h"
#include "solver/rules/game_registry.h"

namespace goproof {

// The puzzle of a game's position: no title, no claims.
template <class Game>
Puzzle puzzleAt(const Game& game) {
  Puzzle p;
  static_cast<PositionSpec&>(p) = describeGame(game);
  return p;
}

}  // namespace goproof
