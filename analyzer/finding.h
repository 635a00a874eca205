// What the analyzer reports: one rule matched at one place, and why.
#pragma once

#include <string>
#include <vector>

#include "analyzer/severity.h"
#include "analyzer/source_text.h"

namespace cordon {

struct Finding {
  std::string rule_id;
  std::string category;
  std::string capability;  // the rule's: what the code could do; "" for the engine's own
  Severity severity = Severity::kInfo;
  std::string message;
  std::string remediation;
  std::string path;  // as given by the caller ("<stdin>" for standard input)
  Position start;
  Position end;
  // The text of the start line, or of a window of it around the finding when the line
  // is long (kMaxSourceLineCodePoints): one 80 KB line with 10,000 findings on it must
  // not become 10,000 copies of the line.
  std::string source_line;
  uint32_t source_line_column = 1;  // the column of source_line's first character
  // How names were resolved to make the rule match, outermost first, e.g.
  // "`run_it` is `os.system`, imported on line 1". Empty when the match is literal.
  std::vector<std::string> resolution;
};

inline constexpr uint32_t kMaxSourceLineCodePoints = 200;

// Orders findings by path, position, then rule id: stable output for people and diffs.
bool FindingBefore(const Finding& a, const Finding& b);

}  // namespace cordon
