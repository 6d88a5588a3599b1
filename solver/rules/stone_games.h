// The Go family: plain Go, Capture Go, Gonnect, Quench #1 to #4 and
// Conversion Go, the games GameState plays (Quench #2's two-stone turns on
// its longer move list, QuenchTwoGame). Their presets, as Rules::parse reads
// their names, and which type plays a rule set of theirs: one family of the
// registry (game_registry.h).
#pragma once

#include <array>
#include <type_traits>

#include "solver/rules/game_preset.h"
#include "solver/rules/game_state.h"
#include "solver/rules/goals/target_setup.h"
#include "solver/rules/position_setup.h"
#include "solver/rules/two_stone_game.h"

namespace goproof {

struct StoneGames {
  static Rules go(int) {
    Rules r;
    r.game = GameKind::Go;
    r.goal = Goal::AreaScore;
    r.passing = true;
    r.ko = KoRule::Simple;
    return r;
  }
  static Rules capture(int target) {
    Rules r;
    r.game = GameKind::Capture;
    r.goal = Goal::Prisoners;
    r.captureTarget = target;
    r.ko = KoRule::None;
    return r;
  }
  static Rules gonnect(int) {
    Rules r;
    r.game = GameKind::Gonnect;
    r.goal = Goal::Connection;
    r.ko = KoRule::Simple;
    return r;
  }
  static Rules quench(int variant) {
    Rules r;
    r.game = GameKind::Quench;
    r.goal = Goal::AreaScore;
    r.passing = true;
    r.ko = KoRule::None;
    r.groups = variant == 1   ? GroupRule::NoNewGroups
               : variant == 2 ? GroupRule::TwoStoneTurns
               : variant == 3 ? GroupRule::CoinStartsTails
                              : GroupRule::CoinStartsHeads;
    return r;
  }
  static int quenchVariant(const Rules& r) {
    switch (r.groups) {
      case GroupRule::Free:
      case GroupRule::NoNewGroups: return 1;
      case GroupRule::TwoStoneTurns: return 2;
      case GroupRule::CoinStartsTails: return 3;
      case GroupRule::CoinStartsHeads: return 4;
    }
    return 1;
  }
  static Rules conversion(int) {
    Rules r;
    r.game = GameKind::Conversion;
    r.goal = Goal::AreaScore;
    r.capture = CaptureEffect::Convert;
    r.passing = true;
    r.ko = KoRule::None;
    r.mirrorLimit = 9;
    return r;
  }

  static constexpr std::array<GamePreset, 5> kPresets = {
      [] {
        GamePreset p;
        p.kind = GameKind::Go;
        p.head = "go";
        p.rules = go;
        p.listedAs = "go";
        p.noPie = kPieIsForSwapGames;
        p.noTargetGoal = "";  // go+goal=capture: the local goals (TargetGame)
        return p;
      }(),
      [] {
        GamePreset p;
        p.kind = GameKind::Capture;
        p.head = "capture-";
        p.lowest = 1;
        p.highest = 361;
        p.badNumber = "capture needs a prisoner target from 1 to 361, as in capture-1";
        p.rules = capture;
        p.number = [](const Rules& r) { return r.captureTarget; };
        p.listedAs = "capture-N";
        return p;
      }(),
      [] {
        GamePreset p;
        p.kind = GameKind::Gonnect;
        p.head = "gonnect";
        p.rules = gonnect;
        p.listedAs = "gonnect";
        return p;
      }(),
      [] {
        GamePreset p;
        p.kind = GameKind::Quench;
        p.head = "quench-";
        p.lowest = 1;
        p.highest = 4;
        p.badNumber = "quench needs its variant: quench-1, quench-2, quench-3 or quench-4";
        p.claimsBareName = true;
        p.rules = quench;
        p.number = quenchVariant;
        p.listedAs = "quench-N";
        p.noKo = "quench has no ko rule";
        p.noCycle = "quench has no cycle rule (endless play scores 0)";
        p.noPie = kPieIsForSwapGames;
        return p;
      }(),
      [] {
        GamePreset p;
        p.kind = GameKind::Conversion;
        p.head = "conversion";
        p.rules = conversion;
        p.listedAs = "conversion";
        p.noKo = "conversion has no ko rule";
        p.noCycle = "conversion has no cycle rule (endless play scores 0)";
        p.noMirror = "";  // the mirror limit is Conversion's
        return p;
      }(),
  };

  // Calls f with the type that plays `rules` (one of the presets above) on
  // boards of W words: a local goal (go+goal=capture) as TargetGame; Quench
  // #2 on its longer move list where it fits in a word
  // (GameSetUp<GameState<W>> refuses it on larger boards).
  template <int W, class F>
  static decltype(auto) withType(const Rules& rules, F&& f) {
    if (rules.targetGoal()) return f(std::type_identity<TargetGame<W>>{});
    if constexpr (W == 1)
      if (rules.groups == GroupRule::TwoStoneTurns) return f(std::type_identity<QuenchTwoGame<1>>{});
    return f(std::type_identity<GameState<W>>{});
  }
};

}  // namespace goproof
