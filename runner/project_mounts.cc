#include "runner/project_mounts.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "analyzer/file_system.h"

namespace cordon {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kWork = "/work";

[[noreturn]] void Refuse(const MountRequest& r, const std::string& why) {
  throw MountError(r.origin + ": refused: " + why);
}

std::string Octal(mode_t mode) {
  char out[8];
  std::snprintf(out, sizeof out, "%04o", static_cast<unsigned>(mode & 07777));
  return out;
}

// The container path, absolute and normal, or a refusal.
std::string Target(const MountRequest& r, const std::vector<ProjectMount>& earlier) {
  if (r.path.empty()) Refuse(r, "no container path; write HOST:PATH, e.g. ./data:/work/data");
  fs::path p(r.path);
  if (p.is_relative()) p = fs::path(kWork) / p;
  for (const auto& part : p) {
    if (part == "..") Refuse(r, "the container path '" + r.path + "' uses '..'");
  }
  if (r.path.find_first_of(":,") != std::string::npos) {
    Refuse(r, "the container path '" + r.path + "' holds ':' or ','; choose another name");
  }
  p = p.lexically_normal();
  std::string target = p.string();
  while (target.size() > 1 && target.back() == '/') target.pop_back();
  if (!IsWithin(target, kWork) || target == kWork) {
    Refuse(r, "the container path '" + r.path +
                  "' is not inside the working directory; mount it under /work, e.g. "
                  "/work/data (the program starts there)");
  }
  const std::string name = fs::path(target).lexically_relative(kWork).string();
  for (const char* program : {"main.py", "main.js", "main.cjs", "main.mjs"}) {
    if (name == program) {
      Refuse(r, "the container path " + target + " is where the program itself goes");
    }
  }
  for (const auto& m : earlier) {
    if (IsWithin(target, m.target) || IsWithin(m.target, target)) {
      Refuse(r, "the container path " + target + " overlaps the mount at " + m.target);
    }
  }
  return target;
}

std::string Source(const MountRequest& r, const MountHost& host) {
  if (r.host.empty()) Refuse(r, "no host path; write HOST:PATH, e.g. ./data:/work/data");
  fs::path given(r.host);
  if (given.is_relative()) {
    // The base (the config file's folder, or the cwd) is taken as it really is: only
    // what the mount itself names must be free of symbolic links.
    std::error_code base_ec;
    fs::path base = fs::canonical(r.base_dir.empty() ? host.cwd : r.base_dir, base_ec);
    if (base_ec) Refuse(r, "the folder it is relative to does not exist");
    given = base / given;
  }
  given = given.lexically_normal();
  std::string named = given.string();
  while (named.size() > 1 && named.back() == '/') named.pop_back();
  std::error_code ec;
  fs::path real = fs::canonical(named, ec);
  if (ec) Refuse(r, "the host path " + named + " does not exist");
  if (real.string() != named) {
    Refuse(r, "the host path " + named + " goes through a symbolic link (it is " + real.string() +
                  "); name the real path if that is what you mean");
  }
  if (real == "/") Refuse(r, "'/' is the whole host; mount the folder you need");
  if (!host.home.empty()) {
    std::error_code home_ec;
    fs::path home = fs::canonical(host.home, home_ec);
    if (!home_ec && real == home) {
      Refuse(r, real.string() + " is your home folder; mount the project folder inside it");
    }
  }
  for (const char* surface : {"/proc", "/sys", "/dev"}) {
    if (IsWithin(real, surface)) {
      Refuse(r, real.string() + " is a kernel surface (" + surface + "); it is not mountable");
    }
  }
  for (const char* state : {"/run", "/var/run"}) {
    if (IsWithin(real, state)) {
      Refuse(r, real.string() + " is the host's run-time state (" + state +
                    ": daemons' sockets, cordon's own services); it is not mountable");
    }
  }
  if (IsWithin(real, "/tmp") && real != "/tmp") {
    // /tmp/cordon-<uid> (one-shot runs' podman service), /tmp/cordon-podman-* (a server's).
    const std::string top = real.lexically_relative("/tmp").begin()->string();
    const bool uid_folder = top.size() > 7 && top.rfind("cordon-", 0) == 0 &&
                            top.find_first_not_of("0123456789", 7) == std::string::npos;
    if (uid_folder || top.rfind("cordon-podman-", 0) == 0) {
      Refuse(r, real.string() + " is a folder of cordon's own (its podman service)");
    }
  }
  if (real.string().find_first_of(":,") != std::string::npos) {
    Refuse(r, real.string() +
                  " holds ':' or ',', which a mount cannot spell; rename it or "
                  "mount a folder above it");
  }
  for (const char* storage : {"/var/lib/containers", "/var/lib/docker", "/var/lib/cordon-docker",
                              "/run/containers", "/run/docker"}) {
    if (IsWithin(real, storage) || IsWithin(storage, real)) {
      Refuse(r, real.string() + " holds or is container storage (" + storage +
                    "): other containers' files");
    }
  }
  for (const auto& socket : host.engine_sockets) {
    std::error_code socket_ec;
    fs::path s = fs::weakly_canonical(socket, socket_ec);
    if (socket_ec) continue;
    if (IsWithin(s, real) || IsWithin(real, s)) {
      Refuse(r, real.string() + " holds the container engine's socket (" + s.string() +
                    "), which would give the program the host");
    }
  }
  struct stat st {};
  if (stat(real.c_str(), &st) != 0) Refuse(r, "cannot read " + real.string());
  if (S_ISSOCK(st.st_mode)) Refuse(r, real.string() + " is a socket; mount files or folders");
  if (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode)) {
    Refuse(r, real.string() + " is neither a file nor a folder");
  }
  if (S_ISDIR(st.st_mode)) {
    // A socket anywhere inside can be connected to through a read-only mount: whatever
    // listens on it (a daemon, a database, an agent) would take the program's requests.
    std::error_code walk_ec;
    for (fs::recursive_directory_iterator
             it(real, fs::directory_options::skip_permission_denied, walk_ec),
         end;
         !walk_ec && it != end; it.increment(walk_ec)) {
      if (it->is_socket(walk_ec) && !it->is_symlink(walk_ec)) {
        Refuse(r, real.string() + " holds a socket (" + it->path().string() +
                      "): a program could talk to whatever listens on it");
      }
    }
  }
  return real.string();
}

}  // namespace

