// A fixed-size transposition table, shared by the solvers.
//
// Memory: exactly the buckets that fit in the megabytes asked for (plus, when
// shared, one lock byte per bucket); it never grows, however long the run.
//
// Layout: buckets of four 16-byte entries (one 64-byte cache line). An entry
// is the full 64-bit key of its position (0 marks an empty slot; a real key
// of 0 is stored as 1) and an 8-byte solver-defined Payload. The bucket is
// chosen from the key's high bits by multiply-shift, so any bucket count works.
//
// Replacement: a store for a key already in the bucket overwrites it. Else it
// takes an empty slot. Else it evicts the entry of least Payload::priority()
// (solvers rank settled results highest, then the work that produced them);
// if even that outranks the newcomer, the newcomer is dropped.
//
// Concurrency: TranspositionTable<P, false> is for one thread at a time.
// TranspositionTable<P, true> may be probed and stored from many threads at
// once: each bucket has a spin lock held for the few instructions of one probe
// or store, so every probe sees a whole entry that some store wrote. Counters
// are then relaxed atomics: exact totals, no ordering.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

namespace goproof {

// What a solver keeps per position: 8 trivially copyable bytes with a priority.
template <class P>
concept TablePayload = std::is_trivially_copyable_v<P> && sizeof(P) == 8 && requires(const P& p) {
  { p.priority() } -> std::convertible_to<uint32_t>;
};

// Counters of table traffic since construction or clear().
struct TableStats {
  uint64_t probes = 0, hits = 0, stores = 0, overwrites = 0, dropped = 0;
};

template <TablePayload Payload, bool Shared = false>
class TranspositionTable {
 public:
  static constexpr int kBucketEntries = 4;

  // A table using at most `megabytes` MiB (at least one bucket).
  explicit TranspositionTable(size_t megabytes) {
    size_t bytes = megabytes << 20;
    size_t perBucket = sizeof(Bucket) + (Shared ? 1 : 0);
    bucketCount_ = bytes / perBucket > 0 ? bytes / perBucket : 1;
    // calloc: large blocks come from the kernel already zeroed, so a table
    // costs only the pages a search touches, not a pass over all of it.
    buckets_.reset(static_cast<Bucket*>(std::calloc(bucketCount_, sizeof(Bucket))));
    if constexpr (Shared)
      locks_.reset(static_cast<std::atomic<uint8_t>*>(std::calloc(bucketCount_, sizeof(std::atomic<uint8_t>))));
    if (!buckets_ || (Shared && !locks_)) throw std::bad_alloc();
  }

  // Empties the table and zeroes the counters.
  void clear() {
    std::memset(static_cast<void*>(buckets_.get()), 0, bucketCount_ * sizeof(Bucket));
    if constexpr (Shared)
      for (size_t i = 0; i < bucketCount_; ++i) locks_[i].store(0, std::memory_order_relaxed);
    stats_ = {};
  }

  // Copies the payload stored for key into out and returns true, or returns false.
  bool probe(uint64_t key, Payload& out) {
    key = key ? key : 1;
    size_t b = bucketOf(key);
    Guard guard(*this, b);
    count(&Counters::probes);
    for (Entry& e : buckets_[b].entries)
      if (e.key == key) {
        out = e.payload;
        count(&Counters::hits);
        return true;
      }
    return false;
  }

  // Hints that key will be probed soon: starts loading its bucket into cache.
  void prefetch(uint64_t key) const { __builtin_prefetch(&buckets_[bucketOf(key ? key : 1)]); }

  // Stores payload for key under the replacement policy above.
  void store(uint64_t key, const Payload& payload) {
    key = key ? key : 1;
    size_t b = bucketOf(key);
    Guard guard(*this, b);
    count(&Counters::stores);
    Entry* victim = nullptr;
    for (Entry& e : buckets_[b].entries) {
      if (e.key == key) {
        e.payload = payload;
        return;
      }
      if (e.key == 0) {
        if (!victim || victim->key != 0) victim = &e;
      } else if (!victim || (victim->key != 0 && e.payload.priority() < victim->payload.priority())) {
        victim = &e;
      }
    }
    if (victim->key != 0) {
      if (victim->payload.priority() > payload.priority()) {
        count(&Counters::dropped);
        return;
      }
      count(&Counters::overwrites);
    }
    victim->key = key;
    victim->payload = payload;
  }

  TableStats stats() const {
    TableStats s;
    s.probes = load(stats_.probes);
    s.hits = load(stats_.hits);
    s.stores = load(stats_.stores);
    s.overwrites = load(stats_.overwrites);
    s.dropped = load(stats_.dropped);
    return s;
  }
  size_t entryCapacity() const { return bucketCount_ * kBucketEntries; }
  // Bytes held: the buckets and, when shared, their locks.
  size_t bytes() const { return bucketCount_ * (sizeof(Bucket) + (Shared ? 1 : 0)); }

 private:
  struct Entry {
    uint64_t key;
    Payload payload;
  };
  struct alignas(64) Bucket {
    std::array<Entry, kBucketEntries> entries;
  };
  static_assert(sizeof(Bucket) == 64);

  using Counter = std::conditional_t<Shared, std::atomic<uint64_t>, uint64_t>;
  struct Counters {
    Counter probes{0}, hits{0}, stores{0}, overwrites{0}, dropped{0};
    Counters& operator=(const Counters&) {
      probes = 0, hits = 0, stores = 0, overwrites = 0, dropped = 0;
      return *this;
    }
  };
  void count(Counter Counters::*field) {
    if constexpr (Shared) (stats_.*field).fetch_add(1, std::memory_order_relaxed);
    else ++(stats_.*field);
  }
  static uint64_t load(const Counter& c) {
    if constexpr (Shared) return c.load(std::memory_order_relaxed);
    else return c;
  }

  // Holds bucket b's lock for its lifetime (shared tables only).
  struct Guard {
    Guard(TranspositionTable& t, size_t b) : lock(Shared ? &t.locks_[b] : nullptr) {
      if constexpr (Shared)
        while (lock->exchange(1, std::memory_order_acquire)) {
          while (lock->load(std::memory_order_relaxed)) {
          }
        }
    }
    ~Guard() {
      if constexpr (Shared) lock->store(0, std::memory_order_release);
    }
    std::atomic<uint8_t>* lock;
  };

  size_t bucketOf(uint64_t key) const {
    __extension__ using Wide = unsigned __int128;
    return static_cast<size_t>((static_cast<Wide>(key) * bucketCount_) >> 64);
  }

  size_t bucketCount_ = 0;
  struct Free {
    void operator()(void* p) const { std::free(p); }
  };
  std::unique_ptr<Bucket[], Free> buckets_;
  std::unique_ptr<std::atomic<uint8_t>[], Free> locks_;
  Counters stats_;
};

}  // namespace goproof
