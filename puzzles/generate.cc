#include "puzzles/generate.h"

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <random>

#include "puzzles/capture_theme.h"
#include "puzzles/game_puzzle.h"
#include "puzzles/local_positions.h"
#include "puzzles/position_key.h"
#include "puzzles/problem_judge.h"
#include "solver/rules/game_registry.h"
#include "solver/search/goal_status.h"
#include "solver/search/search_threads.h"
#include "solver/util/name_table.h"

namespace goproof {

namespace {

constexpr NameTable<ProblemKind, 9> kKindNames = {{
    {ProblemKind::OnlyWin, "only-win"},
    {ProblemKind::Tutorial, "tutorial"},
    {ProblemKind::BestMove, "best-move"},
    {ProblemKind::NoWin, "no-win"},
    {ProblemKind::Connect, "connect"},
    {ProblemKind::Capture, "capture"},
    {ProblemKind::Save, "save"},
    {ProblemKind::Kill, "kill"},
    {ProblemKind::Live, "live"},
}};

// Whether the game plays a local goal (TargetGame), whose problems come
// from positions drawn for them rather than from random games.
template <class Game>
constexpr bool kLocalGoalGame = false;
template <int Words>
constexpr bool kLocalGoalGame<TargetGame<Words>> = true;

// A random game stops here if it has not ended (Go-like games can cycle).
int plyCap(int points) { return 4 * points + 20; }

// A seed for game number `index` of a run: the same on every machine.
uint64_t gameSeed(uint64_t seed, uint64_t index) {
  uint64_t z = seed * 0x9E3779B97F4A7C15ULL + index + 0x632BE59BD9B4E019ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// One move of a playout. Scored games: no pass while another move is left,
// and no filling of one's own one-point eye, so that games end. Careful
// play (games won by a move): win at once when possible, and avoid moves
// that let the opponent win at once; that gives the positions depth.
template <class Game>
Move playoutMove(Game& game, std::mt19937_64& rng, bool careful) {
  typename Game::MoveListType list;
  game.legalMoves(list);
  std::vector<Move> moves(list.begin(), list.end());
  if (game.scored()) {
    std::vector<Move> sensible;
    for (Move m : moves)
      if (m != kPass && !fillsOwnEye(game, m)) sensible.push_back(m);
    if (!sensible.empty()) moves = std::move(sensible);
  } else if (careful) {
    const Winner mine = winnerOf(game.toMove());
    std::vector<Move> wins, safe;
    for (Move m : moves) {
      game.play(m);
      if (game.result() == mine) {
        wins.push_back(m);
      } else if (!winsAtOnce(game)) {
        safe.push_back(m);
      }
      game.undo();
    }
    if (!wins.empty()) moves = std::move(wins);
    else if (!safe.empty()) moves = std::move(safe);
  }
  return moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)];
}

// Under area scoring prisoners decide nothing, except that Quench's coin
// comes with a player's first capture: a random game's 23 prisoners become
// 1 (Quench) or 0, which reads better and sets up the same game.
Puzzle withoutIdlePrisoners(Puzzle p) {
  if (p.rules.goal != Goal::AreaScore) return p;
  const int most = p.rules.groups == GroupRule::Free ? 0 : 1;
  for (int& n : p.prisoners) n = std::min(n, most);
  return p;
}

// The generator for one game type (GameSetUp<Game> sets a position up).
template <PuzzleGame Game>
class Generator {
 public:
  explicit Generator(const GenerateOptions& options)
      : options_(options), swappable_(coloursSwappable(options.rules)) {}

  GenerateResult run() {
    start_ = std::chrono::steady_clock::now();
    if constexpr (kLocalGoalGame<Game>) drawLocalPositions();
    else if (options_.all) listAll();
    else playGames();
    explainShortfall();
    numberByGrade();
    return std::move(result_);
  }

 private:
  using Clock = std::chrono::steady_clock;

