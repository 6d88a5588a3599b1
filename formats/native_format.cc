#include "formats/native_format.h"

#include "solver/rules/goals/goal_words.h"
#include "solver/rules/goals/target_setup.h"

#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <set>

#include "formats/claim_text.h"
#include "formats/framed_board.h"
#include "solver/board/board_size.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

constexpr std::string_view kVersionKeyword = "goproof-puzzles";

struct Line {
  std::string_view text;  // without the line break
  int number;             // 1-based
};

std::vector<Line> linesOf(std::string_view text) {
  std::vector<Line> lines;
  int number = 1;
  for (std::string_view piece : split(text, '\n')) {
    if (!piece.empty() && piece.back() == '\r') piece.remove_suffix(1);
    lines.push_back({piece, number++});
  }
  return lines;
}

bool isSpace(char c) { return c == ' ' || c == '\t'; }

// Index of the first non-blank character, or text.size().
size_t indentOf(std::string_view text) {
  size_t i = 0;
  while (i < text.size() && isSpace(text[i])) ++i;
  return i;
}

// The start of text for an error message: at most 20 bytes, cut at a
// character boundary (never inside a UTF-8 sequence), "..." if cut.
std::string excerpt(std::string_view text) {
  if (text.size() <= 20) return std::string(text);
  size_t end = 20;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return std::string(text.substr(0, end)) + "...";
}

std::string_view trimmed(std::string_view s) {
  size_t a = indentOf(s);
  size_t b = s.size();
  while (b > a && isSpace(s[b - 1])) --b;
  return s.substr(a, b - a);
}

// Two counts "B,W" such as "1,0" (blanks around each allowed), each of 1 to
// maxDigits decimal digits; nullopt for anything else. Digits are checked
// before any arithmetic, so no text can overflow the sum.
std::optional<std::array<int, 2>> countPair(std::string_view text, size_t maxDigits) {
  std::vector<std::string_view> parts = split(text, ',');
  if (parts.size() != 2) return std::nullopt;
  std::array<int, 2> counts{};
  for (size_t k = 0; k < 2; ++k) {
    std::string_view digits = trimmed(parts[k]);
    if (digits.empty() || digits.size() > maxDigits) return std::nullopt;
    for (char c : digits) {
      if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
      counts[k] = counts[k] * 10 + (c - '0');
    }
  }
  return counts;
}

// "key: value" with key [a-z][a-z-]*; returns the key's end or npos.
size_t fieldKeyEnd(std::string_view s) {
  size_t i = 0;
  if (s.empty() || !std::islower(static_cast<unsigned char>(s[0]))) return std::string_view::npos;
  while (i < s.size() && (std::islower(static_cast<unsigned char>(s[i])) || s[i] == '-')) ++i;
  return i < s.size() && s[i] == ':' ? i : std::string_view::npos;
}

const std::set<std::string, std::less<>> kFields = {"puzzle", "source", "author", "comment", "rules", "size",
                                                    "to-move", "ko", "prisoners", "previous-pass", "coins",
                                                    "previous-move", "mirror-runs", "goal", "target", "region", "sgf",
                                                    "board"};

// A field's value with the column where it starts.
struct FieldValue {
  std::string text;
  int line = 0, column = 0;
};

// What the fields of one puzzle (or the defaults) say, before checking.
struct FieldSet {
  std::map<std::string, FieldValue, std::less<>> single;
  std::vector<FieldValue> comments, sgf;
};

class Parser {
 public:
  Parser(std::string_view text, const std::string& path) : lines_(linesOf(text)), path_(path) {}

