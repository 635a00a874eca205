#include "report/lint_report.h"

#include <algorithm>

namespace cordon {

size_t LintReport::BlockingCount() const {
  return static_cast<size_t>(std::count_if(
      findings.begin(), findings.end(), [](const auto& f) { return f.action == Action::kBlock; }));
}

void AddFindings(LintReport& report, const Policy& policy, std::optional<Severity> fail_on,
                 std::vector<Finding> findings) {
  for (auto& finding : findings) {
    Action action = policy.ActionFor(finding, fail_on);
    if (action == Action::kAllow) continue;
    report.findings.push_back({std::move(finding), action});
  }
}

}  // namespace cordon
