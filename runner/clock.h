// Time, behind an interface so timeout logic is tested without waiting.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

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

// A clock that moves only when told to. Safe to read and advance from several threads.
class ManualClock final : public Clock {
 public:
  TimePoint Now() const override { return TimePoint(std::chrono::nanoseconds(now_.load())); }
  void Advance(std::chrono::milliseconds by) {
    now_ += std::chrono::duration_cast<std::chrono::nanoseconds>(by).count();
  }

 private:
  std::atomic<int64_t> now_{0};
};

}  // namespace cordon
