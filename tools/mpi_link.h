// The thin wrapper over MPI's C API that a distributed solve uses
// (tools/distributed_solve.h): start and end MPI, this process's rank, and
// byte messages between ranks. Built with Open MPI where CMake finds it
// (Debian's libopenmpi-dev, which scripts/setup.sh installs); without it
// available() is false and nothing else may be called.
#pragma once

#include <chrono>
#include <optional>
#include <string>

namespace goproof::mpi {

// Whether this goproof was built with MPI.
bool available();

// Starts MPI (once, before any other call) and ends it when destroyed:
// sends still under way then get a moment to leave, and those that do not
// (to a rank that is gone) are let go, their bytes kept, so that a process
// outlives the ones it lost.
class Session {
 public:
  Session();
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;
  int rank() const { return rank_; }
  int size() const { return size_; }
  // Ends without MPI_Finalize, whose step together with every rank would
  // wait for ever for a rank that is gone (a run that lost one under
  // mpirun --enable-recovery). Every rank of such a run must call it.
  void skipFinalize() { finalize_ = false; }

 private:
  int rank_ = 0, size_ = 1;
  bool finalize_ = true;
};

// Whether the launcher keeps the run going when a process dies (Open MPI's
// mpirun --enable-recovery, which it tells its processes in the
// environment). Without it, a process that dies ends the run.
bool recoveryEnabled();

// The kinds of message (MPI tags).
enum class Tag : int { Job = 1, Result = 2, Stop = 3, Alive = 4 };

struct Message {
  int source = 0;
  Tag tag = Tag::Stop;
  std::string bytes;
};

// Sends bytes to rank `to` without waiting for it: the message leaves as
// MPI progresses it (in receive() and at the session's end), so that a rank
// that is gone never blocks the sender. False when MPI refuses the send.
// MPI errors are returned, not fatal, so that a process outlives a lost
// one where the launcher lets it (mpirun --enable-recovery).
bool send(int to, Tag tag, std::string bytes);

// Whether a send to rank `to` is still under way (a rank that is gone never
// takes its messages: a caller may skip it rather than pile more up).
bool sending(int to);

// The next message from any rank, waiting up to `wait` (sleeping between
// probes, so that a waiting process leaves its core to the searching ones).
// Never blocks longer: a message whose sender died while it was under way
// never arrives, and one rank's messages come in the order it sent them.
// Throws std::runtime_error when MPI cannot receive.
std::optional<Message> receive(std::chrono::milliseconds wait);

// Ends every process of the run at once with `code` (a worker that failed).
[[noreturn]] void abortAll(int code);

// Ends this process alone, at once, with `code`, without MPI_Finalize,
// whose step together with every rank would wait for one that is gone (a
// worker whose master is lost). Flushes stdout and stderr first.
// (Ending so is clean only where recoveryEnabled(); elsewhere the launcher
// reports the process, but a lost master has ended the run anyway.)
[[noreturn]] void leaveAlone(int code);

}  // namespace goproof::mpi
