// Local goals (docs/goals.md): capture or save a target, kill or make a group
// live, as one game (TargetGame) on Go's rules.
//   - Every solver agrees with a reference written here: an exhaustive
//     analysis of the whole state graph by tests/naive_rules.h's plain Go
//     rules (its own boards, captures and ko), with the goal's ending applied
//     by hand; on hand-made problems and on random positions.
//   - Positions a teacher knows: a ladder across a 19x19 board, a ladder
//     breaker, a net, a snapback, straight three and bent four in the
//     corner, a seki.
//   - A problem that is its own mirror image is solved with its symmetry
//     and without it alike.
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/goal_words.h"
#include "solver/rules/goals/target_setup.h"
#include "solver/search/solve.h"
#include "tests/goal_agreement.h"
#include "tests/goal_pictures.h"
#include "checker/naive_rules.h"
#include "tests/target_reference.h"

namespace goproof {
namespace {

using ::testing::HasSubstr;
using namespace naive_rules;

// The value for the side to move by df-pn alone, without the winning moves
// (on an open board, a move that does not win cannot be refuted in reach).
Value valueOf(const PositionSpec& spec) {
  SolverOptions options;
  options.threads = 1;
  options.tableMegabytes = 64;
  options.valueOnly = true;
  options.nodeLimit = 2'000'000;
  auto value = visitGame(spec, [&](auto& game) { return solvePosition(game, options).value; });
  EXPECT_TRUE(value.ok()) << value.status();
  return value.ok() ? *value : Value::Unknown;
}

TEST(TargetGoal, RulesNameTheGoal) {
  const Rules r = *Rules::parse("go+goal=capture");
  EXPECT_TRUE(r.targetGoal());
  EXPECT_EQ(r.toString(), "go+goal=capture");
  EXPECT_EQ(Rules::parse("go+goal=capture+ko=superko")->toString(), "go+goal=capture+ko=superko");
  EXPECT_THAT(std::string(Rules::parse("capture-1+goal=capture").status().message()),
              HasSubstr("played on go's rules"));
  EXPECT_THAT(std::string(Rules::parse("go+goal=kill").status().message()), HasSubstr("goal must be capture"));
  EXPECT_THAT(std::string(Rules::parse("go+goal=capture+komi=7.5").status().message()), HasSubstr("no score"));
  EXPECT_THAT(std::string(Rules::parse("go+komi=7.5+goal=capture").status().message()), HasSubstr("no score"));
}

TEST(TargetGoal, SetUpRefusesWhatIsNoTarget) {
  auto why = [](const PositionSpec& spec) {
    return std::string(visitGame(spec, [](auto&) { return 0; }).status().message());
  };
  EXPECT_THAT(why(goal(3, 3, "XO./.../...", "")), HasSubstr("target: a local goal needs its target"));
  EXPECT_THAT(why(goal(3, 3, "XO./.../...", "c1")), HasSubstr("target: c1 is empty"));
  EXPECT_THAT(why(goal(3, 3, "XO./.../...", "a3 b3")), HasSubstr("both colours"));
  EXPECT_THAT(why(goal(3, 3, "XO./.../...", "z9")), HasSubstr("target: 'z9' is not a point"));
  EXPECT_THAT(why(goal(3, 3, "XO./.../...", "a3", "a1-q9")), HasSubstr("region: 'a1-q9'"));
  PositionSpec plain = goal(3, 3, "XO./.../...", "a3");
  plain.rules = *Rules::parse("go");
  EXPECT_THAT(why(plain), HasSubstr("target: only a local goal has one"));
}

TEST(TargetGoal, DescribingAGoalSetsUpTheSameGame) {
  const PositionSpec spec = goal(5, 4, "..XO./.XO../..XO./.....", "d4 c3 d2", "a4-e1");
  auto again = visitGame(spec, [](auto& game) { return describeGame(game); });
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->targets, "d4 c3 d2");
  EXPECT_EQ(again->region, "");  // every point
  PositionSpec smaller = spec;
  smaller.region = "a1:b4 e4";
  auto described = visitGame(smaller, [](auto& game) { return describeGame(game); });
  EXPECT_EQ(described->region, "a4-b4 e4 a3-b3 a2-b2 a1-b1");
}

TEST(TargetGoal, EverySolverAgreesWithTheReferenceOnSmallProblems) {
  struct Problem {
    int width, height;
    std::string rows;
    std::vector<const char*> targets;
    char toMove;
    const char* label;
  };
  const std::vector<Problem> problems = {
      {3, 3, "..." ".O." "...", {"b2"}, 'X', "a lone stone in the middle of 3x3"},
      {4, 3, ".OX." "OOX." "XXX.", {"b2"}, 'X', "a corner group with one eye space of two"},
      {4, 3, ".OX." "OOX." "XXX.", {"b2"}, 'O', "the same, the defender to move"},
      {4, 4, "..OX" ".OOX" "OOXX" "XX.." , {"c3"}, 'X', "a corner group with three points of eye space"},
      {4, 4, "..OX" ".OOX" "OOXX" "XX..", {"c3"}, 'O', "the same, the defender to move"},
      {4, 3, "XO.O" ".XO." "XXOO", {"b3"}, 'X', "a snapback-sized fight"},
      {4, 3, ".XO." "XO.O" ".XO.", {"c3"}, 'X', "a ko in the middle"},
      {4, 3, ".XO." "XO.O" ".XO.", {"c3"}, 'O', "the ko, the defender to move"},
  };
  for (const Problem& p : problems)
    expectSolversAgree(p.width, p.height, p.rows, naivePoints(p.width, p.height, p.targets), emptyOf(p.rows),
                       p.toMove, p.label);
}

TEST(TargetGoal, EverySolverAgreesWithTheReferenceOnRandomPositions) {
  std::mt19937 random(20261127);
  int checked = 0;
  for (int attempt = 0; attempt < 400 && checked < 40; ++attempt) {
    const int width = 3 + static_cast<int>(random() % 2), height = 3 + static_cast<int>(random() % 2);
    std::string rows(width * height, '.');
    for (char& c : rows) {
      const int r = static_cast<int>(random() % 10);
      c = r < 3 ? 'X' : r < 6 ? 'O' : '.';
    }
    const std::vector<int> empty = emptyOf(rows);
    if (empty.size() < 3 || empty.size() > 7) continue;
    // Only positions a game can reach: every chain has a liberty.
    NaiveGame g = naiveGame("go", width, height, rows);
    bool legal = true;
    std::vector<int> stones;
    for (int p = 0; p < width * height; ++p) {
      if (rows[p] == '.') continue;
      stones.push_back(p);
      if (!hasLiberty(g, g.board, floodFill(g, g.board, {p}))) legal = false;
    }
    if (!legal || stones.empty()) continue;
    const int target = stones[random() % stones.size()];
    const char toMove = random() % 2 ? 'X' : 'O';
    // Every other position leaves an empty point out of the region: a chain
    // next to it keeps that liberty, and a target chain there has escaped.
    std::vector<int> region = empty;
    if (checked % 2 == 1) region.erase(region.begin() + static_cast<long>(random() % region.size()));
    expectSolversAgree(width, height, rows, {target}, region, toMove, "random position " + rows);
    ++checked;
  }
  EXPECT_EQ(checked, 40);
}

// A corner problem on 9x9, rows top first: 'X' and 'O' stones outside the
// region, 'x' and 'o' stones inside it (their points are played on once
// they are captured), '.' the empty points of the region, ',' empty points
// outside it. Checks every
// solver against the reference, and returns df-pn's answer.
Answer cornerProblem(const std::vector<std::string>& picture, const char* target, char toMove) {
  const GoalPicture g = readGoalPicture(picture);
  expectSolversAgree(g.width, g.height, g.rows, naivePoints(g.width, g.height, {target}), g.region, toMove,
                     "corner problem");
  return solveWith(g.spec(target, toMove == 'X' ? Color::Black : Color::White), SolverKind::Dfpn);
}

TEST(TargetGoal, StraightThreeInTheCornerLivesOrDiesByItsMiddlePoint) {
  const Answer kill = cornerProblem(kStraightThree, "d2", 'X');
  EXPECT_EQ(kill.value, Value::Win) << "Black to kill";
  EXPECT_EQ(kill.winning, std::set<std::string>{"b1"}) << "only the middle point kills";
  const Answer live = cornerProblem(kStraightThree, "d2", 'O');
  EXPECT_EQ(live.value, Value::Win) << "White to live";
  EXPECT_EQ(live.winning, std::set<std::string>{"b1"}) << "only the middle point makes two eyes";
}

TEST(TargetGoal, ABentFourEyeSpaceInTheCornerHangsOnItsVitalPoint) {
  // White's eye space a1 a2 b1 c1, bent at the corner; no outside liberties.
  const std::vector<std::string> bentFour = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "XXX,,,,,,",
      "OOXX,,,,,",
      ".OOOX,,,,",
      "...OX,,,,",
  };
  const Answer kill = cornerProblem(bentFour, "b3", 'X');
  EXPECT_EQ(kill.value, Value::Win) << "Black kills";
  EXPECT_EQ(kill.winning, std::set<std::string>{"b1"}) << "at the vital point, and only there";
  const Answer live = cornerProblem(bentFour, "b3", 'O');
  EXPECT_EQ(live.value, Value::Win) << "White lives";
  EXPECT_EQ(live.winning, (std::set<std::string>{"a1", "b1"})) << "each leaves two eyes of one and two points";
}

