// RegionAnswerTable (see region_answer_table.h).
#include "solver/rules/region_answer_table.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <utility>

namespace goproof {

RegionAnswerTable::RegionAnswerTable(size_t mostEntries)
    : mostBuckets_(std::bit_floor(std::max<size_t>(mostEntries / kBucketEntries, 1))),
      bucketCount_(std::min(mostBuckets_, kFirstEntries / kBucketEntries)),
      buckets_(allocateZeroed<Bucket>(bucketCount_)) {}

size_t RegionAnswerTable::bucketOf(uint32_t game, uint64_t state) const {
  uint64_t h = state * 0x9E3779B97F4A7C15ULL ^ (uint64_t{game} + 1) * 0xC2B2AE3D27D4EB4FULL;
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ULL;
  h ^= h >> 32;
  return static_cast<size_t>(h & (bucketCount_ - 1));
}

std::optional<bool> RegionAnswerTable::find(uint32_t game, uint64_t state) const {
  const uint64_t wanted = state | kUsed;
  for (const Entry& e : buckets_[bucketOf(game, state)].entries)
    if ((e.stateAndAnswer & ~kWon) == wanted && e.game == game) return (e.stateAndAnswer & kWon) != 0;
  return std::nullopt;
}

void RegionAnswerTable::store(uint32_t game, uint64_t state, bool won, uint64_t work) {
  assert(state < kWon);
  if (used_ * 2 > capacity() && bucketCount_ < mostBuckets_) grow();
  place(Entry{state | kUsed | (won ? kWon : 0), game, static_cast<uint32_t>(std::min<uint64_t>(work, UINT32_MAX))});
}

// Into its bucket: over the same state, else into the first empty slot,
// else over the first of the entries that took the fewest states to find.
void RegionAnswerTable::place(const Entry& e) {
  const auto keepingValue = [](const Entry& s) { return s.stateAndAnswer == 0 ? 0 : uint64_t{s.work} + 1; };
  Entry* slots = buckets_[bucketOf(e.game, e.stateAndAnswer & ~(kUsed | kWon))].entries;
  Entry* target = &slots[0];
  for (int i = 0; i < kBucketEntries; ++i) {
    Entry& s = slots[i];
    if (s.stateAndAnswer != 0 && ((s.stateAndAnswer ^ e.stateAndAnswer) & ~kWon) == 0 && s.game == e.game) {
      s = e;
      return;
    }
    if (keepingValue(s) < keepingValue(*target)) target = &s;
  }
  if (target->stateAndAnswer == 0) ++used_;
  *target = e;
}

// Doubles the buckets and puts every entry back (a full new bucket gives up
// its least-worked entry, as a store does).
void RegionAnswerTable::grow() {
  ZeroedArray<Bucket> bigger = allocateZeroed<Bucket>(2 * bucketCount_);  // may throw: nothing changed yet
  ZeroedArray<Bucket> old = std::exchange(buckets_, std::move(bigger));
  const size_t oldCount = bucketCount_;
  bucketCount_ *= 2;
  used_ = 0;
  for (size_t b = 0; b < oldCount; ++b)
    for (const Entry& e : old[b].entries)
      if (e.stateAndAnswer != 0) place(e);
}

}  // namespace goproof
