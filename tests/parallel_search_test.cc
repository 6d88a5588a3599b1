// Parallel df-pn and parallel alpha-beta (Lazy SMP) give the serial answer: a
// fixed set of positions, solved with 1, 2 and 4 threads (4 is more than
// CI's cores, so threads also take turns), must give identical values,
// winning and best moves, every move's value and score. Each line they print
// must be legal and, where it ends the game, end it as the value says.
// --threads 1 is the serial solver, node for node. scripts/tsan.sh runs this
// test under ThreadSanitizer.
#include <algorithm>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "solver/rules/conquest_setup.h"
#include "solver/search/retrograde.h"
#include "solver/search/solve.h"
#include "tests/search_agreement.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;
using testing::expectSameAnswers;
using testing::gameFromRows;

struct Position {
  const char* rules;
  const char* rows;  // "" for the empty board
  int width, height;
  Color toMove = Color::Black;
};

GameState<1> setUp(const Position& p) {
  if (std::string(p.rows).empty()) return emptyGame(p.rules, p.width, p.height);
  return gameFromRows(p.rules, p.rows, p.toMove);
}

std::string describe(const Position& p) {
  return std::string(p.rules) + " " + std::to_string(p.width) + "x" + std::to_string(p.height) + " " + p.rows;
}

SolveResult solveWith(GameState<1>& game, int threads, SolverKind kind = SolverKind::Dfpn) {
  SolverOptions options;
  options.kind = kind;
  options.tableMegabytes = 16;
  options.allMoves = true;
  options.threads = threads;
  return solvePosition(game, options);
}

const std::vector<Position> kPositions = {
    {"capture-1", "", 4, 4},                           // White wins: no winning first move
    {"capture-1", "", 3, 4},
    {"capture-2", "", 3, 4},
    {"capture-1", "X.../.O../..../....", 4, 4, Color::Black},
    {"capture-1", ".X../OXO./.O../....", 4, 4, Color::Black},
    {"gonnect", "", 4, 4},
    {"gonnect", "", 3, 3},
    {"go", "", 3, 3},                                  // B+9 by bisection over df-pn questions
    {"go", "", 2, 3},                                  // endless play: 0
    {"quench-1", "", 3, 3},
    {"conversion", "", 3, 3},
};

void expectTheSerialAnswer(SolverKind kind) {
  for (const Position& p : kPositions) {
    GameState<1> game = setUp(p);
    SolveResult serial = solveWith(game, 1, kind);
    ASSERT_TRUE(serial.complete) << describe(p);
    for (int threads : {2, 4, 4}) {
      SolveResult parallel = solveWith(game, threads, kind);
      SCOPED_TRACE(std::string(solverName(kind)) + " on " + describe(p) + " with " + std::to_string(threads) + " threads");
      ASSERT_TRUE(parallel.complete);
      EXPECT_EQ(parallel.value, serial.value);
      EXPECT_EQ(parallel.score, serial.score);
      EXPECT_EQ(parallel.winningMoves, serial.winningMoves);
      EXPECT_EQ(parallel.bestMoves, serial.bestMoves);
      ASSERT_EQ(parallel.moveValues.size(), serial.moveValues.size());
      for (size_t i = 0; i < serial.moveValues.size(); ++i) {
        EXPECT_EQ(parallel.moveValues[i].move, serial.moveValues[i].move);
        EXPECT_EQ(parallel.moveValues[i].value, serial.moveValues[i].value) << "move " << serial.moveValues[i].move;
      }
      ASSERT_EQ(parallel.moveScores.size(), serial.moveScores.size());
      for (size_t i = 0; i < serial.moveScores.size(); ++i)
        EXPECT_EQ(parallel.moveScores[i].score, serial.moveScores[i].score) << "move " << serial.moveScores[i].move;
    }
  }
}

TEST(ParallelSearch, EveryThreadCountGivesTheSerialAnswer) { expectTheSerialAnswer(SolverKind::Dfpn); }

TEST(ParallelSearch, AlphaBetaGivesTheSerialAnswerOnEveryThreadCount) { expectTheSerialAnswer(SolverKind::AlphaBeta); }

