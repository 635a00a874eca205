// `cordon image build`: the sandbox image, made without any registry. debootstrap
// installs Debian bookworm (minbase) with python3 into a scratch folder, then apt adds
// nodejs, numpy, pandas, matplotlib and scipy without recommended packages and without
// a compiler (see stand_ins); the tree is packed with tar and imported through the
// engine's API as cordon-sandbox:<version>. Skipped when the image exists, unless forced.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "runner/container_engine.h"

namespace cordon {

struct ImageBuildOptions {
  std::string reference;  // cordon-sandbox:<version>
  std::string mirror;     // "" = the mirror apt is configured with
  std::string suite = "bookworm";
  // debootstrap installs these (with their dependencies) ...
  std::vector<std::string> base_packages = {"python3", "ca-certificates"};
  // ... then apt, without recommended packages, these (apt installs many packages much
  // faster than debootstrap). A stand-in package (below) takes the place of each of
  // `stand_ins`, so what only it depends on is not installed.
  std::vector<std::string> packages = {"nodejs", "python3-numpy", "python3-pandas",
                                       "python3-matplotlib", "python3-scipy"};
  // SciPy's package depends on pythran, a compiler it needs only to be built; pythran
  // pulls in g++, the Boost headers and python3-dev: a compiler inside the sandbox.
  std::vector<std::string> stand_ins = {"python3-pythran"};
  bool force = false;
  std::string scratch_dir = "/var/tmp";  // where the root filesystem is assembled
  // When set: import this packed root filesystem if it exists, else build it here and
  // keep it, so a second engine can import the same image without another debootstrap.
  std::string rootfs_tar;
};

// Progress lines for a person ("[1/3] debootstrap ...").
using ProgressFn = std::function<void(const std::string&)>;

// Returns false when the image already existed and nothing was built. Throws
// EngineError (what failed and what to do) on failure, leaving no scratch files.
bool BuildSandboxImage(ContainerEngine& engine, const ImageBuildOptions& options,
                       const ProgressFn& progress);

// The first http(s) mirror in apt's sources, or Debian's default.
std::string AptMirror();

}  // namespace cordon
