#include "checker/naive_regions.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "checker/naive_benson.h"

namespace goproof::proof {

using naive_rules::kNaiveEmpty;
using naive_rules::NaiveGame;

namespace {

// A set of a region's points: bit i for its i-th point.
using Points = uint32_t;
constexpr size_t kMostRegionPoints = 16;  // two sets fit a state's key

// A state's turn: her answer (kNoBan, or the point her ko ban forbids), or
// his turn (kHisTurn, or hisTurnBanned(p) where he may not retake at p).
constexpr int kHisTurn = -2, kNoBan = -1;
constexpr int hisTurnBanned(int p) { return kHisTurn - 1 - p; }
constexpr bool isHisTurn(int turn) { return turn <= kHisTurn; }
constexpr int hisBan(int turn) { return turn < kHisTurn ? kHisTurn - 1 - turn : kNoBan; }
// His turn after her move that bans his retake at `ban` (kNoBan: none); only
// an enemy bound by bans (the last region) is held to it.
constexpr int hisTurnAfter(int ban, bool enemyBound) {
  return enemyBound && ban != kNoBan ? hisTurnBanned(ban) : kHisTurn;
}

// One region: its points' neighbours inside it, and which of them touch the
// alive wall around it.
struct Region {
  std::vector<Points> next;
  Points wall = 0;
  bool noNewGroup = false;  // her stones must touch hers (Quench can forbid a new group)
  int size() const { return static_cast<int>(next.size()); }
  Points all() const { return (Points{1} << size()) - 1; }
};

// What stands in a region: her stones and his.
struct Contents {
  Points hers = 0, his = 0;
};

// A state of the region's play, as one number: the contents and the turn.
uint64_t stateKey(Contents x, int turn) { return uint64_t{x.hers} | uint64_t{x.his} << 16 | uint64_t(turn + 64) << 32; }

// Play inside a region: chains, liberties, captures and the ko ban.
class RegionRules {
 public:
  explicit RegionRules(const Region& region) : r_(region) {}

  // The contents after a stone of hers (or his) at p, and the point the
  // other side may not retake next (kNoBan where none: a lone stone took a
  // lone stone and keeps its point as its one liberty; a stone of hers that
  // touches the wall is never taken); nullopt where the point is taken or
  // the stone would have no liberty (a chain of hers that touches the wall
  // always has one). Under noNewGroup, a stone of hers with none of hers
  // beside it (in the region or the wall) is not hers to play.
  std::optional<std::pair<Contents, int>> play(Contents x, bool hers, int p) const {
    const Points at = Points{1} << p;
    if ((x.hers | x.his) & at) return std::nullopt;
    if (hers && r_.noNewGroup && !(r_.wall & at) && !(r_.next[p] & x.hers)) return std::nullopt;
    Points& mine = hers ? x.hers : x.his;
    Points& theirs = hers ? x.his : x.hers;
    mine |= at;
    Points taken = 0;
    for (int q = 0; q < r_.size(); ++q) {
      if (!(r_.next[p] >> q & 1) || !(theirs >> q & 1)) continue;
      const Points chain = chainAt(theirs, q);
      if (!hers && (chain & r_.wall)) continue;  // hers, joined: never captured
      if (!liberties(x, chain)) theirs &= ~chain, taken |= chain;
    }
    const Points chain = chainAt(mine, p);
    const Points free = liberties(x, chain);
    const bool joined = hers && (chain & r_.wall);
    if (!joined && !free) return std::nullopt;
    int ban = kNoBan;
    if (!joined && std::popcount(taken) == 1 && chain == at && free == taken) ban = std::countr_zero(taken);
    return std::pair{x, ban};
  }

  // No stone of his, each of hers joined to the wall, each empty point next
  // to the wall or to a joined stone.
  bool settled(Contents x) const {
    if (x.his) return false;
    for (Points rest = x.hers; rest;) {
      const Points chain = chainAt(x.hers, std::countr_zero(rest));
      if (!(chain & r_.wall)) return false;
      rest &= ~chain;
    }
    const Points empty = r_.all() & ~x.hers;
    for (int p = 0; p < r_.size(); ++p)
      if ((empty >> p & 1) && !(r_.wall >> p & 1) && !(r_.next[p] & x.hers)) return false;
    return true;
  }

