// A whole verify run's time limit, shared by its claims.
#pragma once

#include <algorithm>
#include <chrono>
#include <mutex>

namespace goproof {

// `verify --time-limit S` bounds the whole run, not each search. Each claim,
// when its turn comes, may search for an equal share of what is left:
// (seconds left) / (claims still to check, this one included). A claim that
// is settled early leaves its unused time to the claims after it, and one hard
// claim cannot starve the rest. Claims that need no search (legal, illegal,
// captures) are checked whatever is left. When puzzles are verified in
// parallel, `lanes` claims search at once, so each may take lanes shares.
// Thread-safe.
class RunBudget {
 public:
  RunBudget(double seconds, int claims, int lanes = 1)
      : deadline_(std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                          std::chrono::duration<double>(seconds))),
        claimsLeft_(std::max(claims, 1)),
        lanes_(std::max(lanes, 1)) {}

  // The seconds the next claim may search (always > 0: a spent budget gives
  // a moment, so searches stop at once instead of running without limit).
  double startClaim() {
    std::lock_guard<std::mutex> lock(mutex_);
    const double now = shareLocked();
    if (claimsLeft_ > 1) --claimsLeft_;
    return now;
  }
  // The next claim's share, without starting it (for a search that serves several claims).
  double share() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return shareLocked();
  }
  bool spent() const { return std::chrono::steady_clock::now() >= deadline_; }

 private:
  double shareLocked() const {
    const double left = std::chrono::duration<double>(deadline_ - std::chrono::steady_clock::now()).count();
    return std::max(left * std::min(lanes_, claimsLeft_) / claimsLeft_, kSpent);
  }
  static constexpr double kSpent = 1e-6;
  mutable std::mutex mutex_;
  std::chrono::steady_clock::time_point deadline_;
  int claimsLeft_;
  int lanes_;
};

}  // namespace goproof
