#include "analyzer/suppression.h"

#include <algorithm>
#include <string>

#include "analyzer/rule.h"

namespace cordon {
namespace {

// The suppression list on a line: nullopt when there is none, "" for "all rules".
std::optional<std::string> SuppressionOn(std::string_view line, Language language) {
  std::string_view marker = language == Language::kPython ? "#" : "//";
  size_t comment = line.find(marker);
  if (comment == std::string_view::npos) return std::nullopt;
  size_t at = line.find("cordon: ignore", comment);
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view rest = line.substr(at + 14);
  if (rest.empty() || rest[0] != '[') return std::string();
  size_t close = rest.find(']');
  return std::string(rest.substr(1, close == std::string_view::npos ? rest.size() - 1 : close - 1));
}

// An empty list silences every rule.
bool ListNames(const std::string& list, const std::string& id) {
  if (list.empty()) return true;
  auto ids = SplitRuleIds(list);
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

bool IsCommentOnly(std::string_view line, Language language) {
  size_t first = line.find_first_not_of(" \t");
  if (first == std::string_view::npos) return false;
  return line.substr(first).starts_with(language == Language::kPython ? "#" : "//");
}

}  // namespace

bool IsSuppressed(const Finding& finding, const SourceText& source, Language language) {
  if (auto list = SuppressionOn(source.Line(finding.start.line), language)) {
    if (ListNames(*list, finding.rule_id)) return true;
  }
  if (finding.start.line > 1) {
    std::string_view above = source.Line(finding.start.line - 1);
    if (IsCommentOnly(above, language)) {
      if (auto list = SuppressionOn(above, language)) return ListNames(*list, finding.rule_id);
    }
  }
  return false;
}

}  // namespace cordon
