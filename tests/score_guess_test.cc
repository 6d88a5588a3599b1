// The exact score's first guess (solve --score-guess; df-pn's questions in
// exact_score.h, alpha-beta's on margins in alphabeta.h): any guess gives
// retrograde analysis's score, best moves and every move's score, and a line
// that keeps the score; a right one settles the score in two questions where
// the bisection asks more; a guess that cannot serve is refused; and each
// question about the root is reported with its answer.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "solver/search/dfpn.h"
#include "solver/search/exact_score.h"
#include "solver/search/retrograde.h"
#include "solver/search/solve.h"
#include "tests/run_goproof.h"
#include "tests/test_boards.h"

namespace goproof::testing {
namespace {

SolveResult solveWith(GameState<1>& game, SolverKind kind, std::optional<HalfPoints> guess, int deepenBy = 1,
                      int deepenFrom = SearchSettings{}.deepenFrom, int threads = 1) {
  SolverOptions options;
  options.kind = kind;
  options.tableMegabytes = 16;
  options.threads = threads;
  options.allMoves = true;
  options.scoreGuess = guess;
  options.deepenBy = deepenBy;
  options.deepenFrom = deepenFrom;
  return solvePosition(game, options);
}

// The score, the best moves and every move's score are retrograde analysis's.
void expectRetrogradesScores(const SolveResult& r, const RetrogradeResult& retro, const std::string& where) {
  ASSERT_TRUE(r.complete) << where;
  EXPECT_EQ(r.score, retro.score) << where;
  EXPECT_EQ(r.bestMoves, retro.bestMoves) << where;
  ASSERT_EQ(r.moveScores.size(), retro.moveScores.size()) << where;
  for (size_t i = 0; i < r.moveScores.size(); ++i) EXPECT_EQ(r.moveScores[i].score, retro.moveScores[i].score) << where;
}

// Each question about the root's margin is kept with retrograde analysis's
// answer: "at least k?" is yes exactly when k is at most the score.
// Alpha-beta names the iteration it ended in (df-pn has no depth: 0); the
// nodes only grow.
void expectRetrogradesAnswers(const SolveResult& r, const RetrogradeResult& retro, SolverKind kind,
                              const std::string& where) {
  ASSERT_FALSE(r.rootQuestions.empty()) << where;
  uint64_t nodes = 0;
  for (const RootQuestion& q : r.rootQuestions) {
    ASSERT_TRUE(q.answer.has_value()) << where;
    EXPECT_EQ(*q.answer, q.blackMargin <= *retro.score) << where << ": " << formatMargin(q.blackMargin);
    EXPECT_EQ(q.depth >= 1, kind == SolverKind::AlphaBeta) << where;
    EXPECT_GE(q.nodes, nodes) << where;
    nodes = q.nodes;
  }
  EXPECT_LE(nodes, r.stats.nodes) << where;
}

TEST(ScoreGuess, AnyGuessGivesRetrogradesScoresAndBestMoves) {
  struct Board {
    const char* rules;
    int width, height;
  };
  for (const Board& b : {Board{"go", 2, 2}, Board{"go", 2, 3}, Board{"go", 3, 3}, Board{"go+komi=3.5", 3, 3},
                         Board{"quench-1", 3, 3}, Board{"quench-4", 2, 3}}) {
    GameState<1> game = emptyGame(b.rules, b.width, b.height);
    auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
    ASSERT_TRUE(analysis.status().ok()) << analysis.status();
    const RetrogradeResult retro = analysis.solve(game, true);
    ASSERT_TRUE(retro.status.ok() && retro.score.has_value()) << b.rules;
    for (SolverKind kind : {SolverKind::Dfpn, SolverKind::AlphaBeta})
      for (int threads : {1, 2})
        for (HalfPoints guess : {-50, -18, -1, 0, 1, 7, 12, 18, 50}) {
          const SolveResult r = solveWith(game, kind, guess, 1, SearchSettings{}.deepenFrom, threads);
          const std::string where = std::string(solverName(kind)) + ", " + b.rules + " " + std::to_string(b.width) +
                                    "x" + std::to_string(b.height) + ", guess " + formatMargin(guess) + ", " +
                                    std::to_string(threads) + " threads";
          expectRetrogradesScores(r, retro, where);
          expectRetrogradesAnswers(r, retro, kind, where);
          if (::testing::Test::HasFatalFailure()) return;
          // The line keeps the margin for both sides: where it ends the game, the game's margin is the score.
          ASSERT_FALSE(r.principalVariation.empty()) << where;
          GameState<1> line = game;
          for (Move m : r.principalVariation) {
            ASSERT_EQ(line.legality(m), IllegalReason::None) << where;
            line.play(m);
          }
          if (line.result() != Winner::None) {
            EXPECT_EQ(line.finalMargin(), *retro.score) << where;
          }
        }
  }
}

// Alpha-beta's questions deepened by two or three plies at a time from
// depth 10 (--deepen-by), or by two from 9 (--deepen-from: odd depths):
// only where lines stop moves, so the score, the best moves and every
// move's score are retrograde analysis's still, from right and wrong
// guesses; and each knob is felt (the nodes differ).
TEST(ScoreGuess, DeepeningByMorePliesGivesRetrogradesScores) {
  struct Steps {
    int by, from;
  };
  for (const char* rules : {"go", "go+komi=3.5", "quench-1"}) {
    GameState<1> game = emptyGame(rules, 3, 3);
    auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
    ASSERT_TRUE(analysis.status().ok()) << analysis.status();
    const RetrogradeResult retro = analysis.solve(game, true);
    ASSERT_TRUE(retro.status.ok() && retro.score.has_value()) << rules;
    bool byFelt = false, fromFelt = false;
    for (HalfPoints guess : {-18, 0, 7, 18}) {
      const SolveResult byOne = solveWith(game, SolverKind::AlphaBeta, guess);
      uint64_t evenNodes = 0;
      for (Steps steps : {Steps{2, 10}, Steps{3, 10}, Steps{2, 9}}) {
        const SolveResult r = solveWith(game, SolverKind::AlphaBeta, guess, steps.by, steps.from);
        expectRetrogradesScores(r, retro,
                                std::string(rules) + ", guess " + formatMargin(guess) + ", deepening by " +
                                    std::to_string(steps.by) + " from " + std::to_string(steps.from));
        if (steps.from == 10) byFelt = byFelt || r.stats.nodes != byOne.stats.nodes;
        if (steps.by == 2 && steps.from == 10) evenNodes = r.stats.nodes;
        if (steps.from == 9) fromFelt = fromFelt || r.stats.nodes != evenNodes;
      }
    }
    EXPECT_TRUE(byFelt) << rules;
    EXPECT_TRUE(fromFelt) << rules;
  }
}

// The questions the exact score's search asks for the root's margin.
int questionsFor(const char* rules, int width, int height, std::optional<HalfPoints> guess, HalfPoints* margin) {
  GameState<1> game = emptyGame(rules, width, height);
  DfpnOptions o;
  o.tableMegabytes = 16;
  DfpnSolver<GameState<1>> solver(o);
  int questions = 0;
  ExactScoreSearch<GameState<1>> search(
      [&](GameState<1>& g, Color attacker) -> std::optional<bool> {
        ++questions;
        return solver.prove(g, attacker) == Value::Win;
      },
      [&] { return solver.nodes(); });
  const ScoreRange range = game.scoreRange();
  *margin = *search.margin(game, range.low, range.high, guess);
  return questions;
}

TEST(ScoreGuess, ARightGuessSettlesTheScoreInTwoQuestions) {
  // 2x3 Go is level (van der Werf's tables; docs/values.md): "at least 0?"
  // yes, "at least the next margin up?" no.
  HalfPoints margin = 99;
  const int bisection = questionsFor("go", 2, 3, std::nullopt, &margin);
  EXPECT_EQ(margin, 0);
  EXPECT_GT(bisection, 2);
  EXPECT_EQ(questionsFor("go", 2, 3, 0, &margin), 2);
  EXPECT_EQ(margin, 0);
  // A guess far off costs a question or two more, and gives the same margin.
  EXPECT_LE(questionsFor("go", 2, 3, -30, &margin), bisection + 2);
  EXPECT_EQ(margin, 0);
  EXPECT_LE(questionsFor("go", 2, 3, 3, &margin), bisection + 2);
  EXPECT_EQ(margin, 0);
  // 3x3 Go with komi 3.5: Black's nine points less 3.5, the most she can
  // have, so one question settles it.
  EXPECT_EQ(questionsFor("go+komi=3.5", 3, 3, 11, &margin), 1);
  EXPECT_EQ(margin, 11);
}

TEST(ScoreGuess, TheCommandReportsTheRootsQuestions) {
  // 3x3 Go is B+9, the whole board: a right guess is one question.
  CommandRun right = goproof("solve --rules go --size 3x3 --solver alphabeta --threads 1 --tt-mb 64 --json --score-guess 9");
  ASSERT_EQ(right.exitCode, 0) << right.err;
  const auto questions = nlohmann::json::parse(right.out)["root_questions"];
  ASSERT_EQ(questions.size(), 1u) << right.out;
  EXPECT_EQ(questions[0]["margin"], 9);
  EXPECT_EQ(questions[0]["answer"], true);
  EXPECT_GE(questions[0]["depth"].get<int>(), 1);
  // df-pn has no depth; from a guess of 0 it asks more than one question.
  CommandRun dfpn = goproof("solve --rules go --size 3x3 --threads 1 --tt-mb 64 --json --score-guess 0");
  ASSERT_EQ(dfpn.exitCode, 0) << dfpn.err;
  const auto asked = nlohmann::json::parse(dfpn.out)["root_questions"];
  ASSERT_GT(asked.size(), 1u) << dfpn.out;
  EXPECT_TRUE(asked[0]["depth"].is_null());
  EXPECT_EQ(asked.back()["answer"], asked.back()["margin"] == 9);
  // The text answer prints each as a line.
  CommandRun text = goproof("solve --rules go --size 3x3 --solver alphabeta --threads 1 --tt-mb 64 --score-guess 9");
  ASSERT_EQ(text.exitCode, 0) << text.err;
  EXPECT_NE(text.out.find("question: B+9 or more? yes (depth "), std::string::npos) << text.out;
  // A run stopped in its first question keeps it, unanswered.
  CommandRun stopped =
      goproof("solve --rules go --size 5x5 --solver alphabeta --threads 1 --tt-mb 64 --json --score-guess 25 --time-limit 0.2");
  ASSERT_EQ(stopped.exitCode, 3) << stopped.err;
  const auto cut = nlohmann::json::parse(stopped.out)["root_questions"];
  ASSERT_EQ(cut.size(), 1u) << stopped.out;
  EXPECT_EQ(cut[0]["margin"], 25);
  EXPECT_TRUE(cut[0]["answer"].is_null());
}

TEST(ScoreGuess, TheCommandTakesAGuessInPointsAndRefusesOneThatCannotServe) {
  CommandRun plain = goproof("solve --rules go --size 3x4 --threads 1 --json");
  CommandRun guessed = goproof("solve --rules go --size 3x4 --threads 1 --json --score-guess 4");
  ASSERT_EQ(guessed.exitCode, 0) << guessed.err;
  const auto a = nlohmann::json::parse(plain.out), b = nlohmann::json::parse(guessed.out);
  for (const char* field : {"score", "value", "best_moves", "winning_moves"}) EXPECT_EQ(a[field], b[field]) << field;
  EXPECT_EQ(b["score"], 4);  // B+4 (van der Werf et al.)

  CommandRun half = goproof("solve --rules go --size 3x3 --score-guess 0.3");
  EXPECT_EQ(half.exitCode, 2);
  EXPECT_NE(half.err.find("score-guess: must be a margin in whole or half points"), std::string::npos) << half.err;
  // Alpha-beta asks the same questions on margins (MTD(f)), with the same answer.
  CommandRun alphabeta = goproof("solve --rules go --size 3x4 --solver alphabeta --threads 1 --json --score-guess 4");
  ASSERT_EQ(alphabeta.exitCode, 0) << alphabeta.err;
  const auto c = nlohmann::json::parse(alphabeta.out);
  for (const char* field : {"score", "value", "best_moves", "winning_moves"}) EXPECT_EQ(a[field], c[field]) << field;
  CommandRun retro = goproof("solve --rules go --size 3x3 --solver retro --score-guess 9");
  EXPECT_EQ(retro.exitCode, 2);
  EXPECT_NE(retro.err.find("--score-guess is for df-pn and alpha-beta (retrograde"), std::string::npos) << retro.err;
  CommandRun capture = goproof("solve --rules capture-1 --size 3x3 --score-guess 1");
  EXPECT_EQ(capture.exitCode, 2);
  EXPECT_NE(capture.err.find("--score-guess is for scored games: capture-1 is won or lost"), std::string::npos)
      << capture.err;
}

// A solve stopped after its first `answered` questions (the rest unanswered,
// as after a time limit) still says who wins where the answers settle it,
// and what they leave of the margin: each against retrograde analysis, and
// the range against a naive reading of the answers.
TEST(ScoreGuess, AStopAfterSomeAnswersStillSaysWhoWinsWhereTheySettleIt) {
  struct Board {
    const char* rules;
    int width, height;
    const char* first = nullptr;  // a first move, so that White is to move at the root
  };
  for (const Board& b : {Board{"go", 3, 3}, Board{"go+komi=9.5", 3, 3}, Board{"go", 2, 2}, Board{"quench-1", 3, 3},
                         Board{"go+komi=-3", 2, 3}, Board{"go", 3, 3, "b2"}, Board{"go", 3, 3, "a1"},
                         Board{"go+komi=9.5", 3, 3, "b2"}}) {
    GameState<1> game = emptyGame(b.rules, b.width, b.height);
    if (b.first) game.play(*game.moveNamed(b.first));
    auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
    ASSERT_TRUE(analysis.status().ok()) << analysis.status();
    const HalfPoints truth = *analysis.solve(game, false).score;
    const std::vector<HalfPoints> candidates = marginCandidates(game);
    for (HalfPoints guess : {-18, -1, 0, 1, 4, 18})
      for (int answered = 0; answered < 6; ++answered) {
        DfpnOptions o;
        o.tableMegabytes = 16;
        DfpnSolver<GameState<1>> solver(o);
        int asked = 0;
        ExactScoreSearch<GameState<1>> search(
            [&](GameState<1>& g, Color attacker) -> std::optional<bool> {
              if (++asked > answered) return std::nullopt;
              return solver.prove(g, attacker) == Value::Win;
            },
            [&] { return solver.nodes(); });
        search.setGuess(guess);
        const SolveResult r = search.solve(game, false, true);
        const std::string where = std::string(b.rules) + " " + std::to_string(b.width) + "x" +
                                  std::to_string(b.height) + (b.first ? std::string(" after ") + b.first : "") + ", guess " + formatMargin(guess) + ", " +
                                  std::to_string(answered) + " answered";
        if (r.complete) {
          EXPECT_EQ(r.score, truth) << where;
          continue;
        }
        // The naive reading: the candidates no answer rules out.
        std::vector<HalfPoints> left;
        for (HalfPoints m : candidates) {
          bool fits = true;
          for (const RootQuestion& q : r.rootQuestions)
            if (q.answer) fits = fits && (*q.answer == (m >= q.blackMargin));
          if (fits) left.push_back(m);
        }
        ASSERT_FALSE(left.empty()) << where;
        const ScoreRange range = game.scoreRange();
        const auto [low, high] = marginsLeft(candidates, range.low, range.high, r.rootQuestions);
        EXPECT_EQ(low, left.front()) << where;
        EXPECT_EQ(high, left.back()) << where;
        EXPECT_LE(low, truth) << where;
        EXPECT_GE(high, truth) << where;
        EXPECT_FALSE(r.score.has_value()) << where;
        // For the side to move: Black's margin above 0 wins for her, below 0 for White.
        const HalfPoints worst = game.toMove() == Color::Black ? low : -high;
        const HalfPoints best = game.toMove() == Color::Black ? high : -low;
        const Value expected = worst > 0 ? Value::Win : best < 0 ? Value::Loss : Value::Unknown;
        EXPECT_EQ(r.value, expected) << where;
      }
  }
}

// Alpha-beta stopped in its questions on the root's margin (a node limit
// stands for the time limit, node for node) says who wins where its answers
// settle it, as df-pn's exact score does above: with and without the moves,
// the value is the naive reading of its answered questions against
// retrograde analysis's score, and some stop settles a win that way.
TEST(ScoreGuess, AlphaBetaStoppedInItsQuestionsSaysWhoWinsWhereTheAnswersSettleIt) {
  int settledByAnswers = 0;
  for (const char* rules : {"go", "go+komi=9.5"}) {
    GameState<1> game = emptyGame(rules, 3, 3);
    auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
    ASSERT_TRUE(analysis.status().ok()) << analysis.status();
    const HalfPoints truth = *analysis.solve(game, false).score;
    for (bool valueOnly : {true, false})
      for (HalfPoints guess : {-18, 1, 18})
        for (uint64_t limit = 200; limit <= 60000; limit = limit * 3 / 2) {
          SolverOptions options;
          options.kind = SolverKind::AlphaBeta;
          options.tableMegabytes = 16;
          options.scoreGuess = guess;
          options.valueOnly = valueOnly;
          options.nodeLimit = limit;
          const SolveResult r = solvePosition(game, options);
          const std::string where = std::string(rules) + (valueOnly ? " value only" : "") + ", guess " +
                                    formatMargin(guess) + ", " + std::to_string(limit) + " nodes";
          if (r.score) {
            EXPECT_EQ(*r.score, truth) << where;
            continue;
          }
          // Black's margins that no answer rules out, read naively (Black is to move).
          HalfPoints low = 1000, high = -1000;
          for (HalfPoints m : marginCandidates(game)) {
            bool fits = true;
            for (const RootQuestion& q : r.rootQuestions)
              if (q.answer) fits = fits && (*q.answer == (m >= q.blackMargin));
            if (fits) low = std::min(low, m), high = std::max(high, m);
          }
          ASSERT_LE(low, truth) << where;
          ASSERT_GE(high, truth) << where;
          const Value expected = low > 0 ? Value::Win : high < 0 ? Value::Loss : Value::Unknown;
          // A winning move proven before the stop may prove the value too; then it is a win.
          EXPECT_EQ(r.value, r.winningMoves.empty() ? expected : Value::Win) << where;
          EXPECT_TRUE(r.principalVariation.empty()) << where << ": no line is best play while the score is open";
          if (expected != Value::Unknown) ++settledByAnswers;
        }
  }
  EXPECT_GT(settledByAnswers, 0) << "no stop fell between a settling answer and the score";
}

}  // namespace
}  // namespace goproof::testing
