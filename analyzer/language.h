// The languages cordon analyses, and how a file or a flag names them.
#pragma once

#include <optional>
#include <string_view>

struct TSLanguage;

namespace cordon {

enum class Language { kPython, kJavaScript };

std::string_view LanguageName(Language language);  // "python", "javascript"
// Accepts "python"/"py" and "javascript"/"js"/"node".
std::optional<Language> ParseLanguage(std::string_view text);
// From a path's extension: .py; .js .mjs .cjs. nullopt for anything else.
std::optional<Language> LanguageFromPath(std::string_view path);
// The tree-sitter grammar; static data owned by the grammar library.
const TSLanguage* TreeSitterLanguage(Language language);

}  // namespace cordon
