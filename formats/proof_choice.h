// What both proof writers share (proof_writer.h, bounded_proof_writer.h):
// the oracle that says who wins, the statement being proven (its prover,
// and whether endless play serves her), and the questions asked of a
// position: its moves in move-code order, whether a finished game is one
// the statement allows, and whether a prover's move keeps the statement.
#pragma once

#include <algorithm>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "checker/proof_format.h"
#include "solver/rules/unconditional_life.h"
#include "solver/search/search_game.h"
#include "solver/search/solve_result.h"

namespace goproof {

// Where the writer learns who wins. `prove`: can `attacker` force a win in
// `game` (its own win condition)? nullopt once stopped. `known`, optional:
// the same question answered from what is already known, searching nothing
// (nullopt when not known), with a measure of the work behind the answer
// (the smaller, the smaller the proof is likely to be). The df-pn solver's
// prove() and tableAnswer() answer them, with its table warm.
template <class Game>
struct ProofOracle {
  std::function<std::optional<bool>(Game&, Color attacker)> prove;
  std::function<std::optional<std::pair<bool, int>>(Game&, Color attacker)> known;
  // Whether a line ends where the last region settles it (the checker's
  // record kBoundByLife counts it from format version 4 on).
  bool lastRegion = true;
};

// The oracle of a df-pn solver (solver/search/dfpn.h): its prove() and
// tableAnswer(), over its table.
template <class Game, class Solver>
ProofOracle<Game> solverOracle(Solver& solver) {
  ProofOracle<Game> oracle;
  oracle.prove = [&solver](Game& g, Color attacker) -> std::optional<bool> {
    const Value v = solver.prove(g, attacker);
    if (v == Value::Unknown) return std::nullopt;
    return v == Value::Win;
  };
  oracle.known = [&solver](Game& g, Color attacker) -> std::optional<std::pair<bool, int>> {
    const auto [v, work] = solver.tableAnswer(g, attacker);
    if (v != Value::Win && v != Value::Loss) return std::nullopt;
    return std::pair<bool, int>{v == Value::Win, work};
  };
  return oracle;
}

// Thrown when a proof cannot be made: the oracle was stopped, or what it said
// does not hold together (which would be a solver bug).
struct ProofUnavailable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The statement a writer is proving, and the questions it asks of positions.
template <SearchGame Game>
class ProofChoice {
 public:
  ProofChoice(ProofOracle<Game> oracle, int width, int height)
      : oracle_(std::move(oracle)), width_(width), height_(height) {}

 protected:
  // Begins the statement's tree: plays its path from root (by move names)
  // and returns the game the oracle answers it in (the position's state,
  // not its history), root as it was. Where the game is over there, writes
  // its one record and the end of the tree to out, and returns nullopt.
  std::optional<Game> start(Game& root, const proof::Statement& s, proof::ProofEncoder& out) {
    size_t played = 0;
    struct Restore {
      Game& game;
      size_t& moves;
      ~Restore() {
        for (; moves > 0; --moves) game.undo();
      }
    } restore{root, played};
    for (const std::string& name : s.path) {
      typename Game::MoveListType moves;
      root.legalMoves(moves);
      auto it = std::find_if(moves.begin(), moves.end(), [&](Move m) { return root.moveName(m) == name; });
      if (it == moves.end()) throw ProofUnavailable("the move " + name + " is not legal here");
      root.play(*it);
      ++played;
    }
    if (root.result() != Winner::None) {  // a finished game (two passes, say): one record
      const HalfPoints margin = root.finalMargin();
      if (!(s.atLeast ? margin >= s.bound : margin <= s.bound))
        throw ProofUnavailable("the game is over there, with a result the statement does not allow");
      out.put(proof::kTerminal);
      out.put(proof::kEndOfTree);
      return std::nullopt;
    }
    if (boundByRules(root, s)) {  // no finished game can break it: one record
      out.put(proof::kBoundByRules);
      out.put(proof::kEndOfTree);
      return std::nullopt;
    }
    prover_ = s.atLeast ? Color::Black : Color::White;
    // Reaching: the prover must win the question game. Holding: the other
    // side must not, and endless play (which scores 0) serves the prover.
    holding_ = s.atLeast ? 0 >= s.bound : 0 <= s.bound;
    Game question = questionGame(root, s);
    // Whether play can go round a cycle that does not serve the prover:
    // then a proof needs moves that make progress (ranked_proof_plan.h),
    // and a bounded writer's choice may need undoing.
    cyclesBreak_ = !holding_ && question.drawsPossible();
    if (settledByLife(question)) {  // her alive stones settle it: one record
      out.put(proof::kBoundByLife);
      out.put(proof::kEndOfTree);
      return std::nullopt;
    }
    return question;
  }

