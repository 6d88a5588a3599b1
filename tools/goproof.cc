// goproof: exact rules and exhaustive search for small-board Go variants.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <csignal>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/str_join.h"

#include "tools/cli_common.h"
#include "tools/commands.h"

namespace {

using namespace goproof::cli;

// The commands' names, in the order `goproof help` lists them.
std::vector<std::string> commandNames(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
  return names;
}

// The long flag of `app` (a command, or goproof itself) that `flag`
// ("--time-limt", "-versoin") is a slip away from, its dashes aside (so
// --foo is not taken for --ko), with its dashes: "--time-limit"; "" where none is.
std::string nearestFlag(const CLI::App& app, const std::string& flag) {
  std::vector<std::string> names;
  for (const CLI::Option* option : app.get_options())
    for (const std::string& name : option->get_lnames()) names.push_back(name);
  const std::string nearest = nearestName(flag.substr(std::min(flag.find_first_not_of('-'), flag.size())), names);
  return nearest.empty() ? nearest : "--" + nearest;
}

// What to say of a word that names no command: the nearest command where one
// is a slip away, else the commands' list. "'solv' is not a goproof command;
// did you mean solve?"
std::string notACommand(const CLI::App& app, const std::string& word) {
  const std::string nearest = nearestName(word, commandNames(app));
  return "'" + word + "' is not a goproof command; " +
         (nearest.empty() ? "the commands: " + absl::StrJoin(commandNames(app), ", ") : "did you mean " + nearest + "?");
}

// CLI11's "A subcommand is required", said with what was given instead: no
// words, a flag before any command, or a word that names none.
std::string noCommandGiven(const CLI::App& app, int argc, char** argv) {
  const std::string list = absl::StrJoin(commandNames(app), ", ");
  if (argc < 2) return "name a command: " + list;
  const std::string first = argv[1];
  if (!first.empty() && first[0] == '-') {
    const std::string own = nearestFlag(app, first.substr(0, first.find('=')));  // --versoin
    if (!own.empty()) return "no such flag " + first + "; did you mean " + own + "?";
    return "name a command before its flags (" + first + "): " + list;
  }
  return notACommand(app, first);
}

// `goproof help [COMMAND]`: the overview, or one command's options.
int printHelp(CLI::App& app, const std::string& command) {
  if (command.empty()) {  // app.help() would show the parsed `help` subcommand instead
    std::cout << app.get_formatter()->make_help(&app, "goproof", CLI::AppFormatMode::Normal);
    return kExitOk;
  }
  for (CLI::App* sub : app.get_subcommands({}))
    if (sub->get_name() == command) {
      std::cout << sub->get_formatter()->make_help(sub, "goproof " + command, CLI::AppFormatMode::Normal);
      return kExitOk;
    }
  std::cerr << "goproof help: " << notACommand(app, command) << " (see goproof help)\n";
  return kExitBadInput;
}

// Exit code `code` once what was printed has reached standard output, or
// kExitWriteFailed when it could not (help and --version included).
int afterOutput(int code) {
  try {
    checkStdout();
    return code;
  } catch (const CommandError& e) {
    std::cerr << "goproof: " << e.message << "\n";
    return e.exitCode;
  }
}

// Opens /dev/null on whichever of descriptors 0, 1 and 2 the caller left
// closed (`2>&-`), so that no file goproof opens later takes their number
// and receives messages meant for stderr or stdout. Each is opened the
// wrong way round (standard input for writing, the outputs for reading), so
// using it still fails as it would have closed: a closed standard output
// stays a failed write (exit 4), not a silent success.
void openMissingStandardDescriptors() {
  for (int fd = 0; fd <= 2; ++fd) {
    if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    int opened = ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
    if (opened >= 0 && opened != fd) {
      ::dup2(opened, fd);
      ::close(opened);
    }
  }
}

// The command being parsed when an error came, or null before any.
const CLI::App* commandParsed(const CLI::App& app) {
  for (const CLI::App* sub : app.get_subcommands({}))
    if (sub->parsed()) return sub;
  return nullptr;
}

// CLI11's "The following arguments were not expected: ..." (which lists
// them last first) said in the order given, naming the command, the flags it
// does not take and the other words left over: the whole line, "goproof:
// legal takes no --time-limit or --tt-mb (see goproof help legal)",
// "goproof legal: not expected: d4 (see goproof help legal)".
std::string unexpectedArguments(const std::string& text, const CLI::App& app) {
  const CLI::App* parsed = commandParsed(app);
  const CLI::App* where = parsed ? parsed : &app;
  std::vector<std::string> words = where->remaining(false);  // in the order given
  if (words.empty() && where != &app && !app.remaining(false).empty())  // `goproof --json solve`
    return "goproof: put " + absl::StrJoin(app.remaining(false), " ") + " after the command's name (goproof " +
           where->get_name() + " " + app.remaining(false).front() + " ...) (see goproof help " + where->get_name() + ")";
  if (words.empty()) return "goproof: " + text + " (see goproof help)";
  // The other words, less the one after each unknown flag (its value, most likely).
  std::vector<std::string> flags, others;
  bool afterFlag = false;
  for (const std::string& w : words) {
    const bool flag = w.size() > 1 && w[0] == '-' && !std::isdigit(static_cast<unsigned char>(w[1])) && w[1] != '.';
    if (flag) flags.push_back(w.substr(0, w.find('=')));
    else if (!afterFlag) others.push_back(w);
    afterFlag = flag && w.find('=') == std::string::npos;
  }
  const std::string command = where == &app ? "" : where->get_name();
  const std::string help = command.empty() || command == "help" ? "goproof help" : "goproof help " + command;
  // Only other words: the command names the line ("goproof legal: not expected: d4").
  std::string line = flags.empty() && !command.empty() ? "goproof " + command + ": " : "goproof: ";
  if (!flags.empty()) {
    line += (command.empty() ? "no command takes " : command + " takes no ") + listWithOr(flags);
    // The flags each is a slip away from: "did you mean --time-limit?"
    std::vector<std::string> meant;
    for (const std::string& flag : flags)
      if (std::string near = nearestFlag(*where, flag); !near.empty()) meant.push_back(near);
    if (!meant.empty()) line += "; did you mean " + absl::StrJoin(meant, " and ") + "?";
  }
  if (!others.empty()) line += (flags.empty() ? "" : "; ") + std::string("not expected: ") + absl::StrJoin(others, " ");
  return line + " (see " + help + ")";
}

// CLI11's message for a parse error, said plainly: a flag given twice
// ("--size: At Most 1 required but received 2" becomes "--size: given 2
// times; give it once"), a flag without its value ("--threads: 1 required
// INT missing" becomes "--threads: needs a value") and a value that is not
// of the flag's kind ("Could not convert: --threads = x" becomes
// "--threads: 'x' is not a value it takes").
std::string plainParseError(const CLI::ParseError& e) {
  std::string text = e.what();
  if (dynamic_cast<const CLI::ConversionError*>(&e) != nullptr) {
    const std::string_view prefix = "Could not convert: ";
    const size_t equals = text.find(" = ");
    if (text.rfind(prefix, 0) == 0 && equals != std::string::npos)
      return text.substr(prefix.size(), equals - prefix.size()) + ": '" + text.substr(equals + 3) +
             "' is not a value it takes";
    return text;
  }
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&e) == nullptr) return text;
  const std::string_view atMostOne = ": At Most 1 required but received ";
  const size_t at = text.find(atMostOne);
  if (at != std::string::npos)
    return text.substr(0, at) + ": given " + text.substr(at + atMostOne.size()) + " times; give it once";
  const size_t colon = text.find(": ");
  if (colon != std::string::npos && text.size() > 8 && text.compare(text.size() - 8, 8, " missing") == 0 &&
      text.find(" required ", colon) != std::string::npos)
    return text.substr(0, colon) + ": needs a value";
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  openMissingStandardDescriptors();
  // A closed pipe is a write error that the command reports, not a silent death.
  std::signal(SIGPIPE, SIG_IGN);
  CLI::App app{"goproof: exact rules of small-board Go variants, settled by exhaustive search", "goproof"};
  app.set_version_flag("--version", std::string("goproof ") + kVersion, "Print goproof's version and exit");
  app.require_subcommand(1);
  app.footer("goproof help COMMAND shows a command's options; docs/cli.md has them all, with exit codes.");
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
  add(addGenerateCommand);
  add(addGtpCommand);
  add(addRenderCommand);
  add(addDemoCommand);
  add(addBenchCommand);
  add(addCheckCommand);
  std::string helpTopic;
  CLI::App* help = app.add_subcommand("help", "Show the commands, or one command's options: goproof help [COMMAND]");
  help->add_option("command", helpTopic, "The command to explain");
  readNumbersAsDecimal(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return afterOutput(kExitOk);
  } catch (const CLI::CallForAllHelp&) {
    std::cout << app.help("", CLI::AppFormatMode::All);
    return afterOutput(kExitOk);
  } catch (const CLI::CallForVersion&) {
    std::cout << "goproof " << kVersion << "\n";
    return afterOutput(kExitOk);
  } catch (const CLI::ParseError& e) {
    // Unexpected arguments get a line of their own; the others are named by the command they came
    // from, as its other errors are, and point to its help.
    if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr) {
      std::cerr << (unexpectedArguments(e.what(), app) + "\n") << std::flush;
      return kExitBadInput;
    }
    const CLI::App* command = commandParsed(app);
    const bool noCommand = dynamic_cast<const CLI::RequiredError*>(&e) != nullptr && command == nullptr;
    const std::string line = noCommand ? noCommandGiven(app, argc, argv) : plainParseError(e);
    const std::string who = command ? "goproof " + command->get_name() : "goproof";
    const std::string help = command ? " (see goproof help " + command->get_name() + ")" : " (see goproof help)";
    std::cerr << (who + ": " + line + help + "\n") << std::flush;
    return kExitBadInput;
  }
  if (help->parsed()) return afterOutput(printHelp(app, helpTopic));
  for (auto& [sub, run] : runners) {
    if (!sub->parsed()) continue;
    try {
      int code = run();
      checkStdout();  // nothing may report success after a failed write
      return code;
    } catch (const CommandError& e) {
      // One write: under mpirun, another process's lines may come between two.
      std::cerr << ("goproof " + sub->get_name() + ": " + e.message + "\n") << std::flush;
      return e.exitCode;
    } catch (const std::bad_alloc&) {
      std::cerr << "goproof " << sub->get_name() << ": out of memory (a smaller --tt-mb may help)\n";
      return kExitBadInput;
    } catch (const std::length_error& e) {  // a position beyond a fixed capacity (a Conquest move's results)
      std::cerr << "goproof " << sub->get_name() << ": " << e.what() << "\n";
      return kExitBadInput;
    }
  }
  return kExitBadInput;
}
