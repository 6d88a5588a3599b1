// goproof solve: the game-theoretic value of a position, by exhaustive search.
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <functional>
#include <cstdio>
#include <cmath>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <sys/stat.h>

#include "formats/checkpoint_file.h"
#include "formats/puzzle_input.h"
#include "absl/strings/str_join.h"
#include "nlohmann/json.hpp"
#include "puzzles/verify.h"
#include "solver/search/goal_status.h"
#include "solver/board/board_text.h"
#include "solver/search/dfpn.h"
#include "solver/rules/knowledge/contact_bias.h"
#include "solver/search/job_level_solve.h"
#include "tools/cli_common.h"
#include "tools/commands.h"
#include "tools/distributed_solve.h"
#include "tools/frame_check.h"
#include "tools/json_points.h"
#include "tools/moves_flag.h"
#include "tools/proof_flag.h"
#include "tools/store_flag.h"
#include "solver/search/refined_pie.h"
#include "solver/search/solve.h"

namespace goproof::cli {
namespace {

std::atomic<bool> interrupted{false};

double peakMemoryMiB() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

std::string_view winnerName(Value v, Color toMove) {
  Winner w = winnerFor(v, toMove);
  return w == Winner::None ? "unknown" : toString(w);
}

// The text answer's note of workers given up for lost: "" when none.
std::string lostWorkersText(int lost) {
  return lost == 0 ? std::string() : cat("; ", lost, lost == 1 ? " worker" : " workers", " lost");
}

// The root's questions for --json: each margin asked (points), the answer
// (true, false, null when unanswered), the depth (null for df-pn), the nodes
// and seconds when it ended.
nlohmann::json rootQuestionsJson(const std::vector<RootQuestion>& questions) {
  nlohmann::json out = nlohmann::json::array();
  for (const RootQuestion& q : questions)
    out.push_back({{"margin", jsonPoints(q.blackMargin)},
                   {"answer", q.answer ? nlohmann::json(*q.answer) : nlohmann::json(nullptr)},
                   {"depth", q.depth > 0 ? nlohmann::json(q.depth) : nlohmann::json(nullptr)},
                   {"nodes", q.nodes},
                   {"seconds", q.seconds}});
  return out;
}

// "question: B+25 or more? yes (depth 23, 1234 nodes, 5.2 s)" for the text answer.
std::string rootQuestionText(const RootQuestion& q) {
  char tail[96];
  std::snprintf(tail, sizeof tail, "%llu nodes, %.1f s)", static_cast<unsigned long long>(q.nodes), q.seconds);
  return cat("question: ", marginQuestion(q.blackMargin), " ",
             q.answer ? (*q.answer ? "yes" : "no") : "unanswered", " (",
             q.depth > 0 ? cat("depth ", q.depth, ", ") : std::string(), tail);
}

// What the answers of a solve stopped in its root's questions prove of
// Black's margin, [least, greatest]; nullopt when it is settled, or no
// question was answered, or the game has no score.
template <class Game>
std::optional<std::pair<HalfPoints, HalfPoints>> marginSoFar(const Game& game, const SolveResult& r) {
  if constexpr (ScoredSearchGame<Game>) {
    const bool answered = std::any_of(r.rootQuestions.begin(), r.rootQuestions.end(),
                                      [](const RootQuestion& q) { return q.answer.has_value(); });
    if (r.score || !answered || !game.scored() || game.result() != Winner::None) return std::nullopt;
    const ScoreRange range = game.scoreRange();
    return marginsLeft(marginCandidates(game), range.low, range.high, r.rootQuestions);
  } else {
    return std::nullopt;
  }
}

struct SolveCommand {
  PositionFlags position;
  SolverFlags flags;
  SolverOptions solver;
  bool json = false;
  std::string checkpointPath;   // --checkpoint FILE
  bool resume = false;          // --resume: FILE must exist
  double checkpointEvery = 300;  // --checkpoint-every SECONDS
  std::optional<CheckpointReader> resumed;
  std::string checkpointError;  // the last failed save, if any
  StoreFlag store;               // --store FILE
  ProofFlag proof;               // --proof FILE
  ProofSummary proofWritten;     // what --proof came to, for the report
  std::string file;              // FILE: a puzzle file whose position is solved
  std::vector<std::string> moves;  // --moves: played in turn from that position before the solve
  std::vector<std::string> movesPlayed;  // their words, as played (run)
  PositionSpec solvedSpec;       // the position solved (run)
  std::chrono::steady_clock::time_point solveStart;  // when its search began (run)
  std::string puzzleText;        // --puzzle N as given
  size_t puzzleNumber = 0;       // which of the file's puzzles (1-based; 0: its only one)
  size_t solvedPuzzle = 0;       // the puzzle of FILE solved (1-based)
  CLI::App* app = nullptr;       // the subcommand, to tell which flags were given
  std::optional<GoalWord> fileGoal;  // FILE's goal word, as read (--goal included)
  std::string regionTakesIn;     // the file's answer points a wider frame took in (regionForTheClaims)
  bool distributed = false;      // --distributed: the job-level search over MPI (docs/distributed.md)
  uint64_t jobNodes = 1'000'000; // --job-nodes: each job's df-pn budget
  double jobTimeout = 0;         // --job-timeout: seconds before an unanswered job's worker is given up (0: automatic)
  nlohmann::json distributedReport;  // the master's figures, for --json
  std::streambuf* workerDiagnostics = nullptr;  // a worker's stderr, silenced but for its own failure
  bool worker = false;           // --distributed, and not rank 0
  bool workerMayBeGone = false;  // --distributed's master: a worker was lost, or a job is unanswered at the end

  // The goal's word the report uses: --goal's, or FILE's; capture when neither says.
  GoalWord goalWord() const {
    if (!file.empty()) return fileGoal.value_or(GoalWord::Capture);
    return position.goalWord().value_or(GoalWord::Capture);
  }

  // A checkpoint of `entries` entries resumes only into a table that can
  // hold them: a smaller one would lose most of them, and its own checkpoint
  // would then replace the file with what it kept. Refused (exit 2), with the
  // least --tt-mb that holds them; a table they fill beyond half loses some
  // to full buckets: said on stderr. tableShare(T) is the megabytes of
  // --tt-mb T that the solver's table gets (the rest holds df-pn's child
  // lists, alpha-beta's repetitions).
  void refuseATableTooSmallFor(size_t entries, const std::function<size_t(size_t)>& tableShare) const {
    using Table = TranspositionTable<DfpnEntry, false>;  // 16 bytes an entry, as alpha-beta's
    const size_t holds = Table::entriesIn(tableShare(solver.tableMegabytes));
    size_t needed = (entries + Table::entriesIn(1) - 1) / Table::entriesIn(1);
    while (Table::entriesIn(tableShare(needed)) < entries) ++needed;  // the shares take at most an eighth or so
    if (entries > holds)
      throw CommandError{cat(checkpointPath, ": holds ", entries, " table entries, more than the ", holds,
                             " a table of --tt-mb ", solver.tableMegabytes, " holds: resume it with --tt-mb ", needed,
                             " or more (a smaller table would lose them, and its checkpoint would replace this one)")};
    if (entries * 2 > holds)
      std::cerr << "goproof solve: " << checkpointPath << "'s " << entries << " entries fill more than half of the table"
                << " (--tt-mb " << solver.tableMegabytes << "): some will not fit (--tt-mb " << 4 * needed
                << " keeps nearly all)\n";
  }

