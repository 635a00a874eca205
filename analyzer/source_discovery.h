// Which files `cordon lint PATH...` analyses: files as given, folders walked
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

// `language` overrides the extension for files named explicitly (not for folder walks).
std::vector<DiscoveredSource> DiscoverSources(const FileSystem& fs,
                                              const std::vector<std::string>& paths,
                                              std::optional<Language> language,
                                              std::vector<DiscoveryError>& errors);

}  // namespace cordon
