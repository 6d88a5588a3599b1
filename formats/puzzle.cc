#include "formats/puzzle.h"

#include <array>

#include "solver/rules/game_registry.h"
#include "solver/rules/goals/goal_words.h"
#include "solver/util/text.h"

namespace goproof {

std::string toString(const SourceLocation& where) {
  if (where.line <= 0) return where.file;
  if (where.column <= 0) return cat(where.file, ":", where.line);
  return cat(where.file, ":", where.line, ":", where.column);
}

std::string toString(const Notice& notice) {
  std::string where = toString(notice.where);
  return where.empty() ? notice.message : cat(where, ": ", notice.message);
}

namespace {
constexpr std::array<std::string_view, 13> kClaimNames = {"win",    "only-win", "no-win",   "value", "legal",
                                                          "illegal", "captures", "line",    "status", "best",
                                                          "only-best", "costs", "conquers"};
}  // namespace

std::string_view claimKindName(ClaimKind kind) { return kClaimNames[static_cast<int>(kind)]; }

std::optional<ClaimKind> claimKindFromName(std::string_view keyword) {
  for (size_t i = 0; i < kClaimNames.size(); ++i)
    if (kClaimNames[i] == keyword) return static_cast<ClaimKind>(i);
  return std::nullopt;
}

std::string toString(const Claim& claim) {
  std::string text(claimKindName(claim.kind));
  switch (claim.kind) {
    case ClaimKind::Value:
      text += " " + claim.value;
      break;
    case ClaimKind::Line:
      for (const LineMove& m : claim.line) text += " " + m.move + (m.strongest ? "!" : "");
      break;
    case ClaimKind::Illegal:
      text += " " + claim.move;
      if (!claim.reason.empty()) text += " " + claim.reason;
      break;
    case ClaimKind::Captures:
    case ClaimKind::Conquers:
      text += " " + claim.move;
      if (claim.count) text += " " + std::to_string(*claim.count);
      break;
    case ClaimKind::Costs: {
      text += " " + claim.move;
      const HalfPoints n = claim.points.value_or(0);
      text += " " + std::to_string(n / 2) + (n % 2 ? ".5" : "");
      break;
    }
    default:
      if (!claim.move.empty()) text += " " + claim.move;
  }
  return text;
}

const PositionSpec& positionOf(const Puzzle& puzzle) { return puzzle; }

std::string goalFieldText(const Puzzle& puzzle) {
  return puzzle.koAnswers && !puzzle.goal.empty() ? cat(puzzle.goal, " or ko") : puzzle.goal;
}

bool readGoalField(std::string_view text, Puzzle& puzzle) {
  std::string word = lowerCase(trimmedOfBlanks(text));
  constexpr std::string_view kOrKo = " or ko";
  const bool orKo = word.size() > kOrKo.size() && word.ends_with(kOrKo);
  if (orKo) word = std::string(trimmedOfBlanks(word.substr(0, word.size() - kOrKo.size())));
  if (!parseGoalWord(word)) return false;
  puzzle.goal = word;
  puzzle.koAnswers = orKo;
  return true;
}

bool claimsAScore(const Claim& claim) {
  return claim.kind == ClaimKind::Best || claim.kind == ClaimKind::OnlyBest || claim.kind == ClaimKind::Costs ||
         (claim.kind == ClaimKind::Value && claim.points.has_value());
}

namespace {

// The game's name, as the rules' canonical spelling begins ("conquest").
std::string gameName(const Rules& rules) {
  std::string name = rules.toString();
  return name.substr(0, name.find('+'));
}

// The claim the game of type Game cannot judge (see claimThatDoesNotFit).
template <class Game>
const Claim* claimGameCannotJudge(const Puzzle& puzzle, std::string* why) {
  const auto refusable = [](std::string_view reason) {
    for (IllegalReason r : Game::kIllegalReasons)
      if (reason == toString(r)) return true;
    return false;
  };
  for (const Claim& c : puzzle.claims)
    if (c.kind == ClaimKind::Conquers && !Game::kTerritory) {
      *why = cat("'", toString(c), "' is about territory, and ", puzzle.rules.toString(),
                 " has none (conquers claims are for conquest)");
      return &c;
    }
  for (const Claim& c : puzzle.claims) {
    if (c.kind != ClaimKind::Illegal || c.reason.empty() || refusable(c.reason)) continue;
    if constexpr (Game::kTerritory) {
      std::string list;
      for (IllegalReason r : Game::kIllegalReasons) list += cat(list.empty() ? "" : ", ", toString(r));
      *why = cat("'", toString(c), "': ", gameName(puzzle.rules), " never refuses a move as ", c.reason,
                 " (its reasons: ", list, ")");
      return &c;
    } else if (c.reason == toString(IllegalReason::Territory) || c.reason == toString(IllegalReason::Choose)) {
      *why = cat("'", toString(c), "': only conquest refuses a move as ", c.reason, ", and these rules are ",
                 puzzle.rules.toString());
      return &c;
    }
  }
  return nullptr;
}

}  // namespace

const Claim* claimThatDoesNotFit(const Puzzle& puzzle, std::string* why) {
  const Claim* unfit = withGameType(puzzle.rules, puzzle.width * puzzle.height, [&](auto type) {
    return claimGameCannotJudge<typename decltype(type)::type>(puzzle, why);
  });
  if (unfit || puzzle.rules.scored()) return unfit;
  for (const Claim& c : puzzle.claims)
    if (claimsAScore(c)) {
      *why = cat("'", toString(c), "' is about points, and ", puzzle.rules.toString(),
                 " is not scored (score claims are for go, quench-N, conversion and conquest)");
      return &c;
    }
  return nullptr;
}

std::vector<std::string_view> stateFieldsBlamed(std::string_view m) {
  if (m.starts_with("ko:")) return {"ko"};
  if (m.starts_with("prisoners:")) return {"prisoners"};
  if (m.starts_with("coins:")) return {"coins", "prisoners"};
  if (m.starts_with("previous pass:")) return {"previous-pass"};
  if (m.starts_with("target:")) return {"target"};
  if (m.starts_with("region:")) return {"region"};
  if (m.starts_with("mirror:"))
    return m.find("previous move") != std::string_view::npos ? std::vector<std::string_view>{"previous-move", "mirror-runs"}
                                                            : std::vector<std::string_view>{"mirror-runs", "previous-move"};
  return {};
}

absl::Status checkPosition(const Puzzle& puzzle) {
  return visitGame(positionOf(puzzle), [](auto&) {});
}

}  // namespace goproof
