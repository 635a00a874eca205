// `cordon rules test`: checks the rules against annotated samples.
//
// In a sample file, a comment line `# expect: RULE-ID[, RULE-ID]` (`// expect:` in
// JavaScript) says the next code line must produce those findings; `# ok: RULE-ID` says
// it must not. A comment `# expect-decision: allow` (or `block`) anywhere in the file
// says what the policy must decide for the whole file. Every rule with patterns must
// have at least one positive and one negative sample.
#pragma once

#include <string>
#include <vector>

#include "analyzer/analyzer.h"
#include "analyzer/file_system.h"
#include "policy/policy.h"

namespace cordon {

struct SampleMismatch {
  std::string path;
  uint32_t line = 0;  // 0 for file- or rule-level problems
  std::string message;
};

struct SampleCheckResult {
  size_t files = 0;
  size_t expectations = 0;
  std::vector<SampleMismatch> mismatches;
};

SampleCheckResult CheckSamples(const FileSystem& fs, const std::vector<std::string>& paths,
                               const Analyzer& analyzer, const RuleSet& rules,
                               const Policy& policy);

}  // namespace cordon
