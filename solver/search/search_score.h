// Integer scores of the exact searches. A finished game is worth
// +(kWin - ply) to the winner and -(kWin - ply) to the loser, where ply counts
// the moves from the search root, and 0 when drawn: the winner prefers the
// fastest win, the loser the longest resistance. Scores strictly between the
// win and loss ranges are left to games that end with a score (none yet).
#pragma once

#include <cstdint>

#include "solver/rules/move.h"
#include "solver/search/solve_result.h"

namespace goproof {

using Score = int32_t;

// Deepest ply from the root that an exact search may reach.
inline constexpr int kMaxSearchPly = 250;
// A game won at ply p scores kWin - p for the winner.
inline constexpr Score kWin = 30000;
// Outside every score: the initial window is (-kInfinity, kInfinity).
inline constexpr Score kInfinity = kWin + 1;

constexpr bool isWinScore(Score s) { return s >= kWin - kMaxSearchPly; }
constexpr bool isLossScore(Score s) { return s <= -(kWin - kMaxSearchPly); }

// The score of a finished game for `toMove`, ply moves after the root.
constexpr Score terminalScore(Winner winner, Color toMove, int ply) {
  if (winner == Winner::Draw || winner == Winner::None) return 0;
  return winner == winnerOf(toMove) ? kWin - ply : -(kWin - ply);
}

// Bounds on any position at `ply` that no move has decided yet: the side to
// move wins with her next move at best, and at worst has lost already, for
// want of a legal move.
constexpr Score highestUndecidedScore(int ply) { return kWin - ply - 1; }
constexpr Score lowestUndecidedScore(int ply) { return -(kWin - ply); }

// Moves until the game ends, for a win or loss score (0 for any other score).
constexpr int pliesToEnd(Score s) {
  return isWinScore(s) ? kWin - s : isLossScore(s) ? kWin + s : 0;
}

// Scores in a table are counted from the stored position, not the root: a
// position met at different plies keeps its distance to the end.
constexpr Score scoreFromNode(Score rootRelative, int ply) {
  return isWinScore(rootRelative) ? rootRelative + ply : isLossScore(rootRelative) ? rootRelative - ply : rootRelative;
}
constexpr Score scoreFromRoot(Score nodeRelative, int ply) {
  return isWinScore(nodeRelative) ? nodeRelative - ply : isLossScore(nodeRelative) ? nodeRelative + ply : nodeRelative;
}

// The value of an exact score for the side it belongs to: any positive score
// wins (so a game scored by points reads the same way).
constexpr Value valueOfScore(Score s) { return s > 0 ? Value::Win : s < 0 ? Value::Loss : Value::Draw; }

}  // namespace goproof
