#include "runner/warm_pool.h"

#include <catch2/catch.hpp>

#include "runner/runner.h"
#include "tests/support/analyzer_helpers.h"
#include "tests/support/fake_engine.h"
#include "tests/support/gated_run.h"

using namespace cordon;

namespace {

ContainerSpec SpecFor(Language language) {
  ContainerSpec spec;
  spec.image = language == Language::kPython ? "py" : "js";
  return spec;
}

}  // namespace

TEST_CASE("a pool fills each language, hands each container out once, and cleans up",
          "[warm_pool]") {
  ManualClock clock;
  FakeEngine engine(clock);
  {
    WarmPool pool(engine, SpecFor, 2, /*background=*/false);
    pool.Fill();
    CHECK(pool.Ready(Language::kPython) == 2);
    CHECK(pool.Ready(Language::kJavaScript) == 2);
    CHECK(engine.calls() == std::vector<std::string>{"create c1", "attach c1", "start c1",
                                                     "create c2", "attach c2", "start c2",
                                                     "create c3", "attach c3", "start c3",
                                                     "create c4", "attach c4", "start c4"});
    auto first = pool.Take(Language::kPython);
    auto second = pool.Take(Language::kPython);
    REQUIRE(first);
    REQUIRE(second);
    CHECK(first->id == "c1");
    CHECK(second->id == "c2");
    CHECK_FALSE(pool.Take(Language::kPython));
    engine.Remove(first->id);
    engine.Remove(second->id);
    CHECK(engine.live_containers() == 2);
  }
  CHECK(engine.live_containers() == 0);  // the idle JavaScript ones went with the pool
}

TEST_CASE("an engine failure while filling is kept, not thrown", "[warm_pool]") {
  ManualClock clock;
  FakeEngine engine(clock);
  engine.SetScript({{}, false, {false, 0, false}, /*fail_create=*/true});
  WarmPool pool(engine, SpecFor, 1, false);
  pool.Fill();
  CHECK(pool.Ready(Language::kPython) == 0);
  CHECK(pool.last_error() == "fake: image not found");
}

TEST_CASE("the runner takes warm containers unless the run needs other limits", "[warm_pool]") {
  ManualClock clock;
  FakeEngine engine(clock);
  RuleSet rules;
  Policy policy =
      ParsePolicy("name: p\nrulesets: [python]\nmax_limits: {memory_mb: 1024}\n", "p.yaml");
  Analyzer analyzer(rules);
  Runner runner(engine, {"py", "js", "", "inst"}, clock);
  RunLimits defaults = RunLimitsFor(policy, {});
  WarmPool pool(
      engine, [&](Language l) { return runner.SpecFor(l, defaults); }, 1, false);
  pool.Fill();
  runner.UsePool(&pool, defaults);
  size_t before = engine.calls().size();

  RunRequest request;
  request.code = "print(1)";
  request.limits.wall_seconds = 3;  // enforced by the runner: the warm container still fits
  CHECK(testing::GatedRun(runner, analyzer, policy, request).status == RunStatus::kOk);
  std::vector<std::string> all_calls = engine.calls();
  std::vector<std::string> run_calls(all_calls.begin() + static_cast<long>(before),
                                     all_calls.end());
  CHECK(run_calls == std::vector<std::string>{"close-stdin c1", "remove c1"});
  REQUIRE(engine.jobs().size() == 1);
  CHECK(engine.stdin_received().ends_with("\nprint(1)"));

  request.limits.memory_mb = 1024;  // another container size: a fresh container
  pool.Fill();
  before = engine.calls().size();
  CHECK(testing::GatedRun(runner, analyzer, policy, request).status == RunStatus::kOk);
  CHECK(engine.calls()[before].rfind("create ", 0) == 0);
  CHECK(pool.Ready(Language::kPython) == 1);
}
