#include "engine/gtp_engine.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "engine/gtp_moves.h"
#include "solver/util/text.h"

namespace goproof::engine {

const std::vector<GtpEngine::Entry>& GtpEngine::commands() {
  static const std::vector<Entry> table = {
      {"protocol_version", &GtpEngine::protocolVersion},
      {"name", &GtpEngine::name},
      {"version", &GtpEngine::version},
      {"known_command", &GtpEngine::knownCommand},
      {"list_commands", &GtpEngine::listCommands},
      {"quit", &GtpEngine::quit},
      {"boardsize", &GtpEngine::boardsize},
      {"rectangular_boardsize", &GtpEngine::boardsize},
      {"clear_board", &GtpEngine::clearBoard},
      {"komi", &GtpEngine::komi},
      {"play", &GtpEngine::play},
      {"genmove", &GtpEngine::genmove},
      {"undo", &GtpEngine::undo},
      {"showboard", &GtpEngine::showboard},
      {"final_score", &GtpEngine::finalScore},
      {"final_status_list", &GtpEngine::finalStatusList},
      {"loadsgf", &GtpEngine::loadsgf},
      {"time_settings", &GtpEngine::timeSettings},
      {"time_left", &GtpEngine::timeLeft},
      {"goproof-rules", &GtpEngine::rulesCommand},
      {"gogui-rules_game_id", &GtpEngine::gameId},
      {"gogui-rules_board_size", &GtpEngine::boardSize},
      {"gogui-rules_board", &GtpEngine::board},
      {"gogui-rules_legal_moves", &GtpEngine::legalMoves},
      {"gogui-rules_side_to_move", &GtpEngine::sideToMove},
      {"gogui-rules_final_result", &GtpEngine::finalResult},
      {"gogui-rules_captured_count", &GtpEngine::capturedCount},
      {"gogui-analyze_commands", &GtpEngine::analyzeCommands},
      {"goproof-move_values", &GtpEngine::moveValues},
      {"goproof-why_illegal", &GtpEngine::whyIllegal},
      {"goproof-solver_line", &GtpEngine::solverLine},
      {"goproof-solve", &GtpEngine::solve},
      {"attack", &GtpEngine::attack},
      {"defend", &GtpEngine::defend},
      {"owl_attack", &GtpEngine::owlAttack},
      {"owl_defend", &GtpEngine::owlDefend},
      {"goproof-goal_status", &GtpEngine::goalStatusCommand},
  };
  return table;
}

GtpEngine::GtpEngine(EngineSettings settings) : settings_(std::move(settings)) {
  log_ = [](const std::string& line) { std::cerr << line << "\n" << std::flush; };
  if (auto error = restart(emptyBoard(), {})) throw std::invalid_argument(*error);
}

GtpReply GtpEngine::handle(const GtpCommand& command) {
  for (const Entry& e : commands())
    if (e.name == command.name) return (this->*e.handler)(command.args);
  return failure("unknown command");
}

PositionSpec GtpEngine::emptyBoard() const {
  PositionSpec spec;
  spec.rules = settings_.rules;
  spec.width = settings_.width;
  spec.height = settings_.height;
  return spec;
}

std::optional<std::string> GtpEngine::restart(const PositionSpec& spec, const std::vector<std::string>& moves,
                                              bool keepEarlier) {
  auto made = makeEngineGame(spec);
  if (!made.ok()) return std::string(made.status().message());
  std::unique_ptr<EngineGame> game = *std::move(made);
  for (size_t i = 0; i < moves.size(); ++i) {
    if (std::string why = game->whyIllegal(moves[i]); !why.empty())
      return cat("move ", i + 1, " (", moves[i], ") is illegal: ", why);
    game->play(moves[i]);
  }
  if (spec.rules != start_.rules || spec.width != start_.width || spec.height != start_.height) tables_.reset();
  start_ = spec;
  moves_ = moves;
  game_ = std::move(game);
  if (!keepEarlier) earlier_.clear();
  return std::nullopt;
}

std::optional<std::string> GtpEngine::takeTurn(Color mover) {
  if (game_->toMove() == mover) return std::nullopt;
  earlier_.emplace_back(start_, moves_);
  if (auto error = restart(game_->position(mover), {}, /*keepEarlier=*/true)) {
    earlier_.pop_back();
    return error;
  }
  log_(cat("goproof: ", colorName(mover), " plays out of turn: the position so far is the new start (ko, passes and "
           "Conversion's mirror count start afresh; undo goes back)"));
  return std::nullopt;
}

SearchBudget GtpEngine::budgetFor(Color mover) {
  SearchBudget budget;
  budget.threads = settings_.threads;
  budget.tableMegabytes = settings_.tableMegabytes;
  budget.keptTables = settings_.keepTable ? &tables_ : nullptr;
  double seconds = settings_.moveSeconds;
  auto cap = [&seconds](double s) { seconds = seconds > 0 ? std::min(seconds, s) : s; };
  const bool unlimited = byoYomiTime_ > 0 && byoYomiStones_ == 0;  // GTP: no time limits
  if (clockSet_ && !unlimited) {
    const double left = timeLeft_[static_cast<size_t>(index(mover))];
    const int stones = stonesLeft_[static_cast<size_t>(index(mover))];
    if (stones > 0) cap(0.8 * left / stones);  // in byo-yomi: a share of the period
    else cap(left / 10 + (byoYomiStones_ > 0 ? 0.8 * byoYomiTime_ / byoYomiStones_ : 0));
  }
  budget.seconds = seconds > 0 ? std::max(0.05, seconds) : 0;
  return budget;
}

std::string GtpEngine::upper(std::string text) const {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text == "PASS" ? "pass" : text == "SWAP" ? "swap" : text;
}

std::string GtpEngine::resultText() const {
  std::optional<HalfPoints> margin = game_->finalMargin();
  if (!margin) return "";
  if (game_->scored()) return formatMargin(*margin);
  return *margin > 0 ? "B+" : *margin < 0 ? "W+" : "0";
}

GtpReply GtpEngine::protocolVersion(const std::vector<std::string>&) { return success("2"); }
GtpReply GtpEngine::name(const std::vector<std::string>&) { return success("goproof"); }
GtpReply GtpEngine::version(const std::vector<std::string>&) { return success(settings_.version); }

GtpReply GtpEngine::knownCommand(const std::vector<std::string>& args) {
  if (args.size() != 1) return failure("syntax error: known_command COMMAND");
  for (const Entry& e : commands())
    if (e.name == args[0]) return success("true");
  return success("false");
}

GtpReply GtpEngine::listCommands(const std::vector<std::string>&) {
  std::string out;
  for (const Entry& e : commands()) out += e.name + "\n";
  return success(out);
}

GtpReply GtpEngine::quit(const std::vector<std::string>&) {
  quit_ = true;
  return success();
}

GtpReply GtpEngine::boardsize(const std::vector<std::string>& args) {
  if (args.empty() || args.size() > 2) return failure("syntax error: boardsize N, or boardsize W H for a rectangle");
  auto digits = [](const std::string& t) {
    return !t.empty() && std::all_of(t.begin(), t.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
  };
  for (const std::string& a : args)
    if (!digits(a)) return failure("syntax error: boardsize N, or boardsize W H for a rectangle");
  std::optional<int> w = parseCount(args[0]), h = args.size() == 2 ? parseCount(args[1]) : w;
  if (!w || !h) return failure("unacceptable size");
  const EngineSettings before = settings_;
  settings_.width = *w;
  settings_.height = *h;
  if (*w < 1 || *h < 1 || *w > 19 || *h > 19) {
    settings_ = before;
    return failure("unacceptable size");
  }
  if (auto error = restart(emptyBoard(), {})) {
    settings_ = before;
    return failure("unacceptable size: " + *error);
  }
  return success();
}

GtpReply GtpEngine::clearBoard(const std::vector<std::string>&) {
  if (auto error = restart(emptyBoard(), {})) return failure(*error);
  return success();
}

GtpReply GtpEngine::komi(const std::vector<std::string>& args) {
  std::optional<double> k = args.size() == 1 ? parseNumber(args[0]) : std::nullopt;
  if (!k) return failure("syntax error: komi K");
  if (!settings_.rules.scored()) {
    log_(cat("goproof: komi ", args[0], " ignored: ", settings_.rules.toString(), " is not scored"));
    return success();
  }
  if (std::abs(*k * 2 - std::round(*k * 2)) > 1e-9 || std::abs(*k) > 1000)
    return failure("komi must be a multiple of 0.5");
  Rules rules = settings_.rules;
  rules.komi = std::round(*k * 2) / 2;
  PositionSpec spec = start_;
  spec.rules = rules;
  if (auto error = restart(spec, moves_, /*keepEarlier=*/true)) return failure(*error);
  for (auto& [earlierStart, earlierMoves] : earlier_) earlierStart.rules = rules;
  settings_.rules = rules;
  return success();
}

GtpReply GtpEngine::play(const std::vector<std::string>& args) {
  if (args.size() != 2) return failure("syntax error: play COLOR MOVE");
  const absl::StatusOr<Color> color = parseColor(args[0]);
  if (!color.ok() || !looksLikeMove(args[1])) return failure("invalid color or coordinate");
  if (game_->result() != Winner::None) return failure("illegal move: game over");
  if (*color != game_->toMove()) {
    // Out of turn: legal only if the move is legal for that player in this position.
    auto trial = makeEngineGame(game_->position(*color));
    if (!trial.ok()) return failure(cat("illegal move: ", trial.status().message()));
    if (std::string why = (*trial)->whyIllegal(args[1]); !why.empty()) return failure("illegal move: " + why);
    if (auto error = takeTurn(*color)) return failure("illegal move: " + *error);
  }
  if (std::string why = game_->whyIllegal(args[1]); !why.empty()) return failure("illegal move: " + why);
  game_->play(args[1]);
  moves_.push_back(lowerCase(args[1]));
  return success();
}

GtpReply GtpEngine::genmove(const std::vector<std::string>& args) {
  if (args.size() != 1) return failure("syntax error: genmove COLOR");
  const absl::StatusOr<Color> color = parseColor(args[0]);
  if (!color.ok()) return failure("invalid color");
  if (game_->result() != Winner::None) return failure("game over");
  if (auto error = takeTurn(*color)) return failure(*error);
  if (game_->result() != Winner::None) {  // the player given the turn has no move
    undo({});
    return failure(cat("game over: ", colorName(*color), " has no legal move here"));
  }
  MoveChoice choice = game_->chooseMove(budgetFor(*color));
  if (std::string why = game_->whyIllegal(choice.move); !why.empty())  // never: the choice is a legal move
    return failure(cat("internal error: chose ", choice.move, ", which is illegal (", why, ")"));
  log_(cat("goproof: ", colorName(*color), " ", upper(choice.move), ": ", choice.note));
  game_->play(choice.move);
  moves_.push_back(choice.move);
  return success(upper(choice.move));
}

GtpReply GtpEngine::undo(const std::vector<std::string>&) {
  if (moves_.empty() && earlier_.empty()) return failure("cannot undo");
  if (!moves_.empty()) {
    game_->undo();
    moves_.pop_back();
  }
  if (moves_.empty() && !earlier_.empty()) {  // back to before the move out of turn
    auto [spec, moves] = earlier_.back();
    earlier_.pop_back();
    if (auto error = restart(spec, moves, /*keepEarlier=*/true)) return failure(*error);
  }
  return success();
}

GtpReply GtpEngine::showboard(const std::vector<std::string>&) {
  const int w = game_->width(), h = game_->height();
  std::string letters = "  ";
  for (int x = 0; x < w; ++x) letters += cat(" ", std::string(1, static_cast<char>(std::toupper(columnLetter(x)))));
  std::vector<std::string> rows = game_->rows();
  size_t played = moves_.size();  // moves out of turn started new records: count theirs too
  for (const auto& [earlierStart, earlierMoves] : earlier_) played += earlierMoves.size();
  std::string out = cat(settings_.rules.toString(), " ", w, "x", h, ", move ", played, "\n", letters, "\n");
  for (int y = 0; y < h; ++y) {
    const int number = h - y;
    std::string line = (number < 10 ? " " : "") + std::to_string(number);
    for (char c : rows[static_cast<size_t>(y)]) line += cat(" ", std::string(1, c));
    out += cat(line, " ", number, "\n");
  }
  out += letters + "\n";
  const std::array<int, 2> taken = game_->prisoners();
  const std::string result = resultText();
  out += result.empty() ? cat(colorName(game_->toMove()), " to play") : cat("game over: ", result);
  out += cat("; prisoners taken: Black ", taken[0], ", White ", taken[1]);
  return success(out);
}

GtpReply GtpEngine::finalScore(const std::vector<std::string>&) {
  if (const std::string result = resultText(); !result.empty()) return success(result);
  MoveChoice choice = game_->chooseMove(budgetFor(game_->toMove()));
  if (!choice.proven || choice.value == Value::Unknown)
    return failure("cannot score: the game is not over, and was not solved in time");
  if (game_->scored() && choice.score) return success(formatMargin(*choice.score));
  const Winner w = winnerFor(choice.value, game_->toMove());
  return success(w == Winner::Black ? "B+" : w == Winner::White ? "W+" : "0");
}

GtpReply GtpEngine::finalStatusList(const std::vector<std::string>& args) {
  const std::string status = args.size() == 1 ? lowerCase(args[0]) : "";
  if (status != "alive" && status != "dead" && status != "seki")
    return failure("syntax error: final_status_list alive, dead or seki");
  // goproof's count knows no seki: stones in seki count as alive, as every stone not listed dead.
  if (status == "seki") return success();
  const std::vector<std::string> deadList = game_->deadStones();
  const std::set<std::string> dead(deadList.begin(), deadList.end());
  // The strings (chains) of stones, one a line, as GTP lists them.
  const std::vector<std::string> rows = game_->rows();
  const int w = game_->width(), h = game_->height();
  auto at = [&rows](int x, int y) { return rows[static_cast<size_t>(y)][static_cast<size_t>(x)]; };
  std::vector<bool> seen(static_cast<size_t>(w * h), false);
  std::string out;
  for (int y0 = 0; y0 < h; ++y0) {
    for (int x0 = 0; x0 < w; ++x0) {
      const char stone = at(x0, y0);
      if ((stone != 'X' && stone != 'O') || seen[static_cast<size_t>(y0 * w + x0)]) continue;
      std::vector<std::pair<int, int>> stack{{x0, y0}};
      seen[static_cast<size_t>(y0 * w + x0)] = true;
      std::vector<std::string> chain;
      while (!stack.empty()) {
        const auto [x, y] = stack.back();
        stack.pop_back();
        chain.push_back(pointName(x, h - 1 - y));
        for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
          const int nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || at(nx, ny) != stone || seen[static_cast<size_t>(ny * w + nx)]) continue;
          seen[static_cast<size_t>(ny * w + nx)] = true;
          stack.push_back({nx, ny});
        }
      }
      if (dead.count(chain.front()) != (status == "dead" ? 1u : 0u)) continue;
      for (size_t i = 0; i < chain.size(); ++i) out += (i ? " " : "") + upper(chain[i]);
      out += "\n";
    }
  }
  return success(out);
}

