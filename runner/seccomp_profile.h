// The seccomp profile every sandbox container gets, on either engine: runner/seccomp.json,
// installed as share/cordon/seccomp.json. It is data, read at run time, so a reader can
// see (and an operator can tighten) which kernel calls a sandbox may not make.
//
// The engines take it differently through the same API: Docker wants the profile's JSON
// inline in HostConfig.SecurityOpt (its CLI reads the file itself), Podman a path to a
// file it opens (it reports inline JSON as a file name too long). So the profile keeps
// both, and the path is made absolute.
//
//   SeccompProfile profile = LoadSeccompProfile(fs, "/usr/share/cordon/seccomp.json");
//   spec.seccomp_path = profile.path;  spec.seccomp_json = profile.json;
#pragma once

#include <memory>
#include <string>

#include "analyzer/file_system.h"

namespace cordon {

struct SeccompProfile {
  std::string path;  // absolute
  std::string json;  // the file's text, checked to be a profile
  // Keeps a derived profile's file (ForGvisor) as long as any copy of it lives.
  std::shared_ptr<const void> owner;
  bool empty() const { return path.empty(); }
};

// Reads and checks a profile: a JSON object with `defaultAction` and a `syscalls` list.
// Throws ConfigError naming the file and what is wrong with it.
SeccompProfile LoadSeccompProfile(const FileSystem& fs, const std::string& path);

// The profile as gVisor can apply it (runsc with --oci-seccomp loads it into its own
// kernel). Debian 12's runsc answers every SCMP_ACT_ERRNO rule with EPERM whatever its
// errnoRet, so a rule that relies on another errno is left out: clone3's ENOSYS, which
// makes the C library fall back to clone (filtered by flags); with EPERM instead no
// thread could start. What that leaves open, clone3 with namespace flags, creates
// namespaces of gVisor's kernel, not the host's. The result lives in a file of its own
// (Podman opens profiles by path), in a private folder removed with the last copy.
// Throws ConfigError when the folder cannot be made. An empty profile stays empty.
SeccompProfile ForGvisor(const SeccompProfile& profile);

}  // namespace cordon