  int size() const { return r_.size(); }

 private:
  // The stones of `stones` connected to p.
  Points chainAt(Points stones, int p) const {
    Points chain = Points{1} << p, grown = 0;
    while (grown != chain) {
      grown = chain;
      for (int q = 0; q < r_.size(); ++q)
        if (grown >> q & 1) chain |= r_.next[q] & stones;
    }
    return chain;
  }
  // The empty points beside `chain`.
  Points liberties(Contents x, Points chain) const {
    Points around = 0;
    for (int q = 0; q < r_.size(); ++q)
      if (chain >> q & 1) around |= r_.next[q];
    return around & ~(x.hers | x.his);
  }

  const Region& r_;
};

// Whether she wins the region's play from (contents, turn): every state
// reachable from it, then the least fixed point of the rules above. With
// `enemyBound`, his moves obey the ko ban hers make too (the last region).
bool ownerWins(const Region& region, Contents contents, int turn, bool enemyBound) {
  const RegionRules rules(region);
  struct State {
    Contents x;
    int turn;
  };
  struct Node {
    std::vector<int> his, hers;  // the states his moves lead to (his turn); her moves'
    bool won = false;
  };
  std::unordered_map<uint64_t, int> index;
  std::vector<State> states;
  auto find = [&](Contents x, int t) {
    auto [it, fresh] = index.try_emplace(stateKey(x, t), static_cast<int>(states.size()));
    if (fresh) states.push_back({x, t});
    return it->second;
  };
  const int start = find(contents, turn);
  std::vector<Node> nodes;
  for (size_t i = 0; i < states.size(); ++i) {
    const State s = states[i];  // a copy: find() may grow states
    Node node;
    if (isHisTurn(s.turn) && rules.settled(s.x)) {
      node.won = true;
    } else {
      for (int p = 0; p < rules.size(); ++p) {
        if (isHisTurn(s.turn) && p != hisBan(s.turn))
          if (auto after = rules.play(s.x, false, p)) node.his.push_back(find(after->first, after->second));
        if (p == s.turn) continue;  // the ko ban on her answer
        // Her answer, or her move after his pass (which lifts his ban).
        if (auto after = rules.play(s.x, true, p))
          node.hers.push_back(find(after->first, hisTurnAfter(after->second, enemyBound)));
      }
    }
    nodes.push_back(std::move(node));
  }
  // The least fixed point: mark won states until nothing changes.
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < nodes.size(); ++i) {
      Node& n = nodes[i];
      if (n.won) continue;
      const bool some = std::any_of(n.hers.begin(), n.hers.end(), [&](int j) { return nodes[j].won; });
      const bool all = std::all_of(n.his.begin(), n.his.end(), [&](int j) { return nodes[j].won; });
      n.won = isHisTurn(states[i].turn) ? all && some : some;
      changed = changed || n.won;
    }
  }
  return nodes[start].won;
}

// The same answer as ownerWins, found depth first: her moves stop at the
// first that wins and his at the first she cannot answer, so a region she
// keeps costs her strategy's states, not every state play can reach. A
// state met again on the search's own path counts as not won there. That
// gives the least fixed point: a won state has a derivation of least rank,
// which never passes through the state itself, so assuming it lost where
// it recurs loses nothing; and an answer "won" never rests on such an
// assumption (his moves need every answer won, hers one won move). An
// answer "lost" that rests on a state still higher on the path holds only
// under that assumption, so only answers that rest on nothing above their
// own state are remembered, in `settled`, which every search of the same
// shape shares (a state's answer depends on the state alone).
class DepthFirstRegionSearch {
 public:
  DepthFirstRegionSearch(const Region& region, bool enemyBound, std::unordered_map<uint64_t, bool>& settled)
      : rules_(region), enemyBound_(enemyBound), settled_(settled) {}

  bool won(Contents x, int turn) { return visit(x, turn, 0).won; }

