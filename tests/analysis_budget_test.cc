#include "analyzer/analysis_budget.h"

#include <catch2/catch.hpp>
#include <string>

#include "tests/support/analyzer_helpers.h"

using namespace cordon;
using namespace cordon::testing;
using std::chrono::milliseconds;

namespace {

// A CPU clock the test moves by hand.
struct FakeCpu {
  std::chrono::nanoseconds now{0};
  AnalysisBudget::CpuClock Clock() {
    return [this] { return now; };
  }
};

AnalysisLimits Limits(uint64_t steps_base, uint64_t steps_per_kib, milliseconds cpu_base,
                      milliseconds cpu_per_mib) {
  AnalysisLimits limits;
  limits.steps_base = steps_base;
  limits.steps_per_kib = steps_per_kib;
  limits.cpu_base = cpu_base;
  limits.cpu_per_mib = cpu_per_mib;
  return limits;
}

}  // namespace

TEST_CASE("the step budget is a base plus an amount per KiB of source", "[analysis_budget]") {
  FakeCpu cpu;
  AnalysisBudget budget(Limits(10, 5, milliseconds(100), milliseconds(0)), 2048, nullptr,
                        cpu.Clock());
  // 10 + 5 * (2048 / 1024 + 1) = 25 steps.
  for (int i = 0; i < 25; ++i) REQUIRE(budget.Step());
  CHECK_FALSE(budget.Step());
  CHECK(budget.reason() == AnalysisBudget::Reason::kSteps);
  CHECK(budget.Describe().starts_with("analysis stopped after 25 steps"));
  CHECK_FALSE(budget.Step());  // spent stays spent
  CHECK_FALSE(budget.Poll());
}

TEST_CASE("the CPU budget counts from the start, scaled by size", "[analysis_budget]") {
  FakeCpu cpu;
  cpu.now = std::chrono::seconds(7);  // time the thread used before this file
  AnalysisBudget budget(Limits(1'000'000, 0, milliseconds(50), milliseconds(1000)), 1 << 20,
                        nullptr, cpu.Clock());
  cpu.now += milliseconds(1049);
  CHECK(budget.Poll());
  cpu.now += milliseconds(2);
  CHECK_FALSE(budget.Poll());
  CHECK(budget.reason() == AnalysisBudget::Reason::kCpuTime);
  CHECK(budget.Describe().starts_with("analysis stopped after 1050 ms of CPU time"));
}

TEST_CASE("steps look at the clock only every so often", "[analysis_budget]") {
  FakeCpu cpu;
  AnalysisBudget budget(Limits(1'000'000, 0, milliseconds(1), milliseconds(0)), 10, nullptr,
                        cpu.Clock());
  cpu.now = milliseconds(5);
  uint64_t ran = 0;
  while (budget.Step()) ++ran;
  CHECK(ran == 1023);
  CHECK(budget.reason() == AnalysisBudget::Reason::kCpuTime);
}

TEST_CASE("a cancellation is seen by the next poll", "[analysis_budget]") {
  FakeCpu cpu;
  std::atomic<bool> cancel{false};
  AnalysisBudget budget(AnalysisLimits{}, 100, &cancel, cpu.Clock());
  CHECK(budget.Poll());
  cancel = true;
  CHECK_FALSE(budget.Poll());
  CHECK(budget.reason() == AnalysisBudget::Reason::kCancelled);
  CHECK(budget.Describe() == "analysis cancelled by the caller");
}

