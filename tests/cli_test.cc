#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cli/app.h"

using namespace cordon::cli;

namespace {

struct Run {
  int code;
  std::string out;
  std::string err;
};

Run Cordon(std::vector<std::string> args, const std::string& input = "") {
  args.insert(args.begin(), "cordon");
  std::istringstream in(input);
  std::ostringstream out, err;
  Io io{in, out, err};
  int code = RunCordon(args, io);
  return {code, out.str(), err.str()};
}

std::string RulesDir() { return std::string(CORDON_SOURCE_DIR) + "/rules"; }

std::string TempFile(const std::string& name, const std::string& text) {
  auto dir = std::filesystem::temp_directory_path() / "cordon-cli-test";
  std::filesystem::create_directories(dir);
  auto path = dir / name;
  std::ofstream(path) << text;
  return path.string();
}

}  // namespace

TEST_CASE("lint exit codes: 0 clean, 1 blocked, 2 errors", "[cli]") {
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--lang", "python", "-"}, "print(1)\n").code == 0);
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--lang", "python", "-"},
               "__import__('os').system('id')\n")
            .code == 1);
  // A warning alone does not block...
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--lang", "python", "-"}, "import os\nos.environ\n")
            .code == 0);
  // ...unless --fail-on lowers the bar.
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--fail-on", "low", "--lang", "python", "-"},
               "import os\nos.environ\n")
            .code == 1);
  Run missing = Cordon({"lint", "--rules", RulesDir(), "/nonexistent/x.py"});
  CHECK(missing.code == 2);
  CHECK(missing.out.find("/nonexistent/x.py: error: no such file or directory") !=
        std::string::npos);
  CHECK(Cordon({"lint", "--rules", RulesDir(), "-"}, "x").err ==
        "cordon lint: reading standard input needs --lang python|javascript\n");
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--fail-on", "bad", "x.py"}).code == 2);
  CHECK(Cordon({"lint", "--format", "xml", "x.py"}).code == 2);
  CHECK(Cordon({"lint"}).code == 2);
  CHECK(Cordon({"nosuch"}).code == 2);
}

TEST_CASE("lint reports configuration errors with positions", "[cli]") {
  std::string policy = TempFile("bad-policy.yaml", "name: x\nrulesets: [python]\nblock_at: huge\n");
  Run run =
      Cordon({"lint", "--rules", RulesDir(), "--policy", policy, "--lang", "python", "-"}, "1");
  CHECK(run.code == 2);
  CHECK(run.err ==
        policy + ":3:11: unknown severity 'huge' (expected info, low, medium, high, critical)\n");
  Run unknown = Cordon({"lint", "--rules", RulesDir(), "--policy", "nosuch", "x.py"});
  CHECK(unknown.code == 2);
  CHECK(unknown.err.find("shipped policies: default, permissive, strict") != std::string::npos);
}

TEST_CASE("lint formats: json and sarif parse, and policies change the decision", "[cli]") {
  std::string file = TempFile("agent.py", "import os\nrun = os.system\nrun('ls')\n");
  Run json = Cordon({"lint", "--rules", RulesDir(), "--format", "json", file});
  CHECK(json.code == 1);
  auto j = nlohmann::json::parse(json.out);
  // Naming os.system is already a finding twice: it is not a member the module list
  // allows, and, used as a value, it is the shell rule's; the call through the alias
  // is both again.
  REQUIRE(j["findings"].size() == 4);
  for (int i : {0, 1}) CHECK(j["findings"][i]["start"]["line"] == 2);
  std::set<std::string> on_line_2 = {j["findings"][0]["rule_id"], j["findings"][1]["rule_id"]};
  CHECK(on_line_2 == std::set<std::string>{"cordon.unlisted-module", "py.process.shell"});
  CHECK(j["findings"][3]["rule_id"] == "py.process.shell");
  CHECK(j["findings"][3]["resolution"][0] == "`run` is `os.system`, assigned on line 2");

  Run sarif = Cordon({"lint", "--rules", RulesDir(), "--format", "sarif", file});
  auto s = nlohmann::json::parse(sarif.out);
  CHECK(s["runs"][0]["results"][3]["ruleId"] == "py.process.shell");

  // socket is not on the default policy's module list; permissive has no list, and
  // network findings are only warnings there.
  std::string net = TempFile("net.py", "import socket\n");
  CHECK(Cordon({"lint", "--rules", RulesDir(), net}).code == 1);
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--policy", "permissive", net}).code == 0);
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--policy", "strict", net}).code == 1);
}

TEST_CASE("json and sarif reports survive source lines that are not UTF-8", "[cli]") {
  // type_error.316 used to end lint with exit 2 and no report.
  std::string file = TempFile("latin1.py", "import os\nos.system('caf\xe9')  # \xff\xfe\n");
  for (const char* format : {"json", "sarif"}) {
    Run run = Cordon({"lint", "--rules", RulesDir(), "--format", format, file});
    CHECK(run.code == 1);
    CHECK(run.err.empty());
    auto report = nlohmann::json::parse(run.out);
    CHECK(report.dump().find("caf\xef\xbf\xbd") != std::string::npos);  // U+FFFD
  }
}

TEST_CASE("doctor exits 2, the error code, when something is broken", "[cli]") {
  Run run = Cordon({"doctor", "--rules", RulesDir(), "--policy", "/nonexistent/policy.yaml",
                    "--engine", "docker"});
  CHECK(run.code == 2);
  CHECK(run.out.find("FAIL  rules/policy") != std::string::npos);
}

TEST_CASE("suppressions follow the policy", "[cli]") {
  std::string code = "import pickle\npickle.loads(b)  # cordon: ignore[py.deserialize.pickle]\n";
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--lang", "python", "-"}, code).code == 1);
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--policy", "permissive", "--fail-on", "high",
                "--lang", "python", "-"},
               code)
            .code == 0);
}

