#include "policy/sample_check.h"

#include <catch2/catch.hpp>

#include "tests/support/analyzer_helpers.h"
#include "tests/support/in_memory_file_system.h"

using namespace cordon;

TEST_CASE("annotated samples are checked line by line", "[sample_check]") {
  RuleSet rules = testing::RulesFrom(R"(rules:
  - id: t.shell
    languages: [python]
    severity: critical
    category: process
    message: m
    remediation: r
    patterns: [{call: os.system}]
  - id: t.never
    languages: [python]
    severity: low
    category: other
    message: m
    remediation: r
    patterns: [{call: nothing.calls.this}]
)");
  Policy policy = ParsePolicy("name: p\nrulesets: [python]\n", "p.yaml");
  Analyzer analyzer(rules);
  InMemoryFileSystem fs;
  fs.Add("s/good.py", "import os\n# expect: t.shell\nos.system('x')\n# ok: t.shell\nprint('x')\n");
  fs.Add("s/bad.py",
         "import os\n# expect: t.shell\nprint('x')\n# ok: t.shell\n\nos.system('y')\n"
         "# expect: t.unknown\nx = 1\n# expect-decision: allow\n");
  auto result = CheckSamples(fs, {"s"}, analyzer, rules, policy);
  CHECK(result.files == 2);
  std::vector<std::string> lines;
  for (const auto& m : result.mismatches) {
    lines.push_back(m.path + ":" + std::to_string(m.line) + ": " + m.message);
  }
  CHECK(lines ==
        std::vector<std::string>{
            "s/bad.py:3: expected t.shell here, got nothing",
            "s/bad.py:6: expected no t.shell here, but it matched",
            "s/bad.py:7: unknown rule 't.unknown'",
            "s/bad.py:0: policy 'p' should allow this file but blocks it: t.shell at line 6",
            "test.yaml:9: rule t.never has no `expect:` sample",
            "test.yaml:9: rule t.never has no `ok:` sample",
        });
}
