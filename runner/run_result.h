// What one run of a snippet asks for, and exactly what happened.
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "finding.h"
#include "language.h"
#include "policy.h"

namespace cordon {

struct RunRequest {
  Language language = Language::kPython;
  std::string code;
  std::optional<double> timeout_seconds;  // within the policy's max_limits
  std::optional<double> memory_mb;        // within the policy's max_limits
  // Set from another thread (SIGINT, an MCP cancellation) to stop the run: the
  // container is killed and removed, and the result says `cancelled`.
  const std::atomic<bool>* cancel = nullptr;
};

enum class RunStatus {
  kOk,           // exit code 0
  kError,        // non-zero exit
  kTimeout,      // wall-time limit reached; the container was killed
  kOom,          // killed for exceeding the memory limit
  kOutputLimit,  // stdout or stderr exceeded the cap; the container was killed
  kBlocked,      // the policy refused the code before running it
  kEngineError,  // the container engine failed; nothing ran, or the run was lost
  kCancelled,    // stopped on request; the container was killed
};
std::string_view RunStatusName(RunStatus status);

struct RunResult {
  RunStatus status = RunStatus::kEngineError;
  int64_t exit_code = -1;
  std::string stdout_text;
  std::string stderr_text;
  bool stdout_truncated = false;
  bool stderr_truncated = false;
  double duration_seconds = 0;
  Limits limits;                  // what applied
  std::vector<Finding> findings;  // the analyzer's, with the policy's view of them
  std::string error;              // for engine_error and blocked: what went wrong
};

}  // namespace cordon