  // The megabytes of --tt-mb `megabytes` that the solver's own table gets for game.
  template <class Game>
  size_t solverTableMegabytes(const Game& game, size_t megabytes) const {
    if (solver.kind == SolverKind::AlphaBeta) return AlphaBetaCrew<Game, false>::mainTableMegabytes(game, megabytes);
    return planDfpnMemory(megabytes, std::max(1, solver.threads), solver.childCache).tableMegabytes;
  }

  // Sets up --checkpoint for game: reads FILE when it exists (refusing a file
  // of another run), and saves to it every checkpointEvery seconds and at the end.
  template <class Game>
  void setUpCheckpoint(const Game& game) {
    if (checkpointPath.empty()) {
      if (resume) throw CommandError{"resume: give the checkpoint to resume from with --checkpoint FILE"};
      return;
    }
    if (solver.kind == SolverKind::Retrograde)
      throw CommandError{"checkpoint: only df-pn (the default solver) and alpha-beta save checkpoints, not retro"};
    if (!(std::isfinite(checkpointEvery) && checkpointEvery >= 1))
      throw CommandError{"checkpoint-every: must be a number of seconds, 1 or more"};
    const PositionSpec position = describeGame(game);  // the game's own description (game_registry.h)
    CheckpointHeader header{position.rules.toString(), cat(position.width, "x", position.height), position.rows,
                            std::string(colorLetter(position.toMove)), game.hash(), solver.useSymmetry,
                            std::string(solverName(solver.kind)), /*resumeAt=*/""};
    if (absl::Status usable = checkCheckpointPath(checkpointPath); !usable.ok())
      throw CommandError{std::string(usable.message()),
                         absl::IsUnavailable(usable) ? kExitWriteFailed : kExitBadInput};
    struct stat info {};
    if (::lstat(checkpointPath.c_str(), &info) == 0) {
      auto file = readCheckpoint(checkpointPath);
      if (!file.ok()) throw CommandError{std::string(file.status().message())};
      if (std::string why = checkpointMismatch(file->header(), header); !why.empty())
        throw CommandError{cat(checkpointPath, ": not this run's checkpoint: ", why)};
      resumed = *std::move(file);
      if (!distributed)
        refuseATableTooSmallFor(resumed->entryCount(),
                                [&](size_t megabytes) { return solverTableMegabytes(game, megabytes); });  // the master keeps every entry
      std::cerr << "goproof solve: resuming from " << checkpointPath << " (" << resumed->entryCount()
                << " table entries)\n";
      solver.checkpoint.resumeEntries = resumed->entryCount();
      solver.checkpoint.resumeAt = resumed->header().resumeAt;
      solver.checkpoint.resumeFrom = [this](const EntryVisitor& visit) {
        // The entries stream from the file into the table; if the file was
        // changed in place since it was checked, those before the change
        // (the checked file's, each sound on its own) are kept.
        if (absl::Status read = resumed->forEachEntry(visit); !read.ok())
          std::cerr << "goproof solve: " << read.message() << "\n";
        resumed.reset();  // closes the file
      };
    } else if (resume) {
      throw CommandError{cat(checkpointPath, ": no checkpoint to resume (without --resume, a new one is started)")};
    }
    solver.checkpoint.everySeconds = checkpointEvery;
    solver.checkpoint.solver = header.solver;
    // Where the search stands at each save, kept in the file's header.
    auto resumeAt = std::make_shared<std::string>();
    solver.checkpoint.noteResumePoint = [resumeAt](const std::string& at) { *resumeAt = at; };
    solver.checkpoint.save = [this, header, resumeAt](const EntryWalk& walk) {
      CheckpointHeader saving = header;
      saving.resumeAt = *resumeAt;
      absl::Status saved = writeCheckpoint(checkpointPath, saving, walk);
      if (saved.ok()) {
        checkpointError.clear();
      } else {
        checkpointError = std::string(saved.message());
        std::cerr << "goproof solve: " << checkpointError << "\n";
      }
    };
  }

  // goproof solve FILE: the position of one puzzle of a puzzle file (any
  // format verify reads), with the rules, goal, target and region read as
  // verify reads them (--rules and --goal as verify's; --target and
  // --region replace the file's). The position flags are refused with it.
  PositionSpec positionFromFile() {
    for (const char* flag : {"--board", "--to-move", "--ko", "--prisoners", "--previous-pass", "--coins",
                             "--previous-move", "--mirror-runs"})
      if (app->count(flag) > 0)
        throw CommandError{cat(flag + 2, ": the position comes from ", file, "; give it as a file or with --board, not both")};
    // verify's reading flags, from solve's own: --size is the board of a
    // diagram that shows only part of it.
    ImportFlags reading;
    reading.rules = position.rules;
    reading.rulesOption = position.rulesOption;
    reading.goal = position.goal;
    if (app->count("--size") > 0) reading.diagramSize = position.size;
    ImportOptions import = reading.toOptions();
    import.targetGiven = !position.targets.empty();
    absl::StatusOr<PuzzleFile> parsed;
    {
      QuitAtOnceOnSignal quitAtOnce("solve");
      parsed = readPuzzles(file, import);
    }
    if (!parsed.ok()) throw CommandError{std::string(parsed.status().message())};
    bool skipped = false;
    for (const Notice& n : parsed->notices) {
      std::cerr << "goproof solve: " << toString(n) << (n.skippedBadInput ? " (skipped)" : "") << "\n";
      skipped = skipped || n.skippedBadInput;
    }
    const size_t count = parsed->puzzles.size();
    if (count == 0) throw CommandError{cat(file, ": holds no puzzle to solve")};
    if (puzzleNumber == 0 && count > 1)
      throw CommandError{cat(file, ": holds ", count, " puzzles; choose one with --puzzle N (1 to ", count, ")")};
    if (puzzleNumber > count)
      throw CommandError{cat("puzzle: ", file, " holds ", count, count == 1 ? " puzzle" : " puzzles", ", not ", puzzleNumber)};
    solvedPuzzle = puzzleNumber == 0 ? 1 : puzzleNumber;
    const Puzzle& puzzle = parsed->puzzles[solvedPuzzle - 1];
    if (skipped && puzzleNumber == 0 && count == 1)
      std::cerr << "goproof solve: solving the one puzzle left of " << file << "\n";
    PositionSpec spec = positionOf(puzzle);
    fileGoal = parseGoalWord(puzzle.goal);
    if (!position.targets.empty()) spec.targets = position.targets;
    if (!position.region.empty()) spec.region = position.region;
    if (absl::Status usable = checkPosition(puzzle); !usable.ok())
      throw CommandError{cat(toString(puzzle.where), ": ", usable.message())};
    // Where the file's answers play beyond its frame, the frame is drawn
    // further out, as verify does (regionForTheClaims); not under --region,
    // nor where --target or a --goal word may ask another question than
    // the file's (--goal auto reads the file's).
    std::string widened;
    if (position.region.empty() && position.targets.empty() && (position.goal.empty() || position.goal == "auto")) {
      Puzzle asSolved = puzzle;
      static_cast<PositionSpec&>(asSolved) = spec;
      if (std::optional<ClaimsRegion> wider = regionForTheClaims(asSolved)) {
        spec.region = wider->region;
        regionTakesIn = wider->takesIn;
        widened = cat("; the region ", wider->region, ": the frame is drawn further out, so that it takes in ",
                      wider->takesIn, ", where the file's answers play");
      }
    }
    // The reader's notices above speak of the file's target and region;
    // say which of them the flags replaced.
    std::string replaced;
    auto given = [](const char* flag, const std::string& files) {
      return cat(" (", flag, isBlank(files) ? ")" : ", not the file's)");
    };
    if (!position.targets.empty()) replaced += cat(", the target ", position.targets, given("--target", puzzle.targets));
    if (!position.region.empty()) replaced += cat(", the region ", position.region, given("--region", puzzle.region));
    std::cerr << "goproof solve: " << toString(puzzle.where) << ": " << (puzzle.title.empty() ? "(untitled)" : puzzle.title)
              << ", read as " << spec.rules.toString() << (puzzle.goal.empty() ? "" : cat(": ", goalFieldText(puzzle)))
              << replaced << widened << "\n";
    return spec;
  }

