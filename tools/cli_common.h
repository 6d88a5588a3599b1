// Shared pieces of the goproof command line: exit codes, position flags, and
// turning a described position into a game of the right board width.
#pragma once

#include <atomic>
#include <iostream>
#include <optional>
#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "formats/puzzle_input.h"
#include "solver/board/board_size.h"
#include "solver/rules/conquest_setup.h"
#include "solver/rules/position_setup.h"
#include "solver/rules/two_stone_game.h"
#include "solver/search/solve.h"

namespace goproof::cli {

// Exit codes, documented in docs/cli.md.
inline constexpr int kExitOk = 0;         // success (for verify: every claim holds)
inline constexpr int kExitFailed = 1;     // the command ran, and what it checked does not hold
inline constexpr int kExitBadInput = 2;   // bad flags, files or positions; nothing was attempted
inline constexpr int kExitUnknown = 3;    // stopped by a time limit or interrupt before an answer
inline constexpr int kExitWriteFailed = 4;  // the output could not be written (disk full, closed pipe, bad path)

// goproof's version (CMake's project version), as `goproof --version` prints it.
inline constexpr const char* kVersion = GOPROOF_VERSION;

// Throws CommandError (exit 4) when standard output has failed: call after
// writing a piece of a long report, so that a closed pipe or a full disk stops
// the work at once instead of after it.
void checkStdout();

// Thrown to end a command with a one-line error and an exit code.
struct CommandError {
  std::string message;
  int exitCode = kExitBadInput;
};

// The flags that describe a position: --rules, --size, --board, --to-move, --ko, --prisoners,
// --previous-pass, --coins.
struct PositionFlags {
  std::string rules = "capture-1";
  std::string size = "5x5";
  std::string board;
  std::string toMove = "B";
  std::string ko;
  std::string prisoners = "0,0";
  bool previousPass = false;
  std::string coins = "none,none";
  std::string previousMove = "";
  std::string mirrorRuns = "0,0";

  // Registers the flags on a subcommand.
  void addTo(CLI::App& app);
  // The position they describe; throws CommandError naming the flag at fault.
  PositionSpec toSpec() const;
};

// The flags that choose and tune a solver: --solver, --all-moves, --tt-mb,
// --time-limit, --threads, --no-symmetry, --no-ordering, --no-win-at-once, --no-pn-init, --no-life-bounds, --no-sibling-merge, --no-child-cache, --epsilon.
struct SolverFlags {
  std::string solver = "dfpn";
  bool allMoves = false;
  size_t tableMegabytes = 256;
  double timeLimitSeconds = 0;
  bool noSymmetry = false;
  double epsilon = 0.25;
  bool noOrdering = false;
  bool noWinAtOnce = false;
  bool noKnowledgeInit = false;
  bool noLifeBounds = false;
  bool noSiblingMerge = false;
  bool noChildCache = false;
  int threads = 0;  // 0: every hardware thread

  // Registers the flags on a subcommand (--all-moves only if withAllMoves).
  void addTo(CLI::App& app, bool withAllMoves = true);
  // The options they describe; throws CommandError naming the flag at fault.
  // Warns on stderr when --threads exceeds the hardware threads.
  SolverOptions toOptions() const;
};

// The flags that say how to read puzzle files: --rules and --size (for SGF
// without a usable RU, and for diagrams), --correct-marker and --wrong-marker
// (a house convention for SGF answers) and --unmarked (SGF trees without marks).
struct ImportFlags {
  std::string rules = "capture-1";
  std::string diagramSize;
  std::vector<std::string> correctMarkers;
  std::vector<std::string> wrongMarkers;
  std::string unmarked = "auto";
  CLI::Option* rulesOption = nullptr;  // set by addTo: tells whether --rules was given

  // Registers the flags on a subcommand.
  void addTo(CLI::App& app);
  // The import options they describe; throws CommandError naming the flag at fault.
  ImportOptions toOptions() const;
};

// Makes SIGINT (Ctrl-C) and SIGTERM set *flag, so a command can stop cleanly,
// print what it has decided, and exit 3.
void stopOnSignals(std::atomic<bool>* flag);

// While one is alive (after stopOnSignals), a stop signal ends the process at
// once, exit 3, with the line "goproof COMMAND: interrupted; nothing was
// written" on stderr; so does a signal that came before it. For work that has
// no effects yet and no way to look at the flag soon: parsing and formatting
// a large file in memory, before anything is written.
class QuitAtOnceOnSignal {
 public:
  explicit QuitAtOnceOnSignal(const char* command);
  ~QuitAtOnceOnSignal();
  QuitAtOnceOnSignal(const QuitAtOnceOnSignal&) = delete;
  QuitAtOnceOnSignal& operator=(const QuitAtOnceOnSignal&) = delete;
};

// Calls f(game) with a GameState of the right word count for spec (for
// quench-2, a QuenchTwoGame<1>: see two_stone_game.h).
template <class F>
decltype(auto) withGame(const PositionSpec& spec, F&& f) {
  if (spec.rules.game == GameKind::Conquest)
    throw CommandError{"rules: this command does not play conquest yet (goproof solve, legal, verify and convert do)"};
  return withBoardWords(spec.width * spec.height, [&](auto words) -> decltype(auto) {
    constexpr int W = decltype(words)::value;
    auto game = setUpGame<W>(spec);
    if (!game.ok()) throw CommandError{std::string(game.status().message())};
    if constexpr (W == 1) {
      if (spec.rules.groups == GroupRule::TwoStoneTurns) {  // its two-stone turns need a longer move list
        QuenchTwoGame<1> quench(*std::move(game));
        return f(quench);
      }
    }
    return f(*game);
  });
}

// As withGame, and for Conquest calls f with a ConquestGame (conquest_game.h):
// for commands written against the game contract alone.
template <class F>
decltype(auto) withAnyGame(const PositionSpec& spec, F&& f) {
  if (spec.rules.game != GameKind::Conquest) return withGame(spec, std::forward<F>(f));
  return withBoardWords(spec.width * spec.height, [&](auto words) -> decltype(auto) {
    constexpr int W = decltype(words)::value;
    auto game = setUpConquest<W>(spec);
    if (!game.ok()) throw CommandError{std::string(game.status().message())};
    return f(*game);
  });
}

// The position as board text (the form --board reads).
template <int W>
std::string positionRows(const GameState<W>& game) { return boardRows(game.board()); }
template <int W>
std::string positionRows(const ConquestGame<W>& game) { return game.rows(); }

// Parses a move for the game; throws CommandError if it is not a point name,
// "pass", "swap" or two points joined by '+' (Quench #2). A well-formed point
// off the board is returned as offBoard.
struct ParsedMove {
  Move move = kNoMove;     // a point, pass or swap (not for a two-stone turn)
  bool offBoard = false;   // a point, or a stone of a two-stone turn, is off the board
  bool twoStones = false;  // "b4+c1": the game names it (GameState::moveNamed)
};
ParsedMove parseMove(const std::string& text, int width, int height);

}  // namespace goproof::cli
