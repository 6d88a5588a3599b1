// The alpha-beta solver on positions a teacher would set, then against
// independent references: a plain full-width negamax for Capture Go, and a
// fixpoint over every reachable state for 3x3 Gonnect (where endless play is
// a draw).
#include "solver/search/alphabeta.h"

#include <algorithm>
#include <atomic>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solver/board/board_text.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::emptyGame;
using testing::gameFromRows;

AlphaBetaOptions smallTable() {
  AlphaBetaOptions options;
  options.tableMegabytes = 1;
  return options;
}

std::vector<Move> movesAt(const GameState<1>& game, std::initializer_list<const char*> names) {
  std::vector<Move> moves;
  for (const char* name : names) moves.push_back(at(game, name));
  std::sort(moves.begin(), moves.end());
  return moves;
}

// Plays the principal variation on a copy and returns who has won at its end.
Winner winnerAfter(GameState<1> game, const std::vector<Move>& pv) {
  for (Move m : pv) {
    EXPECT_EQ(game.legality(m), IllegalReason::None) << game.geometry().name(m);
    if (game.legality(m) != IllegalReason::None) return Winner::None;
    game.play(m);
  }
  return game.result();
}

// ---------------------------------------------------------------- teaching

TEST(AlphaBeta, QuestionsDeepenOnePlyAtATimeUntilTenThenByTheStepNeverPastTheDeepestPly) {
  std::vector<int> depths;
  for (int d = 1; d <= kMaxSearchPly; d = alphabeta_detail::nextIterationDepth(d, 2))
    if (d <= 14 || d >= kMaxSearchPly - 3) depths.push_back(d);
  EXPECT_EQ(depths, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, kMaxSearchPly - 2, kMaxSearchPly}));
  EXPECT_EQ(alphabeta_detail::nextIterationDepth(kMaxSearchPly - 1, 3), kMaxSearchPly);
  EXPECT_EQ(alphabeta_detail::nextIterationDepth(12, 1), 13);
  EXPECT_EQ(alphabeta_detail::nextIterationDepth(12, 0), 13);  // never stands still
  depths.clear();  // --deepen-from 9: odd depths from there
  for (int d = 1; d <= 15; d = alphabeta_detail::nextIterationDepth(d, 2, 9)) depths.push_back(d);
  EXPECT_EQ(depths, (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 15}));
}

TEST(AlphaBeta, CapturingAtOnceWins) {
  auto game = gameFromRows("capture-1",
                           "XO../"
                           ".X../"
                           "..../"
                           "....");
  SolveResult r = solveAlphaBeta(game, smallTable());
  EXPECT_EQ(r.value, Value::Win);
  EXPECT_EQ(r.principalVariation, movesAt(game, {"c4"})) << "the fastest win";
  EXPECT_NE(std::find(r.winningMoves.begin(), r.winningMoves.end(), at(game, "c4")), r.winningMoves.end());
  EXPECT_GT(r.stats.nodes, 0u);
}

TEST(AlphaBeta, ADoubleAtariWinsWithTheSecondMove) {
  // Black b2 leaves both white stones one liberty each (b4 and d2); White
  // saves one, Black takes the other. No capture is possible at once.
  auto game = gameFromRows("capture-1",
                           "...../"
                           "...../"
                           "XOX../"
                           "..O../"
                           "..X..");
  SolveResult r = solveAlphaBeta(game, smallTable());
  EXPECT_EQ(r.value, Value::Win);
  EXPECT_EQ(r.principalVariation.size(), 3u) << "Black, White, Black captures";
  ASSERT_FALSE(r.principalVariation.empty());
  EXPECT_EQ(r.principalVariation[0], at(game, "b2"));
  EXPECT_EQ(r.winningMoves, movesAt(game, {"b2"}));
  EXPECT_EQ(winnerAfter(game, r.principalVariation), Winner::Black);
}

TEST(AlphaBeta, TwoStonesInAtariCannotBothBeSaved) {
  // Black's a4 and d1 each have one liberty; nothing of White's can be taken.
  auto game = gameFromRows("capture-1",
                           "XO../"
                           "..../"
                           "..../"
                           "..OX");
  AlphaBetaOptions options = smallTable();
  options.allMoves = true;
  SolveResult r = solveAlphaBeta(game, options);
  EXPECT_EQ(r.value, Value::Loss);
  EXPECT_TRUE(r.winningMoves.empty());
  EXPECT_EQ(r.principalVariation.size(), 2u) << "Black saves one, White takes the other";
  EXPECT_EQ(winnerAfter(game, r.principalVariation), Winner::White);
  MoveList<1> legal;
  game.legalMoves(legal);
  ASSERT_EQ(r.moveValues.size(), static_cast<size_t>(legal.size)) << "every move, each with its value";
  for (const auto& mv : r.moveValues) EXPECT_EQ(mv.value, Value::Loss) << game.geometry().name(mv.move);
}

