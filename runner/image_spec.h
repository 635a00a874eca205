// A custom sandbox image's spec (`cordon image build --spec image.yaml`): the base image
// and what goes on top of it — Debian packages (apt, no recommended packages), npm
// packages (installed on the host from the npm registry, without their install scripts,
// into /node_modules, where `require` and `import` from /work find them), and Python
// wheels from a local folder (unpacked into Python's dist-packages). docs/images.md.
//
//   name: data-tools              # the image is cordon-env-data-tools:<digest>
//   base: cordon-sandbox:0.3.0    # optional: cordon's own image by default
//   debian: [python3-six]
//   npm: [is-number@7.0.0]
//   wheels: ./wheels              # relative to the spec's folder
//
// Errors: ParseImageSpec throws ConfigError with the position.
#pragma once

#include <string>
#include <vector>

#include "analyzer/config_error.h"

namespace cordon {

struct ImageSpec {
  std::string file;  // where it was read from
  std::string name;  // lower-case letters, digits and '-'
  std::string base;  // "" = cordon's image
  std::vector<std::string> debian;
  std::vector<std::string> npm;
  std::string wheels;  // a folder, absolute (resolved against the spec's folder); "" = none
};

ImageSpec ParseImageSpec(const std::string& text, const std::string& file);

// A wheel the spec's folder holds, and its SHA-256 (hex): part of the image's digest.
struct WheelFile {
  std::string path;
  std::string sha256;
};
// The wheels (*.whl) in `folder`, sorted by name; throws EngineError when it cannot be read.
std::vector<WheelFile> ListWheels(const std::string& folder);

// What the image is made of, as one JSON text: its name, the base image, the package
// lists in order, and each wheel's name and SHA-256. Its digest names the image, so a
// changed spec makes another image and an unchanged one is found again (a base rebuilt
// under the same reference is not noticed: --force).
std::string ImageManifest(const ImageSpec& spec, const std::string& base,
                          const std::vector<WheelFile>& wheels);
// The label a custom image carries its manifest in (base64 of the JSON), for
// `cordon://environments`.
inline constexpr const char* kEnvironmentLabel = "io.cordon.environment";

// cordon-env-NAME:<first 12 hex digits of the manifest's SHA-256>
std::string ImageReference(const ImageSpec& spec, const std::string& manifest);

}  // namespace cordon
