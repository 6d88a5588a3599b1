// Proofs of local goals (docs/goals.md, docs/proof-format.md): solve and
// verify write proofs of captures, kos and sekis that the checker accepts;
// and the checker's own rules for local goals (checker/goal_reference.h)
// agree with the engine's TargetGame, Benson's algorithm included.
#include <algorithm>
#include <array>
#include <filesystem>
#include <functional>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "checker/goal_reference.h"
#include "checker/naive_regions.h"
#include "checker/proof_check.h"
#include "checker/proof_format.h"
#include "formats/proof_writer.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/unconditional_life.h"
#include "tests/goal_pictures.h"
#include "tests/proof_test_helpers.h"
#include "tests/run_goproof.h"

namespace goproof::testing {
namespace {

using naive_rules::NaiveGame;
using proof::CheckReport;

// `goproof solve` of a local goal with --proof, checked: the proof's statements.
std::vector<std::string> provenGoal(const std::string& name, const std::string& args) {
  const std::string file = proofPath(name);
  nlohmann::json solved = solveWithProof("--rules go+goal=capture " + args + " --all-moves", file);
  EXPECT_TRUE(solved.is_object() && solved["proof"]["written"].get<bool>()) << solved.dump();
  nlohmann::json check = checkJson(file);
  EXPECT_TRUE(check.is_object() && check["valid"].get<bool>()) << check.dump();
  return proven(check);
}

TEST(ProofOfALocalGoal, ACaptureAndEveryFirstMoveAreProven) {
  // White's three stones at b3 c3 c2 have two liberties; every Black move but the pass takes them.
  const std::vector<std::string> lines =
      provenGoal("goal_capture", "--size 5x5 --board '...../.XXX./XOO.X/.XOX./.....' --target c3");
  EXPECT_TRUE(holds(lines, "Black wins"));
  EXPECT_TRUE(holds(lines, "after d3: Black wins"));
  EXPECT_TRUE(holds(lines, "after pass: White wins"));
  // The check names the goal's terms.
  CommandRun check = goproof("check " + proofPath("goal_capture"));
  EXPECT_THAT(check.out, ::testing::HasSubstr("goal: target c3; moves in 25 points; ko threats: Black 0, White any "
                                              "number; two passes end it for the defender\n"));
  // Read from standard input, it is as large as the file.
  nlohmann::json piped = nlohmann::json::parse(goproof("check --json - < " + proofPath("goal_capture")).out, nullptr, false);
  ASSERT_TRUE(piped.is_object());
  EXPECT_EQ(piped["file_bytes"].get<uint64_t>(), std::filesystem::file_size(proofPath("goal_capture")));
  // As SGF: the target marked, each end explained.
  const std::string sgf = tempPath("proof_check", "goal_capture.sgf");
  std::filesystem::remove(sgf);
  CommandRun run = goproof("check " + proofPath("goal_capture") + " --sgf " + sgf);
  EXPECT_EQ(run.exitCode, 0) << run.err;
  std::ifstream in(sgf);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("MA[cc]"), std::string::npos) << text.substr(0, 600);
  EXPECT_NE(text.find("The game ends (a target stone is taken): Black wins."), std::string::npos);
  EXPECT_NE(text.find("Ko threats: Black has 0, White any number."), std::string::npos);
}

// The arguments of a goal picture (goal_pictures.h: 'x' and 'o' stones in
// the region, '.' its empty points, ',' empty points outside it).
std::string pictureArgs(const std::vector<std::string>& picture, const char* target) {
  const GoalPicture g = readGoalPicture(picture);
  return cat("--size ", g.width, "x", g.height, " --board '", slashedRows(g.rows, g.width, g.height), "' --target ",
             target, " --region '", g.regionText, "'");
}

TEST(ProofOfALocalGoal, AKoAndASekiAreProvenUnderTheirTerms) {
  // Bent four in the corner with one outside liberty (target_game_test):
  // Black's b1 makes a ko, which White wins with her threats (a win is a
  // win without ko: the side to move has none, the other side any number).
  const std::vector<std::string> bentFour = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "XXXX,,,,,", "ooX.X,,,,", ".oooX,,,,", "...oX,,,,",
  };
  const std::vector<std::string> kill = provenGoal("goal_ko", pictureArgs(bentFour, "d2"));
  EXPECT_TRUE(holds(kill, "White wins")) << "Black cannot kill without ko";
  EXPECT_TRUE(holds(kill, "after b1: White wins"));
  const std::vector<std::string> live = provenGoal("goal_live", pictureArgs(bentFour, "d2") + " --to-move W");
  EXPECT_TRUE(holds(live, "White wins"));
  EXPECT_TRUE(holds(live, "after b1: White wins"));
  // A seki: neither side may play inside, and two passes end the game for the defender.
  const std::vector<std::string> seki = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "XXXXXXX,,", "OOOOOOX,,", ".xxx.OX,,",
  };
  const std::vector<std::string> sekiLines = provenGoal("goal_seki", pictureArgs(seki, "d2") + " --to-move W");
  EXPECT_TRUE(holds(sekiLines, "White wins")) << "White lives in seki";
  EXPECT_TRUE(holds(sekiLines, "after pass: White wins"));
  EXPECT_TRUE(holds(sekiLines, "after a1: Black wins")) << "filling a shared liberty loses";
}

