// goproof generate: new graded puzzles with unique answers, verified before
// they are written (puzzles/generate.h does the work).
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "formats/atomic_file.h"
#include "formats/native_format.h"
#include "formats/text_files.h"
#include "nlohmann/json.hpp"
#include "puzzles/generate.h"
#include "puzzles/verify.h"
#include "solver/search/search_threads.h"
#include "tools/cli_common.h"
#include "tools/commands.h"

namespace goproof::cli {
namespace {

std::atomic<bool> interrupted{false};

struct GenerateCommand {
  std::string rules = "capture-1";
  std::string size = "5x5";
  int count = 10;
  std::string kind;
  std::string difficulty = "any";
  std::string theme;
  uint64_t seed = 1;
  std::string output;
  bool all = false;
  bool json = false;
  int threads = 0;
  uint64_t nodeLimit = GenerateOptions{}.nodeLimit;
  double timeLimitSeconds = 0;
  CLI::App* sub = nullptr;

  // The command line that makes the same set, for the puzzles' source field.
  std::string commandLine(const GenerateOptions& o) const {
    std::string line = cat("goproof generate --rules ", o.rules.toString(), " --size ", o.width, "x", o.height,
                           " --kind ", problemKindName(o.kind));
    if (o.all) line += " --all";
    if (!o.all || o.count > 0) line += cat(" --count ", o.count);
    if (o.lowestGrade != kLowestGrade || o.highestGrade != kHighestGrade)
      line += cat(" --difficulty ", o.lowestGrade, "-", o.highestGrade);
    if (!o.theme.empty()) line += cat(" --theme ", o.theme);
    if (!o.all) line += cat(" --seed ", o.seed);
    if (nodeLimit != GenerateOptions{}.nodeLimit) line += cat(" --node-limit ", nodeLimit);
    return line;
  }

  GenerateOptions toOptions() const {
    GenerateOptions o;
    // A local goal's kind plays Go on a full board unless told otherwise.
    const std::optional<ProblemKind> asked = problemKindFromName(kind);
    const bool local = asked && localGoalKind(*asked);
    o.rules = rulesFlag(local && sub->count("--rules") == 0 ? "go" : rules);
    std::tie(o.width, o.height) = sizeFlag(local && sub->count("--size") == 0 ? "19" : size);
    if (kind.empty()) {
      o.kind = defaultKind(o.rules);
    } else if (asked) {
      o.kind = *asked;
    } else {
      throw CommandError{cat("kind: '", kind,
                             "' is not a kind (only-win, tutorial, best-move, no-win, connect, capture, save, kill, live)")};
    }
    o.theme = theme;
    auto grades = parseGradeRange(difficulty);
    if (!grades.ok()) throw CommandError{cat("difficulty: ", grades.status().message())};
    o.lowestGrade = grades->first;
    o.highestGrade = grades->second;
    o.count = all && sub->count("--count") == 0 ? 0 : count;
    o.seed = seed;
    o.all = all;
    if (threads < 0 || threads > kMaxSearchThreads)
      throw CommandError{cat("threads: must be from 1 to ", kMaxSearchThreads, " (or 0: every hardware thread)")};
    o.threads = threads == 0 ? hardwareThreads() : threads;
    o.nodeLimit = nodeLimit;
    if (!(std::isfinite(timeLimitSeconds) && timeLimitSeconds >= 0))
      throw CommandError{"time-limit: must be a number of seconds, 0 (no limit) or more"};
    o.timeLimitSeconds = timeLimitSeconds;
    o = withGoalRules(o);
    if (absl::Status ok = checkGenerateOptions(o); !ok.ok()) throw CommandError{std::string(ok.message())};
    o.source = commandLine(o);
    return o;
  }

