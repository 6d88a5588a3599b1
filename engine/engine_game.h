// One game in progress as the GTP engine plays it, whatever its rules: a
// small interface over the concrete game types (GameState, QuenchTwoGame,
// ConquestGame), so that the protocol code is written once. It is called
// once per GTP command, never inside a search: the searches run on the
// concrete type (move_choice.h).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/rules/margin.h"
#include "solver/rules/move.h"
#include "solver/rules/position_setup.h"
#include "solver/search/kept_alphabeta_tables.h"
#include "solver/search/solve_result.h"

namespace goproof::engine {

// How hard a search may try: its time, threads and memory.
struct SearchBudget {
  double seconds = 10;  // 0: no limit
  int threads = 1;
  size_t tableMegabytes = 256;
  KeptAlphaBetaTables* keptTables = nullptr;  // alpha-beta's table, kept from move to move
};

// What genmove plays, and how sure it is.
struct MoveChoice {
  std::string move;                  // GTP name in lower case ("c3", "pass", "b4+c1", "d4:ne")
  bool proven = false;               // the position was solved: the move is perfect play
  Value value = Value::Unknown;      // for the player to move, when proven
  std::optional<HalfPoints> score;   // scored games: Black's margin under perfect play, when proven
  std::vector<std::string> line;     // the solver's line from here, starting with move (when proven)
  std::string note;                  // one sentence on how it was chosen (for stderr)
};

// One legal move's value, as the analysis commands show it.
struct MoveAssessment {
  std::string move;                 // GTP name in lower case
  Value value = Value::Unknown;     // for the player to move, after this move
  std::optional<HalfPoints> score;  // scored games: Black's margin after this move, under perfect play
};

// Every legal move's value, and the position's.
struct PositionAssessment {
  Value value = Value::Unknown;     // for the player to move
  std::optional<HalfPoints> score;  // scored games: Black's margin, when settled
  std::vector<MoveAssessment> moves;  // every legal move, in move order
  std::vector<std::string> line;    // the solver's line, when settled
  bool complete = false;            // every move was settled within the budget
  std::string refusal;              // why no solver could search these rules ("" when one did)
};

class EngineGame {
 public:
  virtual ~EngineGame() = default;

  virtual int width() const = 0;
  virtual int height() const = 0;
  virtual Color toMove() const = 0;
  // Who has won as things stand: None while the game goes on.
  virtual Winner result() const = 0;
  // Whether the game ends with a score in points.
  virtual bool scored() const = 0;
  // Black's margin of a finished game (margin.h): the area score less komi,
  // or +-2 for a win without points; nullopt while the game goes on.
  virtual std::optional<HalfPoints> finalMargin() const = 0;
  // Every legal move of the player to move, in the engine's move order
  // (points, two-stone turns, swap, pass), as lower-case GTP names.
  virtual std::vector<std::string> legalMoves() = 0;
  // Why the player to move may not play `name` now ("occupied", "suicide",
  // "ko", "no-pass", ...), or "" when she may. `name` is any case.
  virtual std::string whyIllegal(std::string_view name) = 0;
  // Plays a move whyIllegal() accepts.
  virtual void play(std::string_view name) = 0;
  // Takes back the last move; false when none was played since the start position.
  virtual bool undo() = 0;
  // The board as rows, top row first: X black, O white, . empty (Conquest:
  // its own letters for territory, see docs/rules/conquest.md).
  virtual std::vector<std::string> rows() const = 0;
  // Stones captured so far: [0] taken by Black, [1] taken by White (Capture
  // Go and prisoner-counting games; zero where the game keeps no count).
  virtual std::array<int, 2> prisoners() const = 0;
  // The stones proven dead, as lower-case points in point order: in the
  // area-scored games whose captures remove stones (Go, Quench), each stone
  // inside a region that the other colour's unconditionally alive chains
  // enclose and can clear whatever its owner does (Benson's safe regions,
  // solver/rules/unconditional_life.h). Empty in every other game, where
  // the rules leave no stone to remove at the end.
  virtual std::vector<std::string> deadStones() const = 0;
  // The position as a setup (rules, size, stones, prisoners, Quench's coins)
  // with `toMove` to play: what a move out of turn starts from. Its history
  // (passes, Conversion's mirror count) is not carried over, nor the ko
  // unless `toMove` is the side to move.
  virtual PositionSpec position(Color toMove) const = 0;
  // The move genmove plays: perfect when the position is solved within the budget.
  virtual MoveChoice chooseMove(const SearchBudget& budget) = 0;
  // Every legal move's value (as far as the budget allows).
  virtual PositionAssessment assess(const SearchBudget& budget) = 0;
};

// A game from a described start position (rules, size, stones, side to
// move); an error names what is wrong with the position.
absl::StatusOr<std::unique_ptr<EngineGame>> makeEngineGame(const PositionSpec& spec);

}  // namespace goproof::engine
