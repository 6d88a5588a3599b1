// goproof verify: check every claim of puzzle files, or refute it with a line.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>

#include "formats/puzzle_input.h"
#include "formats/text_files.h"
#include "puzzles/progress_line.h"
#include "puzzles/run_budget.h"
#include "puzzles/verify_report.h"
#include "solver/search/goal_status.h"
#include "solver/search/search_threads.h"
#include "tools/cli_common.h"
#include "tools/commands.h"
#include "tools/proof_flag.h"
#include "tools/store_flag.h"

namespace goproof::cli {
namespace {

std::atomic<bool> interrupted{false};

// verify's own exit code: the files hold no claim, so nothing was checked
// (a collection of game records, say), which is neither a pass nor bad input.
constexpr int kExitNothingChecked = 5;

struct VerifyCommand {
  std::vector<std::string> files;
  ImportFlags importFlags;
  SolverFlags flags;
  bool timeLimitGiven = false;  // set after parsing: --time-limit was on the command line
  double secondsPerClaim = kDefaultSecondsPerClaim;  // --seconds-per-claim: the default run time's share
  bool secondsPerClaimGiven = false;
  bool json = false;
  bool failuresOnly = false;
  StoreFlag store;  // --store FILE
  std::string proofDir;  // --proof DIR: a proof of each settled puzzle's answers

  // Sets up --proof DIR before any work: a directory (made when missing)
  // where files can be written; CommandError otherwise (exit 2, or 4).
  void prepareProofDir() const {
    if (proofDir.empty()) return;
    std::error_code error;
    const auto status = std::filesystem::symlink_status(proofDir, error);
    if (status.type() == std::filesystem::file_type::not_found) {
      if (!std::filesystem::create_directory(proofDir, error))
        throw CommandError{cat(proofDir, ": cannot make the proof folder: ", error.message()), kExitWriteFailed};
    } else if (!std::filesystem::is_directory(proofDir, error)) {
      throw CommandError{cat("proof: ", proofDir, " is not a folder (verify --proof writes one proof a puzzle into a folder)")};
    }
    if (absl::Status usable = checkWritablePath((std::filesystem::path(proofDir) / "proof").string(), "proof"); !usable.ok())
      throw CommandError{std::string(usable.message()), kExitWriteFailed};
  }

  // The proof of one puzzle's answers (its position's value or score, and
  // every first move's, which settle every claim about a first move), as
  // DIR/STEM-N.proof; nothing for a puzzle whose claims were not all
  // decided, or whose rules the checker does not play.
  ProofSummary provePuzzle(const std::string& stem, size_t number, const Puzzle& puzzle, const PuzzleReport& report,
                           const VerifyOptions& options) const {
    auto none = [](std::string why) {
      ProofSummary summary;
      summary.why = std::move(why);
      return summary;
    };
    const PositionSpec& spec = positionOf(puzzle);
    if (!report.positionError.empty()) return none("the position is not valid");
    if (std::string why = proof::checkerRefusal(spec.rules.toString(), spec.width, spec.height); !why.empty())
      return none(why);
    bool settles = false;  // a claim on the value or a first move's, which the proof settles
    for (const ClaimReport& c : report.claims) {
      if (c.verdict == Verdict::Undecided) return none("a claim is undecided");
      switch (c.claim.kind) {
        case ClaimKind::Win: case ClaimKind::OnlyWin: case ClaimKind::NoWin: case ClaimKind::Value:
        case ClaimKind::Best: case ClaimKind::OnlyBest: case ClaimKind::Costs: settles = true; break;
        default: break;
      }
    }
    if (!settles) return none("no claim on the value or a first move's, which a proof settles");
    ProofFlag proof{(std::filesystem::path(proofDir) / cat(stem, "-", number, ".proof")).string()};
    SolverOptions solver = options.solver;
    solver.allMoves = true;
    solver.valueOnly = false;
    solver.timeLimitSeconds = std::max(10.0, secondsPerClaim * static_cast<double>(report.claims.size()));
    auto made = visitGame(spec, [&](auto& game) {
      // Under a local goal, the terms the claims were checked under: a win without ko (docs/goals.md).
      if constexpr (GoalTermsGame<std::remove_cvref_t<decltype(game)>>) askWinWithoutKo(game);
      const SolveResult r = solvePosition(game, solver);
      return proof.write(game, r, solver, /*quiet=*/true, "verify");
    });
    if (!made.ok()) return none(std::string(made.status().message()));
    ProofSummary summary = *made;
    summary.path = proof.path;
    return summary;
  }

  // What a puzzle file gave: its path, its puzzles or error, its text.
  struct Input {
    std::string path;
    absl::StatusOr<PuzzleFile> parsed;
    std::string text;
  };

