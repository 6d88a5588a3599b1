// A Conquest position and what a move does to it, exactly as
// docs/rules/conquest.md defines them: regions of a player's non-stones,
// the walls they use, their connection points and quadrants, the T-bones'
// choice, conquest, re-conquest, and the removal of a player's own stones
// inside her territory. Points are numbered a1, b1, ... (row by row from the
// bottom), as on every goproof board.
//
// This is the rule as definitions: clear first, fast later. A play is a
// value computation (the board is copied), and every region is found by a
// flood fill.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/board/color.h"
#include "solver/rules/conquest_terms.h"

namespace goproof {

class ConquestBoard;

// One result of a move: the board after it, and what happened.
struct ConquestPlay {
  // Empty, or the quadrant each T-bone the mover chose for counts for
  // ("nw", "ne:sw"), when Definition 7 leaves her a choice.
  std::string choice;
  std::vector<int> conquered;   // points that became the mover's territory in the conquest (not hers before)
  std::vector<int> captured;    // the opponent's stones removed by the conquest
  std::vector<int> ownRemoved;  // the mover's stones removed as inside her territory
};

class ConquestBoard {
 public:
  static constexpr int kMaxSide = 19;

  // A board of width x height points (2 to 19 each), all No-Man's Land.
  ConquestBoard(int width, int height);

  // Parses rows, top row first, separated by '/': X and O stones, b and w
  // territory, '.' No-Man's Land. The size is the text's. Errors name the
  // 1-based column of the text.
  static absl::StatusOr<ConquestBoard> fromRows(std::string_view rows);
  // The form fromRows reads.
  std::string rows() const;

  int width() const { return width_; }
  int height() const { return height_; }
  int points() const { return width_ * height_; }
  int point(int x, int y) const { return y * width_ + x; }
  int x(int p) const { return p % width_; }
  int y(int p) const { return p / width_; }
  // The four neighbours of p (fewer at the walls), into out; returns how many.
  int neighbours(int p, std::array<int, 4>& out) const;
  // The GTP name of a point ("c3").
  std::string name(int p) const;
  // The point named, or -1.
  int pointNamed(std::string_view name) const;

  ConquestCell at(int p) const { return cells_[p]; }
  void set(int p, ConquestCell cell) { cells_[p] = cell; }
  bool operator==(const ConquestBoard&) const = default;

  // Points of a player's territory.
  int territory(Color c) const;
  // A move is legal on No-Man's Land only.
  bool legal(int p) const { return cells_[p] == ConquestCell::NoMansLand; }
  // The game is over when no No-Man's Land is left.
  bool over() const;

  // The results of `mover` playing at p (legal(p) required): one, or one per
  // choice the T-bones leave her (Definition 7), in a fixed order. Each is
  // applied to a copy of this board, returned in `after` (same order).
  std::vector<ConquestPlay> plays(int p, Color mover, std::vector<ConquestBoard>& after) const;

  // The quadrants of a point (bits of ConquestQuadrant), and whether it is a
  // T-bone: the middle point of a wall of odd length.
  uint8_t quadrants(int p) const;
  bool tBone(int p) const;
  // The walls a point lies on (bits of ConquestWall).
  uint8_t walls(int p) const;

  // Whether the region of `player` containing p (a point without her stone)
  // is enclosed, for some choice of its T-bones (Definition 6 alone).
  bool enclosedRegionAt(int p, Color player) const;

 private:
  int width_, height_;
  std::vector<ConquestCell> cells_;
};

}  // namespace goproof
