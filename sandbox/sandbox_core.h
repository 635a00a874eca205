// The sandbox core, with no protocol in it: every piece of code, from `cordon run` or
// an MCP tool call, passes the policy gate here once (Evaluate -> Verdict), gets its
// limits from the policy here once (Policy::LimitsFor), and only then reaches the
// runner (warm pool, sessions, background removal, as SandboxOptions configure). It owns
// the engine connection, made on first need and retried while it fails, so a server
// starts and answers analysis even when no engine is reachable yet. A connection that
// stops answering (a podman service that died, a restarted dockerd) is dropped after
// the run that found out, and the next call connects again.
//
// Errors: Run reports engine trouble in the result (engine_error) and throws
// RunRequestError for requests the policy or sessions refuse.
//
// Threads: every public member may be called from several threads at once; runs
// proceed concurrently and share the one engine connection.
#pragma once

#include <chrono>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "analyzer/analyzer.h"
#include "policy/policy.h"
#include "policy/verdict.h"
#include "runner/clock.h"
#include "runner/container_engine.h"
#include "runner/engine_locator.h"
#include "runner/host_admission.h"
#include "runner/run_result.h"
#include "runner/runner.h"
#include "runner/seccomp_profile.h"
#include "runner/secret_redactor.h"
#include "runner/session_store.h"

namespace cordon {

// A connected engine, and whatever must live as long as it (a podman service).
struct EngineHandle {
  ContainerEngine* engine = nullptr;
  std::shared_ptr<void> keepalive;
  std::string description;                 // "podman at /run/podman/podman.sock (found socket)"
  Isolation isolation = Isolation::kRunc;  // what its containers get
  std::string runtime;                     // the OCI runtime to ask for ("" = default)
};

// Connects as ConnectEngine (runner/engine_locator.h) does, and keeps the connection
// (and a podman service cordon started) alive as long as the handle. Throws EngineError.
EngineHandle ConnectEngineHandle(const std::string& choice,
                                 const std::function<const char*(const char*)>& environment,
                                 const IsolationRequest& isolation = {},
                                 const std::optional<SharedPodman>& shared = std::nullopt);

struct SandboxOptions {
  std::string python_image;
  std::string javascript_image;
  std::string runtime;   // OCI runtime, "" = engine default
  size_t pool_size = 1;  // warm containers per language; 0 = none
  // With a pool: up to this many per language while parallel calls keep coming, one
  // fewer after each `pool_idle` without a call (runner/warm_pool.h).
  size_t pool_max = 1;
  std::chrono::seconds pool_idle{120};
  // Runs may name a session (files persist between its runs); none: a session_id is
  // refused.
  std::optional<SessionLimits> sessions = SessionLimits{};
  // Finished containers are removed by a background reaper (true) or before Run
  // returns (false: a one-shot process such as `cordon run`).
  bool background_removal = true;
  // A run's own container is removed by the engine when its launcher exits after its
  // report (RunnerConfig::engine_removes), where the engine does that in-process
  // (Docker, not Podman): for a process that makes one run and exits (`cordon run`),
  // which then need not wait for the removal.
  bool engine_removes = false;
  std::string instance_id;           // label naming this server's containers
  SeccompProfile seccomp;            // every container's; empty: the engine's default profile
  std::string offline_etc;           // hosts and resolv.conf with the network off (RunnerConfig)
  std::vector<ProjectMount> mounts;  // project folders, checked (runner/project_mounts.h)
  // Where the network proxy makes its socket when the policy lists network destinations
  // (runner/egress_proxy.h); "": no proxy, and such runs are refused.
  std::string egress_dir;
  // Where each container's launcher gets a socket of its own, so that jobs and output
  // bypass the engine (runner/launcher_channel.h); "": the attach stream carries them.
  // A folder that cannot be used falls back to the attach stream (the engine's
  // description says why).
  std::string channel_dir;
  // Secrets every run gets in its environment, granted by the policy (ResolveSecrets):
  // redacted from every result (runner/secret_redactor.h).
  std::vector<Secret> secrets;
  // Every container this core makes is admitted here first (runner/host_admission.h);
  // none: no host-wide limit (tests with a fake engine).
  std::optional<HostAdmission> host_admission;
};

class SandboxCore {
 public:
  // `connect` throws EngineError when no engine is reachable; it is called again on the
  // next run until it succeeds.
  SandboxCore(const Policy& policy, const RuleSet& rules, SandboxOptions options,
              std::function<EngineHandle()> connect, const Clock& clock);
  // The same with rules loaded on first need, not before: a one-shot run loads them
  // while the container Prepare asked for is made. `rules` may throw (ConfigError): the
  // call that needed them throws it, and the next one asks again.
  using RulesLoader = std::function<const RuleSet&()>;
  SandboxCore(const Policy& policy, RulesLoader rules, SandboxOptions options,
              std::function<EngineHandle()> connect, const Clock& clock);
  ~SandboxCore();  // removes every container this service made
  SandboxCore(const SandboxCore&) = delete;
  SandboxCore& operator=(const SandboxCore&) = delete;

