#include "formats/sgf_variations.h"

#include <algorithm>
#include <set>

#include "formats/claim_text.h"
#include "formats/sgf_answer_conventions.h"
#include "solver/board/geometry.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

Claim claimOf(ClaimKind kind, std::string move, SourceLocation where) {
  Claim claim;
  claim.kind = kind;
  claim.move = std::move(move);
  claim.where = std::move(where);
  return claim;
}

bool hasMove(const sgf::Node& node) { return node.find("B") || node.find("W"); }

// "1 move", "212 moves".
std::string movesText(size_t n) { return cat(n, n == 1 ? " move" : " moves"); }

// "a game record of 212 moves (RE[B+R]): not a problem, no claims", or nothing.
std::optional<std::string> gameRecord(const sgf::GameTree& tree) {
  if (std::none_of(tree.nodes.begin(), tree.nodes.end(), hasMove)) return std::nullopt;
  size_t mainLine = 0;
  for (int n = 0;; n = tree.nodes[n].children[0]) {
    mainLine += hasMove(tree.nodes[n]);
    if (tree.nodes[n].children.empty()) break;
  }
  const sgf::Property* result = tree.nodes[0].find("RE");
  if (!result && mainLine < kGameRecordMoves) return std::nullopt;
  std::string resultText = result ? cat(" (RE[", sgf::quoted(result->values[0]), "])") : "";
  return cat("a game record of ", movesText(mainLine), resultText, ": not a problem, no claims");
}

class VariationReader {
 public:
  VariationReader(const sgf::GameTree& tree, const VariationContext& context)
      : nodes_(tree.nodes), context_(context), state_(tree.nodes.size()) {}

  absl::StatusOr<VariationReading> read() {
    if (absl::Status s = judgePaths(); !s.ok()) return s;
    auto reading = claimsFromLeaves();
    if (!reading.ok()) return reading;
    reading->setupInVariation = setupInVariation_;
    reading->sameColourTwice = sameColourTwice_;
    reading->otherSideFirst = otherSideFirst_;
    reading->passInVariation = passInVariation_;
    reading->setupBeforeMove = setupBeforeMove_;
    return reading;
  }

 private:
  // What a node's path from the root has seen so far.
  struct PathState {
    int parent = -1;
    std::optional<Color> lastColor;
    int firstMoveNode = -1;
    size_t moves = 0;     // on the path, this node's included
    std::string move;     // this node's move (GTP name or "pass"), or empty
    int judgedMove = -1;  // the solver's latest move on the path
    AnswerMark pending = AnswerMark::None;  // the marks judging it so far
    AnswerMark verdict = AnswerMark::None;  // the first judged solver move's judgement
    int lineCut = -1;  // on a right path: the first later solver move judged Wrong or Doubtful
    bool frozen = false;   // setup, a pass or a repeated colour: later moves are not read
    bool skipped = false;  // the path begins with the other side's move: not read at all
  };
  // One path from the root to a leaf that holds moves.
  struct Leaf {
    int node;
    AnswerMark verdict;  // None: unmarked
    int lineEnd;         // where the line of a right path ends
  };

  SourceLocation at(sgf::TextPosition p) const { return {context_.path, p.line, p.column}; }
  absl::Status error(sgf::TextPosition p, std::string_view message) const {
    return absl::InvalidArgumentError(cat(context_.path, ":", p.line, ":", p.column, ": ", message));
  }

  struct MoveNode {
    Color color;
    std::string move;  // GTP name or "pass"
  };
  // The move a node plays, if any.
  absl::StatusOr<std::optional<MoveNode>> moveOf(const sgf::Node& node) const {
    const sgf::Property *black = node.find("B"), *white = node.find("W");
    if (!black && !white) return std::optional<MoveNode>();
    if (black && white) return error(black->at, "a node with both B and W moves");
    const sgf::Property& p = black ? *black : *white;
    if (p.values.size() != 1) return error(p.at, cat("move ", p.id, " takes one value"));
    const std::string& v = p.values[0];
    MoveNode move{black ? Color::Black : Color::White, "pass"};
    if (v.empty() || v == "tt") return std::optional(move);
    auto point = sgf::pointCoordinates(v);
    if (!point || point->first >= context_.width || point->second >= context_.height)
      return error(p.at, cat(p.id, "[", sgf::quoted(v), "] is not a point of the ", context_.width, "x",
                             context_.height, " board"));
    move.move = cat(columnLetter(point->first), context_.height - point->second);
    return std::optional(move);
  }