  absl::StatusOr<PuzzleFile> run() {
    if (!lines_.empty() && lines_[0].text.substr(0, 3) == "\xEF\xBB\xBF") lines_[0].text.remove_prefix(3);  // UTF-8 BOM
    PuzzleFile file;
    file.path = path_;
    size_t i = 0;
    // The version line.
    for (; i < lines_.size(); ++i) {
      std::string_view t = trimmed(lines_[i].text);
      if (t.empty() || t[0] == '#') continue;
      if (!readVersion(lines_[i])) return error_;
      ++i;
      break;
    }
    if (!sawVersion_) return errorAt(lines_.back().number, 1, cat("no version line: a puzzle file begins with '", kVersionKeyword, " 1'"));
    FieldSet* fields = &defaults_;
    for (; i < lines_.size(); ++i) {
      const Line& line = lines_[i];
      std::string_view t = trimmed(line.text);
      if (t.empty() || t[0] == '#') continue;
      const int column = static_cast<int>(indentOf(line.text)) + 1;
      if (size_t keyEnd = fieldKeyEnd(t); keyEnd != std::string_view::npos) {
        std::string key(t.substr(0, keyEnd));
        if (!kFields.count(key))
          return errorAt(line.number, column,
                         cat("unknown field '", key, "' (fields: puzzle, source, author, comment, rules, size, to-move, "
                                                     "ko, prisoners, previous-pass, coins, previous-move, mirror-runs, goal, target, region, sgf, "
                                                     "board)"));
        std::string_view rest = t.substr(keyEnd + 1);
        const int valueColumn = column + static_cast<int>(keyEnd + 1 + indentOf(rest));
        FieldValue value{std::string(trimmed(rest)), line.number, valueColumn};
        if (key == "puzzle") {
          if (!finishPuzzle(file)) return error_;
          current_.emplace();
          current_->title = value.text;
          current_->where = {path_, line.number, column};
          puzzleFields_ = FieldSet{};
          fields = &puzzleFields_;
          boardRows_.clear();
          continue;
        }
        if (key == "board") {
          if (!current_) return errorAt(line.number, column, "a board belongs to a puzzle: write 'puzzle: TITLE' first");
          if (!value.text.empty()) return errorAt(line.number, valueColumn, "the board's rows go on the lines after 'board:'");
          if (!boardRows_.empty() || boardSeen_) return errorAt(line.number, column, "this puzzle already has a board");
          if (!readBoard(i)) return error_;
          continue;
        }
        if (key == "comment") fields->comments.push_back(value);
        else if (key == "sgf") fields->sgf.push_back(value);
        else if (!fields->single.emplace(key, value).second)
          return errorAt(line.number, column, cat("the field '", key, "' appears twice"));
        continue;
      }
      if (startsWithClaimKeyword(t)) {
        if (!current_) return errorAt(line.number, column, "a claim belongs to a puzzle: write 'puzzle: TITLE' first");
        ClaimTextError claimError;
        auto claim = parseClaimText(t, &claimError);
        if (!claim) return errorAt(line.number, column + claimError.column - 1, claimError.message);
        claim->where = {path_, line.number, column};
        current_->claims.push_back(std::move(*claim));
        continue;
      }
      return errorAt(line.number, column,
                     cat("expected a field ('key: value'), a claim or a comment, not '", excerpt(t), "'"));
    }
    if (!finishPuzzle(file)) return error_;
    return file;
  }

 private:
  void setError(int line, int column, std::string_view message) {
    error_ = absl::InvalidArgumentError(cat(path_, ":", line, ":", column, ": ", message));
  }
  absl::Status errorAt(int line, int column, std::string_view message) {
    setError(line, column, message);
    return error_;
  }

  bool readVersion(const Line& line) {
    std::string_view t = trimmed(line.text);
    const int column = static_cast<int>(indentOf(line.text)) + 1;
    if (t.substr(0, kVersionKeyword.size()) != kVersionKeyword) {
      setError(line.number, column, cat("a puzzle file begins with the version line '", kVersionKeyword, " 1'"));
      return false;
    }
    std::string_view v = trimmed(t.substr(kVersionKeyword.size()));
    if (v != "1") {
      setError(line.number, column + static_cast<int>(kVersionKeyword.size()) + 1,
              cat("version '", v, "' is not one this goproof reads (it reads version ", kPuzzleFormatVersion, ")"));
      return false;
    }
    sawVersion_ = true;
    return true;
  }

