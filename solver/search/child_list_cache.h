// df-pn's cache of child lists: what initialising a node's children learns
// from the position alone (its moves in search order, each child's table key
// and exact hash, a result the child's position settles, and df-pn+'s first
// proof numbers), kept per node so that a node searched again need not play
// its moves, test them for wins at once and hash them again.
//
// Memory: at most the bytes given at construction (search_memory.h shares
// them out), direct-mapped (a node's list replaces the slot's old one), from
// the kernel's zeroed pages: a slot costs memory only once it is used. Nodes with more children than a slot holds are not cached.
// Each search thread has its own cache: nothing here is shared. A list is
// valid for one generation; the solver starts a new generation with every
// question, since what settles a child depends on the rules and on who asks.
#pragma once

#include <cstddef>
#include <cstdint>

#include "solver/rules/move.h"
#include "solver/util/zeroed_memory.h"

namespace goproof {

// One child as first initialised.
struct CachedChild {
  uint64_t key;     // the child's table key; 0 when its position settled it (pn and dn are final)
  uint64_t hash;    // the child's exact hash, for repetitions of the current path
  uint32_t pn, dn;  // final where key is 0; else df-pn+'s first numbers, 0 and 0 until known
  Move move;
};

class ChildListCache {
 public:
  static constexpr int kMaxChildren = 38;  // 6x6: every point and a pass
  struct Slot {
    uint64_t tag = 0;
    uint32_t generation = 0;
    int count = 0;
    CachedChild children[kMaxChildren];
  };

  // A cache of at most `bytes` (a power of two slots); none when not even one slot fits.
  explicit ChildListCache(size_t bytes) {
    if (bytes < sizeof(Slot)) return;
    slotCount_ = 1;
    while ((slotCount_ * 2) * sizeof(Slot) <= bytes) slotCount_ *= 2;
    slots_ = allocateZeroed<Slot>(slotCount_);  // a zeroed slot is empty: generation 0 is never current
  }
  bool enabled() const { return slotCount_ > 0; }
  // The memory the slots take (0 without a cache).
  size_t bytes() const { return slotCount_ * sizeof(Slot); }
  // Lists stored before this call are no longer found.
  void newGeneration() { ++generation_; }
  // The list stored for tag in this generation, or nullptr.
  Slot* find(uint64_t tag) {
    Slot& s = slotOf(tag);
    return s.tag == tag && s.generation == generation_ ? &s : nullptr;
  }
  // An empty list for tag, replacing the slot's old one.
  Slot& claim(uint64_t tag) {
    Slot& s = slotOf(tag);
    s.tag = tag, s.generation = generation_, s.count = 0;
    return s;
  }

 private:
  Slot& slotOf(uint64_t tag) { return slots_[(tag * 0x9E3779B97F4A7C15ull) >> 40 & (slotCount_ - 1)]; }
  size_t slotCount_ = 0;
  ZeroedArray<Slot> slots_;
  uint32_t generation_ = 1;
};

}  // namespace goproof
