// goproof-check PROOF [--json]: the proof checker on its own, a program that
// links the naive rules and the proof format and nothing of goproof's search
// or fast rules (docs/proof-format.md).
#include <iostream>
#include <string>

#include "CLI/CLI.hpp"
#include "checker/check_command.h"

int main(int argc, char** argv) {
  CLI::App app{"Checks a goproof proof file with an independent implementation of the rules"};
  std::string path;
  bool json = false;
  app.add_option("proof", path, "The proof file (goproof solve --proof FILE; '-': standard input)")->required();
  app.add_flag("--json", json, "Print one JSON object");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);
    std::cerr << "goproof-check: " << e.what() << "\n";
    return 2;
  }
  return goproof::proof::runCheckCommand(path, json);
}
