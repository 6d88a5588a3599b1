// What the threads of a parallel df-pn share besides the table (dfpn.h):
// which positions are being searched, and the question's answer.
//
// Concurrency: every member is atomic. The busy counts and node counts are
// relaxed: they are hints for choosing children and progress lines, never
// facts about positions (a stale count only sends a thread where another
// already is). The answer is published with release and read with acquire;
// the pause that gives the owner the table alone is sequentially consistent.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <thread>

namespace goproof {

struct DfpnCrew {
  // Threads inside each position's subtree, by the position's table key
  // (hashed into kBusySlots counters; two positions may share one).
  static constexpr size_t kBusySlots = size_t{1} << 16;
  std::unique_ptr<std::atomic<uint16_t>[]> busy{new std::atomic<uint16_t>[kBusySlots]()};

  std::atomic<uint16_t>& busyAt(uint64_t key) { return busy[(key * 0x9E3779B97F4A7C15ull) >> 48]; }
  uint16_t busyCount(uint64_t key) const {
    return busy[(key * 0x9E3779B97F4A7C15ull) >> 48].load(std::memory_order_relaxed);
  }

  // The question being searched: set once by the first thread to settle its root.
  std::atomic<bool> answered{false};
  uint32_t answerPn = 0, answerDn = 0;  // written before `answered` is released
  std::atomic<bool> answerClaimed{false};

  // A distributed job's node budget is spent (DfpnSolver::proveWithin): every thread stops.
  std::atomic<bool> budgetSpent{false};

  // Nodes of the helper threads, added about every thousand, for progress lines.
  std::atomic<uint64_t> helperNodes{0};

  // Growing the shared table needs it to itself: the owner pauses the crew,
  // waits until every other searching thread is parked (in enter() or
  // between nodes), grows, and lets them go. Sequentially consistent.
  std::atomic<int> searching{0}, parked{0};
  std::atomic<bool> paused{false};

  // A thread starts searching (parks first if the table is being grown).
  void enter() {
    searching.fetch_add(1);
    parkWhilePaused();
  }
  void leave() { searching.fetch_sub(1); }
  // Between nodes: a thread other than the owner waits out a pause here.
  void parkWhilePaused() {
    if (!paused.load()) return;
    parked.fetch_add(1);
    while (paused.load()) std::this_thread::yield();
    parked.fetch_sub(1);
  }
  // The owner (itself searching) runs work with every other thread parked.
  template <class Work>
  void withCrewParked(Work work) {
    while (parked.load() != 0) std::this_thread::yield();  // the last pause is over for all
    paused.store(true);
    while (parked.load() != searching.load() - 1) std::this_thread::yield();
    work();
    paused.store(false);
  }

  // Starts a new question.
  void reset() {
    answered.store(false, std::memory_order_relaxed);
    answerClaimed.store(false, std::memory_order_relaxed);
  }
  // Publishes the root's settled numbers unless another thread already did.
  void answer(uint32_t pn, uint32_t dn) {
    if (answerClaimed.exchange(true, std::memory_order_acq_rel)) return;
    answerPn = pn;
    answerDn = dn;
    answered.store(true, std::memory_order_release);
  }
};

// A child's number as a thread choosing where to search sees it: the real
// number, grown by its own size (plus one) for every thread already searching
// there (Kaneko's virtual proof numbers, with the number of threads as the
// expected increase).
constexpr uint32_t virtualNumber(uint32_t value, uint32_t threadsThere, uint32_t infinity) {
  if (threadsThere == 0 || value >= infinity) return value;
  uint64_t grown = uint64_t{value} + (uint64_t{value} + 1) * threadsThere;
  return grown >= infinity ? infinity - 1 : static_cast<uint32_t>(grown);
}

}  // namespace goproof
