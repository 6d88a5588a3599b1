// goproof convert and import as a curator uses them: native <-> SGF without
// loss, forum diagrams into puzzles, outputs written whole and never over the input.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include "run_goproof.h"

namespace goproof {
namespace {

using testing::goproof;

std::string tempPath(const std::string& name) { return testing::tempPath("cli_convert", name); }
std::string writeFile(const std::string& name, const std::string& text) {
  return testing::writeTempFile("cli_convert", name, text);
}
std::string readFile(const std::string& path) { return testing::readWholeFile(path); }

const std::string kPuzzles = R"(goproof-puzzles 1
rules: capture-1
puzzle: Take the lonely stone
author: a teacher
board:
  . . . . .
  . . X . .
  . X O . .
  . . X . .
  . . . . .
win d3
illegal c3 occupied
captures d3 1
line d3
no-win

puzzle: Gonnect on 3x3
rules: gonnect
size: 3
value B
)";

TEST(CliConvert, NativeToSgfAndBackKeepsEveryPuzzleAndClaim) {
  std::string native = writeFile("a.puzzles", kPuzzles);
  std::string sgf = tempPath("a.sgf");
  auto toSgf = goproof("convert " + native + " -o " + sgf);
  ASSERT_EQ(toSgf.exitCode, 0) << toSgf.err;
  EXPECT_EQ(toSgf.err, "goproof convert: 2 puzzles with 6 claims from native to sgf in " + sgf + "\n");
  std::string sgfText = readFile(sgf);
  EXPECT_EQ(sgfText.substr(0, 2), "(;");
  EXPECT_NE(sgfText.find("RU[gonnect]"), std::string::npos);
  auto back = goproof("convert " + sgf);
  ASSERT_EQ(back.exitCode, 0) << back.err;
  for (std::string claim : {"win d3", "illegal c3 occupied", "captures d3 1", "line d3", "no-win", "value B"})
    EXPECT_NE(back.out.find("\n" + claim + "\n"), std::string::npos) << claim << "\n" << back.out;
  EXPECT_NE(back.out.find("author: a teacher"), std::string::npos);
  // Both verify the same way.
  EXPECT_EQ(goproof("verify " + sgf).exitCode, 1);  // "no-win" is false: Black wins
  EXPECT_EQ(goproof("verify " + native).exitCode, 1);
}

TEST(CliConvert, LineBreaksInSgfTitlesDoNotBecomeClaims) {
  std::string sgf = writeFile("newline.sgf", "(;FF[4]GM[1]SZ[3]GN[Problem 1\nno-win b2]GC[two\nlines]\n;B[bb]C[RIGHT])");
  std::string native = tempPath("newline.puzzles");
  ASSERT_EQ(goproof("convert " + sgf + " -o " + native).exitCode, 0);
  auto run = goproof("verify " + native);
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("Problem 1 no-win b2  ["), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("1 claim: 1 passed"), std::string::npos) << run.out;
}

TEST(CliConvert, NeverOverwritesTheInput) {
  std::string native = writeFile("self.puzzles", kPuzzles);
  auto run = goproof("convert " + native + " -o " + native);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof convert: output: " + native + " is the input file; goproof never overwrites its input\n");
  EXPECT_EQ(readFile(native), kPuzzles);
}

TEST(CliConvert, AnUnwritableOutputExitsFourAndLeavesNothingBehind) {
  std::string native = writeFile("b.puzzles", kPuzzles);
  auto run = goproof("convert " + native + " -o /nonexistent-dir/out.sgf");
  EXPECT_EQ(run.exitCode, 4);
  EXPECT_EQ(run.err.substr(0, 46), "goproof convert: /nonexistent-dir/out.sgf: can");
}

TEST(CliConvert, BadSgfNamesFileLineAndColumn) {
  std::string sgf = writeFile("bad.sgf", "(;SZ[5]\nAB[cc][zz])");
  auto run = goproof("convert " + sgf);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err.rfind("goproof convert: " + sgf + ":2:", 0), 0u) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1);
  EXPECT_EQ(run.out, "");
}

TEST(CliImport, AForumPostBecomesPuzzlesWithClaims) {
  std::string post = writeFile("post.txt", R"(Beginners, try this one.

[go]$$B Black to play
$$ +-----------+
$$ | . . . . . |
$$ | . . X . . |
$$ | . X O . . |
$$ | . . X . . |
$$ | . . . . . |
$$ +-----------+[/go]

[go]$$B Answer
$$ +-----------+
$$ | . . . . . |
$$ | . . X . . |
$$ | . X O 1 . |
$$ | . . X . . |
$$ | . . . . . |
$$ +-----------+[/go]

Black 1 captures the stone.
)");
  auto run = goproof("import " + post);
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("puzzle: Black to play\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\ncaptures d3 1\n"), std::string::npos) << run.out;
  auto verify = goproof("verify " + post);
  EXPECT_EQ(verify.exitCode, 0) << verify.out;
  EXPECT_NE(verify.out.find("PASS  captures d3 1: d3 captures 1 stone"), std::string::npos) << verify.out;
}

