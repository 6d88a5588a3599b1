// How hard a generated problem is, measured rather than guessed: what the
// solution asks of the student (its depth, the tempting moves that fail)
// and what it cost a solver (proof size), folded into a grade from 1 to 10.
// docs/generate.md explains the grade and shows that it orders well.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/rules/move.h"

namespace goproof {

// The measurements behind a grade.
struct Difficulty {
  // Plies of the solution line: the winner's fastest win against the longest
  // resistance (1: the move wins at once); in a scored game the reading
  // depth (reading_depth.h): how far the student must read, counting the
  // board as it stands, for the best moves to come out best.
  // In a game won without points the line stops where the loser's strongest
  // reply is a pass (pliesBeforeLosersPass): nothing she plays changes the
  // outcome, and what follows is the winner's execution (filling the
  // liberties of a dead group), not reading.
  int depth = 0;
  // The solution line's whole length when depth stops before its end (0: it does not).
  int lineMoves = 0;
  // df-pn's nodes to value every move of the position (single-threaded,
  // the same on every machine); in a scored game, the reading's positions.
  uint64_t nodes = 0;
  // Moves that look right but fail: moves that do not keep the value and
  // whose refutation takes more than one reply (in a scored game, moves
  // that give up at most 2 points).
  int plausible = 0;
  int stones = 0;  // stones on the board
  int grade = 1;   // 1 to 10 (gradeFor)
  bool reading = false;  // depth and nodes are a scored game's reading (reading_depth.h)
};

inline constexpr int kLowestGrade = 1, kHighestGrade = 10;

// The grade of the measurements (1 easiest, 10 hardest):
//   1 + 0.75 x (depth - 1) + 0.5 x min(plausible, 6) + 0.75 x max(0, log10(nodes) - 1),
// rounded and clamped to 1..10. Stones are reported, not graded: a full
// board is not harder to read than an empty one.
int gradeFor(const Difficulty& d);
// The plies of a solution line before the loser's first pass: `line` holds
// both sides' moves, the loser's at firstLoserPly, firstLoserPly + 2, ...
// (1 when the side to move wins, 0 when she loses); line.size() when the
// loser never passes.
int pliesBeforeLosersPass(const std::vector<Move>& line, int firstLoserPly);
// "easy" (1-3), "medium" (4-6) or "hard" (7-10).
std::string_view gradeName(int grade);
// One line for the student's comment: "grade 4 (medium): a line of 5 moves,
// 2 tempting wrong moves, 1210 nodes to prove, 9 stones" (the line's moves
// count both sides; "a line of 5 moves until the loser can only pass (11
// to the end)" when depth stops before the line's end); for a reading,
// "grade 1 (easy): read 1 move ahead, no tempting wrong move, 4 positions
// read, 13 stones".
std::string describe(const Difficulty& d);

// Parses --difficulty: "easy", "medium", "hard", "any", a grade "N" or a
// range "LO-HI" (1 <= LO <= HI <= 10). Errors say what is accepted.
absl::StatusOr<std::pair<int, int>> parseGradeRange(std::string_view text);

}  // namespace goproof
