#include "runner/image_builder.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>

extern char** environ;

namespace cordon {
namespace {

// Runs a program, its output going to our stderr (progress), and returns its status.
int RunProgram(const std::vector<std::string>& argv) {
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO);  // never our stdout
  pid_t pid = 0;
  int rc = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) return -1;
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

class ScratchDir {
 public:
  explicit ScratchDir(const std::string& parent) {
    std::string pattern = parent + "/cordon-image-XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr) {
      throw EngineError("cannot create a scratch folder under " + parent);
    }
    path_ = pattern;
  }
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

std::string Seconds(std::chrono::steady_clock::time_point since) {
  auto s = std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f s", s);
  return buf;
}

}  // namespace

std::string AptMirror() {
  std::regex uri(R"((https?://[^\s]+/debian)\b)");
  for (const char* file : {"/etc/apt/sources.list.d/debian.sources", "/etc/apt/sources.list"}) {
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
      if (line.find("security") != std::string::npos || line.rfind('#', 0) == 0) continue;
      std::smatch m;
      if (std::regex_search(line, m, uri)) return m[1];
    }
  }
  return "http://deb.debian.org/debian";
}

bool BuildSandboxImage(ContainerEngine& engine, const ImageBuildOptions& options,
                       const ProgressFn& progress) {
  if (!options.force && engine.ImageExists(options.reference)) {
    progress(options.reference + " is already in " + engine.Name() + " (use --force to rebuild)");
    return false;
  }
  if (!options.rootfs_tar.empty() && std::filesystem::exists(options.rootfs_tar)) {
    auto t = std::chrono::steady_clock::now();
    progress("[1/1] importing " + options.rootfs_tar + " into " + engine.Name() + " as " +
             options.reference);
    engine.ImportImage(options.rootfs_tar, options.reference);
    progress("      done in " + Seconds(t));
    return true;
  }
  if (geteuid() != 0) throw EngineError("building the image needs root (debootstrap); run as root");
  if (RunProgram({"sh", "-c", "command -v debootstrap >/dev/null"}) != 0) {
    throw EngineError("debootstrap is not installed: apt-get install debootstrap");
  }
  ScratchDir scratch(options.scratch_dir);
  std::string rootfs = scratch.path() + "/rootfs";
  std::string tarball =
      options.rootfs_tar.empty() ? scratch.path() + "/rootfs.tar" : options.rootfs_tar;
  std::string mirror = options.mirror.empty() ? AptMirror() : options.mirror;
  std::string packages;
  for (const auto& p : options.packages) packages += (packages.empty() ? "" : ",") + p;

  auto t0 = std::chrono::steady_clock::now();
  progress("[1/3] debootstrap " + options.suite + " from " + mirror + " with " + packages);
  if (RunProgram({"debootstrap", "--variant=minbase", "--include=" + packages, options.suite,
                  rootfs, mirror}) != 0) {
    throw EngineError("debootstrap failed (see its output above); check that " + mirror +
                      " is reachable, or pass --mirror");
  }
  // Trim what a sandbox never needs (package caches, documentation, manuals, message
  // catalogues), and give the working directory a mount point.
  RunProgram(
      {"sh", "-c",
       "cd '" + rootfs +
           "' && rm -rf var/cache/apt/archives/*.deb var/lib/apt/lists/* "
           "usr/share/doc/* usr/share/man/* usr/share/info/* usr/share/locale/* && mkdir -p work"});
  progress("      done in " + Seconds(t0));

  auto t1 = std::chrono::steady_clock::now();
  progress("[2/3] packing the root filesystem");
  if (RunProgram({"tar", "--numeric-owner", "-C", rootfs, "-cf", tarball, "."}) != 0) {
    throw EngineError("tar failed packing " + rootfs);
  }
  progress("      " + std::to_string(std::filesystem::file_size(tarball) >> 20) + " MiB in " +
           Seconds(t1));

  auto t2 = std::chrono::steady_clock::now();
  progress("[3/3] importing into " + engine.Name() + " as " + options.reference);
  engine.ImportImage(tarball, options.reference);
  progress("      done in " + Seconds(t2));
  return true;
}

}  // namespace cordon
