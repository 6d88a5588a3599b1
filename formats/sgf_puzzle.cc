#include "formats/sgf_puzzle.h"

#include "formats/claim_text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <set>

#include "formats/sgf.h"
#include "solver/board/geometry.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

std::string lowerCase(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

std::optional<int> parseInt(std::string_view s, int low, int high) {
  int n = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || n < low || n > high) return std::nullopt;
  return n;
}

std::string gtpName(int x, int yFromBottom) { return cat(columnLetter(x), yFromBottom + 1); }

Claim claimOf(ClaimKind kind, std::string move, SourceLocation where) {
  Claim claim;
  claim.kind = kind;
  claim.move = std::move(move);
  claim.where = std::move(where);
  return claim;
}

// True when `word` occurs in text with no letter or digit on either side.
bool containsWord(std::string_view text, std::string_view word) {
  auto isWordChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  for (size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
    size_t end = at + word.size();
    if ((at == 0 || !isWordChar(text[at - 1])) && (end == text.size() || !isWordChar(text[end]))) return true;
  }
  return false;
}

// Reads one game tree into a puzzle.
class TreeReader {
 public:
  TreeReader(const sgf::GameTree& tree, const std::string& path, const Rules& defaultRules) : tree_(tree), path_(path) {
    puzzle_.rules = defaultRules;
    puzzle_.where = at(tree.at);
  }

  absl::StatusOr<Puzzle> read() {
    if (absl::Status s = readRoot(); !s.ok()) return s;
    if (absl::Status s = readVariations(); !s.ok()) return s;
    return std::move(puzzle_);
  }

 private:
  SourceLocation at(sgf::TextPosition p) const { return {path_, p.line, p.column}; }
  absl::Status error(sgf::TextPosition p, std::string_view message) const {
    return absl::InvalidArgumentError(cat(path_, ":", p.line, ":", p.column, ": ", message));
  }

  // The one value of a property that may appear once per node.
  absl::StatusOr<std::string> single(const sgf::Property& p, std::set<std::string>& seen) const {
    if (!seen.insert(p.id).second) return error(p.at, cat("property ", p.id, " appears twice in the root node"));
    if (p.values.size() != 1) return error(p.at, cat("property ", p.id, " takes one value"));
    return p.values[0];
  }

  absl::Status readSize(const sgf::Property& p, std::set<std::string>& seen) {
    auto value = single(p, seen);
    if (!value.ok()) return value.status();
    std::vector<std::string_view> sides = split(*value, ':');
    auto width = parseInt(sides[0], 1, kMaxSide);
    auto height = sides.size() == 2 ? parseInt(sides[1], 1, kMaxSide) : width;
    if (sides.size() > 2 || !width || !height)
      return error(p.at, cat("SZ[", sgf::quoted(*value), "]: goproof reads sizes N or W:H, each 1 to 19"));
    puzzle_.width = *width;
    puzzle_.height = *height;
    return absl::OkStatus();
  }