TEST_CASE("called code-sandbox-mcp, cordon is the MCP server", "[cli]") {
  std::istringstream in;
  std::ostringstream out, err;
  Io io{in, out, err};
  CHECK(RunCordon({"/usr/local/bin/code-sandbox-mcp", "--help"}, io) == kExitClean);
  CHECK(out.str().find("Run the MCP server on stdio") != std::string::npos);
  std::ostringstream version_out;
  Io version_io{in, version_out, err};
  CHECK(RunCordon({"code-sandbox-mcp", "--version"}, version_io) == kExitClean);
  CHECK(version_out.str() == "cordon " CORDON_VERSION "\n");
}

TEST_CASE("lint --write-baseline then --baseline fails only on new findings", "[cli][baseline]") {
  const std::string code = TempFile("old.py", "import os\nos.system('id')\n");
  const std::string base = TempFile("base.json", "");
  Run wrote = Cordon({"lint", "--rules", RulesDir(), "--write-baseline", base, code});
  CHECK(wrote.code == 0);  // today's findings are accepted
  CHECK(wrote.err.find("to the baseline " + base) != std::string::npos);
  Run quiet = Cordon({"lint", "--rules", RulesDir(), "--baseline", base, code});
  CHECK(quiet.code == 0);
  CHECK(quiet.out.find("0 findings in 1 file") != std::string::npos);
  CHECK(quiet.out.find("more in the baseline " + base + " not shown") != std::string::npos);

  TempFile("old.py", "import os\nos.system('id')\neval(input())\n");
  Run fresh = Cordon({"lint", "--rules", RulesDir(), "--baseline", base, "--format", "json", code});
  CHECK(fresh.code == 1);
  auto j = nlohmann::json::parse(fresh.out);
  REQUIRE(j["findings"].size() == 1);
  CHECK(j["findings"][0]["rule_id"] == "py.eval.dynamic");
  CHECK(j["filters"][0]["kind"] == "baseline");
  CHECK(j["filters"][0]["suppressed"].get<int>() >= 1);
  Run sarif =
      Cordon({"lint", "--rules", RulesDir(), "--baseline", base, "--format", "sarif", code});
  auto run = nlohmann::json::parse(sarif.out)["runs"][0];
  CHECK(run["results"][0]["baselineState"] == "new");
  CHECK(run["invocations"][0]["properties"]["filters"][0]["kind"] == "baseline");

  Run missing = Cordon({"lint", "--rules", RulesDir(), "--baseline", "/nonexistent/b.json", code});
  CHECK(missing.code == 2);
  CHECK(missing.err ==
        "cordon lint: cannot read the baseline /nonexistent/b.json (No such file or directory); "
        "write one with `cordon lint --write-baseline /nonexistent/b.json PATH...`\n");
  const std::string bad = TempFile("bad.json", "{\"findings\": []}");
  CHECK(Cordon({"lint", "--rules", RulesDir(), "--baseline", bad, code}).code == 2);
  Run both = Cordon(
      {"lint", "--rules", RulesDir(), "--write-baseline", base, "--diff-base", "main", code});
  CHECK(both.code == 2);
  CHECK(both.err.find("cannot be combined with --diff-base") != std::string::npos);
}

TEST_CASE("lint --diff-base outside a git work tree, or on standard input, is an error",
          "[cli][diff]") {
  Run outside = Cordon({"lint", "--rules", RulesDir(), "--diff-base", "main", "/"});
  CHECK(outside.code == 2);
  CHECK(outside.err.rfind("cordon lint: --diff-base needs a git work tree, and / is not in one",
                          0) == 0);
  Run input = Cordon({"lint", "--rules", RulesDir(), "--lang", "python", "--diff-base", "HEAD",
                      std::string(CORDON_SOURCE_DIR) + "/README.md", "-"},
                     "print(1)\n");
  CHECK(input.code == 2);
  CHECK(input.err ==
        "cordon lint: --diff-base lints files in a git work tree, not standard input\n");
}

TEST_CASE("token add prints a token once and serve takes tokens only with --http",
          "[cli][tokens]") {
  auto dir = std::filesystem::temp_directory_path() / "cordon-cli-test";
  std::filesystem::create_directories(dir);
  std::string file = (dir / "tokens.yaml").string();
  std::filesystem::remove(file);
  Run added = Cordon({"token", "add", "ci", "--file", file, "--policy", "strict", "--rules",
                      RulesDir(), "--max-runs", "2"});
  CHECK(added.code == 0);
  REQUIRE(added.out.size() == 48);  // the token and a newline, nothing else on stdout
  CHECK(added.err.find("shown once") != std::string::npos);
  Run listed = Cordon({"token", "list", "--file", file});
  CHECK(listed.out.find("ci  policy strict, max_runs 2") == 0);
  CHECK(listed.out.find(added.out.substr(0, 47)) == std::string::npos);
  Run unknown =
      Cordon({"token", "add", "x", "--file", file, "--policy", "nosuch", "--rules", RulesDir()});
  CHECK(unknown.code == 2);
  CHECK(unknown.err.find("no such policy") != std::string::npos);
  CHECK(Cordon({"token", "list", "--file", file}).out.find("x ") == std::string::npos);

  Run stdio = Cordon({"serve", "--tokens", file, "--rules", RulesDir()});
  CHECK(stdio.code == 2);
  CHECK(stdio.err.find("add --http HOST:PORT") != std::string::npos);
  Run open = Cordon({"serve", "--http", "0.0.0.0:0", "--rules", RulesDir()});
  CHECK(open.code == 2);
  CHECK(open.err.find("--tokens") != std::string::npos);
  std::filesystem::remove(file);
}
