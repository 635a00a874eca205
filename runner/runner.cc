#include "runner/runner.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <utility>

#include "analyzer/source_text.h"
#include "runner/host_admission.h"
#include "runner/launcher.h"
#include "runner/orphan_sweep.h"

namespace cordon {
namespace {

using std::chrono::milliseconds;

// Hands the container to the reaper (or removes it) however the run ends.
class DisposeOnExit {
 public:
  explicit DisposeOnExit(std::function<void()> dispose) : dispose_(std::move(dispose)) {}
  ~DisposeOnExit() { dispose_(); }
  DisposeOnExit(const DisposeOnExit&) = delete;
  DisposeOnExit& operator=(const DisposeOnExit&) = delete;

 private:
  std::function<void()> dispose_;
};

// The trailer carries the artifacts base64-encoded (4/3 of their size) with their names.
size_t TrailerCap(const RunLimits& limits) {
  return static_cast<size_t>((limits.artifact_total_bytes + 2) / 3 * 4 +
                             limits.artifact_files * 1024 + 4096);
}

}  // namespace

PhaseTimer::PhaseTimer(const Clock& clock, std::vector<RunPhase>& phases)
    : clock_(clock), phases_(phases), last_(clock.Now()) {}

void PhaseTimer::Mark(const std::string& name) {
  const auto now = clock_.Now();
  phases_.push_back({name, std::chrono::duration<double, std::milli>(now - last_).count()});
  last_ = now;
}

std::string DescribePhases(const std::vector<RunPhase>& phases) {
  std::string out;
  double total = 0;
  char buf[64];
  for (const auto& phase : phases) {
    std::snprintf(buf, sizeof buf, "%.1f ms", phase.ms);
    out += (out.empty() ? "" : ", ") + phase.name + " " + buf;
    total += phase.ms;
  }
  std::snprintf(buf, sizeof buf, "%.1f ms", total);
  return out + "; total " + buf;
}

std::string DescribeDeclined(const RuntimeRefusal& d) {
  std::string where =
      d.line > 0 ? (d.path.empty() ? "" : d.path + " ") + "line " + std::to_string(d.line) : d.path;
  return d.capability + ": " + d.event + (d.detail.empty() ? "" : " (" + d.detail + ")") +
         (where.empty() ? "" : ", called from " + where);
}

std::string_view RunStatusName(RunStatus status) {
  switch (status) {
    case RunStatus::kOk: return "ok";
    case RunStatus::kError: return "error";
    case RunStatus::kTimeout: return "timeout";
    case RunStatus::kOom: return "oom";
    case RunStatus::kOutputLimit: return "output_limit";
    case RunStatus::kBlocked: return "blocked";
    case RunStatus::kEngineError: return "engine_error";
    case RunStatus::kCancelled: return "cancelled";
    case RunStatus::kBusy: return "busy";
  }
  return "?";
}

std::string_view SessionStateName(SessionState state) {
  switch (state) {
    case SessionState::kNone: return "";
    case SessionState::kNew: return "new";
    case SessionState::kKept: return "kept";
    case SessionState::kLost: return "lost";
    case SessionState::kReset: return "reset";
  }
  return "?";
}

ContainerSpec Runner::SpecFor(Language language, const RunLimits& limits) const {
  ContainerSpec spec;
  spec.image = language == Language::kPython ? config_.python_image : config_.javascript_image;
  spec.command = LauncherCommand(language);
  spec.labels = {{kManagedLabel, "true"},
                 {kInstanceLabel, config_.instance_id},
                 {kPidLabel, pid_},
                 {kPidStartLabel, pid_start_}};
  spec.env = {"HOME=/tmp",
              "MPLBACKEND=module://cordon_show",
              "MPLCONFIGDIR=/tmp/matplotlib",
              "PYTHONDONTWRITEBYTECODE=1",
              "PYTHONUNBUFFERED=1",
              "LANG=C.UTF-8"};
  // An allow list: no network of the container's own, only the proxy's socket.
  const bool proxied = limits.network && !limits.network_allow.empty();
  spec.network = limits.network && !proxied;
  spec.memory_bytes = limits.memory_bytes;
  spec.nano_cpus = limits.nano_cpus;
  spec.pids = limits.pids;
  // RLIMIT_NPROC counts every process of the user on the host, across all sandboxes
  // (they all run as nobody), so a tight one would let one run starve the others; the
  // per-container ceiling is the pids cgroup above. This only bounds all sandboxes at once.
  spec.nproc = 4096;
  if (config_.isolation == Isolation::kGvisor) {
    // Under gVisor the pids cgroup counts gVisor's own kernel, about 50 host threads
    // for an idle program and more under load, while the program's processes are
    // tasks of that kernel, which keeps RLIMIT_NPROC for this sandbox alone.
    constexpr int64_t kGvisorThreads = 128;
    spec.pids = 4 * limits.pids + kGvisorThreads;
    spec.nproc = limits.pids;
  }
  spec.tmpfs_bytes = limits.tmpfs_bytes;
  spec.fsize_bytes = spec.tmpfs_bytes;
  if (!limits.refused_capabilities.empty()) {
    std::string refused;
    for (const auto& capability : limits.refused_capabilities) {
      refused += (refused.empty() ? "" : ",") + capability;
    }
    spec.env.push_back("CORDON_REFUSE=" + refused);  // runner/launcher/launcher.py
  }
  spec.runtime = config_.runtime;
  // gVisor keeps a sandbox from host sockets: its launchers would only say so.
  if (config_.isolation != Isolation::kGvisor) spec.channel_dir = config_.channel_dir;
  spec.seccomp_path = config_.seccomp.path;
  spec.seccomp_json = config_.seccomp.json;
  if (!spec.network && !config_.offline_etc.empty()) {
    spec.mounts.push_back({config_.offline_etc + "/hosts", "/etc/hosts"});
    spec.mounts.push_back({config_.offline_etc + "/resolv.conf", "/etc/resolv.conf"});
  }
  if (proxied && egress_ != nullptr) {
    spec.mounts.push_back({egress_->folder(), kEgressMountTarget});
    // The launcher listens here and forwards to the socket (runner/launcher/launcher.py);
    // HTTP clients find the port in the usual variables (Node 22 reads them only with
    // NODE_USE_ENV_PROXY).
    spec.env.push_back(std::string("CORDON_EGRESS=") + kEgressMountTarget + "/proxy.sock");
    const std::string url = "http://127.0.0.1:" + std::to_string(kEgressContainerPort);
    for (const char* name : {"HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"}) {
      spec.env.push_back(std::string(name) + "=" + url);
    }
    // The program's own servers on the container's loopback are reached directly, unless
    // the list names a loopback address: that one is the host's, through the proxy.
    bool host_loopback = std::any_of(
        limits.network_allow.begin(), limits.network_allow.end(), [](const NetworkAllowEntry& e) {
          return e.host == "localhost" || e.host == "::1" || e.host.starts_with("127.");
        });
    const std::string no_proxy = host_loopback ? "" : "localhost,127.0.0.1,::1";
    spec.env.push_back("NO_PROXY=" + no_proxy);
    spec.env.push_back("no_proxy=" + no_proxy);
    spec.env.push_back("NODE_USE_ENV_PROXY=1");
  }
  if (!config_.mounts.empty()) {
    std::string targets;
    for (const auto& m : config_.mounts) {
      spec.mounts.push_back({m.source, m.target, !m.writable, /*project=*/true});
      targets += (targets.empty() ? "" : ":") + m.target;
    }
    // The launcher leaves them out of its artifacts: they are the host's files already.
    spec.env.push_back("CORDON_MOUNTS=" + targets);
  }
  return spec;
}

namespace {

// A job's pass through the network proxy: open for the job's run when its limits list
// destinations, closed (its log taken) when the program has ended, or on the way out.
class EgressPass {
 public:
  EgressPass(EgressProxy* proxy, const RunLimits& limits) {
    if (proxy != nullptr && limits.network && !limits.network_allow.empty()) {
      proxy_ = proxy;
      token_ = proxy->Open(limits.network_allow, limits.network_policy);
    }
  }
  ~EgressPass() {
    if (proxy_ != nullptr) proxy_->Close(token_);
  }
  EgressPass(const EgressPass&) = delete;
  EgressPass& operator=(const EgressPass&) = delete;
  const std::string& token() const { return token_; }
  EgressLog Close() {
    if (proxy_ == nullptr) return {};
    EgressProxy* proxy = std::exchange(proxy_, nullptr);
    return proxy->Close(token_);
  }