  // AB, AW or AE: points and compressed rectangles "aa:cc".
  // grid: rows top first, '\0' for points not set up yet.
  absl::Status readSetup(const sgf::Property& p, std::vector<std::string>& grid) {
    char stone = p.id == "AB" ? 'X' : p.id == "AW" ? 'O' : '.';
    for (const std::string& v : p.values) {
      std::vector<std::string_view> corners = split(v, ':');
      auto from = sgf::pointCoordinates(corners[0]),
           to = corners.size() == 2 ? sgf::pointCoordinates(corners[1]) : from;
      if (corners.size() > 2 || !from || !to)
        return error(p.at, cat(p.id, "[", sgf::quoted(v), "]: not a point (aa) or rectangle (aa:cc)"));
      auto [x0, x1] = std::minmax(from->first, to->first);
      auto [y0, y1] = std::minmax(from->second, to->second);
      if (x1 >= puzzle_.width || y1 >= puzzle_.height)
        return error(p.at,
                     cat(p.id, "[", sgf::quoted(v), "] lies off the ", puzzle_.width, "x", puzzle_.height, " board"));
      for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
          if (grid[y][x] && grid[y][x] != stone)
            return error(p.at, cat("point ", gtpName(x, puzzle_.height - 1 - y), " is set up twice, differently"));
          grid[y][x] = stone;
        }
    }
    return absl::OkStatus();
  }

  absl::Status readRoot() {
    const sgf::Node& root = tree_.nodes[0];
    std::set<std::string> seen;
    puzzle_.width = puzzle_.height = kMaxSide;
    for (const sgf::Property& p : root.properties)
      if (p.id == "SZ")
        if (absl::Status s = readSize(p, seen); !s.ok()) return s;
    std::vector<std::string> grid(puzzle_.height, std::string(puzzle_.width, '\0'));
    bool hasAuthor = root.find("AN") != nullptr;
    std::optional<Color> toMove;
    for (const sgf::Property& p : root.properties) {
      const std::string& id = p.id;
      if (id == "SZ") continue;
      if (id == "AB" || id == "AW" || id == "AE") {
        if (absl::Status s = readSetup(p, grid); !s.ok()) return s;
        continue;
      }
      if (id == "B" || id == "W")
        return error(p.at, cat("a move (", id, ") in the root node: puzzles start from setup"));
      if (id == "GPC") {
        for (const std::string& v : p.values) {
          auto claim = parseClaimText(v);
          if (!claim.ok()) return error(p.at, cat("GPC: ", claim.status().message()));
          claim->where = at(p.at);
          puzzle_.claims.push_back(*std::move(claim));
        }
        continue;
      }
      bool interpreted = id == "PL" || id == "RU" || id == "GN" || id == "SO" || id == "AN" || id == "C" ||
                         id == "GPK" || id == "GPP" || id == "FF" || id == "GM" || (id == "US" && !hasAuthor);
      if (!interpreted) {
        puzzle_.sgfProperties.push_back(sgf::propertyText(p));
        continue;
      }
      auto value = single(p, seen);
      if (!value.ok()) return value.status();
      if (id == "GM" && *value != "1")
        return error(p.at, cat("GM[", sgf::quoted(*value), "]: not a game of Go (GM[1])"));
      if (id == "FF" && !parseInt(*value, 1, 4))
        return error(p.at, cat("FF[", sgf::quoted(*value), "]: unknown file format (FF[1] to FF[4])"));
      if (id == "GM" || id == "FF") continue;  // written anew
      if (id == "PL") {
        auto color = parseColor(*value);
        if (!color.ok()) return error(p.at, cat("PL[", sgf::quoted(*value), "]: expected B or W"));
        toMove = *color;
      } else if (id == "RU") {
        auto rules = Rules::parse(*value);
        if (rules.ok()) puzzle_.rules = *rules;
      } else if (id == "GN") {
        puzzle_.title = *value;
      } else if (id == "SO") {
        puzzle_.source = *value;
      } else if (id == "AN" || id == "US") {
        puzzle_.author = *value;
      } else if (id == "C") {
        puzzle_.comment = *value;
      } else if (id == "GPK") {
        ParsedPoint point = parsePoint(*value, kMaxSide, kMaxSide);
        if (point.kind != ParsedPoint::Kind::OnBoard && point.kind != ParsedPoint::Kind::OffBoard)
          return error(p.at, "GPK: the ko point must be a GTP point such as c3");
        puzzle_.ko = lowerCase(*value);
      } else {  // GPP
        std::vector<std::string_view> counts = split(*value, ',');
        auto black = parseInt(counts[0], 0, 1000000),
             white = counts.size() == 2 ? parseInt(counts[1], 0, 1000000) : std::nullopt;
        if (!black || !white) return error(p.at, "GPP: expected prisoners taken by Black and White, as in GPP[1,0]");
        puzzle_.prisoners = {*black, *white};
      }
    }
    bool anyStone = false;
    for (std::string& row : grid)
      for (char& c : row) {
        if (!c) c = '.';
        anyStone = anyStone || c != '.';
      }
    for (size_t y = 0; anyStone && y < grid.size(); ++y) puzzle_.rows += (y ? "/" : "") + grid[y];
    puzzle_.toMove = toMove ? *toMove : firstMoveColor();
    return absl::OkStatus();
  }

  Color firstMoveColor() const {
    for (size_t n = 1; n < tree_.nodes.size(); ++n) {  // nodes are in file order
      if (tree_.nodes[n].find("B")) return Color::Black;
      if (tree_.nodes[n].find("W")) return Color::White;
    }
    return Color::Black;
  }

  struct MoveNode {
    Color color;
    std::string move;  // GTP name or "pass"
  };
  // The move a node plays, if any.
  absl::StatusOr<std::optional<MoveNode>> moveOf(const sgf::Node& node) const {
    const sgf::Property *black = node.find("B"), *white = node.find("W");
    if (!black && !white) return std::optional<MoveNode>();
    if (black && white) return error(black->at, "a node with both B and W moves");
    const sgf::Property& p = black ? *black : *white;
    if (p.values.size() != 1) return error(p.at, cat("move ", p.id, " takes one value"));
    const std::string& v = p.values[0];
    MoveNode move{black ? Color::Black : Color::White, "pass"};
    if (v.empty() || v == "tt") return std::optional(move);
    auto point = sgf::pointCoordinates(v);
    if (!point || point->first >= puzzle_.width || point->second >= puzzle_.height)
      return error(p.at, cat(p.id, "[", sgf::quoted(v), "] is not a point of the ", puzzle_.width, "x", puzzle_.height,
                             " board"));
    move.move = gtpName(point->first, puzzle_.height - 1 - point->second);
    return std::optional(move);
  }

  // A bound on the claims a tree may give (a comb of long RIGHT lines grows quadratically).
  static constexpr size_t kMaxLineMoves = 1000000;

  // What a node's path from the root has seen so far.
  struct PathState {
    int parent = -1;
    std::optional<Color> lastColor;
    int firstMoveNode = -1;
    size_t moves = 0;  // on the path, this node's included
    std::string move;  // this node's move, or empty
    bool right = false, bad = false;
  };

  absl::Status readVariations() {
    const std::vector<sgf::Node>& nodes = tree_.nodes;
    std::vector<PathState> state(nodes.size());
    for (size_t n = 0; n < nodes.size(); ++n)
      for (int child : nodes[n].children) state[child].parent = static_cast<int>(n);
    std::set<std::string> winMoves, lines, wrongSeen;
    std::vector<Claim> wrong;
    size_t lineMoves = 0;
    for (size_t n = 1; n < nodes.size(); ++n) {  // parents come before children
      const sgf::Node& node = nodes[n];
      PathState& s = state[n];
      const PathState& up = state[s.parent];
      s.lastColor = up.lastColor;
      s.firstMoveNode = up.firstMoveNode;
      s.moves = up.moves;
      s.right = up.right;
      s.bad = up.bad;
      for (const char* setup : {"AB", "AW", "AE", "PL"})
        if (const sgf::Property* p = node.find(setup))
          return error(p->at, cat(setup, " below the root: goproof puzzles set up the position only in the root"));
      auto move = moveOf(node);
      if (!move.ok()) return move.status();
      if (*move) {
        Color color = (*move)->color;
        if (!s.lastColor && color != puzzle_.toMove)
          return error(node.at, cat("the first move is ", colorLetter(color), ", but ", colorLetter(puzzle_.toMove),
                                    " is to move"));
        if (s.lastColor == color)
          return error(node.at, cat("two ", colorLetter(color), " moves in a row: goproof lines alternate"));
        s.lastColor = color;
        s.move = (*move)->move;
        ++s.moves;
        if (s.firstMoveNode < 0) s.firstMoveNode = static_cast<int>(n);
        bool mover = color == puzzle_.toMove;
        s.right = s.right || (mover && node.find("TE"));
        s.bad = s.bad || (mover && node.find("BM"));
      }
      if (const sgf::Property* comment = node.find("C")) s.right = s.right || containsWord(comment->values[0], "RIGHT");
      if (!node.children.empty() || s.firstMoveNode < 0) continue;
      // A leaf whose path has moves.
      const sgf::Node& first = nodes[s.firstMoveNode];
      const std::string& firstMove = state[s.firstMoveNode].move;
      if (!s.right || s.bad) {
        if (wrongSeen.insert(firstMove).second) wrong.push_back(claimOf(ClaimKind::NoWin, firstMove, at(first.at)));
        continue;
      }
      if (winMoves.insert(firstMove).second) puzzle_.claims.push_back(claimOf(ClaimKind::Win, firstMove, at(first.at)));
      if ((lineMoves += s.moves) > kMaxLineMoves)
        return error(node.at, cat("the solution lines hold more than ", kMaxLineMoves, " moves in all"));
      Claim line = claimOf(ClaimKind::Line, "", at(node.at));
      for (int m = static_cast<int>(n); m > 0; m = state[m].parent)
        if (!state[m].move.empty()) line.line.push_back(LineMove{state[m].move, false});
      std::reverse(line.line.begin(), line.line.end());
      if (line.line.size() > 1 && lines.insert(toString(line)).second) puzzle_.claims.push_back(std::move(line));
    }
    for (Claim& claim : wrong)
      if (!winMoves.count(claim.move)) puzzle_.claims.push_back(std::move(claim));
    return absl::OkStatus();
  }

  const sgf::GameTree& tree_;
  const std::string& path_;
  Puzzle puzzle_;
};

