// Files as a careful tool treats them: inputs that never end or are not text,
// standard input and output, outputs that are devices, FIFOs or links, writes
// that fail, signals, and the flags and help a newcomer tries first.
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "gtest/gtest.h"
#include "run_goproof.h"
#include "tests/temp_directory.h"

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

// Runs `sh -c SCRIPT` and returns its exit code (-1 if it did not exit).
int shell(const std::string& script) {
  int status = std::system(script.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST(CliFiles, AClosedStandardErrorNeverLandsInTheOutputFile) {
  std::string native = writeFile("closed2.puzzles", kPuzzles);
  const std::string sgf = goproof("convert " + native + " --to sgf").out;
  ASSERT_EQ(sgf.rfind("(;FF[4]", 0), 0u) << sgf;
  const std::string bin = GOPROOF_BIN;
  // `2>&-`: the output file must not take descriptor 2 and receive the summary line.
  std::string fromStdin = tempPath("closed2-stdin.sgf"), fromFile = tempPath("closed2-file.sgf");
  std::filesystem::remove(fromStdin);
  std::filesystem::remove(fromFile);
  EXPECT_EQ(shell(bin + " convert - --to sgf -o " + fromStdin + " < " + native + " 2>&-"), 0);
  EXPECT_EQ(readFile(fromStdin), sgf);
  EXPECT_EQ(shell(bin + " convert " + native + " --to sgf -o " + fromFile + " 2>&-"), 0);
  EXPECT_EQ(readFile(fromFile), sgf);
  // generate writes only its puzzles, which verify then reads.
  std::string generated = tempPath("closed2-generated.puzzles");
  std::filesystem::remove(generated);
  EXPECT_EQ(shell(bin + " generate --rules capture-1 --size 3x3 --kind tutorial --count 2 --seed 1 -o " + generated +
                  " 2>&-"),
            0);
  EXPECT_EQ(readFile(generated).rfind("goproof-puzzles 1\n", 0), 0u) << readFile(generated);
  EXPECT_EQ(goproof("verify " + generated, 120).exitCode, 0);
  // A closed standard output is still a failed write, and a closed standard input an unreadable one.
  EXPECT_EQ(shell(bin + " convert " + native + " >&- 2>/dev/null"), 4);
  EXPECT_EQ(shell(bin + " convert - <&- 2>/dev/null"), 2);
}

// The exit code and stderr of `goproof ARGS` run as the user nobody when this
// test runs as root (as itself otherwise): for the permissions of outputs.
struct RunAs {
  int exitCode = -1;
  std::string err;
};
RunAs runAsNobody(const std::vector<std::string>& args) {
  std::string errPath = tempPath("as-nobody.err");
  pid_t child = fork();
  if (child == 0) {
    int err = open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0666);
    dup2(err, STDERR_FILENO);
    int devNull = open("/dev/null", O_WRONLY);
    dup2(devNull, STDOUT_FILENO);
    if (getuid() == 0 && (setgroups(0, nullptr) != 0 || setgid(65534) != 0 || setuid(65534) != 0)) _exit(126);
    std::vector<char*> argv{const_cast<char*>(GOPROOF_BIN)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(GOPROOF_BIN, argv.data());
    _exit(127);
  }
  int status = 0;
  waitpid(child, &status, 0);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, readFile(errPath)};
}

// A folder anyone may write (no sticky bit), as a shared folder often is.
std::string worldWritableFolder() {
  std::string dir = testing::freshDirectory("cli_files_shared");
  chmod(dir.c_str(), 0777);
  return dir;
}

TEST(CliFiles, AReadOnlyOutputIsRefusedAsTheShellWouldRefuseIt) {
  std::string dir = worldWritableFolder();
  std::string native = dir + "/in.puzzles";
  std::ofstream(native) << kPuzzles;
  chmod(native.c_str(), 0644);
  std::string readOnly = dir + "/read-only.sgf";
  std::ofstream(readOnly) << "keep me\n";
  chmod(readOnly.c_str(), 0444);
  if (getuid() == 0) {
    ASSERT_EQ(chown(readOnly.c_str(), 65534, 65534), 0);  // nobody's own file, read-only
  }
  auto convert = runAsNobody({"convert", native, "-o", readOnly});
  EXPECT_EQ(convert.exitCode, 4);
  EXPECT_EQ(convert.err, "goproof convert: " + readOnly + ": cannot write: Permission denied\n");
  EXPECT_EQ(readFile(readOnly), "keep me\n");
  // The same for a store: refused before any search.
  auto store = runAsNobody({"solve", "--size", "2x2", "--store", readOnly});
  EXPECT_EQ(store.exitCode, 4);
  EXPECT_EQ(store.err, "goproof solve: " + readOnly + ": cannot write: Permission denied\n");
  EXPECT_EQ(readFile(readOnly), "keep me\n");
  // A new file in the folder is written.
  auto fresh = runAsNobody({"convert", native, "-o", dir + "/new.sgf"});
  EXPECT_EQ(fresh.exitCode, 0) << fresh.err;
  EXPECT_EQ(readFile(dir + "/new.sgf").rfind("(;FF[4]", 0), 0u);
  if (getuid() == 0) {
    // Root may write a read-only file, as with `>`; it keeps its mode.
    auto asRoot = goproof("convert " + native + " -o " + readOnly);
    EXPECT_EQ(asRoot.exitCode, 0) << asRoot.err;
    EXPECT_EQ(readFile(readOnly).rfind("(;FF[4]", 0), 0u);
    struct stat info {};
    ASSERT_EQ(stat(readOnly.c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0444u);
  }
}

TEST(CliFiles, AnotherUsersFileInASharedFolderIsNotReplaced) {
  if (getuid() != 0) GTEST_SKIP() << "needs root, to run goproof as nobody beside a file of root's";
  std::string dir = worldWritableFolder();
  std::string native = dir + "/in.puzzles";
  std::ofstream(native) << kPuzzles;
  chmod(native.c_str(), 0644);
  std::string theirs = dir + "/theirs.sgf";
  std::ofstream(theirs) << "root's file\n";
  chmod(theirs.c_str(), 0644);
  auto convert = runAsNobody({"convert", native, "-o", theirs});
  EXPECT_EQ(convert.exitCode, 4);
  EXPECT_EQ(convert.err, "goproof convert: " + theirs + ": cannot write: Permission denied\n");
  EXPECT_EQ(readFile(theirs), "root's file\n");
  struct stat info {};
  ASSERT_EQ(stat(theirs.c_str(), &info), 0);
  EXPECT_EQ(info.st_uid, 0u);
  auto generate = runAsNobody({"generate", "--rules", "capture-1", "--size", "3x3", "--kind", "tutorial", "--count", "1",
                               "-o", theirs});
  EXPECT_EQ(generate.exitCode, 4);
  EXPECT_EQ(generate.err, "goproof generate: " + theirs + ": cannot write: Permission denied\n");
  EXPECT_EQ(readFile(theirs), "root's file\n");
}

TEST(CliFiles, NumericFlagsMustBeNumbersThatMakeSense) {
  for (std::string value : {"nan", "inf", "-inf", "-1"}) {
    auto run = goproof("solve --size 2x2 --time-limit " + value);
    EXPECT_EQ(run.exitCode, 2) << value;
    EXPECT_EQ(run.err, "goproof solve: time-limit: must be a number of seconds, 0 (no limit) or more\n") << value;
  }
  EXPECT_EQ(goproof("solve --size 2x2 --epsilon nan").exitCode, 2);
  for (std::string value : {"0", "65", "-1", "two"}) {
    auto run = goproof("solve --rules go --size 2x2 --contact-bias " + value);
    EXPECT_EQ(run.exitCode, 2) << value;
    EXPECT_NE(run.err.find("contact-bias"), std::string::npos) << value << ": " << run.err;
  }
  EXPECT_EQ(goproof("solve --rules go --size 2x2 --contact-bias 16").exitCode, 0);
  EXPECT_EQ(goproof("solve --size 2x2 --time-limit 0").exitCode, 0);  // 0: no limit
}

// A bias that would weigh nothing is refused, not ignored: another solver,
// or rules whose moves df-pn does not weigh (docs/cli.md).
TEST(CliFiles, ContactBiasIsRefusedWhereItWouldWeighNothing) {
  for (std::string flags : {"--rules go --solver alphabeta", "--rules go --solver retro"}) {
    auto run = goproof("solve --size 2x2 --contact-bias 4 " + flags);
    EXPECT_EQ(run.exitCode, 2) << flags;
    EXPECT_EQ(run.out, "") << flags;
    EXPECT_NE(run.err.find("goproof solve: contact-bias: weighs df-pn's proof numbers"), std::string::npos) << run.err;
  }
  for (std::string flags : {"--rules capture-1", "--rules gonnect", "--rules conquest",
                            "--rules go --board ..../.XO./.OX./.... --goal capture --target b2"}) {
    auto run = goproof("solve --size 4x4 --contact-bias 4 " + flags);
    EXPECT_EQ(run.exitCode, 2) << flags;
    EXPECT_NE(run.err.find("contact-bias: is for the area score of go, quench-N and conversion"), std::string::npos)
        << flags << ": " << run.err;
  }
  // Where it does weigh, --json says so; 1, the default, is no bias and no field.
  for (std::string rules : {"go", "quench-2", "conversion"}) {
    auto biased = goproof("solve --json --size 2x2 --contact-bias 4 --rules " + rules);
    EXPECT_EQ(biased.exitCode, 0) << rules << ": " << biased.err;
    EXPECT_NE(biased.out.find("\"contact_bias\":4"), std::string::npos) << biased.out;
  }
  auto plain = goproof("solve --json --size 2x2 --rules go --contact-bias 1 --solver alphabeta");
  EXPECT_EQ(plain.exitCode, 0) << plain.err;
  EXPECT_EQ(plain.out.find("contact_bias"), std::string::npos) << plain.out;
}

// Numbers are decimal whatever CLI11 would make of them: a leading zero is
// no octal prefix, and another base's prefix is refused with the option named.
TEST(CliFiles, NumberOptionsAreDecimal) {
  auto tenZeroTen = [](const std::string& flag) {
    auto a = goproof("solve --json --threads 1 --rules go --size 3x3 " + flag + " 010");
    auto b = goproof("solve --json --threads 1 --rules go --size 3x3 " + flag + " 10");
    EXPECT_EQ(a.exitCode, 0) << a.err;
    EXPECT_EQ(a.out.substr(0, a.out.find("\"nodes_per_second\"")), b.out.substr(0, b.out.find("\"nodes_per_second\"")))
        << flag << ": 010 must be read as 10";
  };
  tenZeroTen("--contact-bias");
  auto range = goproof("solve --rules go --size 3x3 --wall-regions --solver alphabeta --wall-region-points 013");
  EXPECT_EQ(range.exitCode, 2);
  EXPECT_NE(range.err.find("Value 13 not in range 1 to 12"), std::string::npos) << "013 is 13: " << range.err;
  for (std::string value : {"0x40", "0b11", "0o7", "-0x1"}) {
    auto run = goproof("solve --rules go --size 2x2 --tt-mb " + value);
    EXPECT_EQ(run.exitCode, 2) << value;
    EXPECT_EQ(run.err, "goproof solve: --tt-mb: " + value + " is not a decimal number (see goproof help solve)\n") << value;
  }
  EXPECT_EQ(goproof("solve --rules go --size 2x2 --time-limit 0x1p3").exitCode, 2) << "no hexadecimal floats";
  EXPECT_EQ(goproof("solve --rules go --size 2x2 --time-limit 0.5e2 --epsilon 0").exitCode, 0);
  EXPECT_EQ(goproof("solve --rules go --size 2x2 --threads 001").exitCode, 0);
}

TEST(CliFiles, AFlagGivenTwiceIsSaidPlainly) {
  auto run = goproof("solve --size 2x2 --tt-mb 16 --size 3x3");
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof solve: --size: given 2 times; give it once (see goproof help solve)\n");
}

TEST(CliFiles, FlagsACommandDoesNotTakeAreNamedInTheOrderGiven) {
  // CLI11 lists what it did not expect last first, the move among the flags.
  auto flags = goproof("legal --rules go --size 3x3 --time-limit 60 --tt-mb 256 --threads 1 pass");
  EXPECT_EQ(flags.exitCode, 2);
  EXPECT_EQ(flags.err,
            "goproof: legal takes no --time-limit, --tt-mb or --threads; not expected: pass (see goproof help legal)\n");
  auto both = goproof("legal --rules go --size 3x3 c3 d3 --foo");
  EXPECT_EQ(both.err, "goproof: legal takes no --foo; not expected: d3 (see goproof help legal)\n");
  auto spaced = goproof("legal --rules go --size 3x3 c3 'a b'");
  EXPECT_EQ(spaced.err, "goproof legal: not expected: a b (see goproof help legal)\n");
  auto words = goproof("legal --rules go --size 3x3 c3 d3");
  EXPECT_EQ(words.exitCode, 2);
  EXPECT_EQ(words.err, "goproof legal: not expected: d3 (see goproof help legal)\n");
  // An empty number is no number (CLI11 would take it for no value at all).
  auto empty = goproof("solve --rules go --size 2x2 --score-guess ''");
  EXPECT_EQ(empty.exitCode, 2);
  EXPECT_EQ(empty.err, "goproof solve: --score-guess: '' is not a number (see goproof help solve)\n");
  // A value of another kind, or none: said plainly, by the command.
  EXPECT_EQ(goproof("solve --rules go --size 2x2 --threads 1.5").err,
            "goproof solve: --threads: '1.5' is not a value it takes (see goproof help solve)\n");
  EXPECT_EQ(goproof("solve --rules go --size 2x2 --threads").err,
            "goproof solve: --threads: needs a value (see goproof help solve)\n");
  EXPECT_EQ(goproof("check").err, "goproof check: proof is required (see goproof help check)\n");
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
  EXPECT_EQ(unknown.err, "goproof help: 'frobnicate' is not a goproof command; the commands: legal, solve, verify, "
                         "import, convert, generate, gtp, render, demo, bench, check, help (see goproof help)\n");
  EXPECT_EQ(goproof("help sovle").err, "goproof help: 'sovle' is not a goproof command; did you mean solve? (see goproof help)\n");
}

}  // namespace
}  // namespace goproof
