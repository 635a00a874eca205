#include "runner/seccomp_profile.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
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

SeccompProfile ForGvisor(const SeccompProfile& profile) {
  if (profile.empty()) return profile;
  nlohmann::json json = nlohmann::json::parse(profile.json);
  nlohmann::json kept = nlohmann::json::array();
  for (const auto& rule : json["syscalls"]) {
    bool other_errno = rule.is_object() && rule.value("action", "") == "SCMP_ACT_ERRNO" &&
                       rule.contains("errnoRet") && rule["errnoRet"] != 1;
    if (!other_errno) kept.push_back(rule);
  }
  json["syscalls"] = std::move(kept);
  std::string folder = (std::filesystem::temp_directory_path() / "cordon-seccomp-XXXXXX").string();
  if (mkdtemp(folder.data()) == nullptr) {
    throw ConfigError(
        folder, 0, 0,
        std::string("cannot make a folder for gVisor's seccomp profile: ") + std::strerror(errno));
  }
  std::string path = folder + "/seccomp-gvisor.json";
  std::string text = json.dump(2) + "\n";
  {
    std::ofstream out(path);
    out << text;
    if (!out) throw ConfigError(path, 0, 0, "cannot write gVisor's seccomp profile");
  }
  // The folder is private (0700) to this user, which the engine's service runs as too.
  auto owner = std::shared_ptr<const void>(nullptr, [folder](const void*) {
    std::error_code ignored;
    std::filesystem::remove_all(folder, ignored);
  });
  return {path, text, owner};
}

}  // namespace cordon
