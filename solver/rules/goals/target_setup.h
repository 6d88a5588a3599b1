// Setting up a local goal (docs/goals.md) from a described position: its
// target and region as sets of points in text ("c17 d17", "a13-h19"), read
// and written both ways, with one-line errors naming what is wrong.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/board/board_size.h"
#include "solver/board/board_text.h"
#include "solver/board/geometry.h"
#include "solver/rules/goals/target_game.h"
#include "solver/rules/goals/target_region.h"
#include "solver/rules/position_setup.h"
#include "solver/util/text.h"

namespace goproof {

// Reads a set of points on a width x height board: points ("c17") and
// rectangles given by two opposite corners ("a13-h19" or "a13:h19"),
// separated by spaces or commas. Calls f(x, y) (x from the left, y from the
// bottom) for each point of every item that is a point or two corners, and
// returns `what`'s error for the first item that is not ("target: 'z30' is
// not a point on this board"), or OK.
template <class F>
absl::Status forEachPointIn(std::string_view text, int width, int height, std::string_view what, F&& f) {
  absl::Status status;
  std::string items(text);
  for (char& c : items)
    if (c == ',' || c == '\t') c = ' ';
  for (std::string_view item : split(items, ' ')) {
    if (item.empty()) continue;
    const size_t dash = item.find_first_of("-:");
    std::string_view first = item.substr(0, dash);
    std::string_view last = dash == std::string_view::npos ? first : item.substr(dash + 1);
    ParsedPoint a = parsePoint(first, width, height);
    ParsedPoint b = parsePoint(last, width, height);
    if (a.kind != ParsedPoint::Kind::OnBoard || b.kind != ParsedPoint::Kind::OnBoard) {
      if (status.ok())
        status = absl::InvalidArgumentError(cat(what, ": '", item, "' is not a point on this ", width, "x", height,
                                                " board, nor two corners such as a13-h19"));
      continue;
    }
    for (int x = std::min(a.x, b.x); x <= std::max(a.x, b.x); ++x)
      for (int y = std::min(a.y, b.y); y <= std::max(a.y, b.y); ++y) f(x, y);
  }
  return status;
}

// The set of points forEachPointIn reads, or its error.
template <int Words>
absl::StatusOr<Bits<Words>> parsePointSet(std::string_view text, const Geometry<Words>& geo, std::string_view what) {
  Bits<Words> set;
  const absl::Status status =
      forEachPointIn(text, geo.width(), geo.height(), what, [&](int x, int y) { set.set(geo.point(x, y)); });
  if (!status.ok()) return status;
  return set;
}

// A set of points as parsePointSet reads it: each row's runs, top row first
// ("a19-f19 a18-g18 c17"); the same set always gives the same text.
template <int Words>
std::string formatPointSet(const Bits<Words>& set, const Geometry<Words>& geo) {
  std::string out;
  for (int y = geo.height() - 1; y >= 0; --y)
    for (int x = 0; x < geo.width();) {
      if (!set.test(geo.point(x, y))) {
        ++x;
        continue;
      }
      int end = x;
      while (end + 1 < geo.width() && set.test(geo.point(end + 1, y))) ++end;
      if (!out.empty()) out += ' ';
      out += geo.name(geo.point(x, y));
      if (end > x) out += "-" + geo.name(geo.point(end, y));
      x = end + 1;
    }
  return out;
}

// The region word that asks for the region of a kill or live problem to be
// inferred from the position (target_region.h); "auto+N" asks for it with
// a frame N lines further out than "auto"'s on every side not at the edge,
// where the wall is open.
inline constexpr std::string_view kInferredRegion = "auto";
// The most lines "auto+N" may add.
inline constexpr int kMostExtraFrameLines = 6;

// The extra frame lines a region text asks for: 0 for "auto", N for
// "auto+N"; nullopt when it is no such word (a set of points, or empty);
// an error for "auto" followed by anything else.
inline absl::StatusOr<std::optional<int>> inferredRegionWord(std::string_view text) {
  text = trimmedOfBlanks(text);
  if (!text.starts_with(kInferredRegion)) return std::optional<int>();
  const std::string_view rest = text.substr(kInferredRegion.size());
  if (rest.empty()) return std::optional<int>(0);
  if (rest.size() == 2 && rest[0] == '+' && rest[1] >= '1' && rest[1] <= '0' + kMostExtraFrameLines)
    return std::optional<int>(rest[1] - '0');
  return absl::InvalidArgumentError(cat("region: '", text, "' is neither auto nor auto+N (N from 1 to ",
                                        kMostExtraFrameLines, ": the frame N lines further out)"));
}

// A local goal: Go's position (setUpGame's checks), then the target (stones
// of one colour, required) and the region (every point when not given;
// inferred when it is "auto" or "auto+N": the target's enclosure, or where
// the wall is open, the part of a rectangle closed by a frame of the
// attacker's stones that the target reaches, frameRegion and frameEnclosure).
template <int Words>
struct GameSetUp<TargetGame<Words>> {
  static absl::StatusOr<TargetGame<Words>> from(const PositionSpec& spec) {
    absl::StatusOr<GameState<Words>> stones = setUpGame<Words>(spec);
    if (!stones.ok()) return stones.status();
    const Geometry<Words>& geo = stones->geometry();
    const Board<Words>& board = stones->board();
    if (isBlank(spec.targets))
      return absl::InvalidArgumentError(
          "target: a local goal needs its target, the stones to capture or save, to kill or make live (such as "
          "--target c3, or MA[] on them in SGF)");
    auto targets = parsePointSet(spec.targets, geo, "target");
    if (!targets.ok()) return targets.status();
    const Color owner = board.at(targets->lowest());
    std::string problem;
    targets->forEach([&](int p) {
      if (!problem.empty()) return;
      if (board.at(p) == Color::Empty) problem = cat("target: ", geo.name(p), " is empty; a target is stones");
      else if (board.at(p) != owner)
        problem = cat("target: ", geo.name(targets->lowest()), " and ", geo.name(p),
                      " hold stones of both colours; a target is one side's stones");
    });
    if (!problem.empty()) return absl::InvalidArgumentError(problem);
    auto inferred = inferredRegionWord(spec.region);
    if (!inferred.ok()) return inferred.status();
    Bits<Words> region = geo.all();
    if (inferred->has_value()) {
      const InferredRegion<Words> enclosure = inferRegion(board, *targets);
      if (!enclosure.enclosed) return framed(spec, *stones, *targets, **inferred);
      return closed(spec, board, *targets, enclosure.points, Bits<Words>{});
    }
    if (!isBlank(spec.region)) {
      auto parsed = parsePointSet(spec.region, geo, "region");
      if (!parsed.ok()) return parsed.status();
      region = *parsed;
    }
    return gameOn(spec, board, *targets, region, Bits<Words>{});
  }

