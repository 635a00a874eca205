// Reads rule files (YAML) into Rules, validating every field.
//
// Errors are ConfigErrors positioned at the offending key or value, e.g.
//   rules/python/exec.yaml:12:5: unknown key 'patern' in pattern (did you mean 'patterns'?)
#pragma once

#include <string>
#include <vector>

#include "analyzer/rule.h"

namespace cordon {

// Parses the text of one rule file. `file` names it in error messages.
std::vector<Rule> ParseRuleFile(const std::string& text, const std::string& file);

}  // namespace cordon
