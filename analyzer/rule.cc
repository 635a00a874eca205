#include "rule.h"

#include <algorithm>

namespace cordon {
namespace {

// Classic glob matching with '*' only, iterative with one backtrack point.
bool GlobMatch(std::string_view pattern, std::string_view text) {
  size_t p = 0, t = 0, star = std::string_view::npos, mark = 0;
  while (t < text.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      mark = t;
    } else if (p < pattern.size() && pattern[p] == text[t]) {
      ++p;
      ++t;
    } else if (star != std::string_view::npos) {
      p = star + 1;
      t = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

}  // namespace

bool NamePattern::Matches(std::string_view name) const { return GlobMatch(text_, name); }

std::string_view UnresolvedKindName(UnresolvedKind kind) {
  switch (kind) {
    case UnresolvedKind::kImport: return "import";
    case UnresolvedKind::kAttribute: return "attribute";
    case UnresolvedKind::kLookup: return "lookup";
  }
  return "?";
}

bool Rule::AppliesTo(Language language) const {
  return std::find(languages.begin(), languages.end(), language) != languages.end();
}

}  // namespace cordon