TEST(ProofOfALocalGoal, TheCollectionsProblemsGetProofsThatCheck) {
  const std::string dir = tempPath("proof_check", "goal_proofs");
  std::filesystem::remove_all(dir);
  CommandRun run = goproof(cat("verify ", GOPROOF_SOURCE_DIR, "/puzzles/collection/life-and-death.puzzles --proof ", dir), 600);
  // The ladder across 19x19 gets no proof within its 10 s here (a proof gives every one of the 361 first
  // moves' values), and a proof asked for and not made is exit 3; a faster machine may make it.
  if (run.exitCode == 3)
    EXPECT_NE(run.err.find("1 was not made within its time"), std::string::npos) << run.err;
  else
    EXPECT_EQ(run.exitCode, 0) << run.err;
  int checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    nlohmann::json check = checkJson(entry.path().string());
    EXPECT_TRUE(check["valid"].get<bool>()) << entry.path() << " " << check.dump();
    EXPECT_EQ(check["rules"], "go+goal=capture");
    ++checked;
  }
  EXPECT_GE(checked, 4);
}

// The checker's Benson against the engine's, on random crowded boards: the
// alive chains, and the points each colour keeps for the score.
TEST(CheckerRulesAgree, OnUnconditionalLife) {
  std::mt19937 random(77);
  int alive = 0, keptRegions = 0, keptBeyond = 0;
  for (auto [width, height] : {std::pair{5, 5}, {7, 6}, {9, 9}}) {
    const auto geo = std::make_shared<const Geometry<2>>(width, height);
    for (int trial = 0; trial < 150; ++trial) {
      Board<2> board(geo);
      NaiveGame naive = naive_rules::naiveGame("go", width, height);
      const int own = 35 + static_cast<int>(random() % 40), enemy = static_cast<int>(random() % 15);
      for (int p = 0; p < width * height; ++p) {
        const int roll = static_cast<int>(random() % 100);
        const Color c = roll < own ? Color::Black : roll < own + enemy ? Color::White : Color::Empty;
        if (c == Color::Empty) continue;
        board.addStone(p, c);
        // The engine numbers points from the bottom row, the naive grid from the top.
        naive.board[(height - 1 - p / width) * width + p % width] = c == Color::Black ? 'X' : 'O';
      }
      const Bits<2> engine = unconditionalArea(board, Color::Black).alive;
      const std::vector<bool> checker = proof::bensonAlive(naive, 'X');
      for (int p = 0; p < width * height; ++p) {
        ASSERT_EQ(engine.test(p), checker[(height - 1 - p / width) * width + p % width])
            << width << "x" << height << " trial " << trial << " at " << naive_rules::naiveName((height - 1 - p / width) * width + p % width, width, height) << "\n"
            << std::string(naive.board.begin(), naive.board.end());
        alive += engine.test(p);
      }
      // The points each colour keeps for the score: her alive stones and the regions they enclose.
      for (Color c : {Color::Black, Color::White}) {
        const UnconditionalArea<2> area = unconditionalArea(board, c);
        const std::vector<bool> safe = proof::bensonSafePoints(naive, c == Color::Black ? 'X' : 'O');
        for (int p = 0; p < width * height; ++p) {
          const int q = (height - 1 - p / width) * width + p % width;
          ASSERT_EQ((area.alive | area.regions).test(p), safe[q])
              << colorName(c) << " " << width << "x" << height << " trial " << trial << " at "
              << naive_rules::naiveName(q, width, height) << "\n"
              << std::string(naive.board.begin(), naive.board.end());
          keptRegions += c == Color::Black && area.regions.test(p);
        }
        // And the regions beyond Benson's she keeps (her enemy to move, so no ko ban binds her).
        const Bits<2> beyond = keptEnclosedRegions(board, c, area, opponent(c), kNoMove);
        const std::vector<bool> kept = proof::keptRegionPoints(naive, c == Color::Black ? 'X' : 'O');
        for (int p = 0; p < width * height; ++p) {
          const int q = (height - 1 - p / width) * width + p % width;
          ASSERT_EQ(beyond.test(p), kept[q]) << "beyond Benson, " << colorName(c) << " " << width << "x" << height
                                             << " trial " << trial << " at " << naive_rules::naiveName(q, width, height)
                                             << "\n"
                                             << std::string(naive.board.begin(), naive.board.end());
          keptBeyond += beyond.test(p);
        }
      }
    }
  }
  EXPECT_GT(alive, 500) << "the boards had living chains";
  EXPECT_GT(keptRegions, 100) << "and regions they keep";
  EXPECT_GT(keptBeyond, 20) << "and regions beyond Benson's";
}

