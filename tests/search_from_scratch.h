// Alpha-beta on a fresh table, for tests that compare engine settings.
#pragma once

#include <cstdint>
#include <string>

#include "gtest/gtest.h"

#include "solver/search/alphabeta_search.h"

namespace goproof::testing {

struct Searched {
  SearchOutcome outcome;
  uint64_t nodes = 0;
};

// game searched from scratch in window (alpha, beta), deepened until
// proven, after configure(engine) has set the engine up (a horizon guess,
// free passes).
template <class Configure>
Searched searchFromScratch(GameState<1>& game, Configure configure, Score alpha, Score beta) {
  TranspositionTable<AlphaBetaEntry> table(16);
  RepetitionTable repetitions(1);
  AlphaBetaSearch<GameState<1>> engine(game, table, SearchControl{}, &repetitions);
  configure(engine);
  Searched s;
  s.outcome = engine.solveWindow(alpha, beta);
  s.nodes = engine.nodes();
  return s;
}

// Checks that the engine, set up by configure, proves `mine` (the side to
// move's margin by retrograde analysis) in the full window and answers
// "does the side to move reach k?" for k within 2 of it as retrograde
// analysis does; *fullNodes is the full window's node count.
template <class Configure>
void expectRetrogradesAnswers(GameState<1>& game, HalfPoints mine, Configure configure, const std::string& where,
                              uint64_t* fullNodes) {
  const Searched full = searchFromScratch(game, configure, -kInfinity, kInfinity);
  ASSERT_TRUE(full.outcome.proven) << where;
  EXPECT_EQ(marginOfScore(full.outcome.score), mine) << where << ": the exact margin";
  *fullNodes = full.nodes;
  for (HalfPoints k : {mine - 2, mine - 1, mine, mine + 1, mine + 2}) {
    const Score floor = marginFloor(k);
    const Searched q = searchFromScratch(game, configure, floor - 1, floor);
    ASSERT_TRUE(q.outcome.proven) << where << ", reaches " << formatMargin(k) << "?";
    EXPECT_EQ(q.outcome.score >= floor, mine >= k) << where << ", reaches " << formatMargin(k) << "?";
  }
}

}  // namespace goproof::testing
