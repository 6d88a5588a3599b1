// Conquest's move rule: docs/rules/conquest.md, Definitions 1 to 8. Each
// function names the definition it implements.
#include "solver/rules/conquest_board.h"

#include <algorithm>
#include <array>
#include <bit>
#include <iterator>
#include <map>
#include <set>

#include "solver/board/geometry.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

// A stone of the player where a region's border meets a wall (Definition 3).
struct Connection {
  int stone;
  uint8_t quadrants;  // the stone's quadrants: one, or two for a T-bone
  uint8_t sides;      // a T-bone: the quadrants on whose side the region touches it
};

// A region of a player (Definition 1) and what Definitions 2 and 3 say of it.
struct Region {
  std::vector<int> points;
  uint8_t walls = 0;
  int notOwned = 0;  // points that are not the player's territory
  std::vector<Connection> connections;
  int wallCount() const { return std::popcount(walls); }
  bool hasTBone() const {
    return std::any_of(connections.begin(), connections.end(), [](const Connection& c) { return std::popcount(c.quadrants) == 2; });
  }
};

// Definitions 1 to 3: the region of `player` containing start, with the stone
// at `lifted` (if any) taken as lifted off the board. Marks its points in seen.
Region regionAt(const ConquestBoard& b, int start, Color player, std::vector<char>& seen, int lifted = -1) {
  const ConquestCell stone = stoneOf(player), land = landOf(player);
  auto open = [&](int p) { return p == lifted || b.at(p) != stone; };
  Region r;
  std::vector<int> stack{start};
  seen[start] = 1;
  std::array<int, 4> nb;
  while (!stack.empty()) {
    int p = stack.back();
    stack.pop_back();
    r.points.push_back(p);
    r.walls |= b.walls(p);
    if (p == lifted || b.at(p) != land) ++r.notOwned;
    for (int i = 0, n = b.neighbours(p, nb); i < n; ++i)
      if (!seen[nb[i]] && open(nb[i])) seen[nb[i]] = 1, stack.push_back(nb[i]);
  }
  // Connection points: stones of the player next to a point of R along a wall R meets there.
  std::map<int, Connection> found;
  for (int q : r.points) {
    const uint8_t w = b.walls(q);
    const int x = b.x(q), y = b.y(q);
    std::array<int, 4> along;
    int n = 0;
    if (w & (kNorthWall | kSouthWall)) {
      if (x > 0) along[n++] = q - 1;
      if (x + 1 < b.width()) along[n++] = q + 1;
    }
    if (w & (kWestWall | kEastWall)) {
      if (y > 0) along[n++] = q - b.width();
      if (y + 1 < b.height()) along[n++] = q + b.width();
    }
    for (int i = 0; i < n; ++i) {
      const int c = along[i];
      if (open(c) || !(b.walls(c) & w)) continue;  // not a stone, or not on the wall q is on
      auto [it, fresh] = found.try_emplace(c, Connection{c, b.quadrants(c), 0});
      it->second.sides |= b.quadrants(q) & it->second.quadrants;
    }
  }
  for (auto& [stone, c] : found) r.connections.push_back(c);
  return r;
}

// Definitions 5 and 6 for one region, with each T-bone counting for the
// quadrant `countsFor(stone)` gives.
template <class CountsFor>
bool enclosedWith(const Region& r, CountsFor countsFor) {
  if (r.wallCount() <= 1) return true;
  if (r.wallCount() >= 3) return false;
  uint8_t seen = 0;
  for (const Connection& c : r.connections) {
    uint8_t q = c.quadrants;
    if (std::popcount(q) == 2) {
      q = countsFor(c.stone);
      if (!(c.sides & q)) return false;  // counts for the other side's quadrant
    }
    seen |= q;
  }
  return !holdsOppositeQuadrants(seen);
}

// The region's T-bone stones, in point order.
std::vector<Connection> tBonesOf(const Region& r) {
  std::vector<Connection> t;
  for (const Connection& c : r.connections)
    if (std::popcount(c.quadrants) == 2) t.push_back(c);
  return t;
}

// T-bones (stone, its two quadrants) and the quadrant `stone` counts for
// under assignment a (bit i for tBones[i]); 0 when it is none of them.
using TBones = std::vector<std::pair<int, uint8_t>>;
uint8_t countsUnder(const TBones& tBones, uint32_t a, int stone) {
  for (size_t i = 0; i < tBones.size(); ++i)
    if (tBones[i].first == stone) return assignedQuadrant(tBones[i].second, (a >> i) & 1);
  return uint8_t{0};
}

