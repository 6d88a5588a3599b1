#include "solver/rules/rules.h"

#include <charconv>
#include <cmath>
#include <vector>

#include "absl/hash/hash.h"
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
  Rules r;
  r.game = game;
  switch (game) {
    case GameKind::Capture:
      r.goal = Goal::Prisoners;
      r.ko = KoRule::None;
      break;
    case GameKind::Gonnect:
      r.goal = Goal::Connection;
      r.ko = KoRule::Simple;
      break;
    case GameKind::Go:
      r.goal = Goal::AreaScore;
      r.passing = true;
      r.ko = KoRule::Simple;
      break;
    case GameKind::Quench:
      r.goal = Goal::AreaScore;
      r.passing = true;
      r.ko = KoRule::None;
      r.groups = variant == 1   ? GroupRule::NoNewGroups
                 : variant == 2 ? GroupRule::TwoStoneTurns
                 : variant == 3 ? GroupRule::CoinStartsTails
                                : GroupRule::CoinStartsHeads;
      break;
    case GameKind::Conversion:
      r.goal = Goal::AreaScore;
      r.capture = CaptureEffect::Convert;
      r.passing = true;
      r.ko = KoRule::None;
      r.mirrorLimit = 9;
      break;
    case GameKind::Conquest:
      r.goal = Goal::Territory;
      r.ko = KoRule::None;
      break;
  }
  return r;
}

absl::StatusOr<Rules> Rules::parse(std::string_view text) {
  if (text.find_first_of(" \t\r\n") != std::string_view::npos)  // else "quench-2 " reads as an unknown quench
    return bad(text, "a rule set is one word, without spaces, such as quench-2 or go+komi=0.5");
  std::vector<std::string_view> parts = split(text, '+');
  std::string_view head = parts[0];
  Rules r;
  if (head == "go") {
    r = defaults(GameKind::Go);
  } else if (head == "gonnect") {
    r = defaults(GameKind::Gonnect);
  } else if (head.starts_with("capture-")) {
    r = defaults(GameKind::Capture);
    std::string_view n = head.substr(8);
    auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), r.captureTarget);
    if (n.empty() || ec != std::errc() || end != n.data() + n.size() || n[0] == '0' || r.captureTarget < 1 ||
        r.captureTarget > 361)
      return bad(text, "capture needs a prisoner target from 1 to 361, as in capture-1");
  } else if (head == "quench-1" || head == "quench-2" || head == "quench-3" || head == "quench-4") {
    r = defaults(GameKind::Quench, head.back() - '0');
  } else if (head == "conversion") {
    r = defaults(GameKind::Conversion);
  } else if (head == "conquest") {
    r = defaults(GameKind::Conquest);
  } else if (head.starts_with("quench")) {
    return bad(text, "quench needs its variant: quench-1, quench-2, quench-3 or quench-4");
  } else {
    return bad(text, cat("unknown game '", head, "' (expected go, capture-N, gonnect, quench-N, conversion or conquest)"));
  }
  bool seenKo = false, seenCycle = false, seenPie = false, seenKomi = false, seenMirror = false, seenPure = false;
  for (size_t i = 1; i < parts.size(); ++i) {
    std::string_view opt = parts[i];
    auto once = [&](bool& seen) -> absl::Status {
      if (seen) return bad(text, cat("option '", opt, "' given twice"));
      seen = true;
      return absl::OkStatus();
    };
    if (opt.starts_with("ko=")) {
      if (auto s = once(seenKo); !s.ok()) return s;
      if (r.game == GameKind::Conquest) return bad(text, "conquest has no ko rule (no point is ever played twice)");
      if (r.game == GameKind::Quench || r.game == GameKind::Conversion)
        return bad(text, cat(r.game == GameKind::Quench ? "quench" : "conversion", " has no ko rule"));
      std::string_view v = opt.substr(3);
      if (v == "none") r.ko = KoRule::None;
      else if (v == "simple") r.ko = KoRule::Simple;
      else if (v == "superko") r.ko = KoRule::Superko;
      else return bad(text, "ko must be none, simple or superko");
    } else if (opt.starts_with("cycle=")) {
      if (auto s = once(seenCycle); !s.ok()) return s;
      if (r.game == GameKind::Conquest) return bad(text, "conquest has no cycle rule (every game ends)");
      if (r.game == GameKind::Quench || r.game == GameKind::Conversion)
        return bad(text, cat(r.game == GameKind::Quench ? "quench" : "conversion",
                             " has no cycle rule (endless play scores 0)"));
      std::string_view v = opt.substr(6);
      if (v == "draw") r.cycle = CycleRule::Draw;
      else if (v == "repeater-loses") r.cycle = CycleRule::RepeaterLoses;
      else return bad(text, "cycle must be draw or repeater-loses");
    } else if (opt == "pie") {
      if (auto s = once(seenPie); !s.ok()) return s;
      if (r.scored() && r.game != GameKind::Conversion)
        return bad(text, "the pie rule is for capture, gonnect and conversion");
      r.pie = true;
    } else if (opt.starts_with("komi=")) {
      if (auto s = once(seenKomi); !s.ok()) return s;
      if (!r.scored()) return bad(text, "komi is only for scored games (go, quench-N, conversion, conquest)");
      std::string_view v = opt.substr(5);
      auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), r.komi);
      if (v.empty() || ec != std::errc() || end != v.data() + v.size() || !std::isfinite(r.komi))
        return bad(text, "komi must be a number such as 7.5");
      if (std::abs(r.komi) > 1000) return bad(text, "komi must lie between -1000 and 1000");
      if (2 * r.komi != std::round(2 * r.komi)) return bad(text, "komi must be a whole or half number such as 6 or 7.5");
    } else if (opt.starts_with("mirror=")) {
      if (auto s = once(seenMirror); !s.ok()) return s;
      if (r.game != GameKind::Conversion) return bad(text, "the mirror limit is for conversion");
      std::string_view v = opt.substr(7);
      if (v == "none") {
        r.mirrorLimit = -1;
      } else {
        auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), r.mirrorLimit);
        if (v.empty() || ec != std::errc() || end != v.data() + v.size() || r.mirrorLimit < 0 || r.mirrorLimit > 400)
          return bad(text, "mirror must be a count of mirror moves from 0 to 400, or none");
      }
    } else if (opt == "pure") {
      if (auto s = once(seenPure); !s.ok()) return s;
      if (r.game != GameKind::Conquest) return bad(text, "pure (Pure Conquest scoring) is for conquest");
      r.pure = true;
    } else {
      return bad(text, cat("unknown option '", opt, "' (expected ko=, cycle=, pie, komi=, mirror= or pure)"));
    }
  }
  return r;
}

std::string Rules::toString() const {
  std::string s;
  int variant = 1;
  switch (game) {
    case GameKind::Go: s = "go"; break;
    case GameKind::Gonnect: s = "gonnect"; break;
    case GameKind::Capture: s = cat("capture-", captureTarget); break;
    case GameKind::Quench:
      switch (groups) {
        case GroupRule::Free:
        case GroupRule::NoNewGroups: variant = 1; break;
        case GroupRule::TwoStoneTurns: variant = 2; break;
        case GroupRule::CoinStartsTails: variant = 3; break;
        case GroupRule::CoinStartsHeads: variant = 4; break;
      }
      s = cat("quench-", variant);
      break;
    case GameKind::Conversion: s = "conversion"; break;
    case GameKind::Conquest: s = "conquest"; break;
  }
  Rules base = defaults(game, variant);
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
