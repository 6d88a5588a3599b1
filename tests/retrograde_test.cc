// The retrograde solver, checked against two references written here from
// scratch, sharing nothing with it but the rules (GameState):
//   - naiveNegamax: plain recursion over the game tree, no table at all.
//     Exact for Capture Go, which always ends.
//   - AttractorFixpoint: the explicit state set, found breadth first and named
//     by strings, labelled by sweeping it in rounds until nothing changes (a
//     state is a Win once some child is a Loss, a Loss once every child is a
//     Win; what is never labelled is a Draw). Round k labels exactly the
//     states at distance k, so distances are checked too. Handles cycles,
//     hence Gonnect.
// Then positions a teacher would draw, and the solver's refusals.
#include "solver/search/retrograde.h"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::emptyGame;
using testing::gameFromRows;

// ---------------------------------------------------------------------------
// Reference 1: negamax over the whole game tree, without a table.

Value valueForMover(Winner w, Color toMove) { return w == winnerOf(toMove) ? Value::Win : Value::Loss; }

// The value for the side to move; stops at the first winning move.
Value naiveNegamax(GameState<1>& game) {
  Winner w = game.result();
  if (w != Winner::None) return valueForMover(w, game.toMove());
  MoveList<1> moves;
  game.legalMoves(moves);
  for (Move m : moves) {
    game.play(m);
    Value after = naiveNegamax(game);
    game.undo();
    if (after == Value::Loss) return Value::Win;
  }
  return Value::Loss;
}

// The value and the length of the game under optimal play: the winner wins
// fastest, the loser holds out longest. Visits the whole tree.
struct ValueAndDistance {
  Value value;
  int distance;
};
ValueAndDistance naiveNegamaxWithDistance(GameState<1>& game) {
  Winner w = game.result();
  if (w != Winner::None) return {valueForMover(w, game.toMove()), 0};
  MoveList<1> moves;
  game.legalMoves(moves);
  int fastestWin = -1, longestLoss = 0;
  for (Move m : moves) {
    game.play(m);
    ValueAndDistance after = naiveNegamaxWithDistance(game);
    game.undo();
    if (after.value == Value::Loss && (fastestWin < 0 || after.distance + 1 < fastestWin))
      fastestWin = after.distance + 1;
    longestLoss = std::max(longestLoss, after.distance + 1);
  }
  return fastestWin >= 0 ? ValueAndDistance{Value::Win, fastestWin} : ValueAndDistance{Value::Loss, longestLoss};
}

// ---------------------------------------------------------------------------
// Reference 2: the attractor fixpoint over the explicit state set.

// Names everything that decides the future: stones, side to move, ko point,
// and in Capture Go the prisoners (uncapped: a finer name is still exact) and
// the pie swap.
std::string stateName(const GameState<1>& game) {
  std::string name;
  for (int p = 0; p < game.geometry().points(); ++p) name += diagramChar(game.board().at(p));
  name += game.toMove() == Color::Black ? " B" : " W";
  name += " ko" + std::to_string(game.koPoint());
  if (game.rules().goal == Goal::Prisoners)
    name += " p" + std::to_string(game.prisoners(Color::Black)) + "," + std::to_string(game.prisoners(Color::White));
  if (game.swapAvailable()) name += " swap";
  return name;
}

