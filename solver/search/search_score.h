// Integer scores of the exact searches. A finished game is worth
// +(kWin - ply) to the winner and -(kWin - ply) to the loser, where ply counts
// the moves from the search root, and 0 when drawn: the winner prefers the
// fastest win, the loser the longest resistance.
//
// A scored game (Go, Quench, Conversion) that ends with margin m half-points
// for the side to move scores m * kMarginScale - ply when m > 0,
// m * kMarginScale + ply when m < 0, and 0 when level: the margin decides
// first, then the side ahead prefers the fastest end and the side behind the
// slowest, as in a game won outright. These scores lie strictly between the
// win and loss ranges, and endless play scores 0 like a draw.
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

// One half-point of margin outweighs any difference in length.
inline constexpr Score kMarginScale = 256;
static_assert(kMarginScale > kMaxSearchPly);
// The largest margin (half-points, either side) a score can carry below the win range.
inline constexpr int kMaxScoredMargin = (kWin - kMaxSearchPly - 1) / kMarginScale - 1;

// The score of a scored game that ended with margin m (half-points, for
// `toMove`'s side), ply moves after the root. Requires |m| <= kMaxScoredMargin.
constexpr Score marginScore(int m, int ply) {
  return m > 0 ? m * kMarginScale - ply : m < 0 ? m * kMarginScale + ply : 0;
}
// The margin (for the side the score belongs to) behind a score of a scored
// game: 0 for draws, endless play and scores that no search proved.
constexpr int marginOfScore(Score s) {
  return s > 0 ? (s + kMarginScale - 1) / kMarginScale : s < 0 ? -((-s + kMarginScale - 1) / kMarginScale) : 0;
}
// The least score worth margin m (so "margin >= m" is "score >= marginFloor(m)").
constexpr Score marginFloor(int m) { return m > 0 ? m * kMarginScale - kMaxSearchPly : m * kMarginScale; }

// Bounds on the score of a position at `ply` whose margin for the side to
// move is at most m (highest) or at least m (lowest), however long the game
// lasts: a lead scores most when the game ends at once, a deficit when it
// ends as late as a search can reach.
constexpr Score highestScoreWithMargin(int m, int ply) {
  return m > 0 ? marginScore(m, ply + 1) : m < 0 ? m * kMarginScale + kMaxSearchPly : 0;
}
constexpr Score lowestScoreWithMargin(int m, int ply) {
  return m > 0 ? m * kMarginScale - kMaxSearchPly : m < 0 ? marginScore(m, ply + 1) : 0;
}

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

// Moves until the game ends, for a win, loss or margin score (0 for a draw).
constexpr int pliesToEnd(Score s) {
  if (isWinScore(s)) return kWin - s;
  if (isLossScore(s)) return kWin + s;
  return s > 0 ? marginOfScore(s) * kMarginScale - s : s < 0 ? s - marginOfScore(s) * kMarginScale : 0;
}

// Scores in a table are counted from the stored position, not the root: a
// position met at different plies keeps its distance to the end. Every score
// but 0 carries a distance (win, loss, margin).
constexpr Score scoreFromNode(Score rootRelative, int ply) {
  return rootRelative > 0 ? rootRelative + ply : rootRelative < 0 ? rootRelative - ply : 0;
}
constexpr Score scoreFromRoot(Score nodeRelative, int ply) {
  return nodeRelative > 0 ? nodeRelative - ply : nodeRelative < 0 ? nodeRelative + ply : 0;
}

// The value of an exact score for the side it belongs to: any positive score
// wins (so a game scored by points reads the same way).
constexpr Value valueOfScore(Score s) { return s > 0 ? Value::Win : s < 0 ? Value::Loss : Value::Draw; }

}  // namespace goproof
