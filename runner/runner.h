// Runs one snippet whose verdict the policy gate (policy/verdict.h) already gave: it
// refuses a blocking verdict without touching the engine, and otherwise executes the
// code in a fresh, locked-down container that is removed afterwards (or in a session's
// container), enforcing the wall-time limit by killing the whole container and capping
// each output stream. It knows nothing of the analyzer or of protocols.
#pragma once

#include <unistd.h>

#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>

#include "policy/verdict.h"
#include "runner/clock.h"
#include "runner/container_engine.h"
#include "runner/container_reaper.h"
#include "runner/egress_proxy.h"
#include "runner/launcher.h"
#include "runner/launcher_output.h"
#include "runner/orphan_sweep.h"
#include "runner/project_mounts.h"
#include "runner/run_result.h"
#include "runner/seccomp_profile.h"
#include "runner/secrets.h"
#include "runner/session_store.h"
#include "runner/warm_pool.h"

namespace cordon {

struct RunnerConfig {
  std::string python_image;
  std::string javascript_image;
  std::string runtime;                     // OCI runtime to ask for ("" = engine default)
  std::string instance_id;                 // label value naming this cordon process
  SeccompProfile seccomp;                  // empty: the engine's default profile
  Isolation isolation = Isolation::kRunc;  // what the engine gives (reported in results)
  // A folder with the `hosts` and `resolv.conf` a container with the network off gets
  // (runner/offline, installed as share/cordon/offline) in place of the engine's, which
  // on Podman name the host's other names, its address and its DNS server. "" = the
  // engine's own files.
  std::string offline_etc;
  // Project folders every container gets (runner/project_mounts.h), already checked.
  std::vector<ProjectMount> mounts;
  // Secrets every run's program gets in its environment (runner/secrets.h), already
  // granted by the policy. The caller redacts them from results (runner/secret_redactor.h).
  std::vector<Secret> secrets;
  // Where containers' launchers get a socket of their own (runner/launcher_channel.h,
  // PrepareChannelDir done), so that jobs and output bypass the engine; "" = the attach
  // stream carries them.
  std::string channel_dir;
  // A run's own container (not a pool's or a session's) is removed by the engine when
  // it exits (ContainerSpec::auto_remove): a process that makes one run and then exits
  // does not wait for the removal. A run that ends without its launcher's report
  // (stopped, or the launcher died) still removes it itself.
  bool engine_removes = false;
};

// Label keys every cordon container carries.
inline constexpr const char* kManagedLabel = "io.cordon.managed";
inline constexpr const char* kInstanceLabel = "io.cordon.instance";
inline constexpr const char* kPidLabel = "io.cordon.pid";
// On a container the engine removes when it exits (ContainerSpec::auto_remove), so that
// a sweep leaves one it is removing alone (orphan_sweep.h).
inline constexpr const char* kAutoRemoveLabel = "io.cordon.auto-remove";
// When that process started (orphan_sweep.h: ProcessStart), from cordon 0.3.1 on.
inline constexpr const char* kPidStartLabel = "io.cordon.pid-start";

// The result of a request the verdict blocks: status `blocked`, its findings, and which
// rules blocked at which lines.
RunResult BlockedResult(const Verdict& verdict, const RunLimits& limits);

class Runner {
 public:
  Runner(ContainerEngine& engine, RunnerConfig config, const Clock& clock)
      : engine_(engine), config_(std::move(config)), clock_(clock) {
    // gVisor applies the profile in its own kernel, where it needs adapting.
    if (config_.isolation == Isolation::kGvisor) config_.seccomp = ForGvisor(config_.seccomp);
  }

  // Runs `request` under `limits` unless `verdict` blocks it; the result carries the
  // verdict's findings. Never throws for engine trouble (status engine_error); throws
  // RunRequestError for input files or sessions it cannot accept. The request's own
  // limit overrides were already folded into `limits` by the caller. Safe to call from
  // several threads at once.
  RunResult Run(const RunRequest& request, const Verdict& verdict, const RunLimits& limits);

