#include "checker/goal_reference.h"

#include <algorithm>

namespace goproof::proof {
namespace {

using naive_rules::kNaiveEmpty;
using naive_rules::NaiveGame;

}  // namespace

std::optional<naive_rules::NaiveRules> parseGoalRules(std::string_view name) {
  naive_rules::NaiveRules rules;
  rules.passing = rules.simpleKo = rules.targetGoal = true;
  if (name == "go+goal=capture") return rules;
  if (name == "go+goal=capture+ko=simple") return rules;
  if (name == "go+goal=capture+ko=none") {
    rules.simpleKo = false;
    return rules;
  }
  return std::nullopt;
}

void settleGoal(NaiveGame& game, bool passed) {
  const char defender = game.defender;
  const char attacker = naive_rules::naiveOpponent(defender);
  const bool taken = std::any_of(game.targets.begin(), game.targets.end(),
                                 [&](int t) { return game.board[t] != defender; });
  if (taken) {
    // Unless the defender, to move, may retake a lone target stone in a ko
    // at once: she holds a threat, and her stone there would bring back the
    // board before the attacker's move.
    const bool retakeable =
        game.rules.simpleKo && game.toMove == defender &&
        game.koThreats[naive_rules::naivePlayerIndex(defender)] != 0 &&
        std::any_of(game.targets.begin(), game.targets.end(),
                    [&](int t) { return naive_rules::naiveRecreatesLastBoard(game, t); });
    if (!retakeable) game.winner = attacker;
    return;
  }
  if (passed) {
    if (game.passes == 2) game.winner = game.twoPassesForDefender ? defender : attacker;
    return;
  }
  // Safe for ever: every target chain has escaped (it touches an empty
  // point outside the region), or every target stone is in a chain Benson
  // finds unconditionally alive.
  const bool escaped = std::all_of(game.targets.begin(), game.targets.end(), [&](int t) {
    for (int p : naive_rules::floodFill(game, game.board, {t}))
      for (int q : naive_rules::neighbours(game, p))
        if (game.board[q] == kNaiveEmpty && !game.region[q]) return true;
    return false;
  });
  if (escaped) {
    game.winner = defender;
    return;
  }
  const std::vector<bool> benson = bensonAlive(game, defender);
  if (std::all_of(game.targets.begin(), game.targets.end(), [&](int t) { return benson[t]; })) game.winner = defender;
}

std::optional<NaiveGame> goalPlay(const NaiveGame& game, uint64_t code) {
  const int points = game.width * game.height;
  if (game.winner != kNaiveEmpty || code > static_cast<uint64_t>(points)) return std::nullopt;
  if (code == static_cast<uint64_t>(points)) {
    std::optional<NaiveGame> next = naive_rules::naivePass(game);
    if (next) settleGoal(*next, true);
    return next;
  }
  const int p = static_cast<int>(code);
  if (!game.region[p]) return std::nullopt;
  const int me = naive_rules::naivePlayerIndex(game.toMove);
  std::optional<NaiveGame> next = naive_rules::naivePlay(game, p);
  if (!next && game.koThreats[me] != 0 && game.rules.simpleKo) {
    // Refused for the ko alone? Then a threat, answered elsewhere, lifts the ban: it uses one.
    NaiveGame unbarred = game;
    unbarred.boardBeforeLastMove.clear();
    next = naive_rules::naivePlay(unbarred, p);
    if (next) {
      next->boardBeforeLastMove = game.board;
      if (next->koThreats[me] > 0) --next->koThreats[me];
    }
  }
  if (next) settleGoal(*next, false);
  return next;
}

std::vector<std::pair<uint64_t, NaiveGame>> goalChildren(const NaiveGame& game) {
  std::vector<std::pair<uint64_t, NaiveGame>> children;
  const uint64_t points = static_cast<uint64_t>(game.width) * game.height;
  for (uint64_t code = 0; code <= points; ++code)
    if (std::optional<NaiveGame> next = goalPlay(game, code)) children.emplace_back(code, *std::move(next));
  return children;
}

}  // namespace goproof::proof
