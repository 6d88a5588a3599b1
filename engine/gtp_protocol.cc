#include "engine/gtp_protocol.h"

#include <cctype>
#include <charconv>
#include <sstream>

namespace goproof::engine {

std::optional<GtpCommand> parseGtpLine(std::string_view line) {
  std::string clean;
  for (char c : line) {
    if (c == '#') break;
    const unsigned char u = static_cast<unsigned char>(c);
    if (c == '\t') clean += ' ';
    else if (u >= 32 && u != 127) clean += c;
  }
  std::istringstream words(clean);
  std::vector<std::string> tokens;
  for (std::string w; words >> w;) tokens.push_back(w);
  if (tokens.empty()) return std::nullopt;
  GtpCommand command;
  size_t next = 0;
  int id = 0;
  const std::string& first = tokens[0];
  auto [end, error] = std::from_chars(first.data(), first.data() + first.size(), id);
  if (error == std::errc() && end == first.data() + first.size() && std::isdigit(static_cast<unsigned char>(first[0]))) {
    command.id = id;
    next = 1;
  }
  if (next < tokens.size()) command.name = tokens[next++];
  command.args.assign(tokens.begin() + static_cast<std::ptrdiff_t>(next), tokens.end());
  return command;
}

std::string formatGtpResponse(const GtpCommand& command, bool success, std::string_view text) {
  std::string out = success ? "=" : "?";
  if (command.id) out += std::to_string(*command.id);
  std::string body;
  std::istringstream lines{std::string(text)};
  for (std::string l; std::getline(lines, l);) {
    while (!l.empty() && (l.back() == ' ' || l.back() == '\r')) l.pop_back();
    if (l.empty()) continue;
    if (!body.empty()) body += '\n';
    body += l;
  }
  if (!body.empty()) out += " " + body;
  return out + "\n\n";
}

}  // namespace goproof::engine