  // Each of these must outlive the Runner; without them runs create their container,
  // remove it before returning, and refuse session ids.
  // Runs whose limits make the same container as `pool_limits` take a ready container
  // from `pool` (built with SpecFor(language, pool_limits)) when it has one.
  void UsePool(WarmPool* pool, const RunLimits& pool_limits) {
    pool_ = pool;
    pool_limits_ = pool_limits;
  }
  // Finished containers are removed in the background.
  void UseReaper(ContainerReaper* reaper) { reaper_ = reaper; }
  // Runs with a session_id run in that session's container.
  void UseSessions(SessionStore* sessions) { sessions_ = sessions; }
  // Runs whose limits list network destinations reach them through `proxy`; without
  // one, such runs are refused.
  void UseEgressProxy(EgressProxy* proxy) { egress_ = proxy; }

  ContainerSpec SpecFor(Language language, const RunLimits& limits) const;
  // What a run's own container is made from: SpecFor, removed by the engine when it
  // exits if the config says so (RunnerConfig::engine_removes).
  ContainerSpec OwnSpecFor(Language language, const RunLimits& limits) const;

  // For a run in a process of its own (no pool): creates, now, the container the next
  // Run of `language` under `limits` starts, so that the engine's work overlaps what
  // comes first (loading the rules, the analysis). A Run with another language or
  // limits makes its own; the Runner removes one left unused when it goes. Throws
  // EngineError.
  void Prepare(Language language, const RunLimits& limits);
  // The containers whose runs ended with the launcher's report and that were left to
  // the engine to remove (RunnerConfig::engine_removes): a sweep must not wait for them.
  std::set<std::string> LeftToEngine() const;
  ~Runner();
  Runner(const Runner&) = delete;
  Runner& operator=(const Runner&) = delete;

 private:
  enum class JobEnd { kComplete, kStreamEnded, kTimeout, kOutputLimit, kCancelled };
  void ExecuteOnce(const RunRequest& request, const std::string& program, RunResult& result);
  // The prepared container when it was made for `language` and `limits`, else a new one.
  StartedContainer StartFresh(Language language, const RunLimits& limits);
  void ExecuteInSession(const RunRequest& request, const std::string& program, RunResult& result);
  LauncherJob JobFor(const RunRequest& request, const std::string& program, const RunLimits& limits,
                     bool keep) const;
  JobEnd RunJob(AttachedStream& stream, const LauncherJob& job, const RunRequest& request,
                Clock::TimePoint deadline, LauncherOutput& output, PhaseTimer& phases);
  // Kills a container whose run must stop; its stream is closed first.
  void Stop(const std::string& id, std::unique_ptr<AttachedStream>& stream);
  // The container's final state after its output ended or it was stopped.
  std::optional<ContainerState> FinalState(const std::string& id, bool stopped,
                                           Clock::TimePoint deadline);
  // Puts the result together; what the trailer said beyond it.
  struct Concluded {
    std::optional<Trailer::Interpreter> interpreter;  // a live session's
    bool malformed = false;  // a trailer came, but did not read: the launcher is not trusted
  };
  Concluded Conclude(JobEnd end, const LauncherOutput& output, const LauncherJob& job,
                     std::optional<ContainerState> state, Clock::TimePoint start,
                     RunResult& result);

  ContainerEngine& engine_;
  RunnerConfig config_;
  const Clock& clock_;
  // This process's pid and start time, the owner labels of every container it makes
  // (orphan_sweep.h): read once, not from /proc on each container.
  std::string pid_ = std::to_string(getpid());
  std::string pid_start_ = std::to_string(ProcessStart(getpid()).value_or(0));
  WarmPool* pool_ = nullptr;
  RunLimits pool_limits_;
  ContainerReaper* reaper_ = nullptr;
  SessionStore* sessions_ = nullptr;
  EgressProxy* egress_ = nullptr;
  struct Prepared {
    Language language;
    RunLimits limits;
    CreatedContainer container;
  };
  std::mutex prepared_mutex_;
  std::optional<Prepared> prepared_;
  mutable std::mutex left_mutex_;
  std::set<std::string> left_to_engine_;
};

}  // namespace cordon
