// Ko and seki under a local goal (docs/goals.md): each side's external ko
// threats (TargetTerms), and the status a teacher gives a problem (kills,
// lives, lives in seki, ko and the threats that turn it), checked against
// tests/target_reference.h's reference, which plays threats by plain rules.
#include <algorithm>
#include <functional>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "formats/native_format.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/search/goal_status.h"
#include "puzzles/verify.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/goals/target_setup.h"
#include "solver/search/solve.h"
#include "tests/goal_agreement.h"
#include "tests/target_reference.h"

namespace goproof {
namespace {

using ::testing::HasSubstr;
using namespace naive_rules;

// A small problem: rows top first without separators, every empty point in the region.
struct Problem {
  int width, height;
  std::string rows;
  std::string target;  // a GTP point
  char toMove;         // 'X' or 'O'
};

int naivePoint(const Problem& p, const std::string& name) { return naivePoints(p.width, p.height, {name.c_str()})[0]; }
// The region of these problems: the empty points and the target's, so that
// a target stone taken in a ko can be retaken where it stood.
std::vector<int> regionOf(const Problem& p) {
  std::vector<int> points = emptyOf(p.rows);
  points.push_back(naivePoint(p, p.target));
  std::sort(points.begin(), points.end());
  return points;
}
PositionSpec specOf(const Problem& p) {
  std::string region;
  for (int q : regionOf(p)) region += naiveName(q, p.width, p.height) + " ";
  return goal(p.width, p.height, slashedRows(p.rows, p.width, p.height), p.target.c_str(), region.c_str(),
              p.toMove == 'X' ? Color::Black : Color::White);
}

// Terms by role: the attacker's and the defender's threats (-1: any number).
TargetTerms termsFor(const Problem& p, int attackers, int defenders, bool sekiLives = true) {
  const char defender = p.rows[naivePoint(p, p.target)];
  TargetTerms t;
  t.koThreats[defender == 'X' ? 1 : 0] = attackers;
  t.koThreats[defender == 'X' ? 0 : 1] = defenders;
  t.sekiLives = sekiLives;
  return t;
}
ReferenceThreats referenceThreats(const TargetTerms& t) { return {t.koThreats[0], t.koThreats[1]}; }

// Whether the attacker reaches her goal, by the reference.
bool referenceAttackerWins(const Problem& p, int attackers, int defenders) {
  const Reference r = referenceAnswer(p.width, p.height, p.rows, {naivePoint(p, p.target)}, regionOf(p),
                                      p.toMove, referenceThreats(termsFor(p, attackers, defenders)));
  return r.root == Outcome::AttackerWins;
}

// The status the reference gives, by goal_status.h's definitions (no seki asked).
GoalStatus referenceStatus(const Problem& p) {
  GoalStatus s;
  if (referenceAttackerWins(p, 0, -1)) return GoalStatus{GoalOutcome::AttackerWins};
  const Reference all = referenceAnswer(p.width, p.height, p.rows, {naivePoint(p, p.target)}, regionOf(p),
                                        p.toMove, referenceThreats(termsFor(p, -1, 0)));
  if (all.root == Outcome::Endless) return GoalStatus{GoalOutcome::Endless};
  if (all.root == Outcome::DefenderWins) return GoalStatus{GoalOutcome::DefenderLives};
  const bool attackerWinsKo = referenceAttackerWins(p, 0, 0);
  const char defender = p.rows[naivePoint(p, p.target)];
  s.outcome = GoalOutcome::Ko;
  const Color attacker = defender == 'X' ? Color::White : Color::Black;
  s.koWinner = attackerWinsKo ? attacker : opponent(attacker);
  for (s.threatsNeeded = 1; s.threatsNeeded <= kMostThreatsCounted; ++s.threatsNeeded) {
    const bool turned = attackerWinsKo ? referenceAttackerWins(p, 0, s.threatsNeeded)
                                       : referenceAttackerWins(p, s.threatsNeeded, 0);
    if (turned != attackerWinsKo) break;
  }
  return s;
}

SolverOptions quietOptions(SolverKind kind = SolverKind::Dfpn) {
  SolverOptions o;
  o.kind = kind;
  o.threads = 1;
  o.tableMegabytes = 16;
  return o;
}

// Every solver's value and winning moves under the terms, against the reference's.
void expectSolversAgreeUnder(const Problem& p, int attackers, int defenders) {
  const TargetTerms terms = termsFor(p, attackers, defenders);
  const Reference ref = referenceAnswer(p.width, p.height, p.rows, {naivePoint(p, p.target)}, regionOf(p),
                                        p.toMove, referenceThreats(terms));
  const bool moverAttacks = p.rows[naivePoint(p, p.target)] != p.toMove;
  const Value expected = valueFor(ref.root, moverAttacks);
  for (SolverKind kind : {SolverKind::Dfpn, SolverKind::AlphaBeta, SolverKind::Retrograde}) {
    SCOPED_TRACE(cat(p.rows, " ", p.toMove, " to move, threats attacker ", attackers, " defender ", defenders, ", by ",
                     solverName(kind)));
    const Answer a = solveWith(specOf(p), kind, 0, terms);
    EXPECT_EQ(a.value, expected);
    if (expected == Value::Win && a.value == Value::Win) {
      EXPECT_EQ(a.winning, ref.winningForMover);
    }
  }
}

GoalStatus statusOf(const Problem& p, bool askSeki) {
  auto status = visitGame(specOf(p), [&](auto& game) {
    if constexpr (GoalTermsGame<std::remove_cvref_t<decltype(game)>>) return goalStatus(game, quietOptions(), askSeki);
    else return GoalStatus{};
  });
  EXPECT_TRUE(status.ok()) << status.status();
  return status.ok() ? *status : GoalStatus{};
}

void expectSameStatus(const GoalStatus& got, const GoalStatus& want, const std::string& label) {
  EXPECT_EQ(got.outcome, want.outcome) << label;
  if (want.outcome == GoalOutcome::Ko && got.outcome == GoalOutcome::Ko) {
    EXPECT_EQ(got.koWinner, want.koWinner) << label;
    EXPECT_EQ(got.threatsNeeded, want.threatsNeeded) << label;
  }
}

// Kos a teacher would draw, small enough for the reference.
const std::vector<Problem> kKoProblems = {
    // White's c3 stands beside a ko at b2/c2: Black takes b2 from c2.
    {4, 3, ".XO." "XO.O" ".XO.", "c3", 'X'},
    {4, 3, ".XO." "XO.O" ".XO.", "c3", 'O'},
    // The same ko, the target the capturable stone itself.
    {4, 3, ".XO." "XO.O" ".XO.", "b2", 'X'},
    {4, 3, ".XO." "XO.O" ".XO.", "b2", 'O'},
};

TEST(GoalKo, ThreatsLetASideRetakeAndEverySolverAgreesWithTheReference) {
  for (const Problem& p : kKoProblems)
    for (auto [attackers, defenders] : std::vector<std::pair<int, int>>{{0, 0}, {0, -1}, {-1, 0}, {1, 0}, {0, 1}, {2, 1}})
      expectSolversAgreeUnder(p, attackers, defenders);
}

TEST(GoalKo, TheStatusOfAKoCountsTheThreatsThatTurnIt) {
  for (const Problem& p : kKoProblems) {
    const GoalStatus want = referenceStatus(p);
    expectSameStatus(statusOf(p, /*askSeki=*/false), want, p.rows + " target " + p.target + " " + p.toMove);
  }
}

// A random small position: 3 + (0 to widths - 1) columns, 3 or 4 rows,
// stones of both colours with 3 to 6 empty points, every chain with a
// liberty, and a random stone as the target; nullopt where the draw is no
// such position.
std::optional<Problem> drawProblem(std::mt19937& random, int widths) {
  const int width = 3 + static_cast<int>(random() % widths), height = 3 + static_cast<int>(random() % 2);
  Problem p{width, height, std::string(width * height, '.'), "", random() % 2 ? 'X' : 'O'};
  for (char& c : p.rows) {
    const int r = static_cast<int>(random() % 10);
    c = r < 3 ? 'X' : r < 6 ? 'O' : '.';
  }
  const std::vector<int> empty = emptyOf(p.rows);
  if (empty.size() < 3 || empty.size() > 6) return std::nullopt;
  NaiveGame g = naiveGame("go", width, height, p.rows);
  std::vector<int> stones;
  for (int q = 0; q < width * height; ++q) {
    if (p.rows[q] == '.') continue;
    stones.push_back(q);
    if (!hasLiberty(g, g.board, floodFill(g, g.board, {q}))) return std::nullopt;
  }
  if (stones.empty()) return std::nullopt;
  p.target = naiveName(stones[random() % stones.size()], width, height);
  return p;
}

TEST(GoalKo, RandomPositionsWithKosAgreeWithTheReference) {
  std::mt19937 random(20261128);
  int kos = 0, checked = 0;
  for (int attempt = 0; attempt < 4000 && kos < 8; ++attempt) {
    const std::optional<Problem> drawn = drawProblem(random, 2);
    if (!drawn) continue;
    const Problem& p = *drawn;
    // Only positions where threats change the answer: a ko.
    if (referenceAttackerWins(p, 0, -1) == referenceAttackerWins(p, -1, 0)) continue;
    ++kos;
    for (auto [attackers, defenders] : std::vector<std::pair<int, int>>{{0, 0}, {0, -1}, {-1, 0}, {1, 0}, {0, 1}})
      expectSolversAgreeUnder(p, attackers, defenders);
    expectSameStatus(statusOf(p, false), referenceStatus(p), p.rows + " target " + p.target);
    ++checked;
  }
  EXPECT_GE(kos, 8) << "random positions with a ko are found";
  EXPECT_EQ(checked, kos);
}

// solve's own value (the side to move's win without ko, askWinWithoutKo)
// handed to goalStatus gives the reference's status, as the status's own
// searches do: on random positions, kos and settled ones alike.
TEST(GoalKo, TheSolvesOwnValueGivesTheSameStatus) {
  std::mt19937 random(20261206);
  int checked = 0, handed = 0;
  for (int attempt = 0; attempt < 3000 && checked < 40; ++attempt) {
    const std::optional<Problem> drawn = drawProblem(random, 2);
    if (!drawn) continue;
    const Problem& p = *drawn;
    auto status = visitGame(specOf(p), [&](auto& game) {
      if constexpr (GoalTermsGame<std::remove_cvref_t<decltype(game)>>) {
        askWinWithoutKo(game);
        const SolveResult r = solvePosition(game, quietOptions());
        if (r.value == Value::Win || r.value == Value::Loss) ++handed;
        return goalStatus(game, quietOptions(), false, r.value);
      } else {
        return GoalStatus{};
      }
    });
    ASSERT_TRUE(status.ok()) << status.status();
    expectSameStatus(*status, referenceStatus(p), p.rows + " target " + p.target + " to move " + p.toMove);
    ++checked;
  }
  EXPECT_EQ(checked, 40);
  EXPECT_GE(handed, 30) << "most values are a win or a loss, which the status takes";
}

TEST(GoalKo, KosOfEveryKindAgreeWithTheReference) {
  // A ko the defender wins when neither side has a threat; one that needs
  // two threats to turn; endless play (a cycle neither side may leave). Each
  // was found among random positions (drawProblem) by its reference status,
  // and is checked against it: the status, and every solver's value and
  // winning moves under threats on either side.
  struct Kind {
    const char* name;
    Problem problem;
    std::function<bool(const GoalStatus&)> holds;
  };
  const std::vector<Kind> kinds = {
      {"the defender wins it",
       {3, 3, "..O" ".O." ".XX", "b2", 'X'},
       [](const GoalStatus& s) { return s.outcome == GoalOutcome::Ko && s.koWinner == Color::White; }},
      {"two threats turn it",
       {4, 4, ".XX." ".OOX" "OO.X" "OO..", "b2", 'O'},
       [](const GoalStatus& s) { return s.outcome == GoalOutcome::Ko && s.threatsNeeded >= 2; }},
      {"endless play",
       {4, 3, "...O" "XXOO" ".XO.", "b2", 'O'},
       [](const GoalStatus& s) { return s.outcome == GoalOutcome::Endless; }},
  };
  for (const Kind& kind : kinds) {
    const Problem& p = kind.problem;
    SCOPED_TRACE(cat(kind.name, ": ", p.rows, " target ", p.target, ", ", p.toMove, " to move"));
    const GoalStatus want = referenceStatus(p);
    EXPECT_TRUE(kind.holds(want)) << "the reference says so";
    const GoalStatus got = statusOf(p, /*askSeki=*/false);
    expectSameStatus(got, want, kind.name);
    EXPECT_TRUE(kind.holds(got));
    for (auto [attackers, defenders] : std::vector<std::pair<int, int>>{{0, 0}, {0, 1}, {1, 0}, {0, 2}, {2, 0}})
      expectSolversAgreeUnder(p, attackers, defenders);
  }
}

// A 9x9 corner problem (rows top first) whose region is inferred.
PositionSpec corner(const std::vector<std::string>& picture, const char* target, Color toMove) {
  PositionSpec spec;
  spec.rules = *Rules::parse("go+goal=capture");
  spec.width = spec.height = 9;
  for (const std::string& row : picture) spec.rows += (spec.rows.empty() ? "" : "/") + row;
  spec.toMove = toMove;
  spec.targets = target;
  spec.region = "auto";
  return spec;
}
GoalStatus statusOf(const PositionSpec& spec) {
  auto status = visitGame(spec, [&](auto& game) {
    if constexpr (GoalTermsGame<std::remove_cvref_t<decltype(game)>>) return goalStatus(game, quietOptions(), true);
    else return GoalStatus{};
  });
  EXPECT_TRUE(status.ok()) << status.status();
  return status.ok() ? *status : GoalStatus{};
}

TEST(GoalSeki, ASekiIsToldFromLife) {
  // Black's three stones inside White's corner group share its two liberties.
  const std::vector<std::string> seki = {
      ".........", ".........", ".........", ".........", ".........", ".........",
      "XXXXXXX..", "OOOOOOX..", ".XXX.OX..",
  };
  EXPECT_EQ(statusOf(corner(seki, "d2", Color::Black)).outcome, GoalOutcome::LivesInSeki);
  EXPECT_EQ(statusOf(corner(seki, "d2", Color::White)).outcome, GoalOutcome::LivesInSeki);
  // Straight three, after White's b1: two eyes, unconditional life.
  const std::vector<std::string> twoEyes = {
      ".........", ".........", ".........", ".........", ".........", ".........",
      "XXXXX....", "OOOOX....", ".O.OX....",
  };
  EXPECT_EQ(statusOf(corner(twoEyes, "d2", Color::Black)).outcome, GoalOutcome::DefenderLives);
  // Straight three, after Black's b1: dead.
  const std::vector<std::string> dead = {
      ".........", ".........", ".........", ".........", ".........", ".........",
      "XXXXX....", "OOOOX....", ".X.OX....",
  };
  EXPECT_EQ(statusOf(corner(dead, "d2", Color::White)).outcome, GoalOutcome::AttackerWins);
}

TEST(GoalKo, BentFourInTheCornerIsAKoBlackWinsUnlessWhiteHasAThreat) {
  // White's eye space a1 a2 b1 c1, bent at the 1-1 point, one outside
  // liberty at d3: Black's b1 makes a ko White cannot avoid.
  const std::vector<std::string> oneLiberty = {
      ".........", ".........", ".........", ".........", ".........",
      "XXXX.....", "OOX.X....", ".OOOX....", "...OX....",
  };
  const GoalStatus black = statusOf(corner(oneLiberty, "d2", Color::Black));
  EXPECT_EQ(black.outcome, GoalOutcome::Ko);
  EXPECT_EQ(black.koWinner, Color::Black);
  EXPECT_EQ(black.threatsNeeded, 1) << "White needs one external threat";
  EXPECT_EQ(statusOf(corner(oneLiberty, "d2", Color::White)).outcome, GoalOutcome::DefenderLives);
  // Two outside liberties (a4 too): White lives whoever plays first.
  const std::vector<std::string> twoLiberties = {
      ".........", ".........", ".........", ".........", "X........",
      ".XXX.....", "OOX.X....", ".OOOX....", "...OX....",
  };
  EXPECT_EQ(statusOf(corner(twoLiberties, "d2", Color::Black)).outcome, GoalOutcome::DefenderLives);
}

TEST(GoalClaims, AWinUnderAGoalIsAWinWithoutKoAndAKoIsSaidApart) {
  // The 4x3 ko of kKoProblems, Black to capture b2.
  const std::string text =
      "goproof-puzzles 1\n"
      "puzzle: a ko\n"
      "goal: capture\n"
      "target: b2\n"
      "region: a1-d3\n"
      "size: 4x3\n"
      "to-move: B\n"
      "board:\n"
      "  .XO.\n"
      "  XO.O\n"
      "  .XO.\n"
      "win c2\n"
      "status c2\n"
      "no-win c2\n";
  auto file = parsePuzzleFile(text, "ko.puzzles");
  ASSERT_TRUE(file.ok()) << file.status();
  VerifyOptions options;
  options.solver = quietOptions();
  const PuzzleReport report = verifyPuzzle(file->puzzles.at(0), options);
  ASSERT_EQ(report.claims.size(), 3u) << report.positionError;
  EXPECT_EQ(report.claims[0].verdict, Verdict::Fail);
  EXPECT_THAT(report.claims[0].explanation, HasSubstr("does not win for Black without ko: it leads to a ko: "));
  EXPECT_THAT(report.claims[0].explanation, HasSubstr("unless White has 1 external threat"));
  EXPECT_EQ(report.claims[1].verdict, Verdict::Pass);
  EXPECT_THAT(report.claims[1].explanation, HasSubstr("then ko: Black captures White's stone at b2 unless White has 1"));
  EXPECT_EQ(report.claims[2].verdict, Verdict::Pass);
}

}  // namespace
}  // namespace goproof
