#include "checker/proof_check.h"

#include <xxhash.h>

#include <algorithm>
#include <stdexcept>
#include <memory>
#include <optional>
#include <utility>

#include "checker/conquest_reference.h"
#include "checker/goal_reference.h"
#include "checker/large_stack.h"
#include "checker/naive_regions.h"
#include "checker/naive_rules.h"
#include "checker/proof_format.h"
#include "solver/util/text.h"

namespace goproof::proof {
namespace {

using naive_rules::NaiveGame;

// Why the proof fails at the current node (unwinds to checkProof).
struct Failure {
  explicit Failure(std::string why_, int exitCode_ = 1, bool damaged_ = false)
      : why(std::move(why_)), exitCode(exitCode_), damaged(damaged_) {}
  std::string why;
  int exitCode = 1;
  // The moves from the tree's root to the failing node, the last first:
  // each move's name is added as the failure passes back through it.
  std::vector<std::string> movesBack;
  bool damaged = false;  // the file's bytes are damaged (cut short, not zstd, a wrong checksum)
};

// A failure from what reading the file said: damage where it says data was lost.
Failure readFailure(const absl::Status& status) {
  return Failure(std::string(status.message()), 1, absl::IsDataLoss(status));
}

}  // namespace

std::optional<NaiveGame> playCode(const NaiveGame& game, uint64_t code) {
  const uint64_t points = static_cast<uint64_t>(game.width) * game.height;
  if (game.rules.conquest) {
    for (ConquestChild& child : conquestChildren(game, static_cast<int>(code % points)))
      if (child.code == code) return std::move(child.after);
    return std::nullopt;
  }
  if (game.rules.targetGoal) return goalPlay(game, code);
  if (code < points) return naive_rules::naivePlay(game, static_cast<int>(code));
  if (code == points) return naive_rules::naivePass(game);
  const uint64_t pair = code - points - 1;
  if (pair >= points * points) return std::nullopt;
  return naive_rules::naivePlayTwo(game, static_cast<int>(pair / points), static_cast<int>(pair % points));
}

std::vector<std::pair<uint64_t, NaiveGame>> legalChildren(const NaiveGame& game) {
  std::vector<std::pair<uint64_t, NaiveGame>> children;
  if (game.rules.conquest) {
    for (ConquestChild& child : conquestChildren(game)) children.emplace_back(child.code, std::move(child.after));
    return children;
  }
  if (game.rules.targetGoal) return goalChildren(game);
  const uint64_t points = static_cast<uint64_t>(game.width) * game.height;
  for (uint64_t code = 0; code <= points; ++code)
    if (auto child = playCode(game, code)) children.emplace_back(code, *std::move(child));
  if (game.rules.quench == 2)
    for (uint64_t pair = 0; pair < points * points; ++pair)
      if (auto child = playCode(game, points + 1 + pair)) children.emplace_back(points + 1 + pair, *std::move(child));
  return children;
}

std::string moveNameAt(const NaiveGame& game, uint64_t code) {
  const uint64_t points = static_cast<uint64_t>(game.width) * game.height;
  if (game.rules.conquest)  // a move with a choice has its name at every code, the first choice's too
    for (const ConquestChild& child : conquestChildren(game, static_cast<int>(code % points)))
      if (child.code == code) return child.name;
  return moveName(code, game.width, game.height);
}

std::optional<uint64_t> moveCodeAt(const NaiveGame& game, std::string_view name) {
  if (!game.rules.conquest) return moveCode(name, game.width, game.height);
  for (const ConquestChild& child : conquestChildren(game))
    if (child.name == name) return child.code;
  return std::nullopt;
}

bool referenceGameOver(const NaiveGame& game) {
  if (game.rules.conquest) return conquestOver(game);
  if (game.rules.targetGoal) return game.winner != naive_rules::kNaiveEmpty;  // a pass is always legal
  return naive_rules::naiveGameOver(game);
}

int referenceFinalMargin(const NaiveGame& game) {
  if (game.rules.conquest) return conquestMargin(game);
  if (game.rules.targetGoal) return game.winner == naive_rules::kNaiveBlack ? 2 : -2;
  return naive_rules::naiveFinalMargin(game);
}

bool scoredRules(const naive_rules::NaiveRules& rules) {
  return (rules.passing && !rules.targetGoal) || rules.conquest;
}

std::optional<int> referenceLifeBound(const NaiveGame& game, char prover, size_t lastRegionPoints,
                                      const std::function<bool(int)>& enough) {
  const naive_rules::NaiveRules& r = game.rules;
  if (!r.passing || r.conversion || r.targetGoal || r.conquest || isGoal(game)) return std::nullopt;
  const BensonArea area = bensonArea(game, prover);
  const std::vector<bool>& safe = area.safe;
  const std::vector<bool> regions = keptRegionPoints(game, prover, area);
  const int points = static_cast<int>(game.board.size());
  const int count = static_cast<int>(std::count(safe.begin(), safe.end(), true) +
                                     std::count(regions.begin(), regions.end(), true));
  const bool black = prover == naive_rules::kNaiveBlack;
  auto boundOf = [&](int hers) {  // the margin she forces with `hers` points hers
    int bound = 2 * (black ? 2 * hers - points : points - 2 * hers) - r.komiHalfPoints;
    if (game.passes == 1 && game.toMove != prover) {  // the other side may end the game now
      const int now = naive_rules::naiveAreaMargin(game);
      bound = black ? std::min(bound, now) : std::max(bound, now);
    }
    return bound;
  };
  const int bound = boundOf(count);
  // The last region, asked only where the rest falls short: its search costs more.
  if (lastRegionPoints > 0 && count < points && !(enough && enough(bound)) &&
      keepsTheLastRegion(game, prover, area, RegionSolve::DepthFirst, lastRegionPoints))
    return boundOf(points);
  return bound;
}

std::pair<int, int> referenceMarginLimits(const NaiveGame& game) {
  if (!scoredRules(game.rules)) return {-2, 2};
  const int most = 2 * static_cast<int>(game.board.size()), komi = game.rules.komiHalfPoints;
  return {std::min(0, -most - komi), std::max(0, most - komi)};
}

namespace {

struct Key128 {
  uint64_t low = 0, high = 0;
  bool operator==(const Key128&) const = default;
};

Key128 positionKey(const NaiveGame& game) {
  const std::string key = naive_rules::naivePositionKey(game);
  const XXH128_hash_t h = XXH3_128bits(key.data(), key.size());
  return {h.low64, h.high64};
}

// A local goal's terms from the header: its target (stones of one colour),
// region, ko threats and ending; then the root settled as a move would be.
void setUpGoal(const RootPosition& r, NaiveGame& game) {
  auto points = [&](const std::vector<std::string>& names, const char* what) {
    std::vector<int> out;
    for (const std::string& name : names) {
      std::optional<int> p = naive_rules::naivePoint(name, r.width, r.height);
      if (!p) throw Failure{cat(what, ": '", name, "' is not a point on this board")};
      out.push_back(*p);
    }
    return out;
  };
  game.targets = points(r.target, "target");
  if (game.targets.empty()) throw Failure{"target: a local goal needs a target"};
  game.defender = game.board[game.targets[0]];
  for (int t : game.targets)
    if (game.board[t] == naive_rules::kNaiveEmpty || game.board[t] != game.defender)
      throw Failure{"target: the target must be stones of one colour"};
  game.region.assign(game.board.size(), false);
  for (int p : points(r.region, "region")) game.region[p] = true;
  game.koThreats[0] = r.koThreats[0];
  game.koThreats[1] = r.koThreats[1];
  game.twoPassesForDefender = r.twoPassesForDefender;
  settleGoal(game, false);
}

// The root position of the header, as the naive rules play it.
NaiveGame rootGame(const RootPosition& r) {
  if (std::string why = checkerRefusal(r.rules, r.width, r.height); !why.empty()) throw Failure{why, 2};
  const char toMove = r.toMove == 'W' ? naive_rules::kNaiveWhite : naive_rules::kNaiveBlack;
  if (std::optional<naive_rules::NaiveRules> conquest = parseConquestRules(r.rules)) {
    if (!r.ko.empty() || r.prisoners[0] || r.prisoners[1] || r.previousPass || r.coins[0] != "none" ||
        r.coins[1] != "none")
      throw Failure{"Conquest has no ko point, prisoners, passes or coins"};
    try {
      return conquestGame(*conquest, r.width, r.height, r.rows, toMove);
    } catch (const std::invalid_argument& e) {
      throw Failure{e.what()};
    }
  }
  const std::optional<naive_rules::NaiveRules> goal = parseGoalRules(r.rules);
  if (!goal && !r.target.empty()) throw Failure{cat("target: only a local goal has one, not ", r.rules)};
  NaiveGame game;
  try {
    game = naive_rules::naiveGame(goal ? "go" : r.rules, r.width, r.height, r.rows, toMove);
  } catch (const std::invalid_argument& e) {
    throw Failure{e.what()};
  }
  if (goal) game.rules = *goal;
  // A position no game can reach is no root: what a proof's leaves rest on
  // (Benson's argument, the regions') holds only for positions play makes.
  if (!game.rules.conversion)  // Conversion's chains without liberties are its own rule's
    for (int p = 0; p < r.width * r.height; ++p)
      if (game.board[p] != naive_rules::kNaiveEmpty &&
          !naive_rules::hasLiberty(game, game.board, naive_rules::floodFill(game, game.board, {p})))
        throw Failure{cat("board: the stones at ", naive_rules::naiveName(p, r.width, r.height),
                          " have no liberties, which no game can leave")};
  game.prisoners[0] = r.prisoners[0];
  game.prisoners[1] = r.prisoners[1];
  for (int c = 0; c < 2; ++c) {
    if (r.coins[c] == "none") game.coin[c] = 0;
    else if (r.coins[c] == "tails" || r.coins[c] == "captured") game.coin[c] = 1;
    else if (r.coins[c] == "heads") game.coin[c] = 2;
    else throw Failure{cat("coins: '", r.coins[c], "' is not none, tails or heads")};
  }
  // A root where the game is already won: by the prisoners (Capture) or by
  // a connection (Gonnect), the side that got there first having moved last.
  const char before = naive_rules::naiveOpponent(game.toMove);
  for (char colour : {before, game.toMove}) {
    if (game.winner != naive_rules::kNaiveEmpty) break;
    const bool won = game.rules.gonnect ? naive_rules::connectsOppositeEdges(game, game.board, colour)
                     : !game.rules.passing && game.prisoners[naive_rules::naivePlayerIndex(colour)] >= game.rules.captureTarget;
    if (won) game.winner = colour;
  }
  if (r.previousPass) {
    game.passes = 1;
    game.boardBeforeLastMove = game.board;
  }
  if (!r.ko.empty()) {
    // The board the ko forbids: the one the side to move would make by retaking.
    std::optional<int> ko = naive_rules::naivePoint(r.ko, r.width, r.height);
    if (!ko || !game.rules.simpleKo || game.board[*ko] != naive_rules::kNaiveEmpty || r.previousPass)
      throw Failure{cat("ko: '", r.ko, "' cannot be a ko point here")};
    naive_rules::Grid after = game.board;
    if (naive_rules::placeStone(game, after, *ko, game.toMove) != 1)
      throw Failure{cat("ko: ", r.ko, " would not retake one stone")};
    // The stone taken there had every neighbour the taker's: a ko point touches no other stone.
    if (!game.rules.conversion)
      for (int q : naive_rules::neighbours(game, *ko))
        if (game.board[q] != naive_rules::naiveOpponent(game.toMove))
          throw Failure{cat("ko: ", r.ko, " is no ko a game can reach: the points around a ko are all stones of the "
                            "side that took there")};
    game.boardBeforeLastMove = after;
  }
  if (goal) setUpGoal(r, game);
  return game;
}

class TreeChecker {
 public:
  TreeChecker(ProofDecoder& decoder, const Statement& statement, CheckReport& report,
              const std::function<void(uint64_t)>& progress, ProofListener& listener)
      : in_(decoder), statement_(statement), report_(report), progress_(progress), listener_(listener) {
    prover_ = statement.atLeast ? naive_rules::kNaiveBlack : naive_rules::kNaiveWhite;
    cyclesServe_ = allows(0);  // endless play scores 0
  }

