// What the sentence after a Sensei's Library / forum diagram says about it:
// the claim it makes about move 1, and whether it presents the diagram's
// moves as the solution (docs/diagrams.md).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "formats/puzzle.h"
#include "solver/board/color.h"

namespace goproof {

// The claim a sentence plainly makes about move 1 of a diagram (kind, reason
// and count; move and where left empty). diagramMoves are the move numbers the
// diagram shows, as written (1..10); firstMoveNumber is the header's m<N>.
// A sentence that begins "If"/"When"/..., or where the colour before the
// capture word is not mover's ("White captures" after Black's move 1), is a
// status claim: it does not plainly speak of move 1.
Claim claimFromSentence(std::string_view sentence, const std::vector<int>& diagramMoves, int firstMoveNumber = 1,
                        std::optional<Color> mover = std::nullopt);

// True when the sentence presents a diagram's moves as the solution, so that
// they can be claimed as a winning line: it says so ("correct", "solution",
// "right", "wins", "success") or plainly claims move 1 captures, and has no
// word of failure or doubt ("not", "fails", "wrong", "if", "but", ...).
bool presentsSolution(std::string_view sentence, const Claim& firstMoveClaim);

}  // namespace goproof
