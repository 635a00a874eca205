// A filesystem held in memory, for tests of rule loading and file discovery.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "analyzer/file_system.h"

namespace cordon {

// Files held in memory, keyed by path with '/' separators; directories are implied.
class InMemoryFileSystem final : public FileSystem {
 public:
  void Add(const std::string& path, std::string text) { files_[path] = std::move(text); }
  Kind KindOf(const std::string& path) const override;
  ReadResult Read(const std::string& path, uint64_t max_bytes) const override;
  std::vector<std::string> List(const std::string& path) const override;

 private:
  std::map<std::string, std::string> files_;
};

}  // namespace cordon
