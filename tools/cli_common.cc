#include "tools/cli_common.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <csignal>
#include <filesystem>

#include "solver/rules/move_text.h"
#include "solver/util/text.h"

namespace goproof::cli {

void PositionFlags::addTo(CLI::App& app) {
  rulesOption = app.add_option("--rules", rules,
                                "Rule set, such as capture-1, capture-3+ko=simple, gonnect, gonnect+pie, go+komi=0.5, "
                                "quench-3 (with --goal: go)")
                    ->capture_default_str();
  app.add_option("--size", size, "Board size WxH (columns x rows), 1 to 19 each")->capture_default_str();
  app.add_option("--board", board, "Rows top first, X Black, O White (either case), . empty, separated by '/' (default: empty); "
                 "in conquest b and w are Black's and White's territory");
  app.add_option("--to-move", toMove, "Side to move: B or W")->capture_default_str();
  app.add_option("--ko", ko, "Point the side to move may not retake now");
  app.add_option("--prisoners", prisoners, "Prisoners already taken by Black and White, as B,W")
      ->capture_default_str();
  app.add_flag("--previous-pass", previousPass,
               "The move before was a pass, so another pass ends the game (go, quench-N, conversion)");
  app.add_option("--previous-move", previousMove,
                 "Conversion's mirror rule: the opponent's move just before, a point or pass (default: unknown)");
  app.add_option("--mirror-runs", mirrorRuns, "Conversion's mirror rule: Black's and White's mirror moves in a row, as B,W")
      ->capture_default_str();
  app.add_option("--coins", coins,
                 "Quench: Black's and White's coin as B,W, each none, tails or heads (quench-1 and quench-2: none or captured)")
      ->capture_default_str();
  app.add_option("--goal", goal,
                 "A local goal on Go's rules: capture, save, kill or live the --target (docs/goals.md); the rules "
                 "become go+goal=capture");
  app.add_option("--target", targets, "The goal's target: stones of one colour, as points such as 'c17 d17'");
  app.add_option("--region", region,
                 "Where moves may be played: points and corners such as 'a13-h19', or auto (the default for kill "
                 "and live: inferred from the position; for capture and save: every point), or auto+N (where the "
                 "wall is open, with the frame N lines further out)");
}

Rules rulesFlag(std::string_view text) {
  auto rules = Rules::parse(text);
  if (!rules.ok()) throw CommandError{std::string(rules.status().message())};
  return *rules;
}

namespace {
// Levenshtein's edit distance: letters added, dropped or changed.
size_t editDistance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}
}  // namespace

std::string nearestName(const std::string& word, const std::vector<std::string>& candidates) {
  std::string nearest;
  size_t best = 3;
  for (const std::string& name : candidates) {
    const size_t d = editDistance(word, name);
    if (d < best && 2 * d < word.size()) best = d, nearest = name;
  }
  return nearest;
}

std::string listWithOr(const std::vector<std::string>& words) {
  std::string list;
  for (size_t i = 0; i < words.size(); ++i) list += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  return list;
}

std::string didYouMean(const std::string& word, const std::vector<std::string>& candidates) {
  const std::string nearest = nearestName(lowerCase(word), candidates);
  return nearest.empty() ? nearest : cat("; did you mean ", nearest, "?");
}

// "goal: 'life' is not a goal (auto, capture, save, kill or live); did you
// mean live?": the words --goal takes, with auto where the command reads files.
static std::string notAGoal(const std::string& goal, bool autoToo) {
  std::vector<std::string> words = {"capture", "save", "kill", "live"};
  if (autoToo) words.insert(words.begin(), "auto");
  return cat("goal: '", goal, "' is not a goal (", listWithOr(words), ")", didYouMean(goal, words));
}

std::pair<int, int> sizeFlag(std::string_view text) {
  auto size = parseBoardSize(text);
  if (!size.ok()) throw CommandError{std::string(size.status().message())};
  return *size;
}

