// Positions for the local goal problems of goproof generate (capture, save,
// kill, live; docs/generate.md): each drawn from its own seed, with its
// goal, its target and the region play keeps to, ready to be judged.
// - capture and save: half the time, a box of 5 or 6 lines on the board
//   (often against an edge or in a corner), where a few random moves of
//   both colours are played; the target is a chain of the defender inside
//   it with two liberties (capture) or one or two (save). The other half,
//   a stone at the start of a ladder that runs 2 to 8 lines to an edge,
//   with a few stones that may break it, in a band along the ladder's
//   path. The box or the band is the region, so a target that reaches its
//   side has escaped (docs/goals.md).
// - kill and live: a corner group, the defender's stones round an eye
//   space of a random staircase shape, inside a two-line wall of the
//   attacker's; a few random moves are played in the eye space. The target
//   is the defender's largest chain, the region the group's area.
#pragma once

#include <cstdlib>
#include <memory>
#include <optional>
#include <random>
#include <vector>

#include "formats/puzzle.h"
#include "puzzles/generate.h"
#include "puzzles/position_key.h"
#include "solver/board/board_text.h"
#include "solver/rules/knowledge/quick_tactics.h"
#include "solver/rules/goals/target_setup.h"
#include "solver/rules/position_setup.h"

namespace goproof {

template <int Words>
class LocalPositions {
 public:
  using B = Bits<Words>;

  explicit LocalPositions(const GenerateOptions& options)
      : options_(options), geo_(std::make_shared<const Geometry<Words>>(options.width, options.height)) {}

  // The candidate drawn from `seed`: a puzzle with its goal, target and
  // region, the side to move the goal's player; nullopt where the drawn
  // position has no target that fits.
  std::optional<Puzzle> make(uint64_t seed) const {
    std::mt19937_64 rng(seed);
    const bool aboutLife = options_.kind == ProblemKind::Kill || options_.kind == ProblemKind::Live;
    std::optional<Puzzle> p = aboutLife ? cornerGroup(rng) : stonesInABox(rng);
    if (!p) return std::nullopt;
    // Any corner and side, any way round (the canonical key drops repeats).
    const int symmetries = options_.width == options_.height ? 8 : 4;
    Puzzle turned = transformedPosition(*p, pick(rng, 0, symmetries - 1), false);
    for (std::string* set : {&turned.targets, &turned.region}) {
      absl::StatusOr<B> points = parsePointSet(*set, geo(), "points");
      if (!points.ok()) return std::nullopt;
      *set = formatPointSet(*points, geo());
    }
    return turned;
  }

 private:
  static int pick(std::mt19937_64& rng, int low, int high) {
    return std::uniform_int_distribution<int>(low, high)(rng);
  }
  const Geometry<Words>& geo() const { return *geo_; }

  // The stones of Go's mechanics on an empty board, `first` to move.
  std::optional<GameState<Words>> emptyBoard(Color first) const {
    PositionSpec spec;
    spec.rules = options_.rules;
    spec.width = options_.width;
    spec.height = options_.height;
    spec.toMove = first;
    absl::StatusOr<GameState<Words>> game = setUpGame<Words>(spec);
    if (!game.ok()) return std::nullopt;
    return *std::move(game);
  }
  // Plays `moves` random moves on `points`, both colours in turn: legal,
  // not into one's own eye, not leaving one's own stones in atari (random
  // play that throws stones away makes no problems). Stops early when no
  // such move is left.
  static void playRandomly(GameState<Words>& game, const B& points, int moves, std::mt19937_64& rng) {
    for (int k = 0; k < moves; ++k) {
      std::vector<int> choices;
      (points & game.board().empty()).forEach([&](int p) {
        if (game.legality(p) != IllegalReason::None || fillsOwnEye(game, p)) return;
        game.play(p);
        const bool safe = game.board().liberties(game.board().chainAt(p)).count() >= 2;
        game.undo();
        if (safe) choices.push_back(p);
      });
      if (choices.empty()) return;
      game.play(choices[pick(rng, 0, static_cast<int>(choices.size()) - 1)]);
    }
  }
  // The puzzle of `board` with the goal's player to move.
  Puzzle puzzleOf(const Board<Words>& board, Color toMove, const B& targets, const B& region) const {
    Puzzle p;
    p.rules = options_.rules;
    p.width = options_.width;
    p.height = options_.height;
    p.rows = boardRows(board);
    p.toMove = toMove;
    p.targets = formatPointSet(targets, geo());
    p.region = formatPointSet(region, geo());
    p.goal = std::string(problemKindName(options_.kind));
    return p;
  }
  // A rectangle of points.
  B rectangle(int x0, int y0, int w, int h) const {
    B r;
    for (int x = x0; x < x0 + w; ++x)
      for (int y = y0; y < y0 + h; ++y) r.set(geo().point(x, y));
    return r;
  }
  // A side of the box from its size: against the board's edge half the time.
  static int placed(std::mt19937_64& rng, int boardSide, int boxSide) {
    const int room = boardSide - boxSide;
    if (room <= 0) return 0;
    if (pick(rng, 0, 1) == 0) return 0;
    return pick(rng, 0, room);
  }

