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

const std::string kBase(40, 'a');
const std::string kMergeBase(40, 'b');

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

void Sh(const std::string& dir, const std::string& command) {
  SpawnCommandRunner runner;
  CommandOutput r = runner.Run({"sh", "-c", "cd '" + dir + "' && " + command});
  INFO(command << "\n" << r.out << r.err);
  REQUIRE(r.exit_code == 0);
}

void Write(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

}  // namespace

TEST_CASE("changes are git's NUL-separated names from the merge base, plus untracked files",
          "[diff]") {
  ScriptedCommands git = Repository(false);
  git.On({"rev-parse", "--verify", "origin/main^{commit}"}, {0, kBase + "\n", ""})
      .On({"merge-base", kBase, "HEAD"}, {0, kMergeBase + "\n", ""})
      .On({"diff", "--name-status", "-z", "--no-renames", kMergeBase},
          {0, std::string("M\0src/a b.py\0A\0new.js\0D\0gone.py\0T\0link.py\0", 42), ""})
      .On({"ls-files", "--others"}, {0, std::string("src/fresh.py\0", 13), ""});
  GitChanges changes = ChangesSince(git, "/repo/src", "origin/main");
  CHECK(changes.root == "/repo");
  CHECK(changes.merge_base == kMergeBase);
  REQUIRE(changes.files.size() == 4);
  CHECK(changes.files.at("/repo/src/a b.py").git_path == "src/a b.py");
  CHECK(changes.files.at("/repo/src/a b.py").at_merge_base);
  CHECK_FALSE(changes.files.at("/repo/new.js").at_merge_base);
  CHECK(changes.files.at("/repo/link.py").at_merge_base);
  CHECK_FALSE(changes.files.at("/repo/src/fresh.py").at_merge_base);
  CHECK(changes.files.count("/repo/gone.py") == 0);
  for (const auto& call : git.calls) {
    REQUIRE(call.size() > 5);
    CHECK(call[0] == "git");
    CHECK(call[4] == "core.quotePath=true");
  }
}

TEST_CASE("a missing base or history, or git saying nothing, is an error", "[diff]") {
  ScriptedCommands deep = Repository(false);
  deep.On({"rev-parse", "--verify"}, {1, "", ""});
  CHECK(GateErrorOf(deep, "origin/main") ==
        "--diff-base origin/main: no such commit in this clone; fetch it (e.g. `git fetch origin "
        "main`, naming your base branch), or check out with fetch-depth: 0");

  ScriptedCommands shallow = Repository(true);
  shallow.On({"rev-parse", "--verify"}, {1, "", ""});
  CHECK(GateErrorOf(shallow, "origin/main") ==
        "--diff-base origin/main: no such commit in this clone (it is shallow): fetch it (e.g. "
        "`git fetch origin main`, naming your base branch), or check out with fetch-depth: 0");

  ScriptedCommands cut = Repository(true);
  cut.On({"rev-parse", "--verify"}, {0, kBase + "\n", ""}).On({"merge-base"}, {1, "", ""});
  CHECK(GateErrorOf(cut, "origin/main") ==
        "--diff-base origin/main: it has no common history with HEAD in this clone (it is "
        "shallow: fetch more history, e.g. `git fetch --deepen=100`, or check out with "
        "fetch-depth: 0)");

  ScriptedCommands none;
  none.On({"--show-toplevel"}, {128, "", "fatal: not a git repository (or any parent)\n"});
  CHECK(GateErrorOf(none, "main") ==
        "--diff-base needs a git work tree, and /repo/src is not in one (git: fatal: not a git "
        "repository (or any parent))");

  // "Success" with nothing on standard output is not a commit.
  ScriptedCommands silent = Repository(false);
  silent.On({"rev-parse", "--verify"}, {0, "", ""});
  CHECK(GateErrorOf(silent, "main").rfind("--diff-base main: no such commit", 0) == 0);

  ScriptedCommands garbled = Repository(false);
  garbled.On({"rev-parse", "--verify"}, {0, kBase + "\n", ""})
      .On({"merge-base"}, {0, kMergeBase + "\n", ""})
      .On({"diff"}, {0, std::string("M\0", 2), ""});
  CHECK(GateErrorOf(garbled, "main") ==
        "--diff-base main: cannot read git's list of changed files");
}

TEST_CASE("a base that reads as an option is refused before git sees it", "[diff]") {
  ScriptedCommands git = Repository(false);
  CHECK(GateErrorOf(git, "--output=/tmp/x") ==
        "--diff-base '--output=/tmp/x': not a revision; give a branch, tag or commit such as "
        "origin/main");
  CHECK(git.calls.empty());
}

TEST_CASE("against a real repository: committed, staged, unstaged, untracked, odd names",
          "[diff][git]") {
  ScratchFolder scratch("cordon-git");
  std::filesystem::create_directories(scratch.path);
  const std::string repo = std::filesystem::canonical(scratch.path).string();
  Sh(repo,
     "git init -q -b main . && git config user.email t@example.com && git config user.name t");
  Write(repo + "/a.py", "one\ntwo\n");
  Write(repo + "/gone.py", "x\n");
  Write(repo + "/same.py", "x\n");
  Write(repo + "/notes.txt", "import os\n");
  Write(repo + "/baseline.json", "as merged\n");
  Sh(repo, "git add . && git commit -qm base && git checkout -qb work");
  Write(repo + "/baseline.json", "as this change would have it\n");
  Write(repo + "/a.py", "one\nTWO\n");
  Sh(repo, "git commit -qam edit && git rm -q gone.py && git mv notes.txt run.py");
  Write(repo + "/sp ace\tcaf\xc3\xa9.py", "new\n");
  Write(repo + "/.gitattributes", "*.py -diff\n");  // binary to git's patch output: no matter
  Write(repo + "/.gitignore", "ignored.py\n");
  Write(repo + "/ignored.py", "x\n");

  SpawnCommandRunner runner = GitCommandRunner();
  GitChanges changes = ChangesSince(runner, repo, "main");
  CHECK(changes.root == repo);
  CHECK(changes.files.at(repo + "/a.py").at_merge_base);
  CHECK(changes.files.count(repo + "/same.py") == 0);
  CHECK(changes.files.count(repo + "/gone.py") == 0);
  CHECK_FALSE(changes.files.at(repo + "/run.py").at_merge_base);  // a rename is new
  CHECK(changes.files.count(repo + "/sp ace\tcaf\xc3\xa9.py") == 1);
  CHECK(changes.files.count(repo + "/ignored.py") == 0);

  // What the change is judged against is the merge base's version.
  CHECK(FileAtCommit(runner, changes, changes.merge_base, "baseline.json") == "as merged\n");
  CHECK(FileAtCommit(runner, changes, changes.merge_base, "run.py") == std::nullopt);
  CHECK(changes.deleted == std::set<std::string>{repo + "/gone.py", repo + "/notes.txt"});
  CHECK(changes.base_commit == changes.merge_base);  // main has not moved since

  // A shallow clone of one commit has no merge base with main's history.
  ScratchFolder clone_scratch("cordon-git-clone");
  Sh(repo, "git clone -q --depth=1 --branch work file://" + repo + " " + clone_scratch.path);
  try {
    ChangesSince(runner, clone_scratch.path, "main");
    FAIL("a shallow clone without the base gave a result");
  } catch (const GateError& e) {
    CHECK(std::string(e.what()).find("(it is shallow)") != std::string::npos);
  }
}
