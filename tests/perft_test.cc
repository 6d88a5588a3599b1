// Perft regression counts for every game, pinned as golden numbers
// and checked twice: against the production rules (solver/rules/perft.h) and
// against a deliberately naive second implementation of the rules written
// below from the rule text alone (a grid of characters, flood fills, a fresh
// copy of the whole game for every move). The golden numbers were computed
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
#include "tests/test_boards.h"

namespace goproof {
namespace {

// ---------------------------------------------------------------------------
// The naive rules. Shares nothing with solver/ but the PerftCounts struct.

constexpr char kNaiveBlack = 'X', kNaiveWhite = 'O', kNaiveEmpty = '.';

char naiveOpponent(char colour) { return colour == kNaiveBlack ? kNaiveWhite : kNaiveBlack; }
int naivePlayerIndex(char colour) { return colour == kNaiveBlack ? 0 : 1; }

// Capture-N (no ko unless asked for) or Gonnect (simple ko), without
// passing; Go (simple ko) and Quench #1, #3, #4 (no ko), where a pass is
// always legal and two in a row end the game.
struct NaiveRules {
  bool gonnect = false;
  int captureTarget = 0;  // Capture: prisoners needed to win
  bool simpleKo = false;  // a move may not recreate the board after the mover's own previous move
  bool passing = false;   // Go, Quench and Conversion
  int quench = 0;         // the Quench variant, 0 for other games
  bool conversion = false;  // Conversion Go: dead groups change colour, nothing is removed
};

// "capture-N", "capture-N+ko=simple", "gonnect", "go" or "quench-N".
NaiveRules naiveRules(std::string_view name) {
  NaiveRules rules;
  if (name == "gonnect") {
    rules.gonnect = true;
    rules.simpleKo = true;
    return rules;
  }
  if (name == "go") {
    rules.passing = true;
    rules.simpleKo = true;
    return rules;
  }
  if (name == "conversion" || name == "conversion+mirror=none") {  // the mirror rule cannot bind on these boards
    rules.passing = true;
    rules.conversion = true;
    return rules;
  }
  if (name.starts_with("quench-")) {
    rules.passing = true;
    rules.quench = std::stoi(std::string(name.substr(7)));
    return rules;
  }
  const std::string_view koSuffix = "+ko=simple";
  if (name.ends_with(koSuffix)) {
    rules.simpleKo = true;
    name.remove_suffix(koSuffix.size());
  }
  EXPECT_TRUE(name.starts_with("capture-")) << name;
  rules.captureTarget = std::stoi(std::string(name.substr(8)));
  return rules;
}

// A board is one character per point, row after row, top row first.
using Grid = std::vector<char>;

struct NaiveGame {
  NaiveRules rules;
  int width = 0, height = 0;
  Grid board;
  // The board before the last move, which is the board after the mover's own
  // previous move: the starting position counts as reached by a move of the
  // player not to move there. Empty before the first move.
  Grid boardBeforeLastMove;
  char toMove = kNaiveBlack;
  int prisoners[2] = {0, 0};  // stones taken by Black, by White
  char winner = kNaiveEmpty;  // set by the move that wins
  int passes = 0;             // passes just played in a row; two end a game with passing
  // Quench: each player's coin. 0 before her first capture; 1 tails (in #1:
  // has captured), 2 heads. With 1 she may not place a stone that touches
  // none of her stones.
  int coin[2] = {0, 0};
};

// Rows top first, "XO./..."; "" for the empty board. No prisoners, nobody has won.
NaiveGame naiveGame(std::string_view rules, int width, int height, std::string_view rows = "",
                    char toMove = kNaiveBlack) {
  NaiveGame game;
  game.toMove = toMove;
  game.rules = naiveRules(rules);
  game.width = width;
  game.height = height;
  game.board.assign(width * height, kNaiveEmpty);
  if (!rows.empty()) {
    game.board.clear();
    for (char c : rows)
      if (c != '/') game.board.push_back(c);
    EXPECT_EQ(game.board.size(), static_cast<size_t>(width * height)) << rows;
  }
  return game;
}

// The points above, below, left and right of p that are on the board.
std::vector<int> neighbours(const NaiveGame& game, int p) {
  int row = p / game.width, col = p % game.width;
  std::vector<int> result;
  if (row > 0) result.push_back(p - game.width);
  if (row + 1 < game.height) result.push_back(p + game.width);
  if (col > 0) result.push_back(p - 1);
  if (col + 1 < game.width) result.push_back(p + 1);
  return result;
}

// Every point reachable from `starts` through neighbours holding the same
// character as the start (breadth-first flood fill).
std::vector<int> floodFill(const NaiveGame& game, const Grid& board, std::vector<int> starts) {
  std::vector<bool> reached(board.size(), false);
  for (int p : starts) reached[p] = true;
  for (size_t i = 0; i < starts.size(); ++i)
    for (int q : neighbours(game, starts[i]))
      if (!reached[q] && board[q] == board[starts[i]]) {
        reached[q] = true;
        starts.push_back(q);
      }
  return starts;
}

bool hasLiberty(const NaiveGame& game, const Grid& board, const std::vector<int>& chain) {
  for (int p : chain)
    for (int q : neighbours(game, p))
      if (board[q] == kNaiveEmpty) return true;
  return false;
}

// The number of board sides (top, bottom, left, right) a chain touches.
int sidesTouched(const NaiveGame& game, const std::vector<int>& chain) {
  bool top = false, bottom = false, left = false, right = false;
  for (int p : chain) {
    top |= p / game.width == 0;
    bottom |= p / game.width == game.height - 1;
    left |= p % game.width == 0;
    right |= p % game.width == game.width - 1;
  }
  return top + bottom + left + right;
}

// Conversion Go: every chain of `colour` with no liberty that touches fewer
// than two sides turns to the other colour.
void convertDeadChains(const NaiveGame& game, Grid& board, char colour) {
  std::vector<int> dead;
  std::vector<bool> seen(board.size(), false);
  for (int p = 0; p < static_cast<int>(board.size()); ++p) {
    if (board[p] != colour || seen[p]) continue;
    std::vector<int> chain = floodFill(game, board, {p});
    for (int q : chain) seen[q] = true;
    if (!hasLiberty(game, board, chain) && sidesTouched(game, chain) < 2) dead.insert(dead.end(), chain.begin(), chain.end());
  }
  for (int p : dead) board[p] = naiveOpponent(colour);
}

// Puts a stone of `colour` on empty point p and removes the enemy chains left
// without liberties. Returns the number of stones removed.
int placeStone(const NaiveGame& game, Grid& board, int p, char colour) {
  board[p] = colour;
  int removed = 0;
  for (int q : neighbours(game, p)) {
    if (board[q] != naiveOpponent(colour)) continue;
    std::vector<int> chain = floodFill(game, board, {q});
    if (hasLiberty(game, board, chain)) continue;
    for (int s : chain) board[s] = kNaiveEmpty;
    removed += static_cast<int>(chain.size());
  }
  return removed;
}

// True when one chain of `colour` touches the top and bottom rows, or the left
// and right columns: flood from one edge and see whether the other is reached.
bool connectsOppositeEdges(const NaiveGame& game, const Grid& board, char colour) {
  std::vector<int> top, left;
  for (int col = 0; col < game.width; ++col)
    if (board[col] == colour) top.push_back(col);
  for (int row = 0; row < game.height; ++row)
    if (board[row * game.width] == colour) left.push_back(row * game.width);
  for (int p : floodFill(game, board, top))
    if (p / game.width == game.height - 1) return true;
  for (int p : floodFill(game, board, left))
    if (p % game.width == game.width - 1) return true;
  return false;
}

// The game after the side to move plays on point p, or nullopt where the rules
// forbid the move: the game is over, p is occupied, suicide, or ko.
std::optional<NaiveGame> naivePlay(const NaiveGame& game, int p) {
  if (game.winner != kNaiveEmpty || game.passes == 2 || game.board[p] != kNaiveEmpty) return std::nullopt;
  char mover = game.toMove;
  const int me = naivePlayerIndex(mover);
  // Quench: the stone's own neighbours, and the distinct chains among them.
  std::vector<int> ownNeighbours;
  for (int q : neighbours(game, p))
    if (game.board[q] == mover) ownNeighbours.push_back(q);
  std::set<std::vector<int>> chainsJoined;
  for (int q : ownNeighbours) {
    std::vector<int> chain = floodFill(game, game.board, {q});
    std::sort(chain.begin(), chain.end());
    chainsJoined.insert(chain);
  }
  const bool createsGroup = ownNeighbours.empty();
  if (game.rules.conversion) {  // every empty point; first the enemy's dead groups turn, then the mover's
    NaiveGame next = game;
    next.passes = 0;
    next.board[p] = mover;
    convertDeadChains(game, next.board, naiveOpponent(mover));
    convertDeadChains(game, next.board, mover);
    next.toMove = naiveOpponent(mover);
    return next;
  }
  if (game.rules.quench && game.coin[me] == 1 && createsGroup) return std::nullopt;  // no new group now
  NaiveGame next = game;
  next.boardBeforeLastMove = game.board;
  next.passes = 0;
  int taken = placeStone(game, next.board, p, mover);  // captures first ...
  if (!hasLiberty(game, next.board, floodFill(game, next.board, {p}))) return std::nullopt;  // ... then suicide
  if (game.rules.simpleKo && next.board == game.boardBeforeLastMove) return std::nullopt;  // ko
  next.toMove = naiveOpponent(mover);
  next.prisoners[me] += taken;
  if (game.rules.quench) {
    if (game.coin[me] == 0) {
      if (taken > 0) next.coin[me] = game.rules.quench == 4 ? 2 : 1;  // the first capture brings the coin
    } else if (game.rules.quench != 1) {
      if (chainsJoined.size() >= 2) next.coin[me] = 2;  // joining turns it heads up
      else if (createsGroup) next.coin[me] = 1;         // creating turns it tails up
    }
  }
  if (game.rules.passing) return next;  // scored: only two passes end it
  if (game.rules.gonnect ? connectsOppositeEdges(game, next.board, mover)
                         : next.prisoners[naivePlayerIndex(mover)] >= game.rules.captureTarget)
    next.winner = mover;
  return next;
}

// The game after the side to move passes, where the rules allow it and the
// game goes on. A pass clears the ko: no stone recreates the board it leaves.
std::optional<NaiveGame> naivePass(const NaiveGame& game) {
  if (!game.rules.passing || game.passes == 2) return std::nullopt;
  NaiveGame next = game;
  next.boardBeforeLastMove = game.board;
  next.passes = game.passes + 1;
  next.toMove = naiveOpponent(game.toMove);
  return next;
}

std::vector<NaiveGame> naiveChildren(const NaiveGame& game) {
  std::vector<NaiveGame> children;
  for (int p = 0; p < game.width * game.height; ++p)
    if (std::optional<NaiveGame> child = naivePlay(game, p)) children.push_back(*std::move(child));
  if (std::optional<NaiveGame> child = naivePass(game)) children.push_back(*std::move(child));
  return children;
}

bool naiveHasLegalMove(const NaiveGame& game) {
  if (naivePass(game)) return true;
  for (int p = 0; p < game.width * game.height; ++p)
    if (naivePlay(game, p)) return true;
  return false;
}

// Over when a move has won, when two passes have ended it, or when the side
// to move has no legal move (and loses).
bool naiveGameOver(const NaiveGame& game) {
  return game.winner != kNaiveEmpty || game.passes == 2 || !naiveHasLegalMove(game);
}

// What GameState::hash() tells apart, spelled out: the stones, the side to
// move, the point the side to move may not play now because of ko, in
// Capture the prisoners counted up to the target, in Go and Quench the
// passes just played, and in Quench the coins.
std::string naivePositionKey(const NaiveGame& game) {
  std::string key(game.board.begin(), game.board.end());
  key += " to move ";
  key += game.toMove;
  if (game.rules.simpleKo)
    for (int p = 0; p < game.width * game.height; ++p) {
      if (game.board[p] != kNaiveEmpty) continue;
      Grid after = game.board;
      placeStone(game, after, p, game.toMove);
      if (after == game.boardBeforeLastMove) key += " ko " + std::to_string(p);
    }
  if (!game.rules.gonnect && !game.rules.passing)
    for (int c = 0; c < 2; ++c)
      key += " prisoners " + std::to_string(std::min(game.prisoners[c], game.rules.captureTarget));
  if (game.rules.passing) key += " passes " + std::to_string(game.passes);
  if (game.rules.quench)
    for (int c = 0; c < 2; ++c) key += " coin " + std::to_string(game.coin[c]);
  return key;
}

void naivePerftBelow(const NaiveGame& game, int depth, PerftCounts& counts, std::set<std::string>& seen) {
  if (depth == 0) {
    ++counts.leaves;
    seen.insert(naivePositionKey(game));
    if (naiveGameOver(game)) ++counts.terminal;
    return;
  }
  for (const NaiveGame& child : naiveChildren(game)) naivePerftBelow(child, depth - 1, counts, seen);
}

// The naive twin of goproof::perft, with the same definition of the counts.
PerftCounts naivePerft(const NaiveGame& game, int depth) {
  PerftCounts counts;
  std::set<std::string> seen;
  naivePerftBelow(game, depth, counts, seen);
  counts.distinct = seen.size();
  return counts;
}

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
