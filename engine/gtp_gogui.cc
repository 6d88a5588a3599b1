// GoGui's commands: the rules protocol (gogui-rules_*), with which GoGui
// referees any goproof game, and the analysis commands (gogui-analyze_commands)
// that show move values, why a move is illegal, and the solver's line.
#include <cctype>
#include <map>

#include "engine/gtp_engine.h"
#include "engine/gtp_moves.h"
#include "solver/util/text.h"

namespace goproof::engine {

GtpReply GtpEngine::gameId(const std::vector<std::string>&) { return success(settings_.rules.toString()); }

GtpReply GtpEngine::boardSize(const std::vector<std::string>&) {
  if (game_->width() == game_->height()) return success(std::to_string(game_->width()));
  return success(cat(game_->width(), " ", game_->height()));
}

GtpReply GtpEngine::board(const std::vector<std::string>&) {
  std::string out;
  for (const std::string& row : game_->rows()) {
    for (char c : row) out += c == 'X' || c == 'O' ? c : '.';
    out += "\n";
  }
  return success(out);
}

GtpReply GtpEngine::legalMoves(const std::vector<std::string>&) {
  if (game_->result() != Winner::None) return success();
  std::string out;
  for (const std::string& m : game_->legalMoves()) out += (out.empty() ? "" : " ") + upper(m);
  return success(out);
}

GtpReply GtpEngine::sideToMove(const std::vector<std::string>&) { return success(game_->toMove() == Color::Black ? "black" : "white"); }

GtpReply GtpEngine::finalResult(const std::vector<std::string>&) {
  switch (game_->result()) {
    case Winner::None: return success("unknown");
    case Winner::Black: return success("black");
    case Winner::White: return success("white");
    case Winner::Draw: return success("draw");
  }
  return success("unknown");
}

GtpReply GtpEngine::capturedCount(const std::vector<std::string>&) {
  const std::array<int, 2> taken = game_->prisoners();
  return success(cat(taken[1], " ", taken[0]));  // black stones captured (by White), then white stones (by Black)
}

GtpReply GtpEngine::analyzeCommands(const std::vector<std::string>&) {
  return success(
      "gfx/Move values/goproof-move_values\n"
      "string/Why illegal?/goproof-why_illegal %p\n"
      "gfx/Solver line/goproof-solver_line\n"
      "string/Solve/goproof-solve\n"
      "string/Attack string/attack %p\n"
      "string/Defend string/defend %p\n"
      "string/Kill group/owl_attack %p\n"
      "string/Make group live/owl_defend %p\n"
      "string/Group status/goproof-goal_status %p\n");
}

GtpReply GtpEngine::moveValues(const std::vector<std::string>&) {
  if (game_->result() != Winner::None) return success(cat("TEXT game over: ", resultText()));
  const Color me = game_->toMove();
  PositionAssessment a = game_->assess(budgetFor(me));
  if (!a.refusal.empty()) return failure(a.refusal);
  std::map<std::string, std::vector<std::string>> byColour;
  std::string labels = "LABEL";
  for (const MoveAssessment& m : a.moves) {
    if (m.move == "pass" || m.move == "swap" || m.move.find('+') != std::string::npos) continue;
    std::string point = upper(m.move.substr(0, m.move.find(':')));
    std::string label, colour;
    if (m.score) {
      const HalfPoints mine = me == Color::Black ? *m.score : -*m.score;
      label = formatMargin(*m.score);
      colour = a.score && *m.score == *a.score ? "#00c000" : mine > 0 ? "#a0e0a0" : mine == 0 ? "#a0a0a0" : "#e00000";
    } else {
      label = m.value == Value::Win ? "W" : m.value == Value::Loss ? "L" : m.value == Value::Draw ? "D" : "?";
      colour = m.value == Value::Win ? "#00c000" : m.value == Value::Loss ? "#e00000" : m.value == Value::Draw ? "#a0a0a0" : "#ffffff";
    }
    byColour[colour].push_back(point);
    labels += cat(" ", point, " ", label);
  }
  std::string out;
  for (const auto& [colour, points] : byColour) {
    out += "COLOR " + colour;
    for (const std::string& p : points) out += " " + p;
    out += "\n";
  }
  out += labels + "\n";
  std::string summary = a.value == Value::Unknown ? "not solved in time" : a.score ? formatMargin(*a.score) : std::string(toString(a.value));
  out += cat("TEXT ", colorName(me), " to play: ", summary, a.complete ? "" : " (some moves not settled in time)");
  for (const MoveAssessment& m : a.moves)
    if (m.move == "pass" || m.move == "swap" || m.move.find('+') != std::string::npos)
      out += cat("; ", upper(m.move), " ", m.score ? formatMargin(*m.score) : std::string(toString(m.value)));
  return success(out);
}

GtpReply GtpEngine::whyIllegal(const std::vector<std::string>& args) {
  if (args.size() != 1 || !looksLikeMove(args[0])) return failure("syntax error: goproof-why_illegal MOVE");
  const std::string why = game_->whyIllegal(args[0]);
  return success(cat(upper(lowerCase(args[0])), why.empty() ? " is legal" : " is illegal: " + why));
}

GtpReply GtpEngine::solverLine(const std::vector<std::string>&) {
  if (game_->result() != Winner::None) return success(cat("TEXT game over: ", resultText()));
  Color c = game_->toMove();
  MoveChoice choice = game_->chooseMove(budgetFor(c));
  if (!choice.proven || choice.line.empty()) return success("TEXT not solved in time: no proven line");
  std::string out = "VAR";
  for (const std::string& m : choice.line) {
    out += cat(" ", c == Color::Black ? "b" : "w", " ", upper(m));
    c = opponent(c);
  }
  return success(out + "\nTEXT " + choice.note);
}

GtpReply GtpEngine::solve(const std::vector<std::string>&) {
  if (game_->result() != Winner::None) return success(cat("game over: ", resultText()));
  const Color me = game_->toMove();
  PositionAssessment a = game_->assess(budgetFor(me));
  if (!a.refusal.empty()) return failure(a.refusal);
  return success(solveSummary(a, me, game_->scored()));
}

std::string solveSummary(const PositionAssessment& a, Color toMove, bool scored) {
  if (a.value == Value::Unknown) return "not solved in time";
  auto upper = [](std::string text) {
    for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return text == "PASS" ? "pass" : text == "SWAP" ? "swap" : text;
  };
  std::string out = cat(colorName(toMove), " to play: ");
  if (scored && !a.score) {  // the winner is known, the score not (a search stopped in time)
    out += a.value == Value::Draw ? "a draw (score unknown)"
                                  : cat(colorName(toMove), a.value == Value::Win ? " wins" : " loses", " (score unknown)");
  } else {
    out += toString(a.value);
    if (a.score) out += cat(", ", formatMargin(*a.score));
  }
  std::string good;
  for (const MoveAssessment& m : a.moves) {
    const bool keeps = a.score ? m.score == a.score : m.value == a.value;
    if (keeps) good += " " + upper(m.move);
  }
  if (!good.empty()) out += cat("; ", a.value == Value::Loss ? "every move loses:" : "best moves:", good);
  if (!a.line.empty()) {
    out += "; line";
    for (const std::string& m : a.line) out += " " + upper(m);
  }
  return out;
}

}  // namespace goproof::engine
