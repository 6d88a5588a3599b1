#include "formats/diagram_sentence.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <set>

namespace goproof {
namespace {

char lowerAscii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// Lower-case words (letters and apostrophes) and runs of digits.
std::vector<std::string> wordsOf(std::string_view sentence) {
  std::vector<std::string> words;
  auto kindOf = [](char c) {
    c = lowerAscii(c);
    return (c >= 'a' && c <= 'z') || c == '\'' ? 1 : c >= '0' && c <= '9' ? 2 : 0;
  };
  for (size_t i = 0; i < sentence.size();) {
    int kind = kindOf(sentence[i]);
    if (kind == 0) {
      ++i;
      continue;
    }
    std::string word;
    for (; i < sentence.size() && kindOf(sentence[i]) == kind; ++i) word += lowerAscii(sentence[i]);
    words.push_back(word);
  }
  return words;
}

// The number a word spells (digits, "one".."ten", "both"), or nullopt.
std::optional<int> numberOf(const std::string& word) {
  if (!word.empty() && word.size() <= 4 && std::all_of(word.begin(), word.end(), [](char c) {
        return c >= '0' && c <= '9';
      }))
    return std::stoi(word);
  static constexpr std::array<std::string_view, 10> kNames = {"one", "two", "three", "four", "five",
                                                              "six", "seven", "eight", "nine", "ten"};
  for (size_t i = 0; i < kNames.size(); ++i)
    if (word == kNames[i]) return static_cast<int>(i) + 1;
  if (word == "both") return 2;
  return std::nullopt;
}

bool isOneOf(const std::string& word, std::initializer_list<std::string_view> choices) {
  return std::find(choices.begin(), choices.end(), word) != choices.end();
}

}  // namespace

Claim claimFromSentence(std::string_view sentence, const std::vector<int>& diagramMoves, int firstMoveNumber,
                        std::optional<Color> mover) {
  std::vector<std::string> words = wordsOf(sentence);
  bool illegal = false, suicide = false, ko = false, superko = false, negated = false;
  for (size_t i = 0; i < words.size(); ++i) {
    if (words[i] == "not" && i + 1 < words.size() && words[i + 1] == "allowed") {
      illegal = true;
      ++i;
      continue;
    }
    illegal |= isOneOf(words[i], {"illegal", "suicide", "suicidal"});
    suicide |= isOneOf(words[i], {"suicide", "suicidal"});
    superko |= words[i] == "superko";
    ko |= words[i] == "ko";
    // "t" is what is left of "can't" written with a typographic apostrophe.
    negated |= isOneOf(words[i], {"not", "cannot", "can't", "cant", "doesn't", "don't", "dont", "isn't", "won't",
                                  "wouldn't", "couldn't", "shouldn't", "never", "nor", "t"});
  }
  size_t keyword = std::find_if(words.begin(), words.end(),
                                [](const std::string& w) { return isOneOf(w, {"capture", "captures", "takes"}); }) -
                   words.begin();
  // Numbers that count stones ("two stones", "captures 3"), and the first after the keyword.
  std::set<size_t> counts;
  std::optional<int> captured;
  bool countFound = false;
  for (size_t j = 0; j < words.size(); ++j) {
    if (!isOneOf(words[j], {"stone", "stones"})) continue;
    std::optional<int> number;
    bool singular = false;
    for (size_t k = j; k-- > 0 && k + 3 >= j && (keyword >= j || k > keyword);) {
      if ((number = numberOf(words[k]))) {
        counts.insert(k);
        break;
      }
      singular |= words[j] == "stone" && isOneOf(words[k], {"a", "the", "single", "lone"});
    }
    if (!number && singular) number = 1;
    if (j > keyword && !countFound && number) {
      captured = number;
      countFound = true;
    }
  }
  if (!countFound && keyword + 1 < words.size()) {
    if ((captured = numberOf(words[keyword + 1]))) counts.insert(keyword + 1);
    if (words[keyword + 1] == "it") captured = 1;
  }
  // A digit naming another move of the diagram: the sentence is about that move.
  bool otherMove = false;
  for (size_t i = 0; i < words.size(); ++i) {
    if (counts.count(i) || !(words[i][0] >= '0' && words[i][0] <= '9')) continue;
    std::optional<int> number = numberOf(words[i]);
    for (int move : diagramMoves)
      otherMove |= move != 1 && number == firstMoveNumber + move - 1;
  }

  // "If Black plays 1, White captures two stones": a hypothetical, or a
  // capture by the other side, is not plainly about move 1.
  bool hypothetical = false, opponentCaptures = false;
  for (size_t i = 0; i < words.size(); ++i) {
    hypothetical |= isOneOf(words[i], {"if", "when", "unless", "should", "suppose", "after", "then", "later", "nothing"});
    // The other colour as an actor ("White captures", "W takes"), not as an
    // adjective ("captures two white stones").
    const bool otherColour = mover && (words[i] == (*mover == Color::Black ? "white" : "black") ||
                                       words[i] == (*mover == Color::Black ? "w" : "b"));
    const bool adjective = i + 1 < words.size() && isOneOf(words[i + 1], {"stone", "stones", "group", "groups",
                                                                          "chain", "chains", "string", "strings"});
    opponentCaptures |= otherColour && !adjective;
  }

  Claim claim;
  claim.kind = ClaimKind::Status;
  if (negated || otherMove || hypothetical || opponentCaptures) return claim;
  if (illegal) {
    claim.kind = ClaimKind::Illegal;
    claim.reason = suicide ? "suicide" : superko ? "superko" : ko ? "ko" : "";
  } else if (keyword < words.size()) {
    claim.kind = ClaimKind::Captures;
    claim.count = captured;
  }
  return claim;
}

bool presentsSolution(std::string_view sentence, const Claim& firstMoveClaim) {
  if (firstMoveClaim.kind == ClaimKind::Captures) return true;
  if (firstMoveClaim.kind != ClaimKind::Status) return false;
  for (const std::string& w : wordsOf(sentence))
    if (isOneOf(w, {"not", "fails", "failure", "wrong", "bad", "mistake", "if", "but", "cannot", "doesn't"})) return false;
  for (const std::string& w : wordsOf(sentence))
    if (isOneOf(w, {"correct", "solution", "right", "wins", "success", "successful"})) return true;
  return false;
}

}  // namespace goproof
