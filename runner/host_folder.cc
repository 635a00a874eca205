#include "runner/host_folder.h"

#include <re2/re2.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <system_error>

#include "runner/container_engine.h"
#include "runner/launcher.h"
#include "runner/orphan_sweep.h"

namespace cordon {

std::string DefaultHostDir(const std::function<const char*(const char*)>& environment,
                           const std::string& name) {
  if (const char* v = environment("CORDON_HOST_DIR"); v && *v) return std::string(v) + "/" + name;
  if (geteuid() == 0) return "/run/cordon/" + name;
  if (const char* v = environment("XDG_RUNTIME_DIR"); v && *v) {
    return std::string(v) + "/cordon/" + name;
  }
  return "/tmp/cordon-" + std::to_string(geteuid()) + "/" + name;
}

void MakeOwnFolder(const std::string& dir, const std::string& purpose) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // mkdir never adds write bits the mode lacks.
  for (fs::path partial; const auto& part : fs::path(dir)) {
    partial /= part;
    if (mkdir(partial.c_str(), 0755) != 0 && errno != EEXIST) {
      ec = std::error_code(errno, std::generic_category());
      break;
    }
  }
  for (const std::string& path : {fs::path(dir).parent_path().string(), dir}) {
    struct stat st {};
    bool mine = lstat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode) &&
                (st.st_uid == geteuid() || st.st_uid == 0) && (st.st_mode & 022) == 0;
    if (!mine) {
      throw EngineError(
          "cannot use " + dir + " for " + purpose + ": " +
          (ec ? ec.message() : path + " is not a folder of this user that only it can write") +
          "; set CORDON_HOST_DIR to a folder of your own");
    }
  }
}

void RemoveGoneOwnersFolders(const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // The process first, where no instance name (cordon-serve-1234-2 for a token's core)
  // can be misread as it.
  static const re2::RE2 kFolder(R"(([0-9@]+)\.[0-9a-f]{8}\..*)");
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    std::string text;
    if (!re2::RE2::FullMatch(entry.path().filename().string(), kFolder, &text)) continue;
    auto owner = ParseOwner(text);
    bool this_process = owner && owner->pid == getpid() && !owner->start;
    if (owner && !this_process && !IsLiveCordonProcess(*owner)) {
      fs::remove_all(entry.path(), ec);
    }
  }
}

std::string OwnFolderName(const std::string& dir, const std::string& suffix) {
  return dir + "/" + OwnerLabel() + "." + NewNonce().substr(0, 8) + "." + suffix;
}

}  // namespace cordon