TEST(AlphaBeta, GonnectConnectingNowWins) {
  auto game = gameFromRows("gonnect",
                           "X../"
                           "X../"
                           "...");
  SolveResult r = solveAlphaBeta(game, smallTable());
  EXPECT_EQ(r.value, Value::Win);
  EXPECT_EQ(r.principalVariation, movesAt(game, {"a1"})) << "the fastest win";
  EXPECT_NE(std::find(r.winningMoves.begin(), r.winningMoves.end(), at(game, "a1")), r.winningMoves.end());
}

TEST(AlphaBeta, GonnectOnTwoByTwoTheFirstStoneThreatensTwoConnections) {
  auto game = emptyGame("gonnect", 2, 2);
  SolveResult r = solveAlphaBeta(game, smallTable());
  EXPECT_EQ(r.value, Value::Win);
  EXPECT_EQ(r.winningMoves.size(), 4u) << "every corner";
  EXPECT_EQ(r.principalVariation.size(), 3u);
  EXPECT_EQ(winnerAfter(game, r.principalVariation), Winner::Black);
}

TEST(AlphaBeta, GonnectStonesChasingEachOtherRoundTheEdgeIsADraw) {
  // Only the centre saves Black; then captures go round and round the edge
  // and neither side can afford to leave the cycle.
  auto game = gameFromRows("gonnect",
                           ".OX/"
                           ".../"
                           "XO.");
  AlphaBetaOptions options = smallTable();
  options.allMoves = true;
  SolveResult r = solveAlphaBeta(game, options);
  EXPECT_EQ(r.value, Value::Draw);
  EXPECT_TRUE(r.winningMoves.empty());
  for (const auto& mv : r.moveValues)
    EXPECT_EQ(mv.value, mv.move == at(game, "b2") ? Value::Draw : Value::Loss) << game.geometry().name(mv.move);
  ASSERT_FALSE(r.principalVariation.empty());
  EXPECT_EQ(r.principalVariation[0], at(game, "b2"));
  // The line ends when a position of it comes back, nobody having won.
  std::set<uint64_t> positions{game.hash()};
  bool repeated = false;
  for (Move m : r.principalVariation) {
    ASSERT_FALSE(repeated) << "the line goes on after a repetition";
    ASSERT_EQ(game.legality(m), IllegalReason::None);
    game.play(m);
    repeated = !positions.insert(game.hash()).second;
  }
  EXPECT_TRUE(repeated);
  EXPECT_EQ(game.result(), Winner::None);
}

TEST(AlphaBeta, WithNoLegalMoveTheGameIsLostAlready) {
  auto game = emptyGame("gonnect", 1, 1);  // the only move is suicide
  SolveResult r = solveAlphaBeta(game, smallTable());
  EXPECT_EQ(r.value, Value::Loss);
  EXPECT_TRUE(r.winningMoves.empty());
  EXPECT_TRUE(r.principalVariation.empty());
}

TEST(AlphaBeta, SymmetryChangesNothingButTheWork) {
  auto game = emptyGame("capture-1", 3, 3);
  AlphaBetaOptions options = smallTable();
  options.allMoves = true;
  SolveResult withSymmetry = solveAlphaBeta(game, options);
  options.useSymmetry = false;
  SolveResult without = solveAlphaBeta(game, options);
  EXPECT_EQ(withSymmetry.value, without.value);
  EXPECT_EQ(withSymmetry.winningMoves, without.winningMoves);
  ASSERT_EQ(withSymmetry.moveValues.size(), without.moveValues.size());
  for (size_t i = 0; i < without.moveValues.size(); ++i) {
    EXPECT_EQ(withSymmetry.moveValues[i].move, without.moveValues[i].move);
    EXPECT_EQ(withSymmetry.moveValues[i].value, without.moveValues[i].value);
  }
  EXPECT_EQ(withSymmetry.principalVariation.size(), without.principalVariation.size());
}

