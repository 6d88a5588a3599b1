#include "formats/diagram_import.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <map>
#include <set>

#include "formats/diagram_sentence.h"
#include "formats/sensei_diagram.h"
#include "solver/board/geometry.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

constexpr size_t kMaxSentenceLength = 1000;

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
// Also a no-break space (UTF-8 C2 A0), which web pages put in pasted diagrams.
bool isBlankAt(std::string_view s, size_t i) {
  return isBlank(s[i]) || (s[i] == '\xc2' && i + 1 < s.size() && s[i + 1] == '\xa0') ||
         (s[i] == '\xa0' && i > 0 && s[i - 1] == '\xc2');
}
char lowerAscii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Offset of needle (lower case) in text from `from` on, in any case, or npos.
size_t findNoCase(std::string_view text, std::string_view needle, size_t from = 0) {
  for (size_t i = from; i + needle.size() <= text.size(); ++i) {
    size_t k = 0;
    while (k < needle.size() && lowerAscii(text[i + k]) == needle[k]) ++k;
    if (k == needle.size()) return i;
  }
  return std::string_view::npos;
}

// Offset of a line's content: after leading whitespace and forum quote markers ('>').
size_t contentStart(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && (isBlankAt(line, i) || line[i] == '>')) ++i;
  return i;
}
bool startsDiagramLine(std::string_view line) { return line.substr(contentStart(line), 2) == "$$"; }

struct BlockTag {
  std::string_view open, close;
  size_t at = 0;  // offset of the opening tag in its line
};
constexpr std::array<BlockTag, 2> kBlockTags = {{{"[go]", "[/go]"}, {"[diagram]", "[/diagram]"}}};

// The first opening tag in text from `from` on. (Scans no further than that
// tag, so that a long line of many blocks takes linear time.)
std::optional<BlockTag> findOpenTag(std::string_view text, size_t from = 0) {
  for (size_t at = text.find('[', from); at != std::string_view::npos; at = text.find('[', at + 1))
    for (BlockTag tag : kBlockTags)
      if (findNoCase(text.substr(at, tag.open.size()), tag.open) == 0) {
        tag.at = at;
        return tag;
      }
  return std::nullopt;
}

// One diagram's lines, and where the text after it begins.
struct FoundDiagram {
  std::vector<DiagramLine> lines;
  size_t endLine = 0, endOffset = 0;
};

// Walks through a text, diagram by diagram.
class DiagramScanner {
 public:
  DiagramScanner(std::string_view text, std::string_view path) : path_(path) {
    // Markdown escapes the dollars of pasted diagrams: \$\$ reads as $$.
    if (text.find("\\$") != std::string_view::npos) {
      for (size_t i = 0; i < text.size(); ++i)
        if (!(text[i] == '\\' && i + 1 < text.size() && text[i + 1] == '$')) unescaped_ += text[i];
      text = unescaped_;
    }
    for (std::string_view line : split(text, '\n')) {
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      lines_.push_back(line);
    }
  }

  // The next diagram, nullopt after the last, or an error for a broken [go] block.
  absl::StatusOr<std::optional<FoundDiagram>> next() {
    while (line_ < lines_.size()) {
      if (offset_ == 0 && startsDiagramLine(lines_[line_])) return plainBlock();
      if (std::optional<BlockTag> tag = findOpenTag(lines_[line_], offset_)) return taggedBlock(*tag);
      ++line_;
      offset_ = 0;
    }
    return std::nullopt;
  }

  // The sentence after a diagram: the first text after it, up to '.', '!',
  // '?', a blank line or the next diagram.
  std::string sentenceAfter(const FoundDiagram& diagram) const {
    std::string sentence;
    for (size_t index = diagram.endLine, offset = diagram.endOffset;
         index < lines_.size() && sentence.size() < kMaxSentenceLength; ++index, offset = 0) {
      std::string_view part = lines_[index].substr(std::min(offset, lines_[index].size()));
      if (offset == 0) {
        if (startsDiagramLine(part)) break;
        part.remove_prefix(contentStart(part));
      }
      std::optional<BlockTag> tag = findOpenTag(part);
      if (tag) part = part.substr(0, tag->at);
      part.remove_prefix(contentStart(part));
      if (part.empty() && !sentence.empty() && offset == 0) break;  // a blank line ends it
      for (char c : part) {
        if (c == '.' || c == '!' || c == '?') return sentence;
        sentence += c;
      }
      if (!part.empty()) sentence += ' ';
      if (tag) break;
    }
    return sentence;
  }

 private:
  FoundDiagram plainBlock() {
    FoundDiagram found;
    for (; line_ < lines_.size() && startsDiagramLine(lines_[line_]); ++line_) {
      size_t start = contentStart(lines_[line_]);
      addLines(found, lines_[line_].substr(start), static_cast<int>(line_ + 1), static_cast<int>(start + 1));
    }
    found.endLine = line_;
    offset_ = 0;
    return found;
  }

