// Runs one snippet: analyse it under the policy (refusing what the policy blocks), then
// execute it in a fresh, locked-down container that is removed afterwards, enforcing
// the wall-time limit by killing the whole container and capping each output stream.
#pragma once

#include <stdexcept>
#include <string>

#include "analyzer.h"
#include "clock.h"
#include "container_engine.h"
#include "container_reaper.h"
#include "launcher.h"
#include "launcher_output.h"
#include "policy.h"
#include "run_result.h"
#include "session_store.h"
#include "warm_pool.h"

namespace cordon {

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

// The policy's view of a snippet: the findings it does not allow, each with its action,
// and the strongest of those actions (allow when there are none).
struct Analysis {
  Action decision = Action::kAllow;
  std::vector<std::pair<Finding, Action>> findings;
};
Analysis AnalyzeUnderPolicy(const Analyzer& analyzer, const Policy& policy, Language language,
                            const std::string& code);
// Puts an analysis into a result: its findings and, when the policy blocks, status
// `blocked` and which rules blocked at which lines. Returns whether it blocks.
bool RecordAnalysis(const Analysis& analysis, const Policy& policy, RunResult& result);

class Runner {
 public:
  Runner(ContainerEngine& engine, const Analyzer& analyzer, const Policy& policy,
         RunnerConfig config, const Clock& clock)
      : engine_(engine),
        analyzer_(analyzer),
        policy_(policy),
        config_(std::move(config)),
        clock_(clock) {}

  // Never throws for engine trouble (status engine_error); throws RunRequestError for a
  // request the policy or the sessions do not allow.
  RunResult Run(const RunRequest& request);

  // Each of these must outlive the Runner; without them runs create their container,
  // remove it before returning, and refuse session ids.
  // Runs that keep the policy's container limits take a ready container from `pool`
  // (built with SpecFor) when it has one.
  void UsePool(WarmPool* pool) { pool_ = pool; }
  // Finished containers are removed in the background.
  void UseReaper(ContainerReaper* reaper) { reaper_ = reaper; }
  // Runs with a session_id run in that session's container.
  void UseSessions(SessionStore* sessions) { sessions_ = sessions; }

  // The limits a request gets: the policy's, with the request's overrides checked
  // against max_limits.
  Limits LimitsFor(const RunRequest& request) const;
  ContainerSpec SpecFor(Language language, const Limits& limits) const;

 private:
  enum class JobEnd { kComplete, kStreamEnded, kTimeout, kOutputLimit, kCancelled };
  void ExecuteOnce(const RunRequest& request, const std::string& program, RunResult& result);
  void ExecuteInSession(const RunRequest& request, const std::string& program, RunResult& result);
  LauncherJob JobFor(const RunRequest& request, const std::string& program, const Limits& limits,
                     bool keep) const;
  JobEnd RunJob(AttachedStream& stream, const LauncherJob& job, const RunRequest& request,
                Clock::TimePoint deadline, LauncherOutput& output);
  // Kills a container whose run must stop; its stream is closed first.
  void Stop(const std::string& id, std::unique_ptr<AttachedStream>& stream);
  // The container's final state after its output ended or it was stopped.
  std::optional<ContainerState> FinalState(const std::string& id, bool stopped,
                                           Clock::TimePoint deadline);
  void Conclude(JobEnd end, const LauncherOutput& output, const LauncherJob& job,
                std::optional<ContainerState> state, Clock::TimePoint start, RunResult& result);

  ContainerEngine& engine_;
  const Analyzer& analyzer_;
  const Policy& policy_;
  RunnerConfig config_;
  const Clock& clock_;
  WarmPool* pool_ = nullptr;
  ContainerReaper* reaper_ = nullptr;
  SessionStore* sessions_ = nullptr;
};

}  // namespace cordon
