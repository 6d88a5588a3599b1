// alphabeta_line: the line an alpha-beta checkpoint's table stands on, for
// finding what a long solve that has not proved its root is missing
// (docs/values.md, 5x5 Go). Each position's table entry names a best move:
// at a node that failed, the move that came nearest; at a refuted one, the
// refutation. Following them from the root walks the line the search
// believes in as far as the table remembers it, and the position where it
// ends is one the search could not settle within its depth.
//
//   alphabeta_line CHECKPOINT TABLE_MB MAX_PLY [MOVE... | -]
//
// Reads the checkpoint (a `goproof solve --solver alphabeta --checkpoint`
// file) into a table of TABLE_MB megabytes (the deepest entries kept when
// it is smaller than the file), plays the given moves first, then each
// entry's best move, for at most MAX_PLY moves. One line per position: the
// ply, the side to move, the move that leads on, the entry (score as
// margin and plies to the end where the score carries them, bound, draft,
// proven, iteration tag) and the margins each side can force by the
// static bounds (unconditional life and safe regions); then the board of
// the last position in --board form. With "-" for the moves, each line of
// stdin is a list of moves, walked in turn (the file read once). Exit 2 for bad arguments or a file
// that cannot be read.
#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "formats/checkpoint_file.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/unconditional_life.h"
#include "solver/search/alphabeta_entry.h"
#include "solver/search/search_score.h"
#include "solver/search/transposition_table.h"

namespace goproof {
namespace {

const char* boundName(Bound b) {
  switch (b) {
    case Bound::None: return "none";
    case Bound::Lower: return "lower";
    case Bound::Upper: return "upper";
    case Bound::Exact: return "exact";
  }
  return "?";
}

// "+25 in 7" for a margin score (half-points shown as points), "0" otherwise.
std::string scoreText(Score s) {
  const int m = marginOfScore(s);
  if (m == 0) return s == 0 ? "0" : "0 (" + std::to_string(s) + ")";
  const std::string points = m % 2 == 0 ? std::to_string(m / 2) : std::to_string(m / 2) + ".5";
  return (m > 0 ? "+" : "") + points + " in " + std::to_string(pliesToEnd(s));
}

template <class Game>
int walk(Game& game, TranspositionTable<AlphaBetaEntry, false>& table, int maxPly,
         const std::vector<std::string>& given) {
  for (int ply = 0;; ++ply) {
    const Color toMove = game.toMove();
    AlphaBetaEntry entry;
    const CanonicalImage image = game.canonicalImage();
    const bool hit = table.probe(image.hash, entry);
    Move next = kNoMove;
    if (ply < static_cast<int>(given.size())) {
      const std::optional<Move> named = game.moveNamed(given[ply]);
      typename Game::MoveListType legal;
      game.legalMoves(legal);
      if (!named || std::find(legal.begin(), legal.end(), *named) == legal.end()) {
        std::fprintf(stderr, "alphabeta_line: %s is not a legal move at ply %d\n", given[ply].c_str(), ply);
        return 2;
      }
      next = *named;
    } else if (hit && entry.bestMove != kNoMove) {
      next = game.movePreimage(image.symmetry, entry.bestMove);
    }
    std::string bounds = "-";
    if constexpr (requires { forcedMargins(game); }) {
      const ScoreRange forced = forcedMargins(game);
      bounds = "B forces " + std::to_string(forced.low / 2.0).substr(0, 5) + ", W " +
               std::to_string(forced.high / 2.0).substr(0, 5);
    }
    std::printf("%3d %c %-5s ", ply, toMove == Color::Black ? 'B' : 'W',
                next == kNoMove ? "-" : game.moveName(next).c_str());
    if (hit)
      std::printf("%-14s %-5s draft %3d %s tag %3d  ", scoreText(entry.score).c_str(), boundName(entry.bound),
                  entry.draft, entry.proven ? "proven  " : "unproven", entry.iteration);
    else
      std::printf("%-52s", "(not in the table)");
    std::printf("%s\n", bounds.c_str());
    if (next == kNoMove || ply >= maxPly || game.decidedWinner() != Winner::None) break;
    game.play(next);
  }
  const PositionSpec here = describeGame(game);
  std::printf("--board '%s' --to-move %c%s\n", here.rows.c_str(), here.toMove == Color::Black ? 'B' : 'W',
              here.previousPass ? " --previous-pass" : "");
  return 0;
}

int run(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: alphabeta_line CHECKPOINT TABLE_MB MAX_PLY [MOVE...]\n");
    return 2;
  }
  auto file = readCheckpoint(argv[1]);
  if (!file.ok()) {
    std::fprintf(stderr, "alphabeta_line: %s\n", std::string(file.status().message()).c_str());
    return 2;
  }
  const CheckpointHeader header = file->header();
  if (header.solver != "alphabeta") {
    std::fprintf(stderr, "alphabeta_line: %s holds %s's table, not alpha-beta's\n", argv[1], header.solver.c_str());
    return 2;
  }
  PositionSpec spec;
  auto rules = Rules::parse(header.rules);
  auto size = parseBoardSize(header.size);
  auto toMove = parseColor(header.toMove);
  if (!rules.ok() || !size.ok() || !toMove.ok()) {
    std::fprintf(stderr, "alphabeta_line: %s: a header this build does not read\n", argv[1]);
    return 2;
  }
  spec.rules = *rules;
  spec.width = size->first;
  spec.height = size->second;
  spec.rows = header.position;
  spec.toMove = *toMove;
  const size_t megabytes = std::strtoull(argv[2], nullptr, 10);
  const int maxPly = std::atoi(argv[3]);
  const std::vector<std::string> given(argv + 4, argv + argc);
  std::fprintf(stderr, "alphabeta_line: reading %zu entries (%s)\n", file->entryCount(), header.resumeAt.c_str());
  TranspositionTable<AlphaBetaEntry, false> table(megabytes);
  table.reserve(file->entryCount());
  absl::Status read = file->forEachEntry([&](uint64_t key, uint64_t bits) {
    table.store(key, std::bit_cast<AlphaBetaEntry>(bits));
  });
  if (!read.ok()) {
    std::fprintf(stderr, "alphabeta_line: %s\n", std::string(read.message()).c_str());
    return 2;
  }
  // One walk from the root along moves.
  int status = 0;
  auto walkAlong = [&](const std::vector<std::string>& moves) {
    absl::Status setUp = visitGame(spec, [&](auto& game) { status = std::max(status, walk(game, table, maxPly, moves)); });
    if (!setUp.ok()) {
      std::fprintf(stderr, "alphabeta_line: %s\n", std::string(setUp.message()).c_str());
      status = 2;
    }
    std::fflush(stdout);
  };
  // With "-" as the only move, one line of moves after another from stdin,
  // each walked from the root (the file is read once).
  if (given.size() == 1 && given[0] == "-") {
    for (std::string text; std::getline(std::cin, text);) {
      std::istringstream words(text);
      walkAlong({std::istream_iterator<std::string>(words), std::istream_iterator<std::string>()});
    }
  } else {
    walkAlong(given);
  }
  return status;
}

}  // namespace
}  // namespace goproof

int main(int argc, char** argv) { return goproof::run(argc, argv); }
