#include "formats/claim_text.h"

#include <array>
#include <cctype>
#include <charconv>

#include "solver/board/geometry.h"
#include "solver/rules/move.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

struct Word {
  std::string_view text;
  int column;  // 1-based
};

std::vector<Word> wordsOf(std::string_view text) {
  std::vector<Word> words;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i > start) words.push_back({text.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return words;
}

// Every reason a move can be illegal, as move.h spells it.
constexpr auto kReasons = [] {
  std::array<std::string_view, static_cast<int>(IllegalReason::Choose)> names{};
  for (size_t i = 0; i < names.size(); ++i) names[i] = toString(static_cast<IllegalReason>(i + 1));
  return names;
}();

// Points written as a whole or half number ("2", "0.5", "3.5"), in half-points.
std::optional<HalfPoints> halfPoints(std::string_view text) {
  bool half = text.ends_with(".5");
  if (half) text.remove_suffix(2);
  int n = -1;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || n < 0 || n > 1000) return std::nullopt;
  return 2 * n + (half ? 1 : 0);
}

// An exact score as Go players write it: "B+3", "W+0.5", "0" (case-insensitive).
std::optional<HalfPoints> writtenMargin(std::string_view text) {
  if (text == "0") return 0;
  if (text.size() < 3 || text[1] != '+') return std::nullopt;
  char who = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  if (who != 'b' && who != 'w') return std::nullopt;
  auto n = halfPoints(text.substr(2));
  if (!n || *n == 0) return std::nullopt;
  return who == 'b' ? *n : -*n;
}

std::string reasonList() {
  std::string list;
  for (std::string_view r : kReasons) list += cat(list.empty() ? "" : ", ", r);
  return list;
}

}  // namespace

// Points are those of any board up to 25 wide: a claim may name a point off
// the puzzle's board. A Conquest choice is a point, then quadrants and points
// each after a colon.
std::optional<std::string> claimMove(std::string_view text) {
  auto point = [](std::string_view p) {
    ParsedPoint parsed = parsePoint(p, 25, 999);
    return parsed.kind == ParsedPoint::Kind::OnBoard || parsed.kind == ParsedPoint::Kind::OffBoard;
  };
  if (text.find(':') != std::string_view::npos) {
    std::vector<std::string_view> parts = split(text, ':');
    if (!point(parts[0])) return std::nullopt;
    for (size_t i = 1; i < parts.size(); ++i) {
      const std::string part = lowerCase(parts[i]);
      if (part != "nw" && part != "ne" && part != "sw" && part != "se" && !point(part)) return std::nullopt;
    }
  } else if (size_t plus = text.find('+'); plus != std::string_view::npos) {
    if (!point(text.substr(0, plus)) || !point(text.substr(plus + 1))) return std::nullopt;
  } else if (parsePoint(text, 25, 999).kind == ParsedPoint::Kind::Malformed) {
    return std::nullopt;
  }
  return lowerCase(text);
}

bool startsWithClaimKeyword(std::string_view text) {
  auto words = wordsOf(text);
  return !words.empty() && claimKindFromName(words[0].text).has_value();
}

