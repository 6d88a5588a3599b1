// The threads of a parallel search, on oneTBB: a task arena of the asked-for
// size, so that N threads really run at once (more than the machine's cores
// too, which the command line allows with a warning).
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>
#include <oneapi/tbb/task_group.h>

namespace goproof {

class SearchThreads {
 public:
  explicit SearchThreads(int threads) : arena_(threads) {
    // oneTBB caps all arenas at the hardware's threads unless told otherwise.
    if (threads > static_cast<int>(tbb::this_task_arena::max_concurrency()))
      allowMore_ = std::make_unique<tbb::global_control>(tbb::global_control::max_allowed_parallelism,
                                                         static_cast<size_t>(threads));
  }

  // Runs helper(0) .. helper(count - 1) as tasks and own() on the calling
  // thread, all in the arena, and returns when every one has returned. The
  // functions must not wait for each other: a helper may start only after
  // own() returned.
  // What the caller wrote before run() is visible to every function, and what
  // they wrote is visible to the caller after it.
  void run(size_t count, const std::function<void(size_t)>& helper, const std::function<void()>& own) {
#ifdef GOPROOF_TSAN
    // ThreadSanitizer cannot see oneTBB's own hand-overs (Debian's libtbb is
    // not instrumented) and would report every task's start as a race, so
    // the TSan build runs the helpers on plain threads: what it checks is the
    // search's shared state (the table, the crew), which is the same code.
    std::vector<std::thread> helpers;
    for (size_t i = 0; i < count; ++i) helpers.emplace_back([&helper, i] { helper(i); });
    own();
    for (std::thread& t : helpers) t.join();
#else
    arena_.execute([&] {
      tbb::task_group group;
      for (size_t i = 0; i < count; ++i) group.run([&helper, i] { helper(i); });
      own();
      group.wait();
    });
#endif
  }

  // Work in order, on the arena's threads: source() gives the next item's
  // index (nullopt: no more), work(k) runs in parallel, and sink(k, result)
  // sees the results one at a time, in the order of the items. At most
  // `inFlight` items are between source and sink (finished ones wait there
  // for a slow one before them).
  template <class Source, class Work, class Sink>
  void pipeline(size_t inFlight, Source source, Work work, Sink sink) {
    using Result = std::invoke_result_t<Work&, size_t>;
    using Done = std::pair<size_t, Result>;
    arena_.execute([&] {
      tbb::parallel_pipeline(
          inFlight,
          tbb::make_filter<void, size_t>(tbb::filter_mode::serial_in_order,
                                         [&](tbb::flow_control& control) -> size_t {
                                           std::optional<size_t> k = source();
                                           if (!k) control.stop();
                                           return k.value_or(0);
                                         }) &
              tbb::make_filter<size_t, Done>(tbb::filter_mode::parallel,
                                             [&](size_t k) { return Done{k, work(k)}; }) &
              tbb::make_filter<Done, void>(tbb::filter_mode::serial_in_order,
                                           [&](Done done) { sink(done.first, done.second); }));
    });
  }

 private:
  std::unique_ptr<tbb::global_control> allowMore_;
  tbb::task_arena arena_;
};

// The most threads a search may be given.
inline constexpr int kMaxSearchThreads = 256;

// The machine's hardware threads (at least 1).
inline int hardwareThreads() {
  unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : static_cast<int>(n);
}

}  // namespace goproof
