// The GTP engine as a player: genmove is perfect play where the position is
// solved (checked move by move against solves that share nothing with it),
// the table it keeps from move to move changes no answer, and it never
// plays an illegal move, in any game.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <sstream>

#include "engine/engine_game.h"
#include "engine/gtp_engine.h"

namespace goproof::engine {
namespace {

PositionSpec emptyBoard(const std::string& rules, int width, int height) {
  PositionSpec spec;
  spec.rules = *Rules::parse(rules);
  spec.width = width;
  spec.height = height;
  return spec;
}

// Plays a whole game, the engine on both sides with a table kept from move
// to move, and at every position compares its choice with a solve from an
// empty table: the same value (and score), a line as long (the fastest win
// against the longest resistance is unique in length), and a move that keeps
// the value.
void expectPerfectPlay(const std::string& rules, int width, int height) {
  SCOPED_TRACE(rules + " " + std::to_string(width) + "x" + std::to_string(height));
  auto kept = makeEngineGame(emptyBoard(rules, width, height));
  auto fresh = makeEngineGame(emptyBoard(rules, width, height));
  ASSERT_TRUE(kept.ok() && fresh.ok());
  KeptAlphaBetaTables tables;
  SearchBudget keeping;
  keeping.seconds = 0;
  keeping.tableMegabytes = 16;
  keeping.keptTables = &tables;
  SearchBudget alone = keeping;
  alone.keptTables = nullptr;
  int moves = 0;
  while ((*kept)->result() == Winner::None) {
    ASSERT_LT(++moves, 100) << "the game does not end";
    MoveChoice choice = (*kept)->chooseMove(keeping);
    PositionAssessment truth = (*fresh)->assess(alone);
    ASSERT_TRUE(truth.complete);
    if (choice.note != "the only legal move") {
      ASSERT_TRUE(choice.proven) << choice.note;
      EXPECT_EQ(choice.value, truth.value) << "move " << moves;
      EXPECT_EQ(choice.score, truth.score) << "move " << moves;
      EXPECT_EQ(choice.line.size(), truth.line.size()) << "move " << moves;
    }
    auto it = std::find_if(truth.moves.begin(), truth.moves.end(), [&](const MoveAssessment& m) { return m.move == choice.move; });
    ASSERT_NE(it, truth.moves.end()) << choice.move << " is not a legal move";
    EXPECT_EQ(it->value, truth.value) << "move " << moves << ": " << choice.move << " does not keep the value";
    if (truth.score) {
      EXPECT_EQ(it->score, truth.score) << "move " << moves << ": " << choice.move << " does not keep the score";
    }
    (*kept)->play(choice.move);
    (*fresh)->play(choice.move);
  }
}

TEST(GtpEnginePlay, PerfectInCaptureGo) { expectPerfectPlay("capture-1", 4, 4); }
TEST(GtpEnginePlay, PerfectInGonnect) { expectPerfectPlay("gonnect", 4, 3); }
TEST(GtpEnginePlay, PerfectInPlainGo) { expectPerfectPlay("go", 3, 3); }
TEST(GtpEnginePlay, PerfectInQuench) { expectPerfectPlay("quench-1", 3, 3); }
TEST(GtpEnginePlay, PerfectInConquest) { expectPerfectPlay("conquest", 3, 3); }

// Sends one command; fails the test on a failure answer.
std::string ask(GtpEngine& engine, const std::string& line) {
  std::optional<GtpCommand> command = parseGtpLine(line);
  GtpReply reply = engine.handle(*command);
  EXPECT_TRUE(reply.success) << line << ": " << reply.text;
  return reply.text;
}

std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// Games of the engine against a seeded random player; returns the results.
// Every engine move must be in the legal list asked for just before.
std::vector<std::string> gamesAgainstRandom(const std::string& rules, int size, Color engineColor, int games,
                                            double seconds) {
  EngineSettings settings;
  settings.rules = *Rules::parse(rules);
  settings.width = settings.height = size;
  settings.tableMegabytes = 16;
  settings.moveSeconds = seconds;
  GtpEngine engine(settings);
  engine.setLog([](const std::string&) {});
  std::mt19937 random(12345);
  std::vector<std::string> results;
  for (int g = 0; g < games; ++g) {
    ask(engine, "clear_board");
    for (int ply = 0; ask(engine, "gogui-rules_final_result") == "unknown"; ++ply) {
      if (ply > 300) {
        ADD_FAILURE() << rules << ": game " << g << " runs past 300 moves";
        return results;
      }
      const std::vector<std::string> legal = words(ask(engine, "gogui-rules_legal_moves"));
      const std::string side = ask(engine, "gogui-rules_side_to_move");
      if ((side == "black") == (engineColor == Color::Black)) {
        const std::string move = ask(engine, "genmove " + side);
        EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end())
            << rules << ": genmove played " << move << ", which is not among the legal moves";
      } else {
        ask(engine, "play " + side + " " + legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(random)]);
      }
    }
    results.push_back(ask(engine, "gogui-rules_final_result"));
  }
  return results;
}

TEST(GtpEnginePlay, AsWhiteOn4x4CaptureGoItNeverLosesToRandomPlay) {
  // 4x4 Capture-1 is a second-player win (docs/values.md): perfect play wins every game.
  for (const std::string& result : gamesAgainstRandom("capture-1", 4, Color::White, 20, 0))
    EXPECT_EQ(result, "white");
}

TEST(GtpEnginePlay, NeverPlaysAnIllegalMoveInAnyGame) {
  for (const char* rules : {"capture-2", "gonnect", "go", "quench-1", "quench-2", "quench-3", "quench-4", "conversion",
                            "conquest", "capture-1+pie", "go+ko=superko"})
    for (Color c : {Color::Black, Color::White}) gamesAgainstRandom(rules, 4, c, 1, 0.05);
}

}  // namespace
}  // namespace goproof::engine
