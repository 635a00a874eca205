#include "file_system.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <system_error>

namespace cordon {

std::string JoinPath(const std::string& a, const std::string& b) {
  if (a.empty() || a == ".") return b;
  if (a.back() == '/') return a + b;
  return a + "/" + b;
}

FileSystem::Kind RealFileSystem::KindOf(const std::string& path) const {
  std::error_code ec;
  auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(status)) return Kind::kMissing;
  if (std::filesystem::is_regular_file(status)) return Kind::kFile;
  if (std::filesystem::is_directory(status)) return Kind::kDirectory;
  return Kind::kOther;
}

FileSystem::ReadResult RealFileSystem::Read(const std::string& path, uint64_t max_bytes) const {
  std::error_code ec;
  auto size = std::filesystem::file_size(path, ec);
  if (ec) return {std::nullopt, ec.message()};
  if (size > max_bytes) {
    return {std::nullopt, "file is " + std::to_string(size) + " bytes, over the limit of " +
                              std::to_string(max_bytes)};
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return {std::nullopt, "cannot open for reading"};
  std::string text(size, '\0');
  in.read(text.data(), static_cast<std::streamsize>(size));
  text.resize(static_cast<size_t>(in.gcount()));
  if (in.bad()) return {std::nullopt, "read error"};
  return {std::move(text), ""};
}

std::vector<std::string> RealFileSystem::List(const std::string& path) const {
  std::vector<std::string> names;
  std::error_code ec;
  for (std::filesystem::directory_iterator it(path, ec), end; !ec && it != end; it.increment(ec)) {
    names.push_back(it->path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

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
