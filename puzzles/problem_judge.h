// Judging one position for goproof generate (generate.h): does it make a
// problem of the asked-for kind, and if so, its claims, its words for the
// student and its measured difficulty. Written once, against the game
// contract, for every game.
#pragma once

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "formats/claim_text.h"
#include "puzzles/claim_checker.h"
#include "puzzles/difficulty.h"
#include "puzzles/generate.h"
#include "puzzles/reading_depth.h"
#include "puzzles/verify.h"
#include "solver/search/root_symmetry.h"
#include "solver/search/solve.h"
#include "solver/search/quick_tactics.h"

namespace goproof {

// The most positions the reading depth of a scored problem may visit
// (reading_depth.h); a problem not read out within it grades as deeper than
// what was read.
inline constexpr uint64_t kReadingNodeLimit = 200000;

// What became of one position.
enum class Judged { Found, Over, Unsolved, WrongKind, OutOfRange, FailedCheck };

struct Judgement {
  Judged outcome = Judged::WrongKind;
  Puzzle puzzle;  // Found: the problem (no number in its title yet)
  Difficulty difficulty;
};

template <PuzzleGame Game>
class ProblemJudge {
 public:
  explicit ProblemJudge(const GenerateOptions& options) : options_(options) {}

  // Judges the position game is at; `position` is that position as a puzzle
  // (game_puzzle.h). The game is at the same position afterwards.
  Judgement judge(Game& game, Puzzle position);

 private:
  using MoveListType = typename Game::MoveListType;

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
  static void addClaim(Puzzle& p, const std::string& text) {
    auto claim = parseClaimText(text);
    if (!claim.ok()) throw std::logic_error("generate wrote a claim it cannot read: " + text);
    p.claims.push_back(*claim);
  }
  // "line a1 b2! c3": the winner's moves plain, the defender's marked (defenderFirst: hers come first).
  std::string lineText(const Game& game, const std::vector<Move>& line, bool defenderFirst) const {
    std::string text = "line";
    for (size_t i = 0; i < line.size(); ++i)
      text += " " + game.moveName(line[i]) + ((i % 2 == 0) == defenderFirst ? "!" : "");
    return text;
  }

