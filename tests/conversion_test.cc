// Conversion Go as the source text states it (docs/rules/conversion-go.md):
// dead groups (no liberty, touching fewer than two sides) change colour
// instead of leaving the board, the opponent's first and then the mover's;
// suicide is legal; the mirror rule; area scoring as the board stands.
#include "gtest/gtest.h"
#include "solver/board/board_text.h"
#include "solver/search/retrograde.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::gameFromRows;

TEST(Conversion, ASurroundedGroupAwayFromTheEdgesTurnsToTheCapturersColour) {
  auto game = gameFromRows("conversion",
                           "...../"
                           "..X../"
                           ".XO../"
                           "..X../"
                           ".....");
  game.play(at(game, "d3"));
  // c3 had no liberty and touches no side: it is now black. Nothing left the board.
  EXPECT_EQ(boardRows(game.board()), "...../..X../.XXX./..X../.....");
  game.undo();
  EXPECT_EQ(boardRows(game.board()), "...../..X../.XO../..X../.....");
}

TEST(Conversion, AGroupTouchingTwoSidesLivesWithoutLiberties) {
  // A corner stone touches two sides (rule 3): with no liberty it stays white.
  auto corner = gameFromRows("conversion", "O.../X.../..../....");
  corner.play(at(corner, "b4"));
  EXPECT_EQ(boardRows(corner.board()), "OX../X.../..../....");
  // A stone on one side only is dead when its liberties are gone.
  auto side = gameFromRows("conversion", "XO../.X../..../....");
  side.play(at(side, "c4"));
  EXPECT_EQ(boardRows(side.board()), "XXX./.X../..../....");
  // A chain along the whole top touches top, left and right: it lives.
  auto row = gameFromRows("conversion", "OOO./XXX./..../....", Color::Black);
  row.play(at(row, "d4"));  // d4 is Black's: the white chain keeps no liberty, touches three sides
  EXPECT_EQ(boardRows(row.board()), "OOOX/XXX./..../....");
}

TEST(Conversion, SuicideIsLegalAndTurnsTheMoversOwnStones) {
  // b3 is surrounded by white stones and touches no side: Black may play it,
  // and it turns white at once.
  auto game = gameFromRows("conversion",
                           "...../"
                           "..O../"
                           ".O.O./"
                           "..O../"
                           "X....");
  ASSERT_EQ(game.legality(at(game, "c3")), IllegalReason::None);
  game.play(at(game, "c3"));
  EXPECT_EQ(boardRows(game.board()), "...../..O../.OOO./..O../X....");
}

TEST(Conversion, TheOpponentsDeadGroupsTurnFirstThenTheMoversOwn) {
  // Black c2 has no liberty of its own, and it takes White's last liberty of
  // c3. First c3 turns black; then the black chain c2-c3-c4 has liberties, so
  // nothing of Black's turns. (Had Black's own dead groups gone first, c2
  // would have turned white and c3 stayed white.)
  auto game = gameFromRows("conversion",
                           "...../"
                           "..X../"
                           ".XOX./"
                           ".O.O./"
                           "..O..");
  game.play(at(game, "c2"));
  EXPECT_EQ(boardRows(game.board()), "...../..X../.XXX./.OXO./..O..");
}

TEST(Conversion, NoDeadGroupOutlivesAMove) {
  // After the two steps no dead group is left, so "nothing is repeated" never
  // leaves anything undone: stones the mover loses in the second step touch
  // only enemy chains that survived the first, and join them.
  for (int seed = 0; seed < 200; ++seed) {
    auto game = testing::emptyGame("conversion", 4, 4);
    uint64_t x = 0x9E3779B97F4A7C15ull * (seed + 1);
    while (game.result() == Winner::None) {
      MoveList<1> moves;
      game.legalMoves(moves);
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      game.play(moves[static_cast<int>(x % moves.size)]);
      ASSERT_TRUE(game.board().deadGroups(Color::Black).none()) << boardRows(game.board());
      ASSERT_TRUE(game.board().deadGroups(Color::White).none()) << boardRows(game.board());
    }
  }
}

TEST(Conversion, OnAOneLineBoardNoGroupIsEverDead) {
  // Every point of a 1xN board touches the left and right sides.
  auto game = gameFromRows("conversion", "X/O/.", Color::Black);
  game.play(at(game, "a1"));
  EXPECT_EQ(boardRows(game.board()), "X/O/X");
}

