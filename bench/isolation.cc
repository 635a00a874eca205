// What the defence in depth costs (docs/isolation.md, docs/runtime-policy.md), on the
// engine named by $CORDON_ENGINE (podman by default), all in one process as the MCP
// server runs, with a warm pool of 2 and runs 1 s apart (settled), each run's wall time
// recorded:
//   - print(1) and a NumPy/pandas workload under runc and under gVisor;
//   - every benign sample (samples/*/benign) with the runtime layer on (the default
//     policy) and off (the same policy, runtime.enforce false), under runc, 5 runs each,
//     alternating: the layer's overhead on ordinary programs.
// Prints one line per measurement: name, runs, median and p95 in ms, and for the samples
// the overhead of the median. Needs the sandbox image and, for gVisor, runsc (podman) or
// a Docker daemon with a runsc runtime (.ci/setup registers one).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
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

const char* kWorkload = R"(import numpy as np, pandas as pd
rng = np.random.default_rng(1)
a = rng.random((400, 400))
u, s, vt = np.linalg.svd(a)
df = pd.DataFrame({"k": rng.integers(0, 100, 200_000), "v": rng.random(200_000)})
print(round(float(s[0]), 3), len(df.groupby("k").v.mean()))
)";

struct Stats {
  double median = 0, p95 = 0;
};
Stats Summarise(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  if (ms.empty()) return {};
  size_t p95 = std::min(
      ms.size() - 1, static_cast<size_t>(std::lround(0.95 * static_cast<double>(ms.size() - 1))));
  return {ms[ms.size() / 2], ms[p95]};
}

// One engine connection with its runner and warm pool, for one isolation level.
class Bench {
 public:
  Bench(Isolation isolation, const Policy& policy, const RuleSet& rules)
      : connection_(ConnectEngine(Engine(), [](const char* n) { return std::getenv(n); },
                                  {isolation, false})),
        policy_(policy),
        analyzer_(rules),
        runner_(*connection_.engine,
                {Image(), Image(), connection_.runtime, "bench", Seccomp(), connection_.isolation,
                 std::string(CORDON_SOURCE_DIR) + "/runner/offline"},
                clock_),
        reaper_(*connection_.engine),
        limits_(RunLimitsFor(policy_, {})),
        pool_(
            *connection_.engine, [this](Language l) { return runner_.SpecFor(l, limits_); }, 2) {
    runner_.UseReaper(&reaper_);
    runner_.UsePool(&pool_, limits_);
  }

  // Wall times of `runs` runs of `code`, each from a settled pool; nullopt on a failure.
  std::optional<std::vector<double>> Time(Language language, const std::string& code, int runs) {
    RunRequest request;
    request.language = language;
    request.code = code;
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
      Settle();
      std::this_thread::sleep_for(std::chrono::seconds(1));
      auto t0 = std::chrono::steady_clock::now();
      RunResult r = runner_.Run(
          request, Evaluate(analyzer_, policy_, {"<snippet>", language, code}), limits_);
      ms.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      for (const auto& phase : r.phases) phases_[phase.name].push_back(phase.ms);
      if (r.status != RunStatus::kOk) {
        std::fprintf(stderr, "  %s: %s %s\n", RunStatusName(r.status).data(), r.error.c_str(),
                     r.stderr_text.substr(0, 300).c_str());
        return std::nullopt;
      }
    }
    Settle();  // so that this pool's refill does not run into another bench's runs
    return ms;
  }

  // The runner's phases (RunResult::phases) of the runs since the last call: each one's
  // median, in the order a run goes through them.
  std::string TakePhases() {
    std::string out;
    for (const char* name : {"pool", "container", "job", "first_output", "program", "report"}) {
      auto it = phases_.find(name);
      if (it == phases_.end()) continue;
      char buf[64];
      std::snprintf(buf, sizeof buf, "%s %.2f", name, Summarise(it->second).median);
      out += (out.empty() ? "" : ", ") + std::string(buf);
    }
    phases_.clear();
    return out;
  }

 private:
  // Until the pool is full again and the reaper idle, as between an agent's calls.
  void Settle() {
    while (pool_.Ready(Language::kPython) < 2 || pool_.Ready(Language::kJavaScript) < 2 ||
           reaper_.pending() > 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }

  static std::string Engine() {
    const char* engine = std::getenv("CORDON_ENGINE");
    return engine ? engine : "podman";
  }
  static std::string Image() { return std::string("cordon-sandbox:") + CORDON_VERSION; }
  static SeccompProfile Seccomp() {
    RealFileSystem fs;
    return LoadSeccompProfile(fs, std::string(CORDON_SOURCE_DIR) + "/runner/seccomp.json");
  }

  EngineConnection connection_;
  Policy policy_;
  Analyzer analyzer_;
  SteadyClock clock_;
  Runner runner_;
  ContainerReaper reaper_;
  RunLimits limits_;
  WarmPool pool_;
  std::map<std::string, std::vector<double>> phases_;
};

