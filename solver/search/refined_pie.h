// Conversion Go's refined pie rule (docs/rules/conversion-go.md, rule 6): the
// first player makes three opening moves, for Black, White and Black (any may
// be a pass, and passes here never end the game); the second player then
// chooses a colour, and White moves next. The second player takes the side
// the position favours, so the first player's best opening is the fairest:
// the one whose position, White to move, has the least absolute score. The
// first player then gets minus that imbalance.
//
// Openings are tried in move order (points, then the pass); openings that reach
// the same position up to the board's symmetry are solved once. No opening
// is fairer than a level one (score 0), so unless every fairest opening is
// wanted the search stops at the first level opening.
#pragma once

#include <array>
#include <cstdlib>
#include <functional>
#include <optional>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "solver/rules/game_state.h"
#include "solver/search/solve_result.h"

namespace goproof {

// One opening: Black's move, White's, Black's (points or kPass), and the
// exact score (Black's margin) of the position after it, White to move.
struct PieOpening {
  std::array<Move, 3> moves;
  HalfPoints score = 0;
};

struct RefinedPieResult {
  // The fairest openings, one per position (up to symmetry), in the order
  // tried; all have the least imbalance. Without allFairest, a level opening
  // ends the search, and this holds that one only (allListed is false).
  std::vector<PieOpening> fairest;
  bool allListed = true;
  std::optional<HalfPoints> imbalance;  // the least |score|, when every opening was settled
  size_t sequences = 0;                 // openings tried
  size_t positions = 0;                 // distinct positions solved
  bool complete = false;                // false when a solve stopped unsettled
  SearchStats stats;
};

// The position after `moves` from the empty `start` (Black to move), White to
// move. Passes only hand the move over.
template <int Words>
GameState<Words> afterPieOpening(const GameState<Words>& start, const std::array<Move, 3>& moves) {
  GameState<Words> game = start.withoutHistory();
  for (Move m : moves) {
    if (m == kPass) {
      game = GameState<Words>(start.rules(), game.board(), opponent(game.toMove()));
    } else {
      game.play(m);
      game = game.withoutHistory();
    }
  }
  return GameState<Words>(start.rules(), game.board(), Color::White, kNoMove, {0, 0}, moves[2] == kPass);
}

// Solves the refined pie opening of the empty board `start` (rules without
// +pie). `score` gives a position's exact score, or nullopt when it stopped.
template <int Words>
RefinedPieResult solveRefinedPie(const GameState<Words>& start,
                                 const std::function<std::optional<SolveResult>(GameState<Words>&)>& score,
                                 bool allFairest) {
  RefinedPieResult result;
  result.complete = true;
  absl::flat_hash_map<uint64_t, HalfPoints> solved;  // canonical hash of a position -> its score
  std::vector<PieOpening> all;
  std::vector<Move> choices;
  for (Move p = 0; p < start.board().points(); ++p) choices.push_back(p);
  choices.push_back(kPass);
  for (Move a : choices)
    for (Move b : choices)
      for (Move c : choices) {
        const std::array<Move, 3> moves{a, b, c};
        // Three points, all different: the opening puts a stone on each.
        if ((a >= 0 && (a == b || a == c)) || (b >= 0 && b == c)) continue;
        ++result.sequences;
        GameState<Words> position = afterPieOpening(start, moves);
        const uint64_t key = position.canonicalHash();
        auto it = solved.find(key);
        if (it == solved.end()) {
          std::optional<SolveResult> r = score(position);
          if (!r || !r->score) {
            result.complete = false;
            continue;
          }
          result.stats.nodes += r->stats.nodes;
          result.stats.seconds += r->stats.seconds;
          it = solved.emplace(key, *r->score).first;
          ++result.positions;
          all.push_back({moves, *r->score});  // the first opening to reach this position stands for it
          if (*r->score == 0 && !allFairest) {
            result.fairest = {all.back()};
            result.imbalance = 0;
            result.allListed = false;
            return result;
          }
        }
      }
  if (!result.complete || all.empty()) return result;
  HalfPoints least = std::abs(all.front().score);
  for (const PieOpening& o : all) least = std::min(least, std::abs(o.score));
  for (const PieOpening& o : all)
    if (std::abs(o.score) == least) result.fairest.push_back(o);
  result.imbalance = least;
  return result;
}

}  // namespace goproof