  int run() {
    // --distributed: every process checks the flags and the position alike,
    // and only the master (rank 0) says what is wrong.
    std::optional<mpi::Session> session;
    if (distributed) {
      if (!mpi::available())
        throw CommandError{"distributed: this goproof was built without MPI; install Open MPI (scripts/setup.sh "
                           "does) and build again"};
      session.emplace();
      worker = session->rank() != 0;
      if (worker) workerDiagnostics = std::cerr.rdbuf(nullptr);
      if (session->size() < 2)
        throw CommandError{"distributed: needs a master and at least one worker: mpirun -np 3 goproof solve "
                           "--distributed ..."};
    }
    store.refuseSharedFile(checkpointPath, "--checkpoint");  // before any work: neither is written over the other
    if (app->count("--puzzle") > 0) {
      if (file.empty()) throw CommandError{"puzzle: --puzzle chooses a puzzle of FILE; give the file"};
      const bool digits = !puzzleText.empty() && puzzleText.size() <= 9 && puzzleText.find_first_not_of("0123456789") == std::string::npos;
      puzzleNumber = digits ? std::stoul(puzzleText) : 0;
      if (puzzleNumber == 0) throw CommandError{cat("puzzle: '", puzzleText, "' is not a puzzle number (1 for the first)")};
    }
    refuseMoveTakenForFile(file, "--moves", moves);  // `--moves b2 a1`: a1 read as FILE
    PositionSpec spec = file.empty() ? position.toSpec() : positionFromFile();
    if (app->count("--moves") > 0) {
      if (spec.rules.pie && !spec.rules.pieSwap())
        throw CommandError{"moves: the refined pie rule's solve chooses the opening itself, from the empty board"};
      spec = positionAfterMoves(spec, moves, &movesPlayed);
      std::cerr << "goproof solve: after " << absl::StrJoin(movesPlayed, " ") << ": " << (spec.toMove == Color::Black ? "Black" : "White")
                << " to move\n";
    }
    solvedSpec = spec;
    proof.refuseEarly(spec, {{"the puzzle file", file}, {"--store", store.path}, {"--checkpoint", checkpointPath}});
    solver = flags.toOptions();
    solver.stop = &interrupted;
    stopOnSignals(&interrupted);
    bool terminal = isatty(STDERR_FILENO);
    // A terminal gets the line rewritten every second; a log (stderr not a
    // terminal) gets a line of its own every minute, so a long solve left
    // running in the background says how far it has got.
    solver.progress = [terminal, nextLogLine = 60.0](const SolverProgress& p) mutable {
      if (terminal) {
        std::fprintf(stderr, "\r%s", formatProgress(p).c_str());
      } else if (p.seconds >= nextLogLine) {
        std::fprintf(stderr, "goproof solve: %s\n", formatProgress(p).c_str());
        nextLogLine = p.seconds + 60;
      }
      std::fflush(stderr);
    };
    if (distributed) refuseUndistributable(spec);
    for (const char* flag : {"--job-nodes", "--job-timeout"})
      if (!distributed && app->count(flag) > 0) throw CommandError{cat(flag + 2, ": only with --distributed")};
    if (checkpointPath.empty() && app->count("--checkpoint-every") > 0)
      throw CommandError{"checkpoint-every: only with --checkpoint FILE"};
    if (spec.rules.pie && !spec.rules.pieSwap()) {
      if (!checkpointPath.empty() || resume)
        throw CommandError{"checkpoint: the refined pie rule solves many positions, and --checkpoint saves one solve"};
      if (!store.path.empty()) throw CommandError{"store: the refined pie rule's solve does not use a store"};
      if (solver.valueOnly)
        throw CommandError{"value-only: the refined pie rule's answer is its fairest openings, not a value; solve "
                           "without it"};
      return solvePie(spec, terminal);
    }
    return withAnyGame(spec, [&](auto& game) {
      refuseIdleContactBias(game);
      // --distributed: rank 0 goes on as the master; the others serve it
      // until it tells them to stop, however it ends (workersReleased).
      std::optional<WorkersReleased> workersReleased;
      if (session && session->rank() != 0) return serveAsWorker(game, *session);
      if (session) workersReleased.emplace(*session, workerMayBeGone);
      noticeGoalAtStart(game);
      setUpCheckpoint(game);
      store.open(solver);
      const auto& geometry = game.geometry();
      solver.checkpoint = bothHooks(std::move(solver.checkpoint),
                                    store.hooksFor(game.rules().toString(), geometry.width(), geometry.height(),
                                                   solver.useSymmetry));
      // A local goal's win is a win without ko; report() says the ko apart.
      if constexpr (GoalTermsGame<std::remove_cvref_t<decltype(game)>>) askWinWithoutKo(game);
      SolveResult result;
      solveStart = std::chrono::steady_clock::now();
      try {
        result = distributed ? solveOnWorkers(game, session->size()) : solvePosition(game, solver);
      } catch (const std::invalid_argument& e) {
        throw CommandError{e.what()};
      }
      workersReleased.reset();  // the workers stop now, not after the report and the store's save
      if (terminal && result.stats.seconds >= 1) std::fprintf(stderr, "\r\033[K");
      // The table started from a file (the store, a checkpoint): an answer that contradicts itself came from it.
      if (std::string why = answerContradiction(result, !solver.valueOnly, game.result() != Winner::None);
          solver.checkpoint.resumeFrom && !why.empty())
        throw CommandError{cat(store.path.empty() ? checkpointPath : checkpointPath.empty() ? store.path
                                                                   : cat(checkpointPath, " or ", store.path),
                               ": its entries contradict each other (", why, "): a forged or damaged file; solve without it")};
      // --time-limit bounds the whole run: the proof's own search gets what the solve left.
      SolverOptions forProof = solver;
      if (solver.timeLimitSeconds > 0)
        forProof.timeLimitSeconds = std::max(solver.timeLimitSeconds - result.stats.seconds, 1e-3);
      proofWritten = proof.write(game, result, forProof);
      const bool reportSettled = report(game, result);
      // A checkpoint or store that could not be saved is a failed write, whatever the answer.
      const int storeSaved = store.save("solve");
      if (!checkpointError.empty()) return kExitWriteFailed;
      if (!checkpointPath.empty()) std::cerr << "goproof solve: checkpoint saved to " << checkpointPath << "\n";
      if (storeSaved != kExitOk) return storeSaved;
      if (proofWritten.exitCode != kExitOk) return proofWritten.exitCode;
      // Exit 0 only when every answer asked for is settled (a local goal's
      // status and ko moves too): a stop (time limit, node limit, Ctrl-C,
      // SIGTERM) that left anything open is exit 3.
      return result.complete && result.value != Value::Unknown && reportSettled ? kExitOk : kExitUnknown;
    });
  }

