// Where an alpha-beta solve by margins (--score-guess) stood when it saved a
// checkpoint, so that a resumed solve begins there (alphabeta_crew.h): the
// root's question of phase 1 ("does the side to move reach this score?")
// and the iteration it was in, with that iteration's tag
// (AlphaBetaEntry::iteration). The resumed table keeps the bounds of the
// entries with that tag, and the same question starts again at that depth
// with that tag, so the iteration goes on with what it had found, where a
// fresh start would repeat every shallower iteration first.
//
// Only questions by margins name a point. In the full window it was
// measured and lost (docs/solvers.md, Alpha-beta, Checkpoints): 3x4 Go's
// shallow iterations are cheap, and they rebuild the killer and history
// tables and the root's move order that the deep one needs. A save in the
// full window, or in phase 2, names none, and its solve starts again from
// depth 1 as before.
//
// Why it cannot change an answer: answers rest only on proven results
// (alphabeta_search.h). Where a question starts deepening, and which
// unproven bounds the table holds, change which nodes are searched, never
// what is proven; a question that starts deeper than it needs still proves
// its answer, since a deeper search sees at least as much. So a forged
// point can only cost time. Depths beyond half the deepest ply are read as
// no point: a question started near the deepest ply would have too few
// iterations left to prove its answer.
//
// In a checkpoint file (formats/checkpoint_file.h) the point is the words
// "alphabeta margins FLOOR depth D tag T" (FLOOR: the least score of the
// question, search_score.h).
#pragma once

#include <cstdint>
#include <optional>
#include <sstream>
#include <string>

#include "solver/search/search_score.h"

namespace goproof {

struct AlphaBetaResumePoint {
  Score floor = 0;  // the least score the root's question asks for
  int depth = 1;    // the iteration the main engine was in
  uint8_t tag = 0;  // that iteration's tag

  // The point in a checkpoint's words (above).
  std::string words() const {
    return "alphabeta margins " + std::to_string(floor) + " depth " + std::to_string(depth) + " tag " +
           std::to_string(tag);
  }
  // The point the words name, or nullopt for anything else ("" included).
  static std::optional<AlphaBetaResumePoint> fromWords(const std::string& text) {
    std::istringstream in(text);
    std::string solver, kind, depthWord, tagWord, rest;
    AlphaBetaResumePoint p;
    int tag = -1;
    if (!(in >> solver >> kind >> p.floor >> depthWord >> p.depth >> tagWord >> tag)) return std::nullopt;
    if (solver != "alphabeta" || kind != "margins" || depthWord != "depth" || tagWord != "tag") return std::nullopt;
    if (in >> rest || p.floor <= -kWin || p.floor >= kWin) return std::nullopt;
    if (p.depth < 1 || p.depth > kMaxSearchPly / 2 || tag < 0 || tag > 255) return std::nullopt;
    p.tag = static_cast<uint8_t>(tag);
    return p;
  }
};

}  // namespace goproof
