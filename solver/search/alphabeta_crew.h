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
// The table is lockless (transposition_table.h). It starts small and
// doubles when half full, as the serial table does: the main engine checks
// about every 1024 nodes, parks the helpers (each waits at its next poll,
// where it holds nothing of the table, and searches on from there), grows
// it, and lets them go on. (Made at its full size at once, a 2 GiB table
// was touched all over and two threads ran at half speed each.) When the
// main engine has no more of phase 2's questions to ask while helpers still
// search, it goes on checking (growth, checkpoints, progress) until they
// are done. Its progress reports count every engine's nodes: each helper
// publishes its count in an atomic at its polls, and the main engine adds
// them to its own.
//
// Checkpoints (useCheckpoint): the main engine saves the table about every
// CheckpointHooks::everySeconds, with the helpers parked as for growth, and
// the solve saves it once more at its end. A resumed table keeps the file's
// proven entries as they were; an entry that is not proven keeps only its
// move, since its bound belonged to one iteration of the stopped run (its
// tag would match an unrelated iteration of the new one), except in the
// iteration the save names (alphabeta_resume.h: a save in one of phase 1's
// questions by margins names it and the iteration the main engine was in):
// its entries keep their bounds, and the resumed solve starts that
// question at that depth with that tag. So a resumed solve goes on with
// the iteration it was in (in the full window and in phase 2, repeats the
// iterations it was in, with the moves of the last as its first guesses),
// and gives the fresh solve's answers.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "solver/search/alphabeta_resume.h"
#include "solver/search/alphabeta_search.h"
#include "solver/search/checkpoint_hooks.h"
#include "solver/search/kept_alphabeta_tables.h"
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
  // With `kept`, the crew searches with the table kept there (and keeps the
  // one it makes there when none is): see kept_alphabeta_tables.h.
  AlphaBetaCrew(Game& root, int threads, size_t tableMegabytes, const SearchControl& control,
                KeptAlphaBetaTables* kept = nullptr) {
    if (kept) table_ = kept->of<Shared>();
    if (!table_)
      table_ = std::make_shared<TranspositionTable<AlphaBetaEntry, Shared>>(mainTableMegabytes(root, tableMegabytes));
    if (kept) kept->of<Shared>() = table_;
    threads = Shared ? std::max(1, threads) : 1;
    // Each thread's share, in bytes: however many threads, they take the eighth together.
    const size_t repetitionShare = (repetitionMegabytes(root, tableMegabytes) << 20) / static_cast<size_t>(threads);
    for (int i = 0; i < threads; ++i) {
      if (repetitionMegabytes(root, tableMegabytes) > 0) repetitions_.emplace_back(RepetitionTable::Bytes{repetitionShare});
      RepetitionTable* repetitions = repetitions_.empty() ? nullptr : &repetitions_.back();
      if (i == 0) {
        SearchControl own = control;
        // The progress line counts every engine's nodes (nodesSoFar).
        if (threads > 1 && control.progress)  // threads > 1 only where Shared
          own.progress = [this, progress = control.progress](uint64_t nodes, int depth, double seconds) {
            progress(nodesSoFar(nodes), depth, seconds);
          };
        own.onPoll = [this, onPoll = control.onPoll] {
          if (onPoll) onPoll();
          if constexpr (Shared) growIfFull();
          saveWhenDue();
        };
        engines_.push_back(std::make_unique<Engine>(root, *table_, own, repetitions));
        continue;
      }
      games_.push_back(root);  // a deque: the engines keep references
      SearchControl helper = control;
      helper.progress = nullptr;  // the main engine reports
      helper.alsoStop = &helpersStop_;
      helper.onPoll = [this, i, onPoll = control.onPoll] {
        if (onPoll) onPoll();
        publishNodes(static_cast<size_t>(i));
        parkWhilePausing();
      };
      engines_.push_back(std::make_unique<Engine>(games_.back(), *table_, helper, repetitions));
    }
    if (threads > 1) threads_.emplace(threads);
    published_ = std::make_unique<std::atomic<uint64_t>[]>(engines_.size());
  }

  // The engine on the calling thread: its game is the root given.
  Engine& main() { return *engines_.front(); }

  // Main table megabytes of a crew given tableMegabytes for root: what is
  // left after the repetition tables' eighth (games with draws).
  static size_t mainTableMegabytes(const Game& root, size_t tableMegabytes) {
    return std::max<size_t>(1, tableMegabytes - std::min(repetitionMegabytes(root, tableMegabytes), tableMegabytes));
  }

  // Saves and resumes with hooks (the header): puts the entries of
  // hooks.resumeFrom in the table now, before any search, and from then on
  // hands the table to hooks.save every hooks.everySeconds of the main
  // engine's search and at saveCheckpoint().
  void useCheckpoint(CheckpointHooks hooks) {
    checkpoint_ = std::move(hooks);
    nextSave_ = main().elapsedSeconds() + checkpoint_.everySeconds;
    if (!checkpoint_.resumeFrom) return;
    table_->reserve(checkpoint_.resumeEntries);
    resumePoint_ = AlphaBetaResumePoint::fromWords(checkpoint_.resumeAt);
    std::optional<uint8_t> keptTag;
    if (resumePoint_) {
      keptTag = resumePoint_->tag;
      // Iterations before the resumed one begins take tags far from its own.
      for (auto& engine : engines_) engine->followIterationsFrom(static_cast<uint8_t>(resumePoint_->tag + 128));
    }
    const int moveLimit = main().game().moveIdLimit();
    checkpoint_.resumeFrom([this, moveLimit, keptTag](uint64_t key, uint64_t bits) {
      AlphaBetaEntry entry = resumedEntry(bits, keptTag);
      if (entry.bestMove < kSwap || entry.bestMove >= moveLimit) entry.bestMove = kNoMove;  // no move of this board
      table_->store(key, entry);
    });
    checkpoint_.resumeFrom = nullptr;  // read once
  }
  // Hands the table to the checkpoint's save, if any (no search may run),
  // with where the main engine stands (noteResumePoint).
  void saveCheckpoint() {
    if (!checkpoint_.save) return;
    if (checkpoint_.noteResumePoint) {
      std::string words;
      if (rootFloor_) {
        const AlphaBetaResumePoint at{*rootFloor_, std::max(1, main().iterationDepth()), main().iterationTag()};
        words = at.words();
      }
      checkpoint_.noteResumePoint(words);
    }
    checkpoint_.save([this](const EntryVisitor& visit) {
      table_->forEachEntry(
          [&visit](uint64_t key, const AlphaBetaEntry& entry) { visit(key, std::bit_cast<uint64_t>(entry)); });
    });
  }
  // An entry as a resumed table keeps it (the header): a proven one whole,
  // and one of the iteration tagged keptTag (the save's resume point);
  // any other as its move alone. A bound no entry writes is none.
  static AlphaBetaEntry resumedEntry(uint64_t bits, std::optional<uint8_t> keptTag = std::nullopt) {
    AlphaBetaEntry entry = std::bit_cast<AlphaBetaEntry>(bits);
    if (entry.bound > Bound::Exact) entry.bound = Bound::None, entry.proven = false;
    if (!entry.proven && !(keptTag && entry.iteration == *keptTag)) entry.bound = Bound::None;
    return entry;
  }

  // Phase 1 asks the root's question by margins "does the side to move reach
  // `floor`?" from now on, until doneAtRoot(): a save then names it, with
  // the main engine's iteration (alphabeta_resume.h). Returns the depth at
  // which to start deepening it: the resumed checkpoint's, once, when it was
  // saved in the same question (then every engine's next iteration carries
  // its tag); else 1.
  int startQuestion(Score floor) {
    rootFloor_ = floor;
    if (!resumePoint_ || resumePoint_->floor != floor) return 1;
    const AlphaBetaResumePoint at = *resumePoint_;
    resumePoint_.reset();
    for (auto& engine : engines_) engine->followIterationsFrom(static_cast<uint8_t>(at.tag - 1));
    return at.depth;
  }
  // Phase 1 is answered: saves from now on name no point.
  void doneAtRoot() { rootFloor_.reset(); }
  int threads() const { return static_cast<int>(engines_.size()); }

  // Runs own() with the main engine while every helper runs helper(engine,
  // its index from 1) once on its own thread; once own() returns, the
  // helpers are stopped and waited for. Serial: own() alone.
  void withHelpers(const std::function<void(Engine&)>& own, const std::function<void(Engine&, size_t)>& helper) {
    if (!threads_) {
      own(main());
      return;
    }
    runCrew([&](Engine& engine, size_t i) { helper(engine, i); }, [&] { own(main()); }, /*stopHelpersAfterOwn=*/true);
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
    auto share = [&](Engine& engine) {
      for (size_t k; !failed.load() && (k = next.fetch_add(1)) < n;)
        if (!work(engine, k)) failed.store(true);
    };
    runCrew([&](Engine& engine, size_t) { share(engine); }, [&] { share(main()); }, /*stopHelpersAfterOwn=*/false);
    return !failed.load();
  }

  // Makes the main engine's next iteration carry a tag that no engine has
  // used since `tag` (AlphaBetaEntry::iteration): helpers may have begun
  // deeper iterations than it (call between runs).
  void skipIterationsBegunSince(uint8_t tag) {
    int furthest = 0;
    for (const auto& engine : engines_)
      furthest = std::max(furthest, static_cast<int>(static_cast<uint8_t>(engine->iterationTag() - tag)));
    main().followIterationsFrom(static_cast<uint8_t>(tag + furthest));
  }
  // Nodes of every engine (call between runs).
  uint64_t nodes() const {
    uint64_t total = 0;
    for (const auto& engine : engines_) total += engine->nodes();
    return total;
  }
  TableStats tableStats() const { return table_->stats(); }

 private:
  // On helper i's thread: its nodes so far, for the main engine's progress.
  void publishNodes(size_t i) { published_[i].store(engines_[i]->nodes(), std::memory_order_relaxed); }
  // On the main engine's thread, during a run: mainNodes (its own count)
  // and each helper's count as it last published it (about every 1024 of
  // its nodes, and when its task ends).
  uint64_t nodesSoFar(uint64_t mainNodes) const {
    for (size_t i = 1; i < engines_.size(); ++i) mainNodes += published_[i].load(std::memory_order_relaxed);
    return mainNodes;
  }
  static size_t repetitionMegabytes(const Game& root, size_t tableMegabytes) {
    return root.drawsPossible() ? std::max<size_t>(1, tableMegabytes / 8) : 0;
  }

  // On the main engine's thread, once it has nothing left to search while
  // started helpers still search: grows the table and saves checkpoints when
  // due (checking ten times a second) until every one of them is done.
  void serveWhileHelpersSearch() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (parked_ < started_) {
      changed_.wait_for(lock, std::chrono::milliseconds(100));
      if (parked_ >= started_) break;
      lock.unlock();
      if constexpr (Shared) growIfFull();
      saveWhenDue();
      main().reportProgressIfDue();
      lock.lock();
    }
  }

  // Called by each helper about every 1024 nodes: while the main engine
  // pauses the crew (withHelpersParked), waits there, counted as parked.
  void parkWhilePausing() {
    if (!pausing_.load(std::memory_order_relaxed)) return;
    std::unique_lock<std::mutex> lock(mutex_);
    if (!pausing_.load()) return;
    ++parked_;
    changed_.notify_all();
    changed_.wait(lock, [&] { return !pausing_.load(); });
    --parked_;
  }

  // Called by the main engine about every 1024 nodes: saves the table when
  // a checkpoint is due, with the helpers parked.
  void saveWhenDue() {
    if (!checkpoint_.save || main().elapsedSeconds() < nextSave_) return;
    withHelpersParked([this] { saveCheckpoint(); });
    nextSave_ = main().elapsedSeconds() + checkpoint_.everySeconds;
  }

  // Runs own() on the calling thread and task(engine, index) once on each
  // helper's thread (a pause parks a helper inside its task:
  // parkWhilePausing). When own() returns, the helpers are stopped
  // (stopHelpersAfterOwn) or left to finish their tasks, the main engine's
  // thread growing the table and saving checkpoints meanwhile.
  void runCrew(const std::function<void(Engine&, size_t)>& task, const std::function<void()>& own,
               bool stopHelpersAfterOwn) {
    pausing_.store(false);
    helpersStop_.store(false);
    parked_ = 0;
    started_ = 0;
    crewRunning_ = true;
    threads_->run(
        engines_.size() - 1,
        [&](size_t i) {
          Engine& engine = *engines_[i + 1];
          {
            // oneTBB may start a helper late (nested arenas: verify's lanes)
            // or only once own() returned: a pause counts only the helpers
            // that started, and one that starts during a pause waits it out.
            std::unique_lock<std::mutex> lock(mutex_);
            changed_.wait(lock, [&] { return !pausing_.load(); });
            ++started_;
          }
          task(engine, i + 1);
          publishNodes(i + 1);
          std::lock_guard<std::mutex> lock(mutex_);
          ++parked_;  // done: counted as parked until the run ends
          changed_.notify_all();
        },
        [&] {
          own();
          if (!stopHelpersAfterOwn) serveWhileHelpersSearch();
          std::lock_guard<std::mutex> lock(mutex_);
          crewRunning_ = false;
          if (stopHelpersAfterOwn) helpersStop_.store(true);
          changed_.notify_all();
        });
    // Helpers stopped only for the main engine's sake may search again (a
    // user's stop or the time limit stops them again at their next poll).
    helpersStop_.store(false);
    for (size_t i = 1; i < engines_.size(); ++i) engines_[i]->clearStop();
  }

  // Called by the main engine about every 1024 nodes: doubles a shared
  // table that is half full, with the helpers parked.
  void growIfFull() {
    if (table_->full()) withHelpersParked([this] { table_->growWhenFull(); });
  }

  // Runs work on the main engine's thread while no helper touches the table:
  // while helpers search, it waits until every one is parked (at its next
  // poll, parkWhilePausing, or done), and lets them go on after, even when
  // work throws.
  template <class Work>
  void withHelpersParked(Work&& work) {
    if constexpr (!Shared) {
      work();
      return;
    }
    std::unique_lock<std::mutex> lock(mutex_);
    if (!crewRunning_) {
      work();
      return;
    }
    pausing_.store(true);
    changed_.wait(lock, [&] { return parked_ == started_; });
    struct Resume {
      AlphaBetaCrew* crew;
      ~Resume() {
        crew->pausing_.store(false);
        crew->changed_.notify_all();
      }
    } resume{this};
    work();
  }

  std::shared_ptr<TranspositionTable<AlphaBetaEntry, Shared>> table_;
  std::deque<RepetitionTable> repetitions_;
  std::deque<Game> games_;
  std::vector<std::unique_ptr<Engine>> engines_;
  std::unique_ptr<std::atomic<uint64_t>[]> published_;  // per engine: a helper's nodes (publishNodes)
  std::atomic<bool> helpersStop_{false};
  std::optional<SearchThreads> threads_;
  // The pauses (withHelpersParked) and the helpers' count: guarded by mutex_.
  std::mutex mutex_;
  std::condition_variable changed_;
  int started_ = 0;           // helpers that have started their tasks
  int parked_ = 0;            // of those, the ones stopped and waiting (or done)
  bool crewRunning_ = false;  // helpers are running (inside runCrew)
  std::atomic<bool> pausing_{false};
  CheckpointHooks checkpoint_;  // useCheckpoint's
  std::optional<AlphaBetaResumePoint> resumePoint_;   // the resumed file's, until its question starts
  std::optional<Score> rootFloor_;  // the floor of phase 1's question now (startQuestion)
  double nextSave_ = 0;         // the main engine's elapsed seconds at the next save
};

}  // namespace goproof
