#include "formats/goal_statement.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace goproof {
namespace {

// A phrase that states a goal. Within a clause, a specific phrase (rank 0)
// outranks a category word (rank 1): "Capturing stones - Via a Ko Fight"
// asks for a ko. English phrases are matched in lower case.
struct GoalPhrase {
  std::string_view words;
  StatedGoal goal;
  int rank;
};

constexpr std::array kGoalPhrases = {
    // English, as collections write it.
    GoalPhrase{"capturing race", StatedGoal::CapturingRace, 0},
    GoalPhrase{"semeai", StatedGoal::CapturingRace, 0},
    GoalPhrase{"get a ko", StatedGoal::Ko, 0},
    GoalPhrase{"ko fight", StatedGoal::Ko, 0},
    GoalPhrase{"to kill", StatedGoal::Kill, 0},
    GoalPhrase{"and kill", StatedGoal::Kill, 0},
    GoalPhrase{"killing move", StatedGoal::Kill, 0},
    GoalPhrase{"nakade shape", StatedGoal::Kill, 0},
    GoalPhrase{"destroy opponent's eye shape", StatedGoal::Kill, 0},
    GoalPhrase{"to live", StatedGoal::Live, 0},
    GoalPhrase{"and live", StatedGoal::Live, 0},
    GoalPhrase{"living group", StatedGoal::Live, 0},
    GoalPhrase{"stones life", StatedGoal::Live, 0},
    GoalPhrase{"to save", StatedGoal::Save, 0},
    GoalPhrase{"and save", StatedGoal::Save, 0},
    GoalPhrase{"escape", StatedGoal::Save, 0},
    GoalPhrase{"connect underneath", StatedGoal::Save, 0},
    GoalPhrase{"to capture", StatedGoal::Capture, 0},
    GoalPhrase{"and capture", StatedGoal::Capture, 0},
    GoalPhrase{"attack - capture", StatedGoal::Capture, 0},
    GoalPhrase{"capturing stones", StatedGoal::Capture, 1},
    // Chinese (黑 black, 白 white, 先 first, 活 live, 杀 kill, 死 dead, 劫 ko, 胜 win, 吃 capture).
    GoalPhrase{"\xe5\x85\x88\xe6\xb4\xbb", StatedGoal::Live, 0},              // 先活
    GoalPhrase{"\xe5\x81\x9a\xe6\xb4\xbb", StatedGoal::Live, 0},              // 做活
    GoalPhrase{"\xe5\x85\x88\xe6\x9d\x80", StatedGoal::Kill, 0},              // 先杀
    GoalPhrase{"\xe6\x9d\x80\xe7\x99\xbd", StatedGoal::Kill, 0},              // 杀白
    GoalPhrase{"\xe6\x9d\x80\xe9\xbb\x91", StatedGoal::Kill, 0},              // 杀黑
    GoalPhrase{"\xe5\x87\x80\xe6\x9d\x80", StatedGoal::Kill, 0},              // 净杀
    GoalPhrase{"\xe7\x99\xbd\xe6\xad\xbb", StatedGoal::Kill, 0},              // 白死
    GoalPhrase{"\xe9\xbb\x91\xe6\xad\xbb", StatedGoal::Kill, 0},              // 黑死
    GoalPhrase{"\xe5\x85\x88\xe6\xad\xbb", StatedGoal::Kill, 0},              // 先死 (白先死)
    GoalPhrase{"\xe5\x85\x88\xe5\x8a\xab", StatedGoal::Ko, 0},                // 先劫
    GoalPhrase{"\xe5\x85\x88\xe8\x83\x9c", StatedGoal::CapturingRace, 0},     // 先胜
    GoalPhrase{"\xe5\x85\x88\xe5\x90\x83", StatedGoal::Capture, 0},           // 先吃
    // Japanese (黒 black, 活き live, 生き live, コウ ko, 勝 win).
    GoalPhrase{"\xe9\xbb\x92\xe6\xad\xbb", StatedGoal::Kill, 0},              // 黒死
    GoalPhrase{"\xe5\x85\x88\xe7\x94\x9f\xe3\x81\x8d", StatedGoal::Live, 0},  // 先生き
    GoalPhrase{"\xe3\x82\xb3\xe3\x82\xa6", StatedGoal::Ko, 0},                // コウ
    GoalPhrase{"\xe5\x85\x88\xe5\x8b\x9d", StatedGoal::CapturingRace, 0},     // 先勝
    // Korean (흑 black, 백 white, 선 first, 활 live, 사 dead, 패 ko).
    GoalPhrase{"\xec\x84\xa0\xed\x99\x9c", StatedGoal::Live, 0},              // 선활
    GoalPhrase{"\xec\x84\xa0 \xed\x99\x9c", StatedGoal::Live, 0},             // 선 활
    GoalPhrase{"\xeb\xb0\xb1\xec\x82\xac", StatedGoal::Kill, 0},              // 백사
    GoalPhrase{"\xed\x9d\x91\xec\x82\xac", StatedGoal::Kill, 0},              // 흑사
    GoalPhrase{"\xec\x84\xa0\xed\x8c\xa8", StatedGoal::Ko, 0},                // 선패
    GoalPhrase{"\xec\x84\xa0 \xed\x8c\xa8", StatedGoal::Ko, 0},               // 선 패
};

// Words that set a side to play.
struct SidePhrase {
  std::string_view words;
  Color side;
};
constexpr std::array kSidePhrases = {
    SidePhrase{"black to ", Color::Black},          SidePhrase{"white to ", Color::White},
    SidePhrase{"black play", Color::Black},         SidePhrase{"white play", Color::White},
    SidePhrase{"black first", Color::Black},        SidePhrase{"white first", Color::White},
    SidePhrase{"black moves", Color::Black},        SidePhrase{"white moves", Color::White},
    SidePhrase{"\xe9\xbb\x91\xe5\x85\x88", Color::Black},  // 黑先
    SidePhrase{"\xe9\xbb\x92\xe5\x85\x88", Color::Black},  // 黒先
    SidePhrase{"\xe7\x99\xbd\xe5\x85\x88", Color::White},  // 白先
    SidePhrase{"\xed\x9d\x91\xec\x84\xa0", Color::Black},  // 흑선
    SidePhrase{"\xeb\xb0\xb1\xec\x84\xa0", Color::White},  // 백선
};

// Words of failure: a clause that says a result fails states no goal
// ("コウやセキは失敗", "Kou and Seki are failures", "打劫就是失败").
constexpr std::array<std::string_view, 5> kFailureWords = {
    "fail", "\xe5\xa4\xb1\xe8\xb4\xa5" /* 失败 */, "\xe5\xa4\xb1\xe6\x95\x97" /* 失敗 */, "is wrong",
    "\xec\x8b\xa4\xed\x8c\xa8" /* 실패 */};

std::string trimmed(std::string_view text) {
  const size_t first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return "";
  return std::string(text.substr(first, text.find_last_not_of(" \t") - first + 1));
}

std::string lowerAscii(std::string_view text) {
  std::string lower(text);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower;
}

// The text cut into clauses at line breaks and sentence ends: ". ! ? : ;"
// and the full-width "。 ： ！ ？".
std::vector<std::string_view> clausesOf(std::string_view text) {
  static constexpr std::array<std::string_view, 4> kWide = {"\xe3\x80\x82", "\xef\xbc\x9a", "\xef\xbc\x81",
                                                           "\xef\xbc\x9f"};
  std::vector<std::string_view> clauses;
  size_t start = 0;
  for (size_t i = 0; i < text.size();) {
    size_t cut = 0;
    if (std::string_view("\n\r.!?:;").find(text[i]) != std::string_view::npos) cut = 1;
    for (std::string_view w : kWide)
      if (text.substr(i).starts_with(w)) cut = w.size();
    if (cut == 0) {
      ++i;
      continue;
    }
    if (i > start) clauses.push_back(text.substr(start, i - start));
    i += cut;
    start = i;
  }
  if (start < text.size()) clauses.push_back(text.substr(start));
  return clauses;
}

bool isLetter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// The points a clause names after position `from`: a column letter (A-T,
// no I) and a row 1-19, standing alone as a word ("B6", "t13").
std::vector<std::string> pointsIn(std::string_view clause, size_t from) {
  std::vector<std::string> points;
  for (size_t i = from; i < clause.size(); ++i) {
    const char column = static_cast<char>(std::toupper(static_cast<unsigned char>(clause[i])));
    if (column < 'A' || column > 'T' || column == 'I') continue;
    if (i > 0 && (isLetter(clause[i - 1]) || isDigit(clause[i - 1]))) continue;
    size_t end = i + 1;
    while (end < clause.size() && isDigit(clause[end]) && end - i <= 2) ++end;
    if (end == i + 1 || (end < clause.size() && (isLetter(clause[end]) || isDigit(clause[end])))) continue;
    const int row = std::stoi(std::string(clause.substr(i + 1, end - i - 1)));
    if (row < 1 || row > 19 || clause[i + 1] == '0') continue;
    points.push_back(std::string(1, column) + std::string(clause.substr(i + 1, end - i - 1)));
  }
  return points;
}

}  // namespace