  // A lone stone with two liberties at the start of a ladder: the
  // attacker's stones on its left, below it and above its left. The ladder
  // runs up and to the right, d lines to the upper edge, and the region is
  // the band along its path: the points no more than two lines off the
  // diagonal through the stone, from two lines below it. A stone that runs
  // out of the band has escaped. A few stones of either colour in the band
  // may break the ladder (a net may then catch the stone) or help it; a
  // run for nets always has a breaker.
  std::optional<Puzzle> ladderStart(std::mt19937_64& rng) const {
    const int d = pick(rng, 2, std::min(options_.height - 3, 8));
    const int ty = options_.height - 1 - d;
    const int tx = pick(rng, 2, options_.width - 3);
    B box;
    for (int x = tx - 2; x < options_.width; ++x)
      for (int y = ty - 2; y < options_.height; ++y)
        if (std::abs((x - tx) - (y - ty)) <= 2) box.set(geo().point(x, y));
    std::vector<int> free;
    box.forEach([&](int p) {
      if (std::max(std::abs(geo().x(p) - tx), std::abs(geo().y(p) - ty)) >= 2) free.push_back(p);
    });
    const Color attacker = pick(rng, 0, 1) ? Color::Black : Color::White, defender = opponent(attacker);
    Board<Words> board(geo_);
    board.addStone(geo().point(tx, ty), defender);
    for (auto [dx, dy] : {std::pair{-1, 0}, {0, -1}, {-1, 1}}) board.addStone(geo().point(tx + dx, ty + dy), attacker);
    // A net is the answer only where the ladder fails and the net holds:
    // for a net, a stone of the attacker's below and right of the target
    // (the mirror image of the one above its left, so that pushing either
    // way runs into a wall), fewer stones about, and always a breaker, at
    // least three lines up the path, clear of the net's own points.
    const bool net = options_.theme == "net";
    if (net) board.addStone(geo().point(tx + 1, ty - 1), attacker);
    const int extra = net ? pick(rng, 0, 2) : pick(rng, 1, 4);
    for (int k = 0; k < extra; ++k) {
      const int p = free[pick(rng, 0, static_cast<int>(free.size()) - 1)];
      if (board.at(p) == Color::Empty) board.addStone(p, pick(rng, 0, 1) ? attacker : defender);
    }
    // Half the time, a stone of the defender's on the ladder's path breaks it.
    if (net || pick(rng, 0, 1) == 0) {
      const int nearest = net ? std::min(3, std::max(2, d - 1)) : 2;
      const int i = pick(rng, nearest, std::max(nearest, d - 1)), side = pick(rng, 0, 1);
      const int x = tx + i + side, y = ty + i;
      if (x < options_.width && y < options_.height && board.at(geo().point(x, y)) == Color::Empty)
        board.addStone(geo().point(x, y), defender);
    }
    if (board.hasChainWithoutLiberties()) return std::nullopt;
    const bool save = options_.kind == ProblemKind::Save;
    return puzzleOf(board, save ? defender : attacker, B::single(geo().point(tx, ty)), box);
  }

  // Whether a liberty of `chain` takes a stone of `attacker` that captures
  // nothing and is left with one liberty: a stone to throw in.
  static bool hasSacrificePoint(const Board<Words>& board, const B& chain, Color attacker) {
    bool found = false;
    board.liberties(chain).forEach([&](int p) {
      if (found) return;
      Board<Words> after = board;
      after.addStone(p, attacker);
      if (after.hasChainWithoutLiberties()) return;  // it captures (or is suicide)
      found = after.liberties(after.chainAt(p)).count() == 1;
    });
    return found;
  }

