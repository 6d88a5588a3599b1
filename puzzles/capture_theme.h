// What a capture problem teaches: the tactic its solution line shows
// (ladder, loose ladder, net, snapback, throw-in, or a plain atari), read
// from the line as a teacher would name it. Used by goproof generate to
// name and filter capture problems (docs/generate.md); it describes a line
// that the solver has proved, and decides nothing.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "solver/rules/goals/target_game.h"
#include "solver/rules/move.h"
#include "solver/util/name_table.h"

namespace goproof {

enum class CaptureTheme { Ladder, LooseLadder, Net, Snapback, ThrowIn, Atari };

inline constexpr NameTable<CaptureTheme, 6> kCaptureThemeNames = {{
    {CaptureTheme::Ladder, "ladder"},
    {CaptureTheme::LooseLadder, "loose-ladder"},
    {CaptureTheme::Net, "net"},
    {CaptureTheme::Snapback, "snapback"},
    {CaptureTheme::ThrowIn, "throw-in"},
    {CaptureTheme::Atari, "atari"},
}};

// "ladder", "loose-ladder", "net", "snapback", "throw-in" or "atari".
inline std::string_view captureThemeName(CaptureTheme t) { return nameIn(kCaptureThemeNames, t, "atari"); }
// The theme of that name, or nullopt.
inline std::optional<CaptureTheme> captureThemeFromName(std::string_view name) {
  return valueNamed(kCaptureThemeNames, name);
}

// The theme of `line`, a capture problem's solution played from `game` (a
// TargetGame at the problem's position, the attacker to move; the line
// ends with the capture). The game is back at its position afterwards.
// In the order tried:
// - snapback: the defender takes the first stone, and the attacker's next
//   move, on the point just emptied, captures;
// - throw-in: the first stone is in atari as soon as it is played, and the
//   defender takes it;
// - ladder: at least three ataris in a row (the capture included), each
//   answered by an extension of the target to two liberties (or one, where
//   the ladder meets the edge or a stone);
// - loose ladder: seven moves or more, every defender move extends the
//   target, and at least two attacker moves leave it two liberties rather
//   than one;
// - net: the first move leaves the target two liberties or more;
// - atari: what is left (the first move is an atari).
template <class Game>
CaptureTheme captureTheme(Game& game, const std::vector<Move>& line) {
  struct Step {
    Move move;
    int liberties = 0;       // the target's fewest, after the move
    bool extends = false;    // a defender's stone that joins a target chain
    bool selfAtari = false;  // a stone in atari as soon as it is played
    bool takenNext = false;  // an attacker's stone the defender's next move took
  };
  std::vector<Step> steps;
  for (Move m : line) {
    if (game.result() != Winner::None) break;
    Step s{m};
    game.play(m);
    if (m >= 0 && game.board().at(m) != Color::Empty) {
      const auto chain = game.board().chainAt(m);
      s.selfAtari = game.board().liberties(chain).count() == 1;
      s.extends = game.board().at(m) == game.defender() && (chain & game.targets()).any();
    }
    s.liberties = game.result() == Winner::None ? fewestTargetLiberties(game) : 0;
    if (steps.size() % 2 == 1 && steps.back().move >= 0)
      steps.back().takenNext = game.board().at(steps.back().move) == Color::Empty;
    steps.push_back(s);
  }
  for (size_t i = 0; i < steps.size(); ++i) game.undo();

  const size_t n = steps.size();
  if (n == 3 && steps[0].takenNext && steps[2].move == steps[0].move) return CaptureTheme::Snapback;
  if (n >= 2 && steps[0].selfAtari && steps[0].takenNext) return CaptureTheme::ThrowIn;
  bool ladder = n >= 5, loose = n >= 7;
  int twoLiberties = 0;
  for (size_t i = 0; i < n; ++i) {
    const bool attacker = i % 2 == 0, last = i + 1 == n;
    if (attacker) {
      if (!last && steps[i].liberties != 1) ladder = false;
      if (!last && steps[i].liberties == 2) ++twoLiberties;
    } else {
      if (!steps[i].extends || steps[i].liberties > 2) ladder = false;
      if (!steps[i].extends) loose = false;
    }
  }
  if (ladder) return CaptureTheme::Ladder;
  if (loose && twoLiberties >= 2) return CaptureTheme::LooseLadder;
  if (n >= 1 && steps[0].liberties >= 2) return CaptureTheme::Net;
  return CaptureTheme::Atari;
}

}  // namespace goproof
