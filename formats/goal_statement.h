// What a problem's own words say it asks, read as a person reads them: the
// goal ("Black to kill", "White to play and live", "黑先活", "黒先白死",
// "白先コウ", "흑선활"), the side to play, and the points the words name as
// targets ("Black to capture B6 ('a') or T13 ('b')"). The phrasings are the
// ones public collections use (docs/research/goal-statements-survey.md);
// what a goal means to the search is docs/goals.md's business, not this
// reader's.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/board/color.h"

namespace goproof {

// The goal a problem's words state.
enum class StatedGoal {
  None,           // no goal in the words (perhaps a side to play: "Black to play", "黑先")
  Kill,           // "to kill", "黑先白死", "黒先白死", "흑선백사"
  Live,           // "to live", "make a living group", "黑先活", "흑선활"
  Capture,        // "to capture" (stones, a string), "capturing stones"
  Save,           // "to save", "escape", "connect underneath"
  Ko,             // "get a ko", "黑先劫", "白先コウ", "흑선패"
  CapturingRace,  // "win the capturing race", "semeai", "黑先胜", "黒先勝"
};

// "kill", "live", "capture", "save", "ko", "capturing-race" or "none".
std::string_view statedGoalName(StatedGoal goal);

struct GoalStatement {
  StatedGoal goal = StatedGoal::None;
  std::optional<Color> toPlay;       // the side the words set to play, if they say
  std::vector<std::string> targets;  // points the words name as targets, in upper case ("B6")
  std::string phrase;                // the words that stated the goal (or the side), as written
};

// Reads the goal, the side to play and any named targets from a problem's
// text (an SGF root comment, a game name, a native puzzle's comment). The
// first goal phrase in the text decides; a phrase of failure ("ko is a
// failure", "打劫就是失败") states no goal. Text in no language it knows
// gives an empty statement.
GoalStatement readGoalStatement(std::string_view text);

}  // namespace goproof
