// Job-level proof-number search (Wu et al., JL-PNS): the master of a
// distributed solve. It keeps the top of the proof tree in memory and hands
// its most-proving leaves, as jobs, to workers that run df-pn on them with a
// node budget (DfpnSolver::proveWithin). A job settles its leaf, or comes
// back with the leaf's and its children's proof and disproof numbers; the
// master then expands the leaf with those children and picks the next leaf.
//
// A leaf goes back to the worker that searched its parent where that one is
// idle, whose table holds the leaf's subtree from that search (job
// affinity). Workers do not duplicate each other: a subtree with jobs in flight looks
// costlier by Kaneko's virtual proof numbers (dfpn_threads.h's
// virtualNumber, with the jobs there as the threads), and a leaf in flight
// is never handed out twice.
//
// Soundness. A job's root starts its worker's path, so every repetition its
// df-pn relied on lies inside the job's subtree: its answer is the value of
// the position as a game started there, a fact about the position whatever
// path reaches it (the graph-history rule of dfpn.h). The master searches
// its own tree under df-pn's rule: a position that recurs on its path is not
// a win for the attacker, and a disproof that relied on one holds only for
// that path, so it is never kept as a fact. The root's answer is therefore
// the one df-pn gives from the root (docs/distributed.md): a proof is a
// finite tree of facts, and a disproof a defender's strategy that never lets
// the attacker win.
//
// What the master knows outlives a question: every settled position (a fact)
// and every searched one (its numbers) stay in `known_`, keyed as df-pn keys
// its table. That is what checkpoints save and the store receives, so a
// resumed master rebuilds its tree at once: a leaf the table knows as
// searched is expanded without a job.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <tuple>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "solver/search/checkpoint_hooks.h"
#include "solver/search/dfpn_entry.h"
#include "solver/search/dfpn_threads.h"
#include "solver/search/search_game.h"
#include "solver/search/solve_result.h"

namespace goproof {

// One job: the position the master's question starts from (sent with it),
// the moves from there to the leaf, and the question asked at the leaf.
struct PnsJob {
  uint64_t id = 0;
  std::vector<Move> moves;  // from the question's root to the leaf
  Color attacker = Color::Black;
  uint64_t budget = 0;      // df-pn nodes, every thread's together
  uint64_t leafHash = 0;    // the leaf's hash(), which the worker checks
};

// A proof and disproof number for one move of the job's leaf.
struct PnsChildNumbers {
  Move move;
  uint32_t pn = 1, dn = 1;
};

// What a worker sends back.
struct PnsJobResult {
  uint64_t id = 0;
  uint32_t pn = 1, dn = 1;        // the leaf's: (0, inf) proven, (inf, 0) disproven
  uint64_t nodes = 0;             // searched for this job
  std::vector<PnsChildNumbers> children;  // unsettled leaves only: each legal move's numbers
};

// How the master reaches its workers (MPI in tools/, threads in the tests).
// Called from the master's thread only.
template <class Game>
class PnsJobTransport {
 public:
  virtual ~PnsJobTransport() = default;
  // How many workers take jobs (numbered 0 to workers() - 1).
  virtual int workers() const = 0;
  // Sends a job to an idle worker; `questionRoot` is the position its moves
  // start from. False when the worker cannot be reached (it is then lost).
  virtual bool send(int worker, const Game& questionRoot, const PnsJob& job) = 0;
  // A finished job, waiting up to `wait` for one: the worker and its result.
  virtual std::optional<std::pair<int, PnsJobResult>> receive(std::chrono::milliseconds wait) = 0;
  // Called often while the master works without waiting for answers (as it
  // expands what a resumed run knows), so that a transport may tell its
  // workers that the master lives.
  virtual void keepAlive() {}
};

// A worker's half of the protocol: plays the job's moves from
// `questionRoot`, runs df-pn on the leaf within the job's budget
// (solver.proveWithin, the table kept from job to job), and answers with the
// numbers its table then holds for the leaf and for each of its moves.
// Throws std::runtime_error when the leaf is not the master's (another hash).
template <class Game, class Solver>
PnsJobResult runPnsJob(Solver& solver, const Game& questionRoot, const PnsJob& job) {
  Game leaf = questionRoot;
  for (Move m : job.moves) leaf.play(m);
  if (leaf.hash() != job.leafHash)
    throw std::runtime_error("job-level search: a worker's position is not the master's (another hash)");
  PnsJobResult r;
  r.id = job.id;
  const uint64_t before = solver.nodes();
  solver.proveWithin(leaf, job.attacker, job.budget);
  r.nodes = solver.nodes() - before;
  std::tie(r.pn, r.dn) = solver.tableNumbers(leaf, job.attacker);
  if (r.pn == 0 || r.dn == 0) return r;
  typename Game::MoveListType moves;
  leaf.legalMoves(moves);
  for (Move m : moves) {
    leaf.play(m);
    auto [pn, dn] = solver.tableNumbers(leaf, job.attacker);
    leaf.undo();
    r.children.push_back({m, pn, dn});
  }
  return r;
}

// What the master reports about once a second.
struct JobLevelProgress {
  uint64_t jobs = 0, nodes = 0;  // jobs answered, and their nodes
  double seconds = 0;
  uint32_t rootPn = 0, rootDn = 0;  // of the question being proved
  size_t treeNodes = 0;             // in the master's tree
  int lostWorkers = 0;              // given up for lost, now
};

// What the master tells of a worker: given up for lost (its job unanswered
// past the deadline; GivenUpLate: a job of a question already answered, so
// no leaf waits for it), unreachable (a job could not be sent), or back (it
// answered a given-up job after all).
enum class WorkerNews { GivenUp, GivenUpLate, Unreachable, Back };

// The master's knobs.
struct JobLevelOptions {
  uint64_t jobNodes = 1'000'000;  // each job's df-pn budget
  bool useSymmetry = true;        // table keys as df-pn's (canonical under symmetry)
  double timeLimitSeconds = 0;    // 0: none; counted from construction
  uint64_t nodeLimit = 0;         // 0: none; stop once the jobs' nodes reach it
  const std::atomic<bool>* stop = nullptr;
  CheckpointHooks checkpoint;     // save `known_` now and then; resume from it
  std::function<void(const JobLevelProgress&)> progress;  // about once a second
  // How long a job may go unanswered before its worker is given up for lost;
  // 0: automatic (jobDeadlineSeconds).
  double jobTimeoutSeconds = 0;
  // Told of each worker given up for lost, or back (the worker, the job,
  // and the seconds the job had gone unanswered).
  std::function<void(int worker, uint64_t job, WorkerNews news, double seconds)> workerNews;
};

template <SearchGame Game>
class JobLevelPns {
 public:
  JobLevelPns(PnsJobTransport<Game>& transport, JobLevelOptions options)
      : transport_(transport),
        options_(std::move(options)),
        idle_(transport.workers(), true),
        lost_(transport.workers(), false) {}

