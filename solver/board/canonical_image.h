// A state's least image under the board's symmetries: what every game
// returns from canonicalImage() (the search contract, search_game.h), kept in
// the lowest layer so that the games and the contract both name it without
// either including the other.
#pragma once

#include <cstdint>

namespace goproof {

// A state's least image under the board's symmetries, and a symmetry that
// takes it there: lets a table keep one entry for all symmetric states, with
// moves stored as they are played in the image.
struct CanonicalImage {
  uint64_t hash;  // equals canonicalHash()
  int symmetry;   // a symmetry s whose image of the state has that hash
};

}  // namespace goproof
