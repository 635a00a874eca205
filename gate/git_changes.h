// What changed in a git work tree since a revision, for `cordon lint --diff-base REF`.
// Git is an outside effect, so it runs through CommandRunner: the real one spawns git, a
// test one answers from a table (tests/support).
//
// The comparison is the one a pull request shows: from the merge base of REF and HEAD to
// the work tree (committed, staged and unstaged edits), plus untracked files that are not
// ignored, whole. A shallow clone often lacks REF or the merge base: that is a GateError
// saying how to fetch what is missing, never an empty (and so passing) result.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "gate/changed_lines.h"

namespace cordon {

struct CommandOutput {
  int exit_code = -1;  // -1 when the program could not start or was killed
  std::string out;
  std::string err;
};

class CommandRunner {
 public:
  virtual ~CommandRunner() = default;
  // Runs argv[0] (found on PATH) with standard input empty; captures both outputs.
  virtual CommandOutput Run(const std::vector<std::string>& argv) = 0;
};

// Spawns the program. Outputs beyond 1 GiB end the command with exit_code -1.
class SpawnCommandRunner : public CommandRunner {
 public:
  CommandOutput Run(const std::vector<std::string>& argv) override;
};

struct GitChanges {
  std::string root;        // the repository's top folder, absolute
  std::string merge_base;  // the commit compared against
  ChangedLines lines;
};

// `dir` is any folder inside the work tree. Throws GateError.
GitChanges ChangesSince(CommandRunner& runner, const std::string& dir, const std::string& base);

// The contents of `path` (absolute, inside changes.root) as of the merge base, or nullopt
// when git did not track it there. A pull-request gate reads its baseline this way, so a
// change cannot accept its own findings by editing the baseline.
std::optional<std::string> FileAtMergeBase(CommandRunner& runner, const GitChanges& changes,
                                           const std::string& path);

}  // namespace cordon
