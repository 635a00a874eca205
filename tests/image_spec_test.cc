#include "runner/image_spec.h"

#include <catch2/catch.hpp>

using namespace cordon;

namespace {

std::string ErrorOf(const std::string& yaml) {
  try {
    ParseImageSpec(yaml, "/specs/image.yaml");
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("image spec: packages, wheels folder, and a name from its contents", "[image-spec]") {
  ImageSpec spec = ParseImageSpec(
      "name: data-tools\ndebian: [python3-tabulate, jq=1.6-2.1, jq=1.6-2.1]\n"
      "npm: [is-number@7.0.0, '@scope/pkg@^1.2.0']\nwheels: ./wheels\n",
      "/specs/image.yaml");
  CHECK(spec.name == "data-tools");
  CHECK(spec.base.empty());
  CHECK(spec.debian == std::vector<std::string>{"python3-tabulate", "jq=1.6-2.1"});
  CHECK(spec.npm == std::vector<std::string>{"is-number@7.0.0", "@scope/pkg@^1.2.0"});
  CHECK(spec.wheels == "/specs/wheels");

  std::string manifest = ImageManifest(spec, "cordon-sandbox:1", {{"/specs/wheels/a.whl", "ab"}});
  CHECK(
      manifest ==
      R"({"format":1,"name":"data-tools","base":"cordon-sandbox:1","debian":["python3-tabulate","jq=1.6-2.1"],)"
      R"("npm":["is-number@7.0.0","@scope/pkg@^1.2.0"],"wheels":[{"file":"a.whl","sha256":"ab"}]})");
  std::string reference = ImageReference(spec, manifest);
  CHECK(reference.starts_with("cordon-env-data-tools:"));
  CHECK(reference.size() == std::string("cordon-env-data-tools:").size() + 12);
  // Anything that changes what the image holds changes its name.
  CHECK(ImageReference(spec, ImageManifest(spec, "cordon-sandbox:2", {})) != reference);
  spec.debian.pop_back();
  CHECK(ImageReference(spec, ImageManifest(spec, "cordon-sandbox:1", {})) !=
        ImageReference(spec, ImageManifest(spec, "cordon-sandbox:1", {{"a.whl", "ab"}})));
}

TEST_CASE("image spec: names that would reach apt or npm as options are errors", "[image-spec]") {
  CHECK(ErrorOf("name: x\ndebian: [--allow-unauthenticated]\n") ==
        "/specs/image.yaml:2:10: '--allow-unauthenticated' is not a Debian package name (name "
        "or name=version)");
  CHECK(ErrorOf("name: x\nnpm: [../evil]\n") ==
        "/specs/image.yaml:2:7: '../evil' is not an npm package name (name, @scope/name, "
        "name@version)");
  CHECK(ErrorOf("name: x\nnpm: [git+https://example.com/x.git]\n").find("not an npm package") !=
        std::string::npos);
  CHECK(ErrorOf("name: x\nnpm: [evil.tgz]\n").find("tarball path") != std::string::npos);
  CHECK(ErrorOf("name: Big Name\ndebian: [jq]\n").find("/specs/image.yaml:1:7: a name is") == 0);
  CHECK(ErrorOf("name: x\n") ==
        "/specs/image.yaml: the image spec adds nothing: list debian or npm packages, or a "
        "wheels folder");
  CHECK(ErrorOf("name: x\ndebain: [jq]\n").find("did you mean 'debian'") != std::string::npos);
}
