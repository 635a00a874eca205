#include "policy/policy.h"

#include <catch2/catch.hpp>
#include <cmath>

#include "analyzer/config_error.h"
#include "tests/support/analyzer_helpers.h"
#include "tests/support/in_memory_file_system.h"

using namespace cordon;

namespace {

Finding MakeFinding(const std::string& id, const std::string& category, Severity severity) {
  Finding f;
  f.rule_id = id;
  f.category = category;
  f.severity = severity;
  return f;
}

std::string ErrorOf(const std::string& yaml) {
  try {
    ParsePolicy(yaml, "p.yaml");
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("policy actions: rule beats category beats threshold", "[policy]") {
  Policy p = ParsePolicy(R"(name: t
rulesets: [python]
block_at: high
actions:
  categories: {network: block, environment: allow}
  rules: {py.x: warn}
limits: {memory_mb: 256, network: true}
max_limits: {memory_mb: 1024}
)",
                         "p.yaml");
  CHECK(p.ActionFor(MakeFinding("py.a", "process", Severity::kCritical)) == Action::kBlock);
  CHECK(p.ActionFor(MakeFinding("py.a", "process", Severity::kMedium)) == Action::kWarn);
  CHECK(p.ActionFor(MakeFinding("py.a", "network", Severity::kLow)) == Action::kBlock);
  CHECK(p.ActionFor(MakeFinding("py.a", "environment", Severity::kCritical)) == Action::kAllow);
  CHECK(p.ActionFor(MakeFinding("py.x", "network", Severity::kCritical)) == Action::kWarn);
  // --fail-on replaces the threshold only.
  CHECK(p.ActionFor(MakeFinding("py.a", "process", Severity::kMedium), Severity::kMedium) ==
        Action::kBlock);
  CHECK(p.limits.memory_mb == 256);
  CHECK(p.limits.network);
  CHECK(p.limits.pids == 64);  // default kept
  CHECK(p.max_limits.memory_mb == 1024);
  CHECK_FALSE(p.allow_suppressions);
}

TEST_CASE("with the network off, reaching for it blocks at any severity", "[policy]") {
  const char* kPolicy = R"(name: t
rulesets: [python]
block_at: high
limits: {network: NETWORK}
)";
  Finding fetch = MakeFinding("js.network.access", "network", Severity::kMedium);
  fetch.capability = "network";
  auto with = [&](const std::string& network) {
    std::string text = kPolicy;
    text.replace(text.find("NETWORK"), 7, network);
    return ParsePolicy(text, "p.yaml");
  };
  CHECK(with("false").ActionFor(fetch) == Action::kBlock);
  CHECK(with("true").ActionFor(fetch) == Action::kWarn);
  CHECK(with("{allow: [\"example.com:443\"]}").ActionFor(fetch) == Action::kWarn);
  // Explicit actions and grants still win.
  Policy granted = ParsePolicy(
      "name: t\nrulesets: [python]\ncapabilities: [network]\nlimits: {network: false}\n", "p.yaml");
  CHECK(granted.ActionFor(fetch) == Action::kAllow);
  Policy warned = ParsePolicy(
      "name: t\nrulesets: [python]\nactions: {categories: {network: warn}}\n", "p.yaml");
  CHECK(warned.ActionFor(fetch) == Action::kWarn);
}

TEST_CASE("a granted capability allows its findings unless a rule or category says otherwise",
          "[policy]") {
  Policy p = ParsePolicy(R"(name: t
rulesets: [python]
capabilities: [network, process]
actions:
  categories: {process-execution: block}
  rules: {py.net.raw: warn}
)",
                         "p.yaml");
  auto with = [](const std::string& id, const std::string& category,
                 const std::string& capability) {
    Finding f = MakeFinding(id, category, Severity::kCritical);
    f.capability = capability;
    return f;
  };
  CHECK(p.ActionFor(with("py.net.http", "network", "network")) == Action::kAllow);
  CHECK(p.ActionFor(with("py.net.raw", "network", "network")) == Action::kWarn);
  CHECK(p.ActionFor(with("py.shell", "process-execution", "process")) == Action::kBlock);
  CHECK(p.ActionFor(with("py.eval", "dynamic-code", "code-eval")) == Action::kBlock);
  // The engine's own findings have no capability: no grant reaches them.
  CHECK(p.ActionFor(with("cordon.source-text", "source-text", "")) == Action::kBlock);
  CHECK(ErrorOf("name: t\nrulesets: [python]\ncapabilities: [netwrok]\n") ==
        "p.yaml:3:15: unknown capability 'netwrok' (did you mean 'network'?); capabilities: "
        "process, code-eval, native, fs-write, fs-destroy, network, environment, introspection, "
        "deserialization, signals, module-loading");
}

