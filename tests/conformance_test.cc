// The conformance suite: every game, on every board from 1x1 to 5x5, has the
// properties all solvers rely on. A new game gets every test here by adding
// one line to kGames: the suite asks it through the contract alone (its
// exact key, hash, check, result and GameSetUp), and the two engines of the
// Go family and Conquest, which have sharper tools, are asked through the
// overloads below.
//   - unmake restores the state exactly (the exact key, the hash, every field);
//   - the incremental hash equals the hash computed from scratch;
//   - the fast move generator agrees with the one-move legality check;
//   - symmetric positions agree: the game replayed with every move mapped by
//     a symmetry has the same canonical hash and the legal moves mapped; the
//     canonical image's symmetry reaches that hash; a state equals its image
//     exactly when invariantUnder says so (what root move classes rely on);
//   - perft counts match the naive second implementation (tests/naive_rules.h)
//     wherever it knows the game (Conquest's is tests/conquest_engine_test.cc's).
// A game that is not played on a board (Conquest below 2x2) skips it, as its
// GameSetUp says.
#include <concepts>
#include <random>
#include <set>

#include "gtest/gtest.h"
#include "solver/board/board_text.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/perft.h"
#include "checker/naive_rules.h"
#include "tests/naive_perft.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

// One line per game (and per rule option that changes the state).
constexpr const char* kGames[] = {
    "capture-1", "capture-2+ko=simple", "gonnect",  "gonnect+pie", "go",
    "quench-1",  "quench-2",            "quench-3", "quench-4",    "conversion", "conversion+mirror=1",
    "conquest",  "conquest+pure",
    "line-capture", "go+goal=capture",
};

struct Case {
  const char* rules;
  int width, height;
};

