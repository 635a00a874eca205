// Time, behind an interface so timeout logic is tested without waiting.
#pragma once

#include <chrono>

namespace cordon {

class Clock {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;
  virtual ~Clock() = default;
  virtual TimePoint Now() const = 0;
};

class SteadyClock final : public Clock {
 public:
  TimePoint Now() const override { return std::chrono::steady_clock::now(); }
};

// A clock that moves only when told to.
class ManualClock final : public Clock {
 public:
  TimePoint Now() const override { return now_; }
  void Advance(std::chrono::milliseconds by) { now_ += by; }

 private:
  TimePoint now_{};
};

}  // namespace cordon
