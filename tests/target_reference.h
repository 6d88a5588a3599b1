// The reference for local goals (docs/goals.md), written apart from goproof:
// the whole state graph of a small problem by tests/naive_rules.h's plain Go
// rules (their own boards, captures and simple ko), with the goal's ending
// applied by hand (a target stone taken: the attacker wins, once the defender
// has not retaken it at once where it was taken in a ko; two passes in a
// row: the defender does; no Benson shortcut) and each side's external ko
// threats (a retake over the ko ban uses one), analysed backwards.
#pragma once

#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "checker/naive_rules.h"

namespace goproof::naive_rules {

enum class Outcome { AttackerWins, DefenderWins, Endless };

struct Reference {
  Outcome root = Outcome::Endless;
  std::set<std::string> winningForMover;  // the side to move's winning first moves
};

// Black's and White's external ko threats; -1 for any number.
struct ReferenceThreats {
  int black = 0, white = 0;
};

inline Reference referenceAnswer(int width, int height, const std::string& rows, const std::vector<int>& targets,
                                 const std::vector<int>& region, char toMove, ReferenceThreats threats = {}) {
  struct State {
    NaiveGame game;
    int threats[2];
  };
  const State start{naiveGame("go", width, height, rows, toMove), {threats.black, threats.white}};
  const char defender = start.game.board[targets[0]];
  const char attacker = naiveOpponent(defender);
  auto taken = [&](const NaiveGame& g) {
    for (int t : targets)
      if (g.board[t] != defender) return true;
    return false;
  };
  // The attacker's last move took a lone target stone in a ko that the
  // defender may retake at once: she has a threat, and replaying the stone
  // would recreate the board before that move.
  auto retakeable = [&](const State& s) {
    const int d = naivePlayerIndex(defender);
    if (s.game.toMove != defender || s.threats[d] == 0) return false;
    for (int t : targets) {
      if (s.game.board[t] != kNaiveEmpty) continue;
      Grid after = s.game.board;
      placeStone(s.game, after, t, defender);
      if (after == s.game.boardBeforeLastMove) return true;
    }
    return false;
  };
  auto keyOf = [](const State& s) {
    return naivePositionKey(s.game) + " threats " + std::to_string(s.threats[0]) + "," + std::to_string(s.threats[1]);
  };
  auto children = [&](const State& s) {
    std::vector<std::pair<std::string, State>> out;
    const int me = naivePlayerIndex(s.game.toMove);
    for (int p : region) {
      if (auto next = naivePlay(s.game, p)) {
        out.push_back({naiveName(p, width, height), State{*next, {s.threats[0], s.threats[1]}}});
      } else if (s.threats[me] != 0) {
        // Refused only for the ko: a threat elsewhere, answered, lifts the ban.
        NaiveGame unbarred = s.game;
        unbarred.boardBeforeLastMove.clear();
        if (auto retake = naivePlay(unbarred, p)) {
          retake->boardBeforeLastMove = s.game.board;
          State after{*retake, {s.threats[0], s.threats[1]}};
          if (after.threats[me] > 0) --after.threats[me];
          out.push_back({naiveName(p, width, height), after});
        }
      }
    }
    if (auto next = naivePass(s.game)) out.push_back({"pass", State{*next, {s.threats[0], s.threats[1]}}});
    return out;
  };
  // Every reachable state gets a number; each keeps its successors'.
  std::unordered_map<std::string, int> number;
  std::vector<std::vector<int>> successors;
  std::vector<char> mover;
  std::vector<Outcome> outcome;  // Endless until settled
  std::vector<int> settledFirst;  // the states settled by the rules themselves
  auto numberOf = [&](const State& s, bool& fresh) {
    auto [it, inserted] = number.try_emplace(keyOf(s), static_cast<int>(successors.size()));
    fresh = inserted;
    if (inserted) {
      successors.emplace_back();
      mover.push_back(s.game.toMove);
      outcome.push_back(Outcome::Endless);
    }
    return it->second;
  };
  bool fresh = false;
  std::vector<std::pair<int, State>> todo{{numberOf(start, fresh), start}};
  while (!todo.empty()) {
    auto [n, s] = std::move(todo.back());
    todo.pop_back();
    if (taken(s.game) && !retakeable(s)) {
      outcome[n] = Outcome::AttackerWins;
      settledFirst.push_back(n);
      continue;
    }
    if (s.game.passes == 2) {
      outcome[n] = Outcome::DefenderWins;
      settledFirst.push_back(n);
      continue;
    }
    for (auto& [name, next] : children(s)) {
      const int k = numberOf(next, fresh);
      successors[n].push_back(k);
      if (fresh) todo.push_back({k, std::move(next)});
    }
  }
  // Retrograde analysis: a side wins where she moves to a win of hers, or
  // where every move of her opponent's leads to one; what never settles is
  // endless play. Each state counts the moves not yet known to lose for its
  // mover; settled states are passed back to their predecessors in turn.
  const int count = static_cast<int>(successors.size());
  std::vector<std::vector<int>> predecessors(count);
  std::vector<int> notYetLost(count);
  for (int n = 0; n < count; ++n) {
    notYetLost[n] = static_cast<int>(successors[n].size());
    for (int k : successors[n]) predecessors[k].push_back(n);
  }
  auto winFor = [&](int n) { return mover[n] == attacker ? Outcome::AttackerWins : Outcome::DefenderWins; };
  std::vector<int> queue = settledFirst;
  for (int n = 0; n < count; ++n)
    if (outcome[n] == Outcome::Endless && notYetLost[n] == 0) {  // no move at all: the mover loses
      outcome[n] = winFor(n) == Outcome::AttackerWins ? Outcome::DefenderWins : Outcome::AttackerWins;
      queue.push_back(n);
    }
  for (size_t i = 0; i < queue.size(); ++i) {
    const Outcome o = outcome[queue[i]];
    for (int n : predecessors[queue[i]]) {
      if (outcome[n] != Outcome::Endless) continue;
      if (winFor(n) == o || --notYetLost[n] == 0) {
        outcome[n] = o;
        queue.push_back(n);
      }
    }
  }
  auto outcomeOf = [&](const State& s) {
    auto it = number.find(keyOf(s));
    return it == number.end() ? Outcome::Endless : outcome[it->second];
  };
  Reference ref;
  ref.root = outcomeOf(start);
  const Outcome moverWins = toMove == attacker ? Outcome::AttackerWins : Outcome::DefenderWins;
  if (!taken(start.game) || retakeable(start))
    for (auto& [name, next] : children(start))
      if (outcomeOf(next) == moverWins) ref.winningForMover.insert(name);
  return ref;
}

}  // namespace goproof::naive_rules
