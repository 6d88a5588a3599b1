// Pictures of positions and puzzles: a game, a puzzle's claims, marks asked
// for by name and a solve's move values turned into the marks of a
// BoardPicture (formats/board_picture.h), as `goproof render` draws them
// (docs/render.md). Bad input (a point that is no point, a legal move marked
// illegal, an illegal line move) throws std::invalid_argument with a one-line
// message; nothing here prints.
#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "formats/board_picture.h"
#include "solver/rules/move_text.h"
#include "formats/puzzle.h"
#include "solver/board/board_text.h"
#include "solver/search/solve_registered.h"
#include "solver/util/text.h"

namespace goproof {

// The points a move's name covers: "c3", "d7:ne" (Conquest's choice), both
// stones of "b4+c1" (Quench #2); none for pass, swap and points off the board.
std::vector<PicturePoint> pointsOfMove(const std::string& name, int width, int height);

// The point a mark names (flag names the mark in the message: "mark-win");
// throws std::invalid_argument for an off-board point or text that is no point.
PicturePoint markPoint(const std::string& flag, const std::string& text, int width, int height);

// Splits texts such as "c3 d4,e5" (spaces, commas, tabs) into their words.
std::vector<std::string> moveWords(const std::vector<std::string>& texts);

// The move a name means in game, or nullopt with *reason set when the rules
// forbid it (off the board, game over, not a Conquest choice...), or with
// *error set (readMoveText's message) when the text is no move at all.
template <class Game>
std::optional<Move> pictureMove(const Game& game, const std::string& text, IllegalReason* reason,
                                std::string* error) {
  const auto& g = game.geometry();
  if constexpr (requires { game.whyNotNamed(std::string_view{}); }) {  // Conquest
    *error = readMoveText(text.substr(0, text.find(':')), g.width(), g.height()).error;
    if (!error->empty()) return std::nullopt;
    const std::string name = lowerCase(text);
    if (std::optional<Move> m = game.moveNamed(name)) return m;
    *reason = game.whyNotNamed(name);
    return std::nullopt;
  } else {
    const MoveText parsed = readMoveText(text, g.width(), g.height());
    *error = parsed.error;
    if (!error->empty()) return std::nullopt;
    const bool over = game.decidedWinner() != Winner::None;
    if (parsed.offBoard) *reason = over ? IllegalReason::GameOver : IllegalReason::OffBoard;
    if (parsed.offBoard) return std::nullopt;
    if (!parsed.twoStones) return parsed.move;
    std::optional<Move> m = game.moveNamed(text);
    if (!m) *reason = over ? IllegalReason::GameOver : IllegalReason::NoTwoStones;
    return m;
  }
}

// The move that the number-th word of a list (from 1) names, legal in game;
// else throws std::invalid_argument saying so of the move's place, after
// `flag`: "line: move 2, 'zz' is not a point such as c3, ..." (readMoveText's
// message without its "move: "), or "line: move 2, d3, is illegal: occupied".
// For render's --line and solve's --moves alike.
template <class Game>
Move listedMove(Game& game, const std::string& word, int number, std::string_view flag) {
  IllegalReason reason = IllegalReason::None;
  std::string error;
  std::optional<Move> move = pictureMove(game, word, &reason, &error);
  if (!error.empty())
    throw std::invalid_argument(
        cat(flag, ": move ", number, ", ", error.rfind("move: ", 0) == 0 ? error.substr(6) : error));
  if (move) reason = game.check(*move).reason;
  if (reason != IllegalReason::None)
    throw std::invalid_argument(cat(flag, ": move ", number, ", ", word, ", is illegal: ", toString(reason)));
  return *move;
}

// Whether one of `marks` (WinMark, IllegalMark) already stands on p: a point
// is ringed or crossed once, whoever asks for it.
template <class Mark>
bool markedAt(const std::vector<Mark>& marks, PicturePoint p) {
  return std::any_of(marks.begin(), marks.end(), [p](const Mark& m) { return m.point == p; });
}

// Why the rules forbid the move named, or None when it is legal; None with
// *error set when the text is no move at all.
template <class Game>
IllegalReason pictureMoveReason(Game& game, const std::string& text, std::string* error) {
  IllegalReason reason = IllegalReason::None;
  std::optional<Move> m = pictureMove(game, text, &reason, error);
  return m ? game.check(*m).reason : reason;
}

// The caption line of a position: "capture-1, 5x5, White to move", with the
// prisoners, the ko point and a previous pass when there are any.
std::string positionCaption(const PositionSpec& spec);

template <class Game>
void addGoalMarks(const Game& game, BoardPicture& picture);

// The stones and territory of game (set up from spec), with positionCaption
// as its first caption line (and a local goal's marks, addGoalMarks). Throws
// std::invalid_argument for a board the picture cannot hold.
template <class Game>
BoardPicture positionPicture(const Game& game, const PositionSpec& spec) {
  BoardPicture picture = pictureFromRows(spec.width, spec.height, pictureRows(game));
  picture.caption.push_back(positionCaption(spec));
  if constexpr (requires { game.targets(); game.region(); game.frame(); }) addGoalMarks(game, picture);
  return picture;
}

// A local goal's marks: a triangle on each target stone, the points outside
// its region shaded (a frame's stones, added where the wall is open, left
// out: the shading stands for them), and a caption line saying so.
template <class Game>
void addGoalMarks(const Game& game, BoardPicture& picture) {
  const auto& geo = game.geometry();
  game.targets().forEach([&](int p) { picture.targets.push_back({geo.x(p), geo.y(p)}); });
  if (game.region() == geo.all()) {
    picture.caption.push_back("Triangles mark the target.");
    return;
  }
  picture.region.assign(static_cast<size_t>(geo.width() * geo.height()), false);
  game.region().forEach([&](int p) { picture.region[static_cast<size_t>(geo.y(p) * geo.width() + geo.x(p))] = true; });
  game.frame().forEach([&](int p) { picture.stones[static_cast<size_t>(geo.y(p) * geo.width() + geo.x(p))] = PictureColor::None; });
  // An open side (a box, a ladder's band): empty points in the shade next
  // to the region, liberties nobody fills.
  if ((geo.neighbors(game.region()) & (game.board().empty() - game.region())).any() && game.frame().none()) {
    picture.caption.push_back(
        "Triangles mark the target; play is kept to the unshaded points, and a chain that reaches the shade has "
        "escaped: its liberties there are never filled.");
    return;
  }
  picture.caption.push_back(cat("Triangles mark the target; play is kept to the unshaded points, and ",
                                game.attacker() == Color::Black ? "Black" : "White",
                                game.frame().any() ? "'s wall, closed by a frame in the shade, is taken as safe."
                                                   : "'s wall is taken as safe."));
}

// The rows of game's position as pictureFromRows reads them: its stones,
// and Conquest's territory.
template <class Game>
std::string pictureRows(const Game& game) {
  if constexpr (requires { game.rows(); }) return game.rows();  // Conquest, with its territory
  else return boardRows(game.board());
}

// What line move number did to the stones, from the rows before and after
// it (pictureRows): "3 captures a1 b1" for the stones it removed, "3
// converts c2" for those that changed colour (Conversion Go), both joined by
// ", "; "" when it left every other stone as it was.
std::string lineChangeNote(int number, int width, int height, const std::string& before, const std::string& after);

// Numbers a line move (number, played by side) on its points; a pass or swap
// has none, and is returned as a note for the caption ("2: White pass"), else "".
std::string addLineMove(BoardPicture& picture, const std::string& move, int number, Color side);

// The notes of addLineMove (or lineChangeNote) as one caption line ("3:
// Black pass; 5: White pass"), if any is not empty.
void addLineNotes(BoardPicture& picture, const std::vector<std::string>& notes);

// Marks asked for by name: wins ringed as given (not checked), illegal
// points crossed with the rules' reason, a line numbered from the side to
// move with each move legal in turn, and what each move captured in a
// caption line (lineChangeNote); several to a string ("c3 d4"), as
// moveWords splits them. Throws std::invalid_argument for a point that is
// not one ("mark-win: ..."), a legal illegal mark ("mark-illegal: c3 is legal
// here") and a line move that is no move or illegal ("line: move 2, c3, is
// illegal: occupied"). The line is played on a copy of game.
template <class Game>
void addNamedMarks(Game& game, BoardPicture& picture, const std::vector<std::string>& winMarks,
                   const std::vector<std::string>& illegalMarks, const std::vector<std::string>& lineMoves) {
  const int w = picture.width, h = picture.height;
  // A point the claims (or an earlier word) already mark is marked once.
  for (const std::string& m : moveWords(winMarks))
    if (const PicturePoint p = markPoint("mark-win", m, w, h); !markedAt(picture.wins, p)) picture.wins.push_back({p});
  for (const std::string& m : moveWords(illegalMarks)) {
    const PicturePoint p = markPoint("mark-illegal", m.substr(0, m.find(':')), w, h);  // "c5:nw" in Conquest
    std::string error;
    const IllegalReason reason = pictureMoveReason(game, m, &error);
    if (!error.empty()) throw std::invalid_argument(error);
    if (reason == IllegalReason::None) throw std::invalid_argument(cat("mark-illegal: ", m, " is legal here"));
    if (!markedAt(picture.illegal, p)) picture.illegal.push_back({p, std::string(toString(reason))});
  }
  Game played = game;
  int number = 0;
  std::vector<std::string> notes, changes;
  for (const std::string& m : moveWords(lineMoves)) {
    ++number;
    const Move move = listedMove(played, m, number, "line");
    notes.push_back(addLineMove(picture, m, number, played.toMove()));
    const std::string before = pictureRows(played);
    played.play(move);
    changes.push_back(lineChangeNote(number, w, h, before, pictureRows(played)));
  }
  addLineNotes(picture, notes);
  addLineNotes(picture, changes);
}

// A puzzle's claims as marks, drawn as written (not checked): winning and
// best moves ringed, illegal moves crossed (the claim's reason, else the
// rules', else none), a line numbered, with what its moves capture
// (lineChangeNote) as far as they are legal in turn; the others, and claims about moves
// with no point, in one caption line ("claims: value B; captures d3 1").
// Without drawLines a line claim goes to that caption line too ("claims:
// line b2 c2 c3"), where render --line draws a line of its own on the board.
template <class Game>
void addClaimMarks(Game& game, const Puzzle& puzzle, BoardPicture& picture, bool drawLines = true) {
  std::string others;
  for (const Claim& claim : puzzle.claims) {
    std::vector<PicturePoint> points = pointsOfMove(claim.move, picture.width, picture.height);
    switch (claim.kind) {
      case ClaimKind::Win:
      case ClaimKind::OnlyWin:
      case ClaimKind::Best:
      case ClaimKind::OnlyBest:
        for (PicturePoint p : points)
          if (!markedAt(picture.wins, p)) picture.wins.push_back({p});
        break;
      case ClaimKind::Illegal: {
        std::string reason = claim.reason;
        if (reason.empty()) {
          std::string error;  // a move the rules cannot read: drawn without a reason
          if (IllegalReason r = pictureMoveReason(game, claim.move, &error); r != IllegalReason::None)
            reason = toString(r);
        }
        for (PicturePoint p : points) picture.illegal.push_back({p, reason});
        break;
      }
      case ClaimKind::Line: {
        if (!drawLines) {
          others += (others.empty() ? "claims: " : "; ") + toString(claim);
          break;
        }
        Color side = puzzle.toMove;
        int number = 0;
        std::vector<std::string> notes, changes;
        Game played = game;
        bool legalSoFar = true;  // the captures are known while every move is legal in turn
        for (const LineMove& m : claim.line) {
          notes.push_back(addLineMove(picture, m.move, ++number, side));
          side = opponent(side);
          if (!legalSoFar) continue;
          IllegalReason reason = IllegalReason::None;
          std::string error;
          std::optional<Move> move = pictureMove(played, m.move, &reason, &error);
          legalSoFar = move && error.empty() && played.check(*move).reason == IllegalReason::None;
          if (!legalSoFar) continue;
          const std::string before = pictureRows(played);
          played.play(*move);
          changes.push_back(lineChangeNote(number, picture.width, picture.height, before, pictureRows(played)));
        }
        addLineNotes(picture, notes);
        addLineNotes(picture, changes);
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

// How one move of a value map is shown: its outcome, the text on its tile,
// and a rank (higher is better for the side to move) to choose between moves
// that share a point.
struct ValueTile {
  PictureOutcome outcome = PictureOutcome::Unknown;
  std::string text = "?";
  int rank = -1000000;
};

// The tile of a move whose solve gave score (scored games: Black's margin
// after it) or value (the others); Unknown ("?") when neither is settled.
// best is the position's score with best play, when settled; me the side
// to move.
ValueTile valueTile(bool scored, Color me, std::optional<HalfPoints> score, std::optional<Value> value,
                    std::optional<HalfPoints> best);

// The caption lines under a value map: the position's value ("value: B+9
// with best play", "value: Black wins"), the moves off the board
// (elsewhere: "pass W+9", the first six and a count), and how many moves
// were not settled, when some were not or the solve was incomplete.
void addValueMapCaptions(BoardPicture& picture, const SolveResult& r, Color me, bool scored,
                         const std::vector<std::string>& elsewhere, int unsettled);

// What a value map's solve left to say: settled when every legal move was
// valued; incompleteReason is the solver's own word when it stopped short
// for a reason other than a time limit or stop (SolveResult::incompleteReason).
struct ValueMapOutcome {
  bool settled = true;
  std::string incompleteReason;
};

// Every legal move of game solved (with options, every move valued; its
// progress callback and stop flag as the caller set them) and coloured by
// its value (docs/render.md), each point showing its best move, with the
// value and the moves off the board in caption lines. Throws
// std::invalid_argument when the solver refuses the options or the game.
template <class Game>
ValueMapOutcome addValueMap(Game& game, BoardPicture& picture, SolverOptions options) {
  options.allMoves = true;
  const SolveResult r = solvePosition(game, options);
  const Color me = game.toMove();
  const bool scored = game.scored();
  picture.scored = scored;
  std::map<Move, Value> values;
  std::map<Move, HalfPoints> scores;
  for (const auto& mv : r.moveValues) values[mv.move] = mv.value;
  for (const auto& ms : r.moveScores) scores[ms.move] = ms.score;
  std::map<std::pair<int, int>, ValueTile> shown;  // by (y, x): the best move at each point
  std::vector<std::string> elsewhere;              // pass, swap, two-stone turns
  typename Game::MoveListType moves;
  game.legalMoves(moves);
  int unsettled = 0;
  for (Move m : moves) {
    const auto score = scores.find(m);
    const auto value = values.find(m);
    const ValueTile s =
        valueTile(scored, me, score == scores.end() ? std::nullopt : std::optional<HalfPoints>(score->second),
                  value == values.end() ? std::nullopt : std::optional<Value>(value->second), r.score);
    if (s.outcome == PictureOutcome::Unknown) ++unsettled;
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
  addValueMapCaptions(picture, r, me, scored, elsewhere, unsettled);
  return {r.complete && unsettled == 0, r.incompleteReason};
}

// What to mark on a position besides its stones: a puzzle's claims (and its
// title and comment), marks by name (addNamedMarks). valueMap titles a
// picture of no puzzle as a value map; the caller then adds the values with
// addValueMap (with its own solver options, progress and stop flag).
// problemOnly asks for the question alone: the stones and whose turn it is,
// with the puzzle's title, and nothing that gives the answer away (no
// claims, no named marks, no comment, which often states the answer).
// number, when not empty, goes before the title ("3. Take the stone", or
// "3" for a puzzle with no title), so that a problem and its answer match.
struct PictureRequest {
  const Puzzle* puzzle = nullptr;
  std::vector<std::string> winMarks, illegalMarks, lineMoves;
  bool valueMap = false;
  bool problemOnly = false;
  std::string number;
};

// A worksheet's title: "3. Black to kill" from number "3" and title "Black
// to kill"; a title that opens with the same number as "#3:" or "#3." (as
// generated problems are named) is not numbered twice: "3. Black to kill".
std::string numberedTitle(const std::string& number, const std::string& title);

// The lines of a puzzle's comment as caption lines, blank ones left out.
void addCommentLines(BoardPicture& picture, const std::string& comment);

// The picture of game (set up from spec) that request asks for, as `goproof
// render` draws it before any value map: positionPicture, titled with the
// puzzle's title (a value map of no puzzle: "go 3x3: value map"), then
// (unless problemOnly) addClaimMarks (its lines only where the request
// has none: two lines numbered from 1 on one board cannot be read), the
// puzzle's comment and addNamedMarks. Throws std::invalid_argument as they do.
template <class Game>
BoardPicture markedPicture(Game& game, const PositionSpec& spec, const PictureRequest& request) {
  BoardPicture picture = positionPicture(game, spec);
  if (request.puzzle) {
    picture.title = request.puzzle->title;
    if (!request.number.empty()) picture.title = numberedTitle(request.number, picture.title);
    if (request.problemOnly) return picture;
    addClaimMarks(game, *request.puzzle, picture, request.lineMoves.empty());  // --line's line replaces the claims
    addCommentLines(picture, request.puzzle->comment);
  } else {
    picture.title =
        request.valueMap ? cat(spec.rules.toString(), " ", spec.width, "x", spec.height, ": value map") : "";
  }
  addNamedMarks(game, picture, request.winMarks, request.illegalMarks, request.lineMoves);
  return picture;
}

}  // namespace goproof