class AttractorFixpoint {
 public:
  // Finds every state reachable from game breadth first (each state is
  // reached again by replaying its moves from the root), then labels them.
  // For each state, also records what `analysis` says of it.
  AttractorFixpoint(GameState<1>& game, const RetrogradeAnalysis<GameState<1>>& analysis) {
    std::map<std::string, int> index;
    index[stateName(game)] = add(-1, kNoMove);
    for (size_t s = 0; s < parent_.size(); ++s) {
      std::vector<Move> path;
      for (int t = static_cast<int>(s); parent_[t] >= 0; t = parent_[t]) path.insert(path.begin(), move_[t]);
      for (Move m : path) game.play(m);
      retrogradeValue_[s] = analysis.valueOf(game);
      retrogradeDistance_[s] = analysis.distanceOf(game);
      Winner w = game.result();
      if (w != Winner::None) label_[s] = valueForMover(w, game.toMove());
      MoveList<1> moves;
      game.legalMoves(moves);
      for (Move m : moves) {
        game.play(m);
        auto [it, added] = index.try_emplace(stateName(game), static_cast<int>(parent_.size()));
        if (added) add(static_cast<int>(s), m);
        children_[s].push_back(it->second);
        game.undo();
      }
      for (size_t i = 0; i < path.size(); ++i) game.undo();
    }
    // Round k decides the states whose every line ends within k plies.
    for (int round = 1;; ++round) {
      std::vector<std::pair<int, Value>> decided;
      for (size_t s = 0; s < label_.size(); ++s) {
        if (label_[s] != Value::Unknown) continue;
        bool someChildLost = false, allChildrenWon = true;
        for (int c : children_[s]) {
          someChildLost |= label_[c] == Value::Loss;
          allChildrenWon &= label_[c] == Value::Win;
        }
        if (someChildLost) decided.push_back({static_cast<int>(s), Value::Win});
        else if (allChildrenWon) decided.push_back({static_cast<int>(s), Value::Loss});
      }
      if (decided.empty()) break;
      for (auto [s, v] : decided) {
        label_[s] = v;
        distance_[s] = round;
      }
    }
    for (auto& v : label_)
      if (v == Value::Unknown) v = Value::Draw;
  }

  size_t stateCount() const { return label_.size(); }
  // States where the fixpoint and the analysis disagree, described.
  std::vector<std::string> disagreements() const {
    std::vector<std::string> out;
    for (size_t s = 0; s < label_.size(); ++s) {
      int64_t distance = label_[s] == Value::Draw ? -1 : distance_[s];
      if (label_[s] != retrogradeValue_[s] || distance != retrogradeDistance_[s])
        out.push_back(cat("state ", s, ": fixpoint ", toString(label_[s]), " in ", distance, ", retrograde ",
                          toString(retrogradeValue_[s]), " in ", retrogradeDistance_[s]));
    }
    return out;
  }
  size_t drawCount() const { return std::count(label_.begin(), label_.end(), Value::Draw); }

 private:
  int add(int parent, Move move) {
    parent_.push_back(parent);
    move_.push_back(move);
    children_.emplace_back();
    label_.push_back(Value::Unknown);
    distance_.push_back(0);
    retrogradeValue_.push_back(Value::Unknown);
    retrogradeDistance_.push_back(-1);
    return static_cast<int>(parent_.size()) - 1;
  }

  std::vector<int> parent_;
  std::vector<Move> move_;  // the move from the parent
  std::vector<std::vector<int>> children_;
  std::vector<Value> label_;
  std::vector<int> distance_;
  std::vector<Value> retrogradeValue_;
  std::vector<int64_t> retrogradeDistance_;
};

// ---------------------------------------------------------------------------
// Helpers.

RetrogradeResult solveAllMoves(GameState<1>& game) {
  RetrogradeOptions options;
  options.allMoves = true;
  RetrogradeResult result = solveRetrograde(game, options);
  EXPECT_TRUE(result.status.ok()) << result.status;
  return result;
}

std::vector<Move> movesWithValue(const RetrogradeResult& result, Value v) {
  std::vector<Move> moves;
  for (auto mv : result.moveValues)
    if (mv.value == v) moves.push_back(mv.move);
  return moves;
}

// Plays the principal variation: every move legal, and the game ends after
// exactly `distance` plies, won by the side the value names.
void expectVariationEndsAsPromised(GameState<1>& game, const RetrogradeResult& result) {
  ASSERT_NE(result.value, Value::Draw);
  ASSERT_EQ(static_cast<int64_t>(result.principalVariation.size()), result.distance);
  Winner promised = winnerFor(result.value, game.toMove());
  for (Move m : result.principalVariation) {
    ASSERT_EQ(game.legality(m), IllegalReason::None);
    game.play(m);
  }
  EXPECT_EQ(game.result(), promised);
  for (size_t i = 0; i < result.principalVariation.size(); ++i) game.undo();
}

struct BoardSize {
  int width, height;
};
std::string sizeName(BoardSize s) { return std::to_string(s.width) + "x" + std::to_string(s.height); }

// ---------------------------------------------------------------------------
// Capture Go against the naive negamax.

