// Ko and repetition options, shown on a double ko: two kos side by side let a
// position recur four moves later, which simple ko does not forbid.
#include "gtest/gtest.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::gameFromRows;

// Left ko: Black may take b2 at c2. Right ko: White may take g2 at f2.
constexpr const char* kDoubleKo =
    ".XO..XO./"
    "XO.OX.XO/"
    ".XO..XO.";

// Plays the four moves after which Black's retake at g2 recreates the start.
template <int Words>
void playIntoTheCycle(GameState<Words>& game) {
  for (const char* m : {"c2", "f2", "pass", "b2"}) {
    Move move = std::string(m) == "pass" ? kPass : at(game, m);
    ASSERT_EQ(game.legality(move), IllegalReason::None) << m;
    game.play(move);
  }
}

TEST(KoRules, SimpleKoAllowsALongerCycle) {
  auto game = gameFromRows("go", kDoubleKo);
  uint64_t start = game.board().hash();
  playIntoTheCycle(game);
  EXPECT_EQ(game.legality(at(game, "c2")), IllegalReason::Ko);  // the immediate retake
  MoveCheck c = game.check(at(game, "g2"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.captures, 1);
  game.play(at(game, "g2"));
  EXPECT_EQ(game.board().hash(), start);  // the whole board has recurred
  EXPECT_EQ(game.decidedWinner(), Winner::None);
}

TEST(KoRules, PositionalSuperkoForbidsTheRecurrence) {
  auto game = gameFromRows("go+ko=superko", kDoubleKo);
  playIntoTheCycle(game);
  EXPECT_EQ(game.legality(at(game, "g2")), IllegalReason::Superko);
  EXPECT_EQ(game.legality(at(game, "c2")), IllegalReason::Ko);
  MoveList<1> moves;
  game.legalMoves(moves);
  for (Move m : moves) EXPECT_NE(m, at(game, "g2"));
  // Undoing a move restores what superko remembers.
  game.undo();
  game.play(at(game, "b2"));
  EXPECT_EQ(game.legality(at(game, "g2")), IllegalReason::Superko);
}

TEST(KoRules, TheRepeaterLoses) {
  auto game = gameFromRows("go+cycle=repeater-loses", kDoubleKo);
  playIntoTheCycle(game);
  MoveCheck c = game.check(at(game, "g2"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.winner, Winner::White);  // Black recreated the start, so Black loses
  game.play(at(game, "g2"));
  EXPECT_EQ(game.decidedWinner(), Winner::White);
  game.undo();
  EXPECT_EQ(game.decidedWinner(), Winner::None);
}

TEST(KoRules, WithoutAKoRuleTheRetakeIsARepetition) {
  // ko=none with repeater-loses: retaking a ko at once repeats, and loses.
  auto game = gameFromRows("gonnect+ko=none+cycle=repeater-loses",
                           "...../"
                           ".XO../"
                           "XO.O./"
                           ".XO../"
                           ".....");
  game.play(at(game, "c3"));
  EXPECT_EQ(game.koPoint(), kNoMove);
  MoveCheck c = game.check(at(game, "b3"));
  EXPECT_TRUE(c.legal());
  EXPECT_EQ(c.winner, Winner::Black);
}

TEST(KoRules, AKoPointMustBeARealKo) {
  PositionSpec spec;
  spec.rules = *Rules::parse("gonnect");
  spec.width = spec.height = 3;
  spec.ko = "b2";
  auto game = setUpGame<1>(spec);
  ASSERT_FALSE(game.ok());
  EXPECT_NE(game.status().message().find("not a ko"), std::string::npos);
  spec.rules = *Rules::parse("capture-1");
  EXPECT_NE(setUpGame<1>(spec).status().message().find("no ko rule"), std::string::npos);
}

}  // namespace
}  // namespace goproof
