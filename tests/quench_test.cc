// Quench #1, #3 and #4, as the source text states them (docs/rules/quench.md):
// Go with area scoring, no ko, no suicide, and new groups restricted once a
// player has made her first capture.
#include "gtest/gtest.h"
#include "solver/search/retrograde.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::at;
using testing::gameFromRows;

// Black to move takes the white stone on b2 by playing b1. The capturing
// stone touches no black stone: it starts a new group of its own.
constexpr const char* kBlackTakesB2 =
    "..../"
    ".X../"
    "XOX./"
    "....";

IllegalReason reason(GameState<1>& game, const std::string& point) { return game.legality(at(game, point)); }

TEST(Quench1, TheFirstCaptureMayStartAGroupButAfterItNoNewGroup) {
  auto game = gameFromRows("quench-1", kBlackTakesB2);
  // Before any capture a lone stone is fine.
  EXPECT_EQ(reason(game, "d1"), IllegalReason::None);
  game.play(at(game, "b1"));
  EXPECT_EQ(game.prisoners(Color::Black), 1);
  EXPECT_EQ(game.coin(Color::Black), Coin::Tails);  // quench-1: "has captured"
  // White has captured nothing: she may still start groups.
  EXPECT_EQ(reason(game, "d4"), IllegalReason::None);
  game.play(at(game, "d4"));
  // From Black's next turn on: no stone that touches none of hers ...
  EXPECT_EQ(reason(game, "d1"), IllegalReason::NewGroup);
  EXPECT_EQ(reason(game, "a4"), IllegalReason::NewGroup);
  // ... but growing a group, or joining groups, is allowed.
  EXPECT_EQ(reason(game, "c1"), IllegalReason::None);
  EXPECT_EQ(reason(game, "b2"), IllegalReason::None);
  game.play(at(game, "b2"));
  EXPECT_EQ(game.coin(Color::Black), Coin::Tails);  // no coin to turn in quench-1
  game.play(at(game, "c4"));
  EXPECT_EQ(reason(game, "d1"), IllegalReason::NewGroup);
  // A pass is always legal.
  EXPECT_EQ(game.legality(kPass), IllegalReason::None);
}

TEST(Quench3, JoiningTurnsTheCoinHeadsAndOnlyThenMayAGroupStart) {
  auto game = gameFromRows("quench-3", kBlackTakesB2);
  game.play(at(game, "b1"));
  EXPECT_EQ(game.coin(Color::Black), Coin::Tails);  // the first capture brings the coin, tails up
  game.play(at(game, "d4"));
  EXPECT_EQ(reason(game, "d1"), IllegalReason::NewGroup);
  // b2 touches four separate black stones: it joins groups, so heads up.
  game.play(at(game, "b2"));
  EXPECT_EQ(game.coin(Color::Black), Coin::Heads);
  game.play(at(game, "c4"));
  // Heads up at the start of her turn: she may start a group, which turns it tails.
  EXPECT_EQ(reason(game, "d1"), IllegalReason::None);
  game.play(at(game, "d1"));
  EXPECT_EQ(game.coin(Color::Black), Coin::Tails);
  game.play(at(game, "b4"));
  // a1 touches a2 and b1, which b2 made one group: it grows that group and
  // leaves the coin as it was.
  game.play(at(game, "a1"));
  EXPECT_EQ(game.coin(Color::Black), Coin::Tails);
  game.play(at(game, "a4"));
  EXPECT_EQ(reason(game, "d3"), IllegalReason::NewGroup);
  // d2 touches d1 and c2: it joins two groups, and the coin is heads again.
  game.play(at(game, "d2"));
  EXPECT_EQ(game.coin(Color::Black), Coin::Heads);
  // Taking it all back restores every coin.
  while (game.ply() > 0) game.undo();
  EXPECT_EQ(game.coin(Color::Black), Coin::None);
}

TEST(Quench4, TheCoinComesHeadsUpSoTheNextTurnMayStartAGroup) {
  auto game = gameFromRows("quench-4", kBlackTakesB2);
  game.play(at(game, "b1"));
  EXPECT_EQ(game.coin(Color::Black), Coin::Heads);
  game.play(at(game, "d4"));
  EXPECT_EQ(reason(game, "d1"), IllegalReason::None);
  game.play(at(game, "d1"));
  EXPECT_EQ(game.coin(Color::Black), Coin::Tails);
  game.play(at(game, "c4"));
  EXPECT_EQ(reason(game, "a4"), IllegalReason::NewGroup);
}

// A ko: Black c2 takes b2, and White could take back on b2 at once.
constexpr const char* kKo =
    ".XO./"
    "XO.O/"
    ".XO.";