  // Verifies every puzzle of the text about to be written, as goproof verify
  // would read it; the first claim that does not pass is an error.
  static std::string verifyText(const std::string& text, const GenerateOptions& generated) {
    const int threads = generated.threads;
    auto file = parsePuzzleFile(text, "generated");
    if (!file.ok()) return std::string(file.status().message());
    std::vector<std::string> problems(file->puzzles.size());
    VerifyOptions options;
    options.solver.tableMegabytes = 16;
    options.solver.threads = 1;
    options.solver.nodeLimit = checkNodeLimit(generated);
    options.shareSettledPositions = false;  // as the judge checked them (problem_judge_steps.h)
    // No stop flag: after an interrupt the problems found are still checked
    // (within the node limit, so the check ends) and written.
    size_t next = 0;
    SearchThreads lanes(std::max(1, threads));
    lanes.pipeline(
        4 * static_cast<size_t>(std::max(1, threads)),
        [&]() -> std::optional<size_t> {
          if (next == file->puzzles.size()) return std::nullopt;
          return next++;
        },
        [&](size_t k) { return verifyPuzzle(file->puzzles[k], options); },
        [&](size_t k, PuzzleReport& report) {
          if (!report.positionError.empty()) problems[k] = cat(report.title, ": ", report.positionError);
          for (const ClaimReport& c : report.claims)
            if (c.verdict != Verdict::Pass && problems[k].empty())
              problems[k] = cat(report.title, ": ", toString(c.verdict), " ", toString(c.claim), ": ", c.explanation);
        });
    for (const std::string& p : problems)
      if (!p.empty()) return p;
    return "";
  }

  int run() {
    GenerateOptions options = toOptions();
    if (json && (output.empty() || output == "-"))
      throw CommandError{"json: the report goes to stdout, so the puzzles need a file: add -o FILE"};
    const bool toFile = !output.empty() && output != "-";
    // A new or regular file is checked before the work; a symbolic link, a
    // device or a FIFO is written through at the end, as every -o is.
    std::error_code ec;
    const auto kind = std::filesystem::symlink_status(output, ec).type();
    if (toFile && (kind == std::filesystem::file_type::not_found || kind == std::filesystem::file_type::regular ||
                   kind == std::filesystem::file_type::directory)) {
      if (absl::Status ok = checkWritablePath(output, "puzzle file"); !ok.ok())
        throw CommandError{std::string(ok.message()), kExitWriteFailed};
    }
    stopOnSignals(&interrupted);
    options.stop = &interrupted;
    const bool terminal = isatty(STDERR_FILENO);
    bool progressShown = false;
    options.progress = [&](const GenerateProgress& p) {
      if (!terminal) return;
      std::fprintf(stderr, "\rgenerating: %d%s problems found, %llu positions judged, %llu %s (%.0f s)   ", p.found,
                   p.wanted > 0 ? cat(" of ", p.wanted).c_str() : "", static_cast<unsigned long long>(p.positions),
                   static_cast<unsigned long long>(p.games), options.all ? "positions listed" : "games played",
                   p.seconds);
      std::fflush(stderr);
      progressShown = true;
    };
    const auto start = std::chrono::steady_clock::now();
    GenerateResult result = generatePuzzles(options);
    if (progressShown) std::fprintf(stderr, "\r\033[K");
    if (!result.shortfall.empty()) std::cerr << "goproof generate: " << result.shortfall << "\n";
    if (result.puzzles.empty()) {  // nothing written; a script still gets its report
      const int code = result.stopped ? kExitUnknown : kExitFailed;
      if (json) printJsonReport(options, result, "", code, secondsSince(start));
      return code;
    }

    PuzzleFile file;
    file.path = output;
    file.puzzles = result.puzzles;
    const std::string text = formatPuzzleFile(file);
    if (std::string problem = verifyText(text, options); !problem.empty()) {
      throw CommandError{cat("a generated puzzle did not verify, so nothing was written: ", problem), kExitFailed};
    }
    if (!toFile) {
      std::cout << text;
      checkStdout();
    } else if (absl::Status written = writeOutputText(output, text); !written.ok()) {
      throw CommandError{std::string(written.message()), kExitWriteFailed};
    }
    const double seconds = secondsSince(start);
    int low = kHighestGrade, high = kLowestGrade;
    for (const Difficulty& d : result.difficulty) low = std::min(low, d.grade), high = std::max(high, d.grade);
    std::cerr << "goproof generate: " << result.puzzles.size() << " " << problemKindName(options.kind)
              << (result.puzzles.size() == 1 ? " problem" : " problems") << " for " << options.rules.toString() << " "
              << options.width << "x" << options.height << " (grades " << low << "-" << high << "), every claim verified"
              << (toFile ? ", in " + output : "") << " (" << cat(std::lround(seconds * 10) / 10.0) << " s"
              << (result.stopped && !result.shortfall.empty() ? cat("; stopped before the count, exit ", kExitUnknown) : std::string()) << ")\n";
    const int code = !result.shortfall.empty() ? (result.stopped ? kExitUnknown : kExitFailed) : kExitOk;
    if (json) printJsonReport(options, result, output, code, seconds);
    return code;
  }

