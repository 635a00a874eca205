// Severity of a finding, ordered so that comparisons mean "at least as bad as".
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cordon {

enum class Severity { kInfo = 0, kLow, kMedium, kHigh, kCritical };

std::string_view SeverityName(Severity severity);
// Parses "info", "low", "medium", "high", "critical"; nullopt for anything else.
std::optional<Severity> ParseSeverity(std::string_view text);
// "info, low, medium, high, critical": for error messages that list what is accepted.
std::string SeverityChoices();

}  // namespace cordon
