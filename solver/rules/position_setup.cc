#include "solver/rules/position_setup.h"

#include <cctype>
#include <charconv>

namespace goproof {

absl::StatusOr<std::pair<int, int>> parseBoardSize(std::string_view text) {
  auto number = [](std::string_view s, int& out) {
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && ec == std::errc() && end == s.data() + s.size() && out >= 1 && out <= kMaxSide;
  };
  size_t x = text.find_first_of("xX");
  int w = 0, h = 0;
  bool ok = x == std::string_view::npos ? number(text, w) && number(text, h)
                                        : number(text.substr(0, x), w) && number(text.substr(x + 1), h);
  if (!ok)
    return absl::InvalidArgumentError(
        cat("size: '", text, "' is not WxH with sides from 1 to ", kMaxSide, " (such as 5x5 or 7x4)"));
  return std::pair{w, h};
}

absl::StatusOr<Color> parseColor(std::string_view text) {
  const std::string s = lowerCase(text);
  if (s == "b" || s == "black") return Color::Black;
  if (s == "w" || s == "white") return Color::White;
  return absl::InvalidArgumentError(cat("to-move: '", text, "' is not B or W"));
}

absl::StatusOr<Coin> parseCoin(std::string_view text) {
  if (text == "none") return Coin::None;
  if (text == "tails" || text == "captured") return Coin::Tails;
  if (text == "heads") return Coin::Heads;
  return absl::InvalidArgumentError(cat("coins: '", text, "' is not none, captured, tails or heads"));
}

std::string_view coinName(Coin coin, const Rules& rules) {
  switch (coin) {
    case Coin::None: return "none";
    case Coin::Tails: return rules.coinMarksCapture() ? "captured" : "tails";
    case Coin::Heads: return "heads";
  }
  return "none";
}

}  // namespace goproof
