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

bool WithinOrSame(const fs::path& inner, const fs::path& outer) {
  auto rel = inner.lexically_relative(outer);
  return !rel.empty() && *rel.begin() != "..";
}

fs::path Lexical(const std::string& path, const std::string& cwd) {
  fs::path p(path);
  if (p.is_relative()) p = fs::path(cwd) / p;
  return p.lexically_normal();
}

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
                   const std::vector<std::string>& paths)
    : options_(std::move(options)), git_(git), cwd_(std::move(cwd)) {
  if (!options_.diff_base.empty()) {
    std::string probe = cwd_;
    for (const auto& p : paths) {
      if (p == "-") continue;
      fs::path first = Lexical(p, cwd_);
      std::error_code ec;
      probe = (fs::is_directory(first, ec) ? first : first.parent_path()).string();
      break;
    }
    changes_ = ChangesSince(git_, probe, options_.diff_base);
    for (const auto& p : paths) {
      if (p == "-") continue;
      if (!WithinOrSame(Resolved(Lexical(p, cwd_)), changes_->root)) {
        throw GateError("--diff-base: " + p + " is outside the git work tree at " + changes_->root +
                        "; lint it in a run of its own");
      }
    }
  }
  if (!options_.baseline.empty()) {
    const fs::path file = Lexical(options_.baseline, cwd_);
    std::optional<std::string> text;
    if (changes_) {
      // As merged, not as this change would have it.
      fs::path git_path = Resolved(file).lexically_relative(changes_->root);
      if (!git_path.empty() && *git_path.begin() != "..") {
        text = FileAtMergeBase(git_, *changes_, git_path.generic_string());
      }
      if (!text) {
        notes_.push_back("the baseline " + options_.baseline + " is not in git at the merge base " +
                         changes_->merge_base.substr(0, 12) + ": it takes effect once merged");
        text = R"({"cordon_baseline": 1, "findings": []})";
      }
    } else {
      std::ifstream in(file);
      if (!in) {
        throw GateError("cannot read the baseline " + options_.baseline +
                        "; write one with `cordon lint --write-baseline " + options_.baseline +
                        " PATH...`");
      }
      std::stringstream read;
      read << in.rdbuf();
      text = read.str();
    }
    baseline_ = Baseline::Parse(*text, options_.baseline, file.parent_path().string());
  }
}

std::vector<DiscoveredSource> LintGate::ChangedSources(const FileSystem& fs_access,
                                                       const std::vector<std::string>& paths,
                                                       std::optional<Language> language,
                                                       std::vector<DiscoveryError>& errors) {
  std::vector<fs::path> roots;
  for (const auto& p : paths) {
    if (p == "-") continue;
    roots.push_back(Lexical(p, cwd_));
    roots.push_back(Resolved(roots.back()));
  }
  std::vector<DiscoveredSource> out;
  for (const auto& [absolute, changed] : changes_->files) {
    const fs::path file(absolute);
    bool under = false;
    for (const auto& root : roots) under = under || WithinOrSame(file, root);
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
  return WithinOrSame(file, cwd_) ? file.lexically_relative(cwd_).string() : absolute;
}

void LintGate::Apply(LintReport& report, const Judge& judge) {
  if (changes_) {
    ApplyDiff(report, judge);
  } else if (baseline_) {
    baseline_->Apply(report, cwd_, options_.baseline);
  }
  if (!changes_) return;
  for (const auto& verdict_file : options_.verdict_files) {
    const fs::path lexical = Lexical(verdict_file, cwd_);
    const fs::path resolved = Resolved(lexical);
    bool changed = false;
    for (const auto& [absolute, _] : changes_->files) {
      changed = changed || WithinOrSame(absolute, lexical) || WithinOrSame(absolute, resolved);
    }
    if (!changed) continue;
    if (options_.allow_policy_change) {
      notes_.push_back("this change edits " + verdict_file +
                       ", which decides the verdict; allowed by --allow-policy-change");
      continue;
    }
    Finding f;
    f.rule_id = "cordon.gate.policy-changed";
    f.category = "gate";
    f.severity = Severity::kCritical;
    f.message = "this change edits " + verdict_file +
                ", which decides the gate's verdict: the change would be judged by its own rules";
    f.remediation =
        "Merge the policy change on its own after review (a maintainer can run the gate with "
        "--allow-policy-change for it); protect the policy with CODEOWNERS.";
    f.path = Shown(lexical.string());
    f.start = {1, 1};
    f.end = {1, 2};
    report.findings.push_back({f, Action::kBlock});
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
      if (auto text = FileAtMergeBase(git_, *changes_, selected->second.changed->git_path)) {
        for (const auto& old : judge({f.path, selected->second.language, std::move(*text)})) {
          if (!AboutAnalysis(old.finding)) {
            ++allowances[{old.finding.rule_id, LineFingerprint(old.finding)}].base;
          }
        }
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
