// A deliberately naive second implementation of the rules of the games
// goproof plays, written from the rule texts alone (docs/rules/): a grid of
// characters, flood fills, a fresh copy of the whole game for every move. It
// shares nothing with solver/: perft counts that agree with the production
// rules (tests/perft_test.cc, tests/conformance_test.cc) check the rules
// twice, and the proof checker (checker/proof_check.h) replays proofs with
// it, so that a bug in the fast rules cannot hide itself. Header-only.
#pragma once

#include <algorithm>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace goproof::naive_rules {

inline constexpr char kNaiveBlack = 'X', kNaiveWhite = 'O', kNaiveEmpty = '.';

inline char naiveOpponent(char colour) { return colour == kNaiveBlack ? kNaiveWhite : kNaiveBlack; }
inline int naivePlayerIndex(char colour) { return colour == kNaiveBlack ? 0 : 1; }

// Capture-N (no ko unless asked for) or Gonnect (simple ko), without
// passing; Go (simple ko) and Quench #1, #3, #4 (no ko), where a pass is
// always legal and two in a row end the game.
struct NaiveRules {
  bool gonnect = false;
  int captureTarget = 0;  // Capture: prisoners needed to win
  bool simpleKo = false;  // a move may not recreate the board after the mover's own previous move
  bool passing = false;   // Go, Quench and Conversion
  int quench = 0;         // the Quench variant, 0 for other games
  bool conversion = false;  // Conversion Go: dead groups change colour, nothing is removed
  int komiHalfPoints = 0;   // scored games: White's komi, in half-points
  bool conversionMirror = false;  // conversion's mirror rule is in force (not played here)
  // Conquest: the board holds b and w territory too. These rules do not play
  // it; the checker plays it with checker/conquest_reference.h.
  bool conquest = false;
  bool pureConquest = false;  // Conquest scored by Pure Conquest's count
  // A local goal on Go's rules (passing set, komi unused): the checker plays
  // it with checker/goal_reference.h.
  bool targetGoal = false;
};

// A number of points ("6", "-3", "+2.5": whole or half, signed or not, at
// most six digits) in half-points; nullopt for anything else. Komi options
// and proofs' bounds are written so.
inline std::optional<int> parseHalfPoints(std::string_view text) {
  bool negative = false;
  if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
    negative = text[0] == '-';
    text.remove_prefix(1);
  }
  const bool half = text.ends_with(".5");
  if (half) text.remove_suffix(2);
  if (text.empty() || text.size() > 6 || text.find_first_not_of("0123456789") != std::string_view::npos)
    return std::nullopt;
  const int magnitude = 2 * std::stoi(std::string(text)) + (half ? 1 : 0);
  return negative ? -magnitude : magnitude;
}

// The rules a goproof rule string names (Rules::toString()'s canonical
// form): "capture-N", "gonnect", "go", "quench-1" to "quench-4" and
// "conversion", each with "+ko=none" or "+ko=simple" where the game has a ko
// rule, "+komi=K" where it is scored, and "+mirror=none" for conversion.
// nullopt for anything else (superko, cycle=repeater-loses, the pie rule, a
// local goal, Conquest): rules this implementation does not play. Its one
// cycle rule is the default: endless play is a draw, scoring 0.
// Conversion's mirror rule is not played: callers check naiveMirrorCanBind.
inline std::optional<NaiveRules> parseNaiveRules(std::string_view name) {
  NaiveRules rules;
  const std::string_view head = name.substr(0, name.find('+'));
  std::string_view options = name.substr(head.size());
  bool hasKo = true;
  if (head == "gonnect") {
    rules.gonnect = rules.simpleKo = true;
  } else if (head == "go") {
    rules.passing = rules.simpleKo = true;
  } else if (head == "conversion") {
    rules.passing = rules.conversion = true;
    hasKo = false;
  } else if (head.size() == 8 && head.starts_with("quench-") && head[7] >= '1' && head[7] <= '4') {
    rules.passing = true;
    rules.quench = head[7] - '0';
    hasKo = false;
  } else if (head.starts_with("capture-") && head.size() > 8 && head.size() <= 11 &&
             head.find_first_not_of("0123456789", 8) == std::string_view::npos && head[8] != '0') {
    rules.captureTarget = std::stoi(std::string(head.substr(8)));
  } else {
    return std::nullopt;
  }
  bool mirrorNone = false;
  while (!options.empty()) {
    options.remove_prefix(1);  // the '+'
    const std::string_view option = options.substr(0, options.find('+'));
    options.remove_prefix(option.size());
    if (hasKo && (option == "ko=none" || option == "ko=simple")) {
      rules.simpleKo = option == "ko=simple";
    } else if (rules.passing && option.starts_with("komi=") && parseHalfPoints(option.substr(5))) {
      rules.komiHalfPoints = *parseHalfPoints(option.substr(5));
    } else if (rules.conversion && option == "mirror=none") {
      mirrorNone = true;
    } else {
      return std::nullopt;
    }
  }
  rules.conversionMirror = rules.conversion && !mirrorNone;
  return rules;
}

