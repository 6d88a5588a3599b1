// Conquest's T-bones (docs/rules/conquest.md, Definitions 5 to 7): a T-bone
// counts for one quadrant, "but not both" ([C] Odd-Board Conquest), and one
// that serves a territory goes on serving it, so a new region cannot take it.
// The plain rules (conquest_board.h) and the engine (conquest_game.h) are
// held to a brute-force reading of Definition 7 written here, on two
// positions a teacher can check by hand and on many random small positions.
// Boards are written top row first: X and O stones, b and w territory, '.'
// No-Man's Land.
#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "solver/rules/conquest_board.h"
#include "solver/rules/conquest_game.h"

namespace goproof {
namespace {

using Game = ConquestGame<1>;
using PointSet = std::vector<int>;  // sorted points

ConquestBoard boardOf(std::string_view rows) {
  absl::StatusOr<ConquestBoard> b = ConquestBoard::fromRows(rows);
  EXPECT_TRUE(b.ok()) << b.status();
  return b.ok() ? *b : ConquestBoard(2, 2);
}

Game gameOf(const ConquestBoard& b, Color toMove) {
  Game g(std::make_shared<const Geometry<1>>(b.width(), b.height()), toMove);
  for (int p = 0; p < b.points(); ++p) g.setCell(p, b.at(p));
  return g;
}

// Point names, space-separated, in point order.
std::string names(const ConquestBoard& b, const PointSet& points) {
  std::string s;
  for (int p : points) s += (s.empty() ? "" : " ") + b.name(p);
  return s;
}

// --- A brute-force reading of Definitions 1 to 7 ---------------------------

// A region of the mover (Definition 1): its points, and whether all of them
// are her territory.
struct NaiveRegion {
  std::vector<char> in;  // by point
  PointSet points;
  PointSet notOwned;
};

// Every region of `mover` on b, by flood fill over neighbours.
std::vector<NaiveRegion> naiveRegions(const ConquestBoard& b, Color mover) {
  std::vector<NaiveRegion> regions;
  std::vector<char> seen(b.points(), 0);
  for (int start = 0; start < b.points(); ++start) {
    if (seen[start] || b.at(start) == stoneOf(mover)) continue;
    NaiveRegion r;
    r.in.assign(b.points(), 0);
    std::vector<int> stack{start};
    seen[start] = 1;
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      r.in[p] = 1;
      std::array<int, 4> nb;
      for (int i = 0, n = b.neighbours(p, nb); i < n; ++i)
        if (!seen[nb[i]] && b.at(nb[i]) != stoneOf(mover)) seen[nb[i]] = 1, stack.push_back(nb[i]);
    }
    for (int p = 0; p < b.points(); ++p)
      if (r.in[p]) {
        r.points.push_back(p);
        if (b.at(p) != landOf(mover)) r.notOwned.push_back(p);
      }
    regions.push_back(std::move(r));
  }
  return regions;
}

// Definitions 2 to 6 for region r, with the T-bone at point t counting for
// quadrant countsFor[t]: enclosed or not.
bool naiveEnclosed(const ConquestBoard& b, Color mover, const NaiveRegion& r, const std::vector<uint8_t>& countsFor) {
  uint8_t walls = 0;
  for (int p : r.points) walls |= b.walls(p);
  const int wallCount = std::popcount(walls);
  if (wallCount <= 1) return true;
  if (wallCount >= 3) return false;
  uint8_t quadrants = 0;
  for (int s = 0; s < b.points(); ++s) {
    if (b.at(s) != stoneOf(mover)) continue;
    // Definition 3: s is a connection point when it neighbours, along a wall
    // it shares, a point of r on that wall.
    bool connects = false;
    uint8_t sides = 0;  // the quadrants of those neighbours
    std::array<int, 4> nb;
    for (int i = 0, n = b.neighbours(s, nb); i < n; ++i) {
      const int q = nb[i];
      const bool alongAWall = (b.walls(s) & b.walls(q)) != 0;  // two neighbours on one wall
      if (alongAWall && r.in[q]) connects = true, sides |= b.quadrants(q);
    }
    if (!connects) continue;
    if (!b.tBone(s)) {
      quadrants |= b.quadrants(s);
      continue;
    }
    // Definition 5: a T-bone serves r only on the side of the quadrant it counts for.
    if (!(sides & countsFor[s])) return false;
    quadrants |= countsFor[s];
  }
  return !holdsOppositeQuadrants(quadrants);
}

// What Definition 7 lets `mover` conquer by playing at p: every distinct set
// of points she conquers, one per choice. With keepTerritory false, the rule
// without "a T-bone that serves a territory goes on serving it" (the rule
// before issue 31), to count the positions where the two differ.
std::set<PointSet> naiveConquests(const ConquestBoard& before, Color mover, int p, bool keepTerritory) {
  ConquestBoard b = before;
  b.set(p, stoneOf(mover));
  const std::vector<NaiveRegion> regions = naiveRegions(b, mover);
  PointSet tBones;
  for (int s = 0; s < b.points(); ++s)
    if (b.tBone(s) && b.at(s) == stoneOf(mover)) tBones.push_back(s);
  // Every assignment of every T-bone of hers, and the regions it encloses.
  std::vector<std::vector<char>> enclosed;
  for (uint32_t a = 0; a < (1u << tBones.size()); ++a) {
    std::vector<uint8_t> countsFor(b.points(), 0);
    for (size_t i = 0; i < tBones.size(); ++i) {
      const uint8_t q = b.quadrants(tBones[i]);
      const uint8_t low = q & static_cast<uint8_t>(-q);
      countsFor[tBones[i]] = (a >> i & 1) ? q - low : low;
    }
    std::vector<char> e(regions.size(), 0);
    for (size_t r = 0; r < regions.size(); ++r) e[r] = naiveEnclosed(b, mover, regions[r], countsFor);
    const bool keepsAll = std::all_of(regions.begin(), regions.end(), [&](const NaiveRegion& r) {
      return !r.notOwned.empty() || e[&r - regions.data()];
    });
    if (keepTerritory && !keepsAll) continue;  // a territory lost a T-bone it held
    enclosed.push_back(std::move(e));
  }
  EXPECT_FALSE(enclosed.empty()) << "some assignment keeps all her territory, on " << before.rows();
  auto contains = [&](const std::vector<char>& big, const std::vector<char>& small) {
    for (size_t r = 0; r < regions.size(); ++r)
      if (small[r] && !big[r]) return false;
    return true;
  };
  auto conquest = [&](const std::vector<char>& e) {
    PointSet points;
    for (size_t r = 0; r < regions.size(); ++r)
      if (e[r]) points.insert(points.end(), regions[r].notOwned.begin(), regions[r].notOwned.end());
    std::sort(points.begin(), points.end());
    return points;
  };
  // The sets no other contains; of those, the smallest conquests.
  std::vector<PointSet> candidates;
  for (const auto& e : enclosed)
    if (std::none_of(enclosed.begin(), enclosed.end(), [&](const auto& o) { return o != e && contains(o, e); }))
      candidates.push_back(conquest(e));
  size_t least = b.points() + 1;
  for (const PointSet& c : candidates) least = std::min(least, c.size());
  std::set<PointSet> result;
  for (const PointSet& c : candidates)
    if (c.size() == least) result.insert(c);
  return result;
}

// What the plain rules let `mover` conquer at p: the distinct sets of points.
std::set<PointSet> plainConquests(const ConquestBoard& b, Color mover, int p) {
  std::vector<ConquestBoard> after;
  std::set<PointSet> result;
  for (const ConquestPlay& play : b.plays(p, mover, after)) result.insert(play.conquered);
  return result;
}

// The engine's moves at p (each name and the board after) against the plain rules'.
void expectEngineAgrees(const ConquestBoard& b, Color mover, int p) {
  Game g = gameOf(b, mover);
  std::vector<ConquestBoard> after;
  const std::vector<ConquestPlay> plays = b.plays(p, mover, after);
  Game::MoveListType list;
  g.legalMoves(list);
  std::vector<Move> here;
  for (int i = 0; i < list.size; ++i)
    if (list[i] % b.points() == p) here.push_back(list[i]);
  ASSERT_EQ(here.size(), plays.size()) << b.name(p) << " on " << b.rows();
  for (size_t i = 0; i < plays.size(); ++i) {
    EXPECT_EQ(g.moveName(here[i]), b.name(p) + (plays[i].choice.empty() ? "" : ":" + plays[i].choice)) << b.rows();
    g.play(here[i]);
    EXPECT_EQ(g.rows(), after[i].rows()) << g.moveName(here[i]) << " on " << b.rows();
    g.undo();
  }
}

// --- The two positions of issue 31 -----------------------------------------

// `mover` plays `move`, which leaves her no choice: the board after it and what it did.
struct Played {
  ConquestPlay what;
  std::string after;
};
Played playOnce(const ConquestBoard& b, std::string_view move, Color mover) {
  std::vector<ConquestBoard> after;
  const std::vector<ConquestPlay> plays = b.plays(b.pointNamed(move), mover, after);
  EXPECT_EQ(plays.size(), 1u) << move << " leaves no choice";
  return plays.empty() ? Played{} : Played{plays.front(), after.front().rows()};
}

TEST(ConquestTBones, ATerritoryKeepsItsTBoneOnTheNorthWall) {
  // Black's territory c3 is walled in by b3 (a T-bone, counting NE) and c2
  // (a T-bone, counting NE). Black a2 would close a3 with b3 counting NW, and
  // the south-west corner with a2 counting SW. b3 serves c3, so a3 cannot
  // have it: a2 counts SW, and Black conquers a1 b1 b2, capturing a1 and b1.
  const ConquestBoard b = boardOf(
      "OXb/"
      "..X/"
      "OOX");
  const Played a2 = playOnce(b, "a2", Color::Black);
  EXPECT_EQ(names(b, a2.what.conquered), "a1 b1 b2") << "not a3: b3 serves c3";
  EXPECT_EQ(names(b, a2.what.captured), "a1 b1");
  EXPECT_EQ(a2.after, "OXb/XbX/bbX");
  // b2 instead leaves a region of three walls (a3 a2 a1 b1): nothing.
  EXPECT_EQ(names(b, playOnce(b, "b2", Color::Black).what.conquered), "");
  for (const char* move : {"a2", "b2"}) {
    EXPECT_EQ(plainConquests(b, Color::Black, b.pointNamed(move)), naiveConquests(b, Color::Black, b.pointNamed(move), true));
    expectEngineAgrees(b, Color::Black, b.pointNamed(move));
  }
  EXPECT_EQ(gameOf(b, Color::Black).impossibility(), "");
}

TEST(ConquestTBones, ATerritoryKeepsItsTBoneOnTheWestWall) {
  // Black's territory a3 is walled in by b3 and a2, both T-bones counting NW.
  // Black b2 would close a1 with a2 and b1 counting SW, and c1 c2 with b1
  // counting SE. a2 serves a3, so a1 cannot have it: b1 counts SE, and Black
  // conquers c1 c2, capturing both. Then b2 is inside the new territory and
  // b3 inside a3's; either may go, not both (the rest would meet four
  // walls), so she chooses which (Definition 8).
  const ConquestBoard b = boardOf(
      "bXX/"
      "X.O/"
      "OXO");
  std::vector<ConquestBoard> after;
  const std::vector<ConquestPlay> b2 = b.plays(b.pointNamed("b2"), Color::Black, after);
  ASSERT_EQ(b2.size(), 2u);
  for (const ConquestPlay& play : b2) {
    EXPECT_EQ(names(b, play.conquered), "c1 c2") << "not a1: a2 serves a3";
    EXPECT_EQ(names(b, play.captured), "c1 c2");
  }
  EXPECT_EQ(b2[0].choice, "b2");
  EXPECT_EQ(after[0].rows(), "bXX/Xbb/OXb");
  EXPECT_EQ(b2[1].choice, "b3");
  EXPECT_EQ(after[1].rows(), "bbX/XXb/OXb");
  EXPECT_EQ(plainConquests(b, Color::Black, b.pointNamed("b2")), naiveConquests(b, Color::Black, b.pointNamed("b2"), true));
  expectEngineAgrees(b, Color::Black, b.pointNamed("b2"));
  EXPECT_EQ(gameOf(b, Color::Black).impossibility(), "");
}

TEST(ConquestTBones, WithoutTheRuleANewRegionWouldTakeTheTBone) {
  // The reading before issue 31 ("the smaller conquest" counting new points
  // only, so a held territory weighed nothing) gave a3 in the first position
  // and a1 in the second: what the brute force without the rule says.
  const ConquestBoard north = boardOf("OXb/..X/OOX"), west = boardOf("bXX/X.O/OXO");
  EXPECT_EQ(naiveConquests(north, Color::Black, north.pointNamed("a2"), false), (std::set<PointSet>{{north.pointNamed("a3")}}));
  EXPECT_EQ(naiveConquests(west, Color::Black, west.pointNamed("b2"), false), (std::set<PointSet>{{west.pointNamed("a1")}}));
}

TEST(ConquestTBones, OnABoardNoGameReachesEveryAssignmentCounts) {
  // a3 and c3 both need b3, so no assignment keeps both: no game reaches
  // this, and set-up refuses it. The plain board still gives each move a
  // result, and the engine the same.
  const ConquestBoard b = boardOf(
      "bXb/"
      "X.X/"
      "...");
  EXPECT_NE(gameOf(b, Color::Black).impossibility(), "");
  for (int p = 0; p < b.points(); ++p) {
    if (!b.legal(p)) continue;
    std::vector<ConquestBoard> after;
    EXPECT_FALSE(b.plays(p, Color::Black, after).empty()) << b.name(p);
    expectEngineAgrees(b, Color::Black, p);
  }
}

// --- Random positions --------------------------------------------------------

// A random position of the given size: stones and No-Man's Land drawn
// point by point (a stone with chance stonePercent, Black's or White's
// alike), then each region that Black, and then White, encloses for some
// choice of its T-bones (Definition 6) made hers with chance landPercent,
// the opponent's stones in it removed. Many are positions no game reaches,
// and are left out by impossibility().
ConquestBoard randomPosition(std::mt19937_64& rng, int width, int height, int stonePercent, int landPercent) {
  ConquestBoard b(width, height);
  for (int p = 0; p < b.points(); ++p)
    if (static_cast<int>(rng() % 100) < stonePercent) b.set(p, rng() % 2 ? ConquestCell::BlackStone : ConquestCell::WhiteStone);
  for (Color player : {Color::Black, Color::White})
    for (const NaiveRegion& r : naiveRegions(b, player)) {
      if (static_cast<int>(rng() % 100) >= landPercent || !b.enclosedRegionAt(r.points.front(), player)) continue;
      for (int p : r.points) b.set(p, landOf(player));
    }
  return b;
}

// Every legal move of both players on b: the plain rules and the engine
// against the brute force. Counts the moves where keeping territory's
// T-bones changes what is conquered.
void checkEveryMove(const ConquestBoard& b, int& differs) {
  for (Color mover : {Color::Black, Color::White}) {
    if (!gameOf(b, mover).impossibility().empty()) continue;
    for (int p = 0; p < b.points(); ++p) {
      if (!b.legal(p)) continue;
      const std::set<PointSet> naive = naiveConquests(b, mover, p, true);
      ASSERT_EQ(plainConquests(b, mover, p), naive) << b.name(p) << " by " << (mover == Color::Black ? "B" : "W") << " on " << b.rows();
      expectEngineAgrees(b, mover, p);
      if (::testing::Test::HasFailure()) return;
      differs += naiveConquests(b, mover, p, false) != naive;
    }
  }
}

TEST(ConquestTBones, ThePlainRulesAndTheEngineAgreeWithABruteForceOnRandomPositions) {
  // Boards with an odd side, where T-bones are; positions no game reaches
  // (impossibility() says why) are skipped.
  std::mt19937_64 rng(31);
  int checked = 0, differs = 0;
  for (auto [w, h] : {std::pair{3, 3}, {3, 4}, {4, 3}, {3, 5}, {5, 3}, {5, 5}, {5, 4}})
    for (int n = 0; n < 1500 && !::testing::Test::HasFailure(); ++n) {
      const ConquestBoard b = randomPosition(rng, w, h, 40 + n % 30, 60);
      if (!gameOf(b, Color::Black).impossibility().empty() && !gameOf(b, Color::White).impossibility().empty()) continue;
      ++checked;
      checkEveryMove(b, differs);
    }
  EXPECT_GT(checked, 3000) << "enough positions were possible";
  EXPECT_GT(differs, 0) << "some moves meet a T-bone that serves a territory";
}

TEST(ConquestTBones, ThePlainRulesAgreeWithABruteForceAlongRandomGames) {
  std::mt19937_64 rng(7);
  int differs = 0;
  for (auto [w, h] : {std::pair{3, 3}, {5, 3}, {3, 5}, {5, 5}, {7, 5}})
    for (int n = 0; n < 60 && !::testing::Test::HasFailure(); ++n) {
      ConquestBoard b(w, h);
      Color mover = Color::Black;
      while (!b.over() && !::testing::Test::HasFailure()) {
        checkEveryMove(b, differs);
        PointSet open;
        for (int p = 0; p < b.points(); ++p)
          if (b.legal(p)) open.push_back(p);
        std::vector<ConquestBoard> after;
        b.plays(open[rng() % open.size()], mover, after);
        b = after[rng() % after.size()];
        mover = opponent(mover);
      }
    }
  EXPECT_GT(differs, 0) << "games meet a T-bone that serves a territory";
}

}  // namespace
}  // namespace goproof
