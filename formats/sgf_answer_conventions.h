// How SGF problem collections mark right and wrong answers, as one table.
// Each convention in real use says something about one node: this file reads
// a node's marks; formats/sgf_variations.h turns them into claims. The table,
// its sources and the precedence rules are in docs/sgf-conventions.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/sgf.h"
#include "solver/board/color.h"

namespace goproof {

// What marks on a node say about the solver's latest move. When several marks
// on one node disagree, Wrong beats Doubtful beats Correct (combine()).
enum class AnswerMark {
  None,      // no answer mark
  Correct,   // the move is (part of) a right answer
  Wrong,     // the move is a wrong answer
  Doubtful,  // doubtful or "correct, but ..." (DO, IT): no claim either way
};

// The stronger of two marks on the same move: Wrong > Doubtful > Correct > None.
AnswerMark combine(AnswerMark a, AnswerMark b);

// The mark a comment gives, by the default conventions and the house markers:
// - Correct: RIGHT in capitals anywhere, even glued to other words
//   ("sekiRIGHT", "RIGHTPedra", "white.RIGHT"), but not inside a longer word
//   in capitals (ALRIGHT, BRIGHT, COPYRIGHT, RIGHTS); a sentence that begins
//   with the word "Correct" or "Right" in any case, alone ("Correct!",
//   "CORRECT\n\nWell done", "Right.", "Correct - Black lives") or with a noun
//   that ends the sentence ("Correct answer.", "Correct move!"); a comment
//   that is just "+" or "OK" ("OK." too); "[OK]" anywhere; any house marker
//   (a case-sensitive substring).
// - Wrong: a sentence that begins with the word "Wrong", "Incorrect", "Fail",
//   "Failed" or "Failure" in any case ("Wrong.", "WRONG", "Wrong move", "Fail!").
// - Doubtful: "Correct" or "Right" followed by "but" ("Correct, but Black can
//   do better").
// A sentence begins at the start of the comment and after '.', '!', '?' or a
// line break, white space skipped; the word must end there ("Correctly" and
// "Wrongly" are other words). Wrong beats Doubtful beats Correct within a
// comment. Nothing else counts: "The correct move is A", "not correct",
// "Correct answer: A", "Right side", lower-case "right" inside a sentence.
AnswerMark commentMark(std::string_view comment, const std::vector<std::string>& houseMarkers);

// The mark of one node below the root, for a problem where `solver` is to move.
// `moveColor` is the colour of the node's move, if it has one.
// - On the solver's move: TE (good move) is Correct, BM (bad move) is Wrong,
//   DO (doubtful) and IT (interesting) are Doubtful.
// - On any node: WV (uliGo's wrong variation) is Wrong; GB or GW (good for
//   Black, for White) is Correct when it is good for the solver (and says
//   nothing when it is good for the other side, since Glift reads GB as
//   correct whoever solves); the comment C, as commentMark reads it.
// Annotations on the opponent's move (TE, BM, DO, IT) judge the opponent's
// play, not the answer, and say nothing.
AnswerMark nodeMark(const sgf::Node& node, Color solver, std::optional<Color> moveColor,
                    const std::vector<std::string>& houseMarkers);

}  // namespace goproof