  PositionSpec emptySpec() const {
    PositionSpec spec;
    spec.rules = options_.rules;
    spec.width = options_.width;
    spec.height = options_.height;
    return spec;
  }
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }
  bool timeIsUp() const {
    return (options_.stop && options_.stop->load()) ||
           (options_.timeLimitSeconds > 0 && elapsed() >= options_.timeLimitSeconds);
  }
  bool enough() const { return options_.count > 0 && static_cast<int>(result_.puzzles.size()) >= options_.count; }

  // Judges a position given as a puzzle, on a game set up from it (as verify
  // will set it up), remembering the verdict for the same position met again.
  Judgement judge(const Puzzle& position) {
    const std::string key = positionKey(position);
    {
      std::lock_guard lock(cacheMutex_);
      if (auto it = cache_.find(key); it != cache_.end()) return it->second;
    }
    Judgement j;
    auto game = GameSetUp<Game>::from(positionOf(position));
    if (!game.ok()) {
      j.outcome = Judged::FailedCheck;  // a position play reached that set-up refuses: never written
    } else {
      // A local goal is reached without ko: no threat for the side to move, any number for the other.
      if constexpr (kLocalGoalGame<Game>) askWinWithoutKo(*game);
      ProblemJudge<Game> judge(options_);
      j = judge.judge(*game, position);
      if constexpr (kLocalGoalGame<Game>)
        if (j.outcome == Judged::Found && !sameAnswerInAWiderRegion(*game, j.puzzle))
          j = verdict(Judged::RegionDependent);
    }
    std::lock_guard lock(cacheMutex_);
    cache_.emplace(key, j);
    return j;
  }

  // Capture and save problems are exact for their region, whose side is a
  // liberty nobody fills: a problem is kept only when, with the region
  // grown by one line all round, the same one move still reaches the goal
  // (settled within the node limit), so that the side did not decide it.
  // Kill and live problems are enclosed by their wall.
  // `narrow` is the problem's game, `p` the problem found in it.
  bool sameAnswerInAWiderRegion(const Game& narrow, const Puzzle& p) const {
    if constexpr (kLocalGoalGame<Game>) {
      if (options_.kind != ProblemKind::Capture && options_.kind != ProblemKind::Save) return true;
      const auto& geo = narrow.geometry();
      Puzzle wider = p;
      wider.region = formatPointSet(narrow.region() | geo.neighbors(narrow.region()), geo);
      auto game = GameSetUp<Game>::from(positionOf(wider));
      if (!game.ok()) return false;
      askWinWithoutKo(*game);
      std::string answer;
      for (const Claim& c : p.claims)
        if (c.kind == ClaimKind::OnlyWin) answer = c.move;
      const std::optional<Move> move = game->moveNamed(answer);
      SolverOptions o;
      o.threads = 1;
      o.allMoves = true;
      o.nodeLimit = checkNodeLimit(options_);  // unsettled counts as changed: the doubt goes against the problem
      o.tableMegabytes = 16;
      o.stop = options_.stop;
      SolveResult r;
      try {
        r = solvePosition(*game, o);
      } catch (const std::invalid_argument&) {
        return false;
      }
      return move && r.complete && r.value == Value::Win && r.winningMoves == std::vector<Move>{*move};
    }
    return true;
  }

  // In order: counts the verdict, and takes a new problem.
  void take(const Judgement& j) {
    GenerateTally& t = result_.tally;
    if (j.outcome == Judged::Over) return;
    ++t.positions;
    switch (j.outcome) {
      case Judged::Over: return;
      case Judged::Unsolved: ++t.unsolved; return;
      case Judged::WrongKind: ++t.wrongKind; return;
      case Judged::OutOfRange: ++t.outOfRange; return;
      case Judged::FailedCheck: ++t.failedCheck; return;
      case Judged::RegionDependent: ++t.regionDependent; return;
      case Judged::Found: break;
    }
    if (enough()) return;
    if (!seen_.insert(canonicalPositionKey(j.puzzle, swappable_)).second) {
      ++t.duplicates;
      return;
    }
    Puzzle p = j.puzzle;
    p.source = options_.source;
    result_.puzzles.push_back(std::move(p));
    result_.difficulty.push_back(j.difficulty);
    result_.themes.push_back(j.theme);
    sinceLastFound_ = 0;
  }

