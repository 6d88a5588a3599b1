// The job-level search's master (solver/search/job_level_pns.h) must give
// the single df-pn solve's answers, whatever its number of workers: the
// value, every winning move, every move's value, and in scored games the
// exact margin, best moves and every move's score. Its workers here are
// df-pn solvers in this process, answering each job at once, with budgets
// of a few dozen nodes so that every solve takes many jobs and a deep
// master tree. A run stopped in the middle and resumed from what it saved
// gives the same answers with fewer jobs.
#include <deque>
#include <map>
#include <set>

#include "gtest/gtest.h"
#include "solver/search/job_level_solve.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::gameFromRows;
using Game = GameState<1>;

// How workers in this process fail: worker `dies` stops answering after
// `diesAfterJobs` jobs (every worker, with -2); worker `late` answers each
// job `lateBySeconds` after it was sent; worker `unreachable` cannot be
// sent a job.
struct WorkerFaults {
  int dies = -1;
  uint64_t diesAfterJobs = 0;
  int late = -1;
  double lateBySeconds = 0;
  int unreachable = -1;
};

// Workers in this process: each job runs when sent, and its answer waits in
// a queue until the master asks. No leaf may be in flight twice with
// workers that answer in time.
// Parallel: each worker's df-pn on two threads (proveWithin's budget then
// stops the helper thread too).
template <bool Parallel = false>
class InProcessWorkers final : public PnsJobTransport<Game> {
 public:
  InProcessWorkers(int workers, std::atomic<bool>* stopAfter = nullptr, uint64_t jobsBeforeStop = 0,
                   WorkerFaults faults = {})
      : stopAfter_(stopAfter), jobsBeforeStop_(jobsBeforeStop), faults_(faults), jobsOf_(workers, 0) {
    DfpnOptions o;
    o.tableMegabytes = 4;
    o.threads = Parallel ? 2 : 1;
    for (int w = 0; w < workers; ++w) solvers_.push_back(std::make_unique<DfpnSolver<Game, Parallel>>(o));
  }
  int workers() const override { return static_cast<int>(solvers_.size()); }
  bool send(int worker, const Game& questionRoot, const PnsJob& job) override {
    if (worker == faults_.unreachable) return false;
    if (stopAfter_ && ++sent_ >= jobsBeforeStop_) stopAfter_->store(true);
    if (!firstRoot_) firstRoot_ = questionRoot.hash();
    const bool dead = (faults_.dies == worker || faults_.dies == -2) && jobsOf_[worker] >= faults_.diesAfterJobs;
    ++jobsOf_[worker];
    if (job.moves.empty() && questionRoot.hash() == firstRoot_) ++rootJobs_;
    if (dead) {
      ++swallowed_;
      return true;  // sent, and never answered
    }
    const auto due = std::chrono::steady_clock::now() +
                     std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                         std::chrono::duration<double>(worker == faults_.late ? faults_.lateBySeconds : 0));
    if (worker != faults_.late) {
      EXPECT_TRUE(inFlight_.insert({questionRoot.hash(), job.moves}).second) << "a leaf sent twice while in flight";
    }
    answers_.push_back({due, {worker, runPnsJob(*solvers_[worker], questionRoot, job)}});
    moves_[job.id] = {questionRoot.hash(), job.moves};
    return true;
  }
  std::optional<std::pair<int, PnsJobResult>> receive(std::chrono::milliseconds) override {
    const auto now = std::chrono::steady_clock::now();
    for (auto it = answers_.begin(); it != answers_.end(); ++it) {
      if (it->first > now) continue;
      const auto a = it->second;
      answers_.erase(it);
      if (a.first != faults_.late) inFlight_.erase(moves_[a.second.id]);
      return a;
    }
    return std::nullopt;
  }
  uint64_t swallowed() const { return swallowed_; }
  uint64_t rootJobs() const { return rootJobs_; }  // jobs sent for the first question's root itself

 private:
  std::vector<std::unique_ptr<DfpnSolver<Game, Parallel>>> solvers_;
  std::deque<std::pair<std::chrono::steady_clock::time_point, std::pair<int, PnsJobResult>>> answers_;
  std::set<std::pair<uint64_t, std::vector<Move>>> inFlight_;  // (question, moves)
  std::map<uint64_t, std::pair<uint64_t, std::vector<Move>>> moves_;
  std::atomic<bool>* stopAfter_;
  uint64_t jobsBeforeStop_, sent_ = 0;
  WorkerFaults faults_;
  std::vector<uint64_t> jobsOf_;
  uint64_t swallowed_ = 0, rootJobs_ = 0, firstRoot_ = 0;
};

