#include "formats/proof_sgf.h"

#include "solver/util/text.h"

namespace goproof {
namespace {

// SGF's text escapes: ']' and '\'.
std::string escaped(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// Why a finished game is over, in a few words.
std::string endReason(const naive_rules::NaiveGame& game) {
  if (game.rules.conquest) return "no No-Man's Land is left";
  if (game.rules.targetGoal) {
    for (int t : game.targets)
      if (game.board[t] != game.defender) return "a target stone is taken";
    if (game.passes == 2) return "two passes end it";
    return "the target can never be taken: it has escaped or lives unconditionally";
  }
  if (game.rules.passing) return "two passes end it";
  const char winner = game.winner;
  if (winner == naive_rules::kNaiveEmpty)
    return cat(game.toMove == naive_rules::kNaiveBlack ? "Black" : "White", " has no legal move");
  const std::string who = winner == naive_rules::kNaiveBlack ? "Black" : "White";
  if (game.rules.gonnect) return who + " connects two opposite sides";
  const int taken = game.prisoners[naive_rules::naivePlayerIndex(winner)];
  return cat(who, " has taken ", taken, taken == 1 ? " stone" : " stones");
}

std::string resultText(int margin, bool scored) {
  if (!scored) return margin > 0 ? "Black wins" : "White wins";
  if (margin == 0) return "a level game";
  const int a = margin < 0 ? -margin : margin;
  return cat(margin > 0 ? "B+" : "W+", a / 2, a % 2 ? ".5" : "");
}

}  // namespace

std::string ProofSgfWriter::point(int p) const {
  const int column = p % width_, row = p / width_;  // row from the top, as SGF counts
  return cat(static_cast<char>('a' + column), static_cast<char>('a' + row));
}

void ProofSgfWriter::root(const proof::RootPosition& root, const naive_rules::NaiveGame& game) {
  width_ = game.width;
  height_ = game.height;
  scored_ = proof::scoredRules(game.rules);
  sgf_ = cat("(;GM[1]FF[4]CA[UTF-8]AP[goproof]SZ[", width_ == height_ ? cat(width_) : cat(width_, ":", height_), "]");
  // Stones, and Conquest's territory as TB and TW (as goproof's SGF writes it).
  std::string black, white, blackLand, whiteLand;
  for (int p = 0; p < width_ * height_; ++p) {
    const std::string at = "[" + point(p) + "]";
    if (game.board[p] == naive_rules::kNaiveBlack) black += at;
    if (game.board[p] == naive_rules::kNaiveWhite) white += at;
    if (game.board[p] == 'b') blackLand += at;
    if (game.board[p] == 'w') whiteLand += at;
  }
  if (!black.empty()) sgf_ += "AB" + black;
  if (!white.empty()) sgf_ += "AW" + white;
  if (!blackLand.empty()) sgf_ += "TB" + blackLand;
  if (!whiteLand.empty()) sgf_ += "TW" + whiteLand;
  sgf_ += cat("PL[", root.toMove, "]RU[", escaped(root.rules), "]");
  if (scored_) {
    const int komi = game.rules.komiHalfPoints;
    sgf_ += cat("KM[", komi / 2, komi % 2 ? ".5" : "", "]");
  }
  comment_ = cat("A proof under ", root.rules, ", checked valid by goproof check. Each variation proves one statement: ",
                 "the prover's move at each of her turns, every reply of the other side.");
  // What SGF cannot show of the position.
  if (root.prisoners[0] || root.prisoners[1])
    comment_ += cat(" Prisoners so far: Black has taken ", root.prisoners[0], ", White ", root.prisoners[1], ".");
  if (!root.ko.empty()) comment_ += cat(" Ko: ", root.toMove == 'B' ? "Black" : "White", " may not retake at ", root.ko, " now.");
  if (root.previousPass) comment_ += " The move before was a pass: another pass ends the game.";
  if (!root.target.empty()) {
    std::string marks;
    for (int t : game.targets) marks += "[" + point(t) + "]";
    sgf_ += "MA" + marks;
    auto threats = [](int n) { return n < 0 ? std::string("any number") : cat(n); };
    comment_ += cat(" A local goal: the marked stones are the target; moves are played only in the region (",
                    root.region.size(), " points: ", proof::join(root.region, " "), "). Ko threats: Black has ",
                    threats(root.koThreats[0]), ", White ", threats(root.koThreats[1]), ".");
  }
  if (game.rules.conquest)
    comment_ += " Conquest: a viewer plays the moves by Go's rules, so the territory each move conquers, and the stones it "
                "takes off, are not shown after the root.";
  if (root.coins[0] != "none" || root.coins[1] != "none")
    comment_ += cat(" Coins: Black ", root.coins[0], ", White ", root.coins[1], ".");
}

void ProofSgfWriter::flush() {
  if (!comment_.empty()) sgf_ += cat("C[", escaped(comment_), "]");
  comment_.clear();
}

void ProofSgfWriter::note(const std::string& text) {
  comment_ += comment_.empty() ? text : " " + text;
}

void ProofSgfWriter::statement(const std::string& description) {
  if (full()) return;
  flush();
  sgf_ += "(;";
  note("Statement: " + description + ".");
}

void ProofSgfWriter::endStatement() {
  if (full()) return;
  flush();
  sgf_ += ")";
}

void ProofSgfWriter::move(uint64_t code, const naive_rules::NaiveGame& before) {
  if (++nodes_ > maxNodes_) return;
  flush();
  const char colour = before.toMove == naive_rules::kNaiveBlack ? 'B' : 'W';
  const uint64_t points = static_cast<uint64_t>(width_) * height_;
  if (before.rules.conquest) {  // a point, and where the mover has a choice, its name says which
    sgf_ += cat("(;", colour, "[", point(static_cast<int>(code % points)), "]");
    const std::string name = proof::moveNameAt(before, code);
    if (name.find(':') != std::string::npos) note(cat("The move ", name, " (the mover's choice)."));
  } else if (code < points) {
    sgf_ += cat("(;", colour, "[", point(static_cast<int>(code)), "]");
  } else if (code == points) {
    sgf_ += cat("(;", colour, "[]");
  } else {  // Quench #2's two-stone turn: a setup node
    const uint64_t pair = code - points - 1;
    sgf_ += cat("(;A", colour, "[", point(static_cast<int>(pair / points)), "][", point(static_cast<int>(pair % points)), "]");
    note(cat(colour == 'B' ? "Black" : "White", "'s two-stone turn."));
  }
}

void ProofSgfWriter::back() {
  if (full()) return;
  flush();
  sgf_ += ")";
}

void ProofSgfWriter::end(int margin, const naive_rules::NaiveGame& game) {
  if (!full()) note(cat("The game ends (", endReason(game), "): ", resultText(margin, scored_), "."));
}

void ProofSgfWriter::shared(uint64_t index) {
  if (!full()) sgf_ += cat("N[Position ", index + 1, "]");
}

void ProofSgfWriter::reference(uint64_t index) {
  if (!full()) note(cat("Position ", index + 1, " again: the proof goes on where it is named."));
}

void ProofSgfWriter::boundByRules(int least, int most) {
  auto points = [](int m) { return cat(m > 0 ? "+" : "", m / 2.0); };
  if (!full())
    note(cat("The rules alone settle the statement: every game from here ends with Black's margin from ", points(least),
             " to ", points(most), " points (endless play scores 0)."));
}

void ProofSgfWriter::boundByLife(int bound) {
  if (!full())
    note(cat("Unconditional life settles the statement here: the prover's chains that Benson's algorithm finds alive "
             "keep their points, and the small regions they enclose, to the end, which forces Black's margin to ",
             bound > 0 ? "+" : "", bound / 2.0, " points, or better for the prover."));
}

}  // namespace goproof
