#include "puzzles/verify_report.h"

#include <cstdio>

#include "formats/sgf_puzzle.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

std::string joined(const std::vector<std::string>& moves) {
  std::string out;
  for (const std::string& m : moves) out += (out.empty() ? "" : " ") + m;
  return out;
}

std::string heading(const PuzzleReport& r) {
  // A local goal says it: "go+goal=capture: kill, or ko".
  const std::string goal = r.goal.empty() ? "" : cat(": ", r.goal, r.koAnswers ? ", or ko" : "");
  return cat(toString(r.where), ": ", r.title.empty() ? "(untitled)" : oneLine(r.title), "  [", r.rules, goal, ", ", r.width, "x",
             r.height, ", ", r.toMove == Color::Black ? "Black" : "White", " to move]\n");
}

std::string compactCount(uint64_t n) {
  char buffer[32];
  if (n >= 10'000'000) std::snprintf(buffer, sizeof buffer, "%.0fM", n / 1e6);
  else if (n >= 1'000'000) std::snprintf(buffer, sizeof buffer, "%.1fM", n / 1e6);
  else if (n >= 10'000) std::snprintf(buffer, sizeof buffer, "%.0fk", n / 1e3);
  else std::snprintf(buffer, sizeof buffer, "%llu", static_cast<unsigned long long>(n));
  return buffer;
}

// " (verdicts under capture-1, substituted for RU[Japanese] in 3 files and
// for no RU in 1 file; use --rules)", or "" when no rules were substituted.
std::string substitutionText(const VerifyTally& t) {
  std::string out;
  std::string rules;
  for (const auto& [what, files] : t.substitutedRules) {
    const auto& [used, insteadOf] = what;
    if (used != rules) {
      out += cat(out.empty() ? " (verdicts under " : "; under ", used, ", substituted");
      rules = used;
    } else {
      out += " and";
    }
    out += cat(" for ", insteadOf, " in ", files, files == 1 ? " file" : " files");
  }
  return out.empty() ? out : out + "; use --rules)";
}

}  // namespace

void VerifyTally::add(const FileReport& file) {
  ++files;
  if (!file.inputError.empty()) ++badFiles;
  bool anyClaim = false;
  for (const PuzzleReport& p : file.puzzles) anyClaim |= !p.claims.empty();
  for (const Notice& n : file.notices) {
    ++notices;
    if (n.skippedBadInput) ++skippedParts;
    if (auto s = rulesSubstitution(n); s && anyClaim) ++substitutedRules[{s->rules, s->insteadOf}];
  }
  for (const PuzzleReport& p : file.puzzles) {
    ++puzzles;
    if (!p.positionError.empty()) ++badPositions;
    nodes += p.nodes;
    seconds += p.seconds;
    for (const ClaimReport& c : p.claims) {
      ++claims;
      if (c.verdict == Verdict::Pass) ++passed;
      else if (c.verdict == Verdict::Fail) ++failed;
      else ++undecided;
    }
  }
}

std::string formatPuzzleReport(const PuzzleReport& report, bool failuresOnly) {
  std::string body;
  if (!report.positionError.empty()) body += cat("  ERROR  ", report.positionError, "\n");
  for (const ClaimReport& c : report.claims) {
    if (failuresOnly && c.verdict == Verdict::Pass) continue;
    std::string claim = toString(c.claim);
    std::string verdict(toString(c.verdict));
    body += cat("  ", verdict, std::string(verdict.size() < 4 ? 4 - verdict.size() : 0, ' '), "  ", claim, ": ",
                c.explanation);
    if (!c.line.empty()) body += cat(": ", joined(c.line));
    body += "\n";
  }
  if (failuresOnly && body.empty()) return "";
  // A frame drawn further out than the puzzle's, for the right answers' points.
  const std::string wider =
      report.regionTakesIn.empty()
          ? ""
          : cat("  region ", report.region, ": the frame is drawn further out, so that the region takes in ",
                report.regionTakesIn, ", where the right answers play\n");
  return heading(report) + wider + body;
}

