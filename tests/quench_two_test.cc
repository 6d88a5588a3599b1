// Quench #2 (docs/rules/quench.md): after her first capture a player's turn
// is a pass, one stone that creates no group, or two stones, the first
// joining two or more of her groups and the second creating a group, each
// resolved (captures, then suicide) before the next. The two stones are one
// move, named "b4+c1".
#include <algorithm>

#include "gtest/gtest.h"
#include "solver/rules/knowledge/proof_number_init.h"
#include "solver/rules/perft.h"
#include "solver/rules/position_setup.h"
#include "solver/rules/two_stone_game.h"
#include "solver/search/solve.h"
#include "checker/naive_rules.h"
#include "tests/naive_perft.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;

// Black has made her first capture (one prisoner). b4 joins her two groups
// (a4-a3 and c4-c3) and takes the white stone on b3; c1, which touches no
// black stone, then takes d1.
constexpr const char* kJoinThenCreate =
    "X.X./"
    "XOX./"
    ".X.X/"
    "...O";

QuenchTwoGame<1> position(const std::string& rules, const std::string& rows, Color toMove = Color::Black) {
  PositionSpec spec;
  spec.rules = *Rules::parse(rules);
  spec.width = 4;
  spec.height = 4;
  spec.rows = rows;
  spec.toMove = toMove;
  spec.prisoners = {1, 0};
  spec.coins = {Coin::Tails, Coin::None};  // Black: "captured"
  auto game = setUpGame<1>(spec);
  EXPECT_TRUE(game.ok()) << game.status();
  return QuenchTwoGame<1>(*std::move(game));
}

IllegalReason reason(const QuenchTwoGame<1>& game, const std::string& move) {
  std::optional<Move> m = game.moveNamed(move);
  EXPECT_TRUE(m.has_value()) << move;
  return game.legality(*m);
}

TEST(Quench2, AJoiningStoneThenACreatingStoneIsOneMove) {
  auto game = position("quench-2", kJoinThenCreate);
  const Move turn = *game.moveNamed("b4+c1");
  EXPECT_EQ(game.moveName(turn), "b4+c1");
  MoveCheck check = game.check(turn);
  ASSERT_TRUE(check.legal()) << toString(check.reason);
  EXPECT_EQ(check.captures, 2) << "b3 by the first stone, d1 by the second";
  const uint64_t before = game.hash();
  game.play(turn);
  EXPECT_EQ(game.toMove(), Color::White) << "both stones are one turn";
  EXPECT_EQ(game.prisoners(Color::Black), 3);
  EXPECT_EQ(game.board().at(at(game, "b3")), Color::Empty);
  EXPECT_EQ(game.board().at(at(game, "d1")), Color::Empty);
  EXPECT_EQ(game.board().at(at(game, "c1")), Color::Black);
  EXPECT_EQ(game.hash(), game.hashFromScratch());
  game.undo();
  EXPECT_EQ(game.hash(), before);
  EXPECT_EQ(game.prisoners(Color::Black), 1);
  EXPECT_EQ(game.board().at(at(game, "b3")), Color::White);
}

TEST(Quench2, EachStoneMustDoItsPart) {
  auto game = position("quench-2", kJoinThenCreate);
  EXPECT_EQ(reason(game, "b4+a1"), IllegalReason::None);
  EXPECT_EQ(reason(game, "d4+a1"), IllegalReason::NotJoining) << "d4 touches one black group only";
  EXPECT_EQ(reason(game, "d3+a1"), IllegalReason::None) << "d3 joins c4-c3 and d2";
  EXPECT_EQ(reason(game, "a2+c1"), IllegalReason::None) << "a2 joins a4-a3 and b2";
  EXPECT_EQ(reason(game, "a2+d4"), IllegalReason::NotNewGroup) << "d4 touches c4";
  EXPECT_EQ(reason(game, "b4+d3"), IllegalReason::NotNewGroup) << "d3 touches c3 and d2";
  EXPECT_EQ(reason(game, "b4+b3"), IllegalReason::NotNewGroup) << "once b3 is taken, a stone there touches b4";
  EXPECT_EQ(reason(game, "b4+a4"), IllegalReason::Occupied);
  EXPECT_EQ(reason(game, "b4+b4"), IllegalReason::Occupied) << "the first stone is there";
  EXPECT_EQ(reason(game, "a4+c1"), IllegalReason::Occupied);
}

