// Every solver plays Conquest through the game contract: df-pn and
// alpha-beta (through the threshold bisection of exact_score.h) and
// retrograde analysis, from the entry point the command line uses
// (solvePosition), all agree with a plain minimax written here, on the
// smallest boards and after a few moves on larger ones.
#include <algorithm>
#include <memory>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "gtest/gtest.h"
#include "solver/rules/conquest_game.h"
#include "solver/search/solve.h"

namespace goproof {
namespace {

using Game = ConquestGame<1>;
static_assert(ScoredSearchGame<Game>);

Game emptyConquest(int width, int height, HalfPoints komi = 0, bool pure = false) {
  Rules rules = Rules::defaults(GameKind::Conquest);
  rules.komi = komi / 2.0;
  rules.pure = pure;
  return Game(std::make_shared<const Geometry<1>>(width, height), rules, Color::Black);
}

// Black's margin under perfect play, by minimax over every line (memoised by the exact state).
HalfPoints minimax(Game& game, absl::flat_hash_map<Game::ExactKey, HalfPoints>& memo) {
  if (game.result() != Winner::None) return game.finalMargin();
  if (auto it = memo.find(game.exactKey()); it != memo.end()) return it->second;
  Game::MoveListType moves;
  game.legalMoves(moves);
  const bool black = game.toMove() == Color::Black;
  HalfPoints best = black ? -10000 : 10000;
  for (Move m : moves) {
    game.play(m);
    const HalfPoints v = minimax(game, memo);
    game.undo();
    best = black ? std::max(best, v) : std::min(best, v);
  }
  memo[game.exactKey()] = best;
  return best;
}

std::vector<Move> bestMoves(Game& game, absl::flat_hash_map<Game::ExactKey, HalfPoints>& memo) {
  const HalfPoints v = minimax(game, memo);
  Game::MoveListType moves;
  game.legalMoves(moves);
  std::vector<Move> best;
  for (Move m : moves) {
    game.play(m);
    if (minimax(game, memo) == v) best.push_back(m);
    game.undo();
  }
  std::sort(best.begin(), best.end());
  return best;
}

void expectAllAgree(Game game, const std::vector<std::string>& line) {
  for (const std::string& move : line) game.play(*game.moveNamed(move));
  SCOPED_TRACE(::testing::Message() << game.geometry().width() << "x" << game.geometry().height() << " after "
                                    << line.size() << " moves, komi quarters " << game.komiQuarters());
  absl::flat_hash_map<Game::ExactKey, HalfPoints> memo;
  const HalfPoints value = minimax(game, memo);
  std::vector<Move> best = bestMoves(game, memo);
  for (SolverKind kind : {SolverKind::Dfpn, SolverKind::AlphaBeta, SolverKind::Retrograde}) {
    SolverOptions options;
    options.kind = kind;
    options.tableMegabytes = kind == SolverKind::Retrograde ? 256 : 16;
    SolveResult r = solvePosition(game, options);
    ASSERT_TRUE(r.complete) << solverName(kind) << ": " << r.incompleteReason;
    EXPECT_EQ(r.score, value) << solverName(kind);
    std::vector<Move> found = r.bestMoves;
    std::sort(found.begin(), found.end());
    EXPECT_EQ(found, best) << solverName(kind);
  }
}

TEST(ConquestSolve, EverySolverScoresTheSmallestBoardsExactly) {
  for (auto [w, h] : {std::pair{2, 2}, {3, 2}, {4, 2}, {3, 3}}) {
    expectAllAgree(emptyConquest(w, h), {});
    expectAllAgree(emptyConquest(w, h, 1), {});
  }
}

TEST(ConquestSolve, EverySolverScoresPureConquestExactly) {
  for (auto [w, h] : {std::pair{2, 2}, {3, 2}, {4, 2}, {3, 3}}) expectAllAgree(emptyConquest(w, h, 0, true), {});
  expectAllAgree(emptyConquest(4, 4, 0, true), {"b2", "c3", "b3", "c2"});
}

TEST(ConquestSolve, EverySolverScoresPositionsOnLargerBoards) {
  expectAllAgree(emptyConquest(4, 3), {"b2"});
  expectAllAgree(emptyConquest(4, 4), {"b2", "c3", "b3", "c2"});
  expectAllAgree(emptyConquest(5, 4), {"b2", "c3", "d2", "c2", "b3"});
}

}  // namespace
}  // namespace goproof
