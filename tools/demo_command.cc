// goproof demo: the rules at work on a few bundled teaching positions: every
// move of the side to move, legal or illegal, with captures, wins and reasons.
#include <iostream>
#include <map>
#include <vector>

#include "tools/cli_common.h"
#include "tools/commands.h"

namespace goproof::cli {
namespace {

struct DemoPosition {
  const char* title;
  const char* rules;
  const char* size;
  const char* rows;
  const char* toMove;
  const char* ko;
  const char* prisoners;
};

// The bundled default: one idea per position.
constexpr DemoPosition kDemoPositions[] = {
    {"Capture Go: the first capture wins, so Black must take b4 now", "capture-1", "4x4", "XO../.X../..../....", "B",
     "", "0,0"},
    {"A move without liberties is legal when it captures first", "capture-1", "3x3", ".OX/OX./...", "B", "", "0,0"},
    {"Ko: White may not retake at b3 at once", "capture-2+ko=simple", "4x4", ".XO./X.XO/.XO./....", "W", "b3",
     "1,0"},
    {"Gonnect: joining top and bottom wins", "gonnect", "3x3", ".X./OXO/...", "B", "", "0,0"},
};

void showPosition(const DemoPosition& d) {
  PositionSpec spec = PositionFlags{d.rules, d.size, d.rows, d.toMove, d.ko, d.prisoners}.toSpec();
  withGame(spec, [&](auto& game) {
    const auto& g = game.geometry();
    std::cout << "== " << d.title << "\n"
              << "rules " << spec.rules.toString() << ", " << g.width() << "x" << g.height() << ", "
              << (game.toMove() == Color::Black ? "Black" : "White") << " to move";
    if (game.koPoint() != kNoMove) std::cout << ", ko at " << g.name(game.koPoint());
    std::cout << "\n" << boardDiagram(game.board());
    std::vector<std::string> quiet;
    std::map<IllegalReason, std::vector<std::string>> illegal;
    std::vector<std::string> notable;
    for (int p = 0; p < g.points(); ++p) {
      MoveCheck c = game.check(static_cast<Move>(p));
      if (!c.legal()) {
        illegal[c.reason].push_back(g.name(p));
      } else if (c.captures || c.winner != Winner::None) {
        std::string note = g.name(p);
        if (c.captures) note += " captures " + std::to_string(c.captures);
        if (c.winner != Winner::None) note += std::string(c.captures ? "," : "") + " " + std::string(toString(c.winner)) + " wins";
        notable.push_back(note);
      } else {
        quiet.push_back(g.name(p));
      }
    }
    std::cout << "legal:";
    for (auto& n : notable) std::cout << " " << n << ";";
    for (auto& q : quiet) std::cout << " " << q;
    std::cout << "\n";
    for (auto& [reason, points] : illegal) {
      std::cout << "illegal (" << toString(reason) << "):";
      for (auto& p : points) std::cout << " " << p;
      std::cout << "\n";
    }
    std::cout << "\n";
    return 0;
  });
}

}  // namespace

CommandRunner addDemoCommand(CLI::App& app) {
  app.add_subcommand("demo", "Show the rules at work on a few bundled positions");
  return [] {
    for (const DemoPosition& d : kDemoPositions) showPosition(d);
    return kExitOk;
  };
}

}  // namespace goproof::cli