TEST_CASE("policy errors are positioned", "[policy]") {
  CHECK(ErrorOf("name: t\nrulesets: [python]\nblock_at: severe\n") ==
        "p.yaml:3:11: unknown severity 'severe' (expected info, low, medium, high, critical)");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nactions:\n  categories: {network: deny}\n") ==
        "p.yaml:4:25: action for 'network' must be block, warn or allow, found 'deny'");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nlimits:\n  memory: 1\n") ==
        "p.yaml:4:3: unknown key 'memory' in 'limits' (did you mean 'memory_mb'?)");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nlimits:\n  pids: -1\n") ==
        "p.yaml:4:9: 'pids' must be above 0 and at most 4194304");
  CHECK(ErrorOf("name: t\n") ==
        "p.yaml:1:1: policy 't' needs 'rulesets': the rule directories it applies (e.g. [python, "
        "javascript])");
}

TEST_CASE("policies load by name or path and validate against the rules", "[policy]") {
  InMemoryFileSystem fs;
  fs.Add("root/policies/mine.yaml",
         "name: mine\nrulesets: [python]\nactions:\n  rules: {py.yse: allow}\n");
  fs.Add("root/policies/ok.yaml", "name: ok\nrulesets: [python]\n");
  fs.Add("root/python/a.yaml", R"(rules:
  - id: py.yes
    languages: [python]
    severity: low
    category: c
    message: m
    remediation: r
    patterns: [{call: eval}]
)");
  Policy ok = LoadPolicy(fs, "root", "ok");
  CHECK(LoadRulesFor(fs, "root", ok).Find("py.yes") != nullptr);
  Policy mine = LoadPolicy(fs, "root", "root/policies/mine.yaml");
  CHECK_THROWS_WITH(LoadRulesFor(fs, "root", mine),
                    "root/policies/mine.yaml: policy 'mine' sets an action for unknown rule "
                    "'py.yse' (did you mean 'py.yes'?)");
  CHECK_THROWS_WITH(LoadPolicy(fs, "root", "nosuch"),
                    "nosuch: no such policy (looked for root/policies/nosuch.yaml); shipped "
                    "policies: mine, ok; or give the path of a policy file");
}

TEST_CASE("limits that are not finite, too large, or fractional counts are refused", "[policy]") {
  // Before: accepted and later cast to integers (undefined behaviour in the runner).
  CHECK(ErrorOf("name: t\nrulesets: [python]\nlimits:\n  memory_mb: .inf\n") ==
        "p.yaml:4:14: 'memory_mb' must be above 0 and at most 1048576");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nlimits:\n  wall_seconds: .nan\n") ==
        "p.yaml:4:17: 'wall_seconds' must be above 0 and at most 604800");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nmax_limits:\n  output_bytes: 1e300\n") ==
        "p.yaml:4:17: 'output_bytes' must be above 0 and at most 1099511627776");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nlimits:\n  pids: 64.5\n") ==
        "p.yaml:4:9: 'pids' must be a whole number");
  Policy p = ParsePolicy("name: t\nrulesets: [python]\nlimits: {cpus: 0.5, pids: 12}\n", "p.yaml");
  CHECK(p.limits.cpus == 0.5);
  CHECK(p.limits.pids == 12);
}

TEST_CASE("the analysis budget is a policy setting, checked like the limits", "[policy]") {
  Policy defaults = ParsePolicy("name: t\nrulesets: [python]\n", "p.yaml");
  CHECK(defaults.analysis.cpu_base == std::chrono::milliseconds(50));
  CHECK(defaults.analysis.steps_per_kib == 2000);
  Policy p = ParsePolicy(
      "name: t\nrulesets: [python]\nanalysis: {cpu_base_ms: 20, cpu_per_mib_ms: 300, "
      "steps_base: 5000, steps_per_kib: 400}\n",
      "p.yaml");
  CHECK(p.analysis.cpu_base == std::chrono::milliseconds(20));
  CHECK(p.analysis.cpu_per_mib == std::chrono::milliseconds(300));
  CHECK(p.analysis.steps_base == 5000);
  CHECK(p.analysis.steps_per_kib == 400);
  CHECK(ErrorOf("name: t\nrulesets: [python]\nanalysis:\n  cpu_base_ms: .inf\n") ==
        "p.yaml:4:16: 'cpu_base_ms' must be above 0 and at most 3600000");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nanalysis:\n  steps_base: 1.5\n") ==
        "p.yaml:4:15: 'steps_base' must be a whole number");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nanalysis:\n  max_steps: 10\n")
            .starts_with("p.yaml:4:3: unknown key 'max_steps' in 'analysis'"));
}

