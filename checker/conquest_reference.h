// Conquest as the proof checker plays it: the reference board of
// solver/rules/conquest_board.h, which is docs/rules/conquest.md written as
// definitions (flood fills, a board copied for every result) and which the
// fast engine the solvers play (conquest_game.h) is held to move by move in
// tests/conquest_engine_test.cc. It shares no code with that engine and
// none with search. Here a Conquest position rides in a NaiveGame: its
// board holds X and O stones, b and w territory and '.' No-Man's Land, top
// row first, and its rules say conquest.
//
// Move codes: a point's index, top row first; where the mover has several
// choices at a point (docs/rules/conquest.md, "Moves"), the k-th of their
// names in byte order has the code point + k * width*height
// (proof::moveCodes in proof_format.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "checker/naive_rules.h"

namespace goproof::proof {

// The rules "conquest", with "+komi=K" and "+pure" in that order (the
// canonical form), as NaiveRules with conquest set; nullopt for any other.
std::optional<naive_rules::NaiveRules> parseConquestRules(std::string_view name);

// The position of rows ("XOb./...", top row first, or "" for the empty
// board) with `toMove` to move. Throws std::invalid_argument for a
// character that is not X, O, b, w or '.', or rows of another size.
naive_rules::NaiveGame conquestGame(const naive_rules::NaiveRules& rules, int width, int height,
                                    std::string_view rows, char toMove);

// Every legal move's code and name and the position after it, in
// increasing code; with onlyPoint (a grid index), the moves there only.
struct ConquestChild {
  uint64_t code;
  std::string name;
  naive_rules::NaiveGame after;
};
std::vector<ConquestChild> conquestChildren(const naive_rules::NaiveGame& game, int onlyPoint = -1);

// Over when no No-Man's Land is left.
bool conquestOver(const naive_rules::NaiveGame& game);

// Black's margin in half-points of a finished game: territory (or under
// +pure, Pure Conquest's points) less White's, less komi.
int conquestMargin(const naive_rules::NaiveGame& game);

}  // namespace goproof::proof