  absl::StatusOr<std::optional<FoundDiagram>> taggedBlock(const BlockTag& tag) {
    const int tagLine = static_cast<int>(line_ + 1), tagColumn = static_cast<int>(tag.at + 1);
    FoundDiagram found;
    const size_t tagLineIndex = line_;
    for (size_t from = tag.at + tag.open.size();; ++line_, from = 0) {
      if (line_ >= lines_.size()) {
        // "[go]" with no "[/go]" after it is prose ("put your diagram between
        // [go] tags"), not a diagram: read on after the tag.
        line_ = tagLineIndex;
        offset_ = tag.at + tag.open.size();
        return std::optional<FoundDiagram>(FoundDiagram{});
      }
      std::string_view line = lines_[line_];
      size_t close = findNoCase(line, tag.close, from);
      // Another opening tag before this one closes: this one was prose
      // ("answers between [go] tags"); the diagram starts at the new tag.
      if (std::optional<BlockTag> again = findOpenTag(line.substr(0, close), from)) {
        offset_ = again->at;
        return std::optional<FoundDiagram>(FoundDiagram{});
      }
      std::string_view segment = line.substr(0, close);
      size_t start = from + contentStart(segment.substr(from));
      if (start < segment.size())
        addLines(found, segment.substr(start), static_cast<int>(line_ + 1), static_cast<int>(start + 1));
      if (close != std::string_view::npos) {
        offset_ = close + tag.close.size();
        break;
      }
    }
    found.endLine = line_;
    found.endOffset = offset_;
    (void)tagLine, (void)tagColumn;
    // A block with nothing a diagram is drawn with ("use [go] and [/go]") is
    // prose too: no lines, and the caller skips it.
    const bool drawn = std::any_of(found.lines.begin(), found.lines.end(), [](const DiagramLine& l) {
      return l.text.find_first_of("$|+-.") != std::string_view::npos;
    });
    if (!drawn) found.lines.clear();
    return found;
  }

  // Adds a line's diagram text to found: rows joined on one line with "$$"
  // ("$$W White to play$$ ---$$ | O O X |") become one diagram line each.
  static void addLines(FoundDiagram& found, std::string_view text, int line, int column) {
    size_t at = 0;
    for (size_t next; (next = text.find("$$", at + 2)) != std::string_view::npos && at < text.size(); at = next) {
      addLine(found, text.substr(at, next - at), line, column + static_cast<int>(at));
    }
    addLine(found, text.substr(at), line, column + static_cast<int>(at));
  }
  // Adds one diagram line, skipping Sensei's Library extras that are not
  // rows: link lines "$$ [a|Page]", arrows and lines "$$ {AR a1 b2}".
  static void addLine(FoundDiagram& found, std::string_view text, int line, int column) {
    std::string_view content = text.substr(0, 2) == "$$" ? text.substr(2) : text;
    while (!content.empty() && isBlank(content.front())) content.remove_prefix(1);
    while (!content.empty() && isBlank(content.back())) content.remove_suffix(1);
    const bool link = content.size() >= 3 && content.front() == '[' && content.back() == ']' &&
                      content.find('|') != std::string_view::npos;
    const bool markup = content.size() >= 2 && content.front() == '{' && content.back() == '}';
    if (link || markup) return;
    found.lines.push_back({text, line, column});
  }

  std::string path_;
  std::string unescaped_;  // the text with \$ unescaped, when it had any
  std::vector<std::string_view> lines_;
  size_t line_ = 0, offset_ = 0;
};

// True when the puzzle `solution` (numbered stones removed) can be a later
// stage of `problem` with the move at movePoint still to be played.
bool continues(const Puzzle& problem, const Puzzle& solution, const std::string& movePoint) {
  if (problem.width != solution.width || problem.height != solution.height || problem.toMove != solution.toMove ||
      problem.rows.size() != solution.rows.size())
    return false;
  for (size_t i = 0; i < solution.rows.size(); ++i)
    if (solution.rows[i] != '.' && solution.rows[i] != problem.rows[i]) return false;
  ParsedPoint point = parsePoint(movePoint, problem.width, problem.height);
  if (point.kind != ParsedPoint::Kind::OnBoard) return false;
  size_t index = static_cast<size_t>((problem.height - 1 - point.y) * (problem.width + 1) + point.x);
  return index < problem.rows.size() && problem.rows[index] == '.';
}

}  // namespace

namespace {

// A diagram's error as a notice that skips it: "path:line:col: message" split apart.
Notice skippedDiagram(const absl::Status& error, const std::string& path) {
  Notice notice{{path, 0, 0}, std::string(error.message()), true};
  std::string_view m = notice.message;
  if (m.substr(0, path.size() + 1) != path + ":") return notice;
  m.remove_prefix(path.size() + 1);
  int numbers[2] = {0, 0};
  for (int& n : numbers) {
    size_t i = 0;
    while (i < m.size() && m[i] >= '0' && m[i] <= '9') n = n * 10 + (m[i++] - '0');
    if (i == 0 || i >= m.size() || m[i] != ':') return notice;
    m.remove_prefix(i + 1);
  }
  notice.where = {path, numbers[0], numbers[1]};
  notice.message = std::string(m.substr(m.substr(0, 1) == " " ? 1 : 0));
  return notice;
}

void addClaimOnce(Puzzle& puzzle, Claim claim) {
  for (const Claim& c : puzzle.claims)
    if (c == claim) return;
  puzzle.claims.push_back(std::move(claim));
}

}  // namespace

