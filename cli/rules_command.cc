#include <iostream>

#include "analyzer/analyzer.h"
#include "cli/commands.h"
#include "policy/policy.h"
#include "policy/sample_check.h"

namespace cordon::cli {
namespace {

struct RulesTestOptions {
  CommonOptions common;
  std::vector<std::string> paths;
};

int RunRulesTest(const RulesTestOptions& o, Io& io) {
  RealFileSystem fs;
  auto [policy, rules] = LoadPolicyAndRules(o.common);
  Analyzer analyzer(rules, policy.analysis);
  std::vector<std::string> paths = o.paths.empty() ? std::vector<std::string>{"samples"} : o.paths;
  SampleCheckResult result = CheckSamples(fs, paths, analyzer, rules, policy);
  for (const auto& m : result.mismatches) {
    io.out << m.path;
    if (m.line > 0) io.out << ":" << m.line;
    io.out << ": mismatch: " << m.message << "\n";
  }
  size_t passed = result.expectations >= result.mismatches.size()
                      ? result.expectations - result.mismatches.size()
                      : 0;
  io.out << passed << " passed, " << result.mismatches.size() << " failed (" << result.expectations
         << " expectations in " << result.files << " sample files, " << rules.rules().size()
         << " rules, policy '" << policy.name << "')\n";
  return result.mismatches.empty() && result.files > 0 ? kExitClean : kExitBlocked;
}

struct RulesListOptions {
  CommonOptions common;
};

int RunRulesList(const RulesListOptions& o, Io& io) {
  RealFileSystem fs;
  auto [policy, rules] = LoadPolicyAndRules(o.common);
  for (const auto& rule : rules.rules()) {
    std::string languages;
    for (auto l : rule.languages)
      languages += (languages.empty() ? "" : ",") + std::string(LanguageName(l));
    Finding probe;
    probe.rule_id = rule.id;
    probe.category = rule.category;
    probe.severity = rule.severity;
    io.out << rule.id << "  " << SeverityName(rule.severity) << "  " << rule.category << "  "
           << languages << "  -> " << ActionName(policy.ActionFor(probe)) << "\n";
  }
  return kExitClean;
}

}  // namespace

void AddRulesCommands(CLI::App& app, std::function<int(Io&)>& run) {
  CLI::App* rules = app.add_subcommand("rules", "Work with rule sets");
  rules->require_subcommand(1);

  auto test = std::make_shared<RulesTestOptions>();
  CLI::App* test_cmd = rules->add_subcommand(
      "test", "Check the rules against annotated samples (# expect: ID / # ok: ID)");
  test_cmd->add_option("paths", test->paths, "Sample files or folders (default: samples)");
  test_cmd->add_option("--policy", test->common.policy, "Policy for expect-decision checks");
  test_cmd->add_option("--rules", test->common.rules_dir, "Rules folder");
  test_cmd->callback([test, &run] { run = [test](Io& io) { return RunRulesTest(*test, io); }; });

  auto list = std::make_shared<RulesListOptions>();
  CLI::App* list_cmd =
      rules->add_subcommand("list", "List the rules a policy applies and its action for each");
  list_cmd->add_option("--policy", list->common.policy, "Policy name or file");
  list_cmd->add_option("--rules", list->common.rules_dir, "Rules folder");
  list_cmd->callback([list, &run] { run = [list](Io& io) { return RunRulesList(*list, io); }; });
}

}  // namespace cordon::cli
