// The rules in force: the built-in ones the engine itself reports (syntax errors,
// analysis limits, unreadable source text) plus those loaded from YAML rule directories.
#pragma once

#include <string>
#include <vector>

#include "analyzer/file_system.h"
#include "analyzer/module_list.h"
#include "analyzer/rule.h"

namespace cordon {

// Ids of the rules the engine reports itself.
inline constexpr const char* kSyntaxErrorRule = "cordon.syntax-error";
inline constexpr const char* kAnalysisLimitRule = "cordon.analysis-limit";
// Text the interpreter could read differently from the analysis (analyzer/canonical_source.h).
inline constexpr const char* kSourceTextRule = "cordon.source-text";
// A module or member outside the module lists in force (analyzer/module_list.h).
inline constexpr const char* kUnlistedModuleRule = "cordon.unlisted-module";
// A call a `path: outside` rule judges, on a path nothing is known of before running:
// default-deny, as for a module name computed at run time.
inline constexpr const char* kUnresolvedPathRule = "cordon.unresolved-path";

class RuleSet {
 public:
  RuleSet();  // only the built-in rules

  // Adds rules; throws ConfigError when an id is already taken.
  void Add(std::vector<Rule> rules);
  // Loads every *.yaml / *.yml file directly inside `directory`, in name order.
  // Throws ConfigError for a missing directory or a bad file.
  void LoadDirectory(const FileSystem& fs, const std::string& directory);

  // Adds a module list file (analyzer/module_list.h), called `name` in messages (the
  // name a policy gives it). Throws ConfigError.
  void LoadModuleList(const FileSystem& fs, const std::string& path, const std::string& name);

  const std::vector<Rule>& rules() const { return rules_; }
  const ModuleList& modules() const { return modules_; }
  const Rule* Find(const std::string& id) const;

 private:
  std::vector<Rule> rules_;
  ModuleList modules_;
};

}  // namespace cordon
