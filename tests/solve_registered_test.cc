// solve_registered.h compiles solvePosition once for each game type on
// GOPROOF_FOR_EACH_REGISTERED_GAME_TYPE's list. A type the registry can
// hand out that the list lacks would still be solved (each caller compiles its own copy), only
// slowly to build; this test keeps the list and the registry in step: for
// every preset, with and without the local goal where the game takes one,
// on every board size's bitboard width, withGameType's type is on the list.
#include <string>
#include <type_traits>

#include "gtest/gtest.h"
#include "solver/search/solve_registered.h"

namespace goproof {
namespace {

// Whether Game is on GOPROOF_FOR_EACH_REGISTERED_GAME_TYPE's list.
template <class Game>
constexpr bool listed() {
#define GOPROOF_IS(Listed) std::is_same_v<Game, Listed> ||
  return GOPROOF_FOR_EACH_REGISTERED_GAME_TYPE(GOPROOF_IS) false;
#undef GOPROOF_IS
}

// Boards of 64 points or fewer, up to 128, and more: the three bitboard widths.
constexpr int kPointsOfEachWidth[] = {25, 81, 361};

TEST(SolveRegistered, EveryTypeTheRegistryHandsOutIsCompiledOnce) {
  int checked = 0;
  for (const GamePreset& preset : registeredPresets()) {
    const int lowest = preset.numbered() ? preset.lowest : 1, highest = preset.numbered() ? preset.highest : 1;
    for (int number = lowest; number <= highest; ++number) {
      Rules rules = preset.rules(number);
      for (bool goal : {false, true}) {
        if (goal && !preset.noTargetGoal.empty()) continue;
        if (goal) rules.goal = Goal::CaptureTarget;
        for (int points : kPointsOfEachWidth) {
          const bool onList = withGameType(rules, points, [](auto type) {
            return listed<typename decltype(type)::type>();
          });
          EXPECT_TRUE(onList) << rules.toString() << " on " << points << " points";
          ++checked;
        }
      }
    }
  }
  EXPECT_GT(checked, 20);
}

}  // namespace
}  // namespace goproof
