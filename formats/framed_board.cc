#include "formats/framed_board.h"

#include <cctype>

#include "solver/util/text.h"

namespace goproof {
namespace {

constexpr std::string_view kColumnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

bool isBorderLine(std::string_view line) {
  bool dash = false;
  for (char c : line) {
    if (c == '-') dash = true;
    else if (c != '+' && c != '|' && c != ' ' && c != '\t' && c != '=') return false;
  }
  return dash;
}

// The number of column letters if the line is a coordinate line ("A B C"), else 0.
int coordinateLetters(std::string_view line) {
  int n = 0;
  for (char c : line) {
    if (c == ' ' || c == '\t') continue;
    if (n >= static_cast<int>(kColumnLetters.size()) ||
        std::toupper(static_cast<unsigned char>(c)) != kColumnLetters[n])
      return 0;
    ++n;
  }
  return n;
}

// Letters only, and not a row of stones: a coordinate line gone wrong ("A B D").
bool looksLikeCoordinates(std::string_view line) {
  bool any = false;
  for (char c : line) {
    if (c == ' ' || c == '\t') continue;
    if (!std::isalpha(static_cast<unsigned char>(c)) || c == 'X' || c == 'x' || c == 'O' || c == 'o' || c == 'b' ||
        c == 'w')
      return false;
    any = true;
  }
  return any;
}

std::optional<char> pointOf(char c) {
  switch (c) {
    case 'X': case 'x': return 'X';
    case 'O': case 'o': return 'O';
    case '.': case '+': return '.';
    case 'b': return 'b';  // Conquest: Black's territory
    case 'w': return 'w';  // and White's
    default: return std::nullopt;
  }
}

bool isBlank(char c) { return c == ' ' || c == '\t'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

bool FramedBoardReader::fail(int lineIndex, int column, std::string message) {
  error_ = {std::move(message), lineIndex, column};
  return false;
}

bool FramedBoardReader::addLine(std::string_view line) {
  const int index = lines_++;
  if (isBorderLine(line)) return true;
  if (int letters = coordinateLetters(line); letters > 0) {
    coordinateLines_.push_back({letters, index});
    return true;
  }
  if (looksLikeCoordinates(line))
    return fail(index, static_cast<int>(line.find_first_not_of(" \t")) + 1,
                "a coordinate line must name the columns in order: A B C ... (GTP letters, no I)");
  Row row{"", {}, index, std::nullopt, std::nullopt, 1};
  size_t i = 0;
  auto skipBlanks = [&] { while (i < line.size() && isBlank(line[i])) ++i; };
  auto readNumber = [&]() -> std::optional<int> {
    if (i >= line.size() || !isDigit(line[i])) return std::nullopt;
    int n = 0;
    while (i < line.size() && isDigit(line[i]) && n < 1000) n = n * 10 + (line[i++] - '0');
    return n;
  };
  skipBlanks();
  row.numberColumn = static_cast<int>(i) + 1;
  row.numberLeft = readNumber();
  skipBlanks();
  bool framedLeft = i < line.size() && line[i] == '|';
  if (framedLeft) ++i;
  bool framedRight = false;
  for (; i < line.size(); ++i) {
    char c = line[i];
    if (isBlank(c)) continue;
    if (c == '|') {
      framedRight = true;
      ++i;
      break;
    }
    if (isDigit(c)) break;
    auto point = pointOf(c);
    if (!point)
      return fail(index, static_cast<int>(i) + 1,
                  cat("unexpected '", c, "' in a board row (points are X, O and ., and b and w for Conquest territory, framed by optional coordinates and | borders)"));
    row.points += *point;
    row.columns.push_back(static_cast<int>(i) + 1);
  }
  (void)framedRight;
  skipBlanks();
  size_t rightStart = i;
  row.numberRight = readNumber();
  skipBlanks();
  if (i < line.size())
    return fail(index, static_cast<int>(i) + 1, cat("unexpected '", line[i], "' after the end of a board row"));
  if (row.points.empty()) return fail(index, static_cast<int>(rightStart) + 1, "a board row without points");
  if (!rows_.empty() && row.points.size() != rows_.front().points.size())
    return fail(index, 1, cat("this row has ", row.points.size(), " points, the first row has ", rows_.front().points.size()));
  if (rows_.size() >= 19) return fail(index, 1, "a board has at most 19 rows");
  if (row.points.size() > 19) return fail(index, 1, "a board has at most 19 columns");
  rows_.push_back(std::move(row));
  return true;
}

bool FramedBoardReader::finish() {
  if (rows_.empty()) return fail(0, 1, "the board has no rows");
  width_ = static_cast<int>(rows_.front().points.size());
  const int h = height();
  for (int r = 0; r < h; ++r) {
    const Row& row = rows_[r];
    for (auto number : {row.numberLeft, row.numberRight})
      if (number && *number != h - r)
        return fail(row.lineIndex, row.numberColumn,
                    cat("row number ", *number, " should be ", h - r, " (the bottom row is 1)"));
  }
  for (const CoordinateLine& c : coordinateLines_)
    if (c.letters != width_)
      return fail(c.lineIndex, 1, cat("the coordinate line names ", c.letters, " columns, the board has ", width_));
  return true;
}

std::string FramedBoardReader::rows() const {
  std::string out;
  for (const Row& row : rows_) {
    if (!out.empty()) out += '/';
    out += row.points;
  }
  return out;
}

std::string framedBoard(std::string_view rows, int width, int height, std::string_view indent) {
  const int numberWidth = height >= 10 ? 2 : 1;
  std::string letters(indent);
  letters += std::string(numberWidth + 1, ' ');
  for (int x = 0; x < width; ++x) {
    letters += kColumnLetters[x];
    if (x + 1 < width) letters += ' ';
  }
  letters += '\n';
  std::string out = letters;
  auto lines = split(rows, '/');
  for (int r = 0; r < height; ++r) {
    std::string number = std::to_string(height - r);
    out += cat(indent, std::string(numberWidth - number.size(), ' '), number, ' ');
    for (int x = 0; x < width; ++x) {
      char c = rows.empty() || r >= static_cast<int>(lines.size()) || x >= static_cast<int>(lines[r].size())
                   ? '.' : lines[r][x];
      out += c;
      out += x + 1 < width ? " " : "";
    }
    out += cat(' ', number, '\n');
  }
  return out + letters;
}

}  // namespace goproof