// By margins (given a first guess of the score), the helpers ask each of
// the main engine's questions too, beginning their iterations from its tag
// (alphabeta.h): with a right guess and wrong ones, on two and four
// threads, the margin and the best and winning moves are retrograde
// analysis's.
TEST(ParallelSearch, AlphaBetaByMarginsGivesRetrogradesAnswers) {
  struct Board {
    const char* rules;
    int width, height;
  };
  for (const Board& b : {Board{"go", 2, 3}, Board{"go", 3, 3}, Board{"go+komi=3.5", 3, 3}, Board{"go", 2, 4},
                         Board{"quench-1", 3, 3}, Board{"quench-4", 2, 3}, Board{"conversion", 3, 3}}) {
    GameState<1> game = emptyGame(b.rules, b.width, b.height);
    const RetrogradeResult retro = solveRetrograde(game, RetrogradeOptions{});
    ASSERT_TRUE(retro.status.ok() && retro.score.has_value()) << b.rules;
    const ScoreRange range = game.scoreRange();
    for (const HalfPoints guess : {*retro.score, *retro.score - 4, *retro.score + 3})
      for (const int threads : {2, 4}) {
        SolverOptions options;
        options.kind = SolverKind::AlphaBeta;
        options.tableMegabytes = 16;
        options.threads = threads;
        options.scoreGuess = std::clamp(guess, range.low, range.high);
        const SolveResult r = solvePosition(game, options);
        SCOPED_TRACE(std::string(b.rules) + " " + std::to_string(b.width) + "x" + std::to_string(b.height) +
                     ", guess " + formatMargin(*options.scoreGuess) + ", " + std::to_string(threads) + " threads");
        ASSERT_TRUE(r.complete);
        EXPECT_EQ(r.score, retro.score);
        EXPECT_EQ(r.bestMoves, retro.bestMoves);
        EXPECT_EQ(r.winningMoves, retro.winningMoves);
      }
  }
}

// The winner's line: every move legal, and a finished game won by the winner.
TEST(ParallelSearch, ItsLinesArePlayableAndWonByTheWinner) {
  for (SolverKind kind : {SolverKind::Dfpn, SolverKind::AlphaBeta})
  for (const Position& p : kPositions) {
    GameState<1> game = setUp(p);
    if (game.scored()) continue;
    SolveResult r = solveWith(game, 4, kind);
    ASSERT_NE(r.value, Value::Unknown) << describe(p);
    Winner expected = winnerFor(r.value, game.toMove());
    GameState<1> replay = game;
    for (Move m : r.principalVariation) {
      typename GameState<1>::MoveListType legal;
      replay.legalMoves(legal);
      ASSERT_NE(std::find(legal.begin(), legal.end(), m), legal.end()) << describe(p) << ": " << replay.moveName(m);
      replay.play(m);
    }
    if (replay.result() != Winner::None) {
      EXPECT_EQ(replay.result(), expected) << describe(p);
    }
  }
}

TEST(ParallelSearch, OneThreadIsTheSerialSolverNodeForNode) {
  for (const Position& p : kPositions) {
    GameState<1> game = setUp(p);
    if (game.scored()) continue;
    DfpnOptions options;
    options.tableMegabytes = 16;
    options.allMoves = true;
    SolveResult direct = DfpnSolver<GameState<1>>(options).solve(game);
    SolveResult viaOptions = solveWith(game, 1);
    EXPECT_EQ(viaOptions.stats.nodes, direct.stats.nodes) << describe(p);
    EXPECT_EQ(viaOptions.principalVariation, direct.principalVariation) << describe(p);
  }
}

// A table small enough to grow many times while four threads search it:
// the growth pauses them all, and nothing is lost but work.
TEST(ParallelSearch, TheSharedTableGrowsUnderFourThreads) {
  GameState<1> game = emptyGame("capture-1", 4, 4);
  SolverOptions options;
  options.tableMegabytes = 64;  // starts at 1 MiB: grows while the search runs
  options.threads = 4;
  SolveResult r = solvePosition(game, options);
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.value, Value::Loss) << "4x4 Capture-1 is a win for White (published)";
  EXPECT_TRUE(r.winningMoves.empty());
}

// The same for alpha-beta: its main engine parks the helpers to grow the
// table. 4x4 Capture-2 stores about 230,000 positions on one thread, seven
// times the half of the 1 MiB table it starts with, so it grows whatever
// share of the work the helpers get (4x4 Capture-1, about 30,000, fell under
// it on one run under ThreadSanitizer). Serial df-pn gives the answer.
TEST(ParallelSearch, AlphaBetasSharedTableGrowsUnderFourThreads) {
  GameState<1> game = emptyGame("capture-2", 4, 4);
  SolverOptions serial;
  serial.tableMegabytes = 16;
  serial.threads = 1;
  serial.allMoves = true;
  SolveResult expected = solvePosition(game, serial);
  SolverOptions options;
  options.kind = SolverKind::AlphaBeta;
  options.tableMegabytes = 64;
  options.threads = 4;
  options.allMoves = true;
  SolveResult r = solvePosition(game, options);
  ASSERT_TRUE(r.complete);
  ASSERT_EQ(r.moveValues.size(), 16u);
  expectSameAnswers(r, expected, "alpha-beta on four threads against serial df-pn");
  const uint64_t halfOfTheFirstMiB = 32768;
  EXPECT_GT(r.stats.table.stores - r.stats.table.overwrites - r.stats.table.dropped,
            halfOfTheFirstMiB);
}

