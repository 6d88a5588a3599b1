// JobLevelPns's methods (job_level_pns.h).
#pragma once

#include <stdexcept>

namespace goproof {

template <SearchGame Game>
std::vector<Move> JobLevelPns<Game>::movesTo(int n) const {
  std::vector<Move> moves;
  for (int a = n; tree_[a].parent >= 0; a = tree_[a].parent) moves.push_back(tree_[a].move);
  std::reverse(moves.begin(), moves.end());
  return moves;
}

template <SearchGame Game>
Game JobLevelPns<Game>::positionOf(int n) const {
  Game g = *question_;
  for (Move m : movesTo(n)) g.play(m);
  return g;
}

template <SearchGame Game>
typename JobLevelPns<Game>::Node JobLevelPns<Game>::makeNode(const Game& g, Move move, int parent, uint32_t pn,
                                                             uint32_t dn) const {
  Node n;
  n.move = move;
  n.parent = parent;
  n.key = keyOf(g, attacker_);
  n.hash = g.hash();
  n.orNode = g.toMove() == attacker_;
  const Winner w = g.result();
  if (w != Winner::None) {
    const bool won = w == winnerOf(attacker_);
    n.pn = won ? 0 : kProofInfinity;
    n.dn = won ? kProofInfinity : 0;
    return n;
  }
  if (drawsPossible_)
    for (int a = parent; a >= 0; a = tree_[a].parent)
      if (tree_[a].hash == n.hash) {  // endless play: not a win, on this path only
        n.pn = kProofInfinity, n.dn = 0, n.pathDependent = true;
        return n;
      }
  if (auto it = known_.find(n.key); it != known_.end()) {
    const DfpnEntry e = std::bit_cast<DfpnEntry>(it->second);
    n.pn = e.pn(), n.dn = e.dn();
    return n;
  }
  // A worker's numbers, read from its table: a settled pair is a fact.
  const bool settled = pn == 0 || dn == 0;
  n.pn = settled ? pn : std::max<uint32_t>(pn, 1);
  n.dn = settled ? dn : std::max<uint32_t>(dn, 1);
  return n;
}

template <SearchGame Game>
void JobLevelPns<Game>::expand(int n, const std::vector<PnsChildNumbers>& numbers) {
  Game g = positionOf(n);
  typename Game::MoveListType moves;
  g.legalMoves(moves);
  const int first = static_cast<int>(tree_.size());
  for (Move m : moves) {
    uint32_t pn = 1, dn = 1;
    for (const PnsChildNumbers& c : numbers)
      if (c.move == m) pn = c.pn, dn = c.dn;
    g.play(m);
    Node child = makeNode(g, m, n, pn, dn);
    g.undo();
    bool repeated = false;  // one position reached by two moves (symmetric moves): searched once
    for (int s = first; s < static_cast<int>(tree_.size()) && !repeated; ++s) repeated = tree_[s].key == child.key;
    if (repeated) continue;
    child.worker = tree_[n].worker;
    tree_.push_back(child);
    if (child.settled()) remember(child, 0);
  }
  tree_[n].firstChild = first;
  tree_[n].childCount = static_cast<int>(tree_.size()) - first;
  combine(n);
}

template <SearchGame Game>
void JobLevelPns<Game>::combine(int n) {
  Node& x = tree_[n];
  if (x.childCount == 0) return;
  uint32_t least = kProofInfinity, sum = 0;
  bool anyIndependentDisproof = false, anyDependent = false;
  for (int c = x.firstChild; c < x.firstChild + x.childCount; ++c) {
    const Node& y = tree_[c];
    const uint32_t mine = x.orNode ? y.pn : y.dn, theirs = x.orNode ? y.dn : y.pn;
    least = std::min(least, mine);
    sum = addProofNumbers(sum, theirs);
    if (y.dn == 0) (y.pathDependent ? anyDependent : anyIndependentDisproof) = true;
  }
  x.pn = x.orNode ? least : sum;
  x.dn = x.orNode ? sum : least;
  // A disproof relies on a recurrence when one of the disproofs it needs does:
  // at the attacker's node all of them, at the defender's the one it takes.
  x.pathDependent = x.dn == 0 && (x.orNode ? anyDependent : !anyIndependentDisproof);
}

template <SearchGame Game>
void JobLevelPns<Game>::remember(uint64_t key, uint32_t pn, uint32_t dn, uint64_t work) {
  auto [it, fresh] = known_.try_emplace(key, 0);
  if (!fresh && std::bit_cast<DfpnEntry>(it->second).settled()) return;  // a fact is never replaced
  it->second = std::bit_cast<uint64_t>(DfpnEntry(pn, dn, work));
}

template <SearchGame Game>
void JobLevelPns<Game>::update(int n, int busyChange) {
  for (int a = n; a >= 0; a = tree_[a].parent) {
    tree_[a].busy += busyChange;
    const bool wasSettled = tree_[a].settled();
    combine(a);
    if (!wasSettled && tree_[a].settled()) remember(tree_[a], 0);
  }
}

template <SearchGame Game>
int JobLevelPns<Game>::select(int n) {
  constexpr int kRestart = -2;
  const Node& x = tree_[n];
  if (x.settled()) return -1;
  if (x.childCount == 0) {
    if (x.busy > 0) return -1;
    auto it = known_.find(x.key);
    if (it == known_.end()) return n;
    const DfpnEntry e = std::bit_cast<DfpnEntry>(it->second);
    if (e.settled()) {  // settled elsewhere since this leaf was made (a transposition)
      tree_[n].pn = e.pn(), tree_[n].dn = e.dn(), tree_[n].pathDependent = false;
    } else {            // searched before: its children are next
      expand(n, {});
    }
    update(n, 0);
    return kRestart;
  }
  std::vector<std::pair<uint32_t, int>> order;
  for (int c = x.firstChild; c < x.firstChild + x.childCount; ++c) {
    const Node& y = tree_[c];
    if (!y.settled()) order.push_back({virtualNumber(x.orNode ? y.pn : y.dn, y.busy, kProofInfinity), c});
  }
  std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [number, c] : order)
    if (int leaf = select(c); leaf != -1) return leaf;
  return -1;
}

