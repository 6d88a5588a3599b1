// Geometry's bitboard neighbourhoods against a count over each point's
// neighbours, on boards from one point to 19x19 (one, two and six words).
#include <random>
#include <utility>

#include "gtest/gtest.h"
#include "solver/board/geometry.h"

namespace goproof {
namespace {

template <int Words>
void expectTwoNeighboursAsCounted(int width, int height, unsigned seed) {
  using B = Bits<Words>;
  const Geometry<Words> geo(width, height);
  std::mt19937 random(seed);
  for (int sample = 0; sample < 200; ++sample) {
    B set;
    const int percent = sample % 100;
    for (int p = 0; p < geo.points(); ++p)
      if (static_cast<int>(random() % 100) < percent) set.set(p);
    const B got = geo.withTwoNeighborsIn(set);
    for (int p = 0; p < geo.points(); ++p) {
      int inSet = 0;
      const int x = geo.x(p), y = geo.y(p);
      for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
        const int nx = x + dx, ny = y + dy;
        if (nx >= 0 && nx < width && ny >= 0 && ny < height && set.test(geo.point(nx, ny))) ++inSet;
      }
      EXPECT_EQ(got.test(p), inSet >= 2) << width << "x" << height << " point " << geo.name(p);
    }
    EXPECT_TRUE((got - geo.all()).none()) << "nothing off the board";
  }
}

TEST(Geometry, PointsWithTwoNeighboursInASetAreThoseCounted) {
  for (auto [w, h] : {std::pair{1, 1}, {1, 5}, {5, 1}, {2, 2}, {3, 4}, {5, 5}, {7, 6}, {8, 8}})
    expectTwoNeighboursAsCounted<1>(w, h, 7u * w + h);
  // Two words filled exactly (128 points), and several words.
  for (auto [w, h] : {std::pair{8, 16}, {16, 8}, {9, 9}}) expectTwoNeighboursAsCounted<2>(w, h, 7u * w + h);
  for (auto [w, h] : {std::pair{9, 9}, {13, 13}, {19, 19}, {19, 3}}) expectTwoNeighboursAsCounted<6>(w, h, 7u * w + h);
}

}  // namespace
}  // namespace goproof
