// How a long df-pn or alpha-beta solve saves its table and picks it up
// again (the file itself is formats/checkpoint_file.h; the solver only walks
// its entries).
#pragma once

#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <functional>
#include <string>
#include <utility>

namespace goproof {

// Called once for each table entry: its key and its payload's 8 bytes.
using EntryVisitor = std::function<void(uint64_t key, uint64_t bits)>;
// Calls a visitor for every entry of some table.
using EntryWalk = std::function<void(const EntryVisitor&)>;

struct CheckpointHooks {
  // Saves a table: called with a walk over its entries, about every
  // `everySeconds` of search and once at the end of the solve, stopped or
  // not. Null: no checkpoints. The solver searches on only after it returns.
  std::function<void(const EntryWalk&)> save;
  double everySeconds = 300;
  // Entries to put in the table before searching (a resumed solve), and how
  // many there are (the table grows to hold them first). Null: none.
  EntryWalk resumeFrom;
  size_t resumeEntries = 0;
  // The entries come from other solves (a store of solved positions): let
  // each settled one answer the other side's question too, where the rules
  // allow (DfpnSolver::resume).
  bool otherAttacker = false;
  // Whose table entries these are: "dfpn" or "alphabeta". A solve takes
  // hooks only of its own solver (solve.h), so a caller that switches a
  // solve's solver cannot hand one solver's entries to the other's table.
  std::string solver = "dfpn";
  // Where the search stood, in the solver's own words, for a resumed solve
  // to start there (alpha-beta: the root's question on margins and the
  // iteration it was in, alphabeta_resume.h): called just before each save
  // with the words ("" where there is nothing to say) that the caller keeps
  // with the saved table. Null: not asked.
  std::function<void(const std::string&)> noteResumePoint;
  // The words noteResumePoint gave at the save that resumeFrom's entries
  // come from ("" for none). They only tell the solver where to begin: they
  // never change an answer.
  std::string resumeAt;
};

// Both sets of hooks at once (a checkpoint and the store of solved
// positions): the table starts from the entries of both, and each save
// goes to both, as often as the more frequent asks.
inline CheckpointHooks bothHooks(CheckpointHooks a, CheckpointHooks b) {
  if (!a.save && !a.resumeFrom) return b;
  if (!b.save && !b.resumeFrom) return a;
  if (a.solver != b.solver) return a;  // the other solver's entries: never mixed in (the caller's mistake)
  CheckpointHooks both;
  both.solver = a.solver;
  both.everySeconds = std::min(a.save ? a.everySeconds : b.everySeconds, b.save ? b.everySeconds : a.everySeconds);
  both.resumeEntries = a.resumeEntries + b.resumeEntries;
  both.otherAttacker = a.otherAttacker || b.otherAttacker;
  both.resumeAt = a.resumeAt.empty() ? b.resumeAt : a.resumeAt;
  if (a.noteResumePoint || b.noteResumePoint)
    both.noteResumePoint = [na = std::move(a.noteResumePoint), nb = std::move(b.noteResumePoint)](const std::string& at) {
      if (na) na(at);
      if (nb) nb(at);
    };
  if (a.resumeFrom || b.resumeFrom)
    both.resumeFrom = [ra = std::move(a.resumeFrom), rb = std::move(b.resumeFrom)](const EntryVisitor& visit) {
      if (ra) ra(visit);
      if (rb) rb(visit);
    };
  if (a.save || b.save)
    both.save = [sa = std::move(a.save), sb = std::move(b.save)](const EntryWalk& walk) {
      if (sa) sa(walk);
      if (sb) sb(walk);
    };
  return both;
}

}  // namespace goproof
