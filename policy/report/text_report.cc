#include <map>

#include "policy/report/lint_report.h"

namespace cordon {
namespace {

// A caret line under the finding: ^ at the start, ~ to its end on the same line.
std::string Underline(const Finding& f) {
  std::string line;
  uint32_t column = 1;
  for (size_t byte = 0; byte < f.source_line.size() && column < f.start.column; ++byte) {
    unsigned char c = static_cast<unsigned char>(f.source_line[byte]);
    if ((c & 0xC0) == 0x80) continue;  // continuation byte: same code point
    line += c == '\t' ? '\t' : ' ';    // keep tabs so the caret lines up
    ++column;
  }
  line += '^';
  uint32_t end = f.end.line == f.start.line ? f.end.column : CodePointCount(f.source_line) + 1;
  for (uint32_t i = f.start.column + 1; i < end; ++i) line += '~';
  return line;
}

}  // namespace

void WriteTextReport(const LintReport& report, std::ostream& out) {
  for (const auto& error : report.errors) {
    out << error.path << ": error: " << error.message << "\n";
  }
  for (const auto& [f, action] : report.findings) {
    out << f.path << ":" << f.start.line << ":" << f.start.column << ": "
        << SeverityName(f.severity) << ": " << f.message << " [" << f.rule_id << "]"
        << (action == Action::kBlock ? "" : " (warning only)") << "\n";
    if (!f.source_line.empty()) {
      out << "    " << f.source_line << "\n    " << Underline(f) << "\n";
    }
    for (const auto& step : f.resolution) out << "  note: " << step << "\n";
    if (!f.remediation.empty()) out << "  help: " << f.remediation << "\n";
  }
  std::map<Severity, size_t> by_severity;
  for (const auto& rf : report.findings) ++by_severity[rf.finding.severity];
  out << report.findings.size() << (report.findings.size() == 1 ? " finding" : " findings");
  if (!by_severity.empty()) {
    out << " (";
    bool first = true;
    for (auto it = by_severity.rbegin(); it != by_severity.rend(); ++it) {
      out << (first ? "" : ", ") << it->second << " " << SeverityName(it->first);
      first = false;
    }
    out << ")";
  }
  out << " in " << report.files_analyzed << (report.files_analyzed == 1 ? " file" : " files")
      << "; " << report.BlockingCount() << " blocking under policy '" << report.policy_name
      << "' (blocks at " << SeverityName(report.fail_on) << ")";
  if (!report.errors.empty()) out << "; " << report.errors.size() << " error(s)";
  out << "\n";
}

}  // namespace cordon
