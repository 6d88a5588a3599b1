// loadsgf: a game record from an SGF file (its first game tree's main line).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>

#include "engine/gtp_engine.h"
#include "engine/gtp_moves.h"
#include "formats/sgf.h"
#include "formats/sgf_puzzle.h"
#include "formats/text_files.h"
#include "solver/util/text.h"

namespace goproof::engine {
namespace {

// The text of the regular file at path, or why not. Only a regular file is
// read: a FIFO, a terminal or /dev/stdin would wait for ever, or read the
// client's commands as the file. Opening without blocking, and checking
// what was opened (not the path, which may change), keeps the engine from waiting.
absl::StatusOr<std::string> readRegularFile(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) return absl::NotFoundError(cat(path, ": cannot read: ", std::strerror(errno)));
  struct stat info{};
  std::string text;
  std::string error;
  if (::fstat(fd, &info) != 0) {
    error = cat(path, ": cannot read: ", std::strerror(errno));
  } else if (!S_ISREG(info.st_mode)) {
    error = cat("not a regular file: ", path);
  } else {
    char buffer[1 << 16];
    for (;;) {
      const ssize_t n = ::read(fd, buffer, sizeof buffer);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) {
        error = cat(path, ": cannot read: ", std::strerror(errno));
        break;
      }
      if (n == 0) break;
      text.append(buffer, static_cast<size_t>(n));
      if (text.size() > kMaxInputBytes) {
        error = cat(path, ": more than ", kMaxInputBytes >> 20, " MiB: not a game record");
        break;
      }
    }
    if (error.empty() && text.find('\0') != std::string::npos) error = cat(path, ": holds a NUL byte: not a text file");
  }
  ::close(fd);
  if (!error.empty()) return absl::InvalidArgumentError(error);
  return text;
}

}  // namespace

