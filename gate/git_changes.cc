#include "gate/git_changes.h"

#include <filesystem>
#include <string_view>
#include <vector>

#include "analyzer/file_system.h"

namespace cordon {
namespace {

std::string TrimNewline(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
  return s;
}

// git's own words, for an error: its last non-empty line.
std::string GitSays(const CommandOutput& r) {
  std::string text = TrimNewline(r.err.empty() ? r.out : r.err);
  size_t nl = text.rfind('\n');
  if (nl != std::string::npos) text = text.substr(nl + 1);
  return text.empty() ? "no message" : text;
}

CommandOutput Git(CommandRunner& runner, const std::string& dir, std::vector<std::string> args) {
  // -c settings keep a user's configuration from changing what we read.
  std::vector<std::string> argv = {"git", "-C", dir, "-c", "core.quotePath=true"};
  argv.insert(argv.end(), args.begin(), args.end());
  return runner.Run(argv);
}

bool IsObjectName(const std::string& s) {
  if (s.size() != 40 && s.size() != 64) return false;
  for (char c : s) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

std::vector<std::string_view> SplitNul(std::string_view text) {
  std::vector<std::string_view> parts;
  while (!text.empty()) {
    size_t end = text.find('\0');
    parts.push_back(text.substr(0, end));
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
  }
  return parts;
}

constexpr const char* kFetchAdvice =
    "fetch it (e.g. `git fetch origin main`, naming your base branch), or check out with "
    "fetch-depth: 0";

}  // namespace

GitChanges ChangesSince(CommandRunner& runner, const std::string& dir, const std::string& base) {
  if (base.empty() || base.front() == '-') {
    throw GateError("--diff-base '" + base +
                    "': not a revision; give a branch, tag or commit such as origin/main");
  }
  GitChanges changes;
  CommandOutput top = Git(runner, dir, {"rev-parse", "--show-toplevel"});
  changes.root = TrimNewline(top.out);
  if (top.exit_code != 0 || changes.root.empty() || changes.root.front() != '/') {
    throw GateError("--diff-base needs a git work tree, and " + dir +
                    " is not in one (git: " + GitSays(top) + ")");
  }

  CommandOutput shallow = Git(runner, changes.root, {"rev-parse", "--is-shallow-repository"});
  const bool is_shallow = TrimNewline(shallow.out) == "true";
  CommandOutput commit =
      Git(runner, changes.root,
          {"rev-parse", "--verify", "--quiet", "--end-of-options", base + "^{commit}"});
  const std::string base_commit = TrimNewline(commit.out);
  changes.base_commit = base_commit;
  if (commit.exit_code != 0 || !IsObjectName(base_commit)) {
    throw GateError("--diff-base " + base + ": no such commit in this clone" +
                    (is_shallow ? " (it is shallow): " : "; ") + kFetchAdvice);
  }
  CommandOutput merge_base =
      Git(runner, changes.root, {"merge-base", "--end-of-options", base_commit, "HEAD"});
  changes.merge_base = TrimNewline(merge_base.out);
  if (merge_base.exit_code != 0 || !IsObjectName(changes.merge_base)) {
    throw GateError("--diff-base " + base + ": it has no common history with HEAD in this clone" +
                    (is_shallow ? " (it is shallow: fetch more history, e.g. `git fetch "
                                  "--deepen=100`, or check out with fetch-depth: 0)"
                                : ""));
  }

  // Statuses and paths, NUL-separated: no quoting to undo, whatever the names.
  CommandOutput diff = Git(runner, changes.root,
                           {"diff", "--name-status", "-z", "--no-renames", "--no-ext-diff",
                            "--no-textconv", "--ignore-submodules=none", changes.merge_base, "--"});
  if (diff.exit_code != 0) {
    throw GateError("--diff-base " + base + ": git diff failed (git: " + GitSays(diff) + ")");
  }
  auto parts = SplitNul(diff.out);
  for (size_t i = 0; i + 1 < parts.size(); i += 2) {
    std::string_view status = parts[i];
    std::string path(parts[i + 1]);
    if (status.empty() || path.empty()) {
      throw GateError("--diff-base " + base + ": cannot read git's list of changed files");
    }
    if (status[0] == 'D') {  // deleted: nothing left to lint
      changes.deleted.insert(AbsolutePath(path, changes.root).string());
      continue;
    }
    changes.files[AbsolutePath(path, changes.root).string()] = {path, status[0] != 'A'};
  }
  if (parts.size() % 2 != 0) {
    throw GateError("--diff-base " + base + ": cannot read git's list of changed files");
  }

  CommandOutput untracked =
      Git(runner, changes.root, {"ls-files", "--others", "--exclude-standard", "-z"});
  if (untracked.exit_code != 0) {
    throw GateError("--diff-base " + base + ": git ls-files failed (git: " + GitSays(untracked) +
                    ")");
  }
  for (std::string_view name : SplitNul(untracked.out)) {
    if (name.empty()) continue;
    changes.files
        [(std::filesystem::path(changes.root) / std::string(name)).lexically_normal().string()] = {
        std::string(name), false};
  }
  return changes;
}

std::optional<std::string> FileAtCommit(CommandRunner& runner, const GitChanges& changes,
                                        const std::string& commit, const std::string& git_path) {
  const std::string object = commit + ":" + git_path;
  CommandOutput exists = Git(runner, changes.root, {"cat-file", "-e", object});
  if (exists.exit_code == 128 || exists.exit_code == 1) return std::nullopt;  // not in that tree
  if (exists.exit_code != 0) {
    throw GateError("cannot read " + git_path + " at " + commit.substr(0, 12) +
                    " (git: " + GitSays(exists) + ")");
  }
  CommandOutput blob = Git(runner, changes.root, {"cat-file", "blob", object});
  if (blob.exit_code != 0) {
    throw GateError("cannot read " + git_path + " at " + commit.substr(0, 12) +
                    " (git: " + GitSays(blob) + ")");
  }
  return blob.out;
}

}  // namespace cordon