 private:
  EgressProxy* proxy_ = nullptr;
  std::string token_;
};

bool HasWritableMount(const std::vector<ProjectMount>& mounts) {
  return std::any_of(mounts.begin(), mounts.end(),
                     [](const ProjectMount& m) { return m.writable; });
}

void CheckInputFiles(const RunRequest& request, const RunLimits& limits, const std::string& program,
                     const std::vector<ProjectMount>& mounts) {
  int64_t total = 0;
  for (const auto& file : request.files) {
    if (!IsWorkRelativePath(file.path)) {
      throw RunRequestError("input file path '" + file.path.substr(0, 80) +
                            "' is not allowed: give a relative path inside the working "
                            "directory, without '..', like 'data/input.csv'");
    }
    if (file.path == program) {
      throw RunRequestError("input file '" + file.path +
                            "' would replace the program itself; give it another name");
    }
    if (auto mount = MountContaining(mounts, file.path)) {
      throw RunRequestError("input file '" + file.path + "' is inside the project folder " +
                            *mount + ", mounted from the host; give it a path outside it");
    }
    total += static_cast<int64_t>(file.content.size());
  }
  if (total > limits.input_bytes) {
    throw RunRequestError("input files total " + std::to_string(total) +
                          " bytes, over the policy's input_bytes of " +
                          std::to_string(limits.input_bytes));
  }
}

}  // namespace

namespace {

// The finding a runtime refusal becomes: the static layer let the code through, and
// the runtime layer stopped it where it happened.
JudgedFinding RuntimeFinding(const RuntimeRefusal& refusal, const LauncherJob& job) {
  Finding f;
  f.rule_id = "runtime." + refusal.capability;
  f.category = "runtime";
  f.capability = refusal.capability;
  f.severity = Severity::kCritical;
  f.message = "refused at run time: " + refusal.event +
              (refusal.detail.empty() ? "" : " (" + refusal.detail + ")") +
              "; the policy does not grant '" + refusal.capability + "'";
  f.remediation = refusal.capability == "introspection"
                      ? "the program reached for the runtime policy's own machinery; do without it"
                      : "do without it, or run under a policy that grants '" + refusal.capability +
                            "' (capabilities, or runtime.grant: docs/runtime-policy.md)";
  f.path = refusal.path.empty() ? job.program_name : refusal.path;
  f.start.line = static_cast<uint32_t>(std::max<int64_t>(refusal.line, 1));
  f.end = f.start;
  if (refusal.line > 0 && f.path == job.program_name) {
    const SourceText text(job.code);
    std::string_view line = text.Line(static_cast<uint32_t>(refusal.line));
    f.source_line = std::string(line.substr(0, size_t{4} * kMaxSourceLineCodePoints));
    size_t indent = line.find_first_not_of(" \t");
    if (indent != std::string_view::npos && indent < f.source_line.size()) {
      f.start.column = f.end.column = static_cast<uint32_t>(indent + 1);
    }
  }
  return {std::move(f), Action::kBlock};
}

}  // namespace

RunResult BlockedResult(const Verdict& verdict, const RunLimits& limits) {
  RunResult result;
  result.limits = limits;
  result.findings = verdict.findings;
  result.status = RunStatus::kBlocked;
  result.error =
      "policy '" + verdict.policy_name + "' blocks this code: " + verdict.BlockingSummary();
  return result;
}

RunResult Runner::Run(const RunRequest& request, const Verdict& verdict, const RunLimits& limits) {
  if (verdict.Blocks()) return BlockedResult(verdict, limits);
  RunResult result;
  result.limits = limits;
  result.findings = verdict.findings;
  result.session_id = request.session_id;
  result.isolation = config_.isolation;
  const std::string program = ProgramFileName(request.language, request.code);
  CheckInputFiles(request, limits, program, config_.mounts);
  if (std::string changed = ChangedMount(config_.mounts); !changed.empty()) {
    throw RunRequestError(changed);
  }
  if (HasWritableMount(config_.mounts) && engine_.Name() == "docker" &&
      std::count(limits.refused_capabilities.begin(), limits.refused_capabilities.end(), "native") >
          0) {
    // Podman mounts project folders noexec; Docker cannot, so a program could write a
    // shared library into a writable one and load it, past the runtime layer.
    throw RunRequestError(
        "Docker cannot mount a project folder noexec, so a writable one would let the program "
        "load native code it wrote there, which this policy refuses: use Podman, or mount "
        "the folder read-only");
  }
  if (!limits.network_allow.empty()) {
    if (config_.isolation == Isolation::kGvisor) {
      throw RunRequestError("policy '" + limits.network_policy +
                            "' lists network destinations, which go through cordon's proxy on "
                            "the host; gVisor does not let a container reach it: run this "
                            "policy with isolation: runc, or with network: false");
    }
    if (egress_ == nullptr) {
      throw RunRequestError("policy '" + limits.network_policy +
                            "' lists network destinations, but this cordon has no network "
                            "proxy to reach them through");
    }
  }
  if (!request.session_id.empty() && sessions_ == nullptr) {
    throw RunRequestError("sessions are not available here: run without a session_id");
  }
  if (request.reset && request.session_id.empty()) {
    throw RunRequestError("reset starts a session afresh: give the session_id to reset");
  }
  try {
    if (request.session_id.empty()) {
      ExecuteOnce(request, program, result);
    } else {
      ExecuteInSession(request, program, result);
    }
  } catch (const HostBusyError& e) {
    result.status = RunStatus::kBusy;
    result.error = e.what();
    result.retry_after_seconds = e.retry_after().count();
  } catch (const EngineError& e) {
    result.status = RunStatus::kEngineError;
    result.error = e.what();
  }
  return result;
}

LauncherJob Runner::JobFor(const RunRequest& request, const std::string& program,
                           const RunLimits& limits, bool keep) const {
  LauncherJob job;
  job.program_name = program;
  job.code = request.code;
  job.files = request.files;
  job.nonce = NewNonce();
  job.max_file_bytes = limits.artifact_file_bytes;
  job.max_total_bytes = limits.artifact_total_bytes;
  job.max_files = limits.artifact_files;
  job.keep = keep;
  for (const auto& secret : config_.secrets)
    job.environment.emplace_back(secret.name, secret.value);
  // The host stops the run at its wall time; the launcher, a little later, only when the
  // host did not (it is gone, or its engine stopped answering).
  constexpr std::chrono::milliseconds kLauncherGrace{5'000};
  job.deadline_ms = (limits.wall_time + kLauncherGrace).count();
  return job;
}

Runner::JobEnd Runner::RunJob(AttachedStream& stream, const LauncherJob& job,
                              const RunRequest& request, Clock::TimePoint deadline,
                              LauncherOutput& output, PhaseTimer& phases) {
  // The job counts against the run's wall time from the start: a container that stops
  // reading its stdin (a session's program that never returns to the launcher) would
  // otherwise hold the write, and the run, forever.
  auto budget = std::chrono::duration_cast<milliseconds>(deadline - clock_.Now());
  if (!stream.Write(LauncherFrame(job), std::max(budget, milliseconds(1)))) {
    return JobEnd::kTimeout;
  }
  if (!job.keep) stream.CloseStdin();
  phases.Mark("job");
  bool output_seen = false;
  // The end of the program: its trailer came, or its output ended.
  auto ended = [&](JobEnd end) {
    phases.Mark("program");
    return end;
  };
  for (;;) {
    if (request.cancel != nullptr && request.cancel->load()) return JobEnd::kCancelled;
    auto now = clock_.Now();
    if (now >= deadline) return JobEnd::kTimeout;
    auto wait =
        std::min(std::chrono::duration_cast<milliseconds>(deadline - now), milliseconds(200));
    StreamChunk chunk = stream.Read(std::max(wait, milliseconds(1)));
    if (chunk.kind == StreamChunk::Kind::kEnd) {
      output.Finish();
      return ended(JobEnd::kStreamEnded);
    }
    if (chunk.kind == StreamChunk::Kind::kTimeout) continue;
    if (!output.Add(chunk)) return JobEnd::kOutputLimit;
    if (output.Complete()) return ended(JobEnd::kComplete);
    if (!output_seen && (!output.stdout_text.empty() || !output.stderr_text.empty())) {
      output_seen = true;  // the program's own, not the launcher's trailer
      phases.Mark("first_output");
    }
  }
}

void Runner::Stop(const std::string& id, std::unique_ptr<AttachedStream>& stream) {
  // Close our end first: an engine blocked writing output into an attach stream nobody
  // reads can fail to kill in time (seen with Podman on an output flood).
  stream.reset();
  try {
    engine_.Kill(id);  // the whole container, not a process
  } catch (const EngineError&) {
    // Removing it with force kills it as well.
  }
}

std::optional<ContainerState> Runner::FinalState(const std::string& id, bool stopped,
                                                 Clock::TimePoint deadline) {
  if (!stopped) {
    // The output ended, so the launcher has almost always exited already: one inspect
    // answers, and the blocking wait is only needed when it is still running.
    ContainerState now = engine_.Inspect(id);
    if (!now.running) return now;
  }
  auto remaining = std::chrono::duration_cast<milliseconds>(deadline - clock_.Now());
  return engine_.Wait(id, stopped ? milliseconds(10'000) : std::max(remaining, milliseconds(1)));
}

Runner::Concluded Runner::Conclude(JobEnd end, const LauncherOutput& output, const LauncherJob& job,
                                   std::optional<ContainerState> state, Clock::TimePoint start,
                                   RunResult& result) {
  result.stdout_text = output.stdout_text;
  result.stderr_text = output.stderr_text;
  result.stdout_truncated = output.stdout_truncated;
  result.stderr_truncated = output.stderr_truncated;
  result.duration_seconds = std::chrono::duration<double>(clock_.Now() - start).count();
  result.exit_code = state ? state->exit_code : -1;
  std::optional<Trailer> trailer;
  std::optional<RuntimeRefusal> refusal;
  Concluded concluded;
  if (output.HasTrailer()) {
    trailer = ParseTrailer(output.trailer_json(),
                           {job.max_file_bytes, job.max_total_bytes, job.max_files});
    if (trailer) {
      // With no end mark after it, the program went on (launcher.h): its container's
      // exit status is the final word, and the trailer still lists its files.
      if (!state) result.exit_code = trailer->exit_code;
      result.artifacts = std::move(trailer->artifacts);
      result.artifacts_not_listed = trailer->not_listed;
      refusal = std::move(trailer->refusal);
      concluded.interpreter = trailer->interpreter;
      result.declined_at_run_time = std::move(trailer->declined);
      for (auto& d : result.declined_at_run_time) {
        if (d.path == job.program_name) d.path.clear();  // the program itself
      }
    } else {
      result.error = "the launcher's report at the end of the run was malformed";
      concluded.malformed = true;
    }
  }
  switch (end) {
    case JobEnd::kCancelled: result.status = RunStatus::kCancelled; return concluded;
    case JobEnd::kTimeout: result.status = RunStatus::kTimeout; return concluded;
    case JobEnd::kOutputLimit: result.status = RunStatus::kOutputLimit; return concluded;
    default: break;
  }
  if (refusal) {
    result.status = RunStatus::kBlocked;
    result.stopped_at_run_time = true;
    result.findings.push_back(RuntimeFinding(*refusal, job));
    const Finding& f = result.findings.back().finding;
    result.error = "the runtime policy stopped the program: " + f.rule_id + " (" + refusal->event +
                   ")" +
                   (refusal->line > 0 ? " at " + (f.path == job.program_name ? "" : f.path + " ") +
                                            "line " + std::to_string(refusal->line)
                                      : "");
    return concluded;
  }
  // Podman's compatible API does not report OOMKilled, and inside the sandbox nothing but
  // the kernel's OOM killer sends SIGKILL (137) when cordon did not.
  if ((state && state->oom_killed) || result.exit_code == 137)
    result.status = RunStatus::kOom;
  else if (result.exit_code == 0 && result.error.empty())
    result.status = RunStatus::kOk;
  else
    result.status = RunStatus::kError;
  return concluded;
}

ContainerSpec Runner::OwnSpecFor(Language language, const RunLimits& limits) const {
  ContainerSpec spec = SpecFor(language, limits);
  if (config_.engine_removes) {
    spec.auto_remove = true;
    spec.labels[kAutoRemoveLabel] = "true";
  }
  return spec;
}

std::set<std::string> Runner::LeftToEngine() const {
  std::lock_guard lock(left_mutex_);
  return left_to_engine_;
}

void Runner::Prepare(Language language, const RunLimits& limits) {
  CreatedContainer created = CreateAttachable(engine_, OwnSpecFor(language, limits));
  std::optional<Prepared> replaced;
  {
    std::lock_guard lock(prepared_mutex_);
    replaced.swap(prepared_);
    prepared_ = Prepared{language, limits, std::move(created)};
  }
  if (replaced) RemoveQuietly(engine_, replaced->container.id);
}

Runner::~Runner() {
  if (prepared_) RemoveQuietly(engine_, prepared_->container.id);
}

StartedContainer Runner::StartFresh(Language language, const RunLimits& limits) {
  std::optional<CreatedContainer> created;
  {
    std::lock_guard lock(prepared_mutex_);
    if (prepared_ && prepared_->language == language && prepared_->limits.SameContainer(limits)) {
      created = std::move(prepared_->container);
      prepared_.reset();
    }
  }
  if (created) return StartCreated(engine_, std::move(*created));
  return StartAttached(engine_, OwnSpecFor(language, limits));
}

void Runner::ExecuteOnce(const RunRequest& request, const std::string& program, RunResult& result) {
  const RunLimits& limits = result.limits;
  const auto start = clock_.Now();
  const auto deadline = start + limits.wall_time;

  // Wall time and output are enforced here, so only a run asking for other container
  // limits (memory) needs a fresh container rather than a warm one.
  PhaseTimer phases(clock_, result.phases);
  std::optional<StartedContainer> warm;
  if (pool_ != nullptr && limits.SameContainer(pool_limits_)) warm = pool_->Take(request.language);
  // The pool refills once this run has its result (WarmPool::Take).
  std::unique_ptr<WarmPool, void (*)(WarmPool*)> run_ended(warm ? pool_ : nullptr,
                                                           [](WarmPool* p) { p->RunEnded(); });
  StartedContainer container = warm ? std::move(*warm) : StartFresh(request.language, limits);
  phases.Mark(warm ? "pool" : "container");
  const std::string& id = container.id;
  std::unique_ptr<AttachedStream>& stream = container.stream;
  const bool engine_removes = !warm && config_.engine_removes;
  bool left_to_engine = false;
  DisposeOnExit dispose([this, &id, &left_to_engine] {
    if (!left_to_engine) Dispose(engine_, reaper_, id);
  });

  LauncherJob job = JobFor(request, program, limits, /*keep=*/false);
  EgressPass egress(egress_, limits);
  job.egress_token = egress.token();
  LauncherOutput output(job.nonce, static_cast<size_t>(limits.output_bytes), TrailerCap(limits));
  JobEnd end = RunJob(*stream, job, request, deadline, output, phases);
  if (engine_removes && end == JobEnd::kComplete) {
    // The launcher exits right after its report with the end mark (both launchers: node's,
    // which shares its process with the program, ends it there), and the engine removes
    // the container then. Not killed first: Docker's kill waits for the exit, as long as
    // the removal it spares (bench/RESULTS.md).
    left_to_engine = true;
    std::lock_guard lock(left_mutex_);
    left_to_engine_.insert(id);
  }
  bool stopped =
      end == JobEnd::kTimeout || end == JobEnd::kOutputLimit || end == JobEnd::kCancelled;
  if (stopped) Stop(id, stream);
  std::optional<ContainerState> state;
  if (end != JobEnd::kComplete) {  // the trailer, when it came, has the exit status
    try {
      state = FinalState(id, stopped, deadline);
      if (!state) {  // closed its output but kept running past the deadline
        end = JobEnd::kTimeout;
        Stop(id, stream);
        state = engine_.Wait(id, milliseconds(10'000));
      }
    } catch (const NoSuchContainer& e) {
      // A container the engine removes when it exits may be gone with its status.
      if (!engine_removes) throw;
      state.reset();
      if (end == JobEnd::kStreamEnded && !output.HasTrailer()) {
        result.error =
            "the program's launcher ended without saying how the program ended, and the "
            "engine removed its container, with its exit status, as it does for a one-off "
            "run's (" +
            std::string(e.what()) + ")";
      }
    }
  }
  result.network = egress.Close();
  Conclude(end, output, job, state, start, result);
  phases.Mark("report");
}

namespace {

// Why a run ended its session's interpreter, for the next run's session_lost.
std::string WhyEnded(const RunResult& result) {
  const std::string why = "the last call to run in this session ";
  switch (result.status) {
    case RunStatus::kTimeout: return why + "timed out";
    case RunStatus::kOom: return why + "ran out of memory";
    case RunStatus::kOutputLimit: return why + "exceeded the output limit";
    case RunStatus::kCancelled: return why + "was cancelled";
    case RunStatus::kBlocked: return why + "was stopped by the runtime policy";
    default: break;
  }
  return why + "ended its interpreter (exit status " + std::to_string(result.exit_code) + ")";
}

}  // namespace

void Runner::ExecuteInSession(const RunRequest& request, const std::string& program,
                              RunResult& result) {
  std::unique_ptr<Session> session =
      sessions_->Borrow(request.session_id, request.language, request.tenant);
  bool alive = false;
  std::string why_ended;
  DisposeOnExit give_back([&] { sessions_->Return(std::move(session), alive, why_ended); });
  PhaseTimer phases(clock_, result.phases);
  if (request.reset && !session->container_id.empty()) {
    Dispose(engine_, reaper_, session->container_id);
    session->stream.reset();
    session->container_id.clear();
  }
  const bool fresh = session->container_id.empty();
  if (fresh) {
    session->limits = result.limits;
    session->runs = 0;
    StartedContainer container = StartAttached(engine_, SpecFor(request.language, result.limits));
    session->container_id = std::move(container.id);
    session->stream = std::move(container.stream);
  }
  phases.Mark(fresh ? "container" : "session");
  // The container keeps the limits it was created with; wall time and output are per run.
  RunLimits& limits = result.limits;
  limits.memory_bytes = session->limits.memory_bytes;
  const auto start = clock_.Now();
  const auto deadline = start + limits.wall_time;
  ++session->runs;

  LauncherJob job = JobFor(request, program, limits, /*keep=*/true);
  job.live = true;
  EgressPass egress(egress_, limits);
  job.egress_token = egress.token();
  LauncherOutput output(job.nonce, static_cast<size_t>(limits.output_bytes), TrailerCap(limits));
  JobEnd end = RunJob(*session->stream, job, request, deadline, output, phases);
  std::optional<ContainerState> state;
  if (end == JobEnd::kComplete) {
    alive = true;
  } else {
    // A run that has to be stopped, or whose launcher died, ends its session.
    bool stopped = end != JobEnd::kStreamEnded;
    if (stopped) Stop(session->container_id, session->stream);
    state = FinalState(session->container_id, stopped, deadline);
    result.session_ended = true;
  }
  result.network = egress.Close();
  const Concluded concluded = Conclude(end, output, job, state, start, result);
  const std::optional<Trailer::Interpreter>& interpreter = concluded.interpreter;
  phases.Mark("report");
  if (end == JobEnd::kComplete && concluded.malformed) {
    alive = false;  // a malformed report: the launcher cannot be trusted any more
    result.session_ended = true;
  }
  // What this run found of the earlier runs' state, and what it leaves for the next.
  if (request.reset) {
    result.session_state = SessionState::kReset;
  } else if (!session->lost.empty()) {
    result.session_state = SessionState::kLost;
    result.session_lost = session->lost;
  } else if (session->runs == 1) {
    result.session_state = SessionState::kNew;
  } else if (interpreter && interpreter->calls == 1) {
    result.session_state = SessionState::kLost;  // the launcher says so, and it would know
    result.session_lost = "the session's interpreter had ended";
  } else {
    result.session_state = SessionState::kKept;
  }
  result.interpreter_ended = result.session_ended || !interpreter || interpreter->ended;
  // The code the interpreter now holds, for the next call's analysis.
  if (result.session_state != SessionState::kKept) session->code.clear();
  if (result.interpreter_ended) {
    session->code.clear();
  } else if (request.parses) {
    session->code = JoinSessionCode(session->code, request.code, request.language);
  }
  if (end == JobEnd::kComplete && !interpreter && !concluded.malformed) {
    session->lost =
        "this image's launcher keeps a session's files but not its interpreter: the image has "
        "no python3";
  } else {
    session->lost = result.interpreter_ended ? WhyEnded(result) : "";
  }
  if (result.session_ended) why_ended = session->lost;
}

}  // namespace cordon
