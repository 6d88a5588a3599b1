// The conformance suite: every game, on every board from 1x1 to 5x5, has the
// properties all solvers rely on. A new game gets every test here by adding
// one line to kGames.
//   - unmake restores the state exactly (the exact key, the hash, every field);
//   - the incremental hash equals the hash computed from scratch;
//   - the fast move generator agrees with the one-move legality check;
//   - symmetric positions agree (the same canonical hash, the same legal
//     moves, mapped), where the state does not depend on the move history;
//   - perft counts match the naive second implementation (tests/naive_rules.h)
//     wherever it knows the game.
#include <random>
#include <set>

#include "gtest/gtest.h"
#include "solver/board/board_text.h"
#include "solver/rules/perft.h"
#include "tests/naive_rules.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

// One line per game (and per rule option that changes the state).
constexpr const char* kGames[] = {
    "capture-1", "capture-2+ko=simple", "gonnect",  "gonnect+pie", "go",
    "quench-1",  "quench-3",            "quench-4", "conversion",  "conversion+mirror=1",
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

// The same state with the board, ko point and side to move mapped by symmetry s.
GameState<1> transformed(const GameState<1>& g, int s) {
  const auto& geo = g.geometry();
  Board<1> board(g.board().sharedGeometry());
  for (int p = 0; p < geo.points(); ++p)
    if (g.board().at(p) != Color::Empty) board.addStone(geo.transform(s, p), g.board().at(p));
  Move ko = g.koPoint() == kNoMove ? kNoMove : static_cast<Move>(geo.transform(s, g.koPoint()));
  return GameState<1>(g.rules(), board, g.toMove(), ko, {g.prisoners(Color::Black), g.prisoners(Color::White)},
                      g.previousPass(), {g.coin(Color::Black), g.coin(Color::White)});
}

std::set<Move> legalSet(const GameState<1>& g) {
  MoveList<1> list;
  g.legalMoves(list);
  return {list.begin(), list.end()};
}

void checkPosition(GameState<1>& g, bool symmetry) {
  ASSERT_EQ(g.hash(), g.hashFromScratch()) << boardDiagram(g.board());
  std::set<Move> legal = legalSet(g);
  for (Move m = 0; m < g.geometry().points(); ++m)
    ASSERT_EQ(legal.count(m) == 1, g.legality(m) == IllegalReason::None)
        << "move " << g.geometry().name(m) << " in\n"
        << boardDiagram(g.board());
  ASSERT_EQ(legal.empty(), !g.hasLegalMove());
  if (!symmetry || g.decidedWinner() != Winner::None) return;
  for (int s = 1; s < g.geometry().symmetryCount(); ++s) {
    GameState<1> image = transformed(g, s);
    ASSERT_EQ(image.canonicalHash(), g.canonicalHash()) << "symmetry " << s << " of\n" << boardDiagram(g.board());
    std::set<Move> mapped;
    for (Move m : legal) mapped.insert(m < 0 ? m : static_cast<Move>(g.geometry().transform(s, m)));
    ASSERT_EQ(legalSet(image), mapped) << "symmetry " << s << " of\n" << boardDiagram(g.board());
  }
}

class Conformance : public ::testing::TestWithParam<Case> {};

TEST_P(Conformance, MakeUnmakeHashesSymmetryAndPerft) {
  const Case c = GetParam();
  const Rules rules = *Rules::parse(c.rules);
  // A copy set up from outside has no move history: no pie swap, no previous
  // move for the mirror rule where it binds.
  const bool symmetry = !rules.pieSwap() && !(rules.mirrorLimit >= 0 && c.width * c.height >= 2 * (rules.mirrorLimit + 1));
  std::mt19937_64 rng(c.width * 31 + c.height);
  for (int n = 0; n < 20; ++n) {
    GameState<1> game = testing::emptyGame(c.rules, c.width, c.height);
    std::vector<Snapshot> trail{snapshot(game)};
    while (game.ply() < 3 * c.width * c.height) {
      checkPosition(game, symmetry);
      if (::testing::Test::HasFatalFailure()) return;
      MoveList<1> moves;
      game.legalMoves(moves);
      if (moves.size == 0) break;
      game.play(moves[static_cast<int>(rng() % moves.size)]);
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
  GameState<1> game = testing::emptyGame(c.rules, c.width, c.height);
  EXPECT_EQ(perft(game, depth), naive_rules::naivePerft(naive_rules::naiveGame(c.rules, c.width, c.height), depth));
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