// The T-bones among the regions' connection points, each once, in the order met.
template <class Regions>
TBones tBonesMet(const Regions& regions) {
  TBones tBones;
  for (const Region& r : regions)
    for (const Connection& c : tBonesOf(r))
      if (std::none_of(tBones.begin(), tBones.end(), [&](const auto& t) { return t.first == c.stone; }))
        tBones.emplace_back(c.stone, c.quadrants);
  return tBones;
}

// Definition 6: enclosed under some choice of its T-bones.
bool enclosedForSomeChoice(const Region& r) {
  const TBones t = tBonesMet(std::array<Region, 1>{r});
  for (uint32_t a = 0; a < (1u << t.size()); ++a)
    if (enclosedWith(r, [&](int stone) { return countsUnder(t, a, stone); })) return true;
  return false;
}

// The most of the player's territory that lies in enclosed regions holding
// nothing but her territory, under one assignment of the T-bones those
// regions meet (Definitions 5 and 6); with must >= 0, only under assignments
// that enclose the region containing `must`. -1 when there is none.
int enclosedTerritory(const ConquestBoard& b, Color player, int must) {
  std::vector<Region> held;
  std::vector<char> seen(b.points(), 0);
  for (int q = 0; q < b.points(); ++q)
    if (!seen[q] && b.at(q) != stoneOf(player)) {
      Region r = regionAt(b, q, player, seen);
      if (r.notOwned == 0) held.push_back(std::move(r));
    }
  const TBones tBones = tBonesMet(held);
  int best = -1;
  for (uint32_t a = 0; a < (1u << tBones.size()); ++a) {
    auto countsFor = [&](int stone) { return countsUnder(tBones, a, stone); };
    int total = 0;
    bool mustHeld = must < 0;
    for (const Region& r : held)
      if (enclosedWith(r, countsFor)) {
        total += static_cast<int>(r.points.size());
        mustHeld |= std::find(r.points.begin(), r.points.end(), must) != r.points.end();
      }
    if (mustHeld) best = std::max(best, total);
  }
  return best;
}

// Definition 8, step 2: whether the mover's stone s is inside her territory
// and may leave it: its point joins an enclosed region of her territory, and
// all the territory that was enclosed stays so, T-bones shared included.
// `enclosedBefore` is enclosedTerritory(b, mover, -1).
bool removable(const ConquestBoard& b, Color mover, int s, int enclosedBefore) {
  const ConquestCell stone = stoneOf(mover), land = landOf(mover);
  if (b.at(s) != stone) return false;
  std::array<int, 4> nb;
  for (int i = 0, n = b.neighbours(s, nb); i < n; ++i)
    if (b.at(nb[i]) != stone && b.at(nb[i]) != land) return false;
  ConquestBoard without = b;
  without.set(s, land);
  return enclosedTerritory(without, mover, s) >= enclosedBefore + 1;
}

// Definition 8, step 2: every end of removing the mover's removable stones
// one at a time, in every order, until none is left: the removed points
// (sorted) and the board, one per distinct set, in the order of those sets.
void removalEnds(const ConquestBoard& b, Color mover, const std::vector<int>& removed,
                 std::set<std::vector<int>>& visited, std::map<std::vector<int>, ConquestBoard>& ends) {
  if (!visited.insert(removed).second) return;
  bool any = false;
  const int before = enclosedTerritory(b, mover, -1);
  for (int s = 0; s < b.points(); ++s) {
    if (!removable(b, mover, s, before)) continue;
    any = true;
    ConquestBoard next = b;
    next.set(s, landOf(mover));
    std::vector<int> more = removed;
    more.insert(std::upper_bound(more.begin(), more.end(), s), s);
    removalEnds(next, mover, more, visited, ends);
  }
  if (!any) ends.emplace(removed, b);
}

}  // namespace

ConquestBoard::ConquestBoard(int width, int height)
    : width_(width), height_(height), cells_(static_cast<size_t>(width * height), ConquestCell::NoMansLand) {}

