// The Go Text Protocol's framing (GTP version 2, sections 2.2 to 2.6 of the
// specification): what a line of input means once control characters and
// comments are removed, and how a response is written.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace goproof::engine {

// One command: an optional id, the name, and its arguments.
struct GtpCommand {
  std::optional<int> id;
  std::string name;
  std::vector<std::string> args;
};

// The command on one line of input, or nullopt for a line that holds none
// (empty, white space, or only a comment). Control characters other than
// tab and line feed are dropped, '#' starts a comment, tabs are spaces.
std::optional<GtpCommand> parseGtpLine(std::string_view line);

// The response to `command`: "=id text" on success or "?id text" on
// failure, then an empty line. Empty lines inside text are dropped, since
// an empty line ends a response.
std::string formatGtpResponse(const GtpCommand& command, bool success, std::string_view text);

}  // namespace goproof::engine
