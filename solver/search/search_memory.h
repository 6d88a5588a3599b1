// How --tt-mb's memory is shared out among a df-pn search's structures: the
// transposition table, which the threads share, and each thread's child-list
// cache (child_list_cache.h). Together they take at most the megabytes asked
// for, however many threads search (at least 1 MiB: the smallest table).
//
// Not counted, and documented in docs/cli.md as a fixed cost per thread: a
// thread's stack and its search path (the positions and child lists from the
// root down), which grow with the depth of the search, not with --tt-mb.
#pragma once

#include <algorithm>
#include <cstddef>

namespace goproof {

// A thread's child-list cache when memory is plentiful.
inline constexpr size_t kFullChildCacheBytes = size_t{4} << 20;

// The shares of one search's memory.
struct DfpnMemoryPlan {
  size_t tableMegabytes = 1;   // the table's limit, in MiB
  size_t childCacheBytes = 0;  // each thread's child-list cache (0: none)
  int threads = 1;

  // The most the table and the caches together may take.
  size_t plannedBytes() const { return (tableMegabytes << 20) + childCacheBytes * static_cast<size_t>(threads); }
};

// The shares of `megabytes` MiB for a search with `threads` threads (and a
// child-list cache for each unless childCache is false): the caches take at
// most an eighth of it (each at most kFullChildCacheBytes), the table the
// whole MiB that are left (at least 1), and the caches whatever the table's
// rounding leaves beside it, so plannedBytes() <= megabytes MiB whenever
// megabytes >= 1. One thread with the default 256 MiB: a 252 MiB table and
// a 4 MiB cache.
inline DfpnMemoryPlan planDfpnMemory(size_t megabytes, int threads, bool childCache) {
  DfpnMemoryPlan plan;
  plan.threads = std::max(1, threads);
  const size_t budget = std::max<size_t>(megabytes, 1) << 20;
  const size_t perThreadCap = childCache ? kFullChildCacheBytes : 0;
  const size_t caches = std::min(perThreadCap * static_cast<size_t>(plan.threads), budget / 8);
  plan.tableMegabytes = std::max<size_t>(1, (budget - caches) >> 20);
  const size_t left = budget - std::min(budget, plan.tableMegabytes << 20);
  plan.childCacheBytes = std::min(perThreadCap, left / static_cast<size_t>(plan.threads));
  return plan;
}

}  // namespace goproof
