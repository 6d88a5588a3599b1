// Rules knowledge for the local goals (TargetGame, docs/goals.md), found by
// the solvers' optional hooks (search_game.h). canWinAtOnce is exact; the
// move ratings and the first proof numbers only order the search, so they
// need not be sound, only cheap.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "solver/rules/goals/target_game.h"
#include "solver/rules/move.h"

namespace goproof {

// The fewest liberties of a target chain (a target stone taken: 0); the
// game keeps it up to date (TargetGame::fewestTargetLiberties).
template <int Words>
int fewestTargetLiberties(const TargetGame<Words>& game) {
  return game.fewestTargetLiberties();
}

namespace target_detail {

// Whether the attacker's capture of target chain `chain` (in atari) at m
// would be a ko capture the defender could retake at once: one stone taken
// by a stone that touches no stone of its own and no other empty point, and
// no other chain taken with it (GameState's ko rule).
template <int Words>
bool koCapture(const TargetGame<Words>& game, const Bits<Words>& chain, Move m) {
  if (chain.moreThanOne()) return false;
  const Board<Words>& board = game.board();
  const Bits<Words> around = game.geometry().neighbors(m);
  if ((around & board.stones(game.attacker())).any() || (around & board.empty()).any()) return false;
  Bits<Words> others = around & board.stones(game.defender());
  others -= chain;
  while (others.any()) {
    const Bits<Words> other = board.chainAt(others.lowest());
    others -= other;
    if (!board.liberties(other).moreThanOne()) return false;  // taken too: two stones, no ko
  }
  return true;
}

}  // namespace target_detail

// Whether the side to move wins with her next move: the attacker when a
// target chain is in atari and taking it is legal (it may be a ko she may not
// retake now, unless she has an external threat), and right after a pass
// whichever side two passes make the winner (she passes too).
template <int Words>
bool canWinAtOnce(const TargetGame<Words>& game) {
  if (game.decidedWinner() != Winner::None) return false;
  const bool passesEndForDefender = game.terms().sekiLives;
  if (game.previousPass() && (game.toMove() == game.defender()) == passesEndForDefender) return true;
  if (game.toMove() == game.defender()) return false;
  const Board<Words>& board = game.board();
  Bits<Words> rest = game.targetsInAtari();
  while (rest.any()) {
    const Bits<Words> chain = board.chainAt(rest.lowest());
    rest -= chain;
    const Bits<Words> liberties = board.liberties(chain);
    const Move m = static_cast<Move>(liberties.lowest());
    if (game.legality(m) != IllegalReason::None) continue;
    // A ko capture wins at once only where the defender cannot retake.
    if (game.koThreats(game.defender()) == 0 || !target_detail::koCapture(game, chain, m)) return true;
  }
  return false;
}

// Where a target chain is in atari and the defender is to move (not right
// after a pass, when her pass wins), every move loses but one on that chain's
// liberty or one that captures an attacker's chain next to it: after any
// other, the chain still has that one liberty, and the attacker takes it
// (never a ko retake: the point was empty before the defender's move, so her
// move captured nothing there). Taking a lone stone may be a ko capture the
// defender could retake with an external threat, so with threats in hand
// and a lone stone in atari nothing is dropped; without, the ko capture
// stands once she has moved. Leaves only those moves, or the first move
// when none is left (the position is lost; the search still needs a child).
template <int Words>
void dropMovesThatLoseAtOnce(const TargetGame<Words>& game, MoveList<Words>& moves) {
  using B = Bits<Words>;
  if (game.toMove() != game.defender() || game.decidedWinner() != Winner::None || moves.size == 0) return;
  if (game.previousPass() && game.terms().sekiLives) return;  // then her pass ends the game, and she wins
  const Board<Words>& board = game.board();
  const Geometry<Words>& geo = game.geometry();
  B keep = geo.all();
  bool inAtari = false;
  // A target stone just taken in a ko she may retake: only the retake
  // keeps the game going, and it need not be on a liberty. No pruning.
  if ((game.targets() - board.stones(game.defender())).any()) return;
  B rest = game.targetsInAtari();
  while (rest.any()) {
    const B chain = board.chainAt(rest.lowest());
    rest -= chain;
    const B liberties = board.liberties(chain);
    // A lone stone may be taken in a ko she could retake: no pruning then.
    if (!chain.moreThanOne() && game.koThreats(game.defender()) != 0) return;
    inAtari = true;
    B saving = liberties;
    B attackers = geo.neighbors(chain) & board.stones(game.attacker());
    while (attackers.any()) {
      const B enemy = board.chainAt(attackers.lowest());
      attackers -= enemy;
      const B enemyLiberties = board.liberties(enemy);
      if (!enemyLiberties.moreThanOne()) saving |= enemyLiberties;
    }
    keep &= saving;
  }
  if (!inAtari) return;
  MoveList<Words> kept;
  for (Move m : moves)
    if (m >= 0 && keep.test(m)) kept.push(m);
  if (kept.size == 0) kept.push(moves[0]);
  moves = kept;
}

// Move ratings (move.h's scale): the attacker's moves on a target chain's
// liberties first (taking it, then an atari), the defender's captures of the
// attacker's chains that touch the target and her moves on its liberties;
// then moves near the target; a pass last, unless it ends the game in the
// defender's favour.
template <int Words>
void rateMovesByRules(const TargetGame<Words>& game, const MoveList<Words>& moves, int32_t* ratings) {
  using B = Bits<Words>;
  const Board<Words>& board = game.board();
  const Geometry<Words>& geo = game.geometry();
  const Color me = game.toMove();
  const B& chains = game.targetChains();
  const B& liberties = game.targetLiberties();
  const int fewest = game.fewestTargetLiberties();
  // The attacker's chains next to the target with one liberty: the defender's captures.
  B takeable;
  if (me == game.defender()) {
    B rest = geo.neighbors(chains) & board.stones(game.attacker());
    while (rest.any()) {
      const B chain = board.chainAt(rest.lowest());
      rest -= chain;
      const B libs = board.liberties(chain);
      if (!libs.moreThanOne()) takeable |= libs;
    }
  }
  const B near = geo.neighbors(liberties) | liberties;
  for (int i = 0; i < moves.size; ++i) {
    const Move m = moves[i];
    int32_t rating = 0;
    if (m == kPass) {
      rating = game.previousPass() && (me == game.defender()) == game.terms().sekiLives ? move_rating::kWinsNow : 0;
    } else if (me == game.attacker()) {
      if (liberties.test(m)) rating = fewest <= 1 ? move_rating::kWinsNow : fewest == 2 ? move_rating::kAtari : move_rating::kEscapes;
      else rating = near.test(m) ? 512 : 1;
    } else {
      if (takeable.test(m)) rating = move_rating::kStopsALoss;
      else if (liberties.test(m)) rating = fewest <= 1 ? move_rating::kStopsALoss - 1 : move_rating::kEscapes;
      else rating = near.test(m) ? 512 : 1;
    }
    ratings[i] = rating;
  }
}

// Sorts moves by rateMovesByRules, highest first (ties keep their order).
template <int Words>
void sortMovesByRules(const TargetGame<Words>& game, MoveList<Words>& moves) {
  std::array<int32_t, 64 * Words + 2> ratings;
  rateMovesByRules(game, moves, ratings.data());
  std::array<int, 64 * Words + 2> order;
  for (int i = 0; i < moves.size; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.begin() + moves.size,
                   [&](int a, int b) { return ratings[a] > ratings[b]; });
  MoveList<Words> sorted;
  for (int i = 0; i < moves.size; ++i) sorted.push(moves[order[i]]);
  moves = sorted;
}

// The defender's eyes as a rough count of half eyes, 0 to 4: her eye
// space is the empty points of the region that touch no attacker stone,
// and each piece of it next to one of her stones counts by its size: one
// or two points an eye (2 halves), three to six an eye and a half (3: one
// or two eyes, as the next move there decides), seven or more two eyes (4).
// An attacker stone placed inside the space takes its neighbours out of it,
// so a placement on the vital point counts as the defender losing eyes.
// Only orders the search: false eyes, seki and captures are not looked at.
template <int Words>
int eyeHalves(const TargetGame<Words>& game) {
  using B = Bits<Words>;
  const Board<Words>& board = game.board();
  const Geometry<Words>& geo = game.geometry();
  const B space = (board.empty() & game.region()) - geo.neighbors(board.stones(game.attacker()));
  B rest = space & geo.neighbors(board.stones(game.defender()));
  int halves = 0;
  while (rest.any() && halves < 4) {
    const B piece = board.grow(B::single(rest.lowest()), space);
    rest -= piece;
    const int n = piece.count();
    halves += n <= 2 ? 2 : n <= 6 ? 3 : 4;
  }
  return std::min(halves, 4);
}

namespace target_detail {
// Each step of a side's distance beyond the first is worth this much proof
// number. Measured on 32 framed problems of the public collections (the
// position after each problem's first right move, 300k nodes each): 6 for
// both sides solved 14, against 11 with the capture distance alone (step 2)
// and 13 with 12; an eye floor under the attacker's distance did worse.
inline constexpr int kDistanceStep = 6;
}  // namespace target_detail

// df-pn+'s first numbers: the attacker is as far from her goal as the
// target's fewest liberties say, the defender from hers as her eye space
// says (eyeHalves: two eyes' worth is one step, none four); the side to move
// is a step closer.
template <int Words>
bool knowsProofNumbers(const TargetGame<Words>&) {
  return true;
}
template <int Words>
void initialProofNumbers(const TargetGame<Words>& game, Color attacker, uint32_t& pn, uint32_t& dn) {
  int capture = std::clamp(fewestTargetLiberties(game), 1, 8);
  const int halves = eyeHalves(game);
  int life = halves >= 4 ? 1 : halves == 3 ? 2 : halves == 2 ? 3 : 4;
  if (game.toMove() == game.attacker()) capture = std::max(1, capture - 1);
  else life = std::max(1, life - 1);
  const auto numbers = [](int distance) { return static_cast<uint32_t>(1 + target_detail::kDistanceStep * (distance - 1)); };
  pn = numbers(attacker == game.attacker() ? capture : life);
  dn = numbers(attacker == game.attacker() ? life : capture);
}

}  // namespace goproof
