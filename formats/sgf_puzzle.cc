#include "formats/sgf_puzzle.h"

#include "formats/claim_text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <set>

#include "formats/sgf.h"
#include "formats/goal_statement.h"
#include "formats/sgf_variations.h"
#include "solver/board/geometry.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/goal_words.h"
#include "solver/rules/goals/target_setup.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

std::optional<int> parseInt(std::string_view s, int low, int high) {
  int n = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || n < low || n > high) return std::nullopt;
  return n;
}

std::string gtpName(int x, int yFromBottom) { return cat(columnLetter(x), yFromBottom + 1); }

// The notices that say which rules were used instead of the file's: "no RU:
// read as capture-1, the default of --rules (...)", "RU[Japanese] is not a
// goproof rule set (...): read as capture-1, the default of --rules (...)";
// rulesSubstitution reads them back.
constexpr std::string_view kNoRules = "no RU";
constexpr std::string_view kReadAs = ": read as ";
constexpr std::string_view kDefaultOfRulesFlag = ", the default of --rules (";
constexpr std::string_view kForeignRules = "] is not a goproof rule set";

// "read as capture-1, the default of --rules (...)", or where --rules chose
// the rules, "read as capture-2, as --rules says".
std::string readAsText(const Rules& rules, bool rulesGiven) {
  if (rulesGiven) return cat(kReadAs.substr(2), rules.toString(), ", as --rules says");
  return cat(kReadAs.substr(2), rules.toString(), kDefaultOfRulesFlag,
             "life-and-death problems are not Capture Go, and every verdict holds for ", rules.toString(),
             " only: give --goal auto, kill or live to read them as local problems, or --rules to say which game "
             "these problems are)");
}

// The smallest board side on which a problem that names no rules and states
// no goal is read as --goal auto reads it (docs/goals.md): there a whole-board
// game is no question anyone brings (Capture Go's whole 9x9 board is far
// beyond any search), and such a file is nearly always a life-and-death
// problem from a collection that leaves its goal to the diagram.
constexpr int kLocalProblemSide = 9;

// What the trees of one file share: the options, and the notices so far.
struct FileContext {
  const ImportOptions& options;
  std::vector<Notice>& notices;
  std::set<std::string> toldRules;  // RU values already reported
  bool toldUnmarkedRight = false;
  bool toldAllUnmarkedRight = false;
  bool toldNoRules = false;  // a tree without RU was reported
};

// Reads one game tree into a puzzle.
// The SGF points of a puzzle's target, as forEachPointIn reads it; an item
// that is not a point or two corners is left out.
std::vector<std::string> targetPointTexts(const Puzzle& puzzle) {
  std::vector<std::string> out;
  (void)forEachPointIn(puzzle.targets, puzzle.width, puzzle.height, "target",
                       [&](int x, int y) { out.push_back(sgf::pointText(x, puzzle.height - 1 - y)); });
  return out;
}

// Whether a puzzle's MA marks its target (a local goal with a target):
// then the target is written as MA, and read back from GPT.
bool marksTarget(const Puzzle& puzzle) { return !puzzle.goal.empty() && !isBlank(puzzle.targets); }

class TreeReader {
 public:
  TreeReader(const sgf::GameTree& tree, const std::string& path, FileContext& file)
      : tree_(tree), path_(path), file_(file) {
    puzzle_.rules = file.options.rules;
    puzzle_.where = at(tree.at);
  }

  absl::StatusOr<Puzzle> read() {
    if (absl::Status s = readRoot(); !s.ok()) return s;
    readGoal();
    dropTargetMarks();
    // GPV[shown]: the variations show GPC's claims to other programs; GPC is the answer.
    if (claimsShown_) return std::move(puzzle_);
    if (absl::Status s = readSolutions(); !s.ok()) return s;
    return std::move(puzzle_);
  }

 private:
  SourceLocation at(sgf::TextPosition p) const { return {path_, p.line, p.column}; }
  // The native format's state field that a goproof SGF property states, or "".
  static std::string_view stateField(std::string_view id) {
    return id == "GPK" ? "ko" : id == "GPP" ? "prisoners" : id == "GPQ" ? "coins" : id == "GPL" ? "previous-pass"
           : id == "GPM" ? "previous-move" : id == "GPR" ? "mirror-runs" : id == "GPT" ? "target"
           : id == "GPA" ? "region" : id == "GPG" ? "goal" : "";
  }
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
    char stone = p.id == "AB" ? 'X' : p.id == "AW" ? 'O' : p.id == "TB" ? 'b' : p.id == "TW" ? 'w' : '.';
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

  // RU: a goproof rule string sets the rules; another game's rules (Japanese,
  // Chinese, AGA...) leave the default, with one notice per value and file; a
  // malformed string for one of goproof's games is bad input.
  absl::Status readRules(const sgf::Property& p, std::string_view value) {
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    auto rules = Rules::parse(value);
    if (rules.ok()) {
      puzzle_.rules = *rules;
      rulesFromFile_ = true;
      return absl::OkStatus();
    }
    std::string_view game = value.substr(0, value.find('+'));
    if (game == "go" || game == "gonnect" || game.substr(0, 7) == "capture" || game.substr(0, 6) == "quench" ||
        game == "conversion" || game == "conquest")
      return error(p.at, cat("RU[", sgf::quoted(value), "]: ", rules.status().message()));
    foreignRules_ = {at(p.at), std::string(value)};  // told once the goal is known (tellRules)
    return absl::OkStatus();
  }