TEST(Retrograde, CaptureGoAgreesWithNaiveNegamaxOnEveryMove) {
  for (std::string rules : {"capture-1", "capture-2", "capture-2+ko=simple"}) {
    for (BoardSize size : {BoardSize{1, 1}, {2, 1}, {1, 2}, {2, 2}, {3, 2}, {2, 3}, {3, 3}, {4, 2}, {4, 3}, {3, 4}}) {
      SCOPED_TRACE(rules + " " + sizeName(size));
      auto game = emptyGame(rules, size.width, size.height);
      RetrogradeResult result = solveAllMoves(game);
      EXPECT_EQ(result.value, naiveNegamax(game));
      MoveList<1> moves;
      game.legalMoves(moves);
      ASSERT_EQ(result.moveValues.size(), static_cast<size_t>(moves.size));
      std::vector<Move> naiveWinning;
      for (int i = 0; i < moves.size; ++i) {
        game.play(moves[i]);
        Value naive = negate(naiveNegamax(game));
        game.undo();
        EXPECT_EQ(result.moveValues[i].move, moves[i]);
        EXPECT_EQ(result.moveValues[i].value, naive) << game.geometry().name(moves[i]);
        if (naive == Value::Win) naiveWinning.push_back(moves[i]);
      }
      EXPECT_EQ(result.winningMoves, naiveWinning);
      EXPECT_EQ(result.drawStates, 0u) << "Capture Go always ends";
      expectVariationEndsAsPromised(game, result);
    }
  }
}

TEST(Retrograde, CaptureGoDistancesAgreeWithTheWholeTree) {
  for (std::string rules : {"capture-1", "capture-2"}) {
    for (BoardSize size : {BoardSize{2, 2}, {3, 2}, {2, 3}, {3, 3}}) {
      if (rules == "capture-2" && size.width * size.height == 9) continue;  // too big a tree
      SCOPED_TRACE(rules + " " + sizeName(size));
      auto game = emptyGame(rules, size.width, size.height);
      RetrogradeResult result = solveAllMoves(game);
      ValueAndDistance naive = naiveNegamaxWithDistance(game);
      EXPECT_EQ(result.value, naive.value);
      EXPECT_EQ(result.distance, naive.distance);
    }
  }
}

// ---------------------------------------------------------------------------
// Every state, Capture Go and Gonnect, against the attractor fixpoint.

TEST(Retrograde, EveryStateAgreesWithTheAttractorFixpoint) {
  for (std::string rules : {"gonnect", "gonnect+pie", "gonnect+ko=none", "capture-1", "capture-2",
                            "capture-2+ko=simple", "capture-1+pie"}) {
    for (BoardSize size : {BoardSize{1, 1}, {2, 1}, {2, 2}, {3, 2}, {2, 3}, {3, 3}, {4, 3}}) {
      SCOPED_TRACE(rules + " " + sizeName(size));
      auto game = emptyGame(rules, size.width, size.height);
      auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
      ASSERT_TRUE(analysis.status().ok()) << analysis.status();
      AttractorFixpoint reference(game, analysis);
      EXPECT_EQ(reference.disagreements(), std::vector<std::string>{});
      EXPECT_EQ(analysis.drawCount(), reference.drawCount());
      if (rules.starts_with("gonnect")) {
        EXPECT_EQ(analysis.stateCount(), reference.stateCount());
      }
    }
  }
}

TEST(Retrograde, GonnectRootMovesAgreeWithTheAttractorFixpoint) {
  for (BoardSize size : {BoardSize{2, 2}, {3, 2}, {2, 3}, {3, 3}, {4, 3}}) {
    SCOPED_TRACE("gonnect " + sizeName(size));
    auto game = emptyGame("gonnect", size.width, size.height);
    auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
    RetrogradeResult result = analysis.solve(game, /*allMoves=*/true);
    if (size.width * size.height <= 9) {  // every state, root moves included
      AttractorFixpoint reference(game, analysis);
      EXPECT_EQ(reference.disagreements(), std::vector<std::string>{});
    }
    // Each root move's value is also the value the analysis gives its child,
    // and the value a fresh solve of that child finds.
    MoveList<1> moves;
    game.legalMoves(moves);
    ASSERT_EQ(result.moveValues.size(), static_cast<size_t>(moves.size));
    for (int i = 0; i < moves.size; ++i) {
      game.play(moves[i]);
      EXPECT_EQ(result.moveValues[i].value, negate(analysis.valueOf(game)));
      if (size.width * size.height <= 9) {
        EXPECT_EQ(result.moveValues[i].value, negate(solveAllMoves(game).value));
      }
      game.undo();
    }
    expectVariationEndsAsPromised(game, result);
  }
}