absl::StatusOr<ConquestBoard> ConquestBoard::fromRows(std::string_view text) {
  std::vector<std::vector<ConquestCell>> rows(1);
  for (size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    auto error = [&](std::string_view why) { return absl::InvalidArgumentError(cat("col ", i + 1, ": ", why)); };
    if (ch == '/') {
      if (rows.back().size() != rows.front().size())
        return error(cat("row ", rows.size(), " has ", rows.back().size(), " points, the first has ", rows.front().size()));
      rows.emplace_back();
      continue;
    }
    ConquestCell cell;
    switch (ch) {
      case 'X': case 'x': cell = ConquestCell::BlackStone; break;
      case 'O': case 'o': cell = ConquestCell::WhiteStone; break;
      case 'b': cell = ConquestCell::BlackLand; break;
      case 'w': cell = ConquestCell::WhiteLand; break;
      case '.': cell = ConquestCell::NoMansLand; break;
      default: return error(cat("unexpected '", std::string(1, ch), "' (expected X, O, b, w, . or /)"));
    }
    rows.back().push_back(cell);
    if (static_cast<int>(rows.back().size()) > kMaxSide) return error(cat("a row is longer than ", kMaxSide));
  }
  const int width = static_cast<int>(rows.front().size()), height = static_cast<int>(rows.size());
  if (rows.back().size() != rows.front().size())
    return absl::InvalidArgumentError(cat("col ", text.size(), ": the last row has ", rows.back().size(), " points, the first has ", width));
  if (width < 2 || height < 2 || height > kMaxSide)
    return absl::InvalidArgumentError(cat("col ", text.size(), ": a ", width, "x", height, " board (Conquest needs 2 to ", kMaxSide, " points each way)"));
  ConquestBoard b(width, height);
  for (int r = 0; r < height; ++r)
    for (int x = 0; x < width; ++x) b.set(b.point(x, height - 1 - r), rows[r][x]);
  return b;
}

std::string ConquestBoard::rows() const {
  std::string s;
  for (int y = height_ - 1; y >= 0; --y) {
    for (int x = 0; x < width_; ++x) s += conquestCellChar(at(point(x, y)));
    if (y) s += '/';
  }
  return s;
}

int ConquestBoard::neighbours(int p, std::array<int, 4>& out) const {
  int n = 0;
  const int px = x(p), py = y(p);
  if (px > 0) out[n++] = p - 1;
  if (px + 1 < width_) out[n++] = p + 1;
  if (py > 0) out[n++] = p - width_;
  if (py + 1 < height_) out[n++] = p + width_;
  return n;
}

std::string ConquestBoard::name(int p) const { return cat(std::string(1, columnLetter(x(p))), y(p) + 1); }

int ConquestBoard::pointNamed(std::string_view text) const {
  const ParsedPoint parsed = parsePoint(text, width_, height_);
  return parsed.kind == ParsedPoint::Kind::OnBoard ? point(parsed.x, parsed.y) : -1;
}

int ConquestBoard::territory(Color c) const {
  return static_cast<int>(std::count(cells_.begin(), cells_.end(), landOf(c)));
}

bool ConquestBoard::over() const {
  return std::find(cells_.begin(), cells_.end(), ConquestCell::NoMansLand) == cells_.end();
}

uint8_t ConquestBoard::quadrants(int p) const {
  // Halves (Definition 4): an odd side's middle line lies in both.
  const int px = x(p), py = y(p);
  const bool west = px < (width_ + 1) / 2, east = px >= width_ / 2;
  const bool south = py < (height_ + 1) / 2, north = py >= height_ / 2;
  return static_cast<uint8_t>((north && west ? kNorthWest : 0) | (north && east ? kNorthEast : 0) |
                              (south && west ? kSouthWest : 0) | (south && east ? kSouthEast : 0));
}

bool ConquestBoard::tBone(int p) const { return walls(p) != 0 && std::popcount(quadrants(p)) == 2; }

uint8_t ConquestBoard::walls(int p) const {
  const int px = x(p), py = y(p);
  return static_cast<uint8_t>((py == height_ - 1 ? kNorthWall : 0) | (py == 0 ? kSouthWall : 0) |
                              (px == 0 ? kWestWall : 0) | (px == width_ - 1 ? kEastWall : 0));
}

bool ConquestBoard::enclosedRegionAt(int p, Color player) const {
  std::vector<char> seen(points(), 0);
  return enclosedForSomeChoice(regionAt(*this, p, player, seen));
}

