// Making a proof file in memory that does not grow with the proof
// (`solve --proof FILE --proof-memory MB`, docs/proof-format.md): one pass,
// depth first, choosing the prover's moves as ProofWriter does and writing
// each record as it goes. What it remembers is bounded by the budget:
//
//   - the positions seen: a table of 64-bit hashes, one slot each, newer
//     ones taking an older one's slot. A position seen before is written
//     shared (the checker keeps it), so its later visits can refer to it;
//   - the shared positions written and completed, for those references: at
//     most a fixed number, all forgotten at once when full;
//   - the path from the root (positions open now), as deep as the proof.
//
// Forgetting only costs size: a position it no longer knows is written
// again. The records go to a temporary file first (uncompressed), so that
// a choice that lets the other side go round a cycle (where endless play
// does not serve the prover) can be undone by cutting the file back, and
// so that a cycle back to a position that was not written shared (where
// endless play serves her) can be written again from that position, shared.
// The tree is then compressed into the proof as the file is read back.
#pragma once

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "checker/proof_format.h"
#include "formats/proof_choice.h"

namespace goproof {

// Thrown when the proof's temporary file cannot be written (a full disk).
struct ProofSpillFailed : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The uncompressed records of the tree being written, in a temporary file
// with its newest bytes in memory; it can be cut back to an earlier size.
class ProofSpill {
 public:
  ProofSpill() : file_(std::tmpfile()) {
    if (!file_) throw ProofSpillFailed(std::string("no temporary file for the proof: ") + std::strerror(errno));
  }
  ~ProofSpill() { std::fclose(file_); }
  ProofSpill(const ProofSpill&) = delete;
  ProofSpill& operator=(const ProofSpill&) = delete;

  uint64_t size() const { return flushed_ + tail_.size(); }
  void put(uint8_t byte) {
    tail_.push_back(static_cast<char>(byte));
    if (tail_.size() >= kTail) flush();
  }
  void putNumber(uint64_t n) {  // LEB128, as ProofEncoder::putNumber
    do {
      put(static_cast<uint8_t>((n & 0x7f) | (n >= 0x80 ? 0x80 : 0)));
      n >>= 7;
    } while (n);
  }
  // Forgets every byte past the first `bytes`.
  void cut(uint64_t bytes) {
    if (bytes >= flushed_) {
      tail_.resize(bytes - flushed_);
      return;
    }
    tail_.clear();
    if (::ftruncate(::fileno(file_), static_cast<off_t>(bytes)) != 0 || std::fseek(file_, static_cast<long>(bytes), SEEK_SET) != 0)
      throw ProofSpillFailed(std::string("the proof's temporary file: ") + std::strerror(errno));
    flushed_ = bytes;
  }
  // Hands every byte to `out` in order, then empties the file.
  void drainTo(proof::ProofEncoder& out) {
    flush();
    std::rewind(file_);
    std::vector<char> chunk(kTail);
    for (size_t got; (got = std::fread(chunk.data(), 1, chunk.size(), file_)) > 0;)
      for (size_t i = 0; i < got; ++i) out.put(static_cast<uint8_t>(chunk[i]));
    if (std::ferror(file_)) throw ProofSpillFailed("the proof's temporary file could not be read back");
    cut(0);
  }

 private:
  static constexpr size_t kTail = 1 << 20;
  void flush() {
    if (!tail_.empty() && std::fwrite(tail_.data(), 1, tail_.size(), file_) != tail_.size())
      throw ProofSpillFailed(std::string("the proof's temporary file could not be written: ") + std::strerror(errno));
    flushed_ += tail_.size();
    tail_.clear();
  }
  std::FILE* file_;
  uint64_t flushed_ = 0;
  std::string tail_;
};

template <SearchGame Game>
class BoundedProofWriter : ProofChoice<Game> {
  using Base = ProofChoice<Game>;
  using Base::prover_, Base::holding_, Base::cyclesBreak_;
  using Base::start, Base::orderedMoves;

 public:
  // memoryBytes bounds what the writer remembers (not the solver's table).
  BoundedProofWriter(ProofOracle<Game> oracle, proof::ProofEncoder& out, int width, int height, uint64_t memoryBytes,
                     std::function<void(uint64_t nodes)> progress = {})
      : Base(std::move(oracle), width, height), out_(out), progress_(std::move(progress)) {
    size_t slots = 1;
    while (slots * 2 * sizeof(uint64_t) <= memoryBytes / 4) slots *= 2;
    seen_.assign(slots, 0);
    doneCapacity_ = std::max<uint64_t>(1024, memoryBytes / 2 / kBytesPerDone);
  }

  // Writes the tree of one statement (the header's next), as ProofWriter::write.
  void write(Game& root, const proof::Statement& statement) {
    std::optional<Game> question = start(root, statement, out_);
    ++statements_;
    if (!question) {
      ++written_;
      return;
    }
    forgetDone();
    path_.clear();
    mustShare_.clear();
    nextShared_ = 0;
    if (!walk(*question)) throw ProofUnavailable("every choice of the prover's moves goes round a cycle");
    spill_.drainTo(out_);
    out_.put(proof::kEndOfTree);
  }

  uint64_t nodesWritten() const { return written_; }
  // The most completed shared positions it remembers at once.
  uint64_t doneCapacity() const { return doneCapacity_; }
  // How often, so far: a choice was undone (a cycle), a position was written
  // again shared (a cycle back to it), and the remembered positions were
  // forgotten because they filled the budget.
  uint64_t choicesUndone() const { return undone_; }
  uint64_t rewrites() const { return rewrites_; }
  uint64_t timesForgotten() const { return forgotten_; }