void PrintTo(const Case& c, std::ostream* out) { *out << c.rules << " " << c.width << "x" << c.height; }
}  // namespace
void PrintTo(const PerftCounts& p, std::ostream* out) {
  *out << "{leaves " << p.leaves << ", distinct " << p.distinct << ", terminal " << p.terminal << "}";
}
namespace {

// Everything a state holds, to compare before and after make/unmake.
struct Snapshot {
  ExactStateKey<1> key;
  uint64_t hash;
  Winner winner;
  std::array<int, 2> prisoners;
  std::array<int, 2> mirrorRuns;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const GameState<1>& g) {
  return {g.exactKey(),
          g.hash(),
          g.decidedWinner(),
          {g.prisoners(Color::Black), g.prisoners(Color::White)},
          {g.mirrorRun(Color::Black), g.mirrorRun(Color::White)}};
}

// What the checks need of each engine, where the two differ.
struct ConquestSnapshot {
  ConquestGame<1>::ExactKey key;
  uint64_t hash;
  Winner winner;
  bool operator==(const ConquestSnapshot&) const = default;
};
ConquestSnapshot snapshot(const ConquestGame<1>& g) { return {g.exactKey(), g.hash(), g.decidedWinner()}; }

// The case's starting position: the empty board; for a local goal
// (go+goal=capture), a white stone at a1, its target.
PositionSpec startOf(const Case& c) {
  PositionSpec spec;
  spec.rules = *Rules::parse(c.rules);
  spec.width = c.width;
  spec.height = c.height;
  if (spec.rules.targetGoal()) {
    for (int row = 0; row < c.height; ++row)
      spec.rows += (row ? "/" : "") + std::string(row + 1 == c.height ? "O" : ".") + std::string(c.width - 1, '.');
    spec.targets = "a1";
  }
  return spec;
}

// The case's start, set up as every command sets it up (game_registry.h).
template <class Game>
Game emptyOf(const Case& c) {
  return *GameSetUp<Game>::from(startOf(c));
}
std::string diagramOf(const GameState<1>& g) { return boardDiagram(g.board()); }
std::string diagramOf(const ConquestGame<1>& g) { return g.rows(); }
bool isLegal(const GameState<1>& g, Move m) { return g.legality(m) == IllegalReason::None; }
// Conquest: a move is legal when it is a result the move list holds (the list is the rule).
bool isLegal(const ConquestGame<1>& g, Move m) {
  const int n = g.geometry().points(), p = m % n;
  return g.noMansLand().test(p) && m / n < g.outcomesAt(p).count;
}
bool hasMove(const GameState<1>& g) { return g.hasLegalMove(); }
bool hasMove(const ConquestGame<1>& g) { return g.noMansLand().any(); }

// Any other game, through its contract: the exact key, hash and winner; its
// description (GameSetUp) for the board; check() for a move's legality; and
// a game with no legal move is over.
template <class Game>
concept OtherGame = !std::derived_from<Game, GameState<1>> && !std::same_as<Game, ConquestGame<1>>;
template <class Game>
struct ContractSnapshot {
  typename Game::ExactKey key;
  uint64_t hash;
  Winner winner;
  bool operator==(const ContractSnapshot&) const = default;
};
template <OtherGame Game>
ContractSnapshot<Game> snapshot(const Game& g) {
  return {g.exactKey(), g.hash(), g.decidedWinner()};
}
template <OtherGame Game>
std::string diagramOf(const Game& g) {
  return GameSetUp<Game>::describe(g).rows;
}
template <OtherGame Game>
bool isLegal(const Game& g, Move m) {
  Game copy = g;
  return copy.check(m).legal();
}
template <OtherGame Game>
bool hasMove(const Game& g) {
  return g.result() == Winner::None;
}

template <class Game>
std::set<Move> legalSet(const Game& g) {
  typename Game::MoveListType list;
  g.legalMoves(list);
  return {list.begin(), list.end()};
}

// The state reached by playing the image under symmetry s of every move that
// led to g: the true symmetric state, with its ko point, swap and mirror
// history (a pass or swap is its own image).
template <class Game>
Game replayedImage(const Case& c, const std::vector<Move>& played, int s) {
  // moveImage maps a move of a state to its image's move (Conquest's choices
  // depend on the state), so the game itself is replayed alongside.
  Game image = emptyOf<Game>(c), game = emptyOf<Game>(c);
  for (Move m : played) {
    image.play(game.moveImage(s, m));
    game.play(m);
  }
  return image;
}

template <class Game>
void checkPosition(const Case& c, Game& g, const std::vector<Move>& played) {
  ASSERT_EQ(g.hash(), g.hashFromScratch()) << diagramOf(g);
  std::set<Move> legal = legalSet(g);
  for (Move m = 0; m < g.moveIdLimit(); ++m)  // every point, and in Quench #2 every two-stone turn
    ASSERT_EQ(legal.count(m) == 1, isLegal(g, m)) << "move " << g.moveName(m) << " in\n" << diagramOf(g);
  ASSERT_EQ(legal.empty(), !hasMove(g));
  const CanonicalImage least = g.canonicalImage();
  ASSERT_EQ(least.hash, g.canonicalHash()) << diagramOf(g);
  for (int s = 0; s < g.symmetryCount(); ++s) {
    Game image = replayedImage<Game>(c, played, s);
    if (s == least.symmetry) {
      ASSERT_EQ(image.hash(), least.hash) << "the canonical image's symmetry reaches it";
    }
    ASSERT_EQ(image.canonicalHash(), g.canonicalHash()) << "symmetry " << s << " of\n" << diagramOf(g);
    ASSERT_EQ(image.exactKey() == g.exactKey(), g.invariantUnder(s)) << "symmetry " << s << " of\n" << diagramOf(g);
    std::set<Move> mapped;
    for (Move m : legal) {
      mapped.insert(g.moveImage(s, m));
      ASSERT_EQ(g.movePreimage(s, g.moveImage(s, m)), m);
    }
    ASSERT_EQ(legalSet(image), mapped) << "symmetry " << s << " of\n" << diagramOf(g);
  }
}

template <class Game>
void checkGame(const Case& c) {
  const Rules rules = *Rules::parse(c.rules);
  std::mt19937_64 rng(c.width * 31 + c.height);
  for (int n = 0; n < 20; ++n) {
    Game game = emptyOf<Game>(c);
    std::vector<decltype(snapshot(game))> trail{snapshot(game)};
    std::vector<Move> played;
    while (game.ply() < 3 * c.width * c.height) {
      checkPosition(c, game, played);
      if (::testing::Test::HasFatalFailure()) return;
      typename Game::MoveListType moves;
      game.legalMoves(moves);
      if (moves.size == 0) break;
      played.push_back(moves[static_cast<int>(rng() % moves.size)]);
      game.play(played.back());
      trail.push_back(snapshot(game));
    }
    while (game.ply() > 0) {
      trail.pop_back();
      game.undo();
      ASSERT_EQ(snapshot(game), trail.back()) << c.rules << " game " << n << " ply " << game.ply();
    }
  }
  // The naive rules have no mirror rule: compare where it cannot bind.
  const int points = c.width * c.height;
  if (!naive_rules::naiveKnows(c.rules) || (rules.mirrorLimit >= 0 && points >= 2 * (rules.mirrorLimit + 1))) return;
  const int depth = points <= 4 ? 7 : points <= 9 ? 5 : points <= 16 ? 4 : 3;
  Game game = emptyOf<Game>(c);
  EXPECT_EQ(perft(game, depth), naive_rules::naivePerft(naive_rules::naiveGame(c.rules, c.width, c.height), depth));
}

class Conformance : public ::testing::TestWithParam<Case> {};

TEST_P(Conformance, MakeUnmakeHashesSymmetryAndPerft) {
  const Case c = GetParam();
  const Rules rules = *Rules::parse(c.rules);
  // The game type the registry gives the rules (the suite's boards fit one word).
  withGameType(rules, c.width * c.height, [&](auto type) {
    using Game = typename decltype(type)::type;
    if constexpr (Game::kWords == 1) {
      if (absl::Status played = GameSetUp<Game>::from(startOf(Case{c.rules, c.width, c.height})).status(); !played.ok())
        GTEST_SKIP() << c.rules << " is not played on this board: " << played.message();
      checkGame<Game>(c);
    } else {
      FAIL() << "the suite's boards fit one board word: " << c.rules << " " << c.width << "x" << c.height;
    }
  });
}

// A game skips the boards its setup refuses; none may skip them all, or the
// suite would pass having tested nothing of it.
TEST(ConformanceSuite, EveryGameIsPlayedOnSomeBoardOfTheSuite) {
  for (const char* name : kGames) {
    int played = 0;
    for (int w = 1; w <= 5; ++w)
      for (int h = 1; h <= 5; ++h) {
        played += visitGame(startOf(Case{name, w, h}), [](auto&) {}).ok();
      }
    EXPECT_GT(played, 0) << name;
  }
}

std::vector<Case> everyGameOnEveryBoard() {
  std::vector<Case> cases;
  for (const char* rules : kGames)
    for (int w = 1; w <= 5; ++w)
      for (int h = 1; h <= 5; ++h) cases.push_back({rules, w, h});
  return cases;
}

INSTANTIATE_TEST_SUITE_P(EveryGame, Conformance, ::testing::ValuesIn(everyGameOnEveryBoard()),
                         testing::rulesAndSizeName<Case>);

}  // namespace
}  // namespace goproof