GtpReply GtpEngine::loadsgf(const std::vector<std::string>& args) {
  if (args.empty() || args.size() > 2) return failure("syntax error: loadsgf FILE [MOVE_NUMBER]");
  std::optional<int> upTo;
  if (args.size() == 2 && !(upTo = parseCount(args[1]))) return failure("syntax error: loadsgf FILE [MOVE_NUMBER]");
  auto text = readRegularFile(args[0]);
  if (!text.ok()) {
    const std::string why(text.status().message());
    return failure(why.rfind("not a regular file", 0) == 0 ? why : "cannot load file: " + why);
  }
  auto collection = sgf::parse(*text, args[0]);
  if (!collection.ok()) return failure(cat("cannot load file: ", collection.status().message()));
  const sgf::GameTree& tree = collection->trees.front();
  const sgf::Node& root = tree.nodes.front();
  auto where = [&](const sgf::Property& p) { return cat(displayName(args[0]), ":", p.at.line, ":", p.at.column, ": "); };
  PositionSpec spec = emptyBoard();
  if (const sgf::Property* ru = root.find("RU")) {
    if (auto rules = Rules::parse(lowerCase(ru->values[0])); rules.ok()) spec.rules = *rules;
    else log_(cat("goproof: ", where(*ru), "RU[", sgf::quoted(ru->values[0]), "] is not a goproof rule set: kept ", spec.rules.toString()));
  }
  if (const sgf::Property* km = root.find("KM"); km && spec.rules.scored()) {
    std::optional<double> k = parseNumber(km->values[0]);
    if (!k || std::abs(*k * 2 - std::round(*k * 2)) > 1e-9) return failure(where(*km) + "KM is not a multiple of 0.5");
    spec.rules.komi = *k;
  }
  if (const sgf::Property* sz = root.find("SZ")) {
    const std::string& v = sz->values[0];
    const size_t colon = v.find(':');
    std::optional<int> w = parseCount(v.substr(0, colon)), h = colon == std::string::npos ? w : parseCount(v.substr(colon + 1));
    if (!w || !h || *w < 1 || *h < 1 || *w > 19 || *h > 19) return failure(where(*sz) + "SZ is not a board size goproof plays (1 to 19)");
    spec.width = *w;
    spec.height = *h;
  } else {
    spec.width = spec.height = 19;
  }
  std::vector<std::string> grid(static_cast<size_t>(spec.height), std::string(static_cast<size_t>(spec.width), '.'));
  bool setup = false;
  auto pointOf = [&](const sgf::Property& p, const std::string& v) -> std::optional<std::pair<int, int>> {
    auto xy = sgf::pointCoordinates(v);
    if (!xy || xy->first >= spec.width || xy->second >= spec.height) return std::nullopt;
    (void)p;
    return xy;
  };
  for (const sgf::Property& stones : root.properties) {  // every AB and AW: files repeat them (AW[aa]AW[bb])
    if (stones.id != "AB" && stones.id != "AW") continue;
    for (const std::string& v : stones.values) {
      const size_t colon = v.find(':');
      auto from = pointOf(stones, v.substr(0, colon)), to = colon == std::string::npos ? from : pointOf(stones, v.substr(colon + 1));
      if (!from || !to) return failure(cat(where(stones), stones.id, "[", sgf::quoted(v), "] is not a point on this board"));
      for (int y = std::min(from->second, to->second); y <= std::max(from->second, to->second); ++y)
        for (int x = std::min(from->first, to->first); x <= std::max(from->first, to->first); ++x)
          grid[static_cast<size_t>(y)][static_cast<size_t>(x)] = stones.id == "AB" ? 'X' : 'O';
      setup = true;
    }
  }
  if (setup) {
    spec.rows = grid.front();
    for (size_t y = 1; y < grid.size(); ++y) spec.rows += "/" + grid[y];
  }
  if (const sgf::Property* pl = root.find("PL")) {
    bool numbered = false;
    const std::optional<Color> c = sgfPlayer(pl->values[0], &numbered);
    if (!c) return failure(where(*pl) + "PL is not B or W");
    if (numbered)
      log_(cat("goproof: ", where(*pl), "PL[", pl->values[0], "] is the numbering of old SGF (FF[1] to FF[3]): read as PL[",
               *c == Color::Black ? "B" : "W", "]"));
    spec.toMove = *c;
  }
  std::vector<std::string> moves;
  std::optional<Color> firstColor;
  bool done = false;
  for (int n = 0; !done;) {
    const sgf::Node& node = tree.nodes[static_cast<size_t>(n)];
    if (n != 0 && (node.find("AB") || node.find("AW") || node.find("AE")))
      return failure(where(node.properties.front()) + "setup stones after the first move: goproof plays games from one start position");
    for (const sgf::Property& p : node.properties) {
      if (p.id != "B" && p.id != "W") continue;
      if (upTo && static_cast<int>(moves.size()) + 1 >= *upTo) {
        done = true;
        break;
      }
      const std::string& v = p.values[0];
      std::string move;
      if (v.empty() || (v == "tt" && spec.width <= 19 && spec.height <= 19)) move = "pass";
      else if (auto xy = pointOf(p, v)) move = pointName(xy->first, spec.height - 1 - xy->second);
      else return failure(cat(where(p), p.id, "[", sgf::quoted(v), "] is not a point on this board"));
      if (!firstColor) firstColor = p.id == "B" ? Color::Black : Color::White;
      moves.push_back(move);
    }
    if (node.children.empty()) break;
    n = node.children.front();
  }
  if (!root.find("PL") && firstColor) spec.toMove = *firstColor;
  const EngineSettings before = settings_;
  settings_.rules = spec.rules;
  settings_.width = spec.width;
  settings_.height = spec.height;
  if (auto error = restart(spec, moves)) {
    settings_ = before;
    return failure("cannot load file: " + *error);
  }
  return success();
}

}  // namespace goproof::engine