  // The root and the move-free nodes right below it, each its parent's only
  // child: goproblems.com and some editors set the position up there
  // ("(;SZ[19];AB[..]AW[..]C[Black to play];B[..]...)"), others add to the
  // root's stones in a second node. Together they set up the puzzle.
  std::vector<int> setupChain() const {
    std::vector<int> chain = {0};
    for (int n = 0; tree_.nodes[n].children.size() == 1;) {
      n = tree_.nodes[n].children[0];
      if (tree_.nodes[n].find("B") || tree_.nodes[n].find("W")) break;
      chain.push_back(n);
    }
    return chain;
  }

  absl::Status readRoot() {
    const sgf::Node& root = tree_.nodes[0];
    puzzle_.width = puzzle_.height = kMaxSide;
    {
      std::set<std::string> seen;
      for (const sgf::Property& p : root.properties)
        if (p.id == "SZ")
          if (absl::Status s = readSize(p, seen); !s.ok()) return s;
    }
    std::vector<std::string> grid(puzzle_.height, std::string(puzzle_.width, '\0'));
    std::optional<Color> toMove;
    std::set<std::string> taken;  // identifiers an earlier node of the chain set
    for (int n : setupChain()) {
      // Each node sets up its points once; a later node overrides an earlier one.
      std::vector<std::string> layer(puzzle_.height, std::string(puzzle_.width, '\0'));
      if (absl::Status s = readNode(tree_.nodes[n], n == 0, layer, toMove, taken); !s.ok()) return s;
      for (int y = 0; y < puzzle_.height; ++y)
        for (int x = 0; x < puzzle_.width; ++x)
          if (layer[y][x]) grid[y][x] = layer[y][x];
    }
    if (absl::Status s = readTerritory(grid); !s.ok()) return s;
    bool anyStone = false;
    for (std::string& row : grid)
      for (char& c : row) {
        if (!c) c = '.';
        anyStone = anyStone || c != '.';
      }
    for (size_t y = 0; anyStone && y < grid.size(); ++y) puzzle_.rows += (y ? "/" : "") + grid[y];
    puzzle_.toMove = toMove ? *toMove : firstMoveColor();
    playerGiven_ = toMove.has_value();
    if (markedPoints_.empty() && !triangledPoints_.empty() && wordsPointAtMarks())
      markedPoints_ = triangledPoints_, markName_ = "TR";
    return applyKomi();
  }

  // The rules where neither a goproof RU nor --rules gave them: a local goal
  // (go+goal=capture, docs/goals.md) where the title or the root comment
  // states one ("Black to kill", "黑先活"), else --rules' default; each
  // told in a notice. Under a local goal, the target is the stones MA marks,
  // else the points the words name, else the likeliest group (inferTarget,
  // with a notice), and a kill or live problem's region is inferred.
  void readGoal() {
    std::optional<GoalWord> word;
    std::string how;
    const std::optional<GoalWord> forced = parseGoalWord(file_.options.goal);
    if (forced || (!rulesFromFile_ && !file_.options.rulesGiven)) {
      const GoalStatement stated = readGoalStatement(cat(puzzle_.title, "\n", puzzle_.comment));
      word = stated.goal == StatedGoal::Kill      ? std::optional(GoalWord::Kill)
             : stated.goal == StatedGoal::Live    ? std::optional(GoalWord::Live)
             : stated.goal == StatedGoal::Capture ? std::optional(GoalWord::Capture)
             : stated.goal == StatedGoal::Save    ? std::optional(GoalWord::Save)
                                                  : std::nullopt;
      if (word) how = cat("the words '", oneLine(stated.phrase), "' state a local goal (", toString(*word), ")");
      if (forced) word = forced, how = cat("--goal ", toString(*forced), " sets a local goal");
      // Words that ask for a ko ("白先劫") leave kill or live to the position.
      const bool koStated = !forced && stated.goal == StatedGoal::Ko;
      if ((word || koStated) && stated.toPlay && !playerGiven_) puzzle_.toMove = *stated.toPlay;
      const Color player = puzzle_.toMove;
      std::optional<InferredGoal> inferred;
      const std::optional<Color> marked = markedStonesColour();
      // On a big board the goal is inferred unasked (kLocalProblemSide).
      const bool inferByDefault =
          file_.options.goal.empty() && std::min(puzzle_.width, puzzle_.height) >= kLocalProblemSide;
      const std::string inferredHow =
          koStated                          ? std::string()
          : file_.options.goal == "auto"    ? std::string(" (--goal auto)")
                                            : cat(" (read as --goal auto reads it, as every ", puzzle_.width, "x",
                                                  puzzle_.height, " problem that names no rules is: --rules capture-1 "
                                                  "reads it as Capture Go)");
      if (!word && (koStated || file_.options.goal == "auto" || inferByDefault) && isBlank(puzzle_.targets))
        inferred = marked ? std::optional(InferredGoal{*marked != player, "", true}) : inferGoal(puzzle_, player);
      if (inferred) {
        word = inferred->kill ? GoalWord::Kill : GoalWord::Live;
        if (!marked) puzzle_.targets = inferred->targets;
        const std::string_view side = (inferred->kill ? opponent(player) : player) == Color::Black ? "Black" : "White";
        const std::string words =
            koStated ? cat("the words '", oneLine(stated.phrase), "' ask for a ko")
                     : std::string("no goal in the words");
        if (marked)
          how = cat(words, "; the stones ", markName_, " marks are ", side, "'s, so the likeliest goal",
                    inferredHow, " is to ", toString(*word), " them");
        else
          how = cat(words, "; the likeliest goal", inferredHow, " is to ", toString(*word), " ",
                    side,
                    inferred->enclosed ? "'s group (the other colour encloses it)"
                                       : "'s group (the wall is open, and the other colour holds the outside of the stones)",
                    ", the target ", inferred->targets,
                    orReplaced(" (mark it with MA, or give --goal, to say otherwise)"));
        puzzle_.koAnswers = true;
      }
      const Rules before = puzzle_.rules;
      if (word) {
        puzzle_.rules = *Rules::parse("go+goal=capture");
        puzzle_.goal = std::string(toString(*word));
        how += cat(": read as ", puzzle_.rules.toString());
        const Color defender = attackersGoal(*word) ? opponent(player) : player;
        if (isBlank(puzzle_.targets)) puzzle_.targets = targetFor(defender, stated.targets, how, aboutLife(*word));
        if (isBlank(puzzle_.region) && aboutLife(*word)) {
          puzzle_.region = std::string(kInferredRegion);
          how += ", the region inferred from the position (docs/goals.md)";
        }
        // No target found, or an open wall that leaves no region to infer:
        // the goal is not read, rather than read wrongly.
        absl::Status set = visitGame(positionOf(puzzle_), [](auto&) {});
        const std::string why(set.message());
        if (!set.ok() && (why.starts_with("region:") || why.starts_with("target:"))) {
          how = cat(how.substr(0, how.find(": read as")), ", but ", why, "; ",
                    readAsText(before, file_.options.rulesGiven));
          puzzle_.rules = before;
          puzzle_.goal.clear(), puzzle_.targets.clear(), puzzle_.region.clear();
          puzzle_.koAnswers = false;
        }
        if (puzzle_.koAnswers) how += "; a ko is a right answer where nothing better exists";
      }
    }
    if (forced) {
      if (!how.empty()) notice(at(tree_.at), how);
    } else {
      tellRules(how);
    }
    // A kill or live problem (GPG) is played in the region its wall encloses unless GPA says otherwise.
    if (puzzle_.rules.targetGoal() && isBlank(puzzle_.region) && !puzzle_.goal.empty() &&
        aboutLife(*parseGoalWord(puzzle_.goal)))
      puzzle_.region = std::string(kInferredRegion);
    if (puzzle_.rules.targetGoal() && isBlank(puzzle_.targets) && !markedPoints_.empty()) {
      std::string unused;
      puzzle_.targets = targetFor(std::nullopt, {}, unused);
    }
  }

