// The real-convention corpus (tests/corpus/): SGF files in each answer
// convention that collections use, pages and forum posts as people paste
// them, game records. Each FILE has FILE.expected, which says what
// `goproof verify` must report:
//
//   # comments
//   args: --rules capture-1     extra flags for goproof verify (optional)
//   exit: 0                     the exit code
//   error: TEXT                 the file is refused: TEXT is part of the message
//   notice: TEXT                one per notice, in order; TEXT is part of the message
//   PASS win c3                 one per claim, in report order: verdict and claim
//
// GOPROOF_UPDATE_CORPUS=1 rewrites the .expected files from what goproof
// reports now (comments and args kept): review the diff before committing.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "run_goproof.h"

namespace goproof {
namespace {

namespace fs = std::filesystem;

const fs::path kCorpus = fs::path(GOPROOF_SOURCE_DIR) / "tests" / "corpus";

std::vector<std::string> corpusFiles() {
  std::vector<std::string> files;
  if (!fs::exists(kCorpus)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(kCorpus)) {
    const std::string path = entry.path().string();
    if (entry.is_regular_file() && entry.path().extension() != ".expected" && entry.path().filename() != "README.md")
      files.push_back(fs::relative(entry.path(), kCorpus).string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

struct Expectation {
  std::vector<std::string> comments;  // kept when rewriting
  std::string args;
  int exit = 0;
  std::vector<std::string> errors, notices, claims;
};

Expectation readExpectation(const fs::path& path) {
  Expectation e;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    if (line[0] == '#') e.comments.push_back(line);
    else if (line.rfind("args: ", 0) == 0) e.args = line.substr(6);
    else if (line.rfind("exit: ", 0) == 0) e.exit = std::stoi(line.substr(6));
    else if (line.rfind("error: ", 0) == 0) e.errors.push_back(line.substr(7));
    else if (line.rfind("notice: ", 0) == 0) e.notices.push_back(line.substr(8));
    else e.claims.push_back(line);
  }
  return e;
}

class Corpus : public ::testing::TestWithParam<std::string> {};

TEST_P(Corpus, VerifiesAsRecorded) {
  const fs::path file = kCorpus / GetParam();
  const fs::path expectedPath = file.string() + ".expected";
  ASSERT_TRUE(fs::exists(expectedPath)) << "every corpus file needs " << expectedPath;
  Expectation expected = readExpectation(expectedPath);
  auto run = testing::goproof("verify --json " + expected.args + " '" + file.string() + "'");
  nlohmann::json report;
  try {
    report = nlohmann::json::parse(run.out);
  } catch (const nlohmann::json::exception& e) {
    FAIL() << "not JSON (" << e.what() << "): " << run.out << run.err;
  }
  const nlohmann::json& fileReport = report["files"][0];
  std::vector<std::string> notices, claims;
  for (const auto& n : fileReport["notices"]) notices.push_back(n["message"]);
  for (const auto& p : fileReport["puzzles"])
    for (const auto& c : p["claims"]) claims.push_back(std::string(c["verdict"]) + " " + std::string(c["claim"]));
  const std::string error = fileReport.contains("error") ? std::string(fileReport["error"]) : "";

  if (std::getenv("GOPROOF_UPDATE_CORPUS")) {
    std::ofstream out(expectedPath);
    for (const std::string& c : expected.comments) out << c << "\n";
    if (!expected.args.empty()) out << "args: " << expected.args << "\n";
    out << "exit: " << run.exitCode << "\n";
    if (!error.empty()) out << "error: " << error.substr(error.find(": ") + 2) << "\n";
    for (const std::string& n : notices) out << "notice: " << n << "\n";
    for (const std::string& c : claims) out << c << "\n";
    return;
  }
  EXPECT_EQ(run.exitCode, expected.exit) << run.err;
  EXPECT_EQ(claims, expected.claims) << run.err;
  ASSERT_EQ(notices.size(), expected.notices.size()) << run.err;
  for (size_t i = 0; i < notices.size(); ++i)
    EXPECT_NE(notices[i].find(expected.notices[i]), std::string::npos) << notices[i];
  ASSERT_EQ(expected.errors.size(), error.empty() ? 0u : 1u) << error;
  for (const std::string& e : expected.errors) EXPECT_NE(error.find(e), std::string::npos) << error;
}

std::string testName(const ::testing::TestParamInfo<std::string>& info) {
  std::string name;
  for (char c : info.param) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Files, Corpus, ::testing::ValuesIn(corpusFiles()), testName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Corpus);

}  // namespace
}  // namespace goproof
