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
        "cannot tell the language from the extension or a #! line; name it with --lang "
        "python|javascript");

  // A script named explicitly is read by its #! line (pre-commit hands over bin/ scripts).
  fs.Add("bin/tool", "#!/usr/bin/env python3\nimport os\n");
  fs.Add("bin/serve", "#!/usr/bin/node\n");
  errors.clear();
  auto scripts = DiscoverSources(fs, {"bin/tool", "bin/serve"}, std::nullopt, errors);
  REQUIRE(scripts.size() == 2);
  CHECK(scripts[0].language == Language::kPython);
  CHECK(scripts[1].language == Language::kJavaScript);
  CHECK(errors.empty());

  errors.clear();
  auto forced = DiscoverSources(fs, {"script"}, Language::kPython, errors);
  REQUIRE(forced.size() == 1);
  CHECK(errors.empty());
}

TEST_CASE("a #! line names the language", "[discovery]") {
  CHECK(LanguageFromShebang("#!/usr/bin/python3\n") == Language::kPython);
  CHECK(LanguageFromShebang("#!/usr/bin/env python3.11 -u\nx") == Language::kPython);
  CHECK(LanguageFromShebang("#! /usr/bin/env -S python -X dev\n") == Language::kPython);
  CHECK(LanguageFromShebang("#!/usr/bin/env -u PATH A=1 node\n") == Language::kJavaScript);
  CHECK(LanguageFromShebang("#!/usr/local/bin/nodejs") == Language::kJavaScript);
  CHECK(LanguageFromShebang("#!/bin/sh\n") == std::nullopt);
  CHECK(LanguageFromShebang("#!/usr/bin/pythonista\n") == std::nullopt);
  CHECK(LanguageFromShebang("import os\n") == std::nullopt);
}
