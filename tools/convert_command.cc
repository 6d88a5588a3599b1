// goproof convert and goproof import: puzzles from one syntax to another.
//   convert: native -> SGF, SGF -> native, diagrams -> native (or --to).
//   import:  every diagram (or SGF game) of a text file -> native.
#include <filesystem>
#include <iostream>
#include <optional>

#include "formats/native_format.h"
#include "formats/puzzle_input.h"
#include "formats/sgf_puzzle.h"
#include "formats/text_files.h"
#include "tools/cli_common.h"
#include "tools/commands.h"

namespace goproof::cli {
namespace {

std::atomic<bool> interrupted{false};

struct ConvertCommand {
  std::string input;
  std::string output;  // empty: stdout
  std::string to;      // "native" or "sgf"; empty: the other syntax
  ImportFlags importFlags;
  const char* name = "convert";

  int run() {
    const ImportOptions import = importFlags.toOptions();
    if (to != "" && to != "native" && to != "sgf") throw CommandError{cat("to: '", to, "' is not native or sgf")};
    if (!output.empty() && output != "-" && input != "-") {
      std::error_code ec;
      if (std::filesystem::exists(output, ec) && std::filesystem::equivalent(input, output, ec))
        throw CommandError{cat("output: ", output, " is the input file; goproof never overwrites its input")};
    }
    stopOnSignals(&interrupted);
    // Until the output is written, a signal ends the run at once: reading,
    // parsing and formatting a large file change nothing outside.
    std::optional<QuitAtOnceOnSignal> quitAtOnce(name);
    std::string text;
    auto file = readPuzzles(input, import, &text, &interrupted);
    if (!file.ok())
      throw CommandError{std::string(file.status().message()),
                         file.status().code() == absl::StatusCode::kCancelled ? kExitUnknown : kExitBadInput};
    bool skipped = false;
    for (const Notice& n : file->notices) {
      std::cerr << "goproof " << name << ": " << toString(n) << (n.skippedBadInput ? " (skipped)" : "") << "\n";
      skipped = skipped || n.skippedBadInput;
    }
    const PuzzleSyntax from = detectSyntax(text);
    text = std::string();  // the input's text is not needed any more: free it before formatting
    const std::string target = !to.empty() ? to : from == PuzzleSyntax::Native ? "sgf" : "native";
    size_t claims = 0;
    for (const Puzzle& p : file->puzzles) claims += p.claims.size();
    std::string result = target == "sgf" ? sgfFromPuzzles(*file) : formatPuzzleFile(*file);
    quitAtOnce.reset();    // from here a signal stops the write between megabytes, leaving no partial file
    const bool toStdout = output.empty() || output == "-";
    if (toStdout) checkStdout();
    if (absl::Status written = writeOutputText(toStdout ? "-" : output, result, &interrupted); !written.ok())
      throw CommandError{std::string(written.message()), absl::IsCancelled(written) ? kExitUnknown : kExitWriteFailed};
    std::cerr << "goproof " << name << ": " << file->puzzles.size() << (file->puzzles.size() == 1 ? " puzzle" : " puzzles")
              << " with " << claims << (claims == 1 ? " claim" : " claims") << " from " << toString(from) << " to "
              << target << (output.empty() || output == "-" ? "" : " in " + output)
              << (skipped ? "; some input was skipped as bad (above)" : "") << "\n";
    return skipped ? kExitBadInput : kExitOk;
  }

  void addOptions(CLI::App& sub, bool withTo) {
    sub.add_option("-o,--output", output,
                   "Write here instead of to stdout ('-'): files are replaced atomically, devices and FIFOs written "
                   "through; never the input file");
    if (withTo) sub.add_option("--to", to, "Target syntax: native or sgf (default: the other one)");
    importFlags.addTo(sub);
  }
};

}  // namespace

CommandRunner addConvertCommand(CLI::App& app) {
  auto command = std::make_shared<ConvertCommand>();
  CLI::App* sub = app.add_subcommand("convert", "Convert puzzles: native <-> SGF, diagrams -> native");
  sub->add_option("input", command->input, "Puzzle file: native, SGF, or text with diagrams ('-': standard input)")->required();
  command->addOptions(*sub, true);
  return [command] { return command->run(); };
}

CommandRunner addImportCommand(CLI::App& app) {
  auto command = std::make_shared<ConvertCommand>();
  command->to = "native";
  command->name = "import";
  CLI::App* sub = app.add_subcommand(
      "import", "Extract every diagram of a text file (wiki page, forum post with [go] blocks) as native puzzles");
  sub->add_option("input", command->input, "Text file with Sensei's Library / forum diagrams, or an SGF file ('-': standard input)")
      ->required();
  command->addOptions(*sub, false);
  return [command] { return command->run(); };
}

}  // namespace goproof::cli
