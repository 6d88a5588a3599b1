// The graph-history-interaction problem, on a game small enough to see whole.
//
// Black (the attacker) moves at R, C; White at A, D, B. Node names, moves:
//
//   R --0--> A --0--> C --0--> D --0--> R      (a cycle of four plies)
//   R --1--> B --0--> Black wins               C --1--> White wins
//
// From R, Black wins by going to B. Searching R's first move A reaches C,
// then D, then R again: on that path the return to R is endless play, no win,
// so C looks lost. But C is won from anywhere else: C -> D -> R -> B wins.
// A solver that wrote "C is lost" into its table would then call the root
// move A a loss; it is a win (A -> C -> D -> R -> B).
#include <array>
#include <string>

#include "gtest/gtest.h"
#include "solver/search/alphabeta.h"
#include "solver/search/alphabeta_search.h"
#include "solver/search/dfpn.h"
#include "solver/search/job_level_solve.h"
#include "solver/search/repetition_table.h"
#include "solver/search/retrograde.h"

namespace goproof {
namespace {

enum Node : int8_t { R, A, B, C, D, BlackWins, WhiteWins };

class CycleGame {
 public:
  static constexpr int kMaxMoves = 2;
  using ExactKey = int8_t;  // the node
  struct MoveListType {
    std::array<Move, 2> moves{};
    int size = 0;
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
    Move operator[](int i) const { return moves[i]; }
  };

  Color toMove() const { return node_ == R || node_ == C || node_ == BlackWins ? Color::Black : Color::White; }
  Winner decidedWinner() const {
    return node_ == BlackWins ? Winner::Black : node_ == WhiteWins ? Winner::White : Winner::None;
  }
  Winner result() const { return decidedWinner(); }
  void legalMoves(MoveListType& list) const {
    list.size = decidedWinner() != Winner::None ? 0 : (node_ == R || node_ == C) ? 2 : 1;
    list.moves = {0, 1};
  }
  void play(Move m) {
    history_[depth_++] = node_;
    static constexpr Node next[5][2] = {{A, B}, {C, C}, {BlackWins, BlackWins}, {D, WhiteWins}, {R, R}};
    node_ = next[node_][m];
  }
  void undo() { node_ = history_[--depth_]; }
  int ply() const { return depth_; }
  uint64_t hash() const { return 0x9E3779B97F4A7C15ull * (node_ + 1); }
  uint64_t canonicalHash() const { return hash(); }
  ExactKey exactKey() const { return node_; }
  // No symmetry.
  CanonicalImage canonicalImage() const { return {hash(), 0}; }
  int symmetryCount() const { return 1; }
  Move moveImage(int, Move m) const { return m; }
  Move movePreimage(int, Move m) const { return m; }
  bool invariantUnder(int) const { return true; }
  int moveIdLimit() const { return 2; }
  std::string moveName(Move m) const { return m == 0 ? "first" : "second"; }
  bool scored() const { return false; }
  bool historyDependent() const { return false; }
  bool drawsPossible() const { return true; }
  ScoreRange scoreRange() const { return {-kWinMargin, kWinMargin}; }
  HalfPoints finalMargin() const {
    return node_ == BlackWins ? kWinMargin : node_ == WhiteWins ? -kWinMargin : 0;
  }

