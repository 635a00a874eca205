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
  // A hash of the finding's whole lines, start to end (at most kMaxSpanHashLines), each
  // with its leading and trailing whitespace dropped and inner runs of it made one space:
  // re-indenting keeps it, any other edit of those lines changes it. 0 when unknown.
  // Baselines and SARIF fingerprints rest on it (policy/report/fingerprint.h).
  uint64_t span_hash = 0;
  // The environment variables a finding of an `environment` rule reads, when each is
  // known by name (`os.environ['HOME']`, `os.getenv('HOME')`, `process.env.HOME`,
  // `const {HOME} = process.env`); empty when unknown or the whole environment. A
  // policy allows reads of the secrets it grants (policy/policy.h).
  std::vector<std::string> variables;
  // How names were resolved to make the rule match, outermost first, e.g.
  // "`run_it` is `os.system`, imported on line 1". Empty when the match is literal.
  std::vector<std::string> resolution;
};

inline constexpr uint32_t kMaxSourceLineCodePoints = 200;
inline constexpr uint32_t kMaxSpanHashLines = 64;

// Orders findings by path, position, then rule id: stable output for people and diffs.
bool FindingBefore(const Finding& a, const Finding& b);

}  // namespace cordon
