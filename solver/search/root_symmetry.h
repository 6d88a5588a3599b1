// Root moves up to symmetry: from a symmetric position (the empty board, say)
// moves that symmetry maps onto each other have the same value, so solvers
// search one move per class and report the value for all of them.
#pragma once

#include <algorithm>
#include <vector>

#include "solver/rules/game_state.h"

namespace goproof {

// One class of equivalent root moves: searched through `representative`.
struct RootMoveClass {
  Move representative;
  std::vector<Move> members;  // all moves of the class, representative included, increasing
};

// The symmetries s (identity included) that map the state onto itself: the
// stones, the ko point, and everything else the hash covers.
template <int Words>
std::vector<int> stabilizer(const GameState<Words>& game) {
  std::vector<int> result;
  const auto& geo = game.geometry();
  for (int s = 0; s < geo.symmetryCount(); ++s) {
    bool same = true;
    for (int p = 0; p < geo.points() && same; ++p) same = game.board().at(geo.transform(s, p)) == game.board().at(p);
    Move ko = game.koPoint();
    if (same && (ko == kNoMove || geo.transform(s, ko) == ko)) result.push_back(s);
  }
  return result;
}

// Any game without symmetry knowledge: every legal move is its own class.
template <class Game>
std::vector<RootMoveClass> rootMoveClasses(const Game& game, bool /*useSymmetry*/ = true) {
  typename Game::MoveListType moves;
  game.legalMoves(moves);
  std::vector<RootMoveClass> classes;
  for (Move m : moves) classes.push_back({m, {m}});
  return classes;
}

// The legal moves of game grouped into classes under its stabilizer, in order
// of representatives. With useSymmetry false every move is its own class.
template <int Words>
std::vector<RootMoveClass> rootMoveClasses(const GameState<Words>& game, bool useSymmetry = true) {
  MoveList<Words> moves;
  game.legalMoves(moves);
  std::vector<int> symmetries = useSymmetry ? stabilizer(game) : std::vector<int>{0};
  std::vector<RootMoveClass> classes;
  std::vector<bool> done(game.geometry().points(), false);
  for (Move m : moves) {
    if (m < 0) {
      classes.push_back({m, {m}});
      continue;
    }
    if (done[m]) continue;
    RootMoveClass c{m, {}};
    for (int s : symmetries) {
      Move image = static_cast<Move>(game.geometry().transform(s, m));
      if (!done[image]) {
        done[image] = true;
        c.members.push_back(image);
      }
    }
    std::sort(c.members.begin(), c.members.end());
    c.representative = c.members.front();
    classes.push_back(std::move(c));
  }
  return classes;
}

}  // namespace goproof
