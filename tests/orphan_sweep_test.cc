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
  size_t removed = RemoveOrphans(engine, [](const ProcessOwner& o) { return o.pid == 100; });
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
  CHECK(RemoveOrphans(engine, IsLiveCordonProcess) == 1);
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
  REQUIRE_NOTHROW(removed = RemoveOrphans(engine, [](const ProcessOwner&) { return false; }));
  CHECK(removed == 1);
  CHECK(engine.live_containers() == 1);
  auto calls = engine.calls();
  CHECK(std::find(calls.begin(), calls.end(), "remove " + other) != calls.end());
}
