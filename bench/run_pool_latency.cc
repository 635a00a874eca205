// Latency of Runner::Run for print(1) and console.log(1) inside one long-lived process
// (as the MCP server runs): from a warm pool with finished containers removed in the
// background (the server's set-up), a warm pool removing them before returning, and a
// fresh container per call, on the engine named by $CORDON_ENGINE (podman by default).
// Also a JavaScript program that throws: Node reports it after the launcher's trailer,
// so that run reads on until the container's streams close (runner/launcher.h). Each run's wall
// time is recorded; the median and p95 are reported as counters. Needs the sandbox image (`cordon
// image build`).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <thread>

#include "analyzer/analyzer.h"
#include "analyzer/file_system.h"
#include "policy/verdict.h"
#include "runner/container_reaper.h"
#include "runner/engine_locator.h"
#include "runner/runner.h"
#include "runner/seccomp_profile.h"
#include "runner/warm_pool.h"

namespace {

using namespace cordon;

struct Setup {
  EngineConnection connection;
  Policy policy;
  RuleSet rules;
};

Setup& Shared() {
  static Setup setup = [] {
    const char* engine = std::getenv("CORDON_ENGINE");
    RealFileSystem fs;
    std::string root = std::string(CORDON_SOURCE_DIR) + "/rules";
    Policy policy = LoadPolicy(fs, root, "default");
    RuleSet rules = LoadRulesFor(fs, root, policy);
    return Setup{
        ConnectEngine(engine ? engine : "podman", [](const char* n) { return std::getenv(n); }),
        std::move(policy), std::move(rules)};
  }();
  return setup;
}

void Report(benchmark::State& state, std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  if (ms.empty()) return;
  state.counters["median_ms"] = ms[ms.size() / 2];
  state.counters["p95_ms"] = ms[std::min(
      ms.size() - 1, static_cast<size_t>(std::lround(0.95 * static_cast<double>(ms.size() - 1))))];
  state.counters["min_ms"] = ms.front();
  state.counters["max_ms"] = ms.back();
}

struct Program {
  Language language;
  const char* code;
  RunStatus expect;
};
const Program kPrintOne{Language::kPython, "print(1)", RunStatus::kOk};
const Program kConsoleLogOne{Language::kJavaScript, "console.log(1)", RunStatus::kOk};
const Program kJsThrow{Language::kJavaScript, "throw new Error('x')", RunStatus::kError};

// `settle`: before each run, wait until the pool is full again and the reaper idle, as
// between an agent's calls (seconds of model time apart); otherwise only until one
// container is ready, so the refill competes with the measured run for the CPU.
void RunProgram(benchmark::State& state, const Program& program, bool warm, bool reaper_on = false,
                bool settle = false) {
  Setup& s = Shared();
  const std::string image = std::string("cordon-sandbox:") + CORDON_VERSION;
  Analyzer analyzer(s.rules);
  SteadyClock clock;
  RealFileSystem fs;  // the shipped seccomp profile, as cordon run and serve use it
  SeccompProfile seccomp =
      LoadSeccompProfile(fs, std::string(CORDON_SOURCE_DIR) + "/runner/seccomp.json");
  Runner runner(*s.connection.engine, {image, image, "", "bench", seccomp}, clock);
  const RunLimits limits = RunLimitsFor(s.policy, {});
  std::unique_ptr<ContainerReaper> reaper;
  if (reaper_on) {
    reaper = std::make_unique<ContainerReaper>(*s.connection.engine);
    runner.UseReaper(reaper.get());
  }
  std::unique_ptr<WarmPool> pool;
  if (warm) {
    pool = std::make_unique<WarmPool>(
        *s.connection.engine, [&](Language l) { return runner.SpecFor(l, limits); }, 2);
    runner.UsePool(pool.get(), limits);
  }
  RunRequest request;
  request.language = program.language;
  request.code = program.code;
  std::vector<double> ms;
  for (auto _ : state) {  // NOLINT(clang-analyzer-deadcode.DeadStores): the benchmark loop
    if (warm) {           // measure runs that find a ready container, not the refill
      state.PauseTiming();
      while (pool->Ready(program.language) == 0 ||
             (settle && (pool->Ready(Language::kPython) < 2 ||
                         pool->Ready(Language::kJavaScript) < 2 || reaper->pending() > 0))) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      }
      if (settle) std::this_thread::sleep_for(std::chrono::milliseconds(100));
      state.ResumeTiming();
    }
    auto t0 = std::chrono::steady_clock::now();
    // The policy gate is part of every call, as in SandboxCore.
    RunResult r = runner.Run(
        request, Evaluate(analyzer, s.policy, {"<snippet>", request.language, request.code}),
        limits);
    ms.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    if (r.status != program.expect) {
      state.SkipWithError((std::string(RunStatusName(r.status)) + ": " + r.error).c_str());
      break;
    }
  }
  Report(state, std::move(ms));
}

void BM_RunPrintOneWarmPoolReaperSettled(benchmark::State& state) {
  RunProgram(state, kPrintOne, true, true, true);
}
void BM_RunPrintOneWarmPoolReaper(benchmark::State& state) {
  RunProgram(state, kPrintOne, true, true);
}
void BM_RunPrintOneWarmPool(benchmark::State& state) { RunProgram(state, kPrintOne, true); }
void BM_RunPrintOneFreshContainer(benchmark::State& state) { RunProgram(state, kPrintOne, false); }
void BM_RunConsoleLogOneWarmPoolReaperSettled(benchmark::State& state) {
  RunProgram(state, kConsoleLogOne, true, true, true);
}
void BM_RunConsoleLogOneFreshContainer(benchmark::State& state) {
  RunProgram(state, kConsoleLogOne, false);
}
void BM_RunJsThrowWarmPoolReaperSettled(benchmark::State& state) {
  RunProgram(state, kJsThrow, true, true, true);
}

#define CORDON_RUN_BENCHMARK(name) \
  BENCHMARK(name)->Iterations(50)->Unit(benchmark::kMillisecond)->UseRealTime()
CORDON_RUN_BENCHMARK(BM_RunPrintOneWarmPoolReaperSettled);
CORDON_RUN_BENCHMARK(BM_RunPrintOneWarmPoolReaper);
CORDON_RUN_BENCHMARK(BM_RunPrintOneWarmPool);
CORDON_RUN_BENCHMARK(BM_RunPrintOneFreshContainer);
CORDON_RUN_BENCHMARK(BM_RunConsoleLogOneWarmPoolReaperSettled);
CORDON_RUN_BENCHMARK(BM_RunConsoleLogOneFreshContainer);
CORDON_RUN_BENCHMARK(BM_RunJsThrowWarmPoolReaperSettled);

}  // namespace

BENCHMARK_MAIN();