// The root properties and variations of one puzzle.
class TreeWriter {
 public:
  explicit TreeWriter(const Puzzle& puzzle) : puzzle_(puzzle) {}

  sgf::GameTree write() {
    tree_.nodes.emplace_back();
    std::vector<sgf::Property> kept;
    bool keptUS = false;
    for (const std::string& text : puzzle_.sgfProperties) {
      auto p = sgf::parseProperty(text);
      if (!p.ok() || kWritten.count(p->id)) continue;
      kept.push_back(*p);
      keptUS = keptUS || p->id == "US";
    }
    add("FF", "4");
    add("GM", "1");
    const int w = puzzle_.width, h = puzzle_.height;
    if (w > 0 && h > 0) add("SZ", w == h ? std::to_string(w) : cat(w, ":", h));
    add("PL", std::string(colorLetter(puzzle_.toMove)));
    add("RU", puzzle_.rules.toString());
    if (!puzzle_.title.empty()) add("GN", puzzle_.title);
    if (!puzzle_.source.empty()) add("SO", puzzle_.source);
    if (!puzzle_.author.empty() || keptUS) add("AN", puzzle_.author);
    if (!puzzle_.comment.empty()) add("C", puzzle_.comment);
    sgf::Property black = sgf::makeProperty("AB", {}), white = sgf::makeProperty("AW", {});
    std::vector<std::string_view> rows =
        puzzle_.rows.empty() ? std::vector<std::string_view>{} : split(puzzle_.rows, '/');
    for (int y = 0; y < static_cast<int>(rows.size()) && y < h && y < 52; ++y)
      for (int x = 0; x < static_cast<int>(rows[y].size()) && x < w && x < 52; ++x) {
        char c = rows[y][x];
        if (c == 'X' || c == 'x') black.values.push_back(sgf::pointText(x, y));
        if (c == 'O' || c == 'o') white.values.push_back(sgf::pointText(x, y));
      }
    if (!black.values.empty()) rootProperty(black);
    if (!white.values.empty()) rootProperty(white);
    if (!puzzle_.ko.empty()) add("GPK", puzzle_.ko);
    if (puzzle_.prisoners != std::array<int, 2>{0, 0}) add("GPP", cat(puzzle_.prisoners[0], ",", puzzle_.prisoners[1]));
    writeClaims();
    for (const sgf::Property& p : kept) rootProperty(p);
    return std::move(tree_);
  }

