// Member definitions of ConquestGame (included by conquest_game.h only):
// Definitions 7 and 8 of docs/rules/conquest.md.
#pragma once

#include <algorithm>

#include "solver/util/text.h"

namespace goproof {

namespace conquest_detail {

// Lexicographic order of two sets as sorted lists of points (a prefix first).
template <int Words>
bool listLess(const Bits<Words>& a, const Bits<Words>& b) {
  const Bits<Words> differ = a ^ b;
  if (differ.none()) return false;
  const int q = differ.lowest();
  const Bits<Words> above = Bits<Words>::firstN(q + 1);  // points up to q
  // The set holding q is the smaller, unless the other one ends before q.
  return b.test(q) ? (a - above).none() : (b - above).any();
}

// The T-bones the regions meet, sorted by point, with their quadrants.
template <int Words, size_t N>
int collectTBones(const std::array<ConquestRegion<Words>, N>& regions, int count, std::array<int, 4>& tBone,
                  std::array<uint8_t, 4>& tQuadrants) {
  int n = 0;
  for (int i = 0; i < count; ++i)
    for (int t = 0; t < regions[i].tBoneCount; ++t) {
      const int stone = regions[i].tBone[t];
      if (std::find(tBone.begin(), tBone.begin() + n, stone) != tBone.begin() + n) continue;
      tQuadrants[n] = regions[i].tQuadrants[t];
      tBone[n++] = stone;
    }
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && tBone[j] < tBone[j - 1]; --j) std::swap(tBone[j], tBone[j - 1]), std::swap(tQuadrants[j], tQuadrants[j - 1]);
  return n;
}

}  // namespace conquest_detail

template <int Words>
typename ConquestGame<Words>::Outcomes ConquestGame<Words>::outcomesAt(int p) const {
  const ConquestMasks<Words>& m = *masks_;
  const int P = index(toMove_), O = 1 - P;
  const B stonesP = sets_[P] | B::single(p), landP = sets_[2 + P];
  // Definitions 1 and 6: the regions that could be conquered now (those whose
  // enclosure does not depend on a T-bone are settled at once), and the
  // regions of her territory alone, which hold on to their T-bones.
  B fixed, remaining = geo_->all() - stonesP;
  std::array<ConquestRegion<Words>, 8> dependent;
  std::array<int, 8> notOwned{};
  int dependents = 0;
  uint32_t fresh = 0;
  while (remaining.any()) {
    ConquestRegion<Words> r = conquestRegionAt(m, stonesP, remaining.lowest());
    remaining -= r.points;
    const int unowned = (r.points - landP).count();
    if (r.wallCount >= 3) continue;
    if (r.wallCount == 2 && r.tBoneCount > 0) {
      if (unowned > 0) fresh |= 1u << dependents;
      notOwned[dependents] = unowned;
      dependent[dependents++] = r;  // at most two regions meet a T-bone, and a board has four
    } else if (unowned > 0 && r.enclosedWith([](int) { return uint8_t{0}; })) {
      fixed |= r.points;
    }
  }

  // Definition 7: every assignment of those regions' T-bones.
  Outcomes o;
  o.tBoneCount = conquest_detail::collectTBones(dependent, dependents, o.tBone, o.tQuadrants);
  const uint32_t assignments = 1u << o.tBoneCount;
  std::array<uint32_t, 16> enclosed{};
  for (uint32_t a = 0; a < assignments; ++a) {
    auto countsFor = [&](int stone) { return countsUnder(o.tBone, o.tQuadrants, o.tBoneCount, a, stone); };
    for (int i = 0; i < dependents; ++i)
      if (dependent[i].enclosedWith(countsFor)) enclosed[a] |= 1u << i;
  }
  // A T-bone that serves a territory goes on serving it: only the
  // assignments that keep all her territory enclosed count (on a board no
  // game reaches where none does, all of them, as conquest_board.cc).
  const uint32_t held = ((1u << dependents) - 1) & ~fresh;
  bool heldSomewhere = false;
  for (uint32_t a = 0; a < assignments && !heldSomewhere; ++a) heldSomewhere = (enclosed[a] & held) == held;
  auto counts = [&](uint32_t a) { return !heldSomewhere || (enclosed[a] & held) == held; };
  // Keep the sets no other contains; of those the smallest conquest; one per distinct conquest.
  std::array<uint32_t, 16> kept{};
  int keptCount = 0, best = -1;
  for (uint32_t a = 0; a < assignments; ++a) {
    if (!counts(a)) continue;
    const uint32_t mask = enclosed[a];
    bool contained = false;
    for (uint32_t b = 0; b < assignments && !contained; ++b)
      contained = counts(b) && enclosed[b] != mask && (enclosed[b] & mask) == mask;
    if (contained) continue;
    int cost = 0;
    for (int i = 0; i < dependents; ++i)
      if (mask >> i & 1) cost += notOwned[i];
    if (best < 0 || cost < best) best = cost, keptCount = 0;
    if (cost != best) continue;
    bool seen = false;
    for (int k = 0; k < keptCount && !seen; ++k) seen = (enclosed[kept[k]] & fresh) == (mask & fresh);
    if (!seen) kept[keptCount++] = a;
  }

  // Definition 8: the conquest, then every end of the removals.
  std::vector<B> visited;
  std::vector<std::pair<B, std::array<B, 4>>> ends;
  for (int k = 0; k < keptCount; ++k) {
    B conquered = fixed;
    for (int i = 0; i < dependents; ++i)
      if ((enclosed[kept[k]] & fresh) >> i & 1) conquered |= dependent[i].points;
    std::array<B, 4> sets = sets_;
    sets[P] = stonesP;
    sets[O] -= conquered;
    sets[2 + O] -= conquered;
    sets[2 + P] |= conquered;
    auto add = [&](const B& removed, const std::array<B, 4>& after) {
      if (o.count == kMaxChoices) throw std::length_error("a Conquest move with more than 16 results");
      o.after[o.count] = after;
      o.removed[o.count] = removed;
      o.assignment[o.count++] = kept[k];
    };
    if (insideStones(sets, P).none()) {  // the usual move: nothing to remove, nothing to allocate
      add(B{}, sets);
      continue;
    }
    visited.clear();
    ends.clear();
    removalEnds(sets, B{}, P, visited, ends);
    std::sort(ends.begin(), ends.end(), [](const auto& x, const auto& y) { return conquest_detail::listLess(x.first, y.first); });
    for (const auto& [removed, after] : ends) add(removed, after);
  }
  return o;
}

