#include "runner.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "launcher.h"

namespace cordon {
namespace {

using std::chrono::milliseconds;

// Removes the container however the run ends.
class RemoveOnExit {
 public:
  RemoveOnExit(ContainerEngine& engine, std::string id) : engine_(engine), id_(std::move(id)) {}
  ~RemoveOnExit() {
    try {
      engine_.Remove(id_);
    } catch (...) {
      // The next start's orphan sweep removes it: it carries our labels.
    }
  }
  RemoveOnExit(const RemoveOnExit&) = delete;
  RemoveOnExit& operator=(const RemoveOnExit&) = delete;

 private:
  ContainerEngine& engine_;
  std::string id_;
};

// Appends to a capped buffer; returns false once the cap is passed.
bool AppendCapped(std::string& buffer, const std::string& data, size_t cap, bool& truncated) {
  size_t room = cap > buffer.size() ? cap - buffer.size() : 0;
  buffer.append(data, 0, std::min(room, data.size()));
  if (data.size() > room) truncated = true;
  return !truncated;
}

}  // namespace

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
  }
  return "?";
}

Limits Runner::LimitsFor(const RunRequest& request) const {
  Limits limits = policy_.limits;
  auto check = [&](std::optional<double> asked, double max, double& field, const char* what) {
    if (!asked) return;
    if (!(*asked > 0)) throw RunRequestError(std::string(what) + " must be above 0");
    if (*asked > max) {
      char message[256];
      std::snprintf(message, sizeof message, "%s %g is over the maximum of %g that policy '%s' allows",
                    what, *asked, max, policy_.name.c_str());
      throw RunRequestError(message);
    }
    field = *asked;
  };
  check(request.timeout_seconds, policy_.max_limits.wall_seconds, limits.wall_seconds,
        "timeout_seconds");
  check(request.memory_mb, policy_.max_limits.memory_mb, limits.memory_mb, "memory_mb");
  return limits;
}

ContainerSpec Runner::SpecFor(Language language, const Limits& limits) const {
  ContainerSpec spec;
  spec.image = language == Language::kPython ? config_.python_image : config_.javascript_image;
  spec.command = LauncherCommand(language);
  spec.labels = {{kManagedLabel, "true"},
                 {kInstanceLabel, config_.instance_id},
                 {kPidLabel, std::to_string(getpid())}};
  spec.env = {"HOME=/tmp", "MPLBACKEND=Agg", "MPLCONFIGDIR=/tmp/matplotlib",
              "PYTHONDONTWRITEBYTECODE=1", "PYTHONUNBUFFERED=1", "LANG=C.UTF-8"};
  spec.network = limits.network;
  spec.memory_bytes = static_cast<int64_t>(limits.memory_mb * 1024 * 1024);
  spec.nano_cpus = static_cast<int64_t>(limits.cpus * 1e9);
  spec.pids = static_cast<int64_t>(limits.pids);
  spec.nproc = spec.pids;
  spec.tmpfs_bytes = static_cast<int64_t>(limits.tmpfs_mb * 1024 * 1024);
  spec.fsize_bytes = spec.tmpfs_bytes;
  spec.runtime = config_.runtime;
  return spec;
}

RunResult Runner::Run(const RunRequest& request) {
  RunResult result;
  result.limits = LimitsFor(request);
  auto findings = analyzer_.Analyze({"<snippet>", request.language, request.code},
                                    {policy_.allow_suppressions});
  std::string blocking;
  for (auto& finding : findings) {
    Action action = policy_.ActionFor(finding);
    if (action == Action::kAllow) continue;
    if (action == Action::kBlock) {
      blocking += (blocking.empty() ? "" : "; ") + finding.rule_id + " at line " +
                  std::to_string(finding.start.line);
    }
    result.findings.push_back(std::move(finding));
  }
  if (!blocking.empty()) {
    result.status = RunStatus::kBlocked;
    result.error = "policy '" + policy_.name + "' blocks this code: " + blocking;
    return result;
  }
  try {
    Execute(request, result);
  } catch (const EngineError& e) {
    result.status = RunStatus::kEngineError;
    result.error = e.what();
  }
  return result;
}

