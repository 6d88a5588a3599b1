// The knobs of a search, declared once. The command line fills one
// SearchSettings from its flags (tools/cli_common.h's SolverFlags), and each
// layer below embeds it as its base: SolverOptions (solve.h), DfpnOptions
// (dfpn.h), AlphaBetaOptions (alphabeta.h) and SearchControl
// (alphabeta_search.h) copy it whole, never field by field. A solver reads
// the knobs it has and ignores the others (alpha-beta has no epsilon).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "solver/rules/margin.h"

namespace goproof {

struct SearchSettings {
  // Memory (MiB) for the transposition table, and what search_memory.h
  // bounds with it (df-pn's child caches, alpha-beta's repetition table). In
  // SolverOptions it is the whole budget; solve.h gives DfpnOptions the
  // table's share of it (planDfpnMemory), so a caller that builds
  // DfpnOptions itself sets the table alone.
  size_t tableMegabytes = 256;
  double timeLimitSeconds = 0;  // 0: none
  // Stop after about this many nodes (0: none): unlike a time limit, it
  // stops a serial search at the same node on every machine.
  uint64_t nodeLimit = 0;
  int threads = 1;              // search threads; 1 is the serial search, node for node
  const std::atomic<bool>* stop = nullptr;  // the search stops soon after *stop becomes true

  bool allMoves = false;        // value every root move, not only the winning ones
  // Only the root's value is wanted (a claim about one move): solvers that
  // can skip the winning moves and the line do (df-pn, alpha-beta); complete
  // then refers to the value (and the exact score). Overrides allMoves.
  bool valueOnly = false;

  bool useSymmetry = true;      // canonical table keys; one root move per symmetry class
  bool ordering = true;         // rules knowledge first: captures, ataris, connections (move_ordering.h)
  bool lifeBounds = true;       // scored games: settle or cut off positions by unconditional life
  // With lifeBounds, Go: count too the small regions that alive chains enclose
  // and the enemy cannot keep (enclosed_region_game.h).
  bool safeRegions = true;
  // With lifeBounds, Go, alpha-beta: count too the walls that live by
  // their regions (wall_life.h). A trial: off unless asked for.
  bool wallRegions = false;
  // With wallRegions: the largest region the walls search (WallSearch in
  // wall_life.h; 1 to 12).
  int wallRegionPoints = 8;
  // With lifeBounds, Go under simple ko: every point is hers
  // where her alive chains and Benson's regions leave one region that she
  // keeps against an enemy bound by the ko bans (keepsTheLastRegion in
  // unconditional_life.h). The proof writer ends lines by it too.
  bool lastRegion = true;
  // Alpha-beta by margins (scoreGuess): from depth deepenFrom on
  // (nextIterationDepth in alphabeta.h), each question's iterations deepen
  // by this many plies instead of one. It moves only where lines stop, never
  // an answer; 2 is a trial, off unless asked for (docs/solvers.md has what
  // it bought).
  int deepenBy = 1;
  // With deepenBy: the depth of the first iteration after which iterations
  // step by deepenBy (below it, one ply at a time). With deepenBy 2 the
  // default 10 searches even depths from there, 9 odd ones.
  int deepenFrom = 10;
  // Alpha-beta: before searching a node's moves, look at what each child
  // would answer at once (a finished game, a table bound, a repetition) and
  // cut off with the first that refutes the window (enhanced transposition
  // cut-offs, alphabeta_search.h).
  bool transpositionCutoffs = true;
  double epsilon = 0.25;        // df-pn: child threshold (1+epsilon) x second best; 0 gives plain df-pn
  bool winAtOnce = true;        // df-pn: settle a child whose side to move can win with one move
  bool knowledgeInit = true;    // df-pn+: new leaves' numbers from rules knowledge, not 1/1
  // df-pn, at the attacker's nodes: a move the rules knowledge rates as
  // aside (proofNumberWeight; in a scored game, a move touching no enemy
  // stone) has its proof number counted this many times when the node
  // picks a child. 1 weighs every move alike. It only steers the search.
  uint32_t contactBias = 1;
  bool mergeSiblings = true;    // df-pn: moves that reach one position count and are searched once
  // df-pn: keep child lists for nodes searched again (child_list_cache.h).
  // df-pn itself reads DfpnOptions::childCacheBytes, which solve.h sets from this.
  bool childCache = true;
  // df-pn, scored games: what each question settles serves every komi, so
  // the exact score's questions share their work (score_bounds_table.h).
  bool scoreBounds = true;
  // Scored games, df-pn: Black's margin guessed (MTD(f)'s first guess): the
  // exact score's first questions are asked at it, so that a right guess
  // takes two questions (exact_score.h). Any guess gives the same answer.
  std::optional<HalfPoints> scoreGuess;
};

}  // namespace goproof
