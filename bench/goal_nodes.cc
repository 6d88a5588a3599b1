// goal_nodes: df-pn's nodes on local-goal problem files, the figure behind a
// change to the goals' rules knowledge (docs/goals.md, "What settles a
// position early"). Node counts of the serial search are the same on every
// machine, so two builds compare without an idle machine.
//
//   goal_nodes NODE_LIMIT [--after-first-win] FILE...
//
// Each file is read as `goproof verify --goal auto` reads it; each puzzle's
// position (or, with --after-first-win, the position after its first claimed
// winning move) is solved for a win without ko of the side to move, with
// one thread and a 256 MiB table, stopping at NODE_LIMIT. One line each:
// file[:move], empty points of the region, value (unknown when stopped), nodes.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "formats/puzzle_input.h"
#include "solver/rules/game_registry.h"
#include "solver/search/goal_status.h"
#include "solver/search/solve.h"

namespace goproof {
namespace {

// Solves one puzzle's position under its local goal and prints its line.
void solveOne(const std::string& path, const Puzzle& puzzle, uint64_t nodeLimit, bool afterFirstWin) {
  const PositionSpec& spec = positionOf(puzzle);
  withBoardWords(spec.width * spec.height, [&](auto words) {
    constexpr int W = decltype(words)::value;
    absl::StatusOr<TargetGame<W>> game = GameSetUp<TargetGame<W>>::from(spec);
    if (!game.ok()) {
      std::printf("%s: %s\n", path.c_str(), std::string(game.status().message()).c_str());
      return 0;
    }
    askWinWithoutKo(*game);
    std::string label = path;
    if (afterFirstWin) {
      bool played = false;
      for (const Claim& c : puzzle.claims) {
        if (c.kind != ClaimKind::Win && c.kind != ClaimKind::OnlyWin) continue;
        const std::optional<Move> m = game->moveNamed(c.move);
        if (!m || game->legality(*m) != IllegalReason::None) continue;
        game->play(*m);
        label += ":" + c.move;
        played = true;
        break;
      }
      if (!played) return 0;
    }
    SolverOptions options;
    options.nodeLimit = nodeLimit;
    options.valueOnly = true;
    options.threads = 1;
    options.tableMegabytes = 256;
    const SolveResult r = solvePosition(*game, options);
    std::printf("%-44s empties %2d value %-7s nodes %10llu\n", label.c_str(), game->emptyPoints(),
                std::string(toString(r.value)).c_str(), static_cast<unsigned long long>(r.stats.nodes));
    std::fflush(stdout);
    return 0;
  });
}

}  // namespace
}  // namespace goproof

int main(int argc, char** argv) {
  using namespace goproof;
  if (argc < 3) {
    std::fprintf(stderr, "usage: goal_nodes NODE_LIMIT [--after-first-win] FILE...\n");
    return 2;
  }
  const uint64_t nodeLimit = std::strtoull(argv[1], nullptr, 10);
  bool afterFirstWin = false;
  for (int i = 2; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--after-first-win") {
      afterFirstWin = true;
      continue;
    }
    ImportOptions import;
    import.goal = "auto";
    import.rules = *Rules::parse("capture-1");
    import.rulesGiven = false;
    absl::StatusOr<PuzzleFile> file = readPuzzles(argv[i], import);
    if (!file.ok()) {
      std::printf("%s: %s\n", argv[i], std::string(file.status().message()).c_str());
      continue;
    }
    for (const Puzzle& puzzle : file->puzzles) solveOne(argv[i], puzzle, nodeLimit, afterFirstWin);
  }
  return 0;
}
