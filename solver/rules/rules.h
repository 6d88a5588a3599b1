// A rule set as a value: parsed from a string such as "capture-2+ko=simple" or
// "gonnect+pie", printed back in canonical form, compared and hashed.
#pragma once

#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace goproof {

// Which game is played. Go is plain Go (area scoring), kept as the shared base
// of the variants and for differential tests against GNU Go.
enum class GameKind { Go, Capture, Gonnect };

// Which earlier positions a move may not recreate.
enum class KoRule {
  None,       // any recapture is legal at once
  Simple,     // may not retake a single stone at once (the position after one's own previous move)
  Superko,    // positional superko: may not recreate any earlier board position
};

// What a repetition of an earlier board position means, beyond the ko rule.
enum class CycleRule {
  Draw,           // play may go on; endless play is a draw
  RepeaterLoses,  // the player whose move recreates an earlier position loses at once
};

struct Rules {
  GameKind game = GameKind::Capture;
  int captureTarget = 1;          // Capture: prisoners needed to win (>= 1)
  KoRule ko = KoRule::None;
  CycleRule cycle = CycleRule::Draw;
  bool pie = false;               // White may answer Black's first move by swapping colours
  double komi = 0;                // Go: points added to White's area score

  // Parses "go", "capture-N" or "gonnect", followed by options joined with '+':
  // "ko=none|simple|superko", "cycle=draw|repeater-loses", "pie", "komi=K" (Go only, a
  // multiple of 0.5).
  static absl::StatusOr<Rules> parse(std::string_view text);
  // Canonical spelling: the game, then only options that differ from its defaults,
  // in the order ko, cycle, pie, komi. parse(toString()) == *this.
  std::string toString() const;
  // The defaults of a game (Capture: ko=none; Go and Gonnect: ko=simple).
  static Rules defaults(GameKind game);

  bool passAllowed() const { return game == GameKind::Go; }
  // Whether the game ends with a score in points (area scoring after two
  // passes) rather than with a winner alone.
  bool scored() const { return game == GameKind::Go; }
  // Komi in half-points (parse() accepts only multiples of 0.5).
  int komiHalfPoints() const { return static_cast<int>(std::lround(2 * komi)); }
  // Why a game's future under these rules depends on more than its position
  // ("superko makes the rules history-dependent: ..."), or "" when the position alone
  // decides it. Table-based solvers refuse such rules with this reason.
  std::string historyDependence() const;
  bool operator==(const Rules&) const = default;

  template <typename H>
  friend H AbslHashValue(H h, const Rules& r) {
    return H::combine(std::move(h), r.game, r.captureTarget, r.ko, r.cycle, r.pie, r.komi);
  }
};

std::string_view toString(KoRule k);
std::string_view toString(CycleRule c);

}  // namespace goproof

template <>
struct std::hash<goproof::Rules> {
  size_t operator()(const goproof::Rules& r) const;
};