// ---------------------------------------------------------------------------
// The values of empty boards (quoted in the docs).

TEST(Retrograde, EmptyBoardValues) {
  struct Case {
    std::string rules;
    BoardSize size;
    Value value;
    int64_t distance;
    uint64_t states;
  };
  for (const Case& c : std::vector<Case>{
           {"capture-1", {1, 1}, Value::Loss, 0, 1},  // no legal move: Black loses at once
           {"capture-1", {2, 2}, Value::Loss, 4, 31},
           {"capture-1", {3, 2}, Value::Loss, 6, 230},
           {"capture-1", {3, 3}, Value::Win, 7, 5053},
           {"capture-1", {4, 3}, Value::Win, 9, 115816},
           {"capture-2", {2, 2}, Value::Loss, 4, 31},
           {"capture-2", {3, 3}, Value::Win, 7, 7957},
           {"capture-2", {4, 3}, Value::Win, 11, 195106},
           {"gonnect", {1, 1}, Value::Loss, 0, 1},  // the only move is suicide
           {"gonnect", {2, 2}, Value::Win, 3, 27},
           {"gonnect", {3, 2}, Value::Win, 5, 295},
           {"gonnect", {3, 3}, Value::Win, 7, 10104},
           {"gonnect", {4, 3}, Value::Win, 9, 289801},
       }) {
    SCOPED_TRACE(c.rules + " " + sizeName(c.size));
    auto game = emptyGame(c.rules, c.size.width, c.size.height);
    RetrogradeResult result = solveAllMoves(game);
    EXPECT_EQ(result.value, c.value);
    EXPECT_EQ(result.distance, c.distance);
    EXPECT_EQ(result.stats.nodes, c.states);
  }
}

TEST(Retrograde, CaptureOneFourByFourIsWonByWhite) {
  // The known value: 4x4 Atari Go is a second-player win, whatever Black
  // starts with. Takes about 10 s and 1 GB (7.85 million states).
  auto game = emptyGame("capture-1", 4, 4);
  auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
  ASSERT_TRUE(analysis.status().ok()) << analysis.status();
  EXPECT_EQ(analysis.stateCount(), 7853383u);
  RetrogradeResult result = analysis.solve(game, /*allMoves=*/true);
  EXPECT_EQ(result.value, Value::Loss);
  EXPECT_EQ(result.distance, 14);
  EXPECT_EQ(movesWithValue(result, Value::Loss).size(), 16u);
  expectVariationEndsAsPromised(game, result);
  // White's winning answers: many to a corner, few to a side, one to the centre.
  auto whiteWinsAfter = [&](const std::string& first) {
    game.play(at(game, first));
    RetrogradeResult answer = analysis.solve(game, /*allMoves=*/false);
    game.undo();
    EXPECT_EQ(answer.value, Value::Win) << first;
    std::vector<std::string> names;
    for (Move m : answer.winningMoves) names.push_back(game.geometry().name(m));
    return std::pair{names, answer.distance};
  };
  EXPECT_EQ(whiteWinsAfter("a1"),
            std::pair(std::vector<std::string>{"b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3", "d3", "c4"}, int64_t{5}));
  EXPECT_EQ(whiteWinsAfter("b1"), std::pair(std::vector<std::string>{"b2", "c2", "b3", "c3"}, int64_t{13}));
  EXPECT_EQ(whiteWinsAfter("b2"), std::pair(std::vector<std::string>{"c3"}, int64_t{13}));
}

TEST(Retrograde, CaptureOneThreeByThreeIsWonFromTheSidesAndCentre) {
  // Black wins 3x3 Atari Go by starting anywhere but a corner.
  auto game = emptyGame("capture-1", 3, 3);
  RetrogradeResult result = solveAllMoves(game);
  EXPECT_EQ(result.value, Value::Win);
  EXPECT_EQ(result.winningMoves, (std::vector<Move>{at(game, "b1"), at(game, "a2"), at(game, "b2"),
                                                    at(game, "c2"), at(game, "b3")}));
}