SearchSettings everyMove() {
  SearchSettings s;
  s.allMoves = true;
  return s;
}

// The single-process answer (df-pn, every move valued).
SolveResult single(Game game) {
  SolverOptions o;
  static_cast<SearchSettings&>(o) = everyMove();
  o.tableMegabytes = 16;
  return solvePosition(game, o);
}

SolveResult distributed(Game game, int workers, uint64_t jobNodes, uint64_t* jobs = nullptr) {
  InProcessWorkers transport(workers);
  JobLevelOptions o;
  o.jobNodes = jobNodes;
  JobLevelPns<Game> master(transport, o);
  SolveResult r = solveWithJobs(master, game, everyMove());
  if (!game.scored()) scoreByValue(game, r);
  if (jobs) *jobs = master.jobs();
  return r;
}

void expectSameAnswers(const SolveResult& a, const SolveResult& b, const std::string& what) {
  ASSERT_TRUE(a.complete && b.complete) << what;
  EXPECT_EQ(a.value, b.value) << what;
  EXPECT_EQ(a.winningMoves, b.winningMoves) << what;
  ASSERT_EQ(a.moveValues.size(), b.moveValues.size()) << what;
  for (size_t i = 0; i < a.moveValues.size(); ++i) {
    EXPECT_EQ(a.moveValues[i].move, b.moveValues[i].move) << what;
    EXPECT_EQ(a.moveValues[i].value, b.moveValues[i].value) << what << " move " << a.moveValues[i].move;
  }
  EXPECT_EQ(a.score, b.score) << what;
  EXPECT_EQ(a.bestMoves, b.bestMoves) << what;
  ASSERT_EQ(a.moveScores.size(), b.moveScores.size()) << what;
  for (size_t i = 0; i < a.moveScores.size(); ++i) EXPECT_EQ(a.moveScores[i].score, b.moveScores[i].score) << what;
}

struct Case {
  const char* rules;
  int width, height;
};

class EveryWorkerCount : public ::testing::TestWithParam<Case> {};

TEST_P(EveryWorkerCount, GivesTheSingleSolvesAnswers) {
  const Case c = GetParam();
  const Game root = emptyGame(c.rules, c.width, c.height);
  const SolveResult reference = single(root);
  for (int workers : {1, 2, 3}) {
    uint64_t jobs = 0;
    const SolveResult r = distributed(root, workers, 40, &jobs);
    expectSameAnswers(r, reference, std::string(c.rules) + " with " + std::to_string(workers) + " workers");
    EXPECT_GT(jobs, 1u) << "a budget of 40 nodes settles no position here in one job";
  }
}

INSTANTIATE_TEST_SUITE_P(SmallBoards, EveryWorkerCount,
                         ::testing::Values(Case{"capture-1", 3, 3}, Case{"capture-2", 3, 3},
                                           Case{"capture-2+ko=simple", 3, 2}, Case{"gonnect", 3, 3},
                                           Case{"go", 2, 2}, Case{"go", 3, 2}, Case{"go+komi=1", 3, 2},
                                           Case{"quench-1", 3, 2}, Case{"conversion", 2, 2},
                                           Case{"capture-1", 4, 4}, Case{"capture-2", 4, 4}, Case{"gonnect", 4, 4},
                                           Case{"go", 3, 3}, Case{"quench-3", 3, 3}, Case{"conversion", 3, 3}),
                         testing::rulesAndSizeName<Case>);

TEST(JobLevelSearch, WorkersOnTwoThreadsGiveTheSameAnswers) {
  for (const auto& [rules, size] : {std::pair{"capture-2", 4}, std::pair{"go", 3}, std::pair{"gonnect", 4}}) {
    Game root = emptyGame(rules, size, size);
    InProcessWorkers<true> transport(2);
    JobLevelOptions o;
    o.jobNodes = 2000;
    JobLevelPns<Game> master(transport, o);
    SolveResult r = solveWithJobs(master, root, everyMove());
    if (!root.scored()) scoreByValue(root, r);
    expectSameAnswers(r, single(root), std::string(rules) + " on two-thread workers");
    EXPECT_GT(master.jobs(), 1u) << rules;
  }
}

