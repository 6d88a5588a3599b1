// The engines of one alpha-beta solve (alphabeta.h). With one thread, a single
// engine and a table of its own. With several, Lazy SMP: every thread runs an
// engine of its own (its own copy of the game, path, killers, history and
// repetition table) over one shared transposition table.
//
// Why the value cannot change: the solve's answers rest only on proven
// results (alphabeta_search.h), and a proven entry is a true bound on its
// position's value whichever engine stored it and on whatever path. What a
// helper adds to the table (proven bounds, best moves, bounds of its own
// iterations) changes which nodes the main engine visits, never what it
// proves. So the value and the sets of winning and best moves equal the
// serial solve's; the nodes, and which of several equally good moves the
// principal variation takes, may differ from run to run.
//
// The table is lockless (transposition_table.h); a shared table does not
// grow during the search, so it is made at its full size at the start.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "solver/search/alphabeta_search.h"
#include "solver/search/repetition_table.h"
#include "solver/search/search_threads.h"

namespace goproof {

template <SearchGame Game, bool Shared>
class AlphaBetaCrew {
 public:
  using Engine = AlphaBetaSearch<Game, Shared>;

  // `threads` engines (1 unless Shared) searching from root, with
  // tableMegabytes of memory in all: an eighth of it, where positions can
  // repeat, for the repetition tables (split between the engines).
  AlphaBetaCrew(Game& root, int threads, size_t tableMegabytes, const SearchControl& control)
      : table_(std::max<size_t>(1, tableMegabytes - std::min(repetitionMegabytes(root, tableMegabytes), tableMegabytes))) {
    threads = Shared ? std::max(1, threads) : 1;
    if constexpr (Shared) table_.reserve(~size_t{0} / 4);  // a shared table cannot grow later
    const size_t repetitionShare = repetitionMegabytes(root, tableMegabytes) / static_cast<size_t>(threads);
    for (int i = 0; i < threads; ++i) {
      if (repetitionMegabytes(root, tableMegabytes) > 0) repetitions_.emplace_back(std::max<size_t>(1, repetitionShare));
      RepetitionTable* repetitions = repetitions_.empty() ? nullptr : &repetitions_.back();
      if (i == 0) {
        engines_.push_back(std::make_unique<Engine>(root, table_, control, repetitions));
        continue;
      }
      games_.push_back(root);  // a deque: the engines keep references
      SearchControl helper = control;
      helper.progress = nullptr;  // the main engine reports
      helper.alsoStop = &helpersStop_;
      engines_.push_back(std::make_unique<Engine>(games_.back(), table_, helper, repetitions));
    }
    if (threads > 1) threads_.emplace(threads);
  }

  // The engine on the calling thread: its game is the root given.
  Engine& main() { return *engines_.front(); }
  int threads() const { return static_cast<int>(engines_.size()); }

  // Runs own() with the main engine while every helper runs helper(engine,
  // its index from 1) on its own thread; once own() returns, the helpers are
  // stopped and waited for. Serial: own() alone.
  void withHelpers(const std::function<void(Engine&)>& own, const std::function<void(Engine&, size_t)>& helper) {
    if (!threads_) {
      own(main());
      return;
    }
    helpersStop_.store(false);
    threads_->run(
        engines_.size() - 1,
        [&](size_t i) { helper(*engines_[i + 1], i + 1); },
        [&] {
          own(main());
          helpersStop_.store(true);
        });
    // Helpers stopped only for the main engine's sake may search again (a
    // user's stop or the time limit stops them again at their next poll).
    helpersStop_.store(false);
    for (size_t i = 1; i < engines_.size(); ++i) engines_[i]->clearStop();
  }

  // Runs work(engine, k) for every k below n, each once, spread over the
  // engines (serial: in order, on the main engine). work returns false when
  // its engine was stopped; then the rest is skipped and so is the result.
  bool forEach(size_t n, const std::function<bool(Engine&, size_t)>& work) {
    if (!threads_) {
      for (size_t k = 0; k < n; ++k)
        if (!work(main(), k)) return false;
      return true;
    }
    std::atomic<size_t> next{0};
    std::atomic<bool> failed{false};
    auto drain = [&](Engine& engine) {
      for (size_t k; !failed.load() && (k = next.fetch_add(1)) < n;)
        if (!work(engine, k)) failed.store(true);
    };
    helpersStop_.store(false);
    threads_->run(
        engines_.size() - 1, [&](size_t i) { drain(*engines_[i + 1]); }, [&] { drain(main()); });
    return !failed.load();
  }

  // Nodes of every engine (call between runs).
  uint64_t nodes() const {
    uint64_t total = 0;
    for (const auto& engine : engines_) total += engine->nodes();
    return total;
  }
  TableStats tableStats() const { return table_.stats(); }

 private:
  static size_t repetitionMegabytes(const Game& root, size_t tableMegabytes) {
    return root.drawsPossible() ? std::max<size_t>(1, tableMegabytes / 8) : 0;
  }

  TranspositionTable<AlphaBetaEntry, Shared> table_;
  std::deque<RepetitionTable> repetitions_;
  std::deque<Game> games_;
  std::vector<std::unique_ptr<Engine>> engines_;
  std::atomic<bool> helpersStop_{false};
  std::optional<SearchThreads> threads_;
};

}  // namespace goproof
