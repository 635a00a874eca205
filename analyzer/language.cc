#include "analyzer/language.h"

#include <tree_sitter/api.h>

extern "C" const TSLanguage* tree_sitter_python();
extern "C" const TSLanguage* tree_sitter_javascript();

namespace cordon {

std::string_view LanguageName(Language language) {
  return language == Language::kPython ? "python" : "javascript";
}

std::optional<Language> ParseLanguage(std::string_view text) {
  if (text == "python" || text == "py") return Language::kPython;
  if (text == "javascript" || text == "js" || text == "node") return Language::kJavaScript;
  return std::nullopt;
}

std::optional<Language> LanguageFromPath(std::string_view path) {
  auto dot = path.rfind('.');
  auto slash = path.rfind('/');
  if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) {
    return std::nullopt;
  }
  auto ext = path.substr(dot);
  if (ext == ".py") return Language::kPython;
  if (ext == ".js" || ext == ".mjs" || ext == ".cjs") return Language::kJavaScript;
  return std::nullopt;
}

bool IsCompiledModulePath(std::string_view path) {
  for (std::string_view ext : {".so", ".pyc", ".pyo", ".pyd", ".node"}) {
    if (path.ends_with(ext)) return true;
  }
  return false;
}

const TSLanguage* TreeSitterLanguage(Language language) {
  return language == Language::kPython ? tree_sitter_python() : tree_sitter_javascript();
}

}  // namespace cordon
