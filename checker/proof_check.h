// The independent proof checker: replays a proof file (proof_format.h) with
// the naive rules (naive_rules.h), or for Conquest the reference board
// (conquest_reference.h), and nothing else of goproof's, so that neither
// the search nor the fast rules are trusted. It checks that every
// move of the prover is legal, that every legal reply of the other side is
// covered, that every terminal position has a result the statement allows,
// that each shared node is the position it stands for, and that the proof
// has no cycle where endless play would not serve the prover
// (docs/proof-format.md says why that is a proof).
//
// Memory: the path (one position per move) and a 16-byte key for each
// shared node, whatever the proof's size.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "checker/naive_rules.h"
#include "checker/proof_format.h"

namespace goproof::proof {

struct CheckReport {
  // 0: every statement is proven. 1: the proof is wrong or damaged (`failure`
  // says why, `failurePath` where). 2: the file cannot be read, or names
  // rules the checker does not know.
  int exitCode = 2;
  std::vector<std::string> proven;  // each statement, as a person reads it
  std::string rules, size;          // what the header names
  std::optional<RootPosition> root;  // the header's root position, once the header is read
  std::string goal;                 // a local goal's terms, in words ("" for none)
  uint64_t nodes = 0;               // node records checked
  uint64_t bodyBytes = 0;           // uncompressed
  uint64_t fileBytes = 0;
  std::string failure;
  std::vector<std::string> failurePath;  // moves from the root to the failing node
  bool damaged = false;  // the failure is in the file's bytes (cut short, corrupt, a wrong checksum), at no node
};

// Told of each node as the checker walks the trees, in file order, so that
// a proof can be exported as it is checked (goproof check --sgf). What it is
// told is only known to hold once checkProof has returned valid.
class ProofListener {
 public:
  virtual ~ProofListener() = default;
  // The root position, once, before the first statement.
  virtual void root(const RootPosition&, const naive_rules::NaiveGame&) {}
  // A statement's tree begins (its path's moves come as move()s).
  virtual void statement(const std::string& description) { (void)description; }
  virtual void endStatement() {}
  // The move of that code, played at `before`; back() when its subtree ends.
  virtual void move(uint64_t code, const naive_rules::NaiveGame& before) { (void)code, (void)before; }
  virtual void back() {}
  // The node reached is `game`, finished, with Black's margin (half-points).
  virtual void end(int margin, const naive_rules::NaiveGame& game) { (void)margin, (void)game; }
  // The node reached is shared under `index` / is the shared node `index`.
  virtual void shared(uint64_t index) { (void)index; }
  virtual void reference(uint64_t index) { (void)index; }
  // The node reached needs no tree: every game from it ends with Black's
  // margin between least and most (half-points), which the statement allows.
  virtual void boundByRules(int least, int most) { (void)least, (void)most; }
  // The node reached needs no tree: the prover's unconditionally alive
  // stones and the regions they keep force a margin of `bound` (half-points),
  // which the statement allows.
  virtual void boundByLife(int bound) { (void)bound; }
};

// Checks the proof at path. progress, when given, is called now and then
// with the nodes checked so far; listener, when given, is told of each node.
CheckReport checkProof(const std::string& path, const std::function<void(uint64_t nodes)>& progress = {},
                       ProofListener* listener = nullptr);

// The root position of a proof's header as the naive rules play it;
// InvalidArgument for rules they do not play or a position they cannot hold.
absl::StatusOr<naive_rules::NaiveGame> naiveRoot(const RootPosition& root);

// The position after the move of that code (proof_format.h), or nullopt
// where the naive rules do not allow it.
std::optional<naive_rules::NaiveGame> playCode(const naive_rules::NaiveGame& game, uint64_t code);

// Every legal move's code and the position after it, in increasing code.
std::vector<std::pair<uint64_t, naive_rules::NaiveGame>> legalChildren(const naive_rules::NaiveGame& game);

// A move's name at a position, and the code of a legal move named there
// (nullopt for a name that is no legal move's in Conquest, or no move's).
std::string moveNameAt(const naive_rules::NaiveGame& game, uint64_t code);
std::optional<uint64_t> moveCodeAt(const naive_rules::NaiveGame& game, std::string_view name);

// Whether the game is over, and Black's margin in half-points once it is,
// by the checker's rules (the naive rules, or Conquest's reference).
bool referenceGameOver(const naive_rules::NaiveGame& game);
int referenceFinalMargin(const naive_rules::NaiveGame& game);
// Whether the rules count points (Go, Quench, Conversion, Conquest).
bool scoredRules(const naive_rules::NaiveRules& rules);
// The least and the greatest margin, in half-points, that any game from
// `game` can end with, by the rules alone: endless play scores 0; a scored
// game's area (Conquest's points) counts each point of the board for one
// side at most, less komi; a game won without points ends at -2, 0 or +2.
// A statement these settle needs no tree (the record kBoundByRules).
std::pair<int, int> referenceMarginLimits(const naive_rules::NaiveGame& game);
// In Go and Quench (not Conversion or a local goal), a game not over: the
// margin, in half-points, that `prover` (kNaiveBlack or kNaiveWhite) can
// force by her unconditionally alive stones (docs/solvers.md, "Unconditional
// life" and "Safe regions beyond Benson"): Black at least 2 * (2 * safe -
// points) less komi, White at most 2 * (points - 2 * safe) less komi, where
// safe counts her Benson safe points and the regions beyond them she keeps
// (checker/naive_regions.h: none in Quench #2, and in Quench #1, #3 and #4
// with her stones starting no group); after a pass, with the other side to move (who may end the game
// at once), no better than the margin as the board stands. With
// `lastRegionPoints` above 0 (format version 4 on: lastRegionMostPoints),
// every point is hers where those fall short of the whole board and she
// keeps the last region of at most that many points
// (checker/naive_regions.h, keepsTheLastRegion); with `enough`, that
// search is left out where `enough` already holds of the bound without it.
// nullopt for other rules. A statement this settles needs no tree
// (kBoundByLife).
std::optional<int> referenceLifeBound(const naive_rules::NaiveGame& game, char prover, size_t lastRegionPoints,
                                      const std::function<bool(int)>& enough = {});

// Whether the checker knows rules (a canonical rule string) on a board of
// width x height: "" when it does, otherwise why not, in a sentence.
std::string checkerRefusal(const std::string& rules, int width, int height);

}  // namespace goproof::proof
