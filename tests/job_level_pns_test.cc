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

// Workers in this process: each job runs when sent, and its answer waits in
// a queue until the master asks. No leaf may be in flight twice.
// Parallel: each worker's df-pn on two threads (proveWithin's budget then
// stops the helper thread too).
template <bool Parallel = false>
class InProcessWorkers final : public PnsJobTransport<Game> {
 public:
  InProcessWorkers(int workers, std::atomic<bool>* stopAfter = nullptr, uint64_t jobsBeforeStop = 0)
      : stopAfter_(stopAfter), jobsBeforeStop_(jobsBeforeStop) {
    DfpnOptions o;
    o.tableMegabytes = 4;
    o.threads = Parallel ? 2 : 1;
    for (int w = 0; w < workers; ++w) solvers_.push_back(std::make_unique<DfpnSolver<Game, Parallel>>(o));
  }
  int workers() const override { return static_cast<int>(solvers_.size()); }
  void send(int worker, const Game& questionRoot, const PnsJob& job) override {
    EXPECT_TRUE(inFlight_.insert(job.moves).second) << "a leaf sent twice while in flight";
    answers_.push_back({worker, runPnsJob(*solvers_[worker], questionRoot, job)});
    moves_[job.id] = job.moves;
    if (stopAfter_ && ++sent_ >= jobsBeforeStop_) stopAfter_->store(true);
  }
  std::optional<std::pair<int, PnsJobResult>> receive(std::chrono::milliseconds) override {
    if (answers_.empty()) return std::nullopt;
    auto a = answers_.front();
    answers_.pop_front();
    inFlight_.erase(moves_[a.second.id]);
    return a;
  }

 private:
  std::vector<std::unique_ptr<DfpnSolver<Game, Parallel>>> solvers_;
  std::deque<std::pair<int, PnsJobResult>> answers_;
  std::set<std::vector<Move>> inFlight_;
  std::map<uint64_t, std::vector<Move>> moves_;
  std::atomic<bool>* stopAfter_;
  uint64_t jobsBeforeStop_, sent_ = 0;
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
