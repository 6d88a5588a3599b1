// One claim in the native syntax ("only-win c3", "illegal b1 suicide",
// "line c3 d4! e5"), as the puzzle format and SGF's GPC property write it.
#pragma once

#include <string_view>

#include "absl/status/statusor.h"
#include "formats/puzzle.h"

namespace goproof {

// A claim parse error: the message, and the 1-based column within the text it
// concerns.
struct ClaimTextError {
  std::string message;
  int column = 1;
};

// Parses one claim. Moves must be well-formed GTP points, "pass" or "swap";
// points off any particular board are accepted (the claim may be that they are
// illegal). On error returns nullopt and fills *error.
std::optional<Claim> parseClaimText(std::string_view text, ClaimTextError* error);

// The same, with the error as a status message (no column). Used for SGF's
// private GPC property, which holds one native claim per value.
absl::StatusOr<Claim> parseClaimText(std::string_view text);

// The move as a claim may write it, lower-cased: a GTP point, "pass",
// "swap", a two-stone turn "c3+d4", or a Conquest move with its choice
// ("d7:ne", "b3:b4"); nullopt when text is none of these.
std::optional<std::string> claimMove(std::string_view text);

// True when the first word of text is a claim keyword (claimKindName).
bool startsWithClaimKeyword(std::string_view text);

}  // namespace goproof
