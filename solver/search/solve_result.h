// What a solver answers: the game-theoretic value and the evidence around it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/rules/margin.h"
#include "solver/rules/move.h"
#include "solver/search/transposition_table.h"

namespace goproof {

// The value of a position for the side to move.
enum class Value : int8_t { Unknown, Win, Loss, Draw };

constexpr Value negate(Value v) { return v == Value::Win ? Value::Loss : v == Value::Loss ? Value::Win : v; }
// The winner when `toMove` has value v: "B", "W", "draw" (None for Unknown).
constexpr Winner winnerFor(Value v, Color toMove) {
  switch (v) {
    case Value::Win: return winnerOf(toMove);
    case Value::Loss: return winnerOf(opponent(toMove));
    case Value::Draw: return Winner::Draw;
    case Value::Unknown: break;
  }
  return Winner::None;
}
constexpr std::string_view toString(Value v) {
  switch (v) {
    case Value::Win: return "win";
    case Value::Loss: return "loss";
    case Value::Draw: return "draw";
    case Value::Unknown: break;
  }
  return "unknown";
}

// Work counters every solver reports.
struct SearchStats {
  uint64_t nodes = 0;       // positions expanded (moves made)
  double seconds = 0;       // wall time
  TableStats table;         // transposition table traffic (zero for solvers without one)
};

// One question the exact score's search asked about the root's margin,
// "is Black's margin at least blackMargin?", and where it ended: what a
// measurement of the search reads (docs/solvers.md).
struct RootQuestion {
  HalfPoints blackMargin = 0;  // in half-points (margin.h)
  // nullopt: unanswered (the solve stopped, or alpha-beta reached its
  // deepest ply, which SolveResult::incompleteReason then says).
  std::optional<bool> answer;
  // Alpha-beta: the depth of the iteration it ended in (its first when what
  // earlier questions proved settled it; in a resumed run, the depth this
  // run reached); df-pn: 0, it has no depth.
  int depth = 0;
  uint64_t nodes = 0;  // this run's nodes when it ended, every thread's
  double seconds = 0;  // and this run's seconds, on the clock of SearchStats::seconds
};

// A solved (or, when stopped early, partly solved) root position.
struct SolveResult {
  Value value = Value::Unknown;          // for the side to move at the root
  std::vector<Move> winningMoves;        // every root move that wins, in move order (swap, pass, then points)
  struct MoveValue {
    Move move;
    Value value;  // for the side to move at the root, after playing move
  };
  std::vector<MoveValue> moveValues;     // every legal root move, when asked for
  std::vector<Move> principalVariation;  // the winner's fastest win against the longest resistance
  // Scored games (Rules::scored()) only; empty otherwise.
  // Black's margin under perfect play (margin.h), when settled.
  std::optional<HalfPoints> score;
  // Every root move that keeps the optimal score, in move order.
  std::vector<Move> bestMoves;
  struct MoveScore {
    Move move;
    HalfPoints score;  // Black's margin after playing move, under perfect play
  };
  std::vector<MoveScore> moveScores;     // every legal root move, when asked for
  // The questions about the root's margin, in the order asked (df-pn and
  // alpha-beta by margins; the last unanswered if the solve stopped in it).
  std::vector<RootQuestion> rootQuestions;
  // True when every answer asked for was settled; false when a time limit or
  // a stop ended the solve first. Then value is still exact when it is not
  // Unknown (a proven winning move proves a win), but winningMoves and
  // moveValues hold only what was proven, and may miss moves; so do
  // bestMoves and moveScores, and score may be unset.
  bool complete = false;
  // Why the solve ended incomplete when neither the time limit nor a stop
  // ended it (alpha-beta at its deepest ply, retrograde analysis out of
  // states); empty otherwise.
  std::string incompleteReason;
  SearchStats stats;
};

}  // namespace goproof