PositionSpec PositionFlags::toSpec() const {
  PositionSpec spec;
  auto fail = [](const absl::Status& s) { throw CommandError{std::string(s.message())}; };
  spec.rules = rulesFlag(rules);
  if (!goal.empty()) {
    std::optional<GoalWord> word = goalWord();
    if (!word) throw CommandError{notAGoal(goal, false)};
    const bool rulesGiven = rulesOption && rulesOption->count() > 0;
    if (!spec.rules.targetGoal()) spec.rules = rulesFlag(cat(rulesGiven ? rules : "go", "+goal=capture"));
    if (targets.empty()) throw CommandError{cat("target: --goal ", goal, " needs --target, the stones to ", goal)};
    if (board.empty())
      throw CommandError{cat("board: --goal ", goal, " needs the position: its stones with --board (on the ", size,
                             " board; --size sets the size), or a problem file: goproof solve FILE")};
  }
  spec.targets = targets;
  spec.region = region;
  if (region.empty() && goalWord() && aboutLife(*goalWord())) spec.region = std::string(kInferredRegion);
  std::tie(spec.width, spec.height) = sizeFlag(size);
  auto color = parseColor(toMove);
  if (!color.ok()) fail(color.status());
  spec.toMove = *color;
  spec.rows = board;
  spec.ko = ko;
  spec.previousPass = previousPass;
  spec.previousMove = previousMove;
  {
    size_t sep = mirrorRuns.find(',');
    bool ok = sep != std::string::npos;
    for (int c = 0; c < 2 && ok; ++c) {
      std::string_view part =
          c == 0 ? std::string_view(mirrorRuns).substr(0, sep) : std::string_view(mirrorRuns).substr(sep + 1);
      auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), spec.mirrorRuns[c]);
      ok = !part.empty() && ec == std::errc() && end == part.data() + part.size();
    }
    if (!ok) throw CommandError{cat("mirror runs: '", mirrorRuns, "' is not two counts 'B,W' such as 2,1")};
  }
  size_t comma = prisoners.find(',');
  bool ok = comma != std::string::npos;
  for (int c = 0; c < 2 && ok; ++c) {
    std::string_view part = c == 0 ? std::string_view(prisoners).substr(0, comma)
                                   : std::string_view(prisoners).substr(comma + 1);
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), spec.prisoners[c]);
    ok = !part.empty() && ec == std::errc() && end == part.data() + part.size();
  }
  if (!ok) throw CommandError{cat("prisoners: '", prisoners, "' is not two counts B,W such as 0,2")};
  comma = coins.find(',');
  if (comma == std::string::npos) throw CommandError{cat("coins: '", coins, "' is not two coins B,W such as heads,none")};
  for (int c = 0; c < 2; ++c) {
    auto coin = parseCoin(c == 0 ? std::string_view(coins).substr(0, comma) : std::string_view(coins).substr(comma + 1));
    if (!coin.ok()) fail(coin.status());
    spec.coins[c] = *coin;
  }
  return spec;
}

namespace {

// The transform readNumbersAsDecimal gives each number option: leading zeros
// dropped, other bases refused (an empty string back means the text is good).
std::string asDecimal(std::string& text) {
  if (text.empty()) return "'' is not a number";  // CLI11 would read it as no value at all
  size_t digits = text[0] != '+' && text[0] != '-' ? 0 : 1;
  if (text.size() > digits + 1 && text[digits] == '0' && std::isalpha(static_cast<unsigned char>(text[digits + 1])) &&
      text[digits + 1] != 'e' && text[digits + 1] != 'E')
    return cat(text, " is not a decimal number");
  size_t zeros = digits;
  while (zeros + 1 < text.size() && text[zeros] == '0' && std::isdigit(static_cast<unsigned char>(text[zeros + 1])))
    ++zeros;
  text.erase(digits, zeros - digits);
  return {};
}

}  // namespace

void refuseMoveTakenForFile(const std::string& file, const std::string& flag, const std::vector<std::string>& given) {
  // A move's text as every command reads it (on or off any board: the size does not matter here).
  const bool moveLike = readMoveText(file, 1, 1).error.empty();
  std::error_code error;
  if (given.empty() || !moveLike || std::filesystem::exists(file, error)) return;
  throw CommandError{cat(file, ": no such puzzle file, and it looks like a ", flag == "--line" || flag == "--moves" ? "move" : "point",
                         ": give ", flag, " its list as one quoted word (", flag, " '", given.back(), " ", file, "')")};
}

