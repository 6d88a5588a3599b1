#include "puzzles/position_key.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "solver/util/text.h"

namespace goproof {
namespace {

// GTP column letters: I is skipped.
constexpr std::string_view kColumns = "abcdefghjklmnopqrstuvwxyz";

// A point as {x, y from the bottom}, or {-1, -1} for anything else (pass).
std::pair<int, int> pointOf(const std::string& name, int height) {
  if (name.size() < 2) return {-1, -1};
  const size_t x = kColumns.find(static_cast<char>(std::tolower(static_cast<unsigned char>(name[0]))));
  if (x == std::string_view::npos) return {-1, -1};
  int row = 0;
  for (size_t i = 1; i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9') return {-1, -1};
    row = row * 10 + (name[i] - '0');
  }
  if (row < 1 || row > height) return {-1, -1};
  return {static_cast<int>(x), row - 1};
}

// Symmetry s of a width x height board applied to {x, y}: bit 0 mirrors x,
// bit 1 mirrors y, bit 2 transposes first (square boards only).
std::pair<int, int> mapped(int s, int x, int y, int width, int height) {
  if (s & 4) std::swap(x, y);
  const int w = (s & 4) ? height : width, h = (s & 4) ? width : height;
  if (s & 1) x = w - 1 - x;
  if (s & 2) y = h - 1 - y;
  return {x, y};
}

std::string mappedName(const std::string& name, int s, int width, int height) {
  auto [x, y] = pointOf(name, height);
  if (x < 0) return name;
  auto [mx, my] = mapped(s, x, y, width, height);
  return cat(kColumns[mx], my + 1);
}

// The items of a point set ("c17", "a13-h19", "a13:h19"), as written.
std::vector<std::string> pointSetItems(const std::string& text) {
  std::vector<std::string> items;
  std::string item;
  for (char c : text + " ") {
    if (c == ' ' || c == ',' || c == '\t') {
      if (!item.empty()) items.push_back(std::move(item));
      item.clear();
    } else {
      item += c;
    }
  }
  return items;
}

// A point set under symmetry s: each point, and each rectangle's two corners.
std::string mappedPointSet(const std::string& text, int s, int width, int height) {
  std::string out;
  for (const std::string& item : pointSetItems(text)) {
    const size_t dash = item.find_first_of("-:");
    std::string mapped = mappedName(item.substr(0, dash), s, width, height);
    if (dash != std::string::npos) mapped += "-" + mappedName(item.substr(dash + 1), s, width, height);
    out += (out.empty() ? "" : " ") + mapped;
  }
  return out;
}

// A point set as its points, sorted ({x, y} pairs written out), so that
// sets written differently compare equal; an item that is no point is kept as written.
std::string pointSetKey(const std::string& text, int height) {
  std::vector<std::pair<int, int>> points;
  std::string unread;
  for (const std::string& item : pointSetItems(text)) {
    const size_t dash = item.find_first_of("-:");
    auto [ax, ay] = pointOf(item.substr(0, dash), height);
    auto [bx, by] = dash == std::string::npos ? std::pair{ax, ay} : pointOf(item.substr(dash + 1), height);
    if (ax < 0 || bx < 0) {
      unread += " " + item;
      continue;
    }
    for (int x = std::min(ax, bx); x <= std::max(ax, bx); ++x)
      for (int y = std::min(ay, by); y <= std::max(ay, by); ++y) points.push_back({x, y});
  }
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  std::string key;
  for (auto [x, y] : points) key += cat(x, ",", y, ";");
  return key + unread;
}

char swappedCell(char c) {
  switch (c) {
    case 'X': return 'O';
    case 'O': return 'X';
    case 'b': return 'w';
    case 'w': return 'b';
    default: return c;
  }
}

}  // namespace

std::string positionKey(const Puzzle& p) {
  std::string rows = p.rows;
  if (rows.empty()) {
    for (int y = 0; y < p.height; ++y) rows += std::string(p.width, '.') + (y + 1 < p.height ? "/" : "");
  }
  return cat(p.width, "x", p.height, " ", rows, " ", p.toMove == Color::Black ? "B" : "W", " ko=", p.ko,
             " pr=", p.prisoners[0], ",", p.prisoners[1], " pp=", p.previousPass ? 1 : 0,
             " coins=", static_cast<int>(p.coins[0]), ",", static_cast<int>(p.coins[1]), " prev=", p.previousMove,
             " runs=", p.mirrorRuns[0], ",", p.mirrorRuns[1], " target=", pointSetKey(p.targets, p.height),
             " region=", pointSetKey(p.region, p.height));
}

bool coloursSwappable(const Rules& rules) { return rules.komi == 0 && !rules.pie; }

Puzzle transformedPosition(const Puzzle& p, int s, bool swapColours) {
  Puzzle out = p;
  const bool transposes = (s & 4) != 0;
  out.width = transposes ? p.height : p.width;
  out.height = transposes ? p.width : p.height;
  // Rows top first: row r from the top is y = height - 1 - r.
  std::vector<std::string> grid;
  {
    std::string row;
    for (char c : p.rows) {
      if (c == '/') grid.push_back(std::move(row)), row.clear();
      else row += c;
    }
    if (!p.rows.empty()) grid.push_back(std::move(row));
  }
  if (!grid.empty()) {
    std::vector<std::string> result(out.height, std::string(out.width, '.'));
    for (int r = 0; r < p.height; ++r)
      for (int x = 0; x < p.width && x < static_cast<int>(grid[r].size()); ++x) {
        auto [mx, my] = mapped(s, x, p.height - 1 - r, p.width, p.height);
        char c = grid[r][x];
        result[out.height - 1 - my][mx] = swapColours ? swappedCell(c) : c;
      }
    out.rows.clear();
    for (int r = 0; r < out.height; ++r) out.rows += result[r] + (r + 1 < out.height ? "/" : "");
  }
  out.ko = mappedName(p.ko, s, p.width, p.height);
  out.previousMove = mappedName(p.previousMove, s, p.width, p.height);
  out.targets = mappedPointSet(p.targets, s, p.width, p.height);
  out.region = mappedPointSet(p.region, s, p.width, p.height);
  if (swapColours) {
    out.toMove = opponent(p.toMove);
    std::swap(out.prisoners[0], out.prisoners[1]);
    std::swap(out.coins[0], out.coins[1]);
    std::swap(out.mirrorRuns[0], out.mirrorRuns[1]);
  }
  return out;
}

std::string canonicalPositionKey(const Puzzle& p, bool swapColours) {
  std::string best;
  const int symmetries = p.width == p.height ? 8 : 4;
  for (int swap = 0; swap < (swapColours ? 2 : 1); ++swap)
    for (int s = 0; s < symmetries; ++s) {
      std::string key = positionKey(transformedPosition(p, s, swap == 1));
      if (best.empty() || key < best) best = std::move(key);
    }
  return best;
}

}  // namespace goproof
