#include "analyzer/rule_loader.h"

#include <catch2/catch.hpp>

#include "analyzer/config_error.h"
#include "analyzer/rule_set.h"

using namespace cordon;

namespace {

const char* kValid = R"(rules:
  - id: py.test.rule
    languages: [python]
    severity: high
    category: process-execution
    capability: process
    message: "`{name}` runs"
    remediation: do not
    patterns:
      - call: [os.system, "subprocess.*"]
        where:
          - keyword: shell
            equals: ["true"]
      - import: ctypes
      - attribute: __globals__
      - reference: os.environ
      - unresolved: [import, lookup]
      - query: '(call function: (identifier) @f (#eq? @f "breakpoint")) @match'
      - value: [os, "sys"]
)";

std::string ErrorOf(const std::string& yaml) {
  try {
    ParseRuleFile(yaml, "rules/python/exec.yaml");
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "no error";
}

std::string WithPattern(const std::string& pattern_lines) {
  return "rules:\n  - id: r\n    languages: [python]\n    severity: low\n    category: c\n"
         "    message: m\n    remediation: r\n    patterns:\n" +
         pattern_lines;
}

}  // namespace

TEST_CASE("a valid rule file loads every pattern kind", "[rule_loader]") {
  auto rules = ParseRuleFile(kValid, "ok.yaml");
  REQUIRE(rules.size() == 1);
  const Rule& rule = rules[0];
  CHECK(rule.id == "py.test.rule");
  CHECK(rule.severity == Severity::kHigh);
  CHECK(rule.line == 2);
  REQUIRE(rule.patterns.size() == 7);
  CHECK(rule.patterns[0].kind == PatternKind::kCall);
  CHECK(rule.patterns[0].names.size() == 2);
  CHECK(rule.patterns[0].where.size() == 1);
  CHECK(rule.patterns[1].kind == PatternKind::kImport);
  CHECK(rule.patterns[2].kind == PatternKind::kAttribute);
  CHECK(rule.patterns[3].kind == PatternKind::kReference);
  CHECK(rule.patterns[4].unresolved.size() == 2);
  CHECK(rule.patterns[5].queries[static_cast<int>(Language::kPython)] != nullptr);
  CHECK(rule.patterns[6].kind == PatternKind::kValue);
  CHECK(rule.patterns[6].names.size() == 2);
}

TEST_CASE("name patterns match with wildcards", "[rule_loader]") {
  CHECK(NamePattern("subprocess.*").Matches("subprocess.run"));
  CHECK_FALSE(NamePattern("subprocess.*").Matches("subprocess"));
  CHECK(NamePattern("child_process.exec*").Matches("child_process.execSync"));
  CHECK(NamePattern("child_process.exec*").Matches("child_process.exec"));
  CHECK_FALSE(NamePattern("child_process.exec*").Matches("child_process.spawn"));
  CHECK(NamePattern("os.*spawn*").Matches("os.posix_spawnp"));
}

TEST_CASE("a rule names the capability code matching it could use", "[rule_loader]") {
  CHECK(ParseRuleFile(kValid, "x.yaml")[0].capability == "process");
  CHECK(ParseRuleFile(WithPattern("      - import: os\n"), "x.yaml")[0].capability.empty());
  std::string misspelt = WithPattern("      - import: os\n");
  misspelt.insert(misspelt.find("    message"), "    capability: proces\n");
  CHECK(ErrorOf(misspelt) ==
        "rules/python/exec.yaml:6:17: unknown capability 'proces' (expected one of process, "
        "code-eval, native, fs-write, fs-destroy, network, environment, introspection, "
        "deserialization, signals, module-loading)");
}

TEST_CASE("every shipped rule names its capability", "[rule_loader]") {
  for (const char* language : {"python", "javascript"}) {
    RealFileSystem fs;
    RuleSet rules;
    rules.LoadDirectory(fs, std::string(CORDON_SOURCE_DIR) + "/rules/" + language);
    for (const Rule& rule : rules.rules()) {
      INFO(rule.id);
      CHECK((rule.file == "<built-in>") == rule.capability.empty());
    }
  }
}

