#include "policy/report/lint_report.h"

namespace cordon {

nlohmann::ordered_json FindingToJson(const Finding& f) {
  nlohmann::ordered_json j = {
      {"rule_id", f.rule_id},
      {"category", f.category},
      {"capability", f.capability},
      {"severity", SeverityName(f.severity)},
      {"message", f.message},
      {"remediation", f.remediation},
      {"path", f.path},
      {"start", {{"line", f.start.line}, {"column", f.start.column}}},
      {"end", {{"line", f.end.line}, {"column", f.end.column}}},
      {"source_line", f.source_line},
      {"resolution", f.resolution},
  };
  // Only for a window of a long line: where in the line source_line starts.
  if (f.source_line_column > 1) j["source_line_column"] = f.source_line_column;
  if (!f.variables.empty()) j["variables"] = f.variables;
  return j;
}

nlohmann::ordered_json JsonReport(const LintReport& report) {
  nlohmann::ordered_json findings = nlohmann::ordered_json::array();
  for (const auto& [finding, action] : report.findings) {
    nlohmann::ordered_json j = FindingToJson(finding);
    j["action"] = ActionName(action);
    findings.push_back(std::move(j));
  }
  nlohmann::ordered_json errors = nlohmann::ordered_json::array();
  for (const auto& e : report.errors) errors.push_back({{"path", e.path}, {"message", e.message}});
  nlohmann::ordered_json by_severity = nlohmann::ordered_json::object();
  for (int s = 0; s <= static_cast<int>(Severity::kCritical); ++s) {
    by_severity[std::string(SeverityName(static_cast<Severity>(s)))] = 0;
  }
  for (const auto& rf : report.findings) {
    by_severity[std::string(SeverityName(rf.finding.severity))] =
        by_severity[std::string(SeverityName(rf.finding.severity))].get<int>() + 1;
  }
  nlohmann::ordered_json filters = nlohmann::ordered_json::array();
  for (const auto& f : report.filters) {
    filters.push_back({{"kind", f.kind}, {"source", f.source}, {"suppressed", f.suppressed}});
  }
  return {
      {"format_version", 1},
      {"tool", {{"name", "cordon"}, {"version", report.tool_version}}},
      {"policy", report.policy_name},
      {"fail_on", SeverityName(report.fail_on)},
      {"summary",
       {{"files", report.files_analyzed},
        {"findings", report.findings.size()},
        {"blocking", report.BlockingCount()},
        {"blocked", report.Blocked()},
        {"by_severity", by_severity},
        {"errors", report.errors.size()}}},
      {"findings", findings},
      {"errors", errors},
      {"filters", filters},
  };
}

}  // namespace cordon
