#include "formats/svg_to_png.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <vector>

extern char** environ;

namespace goproof {
namespace {

// A temporary file that removes itself.
struct TempFile {
  std::string path;
  int fd = -1;
  explicit TempFile(const char* suffix) {
    const char* dir = std::getenv("TMPDIR");
    path = std::string(dir && *dir ? dir : "/tmp") + "/goproof-render-XXXXXX" + suffix;
    fd = ::mkstemps(path.data(), static_cast<int>(std::strlen(suffix)));
    if (fd < 0) path.clear();
  }
  ~TempFile() {
    if (fd >= 0) ::close(fd);
    if (!path.empty()) ::unlink(path.c_str());
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
};

bool writeAll(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

bool readAll(const std::string& path, std::string& out) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  char buffer[1 << 16];
  bool ok = true;
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) ok = false;
    if (n <= 0) break;
    out.append(buffer, static_cast<size_t>(n));
  }
  ::close(fd);
  return ok;
}

std::string missingMessage() {
  return std::string(kSvgConverter) + " is not installed, and PNG pictures need it: install Debian's " +
         kSvgConverterPackage + " (sudo apt-get install " + kSvgConverterPackage + "), or write SVG";
}

}  // namespace

bool svgConverterAvailable() {
  const char* path = std::getenv("PATH");
  std::string_view dirs = path ? path : "";
  while (true) {
    const size_t colon = dirs.find(':');
    std::string dir(dirs.substr(0, colon));
    if (dir.empty()) dir = ".";
    const std::string candidate = dir + "/" + kSvgConverter;
    struct stat info {};
    if (::stat(candidate.c_str(), &info) == 0 && S_ISREG(info.st_mode) && ::access(candidate.c_str(), X_OK) == 0)
      return true;
    if (colon == std::string_view::npos) return false;
    dirs.remove_prefix(colon + 1);
  }
}

PngConversion svgToPng(std::string_view svg, double scale) {
  PngConversion result;
  if (!svgConverterAvailable()) {
    result.converterMissing = true;
    result.error = missingMessage();
    return result;
  }
  TempFile input(".svg"), output(".png");
  if (input.fd < 0 || output.fd < 0) {
    result.error = std::string("cannot make a temporary file for the PNG: ") + std::strerror(errno);
    return result;
  }
  if (!writeAll(input.fd, svg)) {
    result.error = std::string("cannot write a temporary file for the PNG: ") + std::strerror(errno);
    return result;
  }
  char zoom[32];
  auto [end, ec] = std::to_chars(zoom, zoom + sizeof zoom - 1, scale, std::chars_format::fixed, 3);
  *(ec == std::errc() ? end : zoom) = '\0';
  std::vector<std::string> args = {kSvgConverter, "--format", "png",       "--zoom",
                                   zoom,          "--output", output.path, input.path};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  // The converter's own messages would not be one line: they go to /dev/null,
  // and its exit status says whether it worked.
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  const int spawned = ::posix_spawnp(&pid, kSvgConverter, &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) {
    result.converterMissing = spawned == ENOENT;
    result.error = spawned == ENOENT ? missingMessage()
                                     : std::string("cannot run ") + kSvgConverter + ": " + std::strerror(spawned);
    return result;
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      result.error = std::string("lost ") + kSvgConverter + ": " + std::strerror(errno);
      return result;
    }
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    result.error = std::string(kSvgConverter) + " could not draw the picture (" +
                   (WIFEXITED(status) ? "exit status " + std::to_string(WEXITSTATUS(status))
                                      : "signal " + std::to_string(WTERMSIG(status))) +
                   ")";
    return result;
  }
  if (!readAll(output.path, result.png) || result.png.size() < 8 ||
      result.png.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) {
    result.png.clear();
    result.error = std::string(kSvgConverter) + " did not write a PNG";
  }
  return result;
}

}  // namespace goproof