  // Whether the statement holds by the rules alone at g: its bound lies at
  // or beyond every margin a game can end with (scoreRange(), which holds
  // endless play's 0), as the checker's kBoundByRules record requires.
  static bool boundByRules(const Game& g, const proof::Statement& s) {
    const ScoreRange range = g.scoreRange();
    return s.atLeast ? s.bound <= range.low : s.bound >= range.high;
  }

  // The game the oracle answers the statement in.
  static Game questionGame(const Game& position, const proof::Statement& s) {
    if constexpr (ScoredSearchGame<Game>) {
      if (position.scored()) return position.thresholdGame(s.atLeast ? s.bound : s.bound + 1);
    }
    return position;
  }

  // Whether a finished game is one the statement allows (in the question game).
  bool goodEnd(const Game& g) const {
    const Winner w = g.result();
    return holding_ ? w != winnerOf(opponent(prover_)) : w == winnerOf(prover_);
  }

  // Whether the prover's unconditionally alive stones (Benson's, the safe
  // regions beyond them, and the last region unless the oracle says not)
  // settle the statement at g, a game not over in the question game: in Go
  // and Quench, as the checker's record kBoundByLife requires from format
  // version 4 on (unconditional_life.h's forcedAreaDifference, which the
  // checker computes again by its own Benson and region search).
  bool settledByLife(const Game& g) const {
    if constexpr (requires { forcedAreaDifference(g, prover_, true); g.rules(); }) {
      if (g.result() != Winner::None || !marginBoundsApply(g.rules())) return false;
      const int difference = forcedAreaDifference(g, prover_, true, {}, 0, oracle_.lastRegion);
      const double komi = g.rules().komi;
      return prover_ == Color::Black ? difference - komi > 0 : difference - komi < 0;
    } else {
      return false;
    }
  }

  // The record of a leaf of the proof (finished() is true of it).
  uint8_t leafRecord(const Game& g) const { return g.result() != Winner::None ? proof::kTerminal : proof::kBoundByLife; }

  // Whether the position after the prover's move keeps the statement.
  bool keeps(Game& child) {
    if (child.result() != Winner::None) return goodEnd(child);
    if (settledByLife(child)) return true;
    std::optional<bool> won = holding_ ? oracle_.prove(child, opponent(prover_)) : oracle_.prove(child, prover_);
    if (!won) throw ProofUnavailable("the solver stopped before the proof was made");
    return holding_ ? !*won : *won;
  }

  // The work behind what is known to keep the statement after the prover's
  // move, or nullopt when it is not known to.
  std::optional<int> knownToKeep(Game& child) {
    if (!oracle_.known) return std::nullopt;
    auto answer = holding_ ? oracle_.known(child, opponent(prover_)) : oracle_.known(child, prover_);
    if (!answer || answer->first == holding_) return std::nullopt;
    return answer->second;
  }

  // The legal moves in increasing move code, the order the records take.
  std::vector<std::pair<uint64_t, Move>> orderedMoves(const Game& g) const {
    typename Game::MoveListType moves;
    g.legalMoves(moves);
    std::vector<std::string> names;
    for (Move m : moves) names.push_back(g.moveName(m));
    const std::vector<std::optional<uint64_t>> codes = proof::moveCodes(names, width_, height_);
    std::vector<std::pair<uint64_t, Move>> ordered;
    for (size_t i = 0; i < names.size(); ++i) {
      if (!codes[i]) throw ProofUnavailable("the move " + names[i] + " has no code in the proof format");
      ordered.emplace_back(*codes[i], moves[i]);
    }
    std::sort(ordered.begin(), ordered.end());
    return ordered;
  }