  // Whether a line begins with a word that no board row begins with: two or
  // more letters that are neither a run of column letters ("abc", "ABCD")
  // nor points written without spaces ("XXOO", Conquest's "bbX"). A
  // misspelt claim after a board ("wins b1") then ends the board, and is
  // reported as what it is rather than as a bad board row.
  static bool startsWithAWord(std::string_view t) {
    size_t n = 0;
    while (n < t.size() && std::isalpha(static_cast<unsigned char>(t[n]))) ++n;
    if (n < 2 || (n < t.size() && !std::isspace(static_cast<unsigned char>(t[n])))) return false;
    // Points written without spaces ("XXOO", "bbX"): a row, not a word.
    if (t.substr(0, n).find_first_not_of("XxOobw") == std::string_view::npos) return false;
    for (size_t k = 1; k < n; ++k) {
      const int step = std::tolower(static_cast<unsigned char>(t[k])) - std::tolower(static_cast<unsigned char>(t[k - 1]));
      const bool skipsI = std::tolower(static_cast<unsigned char>(t[k - 1])) == 'h' && step == 2;  // Go skips 'i'
      if (step != 1 && !skipsI) return true;
    }
    return false;
  }

  // Reads the board block after line i; leaves i on its last line.
  bool readBoard(size_t& i) {
    const Line& header = lines_[i];
    boardLine_ = header.number;
    boardSeen_ = true;
    FramedBoardReader reader;
    std::vector<const Line*> used;
    while (i + 1 < lines_.size()) {
      const Line& next = lines_[i + 1];
      std::string_view t = trimmed(next.text);
      if (t.empty() || fieldKeyEnd(t) != std::string_view::npos || startsWithClaimKeyword(t) || startsWithAWord(t))
        break;
      if (t[0] == '#') { ++i; continue; }
      used.push_back(&next);
      ++i;
      if (!reader.addLine(next.text)) {
        setError(next.number, reader.error().column, reader.error().message);
        return false;
      }
    }
    if (!reader.finish()) {
      const Line* at = used.empty() ? &header : used[reader.error().lineIndex];
      setError(at->number, used.empty() ? 1 : reader.error().column, reader.error().message);
      return false;
    }
    boardRows_ = reader.rows();
    boardPlaces_.assign(reader.height(), {});
    for (int row = 0; row < reader.height(); ++row)
      for (int x = 0; x < reader.width(); ++x) {
        auto [lineIndex, column] = reader.placeOf(x, row);
        boardPlaces_[row].push_back({used[lineIndex]->number, column});
      }
    boardWidth_ = reader.width();
    boardHeight_ = reader.height();
    return true;
  }

  const FieldValue* field(std::string_view key) const {
    if (auto it = puzzleFields_.single.find(key); it != puzzleFields_.single.end()) return &it->second;
    if (auto it = defaults_.single.find(key); it != defaults_.single.end()) return &it->second;
    return nullptr;
  }