  // The marks judging `s.judgedMove` are complete on this path.
  static void settle(PathState& s) {
    if (s.pending == AnswerMark::None) return;
    if (s.verdict == AnswerMark::None) {
      s.verdict = s.pending;
    } else if (s.verdict == AnswerMark::Correct && s.lineCut < 0 && s.pending != AnswerMark::Correct) {
      s.lineCut = s.judgedMove;
    }
    s.pending = AnswerMark::None;
  }

  absl::Status judgePaths() {
    for (size_t n = 0; n < nodes_.size(); ++n)
      for (int child : nodes_[n].children) state_[child].parent = static_cast<int>(n);
    for (size_t n = 1; n < nodes_.size(); ++n) {  // parents come before children
      const sgf::Node& node = nodes_[n];
      PathState& s = state_[n];
      const int parent = s.parent;
      s = state_[parent];
      s.parent = parent;
      s.move.clear();
      for (const char* setup : {"AB", "AW", "AE", "PL"})
        if (const sgf::Property* p = node.find(setup)) {
          if (s.firstMoveNode < 0) {  // another position, as a variation: not this problem
            if (!setupBeforeMove_) setupBeforeMove_ = at(p->at);
            s.skipped = true;
            continue;
          }
          // Below a move (a refutation drawn with added stones): read the path up to here.
          if (!setupInVariation_) setupInVariation_ = at(p->at);
          s.frozen = true;
        }
      auto move = moveOf(node);
      if (!move.ok()) return move.status();
      if (s.frozen || s.skipped) move = std::optional<MoveNode>();
      std::optional<Color> color;
      if (*move) {
        color = (*move)->color;
        if (!s.lastColor && color != context_.toMove) {  // the problem asks about the other side too
          if (!otherSideFirst_) otherSideFirst_ = at(node.at);
          s.skipped = true;
          color.reset();
        } else if (s.lastColor == color) {
          // The other side's move (a tenuki or a pass) is not written: read the path up to here.
          if (!sameColourTwice_) sameColourTwice_ = at(node.at);
          s.frozen = true;
          color.reset();
        } else if ((*move)->move == "pass" && !context_.passAllowed) {  // read the path up to the pass
          if (!passInVariation_) passInVariation_ = at(node.at);
          s.frozen = true;
          color.reset();
        }
      }
      if (color) {
        s.lastColor = color;
        s.move = (*move)->move;
        ++s.moves;
        if (s.firstMoveNode < 0) s.firstMoveNode = static_cast<int>(n);
        if (color == context_.toMove) {
          settle(s);
          s.judgedMove = static_cast<int>(n);
        }
      }
      AnswerMark mark = nodeMark(node, context_.toMove, color, context_.houseMarkers);
      for (const char* annotation : {"TE", "BM", "DO", "IT", "GB", "GW", "WV"})
        annotated_ = annotated_ || node.find(annotation);
      if (const sgf::Property* comment = node.find("C"); comment && !commented_)  // C[] says nothing
        for (const std::string& text : comment->values)
          commented_ = commented_ || text.find_first_not_of(" \t\r\n") != std::string::npos;
      if (s.judgedMove >= 0) s.pending = combine(s.pending, mark);
      if (!node.children.empty() || s.firstMoveNode < 0 || s.skipped) continue;
      PathState end = s;
      settle(end);
      leaves_.push_back({static_cast<int>(n), end.verdict, end.lineCut >= 0 ? state_[end.lineCut].parent : int(n)});
    }
    return absl::OkStatus();
  }

  // A bound on the claims a tree may give (a comb of long RIGHT lines grows quadratically).
  static constexpr size_t kMaxLineMoves = 1000000;

