// Root moves up to symmetry: from a symmetric position (the empty board, say)
// moves that symmetry maps onto each other have the same value, so solvers
// search one move per class and report the value for all of them.
#pragma once

#include <algorithm>
#include <vector>

#include "solver/search/search_game.h"

namespace goproof {

// One class of equivalent root moves: searched through `representative`.
struct RootMoveClass {
  Move representative;
  std::vector<Move> members;  // all moves of the class, representative included, increasing
};

// The symmetries s (identity included) that map the state onto itself.
template <SearchGame Game>
std::vector<int> stabilizer(const Game& game) {
  std::vector<int> result;
  for (int s = 0; s < game.symmetryCount(); ++s)
    if (game.invariantUnder(s)) result.push_back(s);
  return result;
}

// The legal moves of game grouped into classes under its stabilizer, in order
// of representatives. With useSymmetry false every move is its own class.
template <SearchGame Game>
std::vector<RootMoveClass> rootMoveClasses(const Game& game, bool useSymmetry = true) {
  typename Game::MoveListType moves;
  game.legalMoves(moves);
  std::vector<int> symmetries = useSymmetry ? stabilizer(game) : std::vector<int>{0};
  std::vector<RootMoveClass> classes;
  std::vector<bool> done(game.moveIdLimit() - kSwap, false);  // indexed by m - kSwap
  for (Move m : moves) {
    if (done[m - kSwap]) continue;
    RootMoveClass c{m, {}};
    for (int s : symmetries) {
      Move image = game.moveImage(s, m);
      if (!done[image - kSwap]) {
        done[image - kSwap] = true;
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
