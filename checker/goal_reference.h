// Local goals (go+goal=capture, docs/goals.md) as the proof checker plays
// them, written from that page alone on the naive Go rules of
// naive_rules.h: moves only on the region's points (and passes); a retake
// over the ko ban for a side with an external ko threat, which uses one;
// the attacker wins once a target stone is taken, unless she took a lone
// target stone in a ko the defender may retake at once, and then only if
// the defender's next move is not that retake; two passes in a row end the
// game (for the defender, unless the terms say otherwise); and the defender
// wins at once where no target stone can ever be taken: every target chain
// has escaped (it touches an empty point outside the region) or is
// unconditionally alive by Benson's algorithm, computed here from its
// definition over the whole board. Endless play is neither's: a draw.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "checker/naive_benson.h"
#include "checker/naive_rules.h"

namespace goproof::proof {

// "go+goal=capture", with "+ko=simple" or "+ko=none": Go's rules with
// passing and the goal set; nullopt for anything else.
std::optional<naive_rules::NaiveRules> parseGoalRules(std::string_view name);

// Whether the game is a local goal's (it has a target).
inline bool isGoal(const naive_rules::NaiveGame& game) { return !game.targets.empty(); }

// Settles a local goal's game after a move (or at the root): sets its
// winner where the rules above end it. `passed`: the move was a pass.
void settleGoal(naive_rules::NaiveGame& game, bool passed);

// The position after the move of that code (a point's index, or the
// pass: width*height), settled; nullopt where the rules do not allow it.
std::optional<naive_rules::NaiveGame> goalPlay(const naive_rules::NaiveGame& game, uint64_t code);

// Every legal move's code and the position after it, settled, in
// increasing code: the region's points, then the pass.
std::vector<std::pair<uint64_t, naive_rules::NaiveGame>> goalChildren(const naive_rules::NaiveGame& game);

}  // namespace goproof::proof
