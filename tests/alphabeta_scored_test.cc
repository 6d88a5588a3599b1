// Alpha-beta on scored games searches margins itself (search_score.h): the
// margin decides, then the side ahead ends the game as fast as it can and the
// side behind holds out longest. Quench and Conversion have no cycles, so a
// plain minimax over the same order, written here without alpha-beta, a
// table or symmetry, is an independent reference for the score, every move's
// score and the length of the line.
#include <random>

#include "absl/container/flat_hash_map.h"
#include "gtest/gtest.h"
#include "solver/rules/two_stone_game.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::emptyGame;
using testing::gameFromRows;

// The game's value for the side to move, counted from the position itself:
// (margin, then length) as one integer, by plain minimax with memory.
template <class Game>
class NaiveMarginMinimax {
 public:
  Score value(Game& game) {
    if (game.result() != Winner::None) {
      const HalfPoints black = game.finalMargin();
      return marginScore(game.toMove() == Color::Black ? black : -black, 0);
    }
    auto key = game.exactKey();
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    typename Game::MoveListType moves;
    game.legalMoves(moves);
    Score best = -kInfinity;
    for (Move m : moves) {
      game.play(m);
      best = std::max(best, scoreFromRoot(-value(game), 1));  // one move further from the end
      game.undo();
    }
    memo_.emplace(key, best);
    return best;
  }

 private:
  absl::flat_hash_map<typename Game::ExactKey, Score> memo_;
};

template <class Game>
SolveResult solveByAlphaBeta(Game& game) {
  SolverOptions options;
  options.kind = SolverKind::AlphaBeta;
  options.tableMegabytes = 16;
  options.allMoves = true;
  return solvePosition(game, options);
}

template <class Game>
std::string describe(const Game& game) {
  return game.rules().toString() + ", " + std::string(colorLetter(game.toMove())) + " to move" +
         (game.previousPass() ? " after a pass" : "") + "\n" + boardDiagram(game.board());
}

// Score, every move's score, and a line in which each move keeps the value
// exactly (margin and length), ending with the margin it promised.
template <class Game>
void expectPlainMinimax(Game& position) {
  NaiveMarginMinimax<Game> naive;
  const Score v = naive.value(position);
  const Color me = position.toMove();
  auto black = [me](HalfPoints m) { return me == Color::Black ? m : -m; };
  SolveResult r = solveByAlphaBeta(position);
  ASSERT_TRUE(r.complete) << describe(position);
  ASSERT_TRUE(r.score.has_value()) << describe(position);
  EXPECT_EQ(*r.score, black(marginOfScore(v))) << describe(position);

  typename Game::MoveListType moves;
  position.legalMoves(moves);
  ASSERT_EQ(r.moveScores.size(), static_cast<size_t>(moves.size)) << describe(position);
  std::vector<Move> best;
  for (const auto& [move, score] : r.moveScores) {
    position.play(move);
    const HalfPoints margin = -marginOfScore(naive.value(position));
    position.undo();
    EXPECT_EQ(score, black(margin)) << "after " << position.moveName(move) << ": " << describe(position);
    if (margin == marginOfScore(v)) best.push_back(move);
  }
  EXPECT_EQ(r.bestMoves, best) << describe(position);

  if (v == 0) return;  // a level line has no length to compare: any line that keeps 0 will do
  EXPECT_EQ(static_cast<int>(r.principalVariation.size()), pliesToEnd(v)) << describe(position);
  Score s = v;
  for (Move m : r.principalVariation) {
    position.play(m);
    const Score after = scoreFromRoot(-naive.value(position), 1);
    EXPECT_EQ(after, s) << position.moveName(m) << " gives the line away: " << describe(position);
    s = -scoreFromNode(s, 1);
  }
  EXPECT_NE(position.result(), Winner::None) << "the line stops before the end";
  if (position.result() != Winner::None) {
    EXPECT_EQ(position.finalMargin(), *r.score);
  }
  for (size_t i = 0; i < r.principalVariation.size(); ++i) position.undo();
}

template <class Game>
void checkBoard(const char* rules, int width, int height) {
  Game root{emptyGame(rules, width, height)};
  expectPlainMinimax(root);
  std::mt19937_64 rng(width * 10 + height);
  for (int n = 0; n < 4 && !::testing::Test::HasFailure(); ++n) {
    Game game{emptyGame(rules, width, height)};
    while (game.result() == Winner::None && !::testing::Test::HasFailure()) {
      typename Game::MoveListType moves;
      game.legalMoves(moves);
      game.play(moves[static_cast<int>(rng() % moves.size)]);
      if (game.result() != Winner::None) break;
      Game position = game.withoutHistory();
      expectPlainMinimax(position);
    }
  }
}

