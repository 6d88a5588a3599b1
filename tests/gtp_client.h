// A GTP client for tests: a child process (GNU Go, or goproof gtp) spoken to
// over two pipes, and where to find GNU Go.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "solver/util/text.h"

namespace goproof {

// Full path of an executable gnugo on PATH or in /usr/games, or nullopt.
inline std::optional<std::string> findGnugo() {
  const char* path = std::getenv("PATH");
  std::string dirs = cat(path ? path : "", ":/usr/games");
  for (std::string_view dir : split(dirs, ':')) {
    if (dir.empty()) continue;
    std::string candidate = cat(dir, "/gnugo");
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return std::nullopt;
}

// One GTP reply: success ('=') or failure ('?'), and the text after the mark.
struct GtpReply {
  bool success = false;
  std::string text;
};

// A GNU Go child process spoken to over GTP through two pipes. Commands may be
// pipelined: send() any number, then read the replies in order with receive().
// Protocol trouble (the child died, a reply timed out or was malformed) throws
// std::runtime_error. The destructor closes the pipes and reaps the child.
class GtpClient {
 public:
  // Starts `executable` with `args` (GNU Go by default: GTP mode, level 0).
  explicit GtpClient(const std::string& executable,
                     std::vector<std::string> args = {"--mode", "gtp", "--level", "0"}) {
    signal(SIGPIPE, SIG_IGN);  // a dead child must give EPIPE, not kill the test
    int toChild[2], fromChild[2];
    if (pipe2(toChild, O_CLOEXEC) != 0) throw std::runtime_error("pipe2 failed");
    if (pipe2(fromChild, O_CLOEXEC) != 0) {
      close(toChild[0]);
      close(toChild[1]);
      throw std::runtime_error("pipe2 failed");
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO);
    args.insert(args.begin(), executable);
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    int spawned = posix_spawn(&pid_, executable.c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(toChild[0]);
    close(fromChild[1]);
    toChild_ = toChild[1];
    fromChild_ = fromChild[0];
    if (spawned != 0) {
      pid_ = -1;
      closePipes();
      throw std::runtime_error(cat("cannot start ", executable, ": error ", spawned));
    }
  }
  GtpClient(const GtpClient&) = delete;
  GtpClient& operator=(const GtpClient&) = delete;

  ~GtpClient() {
    if (toChild_ >= 0) (void)!write(toChild_, "quit\n", 5);
    closePipes();  // EOF on its stdin ends GNU Go even if quit was not read
    if (pid_ <= 0) return;
    for (int waited_ms = 0; waited_ms < 3000; waited_ms += 10) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) return;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }

  // Names the program in errors, and sets how long a reply may take.
  void describe(std::string name, int timeoutSeconds) {
    name_ = std::move(name);
    timeoutSeconds_ = timeoutSeconds;
  }

  // Queues one command (without the newline); its reply is owed until received.
  void send(const std::string& command) {
    pending_ += command + '\n';
    ++owed_;
  }

  // Writes the queued commands and reads the next owed reply.
  GtpReply receive() {
    if (owed_ == 0) throw std::runtime_error("receive() with no command sent");
    flush();
    --owed_;
    std::string first = readLine();
    if (first.empty() || (first[0] != '=' && first[0] != '?'))
      throw std::runtime_error(cat("malformed GTP reply line: '", first, "'"));
    GtpReply reply{first[0] == '=', first.substr(1)};
    for (std::string line = readLine(); !line.empty(); line = readLine()) {
      reply.text += '\n';
      reply.text += line;
    }
    size_t start = reply.text.find_first_not_of(" \t\n");
    reply.text = start == std::string::npos ? "" : reply.text.substr(start);
    return reply;
  }

  // Discards the replies still owed, then sends one command and returns its
  // reply; throws if GNU Go reports failure.
  std::string command(const std::string& text) {
    while (owed_ > 0) receive();
    send(text);
    GtpReply reply = receive();
    if (!reply.success) throw std::runtime_error(cat(name_, " rejected '", text, "': ", reply.text));
    return reply.text;
  }

 private:
  void flush() {
    size_t done = 0;
    while (done < pending_.size()) {
      ssize_t n = write(toChild_, pending_.data() + done, pending_.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw std::runtime_error(cat("cannot write to ", name_, " (did it exit?)"));
      done += static_cast<size_t>(n);
    }
    pending_.clear();
  }
  // One line without its '\n' (and any '\r'), waiting at most 30 s for it.
  std::string readLine() {
    for (;;) {
      size_t end = buffer_.find('\n');
      if (end != std::string::npos) {
        std::string line = buffer_.substr(0, end);
        buffer_.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      pollfd ready{fromChild_, POLLIN, 0};
      int polled = poll(&ready, 1, timeoutSeconds_ * 1000);
      if (polled < 0 && errno == EINTR) continue;
      if (polled == 0) throw std::runtime_error(cat(name_, " did not answer within ", timeoutSeconds_, " s"));
      char chunk[4096];
      ssize_t n = read(fromChild_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) throw std::runtime_error(cat(name_, " closed its output (did it exit?)"));
      buffer_.append(chunk, static_cast<size_t>(n));
    }
  }
  void closePipes() {
    if (toChild_ >= 0) close(toChild_);
    if (fromChild_ >= 0) close(fromChild_);
    toChild_ = fromChild_ = -1;
  }

  std::string name_ = "gnugo";
  int timeoutSeconds_ = 30;
  pid_t pid_ = -1;
  int toChild_ = -1, fromChild_ = -1;
  int owed_ = 0;  // replies to commands sent but not yet received
  std::string pending_, buffer_;
};

}  // namespace goproof
