// How long analysing one agent-sized snippet takes, with rules already loaded (as in
// the server), and how long loading the shipped rules takes (paid once per process).
// The snippets are ~200 lines built from the benign samples, the kind of code agents send.
// Beside each analysis, tree-sitter's parse of the same text alone: the floor under it,
// so what cordon adds (resolution and matching) is the difference.
#include <benchmark/benchmark.h>
#include <tree_sitter/api.h>

#include <chrono>
#include <fstream>
#include <sstream>

#include "analyzer/analyzer.h"
#include "analyzer/file_system.h"
#include "analyzer/language.h"
#include "policy/policy.h"

namespace {

using namespace cordon;

const std::string kRoot = CORDON_SOURCE_DIR;

std::string Snippet(const std::string& dir, size_t lines) {
  RealFileSystem fs;
  std::string out;
  size_t count = 0;
  while (count < lines) {
    for (const auto& name : fs.List(dir)) {
      auto read = fs.Read(dir + "/" + name, 1 << 20);
      if (!read.text) continue;
      std::istringstream in(*read.text);
      for (std::string line; count < lines && std::getline(in, line); ++count) out += line + "\n";
      if (count >= lines) break;
    }
  }
  return out;
}

struct Loaded {
  Policy policy;
  RuleSet rules;
};

const Loaded& Shipped() {
  static const Loaded loaded = [] {
    RealFileSystem fs;
    Policy policy = LoadPolicy(fs, kRoot + "/rules", "default");
    RuleSet rules = LoadRulesFor(fs, kRoot + "/rules", policy);
    return Loaded{policy, std::move(rules)};
  }();
  return loaded;
}

void Analyse(benchmark::State& state, Language language, const std::string& dir) {
  // A CPU budget no analysis here reaches, even under valgrind (about 50x slower): with
  // the default one, callgrind's instruction counts were of analyses cut short.
  AnalysisLimits limits;
  limits.cpu_base = std::chrono::hours(1);
  Analyzer analyzer(Shipped().rules, limits);
  SourceFile file{"snippet", language, Snippet(dir, 200)};
  for (auto _ : state) {  // NOLINT(clang-analyzer-deadcode.DeadStores): the benchmark loop
    auto findings = analyzer.Analyze(file);
    benchmark::DoNotOptimize(findings);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * file.text.size()));
}

void Parse(benchmark::State& state, Language language, const std::string& dir) {
  const std::string text = Snippet(dir, 200);
  TSParser* parser = ts_parser_new();
  ts_parser_set_language(parser, TreeSitterLanguage(language));
  for (auto _ : state) {  // NOLINT(clang-analyzer-deadcode.DeadStores): the benchmark loop
    TSTree* tree =
        ts_parser_parse_string(parser, nullptr, text.data(), static_cast<uint32_t>(text.size()));
    benchmark::DoNotOptimize(tree);
    ts_tree_delete(tree);
  }
  ts_parser_delete(parser);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
}

void BM_AnalysePython200Lines(benchmark::State& state) {
  Analyse(state, Language::kPython, kRoot + "/samples/python/benign");
}
void BM_AnalyseJavaScript200Lines(benchmark::State& state) {
  Analyse(state, Language::kJavaScript, kRoot + "/samples/javascript/benign");
}
void BM_ParsePython200Lines(benchmark::State& state) {
  Parse(state, Language::kPython, kRoot + "/samples/python/benign");
}
void BM_ParseJavaScript200Lines(benchmark::State& state) {
  Parse(state, Language::kJavaScript, kRoot + "/samples/javascript/benign");
}
void BM_LoadShippedRules(benchmark::State& state) {
  RealFileSystem fs;
  for (auto _ : state) {  // NOLINT(clang-analyzer-deadcode.DeadStores): the benchmark loop
    Policy policy = LoadPolicy(fs, kRoot + "/rules", "default");
    RuleSet rules = LoadRulesFor(fs, kRoot + "/rules", policy);
    benchmark::DoNotOptimize(rules);
  }
}

BENCHMARK(BM_AnalysePython200Lines)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AnalyseJavaScript200Lines)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ParsePython200Lines)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ParseJavaScript200Lines)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LoadShippedRules)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
