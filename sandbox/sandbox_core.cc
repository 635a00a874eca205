#include "sandbox/sandbox_core.h"

#include <re2/re2.h>

#include <algorithm>
#include <charconv>
#include <system_error>

#include "analyzer/canonical_source.h"
#include "analyzer/rule_set.h"
#include "runner/admitted_engine.h"
#include "runner/base64.h"
#include "runner/container_reaper.h"
#include "runner/engine_locator.h"
#include "runner/image_spec.h"
#include "runner/launcher_channel.h"
#include "runner/orphan_sweep.h"
#include "runner/runner.h"
#include "runner/warm_pool.h"

namespace cordon {

// Declared in the order they must be made; destroyed in reverse: the pool removes its
// spares, the sessions their containers, the reaper drains, and the connection (a
// podman service cordon started) goes last. On a dropped connection those removals
// fail fast and quietly, and the next connection clears up instead.
struct SandboxCore::Live {
  EngineHandle handle;
  std::unique_ptr<AdmittedEngine> admitted;  // the engine as everything below uses it
  std::unique_ptr<ContainerReaper> reaper;
  std::unique_ptr<SessionStore> sessions;
  std::unique_ptr<EgressProxy> egress;  // when the policy lists network destinations
  std::unique_ptr<Runner> runner;
  std::unique_ptr<WarmPool> pool;
};

EngineHandle ConnectEngineHandle(const std::string& choice,
                                 const std::function<const char*(const char*)>& environment,
                                 const IsolationRequest& isolation,
                                 const std::optional<SharedPodman>& shared) {
  auto connection =
      std::make_shared<EngineConnection>(ConnectEngine(choice, environment, isolation, shared));
  EngineHandle handle;
  handle.engine = connection->engine.get();
  handle.description =
      connection->engine->Name() + " at " + connection->socket + " (" + connection->how +
      "), isolation " + std::string(IsolationName(connection->isolation)) +
      (connection->isolation_note.empty() ? "" : " (" + connection->isolation_note + ")");
  handle.isolation = connection->isolation;
  handle.runtime = connection->runtime;
  handle.keepalive = connection;
  return handle;
}

SandboxCore::SandboxCore(const Policy& policy, const RuleSet& rules, SandboxOptions options,
                         std::function<EngineHandle()> connect, const Clock& clock)
    : SandboxCore(
          policy, [&rules]() -> const RuleSet& { return rules; }, std::move(options),
          std::move(connect), clock) {
  analyzer();
}

SandboxCore::SandboxCore(const Policy& policy, RulesLoader rules, SandboxOptions options,
                         std::function<EngineHandle()> connect, const Clock& clock)
    : policy_(policy),
      rules_(std::move(rules)),
      options_(std::move(options)),
      redactor_(options_.secrets),
      connect_(std::move(connect)),
      clock_(clock) {}

SandboxCore::~SandboxCore() {
  AwaitPrepared();  // its container is removed below with the rest
  std::future<void> sweeping;
  {
    std::lock_guard lock(mutex_);
    sweeping = std::move(sweeping_);
  }
  if (sweeping.valid()) sweeping.wait();
  std::lock_guard lock(mutex_);
  if (!live_) return;
  ContainerEngine& engine = *live_->handle.engine;
  live_->pool.reset();
  live_->sessions.reset();
  live_->reaper.reset();
  // The engine removes those the runs left to it; waiting for that is what they spare.
  std::set<std::string> left = live_->runner->LeftToEngine();
  live_->runner.reset();  // a prepared container left unused
  // Anything else labelled as ours (a run interrupted mid-way) goes too.
  try {
    RemoveInstanceContainers(engine, options_.instance_id, left);
  } catch (const EngineError&) {
    // The next start's orphan sweep removes what is left.
  }
}

std::string SandboxCore::Connect() {
  std::string error;
  Acquire(error);
  return error;
}

std::shared_ptr<SandboxCore::Live> SandboxCore::Acquire(std::string& error, bool sweep) {
  std::lock_guard lock(mutex_);
  if (live_) return live_;
  EngineHandle handle;
  try {
    handle = connect_();
    if (sweep) RemoveOrphans(*handle.engine, IsLiveCordonProcess, std::chrono::system_clock::now());
    if (lost_) {
      // The dropped connection's warm containers and sessions (Podman keeps containers
      // running across a restart of its service) are of no use to anyone now.
      RemoveInstanceContainers(*handle.engine, options_.instance_id);
    }
  } catch (const EngineError& e) {
    error = e.what();
    return nullptr;
  }
  auto live = std::make_shared<Live>();
  if (!policy_.limits.network_allow.empty() && !options_.egress_dir.empty() &&
      handle.isolation != Isolation::kGvisor) {
    try {
      live->egress = StartEgressProxy(options_.egress_dir, options_.instance_id);
    } catch (const EngineError& e) {
      error = e.what();
      return nullptr;
    }
  }
  std::string channel_dir;
  if (!options_.channel_dir.empty() && handle.isolation != Isolation::kGvisor) {
    try {
      PrepareChannelDir(options_.channel_dir);
      channel_dir = options_.channel_dir;
      handle.description += ", jobs through sockets in " + channel_dir;
    } catch (const EngineError& e) {
      handle.description += std::string(", jobs through the attach stream (") + e.what() + ")";
    }
  }
  lost_ = false;
  live->handle = std::move(handle);
  if (options_.host_admission) {
    live->admitted =
        std::make_unique<AdmittedEngine>(*live->handle.engine, *options_.host_admission);
  }
  ContainerEngine& engine = live->admitted ? *live->admitted : *live->handle.engine;
  // Docker's daemon removes a container that asked for it in-process, at once. Podman's
  // container monitor starts a process for it (`podman container cleanup --rm`) whose
  // work lands on the next run when runs follow each other: 199-218 against 173-178 ms
  // median back to back (bench/RESULTS.md), so there cordon removes its own.
  const bool engine_removes = options_.engine_removes && live->handle.engine->Name() != "podman";
  live->runner = std::make_unique<Runner>(
      engine,
      RunnerConfig{options_.python_image, options_.javascript_image,
                   options_.runtime.empty() ? live->handle.runtime : options_.runtime,
                   options_.instance_id, options_.seccomp, live->handle.isolation,
                   options_.offline_etc, options_.mounts, options_.secrets, channel_dir,
                   engine_removes},
      clock_);
  if (live->egress) live->runner->UseEgressProxy(live->egress.get());
  if (options_.background_removal) {
    live->reaper = std::make_unique<ContainerReaper>(engine);
    live->runner->UseReaper(live->reaper.get());
  }
  if (options_.sessions) {
    live->sessions =
        std::make_unique<SessionStore>(engine, clock_, *options_.sessions, live->reaper.get());
    live->runner->UseSessions(live->sessions.get());
  }
  if (options_.pool_size > 0) {
    Runner& runner = *live->runner;
    RunLimits defaults = RunLimitsFor(policy_, {});
    live->pool = std::make_unique<WarmPool>(
        engine, [&runner, defaults](Language l) { return runner.SpecFor(l, defaults); },
        PoolSize{options_.pool_size, std::max(options_.pool_max, options_.pool_size),
                 options_.pool_idle},
        clock_);
    live->runner->UsePool(live->pool.get(), defaults);
  }
  live_ = live;
  return live;
}

std::string SandboxCore::EngineDescription() {
  std::lock_guard lock(mutex_);
  return live_ ? live_->handle.description : "not connected";
}

const Analyzer& SandboxCore::analyzer(bool* made_now) const {
  std::lock_guard lock(analyzer_mutex_);
  if (made_now) *made_now = !analyzer_;
  if (!analyzer_) analyzer_.emplace(rules_(), policy_.analysis);
  return *analyzer_;
}

Verdict SandboxCore::Analyze(const std::string& code, Language language,
                             const std::atomic<bool>* cancel) const {
  return Evaluate(analyzer(), policy_, {"<snippet>", language, code}, {}, cancel);
}

void SandboxCore::Prepare(const RunRequest& request) {
  if (!request.session_id.empty() || options_.pool_size > 0) return;
  RunLimits limits;
  try {
    limits = RunLimitsFor(policy_, request.limits);
  } catch (const RunRequestError&) {
    return;  // Run says why
  }
  std::future<std::string> preparing =
      std::async(std::launch::async, [this, language = request.language, limits] {
        std::string error;
        // The sweep after the container is made, on a thread of its own: it may wait for a
        // removal under way (on Docker, the container of the one-off run just before this
        // one, which the engine removes: runner.h, engine_removes), and nothing of this
        // run needs it done.
        if (std::shared_ptr<Live> live = Acquire(error, /*sweep=*/false)) {
          try {
            live->runner->Prepare(language, limits);
          } catch (const EngineError&) {
            // The run makes its container itself, and says why if that fails too.
          }
          std::lock_guard lock(mutex_);
          try {
            sweeping_ = std::async(std::launch::async, [live] {
              try {
                RemoveOrphans(*live->handle.engine, IsLiveCordonProcess,
                              std::chrono::system_clock::now());
              } catch (const EngineError&) {
                // The next start's sweep tries again.
              }
            });
          } catch (const std::system_error&) {
            // No thread for it: the next start's sweep does it.
          }
        }
        return error;
      });
  std::lock_guard lock(mutex_);
  prepared_ = std::move(preparing);
}

std::string SandboxCore::AwaitPrepared() {
  std::future<std::string> preparing;
  {
    std::lock_guard lock(mutex_);
    preparing = std::move(prepared_);
  }
  return preparing.valid() ? preparing.get() : "";
}

namespace {

// A live session's calls past this size are refused: the analysis reads them all again
// with each call.
constexpr size_t kMaxSessionCode = 1 << 20;

// "line N" in a finding's explanation of the joined code: N as a line of the request's
// code, or where the earlier calls were.
std::string RenumberLines(const std::string& text, uint32_t offset) {
  static const re2::RE2 kLine(R"(\bline (\d+))");
  std::string out;
  re2::StringPiece rest(text), number;
  const char* copied = text.data();
  while (re2::RE2::FindAndConsume(&rest, kLine, &number)) {
    uint32_t n = 0;
    std::from_chars(number.data(), number.data() + number.size(), n);
    out.append(copied, number.data() - 5 - copied);  // up to "line "
    out += n > offset ? "line " + std::to_string(n - offset) : "an earlier call of the session";
    copied = number.data() + number.size();
  }
  out.append(copied, text.data() + text.size() - copied);
  return out;
}

// The findings of the joined code (earlier calls, then the request's) that the request's
// code alone does not have, moved onto its lines. One about the joined code as a whole
// (the analysis ran out of budget, a syntax error where the calls meet) goes on its
// first line: the request's code was not fully analysed with the earlier calls.
void AddJoinedFindings(std::vector<Finding> joined, uint32_t offset,
                       std::vector<Finding>& findings) {
  for (auto& f : joined) {
    if (f.start.line <= offset) {
      if (f.rule_id != kAnalysisLimitRule && f.rule_id != kSyntaxErrorRule) continue;
      f.message =
          "in the code this live session's earlier calls ran, read with this call's: " + f.message;
      f.start = f.end = {1, 1};
      f.source_line.clear();
    } else {
      f.start.line -= offset;
      f.end.line = f.end.line > offset ? f.end.line - offset : f.start.line;
    }
    for (auto& line : f.resolution) line = RenumberLines(line, offset);
    bool known = std::any_of(findings.begin(), findings.end(), [&](const Finding& g) {
      return g.path == f.path && g.rule_id == f.rule_id && g.start.line == f.start.line &&
             g.start.column == f.start.column;
    });
    if (!known) findings.push_back(std::move(f));
  }
}

}  // namespace

std::string SandboxCore::EarlierCode(const RunRequest& request) {
  if (request.session_id.empty() || request.reset) return "";
  std::shared_ptr<Live> live;
  {
    std::lock_guard lock(mutex_);
    live = live_;
  }
  return live && live->sessions ? live->sessions->CodeOf(request.session_id, request.tenant) : "";
}

Verdict SandboxCore::Gate(RunRequest& request, const std::string& earlier) const {
  AnalyzeOptions options;
  options.honour_suppressions = policy_.allow_suppressions;
  options.cancel = request.cancel;
  // Input files are modules the program may import (`helper` of helper.py, `pkg` of
  // pkg/x.py): analysed themselves, so the module lists do not apply to their names.
  for (const auto& file : request.files) {
    std::string top = file.path.substr(0, file.path.find('/'));
    if (top == file.path) top = top.substr(0, top.find('.'));  // helper.cpython-311-...so
    options.local_modules.push_back(std::move(top));
  }
  request.code = Canonicalize(request.code, request.language).text;
  const Analyzer& analyzer = this->analyzer();
  std::vector<Finding> findings =
      analyzer.Analyze({"<snippet>", request.language, request.code}, options);
  request.parses = std::none_of(findings.begin(), findings.end(),
                                [](const Finding& f) { return f.rule_id == kSyntaxErrorRule; });
  if (!earlier.empty()) {
    if (earlier.size() + request.code.size() > kMaxSessionCode) {
      throw RunRequestError(
          "session '" + request.session_id + "': the code its calls ran adds up to over " +
          std::to_string(kMaxSessionCode >> 10) +
          " KiB, which the analysis reads again with each call: start it afresh (reset: true) "
          "or use another session_id");
    }
    const std::string before = earlier + SessionCodeSeparator(request.language);
    const auto offset = static_cast<uint32_t>(std::count(before.begin(), before.end(), '\n'));
    AddJoinedFindings(
        analyzer.Analyze({"<snippet>", request.language, before + request.code}, options), offset,
        findings);
  }
  for (auto& file : request.files) {
    if (std::optional<Language> language = LanguageFromPath(file.path)) {
      file.content = Canonicalize(file.content, *language).text;
      auto more = analyzer.Analyze({file.path, *language, file.content}, options);
      findings.insert(findings.end(), std::make_move_iterator(more.begin()),
                      std::make_move_iterator(more.end()));
    } else if (IsCompiledModulePath(file.path)) {
      findings.push_back(analyzer.CompiledModule(file.path));
    }
  }
  return Judge(policy_, std::move(findings));
}

RunResult SandboxCore::Run(const RunRequest& request) {
  RunResult result = RunGated(request);
  redactor_.Redact(result);
  return result;
}

RunResult SandboxCore::RunGated(const RunRequest& original) {
  RunRequest request = original;
  std::vector<RunPhase> analysis;
  PhaseTimer timer(clock_, analysis);
  bool loaded = false;
  analyzer(&loaded);
  if (loaded) timer.Mark("rules");
  const Verdict verdict = Gate(request, EarlierCode(request));
  timer.Mark("analysis");
  const RunLimits limits = RunLimitsFor(policy_, request.limits);
  auto with_analysis = [&analysis](RunResult result) {
    result.phases.insert(result.phases.begin(), analysis.begin(), analysis.end());
    return result;
  };
  // Blocked code needs no engine: the answer is the same with or without one.
  if (verdict.Blocks()) return with_analysis(BlockedResult(verdict, limits));
  // A connection Prepare could not make is not tried again at once.
  std::string error = AwaitPrepared();
  std::shared_ptr<Live> live = error.empty() ? Acquire(error) : nullptr;
  if (!live) {
    RunResult result;
    result.limits = limits;
    result.findings = verdict.findings;
    result.status = RunStatus::kEngineError;
    result.error = error;
    return with_analysis(std::move(result));
  }
  RunResult result = with_analysis(live->runner->Run(request, verdict, limits));
  if (result.status == RunStatus::kEngineError && !live->handle.engine->Ping()) {
    std::lock_guard lock(mutex_);
    if (live_ == live) {  // not already dropped by another run that found out
      live_.reset();
      lost_ = true;
    }
    result.error +=
        " (the container engine stopped answering: its sessions are gone, and "
        "the next call connects again)";
  }
  return result;
}

std::vector<std::string> SandboxCore::SecretNames() const {
  std::vector<std::string> names;
  for (const auto& secret : options_.secrets) names.push_back(secret.name);
  return names;
}

bool SandboxCore::CloseSession(const std::string& id, const std::string& tenant) {
  std::shared_ptr<Live> live;
  {
    std::lock_guard lock(mutex_);
    live = live_;
  }
  return live && live->sessions && live->sessions->Close(id, tenant);
}

size_t SandboxCore::CloseSessionsOf(const std::string& tenant) {
  std::shared_ptr<Live> live;
  {
    std::lock_guard lock(mutex_);
    live = live_;
  }
  return live && live->sessions ? live->sessions->CloseTenant(tenant) : 0;
}

nlohmann::json SandboxCore::Environments() {
  using nlohmann::json;
  std::lock_guard lock(environments_mutex_);
  if (environments_) return *environments_;
  RunRequest probe;
  // Plain imports: the probe passes the policy like any agent's code.
  probe.code = "import json, sys\nlibs = {}\n";
  for (const char* name : {"numpy", "pandas", "matplotlib", "scipy"}) {
    probe.code += std::string("try:\n    import ") + name + "\n    libs['" + name + "'] = " + name +
                  ".__version__\nexcept ImportError:\n    libs['" + name + "'] = None\n";
  }
  probe.code += "print(json.dumps({'version': sys.version.split()[0], 'libraries': libs}))\n";
  RunResult py = Run(probe);
  probe.language = Language::kJavaScript;
  probe.code = "console.log(JSON.stringify({version: process.version, libraries: {}}))";
  RunResult js = Run(probe);
  auto describe = [](const RunResult& r) {
    json parsed = json::parse(r.stdout_text, nullptr, false);
    if (r.status == RunStatus::kOk && parsed.is_object()) return parsed;
    return json{{"error", r.error.empty() ? std::string(RunStatusName(r.status)) : r.error}};
  };
  json environments = {
      {"image", options_.python_image}, {"python", describe(py)}, {"javascript", describe(js)}};
  if (options_.javascript_image != options_.python_image) {
    environments["javascript_image"] = options_.javascript_image;
  }
  // What a custom image (`cordon image build --spec`) added, as its label says.
  std::string ignored;  // no engine: the probes above said so already
  if (auto live = Acquire(ignored)) {
    json extras = json::object();
    for (const auto& image : {options_.python_image, options_.javascript_image}) {
      std::string label;
      try {
        label = live->handle.engine->ImageLabel(image, kEnvironmentLabel);
      } catch (const EngineError&) {
        continue;
      }
      auto manifest = Base64Decode(label);
      json parsed = manifest ? json::parse(*manifest, nullptr, false) : json();
      if (parsed.is_object()) extras[image] = parsed;
    }
    if (!extras.empty()) environments["custom_images"] = extras;
  }
  if (py.status == RunStatus::kOk && js.status == RunStatus::kOk) environments_ = environments;
  return environments;
}

}  // namespace cordon
