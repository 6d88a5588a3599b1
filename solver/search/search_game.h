// The narrow interface every solver is written against: df-pn (dfpn.h),
// alpha-beta (alphabeta.h), retrograde analysis (retrograde.h), the exact
// score bisection (exact_score.h) and the puzzle claim checker. A game is a
// mutable state with make/unmake; no virtual calls, so the search loop
// inlines it. GameState<Words> implements it for every rule set here but
// Quench #2 and Conquest; game_registry.h says which type plays which rules;
// tests/search_game_test.cc solves a game that is not Go with the same code.
//
// Optional hooks, found by overload (argument-dependent lookup) where a game
// has them and skipped otherwise; they are rules knowledge and live beside
// the rules (solver/rules/knowledge/, unconditional_life.h), never here:
//   sortMovesByRules(g, list), rateMovesByRules(g, list, ratings)  move ordering
//                          (ratings on move.h's move_rating scale)
//   canWinAtOnce(g)        a side to move that can win with her next move
//   dropMovesThatLoseAtOnce(g, list)  removes moves after which the opponent
//                          surely wins with her next move, keeping at least one
//                          (df-pn leaves them out of a node's children)
//   knowsProofNumbers(g), initialProofNumbers(g, attacker, pn, dn)  df-pn+'s first numbers
//   forcedMargins(g), winnerByForcedMargins(g)  scored games: bounds from unconditional life
//   g.rules()              the rule set, named when a solver refuses it
#pragma once

#include <concepts>
#include <cstdint>
#include <string>
#include <vector>

#include "solver/board/canonical_image.h"
#include "solver/rules/margin.h"
#include "solver/rules/move.h"

namespace goproof {

template <class G>
concept SearchGame = requires(G& game, const G& view, Move move, int symmetry, HalfPoints k,
                              typename G::MoveListType& list) {
  // A fixed-capacity list of moves: `size`, `operator[]`, begin()/end().
  typename G::MoveListType;
  { list.size } -> std::convertible_to<int>;
  // The most legal moves any state of the game can have.
  { G::kMaxMoves } -> std::convertible_to<int>;
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
  // Whether the margin is a score to maximise, not only who won.
  { view.scored() } -> std::same_as<bool>;
  // Every legal move; empty exactly when result() != None.
  { view.legalMoves(list) };
  // Make and unmake, without allocation; ply() counts the moves made.
  { game.play(move) };
  { game.undo() };
  { view.ply() } -> std::convertible_to<int>;
  // Hash of the state that decides the future, and its least image under symmetry.
  { view.hash() } -> std::same_as<uint64_t>;
  { view.canonicalHash() } -> std::same_as<uint64_t>;
  // That state exactly (no collisions): equality-comparable and absl-hashable.
  typename G::ExactKey;
  { view.exactKey() } -> std::same_as<typename G::ExactKey>;
  // The symmetry group (0 is the identity) acting on moves: the least image
  // with a symmetry reaching it, a move's image and preimage, and whether a
  // symmetry fixes the state. A game without symmetry has symmetryCount() 1.
  { view.canonicalImage() } -> std::same_as<CanonicalImage>;
  { view.symmetryCount() } -> std::convertible_to<int>;
  { view.moveImage(symmetry, move) } -> std::same_as<Move>;
  { view.movePreimage(symmetry, move) } -> std::same_as<Move>;
  { view.invariantUnder(symmetry) } -> std::same_as<bool>;
  // Moves are small integers: kSwap <= m < moveIdLimit() (for per-move tables).
  { view.moveIdLimit() } -> std::convertible_to<int>;
  // A move's name in text, JSON and the GTP.
  { view.moveName(move) } -> std::same_as<std::string>;
  // False when the future depends only on that state (required by solvers with tables).
  { view.historyDependent() } -> std::same_as<bool>;
  // Whether endless play, hence a draw, can occur.
  { view.drawsPossible() } -> std::same_as<bool>;
};

// A game whose margin is a score, solved exactly by asking a win/loss solver
// "does Black get at least k?" (exact_score.h): thresholdGame(k) is the same
// state in a game that Black wins exactly when her margin in this one is at
// least k half-points, and that never ends level.
template <class G>
concept ScoredSearchGame = SearchGame<G> && requires(const G& view, HalfPoints k) {
  { view.thresholdGame(k) } -> std::same_as<G>;
  // Every margin a finished game can have (any order, repeats allowed).
  { view.finalMargins() } -> std::same_as<std::vector<HalfPoints>>;
  // Whether the previous move was a pass, so that a pass now ends the game
  // (the principal variation prefers ending the game when it keeps the score).
  { view.previousPass() } -> std::same_as<bool>;
};

}  // namespace goproof
