// goproof-check PROOF [--json]: the proof checker on its own, a program that
// links the naive rules and the proof format and nothing of goproof's search
// or fast rules (docs/proof-format.md).
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "checker/check_command.h"
#include "checker/proof_format.h"

int main(int argc, char** argv) {
  CLI::App app{"Checks a goproof proof file with an independent implementation of the rules", "goproof-check"};
  std::string path;
  bool json = false;
  app.add_option("proof", path, "The proof file (goproof solve --proof FILE; '-': standard input)")->required();
  app.add_flag("--json", json, "Print one JSON object");
  app.set_version_flag("--version", std::string("goproof-check ") + GOPROOF_VERSION, "Print the version and exit");
  // A reader that goes away (| head) or a full disk is a failed write, as
  // in goproof (docs/cli.md: exit 4), not a signal or a silent success.
  std::signal(SIGPIPE, SIG_IGN);
  auto written = [](int code) {
    std::cout.flush();
    std::fflush(stdout);
    if (!std::cout || std::ferror(stdout)) {
      std::cerr << "goproof-check: cannot write to standard output: " << (errno ? std::strerror(errno) : "write error")
                << "\n";
      return 4;
    }
    return code;
  };
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return written(app.exit(e));  // --help, --version
    // CLI11's wording for the two mistakes one makes with a one-argument program, said plainly.
    std::string why = e.what();
    if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr) {
      const std::vector<std::string> words = app.remaining(false);
      const bool flag = std::any_of(words.begin(), words.end(), [](const std::string& w) { return w.size() > 1 && w[0] == '-'; });
      why = "not expected: " + goproof::proof::join(words, " ") + (flag ? "" : " (one proof file at a time)");
    } else if (dynamic_cast<const CLI::RequiredError*>(&e) != nullptr)
      why = "name the proof file to check (goproof-check FILE; '-' for standard input)";
    std::cerr << "goproof-check: " << why << " (see goproof-check --help)\n";
    return 2;
  }
  return written(goproof::proof::runCheckCommand(path, json));
}