// Whether these rules play the rule string (parseNaiveRules knows it).
inline bool naiveKnows(std::string_view name) { return parseNaiveRules(name).has_value(); }

// The rules a string names; throws std::invalid_argument for one it does not know.
inline NaiveRules naiveRules(std::string_view name) {
  std::optional<NaiveRules> rules = parseNaiveRules(name);
  if (!rules) throw std::invalid_argument("naive rules: unknown rules " + std::string(name));
  return *rules;
}

// Conversion's mirror rule (at most 9 mirror moves in a row, the default)
// binds only on boards of 20 points or more, and these rules do not play it.
inline bool naiveMirrorCanBind(const NaiveRules& rules, int width, int height) {
  return rules.conversionMirror && width * height >= 20;
}

// A board is one character per point, row after row, top row first.
using Grid = std::vector<char>;

struct NaiveGame {
  NaiveRules rules;
  int width = 0, height = 0;
  Grid board;
  // The board before the last move, which is the board after the mover's own
  // previous move: the starting position counts as reached by a move of the
  // player not to move there. Empty before the first move.
  Grid boardBeforeLastMove;
  char toMove = kNaiveBlack;
  int prisoners[2] = {0, 0};  // stones taken by Black, by White
  char winner = kNaiveEmpty;  // set by the move that wins
  int passes = 0;             // passes just played in a row; two end a game with passing
  // Quench: each player's coin. 0 before her first capture; 1 tails (in #1:
  // has captured), 2 heads. With 1 she may not place a stone that touches
  // none of her stones.
  int coin[2] = {0, 0};
  // A local goal (go+goal=capture, played by checker/goal_reference.h):
  // the target's points (empty: no local goal), where moves may be played,
  // each side's external ko threats left (-1: any number), and whether two
  // passes in a row end the game for the defender (else for the attacker).
  std::vector<int> targets;
  char defender = kNaiveEmpty;  // the target's colour
  std::vector<bool> region;
  int koThreats[2] = {0, 0};
  bool twoPassesForDefender = true;
};

// Rows top first, "XO./..."; "" for the empty board. No prisoners, nobody
// has won. `cells` are the characters a point may hold: "XO.", or "XObw."
// for Conquest's territory. Throws std::invalid_argument for a character
// that is none of them (or the rows' '/'), or rows of another size
// ("board: ...").
inline NaiveGame naiveGame(const NaiveRules& rules, int width, int height, std::string_view rows, char toMove,
                           std::string_view cells = "XO.") {
  NaiveGame game;
  game.toMove = toMove;
  game.rules = rules;
  game.width = width;
  game.height = height;
  game.board.assign(width * height, kNaiveEmpty);
  if (rows.empty()) return game;
  game.board.clear();
  for (char c : rows) {
    if (c == '/') continue;
    if (cells.find(c) == std::string_view::npos) {
      std::string names;
      for (size_t i = 0; i < cells.size(); ++i)
        names += std::string(i == 0 ? "" : i + 1 == cells.size() ? " or " : ", ") + cells[i];
      throw std::invalid_argument("board: '" + std::string(1, c) + "' is not " + names);
    }
    game.board.push_back(c);
  }
  if (game.board.size() != static_cast<size_t>(width * height))
    throw std::invalid_argument("board: " + std::to_string(game.board.size()) + " points for a " +
                                std::to_string(width) + "x" + std::to_string(height) + " board");
  return game;
}

// The same under the rules a string names (naiveRules: throws for rules
// these do not play).
inline NaiveGame naiveGame(std::string_view rules, int width, int height, std::string_view rows = "",
                           char toMove = kNaiveBlack) {
  return naiveGame(naiveRules(rules), width, height, rows, toMove);
}

// A point's GTP name: a column letter (no I) and a row number, 1 at the
// bottom; the point is its index, top row first.
inline std::string naiveName(int p, int width, int height) {
  const int x = p % width, y = height - 1 - p / width;
  return std::string(1, static_cast<char>('a' + x + (x >= 8 ? 1 : 0))) + std::to_string(y + 1);
}

