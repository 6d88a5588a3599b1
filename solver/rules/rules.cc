#include "solver/rules/rules.h"

#include <charconv>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <vector>

#include "absl/hash/hash.h"
#include "solver/rules/game_registry.h"  // every game's presets
#include "solver/util/text.h"

namespace goproof {
namespace {

absl::Status bad(std::string_view text, std::string_view why) {
  return absl::InvalidArgumentError(cat("bad rules '", text, "': ", why));
}

std::string formatKomi(double k) {
  char buf[32];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, k);
  return std::string(buf, end);
}

// The preset of a registered game, by kind. Rules name registered games
// only (parse builds them from the presets), so none is a bug.
const GamePreset& presetOf(GameKind kind) {
  for (const GamePreset& p : registeredPresets())
    if (p.kind == kind) return p;
  throw std::logic_error(cat("Rules: no registered game is called ", kind.name));
}

// "capture-N": the number after a numbered head, or nullopt when it is not one.
std::optional<int> numberAfter(std::string_view head, const GamePreset& preset) {
  std::string_view n = head.substr(preset.head.size());
  int number = 0;
  auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), number);
  if (n.empty() || ec != std::errc() || end != n.data() + n.size() || n[0] == '0' || number < preset.lowest ||
      number > preset.highest)
    return std::nullopt;
  return number;
}

// The games the "unknown game" error offers: "go, capture-N, ... or conquest".
std::string listedGames() {
  std::vector<std::string_view> names;
  for (const GamePreset& p : registeredPresets())
    if (!p.listedAs.empty()) names.push_back(p.listedAs);
  std::string text;
  for (size_t i = 0; i < names.size(); ++i)
    text += cat(i == 0 ? "" : i + 1 == names.size() ? " or " : ", ", names[i]);
  return text;
}

}  // namespace

std::string_view toString(KoRule k) {
  switch (k) {
    case KoRule::None: return "none";
    case KoRule::Simple: return "simple";
    case KoRule::Superko: return "superko";
  }
  return "?";
}

std::string_view toString(CycleRule c) { return c == CycleRule::Draw ? "draw" : "repeater-loses"; }

Rules Rules::defaults(GameKind game, int variant) {
  return presetOf(game).rules(variant);
}

