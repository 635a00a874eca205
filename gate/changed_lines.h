// The lines a change touched, for a pull-request gate that reports only findings on them
// (`cordon lint --diff-base REF`). Built from `git diff --unified=0` output (the new side
// of each hunk) plus whole files for files git does not track yet.
//
//   ChangedLines c = ParseUnifiedDiff(diff_text, "/repo");
//   c.Touches("/repo/src/a.py", 10, 12)  // any of lines 10..12 added or changed?
//
// Paths are absolute and lexically normal: the repository root joined to git's path.
// Errors: ParseUnifiedDiff throws GateError on a hunk header it cannot read.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "policy/report/lint_report.h"

namespace cordon {

// A gate input that cannot be used (a missing revision, not a repository, ...): the
// message says what and what to do; the CLI prints it and exits 2.
class GateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ChangedLines {
 public:
  void AddLines(const std::string& path, uint32_t first, uint32_t last);
  void AddFile(const std::string& path);  // every line of it (a new, untracked file)

  // Whether any line in first..last of `path` changed.
  bool Touches(const std::string& path, uint32_t first, uint32_t last) const;
  bool Contains(const std::string& path) const;
  size_t file_count() const { return files_.size(); }

 private:
  struct Lines {
    bool whole = false;
    std::vector<std::pair<uint32_t, uint32_t>> ranges;
  };
  std::map<std::string, Lines> files_;
};

// `diff` is `git diff --unified=0 --src-prefix=a/ --dst-prefix=b/` output; `root` the
// repository's top folder. Deleted files and pure deletions add nothing.
ChangedLines ParseUnifiedDiff(std::string_view diff, const std::string& root);

// `path` (relative to `cwd`, or absolute) as ChangedLines keys it: absolute, symbolic
// links resolved as far as the path exists, so a finding's path matches git's.
std::string ChangedLinesKey(const std::string& path, const std::string& cwd);

// Removes from `report` the findings on lines `changed` does not hold, and records how many
// as a "diff" filter against `base`. Returns that count.
size_t KeepChangedFindings(LintReport& report, const ChangedLines& changed, const std::string& cwd,
                           const std::string& base);

// A path as git prints it in a diff header: plain, or "quoted" with C escapes (octal for
// bytes beyond ASCII) when it holds unusual characters.
std::string UnquoteGitPath(std::string_view text);

}  // namespace cordon
