// A puzzle as every input format describes it: a position, metadata, and the
// claims a teacher or a book makes about it. Parsers (native, SGF, diagram)
// produce these; verification (puzzles/verify.h) checks them; writers print them.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "solver/board/color.h"
#include "solver/rules/position_setup.h"
#include "solver/rules/rules.h"

namespace goproof {

// Where something was written: 1-based line and column in a named file.
// line == 0 means "not from a file" (built in code, or converted).
struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
};
// "file:line:col", "file:line", or "file" as far as known.
std::string toString(const SourceLocation& where);

// What a claim asserts. Spellings (claimKindName) are the native format's keywords.
enum class ClaimKind {
  Win,       // `win MOVE`: MOVE wins for the side to move
  OnlyWin,   // `only-win MOVE`: MOVE wins and no other move does
  NoWin,     // `no-win`: the side to move cannot win; `no-win MOVE`: MOVE does not win
  Value,     // `value V`: the game value is V (B, W or draw)
  Legal,     // `legal MOVE`
  Illegal,   // `illegal MOVE [REASON]`: illegal, for REASON if given (move.h spellings)
  Captures,  // `captures MOVE [N]`: MOVE captures exactly N stones (no N: at least one)
  Line,      // `line M1 M2 ...`: a solution line; a reply written `M!` is a strongest defence
  Status,    // `status MOVE`: always passes; reports what MOVE does
  // Scored games only (go, quench-N, conversion):
  Best,      // `best MOVE`: MOVE keeps the side to move's best score
  OnlyBest,  // `only-best MOVE`: MOVE keeps the best score and no other move does
  Costs,     // `costs MOVE N`: MOVE gives up exactly N points against best play (N = 0, 0.5, 1, ...)
  // Conquest only:
  Conquers,  // `conquers MOVE [N]`: MOVE adds exactly N points to its mover's territory (no N: at least one)
};
// The keyword: "win", "only-win", "no-win", "value", "legal", "illegal",
// "captures", "line", "status", "best", "only-best", "costs", "conquers".
std::string_view claimKindName(ClaimKind kind);
// The kind for a keyword, or nullopt.
std::optional<ClaimKind> claimKindFromName(std::string_view keyword);

// One move of a `line` claim.
struct LineMove {
  std::string move;        // as written: a GTP point ("c3"), "pass" or "swap"
  bool strongest = false;  // written with a trailing "!"
  bool operator==(const LineMove&) const = default;
};

// One claim. Moves are kept as written (GTP coordinates, case-insensitive),
// since "z9 is illegal: off-board" is itself a claim worth checking.
struct Claim {
  ClaimKind kind = ClaimKind::Status;
  std::string move;             // win, only-win, no-win (optional), legal, illegal, captures, status, conquers
  std::string reason;           // illegal: the reason's spelling ("suicide", "ko", ...), or empty
  std::optional<int> count;     // captures, conquers: N, or nullopt for "at least one"
  std::string value;            // value: "B", "W", "draw", or an exact score "B+3", "W+0.5", "0"
  std::optional<HalfPoints> points;  // value: the exact score as Black's margin; costs: N (margin.h half-points)
  std::vector<LineMove> line;   // line: the moves, side to move first
  SourceLocation where;         // where the claim was written
  bool operator==(const Claim& o) const {  // compares content, not location
    return kind == o.kind && move == o.move && reason == o.reason && count == o.count && value == o.value &&
           points == o.points && line == o.line;
  }
};
// The claim as one line of the native format, e.g. "illegal b1 suicide".
std::string toString(const Claim& claim);
// Whether the claim is about points (an exact score, best moves, what a move
// costs), which only a scored game has.
bool claimsAScore(const Claim& claim);

// One puzzle: a position (its base, position_setup.h's PositionSpec, the one
// description of a position: rules, size, rows top first as "X.O/.../..O",
// side to move, ko, prisoners, a pass just played, Quench coins, Conversion's
// mirror history), with its words and claims.
struct Puzzle : PositionSpec {
  std::string title, source, author;
  std::string comment;          // free text; may hold several lines
  // A local goal's word (capture, save, kill or live; docs/goals.md) under
  // go+goal=capture, or empty: how its verdicts are worded.
  std::string goal;
  // Under a local goal: a ko counts as a right answer where no move reaches
  // the goal without one (the words ask for a ko, "白先劫", or the goal was
  // guessed from a problem that states none, which asks for the best result).
  bool koAnswers = false;
  std::vector<Claim> claims;
  // SGF root properties goproof does not interpret, each in SGF text form
  // ("DT[2024-05-01]", "PB[Lee]"), kept so that SGF -> native -> SGF loses nothing.
  std::vector<std::string> sgfProperties;
  SourceLocation where;                  // where the puzzle begins
  // Where imported state was written, by native field name ("ko", "coins",
  // ...: see stateFieldsBlamed), so that errors in it point there.
  std::map<std::string, SourceLocation> stateWhere;
};

// A puzzle's goal as its files write it (the native `goal:` field, SGF's
// GPG): the word, and " or ko" where a ko is a right answer
// (Puzzle::koAnswers): "kill", "live or ko".
std::string goalFieldText(const Puzzle& puzzle);
// Reads goalFieldText's form into the puzzle's goal and koAnswers; false
// (the puzzle unchanged) when it is not a goal.
bool readGoalField(std::string_view text, Puzzle& puzzle);

// The position part of a puzzle (its base), ready for visitGame
// (game_registry.h), which validates it.
const PositionSpec& positionOf(const Puzzle& puzzle);

// OK when the puzzle's position is one a game can reach (its GameSetUp's checks:
// chains with liberties, a real ko, possible prisoner counts); otherwise the
// reason, beginning with the part at fault ("board: ...", "ko: ...").
absl::Status checkPosition(const Puzzle& puzzle);
// The parts of the stated state a checkPosition message blames, most likely
// first (a missing coin is blamed on the coins, else on the prisoners that
// call for one): field names of the native format ("ko", "prisoners",
// "coins", "previous-pass", "previous-move", "mirror-runs"). Empty for the
// board and anything else.
std::vector<std::string_view> stateFieldsBlamed(std::string_view message);
// The first claim that does not fit the puzzle's game (a score claim where
// nothing is scored), with why, or nullptr.
const Claim* claimThatDoesNotFit(const Puzzle& puzzle, std::string* why);

// Something a reader reports about a file without refusing the whole of it:
// a part it skipped (a malformed diagram on a page, a game tree that is a game
// record rather than a problem) or a choice it made for the user (an SGF RU
// value that is not a goproof rule set). Printed as one line on stderr,
// "file:line:col: message"; verify lists them in its report.
struct Notice {
  SourceLocation where;
  std::string message;
  // True when bad input was dropped (a malformed diagram): the command still
  // uses the rest, but exits with the bad-input code. False for a plain notice.
  bool skippedBadInput = false;
};
// The notice as one line, "file:line:col: message".
std::string toString(const Notice& notice);

// What one input file holds.
struct PuzzleFile {
  std::string path;
  std::vector<Puzzle> puzzles;
  std::vector<Notice> notices;  // in file order
};

}  // namespace goproof
