// goproof legal: the verdict on one move, with its reason.
#include <iostream>

#include "nlohmann/json.hpp"
#include "formats/claim_text.h"
#include "solver/rules/game_registry.h"
#include "tools/cli_common.h"
#include "tools/commands.h"
#include "tools/json_points.h"

namespace goproof::cli {
namespace {

// The position a legal move leads to, as the values of the position flags
// that set it up again (docs/cli.md, `legal`): board, to_move, ko, prisoners
// and previous_pass always; coins, previous_move and mirror_runs where they
// are not the flags' defaults; target and region under a local goal.
nlohmann::json positionFlags(const PositionSpec& p) {
  nlohmann::json out = {{"board", p.rows},
                        {"to_move", std::string(colorLetter(p.toMove))},
                        {"ko", p.ko.empty() ? nlohmann::json(nullptr) : nlohmann::json(p.ko)},
                        {"prisoners", cat(p.prisoners[0], ",", p.prisoners[1])},
                        {"previous_pass", p.previousPass}};
  if (p.coins[0] != Coin::None || p.coins[1] != Coin::None)
    out["coins"] = cat(coinName(p.coins[0], p.rules), ",", coinName(p.coins[1], p.rules));
  if (!p.previousMove.empty()) out["previous_move"] = p.previousMove;
  if (p.mirrorRuns[0] != 0 || p.mirrorRuns[1] != 0) out["mirror_runs"] = cat(p.mirrorRuns[0], ",", p.mirrorRuns[1]);
  if (!p.targets.empty()) out["target"] = p.targets;
  if (!p.region.empty()) out["region"] = p.region;
  return out;
}

struct LegalCommand {
  PositionFlags position;
  std::string move;
  bool json = false;

  int run() const {
    PositionSpec spec = position.toSpec();
    // The move's text first, as its game writes moves (throws on a malformed one).
    ParsedMove parsed;
    if (gameHasChoiceMoves(spec.rules)) {
      parseMove(move.substr(0, move.find(':')), spec.width, spec.height);
      if (!claimMove(move))
        throw CommandError{cat("'", move, "' is not a move (a point such as c3, or a point and its choice such as d7:ne)")};
    } else {
      parsed = parseMove(move, spec.width, spec.height);
    }
    return withAnyGame(spec, [&](auto& game) {
      if constexpr (std::remove_cvref_t<decltype(game)>::kChoiceMoves) return reportChoiceMove(game);
      else return reportStoneMove(game, parsed);
    });
  }

  // A stone game's verdict on the move, parsed as `parsed`.
  template <class Game>
  int reportStoneMove(Game& game, const ParsedMove& parsed) const {
    Move played = parsed.move;  // the move checked, where it is one
    MoveCheck verdict = [&] {
      if (parsed.offBoard) {
        MoveCheck c;
        c.reason = game.decidedWinner() != Winner::None ? IllegalReason::GameOver : IllegalReason::OffBoard;
        return c;
      }
      if (parsed.twoStones) {
        std::optional<Move> m = game.moveNamed(move);  // none on boards beyond quench-2's 64 points
        if (!m) return MoveCheck{game.decidedWinner() != Winner::None ? IllegalReason::GameOver : IllegalReason::NoTwoStones};
        played = *m;
        return game.check(*m);
      }
      return game.check(parsed.move);
    }();
    // The legal move played, where there is something to say after it: a
    // scored game it ends gives its final margin (a pass after a pass in Go);
    // one it does not end, under --json, the position it leads to.
    std::optional<HalfPoints> margin;
    std::optional<PositionSpec> after;
    if (verdict.legal() && (json || verdict.winner != Winner::None)) {
      Game next = game;
      next.play(played);
      if (verdict.winner == Winner::None) {
        after = describeGame(next);
      } else if constexpr (ScoredSearchGame<Game>) {
        if (game.scored() && next.result() != Winner::None) margin = next.finalMargin();
      }
    }
    if (json) {
      nlohmann::json out = {{"legal", verdict.legal()},
                            {"reason", verdict.legal() ? nlohmann::json(nullptr) : nlohmann::json(toString(verdict.reason))},
                            {"captures", verdict.captures},
                            {"winner", verdict.winner == Winner::None ? nlohmann::json(nullptr)
                                                                      : nlohmann::json(toString(verdict.winner))}};
      if (margin) out["score"] = jsonPoints(*margin);
      if (after) out["after"] = positionFlags(*after);
      std::cout << out.dump() << "\n";
    } else if (!verdict.legal()) {
      std::cout << "illegal: " << toString(verdict.reason) << "\n";
    } else {
      std::cout << "legal";
      const char* sep = ": ";
      if (verdict.captures) {
        std::cout << sep << "captures " << verdict.captures;
        sep = ", ";
      }
      if (verdict.winner != Winner::None)
        std::cout << sep << (verdict.winner == Winner::Draw ? "draw" : std::string(toString(verdict.winner)) + " wins");
      if (margin) std::cout << " (" << formatMargin(*margin) << ")";
      std::cout << "\n";
    }
    return kExitOk;
  }