// The engine's region search goes depth first and keeps only what it
// needs (solver/rules/enclosed_region_game.cc); the checker's settles the
// least fixed point over every reachable state. Behind a living wall (the
// b and c files Black's, with eyes on the a file, White to move), each
// content `code` of the region (the d and e files, in base 3: empty, black,
// white, point by point) must get the same points from both, searching
// regions of up to `maxPoints` points. Counts the contents Black keeps
// ([0]) and those she does not ([1]).
std::array<int, 2> regionsAgreeBehindALivingWall(int width, int height, const std::string& wall,
                                                  const std::vector<int>& codes, int maxPoints) {
  const auto geo = std::make_shared<const Geometry<2>>(width, height);
  // The naive grid counts rows from the top, the engine from the bottom.
  auto enginePoint = [&](int cell) { return (height - 1 - cell / width) * width + cell % width; };
  std::vector<int> regionCells;  // naive cells (top row first) of the d and e files
  for (int cell = 0; cell < width * height; ++cell)
    if (cell % width >= 3) regionCells.push_back(cell);
  std::array<int, 2> counts{0, 0};
  for (int code : codes) {
    NaiveGame naive = naive_rules::naiveGame("go", width, height);
    Board<2> board(geo);
    std::string rows = wall;
    for (int i = 0, rest = code; i < static_cast<int>(regionCells.size()); ++i, rest /= 3)
      rows[regionCells[i]] = ".XO"[rest % 3];
    for (int cell = 0; cell < width * height; ++cell) {
      naive.board[cell] = rows[cell];
      if (rows[cell] != '.') board.addStone(enginePoint(cell), rows[cell] == 'X' ? Color::Black : Color::White);
    }
    const UnconditionalArea<2> area = unconditionalArea(board, Color::Black);
    for (int cell = 0; cell < width * height; ++cell) {
      if (wall[cell] == 'X') {
        EXPECT_TRUE(area.alive.test(enginePoint(cell))) << "the wall lives: " << rows;
      }
    }
    const Bits<2> engine =
        keptEnclosedRegions(board, Color::Black, area, Color::White, kNoMove, OwnerRegionMoves::Any, maxPoints);
    const std::vector<bool> checker =
        proof::keptRegionPoints(naive, 'X', proof::bensonArea(naive, 'X'), static_cast<size_t>(maxPoints));
    for (int cell = 0; cell < width * height; ++cell) {
      EXPECT_EQ(engine.test(enginePoint(cell)), checker[cell])
          << "at " << naive_rules::naiveName(cell, width, height) << " in " << rows;
      if (::testing::Test::HasFailure()) return counts;
    }
    counts[engine.any() ? 0 : 1] += 1;
  }
  return counts;
}

