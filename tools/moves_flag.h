// --moves on solve: the position reached by playing moves in turn from the
// one the other flags (or a puzzle file) give, so that "after c3 c2" needs
// no hand-drawn board and carries what the moves leave behind (a ko point,
// prisoners, a pass just played, Quench's coins, Conversion's mirror runs).
#pragma once

#include <string>
#include <vector>

#include "solver/rules/position_setup.h"

namespace goproof::cli {

// The position `start` reaches after the moves `texts` name (words split
// at spaces and commas, as render's --line splits them; each as the game
// writes moves: "c3", "pass", "b4+c1", Conquest's "d7:ne"), played in
// turn, as the game describes itself (describeGame). Throws CommandError
// (exit 2) naming the first move that is no move or that the rules forbid
// there, with the reason ("moves: move 2, c3, is illegal: occupied"), and
// for a game whose earlier positions decide its future (ko=superko,
// cycle=repeater-loses), since a described position does not hold them, and
// where the description would set up another game (a state it cannot hold,
// such as White's swap under the pie rule from a start with prisoners), and
// where no move is given. *played, when given, gets each move as the game
// names it ("B2" becomes "b2").
PositionSpec positionAfterMoves(const PositionSpec& start, const std::vector<std::string>& texts,
                                std::vector<std::string>* played = nullptr);

}  // namespace goproof::cli
