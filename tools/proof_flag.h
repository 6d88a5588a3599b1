// --proof FILE on solve: after the solve, a proof of its answer
// (docs/proof-format.md) that `goproof check` re-checks with rules of its own.
#pragma once

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <iostream>
#include <optional>
#include <string>

#include "CLI/CLI.hpp"
#include "checker/large_stack.h"
#include "checker/proof_check.h"
#include "formats/atomic_file.h"
#include "formats/bounded_proof_writer.h"
#include "formats/file_identity.h"
#include "formats/proof_writer.h"
#include "nlohmann/json.hpp"
#include "solver/rules/game_registry.h"
#include "solver/search/dfpn.h"
#include "solver/search/solve.h"
#include "tools/cli_common.h"

namespace goproof::cli {

// What writing the proof came to, for the report.
struct ProofSummary {
  bool written = false;
  std::string why;         // when not written: why not, in a sentence
  std::string path;        // the file (verify --proof)
  int exitCode = kExitOk;  // kExitWriteFailed or kExitUnknown when not written
  size_t statements = 0;
  uint64_t nodes = 0, bytes = 0;
  uint64_t solverNodes = 0;  // what the proof's own df-pn searched to choose the prover's moves
  double seconds = 0;
  nlohmann::json json() const {
    nlohmann::json out = {{"written", written}, {"statements", statements}, {"nodes", nodes}, {"bytes", bytes},
                          {"seconds", seconds}, {"solver_nodes", solverNodes}};
    if (!written) out["why_not"] = why;
    return out;
  }
};

struct ProofFlag {
  std::string path;  // empty: no proof
  CLI::Option* option = nullptr;  // --proof, once added
  // --proof-memory MB: the writer remembers at most about this much
  // (formats/bounded_proof_writer.h); 0, every position of the proof
  // (formats/proof_writer.h, the smallest proofs).
  uint64_t memoryMegabytes = 0;
  CLI::Option* memoryOption = nullptr;  // --proof-memory, once added

  void addTo(CLI::App& app) {
    option = app.add_option("--proof", path,
                   "Write a proof of the answer to FILE, which goproof check (or goproof-check) re-checks with rules of "
                   "its own (docs/proof-format.md)");
    memoryOption = app.add_option("--proof-memory", memoryMegabytes,
                   "Write the proof in one pass remembering at most about MB megabytes besides the solver's table (a "
                   "temporary file holds the records); without it the writer keeps every position of the proof, which "
                   "makes the smallest proofs")
        ->check(CLI::Range(uint64_t{1}, uint64_t{1} << 20));
  }

  // Before any work: refuses (CommandError, exit 2) --proof-memory without
  // --proof, rules the checker does not play, a FILE that is one of the
  // command's other files (`others`: flag and path), and (exit 4) a FILE
  // that could not be written.
  void refuseEarly(const PositionSpec& spec, const std::vector<std::pair<std::string, std::string>>& others) const {
    const bool given = option && option->count() > 0;
    if (given && path.empty()) throw CommandError{"proof: give the proof's file name"};
    if (memoryOption && memoryOption->count() > 0 && path.empty())
      throw CommandError{"proof-memory: only with --proof FILE"};
    if (path.empty()) return;
    for (const auto& [flag, other] : others)
      if (!other.empty() && namesOneFile(path, other))
        throw CommandError{cat("--proof and ", flag, " name one file (", other, "): give the proof its own")};
    const std::string rules = spec.rules.toString();
    if (std::string why = proof::checkerRefusal(rules, spec.width, spec.height); !why.empty())
      throw CommandError{cat("proof: ", why)};
    if (absl::Status usable = checkWritablePath(path, "proof"); !usable.ok())
      throw CommandError{std::string(usable.message()), absl::IsUnavailable(usable) ? kExitWriteFailed : kExitBadInput};
  }

