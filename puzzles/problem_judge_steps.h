// The steps of ProblemJudge::judge (problem_judge.h): the kind's answer,
// no-win's condition, the solution line, the difficulty's measures, and the
// check of every claim. Included by problem_judge.h only.
#pragma once

namespace goproof {

template <PuzzleGame Game>
auto ProblemJudge<Game>::answerFor(Game& game, const SolveResult& r, Move* answer) const -> Step {
  switch (options_.kind) {
    case ProblemKind::OnlyWin:
    case ProblemKind::Connect:
    case ProblemKind::Tutorial:
    case ProblemKind::Capture:
    case ProblemKind::Save:
    case ProblemKind::Kill:
    case ProblemKind::Live:
      if (r.value != Value::Win || r.winningMoves.size() != 1) return Judged::WrongKind;
      *answer = r.winningMoves.front();
      if (options_.kind == ProblemKind::Tutorial && (*answer < 0 || game.check(*answer).captures == 0))
        return Judged::WrongKind;
      return std::nullopt;
    case ProblemKind::BestMove:
      if (r.bestMoves.size() != 1) return Judged::WrongKind;
      *answer = r.bestMoves.front();
      return std::nullopt;
    case ProblemKind::NoWin:
      if (r.value != Value::Loss) return Judged::WrongKind;
      return std::nullopt;
  }
  return Judged::WrongKind;
}

template <PuzzleGame Game>
auto ProblemJudge<Game>::holdsOutUnequally(Game& game, const SolveResult& r, const MoveListType& moves) const
    -> Step {
  if (options_.kind != ProblemKind::NoWin) return std::nullopt;
  if (game.scored()) {
    if (r.bestMoves.size() == static_cast<size_t>(moves.size)) return Judged::WrongKind;
    return std::nullopt;
  }
  if (!alphaBetaRefusal(game).empty()) return Judged::WrongKind;
  int shortest = 1 << 30, longest = 0;
  for (const RootMoveClass& c : rootMoveClasses(game)) {
    auto length = movesAfter(game, c.representative);
    if (!length) return Judged::Unsolved;
    shortest = std::min(shortest, *length), longest = std::max(longest, *length);
  }
  if (shortest == longest) return Judged::WrongKind;
  return std::nullopt;
}

template <PuzzleGame Game>
auto ProblemJudge<Game>::solutionLine(Game& game, const SolveResult& r, Move answer, std::vector<Move>* line) const
    -> Step {
  const bool scored = game.scored();
  *line = r.principalVariation;
  if (!scored && alphaBetaRefusal(game).empty()) {
    auto full = lineToTheEnd(game);
    if (!full) return Judged::Unsolved;
    *line = std::move(*full);
  }
  if (answer != kNoMove && (line->empty() || line->front() != answer)) {
    if (!scored) return Judged::Unsolved;
    line->clear();
  }
  return std::nullopt;
}

template <PuzzleGame Game>
auto ProblemJudge<Game>::measure(Game& game, const SolveResult& r, const std::vector<Move>& line, const Puzzle& puzzle,
                                 Difficulty& d, std::vector<std::pair<HalfPoints, Move>>& costs) const -> Step {
  const bool scored = game.scored();
  const Color me = game.toMove();
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
    // Read up to where the loser can only pass (difficulty.h); the rest is execution.
    d.depth = static_cast<int>(line.size());
    if (r.value == Value::Win || r.value == Value::Loss) {
      const int read = pliesBeforeLosersPass(line, r.value == Value::Win ? 1 : 0);
      if (read < d.depth) d.lineMoves = d.depth, d.depth = std::max(1, read);
    }
  }
  // Black's margin after move m, for scored games.
  auto scoreOf = [&](Move m) -> std::optional<HalfPoints> {
    for (const auto& ms : r.moveScores)
      if (ms.move == m) return ms.score;
    return std::nullopt;
  };
  for (const RootMoveClass& c : rootMoveClasses(game)) {
    const Move m = c.representative;
    if (scored) {
      const auto s = scoreOf(m);
      if (!s) return Judged::Unsolved;
      const HalfPoints cost = forMover(me, *r.score) - forMover(me, *s);
      if (cost > 0) {
        costs.push_back({cost, m});
        if (cost <= 4) ++d.plausible;
      }
      continue;
    }
    bool fails = true;
    for (const auto& mv : r.moveValues)
      if (mv.move == m) fails = options_.kind == ProblemKind::NoWin || mv.value != r.value;
    if (!fails) continue;
    // A local goal: only a move near the target tempts (on it, next to it,
    // or next to one of its liberties); far from it, nothing is refuted at
    // once and nothing tempts either.
    if constexpr (requires { game.targetChains(); }) {
      const auto chains = game.targetChains();
      const auto near = game.geometry().neighbors(chains | game.board().liberties(chains));
      if (m < 0 || !near.test(m)) continue;
    }
    game.play(m);
    const bool refutedAtOnce = game.result() != Winner::None || winsAtOnce(game);
    game.undo();
    if (!refutedAtOnce) ++d.plausible;
  }
  std::sort(costs.begin(), costs.end());  // least first, then by move
  return std::nullopt;
}

template <PuzzleGame Game>
bool ProblemJudge<Game>::passesItsCheck(Puzzle& puzzle) const {
  VerifyOptions check;
  check.solver.tableMegabytes = 16;
  check.solver.threads = 1;
  // The same bound on every search of the check: a seed gives the same set on every machine.
  check.solver.nodeLimit = checkNodeLimit(options_);
  check.solver.stop = options_.stop;
  check.shareSettledPositions = false;
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
    if (marked || options_.kind == ProblemKind::NoWin) verdict = verifies();
  }
  return verdict == Verdict::Pass;
}

}  // namespace goproof
