// Reading a problem's goal from its words, on the phrasings public
// collections use (docs/research/goal-statements-survey.md): each case is a
// root comment as a collection writes it, and what a teacher reads in it.
#include "formats/goal_statement.h"

#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace goproof {
namespace {

struct Case {
  const char* text;
  StatedGoal goal;
  std::optional<Color> toPlay;
  std::vector<std::string> targets = {};
};

constexpr auto B = Color::Black;
constexpr auto W = Color::White;

void expectReads(const std::vector<Case>& cases) {
  for (const Case& c : cases) {
    const GoalStatement s = readGoalStatement(c.text);
    EXPECT_EQ(statedGoalName(s.goal), statedGoalName(c.goal)) << c.text;
    EXPECT_EQ(s.toPlay, c.toPlay) << c.text;
    EXPECT_EQ(s.targets, c.targets) << c.text;
  }
}

TEST(GoalStatement, EnglishAsCollectionsWriteIt) {
  expectReads({
      {"Black to play and live.", StatedGoal::Live, B},
      {"White to play and kill", StatedGoal::Kill, W},
      {"Problem 128. Black to play and live. (1 move)\nWhat move does Black make to give his stones life?",
       StatedGoal::Live, B},
      {"Black play to kill the white stones", StatedGoal::Kill, B},
      {"White to create a nakade shape", StatedGoal::Kill, W},
      {"Black to play the only killing move.", StatedGoal::Kill, B},
      {"White to play and get a ko.", StatedGoal::Ko, W},
      {"White to play and win the capturing race.", StatedGoal::CapturingRace, W},
      {"White to save his 3 stones", StatedGoal::Save, W},
      {"White to play.\n\nDefense - Connect Underneath", StatedGoal::Save, W},
      {"Black to play.\n\nCapturing stones - Reduce Opponent's Liberties", StatedGoal::Capture, B},
      // The kind of capture decides: a ko fight, or the eye shape destroyed.
      {"White to play.\n\nCapturing stones - Via a Ko Fight", StatedGoal::Ko, W},
      {"Black to play.\n\nCapturing stones - Destroy Opponent's Eye Shape", StatedGoal::Kill, B},
      {"Black to live", StatedGoal::Live, B},
  });
}

TEST(GoalStatement, NamedTargets) {
  expectReads({
      {"Black to capture B6 ('a')\n\nSource: MadLab problem #a001 (www.t-t.dk/madlab).", StatedGoal::Capture, B,
       {"B6"}},
      {"White to capture S12 ('a') or T13 ('b')", StatedGoal::Capture, W, {"S12", "T13"}},
      // Not points: a column I, a row 0 or 20, a word.
      {"Black to capture I5 or A0 or B20 or Q10x", StatedGoal::Capture, B},
  });
}

TEST(GoalStatement, ChineseJapaneseAndKorean) {
  expectReads({
      {"\xe9\xbb\x91\xe5\x85\x88\xe6\xb4\xbb", StatedGoal::Live, B},                          // 黑先活
      {"\xe7\x99\xbd\xe5\x85\x88\xe6\xb4\xbb", StatedGoal::Live, W},                          // 白先活
      {"\xe9\xbb\x91\xe5\x85\x88\xe6\x9d\x80\xe7\x99\xbd", StatedGoal::Kill, B},              // 黑先杀白
      {"\xe9\xbb\x91\xe5\x85\x88\xe7\x99\xbd\xe6\xad\xbb\n\r\n\xe6\xb3\xa8\xe6\x84\x8f", StatedGoal::Kill, B},  // 黑先白死 注意
      {"\xe7\x99\xbd\xe5\x85\x88\xe5\x8a\xab", StatedGoal::Ko, W},                            // 白先劫
      {"\xe9\xbb\x91\xe5\x85\x88\xe5\x8a\xab\xe6\x9d\x80", StatedGoal::Ko, B},                // 黑先劫杀
      {"\xe9\xbb\x91\xe5\x85\x88\xe8\x83\x9c", StatedGoal::CapturingRace, B},                 // 黑先胜
      {"\xe7\x99\xbd\xe5\x85\x88\xe9\xbb\x92\xe6\xad\xbb", StatedGoal::Kill, W},              // 白先黒死
      // 第１０図「黒先活」 and a Japanese comment that mentions 活き in passing
      {"\xe7\xac\xac\xef\xbc\x91\xef\xbc\x90\xe5\x9b\xb3\xe3\x80\x8c\xe9\xbb\x92\xe5\x85\x88\xe6\xb4\xbb\xe3\x80\x8d",
       StatedGoal::Live, B},
      // 第４１図「白先コウ」 then 活きていそう... on the next line: the first goal decides.
      {"\xe7\xac\xac\xef\xbc\x94\xef\xbc\x91\xe5\x9b\xb3\xe3\x80\x8c\xe7\x99\xbd\xe5\x85\x88\xe3\x82\xb3\xe3\x82\xa6"
       "\xe3\x80\x8d\r\n\r\n\xe6\xb4\xbb\xe3\x81\x8d\xe3\x81\xa6\xe3\x81\x84\xe3\x81\x9d\xe3\x81\x86",
       StatedGoal::Ko, W},
      {"\xed\x9d\x91\xec\x84\xa0 \xed\x99\x9c", StatedGoal::Live, B},      // 흑선 활
      {"\xed\x9d\x91\xec\x84\xa0\xeb\xb0\xb1\xec\x82\xac", StatedGoal::Kill, B},  // 흑선백사
      {"\xeb\xb0\xb1\xec\x84\xa0\xed\x8c\xa8", StatedGoal::Ko, W},          // 백선패
  });
}

TEST(GoalStatement, AFailureClauseStatesNoGoal) {
  // 黒先白死：Black to kill / コウやセキは失敗：Kou and Seki are failures
  expectReads({
      {"\xe9\xbb\x92\xe5\x85\x88\xe7\x99\xbd\xe6\xad\xbb\xef\xbc\x9a" "Black to kill\n\n"
       "\xe3\x82\xb3\xe3\x82\xa6\xe3\x82\x84\xe3\x82\xbb\xe3\x82\xad\xe3\x81\xaf\xe5\xa4\xb1\xe6\x95\x97\xef\xbc\x9a"
       "Kou and Seki are failures",
       StatedGoal::Kill, B},
      {"Ko is a failure.", StatedGoal::None, std::nullopt},
  });
}

TEST(GoalStatement, WordsWithoutAGoal) {
  expectReads({
      {"Black to play", StatedGoal::None, B},
      {"White to play: Elementary", StatedGoal::None, W},
      {"\xe7\x99\xbd\xe5\x85\x88\r\n\r\n", StatedGoal::None, W},  // 白先
      {"Elementary", StatedGoal::None, std::nullopt},
      {"Black's response to White's marked play?", StatedGoal::None, std::nullopt},
      {"B => B+ba", StatedGoal::None, std::nullopt},
      {"here B sets up a double ko", StatedGoal::None, std::nullopt},
      {"White to play and connect.", StatedGoal::None, W},
      {"", StatedGoal::None, std::nullopt},
  });
  const GoalStatement s = readGoalStatement("  Black to play and kill.  Good luck!");
  EXPECT_EQ(s.phrase, "Black to play and kill");
}

}  // namespace
}  // namespace goproof
