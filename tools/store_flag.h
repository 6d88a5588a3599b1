// --store FILE on solve and verify: the store of solved positions
// (formats/solved_store.h) that df-pn searches start from and add to.
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

  // Registers --store on a subcommand.
  void addTo(CLI::App& app);
  // Opens the store named by --store, if any, before any search: throws
  // CommandError (exit 2) for a file that is not a store of this version or
  // not a regular file, and (exit 4) when FILE could not be written later.
  void open(const SolverOptions& solver);
  // The hooks for df-pn solves of `rules` on a width x height board (none
  // without --store).
  CheckpointHooks hooksFor(const std::string& rules, int width, int height, bool symmetry);
  // Writes the store back (a line on stderr says how many positions it
  // holds); returns kExitOk, or kExitWriteFailed after saying why.
  int save(const char* command);
};

}  // namespace goproof::cli
