// goproof convert and goproof import: puzzles from one syntax to another.
//   convert: native -> SGF, SGF -> native, diagrams -> native (or --to).
//   import:  every diagram (or SGF game) of a text file -> native.
#include <filesystem>
#include <iostream>

#include "formats/native_format.h"
#include "formats/puzzle_input.h"
#include "formats/sgf_puzzle.h"
#include "tools/cli_common.h"
#include "tools/commands.h"

namespace goproof::cli {
namespace {

struct ConvertCommand {
  std::string input;
  std::string output;  // empty: stdout
  std::string to;      // "native" or "sgf"; empty: the other syntax
  ImportFlags importFlags;
  const char* name = "convert";

  int run() {
    const ImportOptions import = importFlags.toOptions();
    if (to != "" && to != "native" && to != "sgf") throw CommandError{cat("to: '", to, "' is not native or sgf")};
    if (!output.empty()) {
      std::error_code ec;
      if (std::filesystem::exists(output, ec) && std::filesystem::equivalent(input, output, ec))
        throw CommandError{cat("output: ", output, " is the input file; goproof never overwrites its input")};
    }
    std::string text;
    auto file = readPuzzles(input, import, &text);
    if (!file.ok()) throw CommandError{std::string(file.status().message())};
    const PuzzleSyntax from = detectSyntax(text);
    const std::string target = !to.empty() ? to : from == PuzzleSyntax::Native ? "sgf" : "native";
    size_t claims = 0;
    for (const Puzzle& p : file->puzzles) claims += p.claims.size();
    std::string result = target == "sgf" ? sgfFromPuzzles(*file) : formatPuzzleFile(*file);
    if (output.empty()) {
      std::cout << result;
    } else if (absl::Status written = writeTextFileAtomically(output, result); !written.ok()) {
      throw CommandError{std::string(written.message()), kExitFailed};
    }
    std::cerr << "goproof " << name << ": " << file->puzzles.size() << (file->puzzles.size() == 1 ? " puzzle" : " puzzles")
              << " with " << claims << (claims == 1 ? " claim" : " claims") << " from " << toString(from) << " to "
              << target << (output.empty() ? "" : " in " + output) << "\n";
    return kExitOk;
  }

  void addOptions(CLI::App& sub, bool withTo) {
    sub.add_option("-o,--output", output, "Write here (atomically) instead of to stdout; never the input file");
    if (withTo) sub.add_option("--to", to, "Target syntax: native or sgf (default: the other one)");
    importFlags.addTo(sub);
  }
};

}  // namespace

CommandRunner addConvertCommand(CLI::App& app) {
  auto command = std::make_shared<ConvertCommand>();
  CLI::App* sub = app.add_subcommand("convert", "Convert puzzles: native <-> SGF, diagrams -> native");
  sub->add_option("input", command->input, "Puzzle file: native, SGF, or text with diagrams")->required();
  command->addOptions(*sub, true);
  return [command] { return command->run(); };
}

CommandRunner addImportCommand(CLI::App& app) {
  auto command = std::make_shared<ConvertCommand>();
  command->to = "native";
  command->name = "import";
  CLI::App* sub = app.add_subcommand(
      "import", "Extract every diagram of a text file (wiki page, forum post with [go] blocks) as native puzzles");
  sub->add_option("input", command->input, "Text file with Sensei's Library / forum diagrams (or an SGF file)")
      ->required();
  command->addOptions(*sub, false);
  return [command] { return command->run(); };
}

}  // namespace goproof::cli