std::vector<ConquestPlay> ConquestBoard::plays(int p, Color mover, std::vector<ConquestBoard>& after) const {
  ConquestBoard placed = *this;
  placed.set(p, stoneOf(mover));

  // Definition 1: every region of the mover; those that could be conquered now.
  std::vector<Region> fixedRegions, dependent;
  std::vector<char> seen(points(), 0);
  for (int q = 0; q < points(); ++q) {
    if (seen[q] || placed.at(q) == stoneOf(mover)) continue;
    Region r = regionAt(placed, q, mover, seen);
    if (r.wallCount() >= 3) continue;
    // Regions of her territory alone conquer nothing, but hold on to their T-bones.
    if (r.wallCount() == 2 && r.hasTBone()) dependent.push_back(std::move(r));
    else if (r.notOwned > 0 && enclosedWith(r, [](int) { return uint8_t{0}; })) fixedRegions.push_back(std::move(r));
  }

  // Definition 7: every assignment of the T-bones the two-wall regions meet.
  TBones tBones = tBonesMet(dependent);
  std::sort(tBones.begin(), tBones.end());
  std::vector<std::pair<uint32_t, uint32_t>> outcomes;  // assignment, enclosed dependent regions
  for (uint32_t a = 0; a < (1u << tBones.size()); ++a) {
    auto countsFor = [&](int stone) { return countsUnder(tBones, a, stone); };
    uint32_t mask = 0;
    for (size_t i = 0; i < dependent.size(); ++i)
      if (enclosedWith(dependent[i], countsFor)) mask |= 1u << i;
    outcomes.emplace_back(a, mask);
  }
  auto cost = [&](uint32_t mask) {
    int n = 0;
    for (size_t i = 0; i < dependent.size(); ++i)
      if (mask >> i & 1) n += dependent[i].notOwned;
    return n;
  };
  uint32_t fresh = 0;  // the dependent regions that conquer something
  for (size_t i = 0; i < dependent.size(); ++i)
    if (dependent[i].notOwned > 0) fresh |= 1u << i;
  // A T-bone that serves a territory goes on serving it: only the assignments
  // that keep all her territory enclosed count. In every position a game
  // reaches, and every set-up position ConquestGame::impossibility() passes,
  // some assignment does (docs/rules/conquest.md, Definition 7); on a board
  // that no game reaches and none does, all of them count.
  const uint32_t held = ((1u << dependent.size()) - 1) & ~fresh;  // at most 8 regions: two beside each T-bone
  if (std::any_of(outcomes.begin(), outcomes.end(), [&](const auto& o) { return (o.second & held) == held; }))
    std::erase_if(outcomes, [&](const auto& o) { return (o.second & held) != held; });
  // Keep the sets no other set contains; then the smallest conquest; then one per distinct conquest.
  std::vector<std::pair<uint32_t, uint32_t>> kept;
  int best = -1;
  for (const auto& outcome : outcomes) {
    const uint32_t a = outcome.first, mask = outcome.second;  // named, not bound: clang 14 lambdas cannot capture bindings
    const bool contained = std::any_of(outcomes.begin(), outcomes.end(),
                                       [&](const auto& o) { return o.second != mask && (o.second & mask) == mask; });
    if (contained) continue;
    const int c = cost(mask);
    if (best < 0 || c < best) best = c, kept.clear();
    if (c == best && std::none_of(kept.begin(), kept.end(), [&](const auto& k) { return (k.second & fresh) == (mask & fresh); }))
      kept.emplace_back(a, mask);
  }

  std::vector<ConquestPlay> result;
  after.clear();
  for (const auto& choice : kept) {
    const uint32_t a = choice.first, mask = choice.second;  // named, not bound: clang 14 lambdas cannot capture bindings
    std::string tBoneName;
    if (kept.size() > 1) {
      // Name the T-bones whose quadrant differs between the choices.
      for (size_t i = 0; i < tBones.size(); ++i) {
        const bool differs = std::any_of(kept.begin(), kept.end(), [&](const auto& k) { return ((k.first ^ a) >> i) & 1; });
        if (!differs) continue;
        if (!tBoneName.empty()) tBoneName += ':';
        tBoneName += quadrantName(assignedQuadrant(tBones[i].second, (a >> i) & 1));
      }
    }
    ConquestPlay conquest;
    ConquestBoard b = placed;
    auto conquer = [&](const Region& r) {
      for (int q : r.points) {
        if (b.at(q) == stoneOf(opponent(mover))) conquest.captured.push_back(q);
        if (b.at(q) != landOf(mover)) conquest.conquered.push_back(q);
        b.set(q, landOf(mover));
      }
    };
    for (const Region& r : fixedRegions) conquer(r);
    for (size_t i = 0; i < dependent.size(); ++i)
      if ((mask & fresh) >> i & 1) conquer(dependent[i]);
    std::sort(conquest.conquered.begin(), conquest.conquered.end());
    std::sort(conquest.captured.begin(), conquest.captured.end());
    std::set<std::vector<int>> visited;
    std::map<std::vector<int>, ConquestBoard> ends;
    removalEnds(b, mover, {}, visited, ends);
    // The points every end removes; the others name the end where ends differ.
    std::vector<int> common = ends.begin()->first;
    for (const auto& [removed, board] : ends) {
      std::vector<int> both;
      std::set_intersection(common.begin(), common.end(), removed.begin(), removed.end(), std::back_inserter(both));
      common = both;
    }
    for (const auto& [removed, board] : ends) {
      ConquestPlay play = conquest;
      play.ownRemoved = removed;
      play.choice = tBoneName;
      if (ends.size() > 1)
        for (int q : removed)
          if (!std::binary_search(common.begin(), common.end(), q)) play.choice += (play.choice.empty() ? "" : ":") + name(q);
      result.push_back(std::move(play));
      after.push_back(board);
    }
  }
  return result;
}

}  // namespace goproof