TEST(Quench, HasNoKoButTheRecaptureStartsAGroupSoItEndsTheFight) {
  auto go = gameFromRows("go", kKo);
  go.play(at(go, "c2"));
  EXPECT_EQ(reason(go, "b2"), IllegalReason::Ko);  // Go: simple ko

  for (const char* rules : {"quench-1", "quench-3", "quench-4"}) {
    auto game = gameFromRows(rules, kKo);
    game.play(at(game, "c2"));
    // No ko rule: White takes back at once. It is her first capture, so she
    // may, though the stone on b2 touches no white stone.
    ASSERT_EQ(reason(game, "b2"), IllegalReason::None) << rules;
    game.play(at(game, "b2"));
    // Black's retake on c2 would start a new group.
    IllegalReason retake = reason(game, "c2");
    if (std::string_view(rules) == "quench-4") {
      EXPECT_EQ(retake, IllegalReason::None) << rules;  // her coin came heads up
      game.play(at(game, "c2"));
      game.play(at(game, "b2"));  // White's coin too
      EXPECT_EQ(reason(game, "c2"), IllegalReason::NewGroup) << rules;  // both coins are tails now
    } else {
      EXPECT_EQ(retake, IllegalReason::NewGroup) << rules;
    }
  }
}

TEST(Quench, SuicideOfAnyNumberOfStonesIsIllegal) {
  auto single = gameFromRows("quench-1", ".X/X.", Color::White);
  EXPECT_EQ(reason(single, "a2"), IllegalReason::Suicide);
  auto chain = gameFromRows("quench-3", "O.X/OXX/X..", Color::White);
  // b3 would join the two white stones into a chain with no liberty, and
  // capture nothing.
  EXPECT_EQ(reason(chain, "b3"), IllegalReason::Suicide);
}

TEST(Quench, TwoPassesEndTheGameAndAreaScoringDecides) {
  auto game = gameFromRows("quench-1", "X../.../..O");
  game.play(kPass);
  EXPECT_EQ(game.result(), Winner::None);
  game.play(kPass);
  EXPECT_EQ(game.result(), Winner::Draw);  // one stone each, the rest touches both
  EXPECT_EQ(game.finalMargin(), 0);
  auto komi = gameFromRows("quench-1+komi=0.5", "X../.../...");
  komi.play(kPass);
  komi.play(kPass);
  EXPECT_EQ(formatMargin(komi.finalMargin()), "B+8.5");  // the whole board, less komi
}

TEST(Quench, NoPositionRecursOnSmallBoardsSoPlayIsFinite) {
  // Retrograde analysis of the whole state graph: Quench has no cycle on any
  // of these boards, whereas Go under simple ko has.
  for (const char* rules : {"quench-1", "quench-3", "quench-4"})
    for (auto [w, h] : {std::pair{2, 2}, {2, 3}, {3, 3}, {1, 4}}) {
      auto root = testing::emptyGame(rules, w, h);
      auto analysis = RetrogradeAnalysis<GameState<1>>::analyze(root);
      ASSERT_TRUE(analysis.status().ok());
      EXPECT_FALSE(analysis.canRecur()) << rules << " " << w << "x" << h;
    }
  auto go = testing::emptyGame("go", 3, 3);
  EXPECT_TRUE(RetrogradeAnalysis<GameState<1>>::analyze(go).canRecur());
}

TEST(Quench, PrisonersWithoutACoinAreAnImpossibleState) {
  PositionSpec spec;
  spec.rules = *Rules::parse("quench-3");
  spec.width = spec.height = 3;
  spec.prisoners = {2, 0};
  auto bad = setUpGame<1>(spec);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().message(),
            "coins: Black has prisoners but no coin, and her first capture brought one (give her coin: tails or heads)");
  spec.coins = {Coin::Heads, Coin::None};
  EXPECT_TRUE(setUpGame<1>(spec).ok());
}

TEST(Quench, CoinsArePartOfTheStateAndItsHash) {
  auto played = gameFromRows("quench-3", kBlackTakesB2);
  played.play(at(played, "b1"));
  played.play(at(played, "d4"));
  played.play(at(played, "b2"));  // joins: Black's coin heads up
  // The same stones and side to move with Black's coin tails up: another state.
  GameState<1> heads = played.withoutHistory();
  GameState<1> tails(played.rules(), played.board(), played.toMove(), kNoMove, {1, 0}, false,
                     {Coin::Tails, Coin::None});
  ASSERT_EQ(heads.coin(Color::Black), Coin::Heads);
  EXPECT_EQ(heads.hash(), played.hash());
  EXPECT_NE(heads.hash(), tails.hash());
  EXPECT_NE(heads.canonicalHash(), tails.canonicalHash());
  EXPECT_FALSE(heads.exactKey() == tails.exactKey());
  EXPECT_EQ(tails.hash(), tails.hashFromScratch());
}

}  // namespace
}  // namespace goproof