 private:
  // Identifiers this writer produces itself; kept properties with them are dropped.
  inline static const std::set<std::string> kWritten = {"FF", "GM", "SZ", "PL", "RU", "GN",  "SO",  "AN", "C",
                                                        "AB", "AW", "AE", "B",  "W",  "GPC", "GPK", "GPP"};

  void rootProperty(sgf::Property p) { tree_.nodes[0].properties.push_back(std::move(p)); }
  void add(std::string id, std::string value) { rootProperty(sgf::makeProperty(std::move(id), {std::move(value)})); }

  // The SGF value for a move written canonically (an on-board lower-case GTP name, or "pass").
  std::optional<std::string> sgfMove(const std::string& move) const {
    if (move == "pass") return "";
    ParsedPoint p = parsePoint(move, puzzle_.width, puzzle_.height);
    if (p.kind != ParsedPoint::Kind::OnBoard || gtpName(p.x, p.y) != move) return std::nullopt;
    return sgf::pointText(p.x, puzzle_.height - 1 - p.y);
  }

  // Adds a variation of moves from the root; `last` goes onto its last node.
  void variation(const std::vector<std::string>& sgfMoves, sgf::Property last) {
    int parent = 0;
    Color color = puzzle_.toMove;
    for (const std::string& m : sgfMoves) {
      int index = static_cast<int>(tree_.nodes.size());
      tree_.nodes[parent].children.push_back(index);
      tree_.nodes.emplace_back();
      tree_.nodes.back().properties.push_back(sgf::makeProperty(std::string(colorLetter(color)), {m}));
      color = opponent(color);
      parent = index;
    }
    tree_.nodes.back().properties.push_back(std::move(last));
  }

