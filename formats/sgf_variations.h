// Claims from the variations of one SGF game tree: which paths are right
// answers, which are wrong, and which trees are not problems at all. The marks
// on single nodes come from formats/sgf_answer_conventions.h; the rules below
// are documented, with their sources, in docs/sgf-conventions.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "formats/puzzle.h"
#include "formats/sgf.h"
#include "formats/sgf_answer_conventions.h"

namespace goproof {

// How a tree without any answer mark is read.
enum class UnmarkedReading {
  NotProblem,  // no claims, a notProblem line
  // every path right, unless a node below the root has a comment or an
  // annotation (TE, BM, DO, IT, GB, GW, WV): its author judged the moves in a
  // way not read here, so no guess is made
  RightIfSilent,
  Right,  // every path right (--unmarked right)
};

// What reading a tree's variations needs from its root.
struct VariationContext {
  std::string path;                       // for locations and errors
  int width = 0, height = 0;              // the board
  Color toMove = Color::Black;            // the solver
  HouseMarkers houseMarkers;              // --correct-marker, --wrong-marker texts
  // How to read a tree without any answer mark (from --unmarked, and whether
  // the root poses the problem).
  UnmarkedReading unmarked = UnmarkedReading::NotProblem;
  // The rules let a player pass. When they do not, a pass inside a variation
  // (an editor's "the computer has nothing to do") ends what is read of it.
  bool passAllowed = true;
};

// What one tree's variations give.
struct VariationReading {
  // Wins and lines first, in file order; then no-wins.
  std::vector<Claim> claims;
  // When the tree holds moves but is not read as a problem: why, as one line
  // ("a game record of 212 moves: not a problem, no claims").
  std::optional<std::string> notProblem;
  // True when only wrong answers are marked, so that the unmarked variations
  // were read as right answers (uliGo's convention).
  bool unmarkedReadAsRight = false;
  // True when no variation is marked and context.unmarked made them all
  // right answers.
  bool allUnmarkedReadAsRight = false;
  // Where a variation first begins with the other side's move (a problem
  // that asks about both sides to play): such variations are skipped.
  std::optional<SourceLocation> otherSideFirst;
  // Where a variation first passes when the rules have no passing: that
  // variation is read up to the pass.
  std::optional<SourceLocation> passInVariation;
  // Where a variation first sets up stones (AB, AW, AE, PL) before any move:
  // it shows another position, and is skipped.
  std::optional<SourceLocation> setupBeforeMove;
  // Where setup (AB, AW, AE) first appears inside a variation, below a move
  // (editors add stones to show a refutation): that variation is read up to
  // it, and its later moves are not claimed. nullopt when there is none.
  std::optional<SourceLocation> setupInVariation;
  // Where a variation first has two moves of one colour in a row (the other
  // side played elsewhere, as joseki dictionaries write tenuki): that
  // variation is read up to the second one. nullopt when there is none.
  std::optional<SourceLocation> sameColourTwice;
};

// Reads the variations below the root.
// - A game record is not a problem: a root with a result (RE), or a main line
//   (the first variation at every node) of kGameRecordMoves moves or more.
//   Its moves are not read at all; notProblem says so.
// - Every other path from the root to a leaf is a line of moves (B[xx] or
//   W[xx]; "" and "tt" are pass) that must stay on the board. A path that
//   begins with the other side's move is skipped (otherSideFirst). A path is
//   read up to, not including, setup below a move (setupInVariation), a
//   second move of one colour in a row (sameColourTwice) and, when the rules
//   have no passing, a pass (passInVariation). A path with setup (AB, AW,
//   AE, PL) below the root and above every move shows another position and
//   is skipped (setupBeforeMove); formats/sgf_puzzle.h reads the setup of
//   move-free nodes right below the root, and clears them, before this.
// - Each mark (nodeMark) judges the solver's latest move at or above its node:
//   a mark on the opponent's reply, or on a node without a move, judges the
//   solver's move before it. Marks judging one move combine (Wrong beats
//   Doubtful beats Correct).
// - A path is judged by its first judged solver move: Correct, Wrong or
//   Doubtful. So BM, WV or "Wrong" on the solver's first move beats a RIGHT
//   further down, and a RIGHT on the first move stands even if a later move
//   of the solver is marked wrong. A path without any judged move is unmarked.
// - A tree with a right path reads unmarked paths as wrong (goproblems.com:
//   "all variations that don't end in RIGHT are wrong"). A tree with wrong
//   paths and no right one reads unmarked paths as right (uliGo: every
//   variation without WV is correct). A tree with neither reads every path
//   as right as context.unmarked says (allUnmarkedReadAsRight); otherwise it
//   gives no claims and a notProblem line, as does a tree marked only
//   doubtful.
// - Claims: each right path gives `win M1` (once per first move) and `line M1
//   M2 ...` up to its leaf, or up to just before a later solver move judged
//   Wrong or Doubtful, when that holds two moves or more (once per line). Each
//   first move with a wrong path and no right or doubtful one gives `no-win M1`.
// - Claim::where: the first move's node for wins and no-wins, the line's last
//   node for lines.
// Errors: "<path>:<line>:<col>: <message>" (InvalidArgument), also when the
// lines hold more than a million moves in all.
absl::StatusOr<VariationReading> readVariations(const sgf::GameTree& tree, const VariationContext& context);

// The shortest main line that makes a tree a game record.
inline constexpr size_t kGameRecordMoves = 100;

}  // namespace goproof