  absl::StatusOr<VariationReading> claimsFromLeaves() {
    VariationReading reading;
    auto any = [&](AnswerMark verdict) {
      return std::any_of(leaves_.begin(), leaves_.end(), [&](const Leaf& l) { return l.verdict == verdict; });
    };
    bool anyRight = any(AnswerMark::Correct), anyWrong = any(AnswerMark::Wrong);
    if (!anyRight && !anyWrong) {
      if (leaves_.empty()) return reading;
      if (any(AnswerMark::Doubtful) || context_.unmarked == UnmarkedReading::NotProblem ||
          (context_.unmarked == UnmarkedReading::RightIfSilent && (annotated_ || commented_))) {
        reading.notProblem = unmarkedNotice();
        return reading;
      }
      reading.allUnmarkedReadAsRight = true;
    }
    const AnswerMark unmarked = anyRight ? AnswerMark::Wrong : AnswerMark::Correct;
    reading.unmarkedReadAsRight = !anyRight && anyWrong && any(AnswerMark::None);
    std::set<std::string> winMoves, lines, wrongSeen, doubtful;
    std::vector<Claim> wrong;
    size_t lineMoves = 0;
    for (const Leaf& leaf : leaves_) {
      AnswerMark verdict = leaf.verdict == AnswerMark::None ? unmarked : leaf.verdict;
      int first = state_[leaf.node].firstMoveNode;
      const std::string& firstMove = state_[first].move;
      if (verdict == AnswerMark::Doubtful) doubtful.insert(firstMove);
      if (verdict == AnswerMark::Wrong && wrongSeen.insert(firstMove).second)
        wrong.push_back(claimOf(ClaimKind::NoWin, firstMove, at(nodes_[first].at)));
      if (verdict != AnswerMark::Correct) continue;
      if (winMoves.insert(firstMove).second)
        reading.claims.push_back(claimOf(ClaimKind::Win, firstMove, at(nodes_[first].at)));
      if ((lineMoves += state_[leaf.lineEnd].moves) > kMaxLineMoves)
        return error(nodes_[leaf.lineEnd].at, cat("the solution lines hold more than ", kMaxLineMoves, " moves in all"));
      Claim line = claimOf(ClaimKind::Line, "", at(nodes_[leaf.lineEnd].at));
      for (int m = leaf.lineEnd; m > 0; m = state_[m].parent)
        if (!state_[m].move.empty()) line.line.push_back(LineMove{state_[m].move, false});
      std::reverse(line.line.begin(), line.line.end());
      if (line.line.size() > 1 && lines.insert(toString(line)).second) reading.claims.push_back(std::move(line));
    }
    for (Claim& claim : wrong)
      if (!winMoves.count(claim.move) && !doubtful.count(claim.move)) reading.claims.push_back(std::move(claim));
    return reading;
  }

  // Why a tree whose variations carry no right or wrong mark gives no claims.
  std::string unmarkedNotice() const {
    bool doubtful = std::any_of(leaves_.begin(), leaves_.end(),
                                [](const Leaf& l) { return l.verdict == AnswerMark::Doubtful; });
    std::string what = leaves_.size() == 1
                           ? cat("a line of ", movesText(state_[leaves_[0].node].moves))
                           : cat(leaves_.size(), " variations");
    if (doubtful) return cat(what, " marked only doubtful (DO, IT, \"Correct, but\"): not a problem, no claims");
    if (commented_ || annotated_)
      return cat(what, " with ", commented_ ? "comments" : "annotations",
                 " but no answer mark goproof knows: not a problem, no claims (a house convention? name its marks "
                 "with --correct-marker and --wrong-marker, or read every variation as right with --unmarked right)");
    return cat(what, " with no answer marks: not a problem, no claims");
  }

  const std::vector<sgf::Node>& nodes_;
  const VariationContext& context_;
  std::vector<PathState> state_;
  std::vector<Leaf> leaves_;
  std::optional<SourceLocation> setupInVariation_;
  std::optional<SourceLocation> sameColourTwice_;
  std::optional<SourceLocation> otherSideFirst_;
  std::optional<SourceLocation> passInVariation_;
  std::optional<SourceLocation> setupBeforeMove_;
  bool commented_ = false;  // some node below the root has a comment that is not blank
  bool annotated_ = false;  // some node has a move or position annotation (TE, BM, GB, ...)
};

}  // namespace

absl::StatusOr<VariationReading> readVariations(const sgf::GameTree& tree, const VariationContext& context) {
  if (std::optional<std::string> notice = gameRecord(tree)) {
    VariationReading reading;
    reading.notProblem = std::move(notice);
    return reading;
  }
  return VariationReader(tree, context).read();
}

}  // namespace goproof
