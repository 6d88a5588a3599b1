// A rule set as a value, built from independent axes (the goal, what a
// capture does, passing, ko, what a repetition means, komi, each variant's
// restriction). Game
// names are presets of those axes: parsed from a string such as
// "capture-2+ko=simple", "gonnect+pie" or "quench-3+komi=0.5", printed back in
// canonical form, compared and hashed.
#pragma once

#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/statusor.h"

namespace goproof {

// The game a rule set was built from, by the name its preset goes by
// (game_preset.h). The registry (game_registry.h) lists every game; each
// declares its kind beside its type, so a new game adds no line here. Kinds
// compare by name.
struct GameKind {
  std::string_view name;
  constexpr bool operator==(const GameKind& other) const { return name == other.name; }
  template <typename H>
  friend H AbslHashValue(H h, const GameKind& k) {
    return H::combine(std::move(h), k.name);
  }
  static const GameKind Go;          // plain Go, area scoring
  static const GameKind Capture;     // Capture Go: first to N prisoners
  static const GameKind Gonnect;     // connect two opposite edges
  static const GameKind Quench;      // Go with group creation restricted after a player's first capture
  static const GameKind Conversion;  // Conversion Go: dead groups change colour instead of leaving the board
  static const GameKind Conquest;    // territory by enclosure (docs/rules/conquest.md; played by ConquestGame)
};
inline constexpr GameKind GameKind::Go{"go"};
inline constexpr GameKind GameKind::Capture{"capture"};
inline constexpr GameKind GameKind::Gonnect{"gonnect"};
inline constexpr GameKind GameKind::Quench{"quench"};
inline constexpr GameKind GameKind::Conversion{"conversion"};
inline constexpr GameKind GameKind::Conquest{"conquest"};

// What happens to a group that a move leaves without liberties.
enum class CaptureEffect {
  Remove,   // Go: the mover's move removes the enemy chains it leaves without
            // liberties; a move that would leave its own chain without any is
            // illegal (suicide)
  Convert,  // Conversion Go: after a move, every dead enemy group (no liberty,
            // touching fewer than two sides) turns to the mover's colour, then
            // every dead group of the mover's turns to the other colour; so
            // every move is legal (suicide converts the mover's own stones)
};

// What ends the game and decides it.
enum class Goal {
  Prisoners,   // the first to take captureTarget stones wins
  Connection,  // the first to join two opposite edges with one chain wins
  AreaScore,   // two passes end the game; area scoring decides by points
  Territory,   // Conquest: the game ends when no point is left to play; conquered territory decides
  CaptureTarget,  // a local goal on Go's board (docs/goals.md): the attacker wins when a
                  // stone of the position's target is captured; the target's owner wins
                  // when two passes in a row end the game first, or when every target
                  // stone is unconditionally alive; endless play is neither's (a draw).
                  // Capture, save, kill and live are this game seen from either side.
};

// Which earlier positions a move may not recreate.
enum class KoRule {
  None,       // any recapture is legal at once
  Simple,     // may not retake a single stone at once (the position after one's own previous move)
  Superko,    // positional superko: may not recreate any earlier board position
};

// What a repetition of an earlier board position means, beyond the ko rule.
enum class CycleRule {
  Draw,           // play may go on; endless play is a draw (scores 0)
  RepeaterLoses,  // the player whose move recreates an earlier position loses at once
};

// Quench's restriction on new groups. A stone creates a group when, once its
// captures are resolved, it touches no stone of its colour; it joins groups
// when it touches two or more of its colour's chains. The restriction starts
// with a player's turn after her own first capture.
enum class GroupRule {
  Free,             // no restriction (every game but Quench)
  NoNewGroups,      // quench-1: no new group after one's first capture
  CoinStartsTails,  // quench-3: the first capture brings a coin, tails up;
                    // joining turns it heads, creating turns it tails; a new
                    // group only with the coin heads up at the turn's start
  CoinStartsHeads,  // quench-4: the same, the coin placed heads up
  TwoStoneTurns,    // quench-2: after one's first capture, a turn is a pass, one
                    // stone that creates no group, or two stones: one joining
                    // two or more groups, then one creating a group
};

struct Rules {
  GameKind game = GameKind::Capture;
  Goal goal = Goal::Prisoners;
  CaptureEffect capture = CaptureEffect::Remove;
  int captureTarget = 1;          // Goal::Prisoners: prisoners needed to win (>= 1)
  bool passing = false;           // a pass is legal (two in a row end a scored game)
  KoRule ko = KoRule::None;
  CycleRule cycle = CycleRule::Draw;
  GroupRule groups = GroupRule::Free;
  // Conversion: how many mirror moves in a row (each the 180-degree rotation
  // of the opponent's move just before) a player may make; -1 for no limit.
  int mirrorLimit = -1;
  // The pie rule. Capture and Gonnect: White may answer Black's first move by
  // swapping colours. Conversion: the refined pie rule (three opening moves
  // by the first player, then the second chooses a colour), which is a choice
  // before play (refined_pie.h), not a move.
  bool pie = false;
  double komi = 0;                // scored games: points added to White's area or territory
  bool pure = false;              // Conquest: Pure Conquest scoring (docs/rules/conquest.md)

