#include "policy/report/lint_report.h"

#include <algorithm>

namespace cordon {

size_t LintReport::BlockingCount() const {
  return static_cast<size_t>(std::count_if(
      findings.begin(), findings.end(), [](const auto& f) { return f.action == Action::kBlock; }));
}

void LintReport::Add(Verdict verdict) {
  for (auto& judged : verdict.findings) findings.push_back(std::move(judged));
}

}  // namespace cordon
