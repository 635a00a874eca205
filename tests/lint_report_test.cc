#include "policy/report/lint_report.h"

#include <catch2/catch.hpp>
#include <sstream>

#include "tests/support/analyzer_helpers.h"

using namespace cordon;

namespace {

LintReport SampleReport() {
  LintReport report;
  report.tool_version = "9.9.9";
  report.policy_name = "default";
  report.fail_on = Severity::kHigh;
  report.files_analyzed = 2;
  Finding f;
  f.rule_id = "py.process.shell";
  f.category = "process-execution";
  f.severity = Severity::kCritical;
  f.message = "`os.system` runs a shell command";
  f.remediation = "Do it in Python.";
  f.path = "./dir/a b.py";
  f.start = {3, 5};
  f.end = {3, 17};
  f.source_line = "    run_it('ls')";
  f.resolution = {"`run_it` is `os.system`, imported on line 1"};
  report.findings.push_back({f, Action::kBlock});
  Finding g = f;
  g.rule_id = "py.secrets.environment";
  g.severity = Severity::kLow;
  g.category = "environment";
  g.message = "reads the environment";
  g.resolution.clear();
  g.start = {4, 1};
  g.end = {4, 11};
  g.source_line = "os.environ";
  report.findings.push_back({g, Action::kWarn});
  return report;
}

}  // namespace

TEST_CASE("text report reads like a compiler", "[lint_report]") {
  std::ostringstream out;
  WriteTextReport(SampleReport(), out);
  CHECK(out.str() ==
        "./dir/a b.py:3:5: critical: `os.system` runs a shell command [py.process.shell]\n"
        "        run_it('ls')\n"
        "        ^~~~~~~~~~~~\n"
        "  note: `run_it` is `os.system`, imported on line 1\n"
        "  help: Do it in Python.\n"
        "./dir/a b.py:4:1: low: reads the environment [py.secrets.environment] (warning only)\n"
        "    os.environ\n"
        "    ^~~~~~~~~~\n"
        "  help: Do it in Python.\n"
        "2 findings (1 critical, 1 low) in 2 files; 1 blocking under policy 'default' (blocks at "
        "high)\n");
}

TEST_CASE("a window of a long line is marked and underlined in place", "[lint_report]") {
  LintReport report = SampleReport();
  report.findings.resize(1);
  Finding& f = report.findings[0].finding;
  f.start = {3, 1001};
  f.end = {3, 1013};
  f.source_line_column = 961;  // the window starts 40 columns before the finding
  f.source_line = std::string(40, 'x') + "run_it('ls')" + std::string(148, 'y');
  f.resolution.clear();
  std::ostringstream out;
  WriteTextReport(report, out);
  CHECK(out.str().find("    \u2026" + f.source_line + "\n" + "    " + std::string(41, ' ') +
                       "^~~~~~~~~~~~\n") != std::string::npos);
  auto json = JsonReport(report);
  CHECK(json["findings"][0]["source_line_column"] == 961);
  CHECK_FALSE(JsonReport(SampleReport())["findings"][0].contains("source_line_column"));
}

TEST_CASE("json report has the documented shape", "[lint_report]") {
  auto json = JsonReport(SampleReport());
  CHECK(json["format_version"] == 1);
  CHECK(json["tool"]["version"] == "9.9.9");
  CHECK(json["summary"]["blocked"] == true);
  CHECK(json["summary"]["blocking"] == 1);
  CHECK(json["summary"]["by_severity"]["critical"] == 1);
  CHECK(json["summary"]["by_severity"]["low"] == 1);
  CHECK(json["summary"]["by_severity"]["high"] == 0);
  REQUIRE(json["findings"].size() == 2);
  auto f = json["findings"][0];
  CHECK(f["rule_id"] == "py.process.shell");
  CHECK(f["action"] == "block");
  CHECK(f["severity"] == "critical");
  CHECK(f["start"]["line"] == 3);
  CHECK(f["start"]["column"] == 5);
  CHECK(f["end"]["column"] == 17);
  CHECK(f["resolution"][0] == "`run_it` is `os.system`, imported on line 1");
  CHECK(json["findings"][1]["action"] == "warn");
  CHECK(json["errors"].empty());
}

TEST_CASE("sarif report carries rules, levels, locations and fingerprints", "[lint_report]") {
  RuleSet rules = testing::RulesFrom(R"(rules:
  - id: py.process.shell
    languages: [python]
    severity: critical
    category: process-execution
    message: m
    remediation: Do it in Python.
    patterns: [{call: os.system}]
)");
  auto sarif = SarifReport(SampleReport(), rules);
  CHECK(sarif["version"] == "2.1.0");
  auto run = sarif["runs"][0];
  CHECK(run["tool"]["driver"]["name"] == "cordon");
  CHECK(run["tool"]["driver"]["version"] == "9.9.9");
  auto sarif_rules = run["tool"]["driver"]["rules"];
  REQUIRE(sarif_rules.size() == 6);  // five built-ins and the loaded rule
  CHECK(sarif_rules[2]["id"] == "cordon.source-text");
  CHECK(sarif_rules[3]["id"] == "cordon.unlisted-module");
  CHECK(sarif_rules[4]["id"] == "cordon.unresolved-path");
  CHECK(sarif_rules[5]["id"] == "py.process.shell");
  CHECK(sarif_rules[5]["help"]["text"] == "Do it in Python.");
  CHECK(sarif_rules[5]["properties"]["security-severity"] == "9.5");
  auto result = run["results"][0];
  CHECK(result["ruleId"] == "py.process.shell");
  CHECK(result["ruleIndex"] == 5);
  CHECK(result["level"] == "error");
  CHECK(run["results"][1]["level"] == "note");
  auto location = result["locations"][0]["physicalLocation"];
  CHECK(location["artifactLocation"]["uri"] == "dir/a%20b.py");
  CHECK(location["region"]["startLine"] == 3);
  CHECK(location["region"]["startColumn"] == 5);
  std::string fingerprint = result["partialFingerprints"]["primaryLocationLineHash"];
  CHECK(fingerprint.size() == 18);
  // Whitespace changes keep the fingerprint; another line changes it.
  LintReport moved = SampleReport();
  moved.findings[0].finding.source_line = "run_it('ls')";
  moved.findings[0].finding.start.line = 30;
  CHECK(SarifReport(
            moved,
            rules)["runs"][0]["results"][0]["partialFingerprints"]["primaryLocationLineHash"] ==
        fingerprint);
  moved.findings[0].finding.source_line = "run_it('rm')";
  CHECK(SarifReport(
            moved,
            rules)["runs"][0]["results"][0]["partialFingerprints"]["primaryLocationLineHash"] !=
        fingerprint);
}

TEST_CASE("allowed findings are dropped, the rest marked", "[lint_report]") {
  Policy policy = ParsePolicy(
      "name: p\nrulesets: [python]\nactions:\n  categories: {environment: allow}\n", "p.yaml");
  LintReport report;
  auto source = SampleReport();
  std::vector<Finding> raw;
  for (const auto& rf : source.findings) raw.push_back(rf.finding);
  report.Add(Judge(policy, raw));
  REQUIRE(report.findings.size() == 1);
  CHECK(report.findings[0].action == Action::kBlock);
}