// A problem's symmetries (docs/goals.md, "Symmetry"): the board's that map
// its region and target onto themselves. Solved with and without them, by
// df-pn and alpha-beta, it has the same value and winning moves, and df-pn
// needs fewer nodes with them (it searches one of each pair of mirror moves).
struct SymmetricSolve {
  int symmetries = 0;
  Answer answer[2];       // without symmetry, with it
  uint64_t dfpnNodes[2];  // the same
};
SymmetricSolve solveBothWays(const GoalPicture& g, const char* target, Color toMove, SolverKind kind) {
  SymmetricSolve out;
  for (int with = 0; with < 2; ++with) {
    SolverOptions options;
    options.kind = kind;
    options.threads = 1;
    options.tableMegabytes = 16;
    options.useSymmetry = with == 1;
    auto solved = visitGame(g.spec(target, toMove), [&](auto& game) {
      out.symmetries = game.symmetryCount();
      const SolveResult r = solvePosition(game, options);
      out.answer[with].value = r.value;
      for (Move m : r.winningMoves) out.answer[with].winning.insert(game.moveName(m));
      out.dfpnNodes[with] = r.stats.nodes;
      return 0;
    });
    EXPECT_TRUE(solved.ok()) << solved.status();
  }
  return out;
}

// Bent three in the corner: White's eye space a1 a2 b1 and her group each
// their own image across the diagonal through a1.
const std::vector<std::string> kBentThreeOnTheDiagonal = {
    ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
    "XXX,,,,,,",
    "OOXX,,,,,",
    ".OOX,,,,,",
    "..OX,,,,,",
};

