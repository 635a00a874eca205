// The outcome of linting a set of sources under a policy, and its three renderings:
// text for people (compiler style), JSON for tools (docs/json-output.md), and SARIF 2.1.0
// for code scanning.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "analyzer/finding.h"
#include "analyzer/rule_set.h"
#include "policy/policy.h"
#include "policy/verdict.h"

namespace cordon {

struct LintError {
  std::string path;
  std::string message;
};

struct LintReport {
  std::string tool_version;
  std::string policy_name;
  Severity fail_on = Severity::kHigh;
  size_t files_analyzed = 0;
  std::vector<JudgedFinding> findings;  // every file's verdict, in order
  std::vector<LintError> errors;

  size_t BlockingCount() const;
  bool Blocked() const { return BlockingCount() > 0; }

  // Adds one file's verdict.
  void Add(Verdict verdict);
};

void WriteTextReport(const LintReport& report, std::ostream& out);
nlohmann::ordered_json FindingToJson(const Finding& finding);
nlohmann::ordered_json JsonReport(const LintReport& report);
nlohmann::ordered_json SarifReport(const LintReport& report, const RuleSet& rules);

}  // namespace cordon
