// The grade of a scored problem measures what the student must read
// (puzzles/reading_depth.h), not the exact score's search to the last pass:
// an atari that captures grades easy, and a problem whose answer does not
// show in the count after one move grades harder. The counts are checked
// here against an area count written in this file.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "puzzles/game_puzzle.h"
#include "puzzles/problem_judge.h"
#include "puzzles/reading_depth.h"
#include "solver/rules/position_setup.h"

namespace goproof {
namespace {

GameState<1> goPosition(const std::string& rows, Color toMove) {
  PositionSpec spec;
  spec.rules = *Rules::parse("go");
  spec.width = spec.height = 4;
  spec.rows = rows;
  spec.toMove = toMove;
  auto game = setUpGame<1>(spec);
  EXPECT_TRUE(game.ok()) << game.status();
  return *game;
}

// Black's area less White's on the board text ("X.O./..." top row first),
// counted here: stones, and empty regions that touch one colour only.
int areaCount(const std::string& rows) {
  std::vector<std::string> board;
  for (size_t at = 0; at <= rows.size();) {
    const size_t slash = std::min(rows.find('/', at), rows.size());
    board.push_back(rows.substr(at, slash - at));
    at = slash + 1;
  }
  const int h = static_cast<int>(board.size()), w = static_cast<int>(board[0].size());
  int diff = 0;
  std::vector<std::string> seen = board;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const char c = board[y][x];
      if (c == 'X') ++diff;
      if (c == 'O') --diff;
      if (c != '.' || seen[y][x] == '#') continue;
      std::vector<std::pair<int, int>> stack{{x, y}};
      seen[y][x] = '#';
      int points = 0;
      bool black = false, white = false;
      while (!stack.empty()) {
        auto [px, py] = stack.back();
        stack.pop_back();
        ++points;
        for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
          const int nx = px + dx, ny = py + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          black = black || board[ny][nx] == 'X';
          white = white || board[ny][nx] == 'O';
          if (board[ny][nx] == '.' && seen[ny][nx] != '#') {
            seen[ny][nx] = '#';
            stack.push_back({nx, ny});
          }
        }
      }
      if (black && !white) diff += points;
      if (white && !black) diff -= points;
    }
  return diff;
}

// The side to move's count after each legal move, as the board stands then.
std::vector<std::pair<std::string, int>> countsAfterOneMove(GameState<1> game) {
  const Color me = game.toMove();
  std::vector<std::pair<std::string, int>> out;
  GameState<1>::MoveListType moves;
  game.legalMoves(moves);
  for (Move m : moves) {
    game.play(m);
    const int black = areaCount(boardRows(game.board()));
    out.push_back({game.moveName(m), me == Color::Black ? black : -black});
    game.undo();
  }
  return out;
}

Difficulty judged(GameState<1> game) {
  GenerateOptions options;
  options.rules = game.rules();
  options.width = options.height = 4;
  options.kind = ProblemKind::BestMove;
  ProblemJudge<GameState<1>> judge(options);
  Judgement j = judge.judge(game, puzzleAt(game));
  EXPECT_EQ(j.outcome, Judged::Found);
  return j.difficulty;
}

// The problem (#9 of puzzles/generated/go-4x4-best-move.puzzles once): White's
// d4 takes six stones in atari, and White owns the board; a line of 11 moves
// to the last pass, graded 10. The count after one move already shows it.
TEST(ReadingDepth, AnAtariCaptureGradesEasy) {
  const GameState<1> game = goPosition("OOX./.OOX/XOOX/OOXX", Color::White);
  const auto counts = countsAfterOneMove(game);
  const auto best = std::max_element(counts.begin(), counts.end(), [](auto& a, auto& b) { return a.second < b.second; });
  EXPECT_EQ(best->first, "d4");
  EXPECT_EQ(std::count_if(counts.begin(), counts.end(), [&](auto& c) { return c.second == best->second; }), 1)
      << "d4 alone counts best after one move";
  GameState<1> reading = game;
  const std::optional<ReadingDepth> depth = readingDepth(reading, {*reading.moveNamed("d4")}, kReadingNodeLimit);
  ASSERT_TRUE(depth && depth->found);
  EXPECT_EQ(depth->depth, 1);
  const Difficulty d = judged(game);
  EXPECT_EQ(d.depth, 1);
  EXPECT_LE(d.grade, 3) << describe(d);
}

// A problem whose answer is not the best count after one move: the student
// must read on, and it grades above the atari. Black's c1 is the only move
// that keeps B+1 (the others give White the board); the count after one move
// does not single it out.
TEST(ReadingDepth, AnAnswerTheCountDoesNotShowAtOnceGradesHarder) {
  const GameState<1> game = goPosition(".XOO/X.OX/XOO./.X.X", Color::Black);
  const auto counts = countsAfterOneMove(game);
  const std::string answer = "c1";
  int answerCount = 0, bestCount = -1000;
  for (const auto& [move, count] : counts) {
    if (move == answer) answerCount = count;
    bestCount = std::max(bestCount, count);
  }
  EXPECT_TRUE(answerCount < bestCount || std::count_if(counts.begin(), counts.end(), [&](auto& c) {
                                            return c.second == bestCount;
                                          }) > 1)
      << "the answer does not stand out in the count after one move";
  const Difficulty d = judged(game);
  EXPECT_GE(d.depth, 3) << describe(d);
  EXPECT_GT(d.grade, judged(goPosition("OOX./.OOX/XOOX/OOXX", Color::White)).grade) << describe(d);
}

}  // namespace
}  // namespace goproof