TEST(Retrograde, GonnectEmptyBoardsAreFirstPlayerWinsFromEveryPoint) {
  for (BoardSize size : {BoardSize{2, 2}, {3, 3}, {4, 3}}) {
    SCOPED_TRACE(sizeName(size));
    auto game = emptyGame("gonnect", size.width, size.height);
    RetrogradeResult result = solveAllMoves(game);
    EXPECT_EQ(result.value, Value::Win);
    EXPECT_EQ(result.winningMoves.size(), static_cast<size_t>(size.width * size.height));
  }
}

TEST(Retrograde, ThePieRuleTurnsGonnectThreeByThreeAround) {
  // Every first move wins 3x3 Gonnect, so with the pie rule White swaps
  // whatever Black plays, and Black loses.
  auto game = emptyGame("gonnect+pie", 3, 3);
  auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
  RetrogradeResult result = analysis.solve(game, /*allMoves=*/true);
  EXPECT_EQ(result.value, Value::Loss);
  EXPECT_EQ(movesWithValue(result, Value::Loss).size(), 9u);
  MoveList<1> moves;
  game.legalMoves(moves);
  for (Move first : moves) {
    game.play(first);
    RetrogradeResult reply = analysis.solve(game, /*allMoves=*/false);
    EXPECT_NE(std::find(reply.winningMoves.begin(), reply.winningMoves.end(), kSwap), reply.winningMoves.end());
    game.undo();
  }
  // The same stone given from outside is the same state: White swaps and wins.
  // Without the swap (a second stone on the board) it is another state.
  auto given = gameFromRows("gonnect+pie", ".../.X./...", Color::White);
  EXPECT_EQ(analysis.valueOf(given), Value::Win);
  EXPECT_EQ(solveAllMoves(given).value, Value::Win);
  EXPECT_EQ(solveAllMoves(given).winningMoves.front(), kSwap);
}

// ---------------------------------------------------------------------------
// Positions a teacher would draw.

TEST(Retrograde, TakingTheStoneInAtariWinsAndNothingElseDoes) {
  // Black b3 and White c3 are both in atari. Black to move captures c3 at d3
  // and wins; any other move lets White take b3 at a3.
  auto game = gameFromRows("capture-1",
                           ".XO./"
                           ".OX./"
                           "....");
  RetrogradeResult result = solveAllMoves(game);
  EXPECT_EQ(result.value, Value::Win);
  EXPECT_EQ(result.winningMoves, std::vector<Move>{at(game, "d3")});
  EXPECT_EQ(result.distance, 1);
  EXPECT_EQ(result.principalVariation, std::vector<Move>{at(game, "d3")});
  for (auto mv : result.moveValues)
    if (mv.move != at(game, "d3")) {
      EXPECT_EQ(mv.value, Value::Loss) << game.geometry().name(mv.move);
    }
}

TEST(Retrograde, AForkForcesAGonnectConnection) {
  // Black c2 joins c1 and threatens both c3 (the c file, top to bottom) and
  // b2 (b3-b2-c2-c1). White can block only one. No other move wins.
  auto game = gameFromRows("gonnect",
                           ".X../"
                           "O.../"
                           ".OXO");
  RetrogradeResult result = solveAllMoves(game);
  EXPECT_EQ(result.value, Value::Win);
  EXPECT_EQ(result.winningMoves, std::vector<Move>{at(game, "c2")});
  EXPECT_EQ(result.distance, 3);
  expectVariationEndsAsPromised(game, result);

  game.play(at(game, "c2"));
  RetrogradeResult reply = solveAllMoves(game);
  EXPECT_EQ(reply.value, Value::Loss);
  for (Move block : {at(game, "c3"), at(game, "b2")}) {
    game.play(block);
    Move other = block == at(game, "c3") ? at(game, "b2") : at(game, "c3");
    EXPECT_EQ(game.check(other).winner, Winner::Black);
    game.undo();
  }
}

TEST(Retrograde, TwoThreatsCannotBothBeBlocked) {
  // White to move: Black threatens a1, c1, b3 and b2, each a connection.
  auto game = gameFromRows("gonnect",
                           "X.X/"
                           "X.X/"
                           "...",
                           Color::White);
  RetrogradeResult result = solveAllMoves(game);
  EXPECT_EQ(result.value, Value::Loss);
  EXPECT_EQ(result.distance, 2);
  EXPECT_TRUE(result.winningMoves.empty());
  EXPECT_EQ(movesWithValue(result, Value::Loss).size(), result.moveValues.size());
}

