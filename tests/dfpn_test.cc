// df-pn on positions a teacher would set, and its answers pinned against the
// project's other solvers and known published values.
#include <algorithm>

#include "gtest/gtest.h"
#include "solver/search/dfpn.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::emptyGame;
using testing::gameFromRows;

template <int Words>
SolveResult solveDfpn(GameState<Words>& game, bool allMoves = false, bool symmetry = true) {
  DfpnOptions options;
  options.tableMegabytes = 16;
  options.allMoves = allMoves;
  options.useSymmetry = symmetry;
  DfpnSolver<GameState<Words>> solver(options);
  return solver.solve(game);
}

std::vector<std::string> names(const GameState<1>& game, const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(game.geometry().name(m));
  return out;
}

TEST(Dfpn, TheCaptureWinsAtOnce) {
  // Black takes b4 with c4 and wins at once. Saving a4 with a3 also wins, more
  // slowly: b4 is still in atari. Every other move lets White take a4.
  auto game = gameFromRows("capture-1", "XO../.X../..../....");
  SolveResult r = solveDfpn(game, true);
  EXPECT_EQ(r.value, Value::Win);
  EXPECT_EQ(names(game, r.winningMoves), (std::vector<std::string>{"a3", "c4"}));
  EXPECT_EQ(names(game, r.principalVariation), std::vector<std::string>{"c4"});
}

TEST(Dfpn, EveryMoveLosesWhenTwoStonesAreInAtari) {
  // Black's a5 and e1 are both in atari, far apart, and no White stone is:
  // whatever Black does, White takes one of them next.
  auto game = gameFromRows("capture-1",
                           "XO.../"
                           "...../"
                           "...../"
                           "...../"
                           "...OX");
  SolveResult r = solveDfpn(game, true);
  EXPECT_EQ(r.value, Value::Loss);
  EXPECT_TRUE(r.winningMoves.empty());
  for (const auto& mv : r.moveValues) EXPECT_EQ(mv.value, Value::Loss) << game.geometry().name(mv.move);
}

TEST(Dfpn, GonnectOneMoveFromConnection) {
  auto game = gameFromRows("gonnect", ".X./OXO/...");
  SolveResult r = solveDfpn(game);
  EXPECT_EQ(r.value, Value::Win);
  EXPECT_EQ(r.principalVariation.front(), at(game, "b1"));
}

TEST(Dfpn, AFinishedGameHasItsValue) {
  auto game = gameFromRows("gonnect", "X../X../X..", Color::White);
  SolveResult r = solveDfpn(game);
  EXPECT_EQ(r.value, Value::Loss);  // White to move, Black has connected
  EXPECT_TRUE(r.principalVariation.empty());
}

TEST(Dfpn, SymmetryChangesNothingButTheWork) {
  for (const char* rules : {"capture-1", "capture-2", "gonnect"}) {
    auto a = emptyGame(rules, 3, 3);
    auto b = emptyGame(rules, 3, 3);
    SolveResult with = solveDfpn(a, true, true), without = solveDfpn(b, true, false);
    EXPECT_EQ(with.value, without.value) << rules;
    EXPECT_EQ(with.winningMoves, without.winningMoves) << rules;
    ASSERT_EQ(with.moveValues.size(), without.moveValues.size()) << rules;
    for (size_t i = 0; i < with.moveValues.size(); ++i) EXPECT_EQ(with.moveValues[i].value, without.moveValues[i].value);
  }
}

TEST(Dfpn, TransposedBoardsHaveTransposedValues) {
  // docs/values.md lists W x H and H x W once: the rules do not care which way round.
  for (const char* rules : {"capture-1", "capture-2", "gonnect"}) {
    for (auto [w, h] : {std::pair{2, 3}, std::pair{3, 4}, std::pair{2, 5}}) {
      auto a = emptyGame(rules, w, h);
      auto b = emptyGame(rules, h, w);
      SolveResult ra = solveDfpn(a, true), rb = solveDfpn(b, true);
      EXPECT_EQ(ra.value, rb.value) << rules << " " << w << "x" << h;
      ASSERT_EQ(ra.moveValues.size(), rb.moveValues.size());
      for (const auto& mv : ra.moveValues) {
        Move transposed = static_cast<Move>(b.geometry().point(a.geometry().y(mv.move), a.geometry().x(mv.move)));
        auto it = std::find_if(rb.moveValues.begin(), rb.moveValues.end(),
                               [&](const auto& other) { return other.move == transposed; });
        ASSERT_NE(it, rb.moveValues.end());
        EXPECT_EQ(mv.value, it->value) << rules << " " << a.geometry().name(mv.move);
      }
    }
  }
}

TEST(Dfpn, TheProgressNamesTheRootMoveItIsSearching) {
  // 5x5 Capture-1 takes millions of nodes: stopped after 20,000, the search
  // is inside the subtree of one of Black's first moves, and the progress
  // line names it with its numbers beside the root's.
  auto game = emptyGame<1>("capture-1", 5, 5);
  DfpnOptions options;
  options.tableMegabytes = 16;
  options.nodeLimit = 20000;
  DfpnSolver<GameState<1>> solver(options);
  EXPECT_EQ(solver.progressNow().rootMove, kNoMove);  // nothing searched yet
  EXPECT_EQ(solver.prove(game, Color::Black), Value::Unknown);
  const DfpnProgress& p = solver.progressNow();
  ASSERT_NE(p.rootMove, kNoMove);
  EXPECT_EQ(game.legality(p.rootMove), IllegalReason::None) << game.moveName(p.rootMove);
  EXPECT_GT(p.rootPn, 0u);
  EXPECT_GT(p.rootDn, 0u);
  const std::string detail = dfpnProgressDetail(p, game);
  EXPECT_EQ(detail, "pn " + std::to_string(p.rootPn) + " dn " + std::to_string(p.rootDn) + "  in " +
                        game.moveName(p.rootMove) + ": pn " + std::to_string(p.rootMovePn) + " dn " +
                        std::to_string(p.rootMoveDn));
}

TEST(Dfpn, AProgressLineBeforeTheFirstDescentNamesNoMove) {
  auto game = emptyGame<1>("capture-1", 3, 3);
  DfpnProgress p;
  p.question = "B+1 or more?";
  p.rootPn = 3, p.rootDn = 7;
  EXPECT_EQ(dfpnProgressDetail(p, game), "B+1 or more?  pn 3 dn 7");
  p.rootMove = static_cast<Move>(game.geometry().point(1, 1));
  p.rootMovePn = 2, p.rootMoveDn = 5;
  EXPECT_EQ(dfpnProgressDetail(p, game), "B+1 or more?  pn 3 dn 7  in b2: pn 2 dn 5");
}

TEST(Dfpn, KnownValueCapture1On4x4IsAWinForWhite) {
  auto game = emptyGame("capture-1", 4, 4);
  SolveResult r = solveDfpn(game);
  EXPECT_EQ(winnerFor(r.value, game.toMove()), Winner::White);
  EXPECT_TRUE(r.winningMoves.empty());
}

TEST(Dfpn, RefusesHistoryDependentRules) {
  auto game = emptyGame("gonnect+ko=superko", 3, 3);
  EXPECT_THROW(solveDfpn(game), std::invalid_argument);
}

}  // namespace
}  // namespace goproof