// The index of the point a GTP name ("c3", either case) names on the board,
// or nullopt for a name that is none.
inline std::optional<int> naivePoint(std::string_view name, int width, int height) {
  if (name.size() < 2 || name.size() > 10 || name.find_first_not_of("0123456789", 1) != std::string_view::npos)
    return std::nullopt;
  const char letter = static_cast<char>(name[0] | 0x20);
  if (letter < 'a' || letter > 'z' || letter == 'i') return std::nullopt;
  const int column = letter - 'a' - (letter > 'i' ? 1 : 0);
  const int row = std::stoi(std::string(name.substr(1)));
  if (column >= width || row < 1 || row > height) return std::nullopt;
  return (height - row) * width + column;
}

// The points above, below, left and right of p that are on the board.
inline std::vector<int> neighbours(const NaiveGame& game, int p) {
  int row = p / game.width, col = p % game.width;
  std::vector<int> result;
  if (row > 0) result.push_back(p - game.width);
  if (row + 1 < game.height) result.push_back(p + game.width);
  if (col > 0) result.push_back(p - 1);
  if (col + 1 < game.width) result.push_back(p + 1);
  return result;
}

// Every point reachable from `starts` through neighbours holding the same
// character as the start (breadth-first flood fill).
inline std::vector<int> floodFill(const NaiveGame& game, const Grid& board, std::vector<int> starts) {
  std::vector<bool> reached(board.size(), false);
  for (int p : starts) reached[p] = true;
  for (size_t i = 0; i < starts.size(); ++i)
    for (int q : neighbours(game, starts[i]))
      if (!reached[q] && board[q] == board[starts[i]]) {
        reached[q] = true;
        starts.push_back(q);
      }
  return starts;
}

inline bool hasLiberty(const NaiveGame& game, const Grid& board, const std::vector<int>& chain) {
  for (int p : chain)
    for (int q : neighbours(game, p))
      if (board[q] == kNaiveEmpty) return true;
  return false;
}

// The number of board sides (top, bottom, left, right) a chain touches.
inline int sidesTouched(const NaiveGame& game, const std::vector<int>& chain) {
  bool top = false, bottom = false, left = false, right = false;
  for (int p : chain) {
    top |= p / game.width == 0;
    bottom |= p / game.width == game.height - 1;
    left |= p % game.width == 0;
    right |= p % game.width == game.width - 1;
  }
  return top + bottom + left + right;
}

// Conversion Go: every chain of `colour` with no liberty that touches fewer
// than two sides turns to the other colour.
inline void convertDeadChains(const NaiveGame& game, Grid& board, char colour) {
  std::vector<int> dead;
  std::vector<bool> seen(board.size(), false);
  for (int p = 0; p < static_cast<int>(board.size()); ++p) {
    if (board[p] != colour || seen[p]) continue;
    std::vector<int> chain = floodFill(game, board, {p});
    for (int q : chain) seen[q] = true;
    if (!hasLiberty(game, board, chain) && sidesTouched(game, chain) < 2) dead.insert(dead.end(), chain.begin(), chain.end());
  }
  for (int p : dead) board[p] = naiveOpponent(colour);
}

// Puts a stone of `colour` on empty point p and removes the enemy chains left
// without liberties. Returns the number of stones removed.
inline int placeStone(const NaiveGame& game, Grid& board, int p, char colour) {
  board[p] = colour;
  int removed = 0;
  for (int q : neighbours(game, p)) {
    if (board[q] != naiveOpponent(colour)) continue;
    std::vector<int> chain = floodFill(game, board, {q});
    if (hasLiberty(game, board, chain)) continue;
    for (int s : chain) board[s] = kNaiveEmpty;
    removed += static_cast<int>(chain.size());
  }
  return removed;
}

// True when one chain of `colour` touches the top and bottom rows, or the left
// and right columns: flood from one edge and see whether the other is reached.
inline bool connectsOppositeEdges(const NaiveGame& game, const Grid& board, char colour) {
  std::vector<int> top, left;
  for (int col = 0; col < game.width; ++col)
    if (board[col] == colour) top.push_back(col);
  for (int row = 0; row < game.height; ++row)
    if (board[row * game.width] == colour) left.push_back(row * game.width);
  for (int p : floodFill(game, board, top))
    if (p / game.width == game.height - 1) return true;
  for (int p : floodFill(game, board, left))
    if (p % game.width == game.width - 1) return true;
  return false;
}