std::optional<Claim> parseClaimText(std::string_view text, ClaimTextError* error) {
  auto fail = [&](int column, std::string message) -> std::optional<Claim> {
    *error = {std::move(message), column};
    return std::nullopt;
  };
  std::vector<Word> words = wordsOf(text);
  if (words.empty()) return fail(1, "empty claim");
  auto kind = claimKindFromName(words[0].text);
  if (!kind)
    return fail(words[0].column, cat("unknown claim '", words[0].text,
                                     "' (claims: win, only-win, no-win, value, legal, illegal, captures, line, status, best, "
                                     "only-best, costs, conquers)"));
  Claim claim;
  claim.kind = *kind;
  const std::string keyword(words[0].text);
  const int end = static_cast<int>(text.size()) + 1;
  auto readMove = [&](size_t i) -> bool {
    if (i >= words.size()) {
      fail(end, cat("'", keyword, "' needs a move, such as c3"));
      return false;
    }
    auto move = claimMove(words[i].text);
    if (!move) {
      fail(words[i].column, cat("'", words[i].text, "' is not a move (a point such as c3, pass, swap, two stones such as c3+d4, or a choice such as d7:ne)"));
      return false;
    }
    claim.move = *move;
    return true;
  };
  auto noMoreThan = [&](size_t n) -> bool {
    if (words.size() <= n) return true;
    fail(words[n].column, cat("unexpected '", words[n].text, "' after the claim '", keyword, "'"));
    return false;
  };
  switch (claim.kind) {
    case ClaimKind::Win:
    case ClaimKind::OnlyWin:
    case ClaimKind::Legal:
    case ClaimKind::Status:
    case ClaimKind::Best:
    case ClaimKind::OnlyBest:
      if (!readMove(1) || !noMoreThan(2)) return std::nullopt;
      break;
    case ClaimKind::NoWin:
      if (words.size() > 1 && !readMove(1)) return std::nullopt;
      if (!noMoreThan(2)) return std::nullopt;
      break;
    case ClaimKind::Value: {
      if (words.size() < 2) return fail(end, "'value' needs B, W or draw, or a score such as B+3");
      std::string v = lowerCase(words[1].text);
      if (v == "b" || v == "black") claim.value = "B";
      else if (v == "w" || v == "white") claim.value = "W";
      else if (v == "draw") claim.value = "draw";
      else if (auto m = writtenMargin(words[1].text)) claim.value = formatMargin(*m), claim.points = *m;
      else
        return fail(words[1].column,
                    cat("'", words[1].text, "' is not a value (B, W or draw, or a score such as B+3, W+0.5 or 0)"));
      if (!noMoreThan(2)) return std::nullopt;
      break;
    }
    case ClaimKind::Illegal:
      if (!readMove(1)) return std::nullopt;
      if (words.size() > 2) {
        std::string reason = lowerCase(words[2].text);
        bool known = false;
        for (std::string_view r : kReasons) known = known || r == reason;
        if (!known)
          return fail(words[2].column,
                      cat("'", words[2].text, "' is not a reason (", reasonList(), ")"));
        claim.reason = reason;
      }
      if (!noMoreThan(3)) return std::nullopt;
      break;
    case ClaimKind::Captures:
    case ClaimKind::Conquers:
      if (!readMove(1)) return std::nullopt;
      if (words.size() > 2) {
        int n = -1;
        std::string_view w = words[2].text;
        auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), n);
        if (ec != std::errc() || ptr != w.data() + w.size() || n < 0 || n > 400)
          return fail(words[2].column, cat("'", w, claim.kind == ClaimKind::Captures ? "' is not a stone count (0 to 400)"
                                                                                      : "' is not a number of points (0 to 400)"));
        claim.count = n;
      }
      if (!noMoreThan(3)) return std::nullopt;
      break;
    case ClaimKind::Costs: {
      if (!readMove(1)) return std::nullopt;
      if (words.size() < 3) return fail(end, "'costs' needs a move and the points it gives up, such as costs c3 2");
      auto n = halfPoints(words[2].text);
      if (!n) return fail(words[2].column, cat("'", words[2].text, "' is not a number of points (0, 0.5, 1, ...)"));
      claim.points = *n;
      if (!noMoreThan(3)) return std::nullopt;
      break;
    }
    case ClaimKind::Line:
      if (words.size() < 2) return fail(end, "'line' needs at least one move");
      for (size_t i = 1; i < words.size(); ++i) {
        std::string_view w = words[i].text;
        LineMove m;
        if (w.size() > 1 && w.back() == '!') {
          m.strongest = true;
          w.remove_suffix(1);
        }
        auto move = claimMove(w);
        if (!move) return fail(words[i].column, cat("'", words[i].text, "' is not a move (a point such as c3, pass, swap, two stones such as c3+d4, or a choice such as d7:ne)"));
        // The marks go on the defender's moves: the replies (2nd, 4th, ...),
        // or, when the first move is marked, the side to move's (1st, 3rd, ...).
        const bool defenderFirst = !claim.line.empty() ? claim.line[0].strongest : m.strongest;
        if (m.strongest && (i % 2 == 1) != defenderFirst)
          return fail(words[i].column,
                      defenderFirst
                          ? cat("'", words[i].text, "': the first move is marked, so the side to move defends and "
                                "only her moves (1st, 3rd, ... move) can be marked !")
                          : cat("'", words[i].text, "': only the defender's replies (2nd, 4th, ... move) can be marked !"));
        m.move = *move;
        claim.line.push_back(std::move(m));
      }
      break;
  }
  return claim;
}

absl::StatusOr<Claim> parseClaimText(std::string_view text) {
  ClaimTextError error;
  auto claim = parseClaimText(text, &error);
  if (!claim) return absl::InvalidArgumentError(error.message);
  return *std::move(claim);
}

}  // namespace goproof
