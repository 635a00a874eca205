// How much work the analysis of one file may do, so that no input, however shaped, holds
// a lint run, a CI gate or a server's reply for long:
//   - steps of the resolver's walk (one per statement or expression it visits), which
//     are deterministic, so tests can check that work grows linearly with the input;
//   - the analysing thread's CPU time for parsing and resolution together (CPU, not
//     wall-clock: a loaded machine must not cut a normal file short);
//   - a caller's cancellation (an MCP notifications/cancelled).
// Both limits scale with the file's size: a base plus an amount per byte.
//
//   AnalysisBudget budget(limits, file.text.size(), options.cancel);
//   while (budget.Step()) ...          // the resolver, once per node
//   if (budget.Tick()) ...             // the parser's progress callback
//   if (budget.Poll()) ...             // time and cancellation, now
//   budget.Describe();                 // "analysis stopped after ... steps: ..."
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

namespace cordon {

// The limits of one file's analysis; a policy's `analysis:` block sets the budgets
// (docs/policies.md).
struct AnalysisLimits {
  size_t max_source_bytes = 4 << 20;  // larger input is not parsed
  // CPU time: base + per MiB of source. 200 lines (about 8 KB) get about 73 ms; the
  // analysis of such a snippet takes about 3 ms (bench/RESULTS.md). Dense code, a call
  // on every line, took 60 to 130 ms per 80 KB on the (busy) development VM.
  std::chrono::milliseconds cpu_base{50};
  std::chrono::milliseconds cpu_per_mib{3000};
  // Resolver steps: base + per KiB of source. Ordinary code takes 90 to 160 steps per
  // KiB, and no file of Python's standard library, npm's JavaScript or samples/ more
  // than 360 (measured 2026-11-23).
  uint64_t steps_base = 100'000;
  uint64_t steps_per_kib = 2'000;
};

// The CPU time the calling thread has used.
std::chrono::nanoseconds ThreadCpuTime();

class AnalysisBudget {
 public:
  using CpuClock = std::function<std::chrono::nanoseconds()>;
  enum class Reason { kNone, kSteps, kCpuTime, kCancelled };

  // An unlimited budget: steps are counted, nothing stops.
  AnalysisBudget() = default;
  AnalysisBudget(const AnalysisLimits& limits, size_t source_bytes,
                 const std::atomic<bool>* cancel = nullptr, CpuClock clock = ThreadCpuTime);

  // One step of the walk. False once the budget is spent, and from then on.
  bool Step();
  // Checks time and cancellation only. False once spent.
  bool Poll();
  // The parser's progress callback, which tree-sitter makes every 100 of its operations:
  // cancellation each time, the clock every kTicksPerClockCheck (reading a thread's CPU
  // time is a system call; once per tick it was a third of a snippet's parse on a VM).
  bool Tick();

  bool exhausted() const { return reason_ != Reason::kNone; }
  Reason reason() const { return reason_; }
  uint64_t steps() const { return steps_; }
  // Why the analysis stopped, worded for a finding; empty while not exhausted.
  std::string Describe() const;

 private:
  static constexpr uint64_t kStepsPerClockCheck = 1024;
  static constexpr uint64_t kTicksPerClockCheck = 32;

  bool limited_ = false;
  uint64_t max_steps_ = 0;
  std::chrono::nanoseconds max_cpu_{0};
  std::chrono::nanoseconds started_{0};
  const std::atomic<bool>* cancel_ = nullptr;
  CpuClock clock_;
  uint64_t steps_ = 0;
  uint64_t ticks_ = 0;
  Reason reason_ = Reason::kNone;
};

}  // namespace cordon
