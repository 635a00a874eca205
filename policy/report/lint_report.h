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

// Findings a gate filter (gate/: a baseline, a diff base) left out of the report: the
// summaries say how many and why, so nothing disappears silently.
struct LintFilter {
  std::string kind;    // "baseline" or "diff"
  std::string source;  // the baseline file, or the git revision diffed against
  size_t suppressed = 0;
};

struct LintReport {
  std::string tool_version;
  std::string policy_name;
  Severity fail_on = Severity::kHigh;
  size_t files_analyzed = 0;
  std::vector<JudgedFinding> findings;  // every file's verdict, in order
  std::vector<LintError> errors;
  std::vector<LintFilter> filters;  // in the order they were applied
  // Findings a baseline accepted: not reported or counted, but SARIF lists them as
  // suppressed so code scanning keeps them as known rather than fixed.
  std::vector<JudgedFinding> accepted;

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