// On 5x4 (eyes at a4 and a2), every one of the 3^8 contents of the eight
// points d1 to e4.
TEST(CheckerRulesAgree, OnEveryContentOfARegionBehindALivingWall) {
  std::vector<int> codes(6561);
  for (int code = 0; code < 6561; ++code) codes[code] = code;
  const auto [kept, lost] = regionsAgreeBehindALivingWall(5, 4, ".XX..XXX...XX..XXX..", codes, 8);
  EXPECT_GT(kept, 3000) << "contents she keeps";
  EXPECT_GT(lost, 2500) << "and contents she does not";
}

// Regions of more than 8 points (the 16-bit sets the engine's search
// carries, which only its walls use outside tests): on 5x5 (eyes at a5, a3
// and a1), 300 random contents of the ten points d1 to e5, both searches
// asked about regions of up to ten points.
TEST(CheckerRulesAgree, OnContentsOfATenPointRegionBehindALivingWall) {
  std::mt19937 random(10);
  std::vector<int> codes(300);
  for (int& code : codes) code = static_cast<int>(random() % 59049);  // 3^10
  const auto [kept, lost] =
      regionsAgreeBehindALivingWall(5, 5, ".XX..XXX...XX..XXX...XX..", codes, 10);
  EXPECT_GT(kept, 30) << "contents she keeps";
  EXPECT_GT(lost, 30) << "and contents she does not";
}

// `wall` (rows top first, '/' between them) with each empty point from
// the d file on filled at random: empty, black or white.
std::string withRandomContents(const std::string& wall, int width, std::mt19937& random) {
  std::string rows = wall;
  for (size_t i = 0; i < rows.size(); ++i)  // each row and its '/': width + 1 characters
    if (rows[i] == '.' && static_cast<int>(i % (width + 1)) >= 3) rows[i] = ".XO"[random() % 3];
  return rows;
}

// The checker's Go position of `rows`, `toMove` ('B' or 'W') to play; an
// error where a chain has no liberty (no game reaches it).
absl::StatusOr<NaiveGame> naiveGoPosition(int width, int height, const std::string& rows, char toMove) {
  proof::RootPosition root;
  root.rules = "go";
  root.width = width;
  root.height = height;
  root.rows = rows;
  root.toMove = toMove;
  return proof::naiveRoot(root);
}

// The last region (docs/solvers.md, "The last region"): behind a living
// wall whose eyes are on the a file, the region of the files on the right
// is all that is left. Random contents of it (10 points on 5x5, 12 on 6x4,
// and 13 on 6x4 where the wall leaves c1 empty too, the largest from
// format version 5 on), each side to move: the checker's search, which
// binds the enemy by the ko bans too, must keep the region exactly where
// the engine's does.
TEST(CheckerRulesAgree, OnTheLastRegionBehindALivingWall) {
  std::mt19937 random(35);
  struct Case {
    int width, height;
    std::string wall;
    int trials;
  };
  int kept = 0, lost = 0;
  for (const Case& c :
       {Case{5, 5, ".XX../XXX../.XX../XXX../.XX..", 400}, Case{6, 4, ".XX.../XXX.../.XX.../XXX...", 400},
        Case{6, 4, ".XX.../XXX.../.XX.../XX....", 300}}) {
    for (int trial = 0; trial < c.trials; ++trial) {
      const std::string rows = withRandomContents(c.wall, c.width, random);
      for (Color toMove : {Color::Black, Color::White}) {
        PositionSpec spec;
        spec.rules = *Rules::parse("go");
        spec.width = c.width;
        spec.height = c.height;
        spec.rows = rows;
        spec.toMove = toMove;
        auto engine = setUpGame<1>(spec);
        if (!engine.ok()) continue;  // a chain without liberties: no position
        auto naive = naiveGoPosition(c.width, c.height, rows, toMove == Color::Black ? 'B' : 'W');
        ASSERT_TRUE(naive.ok()) << naive.status() << " " << rows;
        const bool engineKeeps =
            keepsTheLastRegion(*engine, Color::Black, unconditionalArea(engine->board(), Color::Black));
        const bool checkerKeeps = proof::keepsTheLastRegion(*naive, 'X', proof::bensonArea(*naive, 'X'));
        ASSERT_EQ(engineKeeps, checkerKeeps) << rows << ", " << colorName(toMove) << " to move";
        (engineKeeps ? kept : lost) += 1;
      }
    }
  }
  EXPECT_GT(kept, 40) << "regions she keeps";
  EXPECT_GT(lost, 40) << "and regions she does not";
}

