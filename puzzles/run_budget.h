// A whole verify run's time limit, shared by its claims.
#pragma once

#include <algorithm>
#include <chrono>
#include <mutex>

namespace goproof {

// `verify --time-limit S` (and verify's default, kDefaultRunSeconds) bounds
// the whole run, not each search. Each claim, when its turn comes, gets a
// deadline: an equal share of what is left, (seconds left) / (claims still
// to check, this one included), from now. Every search the claim makes (its
// proof, then a line as evidence) ends by that deadline, so a claim never
// takes more than its share. A claim that is settled early leaves its unused
// time to the claims after it, and one hard claim cannot starve the rest.
// Claims that need no search (legal, illegal, captures) are checked whatever
// is left. When puzzles are verified in parallel, `lanes` claims search at
// once, so each may take lanes shares. Thread-safe.
class RunBudget {
 public:
  using Clock = std::chrono::steady_clock;

  RunBudget(double seconds, int claims, int lanes = 1, Clock::time_point start = Clock::now())
      : deadline_(start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds))),
        claimsLeft_(std::max(claims, 1)),
        lanes_(std::max(lanes, 1)) {}

  // Starts the next claim: the moment by which all its searches must end.
  Clock::time_point startClaim(Clock::time_point now = Clock::now()) {
    std::lock_guard<std::mutex> lock(mutex_);
    const Clock::time_point end = shareEndLocked(now);
    if (claimsLeft_ > 1) --claimsLeft_;
    return end;
  }
  // Where the next claim's share would end, without starting it (for a
  // search that serves several claims).
  Clock::time_point shareEnd(Clock::time_point now = Clock::now()) const {
    std::lock_guard<std::mutex> lock(mutex_);
    return shareEndLocked(now);
  }
  bool spent(Clock::time_point now = Clock::now()) const { return now >= deadline_; }
  // The end of the whole run's time.
  Clock::time_point deadline() const { return deadline_; }

 private:
  Clock::time_point shareEndLocked(Clock::time_point now) const {
    if (now >= deadline_) return now;
    const auto left = deadline_ - now;
    return now + left * std::min(lanes_, claimsLeft_) / claimsLeft_;
  }
  mutable std::mutex mutex_;
  Clock::time_point deadline_;
  int claimsLeft_;
  int lanes_;
};

// The seconds a search may take to end by `deadline`: always > 0, since a
// limit of 0 means none (a deadline already past gives a moment, so the
// search stops at once instead of running without limit).
inline double secondsUntil(RunBudget::Clock::time_point deadline,
                           RunBudget::Clock::time_point now = RunBudget::Clock::now()) {
  constexpr double kMoment = 1e-6;
  return std::max(std::chrono::duration<double>(deadline - now).count(), kMoment);
}

// verify's whole-run time when no --time-limit is given: kDefaultSecondsPerClaim
// for each claim (--seconds-per-claim changes it), and at least
// kDefaultRunSeconds, so a file of a few hard claims ends in about a minute.
inline constexpr double kDefaultRunSeconds = 60;
inline constexpr double kDefaultSecondsPerClaim = 5;
inline double defaultRunSeconds(int claims, double secondsPerClaim = kDefaultSecondsPerClaim) {
  return std::max(kDefaultRunSeconds, claims * secondsPerClaim);
}

}  // namespace goproof
