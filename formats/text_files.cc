#include "formats/text_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <optional>
#include <cstring>
#include <filesystem>

#include "formats/atomic_file.h"
#include "solver/util/text.h"

namespace goproof {
namespace {

// Closes a file descriptor on every path out of a scope.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  ~FileDescriptor() {
    if (fd_ > 2) ::close(fd_);
  }
  int get() const { return fd_; }
  // Closes now and reports whether close succeeded (NFS and some devices report late errors here).
  bool close() {
    int fd = fd_;
    fd_ = -1;
    return fd <= 2 || ::close(fd) == 0;
  }

 private:
  int fd_;
};

std::string megabytes(size_t bytes) { return cat(bytes >> 20, " MiB"); }

// Why writeAll stopped short.
enum class WriteEnd { Done, Failed, Stopped };

// Writes all of text to fd, a megabyte at a time, until *stop becomes true;
// Failed with errno set on a failed write.
WriteEnd writeAll(int fd, std::string_view text, const std::atomic<bool>* stop) {
  constexpr size_t kPiece = size_t{1} << 20;
  while (!text.empty()) {
    if (stop && stop->load()) return WriteEnd::Stopped;
    ssize_t n = ::write(fd, text.data(), std::min(text.size(), kPiece));
    if (n < 0) {
      if (errno == EINTR) continue;
      return WriteEnd::Failed;
    }
    text.remove_prefix(static_cast<size_t>(n));
  }
  return WriteEnd::Done;
}

absl::Status interruptedWriting(const std::string& path, std::string_view outcome) {
  return absl::CancelledError(cat(path, ": interrupted while writing; ", outcome));
}

absl::Status cannotWrite(const std::string& path, int error) {
  return absl::UnavailableError(cat(path, ": cannot write: ", std::strerror(error)));
}

// Follows symbolic links from path to what they finally name (which may not exist yet).
absl::StatusOr<std::filesystem::path> finalTarget(const std::string& path) {
  std::filesystem::path p = path;
  for (int hops = 0; hops < 40; ++hops) {
    std::error_code ec;
    if (!std::filesystem::is_symlink(std::filesystem::symlink_status(p, ec))) return p;
    std::filesystem::path target = std::filesystem::read_symlink(p, ec);
    if (ec) return cannotWrite(path, ec.value());
    p = target.is_absolute() ? target : p.parent_path() / target;
  }
  return cannotWrite(path, ELOOP);
}

// Replaces the regular file (or new path) target atomically with text.
absl::Status replaceAtomically(const std::string& path, const std::filesystem::path& target, std::string_view text,
                               const struct stat* existing, const std::atomic<bool>* stop) {
  std::string temporary = target.string() + ".goproof-XXXXXX";
  FileDescriptor fd(::mkstemp(temporary.data()));
  if (fd.get() < 0) return cannotWrite(path, errno);
  auto fail = [&](int error) {
    ::unlink(temporary.c_str());
    return cannotWrite(path, error);
  };
  // mkstemp makes the file private; give it the mode the file had, or a new file's usual mode.
  mode_t mode = 0;
  if (existing) {
    mode = existing->st_mode & 07777;
  } else {
    mode_t mask = ::umask(0);
    ::umask(mask);
    mode = 0666 & ~mask;
  }
  if (::fchmod(fd.get(), mode) != 0) return fail(errno);
  switch (writeAll(fd.get(), text, stop)) {
    case WriteEnd::Failed: return fail(errno);
    case WriteEnd::Stopped:
      ::unlink(temporary.c_str());
      return interruptedWriting(path, existing ? "the file is as it was" : "no file was made");
    case WriteEnd::Done: break;
  }
  if (::fsync(fd.get()) != 0) return fail(errno);
  if (!fd.close()) return fail(errno);
  if (::rename(temporary.c_str(), target.c_str()) != 0) return fail(errno);
  return absl::OkStatus();
}

// The descriptor a name stands for when it names one of this process's open
// descriptors: "-" and /dev/stdout (1), /dev/stderr (2), /dev/fd/N and
// /proc/self/fd/N (N). Writing to the descriptor keeps what the shell set up
// (appending with >>, a pipe, a process substitution).
std::optional<int> openDescriptorName(const std::string& path) {
  if (path == "-" || path == "/dev/stdout") return STDOUT_FILENO;
  if (path == "/dev/stderr") return STDERR_FILENO;
  for (std::string_view prefix : {"/dev/fd/", "/proc/self/fd/"}) {
    if (path.rfind(prefix, 0) != 0) continue;
    std::string_view digits = std::string_view(path).substr(prefix.size());
    int fd = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), fd);
    if (!digits.empty() && ec == std::errc() && end == digits.data() + digits.size()) return fd;
  }
  return std::nullopt;
}

}  // namespace

