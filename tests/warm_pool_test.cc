#include "runner/warm_pool.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

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
    // Started side by side: each container created, attached and started, in that
    // order, whatever the interleaving.
    std::vector<std::string> calls = engine.calls();
    CHECK(calls.size() == 12);
    for (const char* id : {"c1", "c2", "c3", "c4"}) {
      auto at = [&](const std::string& call) {
        return std::find(calls.begin(), calls.end(), call + " " + id) - calls.begin();
      };
      CHECK(at("create") < at("attach"));
      CHECK(at("attach") < at("start"));
      CHECK(at("start") < static_cast<long>(calls.size()));
    }
    auto first = pool.Take(Language::kPython);
    auto second = pool.Take(Language::kPython);
    REQUIRE(first);
    REQUIRE(second);
    CHECK(first->id != second->id);
    CHECK(engine.specs().size() == 4);
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
  // The pooled Python container (the two languages' started side by side: c1 or c2).
  std::string python_id;
  for (const auto& spec_id : {std::string("c1"), std::string("c2")}) {
    if (run_calls.size() == 2 && run_calls[0] == "close-stdin " + spec_id) python_id = spec_id;
  }
  REQUIRE_FALSE(python_id.empty());
  CHECK(run_calls == std::vector<std::string>{"close-stdin " + python_id, "remove " + python_id});
  REQUIRE(engine.jobs().size() == 1);
  CHECK(engine.stdin_received().ends_with("\nprint(1)"));
  CHECK(pool.Running() == 0);  // the run told the pool it ended: the refill may start

  request.limits.memory_mb = 1024;  // another container size: a fresh container
  pool.Fill();
  before = engine.calls().size();
  CHECK(testing::GatedRun(runner, analyzer, policy, request).status == RunStatus::kOk);
  CHECK(engine.calls()[before].rfind("create ", 0) == 0);
  CHECK(pool.Ready(Language::kPython) == 1);
}

TEST_CASE("a pool grows with calls that find it empty, and shrinks when idle", "[warm_pool]") {
  ManualClock clock;
  FakeEngine engine(clock);
  WarmPool pool(engine, SpecFor, PoolSize{1, 3, std::chrono::seconds(60)}, clock,
                /*background=*/false);
  pool.Fill();
  CHECK(pool.Ready(Language::kPython) == 1);
  // A burst of four: the first is served, the three that find none raise the target to
  // the bound (and no further).
  CHECK(pool.Take(Language::kPython));
  for (int i = 0; i < 3; ++i) CHECK_FALSE(pool.Take(Language::kPython));
  CHECK(pool.Target(Language::kPython) == 3);
  CHECK(pool.Target(Language::kJavaScript) == 1);  // each language on its own
  pool.Fill();                                     // the missing three started side by side
  CHECK(pool.Ready(Language::kPython) == 3);
  CHECK(pool.Ready(Language::kJavaScript) == 1);
  // Calls that find one ready change nothing.
  CHECK(pool.Take(Language::kPython));
  pool.Fill();
  CHECK(pool.Target(Language::kPython) == 3);
  // A minute with no call: one fewer, the one over the target removed; then the next.
  clock.Advance(std::chrono::seconds(61));
  size_t live = engine.live_containers();
  pool.Fill();
  CHECK(pool.Target(Language::kPython) == 2);
  CHECK(pool.Ready(Language::kPython) == 2);
  CHECK(engine.live_containers() == live - 1);
  clock.Advance(std::chrono::seconds(30));
  pool.Fill();
  CHECK(pool.Target(Language::kPython) == 2);  // not yet another idle minute
  clock.Advance(std::chrono::seconds(31));
  pool.Fill();
  clock.Advance(std::chrono::seconds(61));
  pool.Fill();
  CHECK(pool.Target(Language::kPython) == 1);  // never under the minimum
  CHECK(pool.Ready(Language::kPython) == 1);
}

