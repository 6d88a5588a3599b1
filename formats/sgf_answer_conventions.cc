#include "formats/sgf_answer_conventions.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "solver/util/text.h"

namespace goproof {
namespace {

bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool isLower(char c) { return c >= 'a' && c <= 'z'; }
// ASCII letters and digits; bytes of other UTF-8 characters count as neither.
bool isWordChar(char c) { return isUpper(c) || isLower(c) || (c >= '0' && c <= '9'); }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The text in capitals (ASCII letters only).
std::string inCapitals(std::string_view text) {
  std::string upper(text);
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return upper;
}

// The word before `at` (past spaces), in capitals; empty when there is none.
std::string wordBefore(std::string_view text, size_t at) {
  while (at > 0 && text[at - 1] == ' ') --at;
  size_t begin = at;
  while (begin > 0 && isWordChar(text[begin - 1])) --begin;
  return inCapitals(text.substr(begin, at - begin));
}

// The word from `at` on (past spaces), in capitals; empty when there is none.
std::string wordAfter(std::string_view text, size_t at) {
  while (at < text.size() && text[at] == ' ') ++at;
  size_t end = at;
  while (end < text.size() && isWordChar(text[end])) ++end;
  return inCapitals(text.substr(at, end - at));
}

// "RIGHT" as a direction on the board ("ON THE BOTTOM RIGHT", "TO THE RIGHT",
// "RIGHT SIDE"), as lessons written in capitals use it: not an answer mark.
bool rightIsADirection(std::string_view text, size_t at) {
  static constexpr std::array<std::string_view, 6> kBefore = {"THE", "TOP", "BOTTOM", "UPPER", "LOWER", "FAR"};
  static constexpr std::array<std::string_view, 5> kAfter = {"SIDE", "CORNER", "EDGE", "HAND", "OF"};
  std::string before = wordBefore(text, at), after = wordAfter(text, at + 5);
  return std::find(kBefore.begin(), kBefore.end(), before) != kBefore.end() ||
         std::find(kAfter.begin(), kAfter.end(), after) != kAfter.end();
}

// goproblems.com's RIGHT: capitals, glued to anything but a longer word in
// capitals, and not a direction on the board.
bool hasRightInCapitals(std::string_view text) {
  constexpr std::string_view kRight = "RIGHT";
  for (size_t at = text.find(kRight); at != std::string_view::npos; at = text.find(kRight, at + 1)) {
    if (at > 0 && isUpper(text[at - 1])) continue;  // ALRIGHT, BRIGHT, COPYRIGHT
    if (rightIsADirection(text, at)) continue;
    size_t end = at + kRight.size(), capitals = 0;
    while (end + capitals < text.size() && isUpper(text[end + capitals])) ++capitals;
    // RIGHTPedra: the capital begins a capitalised word; RIGHTS, RIGHTLY: a longer word in capitals.
    if (capitals == 0 || (capitals == 1 && end + 1 < text.size() && isLower(text[end + 1]))) return true;
  }
  return false;
}

// True when text at `at` holds `word` (any case) ending at a word boundary.
bool wordAt(std::string_view text, size_t at, std::string_view word) {
  if (text.size() - at < word.size()) return false;
  for (size_t i = 0; i < word.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(text[at + i])) != word[i]) return false;
  size_t end = at + word.size();
  return end == text.size() || !isWordChar(text[end]);
}

// True when the next word after `at` (past spaces and commas) is "but".
bool butFollows(std::string_view text, size_t at) {
  while (at < text.size() && (isSpace(text[at]) || text[at] == ',')) ++at;
  return wordAt(text, at, "but");
}

// The mark of "Correct" or "Right" beginning a sentence at `at`: Correct when
// the word stands alone ("Correct!", "Correct - Black lives", "CORRECT\n") or
// with a noun that ends the sentence ("Correct answer."); Doubtful when "but"
// follows ("Correct, but ..."); None when more words follow ("Correct answer:
// A", "Right side").
AnswerMark correctWordMark(std::string_view text, size_t at, std::string_view word) {
  static constexpr std::array<std::string_view, 3> kNouns = {"answer", "move", "solution"};
  if (!wordAt(text, at, word)) return AnswerMark::None;
  size_t end = at + word.size(), next = end;
  if (butFollows(text, end)) return AnswerMark::Doubtful;
  while (next < text.size() && (text[next] == ' ' || text[next] == '\t')) ++next;
  if (next == text.size() || !isWordChar(text[next])) return AnswerMark::Correct;
  for (std::string_view noun : kNouns) {
    if (!wordAt(text, next, noun)) continue;
    size_t after = next + noun.size();
    while (after < text.size() && (text[after] == ' ' || text[after] == '\t')) ++after;
    if (after == text.size() || std::string_view(".!\n\r").find(text[after]) != std::string_view::npos)
      return AnswerMark::Correct;
  }
  return AnswerMark::None;
}

// The mark of the words that begin sentences ("Correct!", "Wrong.").
AnswerMark sentenceMark(std::string_view text) {
  static constexpr std::array<std::string_view, 2> kCorrect = {"correct", "right"};
  static constexpr std::array<std::string_view, 6> kWrong = {"wrong",  "incorrect", "fail",
                                                             "failed", "failure",   "not quite"};
  AnswerMark mark = AnswerMark::None;
  bool sentenceStart = true;
  for (size_t at = 0; at < text.size(); ++at) {
    char c = text[at];
    if (isSpace(c) && c != '\n' && c != '\r') continue;  // white space keeps a sentence start open
    if (c == '.' || c == '!' || c == '?' || c == '\n' || c == '\r') {
      sentenceStart = true;
      continue;
    }
    if (sentenceStart) {
      for (std::string_view word : kWrong)
        if (wordAt(text, at, word)) mark = combine(mark, AnswerMark::Wrong);
      for (std::string_view word : kCorrect) mark = combine(mark, correctWordMark(text, at, word));
    }
    sentenceStart = false;
  }
  return mark;
}

// The mark of a Chinese, Japanese or Korean answer word that begins a
// sentence: 正解, 正确, 正確, 정답, 정해 (correct); 不正解, 失败, 失敗, 错误,
// 錯誤, 오답, 실패 (wrong). Only where a sentence begins, since in "白失败"
// (White fails) the word judges the other side.
AnswerMark cjkSentenceMark(std::string_view text) {
  static constexpr std::array<std::string_view, 5> kCorrect = {
      "\xe6\xad\xa3\xe8\xa7\xa3",  // 正解
      "\xe6\xad\xa3\xe7\xa1\xae",  // 正确
      "\xe6\xad\xa3\xe7\xa2\xba",  // 正確
      "\xec\xa0\x95\xeb\x8b\xb5",  // 정답
      "\xec\xa0\x95\xed\x95\xb4",  // 정해
  };
  static constexpr std::array<std::string_view, 9> kWrong = {
      "\xe4\xb8\x8d\xe6\xad\xa3\xe8\xa7\xa3",  // 不正解
      "\xe4\xb8\x8d\xe6\xad\xa3\xe7\xa1\xae",  // 不正确
      "\xe4\xb8\x8d\xe6\xad\xa3\xe7\xa2\xba",  // 不正確
      "\xe5\xa4\xb1\xe8\xb4\xa5",  // 失败
      "\xe5\xa4\xb1\xe6\x95\x97",  // 失敗
      "\xe9\x94\x99\xe8\xaf\xaf",  // 错误
      "\xe9\x8c\xaf\xe8\xaa\xa4",  // 錯誤
      "\xec\x98\xa4\xeb\x8b\xb5",  // 오답
      "\xec\x8b\xa4\xed\x8c\xa8",  // 실패
  };
  static constexpr std::array<std::string_view, 4> kSentenceEnds = {
      "\xe3\x80\x82", "\xef\xbc\x81", "\xef\xbc\x9f", "\xe3\x80\x80"};  // 。！？ and the ideographic space
  AnswerMark mark = AnswerMark::None;
  bool sentenceStart = true;
  for (size_t at = 0; at < text.size();) {
    const std::string_view rest = text.substr(at);
    if (isSpace(text[at]) || text[at] == '.' || text[at] == '!' || text[at] == '?') {
      sentenceStart = true;
      ++at;
      continue;
    }
    bool ended = false;
    for (std::string_view end : kSentenceEnds)
      if (rest.starts_with(end)) ended = true, at += end.size();
    if (ended) {
      sentenceStart = true;
      continue;
    }
    if (sentenceStart) {
      for (std::string_view word : kWrong)
        if (rest.starts_with(word)) mark = combine(mark, AnswerMark::Wrong);
      for (std::string_view word : kCorrect)
        if (rest.starts_with(word)) mark = combine(mark, AnswerMark::Correct);
    }
    sentenceStart = false;
    ++at;
  }
  return mark;
}

// The comment without surrounding white space and, for "OK.", trailing '.' or '!'.
std::string_view trimmed(std::string_view text, bool dropFinalPunctuation) {
  while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
  while (!text.empty() && (isSpace(text.back()) || (dropFinalPunctuation && (text.back() == '.' || text.back() == '!'))))
    text.remove_suffix(1);
  return text;
}

// "Try again" in any case, anywhere: a teacher's way to say the move was wrong.
bool containsTryAgain(std::string_view text) {
  for (size_t at = 0; at < text.size(); ++at)
    if ((at == 0 || !isWordChar(text[at - 1])) && wordAt(text, at, "try again")) return true;
  return false;
}

// True when the node labels its own move's point with `text` (LB[ab:BM]), as
// GoGui lessons annotate a move.
bool labelOnMove(const sgf::Node& node, Color mover, std::string_view text) {
  const sgf::Property* move = node.find(mover == Color::Black ? "B" : "W");
  const sgf::Property* labels = node.find("LB");
  if (move == nullptr || labels == nullptr || move->values.empty() || move->values.front().empty()) return false;
  const std::string& point = move->values.front();
  for (const std::string& label : labels->values) {
    size_t colon = label.find(':');
    if (colon == std::string::npos || std::string_view(label).substr(0, colon) != point) continue;
    if (trimmed(std::string_view(label).substr(colon + 1), false) == text) return true;
  }
  return false;
}

}  // namespace