void readNumbersAsDecimal(CLI::App& app) {
  for (CLI::Option* option : app.get_options()) {
    const std::string type = option->get_type_name();
    if (type.rfind("INT", 0) == 0 || type.rfind("UINT", 0) == 0 || type.rfind("FLOAT", 0) == 0)
      option->transform(CLI::Validator(asDecimal, ""));
  }
  for (CLI::App* sub : app.get_subcommands({})) readNumbersAsDecimal(*sub);
}

void SolverFlags::addTo(CLI::App& app, bool withAllMoves) {
  app.add_option("--solver", solver, "Search algorithm: dfpn, alphabeta or retro")->capture_default_str();
  if (withAllMoves) {
    app.add_flag("--all-moves", settings.allMoves, "Also give the value of every legal move");
    app.add_flag("--value-only", settings.valueOnly,
                 "Only the value (in scored games the exact score): no winning or best moves and no line, so that "
                 "df-pn and alpha-beta stop once the value is proven");
    app.add_option("--score-guess", scoreGuess,
                   "Scored games, df-pn and alpha-beta: Black's margin guessed, in points (25, -0.5): the exact score's "
                   "first questions are asked there, so a right guess takes two; the answer is the same whatever the "
                   "guess (alpha-beta's line then keeps the margin but is not the fastest); one beyond the margins "
                   "the board allows asks at the nearest of them");
  }
  app.add_option("--tt-mb", settings.tableMegabytes, "Transposition table size in MiB")->capture_default_str();
  app.add_option("--time-limit", settings.timeLimitSeconds, withAllMoves ? "Stop after this many seconds (value unknown, exit 3)" : "Give up any one search after this many seconds (claim undecided, exit 3)");
  app.add_option("--threads", settings.threads,
                 "Search threads (default: every hardware thread, here " + std::to_string(hardwareThreads()) +
                     "); 1 is the serial search, node for node");
  app.add_flag_callback("--no-symmetry", [this] { settings.useSymmetry = false; }, "Do not merge symmetric positions (for measuring what symmetry buys)");
  app.add_flag_callback("--no-ordering", [this] { settings.ordering = false; }, "Do not order moves by rules knowledge (for measuring what it buys)");
  app.add_flag_callback("--no-win-at-once", [this] { settings.winAtOnce = false; },
               "df-pn: do not settle a position whose side to move can win with one move without searching it (for measuring what it buys)");
  app.add_flag_callback("--no-pn-init", [this] { settings.knowledgeInit = false; },
               "df-pn: start new positions at proof and disproof numbers 1, not from rules knowledge (for measuring what it buys)");
  app.add_flag_callback("--no-life-bounds", [this] { settings.lifeBounds = false; },
               "Scored games: do not settle or cut off positions by the points each side's unconditionally alive groups keep (for measuring what it buys)");
  app.add_flag_callback("--no-safe-regions", [this] { settings.safeRegions = false; },
               "Go: bound the score by unconditional life alone, without the small regions its groups enclose that the enemy cannot keep (for measuring what they buy)");
  app.add_flag_callback("--wall-regions", [this] { settings.wallRegions = true; },
               "Go, alpha-beta: also bound the score by walls that live by their small regions, a trial (docs/solvers.md)");
  app.add_option_function<int>(
         "--wall-region-points",
         [this](int points) {
           settings.wallRegions = true;
           settings.wallRegionPoints = points;
         },
         "With --wall-regions (and turning it on): the largest region the walls search, 1 to 12 (default 8; larger "
         "regions cut nodes but cost more than they save on 4x5, docs/solvers.md)")
      ->check(CLI::Range(1, 12));
  app.add_flag_callback("--no-last-region", [this] { settings.lastRegion = false; },
               "Go: do not give a colour every point where her alive groups and their eyes leave one region she keeps "
               "with the enemy bound by ko bans too, in the search or in a proof (for measuring what it buys)");
  app.add_flag_callback("--last-region", [this] { settings.lastRegion = true; },
               "Go: the last region, the default (docs/solvers.md; kept for older commands)");
  app.add_option("--deepen-by", settings.deepenBy,
                 "Alpha-beta with --score-guess: from depth 10 on (--deepen-from), deepen each question's iterations by this many "
                 "plies, 1 to 4 (default 1; 2 is a trial that reached 4x5 Go's proof a third sooner, docs/solvers.md)")
      ->check(CLI::Range(1, 4));
  app.add_option("--deepen-from", settings.deepenFrom,
                 "With --deepen-by: the depth from which iterations step by it, 1 to 100 (default 10; 9 with "
                 "--deepen-by 2 searches odd depths, where MIGOS proved 5x5 Go at 23, docs/solvers.md)")
      ->check(CLI::Range(1, 100));
  app.add_flag_callback("--no-score-bounds", [this] { settings.scoreBounds = false; },
               "df-pn, scored games: do not let what one question of the exact score settles serve the others (for measuring what sharing them buys)");
  app.add_flag_callback("--no-sibling-merge", [this] { settings.mergeSiblings = false; },
               "df-pn: count and search separately the moves that reach one position, such as symmetric moves (for measuring what merging them buys)");
  app.add_flag_callback("--no-transposition-cutoffs", [this] { settings.transpositionCutoffs = false; },
               "alpha-beta: search a node's moves without first looking each child up for a refutation at once (for measuring what enhanced transposition cut-offs buy)");
  app.add_flag_callback("--no-child-cache", [this] { settings.childCache = false; },
               "df-pn: initialise a node's children afresh each time it is searched, without keeping its child list (for measuring what the cache buys)");
  app.add_option("--contact-bias", settings.contactBias,
                 "df-pn, in Go, Quench and Conversion Go (not under --goal): the moves touching no enemy stone, of the side the "
                 "question asks to win (Black in \"B+k or more?\"), count their proof numbers this many times, 1 to 64 (1: no "
                 "bias; refused where it would weigh nothing)")
      ->capture_default_str();
  app.add_option("--epsilon", settings.epsilon, "df-pn's 1+epsilon threshold trick (0 for plain df-pn)")->capture_default_str();
}

