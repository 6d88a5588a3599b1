#include "puzzles/verify.h"

#include "puzzles/claim_checker.h"
#include "solver/board/board_size.h"
#include "solver/rules/conquest_setup.h"
#include "solver/rules/two_stone_game.h"

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
  report.width = puzzle.width;
  report.height = puzzle.height;
  report.toMove = puzzle.toMove;
  auto start = std::chrono::steady_clock::now();
  withBoardWords(puzzle.width * puzzle.height, [&](auto words) {
    constexpr int W = decltype(words)::value;
    auto checkAll = [&](auto state) {
      ClaimChecker<decltype(state)> checker(std::move(state), options);
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
    };
    if (puzzle.rules.game == GameKind::Conquest) {
      auto conquest = setUpConquest<W>(positionOf(puzzle));
      if (!conquest.ok()) report.positionError = std::string(conquest.status().message());
      else checkAll(*std::move(conquest));
      return;
    }
    auto game = setUpGame<W>(positionOf(puzzle));
    if (!game.ok()) {
      report.positionError = std::string(game.status().message());
      return;
    }
    if constexpr (W == 1) {
      if (puzzle.rules.groups == GroupRule::TwoStoneTurns) return checkAll(QuenchTwoGame<1>(*std::move(game)));
    }
    checkAll(*std::move(game));
  });
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace goproof