std::string ChangedMount(const std::vector<ProjectMount>& mounts) {
  for (const auto& m : mounts) {
    std::error_code ec;
    fs::path now = fs::canonical(m.source, ec);
    if (ec) return "the project folder " + m.source + " is gone; restart cordon once it is back";
    if (now.string() != m.source) {
      return "the project folder " + m.source +
             " changed since cordon checked it (it now leads to " + now.string() +
             "); nothing ran: check it, then restart cordon";
    }
  }
  return "";
}

MountHost MountHostFromSystem(const std::function<const char*(const char*)>& environment) {
  MountHost host;
  std::error_code ec;
  host.cwd = fs::current_path(ec).string();
  auto get = [&](const char* name) {
    const char* v = environment(name);
    return std::string(v ? v : "");
  };
  host.home = get("HOME");
  host.root = geteuid() == 0;
  for (const char* variable : {"DOCKER_HOST", "CONTAINER_HOST"}) {
    std::string value = get(variable);
    if (value.rfind("unix://", 0) == 0) host.engine_sockets.push_back(value.substr(7));
  }
  for (const char* known : {"/run/docker.sock", "/var/run/docker.sock", "/run/podman/podman.sock",
                            "/var/run/podman/podman.sock", "/run/containerd/containerd.sock",
                            "/run/cordon", "/run/cordon-ci"}) {
    host.engine_sockets.push_back(known);
  }
  if (std::string xdg = get("XDG_RUNTIME_DIR"); !xdg.empty()) {
    host.engine_sockets.push_back(xdg + "/podman/podman.sock");
    host.engine_sockets.push_back(xdg + "/docker.sock");
    host.engine_sockets.push_back(xdg + "/cordon");
  }
  if (std::string dir = get("CORDON_PODMAN_DIR"); !dir.empty()) host.engine_sockets.push_back(dir);
  host.engine_sockets.push_back("/tmp/cordon-" + std::to_string(geteuid()));
  return host;
}

