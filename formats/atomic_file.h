// Writing the binary files goproof keeps (checkpoints, the store of solved
// positions) so that a failure never loses the old file or hides itself.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "absl/status/status.h"

namespace goproof {

// OK for a regular file or a path that does not exist. Otherwise
// InvalidArgument "PATH: a WHAT must be a regular file, not a symbolic link"
// (or a directory, or a device, FIFO or socket): such a path is never replaced.
absl::Status regularFileOrAbsent(const std::string& path, std::string_view what);

// Receives the file's bytes, in pieces.
using ChunkSink = std::function<void(std::string_view)>;

// Writes what produce() hands its sink to path, atomically: a temporary file
// in the same directory, flushed to disk, then renamed over path (which
// keeps its permissions; a new file gets 0644). Refused, nothing written: a
// path that regularFileOrAbsent refuses. Any failure leaves path as it was
// and returns Unavailable "PATH: cannot write: why"; an exception thrown by
// produce() leaves path as it was too, removes the temporary file and goes on.
absl::Status writeFileAtomically(const std::string& path, std::string_view what,
                                 const std::function<void(const ChunkSink&)>& produce);

// Whether a new file can be written at path later: the checks above, and a
// trial file beside it (a missing or read-only directory fails now, not at
// the end of a long run).
absl::Status checkWritablePath(const std::string& path, std::string_view what);

// 64-bit little-endian words, as the binary files hold them.
void appendWord(std::string& out, uint64_t w);
uint64_t readWord(const char* p);

}  // namespace goproof
