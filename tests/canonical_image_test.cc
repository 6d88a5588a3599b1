// A position's canonical image: the hash agrees with canonicalHash(), the
// symmetry found really takes the position to a position with that hash, and
// moves carried into the image and back land where they should.
#include "solver/rules/game_state.h"

#include <random>
#include <string>

#include "gtest/gtest.h"
#include "tests/test_boards.h"

namespace goproof {
namespace {

using testing::emptyGame;

// The game whose stones and ko point are those of game moved by symmetry s.
GameState<1> imageOf(const GameState<1>& game, int s) {
  const auto& geo = game.geometry();
  Board<1> board(game.board().sharedGeometry());
  for (int p = 0; p < geo.points(); ++p)
    if (game.board().at(p) != Color::Empty) board.addStone(geo.transform(s, p), game.board().at(p));
  Move ko = game.koPoint() == kNoMove ? kNoMove : static_cast<Move>(geo.transform(s, game.koPoint()));
  return GameState<1>(game.rules(), board, game.toMove(), ko,
                      {game.prisoners(Color::Black), game.prisoners(Color::White)});
}

void checkRandomGames(const std::string& rules, int width, int height) {
  std::mt19937 random(12345);
  for (int round = 0; round < 40; ++round) {
    auto game = emptyGame(rules, width, height);
    for (int ply = 0; ply < 3 * width * height; ++ply) {
      const CanonicalImage image = game.canonicalImage();
      ASSERT_EQ(image.hash, game.canonicalHash()) << rules << " ply " << ply;
      GameState<1> moved = imageOf(game, image.symmetry);
      ASSERT_EQ(moved.hash(), image.hash) << "the symmetry reaches the canonical image";

      MoveList<1> moves;
      game.legalMoves(moves);
      if (moves.size == 0) break;
      const Move m = moves[static_cast<int>(random() % static_cast<unsigned>(moves.size))];
      const Move there = game.moveImage(image.symmetry, m);
      ASSERT_EQ(game.movePreimage(image.symmetry, there), m);
      ASSERT_EQ(moved.legality(there), IllegalReason::None);
      moved.play(there);
      game.play(m);
      ASSERT_EQ(moved.hash(), imageOf(game, image.symmetry).hash()) << "the same move, seen in the image";
    }
  }
}

TEST(CanonicalImage, AgreesWithCanonicalHashInCaptureGo) { checkRandomGames("capture-3", 5, 5); }
TEST(CanonicalImage, AgreesWithCanonicalHashWithKo) { checkRandomGames("capture-4+ko=simple", 4, 4); }
TEST(CanonicalImage, AgreesWithCanonicalHashOnARectangle) { checkRandomGames("gonnect", 5, 3); }

}  // namespace
}  // namespace goproof
