// The one policy gate: findings and a policy in, a Verdict out. Every front end decides
// through here (lint, `rules test`, `run`, the MCP tools), so "what blocks" has exactly
// one definition and nothing downstream asks the policy again.
//
//   Verdict v = Evaluate(analyzer, policy, {"x.py", Language::kPython, text});
//   if (v.Blocks()) ...  // v.findings carry the action the policy took on each
//
// Errors: none; bad source becomes findings (the analyzer's contract).
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analyzer/finding.h"
#include "policy/policy.h"

namespace cordon {

class Analyzer;  // analyzer/analyzer.h: only Evaluate needs it
struct SourceFile;

// A finding and what the policy does about it. Never kAllow: allowed findings are
// dropped from a verdict.
struct JudgedFinding {
  Finding finding;
  Action action = Action::kWarn;
};

struct Verdict {
  std::string policy_name;              // the policy that decided
  Action decision = Action::kAllow;     // the strongest action over the findings
  std::vector<JudgedFinding> findings;  // in the analyzer's order

  bool Blocks() const { return decision == Action::kBlock; }
  size_t BlockingCount() const;
  // "py.process.shell at line 3; py.eval at helper.py line 2" for the blocking findings:
  // a file is named unless it is `program_path` or has no name ("<snippet>"); "" when
  // there are none.
  std::string BlockingSummary(std::string_view program_path = {}) const;
};

// Applies the policy to raw findings. `threshold` replaces the policy's block_at (lint's
// --fail-on); explicit rule and category actions still win.
Verdict Judge(const Policy& policy, std::vector<Finding> findings,
              std::optional<Severity> threshold = {});

// Analyses one source under the policy (honouring suppressions only when it allows
// them) and judges the findings.
Verdict Evaluate(const Analyzer& analyzer, const Policy& policy, const SourceFile& source,
                 std::optional<Severity> threshold = {}, const std::atomic<bool>* cancel = nullptr);

}  // namespace cordon