  // The proof file names' stem for each input: its name without extension,
  // with -2, -3 ... for a name another input already has.
  static std::vector<std::string> proofStems(const std::vector<Input>& inputs) {
    std::vector<std::string> stems;
    std::map<std::string, int> seen;
    for (const Input& input : inputs) {
      std::string stem = input.path == "-" ? "stdin" : std::filesystem::path(input.path).stem().string();
      for (char& c : stem)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') c = '_';
      if (stem.empty()) stem = "puzzles";
      const int n = ++seen[stem];
      stems.push_back(n == 1 ? stem : cat(stem, "-", n));
    }
    return stems;
  }

  // A puzzle verified, for --proof: its input and number there, and its
  // report (fileReports[fileReport].puzzles[puzzleReport], which is also
  // JSON's files[fileReport].puzzles[puzzleReport]).
  struct VerifiedPuzzle {
    size_t input, puzzle, fileReport, puzzleReport;
  };

  // What --proof DIR came to: the exit code it calls for, by verify's order
  // (docs/cli.md, Exit codes): kExitWriteFailed when a proof could not be
  // written, kExitFailed when the solver's answers did not make one (a bug of
  // goproof's), kExitUnknown when one was not made within its time; kExitOk
  // when each puzzle that can have a proof got one (an interrupt is the
  // tally's).
  struct ProofsMade {
    int written = 0, writeFailed = 0, broken = 0, unproven = 0;
    int exitCode() const {
      return writeFailed ? kExitWriteFailed : broken ? kExitFailed : unproven ? kExitUnknown : kExitOk;
    }
  };

  // --proof DIR, once every claim is checked: a proof of each puzzle that can
  // have one, a line for each on stdout ("proof" in its JSON), a count on
  // stderr.
  ProofsMade writeProofs(const std::vector<Input>& inputs, const std::vector<VerifiedPuzzle>& verified,
                  const std::vector<FileReport>& fileReports, nlohmann::json& jsonFiles, const VerifyOptions& options) {
    const std::vector<std::string> stems = proofStems(inputs);
    ProofsMade made;
    ProgressLine progress(isatty(STDERR_FILENO), "goproof verify");
    for (size_t i = 0; i < verified.size() && !interrupted.load(); ++i) {
      const VerifiedPuzzle& v = verified[i];
      const Puzzle& puzzle = inputs[v.input].parsed->puzzles[v.puzzle];
      const PuzzleReport& report = fileReports[v.fileReport].puzzles[v.puzzleReport];
      progress.set(cat("proving ", i + 1, " of ", verified.size(), " puzzles"));
      const ProofSummary proof = provePuzzle(stems[v.input], v.puzzle + 1, puzzle, report, options);
      made.written += proof.written;
      made.writeFailed += proof.exitCode == kExitWriteFailed;
      made.broken += proof.exitCode == kExitFailed;
      made.unproven += proof.exitCode == kExitUnknown;
      if (json) {
        nlohmann::json j = proof.json();
        j["file"] = proof.written ? nlohmann::json(proof.path) : nlohmann::json(nullptr);
        jsonFiles[v.fileReport]["puzzles"][v.puzzleReport]["proof"] = j;
        continue;
      }
      ProgressLine::Pause quiet(progress);
      std::cout << toString(report.where) << ": proof: "
                << (proof.written ? cat(proof.path, " (", proof.nodes, " nodes, ", proof.bytes, " bytes)")
                                  : cat("none: ", proof.why))
                << "\n";
      checkStdout();
    }
    progress.set("");
    { ProgressLine::Pause quiet(progress); }
    std::cerr << "goproof verify: " << made.written << (made.written == 1 ? " proof" : " proofs") << " written to "
              << proofDir << " (goproof check FILE checks each)";
    if (made.unproven > 0)
      std::cerr << "; " << made.unproven << (made.unproven == 1 ? " was" : " were")
                << " not made within its time (exit code 3; a larger --seconds-per-claim gives each more)";
    std::cerr << "\n";
    return made;
  }

