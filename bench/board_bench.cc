// Speed of the board core and the rules: make+unmake, legal-move generation,
// random playouts, and bare Board::place/unplace for reference, under Capture
// Go and Gonnect on 5x5 and 7x7. Every case is deterministic (fixed seeds).
//
// Benchmark names: <case>/<W>x<H>/<rules>, e.g. make_unmake/5x5/capture-1.
// items_per_second is, per case: make+unmake pairs, legalMoves() calls,
// playouts, or place+unplace pairs per second.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "benchmark/benchmark.h"
#include "solver/rules/game_state.h"
#include "solver/rules/rules.h"

namespace goproof {
namespace {

using State = GameState<1>;

// xorshift64*: small, fast and the same on every machine.
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed ? seed : 1) {}
  uint64_t next() {
    s_ ^= s_ >> 12;
    s_ ^= s_ << 25;
    s_ ^= s_ >> 27;
    return s_ * 0x2545F4914F6CDD1Dull;
  }
  // Uniform in [0, n) for n < 2^32 (multiply-shift on the high 32 bits).
  int below(int n) { return static_cast<int>(((next() >> 32) * static_cast<uint64_t>(n)) >> 32); }

 private:
  uint64_t s_;
};

Rules parseRules(const std::string& text) {
  auto rules = Rules::parse(text);
  if (!rules.ok()) {
    std::fprintf(stderr, "bad rules %s\n", text.c_str());
    std::abort();
  }
  return *rules;
}

State emptyState(const std::string& rules, int side) {
  auto geo = std::make_shared<const Geometry<1>>(side, side);
  return State(parseRules(rules), Board<1>(geo), Color::Black);
}

// A legal move of a position, as played by make+unmake.
struct PositionMove {
  int position;
  Move move;
  Color mover;
};

// Mid-game positions reached by random legal play from the empty board (8 to
// 12 plies, still undecided), with every legal move of each.
struct Positions {
  std::vector<State> states;
  std::vector<PositionMove> moves;
};

constexpr int kPositions = 64;

Positions makePositions(const std::string& rules, int side) {
  Positions out;
  Rng rng(0x9E3779B97F4A7C15ull ^ static_cast<uint64_t>(side));
  MoveList<1> list;
  while (static_cast<int>(out.states.size()) < kPositions) {
    State s = emptyState(rules, side);
    int plies = 8 + rng.below(5);
    bool undecided = true;
    for (int i = 0; i < plies && undecided; ++i) {
      s.legalMoves(list);
      s.play(list[rng.below(list.size)]);
      undecided = s.result() == Winner::None;
    }
    if (!undecided) continue;
    // Keep just the position (no history to undo into), as a solver would meet it.
    State fresh(s.rules(), s.board(), s.toMove(), s.koPoint(),
                {s.prisoners(Color::Black), s.prisoners(Color::White)});
    fresh.legalMoves(list);
    for (Move m : list)
      out.moves.push_back({static_cast<int>(out.states.size()), m, fresh.toMove()});
    out.states.push_back(std::move(fresh));
  }
  return out;
}

void makeUnmake(benchmark::State& bs, const std::string& rules, int side) {
  Positions pos = makePositions(rules, side);
  std::vector<uint64_t> before;
  for (const State& s : pos.states) before.push_back(s.hash());
  size_t i = 0;
  for (auto _ : bs) {
    const PositionMove& pm = pos.moves[i];
    State& s = pos.states[pm.position];
    s.play(pm.move);
    benchmark::DoNotOptimize(s.decidedWinner());
    s.undo();
    if (++i == pos.moves.size()) i = 0;
  }
  for (size_t k = 0; k < pos.states.size(); ++k)
    if (pos.states[k].hash() != before[k] || pos.states[k].ply() != 0) bs.SkipWithError("undo did not restore");
  bs.SetItemsProcessed(bs.iterations());
}

void legalMoveGeneration(benchmark::State& bs, const std::string& rules, int side) {
  Positions pos = makePositions(rules, side);
  MoveList<1> list;
  size_t i = 0;
  int64_t moves = 0;
  for (auto _ : bs) {
    pos.states[i].legalMoves(list);
    benchmark::DoNotOptimize(list.moves.data());
    moves += list.size;
    if (++i == pos.states.size()) i = 0;
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["moves"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kAvgIterations);
}

void randomPlayouts(benchmark::State& bs, const std::string& rules, int side) {
  State s = emptyState(rules, side);
  const uint64_t startHash = s.hash();
  const int cap = 4 * s.board().points();
  Rng rng(0xD1B54A32D192ED03ull ^ static_cast<uint64_t>(side));
  MoveList<1> list;
  int64_t plies = 0, capped = 0;
  for (auto _ : bs) {
    int n = 0;
    while (s.result() == Winner::None) {
      if (n == cap) {
        ++capped;
        break;
      }
      s.legalMoves(list);
      s.play(list[rng.below(list.size)]);
      ++n;
    }
    for (int k = 0; k < n; ++k) s.undo();
    plies += n;
  }
  if (s.hash() != startHash || s.ply() != 0) bs.SkipWithError("undo did not restore the empty board");
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["avg_plies"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kAvgIterations);
  bs.counters["plies_per_second"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
  bs.counters["capped"] = benchmark::Counter(static_cast<double>(capped), benchmark::Counter::kAvgIterations);
}

// Board<1>::place + unplace of the same moves as make_unmake, without the rules.
void placeUnplace(benchmark::State& bs, const std::string& rules, int side) {
  Positions pos = makePositions(rules, side);
  std::vector<Board<1>> boards;
  for (const State& s : pos.states) boards.push_back(s.board());
  const std::vector<Board<1>> before = boards;
  size_t i = 0;
  for (auto _ : bs) {
    const PositionMove& pm = pos.moves[i];
    Board<1>& b = boards[pm.position];
    Bits<1> captured = b.place(pm.move, pm.mover);
    benchmark::DoNotOptimize(captured);
    b.unplace(pm.move, pm.mover, captured);
    if (++i == pos.moves.size()) i = 0;
  }
  for (size_t k = 0; k < boards.size(); ++k)
    // Board::operator== is not used: it compares the stone arrays by address.
    if (boards[k].stones(Color::Black) != before[k].stones(Color::Black) ||
        boards[k].stones(Color::White) != before[k].stones(Color::White) || boards[k].hash() != before[k].hash())
      bs.SkipWithError("unplace did not restore");
  bs.SetItemsProcessed(bs.iterations());
}

void registerCase(const char* name, void (*fn)(benchmark::State&, const std::string&, int), const std::string& rules,
                  int side) {
  std::string full = std::string(name) + "/" + std::to_string(side) + "x" + std::to_string(side) + "/" + rules;
  benchmark::RegisterBenchmark(full.c_str(), [fn, rules, side](benchmark::State& bs) { fn(bs, rules, side); });
}

const bool kRegistered = [] {
  for (int side : {5, 7}) {
    for (const char* rules : {"capture-1", "gonnect"}) {
      registerCase("make_unmake", makeUnmake, rules, side);
      registerCase("legal_moves", legalMoveGeneration, rules, side);
    }
    for (const char* rules : {"capture-1", "capture-3", "gonnect"}) registerCase("playout", randomPlayouts, rules, side);
    registerCase("place_unplace", placeUnplace, "capture-1", side);
  }
  return true;
}();

}  // namespace
}  // namespace goproof
