// goproof legal: the verdict on one move, with its reason.
#include <iostream>

#include "nlohmann/json.hpp"
#include "tools/cli_common.h"
#include "tools/commands.h"

namespace goproof::cli {
namespace {

struct LegalCommand {
  PositionFlags position;
  std::string move;
  bool json = false;

  int run() const {
    PositionSpec spec = position.toSpec();
    ParsedMove parsed = parseMove(move, spec.width, spec.height);
    MoveCheck verdict = withGame(spec, [&](auto& game) {
      if (parsed.offBoard) {
        MoveCheck c;
        c.reason = game.decidedWinner() != Winner::None ? IllegalReason::GameOver : IllegalReason::OffBoard;
        return c;
      }
      if (parsed.twoStones) {
        std::optional<Move> m = game.moveNamed(move);  // none on boards beyond quench-2's 64 points
        if (!m) return MoveCheck{game.decidedWinner() != Winner::None ? IllegalReason::GameOver : IllegalReason::NoTwoStones};
        return game.check(*m);
      }
      return game.check(parsed.move);
    });
    if (json) {
      nlohmann::json out = {{"legal", verdict.legal()},
                            {"reason", verdict.legal() ? nlohmann::json(nullptr) : nlohmann::json(toString(verdict.reason))},
                            {"captures", verdict.captures},
                            {"winner", verdict.winner == Winner::None ? nlohmann::json(nullptr)
                                                                      : nlohmann::json(toString(verdict.winner))}};
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
      std::cout << "\n";
    }
    return kExitOk;
  }
};

}  // namespace

CommandRunner addLegalCommand(CLI::App& app) {
  auto cmd = std::make_shared<LegalCommand>();
  CLI::App* sub = app.add_subcommand("legal", "Say whether a move is legal, and if not, why");
  cmd->position.addTo(*sub);
  sub->add_option("MOVE", cmd->move, "The move: a GTP point such as c3, pass, swap, or two stones such as b4+c1 (quench-2)")->required();
  sub->add_flag("--json", cmd->json, "Print one JSON object: legal, reason, captures, winner");
  return [cmd] { return cmd->run(); };
}

}  // namespace goproof::cli
