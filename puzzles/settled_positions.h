// The positions one puzzle's df-pn searches have settled, shared by the
// searches of its claims (verify.cc): a claim's search starts from what the
// earlier ones proved or disproved, as a store of solved positions would
// start it (formats/solved_store.h), but in memory and for one puzzle only.
// Each entry is a fact about its position whichever search settled it:
// path-dependent results never reach a df-pn table (the graph-history rule,
// docs/solvers.md), so a claim gets the verdict it would get alone, sooner.
#pragma once

#include <bit>
#include <cstdint>
#include <limits>
#include <mutex>
#include <unordered_map>

#include "solver/search/checkpoint_hooks.h"
#include "solver/search/dfpn_entry.h"

namespace goproof {

class SettledPositions {
 public:
  // Hooks for one df-pn search (SearchSettings::checkpoint): its table
  // starts with every position settled so far, and what it settles is kept
  // when it ends. The object must outlive the search; searches may run at
  // once (a lock guards the positions).
  CheckpointHooks hooks() {
    CheckpointHooks h;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      h.resumeEntries = entries_.size();
    }
    if (h.resumeEntries > 0)
      h.resumeFrom = [this](const EntryVisitor& visit) {
        std::lock_guard<std::mutex> lock(mutex_);
        for (const auto& [key, bits] : entries_) visit(key, bits);
      };
    h.everySeconds = kOnlyAtTheEnd;
    h.otherAttacker = true;  // a proof for one side answers the other side's question too
    h.save = [this](const EntryWalk& walk) {
      std::lock_guard<std::mutex> lock(mutex_);
      walk([&](uint64_t key, uint64_t bits) {
        if (std::bit_cast<DfpnEntry>(bits).settled()) entries_.insert_or_assign(key, bits);
      });
    };
    return h;
  }
  // How many positions are kept.
  size_t size() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return entries_.size();
  }

 private:
  static constexpr double kOnlyAtTheEnd = std::numeric_limits<double>::infinity();
  mutable std::mutex mutex_;
  std::unordered_map<uint64_t, uint64_t> entries_;
};

}  // namespace goproof