void Line(const std::string& name, const std::vector<double>& ms) {
  Stats s = Summarise(ms);
  std::printf("| %s | %zu | %.1f | %.1f |\n", name.c_str(), ms.size(), s.median, s.p95);
  std::fflush(stdout);
}

std::string Read(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

constexpr int kSampleRuns = 5;

int main() {
  RealFileSystem fs;
  const std::string root = std::string(CORDON_SOURCE_DIR) + "/rules";
  Policy on = LoadPolicy(fs, root, "default");
  // Benign samples may import what the module lists keep out of agent code; the gate is
  // not what is measured here.
  on.modules.clear();
  const RuleSet rules = LoadRulesFor(fs, root, on);
  Policy off = on;
  off.runtime.enforce = false;

  std::printf("| measurement | runs | median ms | p95 ms |\n|---|---|---|---|\n");
  std::vector<std::string> breakdown;  // where the warm calls' time went
  for (Isolation isolation : {Isolation::kRunc, Isolation::kGvisor}) {
    std::optional<Bench> bench;
    try {
      bench.emplace(isolation, on, rules);
    } catch (const EngineError& e) {
      std::printf("| %s | unavailable: %s | | |\n", IsolationName(isolation).data(), e.what());
      continue;
    }
    std::string level(IsolationName(isolation));
    if (auto ms = bench->Time(Language::kPython, "print(1)", 20)) {
      Line(level + " print(1)", *ms);
      breakdown.push_back("| " + level + " print(1) | " + bench->TakePhases() + " |");
    }
    if (auto ms = bench->Time(Language::kJavaScript, "console.log(1)", 20)) {
      Line(level + " console.log(1)", *ms);
      breakdown.push_back("| " + level + " console.log(1) | " + bench->TakePhases() + " |");
    }
    if (auto ms = bench->Time(Language::kPython, kWorkload, 5)) Line(level + " NumPy/pandas", *ms);
  }
  std::printf("\n| warm call | median ms of each phase (RunResult::phases) |\n|---|---|\n");
  for (const auto& line : breakdown) std::printf("%s\n", line.c_str());
  std::fflush(stdout);

  // The runtime layer's overhead on every benign sample, runtime on and off alternating
  // per sample so that both see the same machine.
  Bench with(Isolation::kRunc, on, rules);
  Bench without(Isolation::kRunc, off, rules);
  std::vector<std::filesystem::path> samples;
  for (const char* dir : {"samples/python/benign", "samples/javascript/benign"}) {
    for (const auto& entry :
         std::filesystem::directory_iterator(std::filesystem::path(CORDON_SOURCE_DIR) / dir)) {
      samples.push_back(entry.path());
    }
  }
  std::sort(samples.begin(), samples.end());
  double total_on = 0, total_off = 0;
  std::printf(
      "\n| sample | runtime on, median ms | off, median ms | overhead |\n|---|---|---|---|\n");
  for (const auto& path : samples) {
    Language language = path.extension() == ".py" ? Language::kPython : Language::kJavaScript;
    std::string code = Read(path);
    // Alternating single runs, so that both see the same moments of the machine.
    std::vector<double> a, b;
    bool failed = false;
    for (int i = 0; i < kSampleRuns && !failed; ++i) {
      auto on_run = with.Time(language, code, 1);
      auto off_run = without.Time(language, code, 1);
      failed = !on_run || !off_run;
      if (!failed) {
        a.push_back(on_run->front());
        b.push_back(off_run->front());
      }
    }
    if (failed) {
      std::printf("| %s | failed | | |\n", path.filename().c_str());
      continue;
    }
    double m_on = Summarise(a).median, m_off = Summarise(b).median;
    total_on += m_on;
    total_off += m_off;
    std::printf("| %s | %.1f | %.1f | %+.1f%% |\n", path.filename().c_str(), m_on, m_off,
                100.0 * (m_on - m_off) / m_off);
    std::fflush(stdout);
  }
  std::printf("| **all %zu, sum of medians** | %.0f | %.0f | %+.1f%% |\n", samples.size(), total_on,
              total_off, 100.0 * (total_on - total_off) / total_off);
  return 0;
}
