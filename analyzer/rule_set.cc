#include "analyzer/rule_set.h"

#include "analyzer/config_error.h"
#include "analyzer/rule_loader.h"

namespace cordon {
namespace {

Rule Builtin(const char* id, Severity severity, const char* category, const char* message,
             const char* remediation) {
  Rule rule;
  rule.id = id;
  rule.languages = {Language::kPython, Language::kJavaScript};
  rule.severity = severity;
  rule.category = category;
  rule.message = message;
  rule.remediation = remediation;
  rule.file = "<built-in>";
  return rule;
}

}  // namespace

RuleSet::RuleSet() {
  rules_.push_back(Builtin(kSyntaxErrorRule, Severity::kLow, "syntax", "{detail}",
                           "Fix the syntax; cordon analysed what the parser could recover, but "
                           "a rule cannot see into code the parser did not understand."));
  rules_.push_back(Builtin(kAnalysisLimitRule, Severity::kHigh, "analysis-limit", "{detail}",
                           "Split the code into smaller, less deeply nested pieces; cordon does "
                           "not vouch for code it could not analyse completely."));
  rules_.push_back(Builtin(kSourceTextRule, Severity::kCritical, "source-text", "{detail}",
                           "Send the code as plain UTF-8 text; cordon refuses text that the "
                           "interpreter could read differently from the analysis."));
  rules_.push_back(Builtin(kUnlistedModuleRule, Severity::kHigh, "unlisted-module", "{detail}",
                           "Use a module the policy lists, or, if the code needs this one, add "
                           "it to a module list the policy names (docs/policies.md)."));
  rules_.push_back(Builtin(kUnresolvedPathRule, Severity::kHigh, "unresolved-path", "{detail}",
                           "Build the path from constants under the working directory (a "
                           "relative path, `os.path.join('out', name)`, `path.join(__dirname, "
                           "name)`) so cordon can check where it leads."));
}

void RuleSet::LoadModuleList(const FileSystem& fs, const std::string& path,
                             const std::string& name) {
  auto read = fs.Read(path, 1 << 20);
  if (!read.text) throw ConfigError(path, 0, 0, "cannot read module list: " + read.error);
  modules_.Load(*read.text, path, name);
}

void RuleSet::Add(std::vector<Rule> rules) {
  for (auto& rule : rules) {
    if (const Rule* existing = Find(rule.id)) {
      throw ConfigError(rule.file, rule.line, 0,
                        "rule id '" + rule.id + "' is already defined at " + existing->file + ":" +
                            std::to_string(existing->line) + "; rule ids must be unique");
    }
    rules_.push_back(std::move(rule));
  }
}

void RuleSet::LoadDirectory(const FileSystem& fs, const std::string& directory) {
  if (fs.KindOf(directory) != FileSystem::Kind::kDirectory) {
    throw ConfigError(directory, 0, 0,
                      "rule directory not found; pass --rules DIR or set CORDON_RULES_DIR to "
                      "the folder that holds python/, javascript/ and policies/");
  }
  for (const auto& name : fs.List(directory)) {
    bool yaml = name.ends_with(".yaml") || name.ends_with(".yml");
    std::string path = JoinPath(directory, name);
    if (!yaml || fs.KindOf(path) != FileSystem::Kind::kFile) continue;
    auto read = fs.Read(path, 4 << 20);
    if (!read.text) throw ConfigError(path, 0, 0, "cannot read rule file: " + read.error);
    Add(ParseRuleFile(*read.text, path));
  }
}

const Rule* RuleSet::Find(const std::string& id) const {
  for (const auto& rule : rules_) {
    if (rule.id == id) return &rule;
  }
  return nullptr;
}

}  // namespace cordon
