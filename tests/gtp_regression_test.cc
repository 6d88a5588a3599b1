// The GTP regression suite: every tests/gtp/*.tst is a GTP session with the
// answers it must get, as data (in the manner of Fuego's and GNU Go's
// regression files; the format is in tests/gtp/README.md). Each file is
// sent whole to `goproof gtp`, run in tests/gtp/ so that loadsgf finds its files.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <sstream>

#include "engine/gtp_protocol.h"
#include "tests/run_goproof.h"

namespace {

using goproof::testing::CommandRun;
using goproof::testing::goproof;
using goproof::testing::readWholeFile;
namespace fs = std::filesystem;

struct Expectation {
  int lineNumber = 0;
  int command = 0;       // index of the command it follows
  bool success = true;   // "#?" expects a success, "#!" a failure
  std::string pattern;   // a regular expression for the whole answer
};

struct Session {
  std::string args;
  std::vector<std::string> commands;
  std::vector<Expectation> expectations;
};

Session readSession(const fs::path& path) {
  Session s;
  std::istringstream in(readWholeFile(path.string()));
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.rfind("#>", 0) == 0) s.args = line.substr(2);
    if ((line.rfind("#? [", 0) == 0 || line.rfind("#! [", 0) == 0) && line.back() == ']') {
      EXPECT_FALSE(s.commands.empty()) << path << ":" << number << ": an expectation before any command";
      s.expectations.push_back({number, static_cast<int>(s.commands.size()) - 1, line[1] == '?', line.substr(4, line.size() - 5)});
      continue;
    }
    if (goproof::engine::parseGtpLine(line)) s.commands.push_back(line);
  }
  return s;
}

struct Answer {
  bool success = false;
  std::string text;  // lines joined by " / "
};

std::vector<Answer> splitAnswers(const std::string& out) {
  std::vector<Answer> answers;
  size_t at = 0;
  while (at < out.size()) {
    size_t end = out.find("\n\n", at);
    if (end == std::string::npos) end = out.size();
    std::string block = out.substr(at, end - at);
    at = end + 2;
    if (block.empty()) continue;
    Answer a;
    a.success = block[0] == '=';
    size_t space = block.find_first_of(" \n");
    std::string text = space == std::string::npos ? "" : block.substr(space + 1);
    for (char& c : text)
      if (c == '\n') c = '\x01';
    std::string joined;
    for (char c : text) joined += c == '\x01' ? std::string(" / ") : std::string(1, c);
    a.text = joined;
    answers.push_back(a);
  }
  return answers;
}

std::vector<std::string> sessionFiles() {
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(fs::path(GOPROOF_SOURCE_DIR) / "tests" / "gtp"))
    if (entry.path().extension() == ".tst") files.push_back(entry.path().filename().string());
  std::sort(files.begin(), files.end());
  return files;
}

class GtpRegression : public ::testing::TestWithParam<std::string> {};

TEST_P(GtpRegression, EveryAnswerIsTheExpectedOne) {
  const fs::path dir = fs::path(GOPROOF_SOURCE_DIR) / "tests" / "gtp";
  const fs::path file = dir / GetParam();
  Session session = readSession(file);
  ASSERT_FALSE(session.args.empty()) << file << ": the first line must be '#> ARGS' (goproof gtp's arguments)";
  ASSERT_FALSE(session.expectations.empty()) << file << ": no expectations";
  fs::current_path(dir);  // loadsgf's files are named relative to the session
  CommandRun run = goproof("gtp " + session.args + " < '" + file.string() + "'", 300);
  ASSERT_EQ(run.exitCode, 0) << run.err;
  std::vector<Answer> answers = splitAnswers(run.out);
  ASSERT_EQ(answers.size(), session.commands.size()) << "one answer per command\n" << run.out;
  for (const Expectation& e : session.expectations) {
    const Answer& a = answers[static_cast<size_t>(e.command)];
    const std::string where = file.filename().string() + ":" + std::to_string(e.lineNumber) + ": '" +
                              session.commands[static_cast<size_t>(e.command)] + "'";
    EXPECT_EQ(a.success, e.success) << where << " answered " << (a.success ? "=" : "?") << " " << a.text;
    EXPECT_TRUE(std::regex_match(a.text, std::regex(e.pattern)))
        << where << "\n  answered: " << a.text << "\n  expected: " << e.pattern;
  }
}

INSTANTIATE_TEST_SUITE_P(Files, GtpRegression, ::testing::ValuesIn(sessionFiles()),
                         [](const auto& info) {
                           std::string name = info.param.substr(0, info.param.find('.'));
                           for (char& c : name)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

}  // namespace
