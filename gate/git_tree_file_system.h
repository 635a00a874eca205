// The files of a commit, as a FileSystem (analyzer/file_system.h): paths inside the work
// tree read from git's tree at that commit, others from `outside` (cordon's installed
// rules, say). Under --diff-base the policy, its module lists and rule sets, and the
// baseline are loaded through it at the merge base, so a change is judged by the rules
// it would merge into, not by the ones it brings (it could delete, loosen or swap them
// for a link). Links are not followed inside the tree: a path is what it names there.
//
// Every path read inside the tree is recorded, so the gate can say which of them the
// change edits. Git failures read as missing files (the loaders then say what is missing).
#pragma once

#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "analyzer/file_system.h"
#include "gate/command_runner.h"

namespace cordon {

class GitTreeFileSystem final : public FileSystem {
 public:
  // `root`: the work tree's top folder; `cwd`: what relative paths are relative to.
  GitTreeFileSystem(CommandRunner& git, std::string root, std::string commit, std::string cwd,
                    const FileSystem& outside)
      : git_(git),
        root_(std::move(root)),
        commit_(std::move(commit)),
        cwd_(std::move(cwd)),
        outside_(outside) {}

  Kind KindOf(const std::string& path) const override;
  ReadResult Read(const std::string& path, uint64_t max_bytes) const override;
  std::vector<std::string> List(const std::string& path) const override;

  // The work-tree paths (relative to the root) read so far.
  std::set<std::string> Used() const;

 private:
  // The path relative to the root when it is inside the work tree ("" for the root).
  bool InTree(const std::string& path, std::string& relative) const;
  // `git ls-tree` of one path: its mode ("100644", "040000", "120000", ...) or "".
  std::string ModeOf(const std::string& relative) const;

  CommandRunner& git_;
  std::string root_;
  std::string commit_;
  std::string cwd_;
  const FileSystem& outside_;
  mutable std::mutex mutex_;
  mutable std::set<std::string> used_;
};

}  // namespace cordon