TEST_CASE("an unlimited budget counts and never stops", "[analysis_budget]") {
  AnalysisBudget budget;
  for (int i = 0; i < 100'000; ++i) REQUIRE(budget.Step());
  CHECK(budget.steps() == 100'000);
  CHECK(budget.Describe().empty());
}

// The shapes fuzzing found slow (issue 8): at n and 2n, the walk's steps must about
// double, never square or worse.
TEST_CASE("the walk's steps grow linearly on pathological shapes", "[analysis_budget]") {
  struct Shape {
    const char* name;
    Language language;
    std::string (*make)(int n);
  };
  static const Shape shapes[] = {
      {"JS .call chain", Language::kJavaScript,
       [](int n) {
         std::string s = "f";
         for (int i = 0; i < n; ++i) s += ".call(x)";
         return s + ";\n";
       }},
      {"JS .bind and .apply chain", Language::kJavaScript,
       [](int n) {
         std::string s = "require('child_process').exec";
         for (int i = 0; i < n; ++i) s += (i % 2 != 0) ? ".bind(null)" : ".apply.call";
         return s + "(x);\n";
       }},
      {"JS concatenation inside join", Language::kJavaScript,
       [](int n) {
         std::string s = "var s = [\"a\"";
         for (int i = 0; i < n; ++i) s += "+\"a\"";
         return s + "].join(\"\");\neval(s);\n";
       }},
      {"Python concatenation inside join", Language::kPython,
       [](int n) {
         std::string s = "s = ''.join([\"a\"";
         for (int i = 0; i < n; ++i) s += "+\"a\"";
         return s + "])\neval(s)\n";
       }},
      {"Python +=", Language::kPython,
       [](int n) {
         std::string s = "s = ''\n";
         for (int i = 0; i < n; ++i) s += "s += 'a'\n";
         return s + "eval(s)\n";
       }},
      {"JS +=", Language::kJavaScript,
       [](int n) {
         std::string s = "let s = '';\n";
         for (int i = 0; i < n; ++i) s += "s += 'a';\n";
         return s + "eval(s);\n";
       }},
      {"Python star imports", Language::kPython,
       [](int n) {
         std::string s;
         for (int i = 0; i < n; ++i) s += "from m" + std::to_string(i) + " import *\n";
         return s + "system('x')\n";
       }},
      {"Python nested getattr", Language::kPython,
       [](int n) {
         std::string s = "os";
         for (int i = 0; i < n; ++i) s = "getattr(" + s + ", 'path')";
         return "import os\n" + s + "\n";
       }},
      {"Python class-private names deep in a class", Language::kPython,
       [](int n) {
         std::string s = "class C:\n    x = ";
         for (int i = 0; i < n; ++i) s += "(";
         s += "[__a, __b]";
         for (int i = 0; i < n; ++i) s += ")";
         return s + "\n";
       }},
      {"JS nested functions reading outer names", Language::kJavaScript,
       [](int n) {
         std::string s = "let out = 'a';\n";
         for (int i = 0; i < n; ++i) s += "function f" + std::to_string(i) + "() { use(out);\n";
         s += "out = x;\n";
         for (int i = 0; i < n; ++i) s += "}\n";
         return s;
       }},
      {"Python nested functions", Language::kPython,
       [](int n) {
         std::string s;
         for (int i = 0; i < n; ++i) s += std::string(static_cast<size_t>(i), ' ') + "def f():\n";
         return s + std::string(static_cast<size_t>(n), ' ') + "pass\n";
       }},
  };
  for (const auto& shape : shapes) {
    for (int n : {20, 200}) {
      INFO(shape.name << " at n = " << n);
      Facts small = Resolve(shape.language, shape.make(n));
      Facts big = Resolve(shape.language, shape.make(2 * n));
      REQUIRE(small.steps > 0);
      double ratio = static_cast<double>(big.steps) / static_cast<double>(small.steps);
      INFO("steps " << small.steps << " then " << big.steps);
      CHECK(ratio < 2.3);
    }
  }
}

TEST_CASE("the parser's ticks see a cancellation at once and the clock every so often",
          "[analysis_budget]") {
  FakeCpu cpu;
  std::atomic<bool> cancel{false};
  AnalysisBudget budget(Limits(1'000'000, 0, milliseconds(1), milliseconds(0)), 10, &cancel,
                        cpu.Clock());
  cpu.now = milliseconds(5);  // spent, but not yet looked at
  uint64_t ran = 0;
  while (budget.Tick()) ++ran;
  CHECK(ran == 31);
  CHECK(budget.reason() == AnalysisBudget::Reason::kCpuTime);

  AnalysisBudget cancelled(AnalysisLimits{}, 100, &cancel, cpu.Clock());
  CHECK(cancelled.Tick());
  cancel = true;
  CHECK_FALSE(cancelled.Tick());
  CHECK(cancelled.reason() == AnalysisBudget::Reason::kCancelled);
}