TEST(Retrograde, ARotatingKoIsADrawUnderSimpleKo) {
  // Black's centre stone and eight ring stones. Every ring stone is in atari,
  // and b1 is suicide for Black. Black's only moves, a3 and c3, each capture
  // one stone and make a ko; from then on every turn has exactly one legal
  // move, which captures the next stone round the ring (a3 b1 c3 a2 c1 b3 a1
  // c2 ...). Neither side can ever connect or run out of moves: after eight
  // plies the position is back, and play goes on for ever. A Draw.
  auto game = gameFromRows("gonnect",
                           ".O./"
                           "OXO/"
                           "X.X");
  RetrogradeResult result = solveAllMoves(game);
  EXPECT_EQ(result.value, Value::Draw);
  EXPECT_EQ(result.distance, -1);
  EXPECT_TRUE(result.winningMoves.empty());
  EXPECT_EQ(result.moveValues.size(), 2u);
  EXPECT_EQ(movesWithValue(result, Value::Draw), (std::vector<Move>{at(game, "a3"), at(game, "c3")}));

  game.play(at(game, "a3"));
  ExactStateKey<1> afterFirstMove = game.exactKey();
  MoveList<1> moves;
  for (int ply = 0; ply < 8; ++ply) {
    game.legalMoves(moves);
    ASSERT_EQ(moves.size, 1) << "ply " << ply;
    MoveCheck check = game.check(moves[0]);
    EXPECT_EQ(check.captures, 1);
    EXPECT_EQ(check.winner, Winner::None);
    game.play(moves[0]);
  }
  EXPECT_EQ(game.exactKey(), afterFirstMove);
  for (int ply = 0; ply < 9; ++ply) game.undo();

  // The variation follows the cycle until a state comes back.
  const std::vector<std::string> cycle = {"a3", "b1", "c3", "a2", "c1", "b3", "a1", "c2", "a3"};
  std::vector<Move> expected;
  for (const auto& name : cycle) expected.push_back(at(game, name));
  EXPECT_EQ(result.principalVariation, expected);
}

TEST(Retrograde, WithoutAKoRuleTheRingIsADrawToo) {
  // Under gonnect+ko=none White simply retakes at once (a3 a2 a3 a2 ...), a
  // cycle of two plies instead of eight. Still nobody can connect: a Draw,
  // in every state the fixpoint finds.
  auto game = gameFromRows("gonnect+ko=none",
                           ".O./"
                           "OXO/"
                           "X.X");
  auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
  EXPECT_EQ(analysis.valueOf(game), Value::Draw);
  AttractorFixpoint reference(game, analysis);
  EXPECT_EQ(reference.disagreements(), std::vector<std::string>{});
  EXPECT_EQ(reference.drawCount(), reference.stateCount());
}

// ---------------------------------------------------------------------------
// One analysis, many questions.

TEST(Retrograde, OneAnalysisAnswersForEveryStateOfTheGame) {
  auto game = emptyGame("capture-1", 3, 3);
  auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(game);
  MoveList<1> moves;
  game.legalMoves(moves);
  for (Move m : moves) {
    game.play(m);
    RetrogradeResult fresh = solveAllMoves(game);
    RetrogradeResult shared = analysis.solve(game, /*allMoves=*/true);
    EXPECT_EQ(shared.value, fresh.value);
    EXPECT_EQ(shared.distance, fresh.distance);
    EXPECT_EQ(shared.winningMoves, fresh.winningMoves);
    EXPECT_EQ(shared.principalVariation, fresh.principalVariation);
    EXPECT_LT(fresh.stats.nodes, shared.stats.nodes);
    game.undo();
  }
}

TEST(Retrograde, AStateOutsideTheGraphIsUnknown) {
  auto root = gameFromRows("gonnect", "X./..", Color::White);
  auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(root);
  auto empty = emptyGame("gonnect", 2, 2);  // the last stone can never leave the board
  EXPECT_EQ(analysis.valueOf(empty), Value::Unknown);
  EXPECT_EQ(analysis.distanceOf(empty), -1);
  RetrogradeResult result = analysis.solve(empty, true);
  EXPECT_EQ(result.value, Value::Unknown);
  EXPECT_EQ(result.status.code(), absl::StatusCode::kNotFound);
  // The root itself, but under other rules or on another board, is another game.
  EXPECT_NE(analysis.valueOf(root), Value::Unknown);
  EXPECT_EQ(analysis.valueOf(gameFromRows("gonnect+ko=none", "X./..", Color::White)), Value::Unknown);
  EXPECT_EQ(analysis.valueOf(gameFromRows("gonnect", "X./../..", Color::White)), Value::Unknown);
}

