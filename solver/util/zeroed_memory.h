// Zeroed memory for big tables, straight from the kernel: a page costs
// nothing until first touched, and blocks of 2 MiB or more are asked for as
// transparent huge pages (madvise), so a search touching a table all over
// takes one page fault per 2 MiB instead of one per 4 KiB. Where the kernel
// declines huge pages the memory is still correct, only slower to fault in.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <memory>
#include <new>

namespace goproof {

inline constexpr size_t kHugePageBytes = size_t{2} << 20;

// Frees a block from allocateZeroed.
struct ZeroedMemoryRelease {
  size_t bytes = 0;
  void operator()(void* p) const {
    if (p) munmap(p, bytes);
  }
};

template <class T>
using ZeroedArray = std::unique_ptr<T[], ZeroedMemoryRelease>;

// count zeroed Ts (T trivially constructible from zero bytes), page-aligned;
// throws std::bad_alloc when the kernel refuses.
template <class T>
ZeroedArray<T> allocateZeroed(size_t count) {
  size_t bytes = count * sizeof(T);
  if (bytes == 0) bytes = 1;
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  if (bytes >= kHugePageBytes) madvise(p, bytes, MADV_HUGEPAGE);
#endif
  return ZeroedArray<T>(static_cast<T*>(p), ZeroedMemoryRelease{bytes});
}

}  // namespace goproof
