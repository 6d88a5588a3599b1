// The frame of a problem printed with an open wall (docs/goals.md, "The
// region"): the rectangle around the group, closed by the attacker's stones,
// and play kept to the points the group reaches inside it; "auto+N" moves
// the frame N lines further out, and verify checks a FAIL found on a frame
// again with the frame one line further out.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "puzzles/verify.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/target_setup.h"
#include "tests/goal_file_reading.h"
#include "tests/goal_pictures.h"

namespace goproof {
namespace {

using ::testing::HasSubstr;

// The region and the frame a local goal is played with: "region | frame".
std::string regionAndFrame(const PositionSpec& spec) {
  auto seen = visitGame(spec, [](auto& game) {
    if constexpr (requires { game.frame(); })
      return cat(formatPointSet(game.region(), game.geometry()), " | ", formatPointSet(game.frame(), game.geometry()));
    else return std::string("not a local goal");
  });
  return seen.ok() ? *seen : std::string(seen.status().message());
}

// A 19x19 board whose top rows are `top` (the rest empty).
std::string topOf19(std::vector<std::string> top) {
  while (top.size() < 19) top.push_back(std::string(19, '.'));
  return slashedRows(top);
}

TEST(GoalFrame, AnOpenCornerIsFramedAndItsGoalGuessedFromTheOutside) {
  // White's corner group on 13x13, Black's stones around it with gaps
  // towards the centre (b4 d4 above, f1-f3 to the right).
  std::vector<std::string> rows(9, ".............");
  for (const char* row : {".X.X.........", "X.OOOX.......", ".OO.OX.......", "..O.OX......."}) rows.push_back(row);
  PositionSpec spec = goal(13, 13, slashedRows(rows), "", "");
  spec.rules = *Rules::parse("go");
  const std::optional<InferredGoal> guess = inferGoal(spec, Color::Black);
  ASSERT_TRUE(guess.has_value()) << "Black holds the outside: the problem is White's group";
  EXPECT_TRUE(guess->kill) << "Black to play: to kill";
  EXPECT_FALSE(guess->enclosed);
  EXPECT_THAT(guess->targets, HasSubstr("c3"));
  spec = goal(13, 13, slashedRows(rows), guess->targets.c_str(), "auto");
  EXPECT_EQ(regionAndFrame(spec), "a4 c4 e4-f4 a3-e3 a2-e2 a1-e1 | a5-f5 g4 g3 g2 g1")
      << "the rectangle of White's group one line wider, with Black's stones near it, closed by Black's frame: "
         "b4, d4 and f1-f3 join the frame and are never taken; a3 can be, and a4 behind it is played on";
}

TEST(GoalFrame, PlayKeepsToWhatTheGroupReachesInsideTheFrame) {
  // Cho Chikun's elementary problem 18: White's corner group; Black's wall
  // is open below (a16, c15) and to the right (g18, g19). The frame closes
  // the rectangle a15-g19. Black's b15-b17 and d15, which the frame joins,
  // can never be taken: c15 behind them is cut off. Black's d17-e17 can be
  // taken, so what lies behind it is played on.
  const std::string board = topOf19({"....OX.............", ".OOOOX.............", "OXOXX.X............",
                                     ".XX................", ".X.X..............."});
  EXPECT_EQ(regionAndFrame(goal(19, 19, board, "c17", "auto")),
            "a19-g19 a18-g18 a17 c17-f17 a16 d16-g16 a15 e15-g15 | h19 h18 h17 h16 h15 a14-g14");
}

TEST(GoalFrame, PlayGoesThroughAWallStoneThatCanBeTaken) {
  // Cho Chikun's elementary problem 12: Black's e19 is in atari between
  // White's group and White's f19. Black kills by taking f19 from g19, so
  // the region goes through e19 to f19 and g19; Black's wall below and
  // f18-g18, which the frame joins, cut off the rest.
  const std::string board = topOf19({".O..XO.............", "OOOOOXX............", ".XXXX..............",
                                     "...................", ".X................."});
  EXPECT_EQ(regionAndFrame(goal(19, 19, board, "c18", "auto")), "a19-g19 a18-e18 a17 | h19 h18 h17 a16-g16");
}

TEST(GoalFrame, ALeakStoneWithoutALibertyOutsideIsLeftOut) {
  // White's group on the first two lines of a 9x9 board, enclosed. Black's
  // f1 is in atari, so it is part of the problem with its liberty g1 and h1
  // next to that. Black's stones close the points next to h1 outside the
  // region: h2 joins Black's wall, but a stone on i1, between h1 and
  // White's i2, would have no liberty outside the region (White could take
  // it and open the point again), so it is left out.
  const std::string board =
      "........./........./........./........./........./........./XXXXXXX../OOOOOOX.O/....OX...";
  EXPECT_EQ(regionAndFrame(goal(9, 9, board, "a2", "auto")), "a2-f2 a1-h1 | h2");
}

TEST(GoalFrame, AutoPlusNMovesTheFrameNLinesOut) {
  // Cho Chikun's elementary problem 9: White's five stones on the second
  // line under Black's one-line wall.
  const std::string board = topOf19({"...................", "OOOOOX.X...........", ".XXXXX.............",
                                     "...................", ".X................."});
  EXPECT_EQ(regionAndFrame(goal(19, 19, board, "a18", "auto")), "a19-f19 a18-e18 a17 | g19 g18 g17 a16-f16");
  // One line further out, White reaches the whole rectangle: a17 leads
  // under Black's wall.
  EXPECT_EQ(regionAndFrame(goal(19, 19, board, "a18", "auto+1")),
            "a19-g19 a18-g18 a17-g17 a16-g16 | h19 h17 h16 a15 c15-g15");
}

TEST(GoalFrame, AutoPlusOneMovesEverySideThatIsNotAtTheEdge) {
  // Cho Chikun's advanced problem 10: Black's d15 already sets the
  // rectangle's bottom one line below White's group grown by one. auto+1
  // grows the rectangle itself, so the bottom moves too (once it did not).
  const std::string board = topOf19({".O.................", ".O.O...............", ".O.XX.X............",
                                     ".XX................", "...X..............."});
  EXPECT_EQ(regionAndFrame(goal(19, 19, board, "b19", "auto")),
            "a19-e19 a18-e18 a17-c17 a16-e16 a15-c15 e15 | f19 f18 f17 f16 f15 a14-e14");
  EXPECT_EQ(regionAndFrame(goal(19, 19, board, "b19", "auto+1")),
            "a19-f19 a18-f18 a17-f17 a16-f16 a15-f15 a14-f14 | g19 g18 g16 g15 g14 a13-f13");
}

TEST(GoalFrame, AStoneOfHersTheFrameWouldTouchJoinsHerGroup) {
  // Lee Changho's life and death 5-2-2-1: Black's b2-b3 and e2-e3 on the
  // second line, three lines apart, live together (b1). The rectangle
  // around b2-b3 alone ended at d, and its frame put White's stones on e1
  // and e4, taking two of e2-e3's liberties. Now e2-e3 joins the group,
  // and the frame touches no Black stone.
  std::vector<std::string> rows(13, std::string(19, '.'));
  for (const char* row : {".O.................", "....O..............", ".OOO.O.............", ".X..XO.............",
                          ".X..XO.O...........", "..................."})
    rows.push_back(row);
  const std::string board = slashedRows(rows);
  EXPECT_EQ(regionAndFrame(goal(19, 19, board, "b2", "auto")), "a5-d5 a4-e4 a3-e3 a2-e2 a1-f1 | a6 c6-f6 g5 g4 g3 g2 g1")
      << "the rectangle holds e2-e3 and its liberties e1 and e4";
}

TEST(GoalFrame, AStoneOfHersThatPlayCannotReachIsLeftToTheFrame) {
  // The right side of a game GNU Go played against itself: Black's t14
  // alone under White's stones. The frame's q15 and q17 touch Black's
  // o16-q16, three lines from t14, but that chain has no liberty in the
  // rectangle (White's r16 is between), so play there never reaches it,
  // and it does not join the group. (Taken in, it drew in the next of
  // Black's chains, and the region became the whole board.)
  const std::string board =
      ".................../.................../.........X......XXX/.............XXXOO./.........X....O.O.O/"
      "............XXOO.OX/..........XXOO...../...........O...O.O./.........X.OOX.O.../............O.XXO../"
      ".................../.................../.................../.................../.................../"
      ".................../.................../.................../...................";
  EXPECT_EQ(regionAndFrame(goal(19, 19, board, "t14", "auto")),
            "r19-t19 r18-t18 r17-t17 t16 s15-t15 r14-t14 r13-t13 r12 t12 | q19 q18 q17 q15 q13 r11-t11");
}

TEST(GoalFrame, AutoPlusOneHoldsAutosRegionWhenAStoneJoinsTheGroup) {
  // Black's k9-k10 in the open centre of 19x19, White's m10 beside, Black's
  // n9 and p9 to the right. The frame one line from k9-k10 would touch n9,
  // three lines away, whose liberties lie in the rectangle: it joins the
  // group, and then p9. auto+1 joins the same stones before it widens the
  // rectangle, so its region holds auto's, and no frame stone stands
  // beside n9 or p9 (once auto+1 drew the wider rectangle first, left n9
  // out and put a frame stone on o9).
  std::vector<std::string> rows(19, std::string(19, '.'));
  rows[19 - 10][9] = 'X', rows[19 - 9][9] = 'X', rows[19 - 9][12] = 'X', rows[19 - 9][14] = 'X';
  rows[19 - 10][11] = 'O';
  const std::string board = slashedRows(rows);
  // Each reading's region, and whether its frame stands beside a Black stone.
  struct Framed {
    std::set<int> region;
    bool touchesBlack = true;
  };
  auto framedBy = [&](const char* word) {
    Framed framed;
    EXPECT_TRUE(visitGame(goal(19, 19, board, "k10", word), [&](auto& game) {
                  if constexpr (requires { game.frame(); }) {
                    game.region().forEach([&](int p) { framed.region.insert(p); });
                    const auto black = game.board().stones(Color::Black);
                    framed.touchesBlack = (game.frame() & game.geometry().neighbors(black)).any();
                  }
                }).ok());
    return framed;
  };
  const Framed near = framedBy("auto"), wider = framedBy("auto+1");
  const std::string shown =
      regionAndFrame(goal(19, 19, board, "k10", "auto")) + "\n" + regionAndFrame(goal(19, 19, board, "k10", "auto+1"));
  EXPECT_FALSE(near.region.empty());
  EXPECT_FALSE(near.touchesBlack) << shown;
  EXPECT_FALSE(wider.touchesBlack) << shown;
  EXPECT_TRUE(std::includes(wider.region.begin(), wider.region.end(), near.region.begin(), near.region.end()))
      << shown;
}

TEST(GoalFrame, TheRegionWordIsAutoOrAutoPlusN) {
  auto extra = [](std::string_view text) -> std::string {
    auto word = inferredRegionWord(text);
    if (!word.ok()) return std::string(word.status().message());
    return word->has_value() ? std::to_string(**word) : "points";
  };
  EXPECT_EQ(extra("auto"), "0");
  EXPECT_EQ(extra(" auto+1 "), "1");
  EXPECT_EQ(extra("auto+6"), "6");
  EXPECT_EQ(extra("a1-c3 d4"), "points");
  EXPECT_EQ(extra(""), "points");
  EXPECT_THAT(extra("auto+7"), HasSubstr("region: 'auto+7' is neither auto nor auto+N (N from 1 to 6"));
  EXPECT_THAT(extra("auto+0"), HasSubstr("neither auto nor auto+N"));
  EXPECT_THAT(extra("autox"), HasSubstr("neither auto nor auto+N"));
  EXPECT_THAT(regionAndFrame(goal(9, 9, ".......XO/........./........./........./........./........./........./........./.........",
                                  "j9", "auto+9")),
              HasSubstr("region: 'auto+9'"));
}

// Cho Chikun's elementary problem 9 with Black's wall two lines thick:
// White's group on the top edge; the book's b19, e19 and a19 as right answers.
const std::string kElementary9 =
    "(;GM[1]FF[4]SZ[19]AB[fb][hb][bc][cc][dc][ec][fc][ad][bd][cd][dd][ed][fd]AW[ab][bb][cb][db][eb]"
    "C[Black to play](;B[ba]C[RIGHT])(;B[ea]C[RIGHT])(;B[aa]C[RIGHT]))";

TEST(GoalFrame, AFailOnTheFrameStandsOnlyIfItFailsWithTheFrameFurtherOut) {
  // Cho Chikun's elementary problem 9 with Black's wall two lines thick.
  // The frame one line from White's group puts a Black stone on g19: after
  // e19 and White's d19, White's f19 takes e19 and stands in atari, Black
  // takes back, and e19 only makes a ko while b19 kills. On the open board
  // g19 is Black's sente atari instead, and with the frame one line further
  // out e19 makes a ko no worse than any other move: the frame decides it.
  // a19 loses either way.
  const PuzzleFile file = sgfFile(kElementary9, withoutRules("auto"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  VerifyOptions options;
  options.solver.threads = 1;
  options.solver.tableMegabytes = 64;
  const PuzzleReport report = verifyPuzzle(file.puzzles[0], options);
  ASSERT_EQ(report.claims.size(), 3u) << report.positionError;
  EXPECT_EQ(report.claims[0].verdict, Verdict::Pass) << report.claims[0].explanation;
  EXPECT_EQ(report.claims[1].verdict, Verdict::Undecided) << report.claims[1].explanation;
  EXPECT_THAT(report.claims[1].explanation,
              HasSubstr("the frame decides it: it fails with the frame one line from the group (e19 only leads to a "
                        "ko"));
  EXPECT_THAT(report.claims[1].explanation, HasSubstr("but passes with the frame one line further out"));
  EXPECT_TRUE(report.claims[1].line.empty());
  EXPECT_EQ(report.claims[2].verdict, Verdict::Fail) << report.claims[2].explanation;
  EXPECT_THAT(report.claims[2].explanation, HasSubstr("a19 loses for Black"));
}

// Cho Chikun's intermediate problem 63: Black lives in the top left corner
// with g18, two lines from her stones at e17 and e18. The frame one line
// from her group stands on g18. `more` is SGF to add after the answer.
std::string intermediate63(const std::string& more = "") {
  return "(;GM[1]FF[4]SZ[19]AB[bb][cb][eb][cc][ec]AW[bc][dc][hc][bd][cd][ed][fd]C[Black to play: Intermediate]"
         "(;B[gb]C[RIGHT])" +
         more + ")";
}

TEST(GoalFrame, ARightAnswerOnAFrameStoneIsJudgedWithTheFrameFurtherOut) {
  // The book's g18 lies under the frame next to the group, so the region is
  // drawn with the frame one line further out, which takes g18 in. The
  // wrong answer written at f19 is inside either way.
  const PuzzleFile file = sgfFile(intermediate63("(;B[fa])"), withoutRules("auto"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  ASSERT_EQ(file.puzzles[0].region, "auto");
  EXPECT_EQ(regionAndFrame(positionOf(file.puzzles[0])),
            "a19-f19 a18-f18 a17 c17-f17 a16 d16 | g19 g18 g17 g16 a15-f15")
      << "the frame next to the group stands on g18";
  const std::optional<ClaimsRegion> wider = regionForTheClaims(file.puzzles[0]);
  ASSERT_TRUE(wider.has_value());
  EXPECT_EQ(wider->region, "auto+1");
  EXPECT_EQ(wider->takesIn, "g18");

  VerifyOptions options;
  options.solver.threads = 1;
  options.solver.tableMegabytes = 16;
  options.solver.timeLimitSeconds = 0.2;  // the verdicts do not matter here, only where they are sought
  const PuzzleReport report = verifyPuzzle(file.puzzles[0], options);
  ASSERT_TRUE(report.positionError.empty()) << report.positionError;
  EXPECT_EQ(report.region, "auto+1");
  EXPECT_EQ(report.regionTakesIn, "g18");
  EXPECT_THAT(report.searchedRegion, HasSubstr("a18-g18"));
  EXPECT_THAT(report.frame, ::testing::Not(HasSubstr("g18")));
  ASSERT_EQ(report.claims.size(), 2u);
  for (const ClaimReport& c : report.claims)
    EXPECT_THAT(c.explanation, ::testing::Not(HasSubstr("illegal"))) << toString(c.claim);
}

TEST(GoalFrame, WrongAnswersAndLegalityClaimsLeaveTheFrameWhereItIs) {
  // A wrong answer at k14, four lines out, would take the frame to auto+4
  // (68 empty points) for a move the book only says fails: it passes as
  // "illegal, so it does not win" instead, and the frame moves one line,
  // for g18 alone.
  const PuzzleFile file = sgfFile(intermediate63("(;B[jf])"), withoutRules("auto"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  const std::optional<ClaimsRegion> wider = regionForTheClaims(file.puzzles[0]);
  ASSERT_TRUE(wider.has_value());
  EXPECT_EQ(wider->region, "auto+1");
  EXPECT_EQ(wider->takesIn, "g18");
  // "illegal g18 occupied" is true of the frame as the file draws it; it
  // does not move the frame to make itself false.
  Puzzle legality = file.puzzles[0];
  Claim illegal;
  illegal.kind = ClaimKind::Illegal;
  illegal.move = "g18";
  illegal.reason = "occupied";
  legality.claims = {illegal};
  EXPECT_FALSE(regionForTheClaims(legality).has_value());
}

TEST(GoalFrame, RightAnswersInsideTheirRegionKeepIt) {
  // Cho Chikun's elementary problem 9 (above): b19, e19 and a19 all lie
  // inside the frame one line from White's group.
  const PuzzleFile file = sgfFile(kElementary9, withoutRules("auto"));
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_FALSE(regionForTheClaims(file.puzzles[0]).has_value());
  // A stated region is never framed, even where it leaves an answer out.
  const PuzzleFile far = sgfFile(intermediate63(), withoutRules("auto"));
  ASSERT_EQ(far.puzzles.size(), 1u);
  Puzzle stated = far.puzzles[0];
  stated.region = "a19-f19 a18-f18 a17 c17-f17 a16 d16";
  EXPECT_FALSE(regionForTheClaims(stated).has_value());
}

}  // namespace
}  // namespace goproof
