#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "commands.h"

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

}  // namespace cordon::cli