  std::optional<Puzzle> stonesInABox(std::mt19937_64& rng) const {
    // The ladder's start makes ladders and nets, random play the rest.
    const std::string& theme = options_.theme;
    const bool ladderTheme = theme == "ladder" || theme == "loose-ladder" || theme == "net";
    if (pick(rng, 0, 1) == 0 ? theme.empty() || ladderTheme : ladderTheme) return ladderStart(rng);
    // A sacrifice (a snapback, a throw-in) asks for a crowded corner and a
    // target with a liberty where the attacker's stone would stand in atari.
    const bool sacrifice = theme == "snapback" || theme == "throw-in";
    const int w = std::min(options_.width, sacrifice ? 5 : pick(rng, 5, 6));
    const int h = std::min(options_.height, sacrifice ? 5 : pick(rng, 5, 6));
    const B box = sacrifice ? rectangle(0, 0, w, h)
                            : rectangle(placed(rng, options_.width, w), placed(rng, options_.height, h), w, h);
    const Color attacker = pick(rng, 0, 1) ? Color::Black : Color::White, defender = opponent(attacker);
    std::optional<GameState<Words>> game = emptyBoard(pick(rng, 0, 1) ? attacker : defender);
    if (!game) return std::nullopt;
    playRandomly(*game, box, sacrifice ? pick(rng, 12, 20) : pick(rng, 8, 18), rng);
    const Board<Words>& board = game->board();
    const B outsideEmpty = board.empty() - box;
    const bool save = options_.kind == ProblemKind::Save;
    std::vector<B> targets;
    B rest = board.stones(defender) & box;
    while (rest.any()) {
      const B chain = board.chainAt(rest.lowest());
      rest -= chain;
      const int liberties = board.liberties(chain).count();
      if (geo().neighbors(chain).intersects(outsideEmpty)) continue;  // escaped already
      if (sacrifice && !hasSacrificePoint(board, chain, attacker)) continue;
      if (liberties == 2 || (save && liberties == 1)) targets.push_back(chain);
    }
    if (targets.empty()) return std::nullopt;
    const B target = targets[pick(rng, 0, static_cast<int>(targets.size()) - 1)];
    return puzzleOf(board, save ? defender : attacker, target, box);
  }

  std::optional<Puzzle> cornerGroup(std::mt19937_64& rng) const {
    // The group's area: rows from the lower edge, each no wider than the one below.
    const int widest = std::min(7, options_.width - 3), tallest = std::min(4, options_.height - 3);
    if (widest < 3 || tallest < 2) return std::nullopt;
    B area;
    int width = pick(rng, 4 <= widest ? 4 : widest, widest);
    const int rows = pick(rng, 2, tallest);
    for (int y = 0; y < rows; ++y) {
      for (int x = 0; x < width; ++x) area.set(geo().point(x, y));
      width = std::max(2, width - pick(rng, 0, 2));
    }
    const B ring = geo().neighbors(area) - area;
    const B wall = ring | (geo().neighbors(ring) - area);
    const B eyeSpace = area - geo().neighbors(ring);
    const B group = area - eyeSpace;
    if (eyeSpace.count() < 2 || eyeSpace.count() > 12) return std::nullopt;
    const Color attacker = pick(rng, 0, 1) ? Color::Black : Color::White, defender = opponent(attacker);
    const bool live = options_.kind == ProblemKind::Live;
    // Played in the area: first a gap or two in the group, then random moves.
    Board<Words> board(geo_);
    board.addStones(wall, attacker);
    board.addStones(group, defender);
    const int gaps = pick(rng, 0, 2);
    for (int k = 0; k < gaps; ++k) {
      std::vector<int> stones;
      (board.stones(defender) & area).forEach([&](int p) { stones.push_back(p); });
      board.removeStone(stones[pick(rng, 0, static_cast<int>(stones.size()) - 1)], defender);
    }
    Puzzle start = puzzleOf(board, pick(rng, 0, 1) ? attacker : defender, B::single(group.lowest()), area);
    absl::StatusOr<GameState<Words>> game = setUpGame<Words>(start);
    if (!game.ok()) return std::nullopt;
    playRandomly(*game, area, pick(rng, 0, 5), rng);
    // The target: the defender's largest chain, of three stones or more,
    // not in atari (a group taken at once is no problem).
    B target;
    B rest = game->board().stones(defender) & area;
    while (rest.any()) {
      const B chain = game->board().chainAt(rest.lowest());
      rest -= chain;
      if (chain.count() > target.count()) target = chain;
    }
    if (target.count() < 3 || game->board().liberties(target).count() < 2) return std::nullopt;
    return puzzleOf(game->board(), live ? defender : attacker, target, area);
  }

  GenerateOptions options_;
  std::shared_ptr<const Geometry<Words>> geo_;
};

}  // namespace goproof
