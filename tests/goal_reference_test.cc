// Local goals on regions of 10 and 12 empty points (docs/goals.md), every
// solver against tests/target_reference.h's exhaustive analysis by plain Go
// rules. The reference holds every state of the region in memory (about
// 0.8 GB and a minute for 12 points), so each problem here is one teachers
// would set, drawn on a board no larger than it needs.
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/goal_agreement.h"
#include "tests/goal_pictures.h"

namespace goproof {
namespace {

// White's five stones on the second line in the corner, Black's wall above
// them and a stone of Black's on the third line at the edge: twelve empty
// points, b3-f3, a2 and the first line.
const std::vector<std::string> kSecondLineFive = {
    ",,,,,,,,,",
    "XXXXXXX,,",
    "X.....X,,",
    ".OOOOOX,,",
    "......X,,",
};

// The reference's answer, with every solver checked against it.
naive_rules::Reference checked(const std::vector<std::string>& picture, const char* target, char toMove,
                               const std::string& label) {
  const GoalPicture g = readGoalPicture(picture);
  return expectSolversAgree(g.width, g.height, g.rows, naivePoints(g.width, g.height, {target}), g.region, toMove,
                            label);
}

TEST(GoalReference, FiveStonesOnTheSecondLineLiveOnlyByTheCornerPoint) {
  const GoalPicture g = readGoalPicture(kSecondLineFive);
  ASSERT_EQ(g.region.size(), 12u);
  const naive_rules::Reference live = checked(kSecondLineFive, "b2", 'O', "White to live");
  EXPECT_EQ(live.root, naive_rules::Outcome::DefenderWins);
  EXPECT_EQ(live.winningForMover, std::set<std::string>{"a2"}) << "a2 alone makes two eyes";
}

TEST(GoalReference, FiveStonesOnTheSecondLineDieAndOneKillingMoveIsAKo) {
  const naive_rules::Reference kill = checked(kSecondLineFive, "b2", 'X', "Black to kill");
  EXPECT_EQ(kill.root, naive_rules::Outcome::AttackerWins);
  // Where White has no ko threat, the reference's terms, b1 kills too ...
  EXPECT_EQ(kill.winningForMover, (std::set<std::string>{"a2", "b1", "e1", "f1"}));
  // ... but only through a ko: where White has every threat she needs,
  // a2, e1 and f1 still kill, and b1 does not.
  TargetTerms whiteHasThreats;
  whiteHasThreats.koThreats[1] = kUnlimitedKoThreats;
  const GoalPicture g = readGoalPicture(kSecondLineFive);
  const Answer withoutKo = solveWith(g.spec("b2", Color::Black), SolverKind::Dfpn, 0, whiteHasThreats);
  EXPECT_EQ(withoutKo.value, Value::Win);
  EXPECT_EQ(withoutKo.winning, (std::set<std::string>{"a2", "e1", "f1"}));
}

// White's six stones on the third line over a space of two rows of five
// (ten empty points): more room than Black can fill.
TEST(GoalReference, TwoRowsOfFiveUnderTheThirdLineLive) {
  const std::vector<std::string> picture = {
      ",,,,,,,,,",
      "XXXXXXX,,",
      "OOOOOOX,,",
      ".....OX,,",
      ".....OX,,",
  };
  const naive_rules::Reference kill = checked(picture, "f3", 'X', "Black to kill");
  EXPECT_EQ(kill.root, naive_rules::Outcome::DefenderWins);
  EXPECT_TRUE(kill.winningForMover.empty());
}

}  // namespace
}  // namespace goproof