TEST_CASE("per-call limits must stay within the policy's maxima", "[policy]") {
  Policy p = ParsePolicy(
      "name: p\nrulesets: [python]\nlimits: {wall_seconds: 5, memory_mb: 128}\n"
      "max_limits: {wall_seconds: 60, memory_mb: 512}\n",
      "p.yaml");
  Limits limits = p.LimitsFor({30.0, 256.0});
  CHECK(limits.wall_seconds == 30);
  CHECK(limits.memory_mb == 256);
  CHECK(p.LimitsFor({}).wall_seconds == 5);
  CHECK_THROWS_WITH(p.LimitsFor({61.0, {}}),
                    "timeout_seconds 61 is over the maximum of 60 that policy 'p' allows");
  CHECK_THROWS_WITH(p.LimitsFor({-1.0, {}}), "timeout_seconds must be a number above 0");
  CHECK_THROWS_WITH(p.LimitsFor({std::nan(""), {}}), "timeout_seconds must be a number above 0");
  CHECK_THROWS_WITH(p.LimitsFor({HUGE_VAL, {}}), "timeout_seconds must be a number above 0");
  CHECK_THROWS_WITH(p.LimitsFor({{}, 100.5}), "memory_mb must be a whole number, not 100.5");
}

TEST_CASE("the runtime layer refuses every capability the policy does not grant",
          "[policy][runtime]") {
  Policy none = ParsePolicy("name: n\nrulesets: [python]\n", "n.yaml");
  CHECK(none.RuntimeRefusals() == std::vector<std::string>{"process", "native", "network",
                                                           "fs-write", "fs-destroy", "signals"});
  Policy granted = ParsePolicy(R"(name: g
rulesets: [python]
capabilities: [process]
runtime: {grant: [fs-write, signals]}
limits: {network: true}
)",
                               "g.yaml");
  CHECK(granted.RuntimeRefusals() == std::vector<std::string>{"native", "fs-destroy"});
  Policy off = ParsePolicy("name: o\nrulesets: [python]\nruntime: {enforce: false}\n", "o.yaml");
  CHECK(off.RuntimeRefusals().empty());
  CHECK_THROWS_WITH(
      ParsePolicy("name: b\nrulesets: [python]\nruntime: {grant: [proces]}\n", "b.yaml"),
      Catch::Contains("b.yaml:3") && Catch::Contains("unknown capability 'proces' "
                                                     "(did you mean 'process'?)"));
  CHECK_THROWS_WITH(
      ParsePolicy("name: b\nrulesets: [python]\nruntime: {enforced: false}\n", "b.yaml"),
      Catch::Contains("enforced"));
}

TEST_CASE("a policy names its isolation level", "[policy][isolation]") {
  auto parse = [](const std::string& extra) {
    return ParsePolicy("name: i\nrulesets: [python]\n" + extra, "i.yaml");
  };
  CHECK(parse("").isolation.level == Isolation::kRunc);
  CHECK(parse("isolation: runc\n").isolation.level == Isolation::kRunc);
  IsolationRequest strict = parse("isolation: gvisor\n").isolation;
  CHECK(strict.level == Isolation::kGvisor);
  CHECK_FALSE(strict.fallback);
  IsolationRequest soft = parse("isolation: gvisor-if-available\n").isolation;
  CHECK(soft.level == Isolation::kGvisor);
  CHECK(soft.fallback);
  CHECK_THROWS_WITH(parse("isolation: kata\n"),
                    Catch::Contains("i.yaml:3") &&
                        Catch::Contains("unknown isolation 'kata' (expected runc, gvisor or "
                                        "gvisor-if-available)"));
  CHECK(IsolationName(Isolation::kGvisor) == "gvisor");
}