 private:
  static constexpr int kNoDepth = 1 << 30;
  struct Result {
    bool won;
    int leansOn;  // the shallowest depth of a state on the path it assumed lost (kNoDepth: none)
  };

  Result visit(Contents x, int turn, int depth) {
    if (isHisTurn(turn) && rules_.settled(x)) return {true, kNoDepth};
    const uint64_t key = stateKey(x, turn);
    if (auto it = settled_.find(key); it != settled_.end()) return {it->second, kNoDepth};
    if (auto it = onPath_.find(key); it != onPath_.end()) return {false, it->second};
    onPath_.emplace(key, depth);
    int leansOn = kNoDepth;
    auto tried = [&](const Result& r) {
      leansOn = std::min(leansOn, r.leansOn);
      return r.won;
    };
    // Her move (an answer, or her clearing move after his pass) into a won state.
    auto herMoveWins = [&] {
      for (int p = 0; p < rules_.size(); ++p) {
        if (p == turn) continue;  // the ko ban on her answer
        if (auto after = rules_.play(x, true, p))
          if (tried(visit(after->first, hisTurnAfter(after->second, enemyBound_), depth + 1))) return true;
      }
      return false;
    };
    bool won = true;
    if (isHisTurn(turn)) {
      for (int p = 0; p < rules_.size() && won; ++p)
        if (p != hisBan(turn))
          if (auto after = rules_.play(x, false, p)) won = tried(visit(after->first, after->second, depth + 1));
      won = won && herMoveWins();
    } else {
      won = herMoveWins();
    }
    onPath_.erase(key);
    if (won || leansOn >= depth) {
      settled_.emplace(key, won);
      return {won, kNoDepth};
    }
    return {false, leansOn};
  }

  const RegionRules rules_;
  const bool enemyBound_;
  std::unordered_map<uint64_t, bool>& settled_;
  std::unordered_map<uint64_t, int> onPath_;
};

// Whether r (sorted points without an alive stone of hers, connected) holds
// none of her stones and is an eye of one alive chain around it (every
// empty point its liberty): Benson's, not the region search's.
bool eyeOfAnAliveChain(const NaiveGame& game, char colour, const std::vector<bool>& alive, const std::vector<int>& r) {
  std::vector<int> empty;
  for (int q : r) {
    if (game.board[q] == colour) return false;
    if (game.board[q] == kNaiveEmpty) empty.push_back(q);
  }
  if (empty.empty()) return false;
  for (int q : r)
    for (int w : naive_rules::neighbours(game, q)) {
      if (!alive[w]) continue;
      const std::vector<int> chain = naive_rules::floodFill(game, game.board, {w});
      const bool eye = std::all_of(empty.begin(), empty.end(), [&](int e) {
        const auto around = naive_rules::neighbours(game, e);
        return std::any_of(around.begin(), around.end(),
                           [&](int a) { return std::find(chain.begin(), chain.end(), a) != chain.end(); });
      });
      if (eye) return true;
    }
  return false;
}

