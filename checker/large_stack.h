// The proof walks (the checker's and the writer's) recurse once a move, and
// a proof's lines can be long (4x4 Go's run to tens of thousands of moves
// through captures and passes). This runs such a walk on a thread of its own
// with a stack large enough for them.
#pragma once

#include <cstddef>
#include <functional>

namespace goproof::proof {

// The stack the proof walks get: 1 GiB of address space, used only as deep
// as a walk goes.
inline constexpr size_t kProofStackBytes = size_t{1} << 30;

// Runs f on a new thread with a stack of `bytes` and waits for it; an
// exception thrown by f is rethrown here. Where no such thread can be made,
// f runs on the calling thread.
void runWithStack(const std::function<void()>& f, size_t bytes = kProofStackBytes);

}  // namespace goproof::proof