AnswerMark combine(AnswerMark a, AnswerMark b) {
  auto rank = [](AnswerMark m) {
    switch (m) {
      case AnswerMark::None: return 0;
      case AnswerMark::Correct: return 1;
      case AnswerMark::Doubtful: return 2;
      case AnswerMark::Wrong: return 3;
    }
    return 0;
  };
  return rank(a) >= rank(b) ? a : b;
}

bool posesProblem(std::string_view rootComment) {
  static constexpr std::array<std::string_view, 3> kFirst = {"\xe9\xbb\x91\xe5\x85\x88", "\xe9\xbb\x92\xe5\x85\x88",
                                                             "\xe7\x99\xbd\xe5\x85\x88"};  // 黑先 黒先 白先
  for (std::string_view first : kFirst)
    if (rootComment.find(first) != std::string_view::npos) return true;
  static constexpr std::array<std::string_view, 12> kAsks = {
      "to play", "to move", "to live", "to kill", "to capture", "to connect", "to win",
      "to escape", "to save", "to cut", "plays first", "first"};
  const std::string lower = lowerCase(rootComment);
  for (std::string_view side : {std::string_view("black"), std::string_view("white")})
    for (size_t at = lower.find(side); at != std::string::npos; at = lower.find(side, at + 1)) {
      if ((at > 0 && isWordChar(lower[at - 1])) || !wordAt(lower, at, side)) continue;
      std::string_view rest = std::string_view(lower).substr(at + side.size(), 40);
      rest = rest.substr(0, std::min(rest.find_first_of(".!?\n\r"), rest.size()));
      for (std::string_view ask : kAsks)
        for (size_t a = rest.find(ask); a != std::string_view::npos; a = rest.find(ask, a + 1))
          if ((a == 0 || !isWordChar(rest[a - 1])) && wordAt(rest, a, ask)) return true;
    }
  return false;
}