  GenerateOptions options_;
};

template <PuzzleGame Game>
Judgement ProblemJudge<Game>::judge(Game& game, Puzzle puzzle) {
  Judgement j;
  if (game.result() != Winner::None) return {Judged::Over, {}, {}};
  const ProblemKind kind = options_.kind;
  const Color me = game.toMove();
  const bool scored = game.scored();
  MoveListType moves;
  game.legalMoves(moves);
  // No choice, no problem; except for the tutorial, whose lesson is which
  // points may not be played (its one legal move may be the capture).
  if (moves.size < (kind == ProblemKind::Tutorial ? 1 : 2)) return j;

  // The tutorial's cheap conditions first: a capture to find, a point a beginner may not play.
  std::vector<std::pair<Move, IllegalReason>> forbidden;
  if (kind == ProblemKind::Tutorial) {
    bool captures = false;
    for (Move m : moves) captures = captures || (m >= 0 && game.check(m).captures > 0);
    for (Move p = 0; p < game.moveIdLimit() && captures; ++p) {
      const IllegalReason why = game.check(p).reason;
      if (why == IllegalReason::Suicide || why == IllegalReason::Ko) forbidden.push_back({p, why});
    }
    if (!captures || forbidden.empty()) return j;
  }

  SolveResult r;
  try {
    r = solvePosition(game, solverOptions(game.emptyPoints(), SolverKind::Dfpn, true));
  } catch (const std::invalid_argument&) {
    return {Judged::Unsolved, {}, {}};
  }
  if (!r.complete || r.value == Value::Unknown || (scored && !r.score)) return {Judged::Unsolved, {}, {}};

  // The kind: the answer, where there is one.
  Move answer = kNoMove;
  switch (kind) {
    case ProblemKind::OnlyWin:
    case ProblemKind::Connect:
    case ProblemKind::Tutorial:
      if (r.value != Value::Win || r.winningMoves.size() != 1) return j;
      answer = r.winningMoves.front();
      if (kind == ProblemKind::Tutorial && (answer < 0 || game.check(answer).captures == 0)) return j;
      break;
    case ProblemKind::BestMove:
      if (r.bestMoves.size() != 1) return j;
      answer = r.bestMoves.front();
      break;
    case ProblemKind::NoWin:
      if (r.value != Value::Loss) return j;
      break;
  }
  // "Which one holds out longest?" needs a move that holds out less: in a
  // scored game one that loses more, otherwise one that loses sooner.
  if (kind == ProblemKind::NoWin) {
    if (scored) {
      if (r.bestMoves.size() == static_cast<size_t>(moves.size)) return j;
    } else {
      if (!alphaBetaRefusal(game).empty()) return j;
      int shortest = 1 << 30, longest = 0;
      for (const RootMoveClass& c : rootMoveClasses(game)) {
        auto length = movesAfter(game, c.representative);
        if (!length) return {Judged::Unsolved, {}, {}};
        shortest = std::min(shortest, *length), longest = std::max(longest, *length);
      }
      if (shortest == longest) return j;
    }
  }

  // The solution line: alpha-beta's fastest win against the longest
  // resistance, the distances verify checks strongest defences by; in
  // scored games, df-pn's line to the end.
  std::vector<Move> line = r.principalVariation;
  const bool exactLine = !scored && alphaBetaRefusal(game).empty();
  if (exactLine) {
    auto full = lineToTheEnd(game);
    if (!full) return {Judged::Unsolved, {}, {}};
    line = std::move(*full);
  }
  if (answer != kNoMove && (line.empty() || line.front() != answer)) {
    if (!scored) return {Judged::Unsolved, {}, {}};
    line.clear();
  }

  // Black's margin after move m, for scored games.
  auto scoreOf = [&](Move m) -> std::optional<HalfPoints> {
    for (const auto& ms : r.moveScores)
      if (ms.move == m) return ms.score;
    return std::nullopt;
  };

  // Difficulty.
  Difficulty& d = j.difficulty;
  d.nodes = r.stats.nodes;
  d.stones = static_cast<int>(std::count(puzzle.rows.begin(), puzzle.rows.end(), 'X') +
                              std::count(puzzle.rows.begin(), puzzle.rows.end(), 'O'));
  if (scored) {
    // What the student must read, not the exact score's search to the last
    // pass (reading_depth.h); where the board cannot be counted as it
    // stands, the best line up to its last move that is not a pass.
    if (const std::optional<ReadingDepth> reading = readingDepth(game, r.bestMoves, kReadingNodeLimit)) {
      d.depth = reading->depth;
      d.nodes = reading->nodes;
      d.reading = true;
    } else {
      int last = 0;
      for (size_t i = 0; i < line.size(); ++i)
        if (line[i] != kPass) last = static_cast<int>(i) + 1;
      d.depth = std::max(1, last);
    }
  } else {
    d.depth = static_cast<int>(line.size());
  }
  const std::vector<RootMoveClass> classes = rootMoveClasses(game);
  std::vector<std::pair<HalfPoints, Move>> costs;  // scored: what each other class costs the mover
  for (const RootMoveClass& c : classes) {
    const Move m = c.representative;
    if (scored) {
      const auto s = scoreOf(m);
      if (!s) return {Judged::Unsolved, {}, {}};
      const HalfPoints cost = forMover(me, *r.score) - forMover(me, *s);
      if (cost > 0) {
        costs.push_back({cost, m});
        if (cost <= 4) ++d.plausible;
      }
      continue;
    }
    bool fails = true;
    for (const auto& mv : r.moveValues)
      if (mv.move == m) fails = kind == ProblemKind::NoWin || mv.value != r.value;
    if (!fails) continue;
    game.play(m);
    const bool refutedAtOnce = game.result() != Winner::None || winsAtOnce(game);
    game.undo();
    if (!refutedAtOnce) ++d.plausible;
  }
  d.grade = gradeFor(d);
  if (d.grade < options_.lowestGrade || d.grade > options_.highestGrade) return {Judged::OutOfRange, {}, {}};

  // The claims, the title and the words for the student.
  const std::string side = colorName(me), other = colorName(opponent(me));
  const std::string name = answer != kNoMove ? game.moveName(answer) : "";
  switch (kind) {
    case ProblemKind::OnlyWin:
      puzzle.title = side + " to play and win";
      puzzle.comment = cat(side, " to play. Only one move wins: find it",
                           line.size() >= 2 ? ", and the strongest defence." : ".");
      addClaim(puzzle, "only-win " + name);
      if (line.size() >= 2) addClaim(puzzle, lineText(game, line, false));
      break;
    case ProblemKind::Connect: {
      const bool block = opponentThreatens(game);
      puzzle.title = side + (block ? " to play: block and connect" : " to play and connect");
      puzzle.comment = block ? cat(other, " threatens to connect. ", side,
                                   " to play: only one move stops it and wins the race.")
                             : cat(side, " to play. Only one move wins the race to connect.");
      addClaim(puzzle, "only-win " + name);
      if (line.size() >= 2) addClaim(puzzle, lineText(game, line, false));
      break;
    }
    case ProblemKind::Tutorial: {
      puzzle.title = side + " to play: capture, and mind the forbidden point";
      const std::string howMany = forbidden.size() == 1 ? "one point" : cat(forbidden.size(), " points");
      puzzle.comment = cat(side, " to play. One move wins by capturing. And ", howMany, " ", side,
                           " may not play: which, and why?");
      addClaim(puzzle, "only-win " + name);
      addClaim(puzzle, cat("captures ", name, " ", game.check(answer).captures));
      for (auto& [p, why] : forbidden) addClaim(puzzle, cat("illegal ", game.moveName(p), " ", toString(why)));
      if (line.size() >= 2) addClaim(puzzle, lineText(game, line, false));
      break;
    }
    case ProblemKind::BestMove: {
      puzzle.title = side + " to play: the best move";
      puzzle.comment = cat(side, " to play. Only one move keeps the best result: find it",
                           answer == kPass ? " (passing is a move too)" : "",
                           ". What does each other move give away?");
      addClaim(puzzle, "only-best " + name);
      addClaim(puzzle, "value " + formatMargin(*r.score));
      std::sort(costs.begin(), costs.end());
      for (auto& [cost, m] : costs) addClaim(puzzle, cat("costs ", game.moveName(m), " ", formatMargin(cost).substr(2)));
      break;
    }
    case ProblemKind::NoWin: {
      puzzle.title = side + " to play: hold out longest";
      puzzle.comment = cat(side, " to play, and every move loses. Which one holds out longest?");
      addClaim(puzzle, "no-win");
      addClaim(puzzle, "value " + (scored ? formatMargin(*r.score) : std::string(other == "Black" ? "B" : "W")));
      if (!scored && line.size() >= 2) addClaim(puzzle, lineText(game, line, true));
      if (scored)
        for (Move b : r.bestMoves) addClaim(puzzle, "best " + game.moveName(b));
      break;
    }
  }
  puzzle.comment += "\n" + describe(d);

  // Every claim is checked before the problem is handed out.
  VerifyOptions check;
  check.solver.tableMegabytes = 16;
  check.solver.threads = 1;
  // The same bound on every search of the check: a seed gives the same set on every machine.
  check.solver.nodeLimit = checkNodeLimit(options_);
  check.solver.stop = options_.stop;
  auto verifies = [&] {
    const PuzzleReport report = verifyPuzzle(puzzle, check);
    if (!report.positionError.empty()) return Verdict::Fail;
    Verdict worst = Verdict::Pass;
    for (const ClaimReport& c : report.claims)
      if (c.verdict == Verdict::Fail) return Verdict::Fail;
      else if (c.verdict == Verdict::Undecided) worst = Verdict::Undecided;
    return worst;
  };
  Verdict verdict = verifies();
  if (verdict == Verdict::Undecided) {
    // Strongest defences are the costly claim (every reply searched to its
    // exact length): where the check cannot afford them, the line goes
    // without its marks.
    // A lost position's line (its first move marked) means nothing without
    // its marks, and goes.
    bool marked = false;
    std::erase_if(puzzle.claims, [](const Claim& c) { return !c.line.empty() && c.line[0].strongest; });
    for (Claim& c : puzzle.claims)
      for (LineMove& m : c.line) marked = marked || m.strongest, m.strongest = false;
    if (marked || kind == ProblemKind::NoWin) verdict = verifies();
  }
  if (verdict != Verdict::Pass) return {Judged::FailedCheck, {}, {}};
  j.outcome = Judged::Found;
  j.puzzle = std::move(puzzle);
  return j;
}

}  // namespace goproof
