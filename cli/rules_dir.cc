#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "analyzer/config_error.h"
#include "cli/commands.h"

namespace cordon::cli {

namespace {

// `name` under <prefix>/share/cordon for <prefix>/bin/cordon (also the build tree's
// layout), or `name` itself when the executable cannot be found.
std::string InstalledData(const std::string& name) {
  std::error_code ec;
  auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return name;
  return (exe.parent_path().parent_path() / "share" / "cordon" / name).string();
}

}  // namespace

std::string ResolveRulesDir(const std::string& flag) {
  if (!flag.empty()) return flag;
  if (const char* env = std::getenv("CORDON_RULES_DIR"); env != nullptr && *env != '\0') {
    return env;
  }
  return InstalledData("rules");
}

SeccompProfile LoadInstalledSeccompProfile() {
  const char* env = std::getenv("CORDON_SECCOMP_PROFILE");
  RealFileSystem fs;
  return LoadSeccompProfile(fs,
                            env != nullptr && *env != '\0' ? env : InstalledData("seccomp.json"));
}

std::string InstalledOfflineEtc() {
  const char* env = std::getenv("CORDON_OFFLINE_ETC");
  std::string folder = env != nullptr && *env != '\0' ? env : InstalledData("offline");
  std::error_code ec;
  auto real = std::filesystem::canonical(folder, ec);
  for (const char* name : {"hosts", "resolv.conf"}) {
    if (ec || !std::filesystem::is_regular_file(real / name, ec)) {
      throw ConfigError(folder + "/" + name, 0, 0,
                        "missing; it is installed with cordon (share/cordon/offline), or set "
                        "CORDON_OFFLINE_ETC to a folder holding hosts and resolv.conf");
    }
  }
  return real.string();
}

PolicyAndRules LoadPolicyAndRules(const CommonOptions& options) {
  RealFileSystem fs;
  return LoadPolicyAndRules(options, fs);
}

PolicyAndRules LoadPolicyAndRules(const CommonOptions& options, const FileSystem& files) {
  std::string rules_dir = ResolveRulesDir(options.rules_dir);
  Policy policy = LoadPolicy(files, rules_dir, options.policy);
  RuleSet rules = LoadRulesFor(files, rules_dir, policy);
  return {std::move(policy), std::move(rules)};
}

}  // namespace cordon::cli
