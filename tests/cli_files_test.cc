// Files as a careful tool treats them: inputs that never end or are not text,
// standard input and output, outputs that are devices, FIFOs or links, writes
// that fail, signals, and the flags and help a newcomer tries first.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "gtest/gtest.h"
#include "run_goproof.h"

namespace goproof {
namespace {

using testing::goproof;

std::string tempPath(const std::string& name) { return testing::tempPath("cli_files", name); }
std::string writeFile(const std::string& name, const std::string& text) {
  return testing::writeTempFile("cli_files", name, text);
}
std::string readFile(const std::string& path) { return testing::readWholeFile(path); }

const std::string kPuzzles = R"(goproof-puzzles 1
rules: capture-1
puzzle: Atari in the corner
to-move: W
board:
  X O .
  . . .
  . . .
win a2
captures a2 1
)";

// Runs goproof with argv (no shell) and the given stdout descriptor; returns the wait status.
int runWithStdout(const std::vector<std::string>& args, int stdoutFd, pid_t* childOut = nullptr,
                  bool wait = true) {
  pid_t child = fork();
  if (child == 0) {
    dup2(stdoutFd, STDOUT_FILENO);
    int devNull = open("/dev/null", O_WRONLY);
    dup2(devNull, STDERR_FILENO);
    std::vector<char*> argv{const_cast<char*>(GOPROOF_BIN)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(GOPROOF_BIN, argv.data());
    _exit(127);
  }
  if (childOut) *childOut = child;
  if (!wait) return 0;
  int status = 0;
  waitpid(child, &status, 0);
  return status;
}

TEST(CliFiles, AnEndlessInputIsRefusedAtOnce) {
  auto run = goproof("verify /dev/zero");
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof verify: /dev/zero: a binary file, not puzzle text\n");
}

TEST(CliFiles, AnInputLargerThanAnyPuzzleFileIsRefusedWithTheLimit) {
  std::string huge = tempPath("huge.sgf");
  { std::ofstream(huge) << "(;SZ[5])"; }
  std::filesystem::resize_file(huge, (size_t{65} << 20));  // sparse: costs no disk
  auto run = goproof("convert " + huge);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof convert: " + huge + ": is 65 MiB, larger than any puzzle file (goproof reads at most 64 MiB)\n");
  std::filesystem::remove(huge);
  // The same limit holds where the size is not known in advance.
  auto piped = goproof("verify - < /dev/urandom");
  EXPECT_EQ(piped.exitCode, 2);
}

TEST(CliFiles, AnEmptyFileSaysSo) {
  std::string empty = writeFile("empty.sgf", "\n  \n");
  auto run = goproof("verify " + empty);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof verify: " + empty + ": empty file: there are no puzzles in it\n");
}

TEST(CliFiles, AFileWithAHeaderButNoPuzzleSaysSo) {
  std::string header = writeFile("header.puzzles", "goproof-puzzles 1\nrules: capture-1\n");
  auto run = goproof("verify " + header);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof verify: " + header + ":1:1: no puzzles in the file: each one starts with a 'puzzle: TITLE' line\n");
}

TEST(CliFiles, DashReadsStandardInputAndWritesStandardOutput) {
  std::string native = writeFile("stdin.puzzles", kPuzzles);
  auto verify = goproof("verify - < " + native);
  EXPECT_EQ(verify.exitCode, 0) << verify.err;
  EXPECT_NE(verify.out.find("<stdin>:3:1: Atari in the corner"), std::string::npos) << verify.out;
  auto convert = goproof("convert - --to sgf -o - < " + native);
  EXPECT_EQ(convert.exitCode, 0) << convert.err;
  EXPECT_EQ(convert.out.rfind("(;FF[4]GM[1]SZ[3]", 0), 0u) << convert.out;
  // Errors in standard input name it.
  std::string badFile = writeFile("bad.puzzles", "goproof-puzzles 1\npuzzle: p\nsize: 5\nwin 5a\n");
  auto bad = goproof("verify - < " + badFile);
  EXPECT_EQ(bad.exitCode, 2);
  EXPECT_EQ(bad.err.rfind("goproof verify: <stdin>:4:", 0), 0u) << bad.err;
}

TEST(CliFiles, AFullDeviceIsAFailedWriteAndStaysADevice) {
  std::string native = writeFile("full.puzzles", kPuzzles);
  auto toDevice = goproof("convert " + native + " -o /dev/full");
  EXPECT_EQ(toDevice.exitCode, 4);
  EXPECT_EQ(toDevice.err, "goproof convert: /dev/full: cannot write: No space left on device\n");
  struct stat info {};
  ASSERT_EQ(stat("/dev/full", &info), 0);
  EXPECT_TRUE(S_ISCHR(info.st_mode));
  // Standard output on a full device: every command says so instead of reporting success.
  for (const std::string& command : std::vector<std::string>{"convert " + native, "verify " + native,
                                                             "legal --size 3x3 b2", "demo", "solve --size 2x2",
                                                             "help", "help solve", "--version", "solve --help"}) {
    auto run = goproof(command + " > /dev/full");
    EXPECT_EQ(run.exitCode, 4) << command;
    EXPECT_NE(run.err.find("cannot write to standard output: No space left on device"), std::string::npos)
        << command << ": " << run.err;
  }
}

TEST(CliFiles, AClosedPipeEndsTheRunWithExitFour) {
  std::string native = writeFile("pipe.puzzles", kPuzzles);
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  close(fds[0]);  // nobody will ever read
  int status = runWithStdout({"verify", native}, fds[1]);
  close(fds[1]);
  ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status);
  EXPECT_EQ(WEXITSTATUS(status), 4);
}

TEST(CliFiles, OutputThroughALinkWritesItsTargetAndKeepsTheLink) {
  std::string native = writeFile("link.puzzles", kPuzzles);
  std::string target = tempPath("target.sgf"), link = tempPath("link.sgf");
  std::filesystem::remove(target);
  std::filesystem::remove(link);
  std::filesystem::create_symlink(target, link);  // dangling until written
  auto run = goproof("convert " + native + " -o " + link);
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_TRUE(std::filesystem::is_symlink(link));
  EXPECT_EQ(readFile(target).rfind("(;FF[4]", 0), 0u);
  // Written again: the link still stands, and the target keeps its permissions.
  std::filesystem::permissions(target, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  run = goproof("convert " + native + " -o " + link);
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_TRUE(std::filesystem::is_symlink(link));
  EXPECT_EQ(std::filesystem::status(target).permissions() & std::filesystem::perms::all,
            std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
}

TEST(CliFiles, OutputIntoAFifoIsWrittenThroughNotReplaced) {
  std::string native = writeFile("fifo.puzzles", kPuzzles);
  std::string fifo = tempPath("out.fifo");
  std::filesystem::remove(fifo);
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  std::string received;
  std::thread reader([&] { received = readFile(fifo); });
  auto run = goproof("convert " + native + " -o " + fifo);
  reader.join();
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(received.rfind("(;FF[4]", 0), 0u) << received;
  EXPECT_TRUE(std::filesystem::is_fifo(fifo));
  // /dev/stdout is the descriptor the shell set up: appending keeps what was there.
  std::string log = writeFile("log.txt", "before\n");
  auto appended = goproof("convert " + native + " -o /dev/stdout >> " + log);
  EXPECT_EQ(appended.exitCode, 0) << appended.err;
  EXPECT_EQ(readFile(log).rfind("before\n(;FF[4]", 0), 0u);
  EXPECT_TRUE(std::filesystem::is_symlink("/dev/stdout") || std::filesystem::is_character_file("/dev/stdout"));
}

TEST(CliFiles, SigtermStopsLikeCtrlCWithASummaryAndExitThree) {
  // A claim no 2-core machine settles quickly: the empty 7x7 board.
  std::string slow = writeFile("slow.puzzles", "goproof-puzzles 1\nrules: capture-2\npuzzle: open\nsize: 7x7\nwin d4\n");
  std::string out = tempPath("sigterm.out");
  int fd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  pid_t child = 0;
  runWithStdout({"verify", slow, "--tt-mb", "8"}, fd, &child, /*wait=*/false);
  close(fd);
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // let it start; the verdict does not depend on this
  kill(child, SIGTERM);
  int status = 0;
  waitpid(child, &status, 0);
  ASSERT_TRUE(WIFEXITED(status)) << "killed by signal " << WTERMSIG(status);
  EXPECT_EQ(WEXITSTATUS(status), 3);
  EXPECT_NE(readFile(out).find("summary: "), std::string::npos) << readFile(out);
}

TEST(CliFiles, NumericFlagsMustBeNumbersThatMakeSense) {
  for (std::string value : {"nan", "inf", "-inf", "-1"}) {
    auto run = goproof("solve --size 2x2 --time-limit " + value);
    EXPECT_EQ(run.exitCode, 2) << value;
    EXPECT_EQ(run.err, "goproof solve: time-limit: must be a number of seconds, 0 (no limit) or more\n") << value;
  }
  EXPECT_EQ(goproof("solve --size 2x2 --epsilon nan").exitCode, 2);
  EXPECT_EQ(goproof("solve --size 2x2 --time-limit 0").exitCode, 0);  // 0: no limit
}

TEST(CliFiles, VersionAndHelpWorkAndNameTheProgramGoproof) {
  auto version = goproof("--version");
  EXPECT_EQ(version.exitCode, 0);
  EXPECT_EQ(version.out.rfind("goproof ", 0), 0u);
  auto help = goproof("help");
  EXPECT_EQ(help.exitCode, 0);
  EXPECT_NE(help.out.find("Usage: goproof [OPTIONS] SUBCOMMAND"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("verify"), std::string::npos);
  auto verifyHelp = goproof("help verify");
  EXPECT_EQ(verifyHelp.exitCode, 0);
  EXPECT_NE(verifyHelp.out.find("Usage: goproof verify [OPTIONS] files..."), std::string::npos) << verifyHelp.out;
  EXPECT_EQ(goproof("verify --help").out, verifyHelp.out);
  auto unknown = goproof("help frobnicate");
  EXPECT_EQ(unknown.exitCode, 2);
  EXPECT_EQ(unknown.err, "goproof help: 'frobnicate' is not a goproof command (see goproof help)\n");
}

}  // namespace
}  // namespace goproof
