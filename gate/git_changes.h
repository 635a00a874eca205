// What a change touched in a git work tree, for `cordon lint --diff-base REF`: the files
// that differ between the merge base of REF and HEAD and the work tree (committed, staged
// and unstaged edits), plus untracked files that are not ignored, and how each file read
// at the merge base. Git runs through CommandRunner (gate/command_runner.h).
//
// Only git's NUL-separated listings are read (never its patch text, whose quoting,
// attributes and binary detection a change controls), renames count as a new file, and a
// shallow clone that lacks REF or the merge base is a GateError saying what to fetch:
// never an empty, and so passing, result.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>

#include "gate/command_runner.h"
#include "gate/gate_error.h"

namespace cordon {

struct ChangedFile {
  std::string git_path;        // relative to the root, as git names it
  bool at_merge_base = false;  // it existed there (a modification); else new to the change
};

struct GitChanges {
  std::string root;                          // the work tree's top folder, absolute and resolved
  std::string base_commit;                   // REF, resolved
  std::string merge_base;                    // the commit compared against
  std::map<std::string, ChangedFile> files;  // by absolute path (root + git path); no deletions
  std::set<std::string> deleted;             // absolute paths the change removes
};

// `dir` is any folder inside the work tree. Throws GateError.
GitChanges ChangesSince(CommandRunner& runner, const std::string& dir, const std::string& base);

// The contents of `git_path` at `commit` (the merge base, the base's tip), or nullopt when
// git did not track it there. Throws GateError when git fails otherwise.
std::optional<std::string> FileAtCommit(CommandRunner& runner, const GitChanges& changes,
                                        const std::string& commit, const std::string& git_path);

}  // namespace cordon
