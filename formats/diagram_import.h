// Puzzles from text holding Sensei's Library / Life In 19x19 diagrams: wiki
// pages (runs of lines beginning "$$") and forum posts ([go]...[/go] blocks;
// [diagram]...[/diagram] too).
//
// Finding diagrams. Leading whitespace and forum quoting ("> ", "> > ") are
// skipped on every line. A run of consecutive lines beginning "$$" is one
// diagram; a blank or any other line ends it. A [go] block (tags in any case,
// anywhere on a line) is one diagram; inside it, lines without "$$" count as
// diagram lines and blank lines are skipped. A [go] without [/go], or with
// nothing inside, is an error.
//
// What each diagram becomes (see sensei_diagram.h for the markup):
// - No numbered moves: a problem, a Puzzle of its own. Title: the diagram's
//   title, or "Diagram N" (N counts every diagram in the text, from 1).
//   Side to move: the header colour. Source: path. Rules: the given rules.
//   Puzzle::where: the diagram's header.
// - Move 1: a claim about the point of move 1, Claim::where = its header. It
//   joins the most recent problem diagram when that one has the same board,
//   the same side to move, move 1's point empty, and every stone of this
//   diagram that is not numbered (captured stones may be left out); otherwise
//   it becomes a puzzle of its own (the numbered stones removed) with the claim.
// - Numbered moves but no move 1 (a continuation): ignored.
//
// The claim's kind comes from the sentence after the diagram: the first text
// after its last line, up to '.', '!', '?', a blank line or the next diagram.
// - "illegal", "not allowed", "suicide": `illegal MOVE`, reason "suicide" when
//   it says suicide, "superko" or "ko" when it says so, else none.
// - "capture", "captures", "takes": `captures MOVE N`, N the number of stones
//   said ("two stones", "3 stones", "captures 3", "a stone", "the stone",
//   "captures it" = 1); no count said: at least one (Claim::count empty).
// - anything else: `status MOVE`, which always passes. So does a sentence
//   that negates ("not", "cannot", "doesn't", ... other than "not allowed")
//   or that names another move of the diagram ("White 2 captures"), since it
//   does not plainly speak of move 1.
//
// Errors are one line, "<path>:<line>:<col>: <message>", at the offending
// character, and stop the import. Text with no diagram at all is an error too:
// "<path>:1:1: no diagram found ...".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "formats/diagram_sentence.h"
#include "formats/puzzle.h"
#include "solver/rules/rules.h"

namespace goproof {

// The board a fragment lies on when neither its header nor the caller gives
// a size: Sensei's Library's.
inline constexpr int kSenseiBoardSide = 19;

// Every diagram of text as puzzles and claims (above). boardSize (width,
// height) places fragments whose header gives no size; without it they lie on
// kSenseiBoardSide x kSenseiBoardSide, with one notice per text.
absl::StatusOr<PuzzleFile> puzzlesFromDiagramText(std::string_view text, const std::string& path, const Rules& rules,
                                                  std::optional<std::pair<int, int>> boardSize = std::nullopt);



}  // namespace goproof