SolverOptions SolverFlags::toOptions() const {
  SolverOptions o;
  static_cast<SearchSettings&>(o) = settings;  // the knobs, whole; checked here
  try {
    o.kind = parseSolverKind(solver);
  } catch (const std::invalid_argument& e) {
    throw CommandError{e.what()};
  }
  if (o.tableMegabytes < 1 || o.tableMegabytes > (size_t{1} << 20))
    throw CommandError{"tt-mb: must be from 1 to 1048576"};
  // NaN fails every comparison: test for what is allowed, not for what is not.
  if (!(std::isfinite(o.timeLimitSeconds) && o.timeLimitSeconds >= 0))
    throw CommandError{"time-limit: must be a number of seconds, 0 (no limit) or more"};
  if (!(std::isfinite(o.epsilon) && o.epsilon >= 0 && o.epsilon <= 100))
    throw CommandError{"epsilon: must be from 0 to 100"};
  if (o.contactBias < 1 || o.contactBias > 64) throw CommandError{"contact-bias: must be from 1 to 64"};
  if (settings.valueOnly && settings.allMoves)
    throw CommandError{"value-only: asks for no move, and --all-moves for every move's value: give one of them"};
  if (scoreGuess) {
    const double halves = *scoreGuess * 2;
    if (!(std::isfinite(halves) && halves == std::floor(halves) && std::abs(halves) <= 1 << 20))
      throw CommandError{"score-guess: must be a margin in whole or half points, such as 25 or -0.5"};
    o.scoreGuess = static_cast<HalfPoints>(halves);
  }
  if (settings.threads < 0 || settings.threads > kMaxSearchThreads)
    throw CommandError{cat("threads: must be from 1 to ", kMaxSearchThreads, " (or 0: every hardware thread)")};
  o.threads = settings.threads == 0 ? hardwareThreads() : settings.threads;
  if (settings.threads > 1 && o.kind == SolverKind::Retrograde)
    std::cerr << "goproof: note: --solver retro searches on one thread (--threads is for df-pn and alpha-beta)\n";
  if (o.threads > hardwareThreads())
    std::cerr << "goproof: warning: --threads " << o.threads << " is more than the " << hardwareThreads()
              << " hardware threads here; the threads will share them\n";
  return o;
}