std::string_view statedGoalName(StatedGoal goal) {
  switch (goal) {
    case StatedGoal::Kill: return "kill";
    case StatedGoal::Live: return "live";
    case StatedGoal::Capture: return "capture";
    case StatedGoal::Save: return "save";
    case StatedGoal::Ko: return "ko";
    case StatedGoal::CapturingRace: return "capturing-race";
    case StatedGoal::None: break;
  }
  return "none";
}

GoalStatement readGoalStatement(std::string_view text) {
  GoalStatement statement;
  for (std::string_view clause : clausesOf(text)) {
    const std::string lower = lowerAscii(clause);
    if (std::any_of(kFailureWords.begin(), kFailureWords.end(),
                    [&](std::string_view w) { return lower.find(w) != std::string::npos; }))
      continue;
    if (!statement.toPlay) {
      size_t first = std::string::npos;
      for (const SidePhrase& s : kSidePhrases)
        if (size_t at = lower.find(s.words); at < first) {
          first = at;
          statement.toPlay = s.side;
          if (statement.phrase.empty()) statement.phrase = trimmed(clause);
        }
    }
    const GoalPhrase* best = nullptr;
    size_t bestAt = 0;
    for (const GoalPhrase& g : kGoalPhrases) {
      const size_t at = lower.find(g.words);
      if (at == std::string::npos) continue;
      if (!best || g.rank < best->rank || (g.rank == best->rank && at < bestAt)) {
        best = &g;
        bestAt = at;
      }
    }
    if (!best) continue;
    statement.goal = best->goal;
    statement.phrase = trimmed(clause);
    if (best->goal != StatedGoal::Ko && best->goal != StatedGoal::CapturingRace)
      statement.targets = pointsIn(clause, bestAt + best->words.size());
    return statement;
  }
  return statement;
}

}  // namespace goproof
