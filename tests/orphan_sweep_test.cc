#include "runner/orphan_sweep.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <iterator>
#include <thread>

#include "runner/runner.h"
#include "tests/support/fake_engine.h"

using namespace cordon;

namespace {

const std::chrono::system_clock::time_point kNow{std::chrono::seconds(1'800'000'000)};

}  // namespace

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
  size_t removed = RemoveOrphans(
      engine, [](const ProcessOwner& o) { return o.pid == 100; }, kNow);
  CHECK(removed == 2);
  CHECK(engine.live_containers() == 2);
  auto calls = engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "remove " + b) != calls.end());
  CHECK(std::find(calls.begin(), calls.end(), "remove " + d) != calls.end());
  CHECK(std::find(calls.begin(), calls.end(), "remove " + a) == calls.end());
  CHECK(IsLiveCordonProcess({999999999, std::nullopt}) == false);
  CHECK(IsLiveCordonProcess({getpid(), std::nullopt}));  // cordon_tests: a "cordon" name
}

TEST_CASE("a container's process is known by its pid and start time", "[orphan_sweep]") {
  // By name alone, a cordon running under another name (a program that links the
  // server library) had its live runs swept by any cordon, and a pid the kernel gave to
  // another cordon kept a dead one's containers for ever.
  auto me = ParseOwner(OwnerLabel());
  REQUIRE(me);
  CHECK(me->pid == getpid());
  REQUIRE(me->start);
  CHECK(*me->start == ProcessStart(getpid()));
  CHECK(IsLiveCordonProcess(*me));
  CHECK_FALSE(IsLiveCordonProcess({getpid(), *me->start + 1}));  // a pid used again
  // Another name, same rule: a child process (not named cordon) while it lives.
  pid_t child = fork();
  if (child == 0) {
    execl("/bin/sleep", "sleep", "30", static_cast<char*>(nullptr));
    _exit(127);
  }
  REQUIRE(child > 0);
  // Once it is "sleep" (until exec it is a copy of this process, named cordon_tests).
  std::string name;
  for (int i = 0; i < 200 && name != "sleep\n"; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    std::ifstream comm("/proc/" + std::to_string(child) + "/comm");
    name.assign(std::istreambuf_iterator<char>(comm), {});
  }
  REQUIRE(name == "sleep\n");
  std::optional<unsigned long long> start = ProcessStart(child);
  REQUIRE(start);
  CHECK(IsLiveCordonProcess({child, start}));
  CHECK_FALSE(IsLiveCordonProcess({child, std::nullopt}));  // an older label: by name
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  CHECK_FALSE(IsLiveCordonProcess({child, start}));
  CHECK_FALSE(ProcessStart(child));
  // The sweep reads the two labels: this process's containers stay, a container whose
  // pid is this process's but whose start time is not (the pid was used again) goes.
  ManualClock clock;
  FakeEngine engine(clock);
  ContainerSpec mine, reused;
  mine.labels = {{kManagedLabel, "true"},
                 {kPidLabel, std::to_string(getpid())},
                 {kPidStartLabel, std::to_string(*me->start)}};
  reused.labels = {{kManagedLabel, "true"},
                   {kPidLabel, std::to_string(getpid())},
                   {kPidStartLabel, std::to_string(*me->start + 1)}};
  std::string kept = engine.Create(mine), gone = engine.Create(reused);
  CHECK(RemoveOrphans(engine, IsLiveCordonProcess, kNow) == 1);
  auto calls = engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "remove " + gone) != calls.end());
  CHECK(std::find(calls.begin(), calls.end(), "remove " + kept) == calls.end());
  // Labels of older cordons and garbage.
  CHECK(ParseOwner("1234")->pid == 1234);
  CHECK_FALSE(ParseOwner("1234")->start);
  CHECK(ParseOwner("1234@987")->start == 987ULL);
  for (const char* bad : {"", "0", "-5", "12@", "@12", "12@x", "1234567890123"}) {
    CHECK_FALSE(ParseOwner(bad));
  }
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
  REQUIRE_NOTHROW(removed = RemoveOrphans(
                      engine, [](const ProcessOwner&) { return false; }, kNow));
  CHECK(removed == 1);
  CHECK(engine.live_containers() == 1);
  auto calls = engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "remove " + other) != calls.end());
}

TEST_CASE("a container the engine is removing itself is left to it", "[orphan_sweep]") {
  // A one-off `cordon run` leaves its container to the engine (RunnerConfig::
  // engine_removes); the next run's sweep, a moment later, found it exited and removed
  // it too, which waits for the removal under way.
  ManualClock clock;
  FakeEngine engine(clock);
  ContainerSpec spec;
  spec.labels = {{kManagedLabel, "true"}, {kPidLabel, "200"}, {kAutoRemoveLabel, "true"}};
  const int64_t now =
      std::chrono::duration_cast<std::chrono::seconds>(kNow.time_since_epoch()).count();
  std::string exited = engine.Create(spec), exiting = engine.Create(spec),
              never_started = engine.Create(spec), paused = engine.Create(spec),
              stuck = engine.Create(spec), untold = engine.Create(spec),
              running = engine.Create(spec);
  engine.SetSummary(exited, "exited", now - 2);
  engine.SetSummary(exiting, "removing", now - 1);
  engine.SetSummary(never_started, "created", now - 2);
  engine.SetSummary(paused, "paused", now - 2);
  engine.SetSummary(stuck, "exited", now - int64_t{660});
  engine.SetSummary(running, "running", now - 1);
  CHECK(RemoveOrphans(
            engine, [](const ProcessOwner&) { return false; }, kNow) == 5);
  auto calls = engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "remove " + exited) == calls.end());
  CHECK(std::find(calls.begin(), calls.end(), "remove " + exiting) == calls.end());
  // A killed cordon's program still running goes at once, not at its own deadline.
  for (const auto& id : {running, never_started, paused, stuck, untold}) {
    CAPTURE(id);
    CHECK(std::find(calls.begin(), calls.end(), "remove " + id) != calls.end());
  }
  // Without the label the engine removes nothing by itself.
  ContainerSummary plain{"x", {{kManagedLabel, "true"}}, "exited", now - 2};
  CHECK_FALSE(EngineIsRemoving(plain, kNow));
  plain.labels[kAutoRemoveLabel] = "true";
  CHECK(EngineIsRemoving(plain, kNow));
  for (const char* state : {"removing", "stopping", "stopped", "dead"}) {
    plain.state = state;
    CHECK(EngineIsRemoving(plain, kNow));
  }
  plain.state = "running";
  CHECK_FALSE(EngineIsRemoving(plain, kNow));
  plain.state = "exited";
  plain.created = now + 3600;  // an engine clock an hour ahead, or garbage
  CHECK_FALSE(EngineIsRemoving(plain, kNow));
  plain.created = INT64_MAX;
  CHECK_FALSE(EngineIsRemoving(plain, kNow));
  plain.state = "exited";
  plain.created = 0;  // not told when
  CHECK_FALSE(EngineIsRemoving(plain, kNow));
}

TEST_CASE("an instance's containers go but those named", "[orphan_sweep]") {
  ManualClock clock;
  FakeEngine engine(clock);
  ContainerSpec spec;
  spec.labels = {{kManagedLabel, "true"}, {kInstanceLabel, "run-1"}};
  std::string left = engine.Create(spec), swept = engine.Create(spec);
  RemoveInstanceContainers(engine, "run-1", {left});
  auto calls = engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "remove " + left) == calls.end());
  CHECK(std::find(calls.begin(), calls.end(), "remove " + swept) != calls.end());
}