// The checker decides a region's play depth first (RegionSolve), stopping
// at the first winning move; its answers must be those of the definition,
// the least fixed point over every state play can reach. Random contents
// of the 8-point region behind the living wall on 5x4 (the safe regions),
// and of the 12-point last region on 6x4, each side to move.
TEST(CheckerRegionSearch, DepthFirstAnswersAreTheLeastFixedPoints) {
  std::mt19937 random(8);
  struct Case {
    int width, height;
    std::string wall;
    int trials;
    bool last;  // the last region (the enemy bound by ko bans), or the safe regions
  };
  int kept = 0, lost = 0;
  for (const Case& c : {Case{5, 4, ".XX../XXX../.XX../XXX..", 150, false},
                        Case{5, 4, ".XX../XXX../.XX../XXX..", 150, true},
                        Case{6, 4, ".XX.../XXX.../.XX.../XXX...", 12, true}}) {
    for (int trial = 0; trial < c.trials; ++trial) {
      const std::string rows = withRandomContents(c.wall, c.width, random);
      for (char toMove : {'B', 'W'}) {
        auto naive = naiveGoPosition(c.width, c.height, rows, toMove);
        if (!naive.ok()) continue;  // a chain without liberties: no position
        const proof::BensonArea area = proof::bensonArea(*naive, 'X');
        using proof::RegionSolve;
        if (c.last) {
          const bool fast = proof::keepsTheLastRegion(*naive, 'X', area, RegionSolve::DepthFirst);
          ASSERT_EQ(fast, proof::keepsTheLastRegion(*naive, 'X', area, RegionSolve::EveryState)) << rows << " " << toMove;
          (fast ? kept : lost) += 1;
        } else {
          const std::vector<bool> fast = proof::keptRegionPoints(*naive, 'X', area, 8, RegionSolve::DepthFirst);
          ASSERT_EQ(fast, proof::keptRegionPoints(*naive, 'X', area, 8, RegionSolve::EveryState)) << rows << " " << toMove;
          (std::count(fast.begin(), fast.end(), true) > 0 ? kept : lost) += 1;
        }
      }
    }
  }
  EXPECT_GT(kept, 50) << "regions she keeps";
  EXPECT_GT(lost, 50) << "and regions she does not";
}

