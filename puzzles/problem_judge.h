// Judging one position for goproof generate (generate.h): does it make a
// problem of the asked-for kind, and if so, its claims, its words for the
// student and its measured difficulty. Written once, against the game
// contract, for every game; what differs by kind of problem is in
// answerFor (the kind's answer), holdsOutUnequally (no-win's condition) and
// problem_wording.h (the kind's words and claims, built as values).
#pragma once

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "puzzles/capture_theme.h"
#include "puzzles/claim_checker.h"
#include "puzzles/difficulty.h"
#include "puzzles/generate.h"
#include "puzzles/problem_wording.h"
#include "puzzles/reading_depth.h"
#include "puzzles/verify.h"
#include "solver/rules/knowledge/quick_tactics.h"
#include "solver/search/root_symmetry.h"
#include "solver/search/solve_registered.h"

namespace goproof {

// The most positions the reading depth of a scored problem may visit
// (reading_depth.h); a problem not read out within it grades as deeper than
// what was read.
inline constexpr uint64_t kReadingNodeLimit = 200000;

// What became of one position.
// RegionDependent: a capture or save problem whose answer changes when its
// region grows by a line (generate.cc): its region's side decided it.
enum class Judged { Found, Over, Unsolved, WrongKind, OutOfRange, FailedCheck, RegionDependent };

struct Judgement {
  Judged outcome = Judged::WrongKind;
  Puzzle puzzle;  // Found: the problem (no number in its title yet)
  Difficulty difficulty;
  std::string theme;  // a capture problem's tactic (capture_theme.h), else empty
};
// A judgement without a problem: what became of the position.
inline Judgement verdict(Judged outcome) {
  Judgement j;
  j.outcome = outcome;
  return j;
}

template <PuzzleGame Game>
class ProblemJudge {
 public:
  explicit ProblemJudge(const GenerateOptions& options) : options_(options) {}

  // Judges the position game is at; `position` is that position as a puzzle
  // (game_puzzle.h). The game is at the same position afterwards.
  Judgement judge(Game& game, Puzzle position);

 private:
  using MoveListType = typename Game::MoveListType;
  // What a step of judge says: nullopt to go on, or what became of the position.
  using Step = std::optional<Judged>;

  // Black's margin as the side to move's (scored games).
  static HalfPoints forMover(Color me, HalfPoints margin) { return me == Color::Black ? margin : -margin; }
  SolverOptions solverOptions(int empty, SolverKind kind, bool allMoves) const {
    SolverOptions o;
    o.kind = kind;
    o.allMoves = allMoves;
    o.threads = 1;
    o.nodeLimit = options_.nodeLimit;
    o.tableMegabytes = std::min<size_t>(16, tableMegabytesFor(empty));
    o.stop = options_.stop;
    return o;
  }
  // Alpha-beta's fastest win against the longest resistance, to the end of
  // the game: its line may stop early (where its table no longer holds the
  // next move), so it goes on from there with a new search, which is still
  // best play. nullopt when a search does not finish within the node limit.
  std::optional<std::vector<Move>> lineToTheEnd(Game& game) const {
    std::vector<Move> line;
    std::optional<std::vector<Move>> answer;
    while (game.result() == Winner::None) {
      SolveResult a;
      try {
        a = solvePosition(game, solverOptions(game.emptyPoints(), SolverKind::AlphaBeta, false));
      } catch (const std::invalid_argument&) {
        break;
      }
      if (!a.complete || a.value == Value::Unknown || a.principalVariation.empty()) break;
      for (Move m : a.principalVariation) {
        if (game.result() != Winner::None) break;
        game.play(m);
        line.push_back(m);
      }
    }
    if (game.result() != Winner::None) answer = line;
    for (size_t i = 0; i < line.size(); ++i) game.undo();
    return answer;
  }
  // How many moves the side to move lasts after legal move m, to the end of
  // the game, against the fastest win (alpha-beta); nullopt when unsettled.
  std::optional<int> movesAfter(Game& game, Move m) const {
    game.play(m);
    std::optional<int> length;
    if (game.result() != Winner::None) length = 1;
    else if (auto rest = lineToTheEnd(game)) length = 1 + static_cast<int>(rest->size());
    game.undo();
    return length;
  }
  // Whether the opponent of the side to move threatens to win with one move.
  static bool opponentThreatens(const Game& game) {
    if constexpr (requires { canWinAtOnce(game, Color::Black); }) return canWinAtOnce(game, opponent(game.toMove()));
    else return false;
  }
  // The tutorial's cheap conditions, before any search: a capture to find,
  // and points a beginner may not play (suicide, ko), listed in `forbidden`.
  static bool tutorialConditions(Game& game, const MoveListType& moves, std::vector<std::pair<Move, IllegalReason>>& forbidden) {
    bool captures = false;
    for (Move m : moves) captures = captures || (m >= 0 && game.check(m).captures > 0);
    for (Move p = 0; p < game.moveIdLimit() && captures; ++p) {
      const IllegalReason why = game.check(p).reason;
      if (why == IllegalReason::Suicide || why == IllegalReason::Ko) forbidden.push_back({p, why});
    }
    return captures && !forbidden.empty();
  }
  // The kind's answer from the solve (kNoMove for no-win), or why the
  // position is not a problem of this kind.
  Step answerFor(Game& game, const SolveResult& r, Move* answer) const;
  // No-win: "which holds out longest?" needs a move that holds out less (in
  // a scored game one that loses more, otherwise one that loses sooner).
  Step holdsOutUnequally(Game& game, const SolveResult& r, const MoveListType& moves) const;
  // The solution line: alpha-beta's fastest win against the longest
  // resistance, the distances verify checks strongest defences by; in
  // scored games, df-pn's line to the end (none where it does not begin
  // with the answer).
  Step solutionLine(Game& game, const SolveResult& r, Move answer, std::vector<Move>* line) const;
  // The difficulty's measures, and in a scored game what each other move
  // costs (sorted, least first); Unsolved when a move's score is missing.
  Step measure(Game& game, const SolveResult& r, const std::vector<Move>& line, const Puzzle& puzzle,
                   Difficulty& d, std::vector<std::pair<HalfPoints, Move>>& costs) const;
  // Every claim is checked before the problem is handed out: true when all
  // pass (where the strongest defences cannot be afforded, without them).
  bool passesItsCheck(Puzzle& puzzle) const;

