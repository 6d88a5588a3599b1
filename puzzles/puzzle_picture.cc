#include "puzzles/puzzle_picture.h"

#include <algorithm>

namespace goproof {
namespace {

PictureColor pictureColor(Color c) { return c == Color::Black ? PictureColor::Black : PictureColor::White; }
std::string sideName(Color c) { return c == Color::Black ? "Black" : "White"; }

}  // namespace

std::vector<PicturePoint> pointsOfMove(const std::string& name, int width, int height) {
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

PicturePoint markPoint(const std::string& flag, const std::string& text, int width, int height) {
  ParsedPoint p = parsePoint(text, width, height);
  if (p.kind == ParsedPoint::Kind::OnBoard) return {p.x, p.y};
  if (p.kind == ParsedPoint::Kind::OffBoard) throw std::invalid_argument(cat(flag, ": ", text, " is off the board"));
  throw std::invalid_argument(cat(flag, ": '", text, "' is not a point such as c3"));
}

std::vector<std::string> moveWords(const std::vector<std::string>& texts) {
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

std::string positionCaption(const PositionSpec& spec) {
  std::string line =
      cat(spec.rules.toString(), ", ", spec.width, "x", spec.height, ", ", sideName(spec.toMove), " to move");
  if (spec.prisoners[0] || spec.prisoners[1])
    line += cat(", prisoners B ", spec.prisoners[0], " W ", spec.prisoners[1]);
  if (!spec.ko.empty()) line += cat(", ko at ", lowerCase(spec.ko));
  if (spec.previousPass) line += ", after a pass";
  return line;
}

std::string addLineMove(BoardPicture& picture, const std::string& move, int number, Color side) {
  std::vector<PicturePoint> points = pointsOfMove(move, picture.width, picture.height);
  for (PicturePoint p : points) picture.line.push_back({p, number, pictureColor(side)});
  return points.empty() ? cat(number, ": ", sideName(side), " ", lowerCase(move)) : "";
}

void addLineNotes(BoardPicture& picture, const std::vector<std::string>& notes) {
  std::string line;
  for (const std::string& n : notes)
    if (!n.empty()) line += (line.empty() ? "" : "; ") + n;
  if (!line.empty()) picture.caption.push_back(line);
}

std::string lineChangeNote(int number, int width, int height, const std::string& before, const std::string& after) {
  const BoardPicture was = pictureFromRows(width, height, before), is = pictureFromRows(width, height, after);
  std::string captured, converted;
  for (int y = 0; y < height; ++y)  // bottom row first, as a1 b1 ... a2
    for (int x = 0; x < width; ++x) {
      const int i = was.index({x, y});
      if (was.stones[i] == PictureColor::None || was.stones[i] == is.stones[i]) continue;
      std::string& list = is.stones[i] == PictureColor::None ? captured : converted;
      list += " " + pictureName({x, y});
    }
  std::string note;
  if (!captured.empty()) note = cat(number, " captures", captured);
  if (!converted.empty()) note += (note.empty() ? cat(number, " converts") : std::string(", converts")) + converted;
  return note;
}

std::string numberedTitle(const std::string& number, const std::string& title) {
  if (title.empty()) return number;
  std::string rest = title;
  for (const char* mark : {":", "."}) {
    const std::string own = "#" + number + mark;
    if (title.rfind(own, 0) == 0) {
      rest = title.substr(own.size());
      rest.erase(0, rest.find_first_not_of(' '));
      break;
    }
  }
  return rest.empty() ? number : number + ". " + rest;
}

void addCommentLines(BoardPicture& picture, const std::string& comment) {
  size_t start = 0;
  while (start <= comment.size()) {
    const size_t end = std::min(comment.find('\n', start), comment.size());
    std::string line = comment.substr(start, end - start);
    if (line.find_first_not_of(" \t\r") != std::string::npos) picture.caption.push_back(line);
    start = end + 1;
  }
}

ValueTile valueTile(bool scored, Color me, std::optional<HalfPoints> score, std::optional<Value> value,
                    std::optional<HalfPoints> best) {
  auto mine = [me](HalfPoints s) { return me == Color::Black ? s : -s; };
  ValueTile s;
  if (scored && score) {
    const HalfPoints margin = mine(*score);
    s.text = formatMargin(*score);
    s.rank = margin;
    s.outcome = best && margin == mine(*best) ? PictureOutcome::BestScore
                : margin > 0                  ? PictureOutcome::Win
                : margin == 0                 ? PictureOutcome::Draw
                                              : PictureOutcome::Loss;
  } else if (!scored && value && *value != Value::Unknown) {
    s.text = toString(*value);  // "win", "loss", "draw": readable without colour
    s.outcome = *value == Value::Win    ? PictureOutcome::Win
                : *value == Value::Draw ? PictureOutcome::Draw
                                        : PictureOutcome::Loss;
    s.rank = s.outcome == PictureOutcome::Win ? 2 : s.outcome == PictureOutcome::Draw ? 1 : 0;
  }
  return s;
}

void addValueMapCaptions(BoardPicture& picture, const SolveResult& r, Color me, bool scored,
                         const std::vector<std::string>& elsewhere, int unsettled) {
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
}

}  // namespace goproof
