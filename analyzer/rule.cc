#include "analyzer/rule.h"

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

std::vector<std::string> SplitRuleIds(std::string_view list) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    std::string_view item =
        list.substr(start, comma == std::string_view::npos ? list.npos : comma - start);
    size_t b = item.find_first_not_of(" \t\r"), e = item.find_last_not_of(" \t\r");
    if (b != std::string_view::npos) out.emplace_back(item.substr(b, e - b + 1));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

bool NamePattern::Matches(std::string_view name) const {
  return glob_ ? GlobMatch(text_, name) : name == text_;
}

std::string_view UnresolvedKindName(UnresolvedKind kind) {
  switch (kind) {
    case UnresolvedKind::kImport: return "import";
    case UnresolvedKind::kAttribute: return "attribute";
    case UnresolvedKind::kLookup: return "lookup";
    case UnresolvedKind::kCode: return "code";
  }
  return "?";
}

bool Rule::AppliesTo(Language language) const {
  return std::find(languages.begin(), languages.end(), language) != languages.end();
}

bool IsCapability(std::string_view name) {
  return std::find(std::begin(kCapabilities), std::end(kCapabilities), name) !=
         std::end(kCapabilities);
}

std::string CapabilityChoices() {
  std::string out;
  for (std::string_view c : kCapabilities) out += (out.empty() ? "" : ", ") + std::string(c);
  return out;
}

}  // namespace cordon
