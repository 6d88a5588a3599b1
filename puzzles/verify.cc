#include "puzzles/verify.h"

#include <algorithm>

#include "puzzles/claim_checker.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/target_setup.h"

namespace goproof {

namespace {

// What verifyPuzzle saw of a local goal's set-up: whether a frame closed an
// open wall, and the region and the frame's stones (as text).
struct FrameSeen {
  bool local = false;  // a local goal's game
  bool framed = false;
  std::string region, frame;
};

template <class Game>
FrameSeen frameOf(const Game& game) {
  FrameSeen seen;
  if constexpr (requires { game.frame(); game.region(); }) {
    seen.local = true;
    seen.framed = game.frame().any();
    seen.region = formatPointSet(game.region(), game.geometry());
    seen.frame = formatPointSet(game.frame(), game.geometry());
  }
  return seen;
}

bool sameFrame(const FrameSeen& a, const FrameSeen& b) { return a.region == b.region && a.frame == b.frame; }

// Checks every claim of `puzzle` on its game; *seen gets its frame. Where
// `unlessFramedAs` is given and the game's frame is that one, no claim is
// checked (the same game was checked already).
absl::Status checkClaims(const Puzzle& puzzle, const VerifyOptions& options, PuzzleReport& report,
                         FrameSeen* seen, const FrameSeen* unlessFramedAs = nullptr) {
  return visitGame(positionOf(puzzle), [&](auto& game) {
    *seen = frameOf(game);
    if (unlessFramedAs && sameFrame(*seen, *unlessFramedAs)) return;
    ClaimChecker<std::remove_cvref_t<decltype(game)>> checker(std::move(game), options);
    if (auto word = parseGoalWord(puzzle.goal)) checker.setGoalWord(*word);
    checker.setKoAnswers(puzzle.koAnswers);
    checker.prepare(puzzle.claims);
    for (const Claim& claim : puzzle.claims) {
      if (options.solver.stop && options.solver.stop->load(std::memory_order_relaxed)) {
        // Interrupted: the claims left are not begun (each search would stop at once anyway).
        ClaimReport left;
        left.claim = claim;
        left.explanation = "undecided: the run was interrupted before this claim";
        report.claims.push_back(std::move(left));
        continue;
      }
      report.claims.push_back(checker.check(claim));
    }
    report.nodes += checker.nodes();
  });
}

// `narrow`'s verdict, a FAIL on a frame, weighed with `wide`'s, the same
// claim with the frame one line further out (docs/goals.md): the FAIL
// stands only where it fails there too; otherwise the frame decided it, and
// the claim is undecided (a PASS there is another problem's answer).
// `extraLines`: the narrow frame's N (auto+N).
ClaimReport weighedOnWiderFrame(ClaimReport narrow, const ClaimReport& wide, int extraLines) {
  if (wide.verdict == Verdict::Fail) return narrow;
  const std::string frame =
      extraLines == 0 ? std::string("the frame one line from the group") : cat("the frame of auto+", extraLines);
  narrow.verdict = Verdict::Undecided;
  narrow.explanation =
      wide.verdict == Verdict::Pass
          ? cat("undecided: the frame decides it: it fails with ", frame, " (", narrow.explanation,
                "), but passes with the frame one line further out")
          : cat("undecided: it fails with ", frame, " (", narrow.explanation,
                "), but with the frame one line further out it is undecided (",
                std::string_view(wide.explanation).starts_with("undecided: ") ? wide.explanation.substr(11)
                                                                               : wide.explanation,
                "), so the frame may be what fails it");
  narrow.line.clear();
  return narrow;
}

// A FAIL on a framed problem is checked again with the frame one line
// further out: the frame is an assumption, and one that comes too near the
// group can make a ko or take an eye that the open board does not (docs/goals.md).
void recheckFailsOnWiderFrame(const Puzzle& puzzle, const VerifyOptions& options, const FrameSeen& seen,
                              PuzzleReport& report) {
  auto extra = inferredRegionWord(puzzle.region);
  if (!seen.framed || !extra.ok() || !extra->has_value() || **extra >= kMostExtraFrameLines) return;
  Puzzle wider = puzzle;
  wider.region = cat(kInferredRegion, "+", **extra + 1);
  wider.claims.clear();
  std::vector<size_t> failed;
  for (size_t i = 0; i < report.claims.size(); ++i)
    if (report.claims[i].verdict == Verdict::Fail) {
      failed.push_back(i);
      wider.claims.push_back(report.claims[i].claim);
    }
  if (failed.empty()) return;
  FrameSeen widerSeen;
  PuzzleReport widerReport;  // no claims where the wider frame is the same game: the FAIL stands
  if (!checkClaims(wider, options, widerReport, &widerSeen, &seen).ok()) return;
  report.nodes += widerReport.nodes;
  for (size_t k = 0; k < failed.size() && k < widerReport.claims.size(); ++k)
    report.claims[failed[k]] =
        weighedOnWiderFrame(std::move(report.claims[failed[k]]), widerReport.claims[k], **extra);
}

// The moves the puzzle's right answers play, as written: each win and
// only-win claim's move, and every move of a line that begins with one of
// them. Wrong answers, and claims about a move's legality, are about the
// region as it is and do not move it.
std::vector<std::string> answerMoves(const Puzzle& puzzle) {
  std::vector<std::string> moves;
  for (const Claim& c : puzzle.claims)
    if (c.kind == ClaimKind::Win || c.kind == ClaimKind::OnlyWin) moves.push_back(lowerCase(c.move));
  const std::vector<std::string> winning = moves;
  for (const Claim& c : puzzle.claims) {
    if (c.kind != ClaimKind::Line || c.line.empty()) continue;
    if (std::find(winning.begin(), winning.end(), lowerCase(c.line.front().move)) == winning.end()) continue;
    for (const LineMove& m : c.line) moves.push_back(m.move);
  }
  return moves;
}

// The points of `moves` that the region of `spec`'s game leaves out (under
// a frame stone, or empty outside the region), as point text ("g18"), with
// how many they are and the moves on them; nullopt for a position that
// does not set up, or a game that is no local goal.
struct LeftOut {
  int count = 0;
  std::string points;
  std::vector<std::string> moves;  // the moves on those points, as given
};
std::optional<LeftOut> leftOutOf(const PositionSpec& spec, const std::vector<std::string>& moves) {
  auto seen = visitGame(spec, [&](auto& game) -> std::optional<LeftOut> {
    if constexpr (requires { game.frame(); game.region(); }) {
      const auto& geo = game.geometry();
      auto pointOf = [&](const std::string& move) {
        const ParsedPoint p = parsePoint(move, geo.width(), geo.height());
        return p.kind == ParsedPoint::Kind::OnBoard ? geo.point(p.x, p.y) : -1;
      };
      std::remove_cvref_t<decltype(game.frame())> out;
      for (const std::string& move : moves)
        if (const int point = pointOf(move); point >= 0) {
          if (game.frame().test(point) || (!game.region().test(point) && game.board().at(point) == Color::Empty))
            out.set(point);
        }
      LeftOut left{out.count(), formatPointSet(out, geo), {}};
      for (const std::string& move : moves)
        if (const int point = pointOf(move); point >= 0 && out.test(point)) left.moves.push_back(move);
      return left;
    } else {
      return std::nullopt;
    }
  });
  return seen.ok() ? *seen : std::nullopt;
}

}  // namespace

std::optional<ClaimsRegion> regionForTheClaims(const Puzzle& puzzle) {
  auto own = inferredRegionWord(puzzle.region);
  if (!own.ok() || !own->has_value()) return std::nullopt;
  const std::vector<std::string> moves = answerMoves(puzzle);
  const std::optional<LeftOut> first = leftOutOf(positionOf(puzzle), moves);
  if (!first || first->count == 0) return std::nullopt;
  // An enclosed region (leak stones at most, no frame) is the same game
  // under every auto+N, so no wider one leaves out fewer.
  std::optional<ClaimsRegion> best;
  int fewest = first->count;
  for (int extra = **own + 1; extra <= kMostExtraFrameLines && fewest > 0; ++extra) {
    PositionSpec wider = positionOf(puzzle);
    wider.region = cat(kInferredRegion, "+", extra);
    const std::optional<LeftOut> left = leftOutOf(wider, moves);
    if (!left || left->count >= fewest) continue;
    fewest = left->count;
    // What it takes in: what the own region leaves out of the moves it does not.
    std::vector<std::string> inside;
    for (const std::string& move : moves)
      if (std::find(left->moves.begin(), left->moves.end(), move) == left->moves.end()) inside.push_back(move);
    const std::optional<LeftOut> takenIn = leftOutOf(positionOf(puzzle), inside);
    best = ClaimsRegion{wider.region, takenIn ? takenIn->points : std::string()};
  }
  return best;
}

std::string_view toString(Verdict v) {
  switch (v) {
    case Verdict::Pass: return "PASS";
    case Verdict::Fail: return "FAIL";
    case Verdict::Undecided: break;
  }
  return "UNDECIDED";
}

PuzzleReport verifyPuzzle(const Puzzle& puzzle, const VerifyOptions& options) {
  PuzzleReport report;
  report.title = puzzle.title;
  report.where = puzzle.where;
  report.rules = puzzle.rules.toString();
  report.goal = puzzle.goal;
  report.targets = puzzle.targets;
  report.region = puzzle.region;
  report.koAnswers = puzzle.koAnswers;
  report.width = puzzle.width;
  report.height = puzzle.height;
  report.toMove = puzzle.toMove;
  auto start = std::chrono::steady_clock::now();
  Puzzle checked = puzzle;
  if (std::optional<ClaimsRegion> wider = regionForTheClaims(puzzle)) {
    checked.region = report.region = wider->region;
    report.regionTakesIn = wider->takesIn;
  }
  FrameSeen seen;
  absl::Status position = checkClaims(checked, options, report, &seen);
  if (position.ok() && seen.local) report.searchedRegion = seen.region, report.frame = seen.frame;
  if (position.ok()) recheckFailsOnWiderFrame(checked, options, seen, report);
  if (!position.ok()) report.positionError = std::string(position.message());
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace goproof
