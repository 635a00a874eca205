#include "runner/container_reaper.h"

#include <catch2/catch.hpp>

#include "tests/support/fake_engine.h"

using namespace cordon;

TEST_CASE("the reaper removes what it is given, and everything when it goes", "[reaper]") {
  ManualClock clock;
  FakeEngine engine(clock);
  ContainerSpec spec;
  std::string a = engine.Create(spec), b = engine.Create(spec), c = engine.Create(spec);
  {
    ContainerReaper reaper(engine, /*background=*/false);
    reaper.Remove(a);
    reaper.Remove(b);
    CHECK(reaper.pending() == 2);
    CHECK(engine.live_containers() == 3);
    reaper.Drain();
    CHECK(reaper.pending() == 0);
    CHECK(engine.live_containers() == 1);
    reaper.Remove(c);
  }
  CHECK(engine.live_containers() == 0);  // removed by the destructor
}

TEST_CASE("the background reaper drains on request", "[reaper]") {
  ManualClock clock;
  FakeEngine engine(clock);
  ContainerReaper reaper(engine);
  for (int i = 0; i < 20; ++i) reaper.Remove(engine.Create({}));
  reaper.Drain();
  CHECK(engine.live_containers() == 0);
}
