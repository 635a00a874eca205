#include "cli/signals.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

using cordon::cli::SignalsToFlag;

namespace {

bool Blocked(int signal) {
  sigset_t now;
  pthread_sigmask(SIG_BLOCK, nullptr, &now);
  return sigismember(&now, signal) == 1;
}

}  // namespace

TEST_CASE("a SIGTERM becomes the flag, and the signals are as before afterwards", "[signals]") {
  REQUIRE_FALSE(Blocked(SIGTERM));
  std::atomic<bool> flag{false};
  {
    SignalsToFlag signals(flag, 99);
    CHECK(Blocked(SIGTERM));
    CHECK(Blocked(SIGINT));
    REQUIRE(kill(getpid(), SIGTERM) == 0);
    for (int i = 0; i < 500 && !flag; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    CHECK(flag);
  }
  CHECK_FALSE(Blocked(SIGTERM));
  CHECK_FALSE(Blocked(SIGINT));
  sigset_t pending;
  sigpending(&pending);
  CHECK(sigismember(&pending, SIGTERM) == 0);  // taken by the watcher, not left waiting
}

TEST_CASE("with no signal the flag stays down and the watcher ends with its owner", "[signals]") {
  std::atomic<bool> flag{false};
  for (int i = 0; i < 20; ++i) {  // each one's watcher is woken and joined, not leaked
    SignalsToFlag signals(flag, 99);
  }
  CHECK_FALSE(flag);
  CHECK_FALSE(Blocked(SIGTERM));
}