void Runner::Execute(const RunRequest& request, RunResult& result) {
  const Limits& limits = result.limits;
  const auto start = clock_.Now();
  const auto deadline = start + milliseconds(static_cast<int64_t>(std::ceil(limits.wall_seconds * 1000)));
  const size_t cap = static_cast<size_t>(limits.output_bytes);

  // A warm container was made with the policy's default limits; wall time is enforced
  // here, so only a run asking for other container limits (memory) needs a fresh one.
  std::optional<WarmContainer> warm;
  if (pool_ != nullptr && !request.memory_mb) {
    warm = pool_->Take(request.language);
  }
  std::string id = warm ? warm->id : engine_.Create(SpecFor(request.language, limits));
  RemoveOnExit remove(engine_, id);
  std::unique_ptr<AttachedStream> stream;
  if (warm) {
    stream = std::move(warm->stream);  // attached and started ahead of need
  } else {
    stream = engine_.Attach(id);  // before start: no output can be missed
    engine_.Start(id);
  }
  stream->Write(LauncherFrame(ProgramFileName(request.language, request.code), request.code));
  stream->CloseStdin();

  bool timed_out = false, output_limited = false, cancelled = false;
  for (;;) {
    if (request.cancel != nullptr && request.cancel->load()) {
      cancelled = true;
      break;
    }
    auto now = clock_.Now();
    if (now >= deadline) {
      timed_out = true;
      break;
    }
    auto wait = std::min(std::chrono::duration_cast<milliseconds>(deadline - now), milliseconds(200));
    StreamChunk chunk = stream->Read(std::max(wait, milliseconds(1)));
    if (chunk.kind == StreamChunk::Kind::kEnd) break;
    if (chunk.kind == StreamChunk::Kind::kTimeout) continue;
    bool fits = chunk.kind == StreamChunk::Kind::kStdout
                    ? AppendCapped(result.stdout_text, chunk.data, cap, result.stdout_truncated)
                    : AppendCapped(result.stderr_text, chunk.data, cap, result.stderr_truncated);
    if (!fits) {
      output_limited = true;
      break;
    }
  }
  bool killed = timed_out || output_limited || cancelled;
  if (killed) {
    // Close our end first: an engine blocked writing output into an attach stream nobody
    // reads can fail to kill in time (seen with Podman on an output flood).
    stream.reset();
    try {
      engine_.Kill(id);  // the whole container, not a process
    } catch (const EngineError&) {
      // Removing with force, below and on exit, kills it as well.
    }
  }

  auto remaining = std::chrono::duration_cast<milliseconds>(deadline - clock_.Now());
  std::optional<ContainerState> state;
  if (!killed) {
    // The output ended, so the program has almost always exited already: one inspect
    // answers, and the blocking wait is only needed when it is still running.
    ContainerState now = engine_.Inspect(id);
    if (!now.running) state = now;
  }
  if (!state) {
    state = engine_.Wait(id, killed ? milliseconds(10'000) : std::max(remaining, milliseconds(1)));
  }
  if (!state) {  // closed its output but kept running past the deadline
    timed_out = true;
    stream.reset();
    try {
      engine_.Kill(id);
    } catch (const EngineError&) {
    }
    state = engine_.Wait(id, milliseconds(10'000));
  }
  result.exit_code = state ? state->exit_code : -1;
  result.duration_seconds = std::chrono::duration<double>(clock_.Now() - start).count();
  if (cancelled) result.status = RunStatus::kCancelled;
  else if (timed_out) result.status = RunStatus::kTimeout;
  else if (output_limited) result.status = RunStatus::kOutputLimit;
  // Podman's compatible API does not report OOMKilled, and inside the sandbox nothing but
  // the kernel's OOM killer sends SIGKILL (137) when cordon did not.
  else if (state && (state->oom_killed || state->exit_code == 137)) result.status = RunStatus::kOom;
  else if (result.exit_code == 0) result.status = RunStatus::kOk;
  else result.status = RunStatus::kError;
}

}  // namespace cordon
