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

  std::vector<std::string> notes;

  // `cordon lint --diff-base main [--baseline ...] [--policy P] .` run from the root: what
  // it reports. The policy is read as the gate says (the merge base's tree); "" is the
  // shipped default.
  LintReport Lint(GateOptions options, const std::string& policy_spec = "") {
    if (options.diff_base.empty()) options.diff_base = "main";
    // As if run from the root: paths relative to it, reported relative to it.
    const std::vector<std::string> paths = {"."};
    LintGate gate(options, git, root, paths, files);
    std::optional<Policy> own_policy;
    std::optional<RuleSet> own_rules;
    std::optional<Analyzer> own_analyzer;
    const Policy* applied = &policy;
    const Analyzer* judge = &*analyzer;
    if (!policy_spec.empty()) {
      own_policy.emplace(LoadPolicy(gate.PolicyFiles(), RulesDir(), root + "/" + policy_spec));
      own_rules.emplace(LoadRulesFor(gate.PolicyFiles(), RulesDir(), *own_policy));
      own_analyzer.emplace(*own_rules, own_policy->analysis);
      applied = &*own_policy;
      judge = &*own_analyzer;
    }
    gate.ReadBaseline();
    notes = gate.notes();
    std::vector<DiscoveryError> errors;
    LintReport report;
    for (const auto& source : gate.ChangedSources(files, paths, std::nullopt, errors)) {
      auto text = files.Read(root + "/" + source.path, 1 << 20);
      REQUIRE(text.text);
      report.Add(Evaluate(*judge, *applied, {source.path, source.language, *text.text}));
      ++report.files_analyzed;
    }
    gate.Apply(report, [&](const SourceFile& source) {
      return Evaluate(*judge, *applied, source).findings;
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
  CHECK(Suppressed(report, "diff") == 2);  // the original line's two findings
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

TEST_CASE("a change is judged by the policy and rules as merged, not as it edits them", "[gate]") {
  const std::string strict_policy =
      "name: team\nrulesets: [python]\nmodules: [./.cordon/modules.yaml]\nblock_at: medium\n"
      "actions: {categories: {environment: block}}\n";
  Repository repo(Files{{".cordon/policy.yaml", strict_policy},
                        {".cordon/modules.yaml", "python:\n  modules: [os, json]\n"},
                        {"docs/lax.yaml", "name: lax\nrulesets: [python]\nblock_at: critical\n"},
                        {"a.py", "x = 1\n"}});
  const std::string payload = "import os\nprint(os.environ['GITHUB_TOKEN'])\n";
  auto blocked = [](const LintReport& r) { return r.Blocked(); };

  // Loosened in place.
  repo.Write(".cordon/policy.yaml", "name: team\nrulesets: [python]\nblock_at: critical\n");
  repo.Write("a.py", payload);
  CHECK(blocked(repo.Lint({}, ".cordon/policy.yaml")));
  REQUIRE(repo.notes.size() == 1);
  CHECK(repo.notes[0].rfind("this change edits .cordon/policy.yaml; it was judged by that file "
                            "as merged (",
                            0) == 0);

  // Deleted.
  repo.Sh("rm .cordon/policy.yaml");
  CHECK(blocked(repo.Lint({}, ".cordon/policy.yaml")));
  // Swapped for a link to a laxer file that exists at the base.
  repo.Sh("ln -s ../docs/lax.yaml .cordon/policy.yaml");
  CHECK(blocked(repo.Lint({}, ".cordon/policy.yaml")));
  // The whole folder swapped for a link.
  repo.Sh(
      "rm -rf .cordon && mkdir -p alt && cp docs/lax.yaml alt/policy.yaml && ln -s alt .cordon");
  CHECK(blocked(repo.Lint({}, ".cordon/policy.yaml")));
  // A module list the policy names, loosened.
  repo.Sh("rm .cordon && git checkout -q -- .cordon");
  repo.Write(".cordon/modules.yaml", "python:\n  modules: [os, json, subprocess]\n");
  repo.Write("a.py", "import subprocess\n");
  CHECK(blocked(repo.Lint({}, ".cordon/policy.yaml")));
  CHECK(repo.notes.size() == 1);
}

TEST_CASE("a line the base removed after the change forked is new when it comes back", "[gate]") {
  Repository repo(Files{{"a.py", "import os\nos.system('id')\n"}});
  // main moves on: the dangerous line goes.
  repo.Sh("git checkout -q main");
  repo.Write("a.py", "import os\n");
  repo.Sh("git commit -qam 'drop it' && git checkout -q work");
  // The change, forked before that, keeps it: its merge would bring it back.
  repo.Write("a.py", "import os\nos.system('id')\nx = 1\n");
  auto rules = Rules(repo.Lint({}));
  CHECK(std::find(rules.begin(), rules.end(), "a.py:2 py.process.shell") != rules.end());
}

TEST_CASE("paths outside the work tree are an error, not skipped", "[gate]") {
  Repository repo(Files{{"a.py", "x=1\n"}});
  SpawnCommandRunner git = GitCommandRunner();
  GateOptions options;
  options.diff_base = "main";
  CHECK_THROWS_WITH(LintGate(options, git, repo.root, {".", "/etc"}, repo.files),
                    "--diff-base: /etc is outside the git work tree at " + repo.root +
                        "; lint it in a run of its own");
}