 private:
  // The problem with an open wall (frameRegion, `extraLines` more room):
  // the attacker's stones frame the rectangle, and play keeps to the part
  // of it the target reaches (frameEnclosure).
  static absl::StatusOr<TargetGame<Words>> framed(const PositionSpec& spec, const GameState<Words>& stones,
                                                  const Bits<Words>& targets, int extraLines) {
    const FramedRegion<Words> framing = frameRegion(stones.board(), targets, extraLines);
    Board<Words> board = stones.board();
    const Bits<Words> frame = addFrameStones(board, targets, framing.points, framing.frame, false);
    const Bits<Words> enclosure = frameEnclosure(board, targets, framing.points);
    return closed(spec, board, targets, enclosure, frame);
  }
  // The problem played in an enclosure: where it reaches past a weak wall
  // chain's liberties (a wall stone in atari on the first line), an empty
  // point just outside it would be a liberty nobody fills, letting the
  // defender's stones there escape, so the attacker's stones close those
  // points, as a frame does. `frame`: the stones a frame added already.
  static absl::StatusOr<TargetGame<Words>> closed(const PositionSpec& spec, Board<Words> board,
                                                  const Bits<Words>& targets, const Bits<Words>& region,
                                                  Bits<Words> frame) {
    const Geometry<Words>& geo = board.geometry();
    const Bits<Words> attackers = board.stones(opponent(board.at(targets.lowest())));
    const Bits<Words> leaks = (geo.neighbors(region - attackers) & board.empty()) - region;
    frame |= addFrameStones(board, targets, region, leaks, /*keepOutsideLiberty=*/true);
    return gameOn(spec, board, targets, region, frame);
  }
  // Adds the attacker's stones on the empty points `frame` (outside
  // `region`) and returns those added. A frame stone that would leave a
  // chain without liberties (its own, or a stone of either colour outside
  // the region) is left out; with keepOutsideLiberty, so is one whose chain
  // would have no liberty outside the region (a wall that could then be
  // taken, or a lone frame stone the defender could take to reopen the point).
  static Bits<Words> addFrameStones(Board<Words>& board, const Bits<Words>& targets, const Bits<Words>& region,
                                    Bits<Words> frame, bool keepOutsideLiberty) {
    const Color attacker = opponent(board.at(targets.lowest()));
    const Bits<Words> candidates = frame;
    candidates.forEach([&](int p) {
      board.addStone(p, attacker);
      if (board.hasChainWithoutLiberties() ||
          (keepOutsideLiberty && (board.liberties(board.chainAt(p)) - region).none())) {
        board.removeStone(p, attacker);
        frame.reset(p);
      }
    });
    return frame;
  }
  // The game on `board` (spec's position, with `frame`'s stones added) in `region`.
  static absl::StatusOr<TargetGame<Words>> gameOn(const PositionSpec& spec, const Board<Words>& board,
                                                  const Bits<Words>& targets, const Bits<Words>& region,
                                                  const Bits<Words>& frame) {
    PositionSpec closedSpec = spec;
    if (frame.any()) closedSpec.rows = boardRows(board);
    absl::StatusOr<GameState<Words>> stones = setUpGame<Words>(closedSpec);
    if (!stones.ok()) return stones.status();
    if (Move ko = stones->koPoint(); ko >= 0 && !region.test(ko))
      return absl::InvalidArgumentError(cat("ko: ", board.geometry().name(ko), " lies outside the region, where nobody plays"));
    return TargetGame<Words>(spec.rules, *std::move(stones), targets, region, frame);
  }

