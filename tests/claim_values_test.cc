// Claims built as values (formats/claim_values.h) are exactly the claims
// their text reads as: the judge of goproof generate builds its claims so,
// and a verifier reads them back from the file.
#include "formats/claim_values.h"

#include <stdexcept>

#include "formats/claim_text.h"
#include "gtest/gtest.h"

namespace goproof {
namespace {

Claim read(const std::string& text) {
  auto claim = parseClaimText(text);
  EXPECT_TRUE(claim.ok()) << text << ": " << claim.status();
  return claim.ok() ? *claim : Claim{};
}

// Each built claim equals the one its text reads as, and prints as that text.
void expectReadsAs(const Claim& built, const std::string& text) {
  EXPECT_EQ(built, read(text)) << text;
  EXPECT_EQ(toString(built), text);
}

TEST(ClaimValues, AreWhatTheirTextReadsAs) {
  expectReadsAs(moveClaim(ClaimKind::OnlyWin, "c3"), "only-win c3");
  expectReadsAs(moveClaim(ClaimKind::OnlyWin, "C3"), "only-win c3");
  expectReadsAs(moveClaim(ClaimKind::OnlyBest, "pass"), "only-best pass");
  expectReadsAs(moveClaim(ClaimKind::Best, "b4+c1"), "best b4+c1");
  expectReadsAs(moveClaim(ClaimKind::OnlyBest, "d7:ne"), "only-best d7:ne");
  expectReadsAs(noWinClaim(), "no-win");
  expectReadsAs(winnerClaim(Color::Black), "value B");
  expectReadsAs(winnerClaim(Color::White), "value W");
  expectReadsAs(scoreClaim(6), "value B+3");
  expectReadsAs(scoreClaim(-1), "value W+0.5");
  expectReadsAs(scoreClaim(0), "value 0");
  expectReadsAs(illegalClaim("a1", IllegalReason::Suicide), "illegal a1 suicide");
  expectReadsAs(illegalClaim("b3", IllegalReason::Ko), "illegal b3 ko");
  expectReadsAs(capturesClaim("c4", 2), "captures c4 2");
  expectReadsAs(costsClaim("a2", 3), "costs a2 1.5");
  expectReadsAs(costsClaim("a2", 4), "costs a2 2");
  expectReadsAs(lineClaim({"c3", "d4", "e5"}, true, false), "line c3 d4! e5");
  expectReadsAs(lineClaim({"c3", "d4", "e5", "pass"}, true, true), "line c3! d4 e5! pass");
  expectReadsAs(lineClaim({"c3", "d4"}, false, false), "line c3 d4");
}

TEST(ClaimValues, RefuseWhatIsNotAMove) {
  EXPECT_THROW(moveClaim(ClaimKind::Win, "c 3"), std::logic_error);
  EXPECT_THROW(lineClaim({"c3", "zz"}, true, false), std::logic_error);
}

}  // namespace
}  // namespace goproof
