// A progress line on stderr for a long run, so that it never looks like a hang.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>

namespace goproof {

// Says what a run is doing, from a thread of its own, while the run works:
// on a terminal, one line rewritten every second once the run has taken
// more than kTerminalAfter seconds; elsewhere (a pipe, a log file) a line of
// its own, "<prefix>: <text> (<seconds> s)", after kLogFirst seconds and then
// every kLogEvery seconds. The text is what set() last gave. Output of the
// run's own (reports on stdout, notices on stderr) goes through
// Pause, which takes the terminal's line away first. Thread-safe.
class ProgressLine {
 public:
  static constexpr double kTerminalAfter = 1;
  static constexpr double kLogFirst = 5;
  static constexpr double kLogEvery = 10;

  ProgressLine(bool terminal, std::string prefix)
      : terminal_(terminal), prefix_(std::move(prefix)), thread_([this] { tickUntilStopped(); }) {}
  ~ProgressLine() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
      eraseLocked();
    }
    wake_.notify_all();
    thread_.join();
  }
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  // What the line says from now on ("a.sgf: puzzle 3 of 40, 12 of 130 claims checked").
  // Never waits for a Pause: it may be called while one lives.
  void set(std::string text) {
    std::lock_guard<std::mutex> lock(textMutex_);
    text_ = std::move(text);
  }

  // While one lives, the line is off the terminal and stays off: print there.
  class Pause {
   public:
    explicit Pause(ProgressLine& line) : lock_(line.mutex_) { line.eraseLocked(); }

   private:
    std::lock_guard<std::mutex> lock_;
  };

 private:
  void tickUntilStopped() {
    const auto start = std::chrono::steady_clock::now();
    double nextLog = kLogFirst;
    std::unique_lock<std::mutex> lock(mutex_);
    while (!wake_.wait_for(lock, std::chrono::seconds(1), [this] { return stopping_; })) {
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::string text;
      {
        std::lock_guard<std::mutex> textLock(textMutex_);
        text = text_;
      }
      if (text.empty()) continue;
      if (terminal_ && seconds >= kTerminalAfter) {
        std::fprintf(stderr, "\r%s (%.0f s)\033[K", text.c_str(), seconds);
        shown_ = true;
      } else if (!terminal_ && seconds >= nextLog) {
        std::fprintf(stderr, "%s: %s (%.0f s)\n", prefix_.c_str(), text.c_str(), seconds);
        nextLog = seconds + kLogEvery;
      }
      std::fflush(stderr);
    }
  }
  void eraseLocked() {
    if (!shown_) return;
    std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
    shown_ = false;
  }

  const bool terminal_;
  const std::string prefix_;
  std::mutex mutex_;      // stderr's line, shown_, stopping_; held by a Pause
  std::mutex textMutex_;  // text_ alone (taken after mutex_ where both are)
  std::condition_variable wake_;
  std::string text_;
  bool shown_ = false;  // the terminal shows the line now
  bool stopping_ = false;
  std::thread thread_;  // last: starts once the rest is set up
};

}  // namespace goproof
