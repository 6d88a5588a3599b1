// The words of Conquest's rules (docs/rules/conquest.md) that both the
// engine (conquest_game.h) and the plain reading of the rules
// (conquest_board.h) use: what a point holds, the quadrants and the walls.
#pragma once

#include <cstdint>
#include <string_view>

#include "solver/board/color.h"

namespace goproof {

// What a point holds: a stone, a player's territory, or No-Man's Land.
enum class ConquestCell : uint8_t { NoMansLand, BlackStone, WhiteStone, BlackLand, WhiteLand };

// Quadrants as bits; a point in a middle row or column has two (the centre four).
enum ConquestQuadrant : uint8_t { kNorthWest = 1, kNorthEast = 2, kSouthWest = 4, kSouthEast = 8 };

// The walls as bits.
enum ConquestWall : uint8_t { kNorthWall = 1, kSouthWall = 2, kWestWall = 4, kEastWall = 8 };

// The cell values of a player's stone and territory.
constexpr ConquestCell stoneOf(Color c) { return c == Color::Black ? ConquestCell::BlackStone : ConquestCell::WhiteStone; }
constexpr ConquestCell landOf(Color c) { return c == Color::Black ? ConquestCell::BlackLand : ConquestCell::WhiteLand; }

// The board-text character of a cell: X O b w or '.'.
constexpr char conquestCellChar(ConquestCell c) {
  constexpr char kChars[] = {'.', 'X', 'O', 'b', 'w'};
  return kChars[static_cast<int>(c)];
}

// "nw", "ne", "sw" or "se": how a move names the quadrant a T-bone counts for.
constexpr std::string_view quadrantName(uint8_t q) {
  return q == kNorthWest ? "nw" : q == kNorthEast ? "ne" : q == kSouthWest ? "sw" : "se";
}

// Whether a set of quadrant bits holds two opposite quadrants (NW and SE, or NE and SW).
constexpr bool holdsOppositeQuadrants(uint8_t seen) {
  return ((seen & kNorthWest) && (seen & kSouthEast)) || ((seen & kNorthEast) && (seen & kSouthWest));
}

// The quadrant a T-bone (two quadrant bits) counts for under one bit of an assignment.
constexpr uint8_t assignedQuadrant(uint8_t quadrants, bool high) {
  const uint8_t low = quadrants & static_cast<uint8_t>(-quadrants);
  return high ? static_cast<uint8_t>(quadrants - low) : low;
}

}  // namespace goproof
