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

std::vector<bool> bensonAlive(const NaiveGame& game, char colour) {
  const int points = game.width * game.height;
  // Chains of `colour` and regions (maximal connected sets of points
  // without her stones), each point's index into them.
  std::vector<int> chainOf(points, -1), regionOf(points, -1);
  std::vector<std::vector<int>> chains, regions;
  for (int p = 0; p < points; ++p) {
    if (game.board[p] == colour && chainOf[p] < 0) {
      chains.push_back(naive_rules::floodFill(game, game.board, {p}));
      for (int q : chains.back()) chainOf[q] = static_cast<int>(chains.size()) - 1;
    }
    if (game.board[p] != colour && regionOf[p] < 0) {
      // Flood through every point that is not hers, whatever it holds.
      std::vector<int> region{p};
      regionOf[p] = static_cast<int>(regions.size());
      for (size_t i = 0; i < region.size(); ++i)
        for (int q : naive_rules::neighbours(game, region[i]))
          if (game.board[q] != colour && regionOf[q] < 0) {
            regionOf[q] = regionOf[p];
            region.push_back(q);
          }
      regions.push_back(std::move(region));
    }
  }
  // For each region, the chains beside it, and those it is vital to: every
  // empty point of it is a liberty of the chain.
  std::vector<std::vector<int>> beside(regions.size()), vitalTo(regions.size());
  for (size_t r = 0; r < regions.size(); ++r) {
    for (int p : regions[r])
      for (int q : naive_rules::neighbours(game, p))
        if (chainOf[q] >= 0 && std::find(beside[r].begin(), beside[r].end(), chainOf[q]) == beside[r].end())
          beside[r].push_back(chainOf[q]);
    for (int c : beside[r]) {
      // Vital: it has an empty point (as every region of a position a game
      // reaches has), and each is a liberty of the chain.
      bool vital = std::any_of(regions[r].begin(), regions[r].end(), [&](int p) { return game.board[p] == kNaiveEmpty; });
      for (int p : regions[r]) {
        if (game.board[p] != kNaiveEmpty) continue;
        bool liberty = false;
        for (int q : naive_rules::neighbours(game, p)) liberty |= chainOf[q] == c;
        vital = vital && liberty;
      }
      if (vital) vitalTo[r].push_back(c);
    }
  }
  // Benson: drop each chain with fewer than two vital regions left, then
  // each region beside a dropped chain, until nothing changes.
  std::vector<bool> chainLeft(chains.size(), true), regionLeft(regions.size(), true);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t c = 0; c < chains.size(); ++c) {
      if (!chainLeft[c]) continue;
      int vital = 0;
      for (size_t r = 0; r < regions.size(); ++r)
        if (regionLeft[r] && std::find(vitalTo[r].begin(), vitalTo[r].end(), static_cast<int>(c)) != vitalTo[r].end())
          ++vital;
      if (vital < 2) chainLeft[c] = false, changed = true;
    }
    for (size_t r = 0; r < regions.size(); ++r) {
      if (!regionLeft[r]) continue;
      for (int c : beside[r])
        if (!chainLeft[c]) regionLeft[r] = false, changed = true;
    }
  }
  std::vector<bool> alive(points, false);
  for (int p = 0; p < points; ++p) alive[p] = chainOf[p] >= 0 && chainLeft[chainOf[p]];
  return alive;
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
