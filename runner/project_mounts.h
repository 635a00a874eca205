// Project folders: host files and folders a user lends the sandbox (`cordon run --mount
// HOST:PATH[:ro|rw]`, `mounts:` in the config file). Each is resolved and checked on the
// host before any container starts, and a refusal names the mount and the rule it broke:
//   --mount /:/work/root: refused: '/' is the whole host; mount the folder you need
//
// The rules, and why:
//   - the container path lies inside the working directory (/work/NAME...), so the
//     analyzer's working-directory rules already cover it, nothing is mounted over the
//     interpreter or the launcher, and it is not the program's own file (main.py, main.js);
//   - the host path exists, contains no symbolic link (what is mounted is what was named),
//     is not /, the home folder itself, a kernel surface (/proc, /sys, /dev), run-time
//     state (/run, cordon's own folders), container storage, and neither is nor holds a
//     socket (an engine's is the host; any other is a daemon to talk to);
//   - mounts do not nest or repeat; read-only unless asked for rw and the policy's
//     `writable_mounts` allows it; a writable folder must be writable by the sandbox user.
//
// Errors: ParseMountFlag and ResolveMounts throw MountError.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cordon {

class MountError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct MountRequest {
  std::string host;       // as given; relative to `base_dir`
  std::string path;       // in the container: absolute, or relative to /work
  bool writable = false;  // asked for rw
  std::string origin;     // names it in errors: "--mount data:/work/data", "config.yaml:7:5"
  std::string base_dir;   // what a relative host path is relative to ("" = the cwd)
};

struct ProjectMount {
  std::string source;  // the host path, absolute and resolved
  std::string target;  // the container path, absolute, under /work
  bool writable = false;
};

// What the checks need from the host, gathered by the caller (the CLI) so they can be
// tested with any values.
struct MountHost {
  std::string cwd;
  std::string home;                         // "" when unknown
  std::vector<std::string> engine_sockets;  // paths of the engines' sockets
  bool root = false;                        // cordon runs as root (rootful engines)
  uint32_t sandbox_uid = 65534;             // who the program runs as
  uint32_t sandbox_gid = 65534;
};

// This host's facts: the cwd, $HOME, whether cordon runs as root, and where the engines'
// sockets are ($DOCKER_HOST and $CONTAINER_HOST when unix://, Docker's and Podman's usual
// sockets, rootless ones under $XDG_RUNTIME_DIR, and the folders of cordon's own podman
// services).
MountHost MountHostFromSystem(const std::function<const char*(const char*)>& environment);

// "HOST:PATH", "HOST:PATH:ro" or "HOST:PATH:rw", the engines' spelling.
MountRequest ParseMountFlag(std::string_view text);

// Resolves and checks every request; all or nothing.
std::vector<ProjectMount> ResolveMounts(const std::vector<MountRequest>& requests,
                                        const MountHost& host, bool writable_allowed);

// "" while every mount's source is still the real path it was when checked; else what
// changed (a folder swapped for a link after the check), for refusing the run.
std::string ChangedMount(const std::vector<ProjectMount>& mounts);

// The container paths, for the launcher (which leaves them out of its artifacts) and for
// input-file checks: whether `relative` (a path under /work) falls inside one of them.
std::optional<std::string> MountContaining(const std::vector<ProjectMount>& mounts,
                                           std::string_view relative);

}  // namespace cordon
