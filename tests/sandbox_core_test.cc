#include "sandbox/sandbox_core.h"

#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <thread>

#include "analyzer/config_error.h"
#include "runner/base64.h"
#include "runner/runner.h"
#include "tests/support/mcp_fixture.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;

namespace {

// A service over the shipped default policy whose connections come from two fake
// engines in turn: the first, then (after it is dropped) the second, as a restarted
// podman service would be.
struct Fixture : testing::ShippedDefaultPolicy {
  ManualClock clock;
  FakeEngine first{clock}, second{clock};
  int connects = 0;
  bool refuse = false;  // connecting fails, as with no engine at all
  SandboxCore service{policy, rules, testing::FakeSandboxOptions("svc"),
                      [this] {
                        if (refuse) throw EngineError("no container engine found");
                        FakeEngine& engine = connects++ == 0 ? first : second;
                        return EngineHandle{&engine, nullptr, "fake"};
                      },
                      clock};

  RunResult Run(const std::string& code, const std::string& session = "") {
    RunRequest request;
    request.code = code;
    request.session_id = session;
    return service.Run(request);
  }
};

FakeEngine::Script Printing(const std::string& text) {
  FakeEngine::Script script;
  script.output = {{StreamChunk::Kind::kStdout, text}};
  return script;
}

// A one-shot run's core, as `cordon run` makes it: the rules loaded on first need, by a
// loader that waits (up to 5 s) for the engine to be asked for a container, and keeps
// what the engine had been asked by then; Prepare before Run.
struct OneShot : testing::ShippedDefaultPolicy {
  ManualClock clock;
  FakeEngine engine{clock};
  std::atomic<int> connects{0};  // attempts, failed or not
  bool refuse = false;
  bool bad_rules = false;
  std::vector<std::string> calls_while_loading;
  std::unique_ptr<SandboxCore> core = std::make_unique<SandboxCore>(
      policy,
      [this]() -> const RuleSet& {
        if (bad_rules) throw ConfigError("rules/python/x.yaml", 3, 5, "query does not compile");
        for (int i = 0; i < 5000 && engine.calls().empty() && !refuse; ++i) {
          std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        calls_while_loading = engine.calls();
        return rules;
      },
      testing::FakeSandboxOptions("one"),
      [this] {
        ++connects;
        if (refuse) throw EngineError("no container engine found");
        return EngineHandle{&engine, nullptr, "fake"};
      },
      clock);

  RunResult Run(const std::string& code) {
    RunRequest request;
    request.code = code;
    core->Prepare(request);
    return core->Run(request);
  }
};

}  // namespace

TEST_CASE(
    "a one-shot run's container is made while the rules load, and started once the "
    "code passes",
    "[sandbox-service]") {
  OneShot f;
  f.engine.SetScript(Printing("1\n"));
  RunResult r = f.Run("print(1)");
  CHECK(r.status == RunStatus::kOk);
  CHECK(r.stdout_text == "1\n");
  CHECK(f.calls_while_loading == std::vector<std::string>{"create c1"});
  std::vector<std::string> calls = f.engine.calls();
  REQUIRE(calls.size() >= 3);
  CHECK(calls[1] == "attach c1");
  CHECK(calls[2] == "start c1");
  CHECK(std::count_if(calls.begin(), calls.end(),
                      [](auto& c) { return c.starts_with("create"); }) == 1);
  REQUIRE(r.phases.size() >= 3);
  CHECK(r.phases[0].name == "rules");
  CHECK(r.phases[1].name == "analysis");
  CHECK(f.connects == 1);
  f.core.reset();
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("a one-shot run of refused code leaves its container unstarted, and removed",
          "[sandbox-service]") {
  OneShot f;
  RunResult r = f.Run("import os\nos.system('id')");
  CHECK(r.status == RunStatus::kBlocked);
  f.core.reset();
  std::vector<std::string> calls = f.engine.calls();
  CHECK(calls.front() == "create c1");
  CHECK(std::count(calls.begin(), calls.end(), "remove c1") == 1);
  CHECK(std::count(calls.begin(), calls.end(), "attach c1") == 0);
  CHECK(std::count(calls.begin(), calls.end(), "start c1") == 0);
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("a one-shot run leaves its container to an engine that removes it in-process",
          "[sandbox-service]") {
  // `cordon run` waited for its container's removal before it could exit. Docker's
  // daemon removes a container that asked for it at once; on Podman a process of its own
  // does, whose work lands on the next run, so cordon still removes its own there.
  for (const std::string name : {"docker", "podman"}) {
    CAPTURE(name);
    testing::ShippedDefaultPolicy shipped;
    ManualClock clock;
    FakeEngine engine{clock};
    engine.name = name;
    engine.SetScript(Printing("1\n"));
    SandboxOptions options = testing::FakeSandboxOptions("one");
    options.engine_removes = true;
    auto core = std::make_unique<SandboxCore>(
        shipped.policy, shipped.rules, options,
        [&engine] {
          return EngineHandle{&engine, nullptr, "fake"};
        },
        clock);
    RunRequest request;
    request.code = "print(1)";
    core->Prepare(request);
    RunResult r = core->Run(request);
    CHECK(r.status == RunStatus::kOk);
    core.reset();
    std::vector<std::string> calls = engine.calls();
    REQUIRE_FALSE(engine.specs().empty());
    CHECK(engine.specs()[0].auto_remove == (name == "docker"));
    CHECK(std::count(calls.begin(), calls.end(), "remove c1") == (name == "docker" ? 0 : 1));
    CHECK(engine.live_containers() == 0);
  }
}

TEST_CASE("a one-shot run whose rules do not load throws their error and leaves no container",
          "[sandbox-service]") {
  OneShot f;
  f.bad_rules = true;
  RunRequest request;
  request.code = "print(1)";
  f.core->Prepare(request);
  CHECK_THROWS_AS(f.core->Run(request), ConfigError);
  f.core.reset();
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("a one-shot run with no engine says why, having tried to connect once",
          "[sandbox-service]") {
  OneShot f;
  f.refuse = true;
  RunResult r = f.Run("print(1)");
  CHECK(r.status == RunStatus::kEngineError);
  CHECK(r.error == "no container engine found");
  CHECK(f.connects == 1);
}

TEST_CASE("a session's run prepares nothing", "[sandbox-service]") {
  OneShot f;
  RunRequest request;
  request.code = "print(1)";
  request.session_id = "s";
  f.core->Prepare(request);
  CHECK(f.connects == 0);
  CHECK(f.engine.calls().empty());
}

TEST_CASE("the service connects on the first run, not before", "[sandbox-service]") {
  Fixture f;
  CHECK(f.service.EngineDescription() == "not connected");
  CHECK_FALSE(f.service.Analyze("import os\nos.system('id')", Language::kPython).findings.empty());
  CHECK(f.connects == 0);
  f.first.SetScript(Printing("1\n"));
  CHECK(f.Run("print(1)").stdout_text == "1\n");
  CHECK(f.connects == 1);
  CHECK(f.Run("print(1)").status == RunStatus::kOk);
  CHECK(f.connects == 1);  // kept, not made again
}

TEST_CASE("a run's phases start with the analysis, blocked or not", "[sandbox-service]") {
  Fixture f;
  f.first.SetScript(Printing("1\n"));
  RunResult ran = f.Run("print(1)");
  REQUIRE(ran.phases.size() >= 2);
  CHECK(ran.phases.front().name == "analysis");
  CHECK(ran.phases.back().name == "report");
  RunResult blocked = f.Run("import os\nos.system('id')");
  REQUIRE(blocked.phases.size() == 1);
  CHECK(blocked.phases.front().name == "analysis");
}

TEST_CASE("with no engine, a run says why, and still what the policy thinks", "[sandbox-service]") {
  Fixture f;
  f.refuse = true;
  RunResult ok = f.Run("print(1)");
  CHECK(ok.status == RunStatus::kEngineError);
  CHECK(ok.error == "no container engine found");
  RunResult blocked = f.Run("import os\nos.system('id')");
  CHECK(blocked.status == RunStatus::kBlocked);
  f.refuse = false;
  f.first.SetScript(Printing("1\n"));
  CHECK(f.Run("print(1)").status == RunStatus::kOk);  // retried on the next call
}

TEST_CASE("an engine that stops answering is dropped, and the next call connects again",
          "[sandbox-service]") {
  Fixture f;
  f.first.SetScript(Printing("1\n"));
  REQUIRE(f.Run("print(1)", "s1").status == RunStatus::kOk);  // a session on the first
  f.first.SetReachable(false);                                // its service died
  RunResult lost = f.Run("print(2)");
  CHECK(lost.status == RunStatus::kEngineError);
  CHECK(lost.error.find("stopped answering") != std::string::npos);
  CHECK(lost.error.find("the next call connects again") != std::string::npos);

  // The second connection clears up what the first left with this service's label
  // (Podman keeps containers running across a restart of its service).
  ContainerSpec spec;
  spec.labels = {{kInstanceLabel, "svc"}};
  std::string ours = f.second.Create(spec);
  spec.labels = {{kInstanceLabel, "other"}};
  std::string theirs = f.second.Create(spec);
  f.second.SetScript(Printing("3\n"));
  RunResult again = f.Run("print(3)");
  CHECK(again.status == RunStatus::kOk);
  CHECK(again.stdout_text == "3\n");
  CHECK(f.connects == 2);
  auto calls = f.second.calls();
  CHECK(std::count(calls.begin(), calls.end(), "remove " + ours) == 1);
  CHECK(std::count(calls.begin(), calls.end(), "remove " + theirs) == 0);  // not ours
}

TEST_CASE("an engine error from an engine that still answers keeps the connection",
          "[sandbox-service]") {
  Fixture f;
  FakeEngine::Script missing_image;
  missing_image.fail_create = true;
  f.first.SetScript(missing_image);
  RunResult r = f.Run("print(1)");
  CHECK(r.status == RunStatus::kEngineError);
  CHECK(r.error.find("stopped answering") == std::string::npos);
  f.first.SetScript(Printing("1\n"));
  CHECK(f.Run("print(1)").status == RunStatus::kOk);
  CHECK(f.connects == 1);
}

TEST_CASE("the container runs the text that was analysed", "[sandbox-service]") {
  Fixture f;
  f.first.SetScript(Printing("1\n2\n"));
  REQUIRE(f.Run("\xEF\xBB\xBFprint(1)\r\nprint(2)\r").status == RunStatus::kOk);
  const std::string received = f.first.stdin_received();
  CHECK(received.find("print(1)\nprint(2)\n") != std::string::npos);
  CHECK(received.find('\r') == std::string::npos);
  CHECK(received.find("\xEF\xBB\xBF") == std::string::npos);
  // A lone \r ends the comment for CPython: the call after it is analysed too.
  CHECK(f.Run("import os\n# hello\ros.system('id')\n").status == RunStatus::kBlocked);
}

TEST_CASE("input files the program can import are analysed with it", "[sandbox-service]") {
  Fixture f;
  auto run = [&](std::vector<InputFile> files) {
    RunRequest request;
    request.code = "import helper\nprint(helper.answer())\n";
    request.files = std::move(files);
    return f.service.Run(request);
  };
  RunResult helper = run({{"helper.py", "import os\ndef answer():\n    os.system('id')\n"}});
  CHECK(helper.status == RunStatus::kBlocked);
  CHECK(helper.error ==
        "policy 'default' blocks this code: cordon.unlisted-module at helper.py line 3; "
        "py.process.shell at helper.py line 3");
  REQUIRE(helper.findings.size() == 2);
  CHECK(helper.findings[1].finding.path == "helper.py");

  RunResult compiled = run({{"helper.cpython-311-x86_64-linux-gnu.so",
                             "\x7f"
                             "ELF"}});
  CHECK(compiled.status == RunStatus::kBlocked);
  REQUIRE(compiled.findings.size() == 1);
  CHECK(compiled.findings[0].finding.rule_id == "cordon.source-text");
  CHECK(compiled.findings[0].finding.message ==
        "`helper.cpython-311-x86_64-linux-gnu.so` is a compiled module: the interpreter can "
        "load it as code that cordon cannot analyse; send its source instead");
  CHECK(run({{"lib/helper.pyc", "\x0d\x0d"}}).status == RunStatus::kBlocked);

  // Data is data, and a harmless helper runs, sent as the canonical text.
  f.first.SetScript(Printing("42\n"));
  RunResult ok = run({{"helper.py", "def answer():\r\n    return 42\r\n"},
                      {"data.csv", "a,b\r\nos.system('id'),2\r\n"}});
  CHECK(ok.status == RunStatus::kOk);
  CHECK(f.first.stdin_received().find("def answer():\n    return 42\n") != std::string::npos);
  CHECK(f.first.stdin_received().find("a,b\r\n") != std::string::npos);
}

TEST_CASE("a run the host has no room for is busy, says when to retry, and runs nothing",
          "[sandbox-service]") {
  testing::ShippedDefaultPolicy shipped;
  ManualClock clock;
  FakeEngine engine(clock);
  testing::ScratchFolder folder("cordon-core-admission");
  SandboxOptions options = testing::FakeSandboxOptions("svc");
  options.host_admission = HostAdmission(folder.path, {1, 0});
  SandboxCore service(
      shipped.policy, shipped.rules, options,
      [&engine] {
        return EngineHandle{&engine, nullptr, "fake"};
      },
      clock);
  // Another cordon process on the host holds the only slot.
  HostAdmission other(folder.path, {1, 0});
  auto held = std::make_optional(other.Admit(512 << 20));
  RunRequest request;
  request.code = "print(1)";
  RunResult busy = service.Run(request);
  CHECK(busy.status == RunStatus::kBusy);
  CHECK(RunStatusName(busy.status) == "busy");
  CHECK(busy.retry_after_seconds == 5);
  CHECK(busy.error ==
        "the host is busy: 1 of 1 sandboxes, 512 MiB of memory are in use by cordon processes "
        "on this host; try again in 5 s");
  CHECK(engine.calls().empty());
  held.reset();  // that run ends
  engine.SetScript(Printing("1\n"));
  CHECK(service.Run(request).status == RunStatus::kOk);
}

TEST_CASE("secrets travel in the job, not the container, and never come back",
          "[sandbox-service][secrets]") {
  testing::ShippedDefaultPolicy shipped;
  ManualClock clock;
  FakeEngine engine{clock};
  SandboxOptions options = testing::FakeSandboxOptions("svc");
  const std::string value = "sk-proj-Zq81mJ4u2x";
  options.secrets = {{"OPENAI_API_KEY", value}};
  SandboxCore service{shipped.policy, shipped.rules, options,
                      [&engine] {
                        return EngineHandle{&engine, nullptr, "fake"};
                      },
                      clock};
  FakeEngine::Script script;
  // What a program that prints its key, and base64 of it, sends back.
  script.output = {{StreamChunk::Kind::kStdout, "key " + value + "\n"},
                   {StreamChunk::Kind::kStderr, "b64 " + Base64Encode(value) + "\n"}};
  engine.SetScript(script);
  RunRequest request;
  request.code = "import os\nprint(os.environ['OPENAI_API_KEY'])\n";
  RunResult result = service.Run(request);
  CHECK(result.stdout_text == "key [REDACTED:OPENAI_API_KEY]\n");
  CHECK(result.stderr_text.find(value) == std::string::npos);
  CHECK(result.stderr_text.find("[REDACTED:OPENAI_API_KEY]") != std::string::npos);
  // The job's header carries it (hex) for the launcher to hand to the program...
  REQUIRE(engine.jobs().size() == 1);
  std::string hex;
  for (unsigned char c : value) {
    hex += "0123456789abcdef"[c >> 4];
    hex += "0123456789abcdef"[c & 15];
  }
  CHECK(engine.jobs()[0]["env"] == nlohmann::json::array({{"OPENAI_API_KEY", hex}}));
  // ...and the container's configuration, which the engine stores and shows, does not.
  REQUIRE_FALSE(engine.specs().empty());
  for (const auto& spec : engine.specs()) {
    for (const auto& variable : spec.env) {
      CHECK(variable.find("OPENAI_API_KEY") == std::string::npos);
      CHECK(variable.find(value) == std::string::npos);
    }
  }
}

TEST_CASE("a live session's call is analysed with the code its earlier calls ran",
          "[sandbox-service]") {
  Fixture f;
  FakeEngine::Script live;  // the launcher says the interpreter lives on
  live.interpreter = {{"calls", 2}, {"ended", false}};
  f.first.SetScript(live);
  // Each call alone is clean; together they delete the root.
  RunResult store = f.Run("import shutil as s", "nb");
  REQUIRE(store.status == RunStatus::kOk);
  RunResult use = f.Run("x = 1\ns.rmtree('/')", "nb");
  CHECK(use.status == RunStatus::kBlocked);
  bool found = false;
  for (const auto& judged : use.findings) {
    const Finding& finding = judged.finding;
    if (finding.rule_id != "py.fs.destructive") continue;
    found = true;
    CHECK(finding.start.line == 2);  // a line of this call's code
    CHECK(finding.source_line == "s.rmtree('/')");
  }
  CHECK(found);
  // Another session, or the same one started afresh, knows nothing of `s`.
  CHECK(f.Run("s.rmtree('/')", "other").status == RunStatus::kOk);
  RunRequest reset;
  reset.code = "s.rmtree('/')";
  reset.session_id = "nb";
  reset.reset = true;
  CHECK(f.service.Run(reset).status == RunStatus::kOk);

  // What the earlier calls left open cannot hide the next call: an unterminated
  // string in one is a syntax error, and defines nothing for later calls.
  f.Run("s = '''", "open");
  RunResult after = f.Run("import os\nos.system('id')", "open");
  CHECK(after.status == RunStatus::kBlocked);
}

TEST_CASE("a live session's code has a size the analysis reads again", "[sandbox-service]") {
  Fixture f;
  FakeEngine::Script live;
  live.interpreter = {{"calls", 2}, {"ended", false}};
  f.first.SetScript(live);
  const std::string big = "x = '" + std::string(600 << 10, 'a') + "'";
  CHECK(f.Run(big, "nb").status == RunStatus::kOk);
  CHECK_THROWS_WITH(f.Run(big, "nb"),
                    Catch::Contains("over 1024 KiB") && Catch::Contains("reset: true"));
}
