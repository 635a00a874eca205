// Which files `cordon lint PATH...` analyses: files as given (by extension, else by their
// #! line), folders walked
// recursively for .py/.js/.mjs/.cjs, skipping .git, node_modules, caches, and virtualenvs
// (recognised by their pyvenv.cfg, whatever their name: the stdlib has a `venv` package).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "analyzer/file_system.h"
#include "analyzer/language.h"

namespace cordon {

struct DiscoveredSource {
  std::string path;
  Language language;
};

struct DiscoveryError {
  std::string path;
  std::string message;
};

// A file without a known extension named explicitly (a script in bin/) is read by its
// `#!` line (analyzer/language.h).
inline constexpr uint64_t kMaxScriptBytes = 4 << 20;
std::optional<Language> LanguageOfScript(const FileSystem& fs, const std::string& path);

// `language` overrides the extension for files named explicitly (not for folder walks).
std::vector<DiscoveredSource> DiscoverSources(const FileSystem& fs,
                                              const std::vector<std::string>& paths,
                                              std::optional<Language> language,
                                              std::vector<DiscoveryError>& errors);

}  // namespace cordon
