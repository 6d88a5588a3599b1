// goproof solve --distributed under mpirun, as a researcher runs it: one
// master and two or three workers on this machine (--oversubscribe). The
// values, scores and every move's value must be the single process's, on
// the solver agreement tests' kind of positions; a run stopped in the middle
// (a time limit, or SIGTERM to mpirun) and resumed from its checkpoint
// must end with the same answer; a worker killed in the middle of a run
// under mpirun --enable-recovery loses only its job. Without Open MPI the tests are skipped,
// except in CI (CI=true), where scripts/setup.sh installs it and a missing
// mpirun is a failure.
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

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

// Runs `mpirun [MPIRUN_FLAGS] -np N goproof ARGS` (as root too, as in a
// container), killing it after `seconds`.
testing::CommandRun mpirun(int processes, const std::string& args, int seconds = 300, const std::string& mpirunFlags = "") {
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 1);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 1);
  return testing::runCommand(std::string(GOPROOF_MPIEXEC) + " --oversubscribe " + mpirunFlags + " -np " +
                                 std::to_string(processes) + " " + GOPROOF_BIN + " " + args,
                             seconds);
}

// The link under everything: messages of every size between two ranks come
// whole and in the order sent (tests/mpi_link_check.cc). Over shared memory
// with single copies a large message arrives at once; without them, or over
// TCP as between machines, it is still under way while small ones after it
// arrive, and those must wait for it (a receive that took whatever arrived
// first fails here).
TEST(Distributed, MessagesComeWholeAndInOrder) {
  requireMpirun();
  if (!haveMpirun()) GTEST_SKIP() << "Open MPI's mpirun not found";
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 1);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 1);
  for (const std::string transport : {"", "--mca btl_vader_single_copy_mechanism none", "--mca btl self,tcp"}) {
    const testing::CommandRun run = testing::runCommand(
        std::string(GOPROOF_MPIEXEC) + " --oversubscribe " + transport + " -np 2 " + GOPROOF_MPI_LINK_CHECK, 120);
    EXPECT_EQ(run.exitCode, 0) << transport << "\n" << run.err;
  }
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

// The process of this test's run (marked by GOPROOF_TEST_MARK) with MPI
// rank `rank`: its pid and the processor time it has used, in seconds; pid
// 0 when there is none.
std::pair<pid_t, double> processOfRank(const std::string& mark, int rank) {
  std::error_code error;
  for (std::filesystem::directory_iterator it("/proc", error), end; !error && it != end; it.increment(error)) {
    const std::string pid = it->path().filename();
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream environ(it->path() / "environ");
    std::string variables((std::istreambuf_iterator<char>(environ)), std::istreambuf_iterator<char>());
    variables.insert(variables.begin(), '\0');
    if (variables.find(std::string("\0GOPROOF_TEST_MARK=", 19) + mark + '\0') == std::string::npos ||
        variables.find(std::string("\0OMPI_COMM_WORLD_RANK=", 22) + std::to_string(rank) + '\0') == std::string::npos)
      continue;
    std::ifstream statFile(it->path() / "stat");
    std::string stat((std::istreambuf_iterator<char>(statFile)), std::istreambuf_iterator<char>());
    if (stat.rfind(')') == std::string::npos) continue;  // gone meanwhile
    std::istringstream fields(stat.substr(stat.rfind(')') + 1));  // from field 3, the state
    std::string field;
    for (int f = 3; f <= 13 && fields >> field; ++f) {
    }
    unsigned long long user = 0, system = 0;
    fields >> user >> system;  // fields 14 and 15, in clock ticks
    return {static_cast<pid_t>(std::stol(pid)), static_cast<double>(user + system) / static_cast<double>(sysconf(_SC_CLK_TCK))};
  }
  return {0, 0};
}