TEST(TargetGoal, ACornerProblemOnTheDiagonalIsItsOwnMirrorImage) {
  const std::vector<std::string>& bentThree = kBentThreeOnTheDiagonal;
  const Answer kill = cornerProblem(bentThree, "b2", 'X');
  EXPECT_EQ(kill.value, Value::Win) << "Black kills";
  EXPECT_EQ(kill.winning, std::set<std::string>{"a1"}) << "at the corner, the vital point";
  // A triangle of six in the corner, White's group around it: the same.
  const std::vector<std::string> triangle = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "XXX,,,,,,",
      "OOXX,,,,,",
      ".OOXX,,,,",
      "..OOX,,,,",
      "...OX,,,,",
  };
  cornerProblem(triangle, "c3", 'X');
  cornerProblem(triangle, "c3", 'O');
  for (const auto* picture : {&bentThree, &triangle})
    for (Color toMove : {Color::Black, Color::White})
      for (SolverKind kind : {SolverKind::Dfpn, SolverKind::AlphaBeta}) {
        const GoalPicture g = readGoalPicture(*picture);
        const char* target = picture == &bentThree ? "b2" : "c3";
        SCOPED_TRACE(cat(target, toMove == Color::Black ? ", Black" : ", White", " to play, by ", solverName(kind)));
        const SymmetricSolve both = solveBothWays(g, target, toMove, kind);
        EXPECT_EQ(both.symmetries, 2) << "the identity and the diagonal";
        EXPECT_EQ(both.answer[1].value, both.answer[0].value);
        EXPECT_EQ(both.answer[1].winning, both.answer[0].winning);
        if (kind == SolverKind::Dfpn && picture == &triangle) {
          EXPECT_LT(both.dfpnNodes[1], both.dfpnNodes[0]);
        }
      }
}

