#include "runner/seccomp_profile.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <system_error>

#include "analyzer/config_error.h"

namespace cordon {

SeccompProfile LoadSeccompProfile(const FileSystem& fs, const std::string& path) {
  constexpr const char* kHelp =
      "; point CORDON_SECCOMP_PROFILE at a seccomp profile (the shipped one is "
      "runner/seccomp.json), or reinstall cordon";
  std::error_code ec;
  std::string absolute = std::filesystem::absolute(path, ec).lexically_normal().string();
  if (ec) absolute = path;
  constexpr uint64_t kMaxBytes = 1 << 20;
  FileSystem::ReadResult read = fs.Read(absolute, kMaxBytes);
  if (!read.text) {
    throw ConfigError(absolute, 0, 0, "cannot read the seccomp profile: " + read.error + kHelp);
  }
  nlohmann::json profile;
  try {
    profile = nlohmann::json::parse(*read.text);
  } catch (const nlohmann::json::parse_error& e) {
    throw ConfigError(absolute, 0, 0,
                      std::string("the seccomp profile is not JSON: ") + e.what() + kHelp);
  }
  if (!profile.is_object() || !profile.contains("defaultAction") ||
      !profile["defaultAction"].is_string() || !profile.contains("syscalls") ||
      !profile["syscalls"].is_array()) {
    throw ConfigError(absolute, 0, 0,
                      "not a seccomp profile: it needs a string `defaultAction` and a "
                      "`syscalls` list" +
                          std::string(kHelp));
  }
  return {absolute, *read.text};
}

}  // namespace cordon
