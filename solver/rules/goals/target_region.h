// The region of a life-and-death problem, inferred from the position as a
// reader of the diagram would (docs/goals.md): the points around the target
// that the attacker's stones and the board's edges enclose. A problem whose
// wall is open (printed on a full board with gaps towards the centre) has no
// such region; the caller must be told the region, and is.
#pragma once

#include <algorithm>
#include <optional>
#include <string>

#include "solver/board/board.h"
#include "solver/util/text.h"

namespace goproof {

template <int Words>
struct InferredRegion {
  Bits<Words> points;     // where moves may be played
  bool enclosed = false;  // at most kLargestEnclosure empty points: the wall closes it
  int emptyPoints = 0;
};

// An enclosure with more empty points than this is taken as open.
inline constexpr int kLargestEnclosure = 40;

// A wall chain with at most this many liberties is no safe wall: the
// defender can put it in atari at once.
inline constexpr int kWeakWallLiberties = 2;
// Nor is one with at most this many liberties outside the region: the
// defender fills those inside, and it is in atari (Cho Chikun's elementary
// 73, whose first-line f19 Black takes at g19 to live).
inline constexpr int kWeakWallOutsideLiberties = 1;

// The points a kill or live problem is played on: every point the target can
// reach without crossing an attacker's stone, with the attacker's chains
// wholly inside them (stones that may be captured there), and each weak
// wall chain next to them (at most kWeakWallLiberties, or at most
// kWeakWallOutsideLiberties outside the points so far) with its liberties
// and the empty points next to those, so that its capture can be played, its
// points played on afterwards, and a stone played to take it taken in turn
// (a wall stone on the first line in atari is part of the problem). Each
// chain taken in can make the next weak (fewer of its liberties lie
// outside), so the points grow until no wall chain is weak. Enclosed when
// that holds at most kLargestEnclosure empty points.
template <int Words>
InferredRegion<Words> inferRegion(const Board<Words>& board, const Bits<Words>& targets) {
  using B = Bits<Words>;
  const Geometry<Words>& geo = board.geometry();
  const int first = targets.lowest();
  const Color defender = first < 0 ? Color::Black : board.at(first);
  const B attackers = board.stones(opponent(defender));
  B reach = board.grow(targets, geo.all() - attackers);
  B rest = attackers & geo.neighbors(reach);
  while (rest.any()) {
    const B chain = board.chainAt(rest.lowest());
    rest -= chain;
    if ((geo.neighbors(chain) - chain - reach).none()) reach |= chain;
  }
  for (bool grew = true; grew;) {
    grew = false;
    for (B wall = (attackers & geo.neighbors(reach)) - reach; wall.any();) {
      const B chain = board.chainAt(wall.lowest());
      wall -= chain;
      const B liberties = board.liberties(chain);
      if (liberties.count() <= kWeakWallLiberties || (liberties - reach).count() <= kWeakWallOutsideLiberties) {
        // Its points too, which are played on once it is taken, and the
        // empty points next to its liberties, so that a stone the defender
        // puts there to take it can itself be taken.
        reach |= liberties | chain | (geo.neighbors(liberties) & board.empty());
        grew = true;
      }
    }
  }
  InferredRegion<Words> region;
  region.points = reach;
  region.emptyPoints = (reach & board.empty()).count();
  region.enclosed = region.emptyPoints <= kLargestEnclosure;
  return region;
}

// How many empty lines may lie between a problem's stones and the board's
// edge for a frame's region to run to that edge.
inline constexpr int kFrameEdgeGap = 3;
// How far (in lines, either way and diagonally) from the defender's group a
// stone still belongs to the problem.
inline constexpr int kFrameReach = 2;
// How far (in lines) from the defender's group a stone of hers that the
// frame would touch still joins the group (frameRegion); one farther away
// is another group's, and the frame closes on it as on any stone.
inline constexpr int kFramePressReach = kFrameReach + 1;
// How many lines of room the region keeps around the group (the region
// word "auto+N" grows the whole rectangle by N more, frameRegion). With one, a frame
// stone next to the group can make a ko the real board does not have (Cho
// Chikun's elementary 9 and 15); docs/goals.md says how the margin was
// chosen.
inline constexpr int kFrameMargin = 1;

template <int Words>
struct FramedRegion {
  Bits<Words> points;  // where moves may be played: a rectangle
  Bits<Words> frame;   // the empty points around it that the attacker's stones fill
};

namespace target_region_detail {
// A rectangle of points, corners included; empty while hi < lo.
struct Rectangle {
  int lo[2] = {1 << 20, 1 << 20}, hi[2] = {-1, -1};
  bool empty() const { return hi[0] < lo[0]; }
  void add(int x, int y) {
    const int at[2] = {x, y};
    for (int a = 0; a < 2; ++a) lo[a] = std::min(lo[a], at[a]), hi[a] = std::max(hi[a], at[a]);
  }
  bool within(int x, int y, int margin) const {
    return x >= lo[0] - margin && x <= hi[0] + margin && y >= lo[1] - margin && y <= hi[1] + margin;
  }
};

// The points of a rectangle.
template <int Words>
Bits<Words> pointsOf(const Geometry<Words>& geo, const Rectangle& box) {
  Bits<Words> points;
  for (int x = box.lo[0]; x <= box.hi[0]; ++x)
    for (int y = box.lo[1]; y <= box.hi[1]; ++y) points.set(geo.point(x, y));
  return points;
}

// Grows `group` (a rectangle of the defender's stones) by her stones within
// kFrameReach lines of it, again and again.
template <int Words>
void growGroup(const Board<Words>& board, Color defender, Rectangle& group) {
  const Geometry<Words>& geo = board.geometry();
  for (bool grew = true; grew;) {
    grew = false;
    board.stones(defender).forEach([&](int p) {
      if (group.within(geo.x(p), geo.y(p), kFrameReach) && !group.within(geo.x(p), geo.y(p), 0)) {
        group.add(geo.x(p), geo.y(p));
        grew = true;
      }
    });
  }
}

// The rectangle a frame closes around `group` (frameRegion says how).
template <int Words>
Rectangle frameBox(const Board<Words>& board, Color defender, const Rectangle& group, int extraLines) {
  const Geometry<Words>& geo = board.geometry();
  Rectangle box = group;
  box.add(std::max(group.lo[0] - kFrameMargin, 0), std::max(group.lo[1] - kFrameMargin, 0));
  box.add(std::min(group.hi[0] + kFrameMargin, geo.width() - 1), std::min(group.hi[1] + kFrameMargin, geo.height() - 1));
  board.stones(opponent(defender)).forEach([&](int p) {
    if (group.within(geo.x(p), geo.y(p), kFrameReach)) box.add(geo.x(p), geo.y(p));
  });
  const int size[2] = {geo.width(), geo.height()};
  for (int a = 0; a < 2; ++a) {
    box.lo[a] = std::max(box.lo[a] - extraLines, 0);
    box.hi[a] = std::min(box.hi[a] + extraLines, size[a] - 1);
  }
  for (int a = 0; a < 2; ++a) {
    if (box.lo[a] <= kFrameEdgeGap) box.lo[a] = 0;
    if (size[a] - 1 - box.hi[a] <= kFrameEdgeGap) box.hi[a] = size[a] - 1;
  }
  return box;
}
}  // namespace target_region_detail

// The region of a problem printed with an open wall, and the frame that
// closes it, as a reader takes such a diagram (docs/goals.md). The
// defender's group is the targets and her stones within kFrameReach lines
// of it, again and again; play keeps to the smallest rectangle that holds
// it grown by kFrameMargin lines, and the attacker's stones within
// kFrameReach lines of it, then grown by `extraLines` more on every side
// (the region word auto+N: so each N moves every side of the frame that is
// not at the edge), running to each edge where at most kFrameEdgeGap empty
// lines lie between; the attacker's stones fill the empty points just
// outside it. A stone of hers within kFramePressReach lines of the group
// that the rectangle (before the N more lines) or those points would touch
// from outside, and whose chain has a liberty in it, joins the group, and
// the rectangle is drawn again, until none joins: play in the rectangle
// reaches that chain, so the frame must take none of its liberties (Lee
// Changho's 5-2-2-1: her two chains three lines apart on the second line
// live together). A chain without a liberty in the rectangle is never
// reached by play, whatever the frame takes; and a farther one is another
// group's, or on a crowded whole board one group would take in every other
// and the region the board. The rest of the board stays as it is, so the
// frame's chains keep liberties nobody fills.
template <int Words>
FramedRegion<Words> frameRegion(const Board<Words>& board, const Bits<Words>& targets, int extraLines = 0) {
  using namespace target_region_detail;
  const Geometry<Words>& geo = board.geometry();
  FramedRegion<Words> framed;
  const int first = targets.lowest();
  if (first < 0) return framed;
  const Color defender = board.at(first);
  Rectangle group;
  targets.forEach([&](int p) { group.add(geo.x(p), geo.y(p)); });
  // The group first, with the frame one line from it (so that auto+N's
  // rectangle holds auto's); then the rectangle N lines wider.
  Bits<Words> pressed;  // her stones that join the group: near it, touched from outside, reached by play
  do {
    pressed.forEach([&](int p) { group.add(geo.x(p), geo.y(p)); });
    growGroup(board, defender, group);
    const Rectangle box = frameBox(board, defender, group, 0);
    const Bits<Words> inside = pointsOf(geo, box);
    const Bits<Words> touched = geo.neighbors(inside | (geo.neighbors(inside) & board.empty())) - inside;
    pressed = Bits<Words>{};
    (board.stones(defender) & touched).forEach([&](int p) {
      if (group.within(geo.x(p), geo.y(p), kFramePressReach) && (board.liberties(board.chainAt(p)) & inside).any())
        pressed.set(p);
    });
  } while (pressed.any());
  framed.points = pointsOf(geo, frameBox(board, defender, group, std::max(extraLines, 0)));
  framed.frame = (geo.neighbors(framed.points) - framed.points) & board.empty();
  return framed;
}

// The points of a framed rectangle (`rectangle`, on the board with the
// frame's stones added) where play can matter (docs/goals.md): those the
// target reaches without crossing an attacker's chain that can never be
// taken, one with a liberty outside the rectangle (nobody plays there, so
// that liberty stays). Every other chain can be taken, and the reach goes
// on through it to what lies behind. What lies behind a chain that is never
// taken is cut off from the target for good.
template <int Words>
Bits<Words> frameEnclosure(const Board<Words>& board, const Bits<Words>& targets, const Bits<Words>& rectangle) {
  using B = Bits<Words>;
  const B attackers = board.stones(opponent(board.at(targets.lowest())));
  B wall;
  for (B rest = attackers & rectangle; rest.any();) {
    const B chain = board.chainAt(rest.lowest());
    rest -= chain;
    if ((board.liberties(chain) - rectangle).any() || (chain - rectangle).any()) wall |= chain;
  }
  const B through = rectangle - wall;
  return board.grow(targets & through, through);
}

// The colour that holds the outside of a problem printed with an open wall:
// on each side of the smallest rectangle holding every stone that faces the
// open board (more than kFrameEdgeGap empty lines from the edge), the stones
// on its outermost line are counted, and the colour with more of them is the
// one whose wall faces the centre: the attacker, as a reader takes such a
// diagram. nullopt on a tie, or where no side faces the open board.
template <int Words>
std::optional<Color> outsideColour(const Board<Words>& board) {
  const Geometry<Words>& geo = board.geometry();
  int lo[2] = {geo.width(), geo.height()}, hi[2] = {-1, -1};
  const Bits<Words> stones = board.stones(Color::Black) | board.stones(Color::White);
  stones.forEach([&](int p) {
    const int at[2] = {geo.x(p), geo.y(p)};
    for (int a = 0; a < 2; ++a) lo[a] = std::min(lo[a], at[a]), hi[a] = std::max(hi[a], at[a]);
  });
  if (hi[0] < 0) return std::nullopt;
  const int size[2] = {geo.width(), geo.height()};
  int balance = 0;  // Black's stones on the open sides' outermost lines less White's
  bool open = false;
  stones.forEach([&](int p) {
    const int at[2] = {geo.x(p), geo.y(p)};
    for (int a = 0; a < 2; ++a) {
      const bool onLow = at[a] == lo[a] && lo[a] > kFrameEdgeGap;
      const bool onHigh = at[a] == hi[a] && size[a] - 1 - hi[a] > kFrameEdgeGap;
      if (onLow || onHigh) balance += (board.at(p) == Color::Black ? 1 : -1) * ((onLow ? 1 : 0) + (onHigh ? 1 : 0));
    }
  });
  for (int a = 0; a < 2; ++a) open = open || lo[a] > kFrameEdgeGap || size[a] - 1 - hi[a] > kFrameEdgeGap;
  if (!open || balance == 0) return std::nullopt;
  return balance > 0 ? Color::Black : Color::White;
}

// The target a problem that states its goal but marks no stones most likely
// means: the defender's chain with the most stones (the first in point order
// among equals). In a kill or live problem (`lifeProblem`), a chain in atari
// is passed over while she has one with two liberties or more: there it is
// more often stones the group gives up than the group (Cho Chikun's
// elementary 40, 87 and 202). *enclosedOut says whether the attacker
// encloses it: the points it reaches without crossing an attacker's stone
// hold at most kLargestEnclosure empty points. Empty where she has no stones.
template <int Words>
Bits<Words> inferTarget(const Board<Words>& board, Color defender, bool* enclosedOut = nullptr,
                        bool lifeProblem = false) {
  using B = Bits<Words>;
  B best;
  bool bestInAtari = true;
  for (B rest = board.stones(defender); rest.any();) {
    const B chain = board.chainAt(rest.lowest());
    rest -= chain;
    const bool inAtari = lifeProblem && board.liberties(chain).count() < 2;
    if (best.none() || (bestInAtari && !inAtari) || (inAtari == bestInAtari && chain.count() > best.count()))
      best = chain, bestInAtari = inAtari;
  }
  if (enclosedOut) {
    const B within = board.geometry().all() - board.stones(opponent(defender));
    *enclosedOut = best.any() && (board.grow(best, within) & board.empty()).count() <= kLargestEnclosure;
  }
  return best;
}

}  // namespace goproof