  // The colour of the stone at (x, y from the top) of the root position, if any.
  std::optional<Color> stoneAt(int x, int y) const {
    std::vector<std::string_view> rows = puzzle_.rows.empty() ? std::vector<std::string_view>{} : split(puzzle_.rows, '/');
    if (y >= static_cast<int>(rows.size()) || x >= static_cast<int>(rows[y].size())) return std::nullopt;
    const char c = rows[y][x];
    if (c == 'X' || c == 'x') return Color::Black;
    if (c == 'O' || c == 'o') return Color::White;
    return std::nullopt;
  }
  // A goal puzzle's MA marks its target, which the puzzle now states
  // (target:, GPT): the target's points are not markup to keep beside it;
  // MA's other points are.
  void dropTargetMarks() {
    if (!marksTarget(puzzle_)) return;
    const std::vector<std::string> target = targetPointTexts(puzzle_);
    for (std::string& text : puzzle_.sgfProperties) {
      if (text.rfind("MA[", 0) != 0) continue;
      auto p = sgf::parseProperty(text);
      if (!p.ok()) continue;
      std::erase_if(p->values, [&](const std::string& v) { return std::count(target.begin(), target.end(), v) > 0; });
      text = p->values.empty() ? std::string() : sgf::propertyText(*p);
    }
    std::erase_if(puzzle_.sgfProperties, [](const std::string& text) { return text.empty(); });
  }

  // Whether the title or the root comment speaks of marked stones ("the
  // marked group", "the triangled stones", △): only then does a triangle
  // at the root mark the target; elsewhere it is markup (goproblems'
  // files triangle a stone inside the eye space).
  bool wordsPointAtMarks() const {
    const std::string words = lowerCase(cat(puzzle_.title, "\n", puzzle_.comment));
    for (std::string_view mark : {std::string_view("marked"), std::string_view("triangle"),
                                  std::string_view("\xe2\x96\xb3") /* △ */, std::string_view("\xe2\x96\xb2") /* ▲ */,
                                  std::string_view("\xe6\xa0\x87\xe8\xae\xb0") /* 标记 */,
                                  std::string_view("\xe6\xa8\x99\xe8\xa8\x98") /* 標記 */})
      if (words.find(mark) != std::string::npos) return true;
    return false;
  }

  // The colour of the first stone MA marks at the root, if any.
  std::optional<Color> markedStonesColour() const {
    for (auto [x, y] : markedPoints_)
      if (std::optional<Color> c = stoneAt(x, y)) return c;
    return std::nullopt;
  }

