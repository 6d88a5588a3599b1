#include "checker/naive_regions.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checker/naive_benson.h"

namespace goproof::proof {

using naive_rules::kNaiveEmpty;
using naive_rules::NaiveGame;

namespace {

constexpr char kHers = 'h', kHis = 'e', kFree = '.';  // a region's contents, point by point
constexpr int kHisTurn = -2, kNoBan = -1;              // a state's turn: his, or her answer (with its ban)

// One region: its points' neighbours inside it (by index), and which of
// them touch the alive wall around it.
struct Region {
  std::vector<std::vector<int>> next;
  std::vector<bool> wall;
  bool noNewGroup = false;  // her stones must touch hers (Quench can forbid a new group)
};

// Play inside a region: chains, liberties, captures and the ko ban.
class RegionRules {
 public:
  explicit RegionRules(const Region& region) : r_(region) {}

  // The contents after a stone of hers (or his) at p, and the point she may
  // not retake next; nullopt where the point is taken or the stone would
  // have no liberty (a chain of hers that touches the wall always has one).
  // Under noNewGroup, a stone of hers with none of hers beside it (in the
  // region or the wall) is not hers to play.
  std::optional<std::pair<std::string, int>> play(std::string x, bool hers, int p) const {
    if (x[p] != kFree) return std::nullopt;
    if (hers && r_.noNewGroup && !r_.wall[p] &&
        std::none_of(r_.next[p].begin(), r_.next[p].end(), [&](int q) { return x[q] == kHers; }))
      return std::nullopt;
    const char mine = hers ? kHers : kHis, theirs = hers ? kHis : kHers;
    x[p] = mine;
    std::vector<int> taken;
    for (int q : r_.next[p]) {
      if (x[q] != theirs) continue;
      const std::vector<int> chain = chainAt(x, q);
      if (theirs == kHers && touchesWall(chain)) continue;  // joined: never captured
      if (liberties(x, chain).empty())
        for (int s : chain) x[s] = kFree, taken.push_back(s);
    }
    const std::vector<int> chain = chainAt(x, p);
    const std::vector<int> free = liberties(x, chain);
    if (!(hers && touchesWall(chain)) && free.empty()) return std::nullopt;
    int ban = kNoBan;
    // His lone stone took one stone of hers and has only that point: her retake would repeat the board.
    if (!hers && taken.size() == 1 && chain.size() == 1 && free.size() == 1 && free[0] == taken[0]) ban = taken[0];
    return std::pair{x, ban};
  }

  // No stone of his, each of hers joined to the wall, each empty point next
  // to the wall or to a joined stone.
  bool settled(const std::string& x) const {
    std::vector<bool> joined(x.size(), false);
    for (size_t p = 0; p < x.size(); ++p) {
      if (x[p] == kHis) return false;
      if (x[p] == kHers && !joined[p]) {
        const std::vector<int> chain = chainAt(x, static_cast<int>(p));
        if (!touchesWall(chain)) return false;
        for (int s : chain) joined[s] = true;
      }
    }
    for (size_t p = 0; p < x.size(); ++p) {
      if (x[p] != kFree || r_.wall[p]) continue;
      bool nextToJoined = false;
      for (int q : r_.next[p]) nextToJoined = nextToJoined || joined[q];
      if (!nextToJoined) return false;
    }
    return true;
  }

  int size() const { return static_cast<int>(r_.next.size()); }

 private:
  std::vector<int> chainAt(const std::string& x, int p) const {
    std::vector<int> chain{p};
    for (size_t i = 0; i < chain.size(); ++i)
      for (int q : r_.next[chain[i]])
        if (x[q] == x[p] && std::find(chain.begin(), chain.end(), q) == chain.end()) chain.push_back(q);
    return chain;
  }
  std::vector<int> liberties(const std::string& x, const std::vector<int>& chain) const {
    std::vector<int> free;
    for (int s : chain)
      for (int q : r_.next[s])
        if (x[q] == kFree && std::find(free.begin(), free.end(), q) == free.end()) free.push_back(q);
    return free;
  }
  bool touchesWall(const std::vector<int>& chain) const {
    return std::any_of(chain.begin(), chain.end(), [&](int s) { return r_.wall[s]; });
  }