  // Writes the proof of r (the statements of statementsOf, every root move's
  // too with allMoves), asking a df-pn solver of its own for the prover's
  // moves. Nothing is written for an answer that is not settled. `command`
  // names the program in the lines on stderr; quiet: none but errors.
  template <class Game>
  ProofSummary write(const Game& root, const SolveResult& r, const SolverOptions& options, bool quiet = false,
                     const char* command = "solve") const {
    ProofSummary summary;
    if (path.empty()) return summary;
    const std::string who = cat("goproof ", command, ": ");
    if (!r.complete || r.value == Value::Unknown || (root.scored() && !r.score)) {
      summary.why = "the answer is not settled";
      if (!quiet) std::cerr << who << "no proof written to " << path << ": " << summary.why << "\n";
      summary.exitCode = kExitUnknown;
      return summary;
    }
    const auto start = std::chrono::steady_clock::now();
    const PositionSpec spec = describeGame(root);
    proof::ProofHeader header;
    header.root = proofRoot(root);
    header.statements = statementsOf(root, r, options.allMoves);
    const bool terminal = !quiet && isatty(STDERR_FILENO);
    double nextLine = terminal ? 1 : 60;
    uint64_t listed = 0;  // positions of the current statement's proof (or nodes written, over all)
    size_t statementAt = 0;  // which statement is being written, from 1 (each one's count starts again)
    std::function<void()> report;  // the progress line, when one is due
    DfpnOptions proofOptions = dfpnOptionsFor(options, 1);
    // The solver reports too, so that a long search for one position (the
    // root's first, which can take as long as the solve) still shows its lines.
    proofOptions.progress = [&report](const DfpnProgress&) { report(); };
    DfpnSolver<Game, false> dfpn(proofOptions);
    ProofOracle<Game> oracle = solverOracle<Game>(dfpn);
    oracle.lastRegion = proofOptions.lastRegion;
    report = [&] {
      if (quiet) return;
      const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (t < nextLine) return;
      nextLine = t + (terminal ? 1 : 60);
      std::fprintf(stderr, "%s%sproof, statement %zu of %zu: %llu %s, %.0f s, %llu solver nodes%s",
                   terminal ? "\r" : "", who.c_str(), statementAt, header.statements.size(),
                   static_cast<unsigned long long>(listed), memoryMegabytes > 0 ? "nodes written" : "positions", t,
                   static_cast<unsigned long long>(dfpn.nodes()), terminal ? "" : "\n");
      std::fflush(stderr);
    };
    auto progress = [&](uint64_t positions) {
      listed = positions;
      report();
    };
    if (!quiet)
      std::cerr << who << "writing the proof of " << header.statements.size()
                << (header.statements.size() == 1 ? " statement" : " statements") << " to " << path << "\n";
    Game game = root;
    absl::Status saved;
    std::optional<std::string> unavailable, spillFailed;
    // The walks recurse once a move: on a stack made for long lines (checker/large_stack.h).
    proof::runWithStack([&] {
      try {
        saved = writeFileAtomically(path, "proof", [&](const ChunkSink& sink) {
          proof::ProofEncoder encoder(header, sink);
          auto writeWith = [&](auto& writer) {
            for (const proof::Statement& s : header.statements) {
              ++statementAt;
              listed = 0;
              writer.write(game, s);
            }
            encoder.finish();
            summary.nodes = writer.nodesWritten();
            summary.bytes = encoder.fileBytes();
          };
          if (memoryMegabytes > 0) {
            BoundedProofWriter<Game> writer(oracle, encoder, spec.width, spec.height, memoryMegabytes << 20, progress);
            writeWith(writer);
          } else {
            ProofWriter<Game> writer(oracle, encoder, spec.width, spec.height, progress);
            writeWith(writer);
          }
        });
      } catch (const ProofUnavailable& e) {
        unavailable = e.what();
      } catch (const ProofSpillFailed& e) {
        spillFailed = e.what();
      }
    });
    if (spillFailed) {
      summary.why = *spillFailed;
      std::cerr << who << "no proof written to " << path << ": " << summary.why << "\n";
      summary.exitCode = kExitWriteFailed;
      return summary;
    }
    if (unavailable) {
      // Stopped (time limit, interrupt): unknown; otherwise the solver's answers do not hold together.
      summary.why = *unavailable;
      std::cerr << who << "no proof written to " << path << ": " << summary.why << "\n";
      summary.exitCode = dfpn.stopped() ? kExitUnknown : kExitFailed;
      return summary;
    }
    if (terminal && nextLine > 1) std::fprintf(stderr, "\r\033[K");
    summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    summary.solverNodes = dfpn.nodes();
    summary.statements = header.statements.size();
    if (!saved.ok()) {
      summary.why = std::string(saved.message());
      std::cerr << who << summary.why << "\n";
      summary.exitCode = kExitWriteFailed;
      return summary;
    }
    summary.written = true;
    char line[200];
    std::snprintf(line, sizeof line, "%llu nodes, %llu bytes (%.2f bytes a node), %.2f s",
                  static_cast<unsigned long long>(summary.nodes), static_cast<unsigned long long>(summary.bytes),
                  summary.nodes ? static_cast<double>(summary.bytes) / summary.nodes : 0.0, summary.seconds);
    if (!quiet) std::cerr << who << "proof written to " << path << ": " << line << "\n";
    return summary;
  }
};

}  // namespace goproof::cli
