// The proof file (docs/proof-format.md): a text header that names the rules,
// the board, the root position and each statement proved, then the proof
// trees as a zstd stream of node records, then a checksum of every byte
// before it. Both ways stream: ProofEncoder writes records as they come, and
// ProofDecoder hands them out one at a time, so neither holds the proof.
//
// This is the file's syntax only. What a proof means, and checking it, is
// proof_check.h; making one from a solver is formats/proof_writer.h.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace goproof::proof {

// The version written; a checker reads it and every earlier one. Version 2
// added the records kBoundByRules and kBoundByLife; version 3 lets
// kBoundByLife settle Quench positions too; version 4 counts the last
// region of up to 12 points in kBoundByLife's bound (checker/naive_regions.h),
// and version 5 the last region of up to 13.
inline constexpr int kFormatVersion = 5;

// What one tree proves: from the position after `path` (moves from the
// root, by their GTP names), Black's final margin in half-points is at
// least `bound` (atLeast: Black proves it) or at most `bound` (White proves
// it), whatever the other side plays. Endless play scores 0. In games won
// without points a win is a margin of 2 (+1 point) and a draw 0, so "Black
// wins" is `>= 2` and "White cannot lose" is `<= 0`.
struct Statement {
  std::vector<std::string> path;
  bool atLeast = true;
  int bound = 0;
  bool operator==(const Statement&) const = default;
};

// The root position, field by field as `goproof solve` takes it.
struct RootPosition {
  std::string rules;          // the canonical rule string, e.g. "capture-1" or "go+komi=0.5"
  int width = 0, height = 0;
  std::string rows;           // rows top first, "XO./...", or "" for the empty board
  char toMove = 'B';          // 'B' or 'W'
  std::string ko;             // the point the side to move may not retake now, or ""
  int prisoners[2] = {0, 0};  // taken by Black, by White
  bool previousPass = false;  // the move before was a pass
  std::string coins[2] = {"none", "none"};  // Quench: Black's and White's coin
  // A local goal (go+goal=capture): the target's points and the region's,
  // by their GTP names; each side's external ko threats, Black's then
  // White's (-1: any number); and whether two passes end the game for the
  // defender. Written only where there is a target.
  std::vector<std::string> target, region;
  int koThreats[2] = {0, 0};
  bool twoPassesForDefender = true;
  bool operator==(const RootPosition&) const = default;
};

struct ProofHeader {
  RootPosition root;
  std::vector<Statement> statements;
  int version = kFormatVersion;  // the file's format version (written: kFormatVersion)
};

// A statement as a person reads it: "after c3: Black wins",
// "Black's margin is at least +2.5", "White does not lose".
std::string describeStatement(const Statement& s, bool scored);

// The node records of a tree, one byte each, then their operands:
//   kTerminal                 the game is over here, with a result the statement allows
//   kProverMove, move code    the prover plays this move; the node after it follows
//   kReplies, count           the other side to move, with `count` legal moves:
//                             the node after each follows, in increasing move code
//   kReference, index         this position is the shared node of that index
//   kEndOfTree                after the last node of a statement's tree
//   kBoundByRules             (version 2 on) no game can end beyond the statement's bound:
//                             the board's size and the komi settle it (never shared)
//   kBoundByLife              (version 2 on: Go; version 3 on: Quench too) the prover's
//                             unconditionally alive stones, the
//                             points they keep (Benson) and the regions beyond them she keeps
//                             (naive_regions.h), and from version 4 on the last region she
//                             keeps (every point then hers), settle the statement (never shared)
// kShared on a node's byte gives it the next shared index (0, 1, ... in
// each tree) for later kReference records.
enum Tag : uint8_t { kTerminal = 1, kProverMove = 2, kReplies = 3, kReference = 4, kEndOfTree = 5, kBoundByRules = 6,
                    kBoundByLife = 7 };
inline constexpr uint8_t kShared = 0x80;

