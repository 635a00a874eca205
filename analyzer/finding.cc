#include "analyzer/finding.h"

#include <tuple>

namespace cordon {

bool FindingBefore(const Finding& a, const Finding& b) {
  return std::tie(a.path, a.start.line, a.start.column, a.rule_id) <
         std::tie(b.path, b.start.line, b.start.column, b.rule_id);
}

}  // namespace cordon
