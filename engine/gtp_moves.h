// Small pieces the GTP engine's command files share: reading colours,
// numbers and move names, naming points, and making replies.
#pragma once

#include <cctype>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>

#include "engine/gtp_engine.h"
#include "solver/board/color.h"
#include "solver/board/geometry.h"
#include "solver/util/text.h"

namespace goproof::engine {

// "c3" for column x (0 at the left) and row rowFromBottom (0 at the bottom).
inline std::string pointName(int x, int rowFromBottom) { return cat(std::string(1, columnLetter(x)), rowFromBottom + 1); }

// Whether text has the form of a move at all (legality aside): a vertex,
// pass, swap, a two-stone turn "b4+c1", or a point with a Conquest choice "d4:ne".
inline bool looksLikeMove(std::string_view text) {
  const std::string t = lowerCase(text);
  if (t == "pass" || t == "swap") return true;
  auto isPoint = [](std::string_view p) {
    if (p.size() < 2 || p.size() > 3 || !std::isalpha(static_cast<unsigned char>(p[0])) || p[0] == 'i' || p[1] == '0')
      return false;  // GTP has no column i and no row 0
    for (size_t i = 1; i < p.size(); ++i)
      if (!std::isdigit(static_cast<unsigned char>(p[i]))) return false;
    return true;
  };
  if (size_t plus = t.find('+'); plus != std::string::npos) return isPoint(t.substr(0, plus)) && isPoint(t.substr(plus + 1));
  if (size_t colon = t.find(':'); colon != std::string::npos) return isPoint(t.substr(0, colon)) && colon + 1 < t.size();
  return isPoint(t);
}

// A finite decimal number, the whole text.
inline std::optional<double> parseNumber(const std::string& text) {
  try {
    size_t used = 0;
    double v = std::stod(text, &used);
    if (used != text.size() || !std::isfinite(v)) return std::nullopt;
    return v;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// A whole number from 0 to 10^9, the whole text.
inline std::optional<int> parseCount(const std::string& text) {
  std::optional<double> v = parseNumber(text);
  if (!v || *v != std::floor(*v) || *v < 0 || *v > 1e9) return std::nullopt;
  return static_cast<int>(*v);
}

inline GtpReply failure(std::string text) { return {false, std::move(text)}; }
inline GtpReply success(std::string text = "") { return {true, std::move(text)}; }

}  // namespace goproof::engine
