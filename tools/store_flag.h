// --store FILE on solve and verify: the store of solved positions
// (formats/solved_store.h) that df-pn and alpha-beta searches start from and
// add to, each solver in sections of its own.
#pragma once

#include <optional>
#include <string>

#include "CLI/CLI.hpp"
#include "formats/solved_store.h"
#include "solver/search/solve.h"

namespace goproof::cli {

struct StoreFlag {
  std::string path;  // empty: no store
  std::optional<SolvedPositionStore> store;
  std::string solver_ = "dfpn";  // whose sections: the solver open() was given

  // Registers --store on a subcommand.
  void addTo(CLI::App& app);
  // Throws CommandError (exit 2) when --store and another file flag (named
  // `otherFlag`, given `otherPath`) name one file: the same path, or another
  // name of it (a symbolic or hard link; formats/file_identity.h). Call
  // before any work, so that neither file is written over the other.
  void refuseSharedFile(const std::string& otherPath, const std::string& otherFlag) const;
  // Opens the store named by --store, if any, before any search: throws
  // CommandError (exit 2) for a file that is not a store of this version, a
  // damaged or edited one, or not a regular file, and (exit 4) when FILE
  // could not be written later.
  void open(const SolverOptions& solver);
  // The hooks for solves of `rules` on a width x height board by the solver
  // open() was given, tagged with it (none without --store).
  CheckpointHooks hooksFor(const std::string& rules, int width, int height, bool symmetry);
  // Writes the store back, keeping what another process saved into FILE
  // meanwhile (a line on stderr says how many positions it holds); returns
  // kExitOk, or kExitWriteFailed after saying why.
  int save(const char* command);
};

// Why a solve's result contradicts itself, which only a forged or damaged
// store or checkpoint can cause (a search on its own never does): a complete
// result whose position is proven won but that lists no winning move (or
// proven not won and lists one), or whose score is proven and that lists no
// move that keeps it. Empty when none is found, and always for a result
// that is incomplete, whose moves were not asked for (movesAsked false:
// value only), or whose game is over.
std::string answerContradiction(const SolveResult& result, bool movesAsked, bool gameOver);

}  // namespace goproof::cli
