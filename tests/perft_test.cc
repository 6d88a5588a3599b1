// Perft regression counts for every game, pinned as golden numbers
// and checked twice: against the production rules (solver/rules/perft.h) and
// against a deliberately naive second implementation of the rules
// (tests/naive_rules.h: a grid of characters, flood fills, a fresh copy of
// the whole game for every move). The golden numbers were computed
// with the naive implementation (DISABLED_PrintGoldenTable prints them again);
// the production rules agree with it on every case here.
#include "solver/rules/perft.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"
#include "checker/naive_rules.h"
#include "tests/naive_perft.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using namespace naive_rules;

// ---------------------------------------------------------------------------
// Golden counts.

// A ko to fight over, Black to move: Black c3 takes the white stone on b3, and
// under simple ko White may not take back on b3 at once.
constexpr const char* kKoFight = ".XO./XO.O/.XO./....";

struct GoldenPerft {
  const char* rules;
  int width, height;
  const char* rows;  // starting position, top row first, Black to move; "" for the empty board
  int depth;
  PerftCounts expected;  // {leaves, distinct, terminal}
};

// How gtest shows a failing case: "gonnect 4x4 from .XO./XO.O/.XO./.... to depth 6".
void PrintTo(const GoldenPerft& golden, std::ostream* out) {
  *out << golden.rules << " " << golden.width << "x" << golden.height << " from "
       << (*golden.rows == '\0' ? "the empty board" : golden.rows) << " to depth " << golden.depth;
}

// clang-format off
const GoldenPerft kGoldenPerfts[] = {
    {"capture-1", 3, 3, "", 8, {118656, 344, 74880}},
    {"capture-1", 4, 4, "", 5, {517952, 43376, 6176}},
    {"capture-1", 5, 5, "", 4, {303248, 75812, 352}},
    {"capture-1", 4, 3, "", 6, {611352, 17332, 29592}},
    {"capture-2", 3, 3, "", 9, {244256, 713, 138816}},
    {"capture-2", 4, 4, "", 5, {521800, 43740, 96}},
    {"capture-2", 5, 5, "", 4, {303424, 75900, 0}},
    {"capture-2", 4, 3, "", 6, {644296, 18734, 2528}},
    {"gonnect", 3, 3, "", 8, {226080, 1705, 66720}},
    {"gonnect", 4, 4, "", 4, {43576, 10920, 0}},
    {"gonnect", 5, 5, "", 4, {303424, 75900, 0}},
    {"gonnect", 4, 3, "", 6, {633216, 18530, 11664}},
    {"capture-2", 4, 4, kKoFight, 6, {35314, 1721, 7098}},
    {"capture-2+ko=simple", 4, 4, kKoFight, 6, {30125, 2065, 6022}},
    {"gonnect", 4, 4, kKoFight, 6, {41252, 3792, 4990}},
    {"go", 3, 3, "", 5, {33384, 4436, 648}},
    {"go", 4, 4, kKoFight, 4, {4086, 1528, 71}},
    {"quench-1", 2, 3, "", 9, {89972, 1123, 12668}},
    {"quench-1", 4, 4, kKoFight, 5, {19965, 4151, 473}},
    {"quench-3", 2, 3, "", 9, {93780, 1547, 12756}},
    {"quench-3", 4, 4, kKoFight, 5, {20579, 5259, 473}},
    {"quench-4", 2, 3, "", 9, {99780, 1505, 13076}},
    {"quench-4", 4, 4, kKoFight, 5, {24758, 5734, 512}},
    {"conversion", 3, 3, "", 6, {188064, 10452, 4608}},
    {"conversion", 4, 4, kKoFight, 5, {33984, 4932, 648}},
    {"conversion+mirror=none", 5, 4, ".XO../XO.O./.XO../.....", 4, {24661, 7485, 169}},
};
// clang-format on

GameState<1> productionGame(const GoldenPerft& golden) {
  if (*golden.rows == '\0') return testing::emptyGame<1>(golden.rules, golden.width, golden.height);
  return testing::gameFromRows<1>(golden.rules, golden.rows);
}

NaiveGame naiveGameFor(const GoldenPerft& golden) {
  return naiveGame(golden.rules, golden.width, golden.height, golden.rows);
}

// "capture_2_ko_simple_4x4_kofight_depth6".
std::string goldenName(const ::testing::TestParamInfo<GoldenPerft>& info) {
  const GoldenPerft& golden = info.param;
  std::string name = golden.rules;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  name += "_" + std::to_string(golden.width) + "x" + std::to_string(golden.height);
  if (*golden.rows != '\0') name += golden.rows == std::string_view(kKoFight) ? "_kofight" : "_position";
  return name + "_depth" + std::to_string(golden.depth);
}

class GoldenPerftTest : public ::testing::TestWithParam<GoldenPerft> {};

