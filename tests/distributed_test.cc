// goproof solve --distributed under mpirun, as a researcher runs it: one
// master and two or three workers on this machine (--oversubscribe). The
// values, scores and every move's value must be the single process's, on
// the solver agreement tests' kind of positions; a run stopped in the middle
// (a time limit, or SIGTERM to mpirun) and resumed from its checkpoint
// must end with the same answer. Without Open MPI the tests are skipped,
// except in CI (CI=true), where scripts/setup.sh installs it and a missing
// mpirun is a failure.
#include <csignal>
#include <cstdlib>
#include <string>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_goproof.h"

namespace goproof {
namespace {

using testing::goproof;
using testing::tempPath;

bool haveMpirun() { return std::string(GOPROOF_MPIEXEC).size() > 0; }

void requireMpirun() {
  const char* ci = std::getenv("CI");
  if (!haveMpirun() && ci && std::string(ci) == "true") FAIL() << "CI: Open MPI's mpirun not found (scripts/setup.sh --tests installs it)";
}

// Runs `mpirun -np N goproof ARGS` (as root too, as in a container), killing it after `seconds`.
testing::CommandRun mpirun(int processes, const std::string& args, int seconds = 300) {
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 1);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 1);
  static int calls = 0;
  const std::string errFile = tempPath("distributed", "stderr_" + std::to_string(++calls));
  const std::string command = "timeout -k 5 " + std::to_string(seconds) + " " + GOPROOF_MPIEXEC +
                              " --oversubscribe -np " + std::to_string(processes) + " " + GOPROOF_BIN + " " + args +
                              " 2>" + errFile;
  FILE* pipe = popen(command.c_str(), "r");
  std::string out;
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
  const int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out, testing::readWholeFile(errFile)};
}

// The answers a run gives, without its figures (nodes, time, line).
nlohmann::json answers(const std::string& out) {
  const nlohmann::json j = nlohmann::json::parse(out);
  nlohmann::json a;
  for (const char* key : {"value", "score", "best_moves", "winning_moves", "move_values", "move_scores", "complete"})
    if (j.contains(key)) a[key] = j[key];
  return a;
}

struct Case {
  const char* flags;
};

class SameAnswers : public ::testing::TestWithParam<Case> {};

TEST_P(SameAnswers, AsTheSingleProcess) {
  requireMpirun();
  if (!haveMpirun()) GTEST_SKIP() << "Open MPI's mpirun not found";
  const std::string flags = std::string(GetParam().flags) + " --json --all-moves --threads 1 --tt-mb 64";
  const testing::CommandRun single = goproof("solve " + flags, 300);
  ASSERT_EQ(single.exitCode, 0) << single.err;
  for (int processes : {3, 4}) {
    const testing::CommandRun run = mpirun(processes, "solve --distributed --job-nodes 3000 " + flags);
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(answers(run.out), answers(single.out)) << processes << " processes";
    const nlohmann::json j = nlohmann::json::parse(run.out);
    EXPECT_EQ(j["distributed"]["workers"], processes - 1);
    EXPECT_GT(j["distributed"]["jobs"].get<int>(), 1);
  }
}

INSTANTIATE_TEST_SUITE_P(Positions, SameAnswers,
                         ::testing::Values(Case{"--rules capture-1 --size 4x4"}, Case{"--rules capture-2 --size 3x4"},
                                           Case{"--rules gonnect --size 3x3"}, Case{"--rules go --size 3x3"},
                                           Case{"--rules go --size 2x3"},
                                           Case{"--rules capture-2 --size 4x3 --board '.X../.O../....' --to-move B"}));

// A run stopped by its time limit keeps its checkpoint (exit 3, or 0 where
// it finished first); resumed, it gives the single process's answer.
TEST(Distributed, AStoppedRunResumesToTheSameAnswer) {
  requireMpirun();
  if (!haveMpirun()) GTEST_SKIP() << "Open MPI's mpirun not found";
  const std::string flags = "--rules capture-2 --size 4x5 --json --threads 1 --tt-mb 128";
  const testing::CommandRun single = goproof("solve " + flags, 300);
  ASSERT_EQ(single.exitCode, 0) << single.err;
  const std::string checkpoint = tempPath("distributed", "stopped.ckpt");
  const testing::CommandRun stopped =
      mpirun(3, "solve --distributed --job-nodes 2000 --time-limit 2 --checkpoint " + checkpoint + " " + flags);
  EXPECT_TRUE(stopped.exitCode == 3 || stopped.exitCode == 0) << stopped.exitCode << stopped.err;
  const testing::CommandRun resumed =
      mpirun(3, "solve --distributed --job-nodes 2000 --resume --checkpoint " + checkpoint + " " + flags);
  ASSERT_EQ(resumed.exitCode, 0) << resumed.err;
  EXPECT_NE(resumed.err.find("resuming from"), std::string::npos) << resumed.err;
  EXPECT_EQ(answers(resumed.out), answers(single.out));
}

// SIGTERM to mpirun in the middle of a solve (mpirun passes it on): the
// master saves what it knows, and a resumed run gives the same answer.
TEST(Distributed, ARunEndedBySigtermResumesToTheSameAnswer) {
  requireMpirun();
  if (!haveMpirun()) GTEST_SKIP() << "Open MPI's mpirun not found";
  const std::string flags = "--rules capture-2 --size 4x5 --json --threads 1 --tt-mb 128";
  const testing::CommandRun single = goproof("solve " + flags, 300);
  ASSERT_EQ(single.exitCode, 0) << single.err;
  const std::string checkpoint = tempPath("distributed", "terminated.ckpt");
  const testing::CommandRun ended = mpirun(3, "solve --distributed --job-nodes 20000 --checkpoint-every 1 --checkpoint " +
                                                  checkpoint + " " + flags,
                                           /*seconds=*/3);
  // Ended by the signal (exit 3 or timeout's 124), or finished first (0): either way it resumes.
  EXPECT_TRUE(ended.exitCode == 3 || ended.exitCode == 124 || ended.exitCode == 0) << ended.exitCode << ended.err;
  const testing::CommandRun resumed =
      mpirun(3, "solve --distributed --job-nodes 20000 --resume --checkpoint " + checkpoint + " " + flags);
  ASSERT_EQ(resumed.exitCode, 0) << resumed.err;
  EXPECT_EQ(answers(resumed.out), answers(single.out));
}

TEST(Distributed, RefusesWhatItDoesNotDoWithOneLine) {
  requireMpirun();
  if (!haveMpirun()) GTEST_SKIP() << "Open MPI's mpirun not found";
  for (const std::string& args :
       {std::string("solve --distributed --rules capture-1 --size 3x3 --solver alphabeta"),
        std::string("solve --distributed --rules go --size 2x2 --proof ") + tempPath("distributed", "p.proof"),
        std::string("solve --distributed --rules capture-1 --size 3x3 --job-nodes 0"),
        std::string("solve --distributed --rules go+ko=superko --size 2x2")}) {
    const testing::CommandRun run = mpirun(3, args, 60);
    EXPECT_EQ(run.exitCode, 2) << args << "\n" << run.err;
    EXPECT_NE(run.err.find("goproof solve: "), std::string::npos) << run.err;
  }
  // Alone, without workers.
  const testing::CommandRun alone = goproof("solve --distributed --rules capture-1 --size 3x3", 60);
  EXPECT_EQ(alone.exitCode, 2) << alone.err;
  EXPECT_NE(alone.err.find("needs a master and at least one worker"), std::string::npos) << alone.err;
}

}  // namespace
}  // namespace goproof