  // A graded set runs from easy to hard: the problems sorted by grade (in
  // the order found within a grade), then numbered.
  void numberByGrade() {
    std::vector<size_t> order(result_.puzzles.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return result_.difficulty[a].grade < result_.difficulty[b].grade;
    });
    std::vector<Puzzle> puzzles;
    std::vector<Difficulty> difficulty;
    std::vector<std::string> themes;
    for (size_t i : order) {
      puzzles.push_back(std::move(result_.puzzles[i]));
      puzzles.back().title = cat("#", puzzles.size(), ": ", puzzles.back().title);
      difficulty.push_back(result_.difficulty[i]);
      themes.push_back(result_.themes[i]);
    }
    result_.puzzles = std::move(puzzles);
    result_.difficulty = std::move(difficulty);
    result_.themes = std::move(themes);
  }

  void report() {
    if (!options_.progress) return;
    const double t = elapsed();
    if (t < nextReport_) return;
    nextReport_ = t + 1;
    options_.progress(GenerateProgress{static_cast<int>(result_.puzzles.size()), options_.count,
                                       result_.tally.positions, result_.tally.games, t});
  }

  // Games 0, 1, 2, ... of the run, on the threads: work(i) judges game i's
  // positions, and the verdicts are taken in game order, whatever the
  // threads, until enough problems are found, the games run out, or time
  // is up.
  template <class Work>
  void judgeGames(Work work) {
    const uint64_t maxGames = patience() * (2000 + 500 * static_cast<uint64_t>(options_.count));
    SearchThreads threads(std::max(1, options_.threads));
    uint64_t next = 0;
    threads.pipeline(
        4 * static_cast<size_t>(std::max(1, options_.threads)),
        [&]() -> std::optional<size_t> {
          if (done_.load() || timeIsUp() || next >= maxGames) return std::nullopt;
          return next++;
        },
        [&](size_t index) -> std::vector<Judgement> {
          if (done_.load() || timeIsUp()) return {};
          return work(index);
        },
        [&](size_t, std::vector<Judgement>& judged) {
          ++result_.tally.games;
          ++sinceLastFound_;
          for (const Judgement& j : judged) take(j);
          if (enough() || sinceLastFound_ >= staleGames()) done_ = true;
          report();
        });
    result_.stopped = !enough() && timeIsUp();
  }

  // Random games from the empty board; from each, a few of its positions.
  void playGames() {
    const int points = options_.width * options_.height;
    // How far back from a game's end positions are taken: harder grades need
    // positions with more play left in them.
    const int window = 6 + 2 * options_.highestGrade;
    judgeGames([&](size_t index) {
      std::vector<Judgement> out;
      std::mt19937_64 rng(gameSeed(options_.seed, index));
      auto game = GameSetUp<Game>::from(emptySpec());
      if (!game.ok()) return out;
      const bool careful = std::uniform_int_distribution<int>(0, 3)(rng) != 0;
      std::vector<Puzzle> positions;
      while (game->result() == Winner::None && game->ply() < plyCap(points)) {
        positions.push_back(withoutIdlePrisoners(puzzleAt(*game)));
        game->play(playoutMove(*game, rng, careful));
      }
      const int last = static_cast<int>(positions.size());
      const int first = std::max(0, last - window);
      std::vector<int> plies;
      for (int k = 0; k < kPositionsPerGame && first < last; ++k)
        plies.push_back(std::uniform_int_distribution<int>(first, last - 1)(rng));
      std::sort(plies.begin(), plies.end());
      plies.erase(std::unique(plies.begin(), plies.end()), plies.end());
      for (int ply : plies) out.push_back(judge(positions[ply]));
      return out;
    });
  }

  // Local goals: a position drawn for the kind (local_positions.h) from
  // each game's seed.
  void drawLocalPositions() {
    if constexpr (kLocalGoalGame<Game>) {
      const LocalPositions<Game::kWords> drawer(options_);
      judgeGames([&](size_t index) -> std::vector<Judgement> {
        std::optional<Puzzle> position = drawer.make(gameSeed(options_.seed, index));
        if (!position) return {};
        return {judge(*position)};
      });
    }
  }

  // Every position reachable from the empty board, once up to symmetry, in
  // depth-first order; judged in batches on the threads.
  void listAll() {
    auto root = GameSetUp<Game>::from(emptySpec());
    if (!root.ok()) return;
    Game& game = *root;
    absl::flat_hash_set<uint64_t> visited;
    std::vector<Puzzle> batch;
    SearchThreads threads(std::max(1, options_.threads));
    auto flush = [&] {
      size_t next = 0;
      threads.pipeline(
          4 * static_cast<size_t>(std::max(1, options_.threads)),
          [&]() -> std::optional<size_t> {
            if (next == batch.size() || timeIsUp()) return std::nullopt;
            return next++;
          },
          [&](size_t k) { return judge(batch[k]); },
          [&](size_t, Judgement& j) {
            take(j);
            report();
          });
      batch.clear();
    };
    auto visit = [&]() -> bool {  // true for a new position whose game goes on
      if (!visited.insert(game.canonicalHash()).second) return false;
      ++result_.tally.games;
      if (game.result() != Winner::None) return false;
      batch.push_back(puzzleAt(game));
      if (batch.size() == kBatch) flush();
      return true;
    };
    struct Frame {
      typename Game::MoveListType moves;
      int next = 0;
    };
    std::vector<Frame> stack;
    if (visit()) {
      stack.emplace_back();
      game.legalMoves(stack.back().moves);
    }
    while (!stack.empty() && !enough() && !timeIsUp()) {
      Frame& top = stack.back();
      if (top.next == top.moves.size) {
        stack.pop_back();
        if (!stack.empty()) game.undo();
        continue;
      }
      game.play(top.moves[top.next++]);
      if (visit()) {
        stack.emplace_back();
        game.legalMoves(stack.back().moves);
      } else {
        game.undo();
      }
    }
    if (!enough() && !timeIsUp()) flush();
    result_.stopped = !enough() && timeIsUp();
  }

  void explainShortfall() {
    const int found = static_cast<int>(result_.puzzles.size());
    if (options_.count > 0 && found >= options_.count) return;
    if (options_.all && options_.count == 0 && !result_.stopped) {
      if (found == 0) result_.shortfall = cat("no position of the board makes a ", problemKindName(options_.kind),
                                              " problem", gradeText(), " (", tallyText(), ")");
      return;
    }
    const GenerateTally& t = result_.tally;
    if (options_.count == 0) {  // --all, stopped before the end of the list
      result_.shortfall = cat("stopped after ", found, found == 1 ? " problem: " : " problems: ",
                              stopReason(), ", before every position was listed (", tallyText(), ")");
      return;
    }
    std::string why = result_.stopped ? stopReason()
                      : options_.all ? cat("the board has no more ", problemKindName(options_.kind), " problems",
                                           gradeText(), ", up to symmetry", swappable_ ? " and colours" : "")
                      : sinceLastFound_ >= staleGames() ? cat(staleGames(), " games in a row found no new one")
                                     : cat("the run played its most games (", t.games, ")");
    result_.shortfall = cat("found ", found, " of ", options_.count, ": ", why, " (", tallyText(), ")");
    if (!options_.all && !result_.stopped) {
      std::vector<std::string> tips;
      if (options_.lowestGrade > kLowestGrade || options_.highestGrade < kHighestGrade)
        tips.push_back("a wider --difficulty");
      if (t.unsolved > 0) tips.push_back("a larger --node-limit");
      if (options_.width * options_.height <= kMostPointsForAll) tips.push_back("--all to list every one");
      if (!tips.empty()) {
        result_.shortfall += "; try ";
        for (size_t i = 0; i < tips.size(); ++i)
          result_.shortfall += cat(i == 0 ? "" : i + 1 == tips.size() ? " or " : ", ", tips[i]);
      }
    }
  }
  std::string stopReason() const {
    return options_.stop && options_.stop->load() ? "interrupted" : "the time limit came";
  }
  std::string gradeText() const {
    if (options_.lowestGrade == kLowestGrade && options_.highestGrade == kHighestGrade) return "";
    return cat(" in grades ", options_.lowestGrade, "-", options_.highestGrade);
  }
  std::string tallyText() const {
    const GenerateTally& t = result_.tally;
    return cat(t.positions, " positions judged", options_.all ? cat(" of ", t.games, " reachable") : "", ": ",
               t.wrongKind, " not the kind, ", t.outOfRange, " outside the grades, ", t.duplicates,
               " repeats up to symmetry", swappable_ ? " and colours" : "", ", ", t.unsolved,
               " beyond the node limit", t.regionDependent ? cat(", ", t.regionDependent, " decided by the region's side") : "",
               t.failedCheck ? cat(", ", t.failedCheck, " failed verification") : "");
  }

  static constexpr int kPositionsPerGame = 3;
  static constexpr uint64_t kStaleGames = 3000;
  // A themed local goal run (a snapback, a throw-in) draws many positions
  // that hold no such target, each costing next to nothing: it may draw ten
  // times as many before it gives up.
  uint64_t patience() const { return localGoalKind(options_.kind) && !options_.theme.empty() ? 10 : 1; }
  uint64_t staleGames() const { return patience() * kStaleGames; }
  static constexpr size_t kBatch = 4096;

  GenerateOptions options_;
  bool swappable_;
  Clock::time_point start_;
  double nextReport_ = 1;
  GenerateResult result_;
  absl::flat_hash_set<std::string> seen_;  // canonical keys of the problems taken
  std::mutex cacheMutex_;
  absl::flat_hash_map<std::string, Judgement> cache_;  // verdicts by exact position
  std::atomic<bool> done_{false};
  uint64_t sinceLastFound_ = 0;
};

