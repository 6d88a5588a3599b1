// Reading inputs and writing outputs safely, for every command that takes a
// file: bounded reads that Ctrl-C can stop, "-" for standard input and output,
// and writes that never lose a file or replace something that is not one.
#pragma once

#include <atomic>
#include <cstddef>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace goproof {

// The largest input goproof reads. A puzzle collection is a few megabytes at
// most; anything larger (or endless, such as /dev/zero) is refused.
inline constexpr size_t kMaxInputBytes = size_t{64} << 20;

// The name standard input goes by in messages ("<stdin>:3:1: ...").
inline constexpr std::string_view kStdinName = "<stdin>";

// The name messages use for path: kStdinName for "-", else path itself.
std::string displayName(const std::string& path);

// Reads the whole of path, or standard input when path is "-". Refused, with
// one line "NAME: ..." and without reading on: a directory, a file that cannot
// be opened, data with a NUL byte (binary), more than kMaxInputBytes.
// Returns a Cancelled status when *stop becomes true while the read waits (a
// FIFO or terminal with nothing to say); the caller's signal handler must be
// installed without SA_RESTART for that (tools/cli_common.h stopOnSignals).
absl::StatusOr<std::string> readInputText(const std::string& path, const std::atomic<bool>* stop = nullptr);

// Writes text to path so that no file is lost and no failure is hidden:
// - "-" and /dev/stdout write to standard output, /dev/stderr and /dev/fd/N
//   (or /proc/self/fd/N) to that open descriptor, as the shell set it up
//   (appending after >>, into a pipe or a process substitution);
// - a regular file (or a new path) is replaced atomically: a temporary file in
//   the same directory, flushed to disk, then renamed over it; an existing
//   file keeps its permissions, and one this user could not write with the
//   shell's `>` (read-only, or another user's) is refused (userMayWrite);
// - a symbolic link is followed, and what it points to is written as above:
//   the link itself stays;
// - anything else (a device such as /dev/stdout or /dev/null, a FIFO, a
//   socket) is written through, never replaced.
// Any failure (a full disk, a closed pipe, a missing directory) returns an
// error "PATH: cannot write: why" ("cannot write to standard output: why"
// for "-"), and leaves a replaced file as it was.
// When *stop becomes true (checked between megabytes) the write ends with a
// Cancelled status "PATH: interrupted while writing; ...": a file being
// replaced stays as it was (no temporary file left), while a device, FIFO or
// descriptor keeps what it was already given.
absl::Status writeOutputText(const std::string& path, std::string_view text, const std::atomic<bool>* stop = nullptr);

}  // namespace goproof
