#include "gate/lint_gate.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "analyzer/file_system.h"
#include "policy/policy.h"
#include "policy/verdict.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;
using cordon::testing::ScratchFolder;
namespace fs = std::filesystem;

namespace {

// A git repository with `main` holding the files given, then a branch `work` on which
// the test edits; linted with the shipped rules under the default policy.
using Files = std::map<std::string, std::string>;

std::string RulesDir() { return std::string(CORDON_SOURCE_DIR) + "/rules"; }

struct Repository {
  ScratchFolder scratch{"cordon-gate"};
  std::string root;
  RealFileSystem files;
  Policy policy = LoadPolicy(files, RulesDir(), "default");
  RuleSet rules = LoadRulesFor(files, RulesDir(), policy);
  std::optional<Analyzer> analyzer;
  SpawnCommandRunner git = GitCommandRunner();

  explicit Repository(const Files& on_main) {
    fs::create_directories(scratch.path);
    root = fs::canonical(scratch.path).string();
    Sh("git init -q -b main . && git config user.email t@example.com && git config user.name t");
    for (const auto& [path, text] : on_main) Write(path, text);
    Sh("git add -A && git commit -qm base && git checkout -qb work");
    analyzer.emplace(rules, policy.analysis);
  }

  void Sh(const std::string& command) {
    SpawnCommandRunner runner;
    CommandOutput r = runner.Run({"sh", "-c", "cd '" + root + "' && " + command});
    INFO(command << "\n" << r.out << r.err);
    REQUIRE(r.exit_code == 0);
  }
  void Write(const std::string& path, const std::string& text) {
    fs::create_directories(fs::path(root + "/" + path).parent_path());
    std::ofstream(root + "/" + path) << text;
  }

  // `cordon lint --diff-base main [--baseline ...] .` run from the root: what it reports.
  LintReport Lint(GateOptions options, const std::vector<std::string>& paths = {"."}) {
    if (options.diff_base.empty()) options.diff_base = "main";
    // As if run from the root: paths relative to it, reported relative to it.
    LintGate gate(options, git, root, paths);
    std::vector<DiscoveryError> errors;
    LintReport report;
    for (const auto& source : gate.ChangedSources(files, paths, std::nullopt, errors)) {
      auto text = files.Read(root + "/" + source.path, 1 << 20);
      REQUIRE(text.text);
      report.Add(Evaluate(*analyzer, policy, {source.path, source.language, *text.text}));
      ++report.files_analyzed;
    }
    gate.Apply(report, [&](const SourceFile& source) {
      return Evaluate(*analyzer, policy, source).findings;
    });
    return report;
  }
};

std::vector<std::string> Rules(const LintReport& report) {
  std::vector<std::string> out;
  for (const auto& f : report.findings) {
    out.push_back(f.finding.path + ":" + std::to_string(f.finding.start.line) + " " +
                  f.finding.rule_id);
  }
  return out;
}

size_t Suppressed(const LintReport& report, const std::string& kind) {
  for (const auto& f : report.filters) {
    if (f.kind == kind) return f.suppressed;
  }
  return 0;
}

}  // namespace

TEST_CASE("a change is judged by what it adds, not by which lines it touched", "[gate]") {
  Repository repo(
      Files{{"app.py", "import os\nos.system('make')\nx = 1\n"},
            {"tool.js", "const name = 'path';\nconst m = require(name);\nm.join('a');\n"}});
  // Nothing changed: nothing reported, however much the files already had.
  CHECK(repo.Lint({}).findings.empty());

  // A new call: reported. The old one, now on another line, is not.
  repo.Write("app.py", "import os\nx = 2\nos.system('make')\nos.system('id')\n");
  LintReport report = repo.Lint({});
  CHECK(Rules(report) ==
        std::vector<std::string>{"app.py:4 cordon.unlisted-module", "app.py:4 py.process.shell"});
  CHECK(Suppressed(report, "diff") >= 1);

  // Only a constant changed; the dangerous line did not, and it is still reported.
  repo.Write("app.py", "import os\nos.system('make')\nx = 1\n");
  repo.Write("tool.js", "const name = 'child_process';\nconst m = require(name);\nm.join('a');\n");
  auto rules = Rules(repo.Lint({}));
  CHECK(std::find(rules.begin(), rules.end(), "tool.js:2 js.process.import") != rules.end());
}

