#include "analyzer/source_discovery.h"

#include <set>

namespace cordon {
namespace {

const std::set<std::string> kSkippedDirectories = {
    ".git", ".hg",         ".svn",          "node_modules",  "__pycache__",
    ".tox", ".mypy_cache", ".pytest_cache", "site-packages", ".nox"};

void Walk(const FileSystem& fs, const std::string& dir, std::vector<DiscoveredSource>& out,
          int depth) {
  if (depth > 64) return;  // symlink loops or absurd trees
  // A virtualenv of any name has pyvenv.cfg at its top.
  if (fs.KindOf(JoinPath(dir, "pyvenv.cfg")) == FileSystem::Kind::kFile) return;
  for (const auto& name : fs.List(dir)) {
    std::string path = JoinPath(dir, name);
    auto kind = fs.KindOf(path);
    if (kind == FileSystem::Kind::kDirectory) {
      if (!kSkippedDirectories.count(name)) Walk(fs, path, out, depth + 1);
    } else if (kind == FileSystem::Kind::kFile) {
      if (auto language = LanguageFromPath(name)) out.push_back({path, *language});
    }
  }
}

}  // namespace

std::optional<Language> LanguageOfScript(const FileSystem& fs, const std::string& path) {
  auto read = fs.Read(path, kMaxScriptBytes);
  return read.text ? LanguageFromShebang(*read.text) : std::nullopt;
}

std::vector<DiscoveredSource> DiscoverSources(const FileSystem& fs,
                                              const std::vector<std::string>& paths,
                                              std::optional<Language> language,
                                              std::vector<DiscoveryError>& errors) {
  std::vector<DiscoveredSource> out;
  for (const auto& path : paths) {
    switch (fs.KindOf(path)) {
      case FileSystem::Kind::kFile: {
        auto detected = language ? language : LanguageFromPath(path);
        if (!detected) detected = LanguageOfScript(fs, path);
        if (!detected) {
          errors.push_back({path,
                            "cannot tell the language from the extension or a #! line; name "
                            "it with --lang python|javascript"});
        } else {
          out.push_back({path, *detected});
        }
        break;
      }
      case FileSystem::Kind::kDirectory: Walk(fs, path, out, 0); break;
      case FileSystem::Kind::kMissing: errors.push_back({path, "no such file or directory"}); break;
      case FileSystem::Kind::kOther:
        errors.push_back({path, "not a regular file or directory"});
        break;
    }
  }
  return out;
}

}  // namespace cordon