TEST(TargetGoal, ATargetOffTheDiagonalBreaksTheSymmetry) {
  // The bent three's picture, with the target one stone of the group: the
  // diagonal maps c1 to a3, so the problem has the identity alone.
  const std::vector<std::string>& bentThree = kBentThreeOnTheDiagonal;
  const GoalPicture g = readGoalPicture(bentThree);
  EXPECT_EQ(solveBothWays(g, "c1", Color::Black, SolverKind::Dfpn).symmetries, 1);
  EXPECT_EQ(solveBothWays(g, "c1 a3", Color::Black, SolverKind::Dfpn).symmetries, 2);
}

TEST(TargetGoal, BentFourInTheCornerIsAKoWithOneOutsideLibertyAndLifeWithTwo) {
  // The same eye space a1 a2 b1 c1, bent at the 1-1 point, with one outside
  // liberty (d3, inside Black's wall). Black's b1 at the vital point makes a
  // ko that White cannot avoid (her atari answered, she cannot take back
  // without putting herself in atari): with no threats on either side Black
  // wins it. White to play lives at a1 or b1.
  const std::vector<std::string> oneLiberty = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "XXXX,,,,,",
      "ooX.X,,,,",
      ".oooX,,,,",
      "...oX,,,,",
  };
  const Answer kill = cornerProblem(oneLiberty, "d2", 'X');
  EXPECT_EQ(kill.value, Value::Win) << "Black wins the ko when White has no threat";
  EXPECT_EQ(kill.winning, std::set<std::string>{"b1"});
  const Answer live = cornerProblem(oneLiberty, "d2", 'O');
  EXPECT_EQ(live.value, Value::Win);
  EXPECT_EQ(live.winning, (std::set<std::string>{"a1", "b1"}));
  // With a second outside liberty (a4), White answers b1 by taking the
  // stones she has put in atari, and lives: no ko.
  const std::vector<std::string> twoLiberties = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "X,,,,,,,,",
      ".XXX,,,,,",
      "ooX.X,,,,",
      ".oooX,,,,",
      "...oX,,,,",
  };
  EXPECT_EQ(cornerProblem(twoLiberties, "d2", 'X').value, Value::Loss) << "Black cannot kill";
}

TEST(TargetGoal, ASekiLivesAndNeitherSideMayPlayInside) {
  // Black's three stones b1 c1 d1 inside White's corner group share its two
  // liberties, a1 and e1, and neither side has an eye. If Black plays one,
  // White takes four stones and lives with a straight four; if White plays
  // one, Black takes her group. So both pass: White lives in seki.
  const std::vector<std::string> seki = {
      ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,", ",,,,,,,,,",
      "XXXXXXX,,",
      "OOOOOOX,,",
      ".xxx.OX,,",
  };
  const Answer black = cornerProblem(seki, "d2", 'X');
  EXPECT_EQ(black.value, Value::Loss) << "Black cannot kill a seki";
  const Answer white = cornerProblem(seki, "d2", 'O');
  EXPECT_EQ(white.value, Value::Win) << "White lives in seki";
  EXPECT_EQ(white.winning, std::set<std::string>{"pass"}) << "and must not fill a shared liberty";
}

