// The proofs that ship in proofs/ (docs/proof-format.md): each one listed in
// proofs/manifest.txt is there, checks valid with the independent checker,
// and proves the value docs/values.md gives (the manifest's); every file
// there is listed.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "checker/proof_check.h"
#include "gtest/gtest.h"

namespace goproof::testing {
namespace {

const std::filesystem::path kProofs = std::filesystem::path(GOPROOF_SOURCE_DIR) / "proofs";

struct ListedValue {
  std::string rules, size, value;
};

std::vector<ListedValue> manifest() {
  std::vector<ListedValue> out;
  std::ifstream in(kProofs / "manifest.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    ListedValue v;
    words >> v.rules >> v.size >> v.value;
    out.push_back(v);
  }
  return out;
}

// The statements that prove a value, as the checker words them.
std::vector<std::string> statementsOf(const std::string& value) {
  if (value == "B") return {"Black wins"};
  if (value == "W") return {"White wins"};
  return {"Black's margin is at least " + value, "Black's margin is at most " + value};
}

TEST(ShippedProofs, EveryListedValueIsProvenByItsFile) {
  const std::vector<ListedValue> values = manifest();
  ASSERT_GE(values.size(), 50u);
  for (const ListedValue& v : values) {
    const std::string path = (kProofs / (v.rules + "-" + v.size + ".proof")).string();
    const proof::CheckReport report = proof::checkProof(path);
    ASSERT_EQ(report.exitCode, 0) << path << ": " << report.failure;
    EXPECT_EQ(report.rules, v.rules) << path;
    EXPECT_EQ(report.size, v.size) << path;
    for (const std::string& statement : statementsOf(v.value))
      EXPECT_NE(std::find(report.proven.begin(), report.proven.end(), statement), report.proven.end())
          << path << " does not prove " << statement;
  }
}

TEST(ShippedProofs, EveryFileIsListed) {
  std::set<std::string> listed;
  for (const ListedValue& v : manifest()) listed.insert(v.rules + "-" + v.size + ".proof");
  for (const auto& entry : std::filesystem::directory_iterator(kProofs)) {
    if (entry.path().extension() != ".proof") continue;
    EXPECT_TRUE(listed.count(entry.path().filename().string())) << entry.path() << " is not in manifest.txt";
  }
}

}  // namespace
}  // namespace goproof::testing