  // The target's points as text: the marked stones of the defender's colour
  // (of the first marked stone's where the colour is not known), else the
  // stones of hers the words name, else inferTarget's (for a kill or live
  // problem where `lifeProblem`); `how` gains which.
  std::string targetFor(std::optional<Color> defender, const std::vector<std::string>& named, std::string& how,
                        bool lifeProblem = false) {
    std::string text;
    auto addPoint = [&](int x, int y) { text += (text.empty() ? "" : " ") + gtpName(x, puzzle_.height - 1 - y); };
    std::string passedOver;  // marks that are no target stone, for a notice: the first kMarksNamed
    constexpr int kMarksNamed = 8;
    int passed = 0;
    for (auto [x, y] : markedPoints_) {
      std::optional<Color> c = stoneAt(x, y);
      if (c && !defender) defender = c;
      if (c && c == defender) addPoint(x, y);
      else if (++passed <= kMarksNamed)
        passedOver += cat(passedOver.empty() ? "" : ", ", gtpName(x, puzzle_.height - 1 - y),
                          !c ? " (empty)" : *c == Color::Black ? " (Black's)" : " (White's)");
    }
    if (passed > kMarksNamed) passedOver += cat(" and ", passed - kMarksNamed, " more");
    if (passed > 0 && defender && !marksTold_) {
      marksTold_ = true;
      notice(at(tree_.at), cat(markName_, " marks ", passedOver, ": not ", *defender == Color::Black ? "Black" : "White",
                               "'s stones, so not part of the target (the target is the defender's stones)"));
    }
    if (!text.empty()) return how += cat(", the target the stones ", markName_, " marks, ", text, orReplaced("")), text;
    if (!defender) return "";
    for (const std::string& name : named) {
      ParsedPoint p = parsePoint(name, puzzle_.width, puzzle_.height);
      if (p.kind == ParsedPoint::Kind::OnBoard && stoneAt(p.x, puzzle_.height - 1 - p.y) == defender)
        addPoint(p.x, puzzle_.height - 1 - p.y);
    }
    if (!text.empty()) return how += cat(", the target the stones the words name, ", text, orReplaced("")), text;
    text = inferredTargetText(puzzle_, *defender, nullptr, lifeProblem);
    if (!text.empty())
      how += cat(", the target inferred as ", *defender == Color::Black ? "Black" : "White",
                 "'s likeliest group (her largest chain", lifeProblem ? " not in atari, where she has one" : "", "), ",
                 text,
                 orReplaced(cat(" (mark it with MA to say otherwise",
                                triangledPoints_.empty()
                                    ? ")"
                                    : "; the root's TR triangles are read as markup, since the words speak of "
                                      "no marked stones)")));
    return text;
  }

  // What follows the file's target in a notice: `otherwise`, or where the
  // command gives a target of its own, that it replaces this one.
  std::string orReplaced(const std::string& otherwise) const {
    return file_.options.targetGiven ? std::string(" (--target replaces it in the puzzle solved)") : otherwise;
  }

  // The notice of where the rules came from, where a goproof RU did not give them.
  void tellRules(const std::string& goal) {
    if (rulesFromFile_ || (file_.options.rulesGiven && !foreignRules_)) return;
    const std::string source = foreignRules_ ? cat("RU[", sgf::quoted(foreignRules_->second),
                                                   "] is not a goproof rule set (go, capture-N, gonnect, quench-N, "
                                                   "conversion, conquest)")
                                             : std::string(kNoRules);
    const SourceLocation where = foreignRules_ ? foreignRules_->first : at(tree_.at);
    if (!goal.empty()) {
      file_.notices.push_back({where, cat(source, ": ", goal), false});
      return;
    }
    if (foreignRules_ ? !file_.toldRules.insert(foreignRules_->second).second : file_.toldNoRules) return;
    if (!foreignRules_) file_.toldNoRules = true;
    file_.notices.push_back({where, cat(source, ": ", readAsText(puzzle_.rules, file_.options.rulesGiven)), false});
  }

  // TB and TW: under conquest, each player's territory (a point set up
  // with a stone, or as both, is an error at the property); under other
  // rules, markup kept as it was.
  absl::Status readTerritory(std::vector<std::string>& grid) {
    const bool conquest = gameOwnsTerritory(puzzle_.rules);
    std::vector<std::string> marks(puzzle_.height, std::string(puzzle_.width, '\0'));
    for (const auto& [p, kept] : territoryMarks_) {
      if (!conquest) {
        if (kept) puzzle_.sgfProperties.push_back(sgf::propertyText(p));
        continue;
      }
      if (absl::Status s = readSetup(p, marks); !s.ok()) return s;
      // A stone there is an error at the property that marks the point.
      for (int y = 0; y < puzzle_.height; ++y)
        for (int x = 0; x < puzzle_.width; ++x)
          if (marks[y][x] && grid[y][x] && grid[y][x] != '.')
            return error(p.at, cat("point ", gtpName(x, puzzle_.height - 1 - y), " is set up as a stone and as territory (",
                                   p.id, ")"));
    }
    for (int y = 0; y < puzzle_.height; ++y)
      for (int x = 0; x < puzzle_.width; ++x)
        if (marks[y][x]) grid[y][x] = marks[y][x];
    return absl::OkStatus();
  }