TEST(AlphaBeta, RefusesRulesWhoseOutcomeDependsOnHistory) {
  for (const char* rules : {"gonnect+ko=superko", "capture-2+cycle=repeater-loses"}) {
    auto game = emptyGame(rules, 3, 3);
    EXPECT_NE(alphaBetaRefusal(game).find("history"), std::string::npos) << rules;
    EXPECT_THROW(solveAlphaBeta(game, smallTable()), std::invalid_argument) << rules;
  }
  EXPECT_EQ(alphaBetaRefusal(emptyGame("gonnect", 3, 3)), "");
}

TEST(AlphaBeta, AStopRequestGivesAnUnknownValue) {
  auto game = emptyGame("capture-1", 7, 7);
  std::atomic<bool> stop{true};
  AlphaBetaOptions options = smallTable();
  options.stop = &stop;
  SolveResult r = solveAlphaBeta(game, options);
  EXPECT_EQ(r.value, Value::Unknown);
  EXPECT_EQ(game.ply(), 0) << "the game is given back as it was";
  EXPECT_EQ(game.board().occupied().count(), 0);
}

TEST(AlphaBeta, ATimeLimitGivesAnUnknownValueAndReportsProgress) {
  auto game = emptyGame("capture-1", 7, 7);
  AlphaBetaOptions options = smallTable();
  options.timeLimitSeconds = 1.3;
  int reports = 0;
  options.progress = [&](uint64_t nodes, int depth, double elapsed, const std::string& stage) {
    ++reports;
    EXPECT_GT(nodes, 0u);
    EXPECT_GT(depth, 0);
    EXPECT_GT(elapsed, 0.0);
    EXPECT_EQ(stage, "") << "the root's full-window search";
  };
  SolveResult r = solveAlphaBeta(game, options);
  EXPECT_EQ(r.value, Value::Unknown);
  EXPECT_GE(reports, 1);
  EXPECT_FALSE(r.complete);
  // Undecided: no line of unproven moves that a reader could take for evidence.
  EXPECT_TRUE(r.principalVariation.empty());
  EXPECT_EQ(game.ply(), 0);
}

TEST(AlphaBeta, TheProgressNamesTheQuestionOnMargins) {
  // 5x5 Go guessed at B+25: the first question is whether Black gets all
  // 25 points, with nothing known yet, and it takes far longer than a second.
  auto game = emptyGame("go", 5, 5);
  AlphaBetaOptions options = smallTable();
  options.timeLimitSeconds = 1.3;
  options.scoreGuess = 50;  // half-points
  std::vector<std::string> stages;
  options.progress = [&](uint64_t, int, double, const std::string& stage) { stages.push_back(stage); };
  SolveResult r = solveAlphaBeta(game, options);
  EXPECT_EQ(r.value, Value::Unknown);
  ASSERT_FALSE(stages.empty());
  EXPECT_EQ(stages.front(), "B+25 or more? (W+25 to B+25)");
}

// ------------------------------------------------- against plain negamax

// Full-width negamax without table or ordering, for games that always end
// (Capture Go): +(100 - plies) when the side to move wins, -(100 - plies) when she loses.
int naiveScore(GameState<1>& game, int plies = 0) {
  Winner w = game.result();
  if (w != Winner::None) return w == winnerOf(game.toMove()) ? 100 - plies : -(100 - plies);
  MoveList<1> moves;
  game.legalMoves(moves);
  int best = -1000;
  for (Move m : moves) {
    game.play(m);
    best = std::max(best, -naiveScore(game, plies + 1));
    game.undo();
  }
  return best;
}

// Every distinct position (as a move sequence) within maxPlies of the empty board.
std::vector<std::vector<Move>> positionsNearTheStart(const std::string& rules, int width, int height,
                                                     int maxPlies) {
  std::vector<std::vector<Move>> found;
  std::set<std::string> seen;
  std::vector<Move> line;
  auto game = emptyGame(rules, width, height);
  auto visit = [&](auto&& self) -> void {
    std::string key = boardRows(game.board()) + std::string(colorLetter(game.toMove())) +
                      std::to_string(game.prisoners(Color::Black)) + "," +
                      std::to_string(game.prisoners(Color::White));
    if (!seen.insert(key).second) return;
    found.push_back(line);
    if (static_cast<int>(line.size()) == maxPlies) return;
    MoveList<1> moves;
    game.legalMoves(moves);
    for (Move m : moves) {
      game.play(m);
      line.push_back(m);
      self(self);
      line.pop_back();
      game.undo();
    }
  };
  visit(visit);
  return found;
}

