// goproof bench: the node-count signature. A fixed list of positions, solved
// single-threaded with a fixed table, so the total node count is the same on
// every machine and changes only when search behaviour does (as Stockfish's
// bench). tests/bench_signature_test.cc pins the number; a commit that changes
// it says so.
#include <cstdio>
#include <iostream>
#include <string>

#include "nlohmann/json.hpp"
#include "tools/cli_common.h"
#include "tools/commands.h"

namespace goproof::cli {
namespace {

// One solve of the signature: a position and the solver that settles it.
struct BenchPosition {
  const char* rules;
  const char* size;
  const char* rows;  // empty: the empty board
  const char* toMove;
  const char* ko;
  const char* prisoners;
  const char* solver;
  bool allMoves;  // every move's value, not only every winning move
};

// Every game and every solver, empty boards and positions with a ko, one and
// two board words; each is what `goproof solve FLAGS --threads 1 --tt-mb 64`
// settles, node for node. Changing this list changes the signature: do it
// only with a new pinned number.
constexpr BenchPosition kBenchPositions[] = {
    {"capture-1", "4x4", "", "B", "", "0,0", "dfpn", false},
    {"capture-1", "4x4", "", "B", "", "0,0", "alphabeta", false},
    {"capture-1", "3x3", "", "B", "", "0,0", "retro", false},
    {"capture-2", "4x4", "", "B", "", "0,0", "dfpn", true},
    {"capture-2+ko=simple", "4x4", "", "B", "", "0,0", "dfpn", false},
    {"capture-2+ko=simple", "4x4", ".XO./X.XO/.XO./....", "W", "b3", "1,0", "dfpn", true},
    {"capture-1", "5x5", "...../.XO../.OX../...../.....", "B", "", "0,0", "dfpn", true},
    {"capture-1", "9x9", "........./........./........./....X..../...XOX.../........./........./OO......./X.O......",
     "B", "", "0,0", "dfpn", true},
    {"gonnect", "3x3", "", "B", "", "0,0", "alphabeta", true},
    {"gonnect", "4x4", "", "B", "", "0,0", "dfpn", false},
    {"go", "3x3", "", "B", "", "0,0", "dfpn", true},
    {"go", "3x3", "", "B", "", "0,0", "alphabeta", false},
    {"go", "3x3", "", "B", "", "0,0", "retro", false},
    {"quench-1", "3x3", "", "B", "", "0,0", "dfpn", false},
    {"quench-2", "3x3", "", "B", "", "0,0", "dfpn", false},
    {"quench-3", "3x3", "", "B", "", "0,0", "dfpn", false},
    {"quench-4", "3x3", "", "B", "", "0,0", "dfpn", false},
    {"conversion", "3x3", "", "B", "", "0,0", "dfpn", false},
    {"conquest", "3x3", "", "B", "", "0,0", "dfpn", true},
    {"conquest", "3x3", "", "B", "", "0,0", "alphabeta", false},
};

// The table every bench solve gets, whatever the machine: a table of another
// size would replace other entries and count other nodes.
constexpr size_t kBenchTableMegabytes = 64;

struct BenchLine {
  std::string position;  // as goproof solve's flags would give it
  std::string value;
  uint64_t nodes = 0;
};

BenchLine solveOne(const BenchPosition& b) {
  PositionSpec spec = PositionFlags{b.rules, b.size, b.rows, b.toMove, b.ko, b.prisoners}.toSpec();
  SolverOptions options;
  options.kind = parseSolverKind(b.solver);
  options.threads = 1;
  options.tableMegabytes = kBenchTableMegabytes;
  options.allMoves = b.allMoves;
  BenchLine line;
  line.position = cat("--rules ", b.rules, " --size ", b.size, *b.rows ? cat(" --board ", b.rows) : "",
                      " --to-move ", b.toMove, *b.ko ? cat(" --ko ", b.ko) : "",
                      std::string(b.prisoners) != "0,0" ? cat(" --prisoners ", b.prisoners) : "", " --solver ",
                      b.solver, b.allMoves ? " --all-moves" : "");
  withAnyGame(spec, [&](auto& game) {
    SolveResult r = solvePosition(game, options);
    if (!r.complete) throw CommandError{cat("bench: ", line.position, " was not settled"), kExitFailed};
    line.value = std::string(toString(r.value));
    line.nodes = r.stats.nodes;
    return 0;
  });
  return line;
}

}  // namespace

CommandRunner addBenchCommand(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  CLI::App* sub = app.add_subcommand(
      "bench", "Solve a fixed list of positions single-threaded and print the total node count (the search's signature)");
  sub->add_flag("--json", *json, "Print one JSON object: the signature and each position's value and nodes");
  return [json] {
    uint64_t total = 0;
    nlohmann::json out = {{"positions", nlohmann::json::array()}};
    for (const BenchPosition& b : kBenchPositions) {
      BenchLine line = solveOne(b);
      total += line.nodes;
      std::cerr << "goproof bench: " << line.position << ": " << line.value << ", " << line.nodes << " nodes\n";
      out["positions"].push_back({{"position", line.position}, {"value", line.value}, {"nodes", line.nodes}});
    }
    if (*json) {
      out["signature"] = total;
      std::cout << out.dump() << "\n";
    } else {
      std::cout << total << "\n";
    }
    std::cout.flush();
    checkStdout();
    return kExitOk;
  };
}

}  // namespace goproof::cli