 private:
  Node node_ = R;
  std::array<Node, 256> history_{};
  int depth_ = 0;
};
static_assert(SearchGame<CycleGame>);

TEST(GraphHistoryInteraction, APathDependentDisproofIsNotReused) {
  CycleGame game;
  DfpnOptions options;
  options.tableMegabytes = 1;
  options.allMoves = true;
  DfpnSolver<CycleGame> solver(options);
  SolveResult r = solver.solve(game);
  EXPECT_EQ(r.value, Value::Win);
  ASSERT_EQ(r.moveValues.size(), 2u);
  EXPECT_EQ(r.moveValues[0].value, Value::Win) << "A -> C -> D -> R -> B wins for Black";
  EXPECT_EQ(r.moveValues[1].value, Value::Win);
  EXPECT_EQ(r.winningMoves, (std::vector<Move>{0, 1}));
}

TEST(GraphHistoryInteraction, AFreshSearchOfTheCycleNodeFindsTheWin) {
  CycleGame game;
  DfpnOptions options;
  options.tableMegabytes = 1;
  DfpnSolver<CycleGame> solver(options);
  ASSERT_EQ(solver.prove(game, Color::Black), Value::Win);  // searches A first, through the cycle
  game.play(0);                                             // A
  game.play(0);                                             // C
  EXPECT_EQ(solver.prove(game, Color::Black), Value::Win);  // same table: C is won
}

// Workers that settle nothing: every job comes back open with numbers 1
// and 1, so that the job-level master (job_level_pns.h) searches the whole
// game itself. It goes R -> A -> C -> D and meets R again: C and A are
// disproved on that path only. Kept as facts, they would make the root move
// A a loss when its own question is asked; A wins.
class WorkersThatSettleNothing final : public PnsJobTransport<CycleGame> {
 public:
  int workers() const override { return 1; }
  bool send(int worker, const CycleGame& questionRoot, const PnsJob& job) override {
    CycleGame leaf = questionRoot;
    for (Move m : job.moves) leaf.play(m);
    PnsJobResult r;
    r.id = job.id;
    r.nodes = 1;
    CycleGame::MoveListType moves;
    leaf.legalMoves(moves);
    for (Move m : moves) r.children.push_back({m, 1, 1});
    answers_.push_back({worker, r});
    return true;
  }
  std::optional<std::pair<int, PnsJobResult>> receive(std::chrono::milliseconds) override {
    if (answers_.empty()) return std::nullopt;
    auto a = answers_.front();
    answers_.erase(answers_.begin());
    return a;
  }