  // The --json report on stdout: the problems found, their grades and the
  // tally; "file" is null when nothing was written.
  void printJsonReport(const GenerateOptions& options, const GenerateResult& result, const std::string& file, int code,
                       double seconds) const {
    nlohmann::json problems = nlohmann::json::array();
    for (size_t i = 0; i < result.puzzles.size(); ++i) {
      const Difficulty& d = result.difficulty[i];
      problems.push_back({{"title", result.puzzles[i].title},
                          {"grade", d.grade},
                          {"depth", d.depth},
                          {"nodes", d.nodes},
                          {"tempting", d.plausible},
                          {"stones", d.stones}});
      if (d.lineMoves > 0) problems.back()["line_moves"] = d.lineMoves;
      if (!result.themes[i].empty()) problems.back()["theme"] = result.themes[i];
    }
    const GenerateTally& t = result.tally;
    nlohmann::json out{{"file", file.empty() ? nlohmann::json(nullptr) : nlohmann::json(file)},
                       {"rules", options.rules.toString()},
                       {"size", cat(options.width, "x", options.height)},
                       {"kind", problemKindName(options.kind)},
                       {"wanted", options.count},
                       {"found", result.puzzles.size()},
                       {"problems", problems},
                       {"tally",
                        {{"games", t.games},
                         {"positions", t.positions},
                         {"unsolved", t.unsolved},
                         {"wrong_kind", t.wrongKind},
                         {"out_of_range", t.outOfRange},
                         {"duplicates", t.duplicates},
                         {"region_dependent", t.regionDependent},
                         {"failed_check", t.failedCheck}}},
                       {"shortfall", result.shortfall},
                       {"seconds", seconds},
                       {"exit_code", code}};
    std::cout << out.dump(2) << "\n";
  }
  static double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
};

}  // namespace

// Refuses a negative number for an unsigned option: CLI11 would read "-5"
// into a uint64_t by wrapping it round to a huge number.
const CLI::Validator kNotNegative(
    [](std::string& text) {
      const size_t first = text.find_first_not_of(" \t");
      return first != std::string::npos && text[first] == '-' ? cat("must be 0 or more, not ", text) : std::string();
    },
    "NONNEGATIVE");

CommandRunner addGenerateCommand(CLI::App& app) {
  auto command = std::make_shared<GenerateCommand>();
  CLI::App* sub = app.add_subcommand("generate", "Make new graded puzzles with unique answers, every claim verified");
  command->sub = sub;
  sub->add_option("--rules", command->rules, "The game: capture-N, gonnect, go, quench-N, conversion, conquest")
      ->capture_default_str();
  sub->add_option("--size", command->size, "Board size, N or WxH")->capture_default_str();
  sub->add_option("--count", command->count, "How many problems (with --all: at most this many)")->capture_default_str();
  sub->add_option("--kind", command->kind,
                  "only-win, tutorial (Capture Go), best-move (scored games), no-win, connect (Gonnect), or a local "
                  "goal on Go's board: capture, save, kill or live; default: connect for Gonnect, best-move for scored "
                  "games, only-win otherwise");
  sub->add_option("--theme", command->theme,
                  "Capture problems: only those that teach this tactic: ladder, loose-ladder, net, snapback, throw-in "
                  "or atari");
  sub->add_option("--difficulty", command->difficulty,
                  "Grades to keep: easy (1-3), medium (4-6), hard (7-10), any, N or LO-HI")
      ->capture_default_str();
  sub->add_option("--seed", command->seed, "The same seed makes the same set")->check(kNotNegative)->capture_default_str();
  sub->add_option("-o,--output", command->output, "Write here, atomically, instead of to stdout");
  sub->add_flag("--all", command->all,
                "Every position of a board of up to 16 points (4x4, 4x3, 3x3, ...) that makes such a problem, once up to symmetry");
  sub->add_flag("--json", command->json, "Report the problems and their grades as JSON on stdout (needs -o)");
  sub->add_option("--threads", command->threads,
                  "Threads (default: every hardware thread, here " + std::to_string(hardwareThreads()) + ")");
  sub->add_option("--node-limit", command->nodeLimit,
                  "Skip positions that take df-pn more nodes than this to settle (the same on every machine)")
      ->check(kNotNegative)
      ->capture_default_str();
  sub->add_option("--time-limit", command->timeLimitSeconds, "Stop after this many seconds, keeping what was found");
  return [command] { return command->run(); };
}

}  // namespace goproof::cli