 private:
  using Key = typename Game::ExactKey;  // exact: a remembered position is never another
  // A remembered position's share of the budget: its map slot and log entry, with room.
  static constexpr uint64_t kBytesPerDone = 2 * sizeof(Key) + 32;

  // Thrown to take the walk back to the open position `key`, met again
  // through a cycle before it was written shared: it is written again, shared.
  struct Rewind {
    Key key;
  };
  // What rollback() restores.
  struct Mark {
    uint64_t bytes, written;
    int64_t nextShared;
    size_t log;
    uint64_t generation;
  };

  Key keyOf(const Game& g) const { return g.exactKey(); }
  // Whether the position was seen before in this statement's tree (and now
  // it is), by its Zobrist hash: the same in every run, so the same proof.
  bool seenBefore(const Game& g) {
    const uint64_t hash = g.hash();
    const uint64_t print = (hash ^ (statements_ * 0xbf58476d1ce4e5b9ULL)) | 1;  // never 0, the empty slot
    uint64_t& slot = seen_[(hash >> 17) & (seen_.size() - 1)];
    if (slot == print) return true;
    slot = print;
    return false;
  }
  void remember(const Key& key, int64_t index) {
    if (done_.size() >= doneCapacity_) {
      forgetDone();
      ++forgotten_;
    }
    done_.emplace(key, index);
    log_.push_back(key);
  }
  void forgetDone() {
    done_.clear();
    log_.clear();
    ++generation_;
  }
  Mark mark() const { return {spill_.size(), written_, nextShared_, log_.size(), generation_}; }
  void rollback(const Mark& m) {
    spill_.cut(m.bytes);
    written_ = m.written;
    nextShared_ = m.nextShared;
    if (generation_ != m.generation) return forgetDone();  // every entry now is from after the mark
    for (; log_.size() > m.log; log_.pop_back()) done_.erase(log_.back());
  }
  void record(uint8_t tag) {
    spill_.put(tag);
    if (++written_ % (1 << 16) == 0 && progress_) progress_(written_);
  }

  // Writes g's subtree. False where, endless play not serving the prover,
  // the other side could take play back to a position open on the path:
  // the nearest prover's turn above then tries her next move.
  bool walk(Game& g) {
    const auto line = this->deeper();
    if (this->finished(g)) {
      record(this->leafRecord(g));
      return true;
    }
    const Key key = keyOf(g);
    if (auto done = done_.find(key); done != done_.end()) return refer(done->second);
    if (auto open = path_.find(key); open != path_.end()) {
      if (!holding_) return false;
      if (open->second >= 0) return refer(open->second);
      mustShare_.insert(key);
      throw Rewind{key};
    }
    for (;;) {
      const Mark before = mark();
      const bool share = seenBefore(g) || mustShare_.contains(key);
      const int64_t index = share ? nextShared_++ : -1;
      bool held = false;
      try {
        struct OnPath {
          absl::flat_hash_map<Key, int64_t>& path;
          Key key;
          ~OnPath() { path.erase(key); }
        } onPath{path_, key};
        path_.emplace(key, index);
        held = g.toMove() == prover_ ? proverTurn(g, share) : otherTurn(g, share);
      } catch (const Rewind& rewind) {
        if (rewind.key != key) throw;
        rollback(before);
        ++rewrites_;
        continue;  // again, shared this time
      }
      if (held && share) remember(key, index);
      return held;
    }
  }

  bool refer(int64_t index) {
    record(proof::kReference);
    spill_.putNumber(static_cast<uint64_t>(index));
    return true;
  }

  bool otherTurn(Game& g, bool share) {
    const auto replies = orderedMoves(g);
    record(proof::kReplies | (share ? proof::kShared : 0));
    spill_.putNumber(replies.size());
    for (auto [code, m] : replies) {
      g.play(m);
      const bool held = walkAndUndo(g);
      if (!held) return false;
    }
    return true;
  }

  bool walkAndUndo(Game& g) {
    struct Undo {
      Game& game;
      ~Undo() { game.undo(); }
    } undo{g};
    return walk(g);
  }

  // The prover's move, in ProofChoice's order: a position written and
  // remembered is one the proof already holds; a position open on the path
  // closes a cycle where endless play does not serve her. A move whose
  // subtree lets the other side go round one is undone (the file cut back)
  // and the next tried.
  bool proverTurn(Game& g, bool share) {
    return this->chooseProverMove(
        g, [&](const Game& child) { return done_.contains(keyOf(child)); },
        [&](const Game& child) { return !holding_ && path_.contains(keyOf(child)); },
        [&](uint64_t code, Move m) {
          const Mark before = mark();
          record(proof::kProverMove | (share ? proof::kShared : 0));
          spill_.putNumber(code);
          g.play(m);
          if (walkAndUndo(g)) return true;
          if (!cyclesBreak_) throw ProofUnavailable("a cycle in a game that cannot go round one");
          rollback(before);
          ++undone_;
          return false;
        });
  }

  proof::ProofEncoder& out_;
  std::function<void(uint64_t)> progress_;
  ProofSpill spill_;
  std::vector<uint64_t> seen_;  // hashes of positions seen, one a slot
  absl::flat_hash_map<Key, int64_t> done_;  // completed shared positions: their index
  std::vector<Key> log_;                    // done_'s keys in order, for rollback()
  uint64_t doneCapacity_ = 0, generation_ = 0;
  absl::flat_hash_map<Key, int64_t> path_;  // positions open now: their index, or -1 when not shared
  absl::flat_hash_set<Key> mustShare_;      // positions a cycle came back to
  int64_t nextShared_ = 0;
  uint64_t written_ = 0, statements_ = 0;
  uint64_t undone_ = 0, rewrites_ = 0, forgotten_ = 0;
};

}  // namespace goproof