std::string formatTally(const VerifyTally& t) {
  std::string out = cat(t.puzzles, t.puzzles == 1 ? " puzzle" : " puzzles");
  if (t.files > 1) out += cat(" in ", t.files, " files");
  out += cat(", ", t.claims, t.claims == 1 ? " claim: " : " claims: ", t.passed, " passed, ", t.failed, " failed, ",
             t.undecided, " undecided");
  if (t.badFiles) out += cat(", ", t.badFiles, t.badFiles == 1 ? " file" : " files", " not read");
  if (t.badPositions) out += cat(", ", t.badPositions, " invalid positions");
  if (t.notices) out += cat(", ", t.notices, t.notices == 1 ? " notice" : " notices");
  if (t.skippedParts) out += cat(" (", t.skippedParts, " bad ", t.skippedParts == 1 ? "part" : "parts", " skipped)");
  if (t.interrupted) out += ", interrupted";
  out += substitutionText(t);
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.2f", t.seconds);
  return out + cat(" (", seconds, " s of search, ", compactCount(t.nodes), " nodes)");
}

nlohmann::json fileReportJson(const FileReport& file) {
  nlohmann::json out;
  out["path"] = file.path;
  out["syntax"] = file.syntax;
  if (!file.inputError.empty()) out["error"] = file.inputError;
  out["notices"] = nlohmann::json::array();
  for (const Notice& n : file.notices)
    out["notices"].push_back({{"location", toString(n.where)}, {"message", n.message}, {"skipped", n.skippedBadInput}});
  out["puzzles"] = nlohmann::json::array();
  for (const PuzzleReport& p : file.puzzles) {
    nlohmann::json j;
    j["title"] = p.title;
    j["location"] = toString(p.where);
    j["rules"] = p.rules;
    j["size"] = cat(p.width, "x", p.height);
    j["to_move"] = p.toMove == Color::Black ? "B" : "W";
    // The goal: a local goal's target (and region), or the game's own.
    const bool local = p.rules.find("goal=capture") != std::string::npos;
    j["goal"] = local ? (p.goal.empty() ? std::string("capture") : p.goal) : std::string("game");
    if (local) {
      j["target"] = p.targets;
      j["region"] = p.region.empty() ? "all" : p.region;
      if (!p.searchedRegion.empty()) j["searched_region"] = p.searchedRegion;
      if (!p.frame.empty()) j["frame"] = p.frame;
      if (!p.regionTakesIn.empty()) j["region_takes_in"] = p.regionTakesIn;
      j["ko_answers"] = p.koAnswers;
    }
    if (!p.positionError.empty()) j["error"] = p.positionError;
    j["nodes"] = p.nodes;
    j["seconds"] = p.seconds;
    j["claims"] = nlohmann::json::array();
    for (const ClaimReport& c : p.claims) {
      nlohmann::json cj;
      cj["claim"] = toString(c.claim);
      cj["kind"] = claimKindName(c.claim.kind);
      cj["location"] = toString(c.claim.where);
      cj["verdict"] = toString(c.verdict);
      cj["explanation"] = c.explanation;
      cj["line"] = c.line;
      j["claims"].push_back(cj);
    }
    out["puzzles"].push_back(j);
  }
  return out;
}

namespace {
nlohmann::json substitutedRulesJson(const VerifyTally& t) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& [what, files] : t.substitutedRules)
    out.push_back({{"rules", what.first}, {"instead_of", what.second}, {"files", files}});
  return out;
}
}  // namespace

nlohmann::json tallyJson(const VerifyTally& t) {
  return {{"files", t.files},         {"unreadable_files", t.badFiles}, {"puzzles", t.puzzles},
          {"invalid_positions", t.badPositions}, {"claims", t.claims},      {"passed", t.passed},
          {"failed", t.failed},       {"undecided", t.undecided},        {"nodes", t.nodes},
          {"seconds", t.seconds},     {"notices", t.notices},           {"skipped_parts", t.skippedParts},
          {"interrupted", t.interrupted}, {"substituted_rules", substitutedRulesJson(t)}};
}

}  // namespace goproof