  bool finishPuzzle(PuzzleFile& file) {
    if (!current_) return true;
    Puzzle& p = *current_;
    auto failAt = [&](const FieldValue* v, std::string_view message) {
      if (v) setError(v->line, v->column, message);
      else setError(p.where.line, p.where.column, message);
      return false;
    };
    if (auto* v = field("source")) p.source = v->text;
    if (auto* v = field("author")) p.author = v->text;
    for (const FieldSet* set : {&defaults_, &puzzleFields_}) {
      if (set == &defaults_ && !puzzleFields_.comments.empty()) continue;
      for (const FieldValue& c : set->comments) p.comment += (p.comment.empty() ? "" : "\n") + c.text;
    }
    for (const FieldSet* set : {&defaults_, &puzzleFields_})
      for (const FieldValue& s : set->sgf) p.sgfProperties.push_back(s.text);
    const FieldValue* goal = field("goal");
    if (auto* v = field("rules")) {
      auto rules = Rules::parse(v->text);
      if (!rules.ok()) return failAt(v, std::string(rules.status().message()));
      p.rules = *rules;
      if (goal && !p.rules.targetGoal())
        return failAt(goal, cat("a goal is played on go+goal=capture, not on ", p.rules.toString(),
                                " (leave rules out, or give go+goal=capture)"));
    } else {
      p.rules = *Rules::parse(goal ? "go+goal=capture" : "capture-1");
    }
    if (goal) {
      if (!readGoalField(goal->text, p))
        return failAt(goal, cat("'", excerpt(goal->text),
                                "' is not a goal (capture, save, kill or live, each perhaps followed by 'or ko')"));
    }
    if (auto* v = field("size")) {
      auto size = parseBoardSize(v->text);
      if (!size.ok()) return failAt(v, std::string(size.status().message()));
      std::tie(p.width, p.height) = *size;
      if (boardSeen_ && (p.width != boardWidth_ || p.height != boardHeight_))
        return failAt(v, cat("size ", p.width, "x", p.height, " does not match the board, which is ", boardWidth_, "x",
                             boardHeight_));
    } else if (boardSeen_) {
      p.width = boardWidth_;
      p.height = boardHeight_;
    } else {
      return failAt(nullptr, "this puzzle has neither a size nor a board");
    }
    p.rows = boardRows_;
    if (auto* v = field("to-move")) {
      auto color = parseColor(v->text);
      if (!color.ok()) return failAt(v, std::string(color.status().message()));
      p.toMove = *color;
    }
    if (auto* v = field("ko")) p.ko = v->text;
    if (auto* v = field("prisoners")) {
      auto counts = countPair(v->text, 4);
      if (!counts) return failAt(v, cat("'", excerpt(v->text), "' is not a prisoner count 'B,W' such as 1,0"));
      p.prisoners = *counts;
    }
    if (auto* v = field("previous-pass")) {
      if (v->text != "yes" && v->text != "no") return failAt(v, cat("'", v->text, "' is not yes or no"));
      p.previousPass = v->text == "yes";
    }
    if (auto* v = field("coins")) {
      auto parts = split(v->text, ',');
      if (parts.size() != 2) return failAt(v, cat("'", v->text, "' is not two coins 'B,W' such as tails,none"));
      for (size_t k = 0; k < 2; ++k) {
        auto coin = parseCoin(trimmed(parts[k]));
        if (!coin.ok()) return failAt(v, std::string(coin.status().message()));
        p.coins[k] = *coin;
      }
    }
    if (auto* v = field("previous-move")) p.previousMove = v->text;
    if (auto* v = field("mirror-runs")) {
      auto runs = countPair(v->text, 2);
      if (!runs) return failAt(v, cat("'", excerpt(v->text), "' is not two run lengths 'B,W' such as 2,1"));
      p.mirrorRuns = *runs;
    }
    if (auto* v = field("target")) p.targets = v->text;
    if (auto* v = field("region")) p.region = v->text;
    // A kill or live problem is played in the region its wall encloses unless it says otherwise.
    if (!field("region") && !p.goal.empty() && aboutLife(*parseGoalWord(p.goal))) p.region = std::string(kInferredRegion);
    // The position must be one a game can reach.
    absl::Status valid = checkPosition(p);
    if (!valid.ok()) {
      std::string mText(valid.message());
      std::string_view m = mText;
      for (std::string_view name : stateFieldsBlamed(m))
        if (const FieldValue* at = field(std::string(name))) return failAt(at, m);
      if (auto point = pointOfError(valid); point && boardSeen_ && point->second < static_cast<int>(boardPlaces_.size()) &&
                                            point->first < static_cast<int>(boardPlaces_[point->second].size())) {
        auto [line, column] = boardPlaces_[point->second][point->first];
        return setError(line, column, m), false;
      }
      if (boardSeen_) return setError(boardLine_, 1, m), false;
      return failAt(nullptr, m);
    }
    std::string why;
    if (const Claim* c = claimThatDoesNotFit(p, &why)) return setError(c->where.line, c->where.column, why), false;
    file.puzzles.push_back(std::move(p));
    current_.reset();
    boardSeen_ = false;
    boardRows_.clear();
    return true;
  }

