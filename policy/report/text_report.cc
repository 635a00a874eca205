#include <algorithm>
#include <map>

#include "policy/report/lint_report.h"

namespace cordon {
namespace {

// The finding's line as shown: "…" first when it is a window of a longer line.
std::string ShownLine(const Finding& f) {
  return (f.source_line_column > 1 ? "\u2026" : "") + f.source_line;
}

// A caret line under the finding: ^ at the start, ~ to its end on the same line (or to
// the end of what is shown).
std::string Underline(const Finding& f) {
  const uint32_t shift = f.source_line_column > 1 ? f.source_line_column - 2 : 0;
  const std::string shown = ShownLine(f);
  const uint32_t start = f.start.column - shift;
  std::string line;
  uint32_t column = 1;
  for (size_t byte = 0; byte < shown.size() && column < start; ++byte) {
    unsigned char c = static_cast<unsigned char>(shown[byte]);
    if ((c & 0xC0) == 0x80) continue;  // continuation byte: same code point
    line += c == '\t' ? '\t' : ' ';    // keep tabs so the caret lines up
    ++column;
  }
  line += '^';
  const uint32_t shown_end = CodePointCount(shown) + 1;
  const uint32_t end =
      f.end.line == f.start.line ? std::min(f.end.column - shift, shown_end) : shown_end;
  for (uint32_t i = start + 1; i < end; ++i) line += '~';
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
      out << "    " << ShownLine(f) << "\n    " << Underline(f) << "\n";
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
  for (const auto& filter : report.filters) {
    if (filter.kind == "baseline") {
      out << "; " << filter.suppressed << " more in the baseline " << filter.source << " not shown";
    } else {
      out << "; " << filter.suppressed << " more already in the files at " << filter.source
          << " not shown";
    }
  }
  out << "\n";
}

}  // namespace cordon
