// store_memory: what a store of solved positions (formats/solved_store.h,
// `--store FILE`) costs a process in memory and time, the figure behind a
// change to how the store is read and saved. Peak memory is the process's
// (getrusage's ru_maxrss), so run each step as its own process.
//
//   store_memory create FILE N    writes a store of N settled entries (one section)
//   store_memory open FILE        opens it and walks its entries, as a solve's start does
//   store_memory resave FILE M    opens it, adds M new settled entries and saves it,
//                                 as a solve's end does
//
// Each prints one line: the step, the entries, seconds, peak memory in MiB.
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "formats/solved_store.h"
#include "solver/search/dfpn_entry.h"

namespace goproof {
namespace {

const StoreSection kSection{"go", "5x5", true};

// A settled payload (a proof) and a key that no two indexes share.
uint64_t provedBits(uint64_t i) { return std::bit_cast<uint64_t>(DfpnEntry(0, kProofInfinity, i % 1000 + 1)); }
uint64_t keyOf(uint64_t i) { return (i + 1) * 0x9E3779B97F4A7C15ull; }

// Adds entries [from, from + n) to the store as one solve's end would.
void addEntries(SolvedPositionStore& store, uint64_t from, uint64_t n) {
  store.hooksFor(kSection).save([&](const EntryVisitor& visit) {
    for (uint64_t i = from; i < from + n; ++i) visit(keyOf(i), provedBits(i));
  });
}

double peakMiB() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024.0;
}

int run(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: store_memory create FILE N | open FILE | resave FILE M\n");
    return 2;
  }
  const std::string step = argv[1], path = argv[2];
  const uint64_t n = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 0;
  const auto start = std::chrono::steady_clock::now();
  auto store = SolvedPositionStore::open(step == "create" ? path + ".absent" : path);
  if (!store.ok()) {
    std::fprintf(stderr, "%s\n", std::string(store.status().message()).c_str());
    return 1;
  }
  uint64_t entries = store->storedEntries();
  if (step == "open") {
    uint64_t sum = 0;
    if (auto hooks = store->hooksFor(kSection); hooks.resumeFrom)
      hooks.resumeFrom([&](uint64_t key, uint64_t bits) { sum += key ^ bits; });
    if (sum == 1) std::printf("(unlikely)\n");
  } else if (step == "create" || step == "resave") {
    addEntries(*store, entries, n);
    auto written = store->save(path);
    if (!written.ok()) {
      std::fprintf(stderr, "%s\n", std::string(written.status().message()).c_str());
      return 1;
    }
    entries = *written;
  } else {
    std::fprintf(stderr, "store_memory: unknown step %s\n", step.c_str());
    return 2;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s %llu entries %.2f s %.0f MiB\n", step.c_str(), static_cast<unsigned long long>(entries), seconds,
              peakMiB());
  return 0;
}

}  // namespace
}  // namespace goproof

int main(int argc, char** argv) { return goproof::run(argc, argv); }
