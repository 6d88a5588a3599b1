// The subcommands of goproof. Each registers its flags on the parent app and
// returns the function that runs it once the command line has been parsed.
#pragma once

#include <functional>

#include "CLI/CLI.hpp"

namespace goproof::cli {

using CommandRunner = std::function<int()>;

// goproof legal: is one move legal in a position, and why not.
CommandRunner addLegalCommand(CLI::App& app);
// goproof solve: the game-theoretic value of a position.
CommandRunner addSolveCommand(CLI::App& app);
// goproof verify: check every claim of puzzle files.
CommandRunner addVerifyCommand(CLI::App& app);
// goproof convert: puzzles from one syntax to another (native, SGF, diagrams).
CommandRunner addConvertCommand(CLI::App& app);
// goproof import: every diagram of a text file as native puzzles.
CommandRunner addImportCommand(CLI::App& app);
// goproof generate: new graded puzzles with unique answers, verified.
CommandRunner addGenerateCommand(CLI::App& app);
// goproof gtp: a GTP engine (and GoGui rules referee) on stdin and stdout.
CommandRunner addGtpCommand(CLI::App& app);
// goproof render: SVG and PNG pictures of positions, puzzles and value maps.
CommandRunner addRenderCommand(CLI::App& app);
// goproof demo: the rules at work on a few bundled positions.
CommandRunner addDemoCommand(CLI::App& app);
// goproof bench: the node-count signature of the search (a fixed list of solves).
CommandRunner addBenchCommand(CLI::App& app);
CommandRunner addCheckCommand(CLI::App& app);

}  // namespace goproof::cli