  GenerateOptions options_;
};

template <PuzzleGame Game>
Judgement ProblemJudge<Game>::judge(Game& game, Puzzle puzzle) {
  Judgement j;
  if (game.result() != Winner::None) return verdict(Judged::Over);
  const ProblemKind kind = options_.kind;
  const bool scored = game.scored();
  MoveListType moves;
  game.legalMoves(moves);
  // No choice, no problem; except for the tutorial, whose lesson is which
  // points may not be played (its one legal move may be the capture).
  if (moves.size < (kind == ProblemKind::Tutorial ? 1 : 2)) return j;
  // A local goal asks for a choice of points: a pass and one point is none.
  if (localGoalKind(kind) && moves.size < 3) return j;
  std::vector<std::pair<Move, IllegalReason>> forbidden;
  if (kind == ProblemKind::Tutorial && !tutorialConditions(game, moves, forbidden)) return j;

  ProblemFindings f;
  SolveResult& r = f.solve;
  try {
    r = solvePosition(game, solverOptions(game.emptyPoints(), SolverKind::Dfpn, true));
  } catch (const std::invalid_argument&) {
    return verdict(Judged::Unsolved);
  }
  if (!r.complete || r.value == Value::Unknown || (scored && !r.score)) return verdict(Judged::Unsolved);
  std::vector<Move> line;
  std::vector<std::pair<HalfPoints, Move>> costs;
  if (Step step = answerFor(game, r, &f.answer)) return verdict(*step);
  if (Step step = holdsOutUnequally(game, r, moves)) return verdict(*step);
  if (Step step = solutionLine(game, r, f.answer, &line)) return verdict(*step);
  if constexpr (requires { game.targetChains(); }) {
    if (kind == ProblemKind::Capture) {
      f.theme = std::string(captureThemeName(captureTheme(game, line)));
      if (!options_.theme.empty() && f.theme != options_.theme) return verdict(Judged::WrongKind);
    }
  }
  if (Step step = measure(game, r, line, puzzle, j.difficulty, costs)) return verdict(*step);
  Difficulty& d = j.difficulty;
  d.grade = gradeFor(d);
  if (d.grade < options_.lowestGrade || d.grade > options_.highestGrade) return verdict(Judged::OutOfRange);

  // The claims, the title and the words for the student.
  for (Move m : line) f.line.push_back(game.moveName(m));
  for (const auto& [p, why] : forbidden) f.forbidden.push_back({game.moveName(p), why});
  for (const auto& [cost, m] : costs) f.costs.push_back({cost, game.moveName(m)});
  if (f.answer != kNoMove && kind == ProblemKind::Tutorial) f.answerCaptures = game.check(f.answer).captures;
  if (kind == ProblemKind::Connect) f.opponentThreatens = opponentThreatens(game);
  std::vector<std::string> bestMoves;
  for (Move b : r.bestMoves) bestMoves.push_back(game.moveName(b));
  wordProblem(kind, puzzle, f, f.answer != kNoMove ? game.moveName(f.answer) : "", scored, bestMoves);
  puzzle.comment += "\n" + describe(d);
  if (!passesItsCheck(puzzle)) return verdict(Judged::FailedCheck);
  j.outcome = Judged::Found;
  j.puzzle = std::move(puzzle);
  j.theme = f.theme;
  return j;
}

}  // namespace goproof

#include "puzzles/problem_judge_steps.h"
