// How people name a local goal (docs/goals.md): capture or save a target,
// kill or make a group live. The four are one game (TargetGame) seen from
// either side, with the words a teacher would use for its outcome.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "solver/rules/goals/target_game.h"
#include "solver/util/text.h"

namespace goproof {

enum class GoalWord { Capture, Save, Kill, Live };

// "capture", "save", "kill" or "live" (any case), or nullopt.
inline std::optional<GoalWord> parseGoalWord(std::string_view text) {
  const std::string word = lowerCase(text);
  if (word == "capture") return GoalWord::Capture;
  if (word == "save") return GoalWord::Save;
  if (word == "kill") return GoalWord::Kill;
  if (word == "live") return GoalWord::Live;
  return std::nullopt;
}
inline std::string_view toString(GoalWord w) {
  switch (w) {
    case GoalWord::Capture: return "capture";
    case GoalWord::Save: return "save";
    case GoalWord::Kill: return "kill";
    case GoalWord::Live: return "live";
  }
  return "capture";
}
// Whether the goal is about a group's life (kill, live) rather than stones (capture, save).
inline bool aboutLife(GoalWord w) { return w == GoalWord::Kill || w == GoalWord::Live; }
// Whether the goal is the attacker's (capture, kill) rather than the defender's (save, live).
inline bool attackersGoal(GoalWord w) { return w == GoalWord::Kill || w == GoalWord::Capture; }
// The other side's goal in the same game: kill for live, save for capture, and back.
inline GoalWord opposingGoal(GoalWord w) {
  switch (w) {
    case GoalWord::Capture: return GoalWord::Save;
    case GoalWord::Save: return GoalWord::Capture;
    case GoalWord::Kill: return GoalWord::Live;
    case GoalWord::Live: return GoalWord::Kill;
  }
  return GoalWord::Save;
}

inline std::string_view colourName(Color c) { return c == Color::Black ? "Black" : "White"; }

// The target as a sentence part: "White's stones at c3 d3", "White's stone
// at c3 and the 2 stones joined to it" (its chain, as it stands now).
template <int Words>
std::string targetWords(const TargetGame<Words>& game) {
  std::string points;
  game.targets().forEach([&](int p) { points += (points.empty() ? "" : " ") + game.geometry().name(p); });
  const bool several = game.targets().moreThanOne();
  std::string words = cat(colourName(game.defender()), several ? "'s stones at " : "'s stone at ", points);
  // The stones in a chain with a target stone fall with it: say how many.
  const int joined = (game.targetChains() - game.targets()).count();
  if (joined > 0) words += cat(" and the ", joined, joined == 1 ? " stone" : " stones", " joined to ", several ? "them" : "it");
  return words;
}

// What the outcome `w` means for the goal: "Black captures White's stone at
// c3", "White's group at c3 lives", "neither: endless play".
template <int Words>
std::string outcomeWords(const TargetGame<Words>& game, Winner w, GoalWord word) {
  const std::string target = targetWords(game);
  if (w == Winner::Draw) return "neither side can force its goal: endless play (a cycle of kos or passes)";
  if (w == Winner::None) return "unknown";
  const bool attackerWins = w == winnerOf(game.attacker());
  if (aboutLife(word))
    return attackerWins ? cat(colourName(game.attacker()), " kills (", target, ")")
                        : cat(colourName(game.defender()), " lives (", target, ")");
  return attackerWins ? cat(colourName(game.attacker()), " captures ", target)
                      : cat(colourName(game.defender()), " saves ", target);
}

}  // namespace goproof
