// Member definitions of DfpnSolver (included by dfpn.h only).
#pragma once

#include <algorithm>

namespace goproof {

template <SearchGame Game, bool Parallel>
void DfpnSolver<Game, Parallel>::tick() {
  if constexpr (Parallel) {
    if (crew()->answered.load(std::memory_order_relaxed)) aborted_ = true;
    if (crew()->budgetSpent.load(std::memory_order_relaxed)) stopped_ = true;
    if (crewOf_) crewOf_->parkWhilePaused();
  }
  // The stop flag and the clock every 64 nodes, so that a large board (a
  // 19x19 node can take half a millisecond) stops on time; the rest, and the
  // node limit, every 1024 nodes as before (node-limited runs are unchanged).
  if (nodes_ & 63) return;
  double t = secondsSinceStart();
  if ((options_.stop && options_.stop->load(std::memory_order_relaxed)) ||
      (options_.timeLimitSeconds > 0 && t >= options_.timeLimitSeconds))
    stopped_ = true;
  if (nodes_ & 1023) return;
  if constexpr (Parallel) {
    if (crewOf_) crewOf_->helperNodes.fetch_add(1024, std::memory_order_relaxed);
    else if (table_.full()) crew_->withCrewParked([this] { table_.growWhenFull(); });
  }
  t = secondsSinceStart();
  if (options_.nodeLimit > 0 && nodes_ >= options_.nodeLimit) stopped_ = true;
  if (jobNodeLimit_ > 0 && !crewOf_ && countedNodes() >= jobNodeLimit_) {
    stopped_ = true;
    if constexpr (Parallel) crew_->budgetSpent.store(true, std::memory_order_relaxed);
  }
  if (options_.checkpoint.save && !crewOf_) {
    if (nextCheckpoint_ == 0) nextCheckpoint_ = t + options_.checkpoint.everySeconds;
    if (t >= nextCheckpoint_) {
      if constexpr (Parallel) crew_->withCrewParked([this] { saveCheckpoint(); });
      else saveCheckpoint();
      t = secondsSinceStart();
      nextCheckpoint_ = t + options_.checkpoint.everySeconds;
    }
  }
  if (options_.progress && t >= nextReport_) {
    progress_.nodes = nodes_;
    if constexpr (Parallel) progress_.nodes += crew()->helperNodes.load(std::memory_order_relaxed);
    progress_.seconds = t;
    options_.progress(progress_);
    nextReport_ = t + 1.0;
  }
}

template <SearchGame Game, bool Parallel>
void DfpnSolver<Game, Parallel>::firstNumbers(Game& g, Child& c) const {
  c.pn = c.dn = 1;
  if constexpr (requires(uint32_t n) { initialProofNumbers(g, attacker_, n, n); }) {
    if (knowledgeInit_) {
      g.play(c.move);
      firstNumbersOfPlayed(g, c);
      g.undo();
    }
  }
}

template <SearchGame Game, bool Parallel>
void DfpnSolver<Game, Parallel>::firstNumbersOfPlayed(const Game& g, Child& c) const {
  c.pn = c.dn = 1;
  if constexpr (requires(uint32_t n) { initialProofNumbers(g, attacker_, n, n); }) {
    if (knowledgeInit_) initialProofNumbers(g, attacker_, c.pn, c.dn);
  }
}

template <SearchGame Game, bool Parallel>
uint32_t DfpnSolver<Game, Parallel>::weightOf(const Game& g, Move m) const {
  if constexpr (requires { proofNumberWeight(g, m, options_.contactBias); }) {
    if (options_.contactBias > 1) return proofNumberWeight(g, m, options_.contactBias);
  }
  return 1;
}

template <SearchGame Game, bool Parallel>
void DfpnSolver<Game, Parallel>::initChildren(Game& g, size_t first, size_t last, ChildListCache::Slot* record) {
  // Two passes: play each move to settle the obvious, prefetch the table
  // bucket of the rest and work out its first numbers while it is on the
  // board (most children are new: playing them again later would cost more
  // than the numbers of those the table knows), then probe, so the memory
  // loads overlap.
  const bool orNode = g.toMove() == attacker_;
  for (size_t i = first; i < last; ++i) {
    Child& c = children_[i];
    if (orNode) c.weight = weightOf(g, c.move);
    g.play(c.move);
    c.pathDependent = false;
    c.key = 0;
    Winner w = g.decidedWinner();
    if constexpr (requires { canWinAtOnce(g); }) {
      // A child whose side to move wins with her next move is settled now:
      // she plays it (sound whatever the path: the win is in the position).
      // Where her opponent threatened such a win, this proves every move
      // that does not parry it a loss without searching it.
      if (w == Winner::None && options_.winAtOnce && canWinAtOnce(g)) w = winnerOf(g.toMove());
    }
    if constexpr (requires { winnerByForcedMargins(g); }) {
      // A scored game whose unconditionally safe points already decide the
      // question (sound whatever the path: each side's bound is an end she
      // can force from the position).
      if (w == Winner::None && options_.lifeBounds)
        w = winnerByForcedMargins(g, options_.safeRegions, options_.lastRegion);
    }
    if (w != Winner::None) {
      bool won = w == winnerOf(attacker_);
      c.pn = won ? 0 : kProofInfinity;
      c.dn = won ? kProofInfinity : 0;
    } else if (drawsPossible_ && onPath(g.hash())) {
      c.pn = kProofInfinity;  // endless play is no win for the attacker, on this path
      c.dn = 0;
      c.pathDependent = true;
    } else {
      c.key = key(g);
      table_.prefetch(c.key);
      firstNumbersOfPlayed(g, c);
    }
    if (record) {
      // What the position settles, or the key (also of a child on this path: not on every path).
      record->children[i - first] = w != Winner::None ? CachedChild{0, g.hash(), c.pn, c.dn, c.move}
                                                      : CachedChild{c.key ? c.key : key(g), g.hash(), 0, 0, c.move};
    }
    g.undo();
  }
  for (size_t i = first; i < last; ++i) {
    Child& c = children_[i];
    if (!c.key) continue;
    DfpnEntry e;
    if (table_.probe(c.key, e)) {
      c.pn = e.pn();
      c.dn = e.dn();
    } else if (record) {
      record->children[i - first].pn = c.pn, record->children[i - first].dn = c.dn;
    }
  }
  if (record) record->count = static_cast<int>(last - first);
}

template <SearchGame Game, bool Parallel>
void DfpnSolver<Game, Parallel>::restoreChildren(Game& g, ChildListCache::Slot& slot) {
  // The same children, numbers and flags as initChildren: what the position
  // settles is the recorded fact; the path and the table are read now.
  const size_t first = children_.size();
  const bool orNode = g.toMove() == attacker_;
  for (int k = 0; k < slot.count; ++k) {
    const CachedChild& r = slot.children[k];
    Child c{r.move, r.pn, r.dn, false, 0, orNode ? weightOf(g, r.move) : 1};
    if (r.key == 0) {
      // settled by its position
    } else if (drawsPossible_ && onPath(r.hash)) {
      c.pn = kProofInfinity;  // endless play is no win for the attacker, on this path
      c.dn = 0;
      c.pathDependent = true;
    } else {
      c.key = r.key;
      table_.prefetch(c.key);
    }
    children_.push_back(c);
  }
  for (int k = 0; k < slot.count; ++k) {
    Child& c = children_[first + k];
    if (!c.key) continue;
    DfpnEntry e;
    if (table_.probe(c.key, e)) {
      c.pn = e.pn();
      c.dn = e.dn();
      continue;
    }
    CachedChild& r = slot.children[k];
    if (r.pn == 0 && r.dn == 0) {  // the table knew it when the list was made: first numbers now
      firstNumbers(g, c);
      r.pn = c.pn, r.dn = c.dn;
    } else {
      c.pn = r.pn, c.dn = r.dn;
    }
  }
}

template <SearchGame Game, bool Parallel>
size_t DfpnSolver<Game, Parallel>::dropRepeatedChildren(size_t first, size_t last) {
  // Sound: children with one key are one position up to symmetry for the
  // attacker's question (the key is the table's), so they have one value.
  // Without the repeats an OR node's minimum is the same, and an AND node's
  // proof still needs that position proved, once rather than once per move
  // that reaches it: the sum no longer counts one subtree twice, the
  // simplest case of the overestimation in a DAG that source-node detection
  // (Kishimoto 2010) corrects. Where play can be endless, the kept child may
  // meet the current path where its symmetric sibling would not (the path
  // need not be symmetric), so this node may get a path-dependent disproof
  // that the unmerged search would have avoided; such a disproof is never
  // stored, and a won position is never disproved (along a winning strategy
  // no state recurs), so the cost is search, never a wrong answer. A child
  // settled without the table (key 0) is kept as it is.
  // A 64-bit filter of the keys seen (their low bits: the high bits of a
  // least-of-symmetries hash are biased towards 0): a child is compared with
  // its kept siblings only when its filter bit is already set, so a node
  // without repeats costs a few operations per child.
  uint64_t seen = 0;
  size_t kept = first;
  for (size_t i = first; i < last; ++i) {
    const Child& c = children_[i];
    bool repeated = false;
    if (c.key) {
      const uint64_t bit = uint64_t{1} << (c.key & 63);
      if (seen & bit)
        for (size_t j = first; j < kept && !repeated; ++j) repeated = children_[j].key == c.key;
      seen |= bit;
    }
    if (!repeated) {
      if (kept != i) children_[kept] = c;
      ++kept;
    }
  }
  children_.resize(kept);
  return kept;
}

template <SearchGame Game, bool Parallel>
typename DfpnSolver<Game, Parallel>::NodeResult DfpnSolver<Game, Parallel>::combine(bool orNode, size_t first, size_t last) const {
  // OR node: pn = min, dn = sum. AND node: pn = sum, dn = min.
  uint32_t least = kProofInfinity, sum = 0;
  bool anyPathDependent = false, allZeroPathDependent = true;
  for (size_t i = first; i < last; ++i) {
    const Child& c = children_[i];
    uint32_t mine = orNode ? weighted(c.pn, c.weight) : c.dn, other = orNode ? c.dn : c.pn;
    least = std::min(least, mine);
    sum = addProofNumbers(sum, other);
    anyPathDependent |= c.pathDependent;
    if (c.dn == 0 && !c.pathDependent) allZeroPathDependent = false;
  }
  NodeResult r = orNode ? NodeResult{least, sum, false} : NodeResult{sum, least, false};
  // A disproof of an OR node needs every child: it is path-dependent if any was.
  // A disproof of an AND node needs one child: path-dependent only if every disproved child was.
  if (r.dn == 0) r.pathDependent = orNode ? anyPathDependent : allZeroPathDependent;
  return r;
}

template <SearchGame Game, bool Parallel>
size_t DfpnSolver<Game, Parallel>::selectChild(bool orNode, size_t first, size_t last, uint32_t threshold,
                                               uint32_t& second) const {
  size_t best = last;
  uint32_t bestValue = kProofInfinity;
  second = kProofInfinity;
  for (size_t i = first; i < last; ++i) {
    const Child& c = children_[i];
    uint32_t v = orNode ? weighted(c.pn, c.weight) : c.dn;
    bool eligible = true;
    if constexpr (Parallel) {
      // Only a child under the threshold can make progress; busy children look costlier.
      eligible = v < threshold;
      if (c.key) v = virtualNumber(v, crew()->busyCount(c.key), kProofInfinity);
    }
    if (eligible && (best == last || v < bestValue)) {
      if (best != last) second = std::min(second, bestValue);
      bestValue = v;
      best = i;
    } else if (v < second) {
      second = v;
    }
  }
  return best == last ? first : best;
}

template <SearchGame Game, bool Parallel>
void DfpnSolver<Game, Parallel>::refreshChildren(size_t first, size_t last) {
  for (size_t i = first; i < last; ++i) {
    const Child& c = children_[i];
    if (c.key && c.pn != 0 && c.dn != 0) table_.prefetch(c.key);
  }
  for (size_t i = first; i < last; ++i) {
    Child& c = children_[i];
    if (!c.key || c.pn == 0 || c.dn == 0) continue;  // settled here: a fact, or this path's own disproof
    DfpnEntry e;
    if (table_.probe(c.key, e)) c.pn = e.pn(), c.dn = e.dn();
  }
}

template <SearchGame Game, bool Parallel>
typename DfpnSolver<Game, Parallel>::NodeResult DfpnSolver<Game, Parallel>::mid(Game& g, uint64_t gKey, uint32_t thpn, uint32_t thdn) {
  ++nodes_;
  tick();
  uint64_t nodesBefore = nodes_;
  bool orNode = g.toMove() == attacker_;
  Winner w = g.decidedWinner();
  if (w != Winner::None)
    return w == winnerOf(attacker_) ? NodeResult{0, kProofInfinity, false} : NodeResult{kProofInfinity, 0, false};
  size_t first = children_.size();
  const uint64_t tag = g.hash() ^ (attacker_ == Color::White ? kWhiteAttacksKey : 0);
  if (ChildListCache::Slot* cached = childCache_.enabled() ? childCache_.find(tag) : nullptr) {
    restoreChildren(g, *cached);
  } else {
    if constexpr (requires { g.hashWithoutKomi(); }) {
      // What another komi's question settled here, where it settles this
      // one (sound whatever the path: only path-free answers are recorded).
      // Read when the node's children are made, not for every child (a
      // child it settles costs one visit, not a memory load at each of its
      // parent's expansions) nor on each return to a node whose list is
      // kept (within one question the reading does not change).
      if (scoreBounds_)
        if (std::optional<bool> won = (*bounds_)->lookup(g.hashWithoutKomi(), attacker_, g.rules().komi)) {
          const NodeResult r = *won ? NodeResult{0, kProofInfinity, false} : NodeResult{kProofInfinity, 0, false};
          if (!interrupted()) table_.store(gKey, DfpnEntry(r.pn, r.dn, 1));
          return r;
        }
    }
    typename Game::MoveListType moves;
    g.legalMoves(moves);
    if (moves.size == 0)  // the side to move has no move, and loses
      return orNode ? NodeResult{kProofInfinity, 0, false} : NodeResult{0, kProofInfinity, false};
    // Moves the rules know to lose at once need no child: the side to move
    // never chooses one, and her opponent's win after it proves nothing new.
    if constexpr (requires { dropMovesThatLoseAtOnce(g, moves); }) {
      if (options_.winAtOnce) dropMovesThatLoseAtOnce(g, moves);
    }
    // With rules knowledge (GameState), tactical moves come first: among
    // children of equal proof numbers, the first is searched first.
    if constexpr (requires { sortMovesByRules(g, moves); }) {
      if (options_.ordering) sortMovesByRules(g, moves);
    }
    for (Move m : moves) children_.push_back(Child{m, 1, 1, false, 0});
    const bool fits = childCache_.enabled() && moves.size <= ChildListCache::kMaxChildren;
    initChildren(g, first, children_.size(), fits ? &childCache_.claim(tag) : nullptr);
  }
  size_t last = children_.size();
  if (options_.mergeSiblings) last = dropRepeatedChildren(first, last);
  path_.push_back(g.hash());
  if constexpr (Parallel) crew()->busyAt(gKey).fetch_add(1, std::memory_order_relaxed);
  NodeResult r;
  for (bool firstPass = true;; firstPass = false) {
    if constexpr (Parallel) {
      // Only where another thread is (or was just now) in this subtree can the
      // table know more about the children than this thread's own list.
      if (!firstPass && crew()->busyCount(gKey) > 1) refreshChildren(first, last);
    }
    r = combine(orNode, first, last);
    if (depth_ == 0) progress_.rootPn = r.pn, progress_.rootDn = r.dn;
    if (depth_ == 1) progress_.rootMovePn = r.pn, progress_.rootMoveDn = r.dn;
    if (r.pn >= thpn || r.dn >= thdn || interrupted()) break;
    uint32_t second = kProofInfinity;
    size_t best = selectChild(orNode, first, last, orNode ? thpn : thdn, second);
    uint32_t siblingLimit = second >= kProofInfinity ? kProofInfinity
                            : static_cast<uint32_t>(std::min<double>(
                                  kProofInfinity, std::max<double>(second + 1.0, std::ceil(second * (1 + options_.epsilon)))));
    auto rest = [](uint32_t threshold, uint32_t total, uint32_t own) {
      return threshold >= kProofInfinity ? kProofInfinity : std::min(kProofInfinity, threshold - total + own);
    };
    const Child c = children_[best];
    if (depth_ == 0) progress_.rootMove = c.move, progress_.rootMovePn = c.pn, progress_.rootMoveDn = c.dn;
    // An OR node's threshold is in weighted numbers: the child's own is that over its weight.
    auto unweighted = [&c](uint32_t threshold) {
      return threshold >= kProofInfinity || c.weight == 1 ? threshold : (threshold + c.weight - 1) / c.weight;
    };
    uint32_t childPn = orNode ? unweighted(std::min(thpn, siblingLimit)) : rest(thpn, r.pn, c.pn);
    uint32_t childDn = orNode ? rest(thdn, r.dn, c.dn) : std::min(thdn, siblingLimit);
    g.play(c.move);
    ++depth_;
    NodeResult cr = mid(g, c.key, childPn, childDn);  // a selected child is unsettled: it has a key
    --depth_;
    g.undo();
    children_[best] = Child{c.move, cr.pn, cr.dn, cr.pathDependent, c.key, c.weight};
  }
  if constexpr (Parallel) crew()->busyAt(gKey).fetch_sub(1, std::memory_order_relaxed);
  path_.pop_back();
  children_.resize(first);
  bool settled = r.pn == 0 || r.dn == 0;
  if (!interrupted() && !(settled && r.pathDependent)) {
    table_.store(gKey, DfpnEntry(r.pn, r.dn, nodes_ - nodesBefore + 1));
    if constexpr (requires { g.hashWithoutKomi(); }) {
      if (settled && scoreBounds_) (*bounds_)->record(g.hashWithoutKomi(), attacker_, g.rules().komi, r.pn == 0);
    }
  }
  if (!settled) r.pathDependent = false;
  return r;
}

template <SearchGame Game, bool Parallel>
void DfpnSolver<Game, Parallel>::searchAsCrew(Game& game) {
  crew()->enter();
  NodeResult r = mid(game, key(game), kProofInfinity, kProofInfinity);
  if (!stopped_ && (r.pn == 0 || r.dn == 0)) crew()->answer(r.pn, r.dn);
  crew()->leave();
}

template <SearchGame Game, bool Parallel>
Value DfpnSolver<Game, Parallel>::proveTogether(Game& game) {
  DfpnCrew& crew = *crew_;
  crew.reset();
  aborted_ = false;
  std::vector<Game> copies(helpers_.size(), game);
  for (auto& h : helpers_) {
    h->attacker_ = attacker_;
    h->drawsPossible_ = drawsPossible_;
    h->knowledgeInit_ = knowledgeInit_;
    h->scoreBounds_ = scoreBounds_;
    h->childCache_.newGeneration();
    h->start_ = start_;
    h->stopped_ = false;
    h->aborted_ = false;
    h->depth_ = 0;
  }
  threads_->run(helpers_.size(), [&](size_t i) { helpers_[i]->searchAsCrew(copies[i]); },
                [&] { searchAsCrew(game); });
  if (crew.answered.load(std::memory_order_acquire))
    return crew.answerPn == 0 ? Value::Win : crew.answerDn == 0 ? Value::Loss : Value::Unknown;
  // No thread settled the question, so the time limit or the stop flag ended it.
  for (auto& h : helpers_) stopped_ = stopped_ || h->stopped_;
  return Value::Unknown;
}

template <SearchGame Game, bool Parallel>
Value DfpnSolver<Game, Parallel>::valueOfMove(Game& root, Move m, Color mover, bool needDraws) {
  root.play(m);
  Value v;
  Winner w = root.result();
  if (w != Winner::None) {
    v = w == winnerOf(mover) ? Value::Win : w == Winner::Draw ? Value::Draw : Value::Loss;
  } else {
    v = prove(root, mover);
    if (v == Value::Loss && needDraws) {
      Value theirs = prove(root, opponent(mover));
      v = theirs == Value::Win ? Value::Loss : theirs == Value::Loss ? Value::Draw : Value::Unknown;
    }
  }
  root.undo();
  return v;
}

template <SearchGame Game, bool Parallel>
bool DfpnSolver<Game, Parallel>::provenWinningMove(Game& root, Move m, Color mover) {
  root.play(m);
  bool won = root.result() == winnerOf(mover);
  if (!won && root.result() == Winner::None) {
    attacker_ = mover;
    DfpnEntry e;
    won = table_.probe(key(root), e) && e.pn() == 0;
  }
  root.undo();
  return won;
}

template <SearchGame Game, bool Parallel>
std::vector<Move> DfpnSolver<Game, Parallel>::winningLine(Game& game, Color winner) {
  // Follows the proof: the winner plays a proved move (an immediate win
  // first, then the one whose proof took the least work), the loser the
  // reply whose proof took the most work. The winner's moves are looked up
  // in the table first and searched only when none is proved there, so the
  // line costs no search where the table holds the proof (as after a store
  // or a finished solve), and the same table gives the same line.
  std::vector<Move> line;
  std::vector<uint64_t> seen{game.hash()};
  attacker_ = winner;
  // After a stop the line still follows the proof the table holds, searching nothing.
  while (game.result() == Winner::None) {
    typename Game::MoveListType moves;
    game.legalMoves(moves);
    const bool winnersTurn = game.toMove() == winner;
    Move chosen = kNoMove;
    int chosenWork = -1;
    for (bool searching : {false, true}) {
      if (searching && (!winnersTurn || chosen != kNoMove || stopped_)) break;
      for (Move m : moves) {
        game.play(m);
        Winner w = game.result();
        DfpnEntry e;
        bool proved = w == winnerOf(winner) || (w == Winner::None && table_.probe(key(game), e) && e.pn() == 0);
        if (searching && !proved && w == Winner::None) {
          proved = prove(game, winner) == Value::Win;
          attacker_ = winner;
          if (proved) table_.probe(key(game), e);
        }
        int work = w != Winner::None ? 0 : e.workLog2();
        game.undo();
        if (winnersTurn) {
          if (proved && (chosen == kNoMove || work < chosenWork || w != Winner::None)) {
            chosen = m;
            chosenWork = w != Winner::None ? -1 : work;
            if (w != Winner::None) break;
          }
        } else if (work > chosenWork) {
          chosen = m;
          chosenWork = work;
        }
        if (searching && stopped_) break;
      }
    }
    if (chosen == kNoMove) break;
    game.play(chosen);
    line.push_back(chosen);
    // Proved moves may circle through won states without progress: stop there.
    if (std::find(seen.begin(), seen.end(), game.hash()) != seen.end()) break;
    seen.push_back(game.hash());
  }
  for (size_t i = 0; i < line.size(); ++i) game.undo();
  return line;
}

template <SearchGame Game, bool Parallel>
SolveResult DfpnSolver<Game, Parallel>::solve(Game& root) {
  if (root.historyDependent()) {
    if constexpr (requires { root.rules(); }) throw std::invalid_argument(historyRefusal("df-pn", root.rules()));
    throw std::invalid_argument("df-pn needs a game whose future depends on the position alone");
  }
  start_ = std::chrono::steady_clock::now();
  nodes_ = 0;
  stopped_ = false;
  for (auto& h : helpers_) h->nodes_ = 0;
  if constexpr (Parallel) crew_->helperNodes.store(0, std::memory_order_relaxed);
  drawsPossible_ = root.drawsPossible();
  SolveResult result;
  Color me = root.toMove();
  Winner over = root.result();
  if (over != Winner::None) {
    result.value = over == winnerOf(me) ? Value::Win : over == Winner::Draw ? Value::Draw : Value::Loss;
  } else {
    std::vector<RootMoveClass> classes = rootMoveClasses(root, options_.useSymmetry);
    progress_.movesTotal = static_cast<int>(classes.size());
    Value v = prove(root, me);
    if (v == Value::Loss && drawsPossible_) {
      Value theirs = prove(root, opponent(me));
      v = theirs == Value::Win ? Value::Loss : theirs == Value::Loss ? Value::Draw : Value::Unknown;
    }
    result.value = v;
    if (!options_.valueOnly && (v == Value::Win || options_.allMoves || stopped_)) {
      auto record = [&](const RootMoveClass& c, Value mv) {
        for (Move m : c.members) {
          if (mv == Value::Win) result.winningMoves.push_back(m);
          if (options_.allMoves) result.moveValues.push_back({m, mv});
        }
        ++progress_.movesSettled;
      };
      size_t valued = 0;
      for (; valued < classes.size() && !stopped_; ++valued) {
        Value mv = valueOfMove(root, classes[valued].representative, me, options_.allMoves && drawsPossible_);
        if (stopped_ && mv != Value::Win) break;  // a proof found before the stop stands
        record(classes[valued], mv);
      }
      // Stopped: the moves not valued yet whose win the table already proves
      // (the move that proved the root among them) are winning moves too.
      for (; valued < classes.size(); ++valued)
        if (provenWinningMove(root, classes[valued].representative, me)) record(classes[valued], Value::Win);
      std::sort(result.winningMoves.begin(), result.winningMoves.end());
      std::sort(result.moveValues.begin(), result.moveValues.end(),
                [](const auto& a, const auto& b) { return a.move < b.move; });
    }
    // A stop during the move loop leaves the root value as proven; a winning
    // move proven before any stop proves the root a win.
    if (result.value == Value::Unknown && !result.winningMoves.empty()) result.value = Value::Win;
    if (!options_.valueOnly && result.value == Value::Win) result.principalVariation = winningLine(root, me);
    if (!options_.valueOnly && result.value == Value::Loss) result.principalVariation = winningLine(root, opponent(me));
  }
  result.complete = !stopped_;
  result.stats.nodes = nodes();
  result.stats.seconds = secondsSinceStart();
  result.stats.table = table_.stats();
  return result;
}

}  // namespace goproof
