#include "tools/store_flag.h"

#include <iostream>

#include "formats/atomic_file.h"
#include "formats/file_identity.h"
#include "solver/util/text.h"
#include "tools/cli_common.h"

namespace goproof::cli {

void StoreFlag::addTo(CLI::App& app) {
  app.add_option("--store", path,
                 "A store of solved positions: df-pn and alpha-beta start from the positions it holds and add those "
                 "they settle, each solver in sections of its own "
                 "(created if missing; docs/solvers.md)");
}

void StoreFlag::refuseSharedFile(const std::string& otherPath, const std::string& otherFlag) const {
  if (path.empty() || otherPath.empty() || !namesOneFile(path, otherPath)) return;
  throw CommandError{cat(otherFlag, " and --store name one file (", otherPath,
                         path == otherPath ? "" : cat(" and ", path), "): give each its own")};
}

void StoreFlag::open(const SolverOptions& solver) {
  if (path.empty()) return;
  if (solver.kind == SolverKind::Retrograde)
    throw CommandError{"store: only df-pn (the default solver) and alpha-beta read and add to a store, not retro"};
  solver_ = std::string(solverName(solver.kind));
  if (absl::Status usable = checkWritablePath(path, "store"); !usable.ok())
    throw CommandError{std::string(usable.message()), absl::IsUnavailable(usable) ? kExitWriteFailed : kExitBadInput};
  auto opened = SolvedPositionStore::open(path);
  if (!opened.ok()) throw CommandError{std::string(opened.status().message())};
  store.emplace(*std::move(opened));
}

CheckpointHooks StoreFlag::hooksFor(const std::string& rules, int width, int height, bool symmetry) {
  if (!store) return {};
  return store->hooksFor({rules, std::to_string(width) + "x" + std::to_string(height), symmetry, solver_});
}

int StoreFlag::save(const char* command) {
  if (!store) return kExitOk;
  auto saved = store->save(path);
  if (!saved.ok()) {
    std::cerr << "goproof " << command << ": " << saved.status().message() << "\n";
    return kExitWriteFailed;
  }
  std::cerr << "goproof " << command << ": store " << path << ": " << *saved << " solved positions ("
            << store->addedEntries() << " new)\n";
  return kExitOk;
}

std::string answerContradiction(const SolveResult& result, bool movesAsked, bool gameOver) {
  if (!result.complete || !movesAsked || gameOver) return "";
  if (result.value == Value::Win && result.winningMoves.empty())
    return "the position is proven won, but no move of it wins";
  if ((result.value == Value::Loss || result.value == Value::Draw) && !result.winningMoves.empty())
    return "the position is proven not won, yet a move of it wins";
  if (result.score && result.bestMoves.empty()) return "its score is proven, but no move keeps it";
  return "";
}

}  // namespace goproof::cli
