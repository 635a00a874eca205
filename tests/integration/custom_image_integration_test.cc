// `cordon image build --spec` on a real engine: a spec with one Debian package, one npm
// package and one wheel makes an image whose programs import all three; the same spec again is
// found, not rebuilt. Needs root (chroot), Debian's mirror and the npm registry, as .ci/setup.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>

#include "runner/base64.h"
#include "runner/image_builder.h"
#include "tests/integration/engine_fixture.h"
#include "tests/support/gated_run.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;
using testing::Engine;
using testing::kImage;

TEST_CASE("a custom image holds the spec's Debian and npm packages and wheels",
          "[integration][custom-image]") {
  REQUIRE(Engine().engine->ImageExists(kImage));
  testing::ScratchFolder folder("cordon-image-spec");
  std::filesystem::create_directories(folder.path);
  const std::string file = folder.path + "/image.yaml";
  // A wheel of our own: a zip laid out for site-packages, as any pure-Python wheel.
  std::filesystem::create_directories(folder.path + "/wheels");
  std::string make_wheel =
      "cd " + folder.path +
      "/wheels && python3 -c \"import zipfile; z = zipfile.ZipFile("
      "'cordon_it_wheel-1.0-py3-none-any.whl', 'w'); t = (2020, 1, 1, 0, 0, 0); "
      "z.writestr(zipfile.ZipInfo('cordon_it_wheel.py', t), 'ANSWER = 42\\n'); "
      "z.writestr(zipfile.ZipInfo('cordon_it_wheel-1.0.dist-info/METADATA', t), "
      "'Metadata-Version: 2.1\\nName: cordon-it-wheel\\nVersion: 1.0\\n'); z.close()\"";
  REQUIRE(std::system(make_wheel.c_str()) == 0);
  const std::string text =
      "name: it-extras\ndebian: [python3-tabulate]\nnpm: [is-number@7.0.0]\nwheels: wheels\n";
  std::ofstream(file) << text;
  ImageSpec spec = ParseImageSpec(text, file);
  CustomImageOptions options;
  options.base = kImage;
  std::string progress;
  auto log = [&](const std::string& line) { progress += line + "\n"; };
  // The wheel's bytes are fixed (dated zip entries), so each run names the same image:
  // one found from an earlier run is removed so that this one really builds (and at
  // most one stays behind, not one per run).
  CustomImage image = BuildCustomImage(*Engine().engine, spec, options, log);
  if (!image.built) {
    Engine().engine->RemoveImage(image.reference);
    REQUIRE_FALSE(Engine().engine->ImageExists(image.reference));
    image = BuildCustomImage(*Engine().engine, spec, options, log);
  }
  INFO(progress);
  CHECK(image.built);
  CHECK(image.reference.starts_with("cordon-env-it-extras:"));
  REQUIRE(Engine().engine->ImageExists(image.reference));
  // The image says what it holds (cordon://environments reads it).
  auto label = Base64Decode(Engine().engine->ImageLabel(image.reference, kEnvironmentLabel));
  REQUIRE(label);
  CHECK(nlohmann::json::parse(*label)["debian"] == nlohmann::json::array({"python3-tabulate"}));

  // The same spec again: the same image, found.
  CustomImage again = BuildCustomImage(*Engine().engine, spec, options, log);
  CHECK(again.reference == image.reference);
  CHECK_FALSE(again.built);

  testing::Loaded loaded =
      testing::Load(std::string(CORDON_SOURCE_DIR) + "/tests/integration/unrestricted.yaml");
  Analyzer analyzer(loaded.rules);
  SteadyClock clock;
  RunnerConfig config = testing::Config();
  config.python_image = config.javascript_image = image.reference;
  Runner runner(*Engine().engine, config, clock);
  auto run = [&](const std::string& code, Language language) {
    RunRequest request;
    request.language = language;
    request.code = code;
    RunResult r = testing::GatedRun(runner, analyzer, loaded.policy, request);
    INFO(RunStatusName(r.status) << " " << r.error << "\n" << r.stderr_text);
    CHECK(r.status == RunStatus::kOk);
    return r.stdout_text;
  };
  CHECK(run("from cordon_it_wheel import ANSWER\nprint(ANSWER)\n", Language::kPython) == "42\n");
  CHECK(run("from tabulate import tabulate\nprint(tabulate([[1]], tablefmt='plain'))\n"
            "import json\nprint(json.load(open('/etc/cordon/environment.json'))['npm'])\n",
            Language::kPython) == "1\n['is-number@7.0.0']\n");
  CHECK(run("const isNumber = require('is-number');\nconsole.log(isNumber(5), isNumber('x'));\n",
            Language::kJavaScript) == "true false\n");
  CHECK(run("import isNumber from 'is-number';\nconsole.log(isNumber(7));\n",
            Language::kJavaScript) == "true\n");
  CHECK(testing::OurContainers() == 0);
}