absl::StatusOr<Rules> Rules::parse(std::string_view text) {
  if (text.find_first_of(" \t\r\n") != std::string_view::npos)  // else "quench-2 " reads as an unknown quench
    return bad(text, "a rule set is one word, without spaces, such as quench-2 or go+komi=0.5");
  std::vector<std::string_view> parts = split(text, '+');
  std::string_view head = parts[0];
  const GamePreset* preset = nullptr;
  Rules r;
  for (const GamePreset& p : registeredPresets()) {
    if (!p.numbered()) {
      if (head != p.head) continue;
      r = p.rules(1);
    } else {
      // A numbered game's bare name with anything else after it ("quench5")
      // is taken as a misspelling of it when the game says so.
      const std::string_view bare = p.head.substr(0, p.head.size() - 1);
      const bool named = head.starts_with(p.head);
      if (!named && !(p.claimsBareName && head.starts_with(bare))) continue;
      std::optional<int> number = named ? numberAfter(head, p) : std::nullopt;
      if (!number) return bad(text, p.badNumber);
      r = p.rules(*number);
    }
    preset = &p;
    break;
  }
  if (!preset) return bad(text, cat("unknown game '", head, "' (expected ", listedGames(), ")"));
  bool seenKo = false, seenCycle = false, seenPie = false, seenKomi = false, seenMirror = false, seenPure = false,
       seenGoal = false;
  for (size_t i = 1; i < parts.size(); ++i) {
    std::string_view opt = parts[i];
    auto once = [&](bool& seen) -> absl::Status {
      if (seen) return bad(text, cat("option '", opt, "' given twice"));
      seen = true;
      return absl::OkStatus();
    };
    if (opt.starts_with("ko=")) {
      if (auto s = once(seenKo); !s.ok()) return s;
      if (!preset->noKo.empty()) return bad(text, preset->noKo);
      std::string_view v = opt.substr(3);
      if (v == "none") r.ko = KoRule::None;
      else if (v == "simple") r.ko = KoRule::Simple;
      else if (v == "superko") r.ko = KoRule::Superko;
      else return bad(text, "ko must be none, simple or superko");
    } else if (opt.starts_with("cycle=")) {
      if (auto s = once(seenCycle); !s.ok()) return s;
      if (!preset->noCycle.empty()) return bad(text, preset->noCycle);
      std::string_view v = opt.substr(6);
      if (v == "draw") r.cycle = CycleRule::Draw;
      else if (v == "repeater-loses") r.cycle = CycleRule::RepeaterLoses;
      else return bad(text, "cycle must be draw or repeater-loses");
    } else if (opt == "pie") {
      if (auto s = once(seenPie); !s.ok()) return s;
      if (!preset->noPie.empty()) return bad(text, preset->noPie);
      r.pie = true;
    } else if (opt.starts_with("komi=")) {
      if (auto s = once(seenKomi); !s.ok()) return s;
      if (r.targetGoal()) return bad(text, "komi does not fit goal=capture: a local goal has no score");
      if (!r.scored()) return bad(text, "komi is only for scored games (go, quench-N, conversion, conquest)");
      std::string_view v = opt.substr(5);
      auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), r.komi);
      if (v.empty() || ec != std::errc() || end != v.data() + v.size() || !std::isfinite(r.komi))
        return bad(text, "komi must be a number such as 7.5");
      if (std::abs(r.komi) > 1000) return bad(text, "komi must lie between -1000 and 1000");
      if (2 * r.komi != std::round(2 * r.komi)) return bad(text, "komi must be a whole or half number such as 6 or 7.5");
    } else if (opt.starts_with("mirror=")) {
      if (auto s = once(seenMirror); !s.ok()) return s;
      if (!preset->noMirror.empty()) return bad(text, preset->noMirror);
      std::string_view v = opt.substr(7);
      if (v == "none") {
        r.mirrorLimit = -1;
      } else {
        auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), r.mirrorLimit);
        if (v.empty() || ec != std::errc() || end != v.data() + v.size() || r.mirrorLimit < 0 || r.mirrorLimit > 400)
          return bad(text, "mirror must be a count of mirror moves from 0 to 400, or none");
      }
    } else if (opt.starts_with("goal=")) {
      if (auto s = once(seenGoal); !s.ok()) return s;
      if (!preset->noTargetGoal.empty()) return bad(text, preset->noTargetGoal);
      if (opt.substr(5) != "capture")
        return bad(text, "goal must be capture (kill, live and save are the same goal seen from a side: docs/goals.md)");
      if (seenKomi) return bad(text, "komi does not fit goal=capture: a local goal has no score");
      r.goal = Goal::CaptureTarget;
    } else if (opt == "pure") {
      if (auto s = once(seenPure); !s.ok()) return s;
      if (!preset->noPure.empty()) return bad(text, preset->noPure);
      r.pure = true;
    } else {
      return bad(text, cat("unknown option '", opt, "' (expected goal=, ko=, cycle=, pie, komi=, mirror= or pure)"));
    }
  }
  return r;
}

std::string Rules::toString() const {
  const GamePreset& preset = presetOf(game);
  const int number = preset.numbered() ? preset.number(*this) : 1;
  std::string s = preset.numbered() ? cat(preset.head, number) : std::string(preset.head);
  Rules base = preset.rules(number);
  if (targetGoal() && !base.targetGoal()) s += "+goal=capture";
  if (ko != base.ko) s += cat("+ko=", goproof::toString(ko));
  if (cycle != base.cycle) s += cat("+cycle=", goproof::toString(cycle));
  if (pie) s += "+pie";
  if (komi != 0) s += cat("+komi=", formatKomi(komi));
  if (mirrorLimit != base.mirrorLimit) s += mirrorLimit < 0 ? "+mirror=none" : cat("+mirror=", mirrorLimit);
  if (pure) s += "+pure";
  return s;
}

std::string Rules::historyDependence() const {
  if (ko == KoRule::Superko)
    return "superko makes the rules history-dependent: whether a move is legal depends on every earlier position";
  if (cycle == CycleRule::RepeaterLoses)
    return "cycle=repeater-loses makes the rules history-dependent: a move that recreates an earlier position loses";
  return "";
}

}  // namespace goproof

size_t std::hash<goproof::Rules>::operator()(const goproof::Rules& r) const { return absl::Hash<goproof::Rules>{}(r); }
