// Small text helpers. (Debian's Abseil has its own string_view type, so
// absl::StrCat does not take std::string_view; these do.)
#pragma once

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace goproof {

// Concatenates the streamed form of every argument.
template <class... Args>
std::string cat(const Args&... args) {
  std::ostringstream out;
  (out << ... << args);
  return out.str();
}

// Splits text at every separator; always returns at least one (possibly empty) piece.
inline std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (;;) {
    size_t at = text.find(separator, start);
    parts.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    if (at == std::string_view::npos) return parts;
    start = at + 1;
  }
}

// Whether the text holds nothing but spaces, tabs and line breaks.
inline bool isBlank(std::string_view text) { return text.find_first_not_of(" \t\r\n") == std::string_view::npos; }

// The text without the spaces, tabs and line breaks at either end.
inline std::string_view trimmedOfBlanks(std::string_view text) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

// The text in lower case (ASCII letters only).
inline std::string lowerCase(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// The text with each line break ('\n' or '\r') turned into a space: for a
// value that must stay on one line (a field, a report heading).
inline std::string oneLine(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c == '\n' || c == '\r') c = ' ';
  return out;
}

}  // namespace goproof