void ImportFlags::addTo(CLI::App& app) {
  rulesOption = app.add_option("--rules", rules, "Rules for SGF files without a usable RU, and for diagrams")
                    ->capture_default_str();
  app.add_option("--size", diagramSize, "Board size for partial diagrams, WxH");
  app.add_option("--correct-marker", correctMarkers,
                 "A comment text that marks a correct SGF branch (a house convention; repeatable)");
  app.add_option("--wrong-marker", wrongMarkers,
                 "A comment text that marks a wrong SGF branch (a house convention; repeatable)");
  app.add_option("--goal", goal,
                 "Local goals (docs/goals.md): by default the goal a problem's words state (\"Black to kill\"); auto "
                 "also infers one where they state none; capture, save, kill or live sets it");
  app.add_option("--unmarked", unmarked,
                 "SGF trees with no answer marks: auto (right answers when the root says who is to play), right, "
                 "or none (not problems)")
      ->capture_default_str();
}

ImportOptions ImportFlags::toOptions() const {
  ImportOptions o;
  o.markers = {correctMarkers, wrongMarkers};
  o.rulesGiven = rulesOption && rulesOption->count() > 0;
  for (const std::string& marker : correctMarkers)
    if (marker.empty()) throw CommandError{"correct-marker: must not be empty"};
  for (const std::string& marker : wrongMarkers)
    if (marker.empty()) throw CommandError{"wrong-marker: must not be empty"};
  if (unmarked == "auto") o.unmarked = UnmarkedTrees::Auto;
  else if (unmarked == "right") o.unmarked = UnmarkedTrees::Right;
  else if (unmarked == "none") o.unmarked = UnmarkedTrees::NotProblem;
  else throw CommandError{cat("unmarked: expected auto, right or none, not '", unmarked, "'")};
  o.rules = rulesFlag(rules);
  if (!goal.empty() && goal != "auto" && !parseGoalWord(goal))
    throw CommandError{notAGoal(goal, true)};
  o.goal = goal;
  if (!diagramSize.empty()) o.diagramSize = sizeFlag(diagramSize);
  return o;
}

void checkStdout() {
  std::cout.flush();
  std::fflush(stdout);
  if (!std::cout || std::ferror(stdout))
    throw CommandError{cat("cannot write to standard output: ", errno ? std::strerror(errno) : "write error"),
                       kExitWriteFailed};
}

namespace {
std::atomic<bool>* stopFlag = nullptr;
// The line a QuitAtOnceOnSignal prints, null while none is alive.
std::atomic<const std::string*> quitLine{nullptr};

[[noreturn]] void quitNow(const std::string& line) {
  ssize_t ignored = ::write(STDERR_FILENO, line.data(), line.size());  // async-signal-safe, as is _exit
  (void)ignored;
  ::_exit(kExitUnknown);
}

extern "C" void onStopSignal(int) {
  if (stopFlag) stopFlag->store(true);
  if (const std::string* line = quitLine.load()) quitNow(*line);
}
}  // namespace

QuitAtOnceOnSignal::QuitAtOnceOnSignal(const char* command) {
  static std::string line;
  line = cat("goproof ", command, ": interrupted; nothing was written\n");
  quitLine.store(&line);
  if (stopFlag && stopFlag->load()) quitNow(line);
}

QuitAtOnceOnSignal::~QuitAtOnceOnSignal() { quitLine.store(nullptr); }

void stopOnSignals(std::atomic<bool>* flag) {
  stopFlag = flag;
  // Without SA_RESTART: a read blocked on a terminal or FIFO returns EINTR,
  // so Ctrl-C stops a command that is still reading its input.
  struct sigaction action {};
  action.sa_handler = onStopSignal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

ParsedMove parseMove(const std::string& text, int width, int height) {
  const MoveText read = readMoveText(text, width, height);
  if (!read.error.empty()) throw CommandError{read.error};
  ParsedMove parsed;
  parsed.move = read.move;
  parsed.offBoard = read.offBoard;
  parsed.twoStones = read.twoStones;
  return parsed;
}

}  // namespace goproof::cli
