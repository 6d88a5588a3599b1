// mpi_link_check: tools/mpi_link.h between two real ranks, run by
// distributed_test under `mpirun -np 2`. Rank 1 sends messages of many
// sizes (empty, small, and far over any eager limit, so that a receive is
// still under way while later small ones arrive), each filled with its own
// index; rank 0 receives them with mpi::receive and checks that each comes
// whole and that they come in the order they were sent. Exit 0 when all
// do; 1 with one line on stderr naming the first that did not.
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "tools/mpi_link.h"

namespace {

// The sizes sent, in order: large ones each followed by small ones.
std::vector<size_t> sizes() {
  std::vector<size_t> out;
  for (size_t large : {size_t{0}, size_t{1} << 16, size_t{1} << 20, size_t{8} << 20, size_t{32} << 20})
    for (size_t n : {large, size_t{1}, size_t{0}, size_t{100}}) out.push_back(n);
  return out;
}

std::string messageOf(size_t index, size_t size) { return std::string(size, static_cast<char>('a' + index % 26)); }

int check() {
  namespace mpi = goproof::mpi;
  mpi::Session session;
  if (session.size() != 2) {
    std::fprintf(stderr, "mpi_link_check: run it with mpirun -np 2\n");
    return 2;
  }
  const std::vector<size_t> all = sizes();
  if (session.rank() == 1) {
    for (size_t i = 0; i < all.size(); ++i) mpi::send(0, mpi::Tag::Result, messageOf(i, all[i]));
    // Waits for the master's word, so that the sends finish before the session ends.
    while (!mpi::receive(std::chrono::milliseconds(100))) {
    }
    return 0;
  }
  int status = 0;
  for (size_t i = 0; i < all.size() && status == 0; ++i) {
    std::optional<mpi::Message> m;
    for (int tries = 0; !m && tries < 600; ++tries) m = mpi::receive(std::chrono::milliseconds(100));
    if (!m) {
      std::fprintf(stderr, "mpi_link_check: message %zu never came\n", i);
      status = 1;
    } else if (m->source != 1 || m->tag != mpi::Tag::Result || m->bytes != messageOf(i, all[i])) {
      std::fprintf(stderr, "mpi_link_check: message %zu (%zu bytes) came as %zu bytes of '%c' (out of order or cut)\n",
                   i, all[i], m->bytes.size(), m->bytes.empty() ? ' ' : m->bytes[0]);
      status = 1;
    }
  }
  mpi::send(1, mpi::Tag::Stop, "");
  return status;
}

}  // namespace

int main() {
  try {
    return check();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "mpi_link_check: %s\n", e.what());
    return 1;
  }
}