void expectAgreesWithNaiveNegamax(const std::string& rules, int width, int height, int maxPlies) {
  int checked = 0;
  for (const auto& line : positionsNearTheStart(rules, width, height, maxPlies)) {
    auto game = emptyGame(rules, width, height);
    for (Move m : line) game.play(m);
    std::string where = rules + " " + boardRows(game.board()) + " " + std::string(colorLetter(game.toMove()));

    const int expected = naiveScore(game);
    std::vector<Move> expectedWinners;
    std::map<Move, Value> expectedValues;
    MoveList<1> moves;
    game.legalMoves(moves);
    for (Move m : moves) {
      game.play(m);
      int child = -naiveScore(game, 1);
      game.undo();
      if (child > 0) expectedWinners.push_back(m);
      expectedValues[m] = child > 0 ? Value::Win : Value::Loss;
    }

    AlphaBetaOptions options = smallTable();
    options.allMoves = true;
    options.useSymmetry = checked % 2 == 0;
    SolveResult r = solveAlphaBeta(game, options);
    ASSERT_EQ(r.value, expected > 0 ? Value::Win : Value::Loss) << where;
    EXPECT_EQ(r.winningMoves, expectedWinners) << where;
    EXPECT_EQ(static_cast<int>(r.principalVariation.size()), 100 - std::abs(expected))
        << where << ": the line is as long as the game lasts in best play";
    EXPECT_EQ(winnerAfter(game, r.principalVariation), winnerFor(r.value, game.toMove())) << where;
    ASSERT_EQ(r.moveValues.size(), expectedValues.size()) << where;
    for (const auto& mv : r.moveValues) EXPECT_EQ(mv.value, expectedValues[mv.move]) << where << " " << mv.move;
    EXPECT_EQ(game.ply(), static_cast<int>(line.size())) << "the game is given back as it was";
    ++checked;
  }
  EXPECT_GT(checked, 0);
  std::cout << rules << " " << width << "x" << height << ": " << checked << " positions within " << maxPlies
            << " plies of the empty board\n";
}

TEST(AlphaBetaVersusNegamax, CaptureOneOnTwoByTwo) { expectAgreesWithNaiveNegamax("capture-1", 2, 2, 4); }
TEST(AlphaBetaVersusNegamax, CaptureTwoOnTwoByTwo) { expectAgreesWithNaiveNegamax("capture-2", 2, 2, 8); }
TEST(AlphaBetaVersusNegamax, CaptureOneOnThreeByTwo) { expectAgreesWithNaiveNegamax("capture-1", 3, 2, 6); }
TEST(AlphaBetaVersusNegamax, CaptureTwoOnThreeByTwo) { expectAgreesWithNaiveNegamax("capture-2", 3, 2, 6); }
TEST(AlphaBetaVersusNegamax, CaptureTwoWithKoOnThreeByTwo) {
  expectAgreesWithNaiveNegamax("capture-2+ko=simple", 3, 2, 6);
}
TEST(AlphaBetaVersusNegamax, CaptureOneOnThreeByThree) { expectAgreesWithNaiveNegamax("capture-1", 3, 3, 4); }
TEST(AlphaBetaVersusNegamax, CaptureTwoOnThreeByThree) { expectAgreesWithNaiveNegamax("capture-2", 3, 3, 3); }

// ---------------------------------------------- 3x3 Gonnect by fixpoint

// Every state reachable from the empty board, with its successors, solved by
// repeated sweeps: a state wins in d if some move reaches a state lost in
// d-1 (d least), loses in d if every move reaches a state won in at most d-1
// (one in exactly d-1); states never labelled are draws.
struct GonnectGraph {
  struct State {
    std::vector<Move> line;  // how to reach it
    std::vector<int> successors;
    Value value = Value::Unknown;
    int distance = -1;  // plies to the end of the game in best play
  };
  std::vector<State> states;

