// What each kind of generated problem says: its title, its words for the
// student and its claims, built as values (formats/claim_values.h), from
// what the judge found (problem_judge.h). One function per problem kind.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "formats/claim_values.h"
#include "formats/puzzle.h"
#include "solver/board/color.h"
#include "puzzles/generate.h"
#include "solver/util/text.h"
#include "solver/search/solve_result.h"

namespace goproof {

// What the judge found about a position, for the wording of its problem.
struct ProblemFindings {
  SolveResult solve;                                    // df-pn's value of every move
  Move answer = kNoMove;                                // the one move the problem asks for (none for no-win)
  std::vector<std::string> line;                        // the solution line, as move names (may be empty)
  std::vector<std::pair<std::string, IllegalReason>> forbidden;  // tutorial: points the side to move may not play
  int answerCaptures = 0;                               // tutorial: the stones the answer takes
  std::vector<std::pair<HalfPoints, std::string>> costs;  // best-move: what each other move gives up, least first
  bool opponentThreatens = false;                       // connect: the opponent threatens to connect at once
  std::string theme;                                    // capture: the tactic (capture_theme.h)
};

namespace problem_wording {

// "Black to play and win": the one winning move, and the line with the
// defender's strongest replies marked.
inline void onlyWin(Puzzle& p, const ProblemFindings& f, const std::string& answer) {
  const std::string side = colorName(p.toMove);
  p.title = side + " to play and win";
  p.comment = cat(side, " to play. Only one move wins: find it", f.line.size() >= 2 ? ", and the strongest defence." : ".");
  p.claims.push_back(moveClaim(ClaimKind::OnlyWin, answer));
  if (f.line.size() >= 2) p.claims.push_back(lineClaim(f.line, true, false));
}

// Gonnect: the one move that wins the race to connect (and blocks, when the
// opponent threatens to connect at once).
inline void connect(Puzzle& p, const ProblemFindings& f, const std::string& answer) {
  const std::string side = colorName(p.toMove), other = colorName(opponent(p.toMove));
  const bool block = f.opponentThreatens;
  p.title = side + (block ? " to play: block and connect" : " to play and connect");
  p.comment = block ? cat(other, " threatens to connect. ", side, " to play: only one move stops it and wins the race.")
                    : cat(side, " to play. Only one move wins the race to connect.");
  p.claims.push_back(moveClaim(ClaimKind::OnlyWin, answer));
  if (f.line.size() >= 2) p.claims.push_back(lineClaim(f.line, true, false));
}

// Capture Go for beginners: the capture that wins, and the points the side
// to move may not play, with why.
inline void tutorial(Puzzle& p, const ProblemFindings& f, const std::string& answer) {
  const std::string side = colorName(p.toMove);
  p.title = side + " to play: capture, and mind the forbidden point";
  const std::string howMany = f.forbidden.size() == 1 ? "one point" : cat(f.forbidden.size(), " points");
  p.comment = cat(side, " to play. One move wins by capturing. And ", howMany, " ", side,
                  " may not play: which, and why?");
  p.claims.push_back(moveClaim(ClaimKind::OnlyWin, answer));
  p.claims.push_back(capturesClaim(answer, f.answerCaptures));
  for (const auto& [point, why] : f.forbidden) p.claims.push_back(illegalClaim(point, why));
  if (f.line.size() >= 2) p.claims.push_back(lineClaim(f.line, true, false));
}

// Scored games: the one move that keeps the best result, the score, and what
// each other move gives away.
inline void bestMove(Puzzle& p, const ProblemFindings& f, const std::string& answer) {
  const std::string side = colorName(p.toMove);
  p.title = side + " to play: the best move";
  p.comment = cat(side, " to play. Only one move keeps the best result: find it",
                  f.answer == kPass ? " (passing is a move too)" : "", ". What does each other move give away?");
  p.claims.push_back(moveClaim(ClaimKind::OnlyBest, answer));
  p.claims.push_back(scoreClaim(*f.solve.score));
  for (const auto& [cost, move] : f.costs) p.claims.push_back(costsClaim(move, cost));
}

// Every move loses: which holds out longest (won games: the line with the
// side to move's strongest defences marked; scored games: the best moves).
inline void noWin(Puzzle& p, const ProblemFindings& f, bool scored, const std::vector<std::string>& bestMoves) {
  const std::string side = colorName(p.toMove);
  p.title = side + " to play: hold out longest";
  p.comment = cat(side, " to play, and every move loses. Which one holds out longest?");
  p.claims.push_back(noWinClaim());
  p.claims.push_back(scored ? scoreClaim(*f.solve.score) : winnerClaim(opponent(p.toMove)));
  if (!scored && f.line.size() >= 2) p.claims.push_back(lineClaim(f.line, true, true));
  if (scored)
    for (const std::string& b : bestMoves) p.claims.push_back(moveClaim(ClaimKind::Best, b));
}

// A local goal (capture, save, kill, live): the one move that reaches it
// without ko, and the line with the strongest replies marked. The puzzle
// keeps its goal word (Puzzle::goal), its target and its region.
inline void localGoal(Puzzle& p, const ProblemFindings& f, const std::string& answer) {
  const std::string side = colorName(p.toMove), other = colorName(opponent(p.toMove));
  const bool several = p.targets.find_first_of(" -:") != std::string::npos;
  const std::string marked = several ? "the marked stones" : "the marked stone";
  std::string task;
  if (p.goal == "capture") task = "capture " + marked;
  else if (p.goal == "save") task = "save " + marked;
  else if (p.goal == "kill") task = "kill";
  else task = "live";
  p.title = cat(side, " to ", task);
  const std::string what = p.goal == "kill"   ? cat("kills ", other, "'s group (", marked, ")")
                           : p.goal == "live" ? cat("makes ", side, "'s group (", marked, ") live")
                                              : cat(p.goal == "capture" ? "captures " : "saves ", marked);
  p.comment = cat(side, " to play. Only one move ", what, " without ko",
                  f.line.size() >= 2 ? ": find it, and the strongest defence." : ": find it.",
                  p.goal == "capture" || p.goal == "save"
                      ? " Play keeps to the region: a chain that reaches its side has escaped."
                      : " The wall is taken as safe.",
                  f.theme.empty() ? "" : cat(" Theme: ", f.theme, "."));
  p.claims.push_back(moveClaim(ClaimKind::OnlyWin, answer));
  if (f.line.size() >= 2) p.claims.push_back(lineClaim(f.line, true, false));
}

}  // namespace problem_wording

// Words and claims for the kind of problem asked for (generate.h's
// ProblemKind); `bestMoves` are the best moves' names (no-win, scored).
inline void wordProblem(ProblemKind kind, Puzzle& p, const ProblemFindings& f, const std::string& answer, bool scored,
                        const std::vector<std::string>& bestMoves) {
  switch (kind) {
    case ProblemKind::OnlyWin: return problem_wording::onlyWin(p, f, answer);
    case ProblemKind::Connect: return problem_wording::connect(p, f, answer);
    case ProblemKind::Tutorial: return problem_wording::tutorial(p, f, answer);
    case ProblemKind::BestMove: return problem_wording::bestMove(p, f, answer);
    case ProblemKind::NoWin: return problem_wording::noWin(p, f, scored, bestMoves);
    case ProblemKind::Capture:
    case ProblemKind::Save:
    case ProblemKind::Kill:
    case ProblemKind::Live: return problem_wording::localGoal(p, f, answer);
  }
}

}  // namespace goproof
