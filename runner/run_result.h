// What one run of a snippet asks for, and exactly what happened.
#pragma once

#include <atomic>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "analyzer/language.h"
#include "policy/policy.h"
#include "policy/verdict.h"
#include "runner/clock.h"
#include "runner/egress_proxy.h"
#include "runner/run_limits.h"

namespace cordon {

// RunRequestError (policy/policy.h) is what a refused request throws.

// A file placed in the working directory before the program runs.
struct InputFile {
  std::string path;  // relative to /work, no "..", e.g. "data/input.csv"
  std::string content;
};

// A file the run created or changed in the working directory.
struct Artifact {
  std::string path;  // relative to /work
  std::string
      mime_type;        // image/png, image/svg+xml, image/jpeg, text/..., application/octet-stream
  int64_t size = 0;     // bytes on disk
  std::string content;  // empty when omitted
  std::string omitted;  // "" when content is here, else why not: file_cap, total_cap, unreadable
  bool IsImage() const { return mime_type.rfind("image/", 0) == 0; }
  bool IsText() const;
};

// What the runtime layer refused (runner/launcher/child.py and child.js): the program
// used a capability its policy does not grant, and was ended there; or an installed
// library it called tried to, and got PermissionError (declined).
struct RuntimeRefusal {
  std::string capability;  // one of analyzer/rule.h kCapabilities
  std::string event;       // "os.system", "child_process.spawn", "socket.connect", ...
  std::string detail;      // its argument, as text: the command, the address, the path
  std::string path;        // the program's file it happened in, relative to /work; "" unknown
  int64_t line = 0;        // 0: unknown
};

struct RunRequest {
  Language language = Language::kPython;
  std::string code;
  std::vector<InputFile> files;  // within the policy's input_bytes
  // Runs in this session's container, creating it on first use: files, and the
  // interpreter with what earlier runs defined, persist between runs of one session.
  // Empty: a fresh container, removed afterwards.
  std::string session_id;
  // With a session_id: start the session afresh (a new container, nothing kept).
  bool reset = false;
  // Whose session_id it is (SessionStore::Borrow): "" on stdio, the MCP session over HTTP.
  std::string tenant;
  // The code parses: in a live session it defines what it defines for later calls, and
  // their analysis reads it first (Session::code). False: a syntax error, it defines nothing.
  bool parses = true;
  LimitRequest limits;  // overrides, within the policy's max_limits
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
  kBlocked,      // the policy refused the code: before running it, or (runtime layer,
                 // stopped_at_run_time) when it used a capability the policy refuses
  kEngineError,  // the container engine failed; nothing ran, or the run was lost
  kCancelled,    // stopped on request; the container was killed
  kBusy,         // the host-wide admission had no room (runner/host_admission.h): nothing
                 // ran; retry_after_seconds says when to try again
};
std::string_view RunStatusName(RunStatus status);

// What a session's run found of the earlier runs' state (RunResult::session_state).
enum class SessionState {
  kNone,   // not a session's run
  kNew,    // the session's first run: nothing defined yet
  kKept,   // the interpreter of the earlier runs ran this one: what they defined was there
  kLost,   // there were earlier runs, but their state is gone (session_lost says why);
           // this run started afresh
  kReset,  // the request asked for a fresh start (reset)
};
std::string_view SessionStateName(SessionState state);
// "process: subprocess.Popen (uname -p), called from line 1": one declined attempt.
std::string DescribeDeclined(const RuntimeRefusal& declined);

// One step of a run and how long it took (RunResult::phases).
struct RunPhase {
  std::string name;
  double ms = 0;
};

struct RunResult {
  RunStatus status = RunStatus::kEngineError;
  int64_t exit_code = -1;
  std::string stdout_text;
  std::string stderr_text;
  bool stdout_truncated = false;
  bool stderr_truncated = false;
  double duration_seconds = 0;
  RunLimits limits;                     // what applied
  std::vector<JudgedFinding> findings;  // the verdict's: what the policy did about each
  std::vector<Artifact> artifacts;
  int64_t artifacts_not_listed = 0;  // over the policy's artifact_files count
  std::string error;                 // for engine_error, blocked and busy: what went wrong
  // Blocked by the runtime layer: the program ran until then.
  bool stopped_at_run_time = false;
  Isolation isolation = Isolation::kRunc;  // the container's (no container: runc)
  int64_t retry_after_seconds = 0;         // busy: when to try again
  // Attempts of installed libraries the runtime layer refused while the program went on
  // (scipy's platform asking `uname -p`, matplotlib's `fc-list`): not findings about the
  // code, but part of what happened.
  std::vector<RuntimeRefusal> declined_at_run_time;
  std::string session_id;      // the session the run used, if any
  bool session_ended = false;  // the run ended its session (timeout, kill, crash)
  SessionState session_state = SessionState::kNone;
  std::string session_lost;  // kLost: why ("the run before timed out")
  // The run ended the session's interpreter (its state is gone: the next run starts
  // afresh), its container and files remaining unless session_ended.
  bool interpreter_ended = false;
  // Where the time went, in order (`cordon run --timings`, the debug log): "analysis" (the sandbox
  // core's gate), then the runner's "pool" (a warm container taken), "container" (one created,
  // attached and started) or "session" (the session's own), "job" (the program and its
  // files written to the launcher), "first_output" (until the program's first output,
  // when there was any before its end), "program" (until its trailer or the end of its
  // output), "report" (its final state and the result put together). Removing the
  // container is not on the path.
  std::vector<RunPhase> phases;
  // What the program did through the network proxy, when its policy lists destinations.
  EgressLog network;
};

// Appends the time since the last mark (or `start`) to `phases` under `name`.
class PhaseTimer {
 public:
  PhaseTimer(const Clock& clock, std::vector<RunPhase>& phases);
  void Mark(const std::string& name);

 private:
  const Clock& clock_;
  std::vector<RunPhase>& phases_;
  Clock::TimePoint last_;
};

// "analysis 2.1 ms, pool 0.3 ms, ...; total 25.0 ms": for logs and `cordon run --timings`.
std::string DescribePhases(const std::vector<RunPhase>& phases);

}  // namespace cordon