TEST(Quench2, ASecondStoneWithoutLibertiesIsSuicide) {
  // d4 has no liberty once placed (c4 and d3 are White's, with liberties of their own).
  auto game = position("quench-2",
                       "X.OO/"
                       "X.XO/"
                       "..X./"
                       "....");
  EXPECT_EQ(reason(game, "b3+d1"), IllegalReason::None);
  EXPECT_EQ(reason(game, "b4+d1"), IllegalReason::NotJoining) << "b4 touches a4-a3 only";
  EXPECT_EQ(reason(game, "b3+c1"), IllegalReason::NotNewGroup);
  auto corner = position("quench-2",
                         "X.X./"
                         "X.X./"
                         "..OO/"
                         "..O.");
  EXPECT_EQ(reason(corner, "b4+d1"), IllegalReason::Suicide) << "d1 between c1 and d2, taking nothing";
}

TEST(Quench2, AfterTheFirstCaptureOneStoneMustNotCreateAGroup) {
  auto game = position("quench-2", kJoinThenCreate);
  EXPECT_EQ(reason(game, "d4"), IllegalReason::None) << "d4 grows the group c4-c3";
  EXPECT_EQ(reason(game, "a1"), IllegalReason::NewGroup);
  EXPECT_EQ(reason(game, "b4"), IllegalReason::None) << "joining alone is a stone that creates no group";
  EXPECT_EQ(game.legality(kPass), IllegalReason::None);
}

TEST(Quench2, TwoStonesOnlyAfterTheFirstCaptureAndOnlyInQuench2) {
  auto white = position("quench-2", kJoinThenCreate, Color::White);
  EXPECT_EQ(reason(white, "c2+a1"), IllegalReason::NoTwoStones) << "White has captured nothing yet";
  auto quench1 = position("quench-1", kJoinThenCreate);
  EXPECT_EQ(reason(quench1, "b4+c1"), IllegalReason::NoTwoStones);
  EXPECT_EQ(reason(quench1, "b4"), IllegalReason::None);
}

TEST(Quench2, TheMoveListHoldsEveryTwoStoneTurn) {
  auto game = position("quench-2", kJoinThenCreate);
  QuenchTwoGame<1>::MoveListType moves;
  game.legalMoves(moves);
  std::vector<std::string> names;
  for (Move m : moves) names.push_back(game.moveName(m));
  EXPECT_NE(std::find(names.begin(), names.end(), "b4+c1"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "pass"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "a1"), names.end()) << "a lone a1 creates a group";
  // Every listed move is legal, and every legal move is listed.
  int legal = 0;
  for (Move m = 0; m < game.moveIdLimit(); ++m) legal += game.legality(m) == IllegalReason::None;
  EXPECT_EQ(legal + 1, moves.size) << "and the pass";
  // A GameState's own short list cannot hold them: it says so.
  MoveList<1> shortList;
  EXPECT_THROW(static_cast<const GameState<1>&>(game).legalMoves(shortList), std::logic_error);
}

TEST(Quench2, PerftFromAPositionWithTwoStoneTurnsMatchesTheNaiveRules) {
  auto game = position("quench-2", kJoinThenCreate);
  naive_rules::NaiveGame naive = naive_rules::naiveGame("quench-2", 4, 4, kJoinThenCreate);
  naive.prisoners[0] = 1;
  naive.coin[0] = 1;
  for (int depth = 1; depth <= 3; ++depth) EXPECT_EQ(perft(game, depth), naive_rules::naivePerft(naive, depth)) << depth;
}

