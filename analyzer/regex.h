// Regular expressions from rule files, run against text the agent wrote.
//
// Rule authors write the pattern; an attacker writes the text it is searched in. RE2
// matches in time linear in the text and with a bounded stack, so neither a 50,000-deep
// group in a rule nor a megabyte string constant in a snippet can take the process
// down (std::regex recurses per character and overflows). RE2 syntax is ECMAScript's
// without backreferences and lookaround.
#pragma once

#include <re2/re2.h>

#include <memory>
#include <string>
#include <string_view>

namespace cordon {

using Regex = std::shared_ptr<const re2::RE2>;

// Compiles `pattern`, or returns null and sets `error` to RE2's reason.
Regex CompileRegex(const std::string& pattern, std::string& error);

// True when `regex` matches somewhere in `text`.
bool RegexSearch(const re2::RE2& regex, std::string_view text);

}  // namespace cordon