absl::StatusOr<PuzzleFile> puzzlesFromDiagramText(std::string_view text, const std::string& path, const Rules& rules,
                                                  std::optional<std::pair<int, int>> boardSize) {
  PuzzleFile file;
  file.path = path;
  DiagramScanner scanner(text, path);
  std::optional<size_t> lastProblem;
  std::map<std::string, size_t> problems;  // size, side to move and rows -> index of its puzzle
  int diagrams = 0;
  bool toldAssumedSize = false;
  for (;;) {
    absl::StatusOr<std::optional<FoundDiagram>> found = scanner.next();
    if (!found.ok()) {  // (the scanner reads any text; kept for safety)
      file.notices.push_back(skippedDiagram(found.status(), path));
      break;
    }
    if (!found->has_value()) break;
    if ((*found)->lines.empty()) continue;  // "[go]" in prose
    ++diagrams;
    absl::StatusOr<SenseiDiagram> diagram = parseSenseiDiagram((*found)->lines, path);
    if (!diagram.ok()) {
      file.notices.push_back(skippedDiagram(diagram.status(), path));
      continue;
    }
    // Sensei's Library draws a fragment without a size in its header on 19x19.
    const bool assumeSize = !boardSize && !diagram->wholeBoard() && !diagram->boardSize;
    absl::StatusOr<PlacedDiagram> placed =
        placeDiagram(*diagram, assumeSize ? std::make_pair(kSenseiBoardSide, kSenseiBoardSide) : boardSize);
    if (!placed.ok()) {
      file.notices.push_back(skippedDiagram(placed.status(), path));
      continue;
    }
    if (assumeSize && !toldAssumedSize) {
      toldAssumedSize = true;
      file.notices.push_back({diagram->where,
                              cat("a diagram that is part of a board, without a size in its header: placed on ",
                                  kSenseiBoardSide, "x", kSenseiBoardSide,
                                  " as Sensei's Library does (write $$Bc9, or give --size; this and later such "
                                  "diagrams)"),
                              false});
    }

    Puzzle puzzle;
    puzzle.title = diagram->title.empty() ? cat("Diagram ", diagrams) : diagram->title;
    puzzle.source = path;
    puzzle.rules = rules;
    puzzle.width = placed->width;
    puzzle.height = placed->height;
    puzzle.toMove = diagram->firstMover;
    puzzle.rows = placed->rows;
    puzzle.where = diagram->where;
    if (placed->moves.empty()) {
      // Labelled points ("Black to play at a, b or c?"): what each really does.
      std::set<std::string> labelled;
      for (const auto& [label, point] : placed->labels) {
        (void)label;
        if (!labelled.insert(point).second) continue;
        Claim status;
        status.kind = ClaimKind::Status;
        status.move = point;
        status.where = diagram->where;
        puzzle.claims.push_back(std::move(status));
      }
      // The same diagram again (a page's code view and its picture): one puzzle.
      const std::string key = cat(puzzle.width, "x", puzzle.height, colorLetter(puzzle.toMove), puzzle.rows);
      if (auto same = problems.find(key); same != problems.end()) {
        for (Claim& c : puzzle.claims) addClaimOnce(file.puzzles[same->second], std::move(c));
        lastProblem = same->second;
        continue;
      }
      lastProblem = file.puzzles.size();
      problems.emplace(key, file.puzzles.size());
      file.puzzles.push_back(std::move(puzzle));
      continue;
    }
    auto firstMove = placed->moves.find(1);
    if (firstMove == placed->moves.end()) continue;  // a continuation: nothing to claim
    std::vector<int> numbers;
    for (const auto& entry : placed->moves) numbers.push_back(entry.first);
    const std::string sentence = scanner.sentenceAfter(**found);
    Claim claim = claimFromSentence(sentence, numbers, diagram->firstMoveNumber, diagram->firstMover);
    claim.move = firstMove->second;
    claim.where = diagram->where;
    // Moves 1, 2, 3... shown as the solution: a line claim too.
    Claim line;
    line.kind = ClaimKind::Line;
    line.where = diagram->where;
    for (int n = 1; placed->moves.count(n); ++n) line.line.push_back(LineMove{placed->moves.at(n), false});
    const bool withLine = line.line.size() >= 2 && presentsSolution(sentence, claim);
    if (lastProblem && continues(file.puzzles[*lastProblem], puzzle, claim.move)) {
      addClaimOnce(file.puzzles[*lastProblem], std::move(claim));
      if (withLine) addClaimOnce(file.puzzles[*lastProblem], std::move(line));
    } else {
      puzzle.claims.push_back(std::move(claim));
      if (withLine) puzzle.claims.push_back(std::move(line));
      file.puzzles.push_back(std::move(puzzle));
    }
  }
  if (diagrams == 0)
    return absl::InvalidArgumentError(
        cat(path, ":1:1: no diagram found: expected lines beginning with $$, or a [go]...[/go] block"));
  return file;
}

}  // namespace goproof