TEST(Quench2, BoardsLargerThan64PointsAreRefused) {
  PositionSpec spec;
  spec.rules = *Rules::parse("quench-2");
  spec.width = 9;
  spec.height = 9;
  auto game = setUpGame<2>(spec);
  ASSERT_FALSE(game.ok());
  EXPECT_NE(game.status().message().find("at most 64 points"), std::string_view::npos) << game.status();
}

// As for #1, #3 and #4 (quench_test.cc): no state recurs on these boards,
// two-stone turns included, so play is finite there.
TEST(Quench2, NoPositionRecursOnSmallBoards) {
  for (auto [w, h] : {std::pair{2, 2}, {2, 3}, {3, 3}, {1, 4}, {1, 6}, {2, 4}}) {
    QuenchTwoGame<1> root(testing::emptyGame("quench-2", w, h));
    auto analysis = RetrogradeAnalysis<QuenchTwoGame<1>>::analyze(root);
    ASSERT_TRUE(analysis.status().ok());
    EXPECT_FALSE(analysis.canRecur()) << w << "x" << h;
  }
}

// df-pn's contact bias looks at both stones of a two-stone turn: Black's
// b4 touches White's b3, so b4+a1 is in contact; c2 joins three black
// groups and touches no white stone, nor does a1, so c2+a1 is aside. Each
// turn here is legal (the test below checks the legal list holds them).
TEST(Quench2, AContactTurnIsOneWhoseEitherStoneTouchesTheEnemy) {
  QuenchTwoGame<1> game = position("quench-2", kJoinThenCreate);
  EXPECT_EQ(proofNumberWeight(game, game.twoStoneTurn(at(game, "b4"), at(game, "a1")), 16), 1u);
  EXPECT_EQ(proofNumberWeight(game, game.twoStoneTurn(at(game, "c2"), at(game, "a1")), 16), 16u);
  // a2 joins a3 and b2, touching no white stone; c1 then makes a new group beside White's d1.
  EXPECT_EQ(proofNumberWeight(game, game.twoStoneTurn(at(game, "a2"), at(game, "c1")), 16), 1u)
      << "the second stone alone in contact";
  typename QuenchTwoGame<1>::MoveListType moves;
  game.legalMoves(moves);
  for (auto [first, second] : {std::pair{"b4", "a1"}, {"c2", "a1"}, {"a2", "c1"}}) {
    const Move turn = game.twoStoneTurn(at(game, first), at(game, second));
    EXPECT_NE(std::find(moves.begin(), moves.end(), turn), moves.end()) << first << "+" << second;
  }
}

// The three solvers agree on the exact score and the best moves, from the
// empty board and from the position above.
TEST(Quench2, EverySolverAgrees) {
  std::vector<QuenchTwoGame<1>> games;
  for (auto [w, h] : {std::pair{2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}})
    games.emplace_back(testing::emptyGame("quench-2", w, h));
  games.push_back(position("quench-2", kJoinThenCreate));
  for (QuenchTwoGame<1>& game : games) {
    SCOPED_TRACE(::testing::Message() << game.geometry().width() << "x" << game.geometry().height());
    std::optional<SolveResult> reference;
    // The last: df-pn with contact moves first (--contact-bias), which weighs two-stone turns too.
    for (auto [kind, contactBias] : {std::pair{SolverKind::Retrograde, 1u}, {SolverKind::Dfpn, 1u},
                                     {SolverKind::AlphaBeta, 1u}, {SolverKind::Dfpn, 16u}}) {
      SolverOptions options;
      options.kind = kind;
      options.contactBias = contactBias;
      options.tableMegabytes = 256;  // retrograde analysis: room for 1.9 million states
      options.allMoves = true;
      SolveResult r = solvePosition(game, options);
      ASSERT_TRUE(r.complete) << solverName(kind);
      std::sort(r.bestMoves.begin(), r.bestMoves.end());
      if (!reference) {
        reference = r;
        continue;
      }
      EXPECT_EQ(r.score, reference->score) << solverName(kind);
      EXPECT_EQ(r.bestMoves, reference->bestMoves) << solverName(kind);
    }
  }
}

}  // namespace
}  // namespace goproof