  void check(const NaiveGame& game) {
    const uint8_t byte = next();
    const uint8_t tag = byte & ~kShared;
    if (++report_.nodes % (1 << 16) == 0 && progress_) progress_(report_.nodes);
    if (tag == kReference) {
      if (byte & kShared) throw Failure{"a reference cannot itself be shared"};
      return reference(game);
    }
    if (tag == kBoundByRules && in_.header().version >= 2) return boundByRules(game, byte);
    if (tag == kBoundByLife && in_.header().version >= 2) return boundByLife(game, byte);
    size_t index = 0;
    if (byte & kShared) {
      index = keys_.size();
      keys_.push_back(positionKey(game));
      open_.push_back(true);
      listener_.shared(index);
    }
    const bool over = referenceGameOver(game);
    if (tag == kTerminal) {
      if (!over) throw Failure{"the proof ends here, but the game goes on"};
      const int margin = referenceFinalMargin(game);
      if (!allows(margin))
        throw Failure{cat("the game ends here with Black's margin at ", margin > 0 ? "+" : "", margin / 2.0,
                          margin == 2 || margin == -2 ? " point" : " points", ", which the statement does not allow")};
      listener_.end(margin, game);
    } else if (over) {
      throw Failure{"the game is over here, but the proof goes on"};
    } else if (tag == kProverMove) {
      if (game.toMove != prover_) throw Failure{"the proof gives a move for the prover, but the other side is to move"};
      const uint64_t code = number();
      std::optional<NaiveGame> child = playCode(game, code);
      if (!child)
        throw Failure{cat("the prover's move ", moveNameAt(game, code), " is not legal")};
      descend(code, game, *child);
    } else if (tag == kReplies) {
      if (game.toMove == prover_) throw Failure{"the proof gives the other side's replies, but the prover is to move"};
      const uint64_t count = number();
      auto children = legalChildren(game);
      if (count != children.size()) {
        std::string legal;
        for (const auto& child : children) legal += " " + moveNameAt(game, child.first);
        throw Failure{cat("the proof answers ", count, " replies here, but the rules allow ", children.size(), ":", legal)};
      }
      for (auto& [code, child] : children) descend(code, game, child);
    } else {
      throw Failure{cat("unknown node record ", static_cast<int>(byte), " at body offset ", in_.offset() - 1)};
    }
    if (byte & kShared) open_[index] = false;
  }

