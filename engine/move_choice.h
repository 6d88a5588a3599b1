// What the GTP engine plays and shows, for any SearchGame: the move genmove
// chooses and every move's value for the analysis commands.
//
// genmove solves the position with alpha-beta, whose line is the winner's
// fastest win against the longest resistance (in scored games: the best
// margin, the side ahead ending the game soonest). Its table is kept from
// move to move (kept_alphabeta_tables.h). Rules alpha-beta refuses
// (superko, margins beyond its range) go to df-pn, which gives a winning or
// best move but not the fastest. When neither settles the position within
// the budget, a proven winning move if one was found, else a move by rules
// knowledge: win at once, do not let the opponent win at once, in scored
// games do not fill your own eye, and end a won game by passing.
#pragma once

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/engine_game.h"
#include "solver/search/alphabeta.h"
#include "solver/rules/knowledge/move_ordering.h"
#include "solver/search/solve_registered.h"
#include "solver/rules/knowledge/quick_tactics.h"
#include "solver/util/text.h"

namespace goproof::engine {

namespace choice_detail {

template <class Game>
std::vector<std::string> names(const Game& game, const std::vector<Move>& moves) {
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(game.moveName(m));
  return out;
}

// A move by rules knowledge, for positions no solver settled in time.
template <class Game>
Move fallbackMove(Game& game) {
  typename Game::MoveListType list;
  game.legalMoves(list);
  if constexpr (requires { sortMovesByRules(game, list); }) sortMovesByRules(game, list);
  const std::vector<Move> moves(list.begin(), list.end());
  const Color me = game.toMove();
  // A move that wins at once; in a scored game after the opponent's pass, a
  // pass that ends the game without losing it.
  for (Move m : moves) {
    if (m == kPass && !game.scored()) continue;
    game.play(m);
    const Winner w = game.result();
    game.undo();
    if (w == winnerOf(me) || (m == kPass && w == Winner::Draw)) return m;
  }
  std::vector<Move> calm;  // moves after which the opponent cannot win at once
  for (Move m : moves) {
    if (m == kPass || m == kSwap || fillsOwnEye(game, m)) continue;
    game.play(m);
    const bool givesWin = game.result() == Winner::None && winsAtOnce(game);
    game.undo();
    if (!givesWin) calm.push_back(m);
  }
  if (!calm.empty()) return calm.front();
  if (std::find(moves.begin(), moves.end(), kPass) != moves.end()) return kPass;
  for (Move m : moves)
    if (m != kSwap) return m;
  return moves.front();
}

inline AlphaBetaOptions alphaBetaOptions(const SearchBudget& budget, bool allMoves) {
  AlphaBetaOptions o;
  o.tableMegabytes = budget.tableMegabytes;
  o.timeLimitSeconds = budget.seconds;
  o.threads = std::max(1, budget.threads);
  o.allMoves = allMoves;
  o.keptTables = budget.keptTables;
  return o;
}

inline SolverOptions dfpnOptions(const SearchBudget& budget, bool allMoves) {
  SolverOptions o;
  o.kind = SolverKind::Dfpn;
  o.tableMegabytes = budget.tableMegabytes;
  o.timeLimitSeconds = budget.seconds;
  o.threads = std::max(1, budget.threads);
  o.allMoves = allMoves;
  return o;
}

// The solve behind both commands: alpha-beta where it can, else df-pn.
// Throws std::invalid_argument when neither can search these rules.
template <class Game>
SolveResult solveForEngine(Game& game, const SearchBudget& budget, bool allMoves, bool* byAlphaBeta) {
  *byAlphaBeta = alphaBetaRefusal(game).empty();
  if (*byAlphaBeta) {
    SolveResult r = solveAlphaBeta(game, alphaBetaOptions(budget, allMoves));
    if (!game.scored()) scoreByValue(game, r);
    return r;
  }
  return solvePosition(game, dfpnOptions(budget, allMoves));
}

inline std::string valueWords(Value v, Color me, const std::optional<HalfPoints>& score) {
  std::string who = me == Color::Black ? "Black" : "White";
  if (score) return who + (v == Value::Win ? " wins, " : v == Value::Loss ? " loses, " : " draws, ") + formatMargin(*score);
  return v == Value::Win ? who + " wins" : v == Value::Loss ? who + " loses" : v == Value::Draw ? "a draw" : "unknown";
}

}  // namespace choice_detail

// The move genmove plays in `game` (not over): see the header.
template <class Game>
MoveChoice chooseMove(Game& game, const SearchBudget& budget) {
  using namespace choice_detail;
  MoveChoice choice;
  const Color me = game.toMove();
  typename Game::MoveListType list;
  game.legalMoves(list);
  if (list.size == 1) {
    choice.move = game.moveName(list[0]);
    choice.proven = true;
    choice.note = "the only legal move";
    return choice;
  }
  SolveResult r;
  bool byAlphaBeta = false;
  std::string refusal;
  try {
    r = solveForEngine(game, budget, false, &byAlphaBeta);
  } catch (const std::invalid_argument& e) {
    refusal = e.what();
  }
  if (refusal.empty() && r.value != Value::Unknown) {
    Move m = kNoMove;
    if (byAlphaBeta && r.complete && !r.principalVariation.empty()) {
      m = r.principalVariation.front();
      choice.line = names(game, r.principalVariation);
      if (game.scored())
        choice.note = r.value == Value::Win    ? "solved: the best score, ending the game soonest"
                      : r.value == Value::Loss ? "solved: the best score, holding out longest"
                                               : "solved: keeps the level score";
      else
        choice.note = r.value == Value::Win    ? "solved: the fastest win"
                      : r.value == Value::Loss ? "solved: the longest resistance"
                                               : "solved: holds the draw";
    } else if (!r.bestMoves.empty() && (r.complete || r.value == Value::Win)) {
      m = r.bestMoves.front();
      choice.note = "solved by df-pn: a best move (not necessarily the fastest)";
    } else if (!r.winningMoves.empty()) {
      m = r.winningMoves.front();
      choice.note = "a proven win, not yet the fastest";
    }
    if (m != kNoMove) {
      choice.move = game.moveName(m);
      choice.proven = true;
      choice.value = r.value;
      if (game.scored()) choice.score = r.score;
      choice.note += " (" + valueWords(r.value, me, game.scored() ? r.score : std::nullopt) + ")";
      return choice;
    }
  }
  choice.move = game.moveName(fallbackMove(game));
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", budget.seconds);
  choice.note = refusal.empty() ? cat("not solved within ", seconds, " s: the best move found by rules knowledge")
                                : cat("no solver searches these rules (", refusal, "): a move by rules knowledge");
  return choice;
}

// A position is worth its best move: when a stopped search left the
// position's value unknown but settled every legal move's, none of them a
// win, the position is lost (or drawn, where a move draws). The winner is
// then known though the score may not be.
inline void settleFromMoves(PositionAssessment& a) {
  if (a.value != Value::Unknown || a.moves.empty()) return;
  bool draws = false;
  for (const MoveAssessment& m : a.moves) {
    if (m.value == Value::Unknown || m.value == Value::Win) return;
    draws = draws || m.value == Value::Draw;
  }
  a.value = draws ? Value::Draw : Value::Loss;
}

// Every legal move's value in `game` (not over), as far as the budget allows.
template <class Game>
PositionAssessment assessPosition(Game& game, const SearchBudget& budget) {
  using namespace choice_detail;
  PositionAssessment out;
  typename Game::MoveListType list;
  game.legalMoves(list);
  std::vector<Move> legal(list.begin(), list.end());
  std::sort(legal.begin(), legal.end());
  SolveResult r;
  bool byAlphaBeta = false;
  try {
    r = solveForEngine(game, budget, true, &byAlphaBeta);
  } catch (const std::invalid_argument& e) {
    out.refusal = e.what();
  }
  out.value = r.value;
  if (game.scored()) out.score = r.score;
  out.complete = r.complete;
  out.line = names(game, r.principalVariation);
  for (Move m : legal) {
    MoveAssessment a;
    a.move = game.moveName(m);
    for (const auto& mv : r.moveValues)
      if (mv.move == m) a.value = mv.value;
    if (game.scored())
      for (const auto& ms : r.moveScores)
        if (ms.move == m) a.score = ms.score;
    out.moves.push_back(a);
  }
  settleFromMoves(out);
  return out;
}

}  // namespace goproof::engine
