// Keys that tell puzzle positions apart: exactly as written, or up to the
// board's symmetries and swapping the colours. Computed from the puzzle's
// text fields alone, so they work for every game and need no game object.
#pragma once

#include <string>

#include "formats/puzzle.h"

namespace goproof {

// The position and the state that decides its future (side to move, ko,
// prisoners, passes, coins, mirror history, a local goal's target and
// region as sets of points), as one string: equal keys, equal positions.
std::string positionKey(const Puzzle& puzzle);

// Whether swapping the colours (stones, territory, side to move, prisoners,
// coins) keeps the game the same: no komi and no pie rule.
bool coloursSwappable(const Rules& rules);

// The least positionKey over the board's symmetries (8 on a square board, 4
// on a rectangle) and, when swapColours, over swapping the colours too.
// Equal keys: the same problem, turned or mirrored or with colours swapped.
std::string canonicalPositionKey(const Puzzle& puzzle, bool swapColours);

// The puzzle's position under symmetry s (0 to 7; on a rectangle only 0 to
// 3 keep its size), colours swapped when swapColours: the board, the side to
// move and every point and count of the state (a target's and a region's
// points and rectangles too). Titles, comments and claims
// are kept as they are.
Puzzle transformedPosition(const Puzzle& puzzle, int s, bool swapColours);

}  // namespace goproof
