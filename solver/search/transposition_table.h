// A transposition table of bounded size, shared by the solvers.
//
// Memory: at most the buckets that fit in the megabytes asked for, however
// long the run. The table is sized to the problem: it starts at 1 MiB and
// doubles (to at most that limit) whenever half its entries are in use, or
// when more than one settled result (Payload::settled(), where the payload
// has it) per 1024 entries in use had to be evicted or dropped from a full
// bucket since it last grew. So a small solve touches little memory and
// loses few of the results it settled. (Growing at the first lost result
// kept nearly all of them, but a few full buckets are bound to occur at any
// load: the table grew to 30 times the entries it held, and faulting in its
// pages cost more time than the lost results.) Pages are the kernel's zeroed
// pages, huge ones where it allows (zeroed_memory.h), paid for only when touched.
// Growing moves each entry to its bucket in the larger table (entries that no
// longer fit are dropped by the replacement policy below).
//
// Layout: buckets of four 16-byte slots (one 64-byte cache line). A slot is
// an 8-byte solver-defined Payload and a check word, the full 64-bit key of
// its position XOR the payload's bits (key 0 marks an empty slot; a real key
// of 0 is stored as 1). The bucket is chosen from the key's high bits by
// multiply-shift over the buckets in use, so any bucket count works.
//
// Replacement: a store for a key already in the bucket overwrites it, unless
// the payload says the old value outlasts the new (`old.outlasts(incoming)`,
// optional: df-pn keeps a settled result against a later estimate). Else it
// takes an empty slot. Else it evicts the entry of least Payload::priority()
// (solvers rank settled results highest, then the work that produced them);
// if even that outranks the newcomer, the newcomer is dropped.
//
// Concurrency: TranspositionTable<P, false> is for one thread at a time.
// TranspositionTable<P, true> may be probed and stored from many threads at
// once, without locks. Each slot is two relaxed 64-bit atomics: the payload's
// bits and a check word, key XOR bits (Hyatt and Mann's lockless hashing). A
// probe matches only when check XOR bits is its key, so a torn slot (the bits
// of one store, the check of another) reads as a miss, never as a wrong
// payload, except with probability 2^-64 per probe. Racing stores may lose
// one another, and a settled result may be lost to a racing estimate: the
// cost is search repeated, never a wrong answer. Counters are relaxed atomics
// in per-thread shards: exact totals, no ordering. A shared table never grows
// by itself: growWhenFull() must be called while no other thread uses it.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>
#include <utility>

