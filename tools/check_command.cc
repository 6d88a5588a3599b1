// goproof check PROOF: the independent proof checker (checker/), the same
// program as the stand-alone goproof-check.
#include <memory>
#include <string>

#include "checker/check_command.h"
#include "tools/commands.h"

namespace goproof::cli {

CommandRunner addCheckCommand(CLI::App& app) {
  auto path = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  CLI::App* sub = app.add_subcommand(
      "check", "Check a proof file (solve --proof) with an independent implementation of the rules: exit 0 valid, 1 not");
  sub->add_option("proof", *path, "The proof file")->required();
  sub->add_flag("--json", *json, "Print one JSON object (fields in docs/proof-format.md)");
  return [path, json] { return proof::runCheckCommand(*path, *json); };
}

}  // namespace goproof::cli
