// How far a student must read to find the answer of a scored problem: the
// fewest moves ahead (plies, both sides) from which, counting the board as it
// stands at the end of what was read, the best moves come out best.
//
// The exact score of a scored game is a search to the end of the game, long
// after what decides it: an atari that captures three stones is "a line of 11
// moves" to the last pass. A student reads a few moves and counts. So the
// grade of a scored problem measures that: a minimax to depth d (every legal
// move, pass included, for both sides) whose leaves are scored as if both
// players passed there (a finished game by its own score), for d = 1, 2, ...
// The reading depth is the first d at which the moves best at depth d are
// exactly the problem's best moves (the solver's, by exact score). Plain
// alpha-beta in the move order of legalMoves, without a table: the same
// nodes on every machine.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "solver/rules/margin.h"
#include "solver/rules/move.h"

namespace goproof {

struct ReadingDepth {
  int depth = 0;       // plies read; when !found, one more than the deepest read in the node limit
  uint64_t nodes = 0;  // positions visited, all depths together
  bool found = false;  // the best moves came out best within the node limit
};

// Why a reading stopped short.
enum class ReadingStop { None, NodeLimit, Uncountable };

namespace reading_detail {

// The side to move's margin if both players passed now (a finished game: its
// own), or nullopt where passing does not end the game.
template <class Game>
std::optional<HalfPoints> countAsItStands(Game& game) {
  const auto mine = [](HalfPoints black, Color me) { return me == Color::Black ? black : -black; };
  const Color me = game.toMove();
  if (game.result() != Winner::None) return mine(game.finalMargin(), me);
  int passes = 0;
  std::optional<HalfPoints> count;
  while (passes < 2 && game.check(kPass).legal()) {
    game.play(kPass);
    ++passes;
    if (game.result() != Winner::None) {
      count = mine(game.finalMargin(), me);
      break;
    }
  }
  for (; passes > 0; --passes) game.undo();
  return count;
}

// Negamax with alpha-beta to `depth` plies, fail-soft: the side to move's
// margin. Sets *broken when a leaf cannot be counted or the node limit is passed.
template <class Game>
HalfPoints search(Game& game, int depth, HalfPoints alpha, HalfPoints beta, uint64_t& nodes, uint64_t limit,
                  ReadingStop* broken) {
  if (*broken != ReadingStop::None) return 0;
  if (depth == 0 || game.result() != Winner::None) {
    const std::optional<HalfPoints> count = countAsItStands(game);
    if (!count) *broken = ReadingStop::Uncountable;
    return count.value_or(0);
  }
  typename Game::MoveListType moves;
  game.legalMoves(moves);
  HalfPoints best = -(1 << 20);
  for (Move m : moves) {
    if (++nodes > limit) {
      *broken = ReadingStop::NodeLimit;
      return 0;
    }
    game.play(m);
    const HalfPoints v = -search(game, depth - 1, -beta, -std::max(alpha, best), nodes, limit, broken);
    game.undo();
    if (*broken != ReadingStop::None) return 0;
    best = std::max(best, v);
    if (best >= beta) break;
  }
  return best;
}

}  // namespace reading_detail

// The reading depth of the position `game` is at for the moves `best` (see
// above), searching at most nodeLimit positions in all; nullopt where a
// position cannot be counted as it stands (the rules forbid passing there, or
// two passes do not end the game). The game is at the same position afterwards.
template <class Game>
std::optional<ReadingDepth> readingDepth(Game& game, const std::vector<Move>& best, uint64_t nodeLimit) {
  using reading_detail::search;
  ReadingDepth out;
  typename Game::MoveListType list;
  game.legalMoves(list);
  const std::vector<Move> moves(list.begin(), list.end());
  auto isBest = [&best](Move m) { return std::find(best.begin(), best.end(), m) != best.end(); };
  if (best.empty() || moves.size() < 2) return ReadingDepth{1, 0, !best.empty()};
  constexpr HalfPoints kWide = 1 << 20;
  for (int depth = 1;; ++depth) {
    ReadingStop broken = ReadingStop::None;
    // The best moves' value at this depth: all the same, and every other move below it.
    std::optional<HalfPoints> level;
    bool holds = true;
    for (Move m : moves) {
      if (!isBest(m)) continue;
      ++out.nodes;
      game.play(m);
      const HalfPoints v = -search(game, depth - 1, -kWide, kWide, out.nodes, nodeLimit, &broken);
      game.undo();
      if (broken != ReadingStop::None) break;
      if (level && *level != v) holds = false;
      if (!level) level = v;
    }
    for (Move m : moves) {
      if (broken != ReadingStop::None || !holds || !level) break;
      if (isBest(m)) continue;
      ++out.nodes;
      game.play(m);
      // A null window at the level: does this move reach it?
      const HalfPoints v = -search(game, depth - 1, -*level, -(*level - 1), out.nodes, nodeLimit, &broken);
      game.undo();
      if (broken == ReadingStop::None && v >= *level) holds = false;
    }
    if (broken == ReadingStop::Uncountable) return std::nullopt;
    if (broken != ReadingStop::None || out.nodes > nodeLimit) {
      out.depth = depth;
      return out;
    }
    if (holds && level) {
      out.depth = depth;
      out.found = true;
      return out;
    }
  }
}

}  // namespace goproof