  // The code of the legal move m at g.
  uint64_t codeOf(const Game& g, Move m) const {
    const std::string name = g.moveName(m);
    if (name.find(':') == std::string::npos) return *proof::moveCode(name, width_, height_);
    for (auto [code, move] : orderedMoves(g))  // a choice's code depends on the other choices at its point
      if (move == m) return code;
    throw ProofUnavailable("the move " + name + " is not legal");
  }

  // Asks the solver whether the prover keeps the statement at g itself:
  // its search settles a child that keeps it, which known() then finds.
  void askAbout(Game& g) {
    std::optional<bool> won = holding_ ? oracle_.prove(g, opponent(prover_)) : oracle_.prove(g, prover_);
    if (!won) throw ProofUnavailable("the solver stopped before the proof was made");
  }

  // The prover's move at g, tried in order of preference until one keeps
  // the statement: one that ends the game as the statement allows; one to a
  // position the proof already holds (held(child)); those the oracle knows
  // to keep it, the least work first (asking the solver about g where it
  // knows none); then each move it says keeps it, in move-code order. A
  // move to a position where closes(child) (a cycle that does not serve the
  // prover) is never tried. attempt(code, move) explores or writes the
  // move: true when it keeps the statement without a cycle; false when the
  // other side could go round one below it (attempt has undone its work).
  // False when no move is left; throws where the oracle's answers do not
  // hold together.
  template <class Held, class Closes, class Attempt>
  bool chooseProverMove(Game& g, Held held, Closes closes, Attempt attempt) {
    const auto moves = orderedMoves(g);
    std::vector<Move> tried;
    auto untried = [&](Move m) { return std::find(tried.begin(), tried.end(), m) == tried.end(); };
    auto tryMove = [&](uint64_t code, Move m) {
      tried.push_back(m);
      return attempt(code, m);
    };
    for (bool ending : {true, false})
      for (auto [code, m] : moves) {
        g.play(m);
        const bool wanted = ending ? (g.result() != Winner::None && goodEnd(g)) || settledByLife(g)
                                   : g.result() == Winner::None && held(g);
        g.undo();
        if (wanted && untried(m) && tryMove(code, m)) return true;
      }
    for (bool asked : {false, true}) {
      if (asked) {
        if (!oracle_.known) break;
        askAbout(g);
      }
      std::vector<std::pair<int, std::pair<uint64_t, Move>>> known;
      for (auto [code, m] : moves) {
        if (!untried(m)) continue;
        g.play(m);
        const std::optional<int> work = closes(g) ? std::nullopt : knownToKeep(g);
        g.undo();
        if (work) known.push_back({*work, {code, m}});
      }
      std::stable_sort(known.begin(), known.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      for (const auto& [work, move] : known)
        if (tryMove(move.first, move.second)) return true;
    }
    bool anyClosing = false;
    for (auto [code, m] : moves) {
      if (!untried(m)) continue;
      g.play(m);
      const bool closing = closes(g);
      const bool kept = !closing && keeps(g);
      g.undo();
      anyClosing = anyClosing || closing;
      if (kept && tryMove(code, m)) return true;
    }
    if (!anyClosing && !cyclesBreak_)
      throw ProofUnavailable("no move of the prover keeps the statement at a position the oracle said she holds");
    return false;
  }

  // One move deeper on the line being walked (throws past the longest line
  // the checker follows); back up when the returned guard goes.
  struct LineDepth {
    size_t& depth;
    ~LineDepth() { --depth; }
  };
  [[nodiscard]] LineDepth deeper() {
    if (++depth_ > proof::kMaxLineMoves) throw ProofUnavailable("a line of the proof runs longer than the checker follows");
    return LineDepth{depth_};
  }

  // Whether g is a leaf of the proof: a finished game, or one whose
  // statement the prover's alive stones settle (settledByLife). Throws where
  // a finished game's result is not one the statement allows (which would be
  // a solver bug).
  bool finished(const Game& g) const {
    if (g.result() == Winner::None) return settledByLife(g);
    if (!goodEnd(g)) throw ProofUnavailable("a line ends in a result the statement does not allow");
    return true;
  }

  ProofOracle<Game> oracle_;
  int width_, height_;
  size_t depth_ = 0;  // the walk's recursion: one a move
  Color prover_ = Color::Black;
  bool holding_ = false;
  bool cyclesBreak_ = false;  // play can go round a cycle that breaks the statement
};

}  // namespace goproof
