// Building a game from a described position, with exact errors for anything
// that cannot arise in a game: chains without liberties, a false ko point,
// impossible prisoner counts, a game already won twice over.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "absl/strings/cord.h"
#include "solver/util/text.h"
#include "solver/board/board_text.h"
#include "solver/rules/game_state.h"

namespace goproof {

// A position as the command line or a puzzle describes it.
struct PositionSpec {
  Rules rules;
  int width = 0, height = 0;
  std::string rows;            // empty means the empty board
  Color toMove = Color::Black;
  std::string ko;              // GTP point the side to move may not retake now, or empty
  std::array<int, 2> prisoners = {0, 0};
  bool previousPass = false;   // the move before was a pass (rules with passing only)
  std::array<Coin, 2> coins = {Coin::None, Coin::None};  // Quench only: Black's and White's coin
  // Conversion's mirror rule, where it can bind: the opponent's move just
  // before (a GTP point or "pass"; empty when unknown, as before the first
  // move) and each colour's mirror moves in a row, Black's then White's.
  std::string previousMove;
  std::array<int, 2> mirrorRuns = {0, 0};
  // A local goal (go+goal=capture, docs/goals.md): the target's stones and
  // the region where moves may be played (empty: every point), each a set
  // of points such as "c17 d17" or "a13-h19" (goals/target_setup.h).
  std::string targets;
  std::string region;
};

// Parses "none", "tails", "heads" or, for quench-1, "captured" (the same as
// tails: the player has made her first capture).
absl::StatusOr<Coin> parseCoin(std::string_view text);
// "none", "tails" or "heads" ("captured" for Tails under quench-1).
std::string_view coinName(Coin coin, const Rules& rules);

// Parses "WxH" or "N" (a square), each side 1..19.
absl::StatusOr<std::pair<int, int>> parseBoardSize(std::string_view text);
// Parses "B", "W", "black" or "white" (any case).
absl::StatusOr<Color> parseColor(std::string_view text);

// The point a board error names (kPointPayload), if any: {column, row from top}.
inline std::optional<std::pair<int, int>> pointOfError(const absl::Status& status) {
  auto payload = status.GetPayload(kPointPayload);
  if (!payload) return std::nullopt;
  std::string text(*payload);
  size_t comma = text.find(',');
  if (comma == std::string::npos) return std::nullopt;
  return std::pair<int, int>{std::stoi(text.substr(0, comma)), std::stoi(text.substr(comma + 1))};
}

// "board: the white stone at c3 has no liberties, ..." for the first such
// chain in reading order (top row first), with its first stone as payload.
template <int Words>
absl::Status chainWithoutLibertiesError(const Board<Words>& board, const Geometry<Words>& geo) {
  for (int row = 0; row < geo.height(); ++row)
    for (int x = 0; x < geo.width(); ++x) {
      const int p = geo.point(x, geo.height() - 1 - row);
      if (board.at(p) == Color::Empty) continue;
      const auto chain = board.chainAt(p);
      if (board.liberties(chain).any()) continue;
      const int stones = static_cast<int>(chain.count());
      absl::Status error = absl::InvalidArgumentError(
          cat("board: the ", board.at(p) == Color::Black ? "black" : "white",
              stones == 1 ? cat(" stone at ", geo.name(p)) : cat(" chain at ", geo.name(p), " (", stones, " stones)"),
              " has no liberties, which no legal game can produce"));
      error.SetPayload(kPointPayload, absl::Cord(cat(x, ",", row)));
      return error;
    }
  return absl::OkStatus();
}

// The game described by spec. Error messages begin with the part of the spec
// at fault ("board: col 7: ...", "ko: ...", "prisoners: ...").
template <int Words>
absl::StatusOr<GameState<Words>> setUpGame(const PositionSpec& spec) {
  if (spec.width * spec.height > 64 * Words) return absl::InvalidArgumentError("size: too large for this build");
  if (spec.rules.game == GameKind::Conquest)
    return absl::InvalidArgumentError("rules: conquest is played by ConquestGame (game_registry.h), not GameState");
  if (spec.rules.groups == GroupRule::TwoStoneTurns && spec.width * spec.height > 64)
    return absl::InvalidArgumentError(
        "size: quench-2 is played here on boards of at most 64 points, such as 8x8 (a two-stone turn is one move, "
        "numbered after the points)");
  auto geo = std::make_shared<const Geometry<Words>>(spec.width, spec.height);
  Board<Words> board(geo);
  if (!spec.rows.empty()) {
    auto parsed = parseBoardRows<Words>(spec.rows, geo);
    if (!parsed.ok()) {
      absl::Status error = absl::InvalidArgumentError(cat("board: ", parsed.status().message()));
      if (auto point = parsed.status().GetPayload(kPointPayload)) error.SetPayload(kPointPayload, *point);
      return error;
    }
    board = *std::move(parsed);
    switch (spec.rules.capture) {
      case CaptureEffect::Remove:
        if (board.hasChainWithoutLiberties()) return chainWithoutLibertiesError(board, *geo);
        break;
      case CaptureEffect::Convert: {
        // Chains without liberties stay when they touch two sides. A dead one
        // never outlives the move that made it (docs/rules/conversion-go.md).
        for (Color c : {Color::Black, Color::White}) {
          auto dead = board.deadGroups(c);
          if (dead.none()) continue;
          const int p = dead.lowest();
          absl::Status error = absl::InvalidArgumentError(
              cat("board: the ", c == Color::Black ? "black" : "white", " stones at ", geo->name(p),
                  " have no liberties and touch fewer than two sides: a dead group, which no game can leave on the "
                  "board"));
          error.SetPayload(kPointPayload, absl::Cord(cat(geo->x(p), ",", geo->height() - 1 - geo->y(p))));
          return error;
        }
        break;
      }
    }
  }
  for (int c = 0; c < 2; ++c)
    if (spec.prisoners[c] < 0 || spec.prisoners[c] > 1000)
      return absl::InvalidArgumentError("prisoners: counts must be from 0 to 1000");
  if (spec.rules.goal == Goal::Prisoners && spec.prisoners[0] >= spec.rules.captureTarget &&
      spec.prisoners[1] >= spec.rules.captureTarget)
    return absl::InvalidArgumentError("prisoners: both players have already reached the capture target");
  Move ko = kNoMove;
  if (!spec.ko.empty()) {
    if (spec.rules.ko == KoRule::None)
      return absl::InvalidArgumentError(cat("ko: the rules ", spec.rules.toString(), " have no ko rule"));
    ParsedPoint pt = parsePoint(spec.ko, spec.width, spec.height);
    if (pt.kind != ParsedPoint::Kind::OnBoard)
      return absl::InvalidArgumentError(cat("ko: '", spec.ko, "' is not a point on this board"));
    ko = static_cast<Move>(geo->point(pt.x, pt.y));
    if (board.at(ko) != Color::Empty)
      return absl::InvalidArgumentError(cat("ko: ", geo->name(ko), " is occupied"));
    if (board.capturesOf(ko, spec.toMove).count() != 1)
      return absl::InvalidArgumentError(
          cat("ko: ", geo->name(ko), " is not a ko: playing there would not retake a single stone"));
    // The stone taken there had every neighbour the taker's (the bounds of
    // unconditional_life.h rest on it).
    if (spec.rules.capture == CaptureEffect::Remove && (geo->neighbors(ko) - board.stones(opponent(spec.toMove))).any())
      return absl::InvalidArgumentError(cat("ko: ", geo->name(ko),
                                            " is not a ko a game can reach: the points around a ko are all stones of "
                                            "the side that took there"));
  }
  if (ko != kNoMove && spec.previousPass)
    return absl::InvalidArgumentError(
        cat("ko: ", geo->name(ko), " cannot be a ko point after a pass: a pass clears the ko"));
  if (spec.previousPass && !spec.rules.passAllowed())
    return absl::InvalidArgumentError(cat("previous pass: the rules ", spec.rules.toString(), " have no passing"));
  for (Color c : {Color::Black, Color::White}) {
    Coin coin = spec.coins[index(c)];
    std::string_view who = c == Color::Black ? "Black" : "White";
    if (coin == Coin::None && spec.rules.groups != GroupRule::Free && spec.prisoners[index(c)] > 0)
      return absl::InvalidArgumentError(cat("coins: ", who, " has prisoners but no coin, and her first capture ",
                                            "brought one (give her coin: ",
                                            spec.rules.coinMarksCapture() ? "captured" : "tails or heads",
                                            ")"));
    if (coin == Coin::None) continue;
    if (spec.rules.groups == GroupRule::Free)
      return absl::InvalidArgumentError(cat("coins: the rules ", spec.rules.toString(), " have no coins"));
    if (coin == Coin::Heads && spec.rules.coinMarksCapture())
      return absl::InvalidArgumentError(cat("coins: ", spec.rules.toString(), " has no coin to turn heads up (", who,
                                            "'s standing is none or captured)"));
    if (spec.prisoners[index(c)] == 0)
      return absl::InvalidArgumentError(cat("coins: ", who, " has a coin but no prisoners, and the coin comes with ",
                                            "her first capture (give her prisoners)"));
  }
  Move previousMove = kNoMove;
  if (!spec.previousMove.empty() || spec.mirrorRuns != std::array<int, 2>{0, 0}) {
    const int limit = spec.rules.mirrorLimit;
    if (limit < 0)
      return absl::InvalidArgumentError(cat("mirror: the rules ", spec.rules.toString(), " have no mirror rule"));
    if (spec.width * spec.height < 2 * (limit + 1))
      return absl::InvalidArgumentError(
          cat("mirror: on ", spec.width, "x", spec.height, " the mirror rule (at most ", limit,
              " mirror moves in a row) cannot bind: a run needs ", 2 * (limit + 1),
              " points, so no previous move or run is part of the position"));
    const Color before = opponent(spec.toMove);
    if (!spec.previousMove.empty()) {
      ParsedPoint pt = parsePoint(spec.previousMove, spec.width, spec.height);
      if (pt.kind == ParsedPoint::Kind::Pass) {
        if (!spec.previousPass)
          return absl::InvalidArgumentError("mirror: the previous move is a pass, so the previous pass must be set too");
        previousMove = kPass;
      } else if (pt.kind == ParsedPoint::Kind::OnBoard) {
        previousMove = static_cast<Move>(geo->point(pt.x, pt.y));
        if (spec.previousPass)
          return absl::InvalidArgumentError(cat("mirror: the previous move cannot be ", geo->name(previousMove),
                                                " when the move before was a pass"));
        if (board.at(previousMove) == Color::Empty)
          return absl::InvalidArgumentError(cat("mirror: the previous move ", geo->name(previousMove),
                                                " is an empty point, but stones never leave the board"));
        // A corner stone touches two sides, so it is never dead and never converted.
        const bool corner = (geo->x(previousMove) == 0 || geo->x(previousMove) == spec.width - 1) &&
                            (geo->y(previousMove) == 0 || geo->y(previousMove) == spec.height - 1);
        if (corner && board.at(previousMove) == spec.toMove)
          return absl::InvalidArgumentError(
              cat("mirror: the previous move ", geo->name(previousMove), " holds a stone of the side to move, but ",
                  before == Color::Black ? "Black" : "White",
                  " played it, and a corner stone is never converted"));
      } else {
        return absl::InvalidArgumentError(
            cat("mirror: the previous move '", spec.previousMove, "' is not a point on this board, nor pass"));
      }
    }
    for (Color c : {Color::Black, Color::White}) {
      int run = spec.mirrorRuns[index(c)];
      if (run < 0 || run > limit)
        return absl::InvalidArgumentError(cat("mirror: runs of mirror moves are from 0 to the limit, ", limit));
      if (c == before && run > 0 && previousMove < 0)
        return absl::InvalidArgumentError(
            cat("mirror: ", c == Color::Black ? "Black" : "White", "'s run of ", run,
                " mirror moves ends with her move just before, which must then be a point (give the previous move)"));
      if (c == before && run > 0 && previousMove >= 0) {
        // That move mirrored the opponent's move before it, a stone that never left the board.
        const int x = geo->x(previousMove), y = geo->y(previousMove);
        const Move mirrored = static_cast<Move>(geo->point(spec.width - 1 - x, spec.height - 1 - y));
        if (mirrored == previousMove || board.at(mirrored) == Color::Empty)
          return absl::InvalidArgumentError(
              cat("mirror: a run of ", run, " needs the previous move ", geo->name(previousMove),
                  " to mirror a stone at ", geo->name(mirrored), ", ",
                  mirrored == previousMove ? "which is the same point" : "which is empty"));
      }
    }
  }
  GameState<Words> game(spec.rules, std::move(board), spec.toMove, ko, spec.prisoners, spec.previousPass, spec.coins);
  if (previousMove != kNoMove || spec.mirrorRuns != std::array<int, 2>{0, 0})
    game.setMirrorHistory(previousMove, spec.mirrorRuns);
  if (spec.rules.goal == Goal::Connection && connectsOppositeEdges(game.board(), Color::Black) &&
      connectsOppositeEdges(game.board(), Color::White))
    return absl::InvalidArgumentError("board: both players connect opposite edges, which no game can reach");
  return game;
}

// How a game type and a described position meet, both ways: every game type
// specializes it beside itself, with from(spec) -> absl::StatusOr<Game> (the
// position set up, or why no game reaches it) and describe(game) ->
// PositionSpec (everything that decides the game's future, so that from()
// sets up the same game). The registry (game_registry.h), the puzzle
// writer, the engine and the checkpoint header all go through it.
template <class Game>
struct GameSetUp;

// The stone games: set up by setUpGame (every check above), described with
// ko, prisoners, a pass just played, Quench's coins and Conversion's mirror
// history.
template <int Words>
struct GameSetUp<GameState<Words>> {
  static absl::StatusOr<GameState<Words>> from(const PositionSpec& spec) { return setUpGame<Words>(spec); }
  static PositionSpec describe(const GameState<Words>& game) {
    PositionSpec p;
    p.rules = game.rules();
    p.width = game.geometry().width();
    p.height = game.geometry().height();
    p.toMove = game.toMove();
    p.rows = boardRows(game.board());
    if (game.koPoint() >= 0) p.ko = game.geometry().name(game.koPoint());
    p.prisoners = {game.prisoners(Color::Black), game.prisoners(Color::White)};
    p.previousPass = game.previousPass();
    p.coins = {game.coin(Color::Black), game.coin(Color::White)};
    const Move before = game.mirrorPreviousMove();
    if (before != kNoMove) {
      p.previousMove = before == kPass ? "pass" : game.geometry().name(before);
      p.mirrorRuns = {game.mirrorRun(Color::Black), game.mirrorRun(Color::White)};
    }
    return p;
  }
};

}  // namespace goproof
