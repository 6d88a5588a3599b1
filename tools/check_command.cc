// goproof check PROOF: the independent proof checker (checker/), the same
// program as the stand-alone goproof-check, and with --sgf FILE an export of
// a valid proof as an SGF game tree (formats/proof_sgf.h).
#include <iostream>
#include <memory>
#include <string>

#include "checker/check_command.h"
#include "formats/atomic_file.h"
#include "formats/file_identity.h"
#include "formats/proof_sgf.h"
#include "tools/cli_common.h"
#include "tools/commands.h"

namespace goproof::cli {
namespace {

struct CheckCommand {
  std::string path;
  std::string sgfPath;  // --sgf FILE
  bool json = false;

  int run() const {
    if (sgfPath.empty()) return proof::runCheckCommand(path, json);
    if (namesOneFile(sgfPath, path)) throw CommandError{cat("sgf: ", sgfPath, " is the proof itself: give the SGF its own file")};
    if (absl::Status usable = checkWritablePath(sgfPath, "file for --sgf"); !usable.ok())
      throw CommandError{std::string(usable.message()), absl::IsUnavailable(usable) ? kExitWriteFailed : kExitBadInput};
    ProofSgfWriter sgf;
    const int verdict = proof::runCheckCommand(path, json, &sgf);
    if (verdict != kExitOk) return verdict;  // only a valid proof is exported
    if (sgf.tooLarge())
      throw CommandError{cat("sgf: the proof has ", sgf.nodes(), " moves, more than an SGF file should hold (100000); ",
                             "nothing written")};
    const std::string text = sgf.text();
    absl::Status saved = writeFileAtomically(sgfPath, "file for --sgf", [&text](const ChunkSink& sink) { sink(text); });
    if (!saved.ok()) {
      std::cerr << "goproof check: " << saved.message() << "\n";
      return kExitWriteFailed;
    }
    std::cerr << "goproof check: the proof's tree written to " << sgfPath << " (" << sgf.nodes() << " moves)\n";
    return kExitOk;
  }
};

}  // namespace

CommandRunner addCheckCommand(CLI::App& app) {
  auto cmd = std::make_shared<CheckCommand>();
  CLI::App* sub = app.add_subcommand(
      "check",
      "Check a proof file (solve --proof) with an independent implementation of the rules: exit 0 valid, 1 not, 2 not "
      "a proof file or rules it does not play");
  sub->add_option("proof", cmd->path, "The proof file ('-': standard input)")->required();
  sub->add_flag("--json", cmd->json, "Print one JSON object (fields in docs/proof-format.md)");
  sub->add_option("--sgf", cmd->sgfPath,
                  "Also write a valid proof as an SGF game tree to FILE, to read in Sabaki or GoGui (small proofs: at most "
                  "100000 moves)");
  return [cmd] { return cmd->run(); };
}

}  // namespace goproof::cli
