#include "tools/store_flag.h"

#include <iostream>

#include "formats/atomic_file.h"
#include "solver/util/text.h"
#include "tools/cli_common.h"

namespace goproof::cli {

void StoreFlag::addTo(CLI::App& app) {
  app.add_option("--store", path,
                 "A store of solved positions: df-pn starts from the positions it holds and adds those it settles "
                 "(created if missing; docs/solvers.md)");
}

void StoreFlag::open(const SolverOptions& solver) {
  if (path.empty()) return;
  if (solver.kind != SolverKind::Dfpn)
    throw CommandError{cat("store: only df-pn (the default solver) reads and adds to a store, not ",
                           solverName(solver.kind))};
  if (absl::Status usable = checkWritablePath(path, "store"); !usable.ok())
    throw CommandError{std::string(usable.message()), absl::IsUnavailable(usable) ? kExitWriteFailed : kExitBadInput};
  auto opened = SolvedPositionStore::open(path);
  if (!opened.ok()) throw CommandError{std::string(opened.status().message())};
  store.emplace(*std::move(opened));
}

CheckpointHooks StoreFlag::hooksFor(const std::string& rules, int width, int height, bool symmetry) {
  if (!store) return {};
  return store->hooksFor({rules, std::to_string(width) + "x" + std::to_string(height), symmetry});
}

int StoreFlag::save(const char* command) {
  if (!store) return kExitOk;
  if (absl::Status saved = store->save(path); !saved.ok()) {
    std::cerr << "goproof " << command << ": " << saved.message() << "\n";
    return kExitWriteFailed;
  }
  std::cerr << "goproof " << command << ": store " << path << ": " << store->storedEntries() + store->addedEntries()
            << " solved positions (" << store->addedEntries() << " new)\n";
  return kExitOk;
}

}  // namespace goproof::cli