template <SearchGame Game>
void JobLevelPns<Game>::dispatch(int worker, int leaf) {
  PnsJob job;
  job.id = nextJob_++;
  job.moves = movesTo(leaf);
  job.attacker = attacker_;
  job.budget = options_.jobNodes;
  job.leafHash = tree_[leaf].hash;
  idle_[worker] = false;
  if (!transport_.send(worker, *question_, job)) {  // unreachable: lost before it began
    lost_[worker] = true;
    if (options_.workerNews) options_.workerNews(worker, job.id, WorkerNews::Unreachable, 0);
    return;
  }
  inFlight_[job.id] = JobSent{leaf, worker, tree_[leaf].key, seconds()};
  tree_[leaf].worker = static_cast<int16_t>(worker);
  update(leaf, +1);
}

template <SearchGame Game>
void JobLevelPns<Game>::apply(int worker, const PnsJobResult& r) {
  auto it = inFlight_.find(r.id);
  if (it == inFlight_.end()) return applyLate(worker, r);
  if (it->second.worker != worker) throw std::logic_error("a worker answered another worker's job");
  const int leaf = it->second.leaf;
  slowestJob_ = std::max(slowestJob_, seconds() - it->second.sentAt);
  inFlight_.erase(it);
  idle_[worker] = true;
  nodes_ += r.nodes;
  ++jobs_;
  // Settled, a fact (the job's root starts its worker's path); open,
  // searched, which a resumed master expands at once.
  Node& x = tree_[leaf];
  x.pn = r.pn, x.dn = r.dn, x.pathDependent = false;
  remember(x, r.nodes);
  if (!x.settled()) expand(leaf, r.children);
  update(leaf, -1);
}

template <SearchGame Game>
void JobLevelPns<Game>::applyLate(int worker, const PnsJobResult& r) {
  auto* from = &finished_;
  auto it = finished_.find(r.id);
  if (it == finished_.end()) from = &givenUp_, it = givenUp_.find(r.id);
  if (it == from->end() || it->second.worker != worker)
    throw std::logic_error("a worker answered a job the master did not send it");
  const double took = seconds() - it->second.sentAt;
  slowestJob_ = std::max(slowestJob_, took);  // the automatic deadline learns from it
  // The leaf may have gone to another worker, been expanded, or belong to
  // an earlier question: only a settled answer is kept, by its key.
  if (r.pn == 0 || r.dn == 0) remember(it->second.key, r.pn, r.dn, r.nodes);
  const bool wasLost = from == &givenUp_;
  from->erase(it);
  lost_[worker] = false;
  idle_[worker] = true;
  nodes_ += r.nodes;
  ++jobs_;
  if (wasLost && options_.workerNews) options_.workerNews(worker, r.id, WorkerNews::Back, took);
}

