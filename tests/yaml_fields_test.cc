#include "analyzer/yaml_fields.h"

#include <catch2/catch.hpp>

#include "analyzer/config_error.h"

using namespace cordon;

namespace {

std::string ErrorOf(const std::string& text) {
  try {
    YamlFields fields(LoadYaml(text, "f.yaml"), "f.yaml", "a policy");
    fields.RejectUnknown({"name", "block_at"});
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("yaml fields: a key given twice is an error at the second", "[config]") {
  // yaml-cpp would keep the first silently, while a reader trusts the last.
  CHECK(ErrorOf("name: strict\nblock_at: high\nname: permissive\n") ==
        "f.yaml:3:1: 'name' is given twice in a policy; keep one");
  CHECK(ErrorOf("name: strict\nblock_at: high\n") == "no error");
}

TEST_CASE("yaml fields: a file that is one value is not quoted back", "[config]") {
  // A policy path that names another file (/etc/passwd) must not put its text in a log.
  std::string error = ErrorOf("root:x:0:0:root:/root:/bin/bash\n");
  CHECK(error ==
        "f.yaml:1:1: expected a policy to be a mapping of keys to values, found a "
        "single value");
  CHECK(ErrorOf("- a\n- b\n") ==
        "f.yaml:1:1: expected a policy to be a mapping of keys to values, found a list");
}
