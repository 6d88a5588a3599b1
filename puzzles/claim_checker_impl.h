// Implementation of ClaimChecker (claim_checker.h).
#pragma once

namespace goproof {

template <PuzzleGame Game>
std::optional<SolveResult> ClaimChecker<Game>::solveHere(bool allMoves, std::optional<SolverKind> kind,
                                                          double timeLimit, bool valueOnly) {
  SolverOptions o = options_.solver;
  if (kind) o.kind = *kind;
  const double claimLimit = claimTimeLimit();
  if (claimLimit > 0) o.timeLimitSeconds = claimLimit;
  if (timeLimit > 0) o.timeLimitSeconds = o.timeLimitSeconds > 0 ? std::min(o.timeLimitSeconds, timeLimit) : timeLimit;
  o.allMoves = allMoves;
  o.valueOnly = valueOnly && !allMoves;
  o.progress = nullptr;
  shareSettled(o);
  gaveUp_ = false;
  SolveResult r;
  try {
    r = solvePosition(game_, o);
  } catch (const std::invalid_argument& e) {
    why_ = cat("undecided: the solver gave up: ", e.what());
    return std::nullopt;
  }
  nodes_ += r.stats.nodes;
  // Every root move's value was asked for: a stop that left some open leaves the question open.
  if (r.value == Value::Unknown || (allMoves && !r.complete)) {
    gaveUp_ = !r.incompleteReason.empty();  // otherwise a time limit or an interrupt
    why_ = gaveUp_ ? "undecided: " + r.incompleteReason
                   : "undecided: the search stopped before an answer (time limit or interrupt)";
    return std::nullopt;
  }
  return r;
}

template <PuzzleGame Game>
const SolveResult* ClaimChecker<Game>::rootWithMoves() {
  if (!rootWithMoves_) {
    rootWithMoves_ = solveHere(true);
    if (!rootWithMoves_) return nullptr;
    rootValue_ = rootWithMoves_->value;
    for (const auto& mv : rootWithMoves_->moveValues) moveValues_[mv.move] = mv.value;
    if (game_.scored()) {
      rootScore_ = rootWithMoves_->score;
      for (const auto& ms : rootWithMoves_->moveScores) moveScores_[ms.move] = ms.score;
    }
  }
  return &*rootWithMoves_;
}

template <PuzzleGame Game>
typename ClaimChecker<Game>::MaybeValue ClaimChecker<Game>::rootValue() {
  if (!rootValue_) {
    auto r = solveHere(false, std::nullopt, 0, /*valueOnly=*/true);
    if (r) rootValue_ = r->value;
    if (r && r->score && game_.scored()) rootScore_ = r->score;
  }
  return rootValue_;
}

template <PuzzleGame Game>
std::optional<HalfPoints> ClaimChecker<Game>::rootScore() {
  if (!rootScore_) {
    if (game_.result() != Winner::None) return rootScore_ = game_.finalMargin();
    auto r = solveHere(false, std::nullopt, 0, /*valueOnly=*/true);
    if (r && r->score) rootScore_ = r->score, rootValue_ = r->value;
  }
  return rootScore_;
}

template <PuzzleGame Game>
std::optional<HalfPoints> ClaimChecker<Game>::scoreAfter(Move m) {
  if (auto it = moveScores_.find(m); it != moveScores_.end()) return it->second;
  game_.play(m);
  std::optional<HalfPoints> score;
  if (game_.result() != Winner::None) {
    score = game_.finalMargin();
  } else if (auto r = solveHere(false, std::nullopt, 0, /*valueOnly=*/true)) {
    score = r->score;
  }
  game_.undo();
  if (score) moveScores_[m] = *score;
  return score;
}

template <PuzzleGame Game>
typename ClaimChecker<Game>::MaybeValue ClaimChecker<Game>::valueAfter(Move m, double timeLimit) {
  if (auto it = moveValues_.find(m); it != moveValues_.end()) return it->second;
  const Color me = game_.toMove();
  game_.play(m);
  MaybeValue v;
  if (Winner w = game_.result(); w != Winner::None) {
    v = w == winnerOf(me) ? Value::Win : w == Winner::Draw ? Value::Draw : Value::Loss;
  } else if (auto r = solveHere(false, std::nullopt, timeLimit, /*valueOnly=*/true)) {
    v = negate(r->value);
  }
  game_.undo();
  if (v) moveValues_[m] = *v;
  return v;
}

template <PuzzleGame Game>
std::vector<Move> ClaimChecker<Game>::lineFrom(Move m, double timeLimit) {
  game_.play(m);
  std::vector<Move> line = {m};
  for (Move r : bestLine(timeLimit)) line.push_back(r);
  game_.undo();
  return line;
}

template <PuzzleGame Game>
std::vector<Move> ClaimChecker<Game>::bestLine(double timeLimit) {
  if (game_.result() != Winner::None) return {};
  SolverOptions o = options_.solver;
  o.kind = SolverKind::AlphaBeta;
  o.allMoves = false;
  o.progress = nullptr;
  o.tableMegabytes = std::min<size_t>(o.tableMegabytes, 16);
  const double claimLimit = claimTimeLimit();
  o.timeLimitSeconds = claimLimit > 0 ? std::min(claimLimit, 1.0) : 1.0;
  try {
    // Alpha-beta gives the fastest line quickly in games without cycles; in
    // scored games nearly every line can cycle, and it would spend its whole
    // second for nothing: the chosen solver's line serves there.
    if (alphaBetaRefusal(game_).empty() && !game_.scored()) {
      SolveResult r = solvePosition(game_, o);
      nodes_ += r.stats.nodes;
      if (r.value != Value::Unknown) return r.principalVariation;
    }
  } catch (const std::invalid_argument&) {
  }
  auto r = solveHere(false, std::nullopt, timeLimit);
  return r ? r->principalVariation : std::vector<Move>{};
}

template <PuzzleGame Game>
std::string ClaimChecker<Game>::goalStatusAfter(Move m, double timeLimit, bool koOnly, bool* unsettled) {
  if (unsettled) *unsettled = false;
  if constexpr (GoalTermsGame<Game>) {
    SolverOptions o = options_.solver;
    o.kind = SolverKind::Dfpn;
    const double claimLimit = claimTimeLimit();
    if (claimLimit > 0) o.timeLimitSeconds = claimLimit;
    if (timeLimit > 0) o.timeLimitSeconds = o.timeLimitSeconds > 0 ? std::min(o.timeLimitSeconds, timeLimit) : timeLimit;
    shareSettled(o);
    game_.play(m);
    const GoalStatus status = goalStatus(game_, o, !koOnly && aboutLife(goalWord_));
    const std::string words = goalStatusWords(game_, status, goalWord_);
    game_.undo();
    nodes_ += status.nodes;
    if (unsettled) *unsettled = status.outcome == GoalOutcome::Unknown;
    if (koOnly && status.outcome != GoalOutcome::Ko) return "";
    return words;
  } else {
    (void)m, (void)timeLimit, (void)koOnly, (void)unsettled;
    return "";
  }
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::check(const Claim& c) {
  if (options_.budget) claimDeadline_ = options_.budget->startClaim();
  switch (c.kind) {
    case ClaimKind::Win: return checkWin(c, false);
    case ClaimKind::OnlyWin: return checkWin(c, true);
    case ClaimKind::NoWin: return checkNoWin(c);
    case ClaimKind::Value: return checkValue(c);
    case ClaimKind::Legal:
    case ClaimKind::Illegal: return checkLegality(c);
    case ClaimKind::Captures: return checkCaptures(c);
    case ClaimKind::Status: return checkStatus(c);
    case ClaimKind::Line: return checkLine(c);
    case ClaimKind::Best: return checkBest(c, false);
    case ClaimKind::OnlyBest: return checkBest(c, true);
    case ClaimKind::Costs: return checkCosts(c);
    case ClaimKind::Conquers: return checkConquers(c);
  }
  return undecided(c);
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkBest(const Claim& c, bool onlyBest) {
  const ResolvedMove m = resolve(c.move);
  const MoveCheck mc = checkMove(m);
  if (!mc.legal()) return {c, Verdict::Fail, illegalText(c.move, m, mc), {}};
  if (onlyBest && !rootWithMoves()) return undecided(c);
  std::optional<HalfPoints> best = rootScore(), after = scoreAfter(m.move);
  if (!best || !after) return undecided(c);
  if (*after != *best) {
    const std::vector<Move> line = lineFrom(m.move);
    return {c, Verdict::Fail,
            cat(c.move, " gives ", formatMargin(*after), " against ", formatMargin(*best), " with best play",
                line.size() > 1 ? ", after this line" : ""),
            line.size() > 1 ? names(line) : std::vector<std::string>{}};
  }
  if (!onlyBest) return {c, Verdict::Pass, cat(c.move, " keeps ", formatMargin(*best), ", the best score"), {}};
  std::vector<Move> others;
  for (Move b : rootWithMoves_->bestMoves)
    if (b != m.move) others.push_back(b);
  if (others.empty()) return {c, Verdict::Pass, cat(c.move, " keeps ", formatMargin(*best), ", and no other move does"), {}};
  std::string more = others.size() > 1 ? cat(" (and ", others.size() - 1, " more: ") : "";
  for (size_t i = 1; i < others.size(); ++i) more += name(others[i]) + (i + 1 < others.size() ? " " : ")");
  return {c, Verdict::Fail, cat(c.move, " keeps ", formatMargin(*best), ", but ", name(others.front()), " does too", more),
          names(lineFrom(others.front()))};
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkCosts(const Claim& c) {
  const ResolvedMove m = resolve(c.move);
  const MoveCheck mc = checkMove(m);
  if (!mc.legal()) return {c, Verdict::Fail, illegalText(c.move, m, mc), {}};
  std::optional<HalfPoints> best = rootScore(), after = scoreAfter(m.move);
  if (!best || !after) return undecided(c);
  // What the side to move gives up: her margin with best play less her margin after the move.
  const HalfPoints cost = game_.toMove() == Color::Black ? *best - *after : *after - *best;
  const std::string actual =
      cat(c.move, " costs ", pointsText(cost), " (", formatMargin(*best), " with best play, ", formatMargin(*after),
          " after it)");
  if (cost == *c.points) return {c, Verdict::Pass, actual, {}};
  const std::vector<Move> line = lineFrom(m.move);
  return {c, Verdict::Fail, cat(actual, ", not ", pointsText(*c.points), line.size() > 1 ? ", after this line" : ""),
          line.size() > 1 ? names(line) : std::vector<std::string>{}};
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkWin(const Claim& c, bool onlyWin) {
  const ResolvedMove m = resolve(c.move);
  const MoveCheck mc = checkMove(m);
  const Color me = game_.toMove();
  if (!mc.legal()) return {c, Verdict::Fail, illegalText(c.move, m, mc), {}};
  if (onlyWin && !rootWithMoves()) return undecided(c);
  MaybeValue v = valueAfter(m.move);
  if (!v) return undecided(c);
  if (*v != Value::Win) {
    if (mc.winner != Winner::None) return {c, Verdict::Fail, endsAtOnceText(c.move, mc, me), {}};
    const std::vector<Move> line = lineFrom(m.move);
    std::string who = *v == Value::Loss ? colorName(opponent(me)) + " wins" : "it ends in a draw";
    // Under a local goal a win is a win without ko: a ko is said apart.
    bool unsettled = false;
    const std::string ko = goalStatusAfter(m.move, 0, /*koOnly=*/true, &unsettled);
    // Whether the move leads to a ko is not known: it does not win without
    // one, but where a ko is an answer the claim is undecided.
    if (unsettled) {
      if (koAnswers_) {
        why_ = "undecided: whether the move leads to a ko (an answer here) was not settled in time";
        return undecided(c);
      }
      return {c, Verdict::Fail,
              cat(c.move, " does not win for ", colorName(me),
                  " without ko (whether it leads to a ko was not settled in time)"),
              line.size() > 1 ? names(line) : std::vector<std::string>{}};
    }
    if (!ko.empty()) {
      const std::vector<std::string> shown = line.size() > 1 ? names(line) : std::vector<std::string>{};
      // Where a ko is an answer, it is the right one when nothing better exists.
      if (koAnswers_ && !onlyWin) {
        const MaybeValue root = rootValue();
        if (!root) return undecided(c);
        if (*root != Value::Win)
          return {c, Verdict::Pass,
                  cat(c.move, " leads to a ", ko, "; no move wins for ", colorName(me), " without ko, so a ko is the answer"),
                  shown};
        const std::vector<Move> better = bestLine();
        return {c, Verdict::Fail,
                cat(c.move, " only leads to a ", ko, ", but ", better.empty() ? std::string("a move") : name(better.front()),
                    " wins for ", colorName(me), " without ko"),
                names(better)};
      }
      return {c, Verdict::Fail, cat(c.move, " does not win for ", colorName(me), " without ko: it leads to a ", ko),
              shown};
    }
    if (*v == Value::Draw && drawIsTheRetakers(m.move))
      return {c, Verdict::Undecided, endlessByRetakesText(c.move, me), names(line)};
    // Without a proven line past the move (the evidence search ran out of
    // time), say so rather than show moves nobody proved.
    if (line.size() <= 1) return {c, Verdict::Fail, cat(c.move, " ", verb(*v), " for ", colorName(me), ": ", who,
                                                         " (no line of best play found in time)"), {}};
    return {c, Verdict::Fail, cat(c.move, " ", verb(*v), " for ", colorName(me), ": ", who, " after this line"),
            names(line)};
  }
  if (!onlyWin) return {c, Verdict::Pass, cat(c.move, " wins for ", colorName(me)), {}};
  std::vector<Move> others;
  for (Move w : rootWithMoves_->winningMoves)
    if (w != m.move) others.push_back(w);
  if (others.empty()) return {c, Verdict::Pass, cat(c.move, " wins for ", colorName(me), ", and no other move does"), {}};
  const std::vector<Move> line = lineFrom(others.front());
  std::string more = others.size() > 1 ? cat(" (and ", others.size() - 1, " more: ") : "";
  for (size_t i = 1; i < others.size(); ++i) more += name(others[i]) + (i + 1 < others.size() ? " " : ")");
  return {c, Verdict::Fail, cat(c.move, " wins, but ", name(others.front()), " wins too", more), names(line)};
}

template <PuzzleGame Game>
typename ClaimChecker<Game>::MaybeValue ClaimChecker<Game>::valueWithoutThreats() {
  // Only a local goal's terms give a side external ko threats; any other
  // game has none to take away, so its draw is a draw by any reading.
  if constexpr (GoalTermsGame<Game>) {
    const TargetTerms before = game_.terms();
    TargetTerms none = before;
    none.koThreats = {0, 0};
    game_.setTerms(none);
    auto r = solveHere(false, std::nullopt, 0, /*valueOnly=*/true);
    game_.setTerms(before);
    if (!r) return std::nullopt;
    return r->value;
  }
  return std::nullopt;
}

template <PuzzleGame Game>
bool ClaimChecker<Game>::drawIsTheRetakers(Move m) {
  game_.play(m);
  const bool lost = game_.result() == Winner::None && valueWithoutThreats() == Value::Loss;
  game_.undo();
  return lost;
}

template <PuzzleGame Game>
std::string ClaimChecker<Game>::endlessByRetakesText(const std::string& move, Color me) const {
  const std::string other = colorName(opponent(me));
  return cat("undecided: ", move, " leads to endless play only because ", other,
             " may retake kos over the ban: with no external ko threat on either side it wins for ", colorName(me),
             ". As in a double ko, ", other, " needs a threat for every round; a teacher gives that to ", colorName(me),
             ", since ", other, "'s threats run out, and our rules count the cycle as a draw (docs/goals.md, \"Cycles "
             "and published answers\")");
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkNoWin(const Claim& c) {
  const Color me = game_.toMove();
  if (!c.move.empty()) {
    const ResolvedMove m = resolve(c.move);
    const MoveCheck mc = checkMove(m);
    if (!mc.legal()) return {c, Verdict::Pass, cat(illegalText(c.move, m, mc), ", so it does not win"), {}};
    MaybeValue v = valueAfter(m.move);
    if (!v) return undecided(c);
    if (*v == Value::Draw && mc.winner == Winner::None && drawIsTheRetakers(m.move))
      return {c, Verdict::Undecided, endlessByRetakesText(c.move, me), names(lineFrom(m.move))};
    if (*v != Value::Win) return {c, Verdict::Pass, cat(c.move, " ", verb(*v), " for ", colorName(me)), {}};
    if (mc.winner != Winner::None) return {c, Verdict::Fail, endsAtOnceText(c.move, mc, me), {}};
    const std::vector<Move> line = lineFrom(m.move);
    if (line.size() <= 1)
      return {c, Verdict::Fail, cat(c.move, " wins for ", colorName(me), " after all (no line found in time)"), {}};
    return {c, Verdict::Fail, cat(c.move, " wins for ", colorName(me), " after all"), names(line)};
  }
  MaybeValue v = rootValue();
  if (!v) return undecided(c);
  if (*v != Value::Win) return {c, Verdict::Pass, cat(colorName(me), " to move ", verb(*v), " with best play"), {}};
  std::vector<Move> line = bestLine();
  return {c, Verdict::Fail,
          cat(colorName(me), " wins", line.empty() ? "" : " with " + name(line.front()), " after all"), names(line)};
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkValue(const Claim& c) {
  if (c.points) {  // an exact score
    std::optional<HalfPoints> score = rootScore();
    if (!score) return undecided(c);
    if (*score == *c.points) return {c, Verdict::Pass, cat("the score is ", formatMargin(*score)), {}};
    std::vector<Move> line = bestLine();
    return {c, Verdict::Fail,
            cat("the score is ", formatMargin(*score), ", not ", formatMargin(*c.points), line.empty() ? "" : ": best play"),
            names(line)};
  }
  MaybeValue v = rootValue();
  if (!v) return undecided(c);
  const std::string actual(toString(winnerFor(*v, game_.toMove())));
  if (actual == c.value) return {c, Verdict::Pass, cat("the value is ", actual), {}};
  std::vector<Move> line = bestLine();
  return {c, Verdict::Fail, cat("the value is ", actual, ", not ", c.value, line.empty() ? "" : ": best play"),
          names(line)};
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkLegality(const Claim& c) {
  const ResolvedMove m = resolve(c.move);
  const MoveCheck mc = checkMove(m);
  const std::string actual = mc.legal() ? cat(c.move, " is legal") : illegalText(c.move, m, mc);
  if (c.kind == ClaimKind::Legal) return {c, mc.legal() ? Verdict::Pass : Verdict::Fail, actual, {}};
  if (mc.legal()) return {c, Verdict::Fail, cat(actual, " (it ", whatItDoes(m.move, mc), ")"), {}};
  if (!c.reason.empty() && c.reason != toString(mc.reason))
    return {c, Verdict::Fail, cat(actual, ", not ", c.reason), {}};
  return {c, Verdict::Pass, actual, {}};
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkCaptures(const Claim& c) {
  const ResolvedMove m = resolve(c.move);
  const MoveCheck mc = checkMove(m);
  if (!mc.legal()) return {c, Verdict::Fail, illegalText(c.move, m, mc), {}};
  const std::string actual = cat(c.move, " captures ", mc.captures == 0 ? "nothing" : stones(mc.captures));
  const bool holds = c.count ? mc.captures == *c.count : mc.captures > 0;
  return {c, holds ? Verdict::Pass : Verdict::Fail, actual, {}};
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkConquers(const Claim& c) {
  const ResolvedMove m = resolve(c.move);
  const MoveCheck mc = checkMove(m);
  if (!mc.legal()) return {c, Verdict::Fail, illegalText(c.move, m, mc), {}};
  if constexpr (requires { game_.territory(Color::Black); }) {
    // The mover's territory grows by n: conquered points, re-conquered
    // ones, and the points of her stones removed as inside it.
    const Color me = game_.toMove();
    const int before = game_.territory(me);
    game_.play(m.move);
    const int after = game_.territory(me);
    game_.undo();
    const int n = after - before;
    // `legal` lists the points conquered and the stones removed apart; the claim counts both.
    const std::string actual =
        n == 0 ? cat(c.move, " adds nothing to ", colorName(me), "'s territory")
               : cat(c.move, " adds ", n == 1 ? std::string("1 point") : cat(n, " points"), " to ", colorName(me),
                     "'s territory (", before, " to ", after, ")");
    const bool holds = c.count ? n == *c.count : n > 0;
    return {c, holds ? Verdict::Pass : Verdict::Fail, actual, {}};
  } else {  // claimThatDoesNotFit keeps these from games without territory
    return {c, Verdict::Undecided, "undecided: only conquest has territory to conquer", {}};
  }
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkStatus(const Claim& c) {
  const ResolvedMove m = resolve(c.move);
  const MoveCheck mc = checkMove(m);
  if (!mc.legal()) return {c, Verdict::Pass, illegalText(c.move, m, mc), {}};
  const std::string text = cat(c.move, " is legal, ", whatItDoes(m.move, mc));
  const Color me = game_.toMove();
  if (mc.winner != Winner::None)
    return {c, Verdict::Pass,
            cat(text, " and ends the game: ", mc.winner == Winner::Draw ? "a draw" : colorName(mc.winner == Winner::Black ? Color::Black : Color::White) + " wins"),
            {}};
  // A status claim must not hold up a run: its search gets kStatusSeconds at most.
  if constexpr (GoalTermsGame<Game>) {
    const std::string status = goalStatusAfter(m.move, kStatusSeconds, /*koOnly=*/false);
    return {c, Verdict::Pass, cat(text, "; then ", status), names(lineFrom(m.move, kStatusSeconds))};
  }
  MaybeValue v = valueAfter(m.move, kStatusSeconds);
  if (!v) {
    const double limit = options_.solver.timeLimitSeconds > 0 ? std::min(options_.solver.timeLimitSeconds, kStatusSeconds)
                                                               : kStatusSeconds;
    return {c, Verdict::Pass, cat(text, "; its result was not found within ", limit, " s"), {}};
  }
  return {c, Verdict::Pass, cat(text, " and ", verb(*v), " for ", colorName(me)),
          names(lineFrom(m.move, kStatusSeconds))};
}

}  // namespace goproof

#include "puzzles/claim_line_check.h"