TEST(TargetGoal, TheRegionOfAnEnclosedGroupIsInferred) {
  std::string rows;
  for (const std::string& row : kStraightThree) rows += (rows.empty() ? "" : "/") + row;
  for (char& c : rows)
    if (c == ',') c = '.';
  PositionSpec spec = goal(9, 9, rows, "d2", "auto");
  auto region = visitGame(spec, [](auto& game) {
    if constexpr (requires { game.region(); }) return formatPointSet(game.region(), game.geometry());
    else return std::string("not a local goal");
  });
  ASSERT_TRUE(region.ok()) << region.status();
  EXPECT_EQ(*region, "a2-d2 a1-d1") << "White's stones and her eye space";
  // Black's stones inside White's seki group are part of its region.
  spec.rows = "........./........./........./........./........./........./XXXXXXX../OOOOOOX../.XXX.OX..";
  auto withStones = visitGame(spec, [](auto& game) {
    if constexpr (requires { game.region(); }) return formatPointSet(game.region(), game.geometry());
    else return std::string("not a local goal");
  });
  EXPECT_EQ(*withStones, "a2-f2 a1-f1");
  // An open wall: the group reaches most of the board. The region is the
  // rectangle around the group, one line wider (to the edges within three
  // lines), closed by a frame of Black's stones.
  spec.rows = "........./........./........./........./........./........./........./OOOO...../...O.....";
  auto framed = visitGame(spec, [](auto& game) {
    if constexpr (requires { game.frame(); })
      return formatPointSet(game.region(), game.geometry()) + " | " + formatPointSet(game.frame(), game.geometry()) +
             " | " + (game.board().at(game.frame().lowest()) == Color::Black ? "Black" : "White");
    else return std::string("not a local goal");
  });
  ASSERT_TRUE(framed.ok()) << framed.status();
  EXPECT_EQ(*framed, "a3-e3 a2-e2 a1-e1 | a4-e4 f3 f2 f1 | Black");
}

TEST(TargetGoal, AStoneThatReachesTheSideOfItsRegionHasEscaped) {
  // White's c3 inside the region a1-e5, Black's b3 c2 d3 around it: its one
  // liberty, c4, is inside. With the region a1-e3, c4 lies outside it:
  // nobody can ever fill that liberty, so the stone can never be taken,
  // and White has won at once.
  const std::string rows = "........./........./........./........./........./........./.XOX...../..X....../.........";
  auto over = [](const PositionSpec& spec) {
    return *visitGame(spec, [](auto& game) { return game.result(); });
  };
  EXPECT_EQ(over(goal(9, 9, rows, "c3", "a1-e5")), Winner::None) << "c4 is inside: the fight goes on";
  EXPECT_EQ(over(goal(9, 9, rows, "c3", "a1-e3")), Winner::White) << "its liberty c4 is outside: escaped";
  EXPECT_EQ(over(goal(9, 9, rows, "c3")), Winner::None) << "on the whole board nothing is outside";
  // Black to move in a1-e5: c4 takes it at once.
  const Answer inside = solveWith(goal(9, 9, rows, "c3", "a1-e5"), SolverKind::Dfpn);
  EXPECT_EQ(inside.value, Value::Win);
  EXPECT_TRUE(inside.winning.contains("c4"));
}

TEST(TargetGoal, ASnapbackTakesBackMoreThanItGave) {
  // White's four stones a2 b2 c2 c1 have one liberty, a1, which Black's b1
  // stone shares. White to save them: taking b1 at a1 leaves the five
  // stones with b1 alone for a liberty, and Black takes them all there.
  // Every other White move lets Black take at a1 at once.
  PositionSpec spec =
      goal(9, 9, "........./........./........./........./........./........./XXXX...../OOOX...../.XOX.....", "b2", "",
           Color::White);
  const Answer save = solveWith(spec, SolverKind::Dfpn);
  EXPECT_EQ(save.value, Value::Loss) << "White cannot save her stones";
  auto snapback = visitGame(spec, [](auto& game) {
    const MoveCheck take = game.check(*game.moveNamed("a1"));
    game.play(*game.moveNamed("a1"));
    const MoveCheck back = game.check(*game.moveNamed("b1"));
    return std::pair{take.captures, back.captures};
  });
  ASSERT_TRUE(snapback.ok()) << snapback.status();
  EXPECT_EQ(snapback->first, 1) << "White's a1 takes one stone";
  EXPECT_EQ(snapback->second, 5) << "and Black's b1 takes five back";
}