MountRequest ParseMountFlag(std::string_view text) {
  MountRequest r;
  r.origin = "--mount " + std::string(text);
  std::string_view rest = text;
  size_t first = rest.find(':');
  if (first == std::string_view::npos) {
    throw MountError(r.origin + ": expected HOST:PATH[:ro|rw], e.g. ./data:/work/data:ro");
  }
  r.host = std::string(rest.substr(0, first));
  rest.remove_prefix(first + 1);
  size_t second = rest.find(':');
  r.path = std::string(rest.substr(0, second));
  if (second != std::string_view::npos) {
    std::string_view mode = rest.substr(second + 1);
    if (mode == "rw") {
      r.writable = true;
    } else if (mode != "ro") {
      throw MountError(r.origin + ": the mode must be ro or rw, found '" + std::string(mode) + "'");
    }
  }
  return r;
}

std::vector<ProjectMount> ResolveMounts(const std::vector<MountRequest>& requests,
                                        const MountHost& host, bool writable_allowed) {
  std::vector<ProjectMount> mounts;
  for (const auto& r : requests) {
    ProjectMount m;
    m.target = Target(r, mounts);
    m.source = Source(r, host);
    if (r.writable) {
      if (!writable_allowed) {
        Refuse(r,
               "the policy does not allow writable mounts (writable_mounts: false); mount it "
               "read-only (:ro), or use a policy that sets writable_mounts: true");
      }
      struct stat st {};
      stat(m.source.c_str(), &st);
      const bool writable_by_sandbox = (st.st_uid == host.sandbox_uid && (st.st_mode & S_IWUSR)) ||
                                       (st.st_gid == host.sandbox_gid && (st.st_mode & S_IWGRP)) ||
                                       (st.st_mode & S_IWOTH);
      if (host.root && !writable_by_sandbox) {
        Refuse(r, "the program runs as uid " + std::to_string(host.sandbox_uid) +
                      ", which cannot write " + m.source + " (owner uid " +
                      std::to_string(st.st_uid) + ", mode " + Octal(st.st_mode) +
                      "); give it write access (e.g. chown " + std::to_string(host.sandbox_uid) +
                      ":" + std::to_string(host.sandbox_gid) + " " + m.source +
                      ") or mount it read-only");
      }
      m.writable = true;
    }
    mounts.push_back(std::move(m));
  }
  // The program can replace anything inside a writable folder, a sub-folder with a
  // symbolic link included, and the engine follows links when it next mounts: so no
  // mount may come from inside a writable one.
  for (size_t i = 0; i < mounts.size(); ++i) {
    for (size_t j = 0; j < mounts.size(); ++j) {
      if (i != j && mounts[j].writable && IsWithin(mounts[i].source, mounts[j].source)) {
        Refuse(requests[i], mounts[i].source + " is inside the writable mount of " +
                                mounts[j].source + ", which the program could change");
      }
    }
  }
  return mounts;
}

std::optional<std::string> MountContaining(const std::vector<ProjectMount>& mounts,
                                           std::string_view relative) {
  const fs::path p = AbsolutePath(std::string(relative), std::string(kWork));
  for (const auto& m : mounts) {
    if (IsWithin(p, m.target)) return m.target;
  }
  return std::nullopt;
}

}  // namespace cordon
