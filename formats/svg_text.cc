#include "formats/svg_text.h"

#include <algorithm>

namespace goproof {
namespace {

// text split at spaces into lines of at most width pixels (a word longer
// than a line gets a line of its own).
std::vector<std::string> wrapWords(const std::string& text, double width, double size, bool bold) {
  std::vector<std::string> lines;
  std::string current;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(start, end - start);
    std::string longer = current.empty() ? word : current + " " + word;
    if (!current.empty() && textWidth(longer, size, bold) > width) {
      lines.push_back(current);
      current = word;
    } else {
      current = longer;
    }
    start = end + 1;
  }
  if (!current.empty() || lines.empty()) lines.push_back(current);
  return lines;
}

}  // namespace

double textWidth(std::string_view text, double size, bool bold) {
  double ems = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if ((c & 0xC0) == 0x80) continue;  // inside a multi-byte character
    if (c >= 0x80) ems += 0.8;
    else if (c == ' ') ems += 0.32;
    else if (c >= '0' && c <= '9') ems += 0.64;
    else if (c == 'W' || c == 'M' || c == 'm' || c == 'w') ems += 1.0;
    else if (std::string_view("+=<>~").find(static_cast<char>(c)) != std::string_view::npos) ems += 0.84;
    else if (std::string_view("iljI.,:;'!|").find(static_cast<char>(c)) != std::string_view::npos) ems += 0.3;
    else if (std::string_view("ftr()[]-").find(static_cast<char>(c)) != std::string_view::npos) ems += 0.42;
    else if (c >= 'A' && c <= 'Z') ems += 0.76;
    else if (c >= 'a' && c <= 'z') ems += 0.62;
    else ems += 0.62;
  }
  return ems * size * (bold ? 1.1 : 1.0);
}

double fittingSize(std::string_view text, double width, double most, bool bold) {
  const double atOne = textWidth(text, 1, bold);
  return atOne > 0 ? std::min(most, width / atOne) : most;
}

std::vector<std::string> wrapText(const std::string& text, double width, double size, bool bold) {
  std::vector<std::string> lines;
  std::string current;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find("; ", start);
    end = end == std::string::npos ? text.size() : end + 1;  // the clause keeps its ';'
    const std::string clause = text.substr(start, end - start);
    const std::string longer = current.empty() ? clause : current + " " + clause;
    if (textWidth(longer, size, bold) <= width) {
      current = longer;
    } else {
      if (!current.empty()) lines.push_back(current);
      current.clear();
      for (const std::string& piece : wrapWords(clause, width, size, bold)) {
        if (!current.empty()) lines.push_back(current);
        current = piece;
      }
    }
    start = end + (end < text.size() ? 1 : 0);
  }
  if (!current.empty() || lines.empty()) lines.push_back(current);
  return lines;
}

std::string escapeXmlText(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default:
          if (c >= 0x20 || c == '\t') out += static_cast<char>(c);
          else if (c == '\n' || c == '\r') out += ' ';
      }
      ++i;
      continue;
    }
    // A multi-byte sequence: kept when it is well-formed UTF-8 (no overlong
    // forms, surrogates or code points past U+10FFFF), else U+FFFD.
    const int length = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    bool ok = length > 0 && i + length <= text.size();
    for (int k = 1; ok && k < length; ++k) ok = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
    if (ok && length >= 3) {
      const unsigned char d = static_cast<unsigned char>(text[i + 1]);
      if ((c == 0xE0 && d < 0xA0) || (c == 0xED && d >= 0xA0) || (c == 0xF0 && d < 0x90) || (c == 0xF4 && d >= 0x90))
        ok = false;
    }
    if (ok) {
      out.append(text.substr(i, length));
      i += length;
    } else {
      out += "\xEF\xBF\xBD";
      ++i;
    }
  }
  return out;
}

}  // namespace goproof