// Checkpoints save the shared table while four threads search it (each save
// pauses them), and a solve resumed from the saved entries gives the same answer.
TEST(ParallelSearch, CheckpointsPauseEveryThreadAndResume) {
  GameState<1> game = emptyGame("capture-2", 4, 4);
  std::vector<std::pair<uint64_t, uint64_t>> saved;
  int saves = 0;
  SolverOptions options;
  options.tableMegabytes = 16;
  options.threads = 4;
  options.checkpoint.everySeconds = 0.002;
  options.checkpoint.save = [&](const EntryWalk& walk) {
    ++saves;
    saved.clear();
    walk([&](uint64_t key, uint64_t bits) { saved.emplace_back(key, bits); });
  };
  SolveResult first = solvePosition(game, options);
  ASSERT_TRUE(first.complete);
  EXPECT_GE(saves, 2) << "saved during the search and at its end";
  ASSERT_FALSE(saved.empty());
  SolverOptions again;
  again.tableMegabytes = 16;
  again.threads = 4;
  again.checkpoint.resumeEntries = saved.size();
  again.checkpoint.resumeFrom = [&](const EntryVisitor& visit) {
    for (const auto& [key, bits] : saved) visit(key, bits);
  };
  SolveResult resumed = solvePosition(game, again);
  EXPECT_EQ(resumed.value, first.value);
  EXPECT_EQ(resumed.winningMoves, first.winningMoves);
  EXPECT_LT(resumed.stats.nodes, first.stats.nodes);
}

// The progress line counts the helpers' nodes too. The first report holds
// the main engine for 1.5 s while the helper searches on; the main engine
// reports again 64 of its own nodes later (its next poll), so a count of its
// nodes alone would rise by 64, and a count of both by the helper's 1.5 s.
TEST(ParallelSearch, AlphaBetasProgressCountsEveryEnginesNodes) {
  GameState<1> game = emptyGame("capture-1", 7, 7);
  AlphaBetaOptions options;
  options.tableMegabytes = 64;
  options.threads = 2;
  options.timeLimitSeconds = 3;
  std::vector<uint64_t> reports;
  options.progress = [&](uint64_t nodes, int, double, const std::string&) {
    reports.push_back(nodes);
    if (reports.size() == 1) std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  };
  SolveResult r = solveAlphaBeta(game, options);
  ASSERT_FALSE(r.complete) << "7x7 Capture-1 is not solved in 3 s";
  ASSERT_GE(reports.size(), 2u);
  EXPECT_GT(reports[1] - reports[0], 1000u) << "the helper searched while the main engine waited";
  EXPECT_LE(reports.back(), r.stats.nodes) << "no more than both engines' nodes in the end";
}

}  // namespace
}  // namespace goproof

namespace goproof {
namespace {

// Conquest's game keeps per-object scratch (the moves legalMoves listed, for
// play): each thread's copy must keep its own, and the answer stay the serial one.
TEST(ParallelSearch, ConquestGivesTheSerialAnswer) {
  for (const char* rules : {"conquest", "conquest+pure"})
    for (auto [width, height] : {std::pair{3, 3}, std::pair{4, 3}})
      for (SolverKind kind : {SolverKind::Dfpn, SolverKind::AlphaBeta}) {
        PositionSpec spec;
        spec.rules = *Rules::parse(rules);
        spec.width = width;
        spec.height = height;
        auto game = setUpConquest<1>(spec);
        ASSERT_TRUE(game.ok()) << game.status();
        SolverOptions options;
        options.kind = kind;
        options.tableMegabytes = 16;
        options.allMoves = true;
        options.threads = 1;
        const SolveResult serial = solvePosition(*game, options);
        ASSERT_TRUE(serial.complete);
        for (int threads : {2, 4}) {
          SCOPED_TRACE(std::string(solverName(kind)) + " on " + rules + " " + std::to_string(width) + "x" +
                       std::to_string(height) + " with " + std::to_string(threads) + " threads");
          options.threads = threads;
          const SolveResult parallel = solvePosition(*game, options);
          ASSERT_TRUE(parallel.complete);
          EXPECT_EQ(parallel.score, serial.score);
          EXPECT_EQ(parallel.bestMoves, serial.bestMoves);
          ASSERT_EQ(parallel.moveScores.size(), serial.moveScores.size());
          for (size_t i = 0; i < serial.moveScores.size(); ++i)
            EXPECT_EQ(parallel.moveScores[i].score, serial.moveScores[i].score) << "move " << serial.moveScores[i].move;
        }
      }
}

}  // namespace
}  // namespace goproof
