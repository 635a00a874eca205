#include "policy/verdict.h"

#include <catch2/catch.hpp>

#include "tests/support/analyzer_helpers.h"

using namespace cordon;

namespace {

const char* kRules = R"(rules:
  - id: t.shell
    languages: [python]
    severity: critical
    category: process-execution
    message: m
    remediation: r
    patterns: [{call: [os.system]}]
  - id: t.env
    languages: [python]
    severity: low
    category: environment
    message: m
    remediation: r
    patterns: [{reference: os.environ}]
)";

Finding Found(const std::string& rule, const std::string& category, Severity severity,
              uint32_t line) {
  Finding f;
  f.rule_id = rule;
  f.category = category;
  f.severity = severity;
  f.start.line = line;
  return f;
}

}  // namespace

TEST_CASE("a verdict keeps what the policy does not allow, with its action", "[verdict]") {
  Policy policy = ParsePolicy(
      "name: p\nrulesets: [python]\nactions:\n  categories: {network: allow}\n", "p.yaml");
  Verdict v = Judge(policy, {Found("a.net", "network", Severity::kCritical, 1),
                             Found("a.env", "environment", Severity::kLow, 2),
                             Found("a.sh", "process-execution", Severity::kCritical, 3)});
  REQUIRE(v.findings.size() == 2);
  CHECK(v.findings[0].finding.rule_id == "a.env");
  CHECK(v.findings[0].action == Action::kWarn);
  CHECK(v.findings[1].action == Action::kBlock);
  CHECK(v.Blocks());
  CHECK(v.BlockingCount() == 1);
  CHECK(v.BlockingSummary() == "a.sh at line 3");
  CHECK(v.policy_name == "p");
}

TEST_CASE("a verdict with only warnings warns, and with nothing allows", "[verdict]") {
  Policy policy = ParsePolicy("name: p\nrulesets: [python]\n", "p.yaml");
  CHECK(Judge(policy, {Found("a.env", "environment", Severity::kLow, 2)}).decision ==
        Action::kWarn);
  Verdict none = Judge(policy, {});
  CHECK(none.decision == Action::kAllow);
  CHECK(none.BlockingSummary().empty());
  // A stricter threshold (lint's --fail-on) turns the warning into a block.
  CHECK(Judge(policy, {Found("a.env", "environment", Severity::kLow, 2)}, Severity::kLow).Blocks());
}

TEST_CASE("Evaluate analyses under the policy and honours suppressions only when allowed",
          "[verdict]") {
  RuleSet rules = testing::RulesFrom(kRules);
  Analyzer analyzer(rules);
  const std::string code = "import os\nos.system('id')  # cordon: ignore[t.shell]\n";
  Policy strict = ParsePolicy("name: s\nrulesets: [python]\n", "s.yaml");
  Verdict v = Evaluate(analyzer, strict, {"x.py", Language::kPython, code});
  CHECK(v.Blocks());
  CHECK(v.BlockingSummary() == "t.shell at x.py line 2");   // a file is named
  CHECK(v.BlockingSummary("x.py") == "t.shell at line 2");  // unless it is the program
  CHECK(Evaluate(analyzer, strict, {"<snippet>", Language::kPython, code}).BlockingSummary() ==
        "t.shell at line 2");
  Policy lenient = ParsePolicy("name: l\nrulesets: [python]\nallow_suppressions: true\n", "l.yaml");
  CHECK_FALSE(Evaluate(analyzer, lenient, {"x.py", Language::kPython, code}).Blocks());
}
