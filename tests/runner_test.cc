#include "runner/runner.h"

#include <catch2/catch.hpp>

#include "runner/launcher.h"
#include "tests/support/analyzer_helpers.h"
#include "tests/support/fake_engine.h"
#include "tests/support/gated_run.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;
using std::chrono::milliseconds;

namespace {

struct Fixture {
  using Script = FakeEngine::Script;
  ManualClock clock;
  FakeEngine engine{clock};
  RuleSet rules = testing::RulesFrom(R"(rules:
  - id: t.shell
    languages: [python, javascript]
    severity: critical
    category: process-execution
    message: m
    remediation: r
    patterns: [{call: [os.system, "child_process.*"]}]
  - id: t.env
    languages: [python]
    severity: low
    category: environment
    message: m
    remediation: r
    patterns: [{reference: os.environ}]
)");
  Policy policy = ParsePolicy(R"(name: p
rulesets: [python]
limits: {wall_seconds: 5, output_bytes: 10, memory_mb: 128, pids: 16, cpus: 0.5, tmpfs_mb: 8}
max_limits: {wall_seconds: 60, memory_mb: 512}
)",
                              "p.yaml");
  Analyzer analyzer{rules};
  RunnerConfig config{"py:1",
                      "js:1",
                      "runc",
                      "inst",
                      {"/opt/cordon/seccomp.json", "{}"},
                      Isolation::kRunc,
                      "/opt/cordon/offline"};
  Runner runner{engine, config, clock};

  RunResult Run(const std::string& code, Language language = Language::kPython) {
    RunRequest request;
    request.language = language;
    request.code = code;
    return Run(request);
  }
  RunResult Run(const RunRequest& request) {
    return testing::GatedRun(runner, analyzer, policy, request);
  }
};

StreamChunk Out(const std::string& s) { return {StreamChunk::Kind::kStdout, s}; }
StreamChunk Err(const std::string& s) { return {StreamChunk::Kind::kStderr, s}; }

}  // namespace

TEST_CASE("a run creates, attaches before starting, sends the program, and removes", "[runner]") {
  Fixture f;
  f.engine.SetScript({{Out("hi\n"), Err("warn\n")}, false, {false, 0, false}, false});
  RunResult r = f.Run("print('hi')");
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.exit_code == 0);
  CHECK(r.stdout_text == "hi\n");
  CHECK(r.stderr_text == "warn\n");
  CHECK(f.engine.calls() == std::vector<std::string>{"create c1", "attach c1", "start c1",
                                                     "close-stdin c1", "remove c1"});
  REQUIRE(f.engine.jobs().size() == 1);
  CHECK(f.engine.jobs()[0]["program"] == "main.py");
  CHECK(f.engine.jobs()[0]["keep"] == false);
  CHECK(f.engine.stdin_received().ends_with("\nprint('hi')"));
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("a prepared container is made before the run, and the run starts it", "[runner]") {
  Fixture f;
  f.engine.SetScript({{Out("1\n")}, false, {false, 0, false}, false});
  f.runner.Prepare(Language::kPython, RunLimitsFor(f.policy, {}));
  CHECK(f.engine.calls() == std::vector<std::string>{"create c1"});
  RunResult r = f.Run("print(1)");
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text == "1\n");
  CHECK(f.engine.calls() == std::vector<std::string>{"create c1", "attach c1", "start c1",
                                                     "close-stdin c1", "remove c1"});
  CHECK(f.engine.live_containers() == 0);
  // Used once: the next run makes its own.
  f.Run("print(2)");
  CHECK(f.engine.calls().at(5) == "create c2");
}

TEST_CASE("a prepared container is the same as the one the run would make", "[runner]") {
  Fixture f;
  f.runner.Prepare(Language::kPython, RunLimitsFor(f.policy, {}));
  Fixture g;
  g.Run("print(1)");
  REQUIRE(f.engine.specs().size() == 1);
  REQUIRE(g.engine.specs().size() == 1);
  CHECK(f.engine.specs()[0].command == g.engine.specs()[0].command);
  CHECK(f.engine.specs()[0].image == g.engine.specs()[0].image);
  CHECK(f.engine.specs()[0].memory_bytes == g.engine.specs()[0].memory_bytes);
  CHECK(f.engine.specs()[0].labels == g.engine.specs()[0].labels);
  CHECK(f.engine.specs()[0].env == g.engine.specs()[0].env);
}

