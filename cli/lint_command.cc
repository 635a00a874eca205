#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "analyzer/analyzer.h"
#include "analyzer/batch_analysis.h"
#include "analyzer/config_error.h"
#include "analyzer/source_discovery.h"
#include "cli/commands.h"
#include "gate/baseline.h"
#include "gate/git_changes.h"
#include "policy/policy.h"
#include "policy/report/lint_report.h"

namespace cordon::cli {
namespace {

struct LintOptions {
  CommonOptions common;
  std::vector<std::string> paths;
  std::string language;
  std::string format = "text";
  std::string fail_on;
  std::string output;
  std::string stdin_name = "<stdin>";
  std::string baseline;
  std::string write_baseline;
  std::string diff_base;
  unsigned jobs = 0;
};

constexpr uint64_t kMaxFileBytes = 4 << 20;

std::string AbsolutePath(const std::string& path, const std::string& cwd) {
  std::filesystem::path p(path);
  if (p.is_relative()) p = std::filesystem::path(cwd) / p;
  return p.lexically_normal().string();
}

// The folder that finds the git work tree for --diff-base: the first path's (its parent
// when it is a file), so linting ~/project/src from anywhere diffs ~/project.
std::string RepositoryProbe(const std::string& path, const std::string& cwd) {
  std::filesystem::path p(path);
  if (p.is_relative()) p = std::filesystem::path(cwd) / p;
  std::error_code ec;
  if (!std::filesystem::is_directory(p, ec)) p = p.parent_path();
  p = p.lexically_normal();
  return p.has_filename() || p == p.root_path() ? p.string() : p.parent_path().string();
}

// The folder a baseline file's paths are relative to: the file's own, absolute.
std::string BaselineDir(const std::string& file, const std::string& cwd) {
  std::filesystem::path p(file);
  if (p.is_relative()) p = std::filesystem::path(cwd) / p;
  return p.lexically_normal().parent_path().string();
}

int RunLint(const LintOptions& o, Io& io) {
  std::optional<Language> language;
  if (!o.language.empty()) {
    language = ParseLanguage(o.language);
    if (!language) {
      io.err << "cordon lint: unknown language '" << o.language
             << "' (expected python or javascript)\n";
      return kExitError;
    }
  }
  std::optional<Severity> fail_on;
  if (!o.fail_on.empty()) {
    fail_on = ParseSeverity(o.fail_on);
    if (!fail_on) {
      io.err << "cordon lint: unknown severity '" << o.fail_on << "' for --fail-on (expected "
             << SeverityChoices() << ")\n";
      return kExitError;
    }
  }
  std::vector<std::string> paths = o.paths;
  if (paths.empty() && !o.diff_base.empty()) paths = {"."};  // the changed files under here
  if (paths.empty()) {
    io.err << "cordon lint: nothing to lint; give files or folders, or - to read standard "
              "input (with --lang)\n";
    return kExitError;
  }
  if (!o.diff_base.empty() && !o.write_baseline.empty()) {
    io.err << "cordon lint: --write-baseline records every finding; it cannot be combined "
              "with --diff-base, which keeps only those on changed lines\n";
    return kExitError;
  }
  const std::string cwd = std::filesystem::current_path().string();
  SpawnCommandRunner git;
  std::optional<GitChanges> changes;
  if (!o.diff_base.empty()) {
    try {
      changes = ChangesSince(git, RepositoryProbe(paths.front(), cwd), o.diff_base);
    } catch (const GateError& e) {
      io.err << "cordon lint: " << e.what() << "\n";
      return kExitError;
    }
    std::error_code ec;
    if (!o.common.policy.empty() && std::filesystem::is_regular_file(o.common.policy, ec) &&
        changes->lines.Contains(ChangedLinesKey(o.common.policy, cwd))) {
      io.err << "cordon lint: warning: this change edits the policy file " << o.common.policy
             << ", and the gate applies it as edited: review it like code\n";
    }
  }
  std::optional<Baseline> baseline;
  if (!o.baseline.empty()) {
    std::optional<std::string> text;
    if (changes) {
      text = FileAtMergeBase(git, *changes, AbsolutePath(o.baseline, cwd));
      if (!text) {
        io.err << "cordon lint: the baseline " << o.baseline << " is not in git at the merge base "
               << changes->merge_base.substr(0, 12) << ": it takes effect once merged\n";
        text = R"({"cordon_baseline": 1, "findings": []})";
      }
    } else {
      std::ifstream in(o.baseline);
      if (!in) {
        io.err << "cordon lint: cannot read the baseline " << o.baseline
               << "; write one with `cordon lint --write-baseline " << o.baseline << " PATH...`\n";
        return kExitError;
      }
      std::stringstream read;
      read << in.rdbuf();
      text = read.str();
    }
    try {
      baseline = Baseline::Parse(*text, o.baseline, BaselineDir(o.baseline, cwd));
    } catch (const ConfigError& e) {
      io.err << "cordon lint: " << e.what() << "\n";
      return kExitError;
    }
  }

  RealFileSystem fs;
  auto [policy, rules] = LoadPolicyAndRules(o.common);
  Analyzer analyzer(rules, policy.analysis);

  LintReport report;
  report.tool_version = CORDON_VERSION;
  report.policy_name = policy.name;
  report.fail_on = fail_on.value_or(policy.block_at);
  AnalyzeOptions analyze_options{policy.allow_suppressions};

  std::vector<std::string> file_paths;
  for (const auto& path : paths) {
    if (path != "-") {
      file_paths.push_back(path);
      continue;
    }
    if (!language) {
      io.err << "cordon lint: reading standard input needs --lang python|javascript\n";
      return kExitError;
    }
    if (changes) {
      io.err << "cordon lint: --diff-base lints files in a git work tree, not standard input\n";
      return kExitError;
    }
    std::string text((std::istreambuf_iterator<char>(io.in)), std::istreambuf_iterator<char>());
    ++report.files_analyzed;
    report.Add(Evaluate(analyzer, policy, {o.stdin_name, *language, std::move(text)}, fail_on));
  }
  std::vector<DiscoveryError> errors;
  auto sources = DiscoverSources(fs, file_paths, language, errors);
  if (changes) {
    std::erase_if(sources, [&](const DiscoveredSource& source) {
      return !changes->lines.Contains(ChangedLinesKey(source.path, cwd));
    });
  }
  for (auto& result : AnalyzeFiles(fs, analyzer, sources, analyze_options, kMaxFileBytes, o.jobs)) {
    if (!result.read_ok) {
      report.errors.push_back({result.path, result.error});
      continue;
    }
    ++report.files_analyzed;
    report.Add(Judge(policy, std::move(result.findings), fail_on));
  }
  for (const auto& e : errors) report.errors.push_back({e.path, e.message});

  if (!o.write_baseline.empty()) {
    Baseline recorded = Baseline::FromReport(report, cwd, BaselineDir(o.write_baseline, cwd));
    std::ofstream file(o.write_baseline);
    file << recorded.ToJson(CORDON_VERSION, policy.name)
                .dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
         << "\n";
    if (!file.flush()) {
      io.err << "cordon lint: cannot write the baseline " << o.write_baseline << "\n";
      return kExitError;
    }
    io.err << "cordon lint: wrote " << recorded.size() << " finding(s) to the baseline "
           << o.write_baseline << "; later runs with --baseline " << o.write_baseline
           << " report only new ones\n";
  }
  if (baseline) baseline->Apply(report, cwd, o.baseline);
  if (changes) KeepChangedFindings(report, changes->lines, cwd, o.diff_base);

  std::ofstream file;
  std::ostream* out = &io.out;
  if (!o.output.empty()) {
    file.open(o.output);
    if (!file) {
      io.err << "cordon lint: cannot write " << o.output << "\n";
      return kExitError;
    }
    out = &file;
  }
  if (o.format == "json") {
    // Source lines are the file's bytes, UTF-8 or not: replace what is not, never throw.
    *out << JsonReport(report).dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
         << "\n";
  } else if (o.format == "sarif") {
    *out << SarifReport(report, rules).dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
         << "\n";
  } else {
    WriteTextReport(report, *out);
  }
  if (!report.errors.empty()) {
    if (o.format != "text") {
      for (const auto& e : report.errors) io.err << e.path << ": error: " << e.message << "\n";
    }
    return kExitError;
  }
  if (!o.write_baseline.empty()) return kExitClean;  // today's findings are accepted
  return report.Blocked() ? kExitBlocked : kExitClean;
}

}  // namespace

void AddLintCommand(CLI::App& app, std::function<int(Io&)>& run) {
  auto options = std::make_shared<LintOptions>();
  CLI::App* cmd = app.add_subcommand(
      "lint", "Analyse Python and JavaScript files, folders or standard input against a policy");
  cmd->add_option("paths", options->paths, "Files or folders to lint; - reads standard input");
  cmd->add_option(
      "--lang", options->language,
      "Language of standard input or of files with other extensions: python, javascript");
  cmd->add_option("--format", options->format, "Output format")
      ->check(CLI::IsMember({"text", "json", "sarif"}));
  cmd->add_option("--policy", options->common.policy,
                  "Policy name (default, strict, permissive) or path to a policy file");
  cmd->add_option("--rules", options->common.rules_dir,
                  "Rules folder (default: $CORDON_RULES_DIR, then the installed rules)");
  cmd->add_option("--fail-on", options->fail_on,
                  "Lowest severity that fails the run (default: the policy's block_at)");
  cmd->add_option("-o,--output", options->output, "Write the report to this file");
  cmd->add_option("--stdin-name", options->stdin_name, "Path to report for standard input");
  cmd->add_option("--baseline", options->baseline,
                  "Report and fail only on findings not in this baseline file");
  cmd->add_option("--write-baseline", options->write_baseline,
                  "Record today's findings in this baseline file (exits 0 unless an error)");
  cmd->add_option("--diff-base", options->diff_base,
                  "Report only findings on lines changed since this git revision (merge base "
                  "with HEAD to the work tree, plus untracked files)");
  cmd->add_option("-j,--jobs", options->jobs, "Files analysed at once (default: one per CPU)");
  cmd->callback([options, &run] { run = [options](Io& io) { return RunLint(*options, io); }; });
}

}  // namespace cordon::cli
