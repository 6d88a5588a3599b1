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

// Starts MPI (once, before any other call) and ends it when destroyed.
class Session {
 public:
  Session();
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;
  int rank() const { return rank_; }
  int size() const { return size_; }

 private:
  int rank_ = 0, size_ = 1;
};

// The kinds of message (MPI tags).
enum class Tag : int { Job = 1, Result = 2, Stop = 3 };

struct Message {
  int source = 0;
  Tag tag = Tag::Stop;
  std::string bytes;
};

// Sends bytes to rank `to` (returns once the buffer may be reused).
void send(int to, Tag tag, const std::string& bytes);

// The next message from any rank, waiting up to `wait` (sleeping between
// probes, so that a waiting process leaves its core to the searching ones).
std::optional<Message> receive(std::chrono::milliseconds wait);

// Ends every process of the run at once with `code` (a worker that failed).
[[noreturn]] void abortAll(int code);

}  // namespace goproof::mpi