// Runs `mpirun --enable-recovery -np N goproof ARGS`, and kills (SIGKILL)
// the process of rank `victim` once the process of rank `watched` (a
// worker) has used `cpuSeconds` of processor time, so that jobs are under
// way; mpirun itself is killed after `seconds`. Sets `killed` when it did.
testing::CommandRun mpirunKillingRank(int processes, const std::string& args, int victim, int watched,
                                      double cpuSeconds, bool& killed, int seconds = 300) {
  const std::string mark = std::to_string(getpid());
  setenv("GOPROOF_TEST_MARK", mark.c_str(), 1);
  std::atomic<bool> over{false};
  std::atomic<pid_t> victimPid{0};
  std::thread killer([&] {
    while (!over && victimPid == 0) {
      if (processOfRank(mark, watched).second >= cpuSeconds)
        if (pid_t p = processOfRank(mark, victim).first; p != 0 && kill(p, SIGKILL) == 0) victimPid = p;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  const testing::CommandRun run = mpirun(processes, args, seconds, "--enable-recovery -x GOPROOF_TEST_MARK");
  over = true;
  killer.join();
  unsetenv("GOPROOF_TEST_MARK");
  killed = victimPid != 0;
  return run;
}

// A worker killed in the middle of a run, under mpirun --enable-recovery:
// the master gives its job up at --job-timeout, hands the leaf to another
// worker, and ends with the single process's answer. (Under
// --enable-recovery, Open MPI 4.1's mpirun exits 0 whatever its processes
// do: the JSON's answer is what counts.)
TEST(Distributed, AWorkerKilledInTheMiddleLosesOnlyItsJob) {
  requireMpirun();
  if (!haveMpirun()) GTEST_SKIP() << "Open MPI's mpirun not found";
  const std::string flags = "--rules capture-2 --size 4x5 --json --threads 1 --tt-mb 128";
  const testing::CommandRun single = goproof("solve " + flags, 300);
  ASSERT_EQ(single.exitCode, 0) << single.err;
  bool killed = false;
  const testing::CommandRun run = mpirunKillingRank(4, "solve --distributed --job-nodes 2000 --job-timeout 5 " + flags,
                                                    /*victim=*/2, /*watched=*/2, 0.5, killed);
  ASSERT_TRUE(killed) << "rank 2 was never seen at work\n" << run.err;
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(answers(run.out), answers(single.out));
  const nlohmann::json j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["distributed"]["workers_lost"], 1) << run.err;  // a slow one given up would be back
  EXPECT_GE(j["distributed"]["jobs_given_up"], 1) << run.err;
  EXPECT_NE(run.err.find("worker 2 has not answered job"), std::string::npos) << run.err;
}

// The master killed in the middle of a run under --enable-recovery: its
// workers hear nothing from it for --job-timeout's seconds, say so, and
// end, so that the run ends rather than waiting for ever.
TEST(Distributed, WorkersOfAKilledMasterEnd) {
  requireMpirun();
  if (!haveMpirun()) GTEST_SKIP() << "Open MPI's mpirun not found";
  bool killed = false;
  const testing::CommandRun run = mpirunKillingRank(
      3, "solve --distributed --job-nodes 2000 --job-timeout 3 --rules capture-2 --size 5x5 --threads 1 --tt-mb 64",
      /*victim=*/0, /*watched=*/1, 0.5, killed, /*seconds=*/60);
  ASSERT_TRUE(killed) << "the master was never seen at work\n" << run.err;
  EXPECT_NE(run.exitCode, 124) << "the workers waited for ever";
  EXPECT_TRUE(run.out.empty()) << run.out;
  EXPECT_NE(run.err.find("worker 1: no word from the master for 3 s or more"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("worker 2: no word from the master for 3 s or more"), std::string::npos) << run.err;
}

TEST(Distributed, RefusesWhatItDoesNotDoWithOneLine) {
  requireMpirun();
  if (!haveMpirun()) GTEST_SKIP() << "Open MPI's mpirun not found";
  for (const std::string& args :
       {std::string("solve --distributed --rules capture-1 --size 3x3 --solver alphabeta"),
        std::string("solve --distributed --rules go --size 2x2 --proof ") + tempPath("distributed", "p.proof"),
        std::string("solve --distributed --rules capture-1 --size 3x3 --job-nodes 0"),
        std::string("solve --distributed --rules capture-1 --size 3x3 --job-timeout -1"),
        std::string("solve --distributed --rules capture-1 --size 3x3 --job-timeout 0.5"),
        std::string("solve --distributed --rules go+ko=superko --size 2x2"),
        std::string("solve --distributed --rules conversion+pie --size 2x2")}) {
    const testing::CommandRun run = mpirun(3, args, 60);
    EXPECT_EQ(run.exitCode, 2) << args << "\n" << run.err;
    EXPECT_NE(run.err.find("goproof solve: "), std::string::npos) << run.err;
  }
  // Alone, without workers.
  const testing::CommandRun alone = goproof("solve --distributed --rules capture-1 --size 3x3", 60);
  EXPECT_EQ(alone.exitCode, 2) << alone.err;
  EXPECT_NE(alone.err.find("needs a master and at least one worker"), std::string::npos) << alone.err;
  // Its own flags, without it.
  for (const char* flag : {"--job-nodes 100", "--job-timeout 5"}) {
    const testing::CommandRun plain = goproof(std::string("solve --rules capture-1 --size 3x3 ") + flag, 60);
    EXPECT_EQ(plain.exitCode, 2) << flag << "\n" << plain.err;
    EXPECT_NE(plain.err.find("only with --distributed"), std::string::npos) << plain.err;
  }
}

}  // namespace
}  // namespace goproof
