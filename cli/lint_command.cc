#include <algorithm>
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
#include "gate/lint_gate.h"
#include "policy/policy.h"
#include "policy/report/lint_report.h"

namespace cordon::cli {
namespace {

struct LintOptions {
  CommonOptions common{"", ""};  // policy "": the repository's, else default
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

// The folder a baseline file's paths are relative to: the file's own, absolute.
std::string BaselineDir(const std::string& file, const std::string& cwd) {
  return AbsolutePath(file, cwd).parent_path().string();
}

// The policy lint applies when --policy is not given: the repository's
// .cordon/policy.yaml, looked for from `cwd` up to the folder that holds .git, as linters
// find their configuration (and so a pre-commit hook needs no arguments); else "default".
// `files` is where the policy is read from: the work tree, or under --diff-base the merge
// base's tree (gate/git_tree_file_system.h).
std::string RepositoryPolicy(const FileSystem& files, const std::string& cwd) {
  std::error_code ec;
  for (std::filesystem::path dir(cwd); !dir.empty(); dir = dir.parent_path()) {
    std::filesystem::path candidate = dir / ".cordon" / "policy.yaml";
    if (files.KindOf(candidate.string()) == FileSystem::Kind::kFile) return candidate.string();
    if (std::filesystem::exists(dir / ".git", ec) || dir == dir.root_path()) break;
  }
  return "default";
}

// Writes the baseline whole or not at all (a temporary file renamed over it), and not
// when a file could not be read: a baseline missing that file's findings would accept
// them later.
int WriteBaseline(const LintReport& report, const std::string& path, const std::string& cwd,
                  const std::string& policy_name, Io& io) {
  if (!report.errors.empty()) {
    io.err << "cordon lint: not writing the baseline " << path
           << ": some files could not be read (see the errors)\n";
    return kExitError;
  }
  Baseline recorded = Baseline::FromReport(report, cwd, BaselineDir(path, cwd));
  const std::string temporary = path + ".tmp";
  {
    std::ofstream file(temporary);
    file << recorded.ToJson(CORDON_VERSION, policy_name)
                .dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
         << "\n";
    if (!file.flush()) {
      io.err << "cordon lint: cannot write the baseline " << path << "\n";
      return kExitError;
    }
  }
  std::error_code ec;
  std::filesystem::rename(temporary, path, ec);
  if (ec) {
    io.err << "cordon lint: cannot write the baseline " << path << ": " << ec.message() << "\n";
    return kExitError;
  }
  io.err << "cordon lint: wrote " << recorded.size() << " finding(s) to the baseline " << path
         << "; later runs with --baseline " << path << " report only new ones\n";
  return kExitClean;
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
              "with --diff-base, which reports only what a change adds\n";
    return kExitError;
  }
  if (!o.diff_base.empty() && std::find(paths.begin(), paths.end(), "-") != paths.end()) {
    io.err << "cordon lint: --diff-base lints files in a git work tree, not standard input\n";
    return kExitError;
  }
  std::error_code cwd_error;
  const std::string cwd = std::filesystem::current_path(cwd_error).string();
  if (cwd_error) {
    io.err << "cordon lint: cannot tell the current folder: " << cwd_error.message() << "\n";
    return kExitError;
  }

  RealFileSystem fs;
  SpawnCommandRunner git = GitCommandRunner();
  std::optional<LintGate> gate;
  try {
    gate.emplace(GateOptions{o.baseline, o.diff_base}, git, cwd, paths, fs);
  } catch (const GateError& e) {
    io.err << "cordon lint: " << e.what() << "\n";
    return kExitError;
  }
  // Under --diff-base, the policy and its rules as merged (gate/lint_gate.h).
  CommonOptions common = o.common;
  if (common.policy.empty()) common.policy = RepositoryPolicy(gate->PolicyFiles(), cwd);
  // Not a structured binding: the base-version judge below captures them.
  PolicyAndRules loaded = LoadPolicyAndRules(common, gate->PolicyFiles());
  const Policy& policy = loaded.policy;
  const RuleSet& rules = loaded.rules;
  Analyzer analyzer(rules, policy.analysis);
  AnalyzeOptions analyze_options{policy.allow_suppressions};
  try {
    gate->ReadBaseline();
  } catch (const GateError& e) {
    io.err << "cordon lint: " << e.what() << "\n";
    return kExitError;
  } catch (const ConfigError& e) {
    io.err << "cordon lint: " << e.what() << "\n";
    return kExitError;
  }
  for (const auto& note : gate->notes()) io.err << "cordon lint: " << note << "\n";

  LintReport report;
  report.tool_version = CORDON_VERSION;
  report.policy_name = policy.name;
  report.fail_on = fail_on.value_or(policy.block_at);

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
    std::string text((std::istreambuf_iterator<char>(io.in)), std::istreambuf_iterator<char>());
    ++report.files_analyzed;
    report.Add(Evaluate(analyzer, policy, {o.stdin_name, *language, std::move(text)}, fail_on));
  }
  std::vector<DiscoveryError> errors;
  auto sources = gate->diff_mode() ? gate->ChangedSources(fs, file_paths, language, errors)
                                   : DiscoverSources(fs, file_paths, language, errors);
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
    if (int status = WriteBaseline(report, o.write_baseline, cwd, policy.name, io);
        status != kExitClean) {
      return status;
    }
  }
  try {
    gate->Apply(report, [&](const SourceFile& source) {
      return Evaluate(analyzer, policy, source, fail_on).findings;
    });
  } catch (const GateError& e) {
    io.err << "cordon lint: " << e.what() << "\n";
    return kExitError;
  }

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
                  "Policy name (default, strict, permissive) or path to a policy file (default: "
                  "the repository's .cordon/policy.yaml, else default)");
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
                  "Report only what a change adds since this git revision: findings in the "
                  "changed files that their merge-base version did not have, judged by the "
                  "policy as merged");
  cmd->add_option("-j,--jobs", options->jobs, "Files analysed at once (default: one per CPU)");
  cmd->callback([options, &run] { run = [options](Io& io) { return RunLint(*options, io); }; });
}

}  // namespace cordon::cli
