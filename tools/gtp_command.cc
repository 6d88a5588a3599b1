// goproof gtp: the GTP engine (engine/gtp_engine.h) on stdin and stdout.
#include <cstdio>
#include <iostream>

#include "engine/gtp_engine.h"
#include "tools/cli_common.h"
#include "tools/commands.h"

namespace goproof::cli {
namespace {

struct GtpCommandLine {
  std::string rules = "capture-1";
  std::string size = "5x5";
  int threads = 1;
  size_t tableMegabytes = 256;
  double moveSeconds = 10;
  bool freshTable = false;

  int run() const {
    const Rules parsedRules = rulesFlag(rules);
    const auto [width, height] = sizeFlag(size);
    if (threads < 1) throw CommandError{"threads: must be at least 1"};
    // goproof solve's checks of --threads and --tt-mb, with its messages: a
    // table too big is refused here, not met as "out of memory" at the first genmove.
    SolverFlags searchFlags;
    searchFlags.settings.threads = threads;
    searchFlags.settings.tableMegabytes = tableMegabytes;
    searchFlags.toOptions();
    if (!(moveSeconds >= 0)) throw CommandError{"time-limit: must be 0 (none) or more seconds"};
    engine::EngineSettings settings;
    settings.rules = parsedRules;
    settings.width = width;
    settings.height = height;
    settings.threads = threads;
    settings.tableMegabytes = tableMegabytes;
    settings.moveSeconds = moveSeconds;
    settings.keepTable = !freshTable;
    settings.version = kVersion;
    try {
      engine::GtpEngine engine(settings);
      engine::runGtp(engine, std::cin, std::cout);
      // A client may close the pipe as soon as it has sent quit: the answer
      // to quit that could not be written is no failure.
      if (engine.quitRequested()) {
        std::cout.clear();
        std::clearerr(stdout);
      }
    } catch (const std::invalid_argument& e) {
      throw CommandError{e.what()};
    }
    return kExitOk;
  }
};

}  // namespace

CommandRunner addGtpCommand(CLI::App& app) {
  auto cmd = std::make_shared<GtpCommandLine>();
  CLI::App* sub = app.add_subcommand("gtp", "Play and referee over the Go Text Protocol on stdin and stdout (docs/gtp.md)");
  sub->add_option("--rules", cmd->rules, "Rule set of the first game (the goproof-rules command changes it)");
  sub->add_option("--size", cmd->size, "Board size WxH or N (boardsize changes it)");
  sub->add_option("--threads", cmd->threads, "Search threads (default 1)");
  sub->add_option("--tt-mb", cmd->tableMegabytes, "Transposition table memory in MiB, kept from move to move (default 256)");
  sub->add_option("--time-limit", cmd->moveSeconds,
                  "Seconds one genmove or analysis command may search (default 10; 0: none); a GTP clock may allow less");
  sub->add_flag("--fresh-table", cmd->freshTable,
                "Search every move with a new table instead of the one kept from move to move (for measuring what keeping buys)");
  return [cmd] { return cmd->run(); };
}

}  // namespace goproof::cli