TEST_P(GoldenPerftTest, ProductionRulesGiveTheGoldenCounts) {
  GameState<1> game = productionGame(GetParam());
  PerftCounts counts = perft(game, GetParam().depth);
  EXPECT_EQ(counts.leaves, GetParam().expected.leaves);
  EXPECT_EQ(counts.distinct, GetParam().expected.distinct);
  EXPECT_EQ(counts.terminal, GetParam().expected.terminal);
}

TEST_P(GoldenPerftTest, NaiveRulesGiveTheGoldenCounts) {
  PerftCounts counts = naivePerft(naiveGameFor(GetParam()), GetParam().depth);
  EXPECT_EQ(counts.leaves, GetParam().expected.leaves);
  EXPECT_EQ(counts.distinct, GetParam().expected.distinct);
  EXPECT_EQ(counts.terminal, GetParam().expected.terminal);
}

INSTANTIATE_TEST_SUITE_P(Perft, GoldenPerftTest, ::testing::ValuesIn(kGoldenPerfts), goldenName);

// Prints the golden table as computed by the naive rules, ready to paste above.
TEST(GoldenPerftTable, DISABLED_PrintGoldenTable) {
  for (const GoldenPerft& golden : kGoldenPerfts) {
    PerftCounts counts = naivePerft(naiveGameFor(golden), golden.depth);
    std::string rows = *golden.rows == '\0'                          ? "\"\""
                       : golden.rows == std::string_view(kKoFight) ? "kKoFight"
                                                                   : cat("\"", golden.rows, "\"");
    std::printf("    {\"%s\", %d, %d, %s, %d, {%llu, %llu, %llu}},\n", golden.rules, golden.width, golden.height,
                rows.c_str(), golden.depth, static_cast<unsigned long long>(counts.leaves),
                static_cast<unsigned long long>(counts.distinct), static_cast<unsigned long long>(counts.terminal));
  }
}

// ---------------------------------------------------------------------------
// What perft counts, on positions small enough to count by hand.

TEST(Perft, DepthZeroCountsThePositionItself) {
  GameState<1> game = testing::emptyGame<1>("gonnect", 3, 3);
  EXPECT_EQ(perft(game, 0), (PerftCounts{1, 1, 0}));
  EXPECT_EQ(naivePerft(naiveGame("gonnect", 3, 3), 0), (PerftCounts{1, 1, 0}));
}

TEST(Perft, OnAnEmptyBoardTheFirstTwoMovesAreAnyTwoPoints) {
  for (const char* rules : {"capture-1", "capture-2", "gonnect"}) {
    GameState<1> game = testing::emptyGame<1>(rules, 4, 3);
    EXPECT_EQ(perft(game, 1), (PerftCounts{12, 12, 0})) << rules;
    EXPECT_EQ(perft(game, 2), (PerftCounts{12 * 11, 12 * 11, 0})) << rules;
    EXPECT_EQ(naivePerft(naiveGame(rules, 4, 3), 2), (PerftCounts{12 * 11, 12 * 11, 0})) << rules;
  }
}

TEST(Perft, ADecidedGameHasNoMovesBelowIt) {
  // Black has already taken the one stone Capture-1 asks for.
  GameState<1> game = testing::gameFromRows<1>("capture-1", "X../.../...", Color::White, "", {1, 0});
  EXPECT_EQ(perft(game, 0), (PerftCounts{1, 1, 1}));
  EXPECT_EQ(perft(game, 1), (PerftCounts{0, 0, 0}));
}

TEST(Perft, ASideWithoutALegalMoveHasLostAndHasNoMovesBelow) {
  // White may play neither empty point: each would be suicide, capturing nothing.
  GameState<1> game = testing::gameFromRows<1>("capture-1", "X./.X", Color::White);
  EXPECT_EQ(perft(game, 0), (PerftCounts{1, 1, 1}));
  EXPECT_EQ(perft(game, 1), (PerftCounts{0, 0, 0}));
  EXPECT_EQ(naivePerft(naiveGame("capture-1", 2, 2, "X./.X", kNaiveWhite), 0), (PerftCounts{1, 1, 1}));
  EXPECT_EQ(naivePerft(naiveGame("capture-1", 2, 2, "X./.X", kNaiveWhite), 1), (PerftCounts{0, 0, 0}));
}

TEST(Perft, SequencesThatReachTheSamePositionCountOnceAsDistinct) {
  // After three moves each position is reached twice, Black's two stones in
  // either order; even where Black's second stone takes a white corner stone.
  GameState<1> game = testing::emptyGame<1>("capture-1", 5, 5);
  PerftCounts counts = perft(game, 3);
  EXPECT_EQ(counts.leaves, 25u * 24 * 23);
  EXPECT_EQ(counts.distinct, 25u * 24 * 23 / 2);
}

TEST(Perft, LeavesTheGameAsItFoundIt) {
  GameState<1> game = testing::gameFromRows<1>("gonnect", kKoFight);
  uint64_t hashBefore = game.hash();
  perft(game, 4);
  EXPECT_EQ(game.hash(), hashBefore);
  EXPECT_EQ(game.ply(), 0);
}

}  // namespace
}  // namespace goproof