// Whether she wins the play inside r (sorted points, connected, walled by
// her alive stones, at most kMostRegionPoints) from the board as it stands,
// her moves starting no group where `noNewGroup`, his obeying the ko bans
// where `enemyBound`. With the side to move's ko point in r, the search
// starts at that side's turn under its ban; otherwise at his turn.
bool ownerWinsRegion(const NaiveGame& game, char colour, const std::vector<bool>& alive, const std::vector<int>& r,
                     bool noNewGroup, bool enemyBound, RegionSolve how) {
  Region region;
  region.noNewGroup = noNewGroup;
  Contents contents;
  int turn = kHisTurn;
  for (size_t i = 0; i < r.size(); ++i) {
    Points next = 0;
    for (int q : naive_rules::neighbours(game, r[i])) {
      const auto at = std::lower_bound(r.begin(), r.end(), q);
      if (at != r.end() && *at == q) next |= Points{1} << (at - r.begin());
      if (alive[q]) region.wall |= Points{1} << i;
    }
    region.next.push_back(next);
    if (game.board[r[i]] == colour) contents.hers |= Points{1} << i;
    else if (game.board[r[i]] != kNaiveEmpty) contents.his |= Points{1} << i;
    // The ko point here: her answer under her ban, or (when he is bound) his turn under his.
    if (game.rules.simpleKo && game.board[r[i]] == kNaiveEmpty && naive_rules::naiveRecreatesLastBoard(game, r[i])) {
      if (game.toMove == colour) turn = static_cast<int>(i);
      else if (enemyBound) turn = hisTurnBanned(static_cast<int>(i));
    }
  }
  if (how == RegionSolve::EveryState) return ownerWins(region, contents, turn, enemyBound);
  // The answers settled so far for this shape (its points, walls and rules of play).
  static std::map<std::string, std::unordered_map<uint64_t, bool>> settledByShape;
  std::string shape = std::string(noNewGroup ? "q" : "") + (enemyBound ? "b" : "") + std::to_string(region.wall);
  for (Points next : region.next) shape += ',' + std::to_string(next);
  return DepthFirstRegionSearch(region, enemyBound, settledByShape[shape]).won(contents, turn);
}

// The points of the board outside `safe` connected to p.
std::vector<int> regionAt(const NaiveGame& game, const std::vector<bool>& safe, int p) {
  std::vector<int> r{p};
  for (size_t i = 0; i < r.size(); ++i)
    for (int q : naive_rules::neighbours(game, r[i]))
      if (!safe[q] && std::find(r.begin(), r.end(), q) == r.end()) r.push_back(q);
  std::sort(r.begin(), r.end());
  return r;
}

}  // namespace

std::vector<bool> keptRegionPoints(const NaiveGame& game, char colour) {
  return keptRegionPoints(game, colour, bensonArea(game, colour));
}

std::vector<bool> keptRegionPoints(const NaiveGame& game, char colour, const BensonArea& area, size_t mostPoints,
                                   RegionSolve how) {
  const int points = game.width * game.height;
  std::vector<bool> kept(points, false);
  const std::vector<bool>& alive = area.alive;
  const std::vector<bool>& safe = area.safe;
  mostPoints = std::min(mostPoints, kMostRegionPoints);
  // Quench #2: one turn may put a stone in each of two regions, and her strategy answers one.
  if (game.rules.quench == 2) return kept;
  if (std::none_of(alive.begin(), alive.end(), [](bool a) { return a; })) return kept;
  std::vector<bool> seen(points, false);
  for (int p = 0; p < points; ++p) {
    if (alive[p] || seen[p]) continue;
    const std::vector<int> r = regionAt(game, alive, p);  // points without an alive stone of hers, connected
    for (int q : r) seen[q] = true;
    if (r.size() > mostPoints || std::any_of(r.begin(), r.end(), [&](int q) { return safe[q]; })) continue;
    if (eyeOfAnAliveChain(game, colour, alive, r)) continue;
    if (ownerWinsRegion(game, colour, alive, r, game.rules.quench != 0, false, how))
      for (int q : r) kept[q] = true;
  }
  return kept;
}

bool keepsTheLastRegion(const NaiveGame& game, char colour, const BensonArea& area, RegionSolve how,
                        size_t mostPoints) {
  if (!game.rules.simpleKo || game.rules.quench != 0) return false;
  const std::vector<bool>& alive = area.alive;
  if (std::none_of(alive.begin(), alive.end(), [](bool a) { return a; })) return false;
  const auto outside = std::find(area.safe.begin(), area.safe.end(), false);
  if (outside == area.safe.end()) return false;
  const size_t rest = static_cast<size_t>(std::count(area.safe.begin(), area.safe.end(), false));
  if (rest > std::min(mostPoints, kMostRegionPoints)) return false;
  const std::vector<int> r = regionAt(game, area.safe, static_cast<int>(outside - area.safe.begin()));
  if (r.size() != rest) return false;  // more than one region
  if (eyeOfAnAliveChain(game, colour, alive, r)) return false;
  return ownerWinsRegion(game, colour, alive, r, false, true, how);
}

}  // namespace goproof::proof
