#include "formats/sensei_diagram.h"

#include <cctype>
#include <cstdio>
#include <tuple>

#include "solver/board/geometry.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
// Also a no-break space (UTF-8 C2 A0), which web pages put in pasted diagrams.
bool isBlankAt(std::string_view s, size_t i) {
  return isBlank(s[i]) || (s[i] == '\xc2' && i + 1 < s.size() && s[i + 1] == '\xa0') ||
         (s[i] == '\xa0' && i > 0 && s[i - 1] == '\xc2');
}
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// A character as an error message shows it: 'x', or \xNN when not printable.
std::string shown(char c) {
  unsigned char byte = static_cast<unsigned char>(c);
  if (byte > 0x20 && byte < 0x7f) return cat("'", c, "'");
  char hex[8];
  std::snprintf(hex, sizeof hex, "\\x%02x", byte);
  return cat("'", hex, "'");
}

absl::Status errorAt(std::string_view path, int line, int column, std::string_view message) {
  return absl::InvalidArgumentError(cat(path, ":", line, ":", column, ": ", message));
}
absl::Status errorAt(const SourceLocation& where, std::string_view message) {
  return errorAt(where.file, where.line, where.column, message);
}

// The cell a point character stands for, or nullopt when it is none.
std::optional<DiagramCell> cellFor(char c, Color firstMover) {
  DiagramCell cell;
  auto marked = [&](Color stone, DiagramMark mark) {
    cell.stone = stone;
    cell.mark = mark;
    return cell;
  };
  if (isDigit(c)) {
    cell.move = c == '0' ? 10 : c - '0';
    cell.stone = cell.move % 2 == 1 ? firstMover : opponent(firstMover);
    return cell;
  }
  if (c >= 'a' && c <= 'z') {
    cell.label = c;
    return cell;
  }
  switch (c) {
    case 'X': return marked(Color::Black, DiagramMark::None);
    case 'O': return marked(Color::White, DiagramMark::None);
    case '.': return cell;
    case ',': cell.hoshi = true; return cell;
    case 'B': return marked(Color::Black, DiagramMark::Circle);
    case '#': return marked(Color::Black, DiagramMark::Square);
    case 'Y': return marked(Color::Black, DiagramMark::Triangle);
    case 'Z': return marked(Color::Black, DiagramMark::Cross);
    case 'W': return marked(Color::White, DiagramMark::Circle);
    case '@': return marked(Color::White, DiagramMark::Square);
    case 'Q': return marked(Color::White, DiagramMark::Triangle);
    case 'P': return marked(Color::White, DiagramMark::Cross);
    case 'C': return marked(Color::Empty, DiagramMark::Circle);
    case 'S': return marked(Color::Empty, DiagramMark::Square);
    case 'T': return marked(Color::Empty, DiagramMark::Triangle);
    case 'M': return marked(Color::Empty, DiagramMark::Cross);
    default: return std::nullopt;
  }
}

std::string unknownCharacterMessage(char c) {
  if (c == '+') return "'+' inside a row of points; '+' marks a corner, in a border line of '-' and '+'";
  if (c == '-') return "'-' inside a row of points; a border line holds only '-' and '+'";
  return cat("unknown character ", shown(c),
             " in a diagram row (points are X O . , 0-9 B # Y Z W @ Q P C S T M a-z; borders are | - +)");
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && isBlankAt(s, 0)) s.remove_prefix(s.substr(0, 2) == "\xc2\xa0" ? 2 : 1);
  while (!s.empty() && isBlankAt(s, s.size() - 1)) s.remove_suffix(s.substr(s.size() - 1) == "\xa0" ? 2 : 1);
  return s;
}

// Parses the header's text after "$$" into diagram; content begins at column.
absl::Status parseHeader(std::string_view content, int line, int column, SenseiDiagram& diagram) {
  const std::string& path = diagram.where.file;
  size_t i = 0;
  auto digitsFrom = [&](size_t start) {
    size_t end = start;
    while (end < content.size() && isDigit(content[end])) ++end;
    return end;
  };
  if (i < content.size() && (content[i] == 'B' || content[i] == 'W'))
    diagram.firstMover = content[i++] == 'B' ? Color::Black : Color::White;
  if (i < content.size() && content[i] == 'c') {
    diagram.showCoordinates = true;
    ++i;
  }
  if (size_t end = digitsFrom(i); end > i) {
    std::string_view digits = content.substr(i, end - i);
    int size = digits.size() > 3 ? 1000 : std::stoi(std::string(digits));
    if (size < 1 || size > kMaxSide)
      return errorAt(path, line, column + static_cast<int>(i),
                     cat("board size ", digits, " in the header is out of range: sides are 1 to ", kMaxSide));
    diagram.boardSize = size;
    diagram.sizeWhere = {path, line, column + static_cast<int>(i)};
    i = end;
  }
  if (i < content.size() && content[i] == 'm') {
    size_t end = digitsFrom(i + 1);
    if (end == i + 1 || end - i - 1 > 6 || std::stoi(std::string(content.substr(i + 1, end - i - 1))) < 1)
      return errorAt(path, line, column + static_cast<int>(i),
                     "'m' in the header must be followed by the first move number (1 to 999999)");
    diagram.firstMoveNumber = std::stoi(std::string(content.substr(i + 1, end - i - 1)));
    i = end;
  }
  if (i == 0) {  // no parameters: the whole line is the title
    diagram.title = std::string(trimmed(content));
    return absl::OkStatus();
  }
  if (i < content.size() && !isBlankAt(content, i))
    return errorAt(path, line, column + static_cast<int>(i),
                   cat("malformed diagram header: unexpected ", shown(content[i]),
                       "; write $$[B|W][c][size][m<N>], then a space and the title"));
  diagram.title = std::string(trimmed(content.substr(i)));
  return absl::OkStatus();
}