TEST_CASE("a prepared container no run can use is removed unstarted with the runner", "[runner]") {
  Fixture f;
  auto runner = std::make_unique<Runner>(f.engine, f.config, f.clock);
  runner->Prepare(Language::kPython, RunLimitsFor(f.policy, {}));
  RunRequest other;
  other.code = "print(1)";
  SECTION("another language") { other.language = Language::kJavaScript; }
  SECTION("other limits") { other.limits.memory_mb = 256; }
  testing::GatedRun(*runner, f.analyzer, f.policy, other);
  std::vector<std::string> calls = f.engine.calls();
  CHECK(calls.front() == "create c1");
  CHECK(calls.at(1) == "create c2");  // the run's own
  CHECK(f.engine.live_containers() == 1);
  runner.reset();
  calls = f.engine.calls();
  CHECK(calls.back() == "remove c1");
  CHECK(std::count(calls.begin(), calls.end(), "start c1") == 0);
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("preparing again removes the container prepared before", "[runner]") {
  Fixture f;
  f.runner.Prepare(Language::kPython, RunLimitsFor(f.policy, {}));
  f.runner.Prepare(Language::kJavaScript, RunLimitsFor(f.policy, {}));
  CHECK(f.engine.calls() == std::vector<std::string>{"create c1", "create c2", "remove c1"});
  f.Run("console.log(1)", Language::kJavaScript);
  CHECK(f.engine.calls().at(3) == "attach c2");
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("the container spec carries the policy's limits and the hardening", "[runner]") {
  Fixture f;
  f.Run("print(1)");
  REQUIRE(f.engine.specs().size() == 1);
  const ContainerSpec spec = f.engine.specs()[0];
  CHECK(spec.image == "py:1");
  CHECK(spec.runtime == "runc");
  CHECK(spec.memory_bytes == 128ll << 20);
  CHECK(spec.nano_cpus == 500'000'000);
  CHECK(spec.pids == 16);
  CHECK(spec.tmpfs_bytes == 8ll << 20);
  CHECK_FALSE(spec.network);
  CHECK(spec.user == "65534:65534");
  CHECK(spec.labels.at(kManagedLabel) == "true");
  CHECK(spec.labels.at(kInstanceLabel) == "inst");
  CHECK(spec.command == LauncherCommand(Language::kPython));
  CHECK(spec.seccomp_path == "/opt/cordon/seccomp.json");
  CHECK(spec.seccomp_json == "{}");
}

TEST_CASE("with the network off the container gets cordon's hosts and resolv.conf", "[runner]") {
  Fixture f;
  f.Run("print(1)");
  REQUIRE(f.engine.specs().size() == 1);
  const std::vector<BindMount> mounts = f.engine.specs()[0].mounts;
  REQUIRE(mounts.size() == 2);
  CHECK(mounts[0].source == "/opt/cordon/offline/hosts");
  CHECK(mounts[0].target == "/etc/hosts");
  CHECK(mounts[0].read_only);
  CHECK(mounts[1].source == "/opt/cordon/offline/resolv.conf");
  CHECK(mounts[1].target == "/etc/resolv.conf");
  CHECK(mounts[1].read_only);
  // With the network on, the engine's own (they name the name server it needs).
  f.policy.limits.network = true;
  f.Run("print(1)");
  REQUIRE(f.engine.specs().size() == 2);
  CHECK(f.engine.specs()[1].network);
  CHECK(f.engine.specs()[1].mounts.empty());
}

TEST_CASE("an allow list: no network of the container's own, the proxy's socket, a token per job",
          "[runner]") {
  Fixture f;
  testing::ScratchFolder folder("cordon-runner-egress");
  EgressProxy proxy(folder.path);
  f.runner.UseEgressProxy(&proxy);
  f.policy.limits.network = true;
  f.policy.limits.network_allow = {*ParseNetworkAllowEntry("api.example.com:443").entry};
  f.Run("print(1)");
  f.Run("print(2)");
  REQUIRE(f.engine.specs().size() == 2);
  const ContainerSpec spec = f.engine.specs()[0];
  CHECK_FALSE(spec.network);
  REQUIRE(spec.mounts.size() == 3);  // hosts, resolv.conf, the proxy's folder
  CHECK(spec.mounts[2].source == folder.path);
  CHECK(spec.mounts[2].target == "/run/cordon-egress");
  CHECK(spec.mounts[2].read_only);
  auto has = [&](const std::string& entry) {
    return std::find(spec.env.begin(), spec.env.end(), entry) != spec.env.end();
  };
  CHECK(has("CORDON_EGRESS=/run/cordon-egress/proxy.sock"));
  CHECK(has("HTTPS_PROXY=http://127.0.0.1:3128"));
  CHECK(has("http_proxy=http://127.0.0.1:3128"));
  CHECK(has("NODE_USE_ENV_PROXY=1"));
  // Each job its own token, never the same twice; closed when the run ended.
  auto jobs = f.engine.jobs();
  REQUIRE(jobs.size() == 2);
  std::string first = jobs[0].value("egress", ""), second = jobs[1].value("egress", "");
  CHECK(first.size() == 32);
  CHECK(second.size() == 32);
  CHECK(first != second);
  CHECK(proxy.Close(first).connections.empty());
}

TEST_CASE("an allow list needs a proxy, and runc", "[runner]") {
  Fixture f;
  f.policy.limits.network = true;
  f.policy.limits.network_allow = {*ParseNetworkAllowEntry("api.example.com:443").entry};
  CHECK_THROWS_WITH(f.Run("print(1)"),
                    "policy 'p' lists network destinations, but this cordon has no network "
                    "proxy to reach them through");
  Runner gvisor{f.engine, {"py:1", "js:1", "runsc", "inst", {}, Isolation::kGvisor, ""}, f.clock};
  testing::ScratchFolder folder("cordon-runner-egress");
  EgressProxy proxy(folder.path);
  gvisor.UseEgressProxy(&proxy);
  RunRequest request;
  request.code = "print(1)";
  CHECK_THROWS_WITH(testing::GatedRun(gvisor, f.analyzer, f.policy, request),
                    Catch::Contains("gVisor does not let a container reach it"));
  CHECK(f.engine.specs().empty());
}

TEST_CASE("containers get the launcher's channel, except under gVisor", "[runner]") {
  // runner/launcher_channel.h: gVisor keeps a sandbox from host sockets.
  Fixture f;
  RunnerConfig config{"py:1", "js:1", "", "inst", {}, Isolation::kRunc, ""};
  config.channel_dir = "/run/cordon/launcher";
  Runner runc{f.engine, config, f.clock};
  CHECK(runc.SpecFor(Language::kPython, RunLimits{}).channel_dir == "/run/cordon/launcher");
  config.isolation = Isolation::kGvisor;
  Runner gvisor{f.engine, config, f.clock};
  CHECK(gvisor.SpecFor(Language::kPython, RunLimits{}).channel_dir.empty());
  config.isolation = Isolation::kRunc;
  config.channel_dir.clear();
  Runner attach{f.engine, config, f.clock};
  CHECK(attach.SpecFor(Language::kJavaScript, RunLimits{}).channel_dir.empty());
}

TEST_CASE("blocked code never reaches the engine", "[runner]") {
  Fixture f;
  RunResult r = f.Run("import os\nos.system('id')");
  CHECK(r.status == RunStatus::kBlocked);
  CHECK(r.error == "policy 'p' blocks this code: t.shell at line 2");
  REQUIRE(r.findings.size() == 1);
  CHECK(f.engine.calls().empty());
  // Warnings alone do not block, and travel with the result.
  RunResult w = f.Run("import os\nprint(os.environ)");
  CHECK(w.status == RunStatus::kOk);
  CHECK(w.findings.size() == 1);
}

TEST_CASE("a run past its wall time kills the whole container", "[runner]") {
  Fixture f;
  f.engine.SetScript({{Out("tick\n")}, /*hang=*/true, {true, 0, false}, false});
  RunResult r = f.Run("while True: pass");
  CHECK(r.status == RunStatus::kTimeout);
  CHECK(r.stdout_text == "tick\n");
  CHECK(r.duration_seconds >= 5.0);
  CHECK(r.duration_seconds < 5.5);
  auto calls = f.engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "kill c1") != calls.end());
  CHECK(calls.back() == "remove c1");
}

