// goproof render's pictures: games, claims, flags and solves turned into the
// marks of a BoardPicture (formats/board_picture.h). Used by
// tools/render_command.cc; throws CommandError (cli_common.h) for bad input.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "formats/board_picture.h"
#include "formats/puzzle.h"
#include "tools/cli_common.h"

namespace goproof::cli::render {

inline PictureColor pictureColor(Color c) { return c == Color::Black ? PictureColor::Black : PictureColor::White; }
inline std::string sideName(Color c) { return c == Color::Black ? "Black" : "White"; }

// The points a move's name covers: "c3", "d7:ne" (Conquest's choice), both
// stones of "b4+c1" (Quench #2); none for pass, swap and points off the board.
inline std::vector<PicturePoint> pointsOfMove(const std::string& name, int width, int height) {
  std::vector<PicturePoint> out;
  const std::string point = name.substr(0, name.find(':'));
  size_t start = 0;
  while (start <= point.size()) {
    const size_t plus = std::min(point.find('+', start), point.size());
    ParsedPoint p = parsePoint(point.substr(start, plus - start), width, height);
    if (p.kind == ParsedPoint::Kind::OnBoard) out.push_back({p.x, p.y});
    start = plus + 1;
  }
  return out;
}

// The point a --mark flag names; throws CommandError for anything else.
inline PicturePoint markPoint(const std::string& flag, const std::string& text, int width, int height) {
  ParsedPoint p = parsePoint(text, width, height);
  if (p.kind == ParsedPoint::Kind::OnBoard) return {p.x, p.y};
  if (p.kind == ParsedPoint::Kind::OffBoard) throw CommandError{cat(flag, ": ", text, " is off the board")};
  throw CommandError{cat(flag, ": '", text, "' is not a point such as c3")};
}

// Splits "c3 d4,e5" into its words.
inline std::vector<std::string> words(const std::vector<std::string>& texts) {
  std::vector<std::string> out;
  for (const std::string& t : texts) {
    std::string word;
    for (char c : t + " ")
      if (c == ' ' || c == ',' || c == '\t') {
        if (!word.empty()) out.push_back(word);
        word.clear();
      } else {
        word += c;
      }
  }
  return out;
}

// The move a name means in game, or nullopt with *reason set when the rules
// forbid it (off the board, game over, not a Conquest choice...).
template <class Game>
std::optional<Move> namedMove(const Game& game, const std::string& text, IllegalReason* reason) {
  const auto& g = game.geometry();
  if constexpr (requires { game.whyNotNamed(std::string_view{}); }) {  // Conquest
    parseMove(text.substr(0, text.find(':')), g.width(), g.height());  // throws on a malformed point
    const std::string name = lowerCase(text);
    if (std::optional<Move> m = game.moveNamed(name)) return m;
    *reason = game.whyNotNamed(name);
    return std::nullopt;
  } else {
    ParsedMove parsed = parseMove(text, g.width(), g.height());
    const bool over = game.decidedWinner() != Winner::None;
    if (parsed.offBoard) *reason = over ? IllegalReason::GameOver : IllegalReason::OffBoard;
    if (parsed.offBoard) return std::nullopt;
    if (!parsed.twoStones) return parsed.move;
    std::optional<Move> m = game.moveNamed(text);
    if (!m) *reason = over ? IllegalReason::GameOver : IllegalReason::NoTwoStones;
    return m;
  }
}

// Why the rules forbid the move named, or None when it is legal.
template <class Game>
IllegalReason whyIllegal(Game& game, const std::string& text) {
  IllegalReason reason = IllegalReason::None;
  std::optional<Move> m = namedMove(game, text, &reason);
  return m ? game.check(*m).reason : reason;
}

// The stones, territory and a caption line saying who is to move.
template <class Game>
BoardPicture basePicture(const Game& game, const PositionSpec& spec) {
  BoardPicture picture = pictureFromRows(spec.width, spec.height, positionRows(game));
  std::string line =
      cat(spec.rules.toString(), ", ", spec.width, "x", spec.height, ", ", sideName(spec.toMove), " to move");
  if (spec.prisoners[0] || spec.prisoners[1])
    line += cat(", prisoners B ", spec.prisoners[0], " W ", spec.prisoners[1]);
  if (!spec.ko.empty()) line += cat(", ko at ", lowerCase(spec.ko));
  if (spec.previousPass) line += ", after a pass";
  picture.caption.push_back(line);
  return picture;
}

// Numbers a line move on its points; a pass or swap has none, and is
// returned as a note for the caption ("2: White pass"), else "".
inline std::string addLineMove(BoardPicture& picture, const std::string& move, int number, Color side) {
  std::vector<PicturePoint> points = pointsOfMove(move, picture.width, picture.height);
  for (PicturePoint p : points) picture.line.push_back({p, number, pictureColor(side)});
  return points.empty() ? cat(number, ": ", sideName(side), " ", lowerCase(move)) : "";
}

// The notes of addLineMove as one caption line, if any.
inline void addNotes(BoardPicture& picture, const std::vector<std::string>& notes) {
  std::string line;
  for (const std::string& n : notes)
    if (!n.empty()) line += (line.empty() ? "" : "; ") + n;
  if (!line.empty()) picture.caption.push_back(line);
}

// --mark-win, --mark-illegal (its reason from the rules) and --line (each move
// legal, in turn): points and moves as the flags give them, several to a
// string ("c3 d4"). Throws CommandError for a point that is not one, a legal
// --mark-illegal point and an illegal line move.
template <class Game>
void addFlagMarks(Game& game, BoardPicture& picture, const std::vector<std::string>& winMarks,
                  const std::vector<std::string>& illegalMarks, const std::vector<std::string>& lineMoves) {
  const int w = picture.width, h = picture.height;
  for (const std::string& m : words(winMarks)) picture.wins.push_back({markPoint("mark-win", m, w, h)});
  for (const std::string& m : words(illegalMarks)) {
    const PicturePoint p = markPoint("mark-illegal", m.substr(0, m.find(':')), w, h);  // "c5:nw" in Conquest
    const IllegalReason reason = whyIllegal(game, m);
    if (reason == IllegalReason::None) throw CommandError{cat("mark-illegal: ", m, " is legal here")};
    picture.illegal.push_back({p, std::string(toString(reason))});
  }
  Game played = game;
  int number = 0;
  std::vector<std::string> notes;
  for (const std::string& m : words(lineMoves)) {
    ++number;
    IllegalReason reason = IllegalReason::None;
    std::optional<Move> move;
    try {
      move = namedMove(played, m, &reason);
    } catch (const CommandError& e) {  // not a move at all
      throw CommandError{cat("line: ", e.message)};
    }
    if (move) reason = played.check(*move).reason;
    if (reason != IllegalReason::None)
      throw CommandError{cat("line: move ", number, ", ", m, ", is illegal: ", toString(reason))};
    notes.push_back(addLineMove(picture, m, number, played.toMove()));
    played.play(*move);
  }
  addNotes(picture, notes);
}

// A puzzle's claims as marks: winning and best moves ringed, illegal moves
// crossed (the claim's reason, else the rules'), a line numbered; the
// others in a caption line.
template <class Game>
void addClaims(Game& game, const Puzzle& puzzle, BoardPicture& picture) {
  std::string others;
  for (const Claim& claim : puzzle.claims) {
    std::vector<PicturePoint> points = pointsOfMove(claim.move, picture.width, picture.height);
    switch (claim.kind) {
      case ClaimKind::Win:
      case ClaimKind::OnlyWin:
      case ClaimKind::Best:
      case ClaimKind::OnlyBest:
        for (PicturePoint p : points)
          if (std::none_of(picture.wins.begin(), picture.wins.end(), [p](const WinMark& w) { return w.point == p; }))
            picture.wins.push_back({p});
        break;
      case ClaimKind::Illegal: {
        std::string reason = claim.reason;
        if (reason.empty()) {
          try {
            if (IllegalReason r = whyIllegal(game, claim.move); r != IllegalReason::None) reason = toString(r);
          } catch (const CommandError&) {  // a move the rules cannot read: drawn without a reason
          }
        }
        for (PicturePoint p : points) picture.illegal.push_back({p, reason});
        break;
      }
      case ClaimKind::Line: {
        Color side = puzzle.toMove;
        int number = 0;
        std::vector<std::string> notes;
        for (const LineMove& m : claim.line) {
          notes.push_back(addLineMove(picture, m.move, ++number, side));
          side = opponent(side);
        }
        addNotes(picture, notes);
        break;
      }
      default: others += (others.empty() ? "claims: " : "; ") + toString(claim);
    }
    if (points.empty() && !claim.move.empty() && claim.kind != ClaimKind::Line && claim.kind != ClaimKind::Value &&
        others.find(toString(claim)) == std::string::npos)
      others += (others.empty() ? "claims: " : "; ") + toString(claim);
  }
  if (!others.empty()) picture.caption.push_back(others);
}

// Every legal move solved (with options, and every move valued) and
// coloured by its value (docs/render.md), with the value and the moves off
// the board in caption lines. Returns whether every move was settled.
template <class Game>
bool addValueMap(Game& game, BoardPicture& picture, SolverOptions options) {
  options.allMoves = true;
  const bool terminal = isatty(STDERR_FILENO);
  bool progressShown = false;
  options.progress = [&](const SolverProgress& p) {
    if (!terminal) return;
    std::fprintf(stderr, "\r%s", formatProgress(p).c_str());
    std::fflush(stderr);
    progressShown = true;
  };
  SolveResult r;
  try {
    r = solvePosition(game, options);
  } catch (const std::invalid_argument& e) {
    throw CommandError{e.what()};
  }
  if (progressShown) std::fprintf(stderr, "\r\033[K");
  if (!r.incompleteReason.empty()) std::cerr << "goproof render: " << r.incompleteReason << "\n";
  const Color me = game.toMove();
  const bool scored = game.scored();
  picture.scored = scored;
  std::map<Move, Value> values;
  std::map<Move, HalfPoints> scores;
  for (const auto& mv : r.moveValues) values[mv.move] = mv.value;
  for (const auto& ms : r.moveScores) scores[ms.move] = ms.score;
  auto mine = [me](HalfPoints s) { return me == Color::Black ? s : -s; };
  // Each point shows its best move (Conquest may offer several at one point).
  struct Shown {
    PictureOutcome outcome;
    std::string text;
    int rank;
  };
  std::map<std::pair<int, int>, Shown> shown;
  std::vector<std::string> elsewhere;  // pass, swap, two-stone turns
  typename Game::MoveListType moves;
  game.legalMoves(moves);
  int unsettled = 0;
  for (Move m : moves) {
    Shown s{PictureOutcome::Unknown, "?", -1000000};
    const auto score = scores.find(m);
    const auto value = values.find(m);
    if (scored && score != scores.end()) {
      const HalfPoints margin = mine(score->second);
      s.text = formatMargin(score->second);
      s.rank = margin;
      s.outcome = r.score && margin == mine(*r.score) ? PictureOutcome::BestScore
                  : margin > 0                        ? PictureOutcome::Win
                  : margin == 0                       ? PictureOutcome::Draw
                                                      : PictureOutcome::Loss;
    } else if (!scored && value != values.end() && value->second != Value::Unknown) {
      s.text = toString(value->second);  // "win", "loss", "draw": readable without colour
      s.outcome = value->second == Value::Win    ? PictureOutcome::Win
                  : value->second == Value::Draw ? PictureOutcome::Draw
                                                 : PictureOutcome::Loss;
      s.rank = s.outcome == PictureOutcome::Win ? 2 : s.outcome == PictureOutcome::Draw ? 1 : 0;
    } else {
      ++unsettled;
    }
    const std::string name = game.moveName(m);
    std::vector<PicturePoint> points = pointsOfMove(name, picture.width, picture.height);
    if (points.size() != 1) {
      const std::string what =
          scored || s.outcome == PictureOutcome::Unknown ? s.text : std::string(toString(value->second));
      elsewhere.push_back(name + " " + what);
      continue;
    }
    auto [it, first] = shown.emplace(std::pair{points[0].y, points[0].x}, s);
    if (!first && s.rank > it->second.rank) it->second = s;
  }
  for (const auto& [yx, s] : shown) picture.values.push_back({{yx.second, yx.first}, s.outcome, s.text});
  const Winner winner = winnerFor(r.value, me);
  std::string summary = "value: ";
  if (r.value == Value::Unknown) summary += "unknown";
  else if (scored && r.score) summary += formatMargin(*r.score) + " with best play";
  else summary += winner == Winner::Draw ? "a draw" : std::string(toString(winner)) + " wins";
  picture.caption.push_back(summary);
  if (!elsewhere.empty()) {
    constexpr size_t kListed = 6;
    std::string list;
    for (size_t i = 0; i < elsewhere.size() && i < kListed; ++i) list += (i ? ", " : "") + elsewhere[i];
    if (elsewhere.size() > kListed) list += cat(" and ", elsewhere.size() - kListed, " more");
    picture.caption.push_back("not on the board: " + list);
  }
  if (!r.complete || unsettled)
    picture.caption.push_back(
        cat(unsettled, unsettled == 1 ? " move" : " moves", " not settled (time limit or interrupt)"));
  return r.complete && unsettled == 0;
}

}  // namespace goproof::cli::render