AnswerMark commentMark(std::string_view comment, const HouseMarkers& houseMarkers) {
  auto holds = [&](const std::vector<std::string>& markers) {
    return std::any_of(markers.begin(), markers.end(), [&](const std::string& marker) {
      return !marker.empty() && comment.find(marker) != std::string_view::npos;
    });
  };
  AnswerMark mark = combine(sentenceMark(comment), cjkSentenceMark(comment));
  bool correct = hasRightInCapitals(comment) || trimmed(comment, false) == "+" || trimmed(comment, true) == "OK" ||
                 comment.find("[OK]") != std::string_view::npos || holds(houseMarkers.correct);
  if (correct) mark = combine(mark, AnswerMark::Correct);
  if (containsTryAgain(comment)) mark = combine(mark, AnswerMark::Wrong);
  return holds(houseMarkers.wrong) ? combine(mark, AnswerMark::Wrong) : mark;
}

AnswerMark nodeMark(const sgf::Node& node, Color solver, std::optional<Color> moveColor,
                    const HouseMarkers& houseMarkers) {
  AnswerMark mark = AnswerMark::None;
  if (moveColor == solver) {
    if (node.find("TE") || labelOnMove(node, solver, "TE")) mark = combine(mark, AnswerMark::Correct);
    if (node.find("BM") || labelOnMove(node, solver, "BM")) mark = combine(mark, AnswerMark::Wrong);
    if (node.find("DO") || node.find("IT")) mark = combine(mark, AnswerMark::Doubtful);
  }
  if (node.find("WV")) mark = combine(mark, AnswerMark::Wrong);
  if (node.find(solver == Color::Black ? "GB" : "GW")) mark = combine(mark, AnswerMark::Correct);
  if (const sgf::Property* comment = node.find("C"))
    for (const std::string& text : comment->values) mark = combine(mark, commentMark(text, houseMarkers));
  return mark;
}

}  // namespace goproof
