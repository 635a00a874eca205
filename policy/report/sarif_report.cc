#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>

#include "policy/report/fingerprint.h"
#include "policy/report/lint_report.h"

namespace cordon {
namespace {

constexpr const char* kInformationUri = "https://github.com/cordon-sandbox/cordon";

std::string_view SarifLevel(const JudgedFinding& rf) {
  if (rf.action == Action::kBlock) return "error";
  return rf.finding.severity >= Severity::kMedium ? "warning" : "note";
}

// GitHub's security-severity scale (0.0-10.0) for a severity.
std::string SecuritySeverity(Severity s) {
  switch (s) {
    case Severity::kCritical: return "9.5";
    case Severity::kHigh: return "8.0";
    case Severity::kMedium: return "5.5";
    case Severity::kLow: return "3.0";
    default: return "1.0";
  }
}

// Percent-encodes a path for a URI, keeping its slashes.
std::string EncodePath(const std::string& p) {
  std::string out;
  for (unsigned char c : p) {
    if (std::isalnum(c) || c == '/' || c == '.' || c == '-' || c == '_' || c == '~') {
      out += static_cast<char>(c);
    } else {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", c);
      out += buf;
    }
  }
  return out;
}

// An absolute path becomes a file:// URI; a relative one stays relative to %SRCROOT%,
// the checkout root, which is what code scanning resolves it against.
nlohmann::ordered_json ArtifactLocation(const std::string& path) {
  if (!path.empty() && path[0] == '/') return {{"uri", "file://" + EncodePath(path)}};
  std::string p = path;
  while (p.rfind("./", 0) == 0) p = p.substr(2);
  return {{"uri", EncodePath(p)}, {"uriBaseId", "%SRCROOT%"}};
}

// A readable name distinct from the id, as SARIF asks: py.process.shell -> PyProcessShell.
std::string RuleName(const std::string& id) {
  std::string out;
  bool upper = true;
  for (char c : id) {
    if (c == '.' || c == '-' || c == '_') {
      upper = true;
    } else {
      out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      upper = false;
    }
  }
  return out;
}

}  // namespace

nlohmann::ordered_json SarifReport(const LintReport& report, const RuleSet& rules) {
  nlohmann::ordered_json sarif_rules = nlohmann::ordered_json::array();
  std::map<std::string, size_t> index;
  for (const auto& rule : rules.rules()) {
    index[rule.id] = sarif_rules.size();
    std::string help = rule.remediation;
    std::string full = rule.description.empty() ? rule.message : rule.description;
    nlohmann::ordered_json tags = {"security", rule.category};
    if (!rule.capability.empty()) tags.push_back("capability:" + rule.capability);
    sarif_rules.push_back({
        {"id", rule.id},
        {"name", RuleName(rule.id)},
        {"shortDescription", {{"text", rule.category + ": " + rule.id}}},
        {"fullDescription", {{"text", full}}},
        {"help", {{"text", help}, {"markdown", "**" + rule.category + "** — " + help}}},
        {"defaultConfiguration",
         {{"level", rule.severity >= Severity::kHigh     ? "error"
                    : rule.severity >= Severity::kMedium ? "warning"
                                                         : "note"}}},
        {"properties",
         {{"tags", tags},
          {"precision", "high"},
          {"security-severity", SecuritySeverity(rule.severity)}}},
    });
  }
  std::string baseline_file;
  for (const auto& filter : report.filters) {
    if (filter.kind == "baseline") baseline_file = filter.source;
  }
  nlohmann::ordered_json results = nlohmann::ordered_json::array();
  auto add = [&](const JudgedFinding& rf, bool accepted) {
    const Finding& f = rf.finding;
    std::string text = f.message;
    for (const auto& step : f.resolution) text += " (" + step + ")";
    nlohmann::ordered_json region = {
        {"startLine", f.start.line},
        {"startColumn", f.start.column},
        {"endLine", f.end.line},
        {"endColumn",
         std::max(f.end.column, f.start.column + (f.end.line == f.start.line ? 1u : 0u))}};
    if (!f.source_line.empty()) region["snippet"] = {{"text", f.source_line}};
    nlohmann::ordered_json result = {
        {"ruleId", f.rule_id},
        {"level", SarifLevel(rf)},
        {"message", {{"text", text}}},
        {"locations",
         {{{"physicalLocation",
            {{"artifactLocation", ArtifactLocation(f.path)}, {"region", region}}}}}},
        {"partialFingerprints", {{"primaryLocationLineHash", LineFingerprint(f)}}},
    };
    if (auto it = index.find(f.rule_id); it != index.end()) result["ruleIndex"] = it->second;
    if (!baseline_file.empty()) {
      // Against a baseline: new results, and the accepted ones kept as suppressed, so code
      // scanning shows them as known rather than closing them as fixed.
      result["baselineState"] = accepted ? "unchanged" : "new";
      if (accepted) {
        result["suppressions"] = nlohmann::ordered_json::array(
            {{{"kind", "external"},
              {"justification", "accepted in the baseline " + baseline_file}}});
      }
    }
    results.push_back(std::move(result));
  };
  for (const auto& rf : report.findings) add(rf, false);
  for (const auto& rf : report.accepted) add(rf, true);
  nlohmann::ordered_json notifications = nlohmann::ordered_json::array();
  for (const auto& e : report.errors) {
    notifications.push_back(
        {{"level", "error"}, {"message", {{"text", e.path + ": " + e.message}}}});
  }
  nlohmann::ordered_json invocation = {{"executionSuccessful", report.errors.empty()},
                                       {"toolExecutionNotifications", notifications}};
  if (!report.filters.empty()) {
    // Left out of results by a baseline or a diff base: how many, so none vanish unsaid.
    nlohmann::ordered_json filters = nlohmann::ordered_json::array();
    for (const auto& f : report.filters) {
      filters.push_back({{"kind", f.kind}, {"source", f.source}, {"suppressed", f.suppressed}});
    }
    invocation["properties"] = {{"filters", filters}};
  }
  return {
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs",
       {{{"tool",
          {{"driver",
            {{"name", "cordon"},
             {"fullName", "cordon " + report.tool_version + " policy-first code analyzer"},
             {"version", report.tool_version},
             {"semanticVersion", report.tool_version},
             {"informationUri", kInformationUri},
             {"rules", sarif_rules}}}}},
         {"automationDetails", {{"id", "cordon/lint/" + report.policy_name + "/"}}},
         {"columnKind", "unicodeCodePoints"},
         {"invocations", nlohmann::ordered_json::array({invocation})},
         {"results", results}}}},
  };
}

}  // namespace cordon