  // --contact-bias where it would weigh nothing (another solver, or rules
  // whose moves proofNumberWeight does not weigh) is refused, so that no run
  // is reported as biased that was not.
  template <class Game>
  void refuseIdleContactBias(const Game& game) const {
    if (solver.contactBias <= 1) return;
    if (solver.kind != SolverKind::Dfpn)
      throw CommandError{cat("contact-bias: weighs df-pn's proof numbers, and ", solverName(solver.kind),
                             " has none; solve with df-pn (the default solver), or without the flag")};
    if (!contactBiasApplies(game))
      throw CommandError{cat("contact-bias: is for the area score of go, quench-N and conversion (not under --goal); ",
                             game.rules().toString(), " has no moves it weighs")};
  }

  // What --distributed does not do yet, refused before any process starts work.
  void refuseUndistributable(const PositionSpec& spec) const {
    if (solver.kind != SolverKind::Dfpn)
      throw CommandError{cat("distributed: the workers run df-pn (the default solver), not ", solverName(solver.kind))};
    if (!proof.path.empty())
      throw CommandError{"distributed: --proof is written by one process: solve with --store, then write the proof "
                         "with solve --store --proof on one machine"};
    if (spec.rules.pie && !spec.rules.pieSwap())
      throw CommandError{"distributed: the refined pie rule's solve is many solves; run it on one machine"};
    if (spec.rules.targetGoal())
      throw CommandError{"distributed: a local goal's status and ko moves are searched by one process; solve it "
                         "without --distributed"};
    if (jobNodes == 0) throw CommandError{"job-nodes: must be 1 or more"};
    if (!(std::isfinite(jobTimeout) && (jobTimeout == 0 || jobTimeout >= 1)))
      throw CommandError{"job-timeout: must be a number of seconds, 1 or more (0: automatic)"};
  }

  // Tells every worker to stop when it goes out of scope (the master's run
  // over, or failed), so that no worker waits for ever. Where a worker may
  // be gone under mpirun --enable-recovery (one was lost, or a job is still
  // unanswered), every process ends without MPI_Finalize, which would wait
  // for ever for a rank that is gone.
  struct WorkersReleased {
    mpi::Session& session;
    const bool& workerMayBeGone;
    WorkersReleased(mpi::Session& s, const bool& gone) : session(s), workerMayBeGone(gone) {}
    ~WorkersReleased() {
      const bool alone = workerMayBeGone && mpi::recoveryEnabled();
      if (alone) session.skipFinalize();
      for (int rank = 1; rank < session.size(); ++rank)
        mpi::send(rank, mpi::Tag::Stop, alone ? std::string(kStopAlone) : std::string());
    }
  };

  // A worker's run: df-pn on the master's jobs until it says stop. Its
  // diagnostics are the master's to give; a worker that fails says why and
  // ends the whole run. One that takes the master for lost says so and ends
  // alone (exit 0: mpirun then reports the master's end, and a master that
  // lives gives the worker up, as it would a dead one).
  template <class Game>
  int serveAsWorker(const Game&, mpi::Session& session) {
    DfpnOptions o = dfpnOptionsFor(solver, std::max(1, solver.threads));
    o.progress = nullptr;
    o.checkpoint = {};
    o.timeLimitSeconds = 0;  // the master stops the run; each job is bounded by its budget
    o.nodeLimit = 0;
    const double silence = masterSilenceSeconds(jobTimeout);
    WorkerEnd end = WorkerEnd::Stopped;
    try {
      end = o.threads > 1 ? runDistributedWorker<Game, true>(o, silence) : runDistributedWorker<Game, false>(o, silence);
    } catch (const std::exception& e) {
      if (workerDiagnostics) std::cerr.rdbuf(workerDiagnostics);
      // One write: the other processes' lines (mpirun's too) must not cut into it.
      std::cerr << cat("goproof solve: worker ", session.rank(), ": ", e.what(), "\n");
      mpi::abortAll(kExitFailed);
    }
    if (end == WorkerEnd::StoppedAlone) session.skipFinalize();
    if (end == WorkerEnd::MasterLost) {  // without MPI_Finalize, which would wait for the master
      if (workerDiagnostics) std::cerr.rdbuf(workerDiagnostics);
      std::cerr << cat("goproof solve: worker ", session.rank(), ": no word from the master for ", silence,
                       " s or more; taken for lost, this worker ends\n");
      mpi::leaveAlone(kExitOk);
    }
    return kExitOk;
  }

  // The master's solve: the job-level search over `processes - 1` workers,
  // with the checkpoint and the store as a single solve has them.
  template <class Game>
  SolveResult solveOnWorkers(Game& game, int processes) {
    // The workers set up each question's position from its description:
    // it must be the master's state exactly (a score question's komi too).
    bool exact = describableToWorkers(game);
    if constexpr (ScoredSearchGame<Game>)
      if (game.scored())
        exact = exact && describableToWorkers(game.thresholdGame(1)) && describableToWorkers(game.thresholdGame(-3));
    if (!exact)
      throw CommandError{cat("distributed: the workers cannot be told this position of ", game.rules().toString(),
                             " exactly; solve it without --distributed")};
    MpiJobTransport<Game> transport(processes, heartbeatSeconds(jobTimeout));
    JobLevelOptions o;
    o.jobNodes = jobNodes;
    o.useSymmetry = solver.useSymmetry;
    o.timeLimitSeconds = solver.timeLimitSeconds;
    o.nodeLimit = solver.nodeLimit;
    o.stop = solver.stop;
    o.checkpoint = solver.checkpoint;
    o.jobTimeoutSeconds = jobTimeout;
    if (solver.progress)
      o.progress = [this](const JobLevelProgress& p) {
        solver.progress(SolverProgress{p.nodes, p.seconds,
                                       cat("jobs ", p.jobs, " pn ", p.rootPn, " dn ", p.rootDn, " tree ", p.treeNodes,
                                           p.lostWorkers > 0 ? cat(" lost ", p.lostWorkers) : std::string()),
                                       0, 0});
      };
    // A worker given up for lost is news on any run: a line of its own.
    o.workerNews = [this](int worker, uint64_t job, WorkerNews news, double seconds) {
      if (news != WorkerNews::Back) workerMayBeGone = true;
      const auto id = static_cast<unsigned long long>(job);
      const char* lead = isatty(STDERR_FILENO) ? "\n" : "";  // off the progress line a terminal shows
      if (news == WorkerNews::Back)
        std::fprintf(stderr, "%sgoproof solve: worker %d answered job %llu after all (in %.0f s), and takes jobs again\n",
                     lead, worker + 1, id, seconds);
      else if (news == WorkerNews::Unreachable)
        std::fprintf(stderr, "%sgoproof solve: worker %d cannot be sent job %llu: given up for lost\n", lead, worker + 1, id);
      else if (news == WorkerNews::GivenUpLate)
        std::fprintf(stderr, "%sgoproof solve: worker %d has not answered job %llu in %.0f s: given up for lost\n", lead,
                     worker + 1, id, seconds);
      else
        std::fprintf(stderr, "%sgoproof solve: worker %d has not answered job %llu in %.0f s: given up for lost, its "
                     "leaf is open to the other workers\n", lead, worker + 1, id, seconds);
    };
    JobLevelPns<Game> master(transport, o);
    master.resume();
    SolveResult r;
    try {
      r = solveWithJobs(master, game, solver);
    } catch (const std::exception& e) {
      if (master.jobsUnderWay() > 0) workerMayBeGone = true;  // its worker may be gone: no MPI_Finalize
      if (master.jobsInFlight() == 0) throw;
      // Workers busy with jobs would wait for ever to send their answers.
      std::cerr << "goproof solve: " << e.what() << "\n";
      mpi::abortAll(kExitFailed);
    }
    if (!game.scored()) scoreByValue(game, r);
    if (master.jobsUnderWay() > 0) workerMayBeGone = true;  // its worker may have died unnoticed
    if (master.everyWorkerLost() && !r.complete)
      std::cerr << "goproof solve: every worker has been lost; the answer is what the master knew"
                << (checkpointPath.empty() ? "" : ", saved in the checkpoint: a run with --resume goes on from it")
                << "\n";
    distributedReport = {{"processes", processes}, {"workers", processes - 1}, {"jobs", master.jobs()},
                         {"job_nodes", jobNodes}, {"known_positions", master.knownPositions()},
                         {"workers_lost", master.lostWorkers()}, {"jobs_given_up", master.jobsGivenUp()}};
    // A game won without points: what the master knows of each first move,
    // which tells how far a long solve that stopped has got.
    if (!game.scored() && game.result() == Winner::None) {
      nlohmann::json first = nlohmann::json::object();
      typename Game::MoveListType moves;
      game.legalMoves(moves);
      for (Move m : moves) {
        game.play(m);
        const Value v = master.knownAnswer(game, opponent(game.toMove()));
        game.undo();
        first[game.moveName(m)] = v == Value::Win ? "wins" : v == Value::Loss ? "does not win" : "open";
      }
      distributedReport["first_moves"] = first;
    }
    return r;
  }

