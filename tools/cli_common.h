// Shared pieces of the goproof command line: exit codes, position flags, and
// turning a described position into a game of the right board width.
#pragma once

#include <atomic>
#include <concepts>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "formats/puzzle_input.h"
#include "solver/board/board_size.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/goal_words.h"
#include "solver/search/solve_registered.h"

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

// Every number option of `app` and of its subcommands reads its value as a
// decimal number: CLI11 alone reads "010" as octal 8 and "0x40" as 64, so a
// leading zero is dropped ("010" is 10) and a 0x, 0b or 0o prefix is refused
// ("--tt-mb: 0x40 is not a decimal number"). Call once every option is added.
void readNumbersAsDecimal(CLI::App& app);

// The candidate a mistyped word is a slip away from (Levenshtein's edit
// distance: two letters at most, and fewer than half the word's), the first
// of the nearest; "" where none is. nearestName("solv", commands) is "solve".
std::string nearestName(const std::string& word, const std::vector<std::string>& candidates);
// The words as a list in prose: "a", "a or b", "a, b or c".
std::string listWithOr(const std::vector<std::string>& words);
// "; did you mean kill?" where `word` is a slip away from a candidate, else "".
std::string didYouMean(const std::string& word, const std::vector<std::string>& candidates);

// Refuses (CommandError, exit 2) a FILE word that names no file but reads as
// a point or a move (c3, t19, pass: readMoveText) when `flag` took a list of them: the
// list was not quoted, and its second word was read as FILE. `given` is the
// flag's words, for the example: "b3: no such puzzle file, and it looks like
// a move: give --line its list as one quoted word (--line 'd3 b3')".
void refuseMoveTakenForFile(const std::string& file, const std::string& flag, const std::vector<std::string>& given);

// Thrown to end a command with a one-line error and an exit code.
struct CommandError {
  std::string message;
  int exitCode = kExitBadInput;
};

// Throws the CommandError of a command that does not play spec's game yet
// (withGame); typed as the answer the command would have given.
template <class Result>
[[noreturn]] Result refuseGame(const PositionSpec& spec) {
  throw CommandError{"rules: this command does not play " + spec.rules.toString() +
                     " yet (goproof solve, legal, verify, convert, generate, render and gtp do)"};
}

// The one reading of --rules and --size, for every command and the GTP
// engine's flags: the rule set, or the board's columns and rows. Bad text
// throws CommandError (exit 2) with the parser's one line ("bad rules 'x':
// ...", "size: 'x' is not WxH ...").
Rules rulesFlag(std::string_view text);
std::pair<int, int> sizeFlag(std::string_view text);

// The flags that describe a position: --rules, --size, --board, --to-move, --ko, --prisoners,
// --previous-pass, --coins, and a local goal's --goal, --target and --region.
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
  // A local goal (docs/goals.md): --goal capture|save|kill|live, --target, --region.
  std::string goal = "";
  std::string targets = "";
  std::string region = "";
  CLI::Option* rulesOption = nullptr;  // set by addTo: tells whether --rules was given

  // The goal word given with --goal, if any.
  std::optional<GoalWord> goalWord() const { return parseGoalWord(goal); }
  // Registers the flags on a subcommand.
  void addTo(CLI::App& app);
  // The position they describe; throws CommandError naming the flag at fault.
  PositionSpec toSpec() const;
};

// The flags that choose and tune a solver: --solver, --all-moves, --tt-mb,
// --time-limit, --threads, --no-symmetry, --no-ordering, --no-win-at-once, --no-pn-init, --no-life-bounds, --no-safe-regions, --no-score-bounds, --no-sibling-merge, --no-child-cache, --epsilon,
// and with --all-moves --value-only --score-guess.
struct SolverFlags {
  std::string solver = "dfpn";
  std::optional<double> scoreGuess;  // points, as given
  // The knobs the flags set, as every solver reads them (search_settings.h);
  // threads 0 here means every hardware thread.
  SearchSettings settings = [] {
    SearchSettings s;
    s.threads = 0;
    return s;
  }();

  // Registers the flags on a subcommand (--all-moves, --value-only and --score-guess only if withAllMoves).
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
  std::string goal;  // --goal: "", auto, capture, save, kill or live
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

// Calls f(game) with the game spec describes (game_registry.h: the one place
// that turns rules into a game), and returns what f returns; a position no
// game can reach throws CommandError with the setup's one-line message.
template <class F>
auto withAnyGame(const PositionSpec& spec, F&& f) {
  auto answer = visitGame(spec, std::forward<F>(f));
  if (!answer.ok()) throw CommandError{std::string(answer.status().message())};
  if constexpr (std::is_same_v<decltype(answer), absl::Status>) return;
  else return std::move(*answer);
}

// As withAnyGame, for commands written against the stone games' own API
// (GameState's koPoint, board): any other game (Conquest, say) is
// refused with one line; a game of choice moves before its position is read.
template <class F>
decltype(auto) withGame(const PositionSpec& spec, F&& f) {
  if (gameHasChoiceMoves(spec.rules)) refuseGame<void>(spec);
  return withAnyGame(spec, [&](auto& game) -> decltype(auto) {
    using Game = std::remove_cvref_t<decltype(game)>;
    using Result = decltype(f(std::declval<GameState<Game::kWords>&>()));
    if constexpr (!std::derived_from<Game, GameState<Game::kWords>>) return refuseGame<Result>(spec);
    else return f(game);
  });
}

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