// Move codes: a point is its index in reading order, the top row first
// (row * width + column); a pass is width*height; Quench #2's two-stone turn
// "a+b" is width*height + 1 + a * width*height + b.
inline uint64_t passCode(int width, int height) { return static_cast<uint64_t>(width) * height; }
// A move's code from its GTP name ("c3", "pass", "b4+c1"); nullopt for a
// name that is none of these on this board.
std::optional<uint64_t> moveCode(std::string_view name, int width, int height);
// The GTP name of a move code (lower case, as goproof prints moves). Not
// for Conquest's codes past the board's points: only the position knows
// the choice they name (conquest_reference.h names them).
std::string moveName(uint64_t code, int width, int height);
// The codes of all the legal moves of one position, from their names, in
// the names' order: moveCode's, except that in Conquest a move with a choice
// ("d7:ne", "b3:a3:d4") has its point's code plus width*height times the
// rank of its name among the names at that point, in byte order. nullopt
// for a name that is no move.
std::vector<std::optional<uint64_t>> moveCodes(const std::vector<std::string>& names, int width, int height);

// The longest line a proof may hold, in moves: the writer refuses to make a
// longer one and the checker to follow it (their walks recurse once a move).
inline constexpr size_t kMaxLineMoves = 1000000;

// Writes a proof file: the header at once, then records, then finish().
class ProofEncoder {
 public:
  using Sink = std::function<void(std::string_view)>;
  // sink receives the file's bytes in order; zstd's level 19 by default.
  ProofEncoder(const ProofHeader& header, Sink sink, int level = 19);
  ~ProofEncoder();
  void put(uint8_t byte);
  void putNumber(uint64_t n);  // LEB128: seven bits a byte, low first
  // Ends the compressed body and writes the checksum trailer.
  void finish();
  uint64_t bodyBytes() const { return bodyBytes_; }  // before compression
  uint64_t fileBytes() const { return fileBytes_; }

 private:
  void flush(bool end);
  void emit(std::string_view bytes);
  struct Zstd;
  std::unique_ptr<Zstd> zstd_;
  Sink sink_;
  std::string pending_;
  uint64_t bodyBytes_ = 0, fileBytes_ = 0;
};

// Reads a proof file as a stream. Errors name the file and, in the header,
// its line; in the body, the offset of the record (uncompressed).
class ProofDecoder {
 public:
  ~ProofDecoder();
  // Opens path and reads its header. NotFound or InvalidArgument (not a
  // proof, another version, a header line it cannot read).
  static absl::StatusOr<std::unique_ptr<ProofDecoder>> open(const std::string& path);
  const ProofHeader& header() const { return header_; }
  // The next byte of the body. DataLoss where the file is damaged (cut
  // short, not zstd); InvalidArgument where the proof's body ends before it.
  absl::StatusOr<uint8_t> get();
  absl::StatusOr<uint64_t> getNumber();
  // After the last tree: the body must end here (InvalidArgument if not),
  // and the checksum over the whole file must match (DataLoss if not).
  absl::Status finish();
  uint64_t offset() const { return offset_; }  // body bytes read so far
  // Bytes read from the file so far (after finish(), the whole file's: a
  // size that standard input has too).
  uint64_t fileBytes() const;
  const std::string& path() const { return path_; }

 private:
  ProofDecoder() = default;
  absl::Status refill();
  struct State;
  std::unique_ptr<State> state_;
  std::string path_;
  ProofHeader header_;
  std::string out_;  // decompressed bytes not yet read
  size_t outPos_ = 0;
  uint64_t offset_ = 0;
  bool frameEnded_ = false;
};

// The header's text, which the file begins with (docs/proof-format.md).
std::string headerText(const ProofHeader& header);

// The root position in words, for `check`'s "root:" line: whose turn, the
// board as --board takes it (or "the empty board"), and what else the
// header sets that is not the default (a ko point, prisoners, a pass just
// played, Quench's coins): "White to move on ...../...../..X../...../.....".
std::string describeRoot(const RootPosition& root);

// Small text helpers of the checker's: a whole decimal number (no sign, no
// spaces) into *n; the pieces joined with a separator; whether text holds part.
bool toInt(std::string_view text, int* n);
std::string join(const std::vector<std::string>& pieces, std::string_view separator);
inline bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

}  // namespace goproof::proof