  // The record after the tree's last node.
  void end() {
    if (next() != kEndOfTree) throw Failure{"the tree does not end where the proof's last node does"};
  }

 private:
  bool allows(int margin) const { return statement_.atLeast ? margin >= statement_.bound : margin <= statement_.bound; }

  void descend(uint64_t code, const NaiveGame& game, const NaiveGame& child) {
    if (depth_ >= kMaxLineMoves)
      throw Failure{cat("a line of the proof is longer than ", kMaxLineMoves, " moves, more than this checker follows"), 2};
    ++depth_;
    listener_.move(code, game);
    try {
      check(child);
    } catch (Failure& failure) {  // named only on the way back: naming a Conquest choice takes the rules' work
      failure.movesBack.push_back(moveNameAt(game, code));
      throw;
    }
    listener_.back();
    --depth_;
  }

  // A node the statement's bound settles by the rules alone.
  void boundByRules(const NaiveGame& game, uint8_t byte) {
    if (byte & kShared) throw Failure{"a node that the rules settle cannot be shared"};
    const auto [least, most] = referenceMarginLimits(game);
    const int far = statement_.atLeast ? least : most;
    if (!allows(far))
      throw Failure{cat("the proof says the rules alone settle the statement here, but a game can still end with "
                        "Black's margin at ",
                        far > 0 ? "+" : "", far / 2.0, far == 2 || far == -2 ? " point" : " points")};
    listener_.boundByRules(least, most);
  }

