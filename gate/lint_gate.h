// The CI gate around `cordon lint`: a baseline of accepted findings, and a pull-request
// mode that reports only what a change adds (docs/ci-gate.md).
//
//   LintGate gate(options, git, cwd, paths);           // reads the baseline, asks git
//   sources = gate.diff_mode() ? gate.ChangedSources(fs, paths, lang, errors) : walk;
//   ... analyse sources into report ...
//   gate.Apply(report, judge);                          // filters, says how many
//
// What "adds" means under --diff-base: the changed files are analysed whole, and so is
// each one as it was at the merge base and at the base's tip; a finding is new unless both
// had one like it (same rule and fingerprint, counted), or the baseline holds it. So a
// change that makes an unchanged line dangerous (a constant edited elsewhere, a comment
// opened or closed, a file renamed to .py, a line the base has since removed) still
// reports it, and line numbering never matters. Analysis-limit and syntax findings of a
// changed file are always reported: what was not analysed cannot be vouched for. Changed
// files are linted wherever they are under the given paths: the usual skipped folders
// (node_modules, virtualenvs) do not hide a change. The policy, its module lists and rule
// sets, and the baseline are read as of the merge base (PolicyFiles): a change is judged
// by the rules it would merge into, and an edit to them takes effect once merged.
//
// Errors: the constructor throws GateError (git, paths outside the work tree) and
// ConfigError (a bad baseline file).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analyzer/analyzer.h"
#include "analyzer/source_discovery.h"
#include "gate/baseline.h"
#include "gate/command_runner.h"
#include "gate/git_changes.h"
#include "gate/git_tree_file_system.h"
#include "policy/report/lint_report.h"

namespace cordon {

struct GateOptions {
  std::string baseline;   // --baseline FILE, "" for none
  std::string diff_base;  // --diff-base REF, "" for none
};

class LintGate {
 public:
  // `paths` are what lint was given; `cwd` is absolute; `files` reads the work tree. The
  // baseline is read later, by ReadBaseline.
  LintGate(GateOptions options, CommandRunner& git, std::string cwd,
           const std::vector<std::string>& paths, const FileSystem& files);

  // Where the policy and its rules are read from: the merge base's tree under
  // --diff-base (cordon's installed rules and other paths outside the work tree as they
  // are), else `files`.
  const FileSystem& PolicyFiles() const;
  // After the policy is loaded: reads the baseline (from PolicyFiles), and notes which of
  // the files the policy came from the change edits. Throws GateError, ConfigError.
  void ReadBaseline();

  bool diff_mode() const { return changes_.has_value(); }
  // Things the user should know that are not findings ("the baseline takes effect once
  // merged"), for standard error.
  const std::vector<std::string>& notes() const { return notes_; }

  // Under --diff-base: the changed files under `paths` that are Python or JavaScript (by
  // `language`, the extension, or a #! line); a changed entry that is a folder (a link to
  // one, a submodule) is walked, all of it new.
  std::vector<DiscoveredSource> ChangedSources(const FileSystem& fs,
                                               const std::vector<std::string>& paths,
                                               std::optional<Language> language,
                                               std::vector<DiscoveryError>& errors);

  // Judges a source as the lint does (analysis under the policy); for base versions.
  using Judge = std::function<std::vector<JudgedFinding>(const SourceFile&)>;

  // Leaves in `report` only what the gate reports, records the filters, and adds a
  // blocking finding when the change edits the verdict's own files.
  void Apply(LintReport& report, const Judge& judge);

 private:
  void ApplyDiff(LintReport& report, const Judge& judge);
  // An absolute path as the lint reports it: relative to the cwd when under it.
  std::string Shown(const std::string& absolute) const;

  GateOptions options_;
  CommandRunner& git_;
  std::string cwd_;
  const FileSystem& files_;
  std::unique_ptr<GitTreeFileSystem> merge_base_files_;
  std::optional<Baseline> baseline_;
  std::optional<GitChanges> changes_;
  struct Selected {
    const ChangedFile* changed = nullptr;  // null: inside a changed folder, all new
    Language language = Language::kPython;
  };
  std::map<std::string, Selected> selected_;  // by the path the lint reports
  std::vector<std::string> notes_;
};

}  // namespace cordon
