// A whole verify run's time limit, shared by its claims.
#pragma once

#include <algorithm>
#include <chrono>

namespace goproof {

// `verify --time-limit S` bounds the whole run, not each search. Each claim,
// when its turn comes, may search for an equal share of what is left:
// (seconds left) / (claims still to check, this one included). A claim that
// is settled early leaves its unused time to the claims after it, and one hard
// claim cannot starve the rest. Claims that need no search (legal, illegal,
// captures) are checked whatever is left.
class RunBudget {
 public:
  RunBudget(double seconds, int claims)
      : deadline_(std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                          std::chrono::duration<double>(seconds))),
        claimsLeft_(std::max(claims, 1)) {}

  // The seconds the next claim may search (always > 0: a spent budget gives
  // a moment, so searches stop at once instead of running without limit).
  double startClaim() {
    const double now = share();
    if (claimsLeft_ > 1) --claimsLeft_;
    return now;
  }
  // The next claim's share, without starting it (for a search that serves several claims).
  double share() const {
    const double left = std::chrono::duration<double>(deadline_ - std::chrono::steady_clock::now()).count();
    return std::max(left / claimsLeft_, kSpent);
  }
  bool spent() const { return std::chrono::steady_clock::now() >= deadline_; }

 private:
  static constexpr double kSpent = 1e-6;
  std::chrono::steady_clock::time_point deadline_;
  int claimsLeft_;
};

}  // namespace goproof