TEST_CASE("a container that never reads its job times out at the run's deadline", "[runner]") {
  // The writer retried EAGAIN forever before the deadline was even looked at.
  Fixture f;
  FakeEngine::Script blocked;
  blocked.stdin_blocked = true;
  f.engine.SetScript(blocked);
  RunResult r = f.Run("print(1)");
  CHECK(r.status == RunStatus::kTimeout);
  CHECK(r.duration_seconds >= 5.0);
  CHECK(r.duration_seconds < 5.5);
  auto calls = f.engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "kill c1") != calls.end());
  CHECK(calls.back() == "remove c1");
}

TEST_CASE("output over the cap is cut, flagged, and stops the run", "[runner]") {
  Fixture f;
  f.engine.SetScript(
      {{Out("12345"), Out("67890abc"), Out("never")}, true, {true, 0, false}, false});
  RunResult r = f.Run("print('x' * 10**8)");
  CHECK(r.status == RunStatus::kOutputLimit);
  CHECK(r.stdout_text == "1234567890");
  CHECK(r.stdout_truncated);
  CHECK_FALSE(r.stderr_truncated);
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("exit status, OOM and engine failures are told apart", "[runner]") {
  Fixture f;
  f.engine.SetScript({{Err("Traceback\n")}, false, {false, 1, false}, false});
  CHECK(f.Run("1/0").status == RunStatus::kError);
  f.engine.SetScript({{}, false, {false, 137, true}, false});
  RunResult oom = f.Run("x = ' ' * 10**10");
  CHECK(oom.status == RunStatus::kOom);
  CHECK(oom.exit_code == 137);
  f.engine.SetScript({{}, false, {false, 0, false}, /*fail_create=*/true});
  RunResult broken = f.Run("print(1)");
  CHECK(broken.status == RunStatus::kEngineError);
  CHECK(broken.error == "fake: image not found");
}

TEST_CASE("cancellation kills and removes the container", "[runner]") {
  Fixture f;
  f.engine.SetScript({{}, true, {true, 0, false}, false});
  std::atomic<bool> cancel{true};
  RunRequest request;
  request.code = "import time\ntime.sleep(100)";
  request.cancel = &cancel;
  RunResult r = f.Run(request);
  CHECK(r.status == RunStatus::kCancelled);
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("a blocking verdict never reaches the engine", "[runner]") {
  Fixture f;
  Verdict verdict;
  verdict.policy_name = "p";
  verdict.decision = Action::kBlock;
  Finding finding;
  finding.rule_id = "t.shell";
  finding.start.line = 2;
  verdict.findings.push_back({finding, Action::kBlock});
  RunRequest request;
  request.code = "print(1)";  // the runner trusts the verdict, not its own reading
  RunResult r = f.runner.Run(request, verdict, RunLimitsFrom(f.policy.limits));
  CHECK(r.status == RunStatus::kBlocked);
  CHECK(r.error == "policy 'p' blocks this code: t.shell at line 2");
  CHECK(r.findings.size() == 1);
  CHECK(f.engine.calls().empty());
}

TEST_CASE("the launcher's artifacts come back with the result", "[runner]") {
  Fixture f;
  Fixture::Script script;
  script.artifacts =
      nlohmann::json::array({{{"path", "plot.png"}, {"size", 9}, {"data", "iVBORw0KGgpY"}},
                             {{"path", "huge.csv"}, {"size", 1 << 30}, {"omitted", "file_cap"}}});
  f.engine.SetScript(script);
  RunResult r = f.Run("import matplotlib");
  CHECK(r.status == RunStatus::kOk);
  REQUIRE(r.artifacts.size() == 2);
  CHECK(r.artifacts[0].path == "plot.png");
  CHECK(r.artifacts[0].mime_type == "image/png");
  CHECK(r.artifacts[0].content == "\x89PNG\r\n\x1a\nX");
  CHECK(r.artifacts[1].omitted == "file_cap");
  CHECK(f.engine.jobs()[0]["max_file"] == 4 << 20);  // the policy's caps travel with the job
}

TEST_CASE("the runtime refusals travel with the container, and a refusal blocks the run",
          "[runner][runtime]") {
  Fixture f;
  f.Run("print(1)");
  REQUIRE(f.engine.specs().size() == 1);
  const std::vector<std::string> env = f.engine.specs()[0].env;
  CHECK(std::find(env.begin(), env.end(),
                  "CORDON_REFUSE=process,native,network,fs-write,fs-destroy,signals") != env.end());

  Fixture::Script script;
  script.output = {Out("before\n")};
  script.reported_exit = 126;
  script.refused = {{"capability", "process"},
                    {"event", "os.system"},
                    {"detail", "id"},
                    {"path", "main.py"},
                    {"line", 3}};
  f.engine.SetScript(script);
  RunResult r = f.Run("if True:\n  run = print\n  run('id')\n");
  CHECK(r.status == RunStatus::kBlocked);
  CHECK(r.stopped_at_run_time);
  CHECK(r.stdout_text == "before\n");  // what it printed until then
  CHECK(r.error == "the runtime policy stopped the program: runtime.process (os.system) at line 3");
  REQUIRE(r.findings.size() == 1);
  const auto& [finding, action] = r.findings[0];
  CHECK(action == Action::kBlock);
  CHECK(finding.rule_id == "runtime.process");
  CHECK(finding.capability == "process");
  CHECK(finding.message ==
        "refused at run time: os.system (id); the policy does not grant 'process'");
  CHECK(finding.start.line == 3);
  CHECK(finding.start.column == 3);
  CHECK(finding.source_line == "  run('id')");
  CHECK(f.engine.live_containers() == 0);

  // A library's attempts the layer refused while the program went on are reported, not
  // findings: the code is fine.
  Fixture::Script declined;
  declined.output = {Out("10\n")};
  declined.declined = {{{"capability", "process"},
                        {"event", "subprocess.Popen"},
                        {"detail", "uname -p"},
                        {"path", "main.py"},
                        {"line", 1}}};
  f.engine.SetScript(declined);
  RunResult went_on = f.Run("import scipy\nprint(10)\n");
  CHECK(went_on.status == RunStatus::kOk);
  CHECK(went_on.findings.empty());
  REQUIRE(went_on.declined_at_run_time.size() == 1);
  CHECK(went_on.declined_at_run_time[0].path.empty());  // the program itself
  CHECK(DescribeDeclined(went_on.declined_at_run_time[0]) ==
        "process: subprocess.Popen (uname -p), called from line 1");

  // A policy that enforces nothing at run time sends no profile.
  f.policy.runtime.enforce = false;
  f.Run("print(1)");
  const std::vector<std::string> plain = f.engine.specs().back().env;
  for (const auto& var : plain) CHECK_FALSE(var.starts_with("CORDON_REFUSE"));
}

TEST_CASE("input files travel with the job and stay inside the working directory", "[runner]") {
  Fixture f;
  RunRequest request;
  request.code = "print(open('data/a.csv').read())";
  request.files = {{"data/a.csv", "x\n1\n"}};
  CHECK(f.Run(request).status == RunStatus::kOk);
  CHECK(f.engine.jobs()[0]["files"] ==
        nlohmann::json::parse(R"([{"path": "data/a.csv", "size": 4}])"));
  CHECK(f.engine.stdin_received().ends_with("print(open('data/a.csv').read())x\n1\n"));

  for (const char* bad : {"../escape.txt", "/etc/passwd", "a//b", "./a", ""}) {
    request.files = {{bad, "x"}};
    CHECK_THROWS_AS(f.Run(request), RunRequestError);
  }
  request.files = {{"../x", "x"}};
  CHECK_THROWS_WITH(f.Run(request),
                    "input file path '../x' is not allowed: give a relative path inside the "
                    "working directory, without '..', like 'data/input.csv'");
  request.files = {{"main.py", "x"}};
  CHECK_THROWS_WITH(f.Run(request),
                    "input file 'main.py' would replace the program itself; give it another name");
  request.files = {{"big.bin", std::string((8 << 20) + 1, 'x')}};
  CHECK_THROWS_WITH(f.Run(request),
                    "input files total 8388609 bytes, over the policy's input_bytes of 8388608");
  CHECK(f.engine.jobs().size() == 1);
}

TEST_CASE("a launcher that dies without reporting: the container's state decides", "[runner]") {
  Fixture f;
  Fixture::Script killed;
  killed.report = false;
  killed.exit = {false, 137, true};
  f.engine.SetScript(killed);
  RunResult oom = f.Run("x = ' ' * 10**10");
  CHECK(oom.status == RunStatus::kOom);
  CHECK(oom.exit_code == 137);
  killed.exit = {false, 1, false};
  f.engine.SetScript(killed);
  CHECK(f.Run("import os; os.abort()").status == RunStatus::kError);
}

TEST_CASE("a report without the end mark: read on, the container's status decides", "[runner]") {
  // A JavaScript program whose own 'exit' listener prints and exits with 3 after the
  // launcher reported status 0 (launcher.h).
  Fixture f;
  Fixture::Script script;
  script.output = {Out("main\n")};
  script.reported_exit = 0;
  script.exit = {false, 3, false};
  script.end_mark = false;
  script.after_trailer = {Out("bye\n"), Err("err\n")};
  script.artifacts = nlohmann::json::array({{{"path", "out.txt"}, {"size", 2}, {"data", "aGk="}}});
  f.engine.SetScript(script);
  RunResult r = f.Run("console.log('main')", Language::kJavaScript);
  CHECK(r.status == RunStatus::kError);
  CHECK(r.exit_code == 3);
  CHECK(r.stdout_text == "main\nbye\n");
  CHECK(r.stderr_text == "err\n");
  REQUIRE(r.artifacts.size() == 1);
  CHECK(r.artifacts[0].content == "hi");
  CHECK(r.error.empty());
}

TEST_CASE("a session keeps one container across runs, and a timeout ends it", "[runner]") {
  Fixture f;
  SessionStore sessions(f.engine, f.clock, {}, nullptr, /*background=*/false);
  f.runner.UseSessions(&sessions);
  RunRequest request;
  request.session_id = "s";
  request.code = "print(1)";
  RunResult first = f.Run(request);
  RunResult second = f.Run(request);
  CHECK(first.status == RunStatus::kOk);
  CHECK(second.status == RunStatus::kOk);
  CHECK(second.session_id == "s");
  CHECK_FALSE(second.session_ended);
  CHECK(f.engine.calls() == std::vector<std::string>{"create c1", "attach c1", "start c1"});
  REQUIRE(f.engine.jobs().size() == 2);
  CHECK(f.engine.jobs()[1]["keep"] == true);

  f.engine.SetScript({{}, /*hang=*/true, {true, 0, false}, false});
  RunResult looping = f.Run(request);
  CHECK(looping.status == RunStatus::kTimeout);
  CHECK(looping.session_ended);
  CHECK(f.engine.live_containers() == 0);
  CHECK(sessions.List().empty());
}

TEST_CASE("a session's runs say whether the earlier runs' state was there", "[runner]") {
  Fixture f;
  SessionStore sessions(f.engine, f.clock, {}, nullptr, /*background=*/false);
  f.runner.UseSessions(&sessions);
  RunRequest request;
  request.session_id = "s";
  request.code = "x = 1";
  auto interpreter = [&](int calls, bool ended, int64_t exit = 0) {
    Fixture::Script script;
    script.exit = {false, exit, false};
    script.interpreter = {{"calls", calls}, {"ended", ended}};
    f.engine.SetScript(script);
  };
  interpreter(1, false);
  RunResult first = f.Run(request);
  CHECK(first.session_state == SessionState::kNew);
  CHECK(f.engine.jobs()[0]["live"] == true);
  interpreter(2, false);
  RunResult second = f.Run(request);
  CHECK(second.session_state == SessionState::kKept);
  CHECK_FALSE(second.interpreter_ended);
  // The kernel's OOM killer took the interpreter: the container and its files stay.
  interpreter(3, true, 137);
  RunResult oom = f.Run(request);
  CHECK(oom.status == RunStatus::kOom);
  CHECK(oom.interpreter_ended);
  CHECK_FALSE(oom.session_ended);
  interpreter(1, false);
  RunResult after = f.Run(request);
  CHECK(after.session_state == SessionState::kLost);
  CHECK(after.session_lost == "the last call to run in this session ran out of memory");
  interpreter(2, false);
  CHECK(f.Run(request).session_state == SessionState::kKept);
  // The runtime policy stopped the program: the interpreter ended, the session did not.
  Fixture::Script stopped;
  stopped.exit = {false, 126, false};
  stopped.refused = {{"capability", "process"},
                     {"event", "os.system"},
                     {"detail", "id"},
                     {"path", "main.py"},
                     {"line", 1}};
  stopped.interpreter = {{"calls", 3}, {"ended", true}};
  f.engine.SetScript(stopped);
  RunResult blocked = f.Run(request);
  CHECK(blocked.status == RunStatus::kBlocked);
  CHECK(blocked.interpreter_ended);
  CHECK_FALSE(blocked.session_ended);
  CHECK(f.engine.live_containers() == 1);
  interpreter(1, false);
  CHECK(f.Run(request).session_lost ==
        "the last call to run in this session was stopped by the runtime policy");

  // reset: a new container, whatever the old one held.
  request.reset = true;
  interpreter(1, false);
  RunResult reset = f.Run(request);
  CHECK(reset.session_state == SessionState::kReset);
  CHECK(f.engine.live_containers() == 1);
  CHECK(f.engine.calls().back() == "start c2");

  // A timeout ends the session; the next run under its id hears why.
  request.reset = false;
  f.engine.SetScript({{}, /*hang=*/true, {true, 0, false}, false});
  RunResult looping = f.Run(request);
  CHECK(looping.session_ended);
  CHECK(looping.interpreter_ended);
  interpreter(1, false);
  RunResult again = f.Run(request);
  CHECK(again.session_state == SessionState::kLost);
  CHECK(again.session_lost == "the last call to run in this session timed out");
  // Closed on request: a new session under the id has lost nothing.
  CHECK(sessions.Close("s"));
  CHECK(f.Run(request).session_state == SessionState::kNew);
}

TEST_CASE("a launcher that does not keep the interpreter says so on the next run", "[runner]") {
  // The node launcher, in an image without python3: its trailer has no "interpreter".
  Fixture f;
  SessionStore sessions(f.engine, f.clock, {}, nullptr, /*background=*/false);
  f.runner.UseSessions(&sessions);
  RunRequest request;
  request.language = Language::kJavaScript;
  request.session_id = "s";
  request.code = "let x = 1";
  CHECK(f.Run(request).session_state == SessionState::kNew);
  RunResult second = f.Run(request);
  CHECK(second.session_state == SessionState::kLost);
  CHECK(second.session_lost ==
        "this image's launcher keeps a session's files but not its interpreter: the image has "
        "no python3");
}

TEST_CASE("reset needs a session", "[runner]") {
  Fixture f;
  SessionStore sessions(f.engine, f.clock, {}, nullptr, /*background=*/false);
  f.runner.UseSessions(&sessions);
  RunRequest request;
  request.code = "print(1)";
  request.reset = true;
  CHECK_THROWS_WITH(f.Run(request), "reset starts a session afresh: give the session_id to reset");
}

TEST_CASE("session ids need sessions", "[runner]") {
  Fixture f;
  RunRequest request;
  request.session_id = "s";
  request.code = "print(1)";
  CHECK_THROWS_WITH(f.Run(request), "sessions are not available here: run without a session_id");
}

TEST_CASE("with a reaper, runs leave removal to it", "[runner]") {
  Fixture f;
  ContainerReaper reaper(f.engine, /*background=*/false);
  f.runner.UseReaper(&reaper);
  CHECK(f.Run("print(1)").status == RunStatus::kOk);
  CHECK(f.engine.live_containers() == 1);
  reaper.Drain();
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("a run says where its time went", "[runner]") {
  Fixture f;
  f.engine.SetScript({{Out("hi\n")}, false, {false, 0, false}, false});
  RunResult r = f.Run("print('hi')");
  REQUIRE(r.status == RunStatus::kOk);
  std::vector<std::string> names;
  double total = 0;
  for (const auto& phase : r.phases) {
    names.push_back(phase.name);
    CHECK(phase.ms >= 0);
    total += phase.ms;
  }
  CHECK(names == std::vector<std::string>{"container", "job", "first_output", "program", "report"});
  CHECK(total >= r.duration_seconds * 1000);
  CHECK(DescribePhases({{"analysis", 1.25}, {"pool", 0.5}}) ==
        "analysis 1.2 ms, pool 0.5 ms; total 1.8 ms");
}

namespace {

// A runner whose own containers the engine removes (`cordon run` on Docker).
struct EngineRemoves {
  Fixture f;
  RunnerConfig config = [this] {
    RunnerConfig c = f.config;
    c.engine_removes = true;
    return c;
  }();
  Runner runner{f.engine, config, f.clock};
  RunResult Run(const std::string& code) {
    RunRequest request;
    request.code = code;
    return testing::GatedRun(runner, f.analyzer, f.policy, request);
  }
};

}  // namespace

TEST_CASE("a one-off run's own container is left to the engine to remove", "[runner]") {
  // A process that makes one run (`cordon run`) waited for the removal before it could
  // exit: 25-80 ms on Podman, more than the program. The engine removes it instead when
  // the launcher exits after its report (HostConfig.AutoRemove).
  EngineRemoves e;
  Fixture& f = e.f;
  Runner& runner = e.runner;
  auto run = [&](const std::string& code) { return e.Run(code); };
  f.engine.SetScript({{Out("1\n")}, false, {false, 0, false}, false});
  RunResult r = run("print(1)");
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text == "1\n");
  CHECK(f.engine.calls() == std::vector<std::string>{"create c1", "attach c1", "start c1",
                                                     "auto-remove c1", "close-stdin c1"});
  REQUIRE(f.engine.specs().size() == 1);
  CHECK(f.engine.specs()[0].auto_remove);
  CHECK(f.engine.specs()[0].labels.at(kAutoRemoveLabel) == "true");
  CHECK(f.engine.live_containers() == 0);
  CHECK(runner.LeftToEngine() == std::set<std::string>{"c1"});
  // A prepared container is made the same way.
  runner.Prepare(Language::kPython, RunLimitsFor(f.policy, {}));
  CHECK(f.engine.specs().back().auto_remove);
  // A pool's and a session's containers outlive their runs: never the engine's to remove.
  CHECK_FALSE(runner.SpecFor(Language::kPython, RunLimitsFor(f.policy, {})).auto_remove);
}

TEST_CASE("a one-off run stopped or unreported: gone with its status, and said so", "[runner]") {
  EngineRemoves e;
  Fixture& f = e.f;
  Runner& runner = e.runner;
  auto run = [&](const std::string& code) { return e.Run(code); };
  // Killed at its wall time: the engine removes it at once, and its wait finds nothing.
  f.engine.SetScript({{Out("tick\n")}, /*hang=*/true, {true, 0, false}, false});
  RunResult slow = run("while True: pass");
  CHECK(slow.status == RunStatus::kTimeout);
  CHECK(slow.stdout_text == "tick\n");
  auto calls = f.engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "kill c1") != calls.end());
  CHECK(std::find(calls.begin(), calls.end(), "auto-remove c1") != calls.end());
  CHECK(runner.LeftToEngine().empty());  // it ended without a report: its own removal
  // The launcher died without a report: the status went with the container.
  Fixture::Script killed;
  killed.report = false;
  killed.exit = {false, 137, true};
  f.engine.SetScript(killed);
  RunResult died = run("x = ' ' * 10**10");
  CHECK(died.status == RunStatus::kError);
  CHECK(died.exit_code == -1);
  CHECK_THAT(died.error, Catch::Contains("removed its container, with its exit status"));
  CHECK(f.engine.live_containers() == 0);
  // A report without the end mark (a JavaScript program that went on): the report's
  // status stands.
  Fixture::Script went_on;
  went_on.end_mark = false;
  went_on.exit = {false, 0, false};
  went_on.after_trailer = {Out("late\n")};
  f.engine.SetScript(went_on);
  RunResult js = run("print(2)");
  CHECK(js.status == RunStatus::kOk);
  CHECK(js.exit_code == 0);
  CHECK(js.error.empty());
}