  // Conversion's refined pie rule, from the empty board: the fairest opening.
  int solvePie(PositionSpec spec, bool terminal) {
    if (!spec.rows.empty() || spec.toMove != Color::Black || spec.previousPass)
      throw CommandError{cat("the refined pie rule of ", spec.rules.toString(),
                             " is solved from the empty board with Black to move (solve other positions without +pie)")};
    spec.rules.pie = false;
    return withGame(spec, [&](auto& game) {
      // The refined pie rule is Conversion's: a plain GameState.
      using Game = GameState<std::remove_reference_t<decltype(game)>::kWords>;
      Game& start = game;
      SolverOptions each = solver;
      each.valueOnly = true;
      each.progress = nullptr;
      auto t0 = std::chrono::steady_clock::now();
      size_t done = 0;
      RefinedPieResult r = solveRefinedPie<Game::kWords>(start, [&](Game& position) -> std::optional<SolveResult> {
        SolveResult one;
        try {
          one = solvePosition(position, each);
        } catch (const std::invalid_argument& e) {
          throw CommandError{e.what()};
        }
        double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (terminal && t >= 1) std::fprintf(stderr, "\r%zu positions solved, %.0fs", ++done, t);
        if (one.value == Value::Unknown || !one.score) return std::nullopt;
        return one;
      }, /*allFairest=*/solver.allMoves);
      if (terminal && r.stats.seconds >= 1) std::fprintf(stderr, "\r\033[K");
      reportPie(start, r);
      return r.complete ? kExitOk : kExitUnknown;
    });
  }

  template <class Game>
  void reportPie(const Game& start, const RefinedPieResult& r) const {
    const auto& g = start.geometry();
    auto opening = [&](const PieOpening& o) {
      std::vector<std::string> names;
      for (Move m : o.moves) names.push_back(start.moveName(m));
      return names;
    };
    Rules shown = start.rules();
    shown.pie = true;
    if (json) {
      nlohmann::json out;
      out["rules"] = shown.toString();
      out["size"] = std::to_string(g.width()) + "x" + std::to_string(g.height());
      out["solver"] = solverName(solver.kind);
      if (!file.empty()) out["file"] = file, out["puzzle"] = solvedPuzzle;
      out["complete"] = r.complete;
      out["imbalance"] = r.imbalance ? jsonPoints(*r.imbalance) : nlohmann::json(nullptr);
      out["all_fairest_listed"] = r.allListed;
      out["fairest"] = nlohmann::json::array();
      for (const PieOpening& o : r.fairest)
        out["fairest"].push_back({{"moves", opening(o)}, {"score", jsonPoints(o.score)}});
      out["sequences"] = r.sequences;
      out["positions"] = r.positions;
      out["nodes"] = r.stats.nodes;
      out["seconds"] = r.stats.seconds;
      std::cout << out.dump() << "\n";
      return;
    }
    if (!r.imbalance) {
      std::cout << "fairest opening: unknown (stopped before every opening was settled)\n";
    } else {
      const PieOpening& best = r.fairest.front();
      std::vector<std::string> moves = opening(best);
      std::cout << "fairest opening: " << moves[0] << " " << moves[1] << " " << moves[2] << " (Black " << moves[0]
                << ", White " << moves[1] << ", Black " << moves[2] << "), then White to move: "
                << formatMargin(best.score) << "\n";
      if (best.score == 0)
        std::cout << "the position is level: the first player loses nothing by the choice of colour\n";
      else
        std::cout << "the second player takes " << (best.score > 0 ? "Black" : "White")
                  << ", and the first player is left " << formatMargin(std::abs(best.score)).substr(2)
                  << (std::abs(best.score) == 2 ? " point" : " points") << " behind\n";
      constexpr size_t kShown = 12;
      if (!r.allListed)
        std::cout << "fairest openings: no opening is fairer than a level one; --all-moves lists every one\n";
      else
        std::cout << "fairest openings (" << r.fairest.size() << " positions):";
      for (size_t i = 0; r.allListed && i < r.fairest.size() && i < kShown; ++i) {
        std::vector<std::string> m = opening(r.fairest[i]);
        std::cout << " " << m[0] << "," << m[1] << "," << m[2];
      }
      if (r.allListed && r.fairest.size() > kShown)
        std::cout << " (and " << r.fairest.size() - kShown << " more; --json lists them)";
      if (r.allListed) std::cout << "\n";
    }
    std::cout << "openings: " << r.sequences << " sequences, " << r.positions << " positions up to symmetry\n";
    std::printf("nodes: %llu, time: %.3f s\n", static_cast<unsigned long long>(r.stats.nodes), r.stats.seconds);
    std::fflush(stdout);
  }