  // The policy's verdict on `code`; nothing runs and no engine is needed. `cancel`
  // stops the analysis (it then blocks with cordon.analysis-limit).
  Verdict Analyze(const std::string& code, Language language,
                  const std::atomic<bool>* cancel = nullptr) const;
  // Runs `request` through the gate; the result has the secrets redacted.
  RunResult Run(const RunRequest& request);
  // For a one-shot run, before Run(request): on a thread of its own, connects to the
  // engine and creates the container `request` will run in, so that the engine's part
  // overlaps loading the rules and the analysis. Run waits for it once the code passes;
  // refused code leaves the container unstarted, and it goes with the core. Without
  // effect for a session's run or with a warm pool (which prepares containers itself).
  void Prepare(const RunRequest& request);
  bool CloseSession(const std::string& id, const std::string& tenant = "");
  // Closes every sandbox session a client (an MCP session over HTTP) opened.
  size_t CloseSessionsOf(const std::string& tenant);
  // The interpreters and libraries in the sandbox, probed by running code there (under
  // the policy, like any code) and kept once a probe succeeds; an error entry otherwise.
  nlohmann::json Environments();
  // Connects now if not yet connected; "" when connected, else why not.
  std::string Connect();
  std::string EngineDescription();

  const Policy& policy() const { return policy_; }
  // The names of the secrets runs get (never their values): for descriptions.
  std::vector<std::string> SecretNames() const;
  const SandboxOptions& options() const { return options_; }

 private:
  struct Live;  // engine, reaper, sessions, pool, runner: made together on connect
  // The one gate a run passes: the program and every input file the interpreter could
  // load as code (a helper module it imports, a compiled module) are canonicalised in
  // place (analyzer/canonical_source.h: the container runs exactly what was analysed),
  // analysed, and judged together.
  // `earlier`: the code a live session's interpreter has run (Session::code), which the
  // analysis reads before the request's: a value one call stores is then known where
  // another uses it. It can only add findings: the request's code is analysed alone too.
  Verdict Gate(RunRequest& request, const std::string& earlier = "") const;
  // What a live session's earlier calls ran, for Gate.
  std::string EarlierCode(const RunRequest& request);
  // Run, before the secrets are redacted from the result.
  RunResult RunGated(const RunRequest& request);
  // The live connection, connecting first if there is none; null and `error` set when
  // that fails. Runs hold their copy, so a dropped connection ends with its last run.
  // A new connection first sweeps the orphans (orphan_sweep.h) unless `sweep` is false
  // (the caller sweeps later: Prepare).
  std::shared_ptr<Live> Acquire(std::string& error, bool sweep = true);

  // The analyzer over the rules, made on the first call; `made_now` says whether this
  // call made it (and so loaded the rules).
  const Analyzer& analyzer(bool* made_now = nullptr) const;
  // Waits for Prepare's thread, if one was started: "" or why it could not connect.
  std::string AwaitPrepared();

  const Policy& policy_;
  RulesLoader rules_;
  mutable std::mutex analyzer_mutex_;
  mutable std::optional<Analyzer> analyzer_;
  SandboxOptions options_;
  SecretRedactor redactor_;
  std::function<EngineHandle()> connect_;
  const Clock& clock_;
  std::mutex mutex_;
  std::shared_ptr<Live> live_;
  bool lost_ = false;              // a connection was dropped: the next one clears up after it
  std::mutex environments_mutex_;  // one probe at a time
  std::optional<nlohmann::json> environments_;
  std::future<std::string> prepared_;  // Prepare's thread: "" or why it could not connect
  std::future<void> sweeping_;         // Prepare's orphan sweep, after the container is made
};

}  // namespace cordon