template <int Words>
int ConquestGame<Words>::enclosedTerritory(const std::array<B, 4>& sets, int player, int must) const {
  const ConquestMasks<Words>& m = *masks_;
  const B stones = sets[player], land = sets[2 + player];
  B remaining = geo_->all() - stones;
  std::array<ConquestRegion<Words>, 8> dependent;
  int dependents = 0, constant = 0;
  bool mustConstant = must < 0;
  while (remaining.any()) {
    ConquestRegion<Words> r = conquestRegionAt(m, stones, remaining.lowest());
    remaining -= r.points;
    if ((r.points - land).any() || r.wallCount >= 3) continue;  // not her territory alone, or never enclosed
    if (r.wallCount == 2 && r.tBoneCount > 0) {
      dependent[dependents++] = r;
    } else if (r.enclosedWith([](int) { return uint8_t{0}; })) {
      constant += r.points.count();
      mustConstant |= must >= 0 && r.points.test(must);
    }
  }
  std::array<int, 4> tBone{};
  std::array<uint8_t, 4> tQuadrants{};
  const int tBones = conquest_detail::collectTBones(dependent, dependents, tBone, tQuadrants);
  int best = -1;
  for (uint32_t a = 0; a < (1u << tBones); ++a) {
    auto countsFor = [&](int stone) { return countsUnder(tBone, tQuadrants, tBones, a, stone); };
    int total = constant;
    bool mustHeld = mustConstant;
    for (int i = 0; i < dependents; ++i)
      if (dependent[i].enclosedWith(countsFor)) {
        total += dependent[i].points.count();
        mustHeld |= must >= 0 && dependent[i].points.test(must);
      }
    if (mustHeld) best = std::max(best, total);
  }
  return best;
}