  std::vector<Line> lines_;
  std::string path_;
  absl::Status error_;
  bool sawVersion_ = false;
  FieldSet defaults_, puzzleFields_;
  std::optional<Puzzle> current_;
  bool boardSeen_ = false;
  int boardLine_ = 0, boardWidth_ = 0, boardHeight_ = 0;
  std::string boardRows_;
  std::vector<std::vector<std::pair<int, int>>> boardPlaces_;  // [row from top][x]: file line and column
};

}  // namespace

absl::StatusOr<PuzzleFile> parsePuzzleFile(std::string_view text, const std::string& path) {
  return Parser(text, path).run();
}

std::string formatPuzzleFile(const PuzzleFile& file) {
  std::string out = cat(kVersionKeyword, " ", kPuzzleFormatVersion, "\n");
  for (const Puzzle& p : file.puzzles) {
    // A field is read trimmed, so it is written trimmed: a line break turned
    // into a space at either end would otherwise be lost on reading it back.
    auto field = [](std::string_view text) { return std::string(trimmed(oneLine(text))); };
    out += cat("\npuzzle: ", field(p.title), "\n");
    if (!p.source.empty()) out += cat("source: ", field(p.source), "\n");
    if (!p.author.empty()) out += cat("author: ", field(p.author), "\n");
    // The reader joins comment lines with line breaks, starting at the first
    // that is not empty; so lines that are empty once written are left out
    // until one that is not (a comment of bare carriage returns has none).
    bool commentStarted = false;
    for (std::string_view line : split(p.comment, '\n')) {
      std::string text = field(line);
      commentStarted = commentStarted || !text.empty();
      if (commentStarted) out += cat("comment: ", text, "\n");
    }
    out += cat("rules: ", p.rules.toString(), "\n");
    out += cat("size: ", p.width, "x", p.height, "\n");
    out += cat("to-move: ", p.toMove == Color::Black ? "B" : "W", "\n");
    if (!p.ko.empty()) out += cat("ko: ", p.ko, "\n");
    if (p.prisoners[0] || p.prisoners[1]) out += cat("prisoners: ", p.prisoners[0], ",", p.prisoners[1], "\n");
    if (p.previousPass) out += "previous-pass: yes\n";
    if (p.coins[0] != Coin::None || p.coins[1] != Coin::None)
      out += cat("coins: ", coinName(p.coins[0], p.rules), ",", coinName(p.coins[1], p.rules), "\n");
    if (!p.previousMove.empty()) out += cat("previous-move: ", p.previousMove, "\n");
    if (p.mirrorRuns[0] || p.mirrorRuns[1]) out += cat("mirror-runs: ", p.mirrorRuns[0], ",", p.mirrorRuns[1], "\n");
    if (!p.goal.empty()) out += cat("goal: ", field(goalFieldText(p)), "\n");
    if (!isBlank(p.targets)) out += cat("target: ", field(p.targets), "\n");
    if (!isBlank(p.region)) out += cat("region: ", field(p.region), "\n");
    for (const std::string& s : p.sgfProperties) out += cat("sgf: ", oneLine(s), "\n");
    if (!p.rows.empty()) out += "board:\n" + framedBoard(p.rows, p.width, p.height);
    for (const Claim& c : p.claims) out += toString(c) + "\n";
  }
  return out;
}

}  // namespace goproof
