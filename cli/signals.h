// Blocks SIGINT and SIGTERM for the process and turns them into `flag`, from a thread
// of its own, for as long as it lives: a run is then cancelled (or the server stopped)
// cleanly, containers removed, instead of the process dying with containers left
// behind. A second signal exits at once with `second_signal_exit`; the next cordon
// start removes what is left.
#pragma once

#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <thread>

namespace cordon::cli {

class SignalsToFlag {
 public:
  SignalsToFlag(std::atomic<bool>& flag, int second_signal_exit) {
    sigemptyset(&set_);
    sigaddset(&set_, SIGINT);
    sigaddset(&set_, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set_, &old_);
    signals_ = signalfd(-1, &set_, SFD_CLOEXEC);
    // Written by the destructor: the watcher ends at once instead of at its next look
    // (a 100 ms tick before, which every `cordon run` waited out on its way to exit).
    wake_ = eventfd(0, EFD_CLOEXEC);
    if (signals_ < 0 || wake_ < 0) {  // out of descriptors: the signals keep their defaults
      Release();
      return;
    }
    watcher_ = std::thread([this, &flag, second_signal_exit] {
      pollfd fds[2] = {{signals_, POLLIN, 0}, {wake_, POLLIN, 0}};
      while (true) {
        if (poll(fds, 2, -1) < 0) continue;  // EINTR
        if ((fds[1].revents & POLLIN) != 0) return;
        signalfd_siginfo info{};
        if ((fds[0].revents & POLLIN) != 0 && read(signals_, &info, sizeof info) == sizeof info) {
          if (flag.exchange(true)) _exit(second_signal_exit);
        }
      }
    });
  }
  ~SignalsToFlag() {
    if (watcher_.joinable()) {
      const uint64_t one = 1;
      if (write(wake_, &one, sizeof one) != sizeof one) {
        // An eventfd write fails only on overflow, which one write cannot reach.
      }
      watcher_.join();
    }
    Release();
  }
  SignalsToFlag(const SignalsToFlag&) = delete;
  SignalsToFlag& operator=(const SignalsToFlag&) = delete;

 private:
  void Release() {
    if (wake_ >= 0) close(wake_);
    if (signals_ >= 0) close(signals_);
    wake_ = signals_ = -1;
    pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }

  sigset_t set_{}, old_{};
  int signals_ = -1, wake_ = -1;
  std::thread watcher_;
};

}  // namespace cordon::cli