TEST(Retrograde, TheRootIsLeftAsItWas) {
  auto game = gameFromRows("capture-2", "X.../.O../..../....", Color::White);
  ExactStateKey<1> before = game.exactKey();
  RetrogradeOptions options;
  options.maxStates = 2000;  // runs out part way
  EXPECT_EQ(solveRetrograde(game, options).value, Value::Unknown);
  EXPECT_EQ(game.exactKey(), before);
  EXPECT_EQ(game.ply(), 0);
  auto small = gameFromRows("capture-1", "X../.O./...");
  before = small.exactKey();
  solveAllMoves(small);
  EXPECT_EQ(small.exactKey(), before);
  EXPECT_EQ(small.ply(), 0);
}

TEST(Retrograde, ADecidedRootHasNoMoves) {
  auto game = gameFromRows("capture-1", "../..", Color::White, "", {1, 0});  // Black has taken a stone
  RetrogradeResult result = solveAllMoves(game);
  EXPECT_EQ(result.value, Value::Loss);
  EXPECT_EQ(result.distance, 0);
  EXPECT_TRUE(result.moveValues.empty());
  EXPECT_TRUE(result.principalVariation.empty());
}

TEST(Retrograde, WiderBitboardsGiveTheSameAnswers) {
  // The same small games held in two- and six-word bitboards (the code for
  // boards past 64 and 128 points) are solved exactly alike.
  for (std::string rules : {"capture-1", "gonnect"}) {
    SCOPED_TRACE(rules);
    auto narrow = emptyGame<1>(rules, 3, 3);
    auto two = emptyGame<2>(rules, 3, 3);
    auto six = emptyGame<6>(rules, 3, 3);
    RetrogradeOptions options;
    options.allMoves = true;
    RetrogradeResult expected = solveRetrograde(narrow, options);
    for (const RetrogradeResult& wide : {solveRetrograde(two, options), solveRetrograde(six, options)}) {
      EXPECT_EQ(wide.value, expected.value);
      EXPECT_EQ(wide.distance, expected.distance);
      EXPECT_EQ(wide.stats.nodes, expected.stats.nodes);
      EXPECT_EQ(wide.drawStates, expected.drawStates);
      EXPECT_EQ(wide.winningMoves, expected.winningMoves);
      EXPECT_EQ(wide.principalVariation, expected.principalVariation);
    }
  }
}

// ---------------------------------------------------------------------------
// Refusals.

TEST(Retrograde, StopsAtTheStateLimit) {
  auto game = emptyGame("capture-1", 3, 3);
  RetrogradeOptions options;
  options.maxStates = 100;
  RetrogradeResult result = solveRetrograde(game, options);
  EXPECT_EQ(result.value, Value::Unknown);
  EXPECT_EQ(result.status.code(), absl::StatusCode::kResourceExhausted);
  EXPECT_NE(std::string(result.status.message()).find("more than 100 states"), std::string::npos);
  EXPECT_TRUE(result.winningMoves.empty());
  options.maxStates = 5053;  // exactly enough
  EXPECT_EQ(solveRetrograde(game, options).value, Value::Win);
}

TEST(Retrograde, RefusesRulesThatDependOnHistory) {
  for (std::string rules : {"capture-2+ko=superko", "gonnect+ko=superko", "gonnect+cycle=repeater-loses",
                            "capture-2+cycle=repeater-loses", "go+ko=superko"}) {
    SCOPED_TRACE(rules);
    auto game = emptyGame(rules, 2, 2);
    RetrogradeResult result = solveRetrograde(game, RetrogradeOptions{});
    EXPECT_EQ(result.value, Value::Unknown);
    EXPECT_EQ(result.status.code(), absl::StatusCode::kFailedPrecondition);
    EXPECT_FALSE(result.status.message().empty());
  }
}

}  // namespace
}  // namespace goproof