  int run() {
    ImportOptions import = importFlags.toOptions();
    VerifyOptions options;
    options.solver = flags.toOptions();
    options.solver.stop = &interrupted;
    store.open(options.solver);
    prepareProofDir();
    stopOnSignals(&interrupted);
    if (timeLimitGiven && secondsPerClaimGiven)
      throw CommandError{"seconds-per-claim: sets the run's time when --time-limit is not given; give one of them"};
    if (!(std::isfinite(secondsPerClaim) && secondsPerClaim > 0))
      throw CommandError{"seconds-per-claim: must be a number of seconds above 0"};
    ProgressLine progress(isatty(STDERR_FILENO), "goproof verify");
    VerifyTally tally;
    nlohmann::json jsonFiles = nlohmann::json::array();
    // Read every file first: the run's time budget is shared by all their claims.
    std::vector<Input> inputs;
    int totalClaims = 0;
    // Reading and parsing look at no stop flag: a signal while they run ends
    // the run at once (exit 3), before anything is checked, printed or saved.
    std::optional<QuitAtOnceOnSignal> quitAtOnce("verify");
    for (const std::string& path : files) {
      if (interrupted.load()) break;
      Input input{path, PuzzleFile{}, ""};
      input.parsed = readPuzzles(path, import, &input.text, &interrupted);
      if (input.parsed.status().code() == absl::StatusCode::kCancelled) {
        std::cerr << "goproof verify: " << input.parsed.status().message() << "\n";
        break;
      }
      if (input.parsed.ok())
        for (const Puzzle& p : input.parsed->puzzles) totalClaims += static_cast<int>(p.claims.size());
      inputs.push_back(std::move(input));
    }
    quitAtOnce.reset();
    size_t totalPuzzles = 0;
    for (const Input& input : inputs)
      if (input.parsed.ok()) totalPuzzles += input.parsed->puzzles.size();
    const int threads = std::max(1, options.solver.threads);
    const size_t lanes = std::clamp<size_t>(totalPuzzles, 1, static_cast<size_t>(threads));
    options.solver.threads = std::max(1, threads / static_cast<int>(lanes));
    // --time-limit S: the whole run's budget (puzzles/run_budget.h); 0, no
    // limit at all; not given, --seconds-per-claim for each claim, at least a minute.
    std::optional<RunBudget> budget;
    const double runSeconds =
        timeLimitGiven ? options.solver.timeLimitSeconds : defaultRunSeconds(totalClaims, secondsPerClaim);
    if (runSeconds > 0) {
      budget.emplace(runSeconds, totalClaims, static_cast<int>(lanes));
      options.budget = &*budget;
    }
    options.solver.timeLimitSeconds = 0;
    int claimsReported = 0;
    // The work in file order: each file's start (its error or notices), its
    // puzzles, its end. Puzzles are verified in parallel, up to --threads at
    // once, each search on its own thread; with fewer puzzles than threads,
    // the searches get the threads instead. Reports are printed in order.
    struct Item {
      size_t input;
      enum Kind { FileStart, PuzzleItem, FileEnd } kind;
      size_t puzzle = 0;
    };
    std::vector<Item> items;
    for (size_t f = 0; f < inputs.size(); ++f) {
      items.push_back({f, Item::FileStart});
      if (inputs[f].parsed.ok())
        for (size_t i = 0; i < inputs[f].parsed->puzzles.size(); ++i) items.push_back({f, Item::PuzzleItem, i});
      items.push_back({f, Item::FileEnd});
    }
    FileReport file;
    // --proof: each puzzle verified, to be proven once every claim is checked
    // (the proofs take time of their own, never the claims'), and the files' reports.
    std::vector<VerifiedPuzzle> verified;
    std::vector<FileReport> fileReports;
    size_t next = 0;
    SearchThreads arena(static_cast<int>(lanes));
    arena.pipeline(
        8 * lanes,  // a slow puzzle holds back the printing, not the other lanes
        [&]() -> std::optional<size_t> {  // in order: the next item; an interrupt ends the run between files
          // Interrupted: the current file's puzzles not begun are left, its end still reaches the tally.
          while (interrupted.load() && next < items.size() && items[next].kind == Item::PuzzleItem) ++next;
          if (next == items.size() || (interrupted.load() && items[next].kind == Item::FileStart)) return std::nullopt;
          return next++;
        },
        [&](size_t k) -> std::optional<PuzzleReport> {  // in parallel: verify a puzzle
          const Item& item = items[k];
          if (item.kind != Item::PuzzleItem) return std::nullopt;
          const Puzzle& puzzle = inputs[item.input].parsed->puzzles[item.puzzle];
          if (!store.store) return verifyPuzzle(puzzle, options);
          VerifyOptions withStore = options;
          withStore.solver.checkpoint =
              store.hooksFor(puzzle.rules.toString(), puzzle.width, puzzle.height, options.solver.useSymmetry);
          return verifyPuzzle(puzzle, withStore);
        },
        [&](size_t k, std::optional<PuzzleReport>& report) {  // in order: report
          const Item& item = items[k];
          Input& input = inputs[item.input];
          const std::string& path = input.path;
          auto& parsed = input.parsed;
          ProgressLine::Pause quiet(progress);  // the terminal's progress line is off while this prints
          if (item.kind == Item::FileStart) {
            file = FileReport{};
            file.path = displayName(path);
            if (!parsed.ok()) {
              file.inputError = std::string(parsed.status().message());
              std::cerr << "goproof verify: " << file.inputError << "\n";
            } else {
              file.syntax = toString(detectSyntax(input.text));
              if (!parsed->puzzles.empty())
                progress.set(cat("verifying ", path, ": puzzle 1 of ", parsed->puzzles.size(), ", ", claimsReported,
                                 " of ", totalClaims, " claims checked"));
              file.notices = parsed->notices;
              for (const Notice& n : file.notices)
                std::cerr << "goproof verify: " << toString(n) << (n.skippedBadInput ? " (skipped)" : "") << "\n";
            }
          } else if (item.kind == Item::PuzzleItem) {
            file.puzzles.push_back(std::move(*report));
            if (!proofDir.empty())
              verified.push_back({item.input, item.puzzle, fileReports.size(), file.puzzles.size() - 1});
            if (!json) {
              std::cout << formatPuzzleReport(file.puzzles.back(), failuresOnly);
              checkStdout();  // a closed pipe or a full disk ends the run now, with exit 4
            }
            claimsReported += static_cast<int>(file.puzzles.back().claims.size());
            if (item.puzzle + 1 < parsed->puzzles.size())
              progress.set(cat("verifying ", path, ": puzzle ", item.puzzle + 2, " of ", parsed->puzzles.size(), ", ",
                               claimsReported, " of ", totalClaims, " claims checked"));
          } else {
            tally.add(file);
            if (json) jsonFiles.push_back(fileReportJson(file));
            if (!proofDir.empty()) fileReports.push_back(file);
          }
        });
    progress.set("");
    { ProgressLine::Pause quiet(progress); }
    const int proofExit =
        proofDir.empty() ? kExitOk : writeProofs(inputs, verified, fileReports, jsonFiles, options).exitCode();
    if (interrupted.load()) tally.interrupted = true;  // during the claims or the proofs
    // The store is written before the summary, so that a failed write is in the exit code it reports.
    int storeExit = store.save("verify");
    if (proofExit == kExitWriteFailed) storeExit = kExitWriteFailed;
    const int exitCode = storeExit != kExitOk                                       ? storeExit
                         : tally.badFiles || tally.badPositions || tally.skippedParts ? kExitBadInput
                         : tally.failed || proofExit == kExitFailed                 ? kExitFailed
                         : tally.undecided || tally.interrupted || proofExit == kExitUnknown ? kExitUnknown
                         : tally.claims == 0                                        ? kExitNothingChecked
                                                                                    : kExitOk;
    if (exitCode == kExitNothingChecked)
      std::cerr << "goproof verify: nothing was checked: "
                << (tally.files == 1 ? std::string("the file holds no claim")
                                     : cat("none of the ", tally.files, " files holds a claim"))
                << " (exit code 5)\n";
    if (json) {
      nlohmann::json out{{"files", jsonFiles}, {"summary", tallyJson(tally)}, {"exit_code", exitCode}};
      // Titles and comments come from files in any encoding: invalid UTF-8 is replaced, not fatal.
      std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
      std::cout << "summary: " << formatTally(tally) << "\n";
    }
    return exitCode;
  }
};

}  // namespace

CommandRunner addVerifyCommand(CLI::App& app) {
  auto command = std::make_shared<VerifyCommand>();
  CLI::App* sub = app.add_subcommand("verify", "Check every claim of puzzle files (native, SGF or diagrams)");
  sub->add_option("files", command->files, "Puzzle files: native (.puzzles), SGF, or text with diagrams ('-': standard input)")->required();
  command->importFlags.addTo(*sub);
  sub->add_flag("--json", command->json, "Report as JSON on stdout");
  command->store.addTo(*sub);
  sub->add_option("--proof", command->proofDir,
                  "Write into folder DIR, as FILE-N.proof, a proof of each puzzle's value and every first move's, which "
                  "goproof check re-checks (docs/proof-format.md)");
  sub->add_flag("--failures-only", command->failuresOnly, "Print only failed or undecided claims (and the summary)");
  command->flags.settings.tableMegabytes = 16;  // many small searches: small tables start fastest
  command->flags.addTo(*sub, /*withAllMoves=*/false);
  sub->get_option("--time-limit")
      ->description("The whole run's time in seconds, shared by its claims (0: no limit; default: "
                    "--seconds-per-claim for each claim, at least 60 s)");
  sub->add_option("--seconds-per-claim", command->secondsPerClaim,
                  "Without --time-limit, the run's time is this many seconds for each claim, at least 60 s")
      ->default_val(kDefaultSecondsPerClaim);
  sub->footer(
      "Exit codes: 0 every claim holds; 1 a claim is false; 2 bad input (a file, a position, a flag); 3 a claim is "
      "undecided (time limit) or the run was interrupted; 4 the output could not be written; 5 nothing was checked "
      "(the files hold no claim). When several apply: the first of 4, 2, 1, 3, 5.");
  return [command, sub] {
    command->timeLimitGiven = sub->count("--time-limit") > 0;
    command->secondsPerClaimGiven = sub->count("--seconds-per-claim") > 0;
    return command->run();
  };
}

}  // namespace goproof::cli