  // A local goal's status (solver/search/goal_status.h) in words: kills,
  // lives, lives in seki, or a ko and the threats that turn it; and where it
  // is a ko, the moves of the side to move that make it: those that win for
  // her if she wins every ko (she has any number of external threats, her
  // opponent none). None of them wins without ko, or the status would not
  // be a ko. These searches share what the solve `main` left of its time
  // limit, so that --time-limit bounds the whole run; settled is false
  // where one stopped first.
  struct GoalReport {
    std::string status;
    std::vector<Move> koMoves;
    bool koMovesKnown = false;
    bool settled = true;
    bool koMovesNotAsked = false;  // a ko, under --value-only
    uint64_t nodes = 0;            // its searches': the status's and the ko moves'
  };
  template <class Game>
  GoalReport goalReport(const Game& game, GoalWord word, const SolveResult& main) const {
    const auto start = std::chrono::steady_clock::now();
    SolverOptions o = solver;
    o.progress = nullptr;
    o.checkpoint = {};
    // What is left of --time-limit after `spent` seconds; false where nothing is.
    auto leave = [&](double spent) {
      if (solver.timeLimitSeconds <= 0) return true;
      o.timeLimitSeconds = solver.timeLimitSeconds - spent;
      return o.timeLimitSeconds > 0;
    };
    // The solve asked the side to move's win without ko (askWinWithoutKo,
    // run): its proven value settles the status's first questions, even
    // where the time ran out asking for every winning move.
    const bool askedIt = game.terms() == winWithoutKoTerms(game) && game.terms().sekiLives;
    const Value known = askedIt ? main.value : Value::Unknown;
    const bool settledByValue = known == Value::Win && (game.toMove() == game.attacker() || !aboutLife(word));
    const GoalStatus status = settledByValue || leave(main.stats.seconds)
                                  ? goalStatus(game, o, aboutLife(word), known)
                                  : GoalStatus{GoalOutcome::Unknown, game.attacker(), 0, 0};
    GoalReport report;
    report.nodes = status.nodes;
    report.status = goalStatusWords(game, status, word);
    report.settled = status.outcome != GoalOutcome::Unknown;
    if (status.outcome != GoalOutcome::Ko || game.result() != Winner::None) return report;
    // --value-only asks for no moves: a ko's status, without its ko moves.
    report.koMovesNotAsked = solver.valueOnly;
    if (solver.valueOnly) return report;
    report.settled = false;  // until the ko moves are known
    Game withThreats = game;
    TargetTerms terms = game.terms();
    terms.koThreats[index(game.toMove())] = kUnlimitedKoThreats;
    terms.koThreats[index(opponent(game.toMove()))] = 0;
    withThreats.setTerms(terms);
    o.allMoves = true;
    const double spent = main.stats.seconds + std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!leave(spent)) return report;
    try {
      const SolveResult r = solvePosition(withThreats, o);
      report.nodes += r.stats.nodes;
      if (r.complete && r.value != Value::Unknown) report.koMoves = r.winningMoves, report.koMovesKnown = true;
    } catch (const std::invalid_argument&) {
    }
    report.settled = report.koMovesKnown;
    return report;
  }

  // The answer's frame check (tools/frame_check.h), in what --time-limit
  // left of the whole run; without a limit, in the larger of 10 s and four
  // times the solve's own time, so that a wider frame that is much harder
  // never keeps a finished answer waiting for long.
  template <class Game>
  std::optional<FrameCheck> frameCheck(const Game& game, const SolveResult& r) const {
    SolverOptions o = solver;
    bool timeLeft = true;
    if (solver.timeLimitSeconds > 0) {
      o.timeLimitSeconds = solver.timeLimitSeconds - secondsSinceSolveStart();
      timeLeft = o.timeLimitSeconds > 0;
    } else {
      o.timeLimitSeconds = std::max(10.0, 4 * r.stats.seconds);
    }
    return checkOnWiderFrame(game, solvedSpec, r.value, o, timeLeft);
  }

  // The text answer's moves: the best and winning moves, with --all-moves
  // every move's score or value, and the line (a line each).
  template <class Game>
  void reportMoves(const Game& game, const SolveResult& r) const {
    const Color me = game.toMove();
    if (game.rules().scored()) {
      std::cout << "\nbest moves:";
      for (Move m : r.bestMoves) std::cout << " " << game.moveName(m);
      if (game.result() != Winner::None) std::cout << " none (the game is already over)";
      else if (r.bestMoves.empty()) std::cout << " unknown";
      else if (!r.complete) std::cout << " (proven so far; there may be more)";
    }
    std::cout << "\nwinning moves:";
    for (Move m : r.winningMoves) std::cout << " " << game.moveName(m);
    if (game.result() != Winner::None) std::cout << " none (the game is already over)";
    // A proven loss or draw has none, even where the solve stopped before its moves.
    else if (r.winningMoves.empty())
      std::cout << (r.complete || r.value == Value::Loss || r.value == Value::Draw ? " none" : " unknown");
    else if (!r.complete) std::cout << " (proven so far; there may be more)";
    std::cout << "\n";
    if (solver.allMoves && game.rules().scored()) {
      std::cout << "move scores:";
      for (const auto& ms : r.moveScores) std::cout << " " << game.moveName(ms.move) << "=" << formatMargin(ms.score);
      if (!r.complete) std::cout << (r.moveScores.empty() ? " unknown" : " (the other moves: unknown)");
      std::cout << "\n";
    }
    if (solver.allMoves) {
      std::cout << "move values:";
      for (const auto& mv : r.moveValues) std::cout << " " << game.moveName(mv.move) << "=" << winnerName(mv.value, me);
      if (!r.complete) std::cout << (r.moveValues.empty() ? " unknown" : " (the other moves: unknown)");
      std::cout << "\n";
    }
    std::cout << "pv:";
    for (Move m : r.principalVariation) std::cout << " " << game.moveName(m);
    if (r.principalVariation.empty()) std::cout << (r.value == Value::Unknown || !r.complete ? " unknown" : " none");
    std::cout << "\n";
  }

