// goproof generate: every kind of problem comes out verified and the same for
// a seed; the whole space of 3x3 tutorial problems agrees with a brute-force
// enumeration written here; the grade orders problems by the work another
// solver needs; bad requests get one line and exit 2.
#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "formats/native_format.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "puzzles/difficulty.h"
#include "puzzles/generate.h"
#include "puzzles/position_key.h"
#include "solver/rules/position_setup.h"
#include "solver/search/solve.h"
#include "solver/util/text.h"
#include "tests/run_goproof.h"

namespace goproof {
namespace {

using testing::goproof;
using testing::readWholeFile;

std::string tempFile(const std::string& name) { return testing::tempPath("generate", name); }

PuzzleFile readGenerated(const std::string& path) {
  auto file = parsePuzzleFile(readWholeFile(path), path);
  EXPECT_TRUE(file.ok()) << file.status();
  return file.ok() ? *file : PuzzleFile{};
}

TEST(Generate, KindsAndGradesAreNamedAsTeachersAskForThem) {
  for (ProblemKind k : {ProblemKind::OnlyWin, ProblemKind::Tutorial, ProblemKind::BestMove, ProblemKind::NoWin,
                        ProblemKind::Connect})
    EXPECT_EQ(problemKindFromName(problemKindName(k)), k);
  EXPECT_EQ(problemKindFromName("only_win"), std::nullopt);
  EXPECT_EQ(defaultKind(*Rules::parse("gonnect")), ProblemKind::Connect);
  EXPECT_EQ(defaultKind(*Rules::parse("quench-3")), ProblemKind::BestMove);
  EXPECT_EQ(defaultKind(*Rules::parse("capture-2")), ProblemKind::OnlyWin);

  EXPECT_EQ(*parseGradeRange("easy"), (std::pair{1, 3}));
  EXPECT_EQ(*parseGradeRange("Medium"), (std::pair{4, 6}));
  EXPECT_EQ(*parseGradeRange("hard"), (std::pair{7, 10}));
  EXPECT_EQ(*parseGradeRange("3-6"), (std::pair{3, 6}));
  EXPECT_EQ(*parseGradeRange("7"), (std::pair{7, 7}));
  for (const char* bad : {"8-3", "0-4", "11", "2-11", "hard-ish", "", "-3", "3-"})
    EXPECT_FALSE(parseGradeRange(bad).ok()) << bad;

  Difficulty quick{.depth = 1, .nodes = 3, .plausible = 0, .stones = 6};
  EXPECT_EQ(gradeFor(quick), 1) << "a capture at once";
  Difficulty deep{.depth = 9, .nodes = 50000, .plausible = 4, .stones = 12};
  EXPECT_EQ(gradeFor(deep), 10) << "past 10, capped";
  EXPECT_GT(gradeFor({.depth = 5, .nodes = 300, .plausible = 1}), gradeFor({.depth = 3, .nodes = 300, .plausible = 1}));
}

// A kill's line goes on until the dead group's last stone is taken; the
// depth a grade counts stops where the loser's strongest reply is a pass.
TEST(Generate, TheDepthStopsWhereTheLoserCanOnlyPass) {
  const std::vector<Move> kill = {10, 11, 12, 13, 14, kPass, 16, 17, 18};
  EXPECT_EQ(pliesBeforeLosersPass(kill, 1), 5) << "the winner moves first: the loser's pass is ply 5";
  EXPECT_EQ(pliesBeforeLosersPass(kill, 0), 9) << "a pass of the winner's does not stop it";
  EXPECT_EQ(pliesBeforeLosersPass({kPass, 3}, 0), 0) << "a lost position whose best is a pass at once";
  EXPECT_EQ(pliesBeforeLosersPass({}, 1), 0);

  // The bundled kill set: each comment counts its line up to the loser's
  // first pass (the line is written side to move first, the winner's).
  const PuzzleFile file = readGenerated(std::string(GOPROOF_SOURCE_DIR) + "/puzzles/generated/kill-19x19.puzzles");
  ASSERT_EQ(file.puzzles.size(), 30u);
  int stopped = 0, tens = 0;
  for (const Puzzle& p : file.puzzles) {
    const Claim* line = nullptr;
    for (const Claim& c : p.claims)
      if (c.kind == ClaimKind::Line) line = &c;
    ASSERT_NE(line, nullptr) << p.title;
    size_t read = line->line.size();
    for (size_t i = 1; i < line->line.size(); i += 2)
      if (line->line[i].move == "pass") {
        read = i;
        break;
      }
    const std::string expected =
        read < line->line.size()
            ? cat("a line of ", read, read == 1 ? " move" : " moves", " until the loser can only pass (", line->line.size(), " to the end)")
            : cat("a line of ", read, read == 1 ? " move," : " moves,");
    EXPECT_NE(p.comment.find(expected), std::string::npos) << p.title << ": " << p.comment << " wants " << expected;
    stopped += read < line->line.size();
    tens += p.comment.find("grade 10 ") != std::string::npos;
  }
  EXPECT_GE(stopped, 10) << "most kills end with the defender passing while her stones are taken";
  EXPECT_LE(tens, 3) << "counted to the last capture, 15 of the 30 graded 10";
}

// A 3x3 position, turned a quarter, mirrored, and with colours swapped, is one problem.
TEST(Generate, PositionsAreTheSameUpToSymmetryAndColours) {
  Puzzle p;
  p.rules = *Rules::parse("capture-1");
  p.width = p.height = 3;
  p.rows = "XO./.X./...";  // top row first
  p.toMove = Color::White;
  Puzzle turned = p;
  turned.rows = "..X/.XO/...";  // a quarter turn clockwise
  Puzzle mirrored = p;
  mirrored.rows = ".OX/.X./...";
  Puzzle swapped = p;
  swapped.rows = "OX./.O./...";
  swapped.toMove = Color::Black;
  const std::string key = canonicalPositionKey(p, true);
  EXPECT_EQ(canonicalPositionKey(turned, true), key);
  EXPECT_EQ(canonicalPositionKey(mirrored, true), key);
  EXPECT_EQ(canonicalPositionKey(swapped, true), key);
  EXPECT_NE(canonicalPositionKey(swapped, false), canonicalPositionKey(p, false))
      << "with komi the colours are not interchangeable";
  Puzzle otherSide = p;
  otherSide.toMove = Color::Black;
  EXPECT_NE(canonicalPositionKey(otherSide, true), key);
  // A 4x3 board has four symmetries: a quarter turn would change its shape.
  Puzzle wide;
  wide.width = 4;
  wide.height = 3;
  wide.rows = "X.../..../...O";
  Puzzle flipped = wide;
  flipped.rows = "...X/..../O...";
  EXPECT_EQ(canonicalPositionKey(wide, false), canonicalPositionKey(flipped, false));
  // The ko point turns with the board.
  Puzzle ko = p;
  ko.ko = "a1";
  Puzzle koTurned = turned;
  koTurned.ko = "a3";
  EXPECT_EQ(canonicalPositionKey(ko, true), canonicalPositionKey(koTurned, true));
}

// Every kind, with a fixed seed: the command succeeds, and goproof verify
// passes every claim of what it wrote.
TEST(Generate, EveryKindComesOutVerified) {
  struct Case {
    std::string args;
    int count;
  };
  for (const Case& c : std::vector<Case>{
           {"--rules capture-1 --size 4x4 --kind only-win", 4},
           {"--rules capture-1 --size 4x4 --kind tutorial", 4},
           {"--rules capture-1 --size 4x4 --kind no-win", 4},
           {"--rules go --size 4x3 --kind best-move", 3},
           {"--rules conquest --size 3x3 --kind best-move", 3},
           {"--rules gonnect --size 4x4 --kind connect", 3},
           {"--rules quench-2 --size 3x3 --kind no-win", 2},
       }) {
    SCOPED_TRACE(c.args);
    const std::string out = tempFile("kind.puzzles");
    auto run = goproof("generate " + c.args + " --count " + std::to_string(c.count) + " --seed 7 --threads 2 -o " + out, 300);
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_EQ(run.out, "") << "the puzzles go to the file";
    PuzzleFile file = readGenerated(out);
    ASSERT_EQ(file.puzzles.size(), static_cast<size_t>(c.count));
    for (const Puzzle& p : file.puzzles) {
      EXPECT_FALSE(p.claims.empty()) << p.title;
      EXPECT_NE(p.comment.find("grade "), std::string::npos) << p.title;
      EXPECT_EQ(p.source.rfind("goproof generate --rules ", 0), 0u) << p.source;
    }
    auto verify = goproof("verify --failures-only " + out, 300);
    EXPECT_EQ(verify.exitCode, 0) << verify.out << verify.err;
    EXPECT_NE(verify.out.find(", 0 failed, 0 undecided"), std::string::npos) << verify.out;
  }
}

TEST(Generate, ProblemsSayWhatTheStudentMustFind) {
  const std::string out = tempFile("nowin.puzzles");
  ASSERT_EQ(goproof("generate --rules capture-1 --size 4x4 --kind no-win --count 3 --seed 3 -o " + out).exitCode, 0);
  for (const Puzzle& p : readGenerated(out).puzzles) {
    EXPECT_NE(p.title.find("hold out longest"), std::string::npos) << p.title;
    ASSERT_GE(p.claims.size(), 2u);
    EXPECT_EQ(toString(p.claims[0]), "no-win");
    const auto line = std::find_if(p.claims.begin(), p.claims.end(), [](const Claim& c) { return c.kind == ClaimKind::Line; });
    ASSERT_NE(line, p.claims.end()) << p.title << ": the longest resistance is a line";
    EXPECT_TRUE(line->line[0].strongest) << toString(*line);
  }
  const std::string tutorial = tempFile("tutorial.puzzles");
  ASSERT_EQ(goproof("generate --rules capture-1 --size 3x3 --kind tutorial --count 5 -o " + tutorial).exitCode, 0);
  for (const Puzzle& p : readGenerated(tutorial).puzzles) {
    std::set<ClaimKind> kinds;
    for (const Claim& c : p.claims) kinds.insert(c.kind);
    EXPECT_TRUE(kinds.count(ClaimKind::OnlyWin) && kinds.count(ClaimKind::Captures) && kinds.count(ClaimKind::Illegal))
        << p.title;
    for (const Claim& c : p.claims) {
      if (c.kind == ClaimKind::Illegal) {
        EXPECT_EQ(c.reason, "suicide");
      }
    }
  }
}

TEST(Generate, ASeedMakesTheSameSetOnAnyNumberOfThreads) {
  const std::string args = "generate --rules capture-1 --size 5x5 --count 6 --seed 11 --difficulty 2-8 -o ";
  const std::string one = tempFile("seed1.puzzles"), two = tempFile("seed2.puzzles"), other = tempFile("seed3.puzzles");
  ASSERT_EQ(goproof(args + one + " --threads 1", 300).exitCode, 0);
  ASSERT_EQ(goproof(args + two + " --threads 2", 300).exitCode, 0);
  EXPECT_EQ(readWholeFile(one), readWholeFile(two));
  ASSERT_EQ(goproof("generate --rules capture-1 --size 5x5 --count 6 --seed 12 --difficulty 2-8 -o " + other, 300).exitCode, 0);
  EXPECT_NE(readWholeFile(one), readWholeFile(other)) << "another seed, other problems";
  for (const Puzzle& p : readGenerated(one).puzzles) {
    const size_t at = p.comment.find("grade ");
    ASSERT_NE(at, std::string::npos);
    const int grade = std::stoi(p.comment.substr(at + 6));
    EXPECT_TRUE(grade >= 2 && grade <= 8) << p.comment;
  }
}

// ---- The whole space of 3x3 tutorial problems, by brute force ----

// A 3x3 Capture-1 board as nine characters, a1 b1 c1 a2 ... c3.
using Grid = std::array<char, 9>;

std::vector<int> neighboursOf(int p) {
  std::vector<int> n;
  const int x = p % 3, y = p / 3;
  if (x > 0) n.push_back(p - 1);
  if (x < 2) n.push_back(p + 1);
  if (y > 0) n.push_back(p - 3);
  if (y < 2) n.push_back(p + 3);
  return n;
}
std::vector<int> chainAt(const Grid& g, int p) {
  std::vector<int> chain = {p};
  for (size_t i = 0; i < chain.size(); ++i)
    for (int q : neighboursOf(chain[i]))
      if (g[q] == g[p] && std::find(chain.begin(), chain.end(), q) == chain.end()) chain.push_back(q);
  return chain;
}
bool hasLiberty(const Grid& g, const std::vector<int>& chain) {
  for (int p : chain)
    for (int q : neighboursOf(p))
      if (g[q] == '.') return true;
  return false;
}
// Plays c at p: false when illegal (occupied or suicide); captured counts the stones taken.
bool playOn(Grid& g, int p, char c, int* captured) {
  if (g[p] != '.') return false;
  g[p] = c;
  *captured = 0;
  for (int q : neighboursOf(p))
    if (g[q] != '.' && g[q] != c) {
      auto chain = chainAt(g, q);
      if (hasLiberty(g, chain)) continue;
      for (int s : chain) g[s] = '.', ++*captured;
    }
  return *captured > 0 || hasLiberty(g, chainAt(g, p));
}
char other(char c) { return c == 'X' ? 'O' : 'X'; }
// Whether c, to move, wins: a capture wins at once; no legal move loses.
bool toMoveWins(const Grid& g, char c, std::map<std::pair<Grid, char>, bool>& memo) {
  auto key = std::pair{g, c};
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  bool wins = false;
  for (int p = 0; p < 9 && !wins; ++p) {
    Grid next = g;
    int captured = 0;
    if (!playOn(next, p, c, &captured)) continue;
    wins = captured > 0 || !toMoveWins(next, other(c), memo);
  }
  return memo[key] = wins;
}
// The least image of the position under the 8 symmetries and the colour swap.
std::string leastImage(const Grid& g, char toMove) {
  std::string best;
  for (int swap = 0; swap < 2; ++swap)
    for (int s = 0; s < 8; ++s) {
      Grid image;
      for (int p = 0; p < 9; ++p) {
        int x = p % 3, y = p / 3;
        if (s & 4) std::swap(x, y);
        if (s & 1) x = 2 - x;
        if (s & 2) y = 2 - y;
        image[y * 3 + x] = swap && g[p] != '.' ? other(g[p]) : g[p];
      }
      std::string key(image.begin(), image.end());
      key += swap ? other(toMove) : toMove;
      if (best.empty() || key < best) best = key;
    }
  return best;
}

TEST(Generate, EveryThreeByThreeTutorialAgreesWithABruteForceEnumeration) {
  // Every board a game of Capture-1 reaches: no capture yet (it would have
  // ended the game), so Black has as many stones as White (Black to move)
  // or one more (White to move), and every chain has a liberty.
  std::map<std::pair<Grid, char>, bool> memo;
  std::set<std::string> expected;
  for (int code = 0; code < 19683; ++code) {
    Grid g;
    int rest = code, black = 0, white = 0;
    for (char& c : g) {
      c = ".XO"[rest % 3];
      rest /= 3;
      black += c == 'X', white += c == 'O';
    }
    if (black != white && black != white + 1) continue;
    const char toMove = black == white ? 'X' : 'O';
    bool reachable = true;
    for (int p = 0; p < 9; ++p)
      if (g[p] != '.' && !hasLiberty(g, chainAt(g, p))) reachable = false;
    if (!reachable) continue;
    // The tutorial: exactly one winning move, a capture, and a point the
    // side to move may not play (suicide: Capture-1 has no ko rule).
    int winners = 0, suicides = 0;
    bool winnerCaptures = false;
    for (int p = 0; p < 9; ++p) {
      Grid next = g;
      int captured = 0;
      if (g[p] != '.') continue;
      if (!playOn(next, p, toMove, &captured)) {
        ++suicides;
        continue;
      }
      if (captured > 0 || !toMoveWins(next, other(toMove), memo)) ++winners, winnerCaptures = captured > 0;
    }
    if (winners == 1 && winnerCaptures && suicides > 0) expected.insert(leastImage(g, toMove));
  }
  ASSERT_GT(expected.size(), 10u);

  const std::string out = tempFile("all3.puzzles");
  auto run = goproof("generate --rules capture-1 --size 3x3 --kind tutorial --all -o " + out);
  ASSERT_EQ(run.exitCode, 0) << run.err;
  std::set<std::string> listed;
  for (const Puzzle& p : readGenerated(out).puzzles) {
    Grid g;
    g.fill('.');
    auto rows = split(p.rows, '/');
    ASSERT_EQ(rows.size(), 3u);
    for (int r = 0; r < 3; ++r)
      for (int x = 0; x < 3; ++x) g[(2 - r) * 3 + x] = rows[r][x];
    EXPECT_TRUE(listed.insert(leastImage(g, p.toMove == Color::Black ? 'X' : 'O')).second)
        << p.rows << ": listed twice up to symmetry and colours";
  }
  EXPECT_EQ(listed, expected);
  EXPECT_EQ(listed.size(), 29u) << "the number the bundled 3x3 tutorial set and its README quote";
}

// ---- The grade orders problems by how hard they are ----

// Problems of higher grades take alpha-beta (not the df-pn the grade
// counted) more nodes to solve: the median of the upper grades is above
// that of the lower ones.
TEST(Generate, HarderGradesTakeAnotherSolverMoreNodes) {
  GenerateOptions o;
  o.rules = *Rules::parse("capture-1");
  o.width = o.height = 5;
  o.kind = ProblemKind::OnlyWin;
  o.count = 30;
  o.seed = 5;
  o.threads = 2;
  GenerateResult r = generatePuzzles(o);
  ASSERT_EQ(r.puzzles.size(), 30u) << r.shortfall;
  std::vector<std::pair<int, uint64_t>> gradeAndNodes;
  for (size_t i = 0; i < r.puzzles.size(); ++i) {
    auto game = setUpGame<1>(positionOf(r.puzzles[i]));
    ASSERT_TRUE(game.ok());
    SolverOptions s;
    s.kind = SolverKind::AlphaBeta;
    s.threads = 1;
    s.tableMegabytes = 16;
    SolveResult solved = solvePosition(*game, s);
    ASSERT_EQ(solved.value, Value::Win);
    gradeAndNodes.push_back({r.difficulty[i].grade, solved.stats.nodes});
  }
  ASSERT_TRUE(std::is_sorted(gradeAndNodes.begin(), gradeAndNodes.end(),
                             [](auto& a, auto& b) { return a.first < b.first; }))
      << "a set runs from easy to hard";
  auto median = [](std::vector<uint64_t> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  std::vector<uint64_t> lower, upper;
  for (size_t i = 0; i < gradeAndNodes.size(); ++i)
    (i < gradeAndNodes.size() / 2 ? lower : upper).push_back(gradeAndNodes[i].second);
  EXPECT_LT(gradeAndNodes.front().first, gradeAndNodes.back().first) << "the set spans several grades";
  EXPECT_GT(median(upper), 3 * median(lower));
}

// ---- The bundled sets ----

// Each file of puzzles/generated/ names, in every puzzle's source field, the
// command its README row gives; and the cheapest command, run again, makes
// the same bytes.
TEST(Generate, TheBundledSetsAreWhatTheirCommandsMake) {
  const std::string dir = std::string(GOPROOF_SOURCE_DIR) + "/puzzles/generated/";
  const std::string readme = readWholeFile(dir + "README.md");
  int rows = 0;
  std::istringstream lines(readme);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("| `", 0) != 0 || line.find(".puzzles` | `--rules") == std::string::npos) continue;
    ++rows;
    const std::string name = line.substr(3, line.find('`', 3) - 3);
    const size_t start = line.find("| `--rules") + 3;
    const std::string flags = line.substr(start, line.find('`', start) - start);
    SCOPED_TRACE(name);
    PuzzleFile file = readGenerated(dir + name);
    // As many as the row's --count asks for (the 3x3 tutorial set lists all 29).
    const size_t count = flags.find("--count ");
    ASSERT_GE(file.puzzles.size(), name == "capture-1-3x3-tutorial.puzzles" ? 29u
                                   : count == std::string::npos ? 30u
                                                                : std::stoul(flags.substr(count + 8)));
    for (const Puzzle& p : file.puzzles) {
      // The source spells the defaults out (--count, --seed); the README's flags are all in it.
      std::istringstream words(flags);
      for (std::string word; words >> word;) EXPECT_NE((" " + p.source + " ").find(" " + word + " "), std::string::npos) << p.source;
    }
  }
  EXPECT_GE(rows, 22);
  const std::string again = tempFile("again.puzzles");
  ASSERT_EQ(goproof("generate --rules capture-1 --size 3x3 --kind tutorial --all -o " + again).exitCode, 0);
  EXPECT_EQ(readWholeFile(again), readWholeFile(dir + "capture-1-3x3-tutorial.puzzles"));
  ASSERT_EQ(goproof("generate --rules capture-1 --size 4x4 --kind only-win --count 30 --seed 1 -o " + again, 300).exitCode, 0);
  EXPECT_EQ(readWholeFile(again), readWholeFile(dir + "capture-1-4x4-only-win.puzzles"));
}

// ---- Requests that cannot be met ----

TEST(Generate, BadRequestsGetOneLineAndExitTwo) {
  for (const std::string& args : {
           std::string("--rules gonnect --size 5x5 --kind tutorial"),
           std::string("--rules capture-1 --kind connect"),
           std::string("--rules capture-1 --kind best-move"),
           std::string("--count 0"),
           std::string("--count -3"),
           std::string("--difficulty 8-3"),
           std::string("--difficulty 11"),
           std::string("--difficulty tricky"),
           std::string("--kind riddle"),
           std::string("--all --size 5x5"),
           std::string("--all --rules go --size 3x3"),
           std::string("--rules go+ko=superko --size 4x4"),
           std::string("--rules gonnect+pie --size 4x4"),
           std::string("--rules capture-1 --size 4x4 --json"),
           std::string("--size 0x4"),
           std::string("--node-limit 0"),
           std::string("--node-limit -5"),  // not wrapped round to 2^64 - 5
           std::string("--seed -1"),
       }) {
    auto run = goproof("generate " + args);
    EXPECT_EQ(run.exitCode, 2) << args << ": " << run.err;
    EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << args << ": " << run.err;
    EXPECT_EQ(run.out, "") << args;
  }
  auto tutorial = goproof("generate --rules gonnect --size 5x5 --kind tutorial");
  EXPECT_NE(tutorial.err.find("tutorial problems are Capture Go's"), std::string::npos) << tutorial.err;
}

TEST(Generate, ARunThatFindsTooFewSaysHowManyAndWhy) {
  // 3x3 Capture-1 has 29 tutorial problems in all: asking for 40 finds them, says so, and exits 1.
  const std::string out = tempFile("few.puzzles");
  auto run = goproof("generate --rules capture-1 --size 3x3 --kind tutorial --count 40 -o " + out, 300);
  EXPECT_EQ(run.exitCode, 1) << run.err;
  EXPECT_NE(run.err.find("found 29 of 40: 3000 games in a row found no new one"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("--all"), std::string::npos) << "it says how to see them all: " << run.err;
  EXPECT_EQ(readGenerated(out).puzzles.size(), 29u) << "what was found is written, and verified";
  EXPECT_EQ(goproof("verify " + out).exitCode, 0);

  auto all = goproof("generate --rules capture-1 --size 3x3 --kind tutorial --all --count 40 -o " + out);
  EXPECT_EQ(all.exitCode, 1);
  EXPECT_NE(all.err.find("found 29 of 40: the board has no more tutorial problems, up to symmetry and colours"),
            std::string::npos)
      << all.err;

  // Nothing at all: no position of 3x3 Capture-1 that makes a tutorial takes 5 moves to solve.
  const std::string none = tempFile("none.puzzles");
  auto hard = goproof("generate --rules capture-1 --size 3x3 --kind tutorial --difficulty hard --all -o " + none);
  EXPECT_EQ(hard.exitCode, 1) << hard.err;
  EXPECT_NE(hard.err.find("no position of the board makes a tutorial problem in grades 7-10"), std::string::npos)
      << hard.err;
  EXPECT_EQ(readWholeFile(none), "") << "no file is written for no problems";

  // A script asking for JSON still gets its report: nothing found, no file, and why.
  auto json = goproof("generate --rules capture-1 --size 3x3 --kind tutorial --difficulty hard --all --json -o " + none);
  EXPECT_EQ(json.exitCode, 1) << json.err;
  const nlohmann::json report = nlohmann::json::parse(json.out, nullptr, false);
  ASSERT_FALSE(report.is_discarded()) << json.out;
  EXPECT_EQ(report["found"], 0);
  EXPECT_TRUE(report["file"].is_null());
  EXPECT_EQ(report["exit_code"], 1);
  EXPECT_NE(report["shortfall"].get<std::string>().find("no position of the board"), std::string::npos) << json.out;
}

TEST(Generate, AnOutputThatCannotBeWrittenIsRefusedBeforeTheWork) {
  auto run = goproof("generate --rules capture-1 --size 3x3 --kind tutorial --count 2 -o " + ::testing::TempDir());
  EXPECT_EQ(run.exitCode, 4) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  // A device is written through, as every -o writes one.
  EXPECT_EQ(goproof("generate --rules capture-1 --size 3x3 --kind tutorial --count 2 -o /dev/null").exitCode, 0);
  auto full = goproof("generate --rules capture-1 --size 3x3 --kind tutorial --count 2 -o /dev/full");
  EXPECT_EQ(full.exitCode, 4) << full.err;
  EXPECT_NE(full.err.find("/dev/full: cannot write"), std::string::npos) << full.err;
}

}  // namespace
}  // namespace goproof