// The checker's local goal against the engine's TargetGame: random
// positions, regions and ko threats, random games; the legal moves, the end
// and its winner at every step.
TEST(CheckerRulesAgree, OnLocalGoalsMovesAndEndsOfRandomGames) {
  std::mt19937 random(31);
  int plies = 0, ends[3] = {0, 0, 0}, positions = 0, retakes = 0;
  while (positions < 2000) {
    const int width = 4 + static_cast<int>(random() % 2), height = 4;
    std::string rows(width * height, '.');
    for (char& c : rows) {
      const int r = static_cast<int>(random() % 10);
      c = r < 3 ? 'X' : r < 6 ? 'O' : '.';
    }
    NaiveGame plain = naive_rules::naiveGame("go", width, height, rows);
    std::vector<int> stones, region;
    bool legal = true;
    for (int p = 0; p < width * height; ++p) {
      if (rows[p] == '.') {
        if (random() % 5) region.push_back(p);  // some empty points left out
        continue;
      }
      stones.push_back(p);
      legal = legal && naive_rules::hasLiberty(plain, plain.board, naive_rules::floodFill(plain, plain.board, {p}));
    }
    if (!legal || stones.empty() || region.size() < 3) continue;
    std::string targetText = naive_rules::naiveName(stones[random() % stones.size()], width, height), regionText;
    for (int p : region) regionText += naive_rules::naiveName(p, width, height) + " ";
    const PositionSpec spec = goal(width, height, slashedRows(rows, width, height), targetText.c_str(),
                                   regionText.c_str(), random() % 2 ? Color::Black : Color::White);
    const int threatChoices[] = {0, 1, kUnlimitedKoThreats};
    TargetTerms terms;
    terms.koThreats = {threatChoices[random() % 3], threatChoices[random() % 3]};
    terms.sekiLives = random() % 4 != 0;
    auto done = visitGame(spec, [&](auto& game) {
      if constexpr (requires { game.targets(); }) {
        game.setTerms(terms);
        NaiveGame naive = *proof::naiveRoot(proofRoot(game));
        for (int ply = 0; ply < 40; ++ply) {
          typename std::remove_cvref_t<decltype(game)>::MoveListType moves;
          game.legalMoves(moves);
          std::vector<uint64_t> engineCodes;
          for (Move m : moves) engineCodes.push_back(*proof::moveCode(game.moveName(m), width, height));
          std::sort(engineCodes.begin(), engineCodes.end());
          const auto children = proof::legalChildren(naive);
          std::vector<uint64_t> naiveCodes;
          for (const auto& child : children) naiveCodes.push_back(child.first);
          EXPECT_EQ(engineCodes, naiveCodes) << rows << " ply " << ply;
          const bool over = game.result() != Winner::None;
          EXPECT_EQ(over, proof::referenceGameOver(naive)) << rows << " ply " << ply;
          if (over || engineCodes != naiveCodes) {
            if (over) {
              EXPECT_EQ(game.finalMargin(), proof::referenceFinalMargin(naive)) << rows;
            }
            ++ends[game.result() == Winner::Black ? 0 : game.result() == Winner::White ? 1 : 2];
            return;
          }
          ++plies;
          const size_t pick = random() % children.size();
          for (Move m : moves)
            if (*proof::moveCode(game.moveName(m), width, height) == children[pick].first) {
              retakes += m == game.koPoint();
              game.play(m);
            }
          naive = children[pick].second;
        }
      }
    });
    ASSERT_TRUE(done.ok()) << done;
    ++positions;
  }
  EXPECT_GT(plies, 4000);
  EXPECT_GT(ends[0], 200);
  EXPECT_GT(ends[1], 200);
}

// The engine's game and the checker's, every line to `depth` moves: the
// same legal moves and the same end at every node. Counts the retakes over
// the ko ban met on the way.
template <class Game>
void expectSameGoalTree(Game& game, const NaiveGame& naive, int depth, int& nodes, int& retakes) {
  ++nodes;
  const int width = game.geometry().width(), height = game.geometry().height();
  typename Game::MoveListType moves;
  game.legalMoves(moves);
  std::vector<std::pair<uint64_t, Move>> engine;
  for (Move m : moves) engine.emplace_back(*proof::moveCode(game.moveName(m), width, height), m);
  std::sort(engine.begin(), engine.end());
  const auto children = proof::legalChildren(naive);
  ASSERT_EQ(engine.size(), children.size()) << std::string(naive.board.begin(), naive.board.end());
  ASSERT_EQ(game.result() != Winner::None, proof::referenceGameOver(naive));
  if (game.result() != Winner::None) {
    ASSERT_EQ(game.finalMargin(), proof::referenceFinalMargin(naive));
    return;
  }
  if (depth == 0) return;
  for (size_t i = 0; i < engine.size(); ++i) {
    ASSERT_EQ(engine[i].first, children[i].first);
    retakes += engine[i].second == game.koPoint();
    game.play(engine[i].second);
    expectSameGoalTree(game, children[i].second, depth - 1, nodes, retakes);
    game.undo();
  }
}

