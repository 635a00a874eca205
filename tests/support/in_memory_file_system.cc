#include "tests/support/in_memory_file_system.h"

#include <set>

namespace cordon {

FileSystem::Kind InMemoryFileSystem::KindOf(const std::string& path) const {
  if (files_.count(path)) return Kind::kFile;
  std::string prefix = path.empty() || path == "." ? "" : path + "/";
  for (const auto& [name, text] : files_) {
    if (name.rfind(prefix, 0) == 0) return Kind::kDirectory;
  }
  return Kind::kMissing;
}

FileSystem::ReadResult InMemoryFileSystem::Read(const std::string& path, uint64_t max_bytes) const {
  auto it = files_.find(path);
  if (it == files_.end()) return {std::nullopt, "No such file or directory"};
  if (it->second.size() > max_bytes) {
    return {std::nullopt, "file is " + std::to_string(it->second.size()) +
                              " bytes, over the limit of " + std::to_string(max_bytes)};
  }
  return {it->second, ""};
}

std::vector<std::string> InMemoryFileSystem::List(const std::string& path) const {
  std::set<std::string> names;
  std::string prefix = path.empty() || path == "." ? "" : path + "/";
  for (const auto& [name, text] : files_) {
    if (name.rfind(prefix, 0) != 0) continue;
    std::string rest = name.substr(prefix.size());
    names.insert(rest.substr(0, rest.find('/')));
  }
  return {names.begin(), names.end()};
}

}  // namespace cordon