  // Wall-clock seconds since the search began: the solve, and after it
  // what has run since (a proof's search, the goal's status searches and
  // frame check in report()).
  double secondsSinceSolveStart() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - solveStart).count();
  }

  // Under a local goal, notices of what the report's lines would leave a
  // reader to work out: where the target is of the colour the goal word
  // does not expect (`--goal kill` on the side to move's own stones), the
  // goal is the other side's; where the game is over before a move, why
  // (the region leaves the target a liberty outside it, or it lives).
  template <class Game>
  void noticeGoalAtStart(const Game& game) const {
    if constexpr (requires { game.defender(); }) {
      if (game.targetEscaped())
        std::cerr << "goproof solve: the game is over before a move: the target's chains touch "
                  << formatPointSet(game.targetLiberties() - game.region(), game.geometry())
                  << ", outside the region, where nobody plays, so they can never be taken (a region that holds "
                     "the target's liberties lets play decide)\n";
      else if (game.result() != Winner::None && game.targetAlive())
        std::cerr << "goproof solve: the game is over before a move: the target is unconditionally alive (Benson)\n";
      const GoalWord word = goalWord();
      const Color side = attackersGoal(word) ? game.attacker() : game.defender();
      if (side == game.toMove()) return;
      std::cerr << "goproof solve: the target is " << colourName(game.defender()) << "'s stones, so '"
                << toString(word) << "' is " << colourName(side) << "'s goal, with " << colourName(game.toMove())
                << " to play against it (to ask " << colourName(game.toMove()) << "'s goal, give "
                << colourName(opponent(game.defender())) << "'s stones as the target, or --goal "
                << toString(opposingGoal(word)) << ")\n";
    }
  }

  // Prints the answer; false where a line of it (a goal's status or its ko
  // moves) is not settled, so that the exit code can say so.
  template <class Game>
  bool report(const Game& game, const SolveResult& r) const {
    // A local goal's game (capture, save, kill, live) has targets: its report
    // adds the goal, the target, the region and the searches after the solve.
    constexpr bool localGoal = requires { game.targets(); };
    const auto left = marginSoFar(game, r);  // the margins the answers leave, when stopped
    if (!r.incompleteReason.empty()) std::cerr << "goproof solve: " << r.incompleteReason << "\n";
    const auto& g = game.geometry();
    Color me = game.toMove();
    double rate = r.stats.seconds > 0 ? r.stats.nodes / r.stats.seconds : 0;
    const GoalWord word = goalWord();
    bool settled = true;
    // The solve's nodes and, under a local goal, those of the searches after it.
    uint64_t nodesInAll = r.stats.nodes;
    if (json) {
      nlohmann::json out;
      out["rules"] = game.rules().toString();
      out["size"] = std::to_string(g.width()) + "x" + std::to_string(g.height());
      out["to_move"] = colorLetter(me);
      out["solver"] = solverName(solver.kind);
      if (!file.empty()) out["file"] = file, out["puzzle"] = solvedPuzzle;
      if (!movesPlayed.empty()) out["moves"] = movesPlayed;
      out["value"] = winnerName(r.value, me);
      if constexpr (localGoal) {
        out["goal"] = toString(word);
        out["target"] = nlohmann::json::array();
        game.targets().forEach([&](int p) { out["target"].push_back(g.name(p)); });
        out["attacker"] = colorLetter(game.attacker());
        out["region"] = formatPointSet(game.region(), g);
        out["region_empty_points"] = game.emptyPoints();
        out["outcome"] = outcomeWords(game, winnerFor(r.value, me), word);
        const GoalReport goal = goalReport(game, word, r);
        nodesInAll += goal.nodes;
        settled = goal.settled;
        out["status"] = goal.status;
        if (goal.koMovesNotAsked) out["ko_moves"] = nullptr;  // a ko, under --value-only
        if (goal.koMovesKnown) {
          out["ko_moves"] = nlohmann::json::array();
          for (Move m : goal.koMoves) out["ko_moves"].push_back(game.moveName(m));
        }
        if (game.frame().any()) out["frame"] = formatPointSet(game.frame(), g);
        if (!regionTakesIn.empty()) out["region_takes_in"] = regionTakesIn;
        if (const std::optional<FrameCheck> check = frameCheck(game, r)) {
          nodesInAll += check->nodes;
          const bool agrees = check->agrees(r.value);
          settled = settled && agrees;
          out["frame_check"] = {{"region", check->region},
                                {"value", check->value == Value::Unknown ? nlohmann::json(nullptr)
                                                                         : nlohmann::json(winnerName(check->value, me))},
                                {"agrees", check->value == Value::Unknown ? nlohmann::json(nullptr)
                                                                          : nlohmann::json(agrees)}};
        }
      }
      out["complete"] = r.complete;
      if (!r.incompleteReason.empty()) out["incomplete_reason"] = r.incompleteReason;
      out["game_over"] = game.result() != Winner::None;
      // Black's margin in points (+-1 for games won without points).
      auto points = jsonPoints;
      out["score"] = r.score ? points(*r.score) : nlohmann::json(nullptr);
      if (left) out["score_range"] = {points(left->first), points(left->second)};
      bool bestKnown = r.score && (!r.bestMoves.empty() || game.result() != Winner::None || r.complete);
      // A drawn game without points: its drawing moves are asked only with --all-moves.
      const bool drawingMovesUnasked = !game.rules().scored() && r.value == Value::Draw && !solver.allMoves &&
                                       r.bestMoves.empty() && game.result() == Winner::None;
      if (bestKnown && !solver.valueOnly && !drawingMovesUnasked) {
        out["best_moves"] = nlohmann::json::array();
        for (Move m : r.bestMoves) out["best_moves"].push_back(game.moveName(m));
      } else {
        out["best_moves"] = nullptr;
      }
      // --value-only: no moves were asked for; null says so (an empty list would say none wins). So
      // does a stop before any was proven, unless the value says none wins (the text's "unknown").
      const bool winningUnknown = !r.complete && r.winningMoves.empty() && r.value != Value::Loss &&
                                  r.value != Value::Draw && game.result() == Winner::None;
      out["winning_moves"] = solver.valueOnly || winningUnknown ? nlohmann::json(nullptr) : nlohmann::json::array();
      if (!solver.valueOnly)
        for (Move m : r.winningMoves) out["winning_moves"].push_back(game.moveName(m));
      if (solver.valueOnly) out["value_only"] = true;
      if (solver.contactBias > 1) out["contact_bias"] = solver.contactBias;
      if (solver.allMoves) {
        out["move_values"] = nlohmann::json::object();
        for (const auto& mv : r.moveValues) out["move_values"][game.moveName(mv.move)] = winnerName(mv.value, me);
        out["move_scores"] = nlohmann::json::object();
        for (const auto& ms : r.moveScores) out["move_scores"][game.moveName(ms.move)] = points(ms.score);
      }
      if (game.rules().scored()) out["root_questions"] = rootQuestionsJson(r.rootQuestions);
      // null where the text says "unknown" (stopped before a line was found), as with --value-only.
      const bool pvUnknown = r.principalVariation.empty() && (r.value == Value::Unknown || !r.complete);
      out["pv"] = solver.valueOnly || pvUnknown ? nlohmann::json(nullptr) : nlohmann::json::array();
      if (!solver.valueOnly)
        for (Move m : r.principalVariation) out["pv"].push_back(game.moveName(m));
      out["nodes"] = r.stats.nodes;
      out["nodes_per_second"] = rate;
      out["seconds"] = r.stats.seconds;
      if constexpr (localGoal) {
        out["seconds_in_all"] = secondsSinceSolveStart();
        out["nodes_in_all"] = nodesInAll;
      }
      if (!distributed)  // the workers' tables are their own: `distributed` says what the master counts
        out["tt"] = {{"probes", r.stats.table.probes}, {"hits", r.stats.table.hits}, {"stores", r.stats.table.stores},
                     {"overwrites", r.stats.table.overwrites}, {"dropped", r.stats.table.dropped}};
      out["peak_memory_mib"] = peakMemoryMiB();
      if (distributed) out["distributed"] = distributedReport;
      if (!proof.path.empty()) out["proof"] = proofWritten.json();
      std::cout << out.dump() << "\n";
      return settled;
    }
    if constexpr (localGoal) {
      std::cout << "goal: " << toString(word) << " " << targetWords(game) << " ("
                << colourName(attackersGoal(word) ? game.attacker() : game.defender())
                << "'s goal)\n";
      const int points = game.region().count();
      std::cout << "region: "
                << (game.region() == g.all()
                        ? cat("the whole board, ", game.emptyPoints(), " empty points")
                        : cat(points == 1 ? cat("1 point, ", game.emptyPoints() == 1 ? "empty" : "a stone")
                                          : cat(points, " points, ", game.emptyPoints(), " of them empty"),
                              ": ", formatPointSet(game.region(), g),
                              "; outside it nobody plays, and the stones there are taken as safe"))
                << (regionTakesIn.empty()
                        ? ""
                        : cat(" (", solvedSpec.region, ", drawn further out than the file's, so that it takes in ",
                              regionTakesIn, ", where the file's answers play)"))
                << "\n";
      if (game.frame().any())
        std::cout << "frame: " << colourName(game.attacker())
                  << "'s stones are added where the region would be open: " << formatPointSet(game.frame(), g) << "\n";
      std::cout << "outcome without ko: " << outcomeWords(game, winnerFor(r.value, me), word) << "\n";
      const GoalReport goal = goalReport(game, word, r);
      nodesInAll += goal.nodes;
      settled = goal.settled;
      std::cout << "status: " << goal.status << "\n";
      if (goal.koMovesNotAsked) std::cout << "ko moves: not asked (--value-only)\n";
      if (goal.koMovesKnown) {
        std::cout << "ko moves:";
        for (Move m : goal.koMoves) std::cout << " " << game.moveName(m);
        std::cout << (goal.koMoves.empty() ? " none" : "") << " (" << colourName(me)
                  << "'s moves that win if she wins every ko; none wins without one)\n";
      }
      if (const std::optional<FrameCheck> check = frameCheck(game, r)) {
        nodesInAll += check->nodes;
        const bool agrees = check->agrees(r.value);
        settled = settled && agrees;
        std::cout << "frame check: ";
        if (agrees)
          std::cout << "the same outcome with the frame one line further out (--region " << check->region << ")\n";
        else if (check->value == Value::Unknown)
          std::cout << "with the frame one line further out (--region " << check->region
                    << ") the search stopped before an answer, so the frame may be what decides this one\n";
        else
          std::cout << "the frame decides this answer: with it one line further out (--region " << check->region
                    << ") the value is " << winnerName(check->value, me) << " (" << colourName(me)
                    << " to move: " << toString(check->value) << ")\n";
      }
    }
    // Under a local goal the value is the goal's without ko, in this region;
    // where the status or the frame check is still open, it is not the answer.
    std::cout << "value: " << winnerName(r.value, me);
    if (r.value != Value::Unknown)
      std::cout << " (" << (me == Color::Black ? "Black" : "White") << " to move: " << toString(r.value)
                << (localGoal ? " without ko" : "") << ")";
    if (localGoal && r.value != Value::Unknown && r.complete && !settled)
      std::cout << " (not the answer yet: the status or the frame check above is open)";
    if (!r.complete)
      std::cout << (r.incompleteReason.empty() ? " (stopped before every answer was settled)"
                                               : " (not settled: the search gave up on its own, as stderr says)");
    if (game.rules().scored()) {
      std::cout << "\nscore: " << (r.score ? formatMargin(*r.score) : "unknown");
      if (left)
        std::cout << " (" << formatMargin(left->first) << " to " << formatMargin(left->second) << " so far)";
    }
    if (solver.valueOnly) {
      const char* notAsked = " not asked (--value-only)";
      if (game.rules().scored()) std::cout << "\nbest moves:" << notAsked;
      std::cout << "\nwinning moves:" << notAsked << "\npv:" << notAsked << "\n";
    } else {
      reportMoves(game, r);
    }
    for (const RootQuestion& q : r.rootQuestions) std::cout << rootQuestionText(q) << "\n";
    std::printf("nodes: %llu (%.0f/s", static_cast<unsigned long long>(r.stats.nodes), rate);
    if constexpr (localGoal)
      std::printf("; %llu in all, with the searches after the solve",
                  static_cast<unsigned long long>(nodesInAll));
    std::printf(")\n");
    if (distributed)  // the workers' tables are their own: the master counts jobs
      std::printf("jobs: %llu on %d worker%s, %llu nodes each at most; %llu positions known%s\n",
                  static_cast<unsigned long long>(distributedReport.value("jobs", uint64_t{0})),
                  distributedReport.value("workers", 0), distributedReport.value("workers", 0) == 1 ? "" : "s",
                  static_cast<unsigned long long>(jobNodes),
                  static_cast<unsigned long long>(distributedReport.value("known_positions", uint64_t{0})),
                  lostWorkersText(distributedReport.value("workers_lost", 0)).c_str());
    else
      std::printf("tt: %llu probes, %llu hits, %llu stores, %llu overwrites, %llu dropped\n",
                static_cast<unsigned long long>(r.stats.table.probes), static_cast<unsigned long long>(r.stats.table.hits),
                static_cast<unsigned long long>(r.stats.table.stores),
                static_cast<unsigned long long>(r.stats.table.overwrites),
                static_cast<unsigned long long>(r.stats.table.dropped));
    std::printf("time: %.3f s", r.stats.seconds);
    if constexpr (localGoal)
      std::printf(" (%.3f s in all, with the searches after the solve)", secondsSinceSolveStart());
    std::printf(", peak memory: %.1f MiB\n", peakMemoryMiB());
    std::fflush(stdout);
    return settled;
  }
};

}  // namespace

