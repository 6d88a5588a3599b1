// Differential test of plain Go (suicide illegal, simple ko, passing allowed)
// against GNU Go over GTP: random games on 5x5 to 9x9 boards, comparing the
// legal points, the stones and the prisoner counts at every position.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "solver/board/board_text.h"
#include "solver/rules/game_state.h"
#include "solver/util/text.h"
#include "tests/gtp_client.h"

namespace goproof {
namespace {

// What the random games went through, summed over all board sizes.
struct Tally {
  long games = 0, positions = 0, boardMoves = 0, passes = 0;
  long koForbiddenPositions = 0;  // our ko point set, and absent from GNU Go's all_legal
  long koRetakesRejected = 0;     // GNU Go's play refused the ko retake
  long suicidePoints = 0;         // (position, point) pairs that are suicide for the mover
  long suicidesRejected = 0;      // GNU Go's play refused a suicide
  long multiStoneCaptures = 0;    // moves taking two or more stones
  int largestCapture = 0;
  long failedGames = 0;
};

// GTP colour name: "black" or "white".
std::string colorWord(Color c) { return c == Color::Black ? "black" : "white"; }

// GTP vertex (upper case) of a move on the game's board.
template <int Words>
std::string vertex(const Geometry<Words>& geo, Move m) {
  if (m == kPass) return "PASS";
  std::string name = geo.name(m);
  for (char& ch : name) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return name;
}

// The points named in a GTP vertex list; throws on a name that is not on the board.
template <int Words>
Bits<Words> parseVertices(const Geometry<Words>& geo, const std::string& text) {
  Bits<Words> points;
  std::istringstream words(text);
  for (std::string word; words >> word;) {
    ParsedPoint p = parsePoint(word, geo.width(), geo.height());
    if (p.kind != ParsedPoint::Kind::OnBoard) throw std::runtime_error(cat("gnugo named vertex '", word, "'"));
    points.set(geo.point(p.x, p.y));
  }
  return points;
}

// " A1 C3 ..." in point order, or " (none)".
template <int Words>
std::string vertexList(const Geometry<Words>& geo, const Bits<Words>& points) {
  std::string s;
  points.forEach([&](int p) {
    s += ' ';
    s += vertex(geo, static_cast<Move>(p));
  });
  return s.empty() ? " (none)" : s;
}

// Both sets and their differences, for a failure message.
template <int Words>
std::string compareSets(const Geometry<Words>& geo, const Bits<Words>& ours, const Bits<Words>& gnugo) {
  return cat("  ours:       ", vertexList(geo, ours), "\n  gnugo:      ", vertexList(geo, gnugo),
             "\n  only ours:  ", vertexList(geo, ours - gnugo), "\n  only gnugo: ", vertexList(geo, gnugo - ours),
             "\n");
}

// The board diagram, side to move, ko, prisoners and the moves that led here.
template <int Words>
std::string describe(const GameState<Words>& game, const std::vector<std::string>& history) {
  std::string moves;
  for (const std::string& m : history) {
    moves += ' ';
    moves += m;
  }
  const auto& geo = game.geometry();
  return cat(boardDiagram(game.board()), "rows ", boardRows(game.board()), ", ", colorWord(game.toMove()),
             " to move, ko ", game.koPoint() == kNoMove ? "none" : vertex(geo, game.koPoint()), ", prisoners B ",
             game.prisoners(Color::Black), " W ", game.prisoners(Color::White), "\nmoves (", history.size(),
             "):", moves, "\n");
}

// Plays one random game on an empty board, checking GNU Go's view at every
// position. Returns false (after reporting a failure) at the first disagreement.
template <int Words>
bool playRandomGame(GtpClient& gnugo, const Rules& rules, const std::shared_ptr<const Geometry<Words>>& geo,
                    std::mt19937_64& rng, Tally& tally) {
  using B = Bits<Words>;
  GameState<Words> game(rules, Board<Words>(geo), Color::Black);
  std::vector<std::string> history;
  auto fail = [&](const std::string& what) {
    ADD_FAILURE() << geo->width() << "x" << geo->height() << " game " << tally.games << ": " << what << "\n"
                  << describe(game, history);
    ++tally.failedGames;
    return false;
  };
  gnugo.command("clear_board");
  std::string gnugoLegalText = gnugo.command("all_legal black");
  const int moveCap = 2 * geo->points() + 10;
  MoveList<Words> moves;
  while (game.decidedWinner() == Winner::None && game.ply() < moveCap) {
    ++tally.positions;
    const Color mover = game.toMove();
    game.legalMoves(moves);
    B ourLegal;
    for (Move m : moves)
      if (m >= 0) ourLegal.set(m);
    B gnugoLegal = parseVertices(*geo, gnugoLegalText);
    if (ourLegal != gnugoLegal)
      return fail(cat("legal points for ", colorWord(mover), " differ\n", compareSets(*geo, ourLegal, gnugoLegal)));

    // Points we forbid: ask GNU Go to play the ko retake and one suicide; it must refuse.
    Move firstSuicide = kNoMove;
    (game.board().empty() - ourLegal).forEach([&](int p) {
      if (game.legality(static_cast<Move>(p)) != IllegalReason::Suicide) return;
      ++tally.suicidePoints;
      if (firstSuicide == kNoMove) firstSuicide = static_cast<Move>(p);
    });
    std::vector<Move> probes;
    if (game.koPoint() != kNoMove) {
      ++tally.koForbiddenPositions;  // absent from gnugoLegal: the sets are equal
      probes.push_back(game.koPoint());
    }
    if (firstSuicide != kNoMove) probes.push_back(firstSuicide);

    // Random move: a board point, or a pass when there is none or now and then.
    const int boardMoveCount = ourLegal.count();
    Move move = kPass;
    if (boardMoveCount > 0 && std::uniform_int_distribution<int>(0, 49)(rng) != 0)
      move = moves[std::uniform_int_distribution<int>(0, boardMoveCount - 1)(rng)];
    int captured = 0;
    game.legality(move, &captured);

    for (Move p : probes) gnugo.send(cat("play ", colorWord(mover), " ", vertex(*geo, p)));
    gnugo.send(cat("play ", colorWord(mover), " ", vertex(*geo, move)));
    gnugo.send("list_stones black");
    gnugo.send("list_stones white");
    gnugo.send("captures black");
    gnugo.send("captures white");
    gnugo.send(cat("all_legal ", colorWord(opponent(mover))));
    for (Move p : probes) {
      GtpReply reply = gnugo.receive();
      bool isKo = p == game.koPoint();
      if (reply.success)
        return fail(cat("gnugo accepted ", isKo ? "the ko retake " : "the suicide ", vertex(*geo, p),
                        " (our verdict: ", toString(game.legality(p)), ")"));
      ++(isKo ? tally.koRetakesRejected : tally.suicidesRejected);
    }
    GtpReply played = gnugo.receive();
    if (!played.success)
      return fail(cat("gnugo rejected our legal move ", colorWord(mover), " ", vertex(*geo, move), ": ", played.text));
    game.play(move);
    history.push_back(cat(colorLetter(mover), " ", vertex(*geo, move)));
    if (move == kPass) ++tally.passes;
    else ++tally.boardMoves;
    if (captured >= 2) ++tally.multiStoneCaptures;
    tally.largestCapture = std::max(tally.largestCapture, captured);

    for (Color c : {Color::Black, Color::White}) {
      B gnugoStones = parseVertices(*geo, gnugo.receive().text);
      if (gnugoStones != game.board().stones(c))
        return fail(cat(colorWord(c), " stones differ after ", history.back(), "\n",
                        compareSets(*geo, game.board().stones(c), gnugoStones)));
    }
    for (Color c : {Color::Black, Color::White}) {
      std::string gnugoCaptures = gnugo.receive().text;
      if (gnugoCaptures != std::to_string(game.prisoners(c)))
        return fail(cat("prisoners taken by ", colorWord(c), " differ after ", history.back(), ": ours ",
                        game.prisoners(c), ", gnugo ", gnugoCaptures));
    }
    gnugoLegalText = gnugo.receive().text;
  }
  return true;
}

// Plays `games` random games on a size x size board; stops early after a few failed games.
template <int Words>
void playRandomGames(GtpClient& gnugo, int size, int games, uint64_t seed, Tally& tally) {
  auto rules = Rules::parse("go");
  ASSERT_TRUE(rules.ok()) << rules.status();
  auto geo = std::make_shared<const Geometry<Words>>(size, size);
  gnugo.command(cat("boardsize ", size));
  std::mt19937_64 rng(seed);
  for (int g = 0; g < games && tally.failedGames < 5; ++g) {
    playRandomGame<Words>(gnugo, *rules, geo, rng, tally);
    ++tally.games;
  }
}

TEST(GnugoDifferentialTest, RandomGoGamesAgreeWithGnugo) {
  std::optional<std::string> executable = findGnugo();
  if (!executable) {
    const char* skip = std::getenv("GOPROOF_SKIP_GNUGO");
    if (skip && std::string(skip) == "1") GTEST_SKIP() << "gnugo not installed; skipped (GOPROOF_SKIP_GNUGO=1)";
    FAIL() << "gnugo (GNU Go) is not installed on PATH or in /usr/games: run scripts/setup.sh to install it, "
              "or set GOPROOF_SKIP_GNUGO=1 to skip this test";
  }
  GtpClient gnugo(*executable);
  ASSERT_EQ(gnugo.command("protocol_version"), "2");

  constexpr int kGamesPerSize = 220;
  constexpr uint64_t kSeed = 0x60B00F5EEDull;
  auto started = std::chrono::steady_clock::now();
  Tally tally;
  for (int size = 5; size <= 9; ++size) {
    if (size * size <= 64) playRandomGames<1>(gnugo, size, kGamesPerSize, kSeed + size, tally);
    else playRandomGames<2>(gnugo, size, kGamesPerSize, kSeed + size, tally);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

  std::cout << "games " << tally.games << " (failed " << tally.failedGames << "), positions " << tally.positions
            << ", board moves " << tally.boardMoves << ", passes " << tally.passes << "\n"
            << "ko-forbidden positions " << tally.koForbiddenPositions << " (ko retakes refused by gnugo "
            << tally.koRetakesRejected << ")\n"
            << "suicide points " << tally.suicidePoints << " (suicides refused by gnugo " << tally.suicidesRejected
            << ")\n"
            << "multi-stone captures " << tally.multiStoneCaptures << " (largest " << tally.largestCapture
            << " stones)\n"
            << "time " << seconds << " s\n";
  EXPECT_EQ(tally.failedGames, 0);
  EXPECT_GE(tally.games, 1000);
  EXPECT_GT(tally.koForbiddenPositions, 0);
  EXPECT_EQ(tally.koRetakesRejected, tally.koForbiddenPositions);
  EXPECT_GT(tally.suicidePoints, 0);
  EXPECT_GT(tally.suicidesRejected, 0);
  EXPECT_GT(tally.multiStoneCaptures, 0);
  EXPECT_GT(tally.passes, 0);
}

}  // namespace
}  // namespace goproof