// Collects the rows and borders of a diagram, one body line at a time.
class BodyParser {
 public:
  explicit BodyParser(SenseiDiagram& diagram) : diagram_(diagram) {}

  absl::Status addLine(std::string_view content, int line, int column) {
    size_t first = 0;
    while (first < content.size() && isBlankAt(content, first)) ++first;
    if (first == content.size()) return absl::OkStatus();  // "$$" alone
    bool sawDash = false, onlyBorder = true;
    for (size_t k = 0; k < content.size(); ++k) {
      sawDash |= content[k] == '-' || content[k] == '+';
      onlyBorder &= isBlankAt(content, k) || content[k] == '-' || content[k] == '+' || content[k] == '|';
    }
    int firstColumn = column + static_cast<int>(first);
    if (sawDash && onlyBorder) return addBorder(line, firstColumn);
    return addRow(content, line, column, firstColumn);
  }

 private:
  absl::Status addBorder(int line, int column) {
    bool& border = diagram_.height == 0 ? diagram_.topBorder : diagram_.bottomBorder;
    if (border)
      return err(line, column, diagram_.height == 0 ? "a second top border" : "a second bottom border");
    border = true;
    return absl::OkStatus();
  }

  absl::Status addRow(std::string_view content, int line, int column, int firstColumn) {
    if (diagram_.bottomBorder) return err(line, firstColumn, "a row of points after the bottom border");
    if (diagram_.height == kMaxSide)
      return err(line, firstColumn, cat("more than ", kMaxSide, " rows: a board has at most ", kMaxSide));
    const bool firstRow = diagram_.height == 0;
    int points = 0, leftBar = 0, rightBar = 0, firstPoint = 0, end = firstColumn;
    for (size_t k = 0; k < content.size(); ++k) {
      const char c = content[k];
      const int at = column + static_cast<int>(k);
      if (isBlankAt(content, k)) continue;
      end = at + 1;
      if (c == '|') {
        if (points == 0 && leftBar) return err(line, at, "a second '|' before the first point of the row");
        if (points > 0 && rightBar) return err(line, at, "a second right border '|'");
        (points == 0 ? leftBar : rightBar) = at;
        continue;
      }
      std::optional<DiagramCell> cell = cellFor(c, diagram_.firstMover);
      if (!cell) return err(line, at, unknownCharacterMessage(c));
      if (rightBar) return err(line, at, "a point after the right border '|'");
      if (points == kMaxSide)
        return err(line, at, cat("more than ", kMaxSide, " points in a row: a board has at most ", kMaxSide));
      if (!firstRow && points == diagram_.width)
        return err(line, at, cat("this row has more points than the first row (", diagram_.width, ")"));
      if (points == 0) firstPoint = at;
      if (cell->move) {
        auto [seen, fresh] = firstSeen_.try_emplace(cell->move, SourceLocation{"", line, at});
        if (!fresh)
          return err(line, at, cat("move ", cell->move, " appears twice (first at line ", seen->second.line,
                                   ", column ", seen->second.column, ")"));
        diagram_.moves[cell->move] = {points, diagram_.height};
      }
      if (cell->label) diagram_.labels.push_back({cell->label, {points, diagram_.height}});
      diagram_.cells.push_back(*cell);
      ++points;
    }
    if (points == 0) return err(line, firstColumn, "a row of the diagram without any points");
    if (firstRow) {
      diagram_.width = points;
      diagram_.leftBorder = leftBar != 0;
      diagram_.rightBorder = rightBar != 0;
    } else {
      if (diagram_.leftBorder && !leftBar)
        return err(line, firstPoint, "this row has no left border '|', but the first row has one");
      if (!diagram_.leftBorder && leftBar)
        return err(line, leftBar, "a left border '|' here, but the first row has none");
      if (points < diagram_.width)
        return err(line, rightBar ? rightBar : end,
                   cat("this row has ", points, " points, but the first row has ", diagram_.width));
      if (diagram_.rightBorder && !rightBar)
        return err(line, end, "this row has no right border '|', but the first row has one");
      if (!diagram_.rightBorder && rightBar)
        return err(line, rightBar, "a right border '|' here, but the first row has none");
    }
    ++diagram_.height;
    return absl::OkStatus();
  }

  absl::Status err(int line, int column, std::string_view message) const {
    return errorAt(diagram_.where.file, line, column, message);
  }

