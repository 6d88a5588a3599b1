#include "tools/mpi_link.h"

#include <cstdlib>
#include <stdexcept>
#include <thread>

#ifdef GOPROOF_HAVE_MPI
#define OMPI_SKIP_MPICXX 1  // the C API only: Open MPI's C++ bindings are deprecated, and warn
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

namespace goproof::mpi {

#ifdef GOPROOF_HAVE_MPI

bool available() { return true; }

Session::Session() {
  int provided = 0;
  // Only the main thread calls MPI; the search threads never do.
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

Session::~Session() { MPI_Finalize(); }

void send(int to, Tag tag, const std::string& bytes) {
  MPI_Send(bytes.data(), static_cast<int>(bytes.size()), MPI_CHAR, to, static_cast<int>(tag), MPI_COMM_WORLD);
}

std::optional<Message> receive(std::chrono::milliseconds wait) {
  const auto until = std::chrono::steady_clock::now() + wait;
  for (;;) {
    int ready = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &ready, &status);
    if (ready) {
      int count = 0;
      MPI_Get_count(&status, MPI_CHAR, &count);
      Message m;
      m.source = status.MPI_SOURCE;
      m.tag = static_cast<Tag>(status.MPI_TAG);
      m.bytes.resize(static_cast<size_t>(count));
      MPI_Recv(m.bytes.data(), count, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      return m;
    }
    if (std::chrono::steady_clock::now() >= until) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::microseconds(500));
  }
}

void abortAll(int code) {
  MPI_Abort(MPI_COMM_WORLD, code);
  std::_Exit(code);
}

#else  // built without MPI: available() says so, and callers check it first

bool available() { return false; }
Session::Session() { throw std::logic_error("goproof was built without MPI"); }
Session::~Session() = default;
void send(int, Tag, const std::string&) { throw std::logic_error("goproof was built without MPI"); }
std::optional<Message> receive(std::chrono::milliseconds) { throw std::logic_error("goproof was built without MPI"); }
void abortAll(int code) { std::_Exit(code); }

#endif

}  // namespace goproof::mpi
