// Cheap rules knowledge for moves chosen without a search (random playouts,
// the GTP engine's move when no solve finished): can the side to move win
// with her next move, and does a move fill the mover's own one-point eye.
#pragma once

#include "solver/board/color.h"
#include "solver/rules/move.h"
#include "solver/rules/knowledge/win_at_once.h"

namespace goproof {

// Whether the side to move can win with her next move: a legal move that
// ends the game in her favour (win_at_once.h where the game has it).
template <class Game>
bool winsAtOnce(Game& game) {
  if constexpr (requires { canWinAtOnce(game, Color::Black); }) {
    return canWinAtOnce(game, game.toMove());
  } else {
    const Winner mine = winnerOf(game.toMove());
    typename Game::MoveListType moves;
    game.legalMoves(moves);
    for (Move m : moves) {
      game.play(m);
      const bool won = game.result() == mine;
      game.undo();
      if (won) return true;
    }
    return false;
  }
}

// Whether m puts a stone on a point every neighbour of which is the mover's
// own stone (false for pass, swap, two-stone turns, and games without stones
// on a Go board).
template <class Game>
bool fillsOwnEye(const Game& game, Move m) {
  if constexpr (requires { game.board().stones(Color::Black); game.geometry().neighbors(0); }) {
    if (m < 0 || m >= game.geometry().points()) return false;
    return !(game.geometry().neighbors(m) - game.board().stones(game.toMove())).any();
  } else {
    return false;
  }
}

}  // namespace goproof
