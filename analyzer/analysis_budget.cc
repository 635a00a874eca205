#include "analyzer/analysis_budget.h"

#include <ctime>

namespace cordon {

std::chrono::nanoseconds ThreadCpuTime() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return std::chrono::seconds(ts.tv_sec) + std::chrono::nanoseconds(ts.tv_nsec);
}

AnalysisBudget::AnalysisBudget(const AnalysisLimits& limits, size_t source_bytes,
                               const std::atomic<bool>* cancel, CpuClock clock)
    : limited_(true),
      max_steps_(limits.steps_base + limits.steps_per_kib * (source_bytes / 1024 + 1)),
      max_cpu_(limits.cpu_base +
               limits.cpu_per_mib * static_cast<int64_t>(source_bytes) / (int64_t{1} << 20)),
      cancel_(cancel),
      clock_(std::move(clock)) {
  started_ = clock_();
}

bool AnalysisBudget::Step() {
  if (reason_ != Reason::kNone) return false;
  ++steps_;
  if (!limited_) return true;
  if (steps_ > max_steps_) {
    reason_ = Reason::kSteps;
    return false;
  }
  return steps_ % kStepsPerClockCheck != 0 || Poll();
}

bool AnalysisBudget::Poll() {
  if (reason_ != Reason::kNone) return false;
  if (!limited_) return true;
  if (cancel_ != nullptr && cancel_->load(std::memory_order_relaxed)) {
    reason_ = Reason::kCancelled;
  } else if (clock_() - started_ > max_cpu_) {
    reason_ = Reason::kCpuTime;
  }
  return reason_ == Reason::kNone;
}

bool AnalysisBudget::Tick() {
  if (reason_ != Reason::kNone) return false;
  if (!limited_) return true;
  if (++ticks_ % kTicksPerClockCheck == 0) return Poll();
  if (cancel_ != nullptr && cancel_->load(std::memory_order_relaxed)) {
    reason_ = Reason::kCancelled;
  }
  return reason_ == Reason::kNone;
}

std::string AnalysisBudget::Describe() const {
  auto ms = [](std::chrono::nanoseconds d) {
    return std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(d).count());
  };
  switch (reason_) {
    case Reason::kNone: return "";
    case Reason::kSteps:
      return "analysis stopped after " + std::to_string(max_steps_) +
             " steps, this file's budget (the policy's analysis.steps_base and "
             "analysis.steps_per_kib): code this costly to follow is refused rather than "
             "half-checked";
    case Reason::kCpuTime:
      return "analysis stopped after " + ms(max_cpu_) +
             " ms of CPU time, this file's budget (the policy's analysis.cpu_base_ms and "
             "analysis.cpu_per_mib_ms): code this costly to follow is refused rather than "
             "half-checked";
    case Reason::kCancelled: return "analysis cancelled by the caller";
  }
  return "";
}

}  // namespace cordon