template <int Words>
bool ConquestGame<Words>::removable(const std::array<B, 4>& sets, int player, int s, int enclosedBefore) const {
  if ((geo_->neighbors(s) - sets[player] - sets[2 + player]).any()) return false;
  std::array<B, 4> without = sets;
  without[player] -= B::single(s);
  without[2 + player] |= B::single(s);
  return enclosedTerritory(without, player, s) >= enclosedBefore + 1;
}

template <int Words>
void ConquestGame<Words>::removalEnds(const std::array<B, 4>& sets, const B& removed, int player, std::vector<B>& visited,
                                      std::vector<std::pair<B, std::array<B, 4>>>& ends) const {
  if (std::find(visited.begin(), visited.end(), removed) != visited.end()) return;
  visited.push_back(removed);
  const B inside = insideStones(sets, player);
  bool any = false;
  if (inside.any()) {
    const int before = enclosedTerritory(sets, player, -1);
    inside.forEach([&](int s) {
      if (!removable(sets, player, s, before)) return;
      any = true;
      std::array<B, 4> next = sets;
      next[player] -= B::single(s);
      next[2 + player] |= B::single(s);
      removalEnds(next, removed | B::single(s), player, visited, ends);
    });
  }
  if (!any) ends.emplace_back(removed, sets);
}

template <int Words>
std::string ConquestGame<Words>::impossibility(int* at) const {
  for (int player = 0; player < 2; ++player) {
    const std::string_view who = player == 0 ? "Black" : "White";
    const B land = sets_[2 + player];
    const B open = geo_->neighbors(geo_->all() - sets_[player] - land) & land;
    if (open.any() && at) *at = open.lowest();
    if (open.any())
      return cat(geo_->name(open.lowest()), " is ", who, "'s territory next to a point that is neither ", who,
                 "'s stone nor ", who, "'s territory: territory is always walled in by its owner's stones");
    const int before = enclosedTerritory(sets_, player, -1);
    if (land.any() && before < land.count() && at) {  // name a point of a region no choice encloses
      B remaining = land;
      while (remaining.any()) {
        const ConquestRegion<Words> r = conquestRegionAt(*masks_, sets_[player], remaining.lowest());
        remaining -= r.points;
        if (!r.enclosedForSomeChoice()) {
          *at = (r.points & land).lowest();
          break;
        }
      }
    }
    if (land.any() && before < land.count())
      return cat(who, "'s territory is not all enclosed by her stones and at most two walls in the same or adjacent "
                 "quadrants (docs/rules/conquest.md, Definition 6)");
    int stone = -1;
    insideStones(sets_, player).forEach([&](int s) {
      if (stone < 0 && removable(sets_, player, s, before)) stone = s;
    });
    if (stone >= 0 && at) *at = stone;
    if (stone >= 0)
      return cat(who, "'s stone at ", geo_->name(stone), " is inside her territory and would have been removed "
                 "(docs/rules/conquest.md, Definition 8)");
  }
  // Each player conquered every region enclosed after her last move
  // (Definition 8, step 1), so none that is enclosed whatever its T-bones
  // count for holds a point she does not own, unless the opponent has moved
  // since and captured some of her stones, joining two of her regions: such
  // a region holds the opponent's territory. (A region whose enclosure needs
  // a T-bone may have lost it to another region: not checked.)
  if (sets_[0].any() || sets_[1].any()) {
    const int last = 1 - index(toMove_);
    for (int player : {last, 1 - last}) {
      B remaining = geo_->all() - sets_[player];
      while (remaining.any()) {
        const ConquestRegion<Words> r = conquestRegionAt(*masks_, sets_[player], remaining.lowest());
        remaining -= r.points;
        const B open = r.points - sets_[2 + player];
        if (open.none() || r.wallCount >= 3 || (r.wallCount == 2 && r.tBoneCount > 0)) continue;
        if (player != last && (r.points & sets_[2 + (1 - player)]).any()) continue;
        if (!r.enclosedWith([](int) { return uint8_t{0}; })) continue;
        if (at) *at = open.lowest();
        return cat(geo_->name(open.lowest()), " lies in a region that ", player == 0 ? "Black" : "White",
                   " encloses: her last move would have conquered it (docs/rules/conquest.md, Definition 8)");
      }
    }
  }
  return "";
}

}  // namespace goproof