TEST(CheckerRulesAgree, OnLocalGoalsKoFightsWithEveryThreatTerm) {
  // target_game_test's ko in the middle and bent four in the corner.
  const std::vector<std::pair<PositionSpec, int>> problems = {
      {goal(4, 3, ".XO./XO.O/.XO.", "c3"), 9},
      {readGoalPicture({",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", "XXXX,,,,,", "ooX.X,,,,",
                        ".oooX,,,,", "...oX,,,,"})
           .spec("d2", Color::Black),
       7},
  };
  int nodes = 0, retakes = 0;
  for (const auto& [spec, depth] : problems)
    for (int black : {0, 1, kUnlimitedKoThreats})
      for (int white : {0, 2, kUnlimitedKoThreats})
        for (bool sekiLives : {true, false}) {
          auto done = visitGame(spec, [&](auto& game) {
            if constexpr (requires { game.targets(); }) {
              game.setTerms(TargetTerms{{black, white}, sekiLives});
              expectSameGoalTree(game, *proof::naiveRoot(proofRoot(game)), depth, nodes, retakes);
            }
          });
          ASSERT_TRUE(done.ok()) << done;
        }
  EXPECT_GT(nodes, 10000);
  EXPECT_GT(retakes, 100) << "the lines retook kos over the ban";
}

// A copy of the proof at `from` whose header `edit` changes, the body as it was.
std::string withHeader(const std::string& from, const std::string& name,
                       const std::function<void(proof::ProofHeader&)>& edit) {
  auto in = proof::ProofDecoder::open(from);
  EXPECT_TRUE(in.ok()) << in.status();
  proof::ProofHeader header = (*in)->header();
  edit(header);
  const std::string to = proofPath(name);
  std::ofstream file(to, std::ios::binary | std::ios::trunc);
  proof::ProofEncoder out(header, [&file](std::string_view bytes) { file.write(bytes.data(), bytes.size()); });
  for (absl::StatusOr<uint8_t> byte = (*in)->get(); byte.ok(); byte = (*in)->get()) out.put(*byte);
  out.finish();
  return to;
}

TEST(ProofOfALocalGoal, AnotherTargetRegionOrThreatsIsRejected) {
  provenGoal("goal_forged", "--size 5x5 --board '...../.XXX./XOO.X/.XOX./.....' --target c3");
  const std::string valid = proofPath("goal_forged");
  ASSERT_EQ(proof::checkProof(valid).exitCode, 0);
  auto failure = [&](const char* name, const std::function<void(proof::ProofHeader&)>& edit) {
    const CheckReport report = proof::checkProof(withHeader(valid, name, edit));
    EXPECT_EQ(report.exitCode, 1) << name;
    return report.failure;
  };
  EXPECT_THAT(failure("empty_target", [](proof::ProofHeader& h) { h.root.target = {"e1"}; }),
              ::testing::HasSubstr("target: the target must be stones of one colour"));
  EXPECT_THAT(failure("black_target", [](proof::ProofHeader& h) { h.root.target = {"b4"}; }),
              ::testing::Not(::testing::IsEmpty())) << "Black's stones: another problem";
  EXPECT_THAT(failure("both_colours", [](proof::ProofHeader& h) { h.root.target = {"c3", "b4"}; }),
              ::testing::HasSubstr("target: the target must be stones of one colour"));
  EXPECT_THAT(failure("no_point", [](proof::ProofHeader& h) { h.root.target = {"z9"}; }),
              ::testing::HasSubstr("target: 'z9' is not a point on this board"));
  EXPECT_THAT(failure("smaller_region", [](proof::ProofHeader& h) { h.root.region.pop_back(); }),
              ::testing::HasSubstr("the rules allow"));
  // White with no ko threat instead of any: the capture needs no ko, so
  // this proof still proves it.
  EXPECT_EQ(proof::checkProof(withHeader(valid, "fewer_threats", [](proof::ProofHeader& h) {
              h.root.koThreats[1] = 0;
            })).exitCode,
            0);
}

}  // namespace
}  // namespace goproof::testing
