// solve's check of an answer that a frame may have decided (docs/goals.md,
// "An open wall: the frame"): the same local goal solved again with the
// frame one line further out, as verify weighs a FAIL on a framed problem.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "solver/rules/game_registry.h"
#include "solver/rules/goals/target_setup.h"
#include "solver/search/goal_status.h"
#include "solver/search/solve.h"

namespace goproof {

// What the wider frame gave: its region word ("auto+1") and the value for
// the side to move there (Unknown where the search stopped first or no
// time was left; Draw where the play goes on without end).
struct FrameCheck {
  std::string region;
  Value value = Value::Unknown;
  uint64_t nodes = 0;  // the wider frame's search's
  // Whether the answer stands: the wider frame gives the same value.
  bool agrees(Value narrow) const { return value != Value::Unknown && value == narrow; }
};

// Where `game` (set up from `spec`) is a local goal whose region a frame
// closed, and `narrow` (its value for the side to move) says she fails:
// the value of the same position with the frame one line further out,
// searched for the value alone under `options` (its time limit is the
// caller's to set); timeLeft false: no time was left, so the value is
// Unknown unless the wider frame makes the same game.
// Nothing where there is no frame, the side to move wins, the game is over,
// or the frame is already the widest (auto+6). A wider frame that makes the
// same game (the same region and frame) gives `narrow` without a search.
template <class Game>
std::optional<FrameCheck> checkOnWiderFrame(const Game& game, const PositionSpec& spec, Value narrow,
                                            SolverOptions options, bool timeLeft) {
  if constexpr (!requires { game.frame(); game.region(); }) {
    return std::nullopt;
  } else {
    if (!game.frame().any() || narrow != Value::Loss || game.result() != Winner::None) return std::nullopt;
    const auto word = inferredRegionWord(spec.region);  // a frame means the region was inferred: blank, auto or auto+N
    if (!word.ok()) return std::nullopt;
    const int extra = word->value_or(0);
    if (extra >= kMostExtraFrameLines) return std::nullopt;
    PositionSpec wider = spec;
    wider.region = cat(kInferredRegion, "+", extra + 1);
    FrameCheck check{wider.region};
    options.progress = nullptr;
    options.checkpoint = {};
    options.valueOnly = true;
    options.allMoves = false;
    const absl::Status set = visitGame(wider, [&](auto& w) {
      using Wider = std::remove_cvref_t<decltype(w)>;
      if constexpr (std::is_same_v<Wider, Game>) {
        if (w.region() == game.region() && w.frame() == game.frame()) {
          check.value = narrow;
          return;
        }
        if (!timeLeft) return;  // unknown
        if constexpr (GoalTermsGame<Wider>) askWinWithoutKo(w);
        try {
          const SolveResult r = solvePosition(w, options);
          check.nodes = r.stats.nodes;
          if (r.complete) check.value = r.value;
        } catch (const std::invalid_argument&) {
        }
      }
    });
    if (!set.ok()) return std::nullopt;  // no wider region to infer: the narrow answer is all there is
    return check;
  }
}

}  // namespace goproof
