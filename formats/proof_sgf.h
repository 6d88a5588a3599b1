// A proof as an SGF game tree (goproof check --sgf FILE), to read in Sabaki
// or GoGui: the root position, then one variation a statement, holding the
// prover's move at each of her turns and every reply of the other side;
// each finished game says its result, a shared position is named, and a
// reference to it says where the proof goes on. Meant for small proofs.
#pragma once

#include <cstdint>
#include <string>

#include "checker/proof_check.h"

namespace goproof {

class ProofSgfWriter : public proof::ProofListener {
 public:
  // At most maxNodes move nodes; past that, tooLarge() and no text.
  explicit ProofSgfWriter(uint64_t maxNodes = 100000) : maxNodes_(maxNodes) {}
  void root(const proof::RootPosition& root, const naive_rules::NaiveGame& game) override;
  void statement(const std::string& description) override;
  void endStatement() override;
  void move(uint64_t code, const naive_rules::NaiveGame& before) override;
  void back() override;
  void end(int margin, const naive_rules::NaiveGame& game) override;
  void shared(uint64_t index) override;
  void reference(uint64_t index) override;
  void boundByRules(int least, int most) override;
  void boundByLife(int bound) override;

  bool tooLarge() const { return nodes_ > maxNodes_; }
  uint64_t nodes() const { return nodes_; }
  // The whole SGF text (after a valid check).
  std::string text() {
    flush();
    return sgf_ + ")\n";
  }

 private:
  bool full() const { return nodes_ > maxNodes_; }
  std::string point(int p) const;
  void flush();                          // writes the current node's comment
  void note(const std::string& text);   // adds to the current node's comment
  uint64_t maxNodes_;
  uint64_t nodes_ = 0;
  int width_ = 0, height_ = 0;
  bool scored_ = false;
  std::string sgf_;
  std::string comment_;  // the current node's comment, not yet written
};

}  // namespace goproof