TEST_CASE("a fixed-size pool never grows", "[warm_pool]") {
  ManualClock clock;
  FakeEngine engine(clock);
  WarmPool pool(engine, SpecFor, 1, /*background=*/false);
  pool.Fill();
  CHECK(pool.Take(Language::kPython));
  CHECK_FALSE(pool.Take(Language::kPython));
  CHECK(pool.Target(Language::kPython) == 1);
}

TEST_CASE("a pool whose starts fail wants no more and says so", "[warm_pool]") {
  ManualClock clock;
  FakeEngine engine(clock);
  WarmPool pool(engine, SpecFor, PoolSize{1, 4, std::chrono::seconds(60)}, clock,
                /*background=*/false);
  CHECK(pool.Fill());
  CHECK(pool.Take(Language::kPython));
  CHECK_FALSE(pool.Take(Language::kPython));  // a miss: the target grows to 2
  CHECK(pool.Target(Language::kPython) == 2);
  // The engine refuses (gone, or the host-wide limit full): the fill fails, the target
  // drops to what is there (at least the minimum), and misses do not raise it again.
  engine.SetScript({{}, false, {false, 0, false}, /*fail_create=*/true});
  CHECK_FALSE(pool.Fill());
  CHECK_FALSE(pool.last_error().empty());
  CHECK(pool.Target(Language::kPython) == 1);
  for (int i = 0; i < 5; ++i) CHECK_FALSE(pool.Take(Language::kPython));
  CHECK(pool.Target(Language::kPython) == 1);
  // Starts succeed again: growth is back.
  engine.SetScript({});
  CHECK(pool.Fill());
  CHECK(pool.Take(Language::kPython));
  CHECK_FALSE(pool.Take(Language::kPython));
  CHECK(pool.Target(Language::kPython) == 2);
}

TEST_CASE("a stopped fill starts nothing", "[warm_pool]") {
  ManualClock clock;
  FakeEngine engine(clock);
  WarmPool pool(engine, SpecFor, 2, /*background=*/false);
  std::stop_source stop;
  stop.request_stop();
  CHECK(pool.Fill(stop.get_token()));
  CHECK(engine.calls().empty());
  CHECK(pool.Ready(Language::kPython) == 0);
  CHECK(pool.Fill());  // what was skipped is still missing, and made next time
  CHECK(pool.Ready(Language::kPython) == 2);
}

namespace {

// Polls `done` for up to ten seconds (the refiller is a thread of its own).
template <typename Done>
bool Eventually(Done done) {
  for (int i = 0; i < 1000 && !done(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return done();
}

}  // namespace

TEST_CASE("the refill waits for the run that took a container to end", "[warm_pool]") {
  ManualClock clock;
  FakeEngine engine(clock);
  // A hold-back longer than the test: only RunEnded lets the refill start.
  PoolSize size{1, 1, std::chrono::seconds(60), std::chrono::hours(1)};
  WarmPool pool(engine, SpecFor, size, clock);
  REQUIRE(Eventually([&] { return pool.Ready(Language::kPython) == 1; }));
  REQUIRE(Eventually([&] { return pool.Ready(Language::kJavaScript) == 1; }));
  const size_t created = engine.specs().size();
  REQUIRE(pool.Take(Language::kPython));
  CHECK(pool.Running() == 1);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  CHECK(engine.specs().size() == created);  // no start beside the run
  pool.RunEnded();
  CHECK(pool.Running() == 0);
  CHECK(Eventually([&] { return pool.Ready(Language::kPython) == 1; }));
  CHECK(engine.specs().size() == created + 1);
}

TEST_CASE("a long run holds the refill back only for a while", "[warm_pool]") {
  ManualClock clock;
  FakeEngine engine(clock);
  PoolSize size{1, 1, std::chrono::seconds(60), std::chrono::milliseconds(20)};
  WarmPool pool(engine, SpecFor, size, clock);
  REQUIRE(Eventually([&] { return pool.Ready(Language::kPython) == 1; }));
  REQUIRE(pool.Take(Language::kPython));  // and its run never ends
  CHECK(Eventually([&] { return pool.Ready(Language::kPython) == 1; }));
  CHECK(pool.Running() == 1);
}