// The game after the side to move plays on point p, or nullopt where the rules
// forbid the move: the game is over, p is occupied, suicide, or ko.
inline std::optional<NaiveGame> naivePlay(const NaiveGame& game, int p) {
  if (game.winner != kNaiveEmpty || game.passes == 2 || game.board[p] != kNaiveEmpty) return std::nullopt;
  char mover = game.toMove;
  const int me = naivePlayerIndex(mover);
  // Quench: the stone's own neighbours, and the distinct chains among them.
  std::vector<int> ownNeighbours;
  for (int q : neighbours(game, p))
    if (game.board[q] == mover) ownNeighbours.push_back(q);
  std::set<std::vector<int>> chainsJoined;
  for (int q : ownNeighbours) {
    std::vector<int> chain = floodFill(game, game.board, {q});
    std::sort(chain.begin(), chain.end());
    chainsJoined.insert(chain);
  }
  const bool createsGroup = ownNeighbours.empty();
  if (game.rules.conversion) {  // every empty point; first the enemy's dead groups turn, then the mover's
    NaiveGame next = game;
    next.passes = 0;
    next.board[p] = mover;
    convertDeadChains(game, next.board, naiveOpponent(mover));
    convertDeadChains(game, next.board, mover);
    next.toMove = naiveOpponent(mover);
    return next;
  }
  if (game.rules.quench && game.coin[me] == 1 && createsGroup) return std::nullopt;  // no new group now
  NaiveGame next = game;
  next.boardBeforeLastMove = game.board;
  next.passes = 0;
  int taken = placeStone(game, next.board, p, mover);  // captures first ...
  if (!hasLiberty(game, next.board, floodFill(game, next.board, {p}))) return std::nullopt;  // ... then suicide
  if (game.rules.simpleKo && next.board == game.boardBeforeLastMove) return std::nullopt;  // ko
  next.toMove = naiveOpponent(mover);
  next.prisoners[me] += taken;
  if (game.rules.quench) {
    if (game.coin[me] == 0) {
      if (taken > 0) next.coin[me] = game.rules.quench == 4 ? 2 : 1;  // the first capture brings the coin
    } else if (game.rules.quench >= 3) {
      if (chainsJoined.size() >= 2) next.coin[me] = 2;  // joining turns it heads up
      else if (createsGroup) next.coin[me] = 1;         // creating turns it tails up
    }
  }
  if (game.rules.passing) return next;  // scored: only two passes end it
  if (game.rules.gonnect ? connectsOppositeEdges(game, next.board, mover)
                         : next.prisoners[naivePlayerIndex(mover)] >= game.rules.captureTarget)
    next.winner = mover;
  return next;
}

// The game after the side to move passes, where the rules allow it and the
// game goes on. A pass clears the ko: no stone recreates the board it leaves.
inline std::optional<NaiveGame> naivePass(const NaiveGame& game) {
  if (!game.rules.passing || game.passes == 2) return std::nullopt;
  NaiveGame next = game;
  next.boardBeforeLastMove = game.board;
  next.passes = game.passes + 1;
  next.toMove = naiveOpponent(game.toMove);
  return next;
}

// Quench #2, after the mover's first capture: a stone at a that joins two or
// more of her chains, then one at b that touches none of her stones, each
// resolved (captures, then suicide) before the next; nullopt where not allowed.
inline std::optional<NaiveGame> naivePlayTwo(const NaiveGame& game, int a, int b) {
  char mover = game.toMove;
  const int me = naivePlayerIndex(mover);
  if (game.rules.quench != 2 || game.coin[me] != 1 || game.passes == 2) return std::nullopt;
  if (game.board[a] != kNaiveEmpty) return std::nullopt;
  std::set<std::vector<int>> chainsJoined;
  for (int q : neighbours(game, a)) {
    if (game.board[q] != mover) continue;
    std::vector<int> chain = floodFill(game, game.board, {q});
    std::sort(chain.begin(), chain.end());
    chainsJoined.insert(chain);
  }
  if (chainsJoined.size() < 2) return std::nullopt;
  NaiveGame next = game;
  int taken = placeStone(game, next.board, a, mover);
  if (!hasLiberty(game, next.board, floodFill(game, next.board, {a}))) return std::nullopt;
  if (next.board[b] != kNaiveEmpty) return std::nullopt;
  for (int q : neighbours(game, b))
    if (next.board[q] == mover) return std::nullopt;  // it would create no group
  taken += placeStone(game, next.board, b, mover);
  if (!hasLiberty(game, next.board, floodFill(game, next.board, {b}))) return std::nullopt;
  next.boardBeforeLastMove = game.board;
  next.passes = 0;
  next.prisoners[me] += taken;
  next.toMove = naiveOpponent(mover);
  return next;
}

