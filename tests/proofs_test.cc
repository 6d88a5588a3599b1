// The proofs that ship in proofs/ (docs/proof-format.md): each one listed in
// proofs/manifest.txt is there, checks valid with the independent checker,
// and proves the value docs/values.md gives (the manifest's); every file
// there is listed; and every value of docs/values.md's tables is listed,
// there or in proofs/larger.txt (made by scripts/make_proofs.sh), as the
// table gives it.
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

std::vector<ListedValue> listed(const char* file) {
  std::vector<ListedValue> out;
  std::ifstream in(kProofs / file);
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

std::vector<ListedValue> manifest() { return listed("manifest.txt"); }

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

// The solved values of docs/values.md's tables, as the lists write them: a
// row "| go | 3x4, 4x3 | B+4 | ..." is go 3x4 +4 (W+2 is -2, 0 stays 0);
// "| capture-1 | 4x4 | W | ..." is capture-1 4x4 W. Rows still unknown are left out.
std::vector<ListedValue> valuesOfTheTables() {
  std::ifstream in(std::filesystem::path(GOPROOF_SOURCE_DIR) / "docs" / "values.md");
  std::vector<ListedValue> out;
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> cells;
    std::istringstream row(line);
    for (std::string cell; std::getline(row, cell, '|');) {
      cell.erase(0, cell.find_first_not_of(' '));
      cell.erase(cell.find_last_not_of(' ') + 1);
      cells.push_back(cell);
    }
    // cells[0] is before the first '|'; then rules, size, value.
    if (cells.size() < 5 || !cells[0].empty() || cells[2].size() < 3 || cells[2][1] != 'x') continue;
    ListedValue v{cells[1], cells[2].substr(0, cells[2].find(',')), cells[3]};
    const bool margin = v.value.size() > 2 && (v.value[0] == 'B' || v.value[0] == 'W') && v.value[1] == '+' &&
                        v.value.find_first_not_of("0123456789.", 2) == std::string::npos;
    if (margin) v.value = (v.value[0] == 'B' ? "+" : "-") + v.value.substr(2);
    else if (v.value != "B" && v.value != "W" && v.value != "0") continue;  // unknown, or a table of other figures
    out.push_back(v);
  }
  return out;
}

TEST(ShippedProofs, EveryValueOfTheTablesHasItsProofListedWithTheSameValue) {
  std::vector<ListedValue> lists = manifest();
  for (const ListedValue& v : listed("larger.txt")) lists.push_back(v);
  const std::vector<ListedValue> values = valuesOfTheTables();
  ASSERT_GE(values.size(), 100u);  // the tables were read
  for (const ListedValue& v : values) {
    auto it = std::find_if(lists.begin(), lists.end(),
                           [&](const ListedValue& l) { return l.rules == v.rules && l.size == v.size; });
    if (it == lists.end()) {
      ADD_FAILURE() << v.rules << " " << v.size << " (" << v.value
                    << ") is in docs/values.md but in neither proofs/manifest.txt nor proofs/larger.txt";
      continue;
    }
    EXPECT_EQ(it->value, v.value) << v.rules << " " << v.size;
  }
}

}  // namespace
}  // namespace goproof::testing
