// Alpha-beta's checkpoints (alphabeta_crew.h): a solve saves its table now
// and then and at its end, one thread or several (the helpers parked for
// each save); a solve resumed from any save, one taken part way included,
// gives the fresh solve's answers, which retrograde analysis or df-pn confirms; a
// resumed table keeps the proven entries whole and of the others only the
// move, so no bound of the stopped run's iterations can cut off a search of
// the new one.
#include <bit>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "solver/search/alphabeta_resume.h"
#include "solver/search/retrograde.h"
#include "solver/search/solve.h"
#include "tests/test_boards.h"

namespace goproof::testing {
namespace {

using Entries = std::vector<std::pair<uint64_t, uint64_t>>;

// Each save's entries, in order, and the point it names to resume at
// (alphabeta_resume.h; "" for none).
struct Saves {
  std::vector<Entries> tables;
  std::vector<std::string> points;
  std::string pending;  // noteResumePoint's words, for the next save
};

SolverOptions alphaBeta(int threads) {
  SolverOptions options;
  options.kind = SolverKind::AlphaBeta;
  options.tableMegabytes = 16;
  options.threads = threads;
  return options;
}

// Solves game with a save every `every` seconds (1e-9: every poll, about every 1024 nodes).
SolveResult solveSavingOften(GameState<1>& game, SolverOptions options, double every, Saves& saves) {
  options.checkpoint.solver = "alphabeta";  // hooks for alpha-beta's table (a solve takes only its own)
  options.checkpoint.everySeconds = every;
  options.checkpoint.noteResumePoint = [&saves](const std::string& at) { saves.pending = at; };
  options.checkpoint.save = [&saves](const EntryWalk& walk) {
    Entries& table = saves.tables.emplace_back();
    walk([&table](uint64_t key, uint64_t bits) { table.emplace_back(key, bits); });
    saves.points.push_back(saves.pending);
  };
  return solvePosition(game, options);
}

// A solve resumed from entries, at the point `at` names ("": none). With
// pointsSaved, it saves at every poll and keeps the point each save names.
SolveResult resumeFrom(GameState<1>& game, SolverOptions options, const Entries& entries, const std::string& at = "",
                       std::vector<std::string>* pointsSaved = nullptr) {
  options.checkpoint.solver = "alphabeta";
  options.checkpoint.resumeAt = at;
  if (pointsSaved) {
    auto pending = std::make_shared<std::string>();
    options.checkpoint.everySeconds = 1e-9;
    options.checkpoint.noteResumePoint = [pending](const std::string& point) { *pending = point; };
    options.checkpoint.save = [pending, pointsSaved](const EntryWalk&) { pointsSaved->push_back(*pending); };
  }
  options.checkpoint.resumeEntries = entries.size();
  options.checkpoint.resumeFrom = [&entries](const EntryVisitor& visit) {
    for (const auto& [key, bits] : entries) visit(key, bits);
  };
  return solvePosition(game, options);
}

void expectSameAnswers(const SolveResult& resumed, const SolveResult& fresh, const std::string& what) {
  ASSERT_TRUE(resumed.complete) << what;
  EXPECT_EQ(resumed.value, fresh.value) << what;
  EXPECT_EQ(resumed.score, fresh.score) << what;
  EXPECT_EQ(resumed.bestMoves, fresh.bestMoves) << what;
  EXPECT_EQ(resumed.winningMoves, fresh.winningMoves) << what;
}

struct Case {
  const char* rules;
  int width, height;
  std::optional<HalfPoints> guess;  // --score-guess: the questions on margins
  double saveEvery = 1e-9;          // seconds between saves (the least: every poll, about 1024 nodes)
};

class AlphaBetaCheckpoint : public ::testing::TestWithParam<std::tuple<Case, int>> {};

TEST_P(AlphaBetaCheckpoint, AnySaveResumesToTheFreshAnswer) {
  const auto& [c, threads] = GetParam();
  GameState<1> game = emptyGame(c.rules, c.width, c.height);
  const std::string what = std::string(c.rules) + " " + std::to_string(c.width) + "x" + std::to_string(c.height) +
                           ", " + std::to_string(threads) + " threads";
  SolverOptions options = alphaBeta(threads);
  options.scoreGuess = c.guess;
  Saves saves;
  const SolveResult fresh = solveSavingOften(game, options, c.saveEvery, saves);
  ASSERT_TRUE(fresh.complete) << what;

  // Another algorithm agrees with the fresh solve: retrograde analysis on
  // the 3x3 board, df-pn on the larger ones (retrograde analysis takes
  // seconds there, most of this test's time).
  if (c.width * c.height <= 9) {
    const RetrogradeResult retro = solveRetrograde(game, RetrogradeOptions{});
    ASSERT_TRUE(retro.status.ok()) << what << ": " << retro.status;
    if (game.scored()) EXPECT_EQ(fresh.score, retro.score) << what;
    else EXPECT_EQ(fresh.value, retro.value) << what;
  } else {
    SolverOptions dfpn;
    dfpn.tableMegabytes = 64;
    dfpn.threads = 1;
    const SolveResult other = solvePosition(game, dfpn);
    ASSERT_TRUE(other.complete) << what;
    EXPECT_EQ(fresh.value, other.value) << what;
    EXPECT_EQ(fresh.score, other.score) << what;
    EXPECT_EQ(fresh.bestMoves, other.bestMoves) << what;
  }

  // Saved during the search and at its end (with one thread and a save at
  // every poll, once per 1,024 nodes: a count that does not depend on time).
  ASSERT_GE(saves.tables.size(), threads == 1 && c.saveEvery < 1e-6 ? 4u : 2u) << what;
  const Entries& last = saves.tables.back();
  ASSERT_FALSE(last.empty()) << what;
  // The finished table answers again at once.
  const SolveResult again = resumeFrom(game, options, last);
  expectSameAnswers(again, fresh, what + ", from the last save");
  // (With two threads the nodes vary from run to run: half, not a quarter.)
  EXPECT_LT(again.stats.nodes * (threads == 1 ? 4 : 2), fresh.stats.nodes) << what;
  // Saves taken part way: the fresh answers, whatever the search was doing
  // then, resumed at the point each save names and at none.
  ASSERT_EQ(saves.points.size(), saves.tables.size()) << what << ": every save was asked where the search stood";
  EXPECT_EQ(saves.points.back(), "") << what << ": a finished solve names no point";
  for (size_t k : {size_t{0}, saves.tables.size() / 3, saves.tables.size() / 2, saves.tables.size() - 2}) {
    const std::string from = what + ", from save " + std::to_string(k + 1) + " of " + std::to_string(saves.tables.size());
    expectSameAnswers(resumeFrom(game, options, saves.tables[k], saves.points[k]), fresh, from + " at its point");
    expectSameAnswers(resumeFrom(game, options, saves.tables[k]), fresh, from);
  }
}

// A save in one of phase 1's questions by margins names the question and
// the iteration the main engine was in (alphabeta_resume.h); resumed
// there, the solve goes on with that iteration: the saves it then takes in
// that question name that depth or deeper, where a solve resumed from the
// same table at no point searches shallower iterations again. The same
// answers either way. A save in the full window names no point.
TEST(AlphaBetaCheckpointEntries, ASaveInAQuestionByMarginsResumesTheIterationItWasIn) {
  GameState<1> game = emptyGame("go", 3, 4);
  SolverOptions options = alphaBeta(1);
  Saves inWindow;
  ASSERT_TRUE(solveSavingOften(game, options, 1e-9, inWindow).complete);
  for (const std::string& point : inWindow.points) ASSERT_EQ(point, "") << "the full window names no point";

  options.scoreGuess = 8;
  Saves saves;
  const SolveResult fresh = solveSavingOften(game, options, 1e-9, saves);
  ASSERT_TRUE(fresh.complete);
  std::vector<size_t> inPhaseOne;
  for (size_t k = 0; k < saves.points.size(); ++k)
    if (!saves.points[k].empty()) inPhaseOne.push_back(k);
  ASSERT_GE(inPhaseOne.size(), 100u) << "saves in the root's questions";
  // The least depth a save names in the question of `point`, or 0 for none.
  auto shallowest = [](const std::vector<std::string>& points, const AlphaBetaResumePoint& point) {
    int least = 0;
    for (const std::string& words : points)
      if (auto p = AlphaBetaResumePoint::fromWords(words); p && p->floor == point.floor)
        least = least ? std::min(least, p->depth) : p->depth;
    return least;
  };
  uint64_t atPoints = 0, withoutPoints = 0;
  int resumed = 0, repeatedWithout = 0, wentOnAt = 0;
  for (size_t i = 0; i < inPhaseOne.size(); i += inPhaseOne.size() / 20) {  // about twenty of them, early to late
    const size_t k = inPhaseOne[i];
    ++resumed;
    const std::string what = "save " + std::to_string(k + 1) + " at " + saves.points[k];
    const std::optional<AlphaBetaResumePoint> point = AlphaBetaResumePoint::fromWords(saves.points[k]);
    ASSERT_TRUE(point) << what;
    EXPECT_EQ(point->words(), saves.points[k]) << "the words read back";
    std::vector<std::string> pointsAt, pointsWithout;
    const SolveResult at = resumeFrom(game, options, saves.tables[k], saves.points[k], &pointsAt);
    const SolveResult without = resumeFrom(game, options, saves.tables[k], "", &pointsWithout);
    expectSameAnswers(at, fresh, what);
    expectSameAnswers(without, fresh, what + ", resumed at no point");
    const int resumedAt = shallowest(pointsAt, *point);
    if (resumedAt) {
      ++wentOnAt;
      EXPECT_GE(resumedAt, point->depth) << what << ": no shallower iteration searched again";
    }
    const int restartedAt = shallowest(pointsWithout, *point);
    if (restartedAt && restartedAt < point->depth) ++repeatedWithout;
    atPoints += at.stats.nodes;
    withoutPoints += without.stats.nodes;
  }
  std::printf("%zu saves in phase 1, %d resumed; at their points: %llu nodes, %d saving in the question; at none: "
              "%llu nodes, %d searching shallower iterations again\n",
              inPhaseOne.size(), resumed, static_cast<unsigned long long>(atPoints), wentOnAt,
              static_cast<unsigned long long>(withoutPoints), repeatedWithout);
  EXPECT_GE(wentOnAt, 5) << "resumed at their points, the questions went on long enough to be saved";
  EXPECT_GE(repeatedWithout, 5) << "resumed at no point, a question starts again from depth 1";
}

// A point that names no iteration of this solve, or words that are no
// point at all, change where the search begins, never the answers.
TEST(AlphaBetaCheckpointEntries, AnyResumePointGivesTheFreshAnswers) {
  GameState<1> game = emptyGame("go", 3, 3);
  SolverOptions options = alphaBeta(1);
  options.scoreGuess = 18;
  Saves saves;
  const SolveResult fresh = solveSavingOften(game, options, 1e-9, saves);
  ASSERT_TRUE(fresh.complete);
  const Entries& early = saves.tables[saves.tables.size() / 4];
  // B+9 (3x3's margin) or more? is a question this solve asks: at depth 40
  // it starts far deeper than it needs; -4358 no question names.
  const std::string floor = std::to_string(marginFloor(18));
  // The full window's words name no point any more.
  const std::vector<std::string> points = {"alphabeta margins " + floor + " depth 40 tag 255",
                                           "alphabeta margins " + floor + " depth 2 tag 9",
                                           "alphabeta margins -4358 depth 3 tag 0",
                                           "alphabeta margins " + floor + " depth 200 tag 1",
                                           "alphabeta window depth 40 tag 7",
                                           "alphabeta",
                                           "dfpn",
                                           "none"};
  for (const std::string& at : points) {
    expectSameAnswers(resumeFrom(game, options, early, at), fresh, at);
    options.scoreGuess.reset();
    expectSameAnswers(resumeFrom(game, options, early, at), fresh, at + ", full window");
    options.scoreGuess = 18;
  }
  EXPECT_FALSE(AlphaBetaResumePoint::fromWords("alphabeta margins 4350 depth 0 tag 1")) << "no iteration 0";
  EXPECT_FALSE(AlphaBetaResumePoint::fromWords("alphabeta margins 4350 depth 200 tag 1")) << "too deep to prove";
  EXPECT_FALSE(AlphaBetaResumePoint::fromWords("alphabeta margins 4350 depth 5 tag 300")) << "tags are 8 bits";
  EXPECT_FALSE(AlphaBetaResumePoint::fromWords("alphabeta margins 4350 depth 5 tag 3 more"));
  EXPECT_FALSE(AlphaBetaResumePoint::fromWords("alphabeta window depth 5 tag 3")) << "the full window has none";
  ASSERT_TRUE(AlphaBetaResumePoint::fromWords("alphabeta margins -4350 depth 3 tag 0"));
  EXPECT_EQ(AlphaBetaResumePoint::fromWords("alphabeta margins -4350 depth 3 tag 0")->floor, -4350);
}

// The comparisons above can fail: each save, with every proven lower bound
// turned into an upper bound and back, gives other answers from some save.
TEST(AlphaBetaCheckpointEntries, ForgedProofsWouldShowInTheAnswers) {
  GameState<1> game = emptyGame("go", 3, 3);
  Saves saves;
  const SolveResult fresh = solveSavingOften(game, alphaBeta(1), 1e-9, saves);
  ASSERT_TRUE(fresh.complete);
  int noticed = 0;
  for (Entries forged : saves.tables) {
    for (auto& [key, bits] : forged) {
      AlphaBetaEntry e = std::bit_cast<AlphaBetaEntry>(bits);
      if (e.proven && e.bound == Bound::Lower) e.bound = Bound::Upper;
      else if (e.proven && e.bound == Bound::Upper) e.bound = Bound::Lower;
      bits = std::bit_cast<uint64_t>(e);
    }
    const SolveResult r = resumeFrom(game, alphaBeta(1), forged);
    if (!(r.complete && r.value == fresh.value && r.score == fresh.score && r.bestMoves == fresh.bestMoves &&
          r.winningMoves == fresh.winningMoves))
      ++noticed;
  }
  std::printf("forged saves that changed the answers: %d of %zu\n", noticed, saves.tables.size());
  EXPECT_GT(noticed, 0) << "forged bounds went unnoticed: the resume tests could not fail";
}

std::string caseName(const ::testing::TestParamInfo<std::tuple<Case, int>>& info) {
  const auto& [c, threads] = info.param;
  std::string name = std::string(c.rules) + "_" + std::to_string(c.width) + "x" + std::to_string(c.height) +
                     (c.guess ? "_guess" : "") + "_" + std::to_string(threads) + "threads";
  for (char& ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
}

// Hooks made for df-pn's table (the default tag) never reach alpha-beta's:
// neither are its entries loaded nor is its table saved through them.
TEST(AlphaBetaCheckpointEntries, HooksForDfpnAreNotAlphaBetas) {
  GameState<1> game = emptyGame("go", 3, 3);
  SolverOptions options = alphaBeta(1);
  int saves = 0, reads = 0;
  options.checkpoint.save = [&saves](const EntryWalk&) { ++saves; };
  options.checkpoint.resumeEntries = 1;
  options.checkpoint.resumeFrom = [&reads](const EntryVisitor&) { ++reads; };
  ASSERT_EQ(options.checkpoint.solver, "dfpn") << "the default";
  const SolveResult r = solvePosition(game, options);
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(saves, 0);
  EXPECT_EQ(reads, 0);
  options.checkpoint.solver = "alphabeta";
  solvePosition(game, options);
  EXPECT_EQ(saves, 1) << "once, at the end";
  EXPECT_EQ(reads, 1);
}

INSTANTIATE_TEST_SUITE_P(Games, AlphaBetaCheckpoint,
                         ::testing::Combine(::testing::Values(Case{"go", 3, 3, std::nullopt}, Case{"go", 3, 3, 18},
                                                              Case{"go", 3, 4, 8, 0.005},
                                                              Case{"capture-1", 4, 4, std::nullopt},
                                                              Case{"quench-1", 3, 4, 4, 0.005}),
                                            ::testing::Values(1, 2)),
                         caseName);

// What a resumed table keeps of each entry.
TEST(AlphaBetaCheckpointEntries, AResumedTableKeepsProofsWholeAndOfTheRestOnlyTheMove) {
  using Crew = AlphaBetaCrew<GameState<1>, false>;
  AlphaBetaEntry proven;
  proven.score = 7, proven.bestMove = 5, proven.draft = 12, proven.bound = Bound::Lower, proven.proven = true,
  proven.iteration = 3;
  AlphaBetaEntry kept = Crew::resumedEntry(std::bit_cast<uint64_t>(proven));
  EXPECT_EQ(std::bit_cast<uint64_t>(kept), std::bit_cast<uint64_t>(proven)) << "a proof holds in any search";

  AlphaBetaEntry estimate = proven;
  estimate.proven = false;  // a bound of the stopped run's iteration 3: the new run's iteration 3 is another
  kept = Crew::resumedEntry(std::bit_cast<uint64_t>(estimate));
  EXPECT_EQ(kept.bound, Bound::None) << "no bound of another run's iteration cuts off a search";
  EXPECT_FALSE(kept.proven);
  EXPECT_EQ(kept.bestMove, estimate.bestMove) << "its move still orders the search";
  EXPECT_EQ(kept.draft, estimate.draft);

  AlphaBetaEntry odd = proven;
  odd.bound = static_cast<Bound>(9);  // no search writes it: a damaged or forged entry
  kept = Crew::resumedEntry(std::bit_cast<uint64_t>(odd));
  EXPECT_EQ(kept.bound, Bound::None);
  EXPECT_FALSE(kept.proven);

  // Resumed at a point (alphabeta_resume.h): the named iteration's bounds
  // stay for the iteration that goes on; other iterations' do not.
  kept = Crew::resumedEntry(std::bit_cast<uint64_t>(estimate), uint8_t{3});
  EXPECT_EQ(std::bit_cast<uint64_t>(kept), std::bit_cast<uint64_t>(estimate)) << "the resumed iteration's own bound";
  kept = Crew::resumedEntry(std::bit_cast<uint64_t>(estimate), uint8_t{4});
  EXPECT_EQ(kept.bound, Bound::None) << "another iteration's";
  kept = Crew::resumedEntry(std::bit_cast<uint64_t>(odd), uint8_t{3});
  EXPECT_EQ(kept.bound, Bound::None) << "a bound no search writes, even of that iteration";
  kept = Crew::resumedEntry(std::bit_cast<uint64_t>(proven), uint8_t{4});
  EXPECT_EQ(std::bit_cast<uint64_t>(kept), std::bit_cast<uint64_t>(proven));
}

}  // namespace
}  // namespace goproof::testing