TEST_CASE("rule file errors say where and what to do", "[rule_loader]") {
  CHECK(ErrorOf("rules:\n  - id: r\n    patern: x\n") ==
        "rules/python/exec.yaml:3:5: unknown key 'patern' in rule (did you mean 'patterns'?)");
  CHECK(ErrorOf(WithPattern("      - call: os.system\n        were: []\n")) ==
        "rules/python/exec.yaml:10:9: unknown key 'were' in pattern (did you mean 'where'?)");
  CHECK(ErrorOf("rules:\n  - id: r\n    languages: [python]\n    severity: severe\n") ==
        "rules/python/exec.yaml:4:15: unknown severity 'severe' (expected info, low, medium, high, "
        "critical)");
  CHECK(ErrorOf("rules:\n  - id: r\n    languages: [ruby]\n") ==
        "rules/python/exec.yaml:3:16: unknown language 'ruby' (expected python, javascript)");
  CHECK(ErrorOf("rules:\n  - id: r\n    languages: [python]\n    severity: low\n") ==
        "rules/python/exec.yaml:2:5: rule is missing the required key 'category'");
  CHECK(ErrorOf(WithPattern("      - call: os.system\n        import: os\n")) ==
        "rules/python/exec.yaml:9:9: a pattern takes only one of 'call', 'value', 'import', "
        "'attribute', 'reference', 'unresolved' or 'query'; split it into several patterns");
  CHECK(ErrorOf(WithPattern("      - value: os\n        where:\n          - position: 0\n"
                            "            literal: true\n")) ==
        "rules/python/exec.yaml:9:9: 'where' and 'unless' apply only to 'call' patterns");
  CHECK(ErrorOf(WithPattern("      - unresolved: magic\n")) ==
        "rules/python/exec.yaml:9:21: unknown value 'magic' in 'unresolved' (expected import, "
        "attribute, lookup, code)");
  CHECK(ErrorOf(
            WithPattern("      - call: os.system\n        where:\n          - literal: true\n")) ==
        "rules/python/exec.yaml:11:13: an argument condition needs 'position', 'keyword' or both");
  CHECK(ErrorOf(WithPattern("      - import: os\n        where:\n          - position: 0\n         "
                            "   literal: true\n")) ==
        "rules/python/exec.yaml:9:9: 'where' and 'unless' apply only to 'call' patterns");
  CHECK(ErrorOf(WithPattern("      - call: 'os system'\n")) ==
        "rules/python/exec.yaml:9:15: 'os system' in 'call' is not a dotted name (letters, digits, "
        "_, $, ., and * as a wildcard)");
  CHECK(ErrorOf(WithPattern("      - call: open\n        where:\n          - position: 1\n"
                            "            or_unknown: true\n")) ==
        "rules/python/exec.yaml:12:25: 'or_unknown' says how 'equals' or 'matches' treats a value "
        "not known before the program runs; add one of them, or remove 'or_unknown'");
  CHECK(ErrorOf("rules: [\n").rfind("rules/python/exec.yaml:2:1: invalid YAML: ", 0) == 0);
  CHECK(ErrorOf("") ==
        "rules/python/exec.yaml: the file is empty; a rule file holds 'rules:', a list of rules");
}

TEST_CASE("a query that does not compile points into the query", "[rule_loader]") {
  CHECK(ErrorOf(WithPattern("      - query: '(call functon: (identifier)) @match'\n")) ==
        "rules/python/exec.yaml:9:23: query does not compile for python: unknown field name "
        "(check node and field names against the grammar, e.g. with `tree-sitter parse`)");
  CHECK(ErrorOf(WithPattern(
            "      - query: |\n          (call) @match\n          (nosuchnode) @match\n")) ==
        "rules/python/exec.yaml:11:12: query does not compile for python: unknown node type "
        "(check node and field names against the grammar, e.g. with `tree-sitter parse`)");
  CHECK(ErrorOf(WithPattern("      - query: '(call) @c'\n")) ==
        "rules/python/exec.yaml:9:17: query does not compile for python: the query must capture "
        "the node to report as @match (check node and field names against the grammar, e.g. "
        "with `tree-sitter parse`)");
  CHECK(ErrorOf(WithPattern("      - query: '((call) @match (#weird? @match \"x\"))'\n")) ==
        "rules/python/exec.yaml:9:17: query does not compile for python: unsupported predicate "
        "'#weird?' (supported: #eq?, #not-eq?, #any-of?, #not-any-of?, #match?, #not-match?) "
        "(check node and field names against the grammar, e.g. with `tree-sitter parse`)");
}

TEST_CASE("a query whose first string is empty loads", "[rule_loader]") {
  // Found by fuzz_rule_loader: tree-sitter's query parser copied zero bytes from a null
  // buffer here (undefined behaviour that UBSan stops on; grammars/CMakeLists.txt).
  auto rules = ParseRuleFile(
      WithPattern("      - query: '((identifier) @match (#eq? @match \"\"))'\n"), "x.yaml");
  REQUIRE(rules.size() == 1);
  CHECK(rules[0].patterns.size() == 1);
}

TEST_CASE("a capture inside an unknown field is refused like any unknown field", "[rule_loader]") {
  // Found by fuzz_rule_loader: on this error tree-sitter 0.25.1 does not free the
  // captures it collected inside the field (query.c, ts_query__parse_pattern), 8 bytes
  // per such query. LeakSanitizer is told so (tests/lsan.supp); the refusal is ours.
  CHECK(ErrorOf(WithPattern("      - query: '(call functon: (identifier) @match)'\n")) ==
        "rules/python/exec.yaml:9:23: query does not compile for python: unknown field name "
        "(check node and field names against the grammar, e.g. with `tree-sitter parse`)");
  CHECK(ErrorOf(WithPattern("      - query: '(call functon: (call (identifier) @match))'\n"))
            .find("unknown field name") != std::string::npos);
}

