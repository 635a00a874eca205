#include "gate/changed_lines.h"

#include <catch2/catch.hpp>

using namespace cordon;

TEST_CASE("a unified diff gives the new side's changed lines per file", "[diff]") {
  const std::string diff =
      "diff --git a/src/a.py b/src/a.py\n"
      "index 1111111..2222222 100644\n"
      "--- a/src/a.py\n"
      "+++ b/src/a.py\n"
      "@@ -3 +3 @@ def f():\n"
      "-    x = 1\n"
      "+    x = 2\n"
      "@@ -10,0 +11,3 @@\n"
      "+a\n"
      "+++ b\n"  // an added line "++ b": content, not a header
      "+c\n"
      "@@ -20,2 +23,0 @@\n"  // a pure deletion: no new lines
      "-gone\n"
      "-gone\n"
      "diff --git a/old.py b/old.py\n"
      "deleted file mode 100644\n"
      "--- a/old.py\n"
      "+++ /dev/null\n"
      "@@ -1,2 +0,0 @@\n"
      "-x\n"
      "-y\n"
      "diff --git a/new.js b/new.js\n"
      "new file mode 100644\n"
      "--- /dev/null\n"
      "+++ b/new.js\n"
      "@@ -0,0 +1,2 @@\n"
      "+x\n"
      "+y\n"
      "\\ No newline at end of file\n";
  ChangedLines c = ParseUnifiedDiff(diff, "/repo");
  CHECK(c.file_count() == 2);
  CHECK(c.Touches("/repo/src/a.py", 3, 3));
  CHECK_FALSE(c.Touches("/repo/src/a.py", 4, 10));
  CHECK(c.Touches("/repo/src/a.py", 13, 13));
  CHECK(c.Touches("/repo/src/a.py", 1, 11));  // a finding spanning into a change
  CHECK_FALSE(c.Touches("/repo/src/a.py", 14, 30));
  CHECK_FALSE(c.Contains("/repo/old.py"));
  CHECK_FALSE(c.Contains("/repo/b"));  // "+++ b" was hunk content
  CHECK(c.Touches("/repo/new.js", 2, 2));
  CHECK_FALSE(c.Touches("/repo/new.js", 3, 3));
}

TEST_CASE("quoted git paths are unquoted", "[diff]") {
  CHECK(UnquoteGitPath("plain/a.py") == "plain/a.py");
  CHECK(UnquoteGitPath(R"("b/sp ace\ttab\"q\\.py")") == "b/sp ace\ttab\"q\\.py");
  CHECK(UnquoteGitPath(R"("b/caf\303\251.py")") == "b/caf\xc3\xa9.py");
  ChangedLines c = ParseUnifiedDiff(
      "diff --git \"a/caf\\303\\251.py\" \"b/caf\\303\\251.py\"\n"
      "+++ \"b/caf\\303\\251.py\"\n@@ -1 +1 @@\n-a\n+b\n",
      "/r");
  CHECK(c.Touches("/r/caf\xc3\xa9.py", 1, 1));
}

TEST_CASE("a diff header cordon cannot read is an error, not an empty change", "[diff]") {
  CHECK_THROWS_WITH(ParseUnifiedDiff("+++ b/a.py\n@@ -x +1 @@\n", "/r"),
                    "cannot read git's diff output at line 2: '@@ -x +1 @@'");
}

TEST_CASE("untracked files count as changed on every line", "[diff]") {
  ChangedLines c;
  c.AddFile("/r/new.py");
  CHECK(c.Touches("/r/new.py", 1000, 1000));
}

TEST_CASE("only findings on changed lines stay, and the report says how many left", "[diff]") {
  ChangedLines c;
  c.AddLines("/repo/a.py", 5, 6);
  LintReport report;
  auto add = [&](const std::string& path, uint32_t line) {
    Finding f;
    f.path = path;
    f.start = {line, 1};
    f.end = {line, 3};
    report.findings.push_back({f, Action::kBlock});
  };
  add("a.py", 5);
  add("a.py", 7);
  add("./a.py", 6);
  add("b.py", 5);
  CHECK(KeepChangedFindings(report, c, "/repo", "origin/main") == 2);
  REQUIRE(report.findings.size() == 2);
  CHECK(report.findings[0].finding.start.line == 5);
  CHECK(report.findings[1].finding.path == "./a.py");
  REQUIRE(report.filters.size() == 1);
  CHECK(report.filters[0].kind == "diff");
  CHECK(report.filters[0].source == "origin/main");
  CHECK(report.filters[0].suppressed == 2);
}