TEST(TargetGoal, ALadderAcrossTheWholeBoardCaptures) {
  // White's stone at d4 has two liberties, d5 and e4; Black's stones at c4,
  // c5 and d3 make e4 the start of a ladder that runs up and to the right to
  // the far edges of the 19x19 board.
  std::string rows;
  for (int r = 0; r < 19; ++r) {
    std::string row(19, '.');
    if (r == 19 - 5) row[2] = 'X';                // c5
    if (r == 19 - 4) row[3] = 'O', row[2] = 'X';  // d4 White, c4 Black
    if (r == 19 - 3) row[3] = 'X';                // d3
    rows += (r ? "/" : "") + row;
  }
  PositionSpec spec = goal(19, 19, rows, "d4");
  EXPECT_EQ(valueOf(spec), Value::Win) << "Black captures in a ladder";
  spec.rows = spec.rows.replace(20 * (19 - 4) + 4, 1, "X");  // e4, the atari from the right
  spec.toMove = Color::White;
  EXPECT_EQ(valueOf(spec), Value::Loss) << "after the atari from the right, White cannot escape";
}

// A 19x19 board with stones at named points ({"c4", 'X'}).
std::string board19(const std::vector<std::pair<std::string, char>>& stones) {
  std::vector<std::string> rows(19, std::string(19, '.'));
  for (const auto& [name, colour] : stones) {
    const ParsedPoint p = parsePoint(name, 19, 19);
    rows[18 - p.y][p.x] = colour;
  }
  std::string text;
  for (const std::string& row : rows) text += (text.empty() ? "" : "/") + row;
  return text;
}

// The value for the side to move by df-pn within `nodes` nodes (Unknown past them).
Value valueWithin(const PositionSpec& spec, uint64_t nodes) {
  SolverOptions options;
  options.threads = 1;
  options.tableMegabytes = 16;
  options.valueOnly = true;
  options.nodeLimit = nodes;
  auto value = visitGame(spec, [&](auto& game) { return solvePosition(game, options).value; });
  EXPECT_TRUE(value.ok()) << value.status();
  return value.ok() ? *value : Value::Unknown;
}

TEST(TargetGoal, ANetCatchesWhatALadderBreakerWouldSave) {
  // White's d4 inside Black's c4 c5 d3 e3, and a White stone at q16 on the
  // ladder's path. Black's e5 (the net) covers both ways out: d5 is met by
  // d6, e4 by f4.
  const std::vector<std::pair<std::string, char>> stones = {
      {"c4", 'X'}, {"c5", 'X'}, {"d3", 'X'}, {"e3", 'X'}, {"d4", 'O'}, {"q16", 'O'}, {"e5", 'X'}};
  PositionSpec spec = goal(19, 19, board19(stones), "d4", "", Color::White);
  EXPECT_EQ(valueWithin(spec, 200'000), Value::Loss) << "after the net, White cannot escape";
}

TEST(TargetGoal, ALadderBreakerSavesTheStones) {
  // The ladder of ALadderAcrossTheWholeBoardCaptures after Black's atari
  // at e4: without a breaker it captures in a few hundred nodes; with
  // White's stone at q16 on its path it never captures, so no search may
  // claim it does (proving the escape on an open board is out of reach).
  std::vector<std::pair<std::string, char>> stones = {{"c4", 'X'}, {"c5", 'X'}, {"d3", 'X'}, {"d4", 'O'}, {"e4", 'X'}};
  PositionSpec spec = goal(19, 19, board19(stones), "d4", "", Color::White);
  EXPECT_EQ(valueWithin(spec, 5'000), Value::Loss) << "the ladder works";
  stones.push_back({"q16", 'O'});
  spec.rows = board19(stones);
  EXPECT_NE(valueWithin(spec, 5'000), Value::Loss) << "the breaker stops it";
}

}  // namespace
}  // namespace goproof