TEST(CliImport, TextWithoutDiagramsIsBadInput) {
  auto run = goproof("import " + writeFile("nothing.txt", "just words\n"));
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_NE(run.err.find(":1:1: no diagram found"), std::string::npos) << run.err;
}

// Whether process pid has installed a handler for sig (/proc/PID/status, SigCgt).
bool catches(pid_t pid, int sig) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("SigCgt:", 0) == 0) return (std::stoull(line.substr(7), nullptr, 16) >> (sig - 1)) & 1;
  return false;
}

struct Interrupted {
  bool exited = false;  // false: killed by a signal, or still running after the generous bound
  int exitCode = -1;
  std::string err;
};

// Runs goproof with args, sends sig once it has set up its handlers, and
// waits (at most two minutes, so that a test cannot hang) for it to end.
Interrupted interruptRun(const std::vector<std::string>& args, int sig) {
  const std::string errPath = tempPath("interrupted.err");
  pid_t child = fork();
  if (child == 0) {
    int err = open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    dup2(err, STDERR_FILENO);
    int devNull = open("/dev/null", O_WRONLY);
    dup2(devNull, STDOUT_FILENO);
    std::vector<char*> argv{const_cast<char*>(GOPROOF_BIN)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(GOPROOF_BIN, argv.data());
    _exit(127);
  }
  Interrupted result;
  int status = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(2);
  while (!catches(child, sig) && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  std::this_thread::sleep_for(std::chrono::milliseconds(100));  // well into its work
  kill(child, sig);
  while (waitpid(child, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill(child, SIGKILL);
      waitpid(child, &status, 0);
      return result;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  result.exited = WIFEXITED(status);
  result.exitCode = result.exited ? WEXITSTATUS(status) : -1;
  result.err = readFile(errPath);
  return result;
}

// A native file of `count` puzzles (about 200 bytes each).
std::string manyPuzzles(int count) {
  std::string text = "goproof-puzzles 1\nrules: capture-1\n";
  for (int i = 0; i < count; ++i)
    text += "\npuzzle: Take the lonely stone " + std::to_string(i) +
            "\nboard:\n  . . . . .\n  . . X . .\n  . X O . .\n  . . X . .\n  . . . . .\nwin d3\ncaptures d3 1\n";
  return text;
}

// The names in the folder of path that start with path's own name (temporary files beside it).
std::vector<std::string> besides(const std::string& path) {
  std::vector<std::string> names;
  const std::filesystem::path p(path);
  for (const auto& e : std::filesystem::directory_iterator(p.parent_path()))
    if (e.path().filename().string().rfind(p.filename().string(), 0) == 0) names.push_back(e.path().filename());
  return names;
}

TEST(CliConvert, CtrlCAndSigtermStopALargeConversionAtOnceAndWriteNothing) {
  // Tens of megabytes: seconds of parsing and formatting, which a signal must cut short.
  const std::string big = writeFile("big.puzzles", manyPuzzles(150000));
  const std::string target = writeFile("big-target.sgf", "old\n");
  for (int sig : {SIGINT, SIGTERM}) {
    for (const char* command : {"convert", "import"}) {
      Interrupted run = interruptRun({command, big, "-o", target}, sig);
      ASSERT_TRUE(run.exited) << command << ": did not stop (or was killed by the signal)";
      EXPECT_EQ(run.exitCode, 3) << command << " " << run.err;
      EXPECT_EQ(run.err, "goproof " + std::string(command) + ": interrupted; nothing was written\n");
      EXPECT_EQ(readFile(target), "old\n");
      EXPECT_EQ(besides(target), std::vector<std::string>{std::filesystem::path(target).filename()});
    }
  }
}

TEST(CliInterrupt, CtrlCWhileVerifyReadsALargeFileEndsItAtOnce) {
  // Reading and parsing tens of megabytes look at no stop flag: the signal ends the run there and then.
  const std::string big = writeFile("big-verify.puzzles", manyPuzzles(150000));
  for (int sig : {SIGINT, SIGTERM}) {
    Interrupted run = interruptRun({"verify", big}, sig);
    ASSERT_TRUE(run.exited) << "verify did not stop (or was killed by the signal)";
    EXPECT_EQ(run.exitCode, 3) << run.err;
    EXPECT_EQ(run.err, "goproof verify: interrupted; nothing was written\n");
  }
}

}  // namespace
}  // namespace goproof
