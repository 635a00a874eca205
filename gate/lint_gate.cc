#include "gate/lint_gate.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "analyzer/config_error.h"
#include "policy/report/fingerprint.h"

namespace cordon {
namespace {

namespace fs = std::filesystem;

fs::path Resolved(const fs::path& p) {
  std::error_code ec;
  fs::path r = fs::weakly_canonical(p, ec);
  return ec ? p : r.lexically_normal();
}

// Findings that say part of a file was not analysed: never matched away.
bool AboutAnalysis(const Finding& f) {
  return f.rule_id == "cordon.analysis-limit" || f.rule_id == "cordon.syntax-error" ||
         f.rule_id == "cordon.source-text";
}

}  // namespace

LintGate::LintGate(GateOptions options, CommandRunner& git, std::string cwd,
                   const std::vector<std::string>& paths, const FileSystem& files)
    : options_(std::move(options)), git_(git), cwd_(std::move(cwd)), files_(files) {
  if (options_.diff_base.empty()) return;
  std::string probe = cwd_;
  for (const auto& p : paths) {
    if (p == "-") continue;
    fs::path first = AbsolutePath(p, cwd_);
    std::error_code ec;
    probe = (fs::is_directory(first, ec) ? first : first.parent_path()).string();
    break;
  }
  changes_ = ChangesSince(git_, probe, options_.diff_base);
  for (const auto& p : paths) {
    if (p == "-") continue;
    if (!IsWithin(Resolved(AbsolutePath(p, cwd_)), changes_->root)) {
      throw GateError("--diff-base: " + p + " is outside the git work tree at " + changes_->root +
                      "; lint it in a run of its own");
    }
  }
  merge_base_files_ =
      std::make_unique<GitTreeFileSystem>(git_, changes_->root, changes_->merge_base, cwd_, files_);
}

const FileSystem& LintGate::PolicyFiles() const {
  return merge_base_files_ ? static_cast<const FileSystem&>(*merge_base_files_) : files_;
}

void LintGate::ReadBaseline() {
  if (!options_.baseline.empty()) {
    const fs::path file = AbsolutePath(options_.baseline, cwd_);
    auto read = PolicyFiles().Read(file.string(), 64 << 20);
    std::string text;
    if (read.text) {
      text = std::move(*read.text);
    } else if (changes_ && PolicyFiles().KindOf(file.string()) == FileSystem::Kind::kMissing) {
      notes_.push_back("the baseline " + options_.baseline + " is not in git at the merge base " +
                       changes_->merge_base.substr(0, 12) + ": it takes effect once merged");
      text = R"({"cordon_baseline": 1, "findings": []})";
    } else {
      throw GateError("cannot read the baseline " + options_.baseline + " (" + read.error +
                      "); write one with `cordon lint --write-baseline " + options_.baseline +
                      " PATH...`");
    }
    baseline_ = Baseline::Parse(text, options_.baseline, file.parent_path().string());
  }
  if (!merge_base_files_) return;
  for (const auto& used : merge_base_files_->Used()) {
    const std::string absolute = AbsolutePath(used, changes_->root).string();
    if (changes_->files.count(absolute) || changes_->deleted.count(absolute)) {
      notes_.push_back("this change edits " + Shown(absolute) +
                       "; it was judged by that file as merged (" +
                       changes_->merge_base.substr(0, 12) +
                       "), and the edit takes effect once "
                       "merged");
    }
  }
}

std::vector<DiscoveredSource> LintGate::ChangedSources(const FileSystem& fs_access,
                                                       const std::vector<std::string>& paths,
                                                       std::optional<Language> language,
                                                       std::vector<DiscoveryError>& errors) {
  std::vector<fs::path> roots;
  for (const auto& p : paths) {
    if (p == "-") continue;
    roots.push_back(AbsolutePath(p, cwd_));
    roots.push_back(Resolved(roots.back()));
  }
  std::vector<DiscoveredSource> out;
  for (const auto& [absolute, changed] : changes_->files) {
    const fs::path file(absolute);
    bool under = false;
    for (const auto& root : roots) under = under || IsWithin(file, root);
    if (!under) continue;
    switch (fs_access.KindOf(absolute)) {
      case FileSystem::Kind::kDirectory:
        for (auto& source : DiscoverSources(fs_access, {absolute}, language, errors)) {
          source.path = Shown(source.path);
          selected_[source.path] = {nullptr, source.language};
          out.push_back(std::move(source));
        }
        break;
      case FileSystem::Kind::kFile: {
        const std::string shown = Shown(absolute);
        auto detected = language ? language : LanguageFromPath(absolute);
        if (!detected) detected = LanguageOfScript(fs_access, absolute);
        if (!detected) break;  // not code cordon reads
        selected_[shown] = {&changed, *detected};
        out.push_back({shown, *detected});
        break;
      }
      default: break;  // gone from the work tree, or not a file
    }
  }
  return out;
}

std::string LintGate::Shown(const std::string& absolute) const {
  const fs::path file(absolute);
  return IsWithin(file, cwd_) ? file.lexically_relative(cwd_).string() : absolute;
}

void LintGate::Apply(LintReport& report, const Judge& judge) {
  if (changes_) {
    ApplyDiff(report, judge);
  } else if (baseline_) {
    baseline_->Apply(report, cwd_, options_.baseline);
  }
}

void LintGate::ApplyDiff(LintReport& report, const Judge& judge) {
  using Key = std::pair<std::string, std::string>;  // rule, fingerprint
  // How many findings like one key are already accepted: by the base version, by the
  // baseline. Together it is their max, not their sum: an accepted finding the base
  // already has must not also license a copy of it.
  struct Allowance {
    size_t base = 0;
    size_t baseline = 0;
    bool baseline_read = false;
  };
  std::map<std::string, std::map<Key, Allowance>> per_file;
  std::set<std::string> base_read;
  size_t from_base = 0;
  size_t from_baseline = 0;
  std::erase_if(report.findings, [&](const JudgedFinding& judged) {
    const Finding& f = judged.finding;
    if (AboutAnalysis(f)) return false;
    auto selected = selected_.find(f.path);
    if (selected == selected_.end()) return false;
    auto& allowances = per_file[f.path];
    if (base_read.insert(f.path).second && selected->second.changed &&
        selected->second.changed->at_merge_base) {
      // Pre-existing means in the merge base and still in the base's tip: a line the base
      // has removed since the change forked is new again when the change brings it back.
      auto counts = [&](const std::string& commit) {
        std::map<Key, size_t> out;
        auto text = FileAtCommit(git_, *changes_, commit, selected->second.changed->git_path);
        if (!text) return out;
        for (const auto& old : judge({f.path, selected->second.language, std::move(*text)})) {
          if (!AboutAnalysis(old.finding))
            ++out[{old.finding.rule_id, LineFingerprint(old.finding)}];
        }
        return out;
      };
      std::map<Key, size_t> at_merge_base = counts(changes_->merge_base);
      std::map<Key, size_t> at_tip = changes_->base_commit == changes_->merge_base
                                         ? at_merge_base
                                         : counts(changes_->base_commit);
      for (const auto& [key, n] : at_merge_base) {
        auto tip = at_tip.find(key);
        allowances[key].base = std::min(n, tip == at_tip.end() ? size_t{0} : tip->second);
      }
    }
    Allowance& a = allowances[{f.rule_id, LineFingerprint(f)}];
    if (!a.baseline_read) {
      a.baseline_read = true;
      if (baseline_) a.baseline = baseline_->CountOf(f, cwd_);
    }
    if (a.base > 0) {
      --a.base;
      if (a.baseline > 0) --a.baseline;
      ++from_base;
      return true;
    }
    if (a.baseline > 0) {
      --a.baseline;
      ++from_baseline;
      report.accepted.push_back(judged);
      return true;
    }
    return false;
  });
  report.filters.push_back({"diff", options_.diff_base, from_base});
  if (baseline_) report.filters.push_back({"baseline", options_.baseline, from_baseline});
}

}  // namespace cordon