 public:
  static PositionSpec describe(const TargetGame<Words>& game) {
    PositionSpec p = GameSetUp<GameState<Words>>::describe(game.stones());
    p.rules = game.rules();
    p.targets = formatPointSet(game.targets(), game.geometry());
    if (game.region() != game.geometry().all()) p.region = formatPointSet(game.region(), game.geometry());
    return p;
  }
};

// inferTarget for `defender` in spec's position (for a kill or live
// problem where `lifeProblem`), as text ("c17 d17"); empty where she has no
// stones or the rows do not make a board. *enclosed says whether the
// attacker encloses it.
inline std::string inferredTargetText(const PositionSpec& spec, Color defender, bool* enclosed = nullptr,
                                      bool lifeProblem = false) {
  if (enclosed) *enclosed = false;
  if (spec.width < 1 || spec.height < 1 || spec.width * spec.height > 361) return "";
  return withBoardWords(spec.width * spec.height, [&](auto words) {
    constexpr int W = decltype(words)::value;
    auto geo = std::make_shared<const Geometry<W>>(spec.width, spec.height);
    auto board = parseBoardRows<W>(spec.rows, geo);
    if (!board.ok()) return std::string();
    const Bits<W> target = inferTarget(*board, defender, enclosed, lifeProblem);
    std::string text;
    target.forEach([&](int p) { text += (text.empty() ? "" : " ") + geo->name(p); });
    return text;
  });
}

// The goal a problem that states none most likely sets `player`, the side to
// play. The group a problem is about is the one the other colour encloses:
// each colour's largest chain not in atari, where she has one, is looked
// at (inferTarget, as for a kill or live problem), and where exactly
// one of them is enclosed, its colour defends it; where both are (a
// capturing race), the opponent's is the target. Where neither is (a
// problem printed with an open wall), the colour on the outside of the
// stones (outsideColour) attacks. To kill where the defender is the
// opponent, to live where it is the player; nullopt where nothing tells.
struct InferredGoal {
  bool kill = true;      // else live
  std::string targets;   // the group's points, as text
  bool enclosed = true;  // else guessed from the outside of an open wall
};
inline std::optional<InferredGoal> inferGoal(const PositionSpec& spec, Color player) {
  bool theirsEnclosed = false, mineEnclosed = false;
  const std::string theirs = inferredTargetText(spec, opponent(player), &theirsEnclosed, true);
  const std::string mine = inferredTargetText(spec, player, &mineEnclosed, true);
  if (theirsEnclosed) return InferredGoal{true, theirs};
  if (mineEnclosed) return InferredGoal{false, mine};
  if (spec.width < 1 || spec.height < 1 || spec.width * spec.height > 361) return std::nullopt;
  const std::optional<Color> outside = withBoardWords(spec.width * spec.height, [&](auto words) {
    constexpr int W = decltype(words)::value;
    auto geo = std::make_shared<const Geometry<W>>(spec.width, spec.height);
    auto board = parseBoardRows<W>(spec.rows, geo);
    return board.ok() ? outsideColour(*board) : std::nullopt;
  });
  if (!outside) return std::nullopt;
  const bool kill = *outside == player;
  const std::string& target = kill ? theirs : mine;
  if (target.empty()) return std::nullopt;
  return InferredGoal{kill, target, false};
}

}  // namespace goproof