  // Variations where reading them back gives exactly these claims; GPC for the rest.
  void writeClaims() {
    const sgf::Property right = sgf::makeProperty("C", {"RIGHT"}), badMove = sgf::makeProperty("BM", {"1"});
    std::set<std::string> winClaimed, correctFirst, absorbed, noWins, lines;
    for (const Claim& c : puzzle_.claims)
      if (c.kind == ClaimKind::Win) winClaimed.insert(c.move);
    std::vector<bool> done(puzzle_.claims.size(), false);
    for (size_t i = 0; i < puzzle_.claims.size(); ++i) {
      const Claim& c = puzzle_.claims[i];
      if (c.kind != ClaimKind::Line || c.line.size() < 2 || !winClaimed.count(c.line[0].move)) continue;
      std::vector<std::string> moves;
      for (const LineMove& m : c.line)
        if (auto v = sgfMove(m.move); v && !m.strongest) moves.push_back(*v);
      if (moves.size() != c.line.size() || !lines.insert(toString(c)).second) continue;
      variation(moves, right);
      correctFirst.insert(c.line[0].move);
      done[i] = true;
    }
    for (size_t i = 0; i < puzzle_.claims.size(); ++i) {  // one win per first move: the rest go to GPC
      const Claim& c = puzzle_.claims[i];
      auto v = sgfMove(c.move);
      if (c.kind != ClaimKind::Win || !v || !absorbed.insert(c.move).second) continue;
      if (!correctFirst.count(c.move)) variation({*v}, right);
      correctFirst.insert(c.move);
      done[i] = true;
    }
    for (size_t i = 0; i < puzzle_.claims.size(); ++i) {
      const Claim& c = puzzle_.claims[i];
      auto v = sgfMove(c.move);
      if (done[i] || c.kind != ClaimKind::NoWin || !v || correctFirst.count(c.move) || !noWins.insert(c.move).second)
        continue;
      variation({*v}, badMove);
      done[i] = true;
    }
    sgf::Property gpc = sgf::makeProperty("GPC", {});
    for (size_t i = 0; i < puzzle_.claims.size(); ++i)
      if (!done[i]) gpc.values.push_back(toString(puzzle_.claims[i]));
    if (!gpc.values.empty()) rootProperty(std::move(gpc));
  }

  const Puzzle& puzzle_;
  sgf::GameTree tree_;
};

}  // namespace

absl::StatusOr<PuzzleFile> puzzlesFromSgf(std::string_view text, const std::string& path, const Rules& defaultRules) {
  auto collection = sgf::parse(text, path);
  if (!collection.ok()) return collection.status();
  PuzzleFile file;
  file.path = path;
  for (const sgf::GameTree& tree : collection->trees) {
    auto puzzle = TreeReader(tree, path, defaultRules).read();
    if (!puzzle.ok()) return puzzle.status();
    file.puzzles.push_back(*std::move(puzzle));
  }
  return file;
}

std::string sgfFromPuzzles(const PuzzleFile& file) {
  sgf::Collection collection;
  for (const Puzzle& puzzle : file.puzzles) collection.trees.push_back(TreeWriter(puzzle).write());
  return sgf::write(collection);
}

}  // namespace goproof