  // A node where the prover's unconditionally alive stones settle the statement.
  void boundByLife(const NaiveGame& game, uint8_t byte) {
    if (byte & kShared) throw Failure{"a node that life settles cannot be shared"};
    if (referenceGameOver(game)) throw Failure{"the game is over here, but the proof goes on"};
    if (game.rules.quench && in_.header().version < 3)
      throw Failure{cat("the proof settles a Quench node by unconditional life, which format version 3 allows, not "
                        "version ", in_.header().version)};
    // From version 4 on, the last region too, of up to 12 points in version 4 and 13 from version 5 on.
    const std::optional<int> bound = referenceLifeBound(game, prover_, lastRegionMostPoints(in_.header().version),
                                                        [&](int b) { return allows(b); });
    if (!bound) throw Failure{"the proof settles a node by unconditional life, which these rules do not give"};
    if (!allows(*bound))
      throw Failure{cat("the proof says the prover's unconditionally alive stones settle the statement here, but they "
                        "force only a margin of ",
                        *bound > 0 ? "+" : "", *bound / 2.0, *bound == 2 || *bound == -2 ? " point" : " points")};
    listener_.boundByLife(*bound);
  }

  void reference(const NaiveGame& game) {
    const uint64_t index = number();
    if (index >= keys_.size()) throw Failure{cat("a reference to shared node ", index, ", which is not yet given")};
    if (open_[index] && !cyclesServe_)
      throw Failure{cat("a cycle (back to shared node ", index,
                                 "): endless play scores 0, which does not prove the statement")};
    if (!(keys_[index] == positionKey(game)))
      throw Failure{cat("a reference to shared node ", index, ", which is another position")};
    listener_.reference(index);
  }

