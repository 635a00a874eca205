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
// From a script's first line: `#!/usr/bin/python3`, `#!/usr/bin/env python3.11`,
// `#!/usr/bin/env -S node --flag`, ... (python, python3, pythonX.Y; node, nodejs).
// nullopt when it names neither.
std::optional<Language> LanguageFromShebang(std::string_view text);
// Whether an interpreter can load the file at `path` as compiled code (`import m` finds
// m.so and m.pyc beside the program; `require('./m.node')`), which no analysis reads.
bool IsCompiledModulePath(std::string_view path);
// The tree-sitter grammar; static data owned by the grammar library.
const TSLanguage* TreeSitterLanguage(Language language);

}  // namespace cordon
