// goproof: exact rules and exhaustive search for small-board Go variants.
#include <iostream>
#include <map>
#include <memory>

#include "tools/cli_common.h"
#include "tools/commands.h"

int main(int argc, char** argv) {
  using namespace goproof::cli;
  CLI::App app{"goproof: exact rules of small-board Go variants, settled by exhaustive search"};
  app.require_subcommand(1);
  std::map<CLI::App*, CommandRunner> runners;
  auto add = [&](CommandRunner (*adder)(CLI::App&)) {
    size_t before = app.get_subcommands({}).size();
    CommandRunner runner = adder(app);
    runners[app.get_subcommands({})[before]] = std::move(runner);
  };
  add(addLegalCommand);
  add(addSolveCommand);
  add(addVerifyCommand);
  add(addImportCommand);
  add(addConvertCommand);
  add(addDemoCommand);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return kExitOk;
  } catch (const CLI::CallForAllHelp&) {
    std::cout << app.help("", CLI::AppFormatMode::All);
    return kExitOk;
  } catch (const CLI::ParseError& e) {
    std::cerr << "goproof: " << e.what() << " (see goproof --help)\n";
    return kExitBadInput;
  }
  for (auto& [sub, run] : runners) {
    if (!sub->parsed()) continue;
    try {
      return run();
    } catch (const CommandError& e) {
      std::cerr << "goproof " << sub->get_name() << ": " << e.message << "\n";
      return e.exitCode;
    } catch (const std::bad_alloc&) {
      std::cerr << "goproof " << sub->get_name() << ": out of memory (a smaller --tt-mb may help)\n";
      return kExitBadInput;
    }
  }
  return kExitBadInput;
}
