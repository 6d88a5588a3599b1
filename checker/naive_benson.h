// Benson's unconditional life (1976), computed from its definition on the
// naive rules' board for the proof checker: the chains no sequence of enemy
// moves can capture, even if their owner passes every turn, and the points
// they keep for the score. Written apart from the solver's bit-set version
// (solver/rules/unconditional_life.h), which tests hold it to.
#pragma once

#include <vector>

#include "checker/naive_rules.h"

namespace goproof::proof {

// The chains of `colour` that Benson's algorithm finds unconditionally
// alive on the whole board: each point of them is true.
std::vector<bool> bensonAlive(const naive_rules::NaiveGame& game, char colour);

// Her safe points: the alive chains, and every point of each region left by
// the algorithm whose every point (enemy stones included) is next to an
// alive stone, and next to each alive chain the region is vital to. Under
// Go's rules she can make each of them hers by the end of the game,
// whatever the enemy does (docs/solvers.md, "Unconditional life").
std::vector<bool> bensonSafePoints(const naive_rules::NaiveGame& game, char colour);

// Both from one run of the algorithm: her alive stones and her safe points.
struct BensonArea {
  std::vector<bool> alive, safe;
};
BensonArea bensonArea(const naive_rules::NaiveGame& game, char colour);

}  // namespace goproof::proof
