#include <fstream>
#include <iterator>

#include "analyzer/analyzer.h"
#include "analyzer/batch_analysis.h"
#include "analyzer/source_discovery.h"
#include "cli/commands.h"
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
  unsigned jobs = 0;
};

constexpr uint64_t kMaxFileBytes = 4 << 20;

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
  if (o.paths.empty()) {
    io.err << "cordon lint: nothing to lint; give files or folders, or - to read standard "
              "input (with --lang)\n";
    return kExitError;
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
  for (const auto& path : o.paths) {
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
  auto sources = DiscoverSources(fs, file_paths, language, errors);
  for (auto& result : AnalyzeFiles(fs, analyzer, sources, analyze_options, kMaxFileBytes, o.jobs)) {
    if (!result.read_ok) {
      report.errors.push_back({result.path, result.error});
      continue;
    }
    ++report.files_analyzed;
    report.Add(Judge(policy, std::move(result.findings), fail_on));
  }
  for (const auto& e : errors) report.errors.push_back({e.path, e.message});

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
  cmd->add_option("-j,--jobs", options->jobs, "Files analysed at once (default: one per CPU)");
  cmd->callback([options, &run] { run = [options](Io& io) { return RunLint(*options, io); }; });
}

}  // namespace cordon::cli
