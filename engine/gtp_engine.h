// goproof's GTP engine: a referee that knows every goproof game's rules and a
// player that plays perfectly wherever it can solve the position in time.
// The commands, their answers and the extensions (rectangular boards, the
// rules command, Quench #2's two-stone turns, GoGui's rules and analysis
// commands) are documented in docs/gtp.md.
//
// The engine keeps three things apart: the rule set and board size
// (settings), the game record (the start position and the moves played),
// and the position itself (an EngineGame, engine_game.h).
#pragma once

#include <array>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/engine_game.h"
#include "engine/gtp_protocol.h"
#include "solver/rules/rules.h"
#include "solver/search/kept_alphabeta_tables.h"

namespace goproof::engine {

struct EngineSettings {
  Rules rules;
  int width = 5, height = 5;
  int threads = 1;
  size_t tableMegabytes = 256;
  double moveSeconds = 10;  // the most one genmove (or analysis) searches; 0: no limit
  bool keepTable = true;    // keep alpha-beta's table from move to move (false: a new one per search)
  std::string version;      // what `version` answers
};

// A command's answer: success or failure, and the text.
struct GtpReply {
  bool success = true;
  std::string text;
};

class GtpEngine {
 public:
  // An engine on the empty board of settings' size and rules; throws
  // std::invalid_argument when that board cannot be set up (the message says why).
  explicit GtpEngine(EngineSettings settings);

  // Answers one command (and plays it, for play, genmove, undo, ...).
  GtpReply handle(const GtpCommand& command);
  // Whether `quit` was answered.
  bool quitRequested() const { return quit_; }

  // Where notes for the user go (how genmove chose its move): stderr by default.
  void setLog(std::function<void(const std::string&)> log) { log_ = std::move(log); }

 private:
  using Handler = GtpReply (GtpEngine::*)(const std::vector<std::string>&);
  struct Entry {
    std::string name;
    Handler handler;
  };
  static const std::vector<Entry>& commands();

  // Starts again from spec (empty board by default) and the moves; an error says why not.
  // Clears the records of moves out of turn unless keepEarlier.
  std::optional<std::string> restart(const PositionSpec& spec, const std::vector<std::string>& moves,
                                     bool keepEarlier = false);
  // Lets `mover` play now: when it is the other player's turn, the position
  // so far becomes a new start with `mover` to play (as SGF's setup does),
  // and the record before it is kept for undo. An error says why not.
  std::optional<std::string> takeTurn(Color mover);
  PositionSpec emptyBoard() const;
  SearchBudget budgetFor(Color mover);
  std::string upper(std::string text) const;
  std::string resultText() const;

  GtpReply protocolVersion(const std::vector<std::string>&);
  GtpReply name(const std::vector<std::string>&);
  GtpReply version(const std::vector<std::string>&);
  GtpReply knownCommand(const std::vector<std::string>&);
  GtpReply listCommands(const std::vector<std::string>&);
  GtpReply quit(const std::vector<std::string>&);
  GtpReply boardsize(const std::vector<std::string>&);
  GtpReply clearBoard(const std::vector<std::string>&);
  GtpReply komi(const std::vector<std::string>&);
  GtpReply play(const std::vector<std::string>&);
  GtpReply genmove(const std::vector<std::string>&);
  GtpReply undo(const std::vector<std::string>&);
  GtpReply showboard(const std::vector<std::string>&);
  GtpReply finalScore(const std::vector<std::string>&);
  GtpReply finalStatusList(const std::vector<std::string>&);
  GtpReply loadsgf(const std::vector<std::string>&);
  GtpReply timeSettings(const std::vector<std::string>&);
  GtpReply timeLeft(const std::vector<std::string>&);
  GtpReply rulesCommand(const std::vector<std::string>&);
  GtpReply gameId(const std::vector<std::string>&);
  GtpReply boardSize(const std::vector<std::string>&);
  GtpReply board(const std::vector<std::string>&);
  GtpReply legalMoves(const std::vector<std::string>&);
  GtpReply sideToMove(const std::vector<std::string>&);
  GtpReply finalResult(const std::vector<std::string>&);
  GtpReply capturedCount(const std::vector<std::string>&);
  GtpReply analyzeCommands(const std::vector<std::string>&);
  GtpReply moveValues(const std::vector<std::string>&);
  GtpReply whyIllegal(const std::vector<std::string>&);
  GtpReply solverLine(const std::vector<std::string>&);
  GtpReply solve(const std::vector<std::string>&);
  // GNU Go's reading commands, exact (gtp_goals.cc).
  GtpReply attack(const std::vector<std::string>&);
  GtpReply defend(const std::vector<std::string>&);
  GtpReply owlAttack(const std::vector<std::string>&);
  GtpReply owlDefend(const std::vector<std::string>&);
  GtpReply goalStatusCommand(const std::vector<std::string>&);
  // One reading command: the string at args[0] attacked (attacking) or
  // defended, across the board or (owl) in its inferred region.
  GtpReply readGoal(const std::vector<std::string>& args, std::string_view command, bool attacking, bool owl);
  // The local goal a reading command asks about, with the reader to move
  // (the side to move when `attacking` is not given), or why none.
  std::optional<std::string> goalSpec(const std::vector<std::string>& args, std::string_view command,
                                      std::optional<bool> attacking, bool owl, PositionSpec& spec, Color& owner) const;

  EngineSettings settings_;
  PositionSpec start_;              // the record's start position
  std::vector<std::string> moves_;  // the record's moves, as played
  std::unique_ptr<EngineGame> game_;
  // The records that moves out of turn replaced, latest last (see takeTurn).
  std::vector<std::pair<PositionSpec, std::vector<std::string>>> earlier_;
  KeptAlphaBetaTables tables_;      // kept while rules, size and komi stay
  // The clock (time_settings, time_left): seconds and stones.
  double byoYomiTime_ = 0;
  int byoYomiStones_ = 0;
  bool clockSet_ = false;
  std::array<double, 2> timeLeft_{0, 0};
  std::array<int, 2> stonesLeft_{0, 0};
  bool quit_ = false;
  std::function<void(const std::string&)> log_;
};

// goproof-solve's answer for the player toMove: "Black to play: win, B+3;
// best moves: C3; line C3 ...", "White to play: White loses (score unknown);
// every move loses: A1 B2" where a scored game's winner is known and its
// score is not, or "not solved in time" where the value is unknown.
std::string solveSummary(const PositionAssessment& a, Color toMove, bool scored);

// Reads commands from `in` until quit or the end of input, writing each
// response to `out` (flushed) as it is answered; stops when `out` fails.
void runGtp(GtpEngine& engine, std::istream& in, std::ostream& out);

}  // namespace goproof::engine
