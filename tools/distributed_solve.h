// goproof solve --distributed: the job-level search (solver/search/
// job_level_pns.h) over MPI. Rank 0 is the master; every other rank is a
// worker running df-pn (on --threads threads) on the jobs the master sends.
// Messages are JSON text (formats/position_json.h for the position), one
// per job and one per answer; docs/distributed.md describes the protocol.
#pragma once

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <string>

#include "formats/position_json.h"
#include "nlohmann/json.hpp"
#include "solver/rules/game_registry.h"
#include "solver/search/dfpn.h"
#include "solver/search/job_level_pns.h"
#include "tools/mpi_link.h"

namespace goproof::cli {

// The master's side: jobs to ranks 1..N, answers back. (The caller tells
// the workers to stop when the master's run ends.)
// Every few seconds it tells every worker that the master lives
// (heartbeatSeconds; see runDistributedWorker).
template <class Game>
class MpiJobTransport final : public PnsJobTransport<Game> {
 public:
  MpiJobTransport(int processes, double heartbeatSeconds)
      : workers_(processes - 1),
        heartbeat_(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
            std::chrono::duration<double>(heartbeatSeconds))) {}
  int workers() const override { return workers_; }

  void keepAlive() override {
    const auto now = std::chrono::steady_clock::now();
    if (now - lastHeartbeat_ < heartbeat_) return;
    lastHeartbeat_ = now;
    for (int rank = 1; rank <= workers_; ++rank)
      if (!mpi::sending(rank)) mpi::send(rank, mpi::Tag::Alive, "");  // none piled up for a rank that is gone
  }

  bool send(int worker, const Game& questionRoot, const PnsJob& job) override {
    nlohmann::json j;
    j["question"] = positionJson(describeGame(questionRoot));
    j["id"] = job.id;
    j["moves"] = job.moves;
    j["attacker"] = std::string(colorLetter(job.attacker));
    j["budget"] = job.budget;
    j["hash"] = job.leafHash;
    return mpi::send(worker + 1, mpi::Tag::Job, j.dump());
  }

  std::optional<std::pair<int, PnsJobResult>> receive(std::chrono::milliseconds wait) override {
    keepAlive();
    std::optional<mpi::Message> m = mpi::receive(wait);
    if (!m) return std::nullopt;
    if (m->tag != mpi::Tag::Result || m->source < 1 || m->source > workers_)
      throw std::runtime_error("distributed solve: the master received a message that is not a worker's answer");
    const nlohmann::json j = nlohmann::json::parse(m->bytes);
    PnsJobResult r;
    r.id = j.at("id").get<uint64_t>();
    r.pn = j.at("pn").get<uint32_t>();
    r.dn = j.at("dn").get<uint32_t>();
    r.nodes = j.at("nodes").get<uint64_t>();
    for (const auto& c : j.at("children")) r.children.push_back({c.at(0).get<Move>(), c.at(1).get<uint32_t>(), c.at(2).get<uint32_t>()});
    return std::pair<int, PnsJobResult>{m->source - 1, std::move(r)};
  }

 private:
  int workers_;
  std::chrono::steady_clock::duration heartbeat_;
  std::chrono::steady_clock::time_point lastHeartbeat_{};
};

// How long a worker waits without a word from the master before it takes
// the master for lost, and how often the master speaks: --job-timeout's
// seconds (a minute where it is automatic), and a fifth of that, at most 5 s.
inline double masterSilenceSeconds(double jobTimeoutSeconds) {
  return jobTimeoutSeconds > 0 ? jobTimeoutSeconds : 60;
}
inline double heartbeatSeconds(double jobTimeoutSeconds) {
  return std::min(5.0, masterSilenceSeconds(jobTimeoutSeconds) / 5);
}

// The game a position's JSON (positionJson) describes: what a worker sets
// up for each question, and what the master checks it can describe.
template <class Game>
absl::StatusOr<Game> gameFromJson(std::string_view text) {
  absl::StatusOr<PositionSpec> spec = positionFromJson(text);
  if (!spec.ok()) return spec.status();
  return GameSetUp<Game>::from(*spec);
}

// Whether a worker told about g sets up g's very state (the same hash).
template <class Game>
bool describableToWorkers(const Game& g) {
  absl::StatusOr<Game> again = gameFromJson<Game>(positionJson(describeGame(g)));
  return again.ok() && again->hash() == g.hash();
}

// How a worker's run ended: the master said stop, or stop without
// MPI_Finalize (the run lost a worker, under mpirun --enable-recovery), or
// the master is taken for lost.
enum class WorkerEnd { Stopped, StoppedAlone, MasterLost };

// The payload of the master's Stop that means "without MPI_Finalize".
inline constexpr std::string_view kStopAlone = "alone";

// A worker's whole run: df-pn with `options` (its table kept from job to
// job), answering jobs until the master says stop, or until the master has
// been silent for `silenceSeconds` after a job, or ten times that before the
// first word (it may be loading a large checkpoint before it speaks).
// Throws std::runtime_error for a message it cannot read or a position that
// does not set up as the master's (the caller ends the run).
template <class Game, bool Parallel>
WorkerEnd runDistributedWorker(const DfpnOptions& options, double silenceSeconds) {
  DfpnSolver<Game, Parallel> solver(options);
  std::string questionText;
  std::optional<Game> question;
  bool heard = false;
  auto lastWord = std::chrono::steady_clock::now();
  for (;;) {
    std::optional<mpi::Message> m = mpi::receive(std::chrono::milliseconds(200));
    const auto now = std::chrono::steady_clock::now();
    if (!m) {
      if (std::chrono::duration<double>(now - lastWord).count() > (heard ? 1 : 10) * silenceSeconds)
        return WorkerEnd::MasterLost;
      continue;
    }
    lastWord = now;
    heard = true;
    if (m->tag == mpi::Tag::Stop) return m->bytes == kStopAlone ? WorkerEnd::StoppedAlone : WorkerEnd::Stopped;
    if (m->tag == mpi::Tag::Alive) continue;
    if (m->tag != mpi::Tag::Job || m->source != 0)
      throw std::runtime_error("distributed solve: a worker received a message that is not the master's job");
    const nlohmann::json j = nlohmann::json::parse(m->bytes);
    if (const std::string text = j.at("question").get<std::string>(); text != questionText || !question) {
      absl::StatusOr<Game> game = gameFromJson<Game>(text);
      if (!game.ok()) throw std::runtime_error("distributed solve: " + std::string(game.status().message()));
      question = *std::move(game);
      questionText = text;
    }
    PnsJob job;
    job.id = j.at("id").get<uint64_t>();
    job.moves = j.at("moves").get<std::vector<Move>>();
    job.attacker = j.at("attacker").get<std::string>() == "W" ? Color::White : Color::Black;
    job.budget = j.at("budget").get<uint64_t>();
    job.leafHash = j.at("hash").get<uint64_t>();
    const PnsJobResult r = runPnsJob(solver, *question, job);
    nlohmann::json out;
    out["id"] = r.id;
    out["pn"] = r.pn;
    out["dn"] = r.dn;
    out["nodes"] = r.nodes;
    out["children"] = nlohmann::json::array();
    for (const PnsChildNumbers& c : r.children) out["children"].push_back({c.move, c.pn, c.dn});
    if (!mpi::send(0, mpi::Tag::Result, out.dump())) return WorkerEnd::MasterLost;  // the master is gone
    lastWord = std::chrono::steady_clock::now();  // the master's silence counts from the answer
  }
}

}  // namespace goproof::cli
