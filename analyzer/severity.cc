#include "analyzer/severity.h"

#include <array>

namespace cordon {
namespace {
constexpr std::array<std::string_view, 5> kNames = {"info", "low", "medium", "high", "critical"};
}

std::string_view SeverityName(Severity severity) { return kNames[static_cast<size_t>(severity)]; }

std::optional<Severity> ParseSeverity(std::string_view text) {
  for (size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == text) return static_cast<Severity>(i);
  }
  return std::nullopt;
}

std::string SeverityChoices() {
  std::string out;
  for (auto name : kNames) {
    if (!out.empty()) out += ", ";
    out += name;
  }
  return out;
}

}  // namespace cordon
