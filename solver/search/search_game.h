// The narrow interface every solver is written against. A game is a mutable
// state with make/unmake; no virtual calls, so the search loop inlines it.
#pragma once

#include <concepts>
#include <cstdint>

#include "solver/rules/margin.h"
#include "solver/rules/move.h"

namespace goproof {

template <class G>
concept SearchGame = requires(G& game, const G& view, Move move, typename G::MoveListType& list) {
  typename G::MoveListType;
  // Side to move.
  { view.toMove() } -> std::same_as<Color>;
  // Who has won through the moves so far (cheap; does not look for legal moves).
  { view.decidedWinner() } -> std::same_as<Winner>;
  // Who has won as things stand (None while the game goes on); a side with no
  // legal move has lost.
  { view.result() } -> std::same_as<Winner>;
  // The margins for Black the game can end with, and the margin of a
  // finished game (margin.h: half-points; a won game without points is +-2).
  { view.scoreRange() } -> std::same_as<ScoreRange>;
  { view.finalMargin() } -> std::same_as<HalfPoints>;
  // Every legal move; empty exactly when result() != None.
  { view.legalMoves(list) };
  // Make and unmake, without allocation.
  { game.play(move) };
  { game.undo() };
  // Hash of the state that decides the future, and its least image under symmetry.
  { view.hash() } -> std::same_as<uint64_t>;
  { view.canonicalHash() } -> std::same_as<uint64_t>;
  // False when the future depends only on that state (required by solvers with tables).
  { view.historyDependent() } -> std::same_as<bool>;
  // Whether endless play, hence a draw, can occur.
  { view.drawsPossible() } -> std::same_as<bool>;
};

}  // namespace goproof
