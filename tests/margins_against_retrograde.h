// Static margin bounds held against retrograde analysis's exact margin, in
// every state reachable from an empty board (the soundness checks of the
// region and wall bounds).
#pragma once

#include <optional>

#include "gtest/gtest.h"
#include "solver/rules/unconditional_life.h"
#include "solver/search/retrograde.h"
#include "tests/every_reachable_state.h"
#include "tests/test_boards.h"

namespace goproof::testing {

// Expects bounds(state) to contain the exact margin in every state reachable
// from the empty board of `rules` and size; returns how many states
// bounds(state) narrowed beyond baseline(state).
template <class Bounds, class Baseline>
int boundsNarrowedInEveryState(const char* rules, int width, int height, Bounds bounds, Baseline baseline) {
  GameState<1> root = emptyGame(rules, width, height);
  auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(root);
  EXPECT_TRUE(analysis.status().ok()) << analysis.status();
  int narrowed = 0;
  forEveryReachableState(root, [&](const GameState<1>& g) {
    const ScoreRange range = bounds(g);
    const std::optional<HalfPoints> margin = analysis.marginOf(g);
    EXPECT_TRUE(margin && range.contains(*margin))
        << rules << " " << width << "x" << height << ": margin " << margin.value_or(-999) << " outside ["
        << range.low << ", " << range.high << "], " << colorLetter(g.toMove()) << " to move\n"
        << boardDiagram(g.board());
    if (range != baseline(g)) ++narrowed;
  });
  return narrowed;
}

}  // namespace goproof::testing
