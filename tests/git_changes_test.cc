#include "gate/git_changes.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "tests/support/scratch_folder.h"
#include "tests/support/scripted_commands.h"

using namespace cordon;
using cordon::testing::ScratchFolder;
using cordon::testing::ScriptedCommands;

namespace {

std::string GateErrorOf(CommandRunner& runner, const std::string& base) {
  try {
    ChangesSince(runner, "/repo/src", base);
  } catch (const GateError& e) {
    return e.what();
  }
  return "no error";
}

ScriptedCommands Repository(bool shallow) {
  ScriptedCommands git;
  git.On({"--show-toplevel"}, {0, "/repo\n", ""})
      .On({"--is-shallow-repository"}, {0, shallow ? "true\n" : "false\n", ""});
  return git;
}

// Runs a command in `dir` and requires it to succeed.
void Sh(const std::string& dir, const std::string& command) {
  SpawnCommandRunner runner;
  CommandOutput r = runner.Run({"sh", "-c", "cd '" + dir + "' && " + command});
  INFO(command << "\n" << r.out << r.err);
  REQUIRE(r.exit_code == 0);
}

void Write(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

}  // namespace

TEST_CASE("the diff runs from the merge base to the work tree, plus untracked files", "[diff]") {
  ScriptedCommands git = Repository(false);
  git.On({"rev-parse", "--verify", "origin/main^{commit}"}, {0, "aaaa\n", ""})
      .On({"merge-base", "aaaa", "HEAD"}, {0, "bbbb\n", ""})
      .On({"diff", "bbbb"}, {0, "+++ b/src/a.py\n@@ -1 +1,2 @@\n-x\n+y\n+z\n", ""})
      .On({"ls-files", "--others"}, {0, std::string("src/new.py\0n2.js\0", 17), ""});
  GitChanges changes = ChangesSince(git, "/repo/src", "origin/main");
  CHECK(changes.root == "/repo");
  CHECK(changes.merge_base == "bbbb");
  CHECK(changes.lines.Touches("/repo/src/a.py", 2, 2));
  CHECK(changes.lines.Touches("/repo/src/new.py", 50, 50));
  CHECK(changes.lines.Contains("/repo/n2.js"));
  CHECK(changes.lines.file_count() == 3);
  // Every git call pins the settings a user's configuration could change.
  for (const auto& call : git.calls) {
    REQUIRE(call.size() > 5);
    CHECK(call[0] == "git");
    CHECK(call[3] == "-c");
    CHECK(call[4] == "core.quotePath=true");
  }
}

TEST_CASE("a missing base or history is an error that says what to fetch", "[diff]") {
  ScriptedCommands deep = Repository(false);
  deep.On({"rev-parse", "--verify"}, {1, "", ""});
  CHECK(GateErrorOf(deep, "origin/main") ==
        "--diff-base origin/main: no such commit in this clone; fetch it first (e.g. `git fetch "
        "origin main`)");

  ScriptedCommands shallow = Repository(true);
  shallow.On({"rev-parse", "--verify"}, {1, "", ""});
  CHECK(GateErrorOf(shallow, "origin/main") ==
        "--diff-base origin/main: no such commit in this clone (it is shallow: fetch the base, "
        "e.g. `git fetch --depth=1 origin main`, or check out with fetch-depth: 0)");

  ScriptedCommands cut = Repository(true);
  cut.On({"rev-parse", "--verify"}, {0, "aaaa\n", ""}).On({"merge-base"}, {1, "", ""});
  CHECK(GateErrorOf(cut, "origin/main") ==
        "--diff-base origin/main: it has no common history with HEAD in this clone (it is "
        "shallow: fetch more history, e.g. `git fetch --deepen=100`, or check out with "
        "fetch-depth: 0)");

  ScriptedCommands none;
  none.On({"--show-toplevel"}, {128, "", "fatal: not a git repository (or any parent)\n"});
  CHECK(GateErrorOf(none, "main") ==
        "--diff-base needs a git work tree, and /repo/src is not in one (git: fatal: not a git "
        "repository (or any parent))");
}

TEST_CASE("a base that reads as an option is refused before git sees it", "[diff]") {
  ScriptedCommands git = Repository(false);
  CHECK(GateErrorOf(git, "--output=/tmp/x") ==
        "--diff-base '--output=/tmp/x': not a revision; give a branch, tag or commit such as "
        "origin/main");
  CHECK(git.calls.empty());
}

TEST_CASE("against a real repository: committed, staged, unstaged and untracked changes",
          "[diff][git]") {
  ScratchFolder scratch("cordon-git");
  std::filesystem::create_directories(scratch.path);
  const std::string repo = std::filesystem::canonical(scratch.path).string();
  Sh(repo,
     "git init -q -b main . && git config user.email t@example.com && "
     "git config user.name t");
  Write(repo + "/a.py", "one\ntwo\nthree\n");
  Write(repo + "/gone.py", "x\n");
  Write(repo + "/baseline.json", "as merged\n");
  Sh(repo, "git add . && git commit -qm base && git checkout -qb work");
  Write(repo + "/baseline.json", "as this change would have it\n");
  Write(repo + "/a.py", "one\nTWO\nthree\nfour\n");
  Sh(repo, "git commit -qam edit && git rm -q gone.py");
  Write(repo + "/a.py", "ONE\nTWO\nthree\nfour\n");  // unstaged on top
  Write(repo + "/fresh.py", "new\n");
  Write(repo + "/.gitignore", "ignored.py\n");
  Write(repo + "/ignored.py", "x\n");

  SpawnCommandRunner runner;
  GitChanges changes = ChangesSince(runner, repo, "main");
  CHECK(changes.root == repo);
  CHECK(changes.lines.Touches(repo + "/a.py", 1, 1));
  CHECK(changes.lines.Touches(repo + "/a.py", 2, 2));
  CHECK_FALSE(changes.lines.Touches(repo + "/a.py", 3, 3));
  CHECK(changes.lines.Touches(repo + "/a.py", 4, 4));
  CHECK(changes.lines.Contains(repo + "/fresh.py"));
  CHECK_FALSE(changes.lines.Contains(repo + "/gone.py"));
  CHECK_FALSE(changes.lines.Contains(repo + "/ignored.py"));
  // The baseline a pull request is judged by is the one it would merge into.
  CHECK(FileAtMergeBase(runner, changes, repo + "/baseline.json") == "as merged\n");
  CHECK(FileAtMergeBase(runner, changes, repo + "/fresh.py") == std::nullopt);
  CHECK(FileAtMergeBase(runner, changes, "/etc/passwd") == std::nullopt);

  // A shallow clone of one commit has no merge base with main's history.
  ScratchFolder clone_scratch("cordon-git-clone");
  Sh(repo, "git clone -q --depth=1 --branch work file://" + repo + " " + clone_scratch.path);
  try {
    ChangesSince(runner, clone_scratch.path, "main");
    FAIL("a shallow clone without the base gave a result");
  } catch (const GateError& e) {
    CHECK(std::string(e.what()).find("(it is shallow") != std::string::npos);
  }
}

TEST_CASE("the spawn runner captures both outputs and the exit code", "[diff]") {
  SpawnCommandRunner runner;
  CommandOutput r = runner.Run({"sh", "-c", "echo out; echo err >&2; exit 3"});
  CHECK(r.exit_code == 3);
  CHECK(r.out == "out\n");
  CHECK(r.err == "err\n");
  CommandOutput missing = runner.Run({"/nonexistent/program"});
  CHECK(missing.exit_code != 0);
}