  explicit GonnectGraph(const std::string& rules) {
    std::map<std::string, int> ids;
    auto key = [](const GameState<1>& g) {
      return boardRows(g.board()) + std::string(colorLetter(g.toMove())) + std::to_string(g.koPoint());
    };
    auto root = emptyGame(rules, 3, 3);
    ids[key(root)] = 0;
    states.push_back({});
    for (size_t i = 0; i < states.size(); ++i) {
      auto game = emptyGame(rules, 3, 3);
      for (Move m : states[i].line) game.play(m);
      if (game.result() != Winner::None) {
        states[i].value = game.result() == winnerOf(game.toMove()) ? Value::Win : Value::Loss;
        states[i].distance = 0;
        continue;
      }
      MoveList<1> moves;
      game.legalMoves(moves);
      for (Move m : moves) {
        game.play(m);
        auto [it, fresh] = ids.emplace(key(game), static_cast<int>(states.size()));
        if (fresh) {
          states.push_back({});
          states.back().line = states[i].line;
          states.back().line.push_back(m);
        }
        game.undo();
        states[i].successors.push_back(it->second);
      }
    }
    for (int d = 1;; ++d) {
      std::vector<std::pair<int, Value>> labelled;
      for (size_t i = 0; i < states.size(); ++i) {
        const State& s = states[i];
        if (s.value != Value::Unknown) continue;
        bool winsNow = false, everyMoveLoses = true, oneAtDepth = false;
        for (int c : s.successors) {
          const State& t = states[c];
          if (t.value == Value::Loss && t.distance == d - 1) winsNow = true;
          if (t.value != Value::Win) everyMoveLoses = false;
          if (t.value == Value::Win && t.distance == d - 1) oneAtDepth = true;
        }
        if (winsNow) labelled.push_back({static_cast<int>(i), Value::Win});
        else if (everyMoveLoses && oneAtDepth) labelled.push_back({static_cast<int>(i), Value::Loss});
      }
      if (labelled.empty()) break;
      for (auto [i, v] : labelled) states[i].value = v, states[i].distance = d;
    }
    for (State& s : states)
      if (s.value == Value::Unknown) s.value = Value::Draw;
  }
};

void expectAgreesWithFixpoint(const std::string& rules, int stride) {
  GonnectGraph graph(rules);
  std::map<Value, int> seen;
  for (size_t i = 0; i < graph.states.size(); i += stride) {
    const auto& s = graph.states[i];
    auto game = emptyGame(rules, 3, 3);
    for (Move m : s.line) game.play(m);
    std::string where = boardRows(game.board()) + " " + std::string(colorLetter(game.toMove()));
    SolveResult r = solveAlphaBeta(game, smallTable());
    ASSERT_EQ(r.value, s.value) << where;
    ++seen[s.value];
    if (s.value != Value::Draw) {
      EXPECT_EQ(static_cast<int>(r.principalVariation.size()), s.distance) << where;
      EXPECT_EQ(winnerAfter(game, r.principalVariation), winnerFor(r.value, game.toMove())) << where;
    }
    // A move wins exactly when it reaches a state lost for the opponent.
    std::vector<Move> expectedWinners;
    MoveList<1> moves;
    game.legalMoves(moves);
    for (int k = 0; k < moves.size; ++k)
      if (graph.states[s.successors[k]].value == Value::Loss) expectedWinners.push_back(moves[k]);
    EXPECT_EQ(r.winningMoves, expectedWinners) << where;
  }
  std::cout << rules << ": " << graph.states.size() << " states; checked wins " << seen[Value::Win] << ", losses "
            << seen[Value::Loss] << ", draws " << seen[Value::Draw] << "\n";
}

TEST(AlphaBetaVersusFixpoint, GonnectOnThreeByThree) { expectAgreesWithFixpoint("gonnect", 1); }
TEST(AlphaBetaVersusFixpoint, GonnectWithoutKoOnThreeByThree) { expectAgreesWithFixpoint("gonnect+ko=none", 1); }

// Before any cut-off there are no killer moves: on an empty board the
// engine tries the points with four empty neighbours first and the corners
// last (the killer table once started as move 0, a1, which put the corner
// first at every ply).
TEST(AlphaBeta, BeforeAnyCutoffTheCornerIsNotAKiller) {
  GameState<1> game = emptyGame("go", 5, 5);
  TranspositionTable<AlphaBetaEntry> table(1);
  AlphaBetaSearch<GameState<1>> engine(game, table, SearchControl{});
  GameState<1>::MoveListType moves;
  engine.orderedMoves(moves, kNoMove);
  ASSERT_EQ(moves.size, 26);
  for (int i = 0; i < 9; ++i) {
    const Move m = moves[i];
    ASSERT_GE(m, 0) << "the pass comes last";
    EXPECT_EQ(game.geometry().neighbors(m).count(), 4) << game.geometry().name(m) << " tried " << i + 1 << "th";
  }
  for (const char* corner : {"a1", "e1", "a5", "e5"})
    for (int i = 0; i < 20; ++i) EXPECT_NE(moves[i], at(game, corner)) << corner << " tried " << i + 1 << "th";
}

}  // namespace
}  // namespace goproof
