// Puzzles from and to SGF (FF[4]) files, such as goproblems.com problem sets.
//
// Reading: each game tree is one puzzle. The root gives the position (SZ, AB,
// AW, AE, PL), the rules (RU) and the metadata (GN title, SO source, AN or
// else US author, C comment); FF (1 to 4) and GM (1, Go) are checked, and
// written anew; the variations below the root give claims, read by the answer
// conventions of problem collections (formats/sgf_variations.h,
// formats/sgf_answer_conventions.h, docs/sgf-conventions.md). Every other root
// property is kept, as SGF text, in Puzzle::sgfProperties. goproof's own
// private root properties:
//   GPC[claim]...  claims in the native syntax ("illegal b1 suicide"), one per value
//   GPK[c3]        the ko point (GTP name)      GPP[1,0]  prisoners taken by Black, White
//   GPG[kill]      a local goal's word          GPT[c3 d3] its target  GPA[a1-e5] its region
// Local goals (docs/goals.md): where neither a goproof RU nor --rules gives
// the rules, a goal the title or root comment states ("Black to kill",
// "黑先活") makes the rules go+goal=capture, with MA's stones as the target
// (else the stones the words name, else the likeliest group, with a notice);
// ImportOptions::goal infers a goal the words do not state, or sets one.
//
// Round trips: sgfFromPuzzles(puzzlesFromSgf(x)) read again gives the same
// puzzles, claims possibly in another order; and a puzzle from any source
// written and read again keeps its position, metadata and every claim (as a
// multiset), moves in lower case. What an SGF file loses on the way in: the
// layout and the places of root properties among each other, FF, the
// variations' comments and other non-move properties, the variations of trees
// that give no claims (game records, unmarked trees), RU values goproof cannot
// parse (the rules used replace them), repeats among claims derived from
// variations (each first move once, each line once), and a stone-free board
// written as rows of '.' (read back as "", the empty board).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "formats/puzzle.h"
#include "formats/puzzle_input.h"
#include "solver/rules/rules.h"

namespace goproof {

// The puzzles of an SGF collection, one per game tree.
// - Size: SZ "N" or "W:H" (1..19 each; default 19). SGF "aa" is the top-left
//   point (GTP a<height>). AB/AW/AE take point lists, compressed "aa:cc" too.
// - Territory: under conquest rules, TB and TW are each player's territory
//   (Puzzle::rows 'b' and 'w'); under other rules they are markup, kept in
//   Puzzle::sgfProperties. A point both a stone and territory is an error.
// - To move: PL; without it Black, unless the first move in the tree is W[..].
//   Old SGF's PL[1] and PL[2] are read as B and W, with a notice.
// - Rules: RU when it is a goproof rule string (surrounding blanks ignored).
//   Another game's rules (Japanese, Chinese, AGA, ...) give options.rules and
//   one notice per value and file; a malformed value for goproof's games
//   (capture-0, capture-x, gonnect+komi=3) is an error at the RU property.
// - Claims: GPC claims first, then those of the variations (readVariations):
//   `win M1`, `line M1 M2 ...` and `no-win M1`, by the answer marks read with
//   options.correctMarkers as house markers.
// - Notices (PuzzleFile::notices, sorted by position): a tree that is not a
//   problem (a game record, variations with no answer marks) at its '(', still
//   giving a puzzle with its position and GPC claims; a foreign RU value; the
//   first tree whose unmarked variations were read as right answers.
// - Puzzle::where and Claim::where: path, line and column of the tree's '(' and
//   of the node (or GPC property) a claim comes from.
// Errors: "<path>:<line>:<col>: <message>" (InvalidArgument), for malformed SGF
// and for what goproof cannot represent (boards over 19, setup below the root,
// moves off the board or not alternating, a first move by the wrong side,
// solution lines of more than a million moves in all).
absl::StatusOr<PuzzleFile> puzzlesFromSgf(std::string_view text, const std::string& path,
                                          const ImportOptions& options);

// The side a PL value names: B or W (either case, or the words), or old
// SGF's 1 (Black) and 2 (White) of FF[1] to FF[3], for which *numbered (when
// given) is set true. nullopt for anything else.
std::optional<Color> sgfPlayer(std::string_view value, bool* numbered = nullptr);

// Rules the SGF reader used in place of a file's (options.rules, the default
// of --rules, for an RU value that is not a goproof rule set or for no RU).
struct RulesSubstitution {
  std::string rules;      // the rules used: "capture-1"
  std::string insteadOf;  // what the file said: "RU[Japanese]", or "no RU"
};
// The substitution a notice of puzzlesFromSgf reports, or nullopt for any
// other notice (and where --rules chose the rules: that is no substitution).
std::optional<RulesSubstitution> rulesSubstitution(const Notice& notice);

// The puzzles as one FF[4] collection. Root: FF[4] GM[1] SZ PL RU GN SO AN C
// AB AW TB TW (Conquest territory) GPK GPP GPC (empty texts left out), then the kept sgfProperties in
// order, except malformed ones and those with an identifier written above.
// Claims: `win M` -> variation ;B[m]C[RIGHT] (colour of the side to move),
// `line M1 M2 ...` -> the moves alternating, C[RIGHT] on the last, `no-win M`
// -> ;B[m]BM[1]. A claim that the variations could not give back exactly goes
// to GPC instead: other kinds, moves not written as canonical on-board GTP
// names or "pass", lines with "!", of one move or of kGameRecordMoves moves
// or more (a game record's length), duplicates, a `no-win M` that contradicts
// a win, a line whose first move the puzzle does not also claim with `win M1`
// (reading a correct path gives both; the line's variation then stands for
// that win too), and every claim of a puzzle that keeps an RE property (a
// game record, whose variations are not read). Claims must be well-formed, as
// parsers make them.
std::string sgfFromPuzzles(const PuzzleFile& file);

}  // namespace goproof