  // KM: the komi of a scored game (go, quench-N, conversion), once RU has said which game
  // it is. Elsewhere it means nothing to goproof and is kept as it was.
  absl::Status applyKomi() {
    if (!komi_) return absl::OkStatus();
    std::string_view value = komi_->second;
    if (!puzzle_.rules.scored()) {
      puzzle_.sgfProperties.push_back(cat("KM[", sgf::escapeValue(value), "]"));
      return absl::OkStatus();
    }
    Rules withKomi = puzzle_.rules;
    auto parsed = Rules::parse(cat(puzzle_.rules.toString(), puzzle_.rules.komi == 0 ? cat("+komi=", value) : ""));
    if (puzzle_.rules.komi == 0) {
      if (!parsed.ok())
        return error(komi_->first, cat("KM[", sgf::quoted(value), "]: the komi must be a whole or half number, as in KM[6.5]"));
      withKomi = *parsed;
    } else {
      double km = 0;
      auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), km);
      if (ec != std::errc() || end != value.data() + value.size() || km != puzzle_.rules.komi)
        return error(komi_->first, cat("KM[", sgf::quoted(value), "] contradicts RU[", puzzle_.rules.toString(), "]"));
    }
    puzzle_.rules = withKomi;
    return absl::OkStatus();
  }

  // The properties of one node of the setup chain. Below the root, PL and
  // setup override what the root said, a comment is added to the root's, and
  // the other root properties (GN, RU, ...) count only where the root lacks them.
  absl::Status readNode(const sgf::Node& node, bool isRoot, std::vector<std::string>& grid,
                        std::optional<Color>& toMove, std::set<std::string>& taken) {
    std::set<std::string> seen;
    bool hasAuthor = node.find("AN") != nullptr || taken.count("AN");
    for (const sgf::Property& p : node.properties) {
      const std::string& id = p.id;
      if (id == "SZ") {
        if (!isRoot) return error(p.at, "SZ below the root: the board size belongs in the root");
        continue;
      }
      if (id == "AB" || id == "AW" || id == "AE") {
        if (absl::Status s = readSetup(p, grid); !s.ok()) return s;
        continue;
      }
      // MA (or, where the root has no MA, TR) marks a local goal's target,
      // where the problem has one (readGoal); kept as markup.
      if ((id == "MA" || id == "TR") && isRoot) {
        std::vector<std::pair<int, int>>& markedPoints = id == "MA" ? markedPoints_ : triangledPoints_;
        for (const std::string& v : p.values) {
          std::vector<std::string_view> corners = split(v, ':');
          auto from = sgf::pointCoordinates(corners[0]), to = corners.size() == 2 ? sgf::pointCoordinates(corners[1]) : from;
          if (corners.size() > 2 || !from || !to) continue;  // not a point: markup that marks nothing here
          for (int y = std::min(from->second, to->second); y <= std::max(from->second, to->second); ++y)
            for (int x = std::min(from->first, to->first); x <= std::max(from->first, to->first); ++x)
              if (x < puzzle_.width && y < puzzle_.height) markedPoints.push_back({x, y});
        }
      }
      if (id == "TB" || id == "TW") {  // Conquest's territory, or markup: decided once RU is known
        territoryMarks_.push_back({p, isRoot || !taken.count(id)});
        continue;
      }
      if (id == "B" || id == "W")
        return error(p.at, cat("a move (", id, ") in the root node: puzzles start from setup"));
      if (id == "GPV") {
        if (!isRoot) return error(p.at, "GPV below the root: it belongs in the root node, beside GPC");
        claimsShown_ = p.values.size() == 1 && p.values[0] == "shown";
        if (!claimsShown_) return error(p.at, "GPV: expected GPV[shown] (the variations show the GPC claims)");
        continue;
      }
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
                         id == "GPK" || id == "GPP" || id == "GPL" || id == "GPQ" || id == "GPM" || id == "GPR" ||
                         id == "GPT" || id == "GPA" || id == "GPG" ||
                         id == "KM" || id == "FF" ||
                         id == "GM" || (id == "US" && !hasAuthor);
      if (!interpreted) {
        if (isRoot || !taken.count(id)) puzzle_.sgfProperties.push_back(sgf::propertyText(p));
        continue;
      }
      // PL[] (tsumego.js writes it, then PL[W]) says nothing: skip it.
      if (id == "PL" && p.values.size() == 1 && p.values[0].empty()) continue;
      auto value = single(p, seen);
      if (!value.ok()) return value.status();
      if (std::string_view field = stateField(id); !field.empty()) puzzle_.stateWhere[std::string(field)] = at(p.at);
      if (id == "PL") {
        bool numbered = false;
        std::optional<Color> color = sgfPlayer(*value, &numbered);
        if (!color) return error(p.at, cat("PL[", sgf::quoted(*value), "]: expected B or W"));
        if (numbered)
          notice(at(p.at), cat("PL[", *value, "] is the numbering of old SGF (FF[1] to FF[3]): read as PL[",
                               colorLetter(*color), "]"));
        toMove = *color;
        continue;
      }
      if (id == "C") {
        puzzle_.comment += (puzzle_.comment.empty() || value->empty() ? "" : "\n\n") + *value;
        continue;
      }
      if (!isRoot && !taken.insert(id).second) continue;  // the root's value stands
      taken.insert(id);
      if (id == "GM" && *value != "1")
        return error(p.at, cat("GM[", sgf::quoted(*value), "]: not a game of Go (GM[1])"));
      if (id == "FF" && !parseInt(*value, 1, 4))
        return error(p.at, cat("FF[", sgf::quoted(*value), "]: unknown file format (FF[1] to FF[4])"));
      if (id == "GM" || id == "FF") continue;  // written anew
      if (id == "RU") {
        if (absl::Status s = readRules(p, *value); !s.ok()) return s;
      } else if (id == "GN") {
        puzzle_.title = *value;
      } else if (id == "SO") {
        puzzle_.source = *value;
      } else if (id == "AN" || id == "US") {
        puzzle_.author = *value;
      } else if (id == "KM") {
        komi_ = {p.at, std::string(*value)};
      } else if (id == "GPL") {
        if (*value != "pass") return error(p.at, "GPL: the only last move it records is a pass, as in GPL[pass]");
        puzzle_.previousPass = true;
      } else if (id == "GPQ") {
        std::vector<std::string_view> coins = split(*value, ',');
        for (size_t k = 0; k < 2; ++k) {
          auto coin = k < coins.size() && coins.size() == 2 ? parseCoin(coins[k]) : absl::InvalidArgumentError("");
          if (!coin.ok()) return error(p.at, "GPQ: expected Black's and White's Quench coins, as in GPQ[tails,none]");
          puzzle_.coins[k] = *coin;
        }
      } else if (id == "GPM") {
        ParsedPoint point = parsePoint(*value, kMaxSide, kMaxSide);
        if (point.kind != ParsedPoint::Kind::OnBoard && point.kind != ParsedPoint::Kind::OffBoard &&
            point.kind != ParsedPoint::Kind::Pass)
          return error(p.at, "GPM: the move just before must be a GTP point such as c3, or pass");
        puzzle_.previousMove = lowerCase(*value);
      } else if (id == "GPR") {
        std::vector<std::string_view> runs = split(*value, ',');
        auto black = parseInt(runs[0], 0, 99), white = runs.size() == 2 ? parseInt(runs[1], 0, 99) : std::nullopt;
        if (!black || !white)
          return error(p.at, "GPR: expected Black's and White's mirror moves in a row, as in GPR[2,1]");
        puzzle_.mirrorRuns = {*black, *white};
      } else if (id == "GPG") {
        if (!readGoalField(*value, puzzle_))
          return error(p.at, "GPG: expected a local goal: capture, save, kill or live, each perhaps followed by 'or ko'");
      } else if (id == "GPT") {
        puzzle_.targets = lowerCase(*value);
      } else if (id == "GPA") {
        puzzle_.region = lowerCase(*value);
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
    return absl::OkStatus();
  }

  Color firstMoveColor() const {
    for (size_t n = 1; n < tree_.nodes.size(); ++n) {  // nodes are in file order
      if (tree_.nodes[n].find("B")) return Color::Black;
      if (tree_.nodes[n].find("W")) return Color::White;
    }
    return Color::Black;
  }

  // How a tree without answer marks is read.
  UnmarkedReading unmarkedReading() const {
    switch (file_.options.unmarked) {
      case UnmarkedTrees::Right: return UnmarkedReading::Right;
      case UnmarkedTrees::NotProblem: return UnmarkedReading::NotProblem;
      case UnmarkedTrees::Auto:
        return playerGiven_ || posesProblem(puzzle_.comment) ? UnmarkedReading::RightIfSilent
                                                             : UnmarkedReading::NotProblem;
    }
    return UnmarkedReading::NotProblem;
  }

  void notice(const SourceLocation& where, std::string message) {
    file_.notices.push_back({where, std::move(message), false});
  }

  // Claims from the variations, and the notices they call for.
  absl::Status readSolutions() {
    VariationContext context{path_,          puzzle_.width,      puzzle_.height,
                             puzzle_.toMove, file_.options.markers, unmarkedReading(),
                             puzzle_.rules.passAllowed()};
    std::vector<int> chain = setupChain();
    std::optional<sgf::GameTree> movesOnly;  // the tree without its setup chain, read above
    if (chain.size() > 1) {
      movesOnly = tree_;
      for (size_t i = 1; i < chain.size(); ++i) movesOnly->nodes[chain[i]].properties.clear();
    }
    auto reading = readVariations(movesOnly ? *movesOnly : tree_, context);
    if (!reading.ok()) return reading.status();
    if (reading->notProblem)
      notice(at(tree_.at), *reading->notProblem + (puzzle_.claims.empty() ? "" : " (its GPC claims stand)"));
    for (Claim& claim : reading->claims) puzzle_.claims.push_back(std::move(claim));
    if (reading->setupInVariation)
      notice(*reading->setupInVariation,
             "stones set up inside a variation: that variation is read up to them, and its later moves are not "
             "claimed");
    if (reading->sameColourTwice)
      notice(*reading->sameColourTwice,
             "two moves of one colour in a row (the other side's move, elsewhere or a pass, is not written): that "
             "variation is read up to them, and its later moves are not claimed");
    if (reading->passInVariation)
      notice(*reading->passInVariation,
             cat("a pass inside a variation, but ", puzzle_.rules.toString(),
                 " has no passing: that variation is read up to it, and its later moves are not claimed"));
    if (reading->setupBeforeMove)
      notice(*reading->setupBeforeMove,
             "a variation that sets up stones before its first move shows another position: that variation is "
             "skipped");
    if (reading->otherSideFirst)
      notice(*reading->otherSideFirst,
             cat("a variation that begins with ", colorLetter(opponent(puzzle_.toMove)), "'s move, but ",
                 colorLetter(puzzle_.toMove), " is to move: that variation is skipped"));
    if (reading->unmarkedReadAsRight && !file_.toldUnmarkedRight) {
      file_.toldUnmarkedRight = true;
      notice(at(tree_.at),
             // 失败 (failure)
             "only wrong answers are marked (BM, WV, or words such as \"Wrong\" or \xe5\xa4\xb1\xe8\xb4\xa5): the "
             "unmarked variations are read as right answers, as uliGo does (this and later trees of the file)");
    }
    if (reading->allUnmarkedReadAsRight && !file_.toldAllUnmarkedRight) {
      file_.toldAllUnmarkedRight = true;
      std::string why = file_.options.unmarked == UnmarkedTrees::Right ? "--unmarked right"
                        : playerGiven_ ? cat("the root says ", colorLetter(puzzle_.toMove), " is to play (PL)")
                                       : "the root comment poses the problem";
      notice(at(tree_.at), cat("no answer marks: every variation is read as a right answer, since ", why,
                               " (this and later such trees of the file; --unmarked none reads them as not "
                               "problems)"));
    }
    return absl::OkStatus();
  }

  const sgf::GameTree& tree_;
  const std::string& path_;
  FileContext& file_;
  Puzzle puzzle_;
  bool playerGiven_ = false;  // the setup says who is to play (PL)
  bool rulesFromFile_ = false;  // a goproof RU gave the rules
  std::optional<std::pair<SourceLocation, std::string>> foreignRules_;  // an RU of another game's rules
  std::vector<std::pair<int, int>> markedPoints_;  // MA in the root (else TR): {x, y from the top}
  std::vector<std::pair<int, int>> triangledPoints_;  // TR in the root
  std::string_view markName_ = "MA";  // the property that gave markedPoints_
  bool marksTold_ = false;  // the notice of marks that are no target stone was given
  bool claimsShown_ = false;  // GPV[shown] in the root
  std::optional<std::pair<sgf::TextPosition, std::string>> komi_;  // KM, applied once RU is known
  // TB and TW of the setup chain, each with whether it would be kept as
  // markup (as other uninterpreted properties are): read once RU is known.
  std::vector<std::pair<sgf::Property, bool>> territoryMarks_;
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
      if (p->id == "MA" && marksTarget(puzzle_)) {  // written below, with the target
        otherMarks_.insert(otherMarks_.end(), p->values.begin(), p->values.end());
        continue;
      }
      if (gameOwnsTerritory(puzzle_.rules) && (p->id == "TB" || p->id == "TW")) continue;  // written below
      kept.push_back(*p);
      keptUS = keptUS || p->id == "US";
      keptResult_ = keptResult_ || p->id == "RE";
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
    sgf::Property black = sgf::makeProperty("AB", {}), white = sgf::makeProperty("AW", {}),
                  blackLand = sgf::makeProperty("TB", {}), whiteLand = sgf::makeProperty("TW", {});
    std::vector<std::string_view> rows =
        puzzle_.rows.empty() ? std::vector<std::string_view>{} : split(puzzle_.rows, '/');
    for (int y = 0; y < static_cast<int>(rows.size()) && y < h && y < 52; ++y)
      for (int x = 0; x < static_cast<int>(rows[y].size()) && x < w && x < 52; ++x) {
        char c = rows[y][x];
        if (c == 'X' || c == 'x') black.values.push_back(sgf::pointText(x, y));
        if (c == 'O' || c == 'o') white.values.push_back(sgf::pointText(x, y));
        if (c == 'b') blackLand.values.push_back(sgf::pointText(x, y));
        if (c == 'w') whiteLand.values.push_back(sgf::pointText(x, y));
      }
    for (const sgf::Property* p : {&black, &white, &blackLand, &whiteLand})
      if (!p->values.empty()) rootProperty(*p);
    if (!puzzle_.ko.empty()) add("GPK", puzzle_.ko);
    if (puzzle_.prisoners != std::array<int, 2>{0, 0}) add("GPP", cat(puzzle_.prisoners[0], ",", puzzle_.prisoners[1]));
    if (puzzle_.previousPass) add("GPL", "pass");
    if (puzzle_.coins[0] != Coin::None || puzzle_.coins[1] != Coin::None)
      add("GPQ", cat(coinName(puzzle_.coins[0], puzzle_.rules), ",", coinName(puzzle_.coins[1], puzzle_.rules)));
    if (!puzzle_.previousMove.empty()) add("GPM", puzzle_.previousMove);
    if (puzzle_.mirrorRuns != std::array<int, 2>{0, 0})
      add("GPR", cat(puzzle_.mirrorRuns[0], ",", puzzle_.mirrorRuns[1]));
    if (!puzzle_.goal.empty()) add("GPG", goalFieldText(puzzle_));
    if (!isBlank(puzzle_.targets)) add("GPT", std::string(trimmedOfBlanks(puzzle_.targets)));
    if (marksTarget(puzzle_)) markTargets();
    if (!isBlank(puzzle_.region)) add("GPA", std::string(trimmedOfBlanks(puzzle_.region)));
    if (puzzle_.rules.scored()) {
      char komi[32];
      auto written = std::to_chars(komi, komi + sizeof komi, puzzle_.rules.komi);
      add("KM", std::string(komi, written.ptr));
    }
    writeClaims();
    for (const sgf::Property& p : kept) rootProperty(p);
    return std::move(tree_);
  }

 private:
  // Identifiers this writer produces itself; kept properties with them are dropped.
  inline static const std::set<std::string> kWritten = {"FF", "GM", "SZ",  "PL",  "RU",  "GN",  "SO",  "AN",
                                                        "C",  "AB", "AE",  "AW",  "B",   "W",   "GPC", "GPK",
                                                        "GPP", "GPL", "GPQ", "GPM", "GPR", "GPT", "GPA", "GPG", "GPV", "KM"};

  void rootProperty(sgf::Property p) { tree_.nodes[0].properties.push_back(std::move(p)); }
  void add(std::string id, std::string value) { rootProperty(sgf::makeProperty(std::move(id), {std::move(value)})); }

  // The SGF value for a move written canonically (an on-board lower-case GTP name, or "pass").
  std::optional<std::string> sgfMove(const std::string& move) const {
    if (move == "pass") return puzzle_.rules.passAllowed() ? std::optional<std::string>("") : std::nullopt;
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

  // MA on the target's stones, as tsumego.js and other programs mark a
  // problem's target (GPT says it to goproof), and on the other points
  // the file's MA marked.
  void markTargets() {
    sgf::Property ma = sgf::makeProperty("MA", targetPointTexts(puzzle_));
    for (const std::string& v : otherMarks_)
      if (std::count(ma.values.begin(), ma.values.end(), v) == 0) ma.values.push_back(v);
    if (!ma.values.empty()) rootProperty(std::move(ma));
  }

  // Whether a move's point holds a stone in the puzzle's position.
  bool occupied(const std::string& move) const {
    const ParsedPoint p = parsePoint(move, puzzle_.width, puzzle_.height);
    if (p.kind != ParsedPoint::Kind::OnBoard) return false;
    const std::vector<std::string_view> rows = split(puzzle_.rows, '/');
    const size_t row = static_cast<size_t>(puzzle_.height - 1 - p.y);
    return row < rows.size() && static_cast<size_t>(p.x) < rows[row].size() &&
           std::string_view("XxOo").find(rows[row][p.x]) != std::string_view::npos;
  }

  // A local goal's claims (only-win, lines with their strongest replies,
  // status) have no SGF form that reads back the same, so GPC holds them
  // all; the variations show them to other programs (Sabaki, problem
  // sites): each winning first move with its line, marked RIGHT, each move
  // claimed not to win with BM. GPV[shown] tells goproof to read GPC alone.
  void writeShownClaims() {
    const sgf::Property right = sgf::makeProperty("C", {"RIGHT"}), badMove = sgf::makeProperty("BM", {"1"});
    std::set<std::string> won, shown;
    for (const Claim& c : puzzle_.claims)
      if (c.kind == ClaimKind::Win || c.kind == ClaimKind::OnlyWin) won.insert(c.move);
    std::set<std::string> firstMovesShown;
    // Shows a variation unless a move has no SGF form, the first lands on a
    // stone, or the same moves are shown already.
    auto show = [&](const std::vector<std::string>& moves, const sgf::Property& last) {
      if (moves.empty() || occupied(moves.front())) return;
      std::vector<std::string> values;
      for (const std::string& m : moves)
        if (auto v = sgfMove(m)) values.push_back(*v);
        else return;
      std::string key;
      for (const std::string& v : values) key += v + ";";
      if (shown.insert(key).second) variation(values, last);
      firstMovesShown.insert(moves.front());
    };
    for (const Claim& c : puzzle_.claims) {
      if (c.kind != ClaimKind::Line || c.line.empty() || !won.count(c.line[0].move)) continue;
      std::vector<std::string> moves;
      for (const LineMove& m : c.line) moves.push_back(m.move);
      show(moves, right);
    }
    for (const Claim& c : puzzle_.claims) {
      if ((c.kind == ClaimKind::Win || c.kind == ClaimKind::OnlyWin) && !firstMovesShown.count(c.move))
        show({c.move}, right);  // no line of it could be shown
      if (c.kind == ClaimKind::NoWin && !c.move.empty() && !won.count(c.move)) show({c.move}, badMove);
    }
    sgf::Property gpc = sgf::makeProperty("GPC", {});
    for (const Claim& c : puzzle_.claims) gpc.values.push_back(toString(c));
    if (!gpc.values.empty()) rootProperty(std::move(gpc));
    if (tree_.nodes.size() > 1) add("GPV", "shown");
  }

  // Variations where reading them back gives exactly these claims; GPC for the rest.
  void writeClaims() {
    if (!puzzle_.goal.empty() && !keptResult_) return writeShownClaims();
    if (keptResult_) {  // RE makes a game record, whose variations are not read: every claim goes to GPC
      sgf::Property gpc = sgf::makeProperty("GPC", {});
      for (const Claim& c : puzzle_.claims) gpc.values.push_back(toString(c));
      if (!gpc.values.empty()) rootProperty(std::move(gpc));
      return;
    }
    const sgf::Property right = sgf::makeProperty("C", {"RIGHT"}), badMove = sgf::makeProperty("BM", {"1"});
    std::set<std::string> winClaimed, correctFirst, absorbed, noWins, lines;
    for (const Claim& c : puzzle_.claims)
      if (c.kind == ClaimKind::Win) winClaimed.insert(c.move);
    std::vector<bool> done(puzzle_.claims.size(), false);
    for (size_t i = 0; i < puzzle_.claims.size(); ++i) {
      const Claim& c = puzzle_.claims[i];
      if (c.kind != ClaimKind::Line || c.line.size() < 2 || c.line.size() >= kGameRecordMoves ||
          !winClaimed.count(c.line[0].move))
        continue;
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
  bool keptResult_ = false;  // an RE property is kept
  std::vector<std::string> otherMarks_;  // a goal puzzle's kept MA points, written with its target
};

}  // namespace

absl::StatusOr<PuzzleFile> puzzlesFromSgf(std::string_view text, const std::string& path,
                                          const ImportOptions& options) {
  auto collection = sgf::parse(text, path);
  if (!collection.ok()) return collection.status();
  PuzzleFile file;
  file.path = path;
  for (const sgf::ParseNote& note : collection->notes)
    file.notices.push_back({{path, note.at.line, note.at.column}, note.message, false});
  FileContext context{options, file.notices, {}, false, false, false};
  for (const sgf::GameTree& tree : collection->trees) {
    auto puzzle = TreeReader(tree, path, context).read();
    if (!puzzle.ok()) return puzzle.status();
    file.puzzles.push_back(*std::move(puzzle));
  }
  std::stable_sort(file.notices.begin(), file.notices.end(), [](const Notice& a, const Notice& b) {
    return std::pair(a.where.line, a.where.column) < std::pair(b.where.line, b.where.column);
  });
  return file;
}

std::string sgfFromPuzzles(const PuzzleFile& file) {
  // One tree at a time, written and dropped: a collection's trees held all
  // at once took several times the memory of the text they become.
  std::string out;
  for (const Puzzle& puzzle : file.puzzles) {
    sgf::Collection one;
    one.trees.push_back(TreeWriter(puzzle).write());
    out += sgf::write(one);
  }
  return out;
}

std::optional<Color> sgfPlayer(std::string_view value, bool* numbered) {
  if (numbered) *numbered = false;
  if (auto color = parseColor(value); color.ok()) return *color;
  if (value != "1" && value != "2") return std::nullopt;
  if (numbered) *numbered = true;
  return value == "1" ? Color::Black : Color::White;
}

std::optional<RulesSubstitution> rulesSubstitution(const Notice& notice) {
  const std::string& m = notice.message;
  const size_t mark = m.find(kDefaultOfRulesFlag);
  if (mark == std::string::npos) return std::nullopt;
  const size_t readAs = m.rfind(kReadAs, mark);
  if (readAs == std::string::npos) return std::nullopt;
  RulesSubstitution s;
  s.rules = m.substr(readAs + kReadAs.size(), mark - readAs - kReadAs.size());
  const std::string_view head = std::string_view(m).substr(0, readAs);
  if (head == kNoRules) {
    s.insteadOf = std::string(kNoRules);
    return s;
  }
  const size_t foreign = head.find(kForeignRules);
  if (head.substr(0, 3) != "RU[" || foreign == std::string_view::npos) return std::nullopt;
  s.insteadOf = std::string(head.substr(0, foreign + 1));
  return s;
}

}  // namespace goproof
