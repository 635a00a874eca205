#include "gate/baseline.h"

#include <catch2/catch.hpp>

#include "analyzer/config_error.h"

using namespace cordon;

namespace {

JudgedFinding Judged(std::string path, std::string rule, uint32_t line, std::string source) {
  Finding f;
  f.path = std::move(path);
  f.rule_id = std::move(rule);
  f.start = {line, 1};
  f.end = {line, 5};
  f.source_line = std::move(source);
  f.message = "a message";
  return {f, Action::kBlock};
}

LintReport Report(std::vector<JudgedFinding> findings) {
  LintReport report;
  report.findings = std::move(findings);
  return report;
}

}  // namespace

TEST_CASE("a baseline hides the findings it recorded, even moved or re-indented", "[baseline]") {
  LintReport old = Report({Judged("src/a.py", "py.process.shell", 3, "os.system(cmd)"),
                           Judged("src/b.py", "py.eval", 7, "eval(x)")});
  Baseline b = Baseline::FromReport(old, "/repo", "/repo");
  REQUIRE(b.size() == 2);

  // Three lines later, indented, run from the same folder: still known.
  LintReport now = Report({Judged("src/a.py", "py.process.shell", 6, "    os.system( cmd )"),
                           Judged("src/b.py", "py.eval", 7, "eval(y)"),    // the line changed
                           Judged("src/c.py", "py.eval", 1, "eval(x)")});  // another file
  CHECK(b.Apply(now, "/repo", ".cordon-baseline.json") == 1);
  REQUIRE(now.findings.size() == 2);
  CHECK(now.findings[0].finding.path == "src/b.py");
  CHECK(now.findings[1].finding.path == "src/c.py");
  REQUIRE(now.filters.size() == 1);
  CHECK(now.filters[0].kind == "baseline");
  CHECK(now.filters[0].source == ".cordon-baseline.json");
  CHECK(now.filters[0].suppressed == 1);
}

TEST_CASE("a baseline counts identical findings instead of matching any number", "[baseline]") {
  Baseline b = Baseline::FromReport(
      Report({Judged("a.py", "py.eval", 1, "eval(x)"), Judged("a.py", "py.eval", 2, "eval(x)")}),
      "/r", "/r");
  LintReport now =
      Report({Judged("a.py", "py.eval", 1, "eval(x)"), Judged("a.py", "py.eval", 2, "eval(x)"),
              Judged("a.py", "py.eval", 9, "eval(x)")});
  CHECK(b.Apply(now, "/r", "b.json") == 2);
  REQUIRE(now.findings.size() == 1);
  CHECK(now.findings[0].finding.start.line == 9);
}

TEST_CASE("baseline paths are relative to the baseline file, not to where lint runs",
          "[baseline]") {
  // Written from the repository root, the file in the root...
  Baseline b = Baseline::FromReport(Report({Judged("./src/a.py", "py.eval", 1, "eval(x)")}),
                                    "/repo", "/repo");
  CHECK(b.ToJson("1.0", "default")["findings"][0]["path"] == "src/a.py");
  // ...read back and applied from inside src/, and with an absolute path.
  Baseline read = Baseline::Parse(b.ToJson("1.0", "default").dump(), "b.json", "/repo");
  LintReport from_src = Report({Judged("a.py", "py.eval", 1, "eval(x)")});
  CHECK(read.Apply(from_src, "/repo/src", "b.json") == 1);
  LintReport absolute = Report({Judged("/repo/src/../src/a.py", "py.eval", 1, "eval(x)")});
  CHECK(read.Apply(absolute, "/elsewhere", "b.json") == 1);
  // Standard input keeps its name.
  Baseline stdin_b =
      Baseline::FromReport(Report({Judged("<stdin>", "py.eval", 1, "eval(x)")}), "/r", "/r");
  CHECK(stdin_b.ToJson("1", "p")["findings"][0]["path"] == "<stdin>");
}

TEST_CASE("a baseline file is versioned JSON, sorted for review", "[baseline]") {
  Baseline b = Baseline::FromReport(
      Report({Judged("b.py", "py.eval", 4, "eval(x)"), Judged("a.py", "py.exec", 9, "exec(x)"),
              Judged("a.py", "py.eval", 2, "eval(x)")}),
      "/r", "/r");
  auto j = b.ToJson("0.3.0", "strict");
  CHECK(j["cordon_baseline"] == 1);
  CHECK(j["tool_version"] == "0.3.0");
  CHECK(j["policy"] == "strict");
  REQUIRE(j["findings"].size() == 3);
  CHECK(j["findings"][0]["path"] == "a.py");
  CHECK(j["findings"][0]["line"] == 2);
  CHECK(j["findings"][1]["line"] == 9);
  CHECK(j["findings"][2]["path"] == "b.py");
  CHECK(j["findings"][0]["fingerprint"].get<std::string>().size() == 18);
  CHECK(j["findings"][0]["message"] == "a message");
}

TEST_CASE("a bad baseline file is a clear error naming the file and the fault", "[baseline]") {
  auto error = [](const std::string& text) {
    try {
      Baseline::Parse(text, "base.json", "/r");
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error("{\n  \"cordon_baseline\": 1,\n  oops\n}") ==
        "base.json:3:3: not a cordon baseline: invalid JSON; write one with `cordon lint "
        "--write-baseline base.json`");
  CHECK(error("[]") ==
        "base.json: not a cordon baseline (no \"cordon_baseline\" format version); write one "
        "with `cordon lint --write-baseline base.json`");
  CHECK(error(R"({"cordon_baseline": 2, "findings": []})") ==
        "base.json: baseline format 2 was written by a newer cordon; this one reads format 1: "
        "upgrade cordon");
  CHECK(error(R"({"cordon_baseline": "1", "findings": []})") ==
        "base.json: \"cordon_baseline\" must be a format version (1)");
  CHECK(error(R"({"cordon_baseline": 1})") == "base.json: the baseline: missing 'findings'");
  CHECK(error(R"({"cordon_baseline": 1, "findings": [{"path": "a.py", "rule_id": "x"}]})") ==
        "base.json: findings[0]: missing 'fingerprint'");
  CHECK(error(R"({"cordon_baseline": 1, "findings": [{"path": 1, "rule_id": "x",
                 "fingerprint": "f"}]})") == "base.json: findings[0]: 'path' must be a string");
  CHECK(error(R"({"cordon_baseline": 1, "findings": [3]})") ==
        "base.json: findings[0]: must be an object");
}
