// Reading a move's text the way every goproof command does: a GTP point
// ("c3"), pass, swap, or Quench #2's two stones ("b4+c1"), before any rules
// are asked whether it is legal.
#pragma once

#include <string>

#include "solver/board/geometry.h"
#include "solver/rules/move.h"
#include "solver/util/text.h"

namespace goproof {

// A move's text read without a game: a point, "pass" or "swap" (move), a
// well-formed point beyond width x height (offBoard), two points joined by
// '+' (twoStones: Quench #2's turn, which the game names; offBoard when
// either is off). For text that is none of these, error says so
// ("move: 'x' is not a point such as c3, ...") and the rest is unset.
struct MoveText {
  Move move = kNoMove;
  bool offBoard = false;
  bool twoStones = false;
  std::string error;
};

inline MoveText readMoveText(const std::string& text, int width, int height) {
  MoveText out;
  if (size_t plus = text.find('+'); plus != std::string::npos) {  // Quench #2's two-stone turn, "b4+c1"
    const ParsedPoint first = parsePoint(text.substr(0, plus), width, height);
    const ParsedPoint second = parsePoint(text.substr(plus + 1), width, height);
    auto point = [](const ParsedPoint& p) {
      return p.kind == ParsedPoint::Kind::OnBoard || p.kind == ParsedPoint::Kind::OffBoard;
    };
    if (point(first) && point(second)) {
      out.twoStones = true;
      out.offBoard = first.kind == ParsedPoint::Kind::OffBoard || second.kind == ParsedPoint::Kind::OffBoard;
    } else {
      out.error = cat("move: '", text, "' is not two points such as b4+c1");
    }
    return out;
  }
  const ParsedPoint p = parsePoint(text, width, height);
  switch (p.kind) {
    case ParsedPoint::Kind::Pass: out.move = kPass; break;
    case ParsedPoint::Kind::Swap: out.move = kSwap; break;
    case ParsedPoint::Kind::OffBoard: out.offBoard = true; break;
    case ParsedPoint::Kind::OnBoard: out.move = static_cast<Move>(p.y * width + p.x); break;
    case ParsedPoint::Kind::Malformed:
      out.error = cat("move: '", text, "' is not a point such as c3, nor pass, swap or two stones such as b4+c1");
      break;
  }
  return out;
}

}  // namespace goproof
