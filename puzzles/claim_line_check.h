// ClaimChecker::checkLine: a solution line, move by move (claim_checker.h).
#pragma once

namespace goproof {

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkLine(const Claim& c) {
  const bool defenderFirst = !c.line.empty() && c.line[0].strongest;
  // Where a ko is the answer (Puzzle::koAnswers, and no move wins without
  // one), the line is the ko's: its player is given any number of external
  // ko threats and her opponent none, so each of her moves must keep the
  // ko (or better), and each marked reply must hold out longest against it.
  if constexpr (GoalTermsGame<Game>) {
    if (koAnswers_ && !defenderFirst) {
      const MaybeValue root = rootValue();
      if (!root) return undecided(c);
      // A root that draws only by the opponent's retakes over the ban (a
      // double ko: it wins with no threats on either side) has no ko to
      // answer with: its line is checked as a win, and the draw it meets
      // is undecided (checkLineMoves).
      const bool doubleKo = *root == Value::Draw && valueWithoutThreats() == Value::Win;
      if (*root != Value::Win && !doubleKo) {
        const TargetTerms before = game_.terms();
        TargetTerms ko = before;
        ko.koThreats[index(game_.toMove())] = kUnlimitedKoThreats;
        ko.koThreats[index(opponent(game_.toMove()))] = 0;
        game_.setTerms(ko);
        ClaimReport report = checkLineMoves(c, /*throughKo=*/true);
        game_.setTerms(before);
        return report;
      }
    }
  }
  return checkLineMoves(c, false);
}

template <PuzzleGame Game>
ClaimReport ClaimChecker<Game>::checkLineMoves(const Claim& c, bool throughKo) {
  // The winner: the side to move, unless the first move is marked as a
  // strongest defence (a line of the side to move losing).
  const bool defenderFirst = !c.line.empty() && c.line[0].strongest;
  const Color me = defenderFirst ? opponent(game_.toMove()) : game_.toMove();
  std::vector<Move> played;
  auto takeBack = [&] {
    for (size_t i = 0; i < played.size(); ++i) game_.undo();
  };
  auto fail = [&](std::string why, std::vector<Move> line) {
    takeBack();
    return ClaimReport{c, Verdict::Fail, std::move(why), names(line)};
  };
  auto stop = [&] {
    takeBack();
    return undecided(c);
  };
  bool anyStrongest = false;
  for (size_t i = 0; i < c.line.size(); ++i) {
    const LineMove& lm = c.line[i];
    const std::string ordinal = cat("move ", i + 1, " (", lm.move, ")");
    if (Winner w = game_.result(); w != Winner::None)
      return fail(cat(ordinal, " comes after the game has ended"), played);
    const ResolvedMove m = resolve(lm.move);
    const MoveCheck mc = checkMove(m);
    std::vector<Move> upTo = played;
    if (!m.offBoard) upTo.push_back(m.move);
    if (!mc.legal()) return fail(cat(ordinal, " is illegal: ", reasonText(m, mc)), upTo);
    if ((i % 2 == 0) != defenderFirst) {  // the winner's move: it must win
      game_.play(m.move);
      played.push_back(m.move);
      Winner w = game_.result();
      if (w == winnerOf(me)) continue;
      if (w != Winner::None) return fail(cat(ordinal, " ends the game without a win for ", colorName(me)), played);
      auto r = solveHere(false, std::nullopt, 0, /*valueOnly=*/true);
      if (!r) return stop();
      if (r->value == Value::Loss) continue;
      std::vector<Move> line = played;
      for (Move x : bestLine()) line.push_back(x);
      if (r->value == Value::Draw && !throughKo && valueWithoutThreats() == Value::Loss) {
        takeBack();
        return ClaimReport{c, Verdict::Undecided, endlessByRetakesText(ordinal, me), names(line)};
      }
      return fail(cat(ordinal, throughKo ? " does not keep the ko for " : " does not win for ", colorName(me), ": ",
                      r->value == Value::Win ? colorName(opponent(me)) + " wins" : std::string("it draws"),
                      throughKo ? " even with every ko threat, after this line" : " after this line"),
                  line);
    }
    // The defender's reply: legal, and if marked, a strongest one: in a
    // scored game the one that leaves the solver the least margin, then (as
    // in any game) the one that lasts longest.
    if (lm.strongest) {
      anyStrongest = true;
      if (!alphaBetaRefusal(game_).empty()) {
        why_ = "undecided: strongest defences need exact distances, which these rules do not allow";
        return stop();
      }
      struct Defence {
        HalfPoints margin = 0;  // the defender's, in a scored game (0 otherwise)
        int length = -1;        // moves to the end, the reply included
        bool operator<(const Defence& o) const { return margin != o.margin ? margin < o.margin : length < o.length; }
      };
      const bool scored = game_.scored();
      // Black's margin as the defender's, and back (negation is its own inverse).
      auto forDefender = [&](HalfPoints margin) { return me == Color::Black ? -margin : margin; };
      typename Game::MoveListType replies;
      game_.legalMoves(replies);
      Defence best, mine;
      Move bestReply = kNoMove;
      for (Move r : replies) {
        game_.play(r);
        Defence d{scored && game_.result() != Winner::None ? forDefender(game_.finalMargin()) : 0, 1};
        if (game_.result() == Winner::None) {
          auto solved = solveHere(false, SolverKind::AlphaBeta);
          // Lengths are exact only from a complete search: a stopped one may
          // still know the value, but not how long the defence lasts.
          if (!solved || !solved->complete || (scored && !solved->score)) {
            game_.undo();
            if (solved && !solved->complete)
              why_ = "undecided: the search stopped before it knew how long each defence lasts (time or node limit)";
            if (!solved && gaveUp_)
              why_ = "undecided: a strongest defence needs alpha-beta's exact lengths, and alpha-beta cannot settle "
                     "this position (some line runs 250 plies without ending)";
            return stop();
          }
          if (solved->value != Value::Win) {  // cannot happen after a winning move; report it plainly
            game_.undo();
            return fail(cat(i == 0 ? cat("the side to move") : cat("after move ", i, " the defender"),
                            " does not lose with ", name(r)), played);
          }
          d.length += static_cast<int>(solved->principalVariation.size());
          if (scored) d.margin = forDefender(*solved->score);
        }
        game_.undo();
        if (r == m.move) mine = d;
        if (bestReply == kNoMove || best < d) best = d, bestReply = r;
      }
      if (mine < best) {
        game_.play(bestReply);
        std::vector<Move> line = played;
        line.push_back(bestReply);
        for (Move x : bestLine()) line.push_back(x);
        game_.undo();
        auto result = [&](const Defence& d) { return formatMargin(forDefender(d.margin)); };
        if (scored && mine.margin != best.margin)
          return fail(cat(ordinal, " is not a strongest defence: it ends ", result(mine), ", ", name(bestReply),
                          " holds ", colorName(me), " to ", result(best)),
                      line);
        return fail(cat(ordinal, " is not a strongest defence: it loses in ", mine.length, " moves, ",
                        name(bestReply), " lasts ", best.length),
                    line);
      }
    }
    game_.play(m.move);
    played.push_back(m.move);
  }
  takeBack();
  return {c, Verdict::Pass,
          cat(throughKo ? "a ko is the answer here (no move wins without one): " : "", "every ", colorName(me),
              " move in the line ", throughKo ? "keeps the ko" : "wins", " and every ",
              defenderFirst ? colorName(opponent(me)) + " move" : std::string("reply"), " is legal",
              !anyStrongest        ? ""
              : game_.scored() ? cat("; the marked ", defenderFirst ? "moves" : "replies",
                                     " are strongest (the least margin, then the longest game)")
                               : cat("; the marked ", defenderFirst ? "moves" : "replies", " last longest")),
          {}};
}

}  // namespace goproof