TEST(JobLevelSearch, AfterEveryFirstMoveOf4x4Capture1TheAnswerIsTheSingleSolves) {
  Game root = emptyGame("capture-1", 4, 4);
  for (Move first : {Move{0}, Move{1}, Move{5}}) {
    root.play(first);
    const Game position(root.rules(), root.board(), root.toMove());
    expectSameAnswers(distributed(position, 2, 200), single(position), "after move " + std::to_string(first));
    root.undo();
  }
}

TEST(JobLevelSearch, APositionInTheMiddleOfAGameWithAKo) {
  // Black to move: White has just taken a stone at c2 by playing b2, and
  // Black may not take back at c2 at once. White has one prisoner.
  const Game ko = gameFromRows<1>("capture-2+ko=simple",
                                  ".XO."
                                  "/XO.O"
                                  "/.XO.",
                                  Color::Black, "c2", {0, 1});
  expectSameAnswers(distributed(ko, 2, 30), single(ko), "the ko position");
}

// Stopped after a few jobs, saving what it knows; resumed from that, it
// finds the same answers with fewer jobs than a fresh run.
TEST(JobLevelSearch, AStoppedRunResumesToTheSameAnswerWithFewerJobs) {
  const Game root = emptyGame("capture-2", 3, 3);
  uint64_t freshJobs = 0;
  const SolveResult fresh = distributed(root, 2, 40, &freshJobs);

  std::vector<std::pair<uint64_t, uint64_t>> saved;
  std::atomic<bool> stop{false};
  {
    InProcessWorkers transport(2, &stop, freshJobs / 2);
    JobLevelOptions o;
    o.jobNodes = 40;
    o.stop = &stop;
    o.checkpoint.save = [&saved](const EntryWalk& walk) {
      saved.clear();
      walk([&saved](uint64_t key, uint64_t bits) { saved.push_back({key, bits}); });
    };
    JobLevelPns<Game> master(transport, o);
    Game g = root;
    const SolveResult stopped = solveWithJobs(master, g, everyMove());
    EXPECT_FALSE(stopped.complete);
  }
  ASSERT_FALSE(saved.empty());

  InProcessWorkers transport(2);
  JobLevelOptions o;
  o.jobNodes = 40;
  o.checkpoint.resumeEntries = saved.size();
  o.checkpoint.resumeFrom = [&saved](const EntryVisitor& visit) {
    for (const auto& [key, bits] : saved) visit(key, bits);
  };
  JobLevelPns<Game> master(transport, o);
  master.resume();
  Game g = root;
  SolveResult resumed = solveWithJobs(master, g, everyMove());
  scoreByValue(g, resumed);
  expectSameAnswers(resumed, fresh, "resumed");
  EXPECT_LT(master.jobs(), freshJobs);
}

// A worker that dies (its jobs never answered) loses only its job: the
// master gives the job up at its deadline, hands the leaf to another
// worker, and finds the single solve's answers.
TEST(JobLevelSearch, AWorkerThatDiesLosesOnlyItsJob) {
  // Worker 0 takes the first job, the root, and dies with it; worker 1 dies later.
  for (const auto& [deadWorker, diesAfter] : {std::pair{0, 0}, std::pair{1, 3}}) {
    const int dies = deadWorker;  // a plain variable, which a lambda may capture (clang 14)
    const Game root = emptyGame("capture-2", 4, 4);
    InProcessWorkers transport(3, nullptr, 0, WorkerFaults{.dies = dies, .diesAfterJobs = uint64_t(diesAfter)});
    JobLevelOptions o;
    o.jobNodes = 200;
    o.jobTimeoutSeconds = 0.05;
    std::vector<uint64_t> givenUp;
    o.workerNews = [&givenUp, dies](int worker, uint64_t job, WorkerNews news, double seconds) {
      EXPECT_EQ(worker, dies);
      EXPECT_EQ(news, WorkerNews::GivenUp);
      EXPECT_GE(seconds, 0.05) << "given up before its deadline";
      givenUp.push_back(job);
    };
    JobLevelPns<Game> master(transport, o);
    Game g = root;
    SolveResult r = solveWithJobs(master, g, everyMove());
    scoreByValue(g, r);
    const std::string what = "worker " + std::to_string(dies) + " dies after " + std::to_string(diesAfter) + " jobs";
    expectSameAnswers(r, single(root), what);
    EXPECT_EQ(transport.swallowed(), 1u) << what << ": a lost worker is sent no more jobs";
    EXPECT_EQ(givenUp.size(), 1u) << what;
    EXPECT_EQ(master.lostWorkers(), 1) << what;
    EXPECT_EQ(master.jobsGivenUp(), 1u) << what;
    if (diesAfter == 0) {
      EXPECT_EQ(transport.rootJobs(), 2u) << what << ": the root's job went to another worker";
    }
  }
}

