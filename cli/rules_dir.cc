#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "cli/commands.h"

namespace cordon::cli {

std::string ResolveRulesDir(const std::string& flag) {
  if (!flag.empty()) return flag;
  if (const char* env = std::getenv("CORDON_RULES_DIR"); env != nullptr && *env != '\0') {
    return env;
  }
  std::error_code ec;
  auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return "rules";
  // <prefix>/bin/cordon -> <prefix>/share/cordon/rules (also the layout of the build tree).
  return (exe.parent_path().parent_path() / "share" / "cordon" / "rules").string();
}

PolicyAndRules LoadPolicyAndRules(const CommonOptions& options) {
  RealFileSystem fs;
  std::string rules_dir = ResolveRulesDir(options.rules_dir);
  Policy policy = LoadPolicy(fs, rules_dir, options.policy);
  RuleSet rules = LoadRulesFor(fs, rules_dir, policy);
  return {std::move(policy), std::move(rules)};
}

}  // namespace cordon::cli
