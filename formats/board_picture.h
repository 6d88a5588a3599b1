// A picture of a board as plain data: the stones, Conquest territory, marks
// on points (a winning move, an illegal move and its reason, a numbered line,
// a value per point) and lines of text. Writers (board_svg.h) draw it; the
// model knows nothing of rules or solvers, so anything can fill it in.
// Standard library only.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace goproof {

// What lies on one point, or whose it is: nobody, Black, White.
enum class PictureColor : char { None, Black, White };

// A point of the picture: column from the left and row from the bottom,
// both 0-based (GTP "a1" is {0, 0}; "c3" is {2, 2}).
struct PicturePoint {
  int x = 0, y = 0;
  bool operator==(const PicturePoint&) const = default;
};

// A move that wins (drawn as a green ring).
struct WinMark {
  PicturePoint point;
};

// A move the rules forbid, with the reason's short word ("suicide", "ko",
// "occupied"...; may be empty). Drawn as a red cross with the word under it.
struct IllegalMark {
  PicturePoint point;
  std::string reason;
};

// One move of a numbered line: its number (1 for the first), who plays it,
// and where. A line move that is a pass, or falls on a point an earlier line
// move already numbered, has no point of its own: see linePasses/lineRepeats.
struct LineMark {
  PicturePoint point;
  int number = 1;
  PictureColor side = PictureColor::Black;
};

// The part of the board a picture shows: columns left .. left + width - 1
// and rows bottom .. bottom + height - 1 (0-based, from the bottom left). A
// width of 0 shows the whole board.
struct PictureWindow {
  int left = 0, bottom = 0, width = 0, height = 0;
  bool operator==(const PictureWindow&) const = default;
};

// How a move turns out for the side to move, for value maps.
enum class PictureOutcome : char {
  BestScore,  // scored games: keeps the best score (in games without points, use Win)
  Win,  // wins (scored games: wins, but by less than the best move)
  Draw,
  Loss,
  Unknown,  // not settled (a time limit)
};

// The value of the move at one point: its colour comes from the outcome;
// text ("B+3", "0", "?") is written on the point, and may be empty.
struct ValueMark {
  PicturePoint point;
  PictureOutcome outcome = PictureOutcome::Unknown;
  std::string text;
};

// The whole picture. Vectors indexed by point are row-major from the bottom
// row: index y * width + x.
struct BoardPicture {
  int width = 0, height = 0;  // 1..25 each
  std::vector<PictureColor> stones;  // width * height entries (None: empty)
  std::vector<PictureColor> territory;  // Conquest: owner of each point; empty vector: no territory
  std::string title;  // drawn above the board (may be empty)
  std::vector<std::string> caption;  // lines drawn under the board, in order
  bool starPoints = true;  // the usual hoshi on boards of 7 lines or more
  std::vector<WinMark> wins;
  std::vector<IllegalMark> illegal;
  std::vector<LineMark> line;
  std::vector<ValueMark> values;
  bool scored = false;  // values: the legend speaks of scores (best score) instead of wins
  // A local goal (docs/goals.md): the target's stones, each marked with a
  // triangle, and the region where play happens (width * height flags; empty
  // vector: not drawn), the points outside it shaded.
  std::vector<PicturePoint> targets;
  std::vector<bool> region;
  // The part drawn (a corner problem's corner); unset: the whole board.
  // Nothing outside it is drawn; its cut sides show the lines running on.
  PictureWindow view;

  // Index of a point in stones and territory.
  int index(PicturePoint p) const { return p.y * width + p.x; }
  // Whether the point lies on the board.
  bool contains(PicturePoint p) const { return p.x >= 0 && p.x < width && p.y >= 0 && p.y < height; }
  // The stone count of one colour.
  int stoneCount(PictureColor c) const;
  // The window drawn: view, or the whole board when view is unset.
  PictureWindow shown() const;
  // Whether the point is drawn (on the board and in the window).
  bool shows(PicturePoint p) const;
};

// The window a local goal's picture needs on a board of 13 lines or more:
// its region, targets and marks, one line more on each side for the wall
// around them, at least 7 lines each way, reaching the board's edge
// wherever it comes within two lines of it.
// The whole board (an unset window) for smaller boards, for a picture
// without a region, and where cropping would leave out less than a quarter
// of the board.
PictureWindow goalWindow(const BoardPicture& picture);

// An empty board of width x height. Throws std::invalid_argument outside 1..25.
BoardPicture emptyPicture(int width, int height);

// A board from its rows, top row first, separated by '/': X or x Black, O or
// o White, '.' empty, and Conquest's territory b (Black's) and w (White's).
// Throws std::invalid_argument naming the first character that does not fit.
BoardPicture pictureFromRows(int width, int height, std::string_view rows);

// The GTP name of a point, lower case ("c3").
std::string pictureName(PicturePoint p);

}  // namespace goproof