 private:
  std::vector<std::pair<int, PnsJobResult>> answers_;
};

TEST(GraphHistoryInteraction, TheJobLevelMasterKeepsNoPathDependentDisproof) {
  CycleGame game;
  WorkersThatSettleNothing workers;
  JobLevelPns<CycleGame> master(workers, JobLevelOptions{});
  SearchSettings settings;
  settings.allMoves = true;
  const SolveResult r = solveWithJobs(master, game, settings);
  EXPECT_EQ(r.value, Value::Win);
  ASSERT_EQ(r.moveValues.size(), 2u);
  EXPECT_EQ(r.moveValues[0].value, Value::Win) << "A -> C -> D -> R -> B wins for Black";
  EXPECT_EQ(r.moveValues[1].value, Value::Win);
}

// The same trap for the other two solvers, through the same game contract.
TEST(GraphHistoryInteraction, AlphaBetaAndRetrogradeFindBothWins) {
  CycleGame game;
  AlphaBetaOptions options;
  options.tableMegabytes = 1;
  options.allMoves = true;
  SolveResult alphaBeta = solveAlphaBeta(game, options);
  EXPECT_EQ(alphaBeta.value, Value::Win);
  EXPECT_EQ(alphaBeta.winningMoves, (std::vector<Move>{0, 1}));
  EXPECT_EQ(alphaBeta.principalVariation, (std::vector<Move>{1, 0})) << "the fastest win: R -> B -> Black wins";

  RetrogradeResult retrograde = RetrogradeAnalysis<CycleGame>::analyze(game).solve(game, true);
  ASSERT_TRUE(retrograde.status.ok()) << retrograde.status;
  EXPECT_EQ(retrograde.value, Value::Win);
  EXPECT_EQ(retrograde.winningMoves, (std::vector<Move>{0, 1}));
  EXPECT_EQ(retrograde.distance, 2);
}

// Alpha-beta keeps C's value from a search of A with R on the path (0:
// C -> D -> R repeats R) with R as the position it relied on. It serves
// again on a path through R, and nowhere else: with R below the path floor,
// or with C as the root, C is won (C -> D -> R -> B).
TEST(GraphHistoryInteraction, AlphaBetaKeepsARepetitionBoundResultOnlyForPathsThroughItsPosition) {
  CycleGame game;
  TranspositionTable<AlphaBetaEntry> table(1);
  RepetitionTable repetitions(1);
  auto searchAFromR = [&](int floor) {
    AlphaBetaSearch<CycleGame> fromR(game, table, SearchControl{}, &repetitions);
    fromR.play(0);  // A
    fromR.setPathFloor(floor);
    SearchOutcome a = fromR.solveWindow(-kInfinity, kInfinity);
    fromR.undo();
    return a;
  };
  SearchOutcome a = searchAFromR(0);
  ASSERT_TRUE(a.proven);
  EXPECT_EQ(a.score, 0) << "on this path, A -> C -> D -> R is a repetition";
  EXPECT_GT(repetitions.stores(), 0u) << "the values that rest on R's repetition were kept, with R";
  EXPECT_EQ(repetitions.hits(), 0u);

  a = searchAFromR(0);  // the same path: served from the repetition table
  ASSERT_TRUE(a.proven);
  EXPECT_EQ(a.score, 0);
  EXPECT_GT(repetitions.hits(), 0u);

  const uint64_t hits = repetitions.hits();
  a = searchAFromR(1);  // R below the floor: A's game of its own
  ASSERT_TRUE(a.proven);
  EXPECT_LT(a.score, 0) << "White to move at A loses: A -> C -> D -> R -> B";
  EXPECT_EQ(repetitions.hits(), hits) << "nothing that rests on R served";

  game.play(0);  // A
  game.play(0);  // C
  AlphaBetaSearch<CycleGame> fromC(game, table, SearchControl{}, &repetitions);
  SearchOutcome c = fromC.solveWindow(-kInfinity, kInfinity);
  ASSERT_TRUE(c.proven);
  EXPECT_GT(c.score, 0) << "C -> D -> R -> B wins for Black";
}

// A game of one endless line that never repeats: alpha-beta can prove
// nothing, reaches its deepest ply, and says so (not as a stop).
class EndlessGame {
 public:
  static constexpr int kMaxMoves = 1;
  using ExactKey = int;
  struct MoveListType {
    std::array<Move, 1> moves{};
    int size = 0;
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
    Move operator[](int i) const { return moves[i]; }
  };
  Color toMove() const { return ply_ % 2 == 0 ? Color::Black : Color::White; }
  Winner decidedWinner() const { return Winner::None; }
  Winner result() const { return Winner::None; }
  void legalMoves(MoveListType& list) const { list.size = 1; }
  void play(Move) { ++ply_; }
  void undo() { --ply_; }
  int ply() const { return ply_; }
  uint64_t hash() const { return 0x9E3779B97F4A7C15ull * static_cast<uint64_t>(ply_ + 1); }
  uint64_t canonicalHash() const { return hash(); }
  ExactKey exactKey() const { return ply_; }
  CanonicalImage canonicalImage() const { return {hash(), 0}; }
  int symmetryCount() const { return 1; }
  Move moveImage(int, Move m) const { return m; }
  Move movePreimage(int, Move m) const { return m; }
  bool invariantUnder(int) const { return true; }
  int moveIdLimit() const { return 1; }
  std::string moveName(Move) const { return "on"; }
  bool scored() const { return false; }
  bool historyDependent() const { return false; }
  bool drawsPossible() const { return true; }
  ScoreRange scoreRange() const { return {-kWinMargin, kWinMargin}; }
  HalfPoints finalMargin() const { return 0; }

 private:
  int ply_ = 0;
};
static_assert(SearchGame<EndlessGame>);

TEST(GraphHistoryInteraction, AlphaBetaSaysWhyItGivesUpOnALineWithoutEnd) {
  EndlessGame game;
  AlphaBetaOptions options;
  options.tableMegabytes = 1;
  SolveResult r = solveAlphaBeta(game, options);
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.value, Value::Unknown);
  EXPECT_NE(r.incompleteReason.find("--solver dfpn"), std::string::npos) << r.incompleteReason;
}

}  // namespace
}  // namespace goproof
