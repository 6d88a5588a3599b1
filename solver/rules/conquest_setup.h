// Building a Conquest game from a described position (position_setup.h's
// PositionSpec), with one-line errors for what Conquest has no use for (a
// ko point, prisoners, a pass) and for positions no game can reach.
#pragma once

#include <array>
#include <memory>
#include <type_traits>

#include "absl/status/statusor.h"
#include "solver/rules/conquest_board.h"
#include "solver/rules/conquest_game.h"
#include "solver/rules/game_preset.h"
#include "solver/rules/position_setup.h"

namespace goproof {

template <int Words>
absl::StatusOr<ConquestGame<Words>> setUpConquest(const PositionSpec& spec) {
  if (spec.width < 2 || spec.height < 2)
    return absl::InvalidArgumentError("size: Conquest needs at least 2 points each way (a board of four walls)");
  if (spec.width * spec.height > 64 * Words) return absl::InvalidArgumentError("size: too large for this build");
  if (!spec.ko.empty()) return absl::InvalidArgumentError("ko: conquest has no ko rule");
  if (spec.prisoners != std::array<int, 2>{0, 0})
    return absl::InvalidArgumentError("prisoners: conquest counts territory, not prisoners");
  if (spec.previousPass) return absl::InvalidArgumentError("previous-pass: conquest has no passing");
  if (spec.coins != std::array<Coin, 2>{Coin::None, Coin::None}) return absl::InvalidArgumentError("coins: are Quench's");
  if (!spec.previousMove.empty()) return absl::InvalidArgumentError("previous-move: is Conversion's mirror rule");
  auto geo = std::make_shared<const Geometry<Words>>(spec.width, spec.height);
  ConquestGame<Words> game(geo, spec.rules, spec.toMove);
  if (!spec.rows.empty()) {
    auto board = ConquestBoard::fromRows(spec.rows);
    if (!board.ok()) return absl::InvalidArgumentError(cat("board: ", board.status().message()));
    if (board->width() != spec.width || board->height() != spec.height)
      return absl::InvalidArgumentError(cat("board: the rows make a ", board->width(), "x", board->height(),
                                            " board, and the size is ", spec.width, "x", spec.height));
    for (int p = 0; p < board->points(); ++p) game.setCell(p, board->at(p));
    int at = -1;
    if (std::string why = game.impossibility(&at); !why.empty()) {
      absl::Status error = absl::InvalidArgumentError(cat("board: ", why));
      if (at >= 0) error.SetPayload(kPointPayload, absl::Cord(cat(geo->x(at), ",", geo->height() - 1 - geo->y(at))));
      return error;
    }
  }
  return game;
}

// Conquest: set up by setUpConquest (above), described by its stones and territory.
template <int Words>
struct GameSetUp<ConquestGame<Words>> {
  static absl::StatusOr<ConquestGame<Words>> from(const PositionSpec& spec) { return setUpConquest<Words>(spec); }
  // Stones and territory, the side to move: all that decides a Conquest game.
  static PositionSpec describe(const ConquestGame<Words>& game) {
    PositionSpec p;
    p.rules = game.rules();
    p.width = game.geometry().width();
    p.height = game.geometry().height();
    p.toMove = game.toMove();
    p.rows = game.rows();
    return p;
  }
};

// Conquest's preset, as Rules::parse reads "conquest", and its type: one
// family of the registry (game_registry.h).
struct ConquestGames {
  static Rules conquest(int) {
    Rules r;
    r.game = GameKind::Conquest;
    r.goal = Goal::Territory;
    r.ko = KoRule::None;
    return r;
  }
  static constexpr std::array<GamePreset, 1> kPresets = {
      [] {
        GamePreset p;
        p.kind = GameKind::Conquest;
        p.head = "conquest";
        p.rules = conquest;
        p.listedAs = "conquest";
        p.noKo = "conquest has no ko rule (no point is ever played twice)";
        p.noCycle = "conquest has no cycle rule (every game ends)";
        p.noPie = kPieIsForSwapGames;
        p.noPure = "";  // Pure Conquest scoring is Conquest's
        return p;
      }(),
  };
  template <int W, class F>
  static decltype(auto) withType(const Rules&, F&& f) {
    return f(std::type_identity<ConquestGame<W>>{});
  }
};

}  // namespace goproof