  uint8_t next() {
    absl::StatusOr<uint8_t> byte = in_.get();
    if (!byte.ok()) throw readFailure(byte.status());
    return *byte;
  }
  uint64_t number() {
    absl::StatusOr<uint64_t> n = in_.getNumber();
    if (!n.ok()) throw readFailure(n.status());
    return *n;
  }

  ProofDecoder& in_;
  const Statement& statement_;
  size_t depth_ = 0;  // moves below the statement's position
  CheckReport& report_;
  const std::function<void(uint64_t)>& progress_;
  ProofListener& listener_;
  char prover_;
  bool cyclesServe_;
  std::vector<Key128> keys_;
  std::vector<bool> open_;
};

}  // namespace

absl::StatusOr<NaiveGame> naiveRoot(const RootPosition& root) {
  try {
    return rootGame(root);
  } catch (const Failure& failure) {
    return absl::InvalidArgumentError(failure.why);
  }
}

std::string checkerRefusal(const std::string& rules, int width, int height) {
  if (parseConquestRules(rules) || parseGoalRules(rules)) return "";
  std::optional<naive_rules::NaiveRules> naive = naive_rules::parseNaiveRules(rules);
  if (!naive)
    return cat("the checker has no reference rules for ", rules,
                        " (it plays Capture Go, Gonnect, Go, Quench and Conversion Go under simple or no ko, "
                        "with endless play a draw, Conquest, and local goals: docs/proof-format.md)");
  if (naive_rules::naiveMirrorCanBind(*naive, width, height))
    return cat("the checker does not play Conversion Go's mirror rule, which can bind on ", width, "x", height,
                        " (give +mirror=none, or a board under 20 points)");
  return "";
}

namespace {

CheckReport checkProofHere(const std::string& path, const std::function<void(uint64_t)>& progress,
                           ProofListener* listener) {
  ProofListener silent;
  ProofListener& told = listener ? *listener : silent;
  CheckReport report;
  absl::StatusOr<std::unique_ptr<ProofDecoder>> opened = ProofDecoder::open(path);
  if (!opened.ok()) {
    report.failure = std::string(opened.status().message());
    // Not there, not a file, not a proof, another version: 2. A proof's header damaged: 1.
    report.exitCode = absl::IsNotFound(opened.status()) || absl::IsFailedPrecondition(opened.status()) ? 2 : 1;
    report.damaged = report.exitCode == 1;  // the header: no node has been reached
    return report;
  }
  ProofDecoder& in = **opened;
  const ProofHeader& header = in.header();
  report.rules = header.root.rules;
  report.size = cat(header.root.width, "x", header.root.height);
  report.root = header.root;
  if (!header.root.target.empty()) {
    const RootPosition& r = header.root;
    auto threats = [](int n) { return n < 0 ? std::string("any number") : cat(n); };
    report.goal = cat("target ", join(r.target, " "), "; moves in ", r.region.size(), " points; ko threats: Black ",
                      threats(r.koThreats[0]), ", White ", threats(r.koThreats[1]), "; two passes end it for the ",
                      r.twoPassesForDefender ? "defender" : "attacker");
  }
  std::vector<std::string> proven;
  std::vector<std::string> movePath;
  try {
    const NaiveGame root = rootGame(header.root);
    told.root(header.root, root);
    for (const Statement& statement : header.statements) {
      movePath.clear();
      const std::string described = describeStatement(statement, scoredRules(root.rules));
      told.statement(described);
      NaiveGame start = root;
      for (const std::string& name : statement.path) {
        std::optional<uint64_t> code = moveCodeAt(start, name);
        std::optional<NaiveGame> next = code ? playCode(start, *code) : std::nullopt;
        if (!next) throw Failure{cat("the statement's move ", name, " is not legal")};
        movePath.push_back(name);
        told.move(*code, start);
        start = *std::move(next);
      }
      TreeChecker tree(in, statement, report, progress, told);
      tree.check(start);
      tree.end();
      for (size_t i = 0; i < statement.path.size(); ++i) told.back();
      told.endStatement();
      proven.push_back(described);
    }
    if (absl::Status end = in.finish(); !end.ok()) throw readFailure(end);
  } catch (const Failure& failure) {
    report.exitCode = failure.exitCode;
    // A file the checker cannot take (rules it does not play) is named, as a file it cannot read is.
    report.failure = failure.exitCode == 2 ? cat(path, ": ", failure.why) : failure.why;
    report.failurePath = movePath;
    report.failurePath.insert(report.failurePath.end(), failure.movesBack.rbegin(), failure.movesBack.rend());
    report.damaged = failure.damaged;
    if (failure.damaged) report.failurePath.clear();  // damage is in the file's bytes, not at a node
    // A damaged file says so, whatever its damage looked like first.
    if (failure.exitCode == 1 && !failure.damaged) {
      while (in.get().ok()) {
      }
      if (absl::Status end = in.finish(); !end.ok() && absl::IsDataLoss(end)) {
        report.failure = std::string(end.message()) == failure.why ? failure.why
                                                                   : cat(end.message(), " (first seen as: ", failure.why, ")");
        report.failurePath.clear();
        report.damaged = true;
      }
    }
    return report;
  }
  report.proven = std::move(proven);
  report.exitCode = 0;
  report.bodyBytes = in.offset();
  report.fileBytes = in.fileBytes();
  return report;
}

}  // namespace

CheckReport checkProof(const std::string& path, const std::function<void(uint64_t)>& progress,
                       ProofListener* listener) {
  CheckReport report;
  try {
    runWithStack([&] { report = checkProofHere(path, progress, listener); });
  } catch (const std::exception& e) {  // out of memory, say: no verdict, never a crash
    report = CheckReport{};
    report.exitCode = 2;
    report.failure = cat(path, ": the check could not be completed: ", e.what());
  }
  return report;
}

}  // namespace goproof::proof
