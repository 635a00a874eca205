#include "runner/image_spec.h"

#include <openssl/evp.h>
#include <re2/re2.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "analyzer/yaml_fields.h"
#include "runner/base64.h"
#include "runner/container_engine.h"

namespace cordon {

namespace {

std::string Sha256Hex(const std::string& data) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  EVP_Digest(data.data(), data.size(), digest, &size, EVP_sha256(), nullptr);
  return HexEncode(std::string_view(reinterpret_cast<const char*>(digest), size));
}

// Each name of `key`, checked against `pattern` (so that none reaches apt or npm as an
// option or a path), in the spec's order, without repeats.
std::vector<std::string> Names(const YamlFields& f, const char* key, const re2::RE2& pattern,
                               const char* what) {
  std::vector<std::string> names;
  YAML::Node list = f.Get(key);
  if (!list || list.IsNull()) return names;
  if (!list.IsSequence()) throw f.ErrorAt(list, std::string("'") + key + "' is a list of names");
  for (const auto& item : list) {
    std::string name = item.IsScalar() ? item.Scalar() : "";
    if (!re2::RE2::FullMatch(name, pattern)) {
      throw f.ErrorAt(item, "'" + name + "' is not " + what);
    }
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return names;
}

}  // namespace

ImageSpec ParseImageSpec(const std::string& text, const std::string& file) {
  YAML::Node root = LoadYaml(text, file);
  if (!root || root.IsNull()) throw ConfigError(file, 0, 0, "the image spec is empty");
  YamlFields f(root, file, "image spec");
  f.RejectUnknown({"name", "base", "debian", "npm", "wheels"});
  ImageSpec spec;
  spec.file = file;
  spec.name = f.RequiredString("name");
  static const re2::RE2 kName("[a-z0-9][a-z0-9-]{0,40}");
  if (!re2::RE2::FullMatch(spec.name, kName)) {
    throw f.ErrorAt(f.Get("name"),
                    "a name is 1 to 41 lower-case letters, digits and '-', starting with a "
                    "letter or digit");
  }
  spec.base = f.OptionalString("base").value_or("");
  static const re2::RE2 kReference(R"([a-z0-9][a-z0-9._/-]*(:[A-Za-z0-9._-]+)?)");
  if (!spec.base.empty() && !re2::RE2::FullMatch(spec.base, kReference)) {
    throw f.ErrorAt(f.Get("base"), "'" + spec.base + "' is not an image reference");
  }
  // Debian's package names, optionally =version; npm's (scoped or not), optionally @range.
  static const re2::RE2 kDebian(R"([a-z0-9][a-z0-9+.-]+(=[A-Za-z0-9.+~:-]+)?)");
  static const re2::RE2 kNpm(
      R"((@[a-z0-9][a-z0-9._-]*/)?[a-z0-9][a-z0-9._-]*(@[A-Za-z0-9.^~<>=| *+-]+)?)");
  spec.debian = Names(f, "debian", kDebian, "a Debian package name (name or name=version)");
  spec.npm = Names(f, "npm", kNpm, "an npm package name (name, @scope/name, name@version)");
  for (const auto& name : spec.npm) {
    // npm reads x.tgz or x.tar as a file on this host, not a package of the registry.
    if (name.ends_with(".tgz") || name.ends_with(".tar") || name.ends_with(".tar.gz")) {
      throw ConfigError(file, 0, 0,
                        "'" + name + "' is a tarball path to npm, not a registry package name");
    }
  }
  if (auto wheels = f.OptionalString("wheels")) {
    std::filesystem::path folder(*wheels);
    if (folder.is_relative()) folder = std::filesystem::path(file).parent_path() / folder;
    spec.wheels = std::filesystem::absolute(folder).lexically_normal().string();
  }
  if (spec.debian.empty() && spec.npm.empty() && spec.wheels.empty()) {
    throw ConfigError(file, 0, 0,
                      "the image spec adds nothing: list debian or npm packages, or a wheels "
                      "folder");
  }
  return spec;
}

std::vector<WheelFile> ListWheels(const std::string& folder) {
  std::vector<WheelFile> wheels;
  if (folder.empty()) return wheels;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    if (entry.path().extension() != ".whl" || !entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    wheels.push_back({entry.path().string(), Sha256Hex(bytes)});
  }
  if (ec) throw EngineError("cannot read the wheels folder " + folder + ": " + ec.message());
  if (wheels.empty()) throw EngineError("the wheels folder " + folder + " holds no .whl file");
  std::sort(wheels.begin(), wheels.end(),
            [](const WheelFile& a, const WheelFile& b) { return a.path < b.path; });
  return wheels;
}

std::string ImageManifest(const ImageSpec& spec, const std::string& base,
                          const std::vector<WheelFile>& wheels) {
  nlohmann::ordered_json wheel_list = nlohmann::ordered_json::array();
  for (const auto& w : wheels) {
    wheel_list.push_back(
        {{"file", std::filesystem::path(w.path).filename().string()}, {"sha256", w.sha256}});
  }
  // `format`: how cordon builds images from a spec; a new way makes new images.
  nlohmann::ordered_json manifest = {{"format", 1},     {"name", spec.name},
                                     {"base", base},    {"debian", spec.debian},
                                     {"npm", spec.npm}, {"wheels", wheel_list}};
  return manifest.dump();
}

std::string ImageReference(const ImageSpec& spec, const std::string& manifest) {
  return "cordon-env-" + spec.name + ":" + Sha256Hex(manifest).substr(0, 12);
}

}  // namespace cordon
