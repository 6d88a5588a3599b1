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

namespace goproof {
namespace {

// Full path of an executable gnugo on PATH or in /usr/games, or nullopt.
std::optional<std::string> findGnugo() {
  const char* path = std::getenv("PATH");
  std::string dirs = cat(path ? path : "", ":/usr/games");
  for (std::string_view dir : split(dirs, ':')) {
    if (dir.empty()) continue;
    std::string candidate = cat(dir, "/gnugo");
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return std::nullopt;
}

// One GTP reply: success ('=') or failure ('?'), and the text after the mark.
struct GtpReply {
  bool success = false;
  std::string text;
};

// A GNU Go child process spoken to over GTP through two pipes. Commands may be
// pipelined: send() any number, then read the replies in order with receive().
// Protocol trouble (the child died, a reply timed out or was malformed) throws
// std::runtime_error. The destructor closes the pipes and reaps the child.
class GtpClient {
 public:
  explicit GtpClient(const std::string& executable) {
    signal(SIGPIPE, SIG_IGN);  // a dead child must give EPIPE, not kill the test
    int toChild[2], fromChild[2];
    if (pipe2(toChild, O_CLOEXEC) != 0) throw std::runtime_error("pipe2 failed");
    if (pipe2(fromChild, O_CLOEXEC) != 0) {
      close(toChild[0]);
      close(toChild[1]);
      throw std::runtime_error("pipe2 failed");
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO);
    std::vector<std::string> args = {executable, "--mode", "gtp", "--level", "0"};
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    int spawned = posix_spawn(&pid_, executable.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(toChild[0]);
    close(fromChild[1]);
    toChild_ = toChild[1];
    fromChild_ = fromChild[0];
    if (spawned != 0) {
      pid_ = -1;
      closePipes();
      throw std::runtime_error(cat("cannot start ", executable, ": error ", spawned));
    }
  }
  GtpClient(const GtpClient&) = delete;
  GtpClient& operator=(const GtpClient&) = delete;

  ~GtpClient() {
    if (toChild_ >= 0) (void)!write(toChild_, "quit\n", 5);
    closePipes();  // EOF on its stdin ends GNU Go even if quit was not read
    if (pid_ <= 0) return;
    for (int waited_ms = 0; waited_ms < 3000; waited_ms += 10) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) return;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }

  // Queues one command (without the newline); its reply is owed until received.
  void send(const std::string& command) {
    pending_ += command + '\n';
    ++owed_;
  }

  // Writes the queued commands and reads the next owed reply.
  GtpReply receive() {
    if (owed_ == 0) throw std::runtime_error("receive() with no command sent");
    flush();
    --owed_;
    std::string first = readLine();
    if (first.empty() || (first[0] != '=' && first[0] != '?'))
      throw std::runtime_error(cat("malformed GTP reply line: '", first, "'"));
    GtpReply reply{first[0] == '=', first.substr(1)};
    for (std::string line = readLine(); !line.empty(); line = readLine()) {
      reply.text += '\n';
      reply.text += line;
    }
    size_t start = reply.text.find_first_not_of(" \t\n");
    reply.text = start == std::string::npos ? "" : reply.text.substr(start);
    return reply;
  }

  // Discards the replies still owed, then sends one command and returns its
  // reply; throws if GNU Go reports failure.
  std::string command(const std::string& text) {
    while (owed_ > 0) receive();
    send(text);
    GtpReply reply = receive();
    if (!reply.success) throw std::runtime_error(cat("gnugo rejected '", text, "': ", reply.text));
    return reply.text;
  }

 private:
  void flush() {
    size_t done = 0;
    while (done < pending_.size()) {
      ssize_t n = write(toChild_, pending_.data() + done, pending_.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw std::runtime_error("cannot write to gnugo (did it exit?)");
      done += static_cast<size_t>(n);
    }
    pending_.clear();
  }
  // One line without its '\n' (and any '\r'), waiting at most 30 s for it.
  std::string readLine() {
    for (;;) {
      size_t end = buffer_.find('\n');
      if (end != std::string::npos) {
        std::string line = buffer_.substr(0, end);
        buffer_.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      pollfd ready{fromChild_, POLLIN, 0};
      int polled = poll(&ready, 1, 30000);
      if (polled < 0 && errno == EINTR) continue;
      if (polled == 0) throw std::runtime_error("gnugo did not answer within 30 s");
      char chunk[4096];
      ssize_t n = read(fromChild_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw std::runtime_error("gnugo closed its output (did it exit?)");
      buffer_.append(chunk, static_cast<size_t>(n));
    }
  }
  void closePipes() {
    if (toChild_ >= 0) close(toChild_);
    if (fromChild_ >= 0) close(fromChild_);
    toChild_ = fromChild_ = -1;
  }

  pid_t pid_ = -1;
  int toChild_ = -1, fromChild_ = -1;
  int owed_ = 0;  // replies to commands sent but not yet received
  std::string pending_, buffer_;
};

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
