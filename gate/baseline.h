// A baseline: the findings a repository already had when it adopted cordon, so a gate can
// report and fail on new findings only (`cordon lint --write-baseline F`, `--baseline F`;
// docs/ci-gate.md documents the file).
//
// A finding is known by its path, rule and line fingerprint (policy/report/fingerprint.h),
// so it survives moving, re-indenting and edits to other lines, and comes back when its
// own line changes. Paths are stored relative to the baseline file's folder, so the same
// baseline works whatever folder the lint runs from. Entries are counted: a file with
// three identical flagged lines in the baseline may keep three, and a fourth is new.
//
//   Baseline b = Baseline::FromReport(report, "/repo", "/repo");
//   WriteFile(b.ToJson(...));  ...  Baseline::Parse(text, ".cordon-baseline.json", ...)
//
// Errors: Parse throws ConfigError naming the file and what is wrong.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <tuple>

#include "policy/report/lint_report.h"

namespace cordon {

// The file's format version; a newer one is refused with a clear error.
inline constexpr int kBaselineFormat = 1;

class Baseline {
 public:
  // Records every finding in `report`. `cwd` is the folder the report's relative paths are
  // relative to and `base_dir` the baseline file's folder; both absolute.
  static Baseline FromReport(const LintReport& report, const std::string& cwd,
                             const std::string& base_dir);

  // Reads a baseline file's text; `file` names it in errors.
  static Baseline Parse(std::string_view text, const std::string& file,
                        const std::string& base_dir);

  // The file's contents: entries sorted by path, line and rule so a refreshed baseline
  // diffs well in review. Line and message are for readers and are not matched on.
  nlohmann::ordered_json ToJson(const std::string& tool_version,
                                const std::string& policy_name) const;

  // Moves from `report.findings` to `report.accepted` the findings the baseline holds,
  // consuming one entry each, and records how many as a "baseline" filter named `file`.
  // Returns that count.
  size_t Apply(LintReport& report, const std::string& cwd, const std::string& file) const;

  // How many findings like `finding` (same path, rule and fingerprint) the baseline holds.
  size_t CountOf(const Finding& finding, const std::string& cwd) const;

  size_t size() const { return entries_.size(); }

 private:
  using Key = std::tuple<std::string, std::string, std::string>;  // path, rule, fingerprint
  struct Entry {
    Key key;
    uint32_t line = 0;
    std::string message;
  };

  // A finding's path as the baseline stores it.
  std::string StoredPath(const std::string& path, const std::string& cwd) const;

  std::string base_dir_;
  std::vector<Entry> entries_;
  std::map<Key, size_t> counts_;
};

}  // namespace cordon
