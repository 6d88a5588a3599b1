// Stone colours and the side to move.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace goproof {

// Black moves first. Empty is used only for the contents of a point.
enum class Color : int8_t { Black = 0, White = 1, Empty = 2 };

constexpr Color opponent(Color c) { return c == Color::Black ? Color::White : Color::Black; }
constexpr int index(Color c) { return static_cast<int>(c); }
// "B" or "W" (or "." for Empty): the spelling used on command lines and in JSON.
constexpr std::string_view colorLetter(Color c) {
  return c == Color::Black ? "B" : c == Color::White ? "W" : ".";
}
// "Black" or "White": the colour in a sentence (reports, GTP messages, problem words).
inline std::string colorName(Color c) { return c == Color::Black ? "Black" : "White"; }
// Diagram character: X for Black, O for White, . for empty.
constexpr char diagramChar(Color c) { return c == Color::Black ? 'X' : c == Color::White ? 'O' : '.'; }

}  // namespace goproof
