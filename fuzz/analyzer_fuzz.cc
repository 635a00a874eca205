// libFuzzer target: the analyzer over one source file, under the shipped rules and the
// default policy, in the language CORDON_FUZZ_LANGUAGE names. Whatever the bytes, it
// returns findings: no crash, no sanitizer report, no exception.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "analyzer/analyzer.h"
#include "analyzer/file_system.h"
#include "policy/policy.h"
#include "policy/verdict.h"

namespace {

struct Shipped {
  cordon::RealFileSystem fs;
  std::string root = CORDON_RULES_DIR;
  cordon::Policy policy = cordon::LoadPolicy(fs, root, "default");
  cordon::RuleSet rules = cordon::LoadRulesFor(fs, root, policy);
  cordon::Analyzer analyzer{rules};
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const Shipped shipped;  // loaded once: the rules are not what is fuzzed here
  std::string source(reinterpret_cast<const char*>(data), size);
  cordon::Verdict verdict = cordon::Evaluate(
      shipped.analyzer, shipped.policy,
      {"fuzz" CORDON_FUZZ_EXTENSION, cordon::Language::CORDON_FUZZ_LANGUAGE, source});
  // At most one line per line break, whichever breaks the analyzer counts.
  const auto lines = static_cast<uint32_t>(std::count(source.begin(), source.end(), '\n') +
                                           std::count(source.begin(), source.end(), '\r')) +
                     1;
  for (const auto& judged : verdict.findings) {
    const cordon::Finding& f = judged.finding;
    // Every finding names its rule and points into the source.
    if (f.rule_id.empty() || f.start.line < 1 || f.start.line > lines) __builtin_trap();
  }
  return 0;
}
