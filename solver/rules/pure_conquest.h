// Pure Conquest scoring (docs/rules/conquest.md, section 4), on the plain
// board of conquest_board.h: ConquestGame scores a finished game with it
// under conquest+pure.
#pragma once

#include <array>
#include <vector>

#include "solver/rules/conquest_board.h"

namespace goproof {

// Pure Conquest scoring (docs/rules/conquest.md, section 4) of a finished
// game: the points each player ends with once Salients and Bridges are
// removed and No-Man's Land is shared out. Black's, then White's.
std::array<int, 2> pureConquestPoints(const ConquestBoard& board);
// The stones Pure Conquest removes (both players' Salients and Bridges, as the
// final position classes them), in point order.
std::vector<int> pureConquestRemovals(const ConquestBoard& board);

}  // namespace goproof