TEST(ScoredAlphaBeta, AgreesWithPlainMinimaxOnMarginAndLengthInEveryAcyclicGame) {
  for (const char* rules : {"quench-1", "quench-3", "quench-4", "conversion", "conversion+komi=0.5", "quench-4+komi=-1.5",
                            "conversion+komi=6", "quench-4+komi=-6", "quench-1+komi=6", "quench-3+komi=-6"})
    for (auto [w, h] : {std::pair{2, 2}, {1, 4}, {2, 3}, {3, 2}}) {
      SCOPED_TRACE(std::string(rules) + " " + std::to_string(w) + "x" + std::to_string(h));
      checkBoard<GameState<1>>(rules, w, h);
    }
  for (auto [w, h] : {std::pair{2, 2}, {2, 3}}) {
    SCOPED_TRACE("quench-2 " + std::to_string(w) + "x" + std::to_string(h));
    checkBoard<QuenchTwoGame<1>>("quench-2", w, h);
  }
}

TEST(ScoredAlphaBeta, TheSideAheadPassesWhenPassingEndsTheGameAtOnce) {
  // White has just passed; Black owns the whole 3x1 board. Playing on keeps
  // B+3, but passing ends the game with it now.
  GameState<1> game = gameFromRows("go", "X..");
  game = GameState<1>(game.rules(), game.board(), Color::Black, kNoMove, {0, 0}, /*previousPass=*/true);
  SolveResult r = solveByAlphaBeta(game);
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(formatMargin(*r.score), "B+3");
  EXPECT_EQ(r.principalVariation, std::vector<Move>{kPass});
  // b1 keeps the three points too (the same answer as retrograde's), but the
  // game then goes on.
  EXPECT_EQ(r.bestMoves, (std::vector<Move>{kPass, at(game, "b1")}));
  game.play(at(game, "b1"));
  SolveResult after = solveByAlphaBeta(game);
  EXPECT_EQ(formatMargin(*after.score), "B+3");
  EXPECT_GT(after.principalVariation.size(), 1u);
}

TEST(ScoredAlphaBeta, ALevelLineEndsWithTwoPasses) {
  // 2x2 Go: either side can keep a capture cycle going, so the value is 0;
  // passing at once keeps it and ends the game soonest.
  GameState<1> game = emptyGame("go", 2, 2);
  SolveResult r = solveByAlphaBeta(game);
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.score, 0);
  EXPECT_EQ(r.principalVariation, (std::vector<Move>{kPass, kPass}));
}

TEST(ScoredAlphaBeta, SolvesGoThroughItsCycles) {
  // Beyond 3x3 (tests/exact_score_test.cc has every board up to it): in Go
  // nearly every line can cycle; alpha-beta proves these boards only by
  // keeping repetition-bound results (repetition_table.h) and by looking
  // past unproven refutations for proven ones. Retrograde analysis, which
  // has no path and no horizon, is the reference.
  for (auto [width, height] : {std::pair{2, 4}, std::pair{3, 4}}) {
    GameState<1> game = emptyGame("go", width, height);
    SolveResult alphaBeta = solveByAlphaBeta(game);
    SolverOptions options;
    options.kind = SolverKind::Retrograde;
    options.tableMegabytes = 512;
    options.allMoves = true;
    SolveResult retrograde = solvePosition(game, options);
    ASSERT_TRUE(retrograde.complete);
    ASSERT_TRUE(alphaBeta.complete) << width << "x" << height << ": " << alphaBeta.incompleteReason;
    EXPECT_EQ(alphaBeta.score, retrograde.score) << width << "x" << height;
    EXPECT_EQ(alphaBeta.bestMoves, retrograde.bestMoves) << width << "x" << height;
    ASSERT_EQ(alphaBeta.moveScores.size(), retrograde.moveScores.size());
    for (size_t i = 0; i < alphaBeta.moveScores.size(); ++i) {
      EXPECT_EQ(alphaBeta.moveScores[i].move, retrograde.moveScores[i].move);
      EXPECT_EQ(alphaBeta.moveScores[i].score, retrograde.moveScores[i].score)
          << width << "x" << height << ", move " << alphaBeta.moveScores[i].move;
    }
  }
}

TEST(ScoredAlphaBeta, RefusesMarginsBeyondWhatItsScoresCarry) {
  GameState<1> game = emptyGame("go", 8, 8);  // 64 points: margins up to 128 half-points
  SolverOptions options;
  options.kind = SolverKind::AlphaBeta;
  try {
    solvePosition(game, options);
    FAIL() << "8x8 Go was not refused";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("--solver dfpn"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace goproof
