// A clock for tests: it moves only when told to.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

#include "runner/clock.h"

namespace cordon {

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