  const Region& r_;
};

// Whether she wins the region's play from (contents, turn): every state
// reachable from it, then the least fixed point of the rules above.
bool ownerWins(const Region& region, const std::string& contents, int turn) {
  const RegionRules rules(region);
  using State = std::pair<std::string, int>;
  struct Node {
    std::vector<int> his, hers;  // the states his moves lead to (his turn); her moves'
    bool settled = false, won = false;
  };
  std::map<State, int> index;
  std::vector<State> states;
  auto find = [&](const State& s) {
    auto [it, fresh] = index.try_emplace(s, static_cast<int>(states.size()));
    if (fresh) states.push_back(s);
    return it->second;
  };
  const int start = find({contents, turn});
  std::vector<Node> nodes;
  for (size_t i = 0; i < states.size(); ++i) {
    const auto [x, t] = states[i];  // a copy: find() may grow states
    Node node;
    if (t == kHisTurn && rules.settled(x)) {
      node.settled = node.won = true;
    } else {
      for (int p = 0; p < rules.size(); ++p) {
        if (t == kHisTurn)
          if (auto after = rules.play(x, false, p)) node.his.push_back(find({after->first, after->second}));
        if (p == t) continue;  // the ko ban on her answer
        if (auto after = rules.play(x, true, p)) node.hers.push_back(find({after->first, kHisTurn}));
      }
    }
    nodes.push_back(std::move(node));
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < nodes.size(); ++i) {
      Node& n = nodes[i];
      if (n.won) continue;
      const bool some = std::any_of(n.hers.begin(), n.hers.end(), [&](int j) { return nodes[j].won; });
      const bool all = std::all_of(n.his.begin(), n.his.end(), [&](int j) { return nodes[j].won; });
      n.won = states[i].second == kHisTurn ? all && some : some;
      changed = changed || n.won;
    }
  }
  return nodes[start].won;
}

}  // namespace

std::vector<bool> keptRegionPoints(const NaiveGame& game, char colour) {
  return keptRegionPoints(game, colour, bensonArea(game, colour));
}

std::vector<bool> keptRegionPoints(const NaiveGame& game, char colour, const BensonArea& area, size_t mostPoints) {
  const int points = game.width * game.height;
  std::vector<bool> kept(points, false);
  const std::vector<bool>& alive = area.alive;
  const std::vector<bool>& safe = area.safe;
  // Quench #2: one turn may put a stone in each of two regions, and her strategy answers one.
  if (game.rules.quench == 2) return kept;
  if (std::none_of(alive.begin(), alive.end(), [](bool a) { return a; })) return kept;
  // A chain of alive stones, by one of its points.
  auto aliveChain = [&](int p) { return naive_rules::floodFill(game, game.board, {p}); };
  std::vector<bool> seen(points, false);
  for (int p = 0; p < points; ++p) {
    if (alive[p] || seen[p]) continue;
    std::vector<int> r{p};  // the region: points without an alive stone of hers, connected
    seen[p] = true;
    for (size_t i = 0; i < r.size(); ++i)
      for (int q : naive_rules::neighbours(game, r[i]))
        if (!alive[q] && !seen[q]) seen[q] = true, r.push_back(q);
    if (r.size() > mostPoints || std::any_of(r.begin(), r.end(), [&](int q) { return safe[q]; })) continue;
    std::sort(r.begin(), r.end());
    auto inRegion = [&](int q) { return std::binary_search(r.begin(), r.end(), q); };
    std::vector<int> empty;
    bool hersInside = false;
    for (int q : r) {
      if (game.board[q] == kNaiveEmpty) empty.push_back(q);
      hersInside = hersInside || game.board[q] == colour;
    }
    // An eye of one alive chain around it (every empty point its liberty): Benson's, not this rule's.
    if (!hersInside && !empty.empty()) {
      bool eye = false;
      for (int q : r)
        for (int w : naive_rules::neighbours(game, q)) {
          if (!alive[w] || eye) continue;
          const std::vector<int> chain = aliveChain(w);
          eye = std::all_of(empty.begin(), empty.end(), [&](int e) {
            const auto around = naive_rules::neighbours(game, e);
            return std::any_of(around.begin(), around.end(),
                               [&](int a) { return std::find(chain.begin(), chain.end(), a) != chain.end(); });
          });
        }
      if (eye) continue;
    }
    Region region;
    region.noNewGroup = game.rules.quench != 0;
    std::string contents;
    int turn = kHisTurn;
    for (size_t i = 0; i < r.size(); ++i) {
      std::vector<int> next;
      bool wall = false;
      for (int q : naive_rules::neighbours(game, r[i])) {
        if (inRegion(q)) next.push_back(static_cast<int>(std::lower_bound(r.begin(), r.end(), q) - r.begin()));
        wall = wall || alive[q];
      }
      region.next.push_back(next);
      region.wall.push_back(wall);
      contents += game.board[r[i]] == colour ? kHers : game.board[r[i]] == kNaiveEmpty ? kFree : kHis;
      // Her turn with the ko point here: the search starts at her answer, under that ban.
      if (game.toMove == colour && game.rules.simpleKo && game.board[r[i]] == kNaiveEmpty &&
          naive_rules::naiveRecreatesLastBoard(game, r[i]))
        turn = static_cast<int>(i);
    }
    // The answer depends on the region's shape and state alone: asked once.
    static std::map<std::string, bool> answers;
    std::string key = contents + ':' + std::to_string(turn) + (region.noNewGroup ? "q" : "");
    for (size_t i = 0; i < r.size(); ++i) {
      key += region.wall[i] ? '|' : ',';
      for (int j : region.next[i]) key += static_cast<char>('0' + j);
    }
    auto [answer, fresh] = answers.try_emplace(key, false);
    if (fresh) answer->second = ownerWins(region, contents, turn);
    if (answer->second)
      for (int q : r) kept[q] = true;
  }
  return kept;
}

}  // namespace goproof::proof