  // A game of choice moves (Conquest): what the move conquers, captures and
  // removes of the mover's own stones, and the territory after it
  // (docs/rules/conquest.md).
  template <class Game>
  int reportChoiceMove(const Game& game) const {
    const auto& g = game.geometry();
    const std::string name = lowerCase(move);
    std::string reason;
    std::vector<std::string> choices;
    const std::optional<Move> named = game.moveNamed(name);
    if (!named) reason = toString(game.whyNotNamed(name, &choices));
    auto names = [&](const typename Game::B& set) {
      std::vector<std::string> out;
      set.forEach([&](int q) { out.push_back(g.name(q)); });
      return out;
    };
    if (!reason.empty()) {
      if (json) {
        nlohmann::json out = {{"legal", false}, {"reason", reason}, {"captures", 0}, {"winner", nullptr}};
        if (reason == "choose") out["choices"] = choices;
        std::cout << out.dump() << "\n";
      } else {
        std::cout << "illegal: " << reason;
        if (reason == "choose" && choices.size() == 1) {
          std::cout << ": " << choices[0] << " leaves no choice, and its move is " << choices[0];
        } else if (reason == "choose") {
          std::cout << " one of";
          for (const std::string& c : choices) std::cout << " " << c;
        }
        std::cout << "\n";
      }
      return kExitOk;
    }
    const Move m = *named;
    const auto effect = game.effectOf(m);
    Game next = game;
    next.play(m);
    const Winner winner = next.result();
    const int black = next.territory(Color::Black), white = next.territory(Color::White);
    if (json) {
      nlohmann::json out = {{"legal", true},
                            {"reason", nullptr},
                            {"captures", effect.captured.count()},
                            {"captured", names(effect.captured)},
                            {"conquered", names(effect.conquered)},
                            {"removed", names(effect.removed)},
                            {"territory", {{"B", black}, {"W", white}}},
                            {"winner", winner == Winner::None ? nlohmann::json(nullptr) : nlohmann::json(toString(winner))}};
      if (winner == Winner::None) out["after"] = positionFlags(describeGame(next));
      std::cout << out.dump() << "\n";
      return kExitOk;
    }
    const std::string effectText = game.effectText(m);
    std::cout << "legal: " << effectText << (effectText.empty() ? "" : ", ");
    std::cout << "territory B " << black << " W " << white;
    if (winner != Winner::None)
      std::cout << ", " << (winner == Winner::Draw ? "draw" : std::string(toString(winner)) + " wins");
    std::cout << "\n";
    return kExitOk;
  }
};

}  // namespace

CommandRunner addLegalCommand(CLI::App& app) {
  auto cmd = std::make_shared<LegalCommand>();
  CLI::App* sub = app.add_subcommand("legal", "Say whether a move is legal, and if not, why");
  cmd->position.addTo(*sub);
  sub->add_option("MOVE", cmd->move,
                  "The move: a GTP point such as c3, pass, swap, two stones such as b4+c1 (quench-2), or a point and "
                  "its choice such as d7:ne (conquest)")
      ->required();
  sub->add_flag("--json", cmd->json, "Print one JSON object: legal, reason, captures, winner, and the position after the move");
  return [cmd] { return cmd->run(); };
}

}  // namespace goproof::cli