TEST_CASE("code made live without a changed line of its own is reported", "[gate]") {
  Repository repo(Files{{"a.py", "import os\n'''\nos.system('id')\n'''\n"}});
  repo.Write("a.py", "import os\n\nos.system('id')\n\n");  // the string's quotes removed
  CHECK(Rules(repo.Lint({})) ==
        std::vector<std::string>{"a.py:3 cordon.unlisted-module", "a.py:3 py.process.shell"});

  // A text file renamed to .py is a new file.
  Repository renamed(Files{{"notes.txt", "import os\nos.system('id')\n"}});
  renamed.Sh("git mv notes.txt run.py");
  CHECK(Rules(renamed.Lint({})) ==
        std::vector<std::string>{"run.py:2 cordon.unlisted-module", "run.py:2 py.process.shell"});
}

TEST_CASE("copies of an accepted finding are counted, base and baseline together", "[gate]") {
  Repository repo(Files{{"a.py", "import os\nos.system('id')\n"}});
  // The baseline accepts the one call the base has.
  repo.Write(".cordon-baseline.json", "");
  LintReport old;
  old.findings = Evaluate(*repo.analyzer, repo.policy,
                          {"a.py", Language::kPython, "import os\nos.system('id')\n"})
                     .findings;
  std::ofstream(repo.root + "/.cordon-baseline.json")
      << Baseline::FromReport(old, repo.root, repo.root).ToJson("t", "default").dump();
  repo.Sh("git add -A && git commit -qm baseline && git branch -f main HEAD");
  // A copy above the original: one of the two is new, whichever line it is on.
  repo.Write("a.py", "import os\nos.system('id')\nos.system('id')\n");
  LintReport report = repo.Lint({".cordon-baseline.json", "main"});
  auto rules = Rules(report);
  CHECK(std::count(rules.begin(), rules.end(), "a.py:3 py.process.shell") == 1);
  CHECK(std::count_if(rules.begin(), rules.end(), [](const std::string& r) {
          return r.find("py.process.shell") != std::string::npos;
        }) == 1);
}

TEST_CASE("changed files are linted wherever they are and whatever their name", "[gate]") {
  Repository repo(Files{{"README", "hi\n"}});
  repo.Write("node_modules/evil/index.js", "require('child_process').execSync('id');\n");
  repo.Write("venv/pyvenv.cfg", "home = /usr\n");
  repo.Write("venv/x.py", "import os\nos.system('id')\n");
  repo.Write("bin/tool", "#!/usr/bin/env python3\nimport os\nos.system('id')\n");
  repo.Write("sp ace.py", "import os\nos.system('id')\n");
  auto rules = Rules(repo.Lint({}));
  for (const char* expected :
       {"node_modules/evil/index.js:1 js.process.child-process", "venv/x.py:2 py.process.shell",
        "bin/tool:3 py.process.shell", "sp ace.py:2 py.process.shell"}) {
    INFO(expected);
    CHECK(std::find(rules.begin(), rules.end(), expected) != rules.end());
  }
}

TEST_CASE("a change to the policy the gate applies blocks, unless allowed", "[gate]") {
  Repository repo(
      Files{{".cordon/policy.yaml", "name: team\nrulesets: [python]\n"}, {"a.py", "x=1\n"}});
  repo.Write(".cordon/policy.yaml", "name: team\nrulesets: [python]\nblock_at: critical\n");
  GateOptions options;
  options.verdict_files = {".cordon/policy.yaml"};
  LintReport report = repo.Lint(options);
  REQUIRE(report.findings.size() == 1);
  CHECK(report.findings[0].finding.rule_id == "cordon.gate.policy-changed");
  CHECK(report.findings[0].finding.path == ".cordon/policy.yaml");
  CHECK(report.findings[0].action == Action::kBlock);
  options.allow_policy_change = true;
  CHECK(repo.Lint(options).findings.empty());
  // Swapping the file for a link to a laxer one is a change too.
  repo.Sh(
      "git checkout -q .cordon/policy.yaml && mv .cordon/policy.yaml .cordon/strict.yaml && "
      "ln -s strict.yaml .cordon/policy.yaml");
  options.allow_policy_change = false;
  CHECK(Rules(repo.Lint(options)) ==
        std::vector<std::string>{".cordon/policy.yaml:1 cordon.gate.policy-changed"});
}

TEST_CASE("paths outside the work tree are an error, not skipped", "[gate]") {
  Repository repo(Files{{"a.py", "x=1\n"}});
  SpawnCommandRunner git = GitCommandRunner();
  GateOptions options;
  options.diff_base = "main";
  CHECK_THROWS_WITH(LintGate(options, git, repo.root, {".", "/etc"}),
                    "--diff-base: /etc is outside the git work tree at " + repo.root +
                        "; lint it in a run of its own");
}
