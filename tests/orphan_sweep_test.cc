#include "runner/orphan_sweep.h"

#include <unistd.h>

#include <catch2/catch.hpp>

#include "runner/runner.h"
#include "tests/support/fake_engine.h"

using namespace cordon;

TEST_CASE("containers whose cordon process is gone are removed", "[orphan_sweep]") {
  ManualClock clock;
  FakeEngine engine(clock);
  ContainerSpec live, dead, foreign, unlabelled;
  live.labels = {{kManagedLabel, "true"}, {kPidLabel, "100"}};
  dead.labels = {{kManagedLabel, "true"}, {kPidLabel, "200"}};
  foreign.labels = {{"app", "other"}};
  unlabelled.labels = {{kManagedLabel, "true"}};
  std::string a = engine.Create(live), b = engine.Create(dead), c = engine.Create(foreign),
              d = engine.Create(unlabelled);
  size_t removed = RemoveOrphans(engine, [](long pid) { return pid == 100; });
  CHECK(removed == 2);
  CHECK(engine.live_containers() == 2);
  auto calls = engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "remove " + b) != calls.end());
  CHECK(std::find(calls.begin(), calls.end(), "remove " + d) != calls.end());
  CHECK(std::find(calls.begin(), calls.end(), "remove " + a) == calls.end());
  CHECK(IsLiveCordonProcess(999999999) == false);
  CHECK(IsLiveCordonProcess(getpid()));  // this binary, cordon_tests, is running
}

TEST_CASE("one container that cannot be removed does not stop the sweep", "[orphan_sweep]") {
  // The sweep used the throwing Remove: the first stuck orphan ended it, and with it
  // every later run (the sweep runs before each connection's first run).
  ManualClock clock;
  FakeEngine engine(clock);
  ContainerSpec orphan;
  orphan.labels = {{kManagedLabel, "true"}, {kPidLabel, "200"}};
  std::string stuck = engine.Create(orphan), other = engine.Create(orphan);
  engine.RefuseRemoval(stuck);
  size_t removed = 0;
  REQUIRE_NOTHROW(removed = RemoveOrphans(engine, [](long) { return false; }));
  CHECK(removed == 1);
  CHECK(engine.live_containers() == 1);
  auto calls = engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "remove " + other) != calls.end());
}