template <SearchGame Game>
void JobLevelPns<Game>::takeAnswers(std::chrono::milliseconds wait) {
  // Time the master spent away (a checkpoint, expanding known leaves) is
  // not a worker's: the jobs' clocks move on by it.
  constexpr double kAway = 1;
  if (const double away = seconds() - lastLook_; lastLook_ > 0 && away > kAway)
    for (auto* jobs : {&inFlight_, &finished_})
      for (auto& [id, sent] : *jobs) sent.sentAt += away;
  int taken = 0;
  for (auto got = transport_.receive(wait); got; got = transport_.receive(std::chrono::milliseconds(0))) {
    apply(got->first, got->second);
    if (++taken > 4 * transport_.workers()) break;  // the rest next time: idle workers wait
  }
  lastLook_ = seconds();
  const double deadline = jobDeadlineSeconds();
  for (auto* jobs : {&inFlight_, &finished_})
    for (auto it = jobs->begin(); it != jobs->end();) {
      const auto [id, sent] = *it;
      if (lastLook_ - sent.sentAt < deadline) {
        ++it;
        continue;
      }
      jobs->erase(it++);
      givenUp_[id] = sent;
      lost_[sent.worker] = true;
      ++jobsGivenUp_;
      const bool open = jobs == &inFlight_;
      if (open) update(sent.leaf, -1);  // the leaf is open to the next idle worker
      if (options_.workerNews)
        options_.workerNews(sent.worker, id, open ? WorkerNews::GivenUp : WorkerNews::GivenUpLate,
                            lastLook_ - sent.sentAt);
    }
}

template <SearchGame Game>
void JobLevelPns<Game>::tick() {
  const double t = seconds();
  if (options_.progress && t >= nextReport_) {
    options_.progress(JobLevelProgress{jobs_, nodes_, t, tree_[0].pn, tree_[0].dn, tree_.size(), lostWorkers()});
    nextReport_ = t + 1;
  }
  if (options_.checkpoint.save) {
    if (nextCheckpoint_ == 0) nextCheckpoint_ = t + options_.checkpoint.everySeconds;
    if (t >= nextCheckpoint_) {
      saveCheckpoint();
      nextCheckpoint_ = seconds() + options_.checkpoint.everySeconds;
    }
  }
}

template <SearchGame Game>
Value JobLevelPns<Game>::prove(const Game& question, Color attacker) {
  attacker_ = attacker;
  drawsPossible_ = question.drawsPossible();
  question_ = std::make_unique<Game>(question);
  tree_.clear();
  inFlight_.clear();
  stopped_ = false;
  everyWorkerLostAt_ = -1;
  tree_.push_back(makeNode(question, kNoMove, -1, 1, 1));
  while (!tree_[0].settled()) {
    if (timeUp()) {
      stopped_ = true;
      break;
    }
    for (;;) {
      int worker = -1;
      for (int w = 0; w < transport_.workers() && worker < 0; ++w)
        if (idle_[w] && !lost_[w]) worker = w;
      if (worker < 0) break;
      int leaf;
      do {
        leaf = select(0);
        transport_.keepAlive();
      } while (leaf == -2 && !timeUp());  // a resumed tree may expand many known leaves first
      if (leaf < 0) break;
      const int preferred = tree_[leaf].worker;
      dispatch(preferred >= 0 && idle_[preferred] && !lost_[preferred] ? preferred : worker, leaf);
    }
    if (tree_[0].settled()) break;
    if (inFlight_.empty() && !finished_.empty()) {
      // Only a finished question's jobs are under way: wait for their workers.
    } else if (inFlight_.empty() && everyWorkerLost()) {
      // One more deadline for a late answer (a slow worker is back); then a
      // stop: what is known is saved, and a resumed run goes on.
      if (everyWorkerLostAt_ < 0) everyWorkerLostAt_ = seconds();
      if (seconds() - everyWorkerLostAt_ >= jobDeadlineSeconds()) {
        stopped_ = true;
        break;
      }
    } else if (inFlight_.empty()) {
      if (timeUp()) continue;  // stopped while expanding known leaves: the loop's test ends it
      throw std::logic_error("job-level search: an open root with no leaf to search");
    } else {
      everyWorkerLostAt_ = -1;
    }
    takeAnswers(std::chrono::milliseconds(50));
    tick();
  }
  // After a stop, the answers still coming are waited for, so that the
  // checkpoint holds them. After an answer, they are taken in as they come
  // (applyLate): a dead worker's job must not hold the next question up.
  if (stopped_) finishJobs();
  finished_.merge(inFlight_);
  inFlight_.clear();
  const Node& root = tree_[0];
  if (!root.settled()) return Value::Unknown;
  stopped_ = false;  // answered, even where the stop came meanwhile
  return root.pn == 0 ? Value::Win : Value::Loss;
}

}  // namespace goproof
