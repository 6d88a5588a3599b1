// Checking the claims of a puzzle by exhaustive search: each claim passes or
// fails, and a failure carries evidence (a refuting line, the true reason).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/puzzle.h"
#include "puzzles/run_budget.h"
#include "solver/search/solve.h"

namespace goproof {

// The outcome of checking one claim.
enum class Verdict {
  Pass,       // the claim holds
  Fail,       // the claim is false; the report says why, with a line where one helps
  Undecided,  // the search was stopped (time limit, interrupt) or cannot handle these rules, or the answer
              // turns on how the rules are read (a double ko's endless play, claim_checker.h)
};
// "PASS", "FAIL" or "UNDECIDED".
std::string_view toString(Verdict v);

// One claim's report.
struct ClaimReport {
  Claim claim;
  Verdict verdict = Verdict::Undecided;
  // One line for a person: why the claim holds or fails ("d3 loses: White
  // answers d4"), or what the move does (status claims).
  std::string explanation;
  // A concrete line supporting the verdict, GTP names from the puzzle's
  // position: for a failed win claim, the move and the refutation; for a
  // failed only-win, the other winning move and its line; for a failed
  // no-win, a winning line. Empty where none applies.
  std::vector<std::string> line;
};

// One puzzle's report.
struct PuzzleReport {
  std::string title;
  SourceLocation where;
  std::string rules;
  int width = 0, height = 0;
  Color toMove = Color::Black;
  // A local goal's target and region (docs/goals.md), as the puzzle gives
  // them; empty for other games.
  std::string goal, targets, region;
  // The region the claims were checked in, as points ("a19-g19 a18"), and
  // the stones a frame added to close an open wall (empty: none); set for
  // a local goal whose position is valid.
  std::string searchedRegion, frame;
  // The claimed points a frame drawn further out took in (regionForTheClaims):
  // empty where the puzzle's own region was searched; otherwise `region` is
  // the one searched ("auto+1").
  std::string regionTakesIn;
  bool koAnswers = false;  // Puzzle::koAnswers
  std::string positionError;  // non-empty: the position is invalid and no claim was checked
  std::vector<ClaimReport> claims;
  uint64_t nodes = 0;         // search effort spent on this puzzle, over all solvers
  double seconds = 0;
};

// How to search. solver.allMoves is ignored (verification asks for what it needs).
struct VerifyOptions {
  // solver.timeLimitSeconds, when not 0, caps each search.
  SolverOptions solver;
  // The run's shared time (verify --time-limit, or its default): each claim's
  // searches end by the end of its share (run_budget.h). Not owned; nullptr:
  // no run-wide limit.
  RunBudget* budget = nullptr;
  // Each df-pn search of a puzzle's claims starts from the positions the
  // earlier ones settled (settled_positions.h). generate's check turns it
  // off, so that its node limits bound each claim's search alone, as the
  // bundled sets were made.
  bool shareSettledPositions = true;
};

// The region a framed puzzle's answers need. A problem printed with an
// open wall is played inside a frame (region "auto" or "auto+N",
// docs/goals.md), and a right answer (a win or only-win claim's move, or a
// move of a line that begins with one) on a frame stone, or on an empty
// point the region leaves out, cannot be judged there.
struct ClaimsRegion {
  std::string region;   // the region to play in: "auto+K"
  std::string takesIn;  // the answers' points it takes in that the puzzle's own leaves out ("g18")
};
// For such a puzzle: the region with the frame drawn further out (up to
// auto+kMostExtraFrameLines) that leaves out the fewest of those points, the
// nearest among equals. nullopt where the puzzle's own region leaves none
// out, where no wider one leaves out fewer (as for a stated or an enclosed
// region), and for a position that does not set up. Wrong answers and
// claims about legality never move the region: they are about it as it is.
std::optional<ClaimsRegion> regionForTheClaims(const Puzzle& puzzle);

// Checks every claim of the puzzle, in the region regionForTheClaims draws
// where it draws one. Never throws for a bad position: that is reported in
// positionError.
PuzzleReport verifyPuzzle(const Puzzle& puzzle, const VerifyOptions& options);

}  // namespace goproof
