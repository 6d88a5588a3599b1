// The Conquest engine (solver/rules/conquest_game.h) against the plain
// reading of the rules (solver/rules/conquest_board.h), and the properties
// every solver relies on (as tests/conformance_test.cc checks them for the
// other games): make and unmake restore the state, the incremental hash is
// the hash from scratch, symmetric games agree, and perft counts match.
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solver/rules/conquest_board.h"
#include "solver/rules/pure_conquest.h"
#include "solver/rules/conquest_game.h"
#include "solver/rules/perft.h"

namespace goproof {
namespace {

using Game = ConquestGame<1>;

Game emptyConquest(int width, int height) { return Game(std::make_shared<const Geometry<1>>(width, height)); }

// The engine's position as the plain board.
ConquestBoard boardOf(const Game& g) { return g.board(); }

// The plain board's legal moves, named as the engine names them, and the board after each.
std::vector<std::pair<std::string, ConquestBoard>> naiveMoves(const ConquestBoard& b, Color mover) {
  std::vector<std::pair<std::string, ConquestBoard>> moves;
  for (int p = 0; p < b.points(); ++p) {
    if (!b.legal(p)) continue;
    std::vector<ConquestBoard> after;
    std::vector<ConquestPlay> plays = b.plays(p, mover, after);
    for (size_t i = 0; i < plays.size(); ++i)
      moves.emplace_back(b.name(p) + (plays[i].choice.empty() ? "" : ":" + plays[i].choice), after[i]);
  }
  return moves;
}

// The engine and the plain board agree on the legal moves, their names and the position after each.
void expectSameMoves(Game& g) {
  const ConquestBoard b = boardOf(g);
  const auto naive = naiveMoves(b, g.toMove());
  Game::MoveListType list;
  g.legalMoves(list);
  ASSERT_EQ(list.size, static_cast<int>(naive.size())) << b.rows();
  for (int i = 0; i < list.size; ++i) {
    ASSERT_EQ(g.moveName(list[i]), naive[i].first) << b.rows();
    ASSERT_EQ(g.moveNamed(naive[i].first), std::optional<Move>(list[i])) << naive[i].first;
    g.play(list[i]);
    ASSERT_EQ(boardOf(g).rows(), naive[i].second.rows()) << naive[i].first << " on " << b.rows();
    g.undo();
  }
}

uint64_t naiveLeaves(const ConquestBoard& b, Color mover, int depth) {
  if (depth == 0) return 1;
  uint64_t n = 0;
  for (const auto& [name, after] : naiveMoves(b, mover)) n += naiveLeaves(after, opponent(mover), depth - 1);
  return n;
}

std::set<Move> legalSet(const Game& g) {
  Game::MoveListType list;
  g.legalMoves(list);
  return {list.begin(), list.end()};
}

// Random games from the empty board: every position checked against the plain
// board and the symmetries, and unmade back to the start. Counts the moves
// seen that are one of several choices at their point.
void checkRandomGames(int width, int height, int games, int& choiceMoves) {
  std::mt19937_64 rng(width * 131 + height);
  for (int n = 0; n < games; ++n) {
    Game g = emptyConquest(width, height);
    std::vector<Move> played;
    std::vector<Game::ExactKey> keys{g.exactKey()};
    std::vector<uint64_t> hashes{g.hash()};
    while (g.result() == Winner::None) {
      ASSERT_EQ(g.hash(), g.hashFromScratch()) << boardOf(g).rows();
      expectSameMoves(g);
      if (::testing::Test::HasFatalFailure()) return;
      const std::set<Move> legal = legalSet(g);
      for (Move m : legal) choiceMoves += g.moveName(m).find(':') != std::string::npos;
      for (int s = 0; s < g.symmetryCount(); ++s) {
        Game replayed = emptyConquest(width, height);
        Game walk = emptyConquest(width, height);
        for (Move m : played) {
          replayed.play(walk.moveImage(s, m));
          walk.play(m);
        }
        ASSERT_EQ(replayed.canonicalHash(), g.canonicalHash()) << "symmetry " << s << " of " << boardOf(g).rows();
        ASSERT_EQ(replayed.exactKey() == g.exactKey(), g.invariantUnder(s)) << "symmetry " << s;
        std::set<Move> mapped;
        for (Move m : legal) {
          mapped.insert(g.moveImage(s, m));
          ASSERT_EQ(g.movePreimage(s, g.moveImage(s, m)), m) << g.moveName(m) << " symmetry " << s;
        }
        ASSERT_EQ(legalSet(replayed), mapped) << "symmetry " << s << " of " << boardOf(g).rows();
      }
      const CanonicalImage least = g.canonicalImage();
      ASSERT_EQ(least.hash, g.canonicalHash());
      // Every position a game reaches passes the checks on set-up positions.
      ASSERT_EQ(g.impossibility(), "") << boardOf(g).rows() << ", " << (g.toMove() == Color::Black ? "B" : "W") << " to move";
      Game::MoveListType list;
      g.legalMoves(list);
      ASSERT_GT(list.size, 0) << "a game not over has a move";
      played.push_back(list[static_cast<int>(rng() % list.size)]);
      g.play(played.back());
      keys.push_back(g.exactKey());
      hashes.push_back(g.hash());
    }
    EXPECT_LE(g.ply(), width * height) << "every move takes a point of No-Man's Land for good";
    // Pure Conquest's score does not depend on how the board is turned.
    const ConquestBoard end = boardOf(g);
    for (int s = 1; s < g.symmetryCount(); ++s) {
      ConquestBoard turned(width == height ? width : g.geometry().width(), g.geometry().height());
      for (int p = 0; p < end.points(); ++p) turned.set(g.geometry().transform(s, p), end.at(p));
      ASSERT_EQ(pureConquestPoints(turned), pureConquestPoints(end)) << "symmetry " << s << " of " << end.rows();
    }
    while (g.ply() > 0) {
      keys.pop_back();
      hashes.pop_back();
      g.undo();
      ASSERT_EQ(g.exactKey(), keys.back());
      ASSERT_EQ(g.hash(), hashes.back());
    }
  }
}

TEST(ConquestEngine, AgreesWithThePlainRulesOnRandomGames) {
  int choiceMoves = 0;
  for (auto [w, h] : {std::pair{2, 2}, {3, 2}, {3, 3}, {4, 3}, {4, 4}, {5, 4}, {5, 5}, {6, 5}, {7, 7}, {8, 8}})
    checkRandomGames(w, h, w * h <= 16 ? 30 : 12, choiceMoves);
  EXPECT_GT(choiceMoves, 0) << "the games met moves with a choice";
}

// A move after which two of the mover's stones are each inside, but removing
// both would leave a region of three walls: she chooses which goes.
TEST(ConquestEngine, ConflictingRemovalsAreTheMoversChoice) {
  Game g = emptyConquest(4, 4);
  const ConquestBoard b = *ConquestBoard::fromRows("bX.X/X..X/X.XO/OOOw");
  for (int p = 0; p < b.points(); ++p) g.setCell(p, b.at(p));
  expectSameMoves(g);
  EXPECT_TRUE(g.moveNamed("b3:a3:d4").has_value());
  EXPECT_EQ(g.moveNamed("B3:D4:A3"), g.moveNamed("b3:a3:d4")) << "the stones removed are a set: any order, any case";
  EXPECT_TRUE(g.moveNamed("b3:b4").has_value());
  EXPECT_FALSE(g.moveNamed("b3").has_value()) << "the choice must be named";
  g.play(*g.moveNamed("b3:b4"));
  EXPECT_EQ(boardOf(g).rows(), "bbbX/XXbX/X.XO/OOOw");
}

TEST(ConquestEngine, PerftMatchesThePlainRules) {
  for (auto [w, h, depth] : {std::tuple{2, 2, 4}, {3, 2, 6}, {3, 3, 5}, {4, 3, 4}, {4, 4, 3}, {5, 5, 3}}) {
    Game g = emptyConquest(w, h);
    const PerftCounts counts = perft(g, depth);
    EXPECT_EQ(counts.leaves, naiveLeaves(ConquestBoard(w, h), Color::Black, depth)) << w << "x" << h << " depth " << depth;
  }
}

}  // namespace
}  // namespace goproof
