#include "analyzer/source_discovery.h"

#include <catch2/catch.hpp>

#include "tests/support/in_memory_file_system.h"

using namespace cordon;

TEST_CASE("folders are walked by extension, skipping vendored and virtualenv trees",
          "[source_discovery]") {
  InMemoryFileSystem fs;
  fs.Add("proj/a.py", "");
  fs.Add("proj/b.mjs", "");
  fs.Add("proj/c.cjs", "");
  fs.Add("proj/d.js", "");
  fs.Add("proj/readme.md", "");
  fs.Add("proj/node_modules/x/index.js", "");
  fs.Add("proj/.git/hooks/h.py", "");
  fs.Add("proj/env/pyvenv.cfg", "");
  fs.Add("proj/env/lib/x.py", "");
  fs.Add("proj/sub/e.py", "");
  fs.Add("script", "");
  std::vector<DiscoveryError> errors;
  auto found = DiscoverSources(fs, {"proj", "missing", "script"}, std::nullopt, errors);
  std::vector<std::string> paths;
  for (const auto& s : found) paths.push_back(s.path);
  CHECK(paths == std::vector<std::string>{"proj/a.py", "proj/b.mjs", "proj/c.cjs", "proj/d.js",
                                          "proj/sub/e.py"});
  CHECK(found[1].language == Language::kJavaScript);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0].path == "missing");
  CHECK(errors[0].message == "no such file or directory");
  CHECK(errors[1].message ==
        "cannot tell the language from the extension; name it with --lang python|javascript");

  errors.clear();
  auto forced = DiscoverSources(fs, {"script"}, Language::kPython, errors);
  REQUIRE(forced.size() == 1);
  CHECK(errors.empty());
}
