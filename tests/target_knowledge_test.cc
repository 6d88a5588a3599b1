// The local goals' rules knowledge (goals/target_knowledge.h) that steers
// df-pn: how many eyes the defender's eye space is worth, and the first
// proof numbers built on it and on the target's liberties. They only order
// the search (the solvers' agreement with the reference, target_game_test.cc,
// is what keeps answers right); here they must say what a teacher would.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solver/rules/goals/target_setup.h"
#include "tests/goal_pictures.h"

namespace goproof {
namespace {

// The game of a 9x9 corner picture (goal_pictures.h), White's target at
// `target`, `toMove` to play.
TargetGame<2> corner(const std::vector<std::string>& picture, const char* target, Color toMove) {
  absl::StatusOr<TargetGame<2>> game = GameSetUp<TargetGame<2>>::from(readGoalPicture(picture).spec(target, toMove));
  EXPECT_TRUE(game.ok()) << game.status();
  return std::move(*game);
}

TEST(EyeHalves, StraightThreeIsAnEyeAndAHalf) {
  EXPECT_EQ(eyeHalves(corner(kStraightThree, "d2", Color::Black)), 3);
}

TEST(EyeHalves, APlacementOnTheVitalPointLeavesNoEye) {
  TargetGame<2> game = corner(kStraightThree, "d2", Color::Black);
  game.play(*game.moveNamed("b1"));
  EXPECT_EQ(eyeHalves(game), 0) << "a1 and c1 both touch Black's stone";
}

TEST(EyeHalves, TwoSeparateEyesAreTwoEyes) {
  const std::vector<std::string> twoEyes = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "XXXXXX,,,",
      "OOOOOX,,,",
      ".O.OOX,,,",
  };
  EXPECT_EQ(eyeHalves(corner(twoEyes, "b1", Color::Black)), 4);
}

TEST(EyeHalves, ABigCornerIsTwoEyesAndASmallOneIsOne) {
  const std::vector<std::string> big = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "XXXXXX,,,",
      "OOOOOX,,,",
      "....OX,,,",
      "....OX,,,",
      "....OX,,,",
  };
  EXPECT_EQ(eyeHalves(corner(big, "e2", Color::Black)), 4) << "twelve points of eye space";
  const std::vector<std::string> small = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "XXXX,,,,,",
      "OOOX,,,,,",
      "..OX,,,,,",
  };
  EXPECT_EQ(eyeHalves(corner(small, "c1", Color::Black)), 2) << "two points: one eye";
}

TEST(TargetFirstNumbers, EachSideIsAsFarAsItsGoalSays) {
  // Black to kill straight three: White's group has three liberties (a1 b1
  // c1), so Black is 3 - 1 = 2 steps from capture with the move; White has
  // an eye and a half, 2 steps from two eyes.
  const TargetGame<2> game = corner(kStraightThree, "d2", Color::Black);
  uint32_t pn = 0, dn = 0;
  initialProofNumbers(game, Color::Black, pn, dn);
  EXPECT_EQ(pn, 1u + target_detail::kDistanceStep);
  EXPECT_EQ(dn, 1u + target_detail::kDistanceStep);
  // Asked for White (is the group alive?), the same numbers change places.
  initialProofNumbers(game, Color::White, pn, dn);
  EXPECT_EQ(pn, 1u + target_detail::kDistanceStep);
  EXPECT_EQ(dn, 1u + target_detail::kDistanceStep);
}

TEST(TargetFirstNumbers, WithTheMoveTheDefenderIsAStepFromLife) {
  // White to play straight three: b1 makes two eyes at once.
  const TargetGame<2> game = corner(kStraightThree, "d2", Color::White);
  uint32_t pn = 0, dn = 0;
  initialProofNumbers(game, Color::White, pn, dn);
  EXPECT_EQ(pn, 1u) << "White is one move from life";
  EXPECT_EQ(dn, 1u + 2 * target_detail::kDistanceStep) << "Black, not to move, is three liberties away";
}

}  // namespace
}  // namespace goproof
