// Runs one snippet: analyse it under the policy (refusing what the policy blocks), then
// execute it in a fresh, locked-down container that is removed afterwards, enforcing
// the wall-time limit by killing the whole container and capping each output stream.
#pragma once

#include <stdexcept>
#include <string>

#include "analyzer.h"
#include "clock.h"
#include "container_engine.h"
#include "policy.h"
#include "run_result.h"
#include "warm_pool.h"

namespace cordon {

// A request the policy does not allow (asks for more than its maxima).
class RunRequestError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

struct RunnerConfig {
  std::string python_image;
  std::string javascript_image;
  std::string runtime;      // OCI runtime to ask for ("" = engine default)
  std::string instance_id;  // label value naming this cordon process
};

// Label keys every cordon container carries.
inline constexpr const char* kManagedLabel = "io.cordon.managed";
inline constexpr const char* kInstanceLabel = "io.cordon.instance";
inline constexpr const char* kPidLabel = "io.cordon.pid";

class Runner {
 public:
  Runner(ContainerEngine& engine, const Analyzer& analyzer, const Policy& policy,
         RunnerConfig config, const Clock& clock)
      : engine_(engine), analyzer_(analyzer), policy_(policy), config_(std::move(config)),
        clock_(clock) {}

  // Never throws for engine trouble (status engine_error); throws RunRequestError for a
  // request outside the policy's maxima.
  RunResult Run(const RunRequest& request);

  // Runs that keep the policy's container limits then take a ready container from
  // `pool` (built with SpecFor) when it has one. The pool must outlive the Runner.
  void UsePool(WarmPool* pool) { pool_ = pool; }

  // The limits a request gets: the policy's, with the request's overrides checked
  // against max_limits.
  Limits LimitsFor(const RunRequest& request) const;
  ContainerSpec SpecFor(Language language, const Limits& limits) const;

 private:
  void Execute(const RunRequest& request, RunResult& result);

  ContainerEngine& engine_;
  const Analyzer& analyzer_;
  const Policy& policy_;
  RunnerConfig config_;
  const Clock& clock_;
  WarmPool* pool_ = nullptr;
};

}  // namespace cordon
