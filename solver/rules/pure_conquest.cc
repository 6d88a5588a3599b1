// Pure Conquest scoring (docs/rules/conquest.md, section 4): at the end of
// a game, Bridges and Salients leave and the points they free are shared out.
#include "solver/rules/pure_conquest.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <set>
#include <vector>

namespace goproof {
namespace {

// The stones of `player` that Pure Conquest removes: her Bridges and Salients.
std::vector<int> pureRemovals(const ConquestBoard& b, Color player) {
  const ConquestCell stone = stoneOf(player), land = landOf(player);
  const int n = b.points();
  std::array<int, 4> nb;
  std::vector<char> bridge(n, 0), front(n, 0);
  for (int p = 0; p < n; ++p) {
    if (b.at(p) != stone) continue;
    bool onlyOwn = true, touchesLand = false;
    for (int i = 0, k = b.neighbours(p, nb); i < k; ++i) {
      onlyOwn &= b.at(nb[i]) == stone || b.at(nb[i]) == land;
      touchesLand |= b.at(nb[i]) == land;
    }
    bridge[p] = onlyOwn;
    front[p] = !onlyOwn && touchesLand;
  }
  // Territories: connected sets of her territory, numbered.
  std::vector<int> territory(n, -1);
  int territories = 0;
  for (int p = 0; p < n; ++p) {
    if (b.at(p) != land || territory[p] >= 0) continue;
    std::vector<int> stack{p};
    territory[p] = territories;
    while (!stack.empty()) {
      const int q = stack.back();
      stack.pop_back();
      for (int i = 0, k = b.neighbours(q, nb); i < k; ++i)
        if (b.at(nb[i]) == land && territory[nb[i]] < 0) territory[nb[i]] = territories, stack.push_back(nb[i]);
    }
    ++territories;
  }
  // Links: in a connected set of her stones other than Bridges whose Fronts
  // touch two territories or more, the stones left once branches without a
  // Front at their end are pruned.
  std::vector<char> link(n, 0), seen(n, 0);
  for (int p = 0; p < n; ++p) {
    if (b.at(p) != stone || bridge[p] || seen[p]) continue;
    std::vector<int> component, stack{p};
    seen[p] = 1;
    std::set<int> touched;
    while (!stack.empty()) {
      const int q = stack.back();
      stack.pop_back();
      component.push_back(q);
      for (int i = 0, k = b.neighbours(q, nb); i < k; ++i) {
        const int r = nb[i];
        if (front[q] && b.at(r) == land) touched.insert(territory[r]);
        if (b.at(r) == stone && !bridge[r] && !seen[r]) seen[r] = 1, stack.push_back(r);
      }
    }
    if (touched.size() < 2) continue;
    std::vector<char> kept(n, 0);
    for (int q : component) kept[q] = 1;
    for (bool pruned = true; pruned;) {
      pruned = false;
      for (int q : component) {
        if (!kept[q] || front[q]) continue;
        int degree = 0;
        for (int i = 0, k = b.neighbours(q, nb); i < k; ++i) degree += kept[nb[i]];
        if (degree <= 1) kept[q] = 0, pruned = true;
      }
    }
    for (int q : component) link[q] = kept[q] && !front[q];
  }
  std::vector<int> removed;
  for (int p = 0; p < n; ++p)
    if (b.at(p) == stone && (bridge[p] || (!front[p] && !link[p]))) removed.push_back(p);
  return removed;
}

}  // namespace

std::vector<int> pureConquestRemovals(const ConquestBoard& board) {
  std::vector<int> removed = pureRemovals(board, Color::Black), white = pureRemovals(board, Color::White);
  removed.insert(removed.end(), white.begin(), white.end());
  std::sort(removed.begin(), removed.end());
  return removed;
}

std::array<int, 2> pureConquestPoints(const ConquestBoard& board) {
  ConquestBoard b = board;
  // Steps 1 and 2: both players' Salients and Bridges, as the final position classes them.
  for (int p : pureConquestRemovals(board)) b.set(p, ConquestCell::NoMansLand);
  std::array<int, 2> points = {b.territory(Color::Black), b.territory(Color::White)};
  // Step 3: each connected set of No-Man's Land goes to the one player it
  // touches, or is halved; the odd points of halved sets go, one at a time,
  // to whoever has fewer points, and in pairs when level (a last one to nobody).
  int oddPoints = 0;
  const int n = b.points();
  std::vector<char> seen(n, 0);
  std::array<int, 4> nb;
  for (int p = 0; p < n; ++p) {
    if (b.at(p) != ConquestCell::NoMansLand || seen[p]) continue;
    int size = 0;
    std::array<bool, 2> near = {false, false};
    std::vector<int> stack{p};
    seen[p] = 1;
    while (!stack.empty()) {
      const int q = stack.back();
      stack.pop_back();
      ++size;
      for (int i = 0, k = b.neighbours(q, nb); i < k; ++i) {
        const ConquestCell c = b.at(nb[i]);
        if (c == ConquestCell::NoMansLand) {
          if (!seen[nb[i]]) seen[nb[i]] = 1, stack.push_back(nb[i]);
        } else {
          near[c == ConquestCell::BlackStone || c == ConquestCell::BlackLand ? 0 : 1] = true;
        }
      }
    }
    if (near[0] != near[1]) {
      points[near[0] ? 0 : 1] += size;
    } else if (near[0]) {
      points[0] += size / 2;
      points[1] += size / 2;
      oddPoints += size % 2;
    }
  }
  const int behind = points[0] < points[1] ? 0 : 1, gap = std::abs(points[0] - points[1]);
  const int catchUp = std::min(oddPoints, gap);
  points[behind] += catchUp;
  points[0] += (oddPoints - catchUp) / 2;
  points[1] += (oddPoints - catchUp) / 2;
  return points;
}

}  // namespace goproof
