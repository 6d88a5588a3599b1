// What a game's name means in a rule set: the preset of axes Rules::parse
// builds from it, and which options fit the game. Each game declares its
// presets beside its type (its family, listed in game_registry.h); rules.cc
// reads them and knows no game by name.
#pragma once

#include <string_view>

#include "solver/rules/rules.h"

namespace goproof {

// The refusals most games share (the messages Rules::parse has always given).
inline constexpr std::string_view kPieIsForSwapGames = "the pie rule is for capture, gonnect and conversion";
inline constexpr std::string_view kMirrorIsConversions = "the mirror limit is for conversion";
inline constexpr std::string_view kPureIsConquests = "pure (Pure Conquest scoring) is for conquest";
inline constexpr std::string_view kTargetGoalIsGos =
    "goal=capture (a local goal: capture or save a target) is played on go's rules, as in go+goal=capture";

struct GamePreset {
  GameKind kind;
  // The word that names the game in a rule set: "go"; a numbered game's
  // ends in '-' and takes its number after it ("capture-" for capture-2).
  std::string_view head;
  // Numbered games: the numbers allowed, and the error for any other.
  int lowest = 0, highest = 0;
  std::string_view badNumber;
  // Whether any word that starts with the name without its '-' ("quench5",
  // "quench") is read as this game with a bad number, rather than as an
  // unknown game.
  bool claimsBareName = false;
  // The preset itself: its axes, given the number (1 where there is none).
  Rules (*rules)(int number) = nullptr;
  // The number a rule set of this game carries in its name (toString).
  int (*number)(const Rules&) = nullptr;
  // How the "unknown game" error lists it ("capture-N"); empty for an
  // example game, accepted but not offered.
  std::string_view listedAs;
  // Why an option does not fit the game, or empty when it does. Conversion's
  // mirror limit, Pure Conquest's scoring and the local goal are refused
  // unless a game says they fit, so that a new game never takes them silently.
  std::string_view noKo, noCycle, noPie;
  std::string_view noMirror = kMirrorIsConversions;
  std::string_view noPure = kPureIsConquests;
  // Why the local goal "goal=capture" does not fit, or empty where it does.
  std::string_view noTargetGoal = kTargetGoalIsGos;

  bool numbered() const { return !head.empty() && head.back() == '-'; }
};

}  // namespace goproof