inline std::vector<NaiveGame> naiveChildren(const NaiveGame& game) {
  std::vector<NaiveGame> children;
  const int points = game.width * game.height;
  for (int p = 0; p < points; ++p)
    if (std::optional<NaiveGame> child = naivePlay(game, p)) children.push_back(*std::move(child));
  if (game.rules.quench == 2)
    for (int a = 0; a < points; ++a)
      for (int b = 0; b < points; ++b)
        if (std::optional<NaiveGame> child = naivePlayTwo(game, a, b)) children.push_back(*std::move(child));
  if (std::optional<NaiveGame> child = naivePass(game)) children.push_back(*std::move(child));
  return children;
}

inline bool naiveHasLegalMove(const NaiveGame& game) {
  if (naivePass(game)) return true;
  for (int p = 0; p < game.width * game.height; ++p)
    if (naivePlay(game, p)) return true;
  return false;
}

// Over when a move has won, when two passes have ended it, or when the side
// to move has no legal move (and loses).
inline bool naiveGameOver(const NaiveGame& game) {
  return game.winner != kNaiveEmpty || game.passes == 2 || !naiveHasLegalMove(game);
}

// Black's area less White's, less komi, in half-points: each player's
// stones, and the empty regions that reach her stones only.
inline int naiveAreaMargin(const NaiveGame& game) {
  int area = 0;
  std::vector<bool> seen(game.board.size(), false);
  for (int p = 0; p < static_cast<int>(game.board.size()); ++p) {
    if (game.board[p] == kNaiveBlack) ++area;
    if (game.board[p] == kNaiveWhite) --area;
    if (game.board[p] != kNaiveEmpty || seen[p]) continue;
    std::vector<int> region = floodFill(game, game.board, {p});
    bool black = false, white = false;
    for (int q : region) {
      seen[q] = true;
      for (int r : neighbours(game, q)) {
        black |= game.board[r] == kNaiveBlack;
        white |= game.board[r] == kNaiveWhite;
      }
    }
    if (black != white) area += (black ? 1 : -1) * static_cast<int>(region.size());
  }
  return 2 * area - game.rules.komiHalfPoints;
}

// Black's margin in half-points of a game that is over (naiveGameOver): in
// scored games the area margin, otherwise +2 when Black has won and -2 when
// White has, a side to move without a legal move having lost.
inline int naiveFinalMargin(const NaiveGame& game) {
  if (game.rules.passing) return naiveAreaMargin(game);
  char winner = game.winner != kNaiveEmpty ? game.winner : naiveOpponent(game.toMove);
  return winner == kNaiveBlack ? 2 : -2;
}

// Whether a stone of the side to move on empty point p would bring back the
// board before the last move: the retake the simple ko rule forbids.
inline bool naiveRecreatesLastBoard(const NaiveGame& game, int p) {
  // Only a stone of the mover's that stood here before the last move can.
  if (game.board[p] != kNaiveEmpty || game.boardBeforeLastMove.empty() || game.boardBeforeLastMove[p] != game.toMove)
    return false;
  Grid after = game.board;
  placeStone(game, after, p, game.toMove);
  return after == game.boardBeforeLastMove;
}

// What GameState::hash() tells apart, spelled out: the stones, the side to
// move, the point the side to move may not play now because of ko, in
// Capture the prisoners counted up to the target, in Go and Quench the
// passes just played, in Quench the coins, and under a local goal the ko
// threats left (its target, region and ending are the game's, not the
// position's).
inline std::string naivePositionKey(const NaiveGame& game) {
  std::string key(game.board.begin(), game.board.end());
  key += " to move ";
  key += game.toMove;
  if (game.rules.simpleKo)
    for (int p = 0; p < game.width * game.height; ++p)
      if (naiveRecreatesLastBoard(game, p)) key += " ko " + std::to_string(p);
  if (!game.rules.gonnect && !game.rules.passing)
    for (int c = 0; c < 2; ++c)
      key += " prisoners " + std::to_string(std::min(game.prisoners[c], game.rules.captureTarget));
  if (game.rules.passing) key += " passes " + std::to_string(game.passes);
  if (game.rules.quench)
    for (int c = 0; c < 2; ++c) key += " coin " + std::to_string(game.coin[c]);
  if (!game.targets.empty())
    key += " threats " + std::to_string(game.koThreats[0]) + " " + std::to_string(game.koThreats[1]);
  return key;
}

}  // namespace goproof::naive_rules