CommandRunner addSolveCommand(CLI::App& app) {
  auto cmd = std::make_shared<SolveCommand>();
  CLI::App* sub = app.add_subcommand("solve", "Find the game-theoretic value of a position by exhaustive search");
  cmd->app = sub;
  sub->add_option("file", cmd->file,
                  "A puzzle file (native, SGF or a diagram page): solve its position, with the rules, goal, target and "
                  "region read as verify reads them, instead of --board and the other position flags");
  sub->add_option("--puzzle", cmd->puzzleText, "Which puzzle of FILE to solve, 1 for the first (needed when it holds several)");
  cmd->position.addTo(*sub);
  sub->add_option("--moves", cmd->moves,
                  "Play these moves in turn from the position given (\"c3 c2\", quoted; repeatable), each legal in "
                  "turn, and solve the position they reach, with what they leave (ko, prisoners, a pass, Quench's coins)")
      ->expected(1)
      ->allow_extra_args(false)  // one word each time: a puzzle file after it is the file
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->flags.addTo(*sub);
  sub->add_flag("--json", cmd->json, "Print one JSON object (fields in docs/cli.md)");
  sub->add_option("--checkpoint", cmd->checkpointPath,
                  "df-pn and alpha-beta: save the table to FILE now and then and at the end; a run given an existing FILE "
                  "resumes from it (not retro)");
  cmd->store.addTo(*sub);
  cmd->proof.addTo(*sub);
  sub->add_flag("--resume", cmd->resume, "Resume from --checkpoint FILE, which must exist");
  sub->add_flag("--distributed", cmd->distributed,
                "Under mpirun: rank 0 keeps the top of the proof tree and the other ranks run df-pn on its leaves "
                "(docs/distributed.md)");
  sub->add_option("--job-nodes", cmd->jobNodes, "With --distributed: each job's df-pn budget in nodes")
      ->capture_default_str();
  sub->add_option("--job-timeout", cmd->jobTimeout,
                  "With --distributed: seconds a job may go unanswered before its worker is given up for lost and "
                  "its leaf goes to another (0: five times the slowest job so far, and at least 60); also how long "
                  "a worker waits for word from the master (60 where 0)")
      ->capture_default_str();
  sub->add_option("--checkpoint-every", cmd->checkpointEvery, "With --checkpoint: seconds between checkpoints")
      ->capture_default_str();
  return [cmd] {
    try {
      return cmd->run();
    } catch (const CommandError&) {
      // Every process checks the flags and the position alike: the master
      // says what is wrong and gives the exit code, and a worker ends at
      // once and quietly (exit 0, so that mpirun neither reports it nor
      // ends the master before it has said why).
      if (cmd->worker) return kExitOk;
      throw;
    }
  };
}

}  // namespace goproof::cli