TEST(Conversion, TheMirrorRuleLimitsMirrorMovesInARow) {
  // mirror=1: a player may make one mirror move in a row, not two.
  auto game = testing::emptyGame("conversion+mirror=1", 3, 3);
  game.play(at(game, "a1"));
  game.play(at(game, "c3"));  // White mirrors a1 (her first mirror in a row)
  EXPECT_EQ(game.mirrorRun(Color::White), 1);
  game.play(at(game, "a2"));
  EXPECT_EQ(game.legality(at(game, "c2")), IllegalReason::Mirror);  // the second in a row
  EXPECT_EQ(game.legality(at(game, "b1")), IllegalReason::None);
  game.play(at(game, "b1"));  // not a mirror: the run starts again
  EXPECT_EQ(game.mirrorRun(Color::White), 0);
  game.play(at(game, "b3"));  // Black mirrors b1: her first mirror in a row
  EXPECT_EQ(game.mirrorRun(Color::Black), 1);
  // A pass is never a mirror, and after a pass no move mirrors anything.
  game.play(kPass);
  game.play(at(game, "c1"));
  EXPECT_EQ(game.mirrorRun(Color::Black), 0);
}

TEST(Conversion, TheMirrorStateIsPartOfTheHashWhereItCanBind) {
  auto a = testing::emptyGame("conversion+mirror=1", 3, 3);
  a.play(at(a, "a1"));
  a.play(at(a, "c3"));  // a mirror
  a.play(at(a, "a2"));
  auto b = testing::emptyGame("conversion+mirror=1", 3, 3);
  b.play(at(b, "a2"));
  b.play(at(b, "c3"));  // not a mirror of a2
  b.play(at(b, "a1"));
  ASSERT_EQ(a.board(), b.board());
  EXPECT_NE(a.hash(), b.hash());  // White's run and the move to mirror differ
  EXPECT_EQ(a.hash(), a.hashFromScratch());
  // With the default limit (9) a 3x3 board cannot hold ten mirror moves in a
  // row, so the same stones are the same state.
  auto c = testing::emptyGame("conversion", 3, 3), d = testing::emptyGame("conversion", 3, 3);
  for (const char* m : {"a1", "c3", "a2"}) c.play(at(c, m));
  for (const char* m : {"a2", "c3", "a1"}) d.play(at(d, m));
  EXPECT_EQ(c.hash(), d.hash());
}

TEST(Conversion, TheBoardIsScoredAsItStandsAfterTwoPasses) {
  // A white stone in Black's area, not yet converted, counts for White.
  auto game = gameFromRows("conversion", "X.X/.O./X.X");
  game.play(kPass);
  game.play(kPass);
  EXPECT_EQ(game.areaDifference(), 4 - 1);  // four black stones, one white, the rest touch both
}

TEST(Conversion, ADeadGroupOnTheBoardIsAnImpossiblePosition) {
  PositionSpec spec;
  spec.rules = *Rules::parse("conversion");
  spec.width = spec.height = 3;
  spec.rows = ".X./XOX/.X.";
  auto bad = setUpGame<1>(spec);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(),
            "board: the white stones at b2 have no liberties and touch fewer than two sides: a dead group, which no "
            "game can leave on the board");
  // Without liberties but in a corner: alive, and a position like any other.
  spec.rows = "OX./X../...";
  EXPECT_TRUE(setUpGame<1>(spec).ok());
}

TEST(Conversion, IsFiniteAndOnOddBoardsNeverLevel) {
  // Stones never leave the board, so no state recurs; and, as the source's
  // note says, an odd board does not end level with best play.
  for (auto [w, h] : {std::pair{1, 3}, {1, 5}, {3, 3}, {2, 3}, {2, 4}}) {
    auto root = testing::emptyGame("conversion", w, h);
    auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(root);
    ASSERT_TRUE(analysis.status().ok());
    EXPECT_FALSE(analysis.canRecur()) << w << "x" << h;
    if ((w * h) % 2 == 1) {
      EXPECT_NE(analysis.marginOf(root), 0) << w << "x" << h;
    }
  }
}

}  // namespace
}  // namespace goproof
