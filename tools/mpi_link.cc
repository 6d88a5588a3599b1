#include "tools/mpi_link.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <list>
#include <stdexcept>
#include <thread>
#include <vector>

#ifdef GOPROOF_HAVE_MPI
#define OMPI_SKIP_MPICXX 1  // the C API only: Open MPI's C++ bindings are deprecated, and warn
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

namespace goproof::mpi {

#ifdef GOPROOF_HAVE_MPI

bool available() { return true; }

namespace {

// A message under way, and its bytes, which must outlive it.
struct Outgoing {
  MPI_Request request = MPI_REQUEST_NULL;
  int to = 0;
  std::string bytes;
};
std::list<Outgoing> outgoing;  // the main thread's only
// Sends let go unfinished (MPI failed them, or the session ended): MPI may
// still touch their bytes, so they are kept for good.
std::list<Outgoing>& keptForGood() {
  static auto* kept = new std::list<Outgoing>;
  return *kept;
}

// A message being received, and its buffer, which must outlive the request.
struct Incoming {
  MPI_Request request = MPI_REQUEST_NULL;
  Message message;
};
std::list<Incoming> incoming;  // the main thread's only, in the order the messages were matched

// A received message whose earlier messages from the same rank were all
// taken already (MPI delivers one rank's messages in order; so does this),
// taken off the list; nullopt when none has arrived whole. A message whose
// sender dies while it is under way never arrives: it waits for good,
// and the caller takes the rank for lost (its timeout) without blocking.
std::optional<Message> finishedReceive() {
  std::vector<int> waitingFor;  // ranks with an earlier message not yet here
  for (auto it = incoming.begin(); it != incoming.end(); ++it) {
    const int source = it->message.source;
    if (std::find(waitingFor.begin(), waitingFor.end(), source) != waitingFor.end()) continue;
    int done = 0;
    if (MPI_Test(&it->request, &done, MPI_STATUS_IGNORE) != MPI_SUCCESS)
      throw std::runtime_error("MPI could not receive a message from rank " + std::to_string(source));
    if (!done) {
      waitingFor.push_back(source);
      continue;
    }
    Message m = std::move(it->message);
    incoming.erase(it);
    return m;
  }
  return std::nullopt;
}

// Lets finished sends go.
void progressSends() {
  for (auto it = outgoing.begin(); it != outgoing.end();) {
    int done = 0;
    const bool failed = MPI_Test(&it->request, &done, MPI_STATUS_IGNORE) != MPI_SUCCESS;
    auto next = std::next(it);
    if (failed) keptForGood().splice(keptForGood().end(), outgoing, it);
    else if (done) outgoing.erase(it);
    it = next;
  }
}

}  // namespace

Session::Session() {
  int provided = 0;
  // Only the main thread calls MPI; the search threads never do.
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
}

Session::~Session() {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  for (progressSends(); !outgoing.empty() && std::chrono::steady_clock::now() < until; progressSends())
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  // To ranks that are gone: let go (Open MPI does not cancel sends).
  for (Outgoing& o : outgoing) MPI_Request_free(&o.request);
  keptForGood().splice(keptForGood().end(), outgoing);
  // From ranks that died while sending: let go too, their buffers kept.
  static auto* keptIncoming = new std::list<Incoming>;
  for (Incoming& in : incoming) MPI_Request_free(&in.request);
  keptIncoming->splice(keptIncoming->end(), incoming);
  if (finalize_) MPI_Finalize();
}

bool recoveryEnabled() {
  const char* openMpi4 = std::getenv("OMPI_MCA_orte_enable_recovery");
  return openMpi4 && (std::string(openMpi4) == "1" || std::string(openMpi4) == "true");
}

bool send(int to, Tag tag, std::string bytes) {
  progressSends();
  Outgoing& o = outgoing.emplace_back();
  o.to = to;
  o.bytes = std::move(bytes);
  if (MPI_Isend(o.bytes.data(), static_cast<int>(o.bytes.size()), MPI_CHAR, to, static_cast<int>(tag), MPI_COMM_WORLD,
                &o.request) == MPI_SUCCESS)
    return true;
  outgoing.pop_back();
  return false;
}

bool sending(int to) {
  progressSends();
  for (const Outgoing& o : outgoing)
    if (o.to == to) return true;
  return false;
}

std::optional<Message> receive(std::chrono::milliseconds wait) {
  const auto until = std::chrono::steady_clock::now() + wait;
  for (;;) {
    progressSends();
    if (std::optional<Message> m = finishedReceive()) return m;
    // A matched probe, then a receive that does not block: the message is
    // this process's alone, and a sender that dies halfway blocks nothing.
    int matched = 0;
    MPI_Message handle;
    MPI_Status status;
    if (MPI_Improbe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &matched, &handle, &status) != MPI_SUCCESS)
      throw std::runtime_error("MPI could not look for a message");
    if (matched) {
      int count = 0;
      MPI_Get_count(&status, MPI_CHAR, &count);
      Incoming& in = incoming.emplace_back();
      in.message.source = status.MPI_SOURCE;
      in.message.tag = static_cast<Tag>(status.MPI_TAG);
      in.message.bytes.resize(static_cast<size_t>(count));
      if (MPI_Imrecv(in.message.bytes.data(), count, MPI_CHAR, &handle, &in.request) != MPI_SUCCESS) {
        const int source = in.message.source;
        incoming.pop_back();
        throw std::runtime_error("MPI could not receive a message from rank " + std::to_string(source));
      }
      continue;  // a small message is here whole already
    }
    if (std::chrono::steady_clock::now() >= until) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::microseconds(500));
  }
}

void abortAll(int code) {
  MPI_Abort(MPI_COMM_WORLD, code);
  std::_Exit(code);
}

void leaveAlone(int code) {
  std::fflush(stdout);
  std::fflush(stderr);
  std::_Exit(code);
}

#else  // built without MPI: available() says so, and callers check it first

bool available() { return false; }
Session::Session() { throw std::logic_error("goproof was built without MPI"); }
Session::~Session() = default;
bool send(int, Tag, std::string) { throw std::logic_error("goproof was built without MPI"); }
std::optional<Message> receive(std::chrono::milliseconds) { throw std::logic_error("goproof was built without MPI"); }
bool sending(int) { throw std::logic_error("goproof was built without MPI"); }
bool recoveryEnabled() { return false; }
void abortAll(int code) { std::_Exit(code); }
void leaveAlone(int code) { std::_Exit(code); }

#endif

}  // namespace goproof::mpi
