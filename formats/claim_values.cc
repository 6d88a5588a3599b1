#include "formats/claim_values.h"

#include <stdexcept>
#include <string>

#include "formats/claim_text.h"

namespace goproof {
namespace {

// The move as a claim keeps it (claimMove: lower-cased), or a logic error.
std::string moveText(std::string_view move) {
  auto text = claimMove(move);
  if (!text) throw std::logic_error("a claim was built with '" + std::string(move) + "', which is not a move");
  return *text;
}

}  // namespace

Claim moveClaim(ClaimKind kind, std::string_view move) {
  Claim c;
  c.kind = kind;
  c.move = moveText(move);
  return c;
}

Claim noWinClaim() {
  Claim c;
  c.kind = ClaimKind::NoWin;
  return c;
}

Claim winnerClaim(Color winner) {
  Claim c;
  c.kind = ClaimKind::Value;
  c.value = winner == Color::Black ? "B" : "W";
  return c;
}

Claim scoreClaim(HalfPoints margin) {
  Claim c;
  c.kind = ClaimKind::Value;
  c.value = formatMargin(margin);
  c.points = margin;
  return c;
}

Claim illegalClaim(std::string_view move, IllegalReason reason) {
  Claim c = moveClaim(ClaimKind::Illegal, move);
  c.reason = std::string(toString(reason));
  return c;
}

Claim capturesClaim(std::string_view move, int stones) {
  Claim c = moveClaim(ClaimKind::Captures, move);
  c.count = stones;
  return c;
}

Claim costsClaim(std::string_view move, HalfPoints points) {
  Claim c = moveClaim(ClaimKind::Costs, move);
  c.points = points;
  return c;
}

Claim lineClaim(const std::vector<std::string>& moves, bool markDefender, bool defenderFirst) {
  Claim c;
  c.kind = ClaimKind::Line;
  for (size_t i = 0; i < moves.size(); ++i)
    c.line.push_back({moveText(moves[i]), markDefender && (i % 2 == 0) == defenderFirst});
  return c;
}

}  // namespace goproof