TEST_CASE("a policy grants secrets by name or all of them, and allows reading exactly those",
          "[policy][secrets]") {
  Policy p = ParsePolicy(R"(name: t
rulesets: [python]
block_at: low
actions:
  categories: {environment: block}
secrets: [OPENAI_API_KEY, GITHUB_TOKEN]
)",
                         "p.yaml");
  CHECK(p.GrantsSecret("OPENAI_API_KEY"));
  CHECK_FALSE(p.GrantsSecret("AWS_SECRET_ACCESS_KEY"));
  Finding read = MakeFinding("py.secrets.environment", "environment", Severity::kLow);
  CHECK(p.ActionFor(read) == Action::kBlock);  // the whole environment, or a name not known
  read.variables = {"OPENAI_API_KEY"};
  CHECK(p.ActionFor(read) == Action::kAllow);
  read.variables = {"OPENAI_API_KEY", "GITHUB_TOKEN"};
  CHECK(p.ActionFor(read) == Action::kAllow);
  read.variables = {"OPENAI_API_KEY", "HOME"};  // one name not granted: the category decides
  CHECK(p.ActionFor(read) == Action::kBlock);

  Policy any = ParsePolicy("name: t\nrulesets: [python]\nsecrets: any\n", "p.yaml");
  CHECK(any.GrantsSecret("WHATEVER"));
  // `any` passes any named secret, but reads stay with the usual rules (no list to allow).
  read.variables = {"WHATEVER"};
  CHECK(any.ActionFor(read) == Action::kWarn);
  Policy none = ParsePolicy("name: t\nrulesets: [python]\n", "p.yaml");
  CHECK_FALSE(none.GrantsSecret("OPENAI_API_KEY"));
}

TEST_CASE("secret names in a policy are checked where they stand", "[policy][secrets]") {
  CHECK(ErrorOf("name: t\nrulesets: [python]\nsecrets: all\n") ==
        "p.yaml:3:10: 'secrets' must be a list of secret names, or any");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nsecrets: [OK_NAME, 1BAD]\n") ==
        "p.yaml:3:20: in 'secrets': '1BAD' is not an environment variable's name (a letter or _, "
        "then letters, digits or _; at most 128)");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nsecrets: [LD_PRELOAD]\n")
            .find("p.yaml:3:11: in 'secrets': 'LD_PRELOAD' configures the interpreters or the "
                  "sandbox") == 0);
  CHECK(SecretNameProblem("PATH").has_value());
  CHECK(SecretNameProblem("pythonpath").has_value());  // case does not hide it
  CHECK(SecretNameProblem("NODE_OPTIONS").has_value());
  CHECK(SecretNameProblem("CORDON_REFUSE").has_value());
  CHECK_FALSE(SecretNameProblem("OPENAI_API_KEY").has_value());
  CHECK_FALSE(SecretNameProblem("NODE_AUTH_TOKEN").has_value());  // npm's, not node's
  CHECK_FALSE(SecretNameProblem("PYTHONANYWHERE_TOKEN").has_value());
  CHECK(ErrorOf("name: t\nrulesets: [python]\nsecrets: [any]\n") ==
        "p.yaml:3:11: 'any' in a list would grant a secret named any; write `secrets: any` to "
        "grant every named secret");
  CHECK_FALSE(SecretNameProblem("_private1").has_value());
  CHECK(SecretNameProblem(std::string(129, 'A')).has_value());
  CHECK(SecretNameProblem("A-B").has_value());
}

TEST_CASE("limits.network: false, true, or an allow list", "[policy]") {
  auto with = [](const std::string& network) {
    return ParsePolicy("name: t\nrulesets: [python]\nlimits: {network: " + network + "}\n",
                       "p.yaml");
  };
  CHECK_FALSE(with("false").limits.network);
  CHECK(with("true").limits.network);
  CHECK(with("true").limits.network_allow.empty());
  Policy p = with("{allow: [api.example.com:443, '127.0.0.1:8080', api.example.com:443]}");
  CHECK(p.limits.network);
  REQUIRE(p.limits.network_allow.size() == 2);  // the repeated entry once
  CHECK(p.limits.network_allow[1].Text() == "127.0.0.1:8080");
  // A network the program may use is not refused at run time: the proxy is the filter.
  auto refused = p.RuntimeRefusals();
  CHECK(std::find(refused.begin(), refused.end(), "network") == refused.end());

  CHECK(ErrorOf("name: t\nrulesets: [python]\nlimits: {network: {allow: []}}\n") ==
        "p.yaml:3:27: 'network' takes false, true, or {allow: [HOST:PORT, ...]} with at least "
        "one destination (an empty list allows nothing: write network: false)");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nlimits:\n  network:\n    allow: [example.com]\n") ==
        "p.yaml:5:13: in 'allow': 'example.com' has no port; write HOST:PORT, e.g. "
        "api.example.com:443, *.example.com:443, 127.0.0.1:8080 or [::1]:8080");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nlimits: {network: {alow: [a.b:1]}}\n") ==
        "p.yaml:3:20: unknown key 'alow' in 'network' (did you mean 'allow'?)");
  CHECK(ErrorOf("name: t\nrulesets: [python]\nlimits: {network: maybe}\n").find("p.yaml:3:") == 0);
}
