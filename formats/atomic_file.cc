#include "formats/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace goproof {
namespace {

absl::Status writeError(const std::string& path, int error) {
  return absl::UnavailableError(path + ": cannot write: " + std::strerror(error));
}

// Makes a rename in path's directory durable (best effort: some file systems
// refuse to sync a directory, and the rename has happened either way).
void syncDirectoryOf(const std::string& path) {
  const size_t slash = path.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
  int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

absl::Status regularFileOrAbsent(const std::string& path, std::string_view what) {
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0 || S_ISREG(info.st_mode)) return absl::OkStatus();
  const char* kind = S_ISLNK(info.st_mode)   ? "symbolic link"
                     : S_ISDIR(info.st_mode) ? "directory"
                                             : "device, FIFO or socket";
  return absl::InvalidArgumentError(path + ": a " + std::string(what) + " must be a regular file, not a " + kind);
}

absl::Status userMayWrite(const std::string& path) {
  // AT_EACCESS: the effective user decides, as it does for the shell's `>`.
  if (::faccessat(AT_FDCWD, path.c_str(), W_OK, AT_EACCESS) == 0 || errno == ENOENT) return absl::OkStatus();
  return writeError(path, errno);
}

absl::Status writeFileAtomically(const std::string& path, std::string_view what,
                                 const std::function<void(const ChunkSink&)>& produce) {
  if (absl::Status refused = regularFileOrAbsent(path, what); !refused.ok()) return refused;
  if (absl::Status refused = userMayWrite(path); !refused.ok()) return refused;
  std::string temp = path + ".XXXXXX";
  int fd = ::mkstemp(temp.data());
  if (fd < 0) return writeError(path, errno);
  FILE* out = ::fdopen(fd, "wb");
  if (!out) {
    int e = errno;
    ::close(fd);
    ::unlink(temp.c_str());
    return writeError(path, e);
  }
  bool ok = true;
  int e = 0;
  try {
    produce([&](std::string_view chunk) {
      if (ok && std::fwrite(chunk.data(), 1, chunk.size(), out) != chunk.size()) ok = false, e = errno;
    });
  } catch (...) {
    // The file is left as it was, and no temporary file behind.
    std::fclose(out);
    ::unlink(temp.c_str());
    throw;
  }
  if (ok && (std::fflush(out) != 0 || ::fsync(fd) != 0)) ok = false, e = errno;
  if (std::fclose(out) != 0 && ok) ok = false, e = errno;
  struct stat info {};
  if (ok && ::lstat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode)) ::chmod(temp.c_str(), info.st_mode & 07777);
  else if (ok) ::chmod(temp.c_str(), 0644);
  if (ok && ::rename(temp.c_str(), path.c_str()) != 0) ok = false, e = errno;
  if (!ok) {
    ::unlink(temp.c_str());
    return writeError(path, e);
  }
  syncDirectoryOf(path);
  return absl::OkStatus();
}

absl::Status checkWritablePath(const std::string& path, std::string_view what) {
  if (absl::Status refused = regularFileOrAbsent(path, what); !refused.ok()) return refused;
  if (absl::Status refused = userMayWrite(path); !refused.ok()) return refused;
  std::string trial = path + ".XXXXXX";
  int fd = ::mkstemp(trial.data());
  if (fd < 0) return writeError(path, errno);
  ::close(fd);
  ::unlink(trial.c_str());
  return absl::OkStatus();
}

void appendWord(std::string& out, uint64_t w) {
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>((w >> (8 * i)) & 0xFF));
}

uint64_t readWord(const char* p) {
  uint64_t w = 0;
  for (int i = 0; i < 8; ++i) w |= uint64_t{static_cast<unsigned char>(p[i])} << (8 * i);
  return w;
}

}  // namespace goproof
