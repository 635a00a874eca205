#include "analyzer/file_system.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <system_error>

namespace cordon {

std::string JoinPath(const std::string& a, const std::string& b) {
  if (a.empty() || a == ".") return b;
  if (a.back() == '/') return a + b;
  return a + "/" + b;
}

std::filesystem::path AbsolutePath(const std::string& path, const std::string& base) {
  std::filesystem::path p(path);
  if (p.is_relative()) p = std::filesystem::path(base) / p;
  return p.lexically_normal();
}

bool IsWithin(const std::filesystem::path& inner, const std::filesystem::path& outer) {
  auto rel = inner.lexically_relative(outer);
  return !rel.empty() && *rel.begin() != "..";
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

}  // namespace cordon
