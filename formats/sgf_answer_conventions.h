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

// How a tree whose variations carry no answer mark at all is read
// (--unmarked). Game records are never read (formats/sgf_variations.h).
enum class UnmarkedTrees {
  // right answers when the root poses the problem (PL, or "Black to play")
  // and the moves below it carry no comment or annotation; else not a problem
  Auto,
  Right,       // every variation a right answer (book conversions: the lines are the solution)
  NotProblem,  // never a problem: no claims, one notice
};

// The root says who is to play: "Black to play", "White to live", "black
// to kill", "White first", "黑先"/"黒先", "白先" (case-insensitive, within
// one sentence of up to 40 characters).
bool posesProblem(std::string_view rootComment);

// A collection's own convention (--correct-marker, --wrong-marker): comment
// texts, each a case-sensitive substring, that mark a right or a wrong answer
// in addition to the default conventions. Empty texts never match.
struct HouseMarkers {
  std::vector<std::string> correct;
  std::vector<std::string> wrong;
};

// The mark a comment gives, by the default conventions and the house markers:
// - Correct: RIGHT in capitals anywhere, even glued to other words
//   ("sekiRIGHT", "RIGHTPedra", "white.RIGHT"), but not inside a longer word
//   in capitals (ALRIGHT, BRIGHT, COPYRIGHT, RIGHTS); a sentence that begins
//   with the word "Correct" or "Right" in any case, alone ("Correct!",
//   "CORRECT\n\nWell done", "Right.", "Correct - Black lives") or with a noun
//   that ends the sentence ("Correct answer.", "Correct move!"); a comment
//   that is just "+" or "OK" ("OK." too); "[OK]" anywhere; any correct
//   house marker.
// - Wrong: a sentence that begins with the word "Wrong", "Incorrect", "Fail",
//   "Failed" or "Failure", or with "Not quite", in any case ("Wrong.",
//   "WRONG", "Wrong move", "Fail!"); the words "try again" anywhere, in any
//   case ("That fills your own liberty. Try again."); any wrong house marker.
// - Doubtful: "Correct" or "Right" followed by "but" ("Correct, but Black can
//   do better").
// A sentence begins at the start of the comment and after '.', '!', '?' or a
// line break, white space skipped; the word must end there ("Correctly" and
// "Wrongly" are other words). Wrong beats Doubtful beats Correct within a
// comment. Nothing else counts: "The correct move is A", "not correct",
// "Correct answer: A", "Right side", lower-case "right" inside a sentence.
AnswerMark commentMark(std::string_view comment, const HouseMarkers& houseMarkers);

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
                    const HouseMarkers& houseMarkers);

}  // namespace goproof
