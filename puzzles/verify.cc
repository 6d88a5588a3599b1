#include "puzzles/verify.h"

#include "puzzles/claim_checker.h"
#include "solver/rules/game_registry.h"

namespace goproof {

std::string_view toString(Verdict v) {
  switch (v) {
    case Verdict::Pass: return "PASS";
    case Verdict::Fail: return "FAIL";
    case Verdict::Undecided: break;
  }
  return "UNDECIDED";
}

PuzzleReport verifyPuzzle(const Puzzle& puzzle, const VerifyOptions& options) {
  PuzzleReport report;
  report.title = puzzle.title;
  report.where = puzzle.where;
  report.rules = puzzle.rules.toString();
  report.goal = puzzle.goal;
  report.targets = puzzle.targets;
  report.region = puzzle.region;
  report.koAnswers = puzzle.koAnswers;
  report.width = puzzle.width;
  report.height = puzzle.height;
  report.toMove = puzzle.toMove;
  auto start = std::chrono::steady_clock::now();
  absl::Status position = visitGame(positionOf(puzzle), [&](auto& game) {
    ClaimChecker<std::remove_cvref_t<decltype(game)>> checker(std::move(game), options);
    if (auto word = parseGoalWord(puzzle.goal)) checker.setGoalWord(*word);
    checker.setKoAnswers(puzzle.koAnswers);
    checker.prepare(puzzle.claims);
    for (const Claim& claim : puzzle.claims) {
      if (options.solver.stop && options.solver.stop->load(std::memory_order_relaxed)) {
        // Interrupted: the claims left are not begun (each search would stop at once anyway).
        ClaimReport left;
        left.claim = claim;
        left.explanation = "undecided: the run was interrupted before this claim";
        report.claims.push_back(std::move(left));
        continue;
      }
      report.claims.push_back(checker.check(claim));
    }
    report.nodes = checker.nodes();
  });
  if (!position.ok()) report.positionError = std::string(position.message());
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace goproof
