// Blocks SIGINT and SIGTERM for the process and turns them into `flag`, from a thread
// of its own, for as long as it lives: a run is then cancelled (or the server stopped)
// cleanly, containers removed, instead of the process dying with containers left
// behind. A second signal exits at once with `second_signal_exit`; the next cordon
// start removes what is left.
#pragma once

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <thread>

namespace cordon::cli {

class SignalsToFlag {
 public:
  SignalsToFlag(std::atomic<bool>& flag, int second_signal_exit) {
    sigemptyset(&set_);
    sigaddset(&set_, SIGINT);
    sigaddset(&set_, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set_, &old_);
    watcher_ = std::jthread([this, &flag, second_signal_exit](const std::stop_token& stop) {
      timespec tick{0, 100'000'000};
      while (!stop.stop_requested()) {
        if (sigtimedwait(&set_, nullptr, &tick) > 0) {
          if (flag.exchange(true)) _exit(second_signal_exit);
        }
      }
    });
  }
  ~SignalsToFlag() {
    watcher_.request_stop();
    watcher_.join();
    pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }
  SignalsToFlag(const SignalsToFlag&) = delete;
  SignalsToFlag& operator=(const SignalsToFlag&) = delete;

 private:
  sigset_t set_{}, old_{};
  std::jthread watcher_;
};

}  // namespace cordon::cli
