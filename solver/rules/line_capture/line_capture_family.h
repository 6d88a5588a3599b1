// Line Capture in the registry (game_registry.h): its preset, as
// Rules::parse reads "line-capture", its type, and how a described position
// (position_setup.h's PositionSpec) sets it up and is read back, with
// one-line errors for what the game has no use for.
#pragma once

#include <array>
#include <type_traits>

#include "absl/status/statusor.h"
#include "solver/board/board_text.h"
#include "solver/rules/game_preset.h"
#include "solver/rules/line_capture/line_capture_game.h"
#include "solver/rules/position_setup.h"
#include "solver/util/text.h"

namespace goproof {

// Set up from a spec of one row (WIDTHx1), checked as GameSetUp<GameState>
// checks the Go family's positions; described by its row, side to move and
// prisoners.
template <>
struct GameSetUp<LineCaptureGame> {
  static absl::StatusOr<LineCaptureGame> from(const PositionSpec& spec) {
    auto bad = [](auto... parts) { return absl::InvalidArgumentError(cat(parts...)); };
    if (spec.height != 1 || spec.width < 1 || spec.width > LineCaptureGame::kMaxPoints)
      return bad("size: line-capture is played on one row of 1 to 19 points, such as 7x1 (", spec.width, "x",
                 spec.height, " is not one)");
    if (!spec.ko.empty()) return bad("ko: line-capture has no ko rule");
    if (spec.previousPass) return bad("previous-pass: line-capture has no passing");
    if (spec.coins != std::array<Coin, 2>{Coin::None, Coin::None}) return bad("coins: are Quench's");
    if (!spec.previousMove.empty()) return bad("previous-move: is Conversion's mirror rule");
    for (int c = 0; c < 2; ++c)
      if (spec.prisoners[c] < 0 || spec.prisoners[c] > spec.width)
        return bad("prisoners: counts must be from 0 to ", spec.width, " (the row's points)");
    if (spec.prisoners[0] > 0 && spec.prisoners[1] > 0)
      return bad("prisoners: both players have captured, and the first capture ends the game");
    LineCaptureGame game(spec.width, spec.rules, spec.toMove);
    if (!spec.rows.empty()) {
      auto geo = std::make_shared<const Geometry<1>>(spec.width, 1);
      auto board = parseBoardRows<1>(spec.rows, geo);
      if (!board.ok()) {
        absl::Status error = bad("board: ", board.status().message());
        if (auto point = board.status().GetPayload(kPointPayload)) error.SetPayload(kPointPayload, *point);
        return error;
      }
      for (int p = 0; p < spec.width; ++p) game.setCell(p, board->at(p));
      if (const int p = game.runWithoutLiberties(); p >= 0) {
        int stones = 1;
        while (p + stones < spec.width && game.at(p + stones) == game.at(p)) ++stones;
        absl::Status error = bad("board: the ", game.at(p) == Color::Black ? "black" : "white",
                                 stones == 1 ? cat(" stone at ", geo->name(p)) : cat(" chain at ", geo->name(p), " (", stones, " stones)"),
                                 " has no liberties, which no legal game can produce");
        error.SetPayload(kPointPayload, absl::Cord(cat(p, ",0")));
        return error;
      }
    }
    game.setPrisoners(Color::Black, spec.prisoners[0]);
    game.setPrisoners(Color::White, spec.prisoners[1]);
    return game;
  }
  static PositionSpec describe(const LineCaptureGame& game) {
    PositionSpec p;
    p.rules = game.rules();
    p.width = game.points();
    p.height = 1;
    p.toMove = game.toMove();
    p.rows = game.rows();
    p.prisoners = {game.prisoners(Color::Black), game.prisoners(Color::White)};
    return p;
  }
};

// The family: one preset, one type for every board.
struct LineCaptureGames {
  static Rules lineCapture(int) {
    Rules r;
    r.game = kLineCapture;
    r.goal = Goal::Prisoners;
    r.captureTarget = 1;
    r.ko = KoRule::None;
    return r;
  }
  static constexpr std::array<GamePreset, 1> kPresets = {
      [] {
        GamePreset p;
        p.kind = kLineCapture;
        p.head = "line-capture";
        p.rules = lineCapture;
        p.noKo = "line-capture has no ko rule (the first capture ends the game)";
        p.noCycle = "line-capture has no cycle rule (every game ends)";
        p.noPie = "line-capture has no pie rule";
        return p;
      }(),
  };
  template <int W, class F>
  static decltype(auto) withType(const Rules&, F&& f) {
    return f(std::type_identity<LineCaptureGame>{});
  }
};

}  // namespace goproof
