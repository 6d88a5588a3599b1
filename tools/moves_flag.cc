// --moves: the position after moves played in turn (tools/moves_flag.h).
#include "tools/moves_flag.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "puzzles/puzzle_picture.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/margin.h"
#include "solver/util/text.h"
#include "tools/cli_common.h"

namespace goproof::cli {

PositionSpec positionAfterMoves(const PositionSpec& start, const std::vector<std::string>& texts,
                                std::vector<std::string>* played) {
  const std::vector<std::string> words = moveWords(texts);
  if (words.empty()) throw CommandError{"moves: no move given (\"c3 c2\", say)"};
  return withAnyGame(start, [&](auto& game) -> PositionSpec {
    if (game.historyDependent())
      throw CommandError{cat("moves: under ", start.rules.toString(),
                             " earlier positions decide what may be played, and a solve starts from the position "
                             "alone; set it up with --board instead")};
    int number = 0;
    std::vector<Move> moves;
    for (const std::string& word : words) {
      ++number;
      try {
        moves.push_back(listedMove(game, word, number, "moves"));
      } catch (const std::invalid_argument& e) {
        throw CommandError{e.what()};
      }
      game.play(moves.back());
    }
    // A position describes a game in progress; one the moves have ended has
    // nothing left to solve (and two passes would read as one).
    if (const Winner w = game.result(); w != Winner::None) {
      std::string outcome = w == Winner::Draw ? "a draw" : cat(w == Winner::Black ? "Black" : "White", " wins");
      if (game.scored()) outcome = formatMargin(game.finalMargin());
      throw CommandError{cat("moves: the game is over after move ", number, ", ", words.back(), " (", outcome,
                             "): nothing is left to solve")};
    }
    // The description must set the same game up again: a state it cannot
    // hold (White's swap under the pie rule, from a start with prisoners)
    // would change what may be played, and so the answer.
    PositionSpec reached = describeGame(game);
    const bool same = visitGame(reached, [&](auto& again) {
                        using Again = std::remove_cvref_t<decltype(again)>;
                        if constexpr (std::is_same_v<Again, std::remove_cvref_t<decltype(game)>>)
                          return again.hash() == game.hash();
                        return false;
                      }).value_or(false);
    if (!same)
      throw CommandError{cat("moves: the position they reach holds more than a position set up can say (such as "
                             "White's swap under the pie rule); set it up with --board instead")};
    if (played) {
      played->clear();
      for (Move m : moves) played->push_back(game.moveName(m));
    }
    return reached;
  });
}

}  // namespace goproof::cli