TEST_CASE("two quantifiers on one pattern are refused before tree-sitter loops on them",
          "[rule_loader]") {
  // Found by fuzz_rule_loader: tree-sitter 0.25.1's ts_query_new never returns for
  // `(x)?+` or `(x)*+`. The loader refuses any second quantifier in one suffix.
  const std::string expected =
      "query does not compile for python: two quantifiers on one pattern; keep one of ?, * "
      "and + (check node and field names against the grammar, e.g. with `tree-sitter parse`)";
  CHECK(ErrorOf(WithPattern("      - query: '((identifier) @match ?+)'\n")) ==
        "rules/python/exec.yaml:9:39: " + expected);
  CHECK(ErrorOf(WithPattern("      - query: '((identifier)* @match +)'\n")) ==
        "rules/python/exec.yaml:9:39: " + expected);
  CHECK(ErrorOf(WithPattern("      - query: '((_)?+) @match'\n")).find(expected) !=
        std::string::npos);
  // A quantifier in a string, a comment or a predicate's name is not one.
  for (const char* query :
       {"((identifier)+ (string)?) @match", "((call) @match (#eq? @match \"?+\"))",
        "((identifier) @match (#not-match? @match \"a+?\"))"}) {
    CAPTURE(query);
    CHECK(ParseRuleFile(WithPattern(std::string("      - query: '") + query + "'\n"), "x.yaml")
              .size() == 1);
  }
}

TEST_CASE("a NUL character in a query is refused before tree-sitter reads past a name",
          "[rule_loader]") {
  // Found by fuzz_rule_loader: tree-sitter 0.25.1 compares a query's node string with
  // strncmp, which stops at the NUL, then reads the node name past its end.
  const std::string expected =
      "query does not compile for python: a NUL character; node names and strings never "
      "hold one";
  CHECK(ErrorOf(WithPattern("      - query: '((identifier) \"]\\0\" @match)'\n")).find(expected) !=
        std::string::npos);
  CHECK(ErrorOf(WithPattern(std::string("      - query: \"((identifier) @match \\0)\"\n")))
            .find(expected) != std::string::npos);
}

TEST_CASE("a bad regular expression is reported at its key", "[rule_loader]") {
  std::string error = ErrorOf(WithPattern(
      "      - call: open\n        where:\n          - position: 0\n            matches: '('\n"));
  CHECK(error.rfind("rules/python/exec.yaml:12:22: 'matches' is not a valid regular expression",
                    0) == 0);
}

TEST_CASE("an over-long id or name is refused with a message, not a stack overflow",
          "[rule_loader]") {
  std::string long_id(50000, 'r');
  std::string yaml = "rules:\n  - id: " + long_id +
                     "\n    languages: [python]\n    severity: low\n    category: c\n"
                     "    message: m\n    remediation: r\n    patterns:\n      - call: " +
                     std::string(50000, 'x') + "\n";
  CHECK(ParseRuleFile(yaml, "long.yaml").at(0).id == long_id);
  CHECK(ErrorOf("rules:\n  - id: " + std::string(50000, '-') + "\n")
            .rfind("rules/python/exec.yaml:2:9: rule id '---", 0) == 0);
}

TEST_CASE("a deeply nested 'matches' pattern loads or is refused, never overflows",
          "[rule_loader]") {
  std::string pattern = std::string(50000, '(') + "a" + std::string(50000, ')');
  std::string error =
      ErrorOf(WithPattern("      - call: open\n        where:\n          - "
                          "position: 0\n            matches: '" +
                          pattern + "'\n"));
  CHECK(error == "no error");
}

TEST_CASE("'position' must be a whole number the analyzer can index with", "[rule_loader]") {
  auto with_position = [](const std::string& value) {
    return ErrorOf(WithPattern("      - call: open\n        where:\n          - position: " +
                               value + "\n            present: true\n"));
  };
  const std::string expected =
      "rules/python/exec.yaml:11:23: 'position' must be a whole number from 0 to 1000";
  CHECK(with_position("1e20").rfind(expected, 0) == 0);
  CHECK(with_position(".nan").rfind(expected, 0) == 0);
  CHECK(with_position(".inf").rfind(expected, 0) == 0);
  CHECK(with_position("-1").rfind(expected, 0) == 0);
  CHECK(with_position("1.5").rfind(expected, 0) == 0);
  CHECK(with_position("1001").rfind(expected, 0) == 0);
  CHECK(with_position("3") == "no error");
}
