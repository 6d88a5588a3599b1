// Test fixtures: games built from ASCII boards, as a teacher would draw them.
#pragma once

#include <string>

#include "gtest/gtest.h"
#include "solver/rules/position_setup.h"

namespace goproof::testing {

// Rows top first ("XO./.X./..."), size taken from the rows. Fails the test on bad input.
template <int Words = 1>
GameState<Words> gameFromRows(const std::string& rules, const std::string& rows, Color toMove = Color::Black,
                              const std::string& ko = "", std::array<int, 2> prisoners = {0, 0}) {
  PositionSpec spec;
  auto parsed = Rules::parse(rules);
  EXPECT_TRUE(parsed.ok()) << parsed.status();
  spec.rules = *parsed;
  spec.height = 1;
  for (char c : rows) spec.height += c == '/';
  spec.width = static_cast<int>(rows.find('/') == std::string::npos ? rows.size() : rows.find('/'));
  spec.rows = rows;
  spec.toMove = toMove;
  spec.ko = ko;
  spec.prisoners = prisoners;
  auto game = setUpGame<Words>(spec);
  if (!game.ok()) {
    ADD_FAILURE() << game.status();
    std::abort();
  }
  return *std::move(game);
}

// An empty board game.
template <int Words = 1>
GameState<Words> emptyGame(const std::string& rules, int width, int height) {
  auto geo = std::make_shared<const Geometry<Words>>(width, height);
  auto parsed = Rules::parse(rules);
  EXPECT_TRUE(parsed.ok()) << parsed.status();
  return GameState<Words>(*parsed, Board<Words>(geo), Color::Black);
}

// Point index of a GTP name on the game's board.
template <int Words>
Move at(const GameState<Words>& game, const std::string& name) {
  ParsedPoint p = parsePoint(name, game.geometry().width(), game.geometry().height());
  EXPECT_EQ(p.kind, ParsedPoint::Kind::OnBoard) << name;
  return static_cast<Move>(game.geometry().point(p.x, p.y));
}

// A test name for a case of rules and board size, as gtest wants it:
// "go+komi=1" on 3x2 is "go_komi_1_3x2".
template <class Case>
std::string rulesAndSizeName(const ::testing::TestParamInfo<Case>& info) {
  std::string name = std::string(info.param.rules) + "_" + std::to_string(info.param.width) + "x" +
                     std::to_string(info.param.height);
  for (char& ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
}

}  // namespace goproof::testing
