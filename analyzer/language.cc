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

std::optional<Language> LanguageFromShebang(std::string_view text) {
  if (text.rfind("#!", 0) != 0) return std::nullopt;
  std::string_view line = text.substr(
      2, text.find('\n') == std::string_view::npos ? std::string_view::npos : text.find('\n') - 2);
  auto next_word = [&line]() {
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    size_t end = line.find_first_of(" \t\r");
    std::string_view word = line.substr(0, end);
    line.remove_prefix(end == std::string_view::npos ? line.size() : end);
    return word;
  };
  auto base_name = [](std::string_view path) {
    size_t slash = path.rfind('/');
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
  };
  std::string_view program = base_name(next_word());
  if (program == "env") {
    // env's own options (-S, -i, -u NAME, NAME=value) come before the program.
    for (std::string_view word = next_word(); !word.empty(); word = next_word()) {
      if (word == "-u") {
        next_word();
        continue;
      }
      if (word.front() == '-' || word.find('=') != std::string_view::npos) continue;
      program = base_name(word);
      break;
    }
  }
  if (program.rfind("python", 0) == 0) {
    std::string_view version = program.substr(6);
    for (char c : version) {
      if (!(c == '.' || (c >= '0' && c <= '9'))) return std::nullopt;
    }
    return Language::kPython;
  }
  if (program == "node" || program == "nodejs") return Language::kJavaScript;
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
