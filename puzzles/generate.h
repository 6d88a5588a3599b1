// goproof generate: new puzzles from positions that real play reaches, each
// with a unique answer, measured for difficulty, and verified before it is
// handed out. docs/generate.md describes the kinds, the grade and the search.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "formats/puzzle.h"
#include "puzzles/difficulty.h"

namespace goproof {

// What a generated problem asks.
enum class ProblemKind {
  OnlyWin,   // exactly one move wins; its line, strongest defences marked
  Tutorial,  // Capture Go: one move wins, by a capture; a point is illegal (suicide, ko), with its reason
  BestMove,  // scored games: exactly one move keeps the best score; what each other move costs
  NoWin,     // every move loses; the longest resistance
  Connect,   // Gonnect: the one move that wins the connection race (connecting, or blocking first)
  // Local goals on Go's board (docs/goals.md), each with one move that
  // reaches the goal without ko, in a region the problem states:
  Capture,  // capture the marked stones (a ladder, a net, a snapback, a throw-in, ...)
  Save,     // save the marked stones
  Kill,     // kill the corner group
  Live,     // make the corner group live
};
// "only-win", "tutorial", "best-move", "no-win", "connect", "capture",
// "save", "kill", "live".
std::string_view problemKindName(ProblemKind kind);
// The kind named, or nullopt.
std::optional<ProblemKind> problemKindFromName(std::string_view name);
// Whether the kind is a local goal's (capture, save, kill, live): played
// under go+goal=capture, from positions drawn for it (local_positions.h).
bool localGoalKind(ProblemKind kind);
// The kind a game gets when none is asked for: connect for Gonnect,
// best-move for scored games, only-win otherwise.
ProblemKind defaultKind(const Rules& rules);

struct GenerateProgress {
  int found = 0, wanted = 0;
  uint64_t positions = 0;  // positions judged so far
  uint64_t games = 0;      // games played (or, with all, positions listed)
  double seconds = 0;
};

// What became of the positions a run judged, for the report and for saying
// why a run found fewer problems than asked.
struct GenerateTally {
  uint64_t games = 0;         // random games played, or positions listed (all)
  uint64_t positions = 0;     // positions judged
  uint64_t unsolved = 0;      // not settled within the node limit
  uint64_t wrongKind = 0;     // settled, and not the kind asked for
  uint64_t outOfRange = 0;    // the kind, but graded outside the range
  uint64_t duplicates = 0;    // the kind and range, but a problem already found (up to symmetry and colours)
  uint64_t failedCheck = 0;   // its claims did not all verify (dropped; never written)
  uint64_t regionDependent = 0;  // capture, save: the answer changed when the region grew by a line
};

struct GenerateOptions {
  Rules rules;
  int width = 5, height = 5;
  ProblemKind kind = ProblemKind::OnlyWin;
  // Problems wanted; with all, 0 means every one.
  int count = 10;
  int lowestGrade = kLowestGrade, highestGrade = kHighestGrade;
  // Capture problems: only those whose solution shows this tactic
  // (capture_theme.h's names: ladder, loose-ladder, net, snapback,
  // throw-in, atari); empty for any.
  std::string theme;
  uint64_t seed = 1;
  // Every reachable position of the board, not random games (boards up to
  // kMostPointsForAll points).
  bool all = false;
  int threads = 1;
  // The most df-pn nodes one position may take to settle; harder ones are
  // skipped. A node limit (not a time limit) keeps a seed's output the same
  // on every machine.
  uint64_t nodeLimit = 200000;
  // Stop after this long (0: no limit), keeping what was found.
  double timeLimitSeconds = 0;
  const std::atomic<bool>* stop = nullptr;
  std::function<void(const GenerateProgress&)> progress;  // about once a second
  // The command that made the set, for each puzzle's source field.
  std::string source;
};

// The node limit of each search that verifies a generated problem: a check
// may search several positions (a strongest defence compares every reply),
// so each gets a few times options.nodeLimit. The same bound everywhere
// keeps a seed's output the same on every machine.
inline uint64_t checkNodeLimit(const GenerateOptions& options) { return 4 * options.nodeLimit; }

// The largest board (in points) that all lists exhaustively: 4x4.
inline constexpr int kMostPointsForAll = 16;

// OK when the options make sense together; otherwise one line naming the
// option at fault ("kind: tutorial is for Capture Go ...").
absl::Status checkGenerateOptions(const GenerateOptions& options);

struct GenerateResult {
  std::vector<Puzzle> puzzles;       // easiest first (by grade, then in the order found), numbered, each verified
  std::vector<Difficulty> difficulty;  // one per puzzle
  std::vector<std::string> themes;     // one per puzzle: a capture problem's tactic, else empty
  GenerateTally tally;
  // Empty when count problems were found; otherwise why not, one line
  // ("found 12 of 30: ...").
  std::string shortfall;
  bool stopped = false;  // the time limit or the stop flag ended the run
};

// The options with the rules a local goal kind is played under: go's rules
// become go+goal=capture (anything else is left for checkGenerateOptions).
GenerateOptions withGoalRules(GenerateOptions options);

// Generates the problems (withGoalRules, then checkGenerateOptions). Each puzzle has a
// title, a comment for the student (and one with its grade), its claims,
// and the rules and size of the options; every claim has been verified.
GenerateResult generatePuzzles(const GenerateOptions& options);

}  // namespace goproof
