#include "checker/check_command.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iostream>

#include "checker/proof_check.h"
#include "checker/proof_format.h"
#include "nlohmann/json.hpp"

#include "solver/util/text.h"

namespace goproof::proof {

int runCheckCommand(const std::string& path, bool json, ProofListener* listener) {
  const auto start = std::chrono::steady_clock::now();
  auto seconds = [&start] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  // The first line after two seconds, then at most one a second on a
  // terminal (overwritten in place), one a minute into a file or a pipe.
  double nextReport = 2;
  const bool terminal = ::isatty(STDERR_FILENO);
  auto progress = [&](uint64_t nodes) {
    if (seconds() < nextReport) return;
    nextReport = seconds() + (terminal ? 1 : 60);
    std::cerr << "goproof check: " << nodes << " nodes checked, " << static_cast<int>(seconds()) << " s"
              << (terminal ? "\r" : "\n") << std::flush;
  };
  const CheckReport report = checkProof(path, progress, listener);
  if (terminal && nextReport > 2) std::cerr << std::string(60, ' ') << "\r";
  const double elapsed = seconds();
  // Exit 2 (not a proof, rules the checker does not play) says why on stderr in one line, with --json too.
  if (report.exitCode == 2) std::cerr << "goproof check: " << report.failure << "\n";
  if (json) {
    nlohmann::json out = {{"valid", report.exitCode == 0}, {"rules", report.rules}, {"size", report.size},
                          {"nodes", report.nodes}, {"seconds", elapsed}};
    if (report.root) {
      const RootPosition& r = *report.root;
      out["root"] = {{"board", r.rows}, {"to_move", std::string(1, r.toMove)}, {"ko", r.ko},
                     {"prisoners", {r.prisoners[0], r.prisoners[1]}}, {"previous_pass", r.previousPass},
                     {"coins", {r.coins[0], r.coins[1]}}};
    }
    if (!report.goal.empty()) out["goal"] = report.goal;
    if (report.exitCode == 0) {
      out["proven"] = report.proven;
      out["file_bytes"] = report.fileBytes;
      out["body_bytes"] = report.bodyBytes;
      out["bytes_per_node"] = report.nodes ? static_cast<double>(report.fileBytes) / report.nodes : 0.0;
    } else {
      out["failure"] = report.failure;
      out["failure_path"] = report.failurePath;
    }
    std::cout << out.dump() << "\n";
    return report.exitCode;
  }
  if (report.exitCode == 2) return 2;
  // The position the statements and an "at:" line start from.
  if (report.root) std::cout << "root: " << describeRoot(*report.root) << "\n";
  if (report.exitCode != 0) {
    std::cout << "invalid: " << report.failure << "\n";
    // A damaged file fails in its bytes, not at a node: no "at:" line (docs/proof-format.md).
    if (!report.damaged)
      std::cout << "at: " << (report.failurePath.empty() ? "the root" : join(report.failurePath, " ")) << "\n";
    return report.exitCode;
  }
  if (!report.goal.empty()) std::cout << "goal: " << report.goal << "\n";
  for (const std::string& statement : report.proven) std::cout << "proven: " << statement << "\n";
  char figures[160];
  std::snprintf(figures, sizeof figures, "%llu nodes, %llu bytes (%.2f bytes a node), checked in %.2f s",
                static_cast<unsigned long long>(report.nodes), static_cast<unsigned long long>(report.fileBytes),
                report.nodes ? static_cast<double>(report.fileBytes) / report.nodes : 0.0, elapsed);
  std::cout << "valid: " << report.rules << " " << report.size << ", " << figures << "\n";
  return 0;
}

}  // namespace goproof::proof
