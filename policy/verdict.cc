#include "policy/verdict.h"

#include <algorithm>

#include "analyzer/analyzer.h"

namespace cordon {

size_t Verdict::BlockingCount() const {
  return static_cast<size_t>(std::count_if(
      findings.begin(), findings.end(), [](const auto& f) { return f.action == Action::kBlock; }));
}

std::string Verdict::BlockingSummary(std::string_view program_path) const {
  std::string summary;
  for (const auto& [finding, action] : findings) {
    if (action != Action::kBlock) continue;
    const bool named =
        !finding.path.empty() && !finding.path.starts_with("<") && finding.path != program_path;
    const std::string where = named ? finding.path + " " : "";
    summary += (summary.empty() ? "" : "; ") + finding.rule_id + " at " + where + "line " +
               std::to_string(finding.start.line);
  }
  return summary;
}

Verdict Judge(const Policy& policy, std::vector<Finding> findings,
              std::optional<Severity> threshold) {
  Verdict verdict;
  verdict.policy_name = policy.name;
  for (auto& finding : findings) {
    Action action = policy.ActionFor(finding, threshold);
    if (action == Action::kAllow) continue;
    verdict.decision = std::max(verdict.decision, action);
    verdict.findings.push_back({std::move(finding), action});
  }
  return verdict;
}

Verdict Evaluate(const Analyzer& analyzer, const Policy& policy, const SourceFile& source,
                 std::optional<Severity> threshold, const std::atomic<bool>* cancel) {
  AnalyzeOptions options;
  options.honour_suppressions = policy.allow_suppressions;
  options.cancel = cancel;
  return Judge(policy, analyzer.Analyze(source, options), threshold);
}

}  // namespace cordon
