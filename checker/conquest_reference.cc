#include "checker/conquest_reference.h"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "checker/proof_format.h"
#include "solver/rules/conquest_board.h"
#include "solver/rules/pure_conquest.h"

namespace goproof::proof {
namespace {

using naive_rules::NaiveGame;

// The reference board numbers points from the bottom row; a NaiveGame's
// grid from the top row.
int boardPoint(const NaiveGame& game, int gridPoint) {
  return (game.height - 1 - gridPoint / game.width) * game.width + gridPoint % game.width;
}

ConquestCell cellOf(char c) {
  switch (c) {
    case 'X': return ConquestCell::BlackStone;
    case 'O': return ConquestCell::WhiteStone;
    case 'b': return ConquestCell::BlackLand;
    case 'w': return ConquestCell::WhiteLand;
    default: return ConquestCell::NoMansLand;
  }
}

ConquestBoard boardOf(const NaiveGame& game) {
  ConquestBoard board(game.width, game.height);
  for (int g = 0; g < game.width * game.height; ++g) board.set(boardPoint(game, g), cellOf(game.board[g]));
  return board;
}

Color colourOf(char toMove) { return toMove == naive_rules::kNaiveBlack ? Color::Black : Color::White; }

}  // namespace

std::optional<naive_rules::NaiveRules> parseConquestRules(std::string_view name) {
  if (!name.starts_with("conquest")) return std::nullopt;
  std::string_view options = name.substr(8);
  naive_rules::NaiveRules rules;
  rules.conquest = true;
  if (options.starts_with("+komi=")) {
    options.remove_prefix(6);
    const std::string_view komi = options.substr(0, options.find('+'));
    std::optional<int> half = naive_rules::parseHalfPoints(komi);
    if (!half) return std::nullopt;
    rules.komiHalfPoints = *half;
    options.remove_prefix(komi.size());
  }
  if (options == "+pure") {
    rules.pureConquest = true;
    options = {};
  }
  if (!options.empty()) return std::nullopt;
  return rules;
}

NaiveGame conquestGame(const naive_rules::NaiveRules& rules, int width, int height, std::string_view rows,
                       char toMove) {
  return naive_rules::naiveGame(rules, width, height, rows, toMove, "XObw.");
}

std::vector<ConquestChild> conquestChildren(const NaiveGame& game, int onlyPoint) {
  const ConquestBoard board = boardOf(game);
  const Color mover = colourOf(game.toMove);
  std::vector<ConquestChild> children;
  std::vector<std::string> names;
  for (int g = 0; g < game.width * game.height; ++g) {
    if (onlyPoint >= 0 && g != onlyPoint) continue;
    const int p = boardPoint(game, g);
    if (!board.legal(p)) continue;
    std::vector<ConquestBoard> after;
    const std::vector<ConquestPlay> plays = board.plays(p, mover, after);
    for (size_t i = 0; i < plays.size(); ++i) {
      NaiveGame next = game;
      next.toMove = naive_rules::naiveOpponent(game.toMove);
      for (int q = 0; q < game.width * game.height; ++q)
        next.board[q] = conquestCellChar(after[i].at(boardPoint(game, q)));
      const std::string name = board.name(p) + (plays[i].choice.empty() ? "" : ":" + plays[i].choice);
      names.push_back(name);
      children.push_back({0, name, std::move(next)});
    }
  }
  const std::vector<std::optional<uint64_t>> codes = moveCodes(names, game.width, game.height);
  for (size_t i = 0; i < children.size(); ++i) {
    if (!codes[i]) throw std::logic_error("conquest: the move " + names[i] + " has no code");
    children[i].code = *codes[i];
  }
  std::sort(children.begin(), children.end(), [](const auto& a, const auto& b) { return a.code < b.code; });
  return children;
}

bool conquestOver(const NaiveGame& game) {
  return std::find(game.board.begin(), game.board.end(), naive_rules::kNaiveEmpty) == game.board.end();
}

int conquestMargin(const NaiveGame& game) {
  int difference = 0;
  if (game.rules.pureConquest) {
    const std::array<int, 2> points = pureConquestPoints(boardOf(game));
    difference = points[0] - points[1];
  } else {
    difference = static_cast<int>(std::count(game.board.begin(), game.board.end(), 'b') -
                                  std::count(game.board.begin(), game.board.end(), 'w'));
  }
  return 2 * difference - game.rules.komiHalfPoints;
}

}  // namespace goproof::proof