  SenseiDiagram& diagram_;
  std::map<int, SourceLocation> firstSeen_;
};

// Where the diagram lies along one axis of the board, or an error message.
struct AxisPlacement {
  int offset = 0;
  std::string error;
};
AxisPlacement placeAxis(int shown, int board, bool nearEdge, bool farEdge, std::string_view extent,
                        std::string_view nearName, std::string_view farName) {
  if (shown > board)
    return {0, cat("the diagram is ", shown, " points ", extent, ", but the board only ", board)};
  if (nearEdge && farEdge && shown != board)
    return {0, cat("the diagram shows both the ", nearName, " and the ", farName, " edge, so the board is ", shown,
                   " points ", extent, ", not ", board)};
  if (nearEdge || shown == board) return {0, ""};
  if (farEdge) return {board - shown, ""};
  return {0, cat("cannot place this fragment: it shows neither the ", nearName, " nor the ", farName,
                 " edge, and it is ", shown, " points ", extent, " on a board of ", board)};
}

}  // namespace

absl::StatusOr<SenseiDiagram> parseSenseiDiagram(const std::vector<DiagramLine>& lines, std::string_view path) {
  SenseiDiagram diagram;
  diagram.where.file = std::string(path);
  if (lines.empty()) return absl::InvalidArgumentError(cat(path, ": a diagram without any lines"));
  diagram.where.line = lines.front().line;
  diagram.where.column = lines.front().column;
  BodyParser body(diagram);
  for (size_t i = 0; i < lines.size(); ++i) {
    const DiagramLine& line = lines[i];
    const bool prefixed = line.text.substr(0, 2) == "$$";
    std::string_view content = prefixed ? line.text.substr(2) : line.text;
    const int column = line.column + (prefixed ? 2 : 0);
    if (i == 0 && prefixed) {
      std::string_view start = trimmed(content);
      bool borderFirst = !start.empty() && (start[0] == '-' || start[0] == '+' || start[0] == '|');
      if (!borderFirst) {
        diagram.hasHeader = true;
        if (absl::Status status = parseHeader(content, line.line, column, diagram); !status.ok()) return status;
        continue;
      }
    }
    if (absl::Status status = body.addLine(content, line.line, column); !status.ok()) return status;
  }
  if (diagram.height == 0) return errorAt(diagram.where, "a diagram without any rows of points");
  return diagram;
}

absl::StatusOr<PlacedDiagram> placeDiagram(const SenseiDiagram& diagram,
                                           std::optional<std::pair<int, int>> boardSize) {
  PlacedDiagram placed;
  if (diagram.wholeBoard()) {
    if (diagram.boardSize && (*diagram.boardSize != diagram.width || *diagram.boardSize != diagram.height))
      return errorAt(diagram.sizeWhere, cat("the header gives board size ", *diagram.boardSize,
                                            ", but the diagram shows a whole board of ", diagram.width, "x",
                                            diagram.height));
    placed.width = diagram.width;
    placed.height = diagram.height;
  } else {
    const SourceLocation& where = diagram.boardSize ? diagram.sizeWhere : diagram.where;
    if (diagram.boardSize) {
      placed.width = placed.height = *diagram.boardSize;
    } else if (boardSize) {
      std::tie(placed.width, placed.height) = *boardSize;
      if (placed.width < 1 || placed.width > kMaxSide || placed.height < 1 || placed.height > kMaxSide)
        return errorAt(where, cat("the board size given, ", placed.width, "x", placed.height,
                                  ", is out of range: sides are 1 to ", kMaxSide));
    } else {
      return errorAt(where,
                     "cannot place this fragment: it does not show all four edges and no board size is known "
                     "(write one in the header, as in $$Bc9, or give one to the importer)");
    }
    AxisPlacement across = placeAxis(diagram.width, placed.width, diagram.leftBorder, diagram.rightBorder, "wide",
                                     "left", "right");
    if (!across.error.empty()) return errorAt(where, across.error);
    AxisPlacement down = placeAxis(diagram.height, placed.height, diagram.topBorder, diagram.bottomBorder, "high",
                                   "top", "bottom");
    if (!down.error.empty()) return errorAt(where, down.error);
    placed.left = across.offset;
    placed.top = down.offset;
  }
  std::vector<std::string> grid(placed.height, std::string(placed.width, '.'));
  for (int row = 0; row < diagram.height; ++row)
    for (int column = 0; column < diagram.width; ++column) {
      const DiagramCell& cell = diagram.at({column, row});
      if (cell.move == 0) grid[placed.top + row][placed.left + column] = diagramChar(cell.stone);
    }
  for (int row = 0; row < placed.height; ++row) placed.rows += (row ? "/" : "") + grid[row];
  auto gtpName = [&](DiagramPoint p) {
    return cat(columnLetter(placed.left + p.column), placed.height - (placed.top + p.row));
  };
  for (const auto& [number, point] : diagram.moves) placed.moves[number] = gtpName(point);
  for (const auto& [label, point] : diagram.labels) placed.labels.push_back({label, gtpName(point)});
  return placed;
}

}  // namespace goproof