// A worker slower than the deadline is given up, and is back when its
// answer comes: the answers are the single solve's all the same.
TEST(JobLevelSearch, AWorkerGivenUpThatAnswersAfterAllIsBack) {
  const Game root = emptyGame("capture-2", 3, 3);
  InProcessWorkers transport(2, nullptr, 0, WorkerFaults{.late = 0, .lateBySeconds = 0.03});
  JobLevelOptions o;
  o.jobNodes = 40;
  o.jobTimeoutSeconds = 0.01;
  int lost = 0, back = 0;
  o.workerNews = [&](int worker, uint64_t, WorkerNews news, double) {
    EXPECT_EQ(worker, 0) << "worker 1 answers at once";
    ++(news == WorkerNews::Back ? back : lost);
  };
  JobLevelPns<Game> master(transport, o);
  Game g = root;
  SolveResult r = solveWithJobs(master, g, everyMove());
  scoreByValue(g, r);
  expectSameAnswers(r, single(root), "a late worker");
  EXPECT_GT(lost, 0) << "worker 0 answers each job after its deadline";
  EXPECT_GE(lost, back);
  EXPECT_LE(master.lostWorkers(), 1);
}

// A worker that cannot be sent a job is lost at once; the others find the
// single solve's answers.
TEST(JobLevelSearch, AWorkerThatCannotBeReachedIsLostAtOnce) {
  const Game root = emptyGame("gonnect", 4, 4);
  InProcessWorkers transport(2, nullptr, 0, WorkerFaults{.unreachable = 0});
  JobLevelOptions o;
  o.jobNodes = 300;
  int unreachable = 0;
  o.workerNews = [&](int worker, uint64_t, WorkerNews news, double) {
    EXPECT_EQ(worker, 0);
    unreachable += news == WorkerNews::Unreachable;
  };
  JobLevelPns<Game> master(transport, o);
  Game g = root;
  SolveResult r = solveWithJobs(master, g, everyMove());
  scoreByValue(g, r);
  expectSameAnswers(r, single(root), "worker 0 unreachable");
  EXPECT_EQ(unreachable, 1);
  EXPECT_EQ(master.lostWorkers(), 1);
  EXPECT_EQ(master.jobsGivenUp(), 0u);
}

// With every worker lost the run stops, as a time limit would (after one
// more deadline for a late answer): no answer, and nothing invented.
TEST(JobLevelSearch, EveryWorkerLostStopsTheRun) {
  const Game root = emptyGame("capture-1", 4, 4);
  InProcessWorkers transport(2, nullptr, 0, WorkerFaults{.dies = -2, .diesAfterJobs = 2});
  JobLevelOptions o;
  o.jobNodes = 100;
  o.jobTimeoutSeconds = 0.02;
  JobLevelPns<Game> master(transport, o);
  EXPECT_EQ(master.prove(root, Color::Black), Value::Unknown);
  EXPECT_TRUE(master.stopped());
  EXPECT_TRUE(master.everyWorkerLost());
  EXPECT_EQ(master.lostWorkers(), 2);
}

TEST(JobLevelSearch, RefusesRulesWhoseFutureDependsOnTheHistory) {
  Game superko = emptyGame("go+ko=superko", 2, 2);
  InProcessWorkers transport(1);
  JobLevelPns<Game> master(transport, JobLevelOptions{});
  EXPECT_THROW(solveWithJobs(master, superko, everyMove()), std::invalid_argument);
}

TEST(JobLevelSearch, AWorkerRefusesALeafThatIsNotTheMasters) {
  Game root = emptyGame("capture-1", 3, 3);
  DfpnOptions o;
  o.tableMegabytes = 1;
  DfpnSolver<Game> solver(o);
  PnsJob job;
  job.moves = {4};
  job.attacker = Color::Black;
  job.budget = 10;
  job.leafHash = root.hash();  // the root's, not the leaf's
  EXPECT_THROW(runPnsJob(solver, root, job), std::runtime_error);
}

}  // namespace
}  // namespace goproof