  // Puts every entry of options.checkpoint.resumeFrom among what is known.
  void resume() {
    if (!options_.checkpoint.resumeFrom) return;
    known_.reserve(options_.checkpoint.resumeEntries);
    transport_.keepAlive();
    options_.checkpoint.resumeFrom([this](uint64_t key, uint64_t bits) {
      known_[key] = bits;
      if (known_.size() % kEntriesBetweenKeepAlives == 0) transport_.keepAlive();
    });
  }
  // Hands every known entry to options.checkpoint.save.
  void saveCheckpoint() {
    if (!options_.checkpoint.save) return;
    options_.checkpoint.save([this](const EntryVisitor& visit) {
      size_t n = 0;
      for (const auto& [key, bits] : known_) {
        visit(key, bits);
        if (++n % kEntriesBetweenKeepAlives == 0) transport_.keepAlive();
      }
    });
  }

  // How long a job may go unanswered: jobTimeoutSeconds, or where that is 0,
  // five times the slowest job answered so far, and at least a minute and
  // the time of a job's budget at 50,000 nodes a second (the first jobs of
  // a run with a large --job-nodes).
  double jobDeadlineSeconds() const {
    if (options_.jobTimeoutSeconds > 0) return options_.jobTimeoutSeconds;
    return std::max({60.0, 5 * slowestJob_, static_cast<double>(options_.jobNodes) / 50'000});
  }

  // Win when `attacker` can force a win from `question`, Loss when she
  // cannot, Unknown when the time limit or the stop flag came first. After
  // a stop, jobs still in flight are waited for (each is bounded by its
  // budget), so that the checkpoint holds them; after an answer they are
  // not: their workers take them in as they come (a dead worker would
  // otherwise hold every other one up until its deadline).
  Value prove(const Game& question, Color attacker);

  // What is known, searching nothing: Win, Loss or Unknown (a finished game by its result).
  Value knownAnswer(const Game& game, Color attacker) const {
    const Winner w = game.result();
    if (w != Winner::None) return w == winnerOf(attacker) ? Value::Win : Value::Loss;
    auto it = known_.find(keyOf(game, attacker));
    if (it == known_.end()) return Value::Unknown;
    const DfpnEntry e = std::bit_cast<DfpnEntry>(it->second);
    return e.pn() == 0 ? Value::Win : e.dn() == 0 ? Value::Loss : Value::Unknown;
  }

  bool stopped() const { return stopped_; }
  // Whether every worker is now given up for lost.
  bool everyWorkerLost() const { return lostWorkers() == transport_.workers(); }
  int lostWorkers() const { return static_cast<int>(std::count(lost_.begin(), lost_.end(), true)); }
  uint64_t jobsGivenUp() const { return jobsGivenUp_; }  // jobs given up at their deadline
  uint64_t nodes() const { return nodes_; }   // every job's, summed
  uint64_t jobs() const { return jobs_; }     // jobs answered
  size_t jobsInFlight() const { return inFlight_.size(); }  // of the question being proved
  // Waits for the jobs of questions that are over (each answered, or given
  // up at its deadline), taking their answers in: the run's end calls it,
  // so that the checkpoint and the store hold them.
  void finishJobs() {
    while (!inFlight_.empty() || !finished_.empty()) takeAnswers(std::chrono::milliseconds(50));
  }
  // Jobs sent and not answered: in flight, of a question that is over, or given up.
  size_t jobsUnderWay() const { return inFlight_.size() + finished_.size() + givenUp_.size(); }
  size_t knownPositions() const { return known_.size(); }
  double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

 private:
  struct Node {
    Move move = kNoMove;  // from the parent
    int16_t worker = -1;  // who searched it or, for a leaf, its parent: its subtree is in that worker's table
    int parent = -1;
    int firstChild = -1, childCount = 0;
    uint32_t pn = 1, dn = 1;
    uint64_t key = 0, hash = 0;
    uint32_t busy = 0;      // jobs in flight in the subtree
    bool orNode = true;     // the attacker to move
    bool pathDependent = false;
    bool settled() const { return pn == 0 || dn == 0; }
  };

  uint64_t keyOf(const Game& g, Color attacker) const {
    return (options_.useSymmetry ? g.canonicalHash() : g.hash()) ^ (attacker == Color::White ? kWhiteAttacksKey : 0);
  }
  // The moves from the question's root to node n, and the position they reach.
  std::vector<Move> movesTo(int n) const;
  Game positionOf(int n) const;
  // A node for g (reached by `move` from parent): settled by its result, a
  // recurrence, or what is known; else the numbers given.
  Node makeNode(const Game& g, Move move, int parent, uint32_t pn, uint32_t dn) const;
  // Gives node n its children, with the numbers of `numbers` where it has them.
  void expand(int n, const std::vector<PnsChildNumbers>& numbers);
  // Recomputes n's numbers from its children.
  void combine(int n);
  // Walks from n to the root, recomputing numbers and adding `busyChange` jobs in flight.
  void update(int n, int busyChange);
  // The most-proving leaf not in flight below n (by virtual numbers), or -1;
  // expands on the way every leaf already known as searched.
  int select(int n);
  void dispatch(int worker, int leaf);
  void apply(int worker, const PnsJobResult& r);
  // The answer to a job of a question that is over (finished_) or given up
  // (givenUp_): its worker is idle again (back, if lost), and an answer
  // that settled the position is kept, by its key; the tree is not touched.
  void applyLate(int worker, const PnsJobResult& r);
  // Takes every answer waiting (the first waited for up to `wait`), then
  // gives up the jobs past their deadline: their workers are lost, their
  // leaves open again. Time away from the answers is not held against a job.
  void takeAnswers(std::chrono::milliseconds wait);
  void remember(const Node& n, uint64_t work) {
    if (!n.pathDependent) remember(n.key, n.pn, n.dn, work);
  }
  void remember(uint64_t key, uint32_t pn, uint32_t dn, uint64_t work);
  bool timeUp() const {
    return (options_.stop && options_.stop->load(std::memory_order_relaxed)) ||
           (options_.timeLimitSeconds > 0 && seconds() >= options_.timeLimitSeconds) ||
           (options_.nodeLimit > 0 && nodes_ >= options_.nodeLimit);
  }
  void tick();

  PnsJobTransport<Game>& transport_;
  JobLevelOptions options_;
  absl::flat_hash_map<uint64_t, uint64_t> known_;  // table key -> DfpnEntry bits
  std::vector<Node> tree_;                         // of the question being proved; tree_[0] is its root
  std::unique_ptr<Game> question_;
  Color attacker_ = Color::Black;
  bool drawsPossible_ = false;
  struct JobSent {
    int leaf = 0, worker = 0;
    uint64_t key = 0;  // the leaf's
    double sentAt = 0;
  };
  std::vector<bool> idle_, lost_;
  absl::flat_hash_map<uint64_t, JobSent> inFlight_;  // job id -> where it went
  absl::flat_hash_map<uint64_t, JobSent> givenUp_;   // jobs given up, whose answers may yet come
  absl::flat_hash_map<uint64_t, JobSent> finished_;  // jobs of a question that is over, still under way
  double slowestJob_ = 0, lastLook_ = 0, everyWorkerLostAt_ = -1;
  static constexpr size_t kEntriesBetweenKeepAlives = 1 << 16;
  uint64_t nextJob_ = 1, nodes_ = 0, jobs_ = 0, jobsGivenUp_ = 0;
  bool stopped_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  double nextReport_ = 1, nextCheckpoint_ = 0;
};

}  // namespace goproof

#include "solver/search/job_level_pns_impl.h"
