// Conquest's move rule: docs/rules/conquest.md, Definitions 1 to 8. Each
// function names the definition it implements.
#include "solver/rules/conquest_board.h"

#include <algorithm>
#include <array>
#include <bit>
#include <map>

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

// The four neighbours of p on the board (fewer at the walls), into out; returns how many.
int neighbours(const ConquestBoard& b, int p, std::array<int, 4>& out) {
  int n = 0, x = b.x(p), y = b.y(p);
  if (x > 0) out[n++] = p - 1;
  if (x + 1 < b.width()) out[n++] = p + 1;
  if (y > 0) out[n++] = p - b.width();
  if (y + 1 < b.height()) out[n++] = p + b.width();
  return n;
}

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
    for (int i = 0, n = neighbours(b, p, nb); i < n; ++i)
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
  return !((seen & kNorthWest) && (seen & kSouthEast)) && !((seen & kNorthEast) && (seen & kSouthWest));
}

// The region's T-bone stones, in point order.
std::vector<Connection> tBonesOf(const Region& r) {
  std::vector<Connection> t;
  for (const Connection& c : r.connections)
    if (std::popcount(c.quadrants) == 2) t.push_back(c);
  return t;
}

// The quadrant a T-bone counts for under assignment bit i: its lower or higher quadrant bit.
uint8_t assigned(uint8_t quadrants, bool high) {
  const uint8_t low = quadrants & static_cast<uint8_t>(-quadrants);
  return high ? static_cast<uint8_t>(quadrants - low) : low;
}

// Definition 6: enclosed under some choice of its T-bones.
bool enclosedForSomeChoice(const Region& r) {
  const std::vector<Connection> t = tBonesOf(r);
  for (uint32_t a = 0; a < (1u << t.size()); ++a) {
    auto countsFor = [&](int stone) {
      for (size_t i = 0; i < t.size(); ++i)
        if (t[i].stone == stone) return assigned(t[i].quadrants, (a >> i) & 1);
      return uint8_t{0};
    };
    if (enclosedWith(r, countsFor)) return true;
  }
  return false;
}

std::string_view quadrantName(uint8_t q) {
  return q == kNorthWest ? "nw" : q == kNorthEast ? "ne" : q == kSouthWest ? "sw" : "se";
}

// Definition 8, step 2: the mover's stones inside her territory, in point order until none is left.
void removeOwnStonesInside(ConquestBoard& b, Color mover, ConquestPlay& play) {
  const ConquestCell stone = stoneOf(mover), land = landOf(mover);
  std::array<int, 4> nb;
  for (bool changed = true; changed;) {
    changed = false;
    for (int s = 0; s < b.points(); ++s) {
      if (b.at(s) != stone) continue;
      bool inside = true;
      for (int i = 0, n = neighbours(b, s, nb); i < n && inside; ++i)
        inside = b.at(nb[i]) == stone || b.at(nb[i]) == land;
      if (!inside) continue;
      std::vector<char> seen(b.points(), 0);
      const Region k = regionAt(b, s, mover, seen, s);
      if (k.notOwned != 1 || !enclosedForSomeChoice(k)) continue;  // s alone is not hers yet
      b.set(s, land);
      play.ownRemoved.push_back(s);
      changed = true;
    }
  }
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
  static constexpr char kChars[] = {'.', 'X', 'O', 'b', 'w'};
  std::string s;
  for (int y = height_ - 1; y >= 0; --y) {
    for (int x = 0; x < width_; ++x) s += kChars[static_cast<int>(at(point(x, y)))];
    if (y) s += '/';
  }
  return s;
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
    if (r.notOwned == 0 || r.wallCount() >= 3) continue;
    if (r.wallCount() == 2 && r.hasTBone()) dependent.push_back(std::move(r));
    else if (enclosedWith(r, [](int) { return uint8_t{0}; })) fixedRegions.push_back(std::move(r));
  }

  // Definition 7: every assignment of the T-bones the two-wall regions meet.
  std::vector<std::pair<int, uint8_t>> tBones;  // stone, quadrants
  for (const Region& r : dependent)
    for (const Connection& c : tBonesOf(r))
      if (std::none_of(tBones.begin(), tBones.end(), [&](const auto& t) { return t.first == c.stone; }))
        tBones.emplace_back(c.stone, c.quadrants);
  std::sort(tBones.begin(), tBones.end());
  std::vector<std::pair<uint32_t, uint32_t>> outcomes;  // assignment, enclosed dependent regions
  for (uint32_t a = 0; a < (1u << tBones.size()); ++a) {
    auto countsFor = [&](int stone) {
      for (size_t i = 0; i < tBones.size(); ++i)
        if (tBones[i].first == stone) return assigned(tBones[i].second, (a >> i) & 1);
      return uint8_t{0};
    };
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
  // Keep the sets no other set contains; then the smallest conquest; then one per distinct set.
  std::vector<std::pair<uint32_t, uint32_t>> kept;
  int best = -1;
  for (const auto& [a, mask] : outcomes) {
    const bool contained = std::any_of(outcomes.begin(), outcomes.end(),
                                       [&](const auto& o) { return o.second != mask && (o.second & mask) == mask; });
    if (contained) continue;
    const int c = cost(mask);
    if (best < 0 || c < best) best = c, kept.clear();
    if (c == best && std::none_of(kept.begin(), kept.end(), [&](const auto& k) { return k.second == mask; }))
      kept.emplace_back(a, mask);
  }

  std::vector<ConquestPlay> result;
  after.clear();
  for (const auto& [a, mask] : kept) {
    ConquestPlay play;
    if (kept.size() > 1) {
      // Name the T-bones whose quadrant differs between the choices.
      for (size_t i = 0; i < tBones.size(); ++i) {
        const bool differs = std::any_of(kept.begin(), kept.end(), [&](const auto& k) { return ((k.first ^ a) >> i) & 1; });
        if (!differs) continue;
        if (!play.choice.empty()) play.choice += ':';
        play.choice += quadrantName(assigned(tBones[i].second, (a >> i) & 1));
      }
    }
    ConquestBoard b = placed;
    auto conquer = [&](const Region& r) {
      for (int q : r.points) {
        if (b.at(q) == stoneOf(opponent(mover))) play.captured.push_back(q);
        if (b.at(q) != landOf(mover)) play.conquered.push_back(q);
        b.set(q, landOf(mover));
      }
    };
    for (const Region& r : fixedRegions) conquer(r);
    for (size_t i = 0; i < dependent.size(); ++i)
      if (mask >> i & 1) conquer(dependent[i]);
    std::sort(play.conquered.begin(), play.conquered.end());
    std::sort(play.captured.begin(), play.captured.end());
    removeOwnStonesInside(b, mover, play);
    result.push_back(std::move(play));
    after.push_back(std::move(b));
  }
  return result;
}

}  // namespace goproof