GtpReply GtpEngine::timeSettings(const std::vector<std::string>& args) {
  std::optional<int> main = args.size() == 3 ? parseCount(args[0]) : std::nullopt;
  std::optional<int> byo = args.size() == 3 ? parseCount(args[1]) : std::nullopt;
  std::optional<int> stones = args.size() == 3 ? parseCount(args[2]) : std::nullopt;
  if (!main || !byo || !stones) return failure("syntax error: time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES");
  byoYomiTime_ = *byo;
  byoYomiStones_ = *stones;
  clockSet_ = true;
  timeLeft_ = {static_cast<double>(*main), static_cast<double>(*main)};
  stonesLeft_ = {0, 0};
  return success();
}

GtpReply GtpEngine::timeLeft(const std::vector<std::string>& args) {
  const GtpReply usage = failure("syntax error: time_left COLOR TIME STONES");
  if (args.size() != 3) return usage;
  const absl::StatusOr<Color> color = parseColor(args[0]);
  const double seconds = parseNumber(args[1]).value_or(-1);
  const int stones = parseCount(args[2]).value_or(-1);
  if (!color.ok() || seconds < 0 || stones < 0) return usage;
  clockSet_ = true;
  timeLeft_[static_cast<size_t>(index(*color))] = seconds;
  stonesLeft_[static_cast<size_t>(index(*color))] = stones;
  return success();
}

GtpReply GtpEngine::rulesCommand(const std::vector<std::string>& args) {
  if (args.empty()) return success(settings_.rules.toString());
  if (args.size() != 1) return failure("syntax error: goproof-rules RULES (such as capture-1, gonnect, go+komi=0.5)");
  auto rules = Rules::parse(lowerCase(args[0]));
  if (!rules.ok()) return failure(cat("unknown rules: ", rules.status().message()));
  const EngineSettings before = settings_;
  settings_.rules = *rules;
  if (auto error = restart(emptyBoard(), {})) {
    settings_ = before;
    return failure(*error);
  }
  return success();
}

void runGtp(GtpEngine& engine, std::istream& in, std::ostream& out) {
  for (std::string line; !engine.quitRequested() && std::getline(in, line);) {
    std::optional<GtpCommand> command = parseGtpLine(line);
    if (!command) continue;
    GtpReply reply = engine.handle(*command);
    out << formatGtpResponse(*command, reply.success, reply.text) << std::flush;
    if (!out) return;  // the client has gone
  }
}

}  // namespace goproof::engine
