// The status of a local goal's position (docs/goals.md), as a teacher says
// it: the attacker kills (or captures) without ko; the defender lives (or is
// saved) without ko, in seki or not; or a ko, with who wins it when neither
// side has an external ko threat and how many the other side needs to win it
// instead (as GoTools counts them). Each answer is a few exact searches of
// the game under different TargetTerms.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "solver/rules/goals/goal_words.h"
#include "solver/rules/goals/target_game.h"
#include "solver/search/solve_registered.h"
#include "solver/util/text.h"

namespace goproof {

// A game whose ko threats and seki term can be set (TargetGame).
template <class G>
concept GoalTermsGame = requires(G& game, const G& view, const TargetTerms& terms) {
  game.setTerms(terms);
  { view.terms() } -> std::convertible_to<TargetTerms>;
  { view.attacker() } -> std::same_as<Color>;
  { view.defender() } -> std::same_as<Color>;
};

enum class GoalOutcome {
  AttackerWins,  // kills or captures, whatever external threats the defender has
  DefenderLives, // lives unconditionally or is saved, whatever threats the attacker has
  LivesInSeki,   // lives, but cannot reach unconditional life: a seki
  Ko,            // the result turns on external ko threats
  Endless,       // neither side can force its goal, with or without threats (a cycle)
  Unknown,       // a search stopped first
};

// The most external threats a ko's count goes to; beyond, "more than" this.
inline constexpr int kMostThreatsCounted = 4;

struct GoalStatus {
  GoalOutcome outcome = GoalOutcome::Unknown;
  Color koWinner = Color::Black;  // Ko: who wins it when neither side has a threat
  int threatsNeeded = 0;          // Ko: the other side's threats that turn it (kMostThreatsCounted + 1: more)
  uint64_t nodes = 0;
};

namespace goal_status_detail {

// The value of `game` for the attacker under `terms` (Win: she reaches her
// goal; Loss: the defender does; Draw: endless play); nullopt when the
// search stops first.
template <GoalTermsGame Game>
std::optional<Value> attackersValue(Game game, const TargetTerms& terms, SolverOptions options, uint64_t& nodes) {
  game.setTerms(terms);
  const Color attacker = game.attacker();
  if (const Winner w = game.result(); w != Winner::None)
    return w == Winner::Draw ? Value::Draw : w == winnerOf(attacker) ? Value::Win : Value::Loss;
  options.allMoves = false;
  options.valueOnly = true;
  options.progress = nullptr;
  SolveResult r;
  try {
    r = solvePosition(game, options);
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
  nodes += r.stats.nodes;
  if (r.value == Value::Unknown) return std::nullopt;
  return game.toMove() == attacker ? r.value : negate(r.value);
}

inline TargetTerms threats(Color attacker, int attackers, int defenders, bool sekiLives = true) {
  TargetTerms t;
  t.koThreats[index(attacker)] = attackers;
  t.koThreats[index(opponent(attacker))] = defenders;
  t.sekiLives = sekiLives;
  return t;
}

}  // namespace goal_status_detail

// The status of `game`'s position with its side to move. askSeki: tell a
// seki from unconditional life (one more search, where the defender lives).
// Its searches together keep to options' time and node limits: each gets
// what the ones before it left, and where nothing is left the status is
// Unknown. winWithoutKo, where known: the proven value for the side to move
// of her win without ko (askWinWithoutKo's question, with seki living, as a
// solve of the same position has just answered), which settles the first
// search, or where the defender is to move and wins, the first two.
template <GoalTermsGame Game>
GoalStatus goalStatus(const Game& game, const SolverOptions& options, bool askSeki,
                      Value winWithoutKo = Value::Unknown) {
  using goal_status_detail::attackersValue;
  using goal_status_detail::threats;
  GoalStatus s;
  const Color a = game.attacker();
  const auto start = std::chrono::steady_clock::now();
  auto value = [&](int attackers, int defenders, bool sekiLives = true) -> std::optional<Value> {
    SolverOptions left = options;
    if (options.timeLimitSeconds > 0) {
      left.timeLimitSeconds =
          options.timeLimitSeconds - std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (left.timeLimitSeconds <= 0) return std::nullopt;
    }
    if (options.nodeLimit > 0) {
      if (s.nodes >= options.nodeLimit) return std::nullopt;
      left.nodeLimit = options.nodeLimit - s.nodes;
    }
    return attackersValue(game, threats(a, attackers, defenders, sekiLives), left, s.nodes);
  };
  auto unknown = [&] { return GoalStatus{GoalOutcome::Unknown, a, 0, s.nodes}; };
  // What the side to move's win without ko says: the attacker's is the first
  // question below; the defender's is the second, turned round, and where
  // she wins even against every threat she wins against none, the first.
  std::optional<Value> withoutKo, allThreats;
  if (winWithoutKo == Value::Win || winWithoutKo == Value::Loss) {
    if (game.toMove() == a) {
      withoutKo = winWithoutKo;
    } else {
      allThreats = negate(winWithoutKo);
      if (winWithoutKo == Value::Win) withoutKo = Value::Loss;
    }
  }
  // Without ko: the attacker with no threat against a defender with any number.
  if (!withoutKo) withoutKo = value(0, kUnlimitedKoThreats);
  if (!withoutKo) return unknown();
  if (*withoutKo == Value::Win) return GoalStatus{GoalOutcome::AttackerWins, a, 0, s.nodes};
  if (!allThreats) allThreats = value(kUnlimitedKoThreats, 0);
  if (!allThreats) return unknown();
  if (*allThreats == Value::Draw) return GoalStatus{GoalOutcome::Endless, a, 0, s.nodes};
  if (*allThreats == Value::Loss) {
    s.outcome = GoalOutcome::DefenderLives;
    if (askSeki) {
      // A seki: with two passes ending the game for the attacker, the
      // defender cannot reach unconditional life.
      const std::optional<Value> strict = value(kUnlimitedKoThreats, 0, /*sekiLives=*/false);
      if (!strict) return unknown();
      if (*strict != Value::Loss) s.outcome = GoalOutcome::LivesInSeki;
    }
    return s;
  }
  // A ko: who wins it with no threats on either side, and what the other side needs.
  const std::optional<Value> bare = value(0, 0);
  if (!bare) return unknown();
  const bool attackerWinsKo = *bare == Value::Win;
  s.outcome = GoalOutcome::Ko;
  s.koWinner = attackerWinsKo ? a : opponent(a);
  for (int n = 1;; ++n) {
    s.threatsNeeded = n;
    if (n > kMostThreatsCounted) break;
    const std::optional<Value> turned = attackerWinsKo ? value(0, n) : value(n, 0);
    if (!turned) return unknown();
    if ((*turned == Value::Win) != attackerWinsKo) break;
  }
  return s;
}

// game's terms, with a win for its side to move a win without ko
// (docs/goals.md): she has no external ko threat, her opponent any number.
template <GoalTermsGame Game>
TargetTerms winWithoutKoTerms(const Game& game) {
  TargetTerms terms = game.terms();
  terms.koThreats[index(game.toMove())] = 0;
  terms.koThreats[index(opponent(game.toMove()))] = kUnlimitedKoThreats;
  return terms;
}

// Sets game's terms to winWithoutKoTerms.
template <GoalTermsGame Game>
void askWinWithoutKo(Game& game) {
  game.setTerms(winWithoutKoTerms(game));
}

// The status in words, for the goal as `word` names it: "Black kills (White's
// stones at b2 c2)", "White lives in seki (...)", "ko: Black wins it (kills
// ...) unless White has 1 external threat".
template <GoalTermsGame Game>
std::string goalStatusWords(const Game& game, const GoalStatus& s, GoalWord word) {
  switch (s.outcome) {
    case GoalOutcome::AttackerWins: return outcomeWords(game, winnerOf(game.attacker()), word);
    case GoalOutcome::DefenderLives: return outcomeWords(game, winnerOf(game.defender()), word);
    case GoalOutcome::LivesInSeki:
      return cat(colourName(game.defender()), " lives in seki (", targetWords(game), ")");
    case GoalOutcome::Ko: {
      const Color other = opponent(s.koWinner);
      const std::string count = s.threatsNeeded > kMostThreatsCounted
                                    ? cat("more than ", kMostThreatsCounted, " external threats")
                                    : cat(s.threatsNeeded, s.threatsNeeded == 1 ? " external threat" : " external threats");
      return cat("ko: ", outcomeWords(game, winnerOf(s.koWinner), word), " unless ", colourName(other), " has ", count);
    }
    case GoalOutcome::Endless: return outcomeWords(game, Winner::Draw, word);
    case GoalOutcome::Unknown: break;
  }
  return "unknown (a search stopped before the status was settled)";
}

}  // namespace goproof