  // Parses the name of a registered game (game_registry.h lists them):
  // "go", "capture-N", "gonnect", "quench-N" (N = 1 to 4), "conversion",
  // "conquest" and any other, followed by options joined with '+', each
  // where it fits the game: "ko=none|simple|superko" (capture, gonnect, go),
  // "cycle=draw|repeater-loses" (capture, gonnect, go), "pie" (capture,
  // gonnect: the swap; conversion: the refined pie rule), "komi=K" (go,
  // quench, conversion, conquest; a multiple of 0.5),
  // "mirror=N|none" (conversion: mirror moves allowed in a row, default 9),
  // "pure" (conquest: Pure Conquest scoring), "goal=capture" (go: the
  // local goal of capturing the position's target, played by TargetGame).
  static absl::StatusOr<Rules> parse(std::string_view text);
  // Canonical spelling: the game, then only options that differ from its defaults,
  // in the order goal, ko, cycle, pie, komi, mirror, pure. parse(toString()) == *this.
  std::string toString() const;
  // The preset of a registered game (Capture: ko=none; Go and Gonnect:
  // ko=simple; Quench: no ko). `variant` is the number in its name (Capture's
  // target, Quench's variant), where it has one.
  static Rules defaults(GameKind game, int variant = 1);

  bool passAllowed() const { return passing; }
  // Whether the pie rule is the swap move (capture, gonnect).
  bool pieSwap() const { return pie && game != GameKind::Conversion; }
  // Whether the game ends with a score in points (area scoring after two
  // passes) rather than with a winner alone.
  bool scored() const { return goal == Goal::AreaScore || goal == Goal::Territory; }
  // Whether a position's target decides the game (Goal::CaptureTarget).
  bool targetGoal() const { return goal == Goal::CaptureTarget; }
  // Quench #1 and #2: the coin only records a player's first capture (Tails: she has made it).
  bool coinMarksCapture() const { return groups == GroupRule::NoNewGroups || groups == GroupRule::TwoStoneTurns; }
  // Komi in half-points (parse() accepts only multiples of 0.5).
  int komiHalfPoints() const { return static_cast<int>(std::lround(2 * komi)); }
  // Why a game's future under these rules depends on more than its position
  // ("superko makes the rules history-dependent: ..."), or "" when the position alone
  // decides it. Table-based solvers refuse such rules with this reason.
  std::string historyDependence() const;
  bool operator==(const Rules&) const = default;

  template <typename H>
  friend H AbslHashValue(H h, const Rules& r) {
    return H::combine(std::move(h), r.game, r.goal, r.capture, r.captureTarget, r.passing, r.ko, r.cycle, r.groups,
                      r.mirrorLimit, r.pie, r.komi, r.pure);
  }
};

std::string_view toString(KoRule k);
std::string_view toString(CycleRule c);

}  // namespace goproof

template <>
struct std::hash<goproof::Rules> {
  size_t operator()(const goproof::Rules& r) const;
};
