#include "checker/naive_benson.h"

#include <algorithm>
#include <vector>

namespace goproof::proof {

using naive_rules::kNaiveEmpty;
using naive_rules::NaiveGame;

namespace {

// Benson's algorithm for one colour, as its definition reads: her chains,
// the regions (maximal connected sets of points without her stones), which
// chains each region touches and is vital to (each of its empty points is a
// liberty of the chain), and which are left once each chain with fewer than
// two vital regions is dropped, and then each region beside a dropped chain,
// until nothing changes.
struct Benson {
  std::vector<int> chainOf, regionOf;  // each point's chain and region, or -1
  std::vector<std::vector<int>> chains, regions, beside, vitalTo;
  std::vector<bool> chainLeft, regionLeft;
};

Benson benson(const NaiveGame& game, char colour) {
  const int points = game.width * game.height;
  Benson b;
  b.chainOf.assign(points, -1);
  b.regionOf.assign(points, -1);
  auto& [chainOf, regionOf, chains, regions, beside, vitalTo, chainLeft, regionLeft] = b;
  for (int p = 0; p < points; ++p) {
    if (game.board[p] == colour && chainOf[p] < 0) {
      chains.push_back(naive_rules::floodFill(game, game.board, {p}));
      for (int q : chains.back()) chainOf[q] = static_cast<int>(chains.size()) - 1;
    }
    if (game.board[p] != colour && regionOf[p] < 0) {
      // Flood through every point that is not hers, whatever it holds.
      std::vector<int> region{p};
      regionOf[p] = static_cast<int>(regions.size());
      for (size_t i = 0; i < region.size(); ++i)
        for (int q : naive_rules::neighbours(game, region[i]))
          if (game.board[q] != colour && regionOf[q] < 0) {
            regionOf[q] = regionOf[p];
            region.push_back(q);
          }
      regions.push_back(std::move(region));
    }
  }
  beside.assign(regions.size(), {});
  vitalTo.assign(regions.size(), {});
  for (size_t r = 0; r < regions.size(); ++r) {
    for (int p : regions[r])
      for (int q : naive_rules::neighbours(game, p))
        if (chainOf[q] >= 0 && std::find(beside[r].begin(), beside[r].end(), chainOf[q]) == beside[r].end())
          beside[r].push_back(chainOf[q]);
    for (int c : beside[r]) {
      // Vital: it has an empty point (as every region of a position a game
      // reaches has), and each is a liberty of the chain.
      bool vital = std::any_of(regions[r].begin(), regions[r].end(), [&](int p) { return game.board[p] == kNaiveEmpty; });
      for (int p : regions[r]) {
        if (game.board[p] != kNaiveEmpty) continue;
        bool liberty = false;
        for (int q : naive_rules::neighbours(game, p)) liberty |= chainOf[q] == c;
        vital = vital && liberty;
      }
      if (vital) vitalTo[r].push_back(c);
    }
  }
  chainLeft.assign(chains.size(), true);
  regionLeft.assign(regions.size(), true);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t c = 0; c < chains.size(); ++c) {
      if (!chainLeft[c]) continue;
      int vital = 0;
      for (size_t r = 0; r < regions.size(); ++r)
        if (regionLeft[r] && std::find(vitalTo[r].begin(), vitalTo[r].end(), static_cast<int>(c)) != vitalTo[r].end())
          ++vital;
      if (vital < 2) chainLeft[c] = false, changed = true;
    }
    for (size_t r = 0; r < regions.size(); ++r) {
      if (!regionLeft[r]) continue;
      for (int c : beside[r])
        if (!chainLeft[c]) regionLeft[r] = false, changed = true;
    }
  }
  return b;
}

}  // namespace

namespace {
std::vector<bool> aliveOf(const Benson& b) {
  std::vector<bool> alive(b.chainOf.size(), false);
  for (size_t p = 0; p < alive.size(); ++p) alive[p] = b.chainOf[p] >= 0 && b.chainLeft[b.chainOf[p]];
  return alive;
}
}  // namespace

std::vector<bool> bensonAlive(const NaiveGame& game, char colour) { return aliveOf(benson(game, colour)); }

std::vector<bool> bensonSafePoints(const NaiveGame& game, char colour) { return bensonArea(game, colour).safe; }

BensonArea bensonArea(const NaiveGame& game, char colour) {
  const Benson b = benson(game, colour);
  BensonArea area{aliveOf(b), {}};
  area.safe = area.alive;
  for (size_t r = 0; r < b.regions.size(); ++r) {
    if (!b.regionLeft[r]) continue;
    bool counts = true;
    for (int p : b.regions[r]) {
      // Next to an alive stone, and to each alive chain the region is vital to.
      bool nextToAlive = false;
      std::vector<int> touched;
      for (int q : naive_rules::neighbours(game, p))
        if (b.chainOf[q] >= 0 && b.chainLeft[b.chainOf[q]]) {
          nextToAlive = true;
          touched.push_back(b.chainOf[q]);
        }
      for (int c : b.vitalTo[r])
        if (b.chainLeft[c] && std::find(touched.begin(), touched.end(), c) == touched.end()) counts = false;
      counts = counts && nextToAlive;
    }
    if (counts)
      for (int p : b.regions[r]) area.safe[p] = true;
  }
  return area;
}

}  // namespace goproof::proof
