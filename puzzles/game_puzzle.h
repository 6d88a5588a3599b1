// A game's current position as a puzzle: the board and every part of the
// state that decides the future (side to move, ko, prisoners, a pass just
// played, Quench coins, Conversion's mirror history), so that the puzzle
// sets up the same game (positionOf, then setUpGame or setUpConquest).
#pragma once

#include "formats/puzzle.h"
#include "solver/board/board_text.h"
#include "solver/rules/conquest_game.h"
#include "solver/rules/game_state.h"

namespace goproof {

// The puzzle of a GameState (Quench #2's QuenchTwoGame too): no title, no claims.
template <int Words>
Puzzle puzzleAt(const GameState<Words>& game) {
  Puzzle p;
  p.rules = game.rules();
  p.width = game.geometry().width();
  p.height = game.geometry().height();
  p.toMove = game.toMove();
  p.rows = boardRows(game.board());
  if (game.koPoint() >= 0) p.ko = game.geometry().name(game.koPoint());
  p.prisoners = {game.prisoners(Color::Black), game.prisoners(Color::White)};
  p.previousPass = game.previousPass();
  p.coins = {game.coin(Color::Black), game.coin(Color::White)};
  const Move before = game.mirrorPreviousMove();
  if (before != kNoMove) {
    p.previousMove = before == kPass ? "pass" : game.geometry().name(before);
    p.mirrorRuns = {game.mirrorRun(Color::Black), game.mirrorRun(Color::White)};
  }
  return p;
}

// The puzzle of a Conquest position: stones and territory.
template <int Words>
Puzzle puzzleAt(const ConquestGame<Words>& game) {
  Puzzle p;
  p.rules = game.rules();
  p.width = game.geometry().width();
  p.height = game.geometry().height();
  p.toMove = game.toMove();
  p.rows = game.rows();
  return p;
}

}  // namespace goproof
