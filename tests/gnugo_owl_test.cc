// Differential test of life and death against GNU Go (docs/goals.md):
// random White groups in the bottom-left corner of a 9x9 board, inside a
// two-line Black wall that both programs take as alive; owl_attack and
// owl_defend on the largest White chain, asked of GNU Go's engine and of
// goproof's (`goproof gtp`). GNU Go reads heuristically and goproof
// exactly, so they must agree where neither finds a ko. Where goproof finds
// one (codes 2 and 3) and GNU Go does not, GNU Go's owl has read a ko as a
// plain kill or a plain failure: such a case is counted, not failed (a
// 9x9 run of 40 positions on 2026-11-27 had 5, each a ko that needs the
// other side's external threats, such as a kill of c1 that White turns
// with 3 threats; goproof's status command names the threats).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "tests/gtp_client.h"

namespace goproof {
namespace {

constexpr int kSize = 9;
constexpr std::string_view kColumns = "ABCDEFGHJ";

// 'X', 'O' or '.' at (x, y), y from the bottom.
using Grid = std::array<std::array<char, kSize>, kSize>;

std::string vertex(int x, int y) { return cat(kColumns[x], y + 1); }

// The chain at (x, y): its points, and whether it has a liberty.
std::vector<std::pair<int, int>> chainAt(const Grid& g, int x, int y, bool* hasLiberty) {
  std::vector<std::pair<int, int>> chain = {{x, y}}, todo = chain;
  std::array<std::array<bool, kSize>, kSize> seen{};
  seen[x][y] = true;
  *hasLiberty = false;
  while (!todo.empty()) {
    auto [px, py] = todo.back();
    todo.pop_back();
    for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
      const int nx = px + dx, ny = py + dy;
      if (nx < 0 || ny < 0 || nx >= kSize || ny >= kSize || seen[nx][ny]) continue;
      if (g[nx][ny] == '.') *hasLiberty = true;
      if (g[nx][ny] != g[x][y]) continue;
      seen[nx][ny] = true;
      chain.push_back({nx, ny});
      todo.push_back({nx, ny});
    }
  }
  return chain;
}

// GNU Go's or goproof's result code: the reply's first word ("1 C3" -> 1).
int code(const std::string& reply) { return reply.empty() ? -1 : reply[0] - '0'; }

TEST(GnugoOwl, LifeAndDeathAgreesWithGnuGoWhereNeitherFindsAKo) {
  std::optional<std::string> gnugoPath = findGnugo();
  ASSERT_TRUE(gnugoPath) << "GNU Go is not installed (scripts/setup.sh installs it)";
  GtpClient gnugo(*gnugoPath, {"--mode", "gtp", "--boardsize", "9"});
  GtpClient goproof(GOPROOF_BIN, {"gtp", "--rules", "go", "--size", "9", "--threads", "1", "--tt-mb", "64",
                                  "--time-limit", "60"});
  goproof.describe("goproof", 120);
  std::mt19937_64 rng(20261127);
  int compared = 0, kos = 0, agreed = 0;
  while (compared < 24) {
    Grid g;
    for (auto& column : g) column.fill('.');
    for (int x = 0; x < 7; ++x)
      for (int y = 0; y < 5; ++y)
        if (y >= 3 || x >= 5) g[x][y] = 'X';  // the wall: rows 4-5 and columns f-g
    std::vector<std::pair<int, int>> box;
    for (int x = 0; x < 5; ++x)
      for (int y = 0; y < 3; ++y) box.push_back({x, y});
    std::shuffle(box.begin(), box.end(), rng);
    const int whites = std::uniform_int_distribution<int>(5, 9)(rng);
    const int blacks = std::uniform_int_distribution<int>(0, 3)(rng);
    for (int i = 0; i < whites + blacks; ++i) g[box[i].first][box[i].second] = i < whites ? 'O' : 'X';
    // Every chain needs a liberty; the target is White's largest chain, of three stones or more.
    bool legal = true;
    std::pair<int, int> target{-1, -1};
    size_t largest = 0;
    for (int x = 0; x < kSize && legal; ++x)
      for (int y = 0; y < kSize && legal; ++y) {
        if (g[x][y] == '.') continue;
        bool liberty = false;
        const auto chain = chainAt(g, x, y, &liberty);
        legal = liberty;
        if (g[x][y] == 'O' && chain.size() > largest) largest = chain.size(), target = {x, y};
      }
    if (!legal || largest < 3) continue;
    std::string board;
    for (GtpClient* engine : {&gnugo, &goproof}) {
      engine->command("clear_board");
      for (int x = 0; x < kSize; ++x)
        for (int y = 0; y < kSize; ++y)
          if (g[x][y] != '.') engine->command(cat("play ", g[x][y] == 'X' ? "B " : "W ", vertex(x, y)));
    }
    for (int y = kSize - 1; y >= 0; --y) {
      for (int x = 0; x < kSize; ++x) board += g[x][y];
      board += y ? "/" : "";
    }
    ++compared;
    bool sawKo = false, same = true;
    for (const std::string which : {"owl_attack ", "owl_defend "}) {
      const std::string theirs = gnugo.command(which + vertex(target.first, target.second));
      const std::string ours = goproof.command(which + vertex(target.first, target.second));
      SCOPED_TRACE(cat(which, vertex(target.first, target.second), " on ", board, ": GNU Go '", theirs, "', goproof '",
                       ours, "'"));
      ASSERT_NE(code(ours), -1) << "goproof settles every such corner";
      if (code(ours) >= 2 || code(theirs) >= 2) {
        sawKo = true;
        continue;
      }
      EXPECT_EQ(code(ours), code(theirs));
      same = same && code(ours) == code(theirs);
    }
    kos += sawKo;
    agreed += same && !sawKo;
  }
  std::cout << "compared " << compared << " corners with GNU Go: " << agreed << " agree, " << kos
            << " with a ko one side reads\n";
  EXPECT_GE(agreed, compared / 2) << "most corners have no ko";
}

}  // namespace
}  // namespace goproof