std::string displayName(const std::string& path) { return path == "-" ? std::string(kStdinName) : path; }

absl::StatusOr<std::string> readInputText(const std::string& path, const std::atomic<bool>* stop) {
  const std::string name = displayName(path);
  auto refuse = [&](std::string_view why) { return absl::InvalidArgumentError(cat(name, ": ", why)); };
  int opened = 0;
  if (path != "-") {
    // Opening a FIFO waits for a writer: a stop signal ends the wait.
    while ((opened = ::open(path.c_str(), O_RDONLY | O_CLOEXEC)) < 0 && errno == EINTR)
      if (stop && stop->load()) return absl::CancelledError(cat(name, ": interrupted while opening"));
  }
  FileDescriptor fd(opened);
  if (fd.get() < 0) return absl::NotFoundError(cat(name, ": cannot read: ", std::strerror(errno)));
  struct stat info {};
  if (::fstat(fd.get(), &info) == 0) {
    if (S_ISDIR(info.st_mode)) return refuse("cannot read: is a directory");
    if (S_ISREG(info.st_mode) && static_cast<size_t>(info.st_size) > kMaxInputBytes)
      return refuse(cat("is ", megabytes(static_cast<size_t>(info.st_size)), ", larger than any puzzle file (goproof reads at most ",
                        megabytes(kMaxInputBytes), ")"));
  }
  std::string text;
  char buffer[1 << 16];
  for (;;) {
    ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0) {
      if (errno == EINTR) {
        if (stop && stop->load()) return absl::CancelledError(cat(name, ": interrupted while reading"));
        continue;
      }
      return absl::NotFoundError(cat(name, ": cannot read: ", std::strerror(errno)));
    }
    if (n == 0) break;
    if (std::memchr(buffer, '\0', static_cast<size_t>(n))) return refuse("a binary file, not puzzle text");
    if (text.size() + static_cast<size_t>(n) > kMaxInputBytes)
      return refuse(cat("more than ", megabytes(kMaxInputBytes), ", larger than any puzzle file (goproof reads at most ",
                        megabytes(kMaxInputBytes), ")"));
    text.append(buffer, static_cast<size_t>(n));
    if (stop && stop->load()) return absl::CancelledError(cat(name, ": interrupted while reading"));
  }
  return text;
}

absl::Status writeOutputText(const std::string& path, std::string_view text, const std::atomic<bool>* stop) {
  if (auto fd = openDescriptorName(path)) {  // "-", /dev/stdout, /dev/fd/N: the open descriptor itself
    switch (writeAll(*fd, text, stop)) {
      case WriteEnd::Failed:
        if (path == "-") return absl::UnavailableError(cat("cannot write to standard output: ", std::strerror(errno)));
        return cannotWrite(path, errno);
      case WriteEnd::Stopped:
        return interruptedWriting(path == "-" ? "standard output" : path, "what was written stays");
      case WriteEnd::Done: return absl::OkStatus();
    }
  }
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) {  // follows links
    if (errno != ENOENT) return cannotWrite(path, errno);
    auto target = finalTarget(path);  // a new file, or a link to one that does not exist yet
    if (!target.ok()) return target.status();
    return replaceAtomically(path, *target, text, nullptr, stop);
  }
  if (S_ISDIR(info.st_mode)) return cannotWrite(path, EISDIR);
  if (S_ISREG(info.st_mode)) {
    if (absl::Status refused = userMayWrite(path); !refused.ok()) return refused;  // as the shell's `>` would
    auto target = finalTarget(path);
    if (!target.ok()) return target.status();
    return replaceAtomically(path, *target, text, &info, stop);
  }
  // A device, FIFO or socket: write through it, never replace it.
  FileDescriptor fd(::open(path.c_str(), O_WRONLY | O_CLOEXEC));
  if (fd.get() < 0) return cannotWrite(path, errno);
  switch (writeAll(fd.get(), text, stop)) {
    case WriteEnd::Failed: return cannotWrite(path, errno);
    case WriteEnd::Stopped: return interruptedWriting(path, "what was written stays");
    case WriteEnd::Done: break;
  }
  if (!fd.close()) return cannotWrite(path, errno);
  return absl::OkStatus();
}

}  // namespace goproof