template <class Game>
GenerateResult runGenerator(const GenerateOptions& options) {
  return Generator<Game>(options).run();
}

}  // namespace

std::string_view problemKindName(ProblemKind kind) { return nameIn(kKindNames, kind, "only-win"); }

std::optional<ProblemKind> problemKindFromName(std::string_view name) { return valueNamed(kKindNames, name); }

bool localGoalKind(ProblemKind kind) {
  return kind == ProblemKind::Capture || kind == ProblemKind::Save || kind == ProblemKind::Kill ||
         kind == ProblemKind::Live;
}

ProblemKind defaultKind(const Rules& rules) {
  if (rules.goal == Goal::Connection) return ProblemKind::Connect;
  if (rules.scored()) return ProblemKind::BestMove;
  return ProblemKind::OnlyWin;
}

absl::Status checkGenerateOptions(const GenerateOptions& o) {
  const std::string rules = o.rules.toString();
  auto bad = [](std::string text) { return absl::InvalidArgumentError(std::move(text)); };
  switch (o.kind) {
    case ProblemKind::Tutorial:
      if (o.rules.goal != Goal::Prisoners)
        return bad(cat("kind: tutorial problems are Capture Go's (a capture wins; a point is illegal), not ", rules,
                       "'s: try only-win"));
      break;
    case ProblemKind::Connect:
      if (o.rules.goal != Goal::Connection)
        return bad(cat("kind: connect problems are Gonnect's, not ", rules, "'s: try ",
                       problemKindName(defaultKind(o.rules))));
      break;
    case ProblemKind::BestMove:
      if (!o.rules.scored())
        return bad(cat("kind: best-move problems are for scored games (go, quench-N, conversion, conquest); ", rules,
                       " is won without points: try only-win"));
      break;
    case ProblemKind::OnlyWin:
    case ProblemKind::NoWin:
      if (o.rules.targetGoal())
        return bad(cat("kind: ", rules, " needs a target: ask for capture, save, kill or live problems"));
      break;
    case ProblemKind::Capture:
    case ProblemKind::Save:
    case ProblemKind::Kill:
    case ProblemKind::Live:
      if (!o.rules.targetGoal())
        return bad(cat("kind: ", problemKindName(o.kind), " problems are local goals on Go's board (--rules go), not ",
                       rules, "'s"));
      if (o.all) return bad("all: local goal problems are drawn at random, not listed: drop --all");
      if (std::min(o.width, o.height) < 7)
        return bad(cat("size: ", problemKindName(o.kind), " problems need a board of at least 7x7, not ", o.width, "x",
                       o.height));
      break;
  }
  if (!o.theme.empty()) {
    if (o.kind != ProblemKind::Capture) return bad("theme: only capture problems have a theme (ladder, net, ...)");
    if (!captureThemeFromName(o.theme))
      return bad(cat("theme: '", o.theme, "' is not a theme (ladder, loose-ladder, net, snapback, throw-in, atari)"));
  }
  if (std::string why = o.rules.historyDependence(); !why.empty())
    return bad(cat("rules: generated problems are positions without a history, and ", why));
  if (o.rules.pie) return bad("rules: generate makes problems without the pie rule (drop +pie)");
  if (o.width * o.height < 2) return bad("size: problems need a board of at least two points");
  // A board the game is not played on (Conquest on a row, line-capture on
  // more than one) is refused as its setup refuses it.
  PositionSpec empty;
  empty.rules = o.rules;
  empty.width = o.width;
  empty.height = o.height;
  // (A local goal's empty board has no target: its positions are drawn with one.)
  if (!localGoalKind(o.kind))
    if (absl::Status played = visitGame(empty, [](auto&) {}); !played.ok()) return played;
  if (o.count < 0 || (o.count == 0 && !o.all))
    return bad(cat("count: ", o.count, " problems: ask for at least 1 (--all alone lists every one)"));
  if (o.lowestGrade < kLowestGrade || o.highestGrade > kHighestGrade || o.lowestGrade > o.highestGrade)
    return bad(cat("difficulty: grades ", o.lowestGrade, "-", o.highestGrade, " are not a range within 1-10"));
  if (o.all && o.width * o.height > kMostPointsForAll)
    return bad(cat("all: lists every position of boards up to ", kMostPointsForAll, " points (4x4, 4x3, 3x3); ",
                   o.width, "x", o.height, " has ", o.width * o.height, ": drop --all to generate from random games"));
  if (o.all && o.rules.passAllowed())
    return bad(cat("all: ", rules, " allows passing, and with passes the positions of a board run to many millions; "
                   "drop --all to generate from random games"));
  if (o.nodeLimit == 0) return bad("node-limit: must be at least 1");
  return absl::OkStatus();
}

GenerateOptions withGoalRules(GenerateOptions options) {
  if (localGoalKind(options.kind) && options.rules.game == GameKind::Go && !options.rules.targetGoal()) {
    if (auto goal = Rules::parse(options.rules.toString() + "+goal=capture"); goal.ok()) options.rules = *goal;
  }
  return options;
}

GenerateResult generatePuzzles(const GenerateOptions& given) {
  const GenerateOptions options = withGoalRules(given);
  if (absl::Status ok = checkGenerateOptions(options); !ok.ok()) {
    GenerateResult r;
    r.shortfall = std::string(ok.message());
    return r;
  }
  return withGameType(options.rules, options.width * options.height, [&](auto type) {
    return runGenerator<typename decltype(type)::type>(options);
  });
}

}  // namespace goproof
