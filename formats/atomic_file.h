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

// OK for a path that does not exist, or one this user could write as the
// shell's `>` could (links followed; root may write any file there, as with
// `>`). Otherwise Unavailable "PATH: cannot write: Permission denied" (or
// "Read-only file system"): a read-only file, or another user's file in a
// folder anyone may write, is never replaced behind its owner's back.
absl::Status userMayWrite(const std::string& path);

// Receives the file's bytes, in pieces.
using ChunkSink = std::function<void(std::string_view)>;

// Writes what produce() hands its sink to path, atomically: a temporary file
// in the same directory, flushed to disk, then renamed over path (which
// keeps its permissions; a new file gets 0644). Refused, nothing written: a
// path that regularFileOrAbsent or userMayWrite refuses. Any failure leaves
// path as it was and returns Unavailable "PATH: cannot write: why"; an
// exception thrown by produce() leaves path as it was too, removes the
// temporary file and goes on.
absl::Status writeFileAtomically(const std::string& path, std::string_view what,
                                 const std::function<void(const ChunkSink&)>& produce);

// Whether a file can be written at path later: the checks above, and a
// trial file beside it (a missing or read-only directory fails now, not at
// the end of a long run).
absl::Status checkWritablePath(const std::string& path, std::string_view what);

// 64-bit little-endian words, as the binary files hold them.
void appendWord(std::string& out, uint64_t w);
uint64_t readWord(const char* p);

}  // namespace goproof