#include "solver/util/zeroed_memory.h"

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

  // The most entries a table of `megabytes` MiB holds (at half of it, it
  // starts to lose some to full buckets).
  static constexpr size_t entriesIn(size_t megabytes) {
    return std::max<size_t>((megabytes << 20) / sizeof(Bucket), 1) * kBucketEntries;
  }

  // A table using at most `megabytes` MiB (at least one bucket).
  explicit TranspositionTable(size_t megabytes) {
    size_t bytes = megabytes << 20;
    maxBuckets_ = bytes / sizeof(Bucket) > 0 ? bytes / sizeof(Bucket) : 1;
    bucketCount_ = std::min(maxBuckets_, kStartBuckets);
    // Zeroed by the kernel: a table costs only the pages a search touches
    // (huge pages where they can be had), not a pass over all of it.
    buckets_ = allocateZeroed<Bucket>(maxBuckets_);
  }

  // Empties the table and zeroes the counters (not while other threads use it).
  void clear() {
    std::memset(static_cast<void*>(buckets_.get()), 0, bucketCount_ * sizeof(Bucket));
    for (Counters& c : shards_) c = Counters{};
    filled_ = 0;
  }

  // Settled results a table may lose between growths, per entry in use: 2^-kSettledLossShift.
  static constexpr int kSettledLossShift = 10;

  // True when the table may still double and half the entries in use are
  // filled, or more settled results were lost than kSettledLossShift allows.
  bool full() const {
    if (bucketCount_ >= maxBuckets_) return false;
    uint64_t filled = filled_, factsLost = 0;
    for (const Counters& c : shards_) filled += load(c.fills), factsLost += load(c.factsLost);
    return factsLost > (filled >> kSettledLossShift) || filled * 2 > bucketCount_ * kBucketEntries;
  }
  // Doubles the buckets in use (up to the limit) when full(). A shared table:
  // only while no other thread probes or stores. Returns whether it grew.
  bool growWhenFull() {
    if (!full()) return false;
    grow();
    return true;
  }
  // Grows until `entries` entries would fill at most a quarter of the table
  // (or it is as large as it may be): before loading that many. At half
  // full, as growWhenFull() allows, about 4% of them would find their
  // bucket full and be lost; at a quarter, about 0.05%.
  void reserve(size_t entries) {
    while (bucketCount_ < maxBuckets_ && entries * 4 > bucketCount_ * kBucketEntries) grow();
  }

  // Copies the payload stored for key into out and returns true, or returns false.
  bool probe(uint64_t key, Payload& out) {
    key = key ? key : 1;
    Counters& counters = shard();
    count(counters.probes);
    for (Slot& slot : buckets_[bucketOf(key)].slots) {
      uint64_t slotKey, bits;
      read(slot, slotKey, bits);
      if (slotKey == key) {
        out = std::bit_cast<Payload>(bits);
        count(counters.hits);
        return true;
      }
    }
    return false;
  }

  // Hints that key will be probed soon: starts loading its bucket into cache.
  void prefetch(uint64_t key) const { __builtin_prefetch(&buckets_[bucketOf(key ? key : 1)]); }

  // Stores payload for key under the replacement policy above.
  void store(uint64_t key, const Payload& payload) {
    key = key ? key : 1;
    Counters& counters = shard();
    count(counters.stores);
    Bucket& bucket = buckets_[bucketOf(key)];
    for (Slot& slot : bucket.slots) {
      uint64_t slotKey, bits;
      read(slot, slotKey, bits);
      if (slotKey != key) continue;
      if constexpr (requires { payload.outlasts(payload); }) {
        if (std::bit_cast<Payload>(bits).outlasts(payload)) {
          count(counters.dropped);
          return;
        }
      }
      write(slot, key, payload);
      return;
    }
    auto [victim, victimKey, victimPayload] = victimIn(bucket);
    if (victimKey != 0) {
      const bool keepVictim = victimPayload.priority() > payload.priority();
      if constexpr (requires { payload.settled(); }) {
        if (keepVictim ? payload.settled() : victimPayload.settled()) count(counters.factsLost);
      }
      if (keepVictim) {
        count(counters.dropped);
        return;
      }
      count(counters.overwrites);
    } else {
      count(counters.fills);
    }
    write(*victim, key, payload);
    if constexpr (!Shared) growWhenFull();
  }

  // Calls visit(key, payload) for every entry, while no other thread uses the table.
  template <class Visit>
  void forEachEntry(Visit&& visit) const {
    for (size_t b = 0; b < bucketCount_; ++b)
      for (const Slot& slot : buckets_[b].slots) {
        uint64_t key, bits;
        read(slot, key, bits);
        if (key != 0) visit(key, std::bit_cast<Payload>(bits));
      }
  }

  TableStats stats() const {
    TableStats s;
    for (const Counters& c : shards_) {
      s.probes += load(c.probes);
      s.hits += load(c.hits);
      s.stores += load(c.stores);
      s.overwrites += load(c.overwrites);
      s.dropped += load(c.dropped);
    }
    return s;
  }
  // Entries the table may grow to, and the bytes they take.
  size_t entryCapacity() const { return maxBuckets_ * kBucketEntries; }
  // Entries in the buckets in use now (the table's present size).
  size_t entriesInUse() const { return bucketCount_ * kBucketEntries; }
  size_t bytes() const { return maxBuckets_ * sizeof(Bucket); }

 private:
  using Word = std::conditional_t<Shared, std::atomic<uint64_t>, uint64_t>;
  // A slot: the payload's bits and key XOR bits (0 and 0: empty).
  struct Slot {
    Word check;
    Word bits;
  };
  struct alignas(64) Bucket {
    std::array<Slot, kBucketEntries> slots;
  };
  static_assert(sizeof(Bucket) == 64);

  static void read(const Slot& slot, uint64_t& key, uint64_t& bits) {
    if constexpr (Shared) {
      bits = slot.bits.load(std::memory_order_relaxed);
      key = slot.check.load(std::memory_order_relaxed) ^ bits;
    } else {
      bits = slot.bits;
      key = slot.check ^ bits;
    }
  }
  static void clearSlot(Slot& slot) {
    if constexpr (Shared) {
      slot.bits.store(0, std::memory_order_relaxed);
      slot.check.store(0, std::memory_order_relaxed);
    } else {
      slot.bits = 0;
      slot.check = 0;
    }
  }
  // Doubles the buckets in use, up to the limit, moving every entry.
  void grow() {
    size_t oldCount = bucketCount_;
    bucketCount_ = std::min(maxBuckets_, 2 * oldCount);
    // A key's bucket index never shrinks as the count grows, so moving the
    // buckets from the top down only ever writes to buckets already moved.
    uint64_t kept = 0;
    for (size_t b = oldCount; b-- > 0;) {
      std::array<std::pair<uint64_t, uint64_t>, kBucketEntries> moving;
      for (int i = 0; i < kBucketEntries; ++i) {
        read(buckets_[b].slots[i], moving[i].first, moving[i].second);
        clearSlot(buckets_[b].slots[i]);
      }
      for (auto& [key, bits] : moving)
        if (key != 0) kept += place(key, std::bit_cast<Payload>(bits)) ? 1 : 0;
    }
    for (Counters& c : shards_) c.fills = 0, c.factsLost = 0;
    filled_ = kept;
  }

  // The slot a new entry would take: the first empty one, else the one of
  // least priority (with its key and payload; key 0: empty).
  struct Victim {
    Slot* slot;
    uint64_t key;
    Payload payload;
  };
  static Victim victimIn(Bucket& bucket) {
    Victim v{nullptr, 0, Payload{}};
    for (Slot& slot : bucket.slots) {
      uint64_t slotKey, bits;
      read(slot, slotKey, bits);
      Payload old = std::bit_cast<Payload>(bits);
      if (!v.slot || (v.key != 0 && (slotKey == 0 || old.priority() < v.payload.priority()))) v = {&slot, slotKey, old};
    }
    return v;
  }
  // Puts an entry back while growing: an empty slot, else over the least
  // important entry if that is less important. Returns whether it took an empty slot.
  bool place(uint64_t key, const Payload& payload) {
    auto [victim, victimKey, victimPayload] = victimIn(buckets_[bucketOf(key)]);
    if (victimKey != 0 && victimPayload.priority() >= payload.priority()) return false;
    write(*victim, key, payload);
    return victimKey == 0;
  }
  static void write(Slot& slot, uint64_t key, const Payload& payload) {
    uint64_t bits = std::bit_cast<uint64_t>(payload);
    if constexpr (Shared) {
      slot.bits.store(bits, std::memory_order_relaxed);
      slot.check.store(key ^ bits, std::memory_order_relaxed);
    } else {
      slot.bits = bits;
      slot.check = key ^ bits;
    }
  }

  struct alignas(64) Counters {
    Word probes{0}, hits{0}, stores{0}, overwrites{0}, dropped{0};
    Word fills{0};  // stores into an empty slot since the table last grew
    Word factsLost{0};  // settled payloads (optional Payload::settled()) evicted or dropped since then
    Counters() = default;
    Counters& operator=(const Counters&) {
      probes = 0, hits = 0, stores = 0, overwrites = 0, dropped = 0, fills = 0, factsLost = 0;
      return *this;
    }
  };
  static constexpr size_t kShards = Shared ? 16 : 1;
  // This thread's counters: threads spread over the shards, so that counting
  // does not bounce one cache line between cores.
  Counters& shard() {
    if constexpr (Shared) {
      static std::atomic<size_t> nextThread{0};
      thread_local size_t mine = nextThread.fetch_add(1, std::memory_order_relaxed);
      return shards_[mine % kShards];
    } else {
      return shards_[0];
    }
  }
  static void count(Word& c) {
    if constexpr (Shared) c.fetch_add(1, std::memory_order_relaxed);
    else ++c;
  }
  static uint64_t load(const Word& c) {
    if constexpr (Shared) return c.load(std::memory_order_relaxed);
    else return c;
  }

  size_t bucketOf(uint64_t key) const {
    __extension__ using Wide = unsigned __int128;
    return static_cast<size_t>((static_cast<Wide>(key) * bucketCount_) >> 64);
  }

  static constexpr size_t kStartBuckets = (size_t{1} << 20) / sizeof(Bucket);  // 1 MiB
  size_t bucketCount_ = 0;  // buckets in use
  size_t maxBuckets_ = 0;   // buckets the megabytes allow
  uint64_t filled_ = 0;     // entries kept by the last growth
  ZeroedArray<Bucket> buckets_;
  std::array<Counters, kShards> shards_;
};

}  // namespace goproof
