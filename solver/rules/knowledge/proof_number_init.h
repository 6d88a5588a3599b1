// Initial proof and disproof numbers from rules knowledge (df-pn+, Nagai
// 2002): a new leaf starts with numbers that estimate how far each side is
// from winning, instead of 1 and 1. The numbers only steer the search (which
// leaf df-pn expands first); no proof or disproof comes from them, so any
// estimate is sound.
//
// Capture Go: a side's distance is the fewest liberties among the enemy
// chains it could capture to reach its target (a chain in atari is one move
// from capture). Gonnect: the fewest empty points a side must still fill to
// join two opposite edges (its own stones cost nothing, the enemy's block).
// Scored games (Go, Quench, Conversion): how many points a plain area
// estimate falls short of the side's win under the question's komi.
#pragma once

#include <algorithm>
#include <cstdint>

#include "solver/rules/game_state.h"

namespace goproof {

namespace pn_init {
inline constexpr int kFar = 6;  // a side with nothing to capture (or no path) counts as this far
// Each step of distance beyond the first is worth this much proof number:
// measured (docs/solvers.md), 4 to 8 do about equally well and 1 (the
// distance itself) buys a third as much, 12 and 20 less; 6 did best of
// those on Capture and Gonnect boards from 4x4 to 5x5.
inline constexpr int kStep = 6;
}  // namespace pn_init

// Capture Go: the fewest liberties of an enemy chain `me` could capture
// toward her target, a chain too small to reach it alone counting one step
// more; kFar when the enemy's stones and her prisoners together fall short.
template <int Words>
int captureDistance(const GameState<Words>& game, Color me) {
  using B = Bits<Words>;
  const Board<Words>& board = game.board();
  const Geometry<Words>& geo = game.geometry();
  const B enemy = board.stones(opponent(me));
  if (enemy.count() + game.prisoners(me) < game.rules().captureTarget) return pn_init::kFar;
  const int needed = game.rules().captureTarget - game.prisoners(me);
  const B empty = board.empty();
  int best = pn_init::kFar;
  B rest = enemy;
  while (rest.any()) {
    B chain = board.grow(B::single(rest.lowest()), enemy);
    rest -= chain;
    int liberties = (geo.neighbors(chain) & empty).count();
    // A chain short of the target alone is one more step away.
    if (chain.count() < needed) ++liberties;
    best = std::min(best, liberties);
  }
  return best;
}

// Gonnect: the fewest empty points `me` must fill to join two opposite
// edges (either pair), by breadth-first growth over bitboards; kFar + 1
// when the enemy's stones cut every path.
template <int Words>
int connectionDistance(const GameState<Words>& game, Color me) {
  using B = Bits<Words>;
  const Board<Words>& board = game.board();
  const Geometry<Words>& geo = game.geometry();
  const B mine = board.stones(me), empty = board.empty();
  int best = pn_init::kFar + 1;
  for (int pair = 0; pair < 2; ++pair) {
    const B& from = pair == 0 ? geo.topRow() : geo.leftColumn();
    const B& to = pair == 0 ? geo.bottomRow() : geo.rightColumn();
    // reached: the points joined to `from` by paths with `steps` empty points.
    B reached = board.grow(from & mine, mine);
    for (int steps = 0; steps < best; ++steps) {
      if ((reached & to).any()) {
        best = steps;
        break;
      }
      const B grown = reached | (geo.neighbors(reached) & empty) | (from & empty);
      const B next = board.grow(grown, grown | mine);
      if (next == reached) break;  // cut off
      reached = next;
    }
  }
  return best;
}

// Scored games: Black's area less White's (points, before komi) as a plain
// estimate: stones count for their owner, and each empty point for the colour
// whose stones are strictly nearer (growing both colours one step at a time
// through empty points; a point both reach at once is neither's and stops
// both). Knows nothing of life: it only ranks leaves.
template <int Words>
int estimatedAreaDifference(const GameState<Words>& game) {
  using B = Bits<Words>;
  const Board<Words>& board = game.board();
  const Geometry<Words>& geo = game.geometry();
  B black = board.stones(Color::Black), white = board.stones(Color::White), open = board.empty();
  B blackFront = black, whiteFront = white;
  while (blackFront.any() || whiteFront.any()) {
    const B nextBlack = geo.neighbors(blackFront) & open, nextWhite = geo.neighbors(whiteFront) & open;
    const B both = nextBlack & nextWhite;
    blackFront = nextBlack - both, whiteFront = nextWhite - both;
    black |= blackFront, white |= whiteFront;
    open -= nextBlack | nextWhite;
  }
  return black.count() - white.count();
}

// Scored games: how many points of estimate make one step of distance.
// Where captures remove stones the estimate counts stones that will die, so
// it steers gently (2 points a step); where they convert (Conversion Go) it
// is steadier and steers hard (a quarter point a step). Measured, on one
// thread (docs/solvers.md, "Initial numbers in scored games"): with a quarter
// point 4x5 Go's first question took 14% more nodes than with none, where 2
// points took 8% fewer; on 4x4 Conversion a quarter point took 3.5 times
// fewer nodes, 2 points 1.7 times.
inline double areaPointsPerStep(const Rules& rules) {
  return rules.capture == CaptureEffect::Remove ? 2.0 : 0.25;
}

// Whether initialProofNumbers knows anything of these rules (a capture, a
// connection or an area score); elsewhere a solver keeps 1 and 1 and skips the work.
inline bool knowsProofNumbers(const Rules& rules) {
  switch (rules.goal) {
    case Goal::Prisoners:
    case Goal::Connection:
    case Goal::AreaScore: return true;
    case Goal::Territory:
    case Goal::CaptureTarget: return false;  // TargetGame has its own (goals/target_knowledge.h)
  }
  return false;
}
// The same, asked of a game (the hook df-pn looks for, search_game.h).
template <int Words>
bool knowsProofNumbers(const GameState<Words>& game) {
  return knowsProofNumbers(game.rules());
}

// The initial numbers of a new leaf `game` for the search asking whether
// `attacker` wins: pn grows with the attacker's distance, dn with the
// defender's. Capture and Gonnect: 1 + kStep x (distance - 1), the side to
// move a step closer than her distance says. Scored games: 1 + kStep x the
// whole steps the side falls short (areaPointsPerStep), the move counting
// for nothing.
template <int Words>
void initialProofNumbers(const GameState<Words>& game, Color attacker, uint32_t& pn, uint32_t& dn) {
  const Color defender = opponent(attacker);
  int a = 1, d = 1;
  switch (game.rules().goal) {
    case Goal::Prisoners:
      a = captureDistance(game, attacker);
      d = captureDistance(game, defender);
      break;
    case Goal::Connection:
      a = connectionDistance(game, attacker);
      d = connectionDistance(game, defender);
      break;
    case Goal::AreaScore: {
      // How many points the estimate falls short of each side's win (Black
      // wins with an area difference above the komi, White below it), in
      // steps of areaPointsPerStep().
      const double blackSurplus = estimatedAreaDifference(game) - game.rules().komi;
      const double attackerSurplus = attacker == Color::Black ? blackSurplus : -blackSurplus;
      const double perStep = areaPointsPerStep(game.rules());
      const auto steps = [perStep](double shortBy) { return static_cast<int>(std::max(0.0, shortBy) / perStep); };
      pn = static_cast<uint32_t>(1 + pn_init::kStep * steps(-attackerSurplus));
      dn = static_cast<uint32_t>(1 + pn_init::kStep * steps(attackerSurplus));
      return;
    }
    case Goal::Territory:
    case Goal::CaptureTarget:
      pn = dn = 1;
      return;
  }
  if (game.toMove() == attacker) a = std::max(1, a - 1);
  else d = std::max(1, d - 1);
  pn = static_cast<uint32_t>(1 + pn_init::kStep * (a - 1));
  dn = static_cast<uint32_t>(1 + pn_init::kStep * (d - 1));
}

// How many times the proof number of move m, by the side to move in
// `game` (the attacker), counts when df-pn+ picks among her moves: in a
// scored game, `contactBias` for a move touching no enemy stone (a pass or
// a swap too), 1 for a move in contact (Quench #2's two-stone turn: either
// of its stones). On small boards the attacker's good moves
// in a scored game are nearly all contact moves (5x5 Go: every answer GNU
// Go gives to White's replies to the centre), and with the bias df-pn
// spends that much less on the others before it comes back to them
// (docs/solvers.md, "Contact moves first at the attacker's nodes"). It only
// steers the search: every move is still searched where the proof needs it.
template <int Words>
uint32_t proofNumberWeight(const GameState<Words>& game, Move m, uint32_t contactBias) {
  using B = Bits<Words>;
  if (game.rules().goal != Goal::AreaScore) return 1;
  if (m < 0) return contactBias;
  const B placed = game.isTwoStoneTurn(m) ? B::single(game.firstStone(m)) | B::single(game.secondStone(m)) : B::single(m);
  const bool contact = (game.geometry().neighbors(placed) & game.board().stones(opponent(game.toMove()))).any();
  return contact ? 1 : contactBias;
}

}  // namespace goproof
