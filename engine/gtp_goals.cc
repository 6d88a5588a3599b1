// GNU Go's reading commands, answered exactly (docs/gtp.md): `attack` and
// `defend` read whether a string can be captured or saved across the whole
// board; `owl_attack` and `owl_defend` whether a group can be killed or made
// to live in its region (inferred as `solve --goal kill` infers it). Each is
// a local goal (docs/goals.md) solved by df-pn within the engine's time per
// move. The answer is GNU Go's: "0", or a result code and a move, 1 without
// ko, 2 a ko the reading side wins with no threat, 3 a ko she wins with one
// external threat. goproof-goal_status says the status in words.
#include <algorithm>

#include "engine/gtp_engine.h"
#include "engine/gtp_moves.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/goal_words.h"
#include "solver/search/goal_status.h"

namespace goproof::engine {
namespace {

// What a reading command asks: whose string, and whether it is the owner's or her opponent's turn.
struct GoalQuestion {
  PositionSpec spec;
  Color mover = Color::Black;  // who reads first: the attacker or the owner
};

SolverOptions optionsFor(const SearchBudget& budget) {
  SolverOptions o;
  o.threads = std::max(1, budget.threads);
  o.tableMegabytes = budget.tableMegabytes;
  o.timeLimitSeconds = budget.seconds;
  return o;
}

// The first move that wins for the side to move under `terms` (mover's and
// opponent's threats), or "" when none does or the search stopped.
template <class Game>
std::string winningMove(Game game, int moversThreats, int opponentsThreats, const SolverOptions& options,
                        bool* unknown) {
  TargetTerms terms = game.terms();
  terms.koThreats[index(game.toMove())] = moversThreats;
  terms.koThreats[index(opponent(game.toMove()))] = opponentsThreats;
  game.setTerms(terms);
  SolverOptions o = options;
  o.allMoves = false;
  const SolveResult r = solvePosition(game, o);
  if (r.value == Value::Unknown) *unknown = true;
  if (r.value != Value::Win || r.winningMoves.empty()) return "";
  // The move the search's winning line starts with: the one it found best
  // (the winning moves come in point order, and where the target is lost
  // whatever happens, every move wins).
  const Move first = !r.principalVariation.empty() && std::find(r.winningMoves.begin(), r.winningMoves.end(),
                                                                 r.principalVariation.front()) != r.winningMoves.end()
                         ? r.principalVariation.front()
                         : r.winningMoves.front();
  return game.moveName(first);
}

}  // namespace

GtpReply GtpEngine::attack(const std::vector<std::string>& args) { return readGoal(args, "attack", true, false); }
GtpReply GtpEngine::defend(const std::vector<std::string>& args) { return readGoal(args, "defend", false, false); }
GtpReply GtpEngine::owlAttack(const std::vector<std::string>& args) { return readGoal(args, "owl_attack", true, true); }
GtpReply GtpEngine::owlDefend(const std::vector<std::string>& args) { return readGoal(args, "owl_defend", false, true); }

std::optional<std::string> GtpEngine::goalSpec(const std::vector<std::string>& args, std::string_view command,
                                               std::optional<bool> attacking, bool owl, PositionSpec& spec,
                                               Color& owner) const {
  if (args.size() != 1 || !looksLikeMove(args[0]) || lowerCase(args[0]) == "pass")
    return cat("syntax error: ", command, " VERTEX");
  if (settings_.rules.game != GameKind::Go)
    return cat(command, ": local goals are read on Go's rules (goproof-rules go), not ", settings_.rules.toString());
  const ParsedPoint p = parsePoint(lowerCase(args[0]), game_->width(), game_->height());
  if (p.kind != ParsedPoint::Kind::OnBoard) return "invalid coordinate";
  const std::vector<std::string> rows = game_->rows();
  const char stone = rows[static_cast<size_t>(game_->height() - 1 - p.y)][static_cast<size_t>(p.x)];
  if (stone != 'X' && stone != 'O') return "vertex must not be empty";
  owner = stone == 'X' ? Color::Black : Color::White;
  const Color mover = !attacking ? game_->toMove() : *attacking ? opponent(owner) : owner;
  spec = game_->position(mover);
  Rules rules = *Rules::parse("go+goal=capture");
  rules.ko = settings_.rules.ko;
  rules.cycle = settings_.rules.cycle;
  spec.rules = rules;
  spec.targets = lowerCase(args[0]);
  spec.region = owl ? std::string(kInferredRegion) : "";
  return std::nullopt;
}

GtpReply GtpEngine::readGoal(const std::vector<std::string>& args, std::string_view command, bool attacking, bool owl) {
  PositionSpec spec;
  Color owner = Color::Black;
  if (auto error = goalSpec(args, command, attacking, owl, spec, owner)) return failure(*error);
  const SolverOptions options = optionsFor(budgetFor(spec.toMove));
  std::string answer, problem;
  const absl::Status set = visitGame(spec, [&](auto& game) {
    if constexpr (GoalTermsGame<std::remove_cvref_t<decltype(game)>>) {
      bool unknown = false;
      if (game.result() != Winner::None) {  // already alive (attacking) or taken: nothing to read
        answer = game.result() == winnerOf(game.toMove()) ? "1 PASS" : "0";
        return;
      }
      if (std::string m = winningMove(game, 0, kUnlimitedKoThreats, options, &unknown); !m.empty()) {
        answer = "1 " + upper(m);
        return;
      }
      if (std::string m = winningMove(game, 0, 0, options, &unknown); !m.empty()) {
        answer = "2 " + upper(m);
        return;
      }
      if (std::string m = winningMove(game, 1, 0, options, &unknown); !m.empty()) {
        answer = "3 " + upper(m);
        return;
      }
      if (unknown) problem = cat(command, ": not settled within the time per move (", options.timeLimitSeconds, " s)");
      else answer = "0";
    }
  });
  if (!set.ok()) return failure(cat(command, ": ", set.message()));
  if (!problem.empty()) return failure(problem);
  return success(answer);
}

GtpReply GtpEngine::goalStatusCommand(const std::vector<std::string>& args) {
  PositionSpec spec;
  Color owner = Color::Black;
  if (auto error = goalSpec(args, "goproof-goal_status", std::nullopt, true, spec, owner)) return failure(*error);
  const GoalWord word = spec.toMove == owner ? GoalWord::Live : GoalWord::Kill;
  const SolverOptions options = optionsFor(budgetFor(spec.toMove));
  std::string text;
  const absl::Status set = visitGame(spec, [&](auto& game) {
    if constexpr (GoalTermsGame<std::remove_cvref_t<decltype(game)>>) {
      const GoalStatus status = goalStatus(game, options, /*askSeki=*/true);
      text = cat(colorName(game.toMove()), " to play: ", goalStatusWords(game, status, word), "; region ",
                 game.emptyPoints(), " empty points",
                 game.frame().any() ? " (closed by a frame of " + colorName(game.attacker()) + " stones)"
                                    : "");
    }
  });
  if (!set.ok()) return failure(cat("goproof-goal_status: ", set.message()));
  return success(text);
}

}  // namespace goproof::engine
