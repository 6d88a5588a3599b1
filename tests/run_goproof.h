// Runs the goproof program as a user would, for command-line tests.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "gtest/gtest.h"
#include "tests/temp_directory.h"

namespace goproof::testing {

struct CommandRun {
  int exitCode;
  std::string out, err;
};

// Runs the shell command COMMAND (quoted by the caller, its stderr not
// redirected); stdout and stderr apart. A run still going after `seconds`
// (when above 0) is killed (exit code 124 or 137), so a hang fails the test
// at once instead of at CTest's timeout.
inline CommandRun runCommand(const std::string& command, int seconds = 0) {
  // One file per process and call: CTest runs test programs side by side.
  static int calls = 0;
  std::string errFile =
      ::testing::TempDir() + "goproof_stderr_" + std::to_string(getpid()) + "_" + std::to_string(++calls) + ".txt";
  std::string line = command + " 2>" + errFile;
  if (seconds > 0) line = "timeout -k 5 " + std::to_string(seconds) + " " + line;
  FILE* pipe = popen(line.c_str(), "r");
  std::string out;
  char buffer[4096];
  while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
  int status = pclose(pipe);
  std::ifstream errStream(errFile);
  std::stringstream err;
  err << errStream.rdbuf();
  std::remove(errFile.c_str());
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out, err.str()};
}

// Runs `goproof ARGS` (ARGS shell-quoted by the caller), as runCommand does.
inline CommandRun goproof(const std::string& args, int seconds = 0) {
  return runCommand(std::string(GOPROOF_BIN) + " " + args, seconds);
}

// A path for a test's own file: TempDir()/PREFIX_PID_NAME (CTest runs test
// programs side by side, so each process gets its own names). Whatever is
// there is removed when the test program ends.
inline std::string tempPath(const std::string& prefix, const std::string& name) {
  std::string path = ::testing::TempDir() + prefix + "_" + std::to_string(getpid()) + "_" + name;
  ScratchFolders::removeAtExit(path);
  return path;
}
// Writes text into tempPath(prefix, name) and returns the path.
inline std::string writeTempFile(const std::string& prefix, const std::string& name, const std::string& text) {
  std::string path = tempPath(prefix, name);
  std::ofstream(path) << text;
  return path;
}
// The lines of a command's output (its newlines): a one-line error is 1.
inline size_t countLines(const std::string& text) { return std::count(text.begin(), text.end(), '\n'); }

// The whole content of a file ("" if it cannot be read).
inline std::string readWholeFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace goproof::testing
