// Claims built as values, for code that states claims (goproof generate's
// judge) rather than reads them: each builder gives exactly the Claim that
// parseClaimText (claim_text.h) reads from the claim's text, so a claim
// built here and one written by hand compare equal (tests/claim_values_test.cc).
// Moves are a game's move names ("c3", "pass", "b4+c1", "d7:ne"); a text that
// is not a move is a programming error (std::logic_error).
#pragma once

#include <string_view>
#include <vector>

#include "formats/puzzle.h"
#include "solver/rules/margin.h"
#include "solver/rules/move.h"

namespace goproof {

// `win M`, `only-win M`, `no-win M`, `legal M`, `status M`, `best M`,
// `only-best M`: a claim about one move and nothing more.
Claim moveClaim(ClaimKind kind, std::string_view move);
// `no-win`: the side to move cannot win.
Claim noWinClaim();
// `value B` or `value W`: who wins.
Claim winnerClaim(Color winner);
// `value B+3`, `value 0`: the exact score, as Black's margin.
Claim scoreClaim(HalfPoints margin);
// `illegal M REASON`.
Claim illegalClaim(std::string_view move, IllegalReason reason);
// `captures M N`.
Claim capturesClaim(std::string_view move, int stones);
// `costs M N`: the move gives up `points` (half-points, more than 0) against best play.
Claim costsClaim(std::string_view move, HalfPoints points);
// `line M1 M2! ...`: moves, side to move first, the defender's marked as
// strongest defences (defenderFirst: the side to move defends, so hers are marked).
Claim lineClaim(const std::vector<std::string>& moves, bool markDefender, bool defenderFirst);

}  // namespace goproof
