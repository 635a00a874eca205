#include "gate/git_tree_file_system.h"

#include <algorithm>
#include <filesystem>

namespace cordon {
namespace {

CommandOutput Git(CommandRunner& git, const std::string& root, std::vector<std::string> args) {
  std::vector<std::string> argv = {"git", "-C", root, "-c", "core.quotePath=true"};
  argv.insert(argv.end(), args.begin(), args.end());
  return git.Run(argv);
}

}  // namespace

bool GitTreeFileSystem::InTree(const std::string& path, std::string& relative) const {
  const std::filesystem::path p = AbsolutePath(path, cwd_);
  if (!IsWithin(p, root_)) return false;
  auto rel = p.lexically_relative(root_);
  relative = rel == "." ? "" : rel.generic_string();
  while (!relative.empty() && relative.back() == '/') relative.pop_back();
  return true;
}

std::string GitTreeFileSystem::ModeOf(const std::string& relative) const {
  if (relative.empty()) return "040000";
  CommandOutput r = Git(git_, root_, {"ls-tree", "-z", commit_, "--", relative});
  if (r.exit_code != 0 || r.out.empty()) return "";
  return r.out.substr(0, r.out.find(' '));
}

FileSystem::Kind GitTreeFileSystem::KindOf(const std::string& path) const {
  std::string relative;
  if (!InTree(path, relative)) return outside_.KindOf(path);
  const std::string mode = ModeOf(relative);
  if (mode.empty()) return Kind::kMissing;
  if (mode == "040000") return Kind::kDirectory;
  if (mode == "100644" || mode == "100755") return Kind::kFile;
  return Kind::kOther;  // a link, a submodule
}

FileSystem::ReadResult GitTreeFileSystem::Read(const std::string& path, uint64_t max_bytes) const {
  std::string relative;
  if (!InTree(path, relative)) return outside_.Read(path, max_bytes);
  {
    std::lock_guard lock(mutex_);
    used_.insert(relative);
  }
  const std::string short_commit = commit_.substr(0, 12);
  const std::string mode = ModeOf(relative);
  if (mode.empty()) return {std::nullopt, "not in git at " + short_commit};
  if (mode == "120000") {
    return {std::nullopt, "a symbolic link at " + short_commit +
                              "; read from git, it is not followed: name the file itself"};
  }
  if (mode != "100644" && mode != "100755") {
    return {std::nullopt, "not a file at " + short_commit};
  }
  CommandOutput blob = Git(git_, root_, {"cat-file", "blob", commit_ + ":" + relative});
  if (blob.exit_code != 0) return {std::nullopt, "git cannot read it at " + short_commit};
  if (blob.out.size() > max_bytes) {
    return {std::nullopt, "larger than " + std::to_string(max_bytes) + " bytes"};
  }
  return {std::move(blob.out), ""};
}

std::vector<std::string> GitTreeFileSystem::List(const std::string& path) const {
  std::string relative;
  if (!InTree(path, relative)) return outside_.List(path);
  CommandOutput r = Git(git_, root_, {"ls-tree", "-z", "--name-only", commit_ + ":" + relative});
  std::vector<std::string> names;
  if (r.exit_code != 0) return names;
  std::string_view rest = r.out;
  while (!rest.empty()) {
    size_t end = rest.find('\0');
    if (end != 0) names.emplace_back(rest.substr(0, end));
    rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::set<std::string> GitTreeFileSystem::Used() const {
  std::lock_guard lock(mutex_);
  return used_;
}

}  // namespace cordon
